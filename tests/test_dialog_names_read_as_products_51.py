"""Stop 51, names read as products: the customer's name given as a contact field beside the phone
(«a las 10, Santiago 600111222», «ás 10, Rosa 600222333», «…, 600111222, Santiago») was also read as
a product whose name uses the word (Tarta de Santiago, a second Ramo de rosas, Luz delantera, Guía…),
and a name mended before the phone («Palmira… no perdón, Pilar 600…») was read as a typo of a
product (Palmera): an item added and the total up. A name beside the phone is the name; a count, an
article or a product's own words before it still make it a product."""
import pytest

from tests.conversation import chat, line_counts

BICA = "una bica para el martes"
RAMO = "un ramo de rosas para el lunes"
NOTE_ES = "¿Quieres una dedicatoria o alguna indicación (alergias, velas, caja)? Si no, dime «no»."
TWO = "Apunto: 1 × Bica gallega y 1 × Tarta de Santiago. Total 27,00 €."


def order_after(slug: str, *said: str):
    c = chat(slug)
    for text in said:
        t = c.say(text)
    return c, t


# ---- the bakery: Santiago beside the phone is the customer, not the Tarta de Santiago ---------------

@pytest.mark.parametrize("said, name", [
    ("a las 10, Santiago 600111222", "Santiago"),
    ("ás 10, Santiago 600111222", "Santiago"),
    ("a las 10, Santiago, 600111222", "Santiago"),
    ("a las 10, Santiago Pérez 600111222", "Santiago Pérez"),
    ("a las 10, santiago 600111222", "Santiago"),
    ("a las 10, 600111222, Santiago", "Santiago"),
    ("a las 10. Santiago, tel 600111222", "Santiago"),
    ("vale a las 10, Santiago 600 111 222", "Santiago"),
    ("a las 10, Santiago 600111222, gracias", "Santiago"),
    ("Santiago 600111222, a las 10", "Santiago"),
])
def test_santiago_beside_the_phone_is_the_name(said, name):
    c, t = order_after("", BICA, said)
    assert line_counts(c) == {"bica": 1}
    assert "Tarta de Santiago" not in t.text and "raciones" not in t.text and "racións" not in t.text
    assert c.order["name"] == name and c.order["phone"] == "+34600111222"
    assert c.order["min"] == 600
    assert "dedicatoria" in t.text and "¿A nombre de quién" not in t.text


def test_the_name_question_comes_no_more_and_the_note_is_asked():
    c, t = order_after("", BICA, "a las 10, Santiago 600111222")
    assert "dedicatoria o alguna indicación" in t.text
    t = c.say("no")
    card = t.cards("order")[0]
    assert card["total_cents"] == 900


def test_a_mended_name_beside_the_phone_is_no_typo_of_a_product():
    c, t = order_after("", "un pan de masa madre para hoy", "a la 1, Palmira... no perdon, Pilar 600111222")
    assert line_counts(c) == {"pan-masa-madre": 1}
    assert "Palmera" not in t.text and "6,70 €" not in t.text
    assert c.order["name"] == "Pilar" and c.order["min"] == 13 * 60
    assert t.texts == ["Apunto la recogida el sábado 31 de octubre a las 13:00.", NOTE_ES]


def test_a_misspelt_name_beside_the_phone_is_no_product():
    c, t = order_after("", "un pan de masa madre para hoy", "a la 1, Palmira 600111222")
    assert line_counts(c) == {"pan-masa-madre": 1}
    assert c.order["name"] == "Palmira"
    assert t.texts == ["Apunto la recogida el sábado 31 de octubre a las 13:00.", NOTE_ES]


# ---- the florist: Rosa beside the phone orders no second bouquet --------------------------------------

