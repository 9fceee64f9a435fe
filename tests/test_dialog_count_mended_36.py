"""«son 4 no 6», «al final son 4», «ao final son 4» with one line held: its count is set, at the
note question (never written down as the note) and at the summary (never ignored)."""
import pytest

from tests.conversation import chat

_TO_NOTE = ["6 palmeras para el sábado a las 11", "Ana", "600123123"]


@pytest.mark.parametrize("said", [
    "son 4 no 6", "son 4, no 6", "al final son 4", "no, son 4", "perdona, son 4 y no 6",
    "ao final son 4", "son 4 non 6", "pues son 4", "al final sean 4",
])
def test_the_count_mended_at_the_note_question(said):
    c = chat()
    for m in _TO_NOTE:
        c.say(m)
    t = c.say(said)
    assert c.order["lines"][0]["qty"] == 4
    assert "4 × Palmera de hojaldre" in t.text and "8,80 €" in t.text
    assert not c.order.get("note")


@pytest.mark.parametrize("said", ["son 4 no 6", "al final son 4", "ao final son 4", "son catro non seis"])
def test_the_count_mended_at_the_summary(said):
    c = chat()
    for m in _TO_NOTE + ["no"]:
        c.say(m)
    t = c.say(said)
    assert c.order["lines"][0]["qty"] == 4
    assert "4 × Palmera de hojaldre" in t.text and "Enviar pedido" in t.chip_labels


def test_a_party_is_not_a_count_of_the_cart():
    c = chat("restaurante")
    c.say("mesa para el sábado a las 21")
    t = c.say("al final son 4")
    assert "4" in t.text and "persona" in t.text
