"""At the summary: «ah, y que vengan en una caja bonita…», «y que estén bien tostaditas porfa», «lo
recoge mi hija, se llama Irene» are added to the note and said (they were ignored, or filed as a
question for a person); «que sean 8» is still a count, «la que esté más rica» no wish."""
import pytest

from tests.conversation import chat

_TO_SUMMARY = ["6 palmeras para el martes a las 10", "Ana", "654321098", "no"]


@pytest.mark.parametrize("said, note", [
    ("ah, y que vengan en una caja bonita que son para regalar", "que vengan en una caja bonita que son para regalar"),
    ("y que estén bien tostaditas porfa", "que estén bien tostaditas porfa"),
    ("lo recoge mi hija, se llama Irene", "lo recoge mi hija, se llama Irene"),
    ("ai, e que veñan nunha caixa bonita", "que veñan nunha caixa bonita"),
])
def test_a_wish_at_the_summary_is_noted(said, note):
    c = chat()
    for m in _TO_SUMMARY:
        c.say(m)
    t = c.say(said)
    assert f"«{note}»" in t.text and note in c.order["note"]
    assert not c.order.get("questions") and c.order["name"] == "Ana" and "Enviar pedido" in t.chip_labels


def test_a_count_is_still_a_count():
    c = chat()
    for m in _TO_SUMMARY:
        c.say(m)
    c.say("que sean 8")
    assert c.order["lines"][0]["qty"] == 8 and not c.order.get("note")