@pytest.mark.parametrize("said", [
    "a las 10 del lunes, Rosa 600222333",
    "a las 10, Rosa 600222333",
    "a las 10, Rosa Pérez 600222333",
    "a las 10, rosa 600222333",
    "a las 10, 600222333, Rosa",
])
def test_rosa_beside_the_phone_is_the_name(said):
    c, t = order_after("floristeria", "un ramo de rosas", said)
    assert line_counts(c) == {"ramo-rosas": 1}
    assert "70,00 €" not in t.text and "2 × Ramo" not in t.text
    assert c.order["name"].startswith("Rosa") and c.order["phone"] == "+34600222333"
    assert "¿A nombre de quién" not in t.text


def test_rosa_beside_the_phone_in_galician():
    c, t = order_after("floristeria", "un ramo de rosas para o luns", "ás 10, Rosa 600222333")
    assert line_counts(c) == {"ramo-rosas": 1}
    assert "70,00 €" not in t.text and c.order["name"] == "Rosa"
    assert "tarxeta" in t.text


def test_rosa_after_a_question_about_the_price_in_galician():
    c = chat("floristeria")
    c.say("boas, queria un ramo para a miña nai para o luns")
    c.say("o de rosas")
    c.say("cantos euros é?")
    t = c.say("vale ás 10, Rosa 600222333")
    assert line_counts(c) == {"ramo-rosas": 1}
    assert "2 × Ramo" not in t.text and c.order["name"] == "Rosa" and c.order["min"] == 600


# ---- other businesses: a name that is a product's word there -----------------------------------------

@pytest.mark.parametrize("slug, first, said, lines, name", [
    ("taller", "quiero unas pastillas de freno para el lunes", "a las 10, Luz 600222333",
     {"pastillas": 1}, "Luz"),
    ("taller", "quiero unas pastillas de freno para el lunes", "a las 10, Luz Pérez 600222333",
     {"pastillas": 1}, "Luz Pérez"),
    ("libreria", "quiero Follas novas para el lunes", "a las 11, Guía 600222333",
     {"follas-novas": 1}, "Guía"),
])
def test_a_name_that_is_a_product_word_elsewhere(slug, first, said, lines, name):
    c, t = order_after(slug, first, said)
    assert line_counts(c) == lines
    assert c.order["name"] == name
    assert "alguna indicación" in t.text and "¿A nombre de quién" not in t.text


def test_a_salon_booking_keeps_its_service_when_the_name_is_a_service_word():
    c, t = order_after("peluqueria", "un corte el lunes", "a las 10, Mecha 600222333")
    b = c.state["booking"]
    assert b["services"] != ["mechas"] and "mechas" not in b["services"]
    assert b["name"] == "Mecha"
    assert t.texts[-1] == "¿Qué corte quieres: de mujer, de hombre o infantil?" and "mechas" not in t.text


# ---- must not change: a count, an article or a product's words make it a product ---------------------

def test_santiago_with_an_article_is_still_the_tart():
    c, t = order_after("", BICA + " a las 10", "y una Santiago, Ana 600111222")
    assert t.texts[0] == TWO
    assert line_counts(c) == {"bica": 1, "tarta-santiago": 1}
    assert c.order["name"] == "Ana"


def test_one_of_santiago_is_still_the_tart():
    c, t = order_after("", BICA + " a las 10", "y una de santiago")
    assert t.texts[0] == TWO
    assert line_counts(c) == {"bica": 1, "tarta-santiago": 1}


def test_the_tart_named_whole_beside_the_phone_is_still_the_tart():
    c, t = order_after("", BICA + " a las 10", "y una tarta de Santiago, 600111222")
    assert t.texts[0] == TWO
    assert line_counts(c) == {"bica": 1, "tarta-santiago": 1}


def test_roses_too_is_still_more_roses():
    c, t = order_after("floristeria", "un ramo de temporada para el lunes a las 10", "y rosas también")
    assert "ramo-rosas" in line_counts(c)
    assert t.texts[0] == "Apunto: 1 × Ramo de temporada y 1 × Ramo de rosas. Total 63,00 €."


