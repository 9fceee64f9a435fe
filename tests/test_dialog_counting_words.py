"""A word that only counts («unidades», «uds», «piezas», «ejemplares») between the number and the
product, or after it, keeps the number (before: one was written down and «No tengo «uds»» was
said). «Reservar <a title> para el martes» at a shop is an order of that title, not a table; a
table asked where there are none offers an order. «<group> de X» with X no word of the catalogue
says it is not made before asking which; an occasion («de cumpleaños») is no flavour. Both languages."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("slug, text, said", [
    ("", "quiero 2 unidades de croissant", "Apunto: 2 × Croissant de mantequilla."),
    ("", "4 uds de napolitana para el martes", "Apunto: 4 × Napolitana de chocolate."),
    ("", "4 uds. de napolitanas", "Apunto: 4 × Napolitana de chocolate."),
    ("", "dos piezas de tartaleta", "Apunto: 2 × Tartaleta de frutas."),
    ("", "croissants 6 unidades para el martes", "Apunto: 6 × Croissant de mantequilla."),
    ("", "quero 3 unidades de palmeira", "Apunto: 3 × Palmera de hojaldre."),
    ("", "tres pezas de tartaleta", "Apunto: 3 × Tartaleta de frutas."),
    ("libreria", "2 ejemplares de follas novas", "Apunto: 2 × Follas novas."),
    ("libreria", "quero dous exemplares do atlas do ceo", "Apunto: 2 × Atlas do ceo."),
])
def test_a_counting_word_keeps_the_number(slug, text, said):
    t = chat(slug).say(text)
    assert said in t.text
    assert "No tengo" not in t.text and "Non teño" not in t.text


def test_or_between_two_numbers_is_no_counting_word():
    t = chat().say("quiero 7 u 8 croissants")
    assert "7 × Croissant" not in t.text


@pytest.mark.parametrize("text, said", [
    ("quiero reservar follas novas para el martes", "Apunto: 1 × Follas novas."),
    ("quiero reservar rio sin nombre para el martes", "Apunto: 1 × Río sen nome."),
    ("quero reservar o lume vermello para o martes", "Apunto: 1 × O lume vermello."),
])
def test_reserving_a_title_before_para_is_an_order(text, said):
    t = chat("libreria").say(text)
    assert said in t.text and "no gestiono" not in t.text


def test_reserving_for_a_day_at_a_restaurant_stays_a_table():
    assert "Apunto: reserva el sábado 7 de noviembre." in chat("restaurante").say("quiero reservar para el sabado").text


def test_a_table_at_a_shop_that_takes_orders_offers_an_order():
    t = chat().say("quiero hacer una reserva")
    assert t.text == "Aquí no gestiono reservas. Puedes llamar al 981 000 404 y te atienden."
    assert t.chip_labels == ["Hacer un pedido"]


@pytest.mark.parametrize("slug, text, said", [
    ("", "¿tenéis tarta de fresa?", "No tengo «tarta de fresa» en la carta."),
    ("", "quiero una tarta de fresa", "No tengo «tarta de fresa» en la carta. ¿Qué tarta quieres?"),
    ("", "quero unha tarta de amorodo", "Non teño «tarta de amorodo» na carta."),
    ("libreria", "quiero un cuaderno de dibujo", "No tengo «cuaderno de dibujo» en el catálogo. ¿Qué cuaderno quieres?"),
])
def test_a_group_with_a_flavour_not_made_says_so(slug, text, said):
    assert chat(slug).say(text).text.startswith(said)


@pytest.mark.parametrize("text", ["quiero una tarta de cumpleaños", "quiero una tarta de aniversario",
                                  "quiero una tarta de regalo", "una tarta de las grandes"])
def test_an_occasion_after_a_group_is_no_flavour(text):
    t = chat().say(text)
    assert "No tengo" not in t.text and "¿Qué tarta quieres?" in t.text


@pytest.mark.parametrize("steps, note", [
    (["quiero un marcapaginas para el lunes", "envuelto para regalo"], "envuelto para regalo"),
    (["quiero un marcapaginas para regalo el lunes"], "para regalo"),
    (["quero un marcapáxinas para o luns", "envolto"], "envolto"),
])
def test_the_bookshop_s_own_note_words_are_kept(steps, note):
    c = chat("libreria")
    c.say_all(*steps)
    assert c.order.get("notes_said") == [note]      # kept for the note question


@pytest.mark.parametrize("text", ["quiero una tarta de qeso", "quiero una tarta de quso", "tarta de dos kilos",
                                  "tarta de tres leches", "tarta de san valentin", "pan de medio kilo"])
def test_a_typo_or_a_longer_name_after_a_group_is_not_said_not_made(text):
    assert "No tengo" not in chat().say(text).text


@pytest.mark.parametrize("text, said", [
    ("quiero 6 rosas", "Ramo de rosas lleva 12: para 6 te apunto 1."),
    ("una docena de rosas para el martes", "Apunto: 1 × Ramo de rosas. Total 35,00 €."),
    ("24 rosas para el martes", "Apunto: 2 × Ramo de rosas. Total 70,00 €."),
    ("2 ramos de rosas", "Apunto: 2 × Ramo de rosas. Total 70,00 €."),
])
def test_roses_counted_are_bouquets_of_twelve(text, said):
    """The florist's bouquet is a pack of 12 roses (dataset `pack`): «6 rosas» was 6 bouquets (210 €)."""
    assert said in chat("floristeria").say(text).text
