"""«Una X y una pequeña de Y»: a count, a size, then «de» and a product: the size is that
product's (it went to X, and Y's size was asked)."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("text, said", [
    ("quiero una tarta de santiago y una pequeña de queso para el martes",
     "1 × Tarta de Santiago y 1 × Tarta de queso (8 raciones)"),
    ("quiero una de santiago y una grande de queso", "1 × Tarta de Santiago y 1 × Tarta de queso (20 raciones)"),
    ("unha tarta de santiago e unha grande de queixo", "1 × Tarta de Santiago e 1 × Tarta de queso (20 racións)"),
    ("una tarta de santiago grande y dos pequeñas de queso",
     "1 × Tarta de Santiago (20 raciones) y 2 × Tarta de queso (8 raciones)"),
    ("una tarta de santiago y una pequena de queso", "1 × Tarta de Santiago y 1 × Tarta de queso (8 raciones)"),
])
def test_the_size_goes_to_the_product_after_it(text, said):
    c = chat()
    t = c.say(text)
    assert said in t.text, t.text
    santiago = next(line for line in c.order["lines"] if line["item_id"] == "tarta-santiago")
    assert santiago["options"].get("raciones") in (None, "20")


def test_the_size_of_the_one_without_asked_next():
    c = chat()
    t = c.say("quiero una tarta de santiago y una pequeña de queso para el martes")
    assert t.text.endswith("¿Para cuántas raciones?")      # the first line's, unnamed as in the seed's transcript
    assert {chip["action"]["line"] for chip in t.chips} == {0}


@pytest.mark.parametrize("text, said", [
    ("2 tartas de santiago, una pequeña y una grande", "(8 raciones) y 1 × Tarta de Santiago (20 raciones)"),
    ("una tarta de santiago pequeña y una de queso", "1 × Tarta de Santiago (8 raciones) y 1 × Tarta de queso."),
])
def test_a_size_after_its_product_stays_there(text, said):
    assert said in chat().say(text).text
