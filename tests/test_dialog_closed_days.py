"""«¿Qué días cerráis?» is the weekly rest and the closures of the coming year, from the
business's data: it answered today's closing time, and «¿cuál es vuestro día de descanso?» went
to a person."""
from __future__ import annotations

import pytest

from tests.conversation import chat

RESTAURANT = ("Cerramos los lunes. Y estos días: Cierre por inventario (10 de noviembre), Nochebuena "
              "(24 de diciembre), Navidad (25 de diciembre) y Año Nuevo (1 de enero).")


@pytest.mark.parametrize("text", ["que dia cerrais?", "¿Qué días cerráis?", "cual es vuestro dia de descanso?",
                                  "que dia librais", "que dias descansais?", "que festivos cerrais?",
                                  "q dias no abris"])
def test_which_days_the_restaurant_closes(text):
    assert chat("restaurante").say(text).text == RESTAURANT


def test_which_days_in_galician():
    assert chat("restaurante").say("que días pechades?").text.startswith(
        "Pechamos os luns. E estes días: Peche por inventario (10 de novembro), Noiteboa (24 de decembro)")


def test_the_salon_and_the_bakery_say_their_own():
    assert chat("peluqueria").say("que dias cerrais?").text.startswith("Cerramos los lunes y domingos. Y estos días:")
    bakery = chat().say("qué días cerráis?").text
    assert bakery.startswith("Cerramos los lunes. Y estos días: Navidad (25 de diciembre)") and "Día de Galicia" in bakery


@pytest.mark.parametrize("text, said", [("a que hora cerrais?", "Hoy cerramos a las 23:30."),
                                        ("cuando cerrais?", "Hoy cerramos a las 23:30."),
                                        ("que dia cerrais en navidad?", "El viernes 25 de diciembre no abrimos")])
def test_the_closing_time_and_a_given_day_are_still_answered(text, said):
    assert chat("restaurante").say(text).text.startswith(said)


@pytest.mark.parametrize("text, first, then", [
    ("quiero 3 napolitanas para el martes, llevan frutos secos?", "En Napolitana de chocolate no constan frutos secos.",
     "Apunto: 3 × Napolitana de chocolate. Total 6,00 €."),
    ("quero unha bica para o martes, leva glute?", "Bica gallega contén glute.", "Apunto: 1 × Bica gallega."),
    ("quiero 2 croissants para mañana, a q hora abris?", "El domingo 1 de noviembre abrimos de 09:30 a 14:00.",
     "Apunto: 2 × Croissant de mantequilla."),
])
def test_a_question_beside_an_order_is_answered_before_it(text, first, then):
    """«quiero 3 napolitanas…, ¿llevan frutos secos?» started the order and dropped the question."""
    t = chat().say(text)
    assert t.text.startswith(first) and then in t.text and t.text.index(first) < t.text.index(then)


@pytest.mark.parametrize("question, said", [
    ("llevan huevo?", "En Palmera de hojaldre no consta huevo."),
    ("lleva gluten?", "Palmera de hojaldre contiene gluten."),
    ("leva lactosa?", "Palmera de hojaldre contén lácteos."),
])
def test_an_allergen_asked_mid_order_is_about_the_order(question, said):
    """«¿llevan huevo?» mid-order listed every product of the shop that has egg."""
    c = chat()
    c.say("quiero 3 palmeras")
    t = c.say(question)
    assert t.text.startswith(said) and "Tarta de queso" not in t.text
    assert t.text.endswith(("¿A qué hora lo recoges? Lo más pronto que puedo tenerlo listo es a las 13:00.",
                            "O máis cedo que podo telo listo é ás 13:00."))


@pytest.mark.parametrize("more, first, lines", [
    ("y 2 croissants, ¿llevan huevo?", "Croissant de mantequilla contiene huevo.",
     "Apunto: 3 × Palmera de hojaldre y 2 × Croissant de mantequilla. Total 10,20 €."),
    ("y 2 croisants, llevan huevo?", "Croissant de mantequilla contiene huevo.",
     "Apunto: 3 × Palmera de hojaldre y 2 × Croissant de mantequilla."),
    ("ponme tb 4 napolitanas, a q hora abris?", "Hoy abrimos de 09:00 a 14:00",
     "Apunto: 3 × Palmera de hojaldre y 4 × Napolitana de chocolate."),
    ("e 2 croissants, levan ovo?", "Croissant de mantequilla contén ovo.",
     "Apunto: 3 × Palmera de hojaldre e 2 × Croissant de mantequilla."),
])
def test_more_products_with_a_question_mid_order_are_added_and_the_question_answered(more, first, lines):
    """«y 2 croissants, ¿llevan huevo?» mid-order answered the question and dropped the croissants."""
    c = chat()
    c.say("quiero 3 palmeras")
    t = c.say(more)
    assert t.text.startswith(first) and lines in t.text


