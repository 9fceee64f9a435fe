"""Stop 30: «¿cuánto cuesta cambiar una cubierta?» asks the price of the part (it was read as
swapping a line of an order and listed the catalogue); «cambia la X por una Y» still swaps."""
from __future__ import annotations

import pytest

from tests.conversation import chat


@pytest.mark.parametrize("said, expected", [
    ("¿cuánto cuesta cambiar una cubierta?", "Cubierta urbana: 29,00 €."),
    ("cuanto cuesta cambiar la cubierta", "Cubierta urbana: 29,00 €."),
    ("¿cuánto me cobráis por cambiar la cubierta?", "Cubierta urbana: 29,00 €."),
    ("canto custa cambiar a cubierta?", "Cuberta urbana: 29,00 €."),
    ("¿qué precio tiene cambiar la cámara?", "Cámara 700x28: 7,00 €."),
])
def test_the_price_of_changing_a_part_is_the_parts(said, expected):
    t = chat("taller").say(said)
    assert t.text.startswith(expected) and not t.cards("menu") and t.request is None


@pytest.mark.parametrize("said", ["cambia la bica por una empanada", "cámbiame la bica por una empanada",
                                  "¿cuánto cuesta si cambio la bica por una empanada?"])
def test_swapping_a_line_still_swaps(said):
    c = chat()
    c.say("quiero una bica")
    t = c.say(said)
    assert [line["item_id"] for line in c.order["lines"]] == ["empanada"] and "16,00 €" in t.text
