"""Stop 52, pointing back at the products an ANSWER named (a price, «the cheapest», a filtered list),
not buttons. Before: «¿cuánto vale la bica? / ¿y la empanada? / pues ponme la primera» went to a
person («Eso no lo tengo claro…»; «ponme dos de la segunda» only worked because «ponme dos» leans on
the last thing asked about); «¿cuál es la tarta más barata? / esa para el martes» asked «¿Qué tarta
quieres?» with all six cakes though the answer had just named Tarta de Santiago; «¿tienen algo sin
gluten? / vale pues 4 de esos para el martes» dropped the order («Perfecto. Si necesitas algo más,
aquí estoy.»); «¿qué tenéis de chocolate? / ponme dos» went to a person, and «pues uno de esos» after
the dairy-free list offered the popular products (one with dairy). With an order held, «quita lo
primero» said «No tenías «primero» en el pedido».

Now every answer that names products with their prices remembers them, in order; the two things
priced one after the other are a list of two too. «la primera», «el segundo» take that one; «esa»,
«ponme dos», «4 de esos para el martes», «uno de esos» take the one named or, of several, ask which
of those (buttons), keeping the count and the day said. «quita lo primero», «quita lo último»,
«quita lo de antes» take that line of the order off. Near-misses: «la primera» to the day buttons is
a day; «esa» with nothing named asks what; «ponme dos» after two prices is of the last one."""
import pytest

from tests.conversation import chat


def _handed(t) -> bool:
    """Whether the turn passed the message to a person («Eso no lo tengo claro…»)."""
    return "no lo tengo claro" in t.text or "non o teño claro" in t.text


def _lines(c) -> list[tuple[str, int]]:
    return [(line["item_id"], line["qty"]) for line in c.order["lines"]]


# ---- a place said after two prices asked one after the other ----------------------------------------


@pytest.mark.parametrize("slug, steps, item, text", [
    ("", ["cuanto vale la bica?", "y la empanada?", "pues ponme la primera"], "bica",
     "Apunto: 1 × Bica gallega. Total 9,00 €."),
    ("", ["¿Cuánto vale la bica?", "¿y la empanada?", "me quedo con la segunda"], "empanada",
     "Apunto: 1 × Empanada de zorza. Total 16,00 €."),
    ("", ["cuanto bale la bica", "y la empanada", "ponme la primra"], "bica",
     "Apunto: 1 × Bica gallega. Total 9,00 €."),
    ("", ["canto vale a bica?", "e a empanada?", "pois ponme a primeira"], "bica",
     "Apunto: 1 × Bica gallega. Total 9,00 €."),
    ("", ["canto custa a empanada?", "e a bica?", "quedome coa primeira"], "empanada",
     "Apunto: 1 × Empanada de zorza. Total 16,00 €."),
    ("libreria", ["cuanto cuesta follas novas?", "y el atlas do ceo?", "me quedo con el primero"], "follas-novas",
     "Apunto: 1 × Follas novas. Total 18,00 €."),
])
def test_a_place_after_two_prices_takes_that_one(slug, steps, item, text):
    c = chat(slug)
    t = c.say_all(*steps)
    assert not _handed(t)
    assert text in t.text
    assert _lines(c) == [(item, 1)]


@pytest.mark.parametrize("steps, lines, text", [
    (["cuanto vale la bica?", "y la empanada?", "ponme dos de la primera"], [("bica", 2)],
     "Apunto: 2 × Bica gallega. Total 18,00 €."),
    (["cuanto vale la bica?", "y la empanada?", "ponme dos de la segunda"], [("empanada", 2)],
     "Apunto: 2 × Empanada de zorza. Total 32,00 €."),
    (["canto vale a bica?", "e a empanada?", "dúas da primeira"], [("bica", 2)],
     "Apunto: 2 × Bica gallega. Total 18,00 €."),
])
def test_a_count_of_a_place_after_two_prices(steps, lines, text):
    c = chat()
    t = c.say_all(*steps)
    assert text in t.text
    assert _lines(c) == lines


