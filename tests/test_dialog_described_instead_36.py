"""«Mejor una Z» with Z a word that names another product after the held one's noun («<noun> Z»):
that product in its place, its choices kept (it was not read: the name question was asked again)."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("said", ["mejor una personalizada", "mejor la personalizada", "mellor unha personalizada",
                                  "mejor una personalizda"])
def test_the_held_one_replaced_by_the_one_described(said):
    c = chat()
    c.say("una tarta de santiago de 8 raciones para el martes a las 11")
    t = c.say(said)
    assert [line["item_id"] for line in c.order["lines"]] == ["tarta-personalizada"]
    assert "Tarta personalizada (8 raci" in t.text and "38,00 €" in t.text
    assert "5 días de antelación" in t.text or "5 días de antelación" in t.text


def test_another_trade():
    c = chat("floristeria")
    c.say("un ramo de rosas para el martes")
    t = c.say("mejor uno variado")
    assert "1 × Ramo de temporada" in t.text and "28,00 €" in t.text
    assert [line["item_id"] for line in c.order["lines"]] == ["ramo-temporada"]


def test_a_word_that_names_nothing_changes_nothing():
    c = chat()
    c.say("una tarta de santiago de 8 raciones para el martes a las 11")
    c.say("mejor una grande")
    assert [line["item_id"] for line in c.order["lines"]] == ["tarta-santiago"]