def test_a_question_about_products_mid_order_still_adds_nothing():
    c = chat()
    c.say("quiero 3 palmeras")
    c.say("¿los croissants llevan huevo?")
    assert [line["item_id"] for line in c.order["lines"]] == ["palmera"]


def test_an_allergen_asked_with_no_order_lists_the_shop():
    assert chat().say("llevan huevo?").text.startswith("Llevan huevo: Tarta de queso")


@pytest.mark.parametrize("biz, start, question, said", [
    ("pasteleria", "quiero una sacher de 8 para el jueves", "a que hora cerrais ese dia?",
     "El jueves 5 de noviembre cerramos a las 20:00."),
    ("pasteleria", "quiero 4 croissants para el domingo", "ese dia abris por la tarde?",
     "Por la tarde no. El domingo 1 de noviembre abrimos de 09:30 a 14:00."),
    ("restaurante", "mesa para 2 el domingo a las 14", "hasta que hora abris ese dia?",
     "El domingo 1 de noviembre cerramos a las 16:30."),
    ("peluqueria", "corte de mujer el martes", "a que hora cerrais?", "El martes 3 de noviembre cerramos a las 20:00."),
    ("restaurante", "mesa para 2 o domingo ás 14", "a que hora pechades ese día?", "O domingo 1 de novembro pechamos ás 16:30."),
])
def test_the_hours_asked_mid_request_are_the_held_days(biz, start, question, said):
    """«¿a qué hora cerráis ese día?» mid-request answered today's hours."""
    c = chat(biz)
    c.say(start)
    assert c.say(question).text.startswith(said)


def test_open_now_mid_request_is_still_now():
    c = chat()
    c.say("quiero 4 croissants para el domingo")
    assert c.say("estais abiertos ahora?").text.startswith("Sí, ahora estamos abiertos hasta las 14:00.")


@pytest.mark.parametrize("text, first, then", [
    ("quiero 4 palmeras para mañana a las 11, aceptais bizum?", "Eso no lo tengo claro y prefiero no inventarlo. "
     "Se lo apunto al local junto a tu pedido", "Apunto: 4 × Palmera de hojaldre. Total 8,80 €."),
    ("me apuntas 4 palmeras para mañana a las 11? se pueden congelar?", "Se lo apunto al local junto a tu pedido",
     "Apunto: 4 × Palmera de hojaldre."),
    ("quero 2 palmeiras para mañá, aceptades bizum?", "Apúntollo ao local xunto ao teu pedido",
     "Apunto: 2 × Palmera de hojaldre."),
    ("quiero 3 brownies para hoy, son aptos para celiacos?", "En Brownie sin harina no consta gluten.",
     "Apunto: 3 × Brownie sin harina."),
    ("quiero una tarta de santiago de 8 para el martes, es sin gluten verdad?", "En Tarta de Santiago no consta gluten.",
     "Apunto: 1 × Tarta de Santiago (8 raciones)."),
])
def test_an_order_with_another_question_is_started_and_the_question_kept(text, first, then):
    """«quiero 4 palmeras…, ¿aceptáis bizum?» went to a person and no order was started; «…, ¿son
    aptos para celíacos?» started it and dropped the question."""
    c = chat()
    t = c.say(text)
    assert first in t.text and then in t.text and t.text.index(first) < t.text.index(then)
    assert c.order["lines"]


def test_the_question_kept_travels_with_the_order():
    c = chat()
    c.say("quiero 4 palmeras para mañana a las 11, aceptais bizum?")
    assert c.order["questions"] == ["aceptais bizum?"]


def test_a_price_asked_beside_is_the_orders_total():
    t = chat().say("quiero 2 palmeras para mañana, ¿y cuánto cuestan?")
    assert t.text.startswith("Apunto: 2 × Palmera de hojaldre. Total 4,40 €.")