def test_a_count_after_two_prices_is_still_of_the_last_one():
    c = chat()
    t = c.say_all("cuanto vale la bica?", "y la empanada?", "ponme dos")
    assert "Apunto: 2 × Empanada de zorza. Total 32,00 €." in t.text


def test_the_first_to_the_day_buttons_is_still_a_day():
    c = chat()
    c.say_all("cuanto vale la bica?", "y la empanada?", "ponme la empanada")
    t = c.say("la primera")
    assert "martes 3 de noviembre" in t.text
    assert _lines(c) == [("empanada", 1)]


# ---- «the cheapest»: the one it named ------------------------------------------------------------------


@pytest.mark.parametrize("steps, question", [
    (["cual es la tarta mas barata?", "esa para el martes"], "¿Para cuántas raciones?"),
    (["¿Cuál es la tarta más barata?", "vale, esa"], "¿Para cuántas raciones?"),
    (["cal e a tarta mais barata?", "esa para o martes"], "¿Para cantas racións?"),
])
def test_that_one_after_the_cheapest_takes_it(steps, question):
    c = chat()
    t = c.say(steps[0])
    assert "Tarta de Santiago: desde 18,00 €" in t.text or "Tarta de Santiago: dende 18,00 €" in t.text
    t = c.say(steps[1])
    assert "Apunto: 1 × Tarta de Santiago. Total 18,00 €." in t.text
    assert question in t.text
    assert "¿Qué tarta quieres?" not in t.text
    assert _lines(c) == [("tarta-santiago", 1)]


def test_the_day_said_with_the_cheapest_is_kept():
    c = chat()
    c.say_all("cual es la tarta mas barata?", "esa para el martes")
    t = c.press("8 raciones")
    assert "¿A qué hora lo recoges el martes 3 de noviembre?" in t.text


def test_that_one_of_twelve_after_the_cheapest():
    c = chat()
    t = c.say_all("cual es la tarta mas barata?", "ponme esa de 12")
    assert "1 × Tarta de Santiago (12 raciones). Total 26,00 €." in t.text


@pytest.mark.parametrize("said, n, total", [("ponme 2", 2, "14,00 €"), ("vale, dame tres", 3, "21,00 €")])
def test_a_count_after_the_cheapest_piece(said, n, total):
    c = chat("taller")
    t = c.say("cual es la pieza mas barata?")
    assert "Cámara 700x28: 7,00 €" in t.text
    t = c.say(said)
    assert not _handed(t)
    assert f"Apunto: {n} × Cámara 700x28. Total {total}." in t.text
    assert _lines(c) == [("camara", n)]


def test_a_count_after_the_cheapest_bread():
    c = chat()
    t = c.say_all("cual es el pan mas barato?", "vale ponme 3")
    assert "Apunto: 3 × Pan de centeno. Total 12,00 €." in t.text


# ---- a count of those a filtered list named -------------------------------------------------------------

_GLUTEN_FREE = ["Tarta de Santiago · 18,00 €", "Brownie sin harina · 3,00 €", "Caja de 6 macarons · 12,00 €"]


@pytest.mark.parametrize("steps, ask, day", [
    (["tienen algo sin gluten?", "vale pues 4 de esos para el martes"], "¿De cuál:", "el martes 3 de noviembre"),
    (["¿tenéis algo sin gluten?", "4 de esos para el martes"], "¿De cuál:", "el martes 3 de noviembre"),
    (["tedes algo sen gluten?", "vale pois 4 deses para o martes"], "¿De cal:", "o martes 3 de novembro"),
])
def test_a_count_of_those_listed_asks_which_and_keeps_count_and_day(steps, ask, day):
    c = chat()
    t = c.say_all(*steps)
    assert ask in t.text
    assert "Perfecto" not in t.text
    assert t.chip_labels == _GLUTEN_FREE
    t = c.press("Brownie sin harina")
    assert "Apunto: 4 × Brownie sin harina. Total 12,00 €." in t.text
    assert day in t.text
    assert _lines(c) == [("brownie", 4)]


