"""«Una X para 10 para el jueves» (no «personas»): the size for ten, rounded up and said, as «para
10 personas» was (it asked the size again); «a las 12» stays an hour."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("said, rounded, line", [
    ("quiero una tarta de queso para 10 para el jueves a las 12", "Para 10 te apunto la de 12 raciones.",
     "1 × Tarta de queso (12 raciones)"),
    ("unha tarta de queixo para 15 para o xoves ás 12", "Para 15 apúntoche a de 20 racións.",
     "1 × Tarta de queso (20 racións)"),
    ("una tarta de queso pra 6 para el jueves a las 12", None, "1 × Tarta de queso (8 raciones)"),
])
def test_the_size_for_that_many(said, rounded, line):
    t = chat().say(said)
    assert line in t.text and (rounded is None or rounded in t.text)


def test_an_hour_is_no_size():
    c = chat()
    t = c.say("una tarta de queso para el jueves a las 12")
    assert "¿Para cuántas raciones?" in t.text and c.order["min"] == 12 * 60
