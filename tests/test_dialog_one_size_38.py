"""«¿y el grande?» after the price of a product sold in one size went to a person, «ponme el grande
para mañana» was taken for a plain «vale» (nothing ordered), and «el X grande» dropped the size in
silence. Now the product is answered or ordered, and it is said it has no size to choose."""
import pytest

from tests.conversation import chat

PRICE = "cuanto cuesta un ramo de rosas?"


@pytest.mark.parametrize("text", ["y el grande?", "¿y el pequeño?", "y la pequena cuanto?", "lo tenéis más grande?",
                                  "e o grande?"])
def test_the_size_asked_after_the_price(text):
    c = chat("floristeria")
    c.say(PRICE)
    t = c.say(text)
    assert t.texts[0] in ("Ramo de rosas: 35,00 €. No tiene tamaño a elegir.",
                          "Ramo de rosas: 35,00 €. Non ten tamaño para escoller.")
    assert t.request is None or t.request["kind"] != "question"


@pytest.mark.parametrize("text, ymd", [("vale, ponme el grande para mañana", None),
                                       ("ponme la grande para el martes", "2026-11-03"),
                                       ("vale, o grande para o martes", "2026-11-03")])
def test_the_size_ordered_after_the_price(text, ymd):
    c = chat("floristeria")
    c.say(PRICE)
    t = c.say(text)
    assert [(line["item_id"], line["qty"]) for line in c.order["lines"]] == [("ramo-rosas", 1)]
    assert t.texts[0] in ("Ramo de rosas no tiene tamaño a elegir.", "Ramo de rosas non ten tamaño para escoller.")
    assert c.order["ymd"] == ymd


@pytest.mark.parametrize("text", ["quiero el ramo de rosas grande para el martes", "quero un ramo de rosas pequeno",
                                  "¿tenéis el ramo de rosas más grande?"])
def test_the_size_of_the_product_named(text):
    t = chat("floristeria").say(text)
    assert "tamaño" in t.texts[0]


def test_a_product_with_sizes_still_takes_the_size():
    c = chat()
    c.say("cuanto cuesta la tarta de queso?")
    t = c.say("y el grande?")
    assert t.texts == ["Tarta de queso (20 raciones): 40,00 €."]
    t = chat().say("una tarta de queso grande para el martes")
    assert t.texts[0] == "Apunto: 1 × Tarta de queso (20 raciones). Total 40,00 €."


def test_a_plain_yes_after_the_price_orders_nothing():
    c = chat("floristeria")
    c.say(PRICE)
    c.say("vale, gracias")
    assert not c.state["order"]["lines"]


@pytest.mark.parametrize("text", ["al final quiero 2 macetas para el martes", "mejor ponme 2 macetas para el martes",
                                  "ao final quero 2 macetas para o martes"])
def test_an_order_after_a_question_passed_on_is_a_new_order(text):
    """A question with a person is no order sent: «al final quiero…» after it is a new order, not a
    change of something sent («Lo que enviaste ya está en manos del local…»)."""
    c = chat("floristeria")
    t = c.say("¿se puede pagar con bizum?")
    assert t.request["kind"] == "question" and t.request["status"] == "pending"
    t = c.say(text)
    assert [(line["item_id"], line["qty"]) for line in c.order["lines"]] == [("maceta", 2)]
    assert "en manos del local" not in t.text