def test_two_roses_beside_the_phone_are_still_roses():
    c, t = order_after("floristeria", RAMO + " a las 10", "mejor 2 ramos de rosas, Ana 600222333")
    assert line_counts(c) == {"ramo-rosas": 2} and c.order["name"] == "Ana"
    assert t.texts[0] == "Apunto: 2 × Ramo de rosas. Total 70,00 €."


def test_santiago_at_the_size_question_answers_the_size():
    c = chat()
    c.say("quiero una tarta de santiago para el martes")
    t = c.say("Santiago, la de 12")
    assert line_counts(c) == {"tarta-santiago": 1}
    assert c.order["lines"][0]["options"].get("raciones") == "12"
    assert c.order["name"] is None
    assert t.texts[0] == "Apunto: 1 × Tarta de Santiago (12 raciones). Total 26,00 €."


def test_a_name_alone_at_the_name_question_still_works():
    c, t = order_after("", BICA, "a las 10", "Santiago 600111222")
    assert line_counts(c) == {"bica": 1} and c.order["name"] == "Santiago"
    assert t.text == NOTE_ES


def test_a_named_name_with_its_cue_still_works():
    c, t = order_after("floristeria", RAMO, "a las 11, a nombre de Rosa")
    assert line_counts(c) == {"ramo-rosas": 1} and c.order["name"] == "Rosa"
    assert t.texts[0] == "Apunto la recogida el lunes 2 de noviembre a las 11:00."
    assert t.texts[-1].startswith("¿Y un teléfono de contacto?")


def test_a_phone_word_is_no_name():
    c, t = order_after("", BICA, "a las 10, movil 600111222")
    assert line_counts(c) == {"bica": 1} and c.order["name"] is None
    assert t.texts == ["Apunto la recogida el martes 3 de noviembre a las 10:00.", "¿A nombre de quién lo preparo?"]


def test_a_head_noun_in_lower_case_beside_the_phone_stays_a_product_word():
    c, t = order_after("", "un pan de masa madre para hoy a la 1", "y una palmera, 600111222")
    assert line_counts(c) == {"pan-masa-madre": 1, "palmera": 1}
    assert t.texts[0] == "Apunto: 1 × Pan de masa madre y 1 × Palmera de hojaldre. Total 6,70 €."


def test_a_size_in_lower_case_beside_the_phone_is_still_the_size():
    c, t = order_after("", "una tarta de santiago para el martes", "grande, 600111222")
    assert c.order["lines"][0]["options"].get("raciones") == "20"
    assert c.order["name"] is None and c.order["phone"] == "+34600111222"
    assert "Apunto: 1 × Tarta de Santiago (20 raciones). Total 36,00 €." in t.texts


def test_a_lower_case_word_the_catalogue_does_not_use_is_no_name():
    c, t = order_after("", BICA, "a las 10, efectivo 600111222")
    assert line_counts(c) == {"bica": 1} and c.order["name"] is None
    assert "¿A nombre de quién" in t.text


def test_a_lower_case_name_at_the_product_question_is_not_taken():
    c, t = order_after("", "una tarta para el martes", "chocolate, 600111222")
    assert c.order["name"] is None and "Chocolate" not in t.text
    assert t.texts[0] == "Apunto el teléfono: 600 11 12 22."


def test_santiago_in_lower_case_with_the_phone_alone_is_the_name():
    c, t = order_after("", BICA, "santiago 600111222")
    assert line_counts(c) == {"bica": 1}
    assert c.order["name"] == "Santiago" and c.order["phone"] == "+34600111222"
    assert t.texts[0] == "Apunto el nombre y el teléfono: Santiago, 600 11 12 22."


# ---- the first message, the order whole with the contact: no question asked yet --------------------

