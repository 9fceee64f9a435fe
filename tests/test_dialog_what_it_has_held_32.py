"""«quero unha bica» then «¿e que leva?»: the question names nothing, and mid-order it went to a
person although the bica being ordered has its description and allergens in the catalogue. With
no product named, «¿qué lleva?», «¿y eso qué es?» are about the one or two products of the order
(or the service being booked); the order's question follows."""
from __future__ import annotations

import pytest

from tests.conversation import chat

BICA = ("Bica gallega: El bizcocho de manteca de vaca de Laza, entero. Bica gallega contiene gluten, lácteos y "
        "huevo. Se encarga con 24 horas de antelación.")
BICA_GL = ("Bica gallega: O biscoito de manteiga de vaca de Laza, enteiro. Bica gallega contén glute, lácteos e "
           "ovo. Encárgase con 24 horas de antelación.")


@pytest.mark.parametrize("order, asked, said, then", [
    ("quiero una bica", "y que lleva?", BICA, "¿Qué día lo recoges?"),
    ("quiero una bica", "¿Y eso qué es?", BICA, "¿Qué día lo recoges?"),
    ("quiero una bica", "q lleva", BICA, "¿Qué día lo recoges?"),
    ("quero unha bica", "e que leva?", BICA_GL, "¿Que día o recolles?"),
    ("quero unha bica", "que é iso?", BICA_GL, "¿Que día o recolles?"),
])
def test_what_the_order_holds_is_answered_from_the_catalogue(order, asked, said, then):
    """The lead time is in the answer: the day question that follows does not say it again (stop 49)."""
    c = chat()
    c.say(order)
    t = c.say(asked)
    assert t.texts == [said, then]
    assert t.request["status"] == "collecting"


def test_two_products_held_are_both_answered():
    c = chat()
    c.say("quiero 2 palmeras y un brownie")
    t = c.say("¿qué llevan?")
    assert t.texts[0].startswith("Palmera de hojaldre: Hojaldre caramelizado, crujiente.")
    assert "Brownie sin harina: Chocolate negro y nueces, sin harina." in t.texts[0]


@pytest.mark.parametrize("booking, asked, said", [
    ("quiero cita para un tinte", "y eso que es?", "Tinte: Tinte de raíz con productos sin amoniaco."),
    ("quero cita para unhas mechas", "que é iso?", "Mechas: Mechas ou balayage, con matiz."),
])
def test_what_the_booking_holds_is_answered_from_the_catalogue(booking, asked, said):
    c = chat("peluqueria")
    c.say(booking)
    t = c.say(asked)
    assert t.texts[0].startswith(said) and t.request["kind"] == "booking"


def test_with_nothing_held_it_is_still_not_guessed():
    t = chat().say("y eso que es?")
    assert "no lo tengo claro" in t.text
