"""A size said after a price is a price question; a size said of a product sold in one size is answered."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("first, then, said", [
    ("cuanto vale la tarta de queso grande", "y la pequeña", "Tarta de queso (8 raciones): 22,00 €."),
    ("cuanto vale la tarta de queso grande", "y la pequena", "Tarta de queso (8 raciones): 22,00 €."),
    ("¿cuánto cuesta la tarta de queso?", "y la de 12", "Tarta de queso (12 raciones): 30,00 €."),
    ("precio tarta de santiago", "y de 20 raciones", "Tarta de Santiago (20 raciones): 36,00 €."),
    ("cuanto sale la sacher", "y la mediana", "Tarta Sacher (12 raciones): 34,00 €."),
    ("canto custa a tarta de santiago", "e a grande", "Tarta de Santiago (20 racións): 36,00 €."),
    ("canto vale a tarta de queixo", "e a de 12", "Tarta de queso (12 racións): 30,00 €."),
])
def test_a_size_after_a_price_is_its_price_not_an_order(first, then, said):
    c = chat()
    c.say(first)
    t = c.say(then)
    assert t.text == said
    assert t.request is None and not c.order["lines"]


@pytest.mark.parametrize("text, said", [
    ("cuanto vale la empanada grande", "Empanada de zorza: 16,00 €. No tiene raciones a elegir."),
    ("¿cuánto cuesta una empanada pequeña?", "Empanada de zorza: 16,00 €. No tiene raciones a elegir."),
    ("precio de la empanada para 8 personas", "Empanada de zorza: 16,00 €. No tiene raciones a elegir."),
    ("canto custa a empanada grande", "Empanada de zorza: 16,00 €. Non ten racións para escoller."),
    ("canto vale unha empanada de 12 racions", "Empanada de zorza: 16,00 €. Non ten racións para escoller."),
    ("cuanto vale la tarta de queso grande", "Tarta de queso (20 raciones): 40,00 €."),
])
def test_a_size_of_a_product_sold_in_one_size_is_said_with_its_price(text, said):
    assert chat().say(text).text == said


@pytest.mark.parametrize("text, starts", [
    ("quiero una empanada grande", "Empanada de zorza no tiene raciones a elegir. Apunto: 1 × Empanada de zorza."),
    ("ponme una empanada pequeña para el jueves",
     "Empanada de zorza no tiene raciones a elegir. Apunto: 1 × Empanada de zorza."),
    ("quero unha empanada grande", "Empanada de zorza non ten racións para escoller. Apunto: 1 × Empanada de zorza."),
])
def test_a_size_of_a_product_sold_in_one_size_is_said_in_an_order(text, starts):
    c = chat()
    assert c.say(text).text.startswith(starts)
    assert c.order["lines"] == [{"item_id": "empanada", "qty": 1, "options": {}}]


def test_a_size_said_right_after_a_product_of_one_size_is_not_given_to_another():
    c = chat()
    t = c.say("1 tarta de queso y 1 empanada grande")
    assert t.text.startswith("Empanada de zorza no tiene raciones a elegir. Apunto: 1 × Tarta de queso y "
                             "1 × Empanada de zorza. Total 38,00 €.")
    assert "¿Para cuántas raciones?" in t.text
    assert c.order["lines"][0]["options"] == {}


def test_sizes_still_go_to_the_products_that_take_them():
    c = chat()
    c.say("una tarta de queso grande y otra de santiago pequeña")
    assert [(line["item_id"], line["options"]) for line in c.order["lines"]] == [
        ("tarta-queso", {"raciones": "20"}), ("tarta-santiago", {"raciones": "8"})]