@pytest.mark.parametrize("said, name", [
    ("una bica para el martes a las 10, Santiago 600111222", "Santiago"),
    ("unha bica para o martes ás 10, Santiago 600111222", "Santiago"),
    ("una bica para el martes a las 10, santiago 600111222", "Santiago"),
    ("una bica para el martes a las 10. Santiago Pérez, 600111222", "Santiago Pérez"),
])
def test_the_first_message_with_the_name_beside_the_phone(said, name):
    c, t = order_after("", said)
    assert line_counts(c) == {"bica": 1} and c.order["name"] == name
    assert "27,00 €" not in t.text
    assert t.texts[0] == "Apunto: 1 × Bica gallega. Total 9,00 €."


@pytest.mark.parametrize("said", [
    "a la 1, Palmira, digo, Pilar 600111222",
    "á 1, Palmira... non perdoa, Pilar 600111222",
])
def test_a_mended_name_said_otherwise(said):
    c, t = order_after("", "un pan de masa madre para hoy", said)
    assert line_counts(c) == {"pan-masa-madre": 1} and c.order["name"] == "Pilar"
    assert "dedicatoria" in t.text


# ---- the salon: a customer named like one of the staff, beside the phone -----------------------------

@pytest.mark.parametrize("said, name", [
    ("a las 12, Marta 600222333", "Marta"),
    ("a las 12, Marta Souto 600222333", "Marta Souto"),
    ("ás 12, 600222333, Marta", "Marta"),
])
def test_a_staff_name_beside_the_phone_is_the_customer(said, name):
    c, t = order_after("peluqueria", "un corte de mujer el martes", said)
    b = c.state["booking"]
    assert b["name"] == name and b["resource"] is None and b["services"] == ["corte-mujer"]
    assert "con Marta" not in t.text
    assert "12:00. Total 22,00 €" in t.texts[0]


def test_with_a_staff_name_beside_the_phone_is_still_the_person_asked_for():
    c, t = order_after("peluqueria", "un corte de mujer el martes", "a las 12 con Marta, Ana 600222333")
    b = c.state["booking"]
    assert b["name"] == "Ana" and b["resource"] == "marta"
    assert t.texts[0].startswith("Apunto: corte de mujer con Marta el martes 3 de noviembre a las 12:00.")


def test_the_name_beside_the_phone_then_more_ordered():
    c, t = order_after("floristeria", RAMO, "a las 10, Rosa 600222333 y una tarjeta")
    assert line_counts(c) == {"ramo-rosas": 1, "tarjeta": 1} and c.order["name"] == "Rosa"
    assert t.texts[0] == "Apunto: 1 × Ramo de rosas y 1 × Tarjeta dedicada. Total 38,00 €."


def test_the_name_beside_the_phone_then_more_ordered_in_galician():
    c, t = order_after("", BICA, "ás 10, Santiago 600111222 e unha palmera")
    assert line_counts(c) == {"bica": 1, "palmera": 1} and c.order["name"] == "Santiago"
    assert t.texts[0] == "Apunto: 1 × Bica gallega e 1 × Palmera de hojaldre. Total 11,20 €."


@pytest.mark.parametrize("slug, first, said, lines, name", [
    ("", BICA, "a las 10 Santiago 600111222", {"bica": 1}, "Santiago"),
    ("", "un pan de masa madre para hoy", "a la 1 Palmira 600111222", {"pan-masa-madre": 1}, "Palmira"),
    ("floristeria", "un ramo de rosas para o luns", "ás 10 Rosa 600222333", {"ramo-rosas": 1}, "Rosa"),
])
def test_the_name_right_after_the_time_without_a_comma(slug, first, said, lines, name):
    c, t = order_after(slug, first, said)
    assert line_counts(c) == lines and c.order["name"] == name
    assert "¿A nombre de quién" not in t.text and "¿A nome de quen" not in t.text


def test_an_article_before_the_name_after_the_time_is_still_the_product():
    c, t = order_after("", BICA, "a las 10 y una Santiago 600111222")
    assert t.texts[0] == TWO
    assert line_counts(c) == {"bica": 1, "tarta-santiago": 1}
