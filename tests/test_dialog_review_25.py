"""Stop 25: what customers noticed. now = Saturday 31 October 2026 12:40 Madrid."""
from __future__ import annotations

import pytest

from tests.conversation import chat


def _lines(c) -> dict:
    return {line["item_id"]: line["qty"] for line in c.order["lines"]}


@pytest.mark.parametrize("question, then, lines", [
    ("¿cuánto cuesta la empanada?", "pon una también", {"brownie": 1, "empanada": 1}),
    ("¿cuánto cuesta la empanada?", "ponme una", {"brownie": 1, "empanada": 1}),
    ("¿cuanto cuesta la empanada?", "vale, ponme una", {"brownie": 1, "empanada": 1}),
    ("¿cuánto cuesta la empanada?", "pues ponme dos", {"brownie": 1, "empanada": 2}),
    ("¿canto custa a empanada?", "pon unha tamén", {"brownie": 1, "empanada": 1}),
    ("¿canto custa a empanada?", "vale, pónme dúas", {"brownie": 1, "empanada": 2}),
    ("¿cuánto vale la bica?", "mete una tambien", {"brownie": 1, "bica": 1}),
])
def test_a_count_after_asking_about_another_orders_that_one(question, then, lines):
    """«pon una también» after asking the price of another product mid-order asked the time again."""
    c = chat()
    c.say("quiero un brownie para el martes")
    c.say(question)
    c.say(then)
    assert _lines(c) == lines


@pytest.mark.parametrize("then, minutes", [("pon las 10", 600), ("pon a las 11", 660)])
def test_bare_pon_with_a_time_still_sets_the_time(then, minutes):
    c = chat()
    c.say("quiero un brownie para el martes")
    c.say(then)
    assert _lines(c) == {"brownie": 1} and c.order["min"] == minutes
