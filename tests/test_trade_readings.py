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
    (BOOKSHOP, "quero tres marcapaxinas para o venres as 11", "mellor dous", "Apunto: 2 × Marcapáginas de madera. Total 6,00 €."),
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