_CHOCOLATE = ["Tarta Sacher · 26,00 €", "Brownie sin harina · 3,00 €", "Napolitana de chocolate · 2,00 €",
              "Caja de 6 macarons · 12,00 €"]


@pytest.mark.parametrize("steps, ask", [
    (["que teneis de chocolate?", "ponme dos"], "¿De cuál:"),
    (["¿Qué tenéis de chocolate?", "pues dame dos"], "¿De cuál:"),
    (["que tedes de chocolate?", "ponme dous"], "¿De cal:"),
])
def test_a_count_after_a_list_asks_which_of_those(steps, ask):
    c = chat()
    t = c.say_all(*steps)
    assert not _handed(t)
    assert ask in t.text
    assert t.chip_labels == _CHOCOLATE
    t = c.press("Napolitana de chocolate")
    assert "Apunto: 2 × Napolitana de chocolate. Total 4,00 €." in t.text


_DAIRY_FREE = ["Tarta de Santiago · 18,00 €", "Pan de masa madre · 4,50 €", "Pan de centeno · 4,00 €",
               "Empanada de zorza · 16,00 €", "Caja de polvorones de almendra · 8,50 €"]


@pytest.mark.parametrize("said", ["pues uno de esos", "quiero uno para el martes", "pois un deses"])
def test_one_of_those_listed_offers_those_not_the_popular(said):
    c = chat()
    c.say("que tienes sin lactosa?")
    t = c.say(said)
    assert t.chip_labels == _DAIRY_FREE
    assert "Tarta de queso" not in t.text + " ".join(t.chip_labels)


def test_that_one_with_nothing_named_before_asks_what():
    c = chat()
    t = c.say("esa para el martes")
    assert "¿Qué te preparo?" in t.text
    assert c.order["lines"] == []


# ---- a line of the order by its place ---------------------------------------------------------------------


@pytest.mark.parametrize("steps, left, text", [
    (["2 croissants", "ahora 2 palmeras", "quita lo primero"], [("palmera", 2)], "2 × Palmera de hojaldre"),
    (["2 croissants", "ahora 2 palmeras", "quita lo de antes"], [("palmera", 2)], "2 × Palmera de hojaldre"),
    (["2 croissants", "ahora 2 palmeras", "quita lo ultimo"], [("croissant", 2)], "2 × Croissant de mantequilla"),
    (["2 croissants", "ahora 2 palmeras", "vale, saca la primera"], [("palmera", 2)], "2 × Palmera de hojaldre"),
    (["2 cruasans", "e 2 palmeras", "quita o primeiro"], [("palmera", 2)], "2 × Palmera de hojaldre"),
])
def test_a_line_taken_off_by_its_place(steps, left, text):
    c = chat()
    t = c.say_all(*steps)
    assert "No tenías" not in t.text and "Non tiñas" not in t.text
    assert text in t.text
    assert _lines(c) == left


def test_a_place_the_order_does_not_hold_changes_nothing():
    c = chat()
    t = c.say_all("2 croissants", "ahora 2 palmeras", "quita la tercera")
    assert _lines(c) == [("croissant", 2), ("palmera", 2)]
    assert "2 × Croissant de mantequilla y 2 × Palmera de hojaldre" in t.text


@pytest.mark.parametrize("steps, dearest", [
    (["cual es la tarta mas barata?", "y la mas cara?"], "Lo más caro: Tarta personalizada"),
    (["cal e a tarta mais barata?", "e a mais cara?"], "O máis caro: Tarta personalizada"),
])
def test_the_dearest_after_the_cheapest_is_asked_of_them_all(steps, dearest):
    c = chat()
    t = c.say_all(*steps)
    assert dearest in t.text
    assert "Tarta de Santiago" not in t.text


def test_a_place_after_two_services_priced_books_that_one():
    c = chat("peluqueria")
    t = c.say_all("cuanto cuesta el tinte?", "y las mechas?", "pues el primero")
    assert "Apunto: tinte. Total 35,00 €" in t.text
    assert "¿Qué día te va bien?" in t.text
