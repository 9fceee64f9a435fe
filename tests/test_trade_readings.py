"""Readings the Galician conversations of the two new trades needed (issue 16), each a class:
a bare new quantity for the only line («mejor tres», «que sexan 4»), a product dropped with its
pronoun («la luz ya no la quiero»), a booking dropped the same way («xa non a quero»), and a verb
form the knowledge never writes meeting the section of its stem («¿alquiláis…?», «alugades…?»)."""
from __future__ import annotations

from pathlib import Path

import pytest

from bizengine import load_business
from bizengine.knowledge.lexical import coverages, index_of, lexical_scores
from tests.conversation import Conversation

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "datasets"
WORKSHOP = load_business(FIXTURES / "taller")
BOOKSHOP = load_business(FIXTURES / "libreria")


@pytest.mark.parametrize("biz, first, change, said", [
    (WORKSHOP, "quiero dos cámaras para el lunes a las 12", "mejor tres", "Apunto: 3 × Cámara 700x28. Total 21,00 €."),
    (WORKSHOP, "quero dúas cámaras para o luns ás 12", "que sexan 4", "Apunto: 4 × Cámara 700x28. Total 28,00 €."),
    (BOOKSHOP, "quero tres marcapaxinas para o venres as 11", "mellor dous", "Apunto: 2 × Marcapáxinas de madeira. Total 6,00 €."),
    (BOOKSHOP, "quiero 3 marcapáginas para el viernes a las 11", "pues mejor 1", "Apunto: 1 × Marcapáginas de madera. Total 3,00 €."),
])
def test_a_bare_quantity_changes_the_only_line(biz, first, change, said):
    c = Conversation(biz)
    c.say(first)
    assert c.say(change).text.startswith(said)


def test_a_bare_quantity_with_two_lines_is_not_guessed():
    c = Conversation(WORKSHOP)
    c.say("quero dúas cámaras e unha luz para o luns ás 12")
    c.say("mellor tres")
    assert [(line["item_id"], line["qty"]) for line in c.order["lines"]] == [("camara", 2), ("luz", 1)]


@pytest.mark.parametrize("text", ["la luz ya no la quiero", "a luz xa non a quero", "la luz no la quiero"])
def test_a_product_dropped_with_its_pronoun(text):
    c = Conversation(WORKSHOP)
    c.say("quiero dos cámaras y una luz para el lunes a las 12")
    assert c.say(text).text.startswith("Apunto: 2 × Cámara 700x28. Total 14,00 €.")


@pytest.mark.parametrize("text, said", [
    ("déjalo, ya no la quiero", "Hecho, dejo la reserva sin enviar."),
    ("xa non a quero", "Feito, deixo a reserva sen enviar."),
    ("ya no lo necesito", "Hecho, dejo la reserva sin enviar."),
])
def test_a_booking_dropped_with_its_pronoun(text, said):
    c = Conversation(WORKSHOP)
    c.say("quiero cita para una revisión el viernes")
    assert c.say(text).text == said
    assert not c.state.get("booking", {}).get("services")


@pytest.mark.parametrize("question", ["¿alquiláis bicis?", "alquilais bicicletas?", "alugades bicis?"])
def test_a_verb_form_meets_the_section_of_its_stem(question):
    index = index_of(WORKSHOP)
    scores = lexical_scores(index, question)
    assert index.chunks[max(scores, key=scores.get)].heading == "Alquiler"


def test_levades_is_llevais():
    index = index_of(BOOKSHOP)
    covered = coverages(index, "levades os libros a casa?")
    best = max(covered, key=covered.get)
    assert index.chunks[best].heading == "Envíos" and covered[best] >= 0.4


