"""«2 croissants y lo mismo de napolitanas»: as many of Y as of X, said in one message or after."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("text, lines", [
    ("quiero 3 palmeras y las mismas de croissants", [("palmera", 3), ("croissant", 3)]),
    ("quero 2 croissants e o mesmo de napolitanas", [("croissant", 2), ("napolitana", 2)]),
    ("ponme 4 napolitanas y la misma cantidad de palmeras", [("napolitana", 4), ("palmera", 4)]),
    ("6 croisants y los mismos de napolitanas", [("croissant", 6), ("napolitana", 6)]),
])
def test_as_many_in_one_message(text, lines):
    c = chat()
    c.say(text)
    assert [(line["item_id"], line["qty"]) for line in c.order["lines"]] == lines


@pytest.mark.parametrize("then", ["y lo mismo de napolitanas", "e o mesmo de napolitanas", "tambien lo mismo de napolitanas"])
def test_as_many_as_the_last_line_after(then):
    c = chat()
    c.say("quiero 2 croissants")
    t = c.say(then)
    assert t.text.startswith("Apunto: 2 × Croissant de mantequilla y 2 × Napolitana de chocolate.") or \
        t.text.startswith("Apunto: 2 × Croissant de mantequilla e 2 × Napolitana de chocolate.")
