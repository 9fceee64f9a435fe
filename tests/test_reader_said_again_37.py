"""A customer who corrects themselves inside one message: «2 croissants, bueno, 3 croissants» added
up to 5; «a las 10... uy no, a las 11» kept the 10. The later one replaces the earlier."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("text, said", [
    ("4 palmeras y 2 croissants, bueno, 3 croissants, el martes a las 10",
     "Apunto: 4 × Palmera de hojaldre y 3 × Croissant de mantequilla. Total 14,20 €."),
    ("dous croissants, bo, tres croissants, o martes ás 10", "Apunto: 3 × Croissant de mantequilla. Total 5,40 €."),
    ("2 croissants, perdón, 3 croissants para el martes", "Apunto: 3 × Croissant de mantequilla. Total 5,40 €."),
    ("dos palmeras uy tres palmeras", "Apunto: 3 × Palmera de hojaldre. Total 6,60 €."),
    ("3 croissants, bueno mejor 2", "Apunto: 2 × Croissant de mantequilla. Total 3,60 €."),
])
def test_a_count_said_again_replaces_the_first(text, said):
    assert chat().say(text).text.startswith(said)


def test_two_things_counted_are_both_kept():
    t = chat().say("2 croissants y 3 palmeras")
    assert t.text.startswith("Apunto: 2 × Croissant de mantequilla y 3 × Palmera de hojaldre.")


@pytest.mark.parametrize("text", [
    "2 croissants el martes a las 10... uy no, a las 11",
    "dous croissants o martes ás 10... ai non, ás 11",
    "2 croissants el martes a las 10, uy no, a las 11",
])
def test_a_time_taken_back_with_a_cry(text):
    c = chat()
    c.say(text)
    assert c.order["min"] == 11 * 60
