"""«¿cuánto es en total?» at the summary: the total said once, and one order card (the summary's),
not two of the same order."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("asked", ["cuanto es en total?", "¿y cuánto es todo?", "canto é en total?"])
def test_the_total_at_the_summary_shows_one_card(asked):
    c = chat()
    for said in ("quiero 2 palmeras para el martes a las 10", "Ana", "600111222", "no"):
        c.say(said)
    t = c.say(asked)
    assert "Total 4,40 €." in t.texts[0]
    assert [card["type"] for card in t.cards()] == ["order"]
    assert c.state["awaiting"] == "confirm"


def test_the_total_mid_order_shows_the_card_with_it():
    c = chat()
    c.say("quiero 2 palmeras")
    t = c.say("cuanto es?")
    assert t.texts[0] == "Llevas 2 × Palmera de hojaldre. Total 4,40 €."
    assert [card["type"] for card in t.cards()] == ["order"]
