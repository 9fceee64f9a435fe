"""Stop 64 (helper I, family 2): a request made before the chat, its state asked, goes to a person in every shop.
Before: the bakery's «hola, hice un pedido ayer y no me han confirmado» got «¿Qué te preparo? Dime el producto…»,
«hice un encargo el jueves, ¿está listo?» the generic pickup paragraph, «quero saber se o meu pedido está
confirmado» «Podes deixar a encarga preparada por este chat…»; the bookshop's «hice un pedido ayer y no me han
confirmado» opened an order too, and the restaurant's «hice una reserva ayer y no me han confirmado» asked «¿Para
cuántas personas?». Now (understanding/request_made_before.py, read into `earlier_told`): «En esta conversación no
veo nada tuyo en marcha. Si lo pediste o reservaste antes, llama al … y una persona del local te lo mira.»; once
one was sent in this chat (conversation/sent_status_told.py), its state: «Ya está enviado y aún sin confirmar…».
Near-misses kept: «¿cómo sé si mi pedido está confirmado?» (the rule, from the knowledge), «quiero hacer un
pedido» (one now), «hice un pedido ayer, quiero otro igual» (one now)."""
from __future__ import annotations

import pytest

from tests.conversation import chat, chat_with_knowledge, sent_after

LOOKED_AT = "En esta conversación no veo nada tuyo en marcha. Si lo pediste o reservaste antes, llama al {} y una " \
            "persona del local te lo mira."
LOOKED_AT_GL = "Nesta conversa non vexo nada teu en marcha. Se o pediches ou reservaches antes, chama ao {} e unha " \
               "persoa do local míracho."
PHONES = {"": "981 000 404", "libreria": "981 000 862", "floristeria": "981 000 515", "restaurante": "981 000 612",
          "peluqueria": "981 000 733", "taller": "981 000 517"}
NEW_REQUEST = ("¿Qué te preparo?", "¿Que che preparo?", "¿Para cuántas personas?", "Apunto", "¿Qué día",
               "¿Qué servicio")


@pytest.mark.parametrize("slug, said", [
    ("", "hola, hice un pedido ayer y no me han confirmado"),
    ("", "hice un encargo el jueves, esta listo?"),
    ("", "hice un encargo el jueves, ¿está listo?"),
    ("", "hicimos un pedido el lunes, sigue sin confirmar"),
    ("", "quiero saber si mi pedido esta listo"),
    ("", "ise un pedido ayer y no me an confirmado"),
    ("", "hize un encargo el jueves, ya esta?"),
    ("libreria", "hice un pedido ayer y no me han confirmado"),
    ("floristeria", "hice un encargo para el sabado y nadie me ha contestado"),
    ("restaurante", "hice una reserva ayer y no me han confirmado"),
    ("peluqueria", "pedi cita por telefono y no me han confirmado"),
    ("peluqueria", "quiero saber si mi cita esta confirmada"),
    ("taller", "hice una reserva para el martes, esta confirmada?"),
])
def test_one_made_before_goes_to_a_person(slug, said, tmp_path):
    t = chat_with_knowledge(slug, tmp_path).say(said)
    assert t.texts == [LOOKED_AT.format(PHONES[slug])]
    assert t.request is None


@pytest.mark.parametrize("slug, said", [
    ("", "quero saber se o meu pedido está confirmado"),
    ("", "fixen unha encarga onte e non ma confirmastes"),
    ("restaurante", "fixemos unha reserva e ninguen nos contestou"),
])
def test_one_made_before_in_galician(slug, said, tmp_path):
    t = chat_with_knowledge(slug, tmp_path).say(said)
    assert t.texts == [LOOKED_AT_GL.format(PHONES[slug])]


@pytest.mark.parametrize("said", ["hice un pedido ayer y no me han confirmado",
                                  "hice un encargo el jueves, esta listo?"])
def test_without_the_knowledge_too(said):
    assert chat("libreria").say(said).texts == [LOOKED_AT.format(PHONES["libreria"])]


@pytest.mark.parametrize("said, rule", [
    ("¿cómo sé si mi pedido está confirmado?", "Un encargo no está confirmado hasta que una persona del obrador"),
    ("como se si mi pedido esta confirmado?", "Un encargo no está confirmado hasta que una persona del obrador"),
    ("como sei se a miña encarga está confirmada?", "Unha encarga non está confirmada ata que unha persoa"),
])
def test_how_to_know_is_the_rule(said, rule, tmp_path):
    t = chat_with_knowledge("", tmp_path).say(said)
    assert rule in t.text and "no veo nada tuyo" not in t.text and "non vexo nada teu" not in t.text


@pytest.mark.parametrize("said, asked", [
    ("quiero hacer un pedido", "¿Qué te preparo?"),
    ("hice un pedido ayer, quiero otro igual", "¿De qué producto?"),
])
def test_one_wished_now_is_still_taken(said, asked, tmp_path):
    assert chat_with_knowledge("", tmp_path).say(said).texts[0].startswith(asked)


STATUS = "Ya está enviado y aún sin confirmar: una persona de Obrador Mel lo revisa y te avisaré aquí mismo en " \
         "cuanto lo confirme."
STATUS_GL = "Xa está enviado e aínda sen confirmar: unha persoa de Obrador Mel revísao e avisareite aquí mesmo en " \
            "canto o confirme."
SENT = ["quiero 3 palmeras para el jueves a las 11", "Ana", "655444333", "no"]


@pytest.mark.parametrize("said, status", [
    ("hice un pedido y no me han confirmado", STATUS),
    ("mi pedido esta confirmado?", STATUS),
    ("quiero saber si mi pedido esta listo",
     "Lo que enviaste ya está en manos del local y te responderán aquí. Si es urgente, llama al 981 000 404."),
    ("quero saber se o meu pedido está confirmado", STATUS_GL),
])
def test_the_one_sent_here_is_its_state(said, status):
    c = sent_after("", SENT)
    sent = len(c.requests)
    t = c.say(said)
    assert t.texts == [status]
    assert not any(x in t.text for x in NEW_REQUEST) and len(c.requests) == sent
