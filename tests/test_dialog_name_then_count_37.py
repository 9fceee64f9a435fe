"""To the name question, the name and then a bare count: «Ana. Ah, y mejor 4» kept the name and
lost the 4 (the count was read with the name in front of it)."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("text, name, qty", [
    ("Ana. Ah, y mejor 4", "Ana", 4),
    ("Uxía. Ai, e mellor 4", "Uxía", 4),
    ("Ana, y mejor que sean 4", "Ana", 4),
    ("Ana. Oye, al final 3", "Ana", 3),
    ("maria, y mejor 5", "Maria", 5),
])
def test_the_name_and_the_count_both_kept(text, name, qty):
    c = chat()
    c.say("quiero 2 palmeras para el martes a las 11")
    t = c.say(text)
    assert t.text.startswith(f"Apunto: {qty} × Palmera de hojaldre."), t.text
    assert c.order["name"] == name and [line["qty"] for line in c.order["lines"]] == [qty]
    assert "teléfono" in t.text


@pytest.mark.parametrize("text", ["y mejor 4", "e mellor 4"])
def test_a_count_opening_with_and_sets_it(text):
    c = chat()
    c.say("quiero 2 palmeras para el martes a las 11")
    c.say(text)
    assert [line["qty"] for line in c.order["lines"]] == [4]
