"""«¿Cuál es la más barata?», «¿algo más caro que la X?»: prices compared from the catalogue,
in both languages, with and without accents; a plain price question keeps its answer."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("text", ["¿cuál es la tarta más barata?", "cual es la tarta mas barata",
                                  "cal é a tarta máis barata?", "q tarta es la mas economica?",
                                  "la tarta menos cara cual es"])
def test_the_cheapest_of_a_kind(text):
    t = chat().say(text)
    assert "Tarta de Santiago" in t.text and "18,00" in t.text
    assert "Sacher" not in t.text and "Tarta de queso" not in t.text
    assert t.chip_labels[-1].endswith("Tarta de Santiago")


@pytest.mark.parametrize("text, lead", [("cal é a tarta máis cara?", "O máis caro"),
                                        ("¿cuál es la tarta más cara?", "Lo más caro"),
                                        ("la tarta mas cara?", "Lo más caro")])
def test_the_dearest_of_a_kind(text, lead):
    t = chat().say(text)
    assert t.text.startswith(lead)
    assert "Tarta personalizada" in t.text and "38,00" in t.text and "Santiago" not in t.text


@pytest.mark.parametrize("text", ["que es lo mas barato q teneis", "¿Qué es lo más barato que tenéis?",
                                  "cal é o máis barato que tendes?"])
def test_the_cheapest_of_everything_without_the_whole_menu(text):
    t = chat().say(text)
    assert "Croissant de mantequilla" in t.text and "1,80" in t.text
    assert not t.cards()          # one product, not the catalogue's cards


def test_cheaper_than_a_named_product_lists_only_those_below_it():
    t = chat().say("teneis alguna tarta mas barata que la sacher?")
    assert t.text.startswith("Más barato que Tarta Sacher:")
    for name in ("Tarta de Santiago", "Tarta de queso", "Tarta de zanahoria"):
        assert name in t.text
    assert "personalizada" not in t.text and "26,00" not in t.text


def test_dearer_than_in_galician():
    t = chat().say("hai algo máis caro que a tarta de queixo?")
    assert t.text.startswith("Máis caro ca Tarta de queso:")
    assert "Tarta Sacher" in t.text and "Tarta personalizada" in t.text and "Santiago" not in t.text


@pytest.mark.parametrize("text, said", [("algo mas barato que la tarta de santiago?", "ya es lo más barato"),
                                        ("algo máis barato ca tarta de Santiago?", "xa é o máis barato")])
def test_nothing_cheaper_is_said(text, said):
    t = chat().say(text)
    assert "Tarta de Santiago" in t.text and said in t.text


def test_mid_order_the_question_is_answered_and_the_order_kept():
    c = chat()
    c.say("quiero 2 empanadas para el martes")
    t = c.say("cual es la tarta mas barata?")
    assert "Tarta de Santiago" in t.text and "18,00" in t.text
    assert "¿A qué hora lo recoges el martes 3 de noviembre?" in t.text
    assert [(line["item_id"], line["qty"]) for line in c.order["lines"]] == [("empanada", 2)]


def test_a_business_of_services_compares_its_services():
    c = chat("peluqueria")
    cheapest = c.say("cual es el servicio mas barato?")
    dearest = c.say("y el mas caro?")
    prices = sorted((p["price_cents"], p["name"]) for p in c.biz.products.values())
    assert prices[0][1] in cheapest.text and prices[-1][1] in dearest.text
    assert prices[-1][1] not in cheapest.text


@pytest.mark.parametrize("text", ["la tarta de queso es cara?", "cuanto cuesta la tarta de queso"])
def test_a_plain_price_question_keeps_every_size(text):
    t = chat().say(text)
    assert "22,00" in t.text and "30,00" in t.text and "40,00" in t.text


@pytest.mark.parametrize("text", ["cual es mas barata la sacher o la de zanahoria", "es mas barata la de queso que la sacher?",
                                  "la napolitana es mas cara que el croissant?",
                                  "por que esta mas cara la sacher que el año pasado?",
                                  "los precios son mas caros en navidad?", "la tarta mas barata para 20 personas",
                                  "cual sale mas barato, 2 tartas de 8 o una de 20?"])
def test_no_cheapest_claim_where_the_question_is_another(text):
    t = chat().say(text)
    assert "Lo más barato" not in t.text and "Lo más caro" not in t.text and "Más caro que" not in t.text


@pytest.mark.parametrize("steps, said", [
    (("cuanto cuesta la tarta de queso", "hay alguna mas barata?"), "Más barato que Tarta de queso: Tarta de Santiago"),
    (("quiero una tarta de queso", "hay algo mas barato?"), "Más barato que Tarta de queso: Tarta de Santiago"),
    (("canto custa a sacher", "hai algunha máis barata?"), "Máis barato ca Tarta Sacher: Tarta de Santiago"),
])
def test_a_cheaper_one_after_a_product_is_below_that_product(steps, said):
    c = chat()
    t = c.say_all(*steps)
    assert said in t.text


def test_a_product_alone_in_its_category_is_compared_with_everything():
    t = chat("restaurante").say("hay algo mas barato que el menu del dia?")
    assert "ya es lo más barato" not in t.text and "Más barato que" in t.text


@pytest.mark.parametrize("text", ["es mas caro pedirlo por aqui?", "cuanto cuestan las velas?"])
def test_a_question_mid_order_about_something_else_is_not_the_cart_s_price(text):
    c = chat()
    c.say("quiero 2 croissants pal martes")
    t = c.say(text)
    assert "Croissant de mantequilla: 1,80 €" not in t.text
