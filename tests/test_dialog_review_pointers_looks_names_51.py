"""Stop 51, second review: pointers after a list, visits to look, names beside the phone.
«ese / eso» right after a list took the thing even when refused or thanked for («no me gusta ese»,
«gracias por eso», «pues eso»); a «visit to look» swallowed real requests («¿puedo pasar mañana a las
10 a mirar los frenos?», «… a ver el partido? somos 4»); a lower-case flavour beside the phone
became the name («… a las 17 chocolate 600111222» → Chocolate); a capitalised name that is also in
a product's name wiped the product («una tarta de santiago …, Santiago 600…» → «¿Qué tarta
quieres?»)."""
import pytest

from tests.conversation import chat, line_counts

GF = "¿qué tenéis sin gluten y sin lactosa?"      # a list of one: Tarta de Santiago
VEGAN = "¿qué tenéis vegano?"                      # a list of two: Pan de masa madre, Pan de centeno


def after(slug: str, *said: str):
    c = chat(slug)
    t = None
    for text in said:
        t = c.say(text)
    return c, t


# ---- 1. «ese / eso» refused or thanked for is no order ------------------------------------------------

@pytest.mark.parametrize("listing, said", [
    (GF, "no me gusta ese"),
    (GF, "gracias por eso"),
    (GF, "pues eso"),
    (GF, "no quiero esa"),
    (VEGAN, "no quiero eso"),
    (VEGAN, "no me gusta ese"),
    (VEGAN, "pues eso"),
    (VEGAN, "gracias por eso"),
    ("tedes algo vegano?", "grazas por iso"),
    ("tedes algo vegano?", "non quero iso"),
])
def test_that_one_refused_or_thanked_for_is_not_taken(listing, said):
    c, t = after("", listing, said)
    assert "Apunto" not in t.text and "De cuál" not in t.text and "De cal" not in t.text
    assert not c.order["lines"]


def test_that_one_refused_after_two_is_the_plain_reply():
    c, t = after("", VEGAN, "no quiero eso")
    assert t.text == "Perfecto. Si necesitas algo más, aquí estoy."


@pytest.mark.parametrize("listing, said", [
    (GF, "ese"),
    (GF, "esa misma"),
    (GF, "ponme esa"),
    (GF, "vale pues esa para el martes"),
    ("tedes algo sen gluten nin lactosa?", "quero iso para o martes"),
])
def test_that_one_wanted_is_still_taken(listing, said):
    c, t = after("", listing, said)
    assert t.texts[0] == "Apunto: 1 × Tarta de Santiago. Total 18,00 €." \
        or t.texts[0].startswith("Apunto: 1 × Tarta de Santiago el martes")
    assert line_counts(c) == {"tarta-santiago": 1}


@pytest.mark.parametrize("said, question", [
    ("quiero ese", "¿De cuál: Pan de masa madre o Pan de centeno?"),
    ("vale pues ese para el martes", "¿De cuál: Pan de masa madre o Pan de centeno, para el martes 3 de noviembre?"),
])
def test_that_one_of_two_wanted_is_still_asked(said, question):
    c, t = after("", VEGAN, said)
    assert t.text == question
    assert not c.order["lines"]


def test_the_first_of_the_list_is_still_taken():
    c, t = after("libreria", "teneis algun libro para niños?", "me quedo con el primero")
    assert t.texts[0].startswith("Apunto: 1 × ")
    assert len(c.order["lines"]) == 1


# ---- 3. a visit to look that names a service, a thing or a party is a request -----------------------

def test_a_visit_to_look_at_a_service_is_the_booking():
    c, t = after("taller", "¿puedo pasar mañana a las 10 a mirar los frenos?")
    assert t.texts[0] == "Apunto: ajuste de frenos a las 10:00. Total 18,00 €; dura unos 30 minutos."
    assert "El domingo 1 de noviembre no abrimos." in t.text and "¿Qué día te va bien?" in t.text
    assert c.state["booking"]["services"] == ["frenos"] and c.state["booking"]["min"] == 600


def test_a_visit_to_look_at_a_service_in_galician():
    c, t = after("taller", "¿podo ir mañá ás 10 a mirar os freos?")
    assert t.texts[0] == "Apunto: axuste de freos ás 10:00. Total 18,00 €; dura uns 30 minutos."
    assert c.state["booking"]["services"] == ["frenos"]


def test_a_visit_on_an_open_day_to_look_at_a_service_is_booked_then():
    c, t = after("taller", "¿puedo pasar el lunes a las 10 a mirar los frenos?")
    assert t.texts[0].startswith("Apunto: ajuste de frenos el lunes 2 de noviembre a las 10:00.")
    assert t.texts[-1] == "¿A nombre de quién hago la reserva?"


def test_asking_about_a_service_at_a_time_is_the_booking():
    c, t = after("peluqueria", "¿puedo ir el lunes a las 17 a preguntar por unas mechas y si me las hacéis ya?")
    assert t.texts[0] == "Apunto: mechas a las 17:00. Total 55,00 €; dura unos 90 minutos."
    assert c.state["booking"]["services"] == ["mechas"] and c.state["booking"]["min"] == 17 * 60


