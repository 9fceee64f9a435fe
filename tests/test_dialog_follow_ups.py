"""Issue 17, classes 1–3: questions about the cart mid-order (answered from the cart and the
catalogue, then the pending question again), questions about one product (description,
allergens, lead time; a question never starts an order) and follow-ups that lean on the last
topic, product or option. Both languages, typos and unaccented text."""
from __future__ import annotations

import pytest

from tests.conversation import Conversation


def talk(*texts):
    conv = Conversation()
    for text in texts:
        conv.say(text)
    return conv


# ---------------------------------------------------------------- class 1: the cart mid-order

@pytest.mark.parametrize("order, question, said, asked", [
    ("ponme 3 croissants y 2 napolitanas", "¿cuánto llevo?",
     ["3 × Croissant de mantequilla", "2 × Napolitana de chocolate", "Total 9,40 €"], "¿A qué hora lo recoges?"),
    ("quiero 2 brownies y una caja de macarons", "que tengo en el pedido?",
     ["2 × Brownie sin harina", "1 × Caja de 6 macarons", "Total 18,00 €"], "¿A qué hora lo recoges?"),
    ("una tarta de queso de 12 raciones para el sábado", "cuanto es?", ["Total 30,00 €"], "¿A qué hora lo recoges el sábado"),
    ("me pones dos brownies", "cuanto me sale todo", ["Total 6,00 €"], "¿A qué hora lo recoges?"),
    ("quiero una bica y 4 palmeras", "me repites lo que llevo?", ["1 × Bica gallega", "Total 17,80 €"], "¿Qué día lo recoges?"),
    ("pónme 4 palmeiras e unha bica", "canto levo?", ["4 × Palmera de hojaldre", "Total 17,80 €"], "¿Que día o recolles?"),
    ("quero unha torta de santiago para 8 persoas", "canto é?", ["Total 18,00 €"], "¿Que día o recolles?"),
    ("quero dous croissants e unha tartaleta", "que levo no pedido?", ["2 × Croissant de mantequilla", "Total 7,10 €"],
     "¿A que hora o recolles?"),
    ("quero 3 napolitanas", "canto sae todo", ["Total 6,00 €"], "¿A que hora o recolles?"),
])
def test_a_question_about_the_cart_is_answered_from_it_then_the_question_again(order, question, said, asked):
    conv = talk(order)
    before = [dict(l) for l in conv.state["order"]["lines"]]
    t = conv.say(question)
    for text in said:
        assert text in t.text, t
    assert asked in t.text, t
    assert "carta" not in t.text.lower() and "persona" not in t.text, t
    assert conv.state["order"]["lines"] == before


@pytest.mark.parametrize("order, question, price, total", [
    ("una tarta de santiago de 8 raciones para el viernes", "y la de 12 cuanto sería?", "26,00 €", 1800),
    ("unha tarta de queixo de 12 racións para o sábado", "e se fose de 20 racións canto sería?", "40,00 €", 3000),
    ("una sacher para 8 el sábado", "¿cuánto cuesta la de 20?", "44,00 €", 2600),
])
def test_the_price_of_another_option_does_not_change_the_cart(order, question, price, total):
    conv = talk(order)
    t = conv.say(question)
    assert price in t.text, t
    assert t.request["total_cents"] == total


# ---------------------------------------------------------------- class 2: one product

