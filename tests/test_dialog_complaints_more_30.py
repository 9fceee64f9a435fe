"""Stop 30 (cases written by a second pair of hands on the same issue): complaints in the words a
customer uses for a bad thing («estaba dura», «sabía raro», gl «estaba crúa»), with or without a
purchase verb, the money asked back, a complaint said mid-order, and how long a thing bought keeps
(never its lead time)."""
from __future__ import annotations

import pytest

from tests.conversation import chat

SORRY = {"es": "Siento lo ocurrido. Le paso tu mensaje a una persona de",
         "gl": "Sinto o ocorrido. Paso a túa mensaxe a unha persoa de"}


@pytest.mark.parametrize("lang, text", [
    ("es", "la bica que compré ayer estaba dura"),
    ("es", "la bica q compre ayer estaba muy dura"),
    ("es", "la empanada sabía raro"),
    ("es", "la empanada sabia fatal"),
    ("es", "el bizcocho estaba rancio"),
    ("es", "el bizcocho estaba pasado"),
    ("es", "el bizcocho estaba quemao"),
    ("es", "la tarta de queso no estaba buena"),
    ("gl", "o pan estaba duro"),
    ("gl", "a bica que merquei estaba crúa"),
    ("gl", "a bica que merquei estaba crua"),
    ("gl", "a empanada que levei estaba queimada"),
    ("gl", "o bizcocho que comprei cheiraba mal"),
    ("gl", "fixestes mal a bica"),
    ("gl", "cobrástesme de máis, quero que me devolvades os cartos"),
    ("es", "me cobrasteis de más, quiero que me devolváis el dinero"),
])
def test_a_complaint_is_said_sorry_and_handed_over(lang, text):
    t = chat().say(text)
    assert t.text.startswith(SORRY[lang]), t.text
    assert "Apunto" not in t.text and "€" not in t.text
    assert t.request["kind"] == "handoff"
    assert t.request["data"]["topic"] in ("complaint", "devoluciones")     # a refund asked keeps its topic


@pytest.mark.parametrize("first, complaint, lang, asks", [
    ("quiero una bica", "por cierto, la empanada que compré ayer estaba cruda", "es", "¿Qué día lo recoges?"),
    ("quiero una bica", "x cierto la empanada q compre ayer estaba dura", "es", "¿Qué día lo recoges?"),
    ("quero unha bica", "por certo, a empanada que merquei onte estaba crúa", "gl", "Que día o recolles?"),
])
def test_a_complaint_mid_order_goes_with_the_order(first, complaint, lang, asks):
    c = chat()
    c.say(first)
    t = c.say(complaint)
    assert t.text.startswith({"es": "Siento lo ocurrido. Lo apunto junto a este pedido",
                              "gl": "Sinto o ocorrido. Apúntoo xunto a este pedido"}[lang]), t.text
    assert t.text.endswith(asks), t.text
    assert t.request["kind"] == "order"
    assert [line["item_id"] for line in t.request["data"]["lines"]] == ["bica"]
    assert c.order["notes_said"] == [complaint]           # with the order, for the person who confirms it


@pytest.mark.parametrize("text", [
    "compré una empanada ayer, ¿cuánto dura en la nevera?",
    "compre una empanada ayer cuanto dura",
    "compré una bica, cuánto aguanta",
    "merquei unha empanada onte, canto dura na neveira?",
])
def test_how_long_a_thing_bought_keeps_is_no_lead_time(text):
    t = chat().say(text)
    assert "antelación" not in t.text and "Apunto" not in t.text, t.text


@pytest.mark.parametrize("text, reads", [
    ("ponme otra bica como la de ayer, estaba buenísima", "Apunto: 1 × Bica gallega"),
    ("¿cuánto tardáis en hacer una empanada?", "se encarga con 24 horas de antelación"),
    ("¿cuánto tarda la empanada?", "se encarga con 24 horas de antelación"),
    ("quiero un pan que no esté duro", "¿Qué pan quieres?"),
])
def test_near_misses_keep_their_reading(text, reads):
    t = chat().say(text)
    assert reads in t.text and "Siento lo ocurrido" not in t.text, t.text


def test_praise_is_no_complaint():
    t = chat().say("me encantó la bica de ayer")
    assert "Siento lo ocurrido" not in t.text


def test_the_workshop_still_offers_its_service():
    t = chat("taller").say("se me salió la cadena")
    assert "encaja Ajuste de cambio" in t.text and "Siento" not in t.text