@pytest.mark.parametrize("said", [
    "somos 4, ¿podemos ir el sábado a las 21 a ver el partido?",
    "¿podemos ir el sábado a las 21 a ver el partido somos 4?",
])
def test_a_party_going_to_watch_something_is_the_table_at_its_time(said):
    c, t = after("restaurante", said)
    b = c.state["booking"]
    assert b["ymd"] == "2026-11-07" and b["min"] == 21 * 60 and b["party"] == 4
    assert t.texts[0] == "Apunto: reserva para 4 personas el sábado 7 de noviembre a las 21:00."


def test_asking_about_a_service_without_asking_for_it_is_still_the_hours():
    c, t = after("peluqueria", "puedo pasar a las 17 a informarme de las mechas?")
    assert t.text == "Hoy abrimos de 09:00 a 14:00."
    assert not c.requests


@pytest.mark.parametrize("slug, said, hours", [
    ("restaurante", "¿puedo pasar a las 15 a ver el local?", "Hoy abrimos de 13:00 a 16:00 y de 20:00 a 23:30."),
    ("taller", "¿puedo pasar a las 15 a ver el local?", "Hoy abrimos de 10:00 a 14:00."),
    ("", "¿puedo pasar el martes a las 10 a ver la tienda?",
     "El martes 3 de noviembre abrimos de 09:00 a 14:00 y de 16:30 a 20:00."),
])
def test_a_visit_to_look_at_the_place_is_still_the_hours(slug, said, hours):
    c, t = after(slug, said)
    assert t.text == hours
    assert not c.requests


def test_a_visit_to_ask_with_nothing_named_is_still_the_hours():
    c, t = after("peluqueria", "¿podo ir mañá a preguntar?")
    assert t.text.startswith("O domingo 1 de novembro non abrimos.")
    assert not c.requests


# ---- 4. a lower-case flavour beside the phone is no name -------------------------------------------

@pytest.mark.parametrize("said, asked", [
    ("quiero 2 croissants para hoy a las 17 chocolate 600111222", "¿A nombre de quién lo preparo?"),
    ("quiero 2 croissants para hoy a las 17 queso 600111222", "¿A nombre de quién lo preparo?"),
    ("quero 2 croissants para hoxe ás 17 queixo 600111222", "¿A nome de quen o preparo?"),
])
def test_a_flavour_in_lower_case_beside_the_phone_is_no_name(said, asked):
    c, t = after("", said)
    assert t.texts[0] == "Apunto: 2 × Croissant de mantequilla. Total 3,60 €."
    assert t.texts[-1] == asked
    assert c.order["name"] is None and c.order["phone"] == "+34600111222"
    assert line_counts(c) == {"croissant": 2}


def test_a_word_of_one_products_name_in_lower_case_is_still_the_name():
    c, t = after("", "quiero 2 croissants para hoy a las 17 santiago 600111222")
    assert t.texts[0] == "Apunto: 2 × Croissant de mantequilla. Total 3,60 €."
    assert "dedicatoria o alguna indicación" in t.texts[-1]
    assert c.order["name"] == "Santiago" and line_counts(c) == {"croissant": 2}


# ---- 5. a name that is also in a product's name leaves the product named ----------------------------

@pytest.mark.parametrize("said", [
    "quiero una tarta de santiago de 8 para el martes a las 10, Santiago 600111222",
    "Santiago 600111222, quiero una tarta de santiago de 8 para el martes a las 10",
])
def test_a_name_beside_the_phone_leaves_the_product_of_its_word(said):
    c, t = after("", said)
    assert t.texts[0] == "Apunto: 1 × Tarta de Santiago (8 raciones). Total 18,00 €."
    assert "¿Qué tarta quieres?" not in t.text
    assert "dedicatoria o alguna indicación" in t.texts[-1]
    assert line_counts(c) == {"tarta-santiago": 1} and c.order["name"] == "Santiago"
    assert c.order["ymd"] == "2026-11-03" and c.order["min"] == 600


def test_a_name_after_its_cue_leaves_the_product_of_its_word():
    c, t = after("", "quiero una tarta de santiago de 8 para el martes a las 10 a nombre de Santiago")
    assert t.texts[0] == "Apunto: 1 × Tarta de Santiago (8 raciones). Total 18,00 €."
    assert line_counts(c) == {"tarta-santiago": 1}


def test_a_name_beside_the_phone_still_orders_nothing_of_its_word():
    c, t = after("", "una bica para el martes", "a las 10, Santiago 600111222")
    assert t.texts == ["Apunto la recogida el martes 3 de noviembre a las 10:00.",
                       "¿Quieres una dedicatoria o alguna indicación (alergias, velas, caja)? Si no, dime «no»."]
    assert line_counts(c) == {"bica": 1} and c.order["name"] == "Santiago"


# ---- 6. no bakery product in the engine's comments --------------------------------------------------

def test_the_name_readers_comments_name_no_bakery_product():
    from pathlib import Path
    root = Path(__file__).resolve().parent.parent / "bizengine" / "understanding"
    modules = ["details.py", "reader.py", "refers_back.py", *(f"reading/{p.name}" for p in root.glob("reading/*.py"))]
    for module in modules:
        assert "antiago" not in (root / module).read_text(encoding="utf-8"), module