@pytest.mark.parametrize("question, said", [
    ("¿qué lleva la tarta de zanahoria?", ["Con nueces, canela y crema de queso.", "frutos secos"]),
    ("háblame de la bica", ["El bizcocho de manteca de vaca de Laza, entero."]),
    ("q lleva el milhojas", ["Hojaldre y crema pastelera de vainilla."]),
    ("como es la sacher?", ["Bizcocho de chocolate, confitura de albaricoque y cobertura de chocolate negro."]),
    ("cuéntame algo de la empanada de zorza", ["Empanada gallega de zorza para 6, masa de pan."]),
    ("con cuanta antelacion hay que pedir la tarta personalizada", ["Tarta personalizada", "5 días"]),
    ("¿cuántos días antes tengo que encargar la de queso?", ["Tarta de queso", "48 horas"]),
    ("la bica hay que encargarla con tiempo?", ["Bica gallega", "24 horas"]),
    ("que leva a torta de santiago?", ["A de sempre: améndoa, ovo e azucre, sen fariña."]),
    ("fálame da empanada", ["Empanada galega de zorza para 6, masa de pan."]),
    ("cóntame da sacher", ["Biscoito de chocolate, confeitura de albaricoque e cobertura de chocolate negro."]),
    ("con canta antelación hai que encargar a tarta de queixo?", ["Tarta de queso", "48 horas"]),
    ("cantos dias antes teño que pedir a bica", ["Bica gallega", "24 horas"]),
    ("de que son os macarons?", ["Seis macarons de améndoa"]),
])
def test_a_question_about_a_product_is_answered_from_the_catalogue_and_starts_nothing(question, said):
    conv = Conversation()
    t = conv.say(question)
    for text in said:
        assert text in t.text, t
    assert conv.state["order"]["lines"] == [] and conv.state.get("intent") != "order", t
    assert t.request is None


def test_a_product_question_mid_order_keeps_the_order():
    conv = talk("quiero 2 palmeras para el martes")
    t = conv.say("¿y qué lleva la tartaleta?")
    assert "Masa quebrada, crema pastelera y fruta de temporada." in t.text
    assert [l["item_id"] for l in conv.state["order"]["lines"]] == ["palmera"]
    assert "¿A qué hora lo recoges el martes" in t.text


# ---------------------------------------------------------------- class 3: follow-ups

@pytest.mark.parametrize("first, then, said", [
    ("a qué hora abrís hoy?", "¿y mañana?", "de 09:30 a 14:00"),
    ("el lunes abris?", "y el martes?", "de 09:00 a 14:00 y de 16:30 a 20:00"),
    ("a que hora abrides hoxe?", "e o martes?", "de 09:00 a 14:00 e de 16:30 a 20:00"),
    ("ata que hora estades abertos hoxe?", "e mañá?", "14:00"),
    ("cuánto cuesta la tarta de santiago?", "¿y para 12?", "26,00 €"),
    ("precio de la sacher", "y de 20 raciones?", "44,00 €"),
    ("canto custa a tarta sacher?", "e para 20?", "44,00 €"),
    ("cómo es la tarta de limón?", "y cuanto cuesta?", "22,00 €"),
    ("fálame da bica", "e canto custa?", "9,00 €"),
    ("el brownie lleva frutos secos?", "¿y la tarta de queso?", "En Tarta de queso no constan frutos secos."),
    ("o brownie leva lactosa?", "e os macarons?", "Caja de 6 macarons contén lácteos."),
])
def test_a_follow_up_leans_on_the_last_topic(first, then, said):
    conv = talk(first)
    t = conv.say(then)
    assert said in t.text, t
    assert conv.state["order"]["lines"] == []


@pytest.mark.parametrize("first, then, noted", [
    ("que tartas teneis?", "quiero la de zanahoria", "Apunto: 1 × Tarta de zanahoria"),
    ("que tartas tedes?", "unha de queixo para o sábado", "Apunto: 1 × Tarta de queso"),
    ("que lleva la bica?", "vale, pues ponme dos para el viernes", "Apunto: 2 × Bica gallega. Total 18,00 €."),
    ("que leva a empanada?", "vale, pois pónme unha para o venres", "Apunto: 1 × Empanada de zorza. Total 16,00 €."),
    ("cuanto vale el brownie", "pues ponme tres", "Apunto: 3 × Brownie sin harina. Total 9,00 €."),
])
def test_an_order_that_leans_on_the_last_product(first, then, noted):
    conv = talk(first)
    t = conv.say(then)
    assert noted in t.text, t
