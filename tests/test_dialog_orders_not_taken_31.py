"""Stop 31: a business that takes no orders («capabilities» without "order") asked to order
(«quiero 2 menús», «me pones unas croquetas», «quero comprar un champú») says what was named costs,
counted, and that orders are not taken here, offering what it does instead (a table, an
appointment). Before, every such message went to a person. A trade's counting word
(`reading.units`) counts a product that comes in no sizes («3 platos de pulpo»)."""
from __future__ import annotations

import pytest

from tests.conversation import chat

TABLES_ES = "Por aquí no tomo pedidos ni encargos: se pide en el local. Si quieres, te reservo mesa."
TABLES_GL = "Por aquí non tomo pedidos nin encargas: pídese no local. Se queres, resérvoche mesa."


@pytest.mark.parametrize("said, price, refusal", [
    ("quiero 2 menús", "2 × Menú del día: 29,00 € (14,50 € la unidad).", TABLES_ES),
    ("kiero 2 menus", "2 × Menú del día: 29,00 €", TABLES_ES),
    ("ponme 2 menus del dia para llevar", "2 × Menú del día: 29,00 €", TABLES_ES),
    ("quiero unas croquetas", "Croquetas de jamón: 9,50 €.", TABLES_ES),
    ("me pones un pulpo?", "Pulpo á feira: 16,50 €.", TABLES_ES),
    ("queria encargar unas filloas", "Filloas: 6,00 €.", TABLES_ES),
    ("quero dous menús para levar", "2 × Menú do día: 29,00 € (14,50 € a unidade).", TABLES_GL),
    ("podedes poñerme unhas croquetas?", "Croquetas de xamón: 9,50 €.", TABLES_GL),
])
def test_a_restaurant_prices_what_was_named_and_offers_a_table(said, price, refusal):
    t = chat("restaurante").say(said)
    assert price in t.text and refusal in t.text
    assert t.chip_labels == ["Reservar mesa"] and t.request is None


def test_the_offered_table_starts_a_booking():
    c = chat("restaurante")
    c.say("quiero 2 menús")
    t = c.press("Reservar mesa")
    assert t.request["kind"] == "booking" and "¿Para cuántas personas" in t.text


@pytest.mark.parametrize("said, price", [
    ("hola, quiero 3 platos de pulpo y una de croquetas",
     "3 × Pulpo á feira: 49,50 € (16,50 € la unidad). Croquetas de jamón: 9,50 €. En total, 59,00 €."),
    ("¿cuánto son 2 porciones de croquetas?", "2 × Croquetas de jamón: 19,00 € (9,50 € la unidad)."),
    ("dúas porcións de polbo", "2 × Polbo á feira: 33,00 € (16,50 € a unidade)."),
])
def test_the_trades_counting_word_counts_an_unsized_product(said, price):
    assert price in chat("restaurante").say(said).text


def test_something_not_in_the_catalogue_is_said_so():
    t = chat("restaurante").say("encargar una paella para el domingo")
    assert "No tengo «paella» en el catálogo." in t.text and TABLES_ES in t.text


@pytest.mark.parametrize("said, first", [
    ("quiero comprar un champú", "No tengo «champú» entre los servicios."),
    ("quero mercar un champú", "Non teño «champú» entre os servizos."),
])
def test_a_salon_offers_an_appointment(said, first):
    t = chat("peluqueria").say(said)
    assert first in t.text and ("sí te doy cita si quieres" in t.text or "si che dou cita se queres" in t.text)
    assert t.chip_labels == ["Pedir cita"]


def test_a_business_that_takes_orders_still_takes_them():
    t = chat().say("quiero 2 palmeras")
    assert "Apunto: 2 × Palmera de hojaldre" in t.text and "no tomo pedidos" not in t.text


def test_a_sized_product_reads_the_counting_word_as_its_size():
    t = chat().say("quiero 2 raciones de tarta de queso")
    assert "1 × Tarta de queso" in t.text and "¿Para cuántas raciones?" in t.text