@pytest.mark.parametrize("first, text", [
    ("quiero una tarta de queso y dos croissants para mañana", "ya no la quiero"),   # two lines: which?
    ("quero unha torta de queixo e dous croissants para mañá", "xa non a quero"),
    ("quiero una tarta de queso y dos croissants", "ya no lo necesito"),
    ("quiero una tarta de queso y dos croissants", "ya no las quiero"),
])
def test_a_pronoun_never_throws_away_an_order_of_several_lines(first, text):
    c = Conversation()
    c.say(first)
    t = c.say(text)
    assert "sin enviar" not in t.text and "sen enviar" not in t.text
    assert {line["item_id"] for line in c.order["lines"]} == {"tarta-queso", "croissant"}


@pytest.mark.parametrize("first, text, said", [
    ("quiero una tarta de queso", "ya no la quiero", "Hecho, lo dejo sin enviar."),
    ("quiero dos croissants", "ya no los quiero", "Hecho, lo dejo sin enviar."),
    ("quero unha torta de queixo", "xa non a quero", "Feito, déixoo sen enviar."),
])
def test_a_pronoun_drops_an_order_of_one_line(first, text, said):
    c = Conversation()
    c.say(first)
    assert c.say(text).text.startswith(said) and not c.order["lines"]


@pytest.mark.parametrize("first, text", [
    ("quiero dos croissants", "mejor 5"), ("quero dous croissants", "mellor 5"),
    ("quiero dos croissants para el sábado", "mejor las 12"), ("quiero dos cruasanes", "que sean las 3"),
])
def test_a_bare_number_to_a_time_question_is_not_a_new_quantity(first, text):
    c = Conversation()
    c.say(first)
    assert c.state["awaiting"] == "time"
    c.say(text)
    assert [(line["item_id"], line["qty"]) for line in c.order["lines"]] == [("croissant", 2)]


@pytest.mark.parametrize("first, drop, question, chips", [
    ("quiero una tarta de queso y dos croissants para mañana", "ya no la quiero",
     "¿Cuál quito: Tarta de queso o Croissant de mantequilla? Si no quieres nada, pulsa «Todo el pedido».",
     ["Quitar Tarta de queso", "Quitar Croissant de mantequilla", "Todo el pedido"]),
    ("quero unha torta de queixo e dous croissants para mañá", "xa non o quero",
     "¿Cal quito: Tarta de queso ou Croissant de mantequilla? Se non queres nada, preme «Todo o pedido».",
     ["Quitar Tarta de queso", "Quitar Croissant de mantequilla", "Todo o pedido"]),
    ("quiero una tarta de queso y dos croissants", "ya no lo necesito",
     "¿Cuál quito: Tarta de queso o Croissant de mantequilla? Si no quieres nada, pulsa «Todo el pedido».",
     ["Quitar Tarta de queso", "Quitar Croissant de mantequilla", "Todo el pedido"]),
])
def test_a_pronoun_with_several_lines_asks_which_goes(first, drop, question, chips):
    c = Conversation()
    c.say(first)
    t = c.say(drop)
    assert t.texts[-1] == question and [chip["label"] for chip in t.chips] == chips
    assert len(c.order["lines"]) == 2


@pytest.mark.parametrize("answer, left", [
    ("Quitar Tarta de queso", [("croissant", 2)]), ("Quitar Croissant de mantequilla", [("tarta-queso", 1)]),
    ("la tarta de queso", [("croissant", 2)]), ("los cruasanes", [("tarta-queso", 1)]),
    ("os croissants", [("tarta-queso", 1)]),
])
def test_the_answer_to_which_goes_drops_that_line(answer, left):
    c = Conversation()
    c.say("quiero una tarta de queso y dos croissants para mañana")
    t = c.say("ya no la quiero")
    if answer.startswith("Quitar"):
        c.press(answer)
    else:
        c.say(answer)
    assert [(line["item_id"], line["qty"]) for line in c.order["lines"]] == left
    assert "Todo el pedido" in [chip["label"] for chip in t.chips]


def test_the_whole_order_chip_drops_the_request():
    c = Conversation()
    c.say("quiero una tarta de queso y dos croissants para mañana")
    c.say("ya no la quiero")
    assert c.press("Todo el pedido").text.startswith("Hecho, lo dejo sin enviar.") and not c.order["lines"]
