"""Counts said by pointing back at another in the same message: «y otro par de Y», «y el doble de
Y», «y la mitad de Y» were read as one Y."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("text, said", [
    ("un par de croissants y otro par de napolitanas para el martes a las 10",
     "Apunto: 2 × Croissant de mantequilla y 2 × Napolitana de chocolate."),
    ("un par de croissants e outro par de napolitanas", "Apunto: 2 × Croissant de mantequilla e 2 × Napolitana"),
    ("2 croissants y el doble de palmeras para el martes a las 10",
     "Apunto: 2 × Croissant de mantequilla y 4 × Palmera de hojaldre."),
    ("tres croissants e o dobre de palmeras", "Apunto: 3 × Croissant de mantequilla e 6 × Palmera de hojaldre."),
    ("seis croissants y la mitad de napolitanas", "Apunto: 6 × Croissant de mantequilla y 3 × Napolitana"),
    ("seis croissants e a metade de palmeras", "Apunto: 6 × Croissant de mantequilla e 3 × Palmera de hojaldre."),
])
def test_the_count_pointed_back_at(text, said):
    assert chat().say(text).text.startswith(said)
