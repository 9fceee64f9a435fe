"""«Una docena de X y media de Y»: six of Y (it was one)."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("said, lines", [
    ("una docena de croissants y media de napolitanas para el martes a las 11",
     ["12 × Croissant de mantequilla", "6 × Napolitana de chocolate"]),
    ("quero unha ducia de croissants e media de napolitanas para o martes ás 11",
     ["12 × Croissant de mantequilla", "6 × Napolitana de chocolate"]),
    ("ponme una docena de croissants, media de napolitanas, un par de palmeras y una caja de macarons pal martes "
     "a las 11", ["12 × Croissant", "6 × Napolitana", "2 × Palmera", "1 × Caja de 6 macarons"]),
])
def test_half_a_dozen_after_a_dozen(said, lines):
    t = chat().say(said)
    assert all(line in t.text for line in lines)


def test_half_alone_is_not_six():
    c = chat()
    c.say("una napolitana y media de croissant para el martes a las 11")
    assert all(line["qty"] != 6 for line in c.order["lines"])
