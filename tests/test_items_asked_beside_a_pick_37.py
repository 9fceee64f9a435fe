"""To «¿Qué ramo quieres?», «el de temporada. ¿lleva rosas?» added the bouquet of roses as a second
line (35 €, sent to the shop): a thing named in a question after the answer is asked about."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("then", [
    "el de temporada. lleva rosas?",
    "el de temporada, ¿cuánto cuesta el de rosas?",
    "o de tempada. leva rosas?",
])
def test_the_thing_asked_about_is_not_ordered(then):
    c = chat("floristeria")
    c.say("quiero un ramo para el lunes")
    t = c.say(then)
    name = "Ramo de tempada" if then.startswith("o de") else "Ramo de temporada"   # the chat's language
    assert t.text.startswith(f"Apunto: 1 × {name}. Total 28,00 €.") or f"Apunto: 1 × {name}." in t.text, t.text
    assert [line["item_id"] for line in c.order["lines"]] == ["ramo-temporada"]


def test_asked_for_it_is_still_added():
    c = chat("floristeria")
    c.say("quiero un ramo para el lunes")
    c.say("el de temporada y ponme también el de rosas")
    assert sorted(line["item_id"] for line in c.order["lines"]) == ["ramo-rosas", "ramo-temporada"]
