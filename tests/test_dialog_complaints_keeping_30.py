"""Stop 30: more ways to say something bought went wrong («estaba dura», «sabía raro», «no estaba
buena») are complaints for a person, never an order; and how a thing keeps («¿cuánto dura en la
nevera?», «¿cuántos días aguanta?») is the knowledge's, never the order's lead time."""
from __future__ import annotations

import pytest

from tests.conversation import chat, chat_with_knowledge

SORRY_ES, SORRY_GL = "Siento lo ocurrido. Le paso tu mensaje a una persona", "Sinto o ocorrido. Paso a túa mensaxe"


@pytest.mark.parametrize("said, sorry", [
    ("la bica que compré ayer estaba dura", SORRY_ES),
    ("la bica que compre ayer estaba muy dura", SORRY_ES),
    ("la empanada que me llevé sabía raro", SORRY_ES),
    ("la empanada que me lleve sabia fatal", SORRY_ES),
    ("el bizcocho que compré olía mal", SORRY_ES),
    ("la tarta de ayer no estaba buena", SORRY_ES),
    ("los croissants que compramos estaban duros", SORRY_ES),
    ("o pan que merquei estaba duro", SORRY_GL),
    ("a empanada que levei sabía raro", SORRY_GL),
])
def test_a_bad_purchase_is_a_complaint(said, sorry):
    t = chat().say(said)
    assert t.text.startswith(sorry)
    assert t.request is not None and t.request["kind"] == "handoff" and "€" not in t.text


@pytest.mark.parametrize("said", ["ponme otra bica como la de ayer, estaba buenísima",
                                  "la bica de ayer estaba riquísima, quiero otra"])
def test_praise_still_orders(said):
    t = chat().say(said)
    assert "1 × Bica gallega" in t.text and "Siento" not in t.text


@pytest.mark.parametrize("said", ["¿cuánto dura la empanada en la nevera?", "¿cuántos días aguanta una bica?",
                                  "¿se puede congelar la empanada?",
                                  "compré una empanada ayer, ¿cuánto dura en la nevera?",
                                  "canto dura a empanada na neveira?"])
def test_how_it_keeps_is_never_the_lead_time(said):
    t = chat().say(said)
    assert "antelación" not in t.text and "Siento" not in t.text


@pytest.mark.parametrize("said, expected", [
    ("¿cuántos días aguanta una bica?", "aguantan bien fuera de la nevera"),
    ("¿se puede congelar la tarta de queso?", "se pueden congelar"),
])
def test_the_bakerys_knowledge_answers_how_it_keeps(said, expected, tmp_path):
    assert expected in chat_with_knowledge("", tmp_path).say(said).text


@pytest.mark.parametrize("said", ["¿cuánto dura la empanada en la nevera?", "¿se puede congelar la empanada?"])
def test_the_cakes_texts_answer_no_other_kind_of_thing(said, tmp_path):
    """Stop 50: «Guarda la tarta…», «La mayoría de las tartas…» are no answer about the empanada: a person."""
    t = chat_with_knowledge("", tmp_path).say(said)
    assert "tarta" not in t.text.lower() and "no lo tengo claro" in t.text


@pytest.mark.parametrize("said", ["¿cuánto tardáis en hacer una empanada?", "¿cuánto tarda la empanada?"])
def test_how_long_it_takes_is_still_the_lead_time(said):     # «¿cuánto dura…?» is how it keeps (stop 50)
    assert "se encarga con 24 horas de antelación" in chat().say(said).text


@pytest.mark.parametrize("slug, said, expected", [
    ("", "a bica que merquei estaba crúa", "Sinto o ocorrido."),
    ("", "vendedes bicas?", "Bica gallega: 9,00 €."),
    ("libreria", "vendedes comics?", "Non temos comics no catálogo."),
])
def test_galician_verbs_alone_make_the_reply_galician(slug, said, expected):
    assert chat(slug).say(said).text.startswith(expected)


@pytest.mark.parametrize("first, said, sorry, question", [
    ("quiero una bica", "por cierto, la empanada que compré ayer estaba cruda",
     "Siento lo ocurrido. Lo apunto junto a este pedido para que lo vea una persona del local.",
     "¿Qué día lo recoges?"),
    ("quiero una bica", "ah, y la empanada que me llevé el otro día sabía raro",
     "Siento lo ocurrido. Lo apunto junto a este pedido", "¿Qué día lo recoges?"),
    ("quero unha bica", "a empanada que merquei onte estaba crúa",
     "Sinto o ocorrido. Apúntoo xunto a este pedido para que o vexa unha persoa do local.", "¿Que día o recolles?"),
])
def test_a_complaint_while_ordering_is_noted_not_ordered(first, said, sorry, question):
    c = chat()
    c.say(first)
    t = c.say(said)
    assert t.text.startswith(sorry) and t.text.endswith(question)
    assert [line["item_id"] for line in c.order["lines"]] == ["bica"]       # the empanada is not added
    assert said in (c.order.get("notes_said") or [""])[0]


def test_a_complaint_while_booking_is_noted_and_the_time_asked_again():
    c = chat("peluqueria")
    c.say("corte de mujer el martes")
    t = c.say("el tinte que me hicisteis me dejó el pelo naranja")
    assert t.text.startswith("Siento lo ocurrido. Lo apunto junto a esta reserva")
    assert c.state["booking"]["services"] == ["corte-mujer"]
    assert t.text.endswith("¿A qué hora te va bien el martes 3 de noviembre?")


@pytest.mark.parametrize("said, sorry", [
    ("me cobrasteis de más, quiero que me devolváis el dinero", SORRY_ES),
    ("la bica que compré estaba cruda, quiero que me devolváis el dinero", SORRY_ES),
    ("cobrástesme de máis, quero que me devolvades os cartos", SORRY_GL),
])
def test_a_complaint_with_a_refund_asked_is_apologised_for(said, sorry):
    t = chat().say(said)
    assert t.text.startswith(sorry) and t.request["kind"] == "handoff"


def test_a_refund_alone_is_the_plain_hand_over():
    t = chat().say("quiero que me devolváis el dinero")
    assert t.text.startswith("Eso lo lleva una persona de Obrador Mel")
