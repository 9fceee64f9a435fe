"""«quiero la tarta más barata» asked «¿Qué tarta quieres?» with the six tarts, though the question
«¿cuál es la más barata?» is answered from the same prices. A wish for a group's cheapest (or
dearest) product writes down the one at the lowest (highest) base price; a question still gets
the price answer, and a tie still asks."""
from __future__ import annotations

import pytest

from tests.conversation import chat


@pytest.mark.parametrize("said, line", [
    ("quiero la tarta mas barata", "Apunto: 1 × Tarta de Santiago. Total 18,00 €."),
    ("Quiero la tarta más barata para el martes", "Apunto: 1 × Tarta de Santiago. Total 18,00 €."),
    ("quero a tarta máis barata", "Apunto: 1 × Tarta de Santiago. Total 18,00 €."),
    ("quiero 2 tartas, las mas baratas", "Apunto: 2 × Tarta de Santiago. Total 36,00 €."),
    ("ponme la tarta mas cara", "Apunto: 1 × Tarta personalizada. Total 38,00 €."),
    ("quiero el pan más barato", "Apunto: 1 × Pan de centeno. Total 4,00 €."),
])
def test_a_wish_for_the_cheapest_writes_it_down(said, line):
    t = chat().say(said)
    assert t.texts[0] == line and t.request["kind"] == "order"


def test_the_question_keeps_its_answer():
    t = chat().say("¿cuál es la tarta más barata?")
    assert t.texts == ["Lo más barato: Tarta de Santiago: desde 18,00 €."] and t.request is None


def test_a_tie_still_asks():
    from bizengine.understanding.items import Found
    from bizengine.understanding.reading.corrections import _priced_one_wished
    from tests.conversation import bakery
    found = Found(ambiguous=[{"word": "tarta", "candidates": ["tarta-queso", "tarta-limon"], "qty": 1, "options": {}}])
    _priced_one_wished(found, "quiero la tarta mas barata", bakery())     # both 22,00 €
    assert found.lines == [] and len(found.ambiguous) == 1
