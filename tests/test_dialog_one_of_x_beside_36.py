"""«Una de queso de 8 y una sacher de 20», «unha de queixo e unha de santiago», «una sacher grande y
una pequeña de limón»: «una de X» beside a product named is the product of that noun, with its own
size (the first was lost and the second took its size)."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("said, lines, total", [
    ("ponme una de queso de 8 y una sacher de 20 para el jueves",
     ["1 × Tarta de queso (8 raciones)", "1 × Tarta Sacher (20 raciones)"], "66,00 €"),
    ("unha de queixo e unha de santiago de 8 para o xoves",
     ["1 × Tarta de queso", "1 × Tarta de Santiago (8 racións)"], None),
    ("una tarta sacher grande y una pequeña de limon para el jueves a las 12",
     ["1 × Tarta Sacher (20 raciones)", "1 × Tarta de limón (lemon pie, 8 raciones)"], None),
])
def test_both_with_their_sizes(said, lines, total):
    t = chat().say(said)
    assert all(line in t.text for line in lines) and (total is None or total in t.text)


def test_the_price_of_both():
    t = chat().say("cuanto cuesta la de queso para 8 y la de santiago para 12?")
    assert "Tarta de queso (8 raciones): 22,00 €" in t.text and "Tarta de Santiago (12 raciones): 26,00 €" in t.text
    assert "En total, 48,00 €" in t.text


def test_alone_it_leans_on_the_catalogue_as_before():
    c = chat()
    c.say("quiero la de zanahoria para el jueves")
    assert [line["item_id"] for line in c.order["lines"]] == ["tarta-zanahoria"]
