"""Stop 50, asked_not_taken: a thing asked ABOUT is not ordered, and «I'll take it» after asking
orders it. «y la X cuánto vale?» mid-order answers X's price and leaves the order and its day as they
were (its «vale» is the question's, not an agreement tag closing «y la X»); «vale, pídoo», «vale,
apúntamo», «sí, ese», «pídemelo» right after the answer about X add one X. Near misses keep their
reading: X ordered and asked at once («una X y cuánto vale?») is added, «vale, gracias» takes nothing,
a request closed by «¿vale?» is still read. (Stop 55: a bare «vale» right after one thing's price takes
it, tests/test_dialog_taken_and_not_products_55.py; «ok» alone stays an acknowledgement.)"""
import pytest

from tests.conversation import chat

BAKERY_ORDER = "quiero 4 croissants para mañana a las 10"
BOOKSHOP_ORDER = "quero 2 da ra e a rata"


def _lines(c) -> list[tuple[str, int]]:
    return [(line["item_id"], line["qty"]) for line in c.order["lines"]]


# ---- a price question mid-order answers the price, adds nothing --------------------------------------

@pytest.mark.parametrize("asked, reply", [
    ("y la bica cuanto vale?", "Bica gallega: 9,00 €. ¿A nombre de quién lo preparo?"),
    ("y la bica cuánto vale?", "Bica gallega: 9,00 €. ¿A nombre de quién lo preparo?"),
    ("la bica cuanto vale?", "Bica gallega: 9,00 €. ¿A nombre de quién lo preparo?"),
    ("la bica, cuánto vale?", "Bica gallega: 9,00 €. ¿A nombre de quién lo preparo?"),
    ("y la bica q vale?", "Bica gallega: 9,00 €. ¿A nombre de quién lo preparo?"),
    ("y la palmera cuanto valen?", "Palmera de hojaldre: 2,20 €. ¿A nombre de quién lo preparo?"),
    ("e a bica canto vale?", "Bica gallega: 9,00 €. ¿A nome de quen o preparo?"),
    ("e a bica, canto vale?", "Bica gallega: 9,00 €. ¿A nome de quen o preparo?"),
])
def test_a_price_asked_mid_order_keeps_the_order_and_its_day(asked, reply):
    c = chat()
    c.say(BAKERY_ORDER)
    t = c.say(asked)
    assert t.text == reply and t.chip_labels[0].startswith("Encargar: ")
    assert _lines(c) == [("croissant", 4)]
    assert c.order["ymd"] == "2026-11-01" and c.order["min"] == 600


@pytest.mark.parametrize("asked", ["e o atlas do ceo canto vale?", "o atlas do ceo canto vale?",
                                   "e o atlas do ceo, canto vale?", "y el atlas do ceo cuanto vale?"])
def test_a_price_asked_mid_order_at_the_bookshop_adds_nothing(asked):
    c = chat("libreria")
    c.say(BOOKSHOP_ORDER)
    t = c.say(asked)
    assert t.text.startswith("Atlas do ceo: 16,00 €.") and "Encargar: Atlas do ceo" in t.chip_labels
    assert _lines(c) == [("ra-e-rata", 2)] and c.order["ymd"] == "2026-10-31"


def test_a_price_asked_mid_order_at_the_florist_adds_no_vase():
    c = chat("floristeria")
    c.say("un ramo de rosas para el lunes a las 11")
    t = c.say("y el jarron cuanto vale?")
    assert t.text == "Jarrón de cristal: 15,00 €. ¿A nombre de quién lo preparo?"
    assert _lines(c) == [("ramo-rosas", 1)] and c.order["ymd"] == "2026-11-02" and c.order["min"] == 660


def test_a_price_asked_mid_appointment_adds_no_service():
    c = chat("peluqueria")
    c.say("corte de mujer el jueves")
    t = c.say("y el tinte cuanto vale?")
    assert t.text.startswith("Tinte: 35,00 €.")
    assert c.state["booking"]["services"] == ["corte-mujer"] and c.state["booking"]["ymd"] == "2026-11-05"


@pytest.mark.parametrize("asked", ["la bica cuanto vale?", "y la bica cuánto vale?", "e a bica canto vale?"])
def test_a_price_asked_first_is_answered_and_starts_no_order(asked):
    c = chat()
    t = c.say(asked)
    assert t.text == "Bica gallega: 9,00 €." and t.chip_labels == ["Encargar: Bica gallega"]
    assert not (c.state.get("order") or {}).get("lines")


# ---- «I'll take it» after asking about a thing orders it ------------------------------------------

@pytest.mark.parametrize("took", ["vale, pídoo", "vale, apúntamo", "si, ese", "sí, ese mismo", "pois pídoo",
                                  "vale pidemo", "pídemelo", "ok, pídemelo porfa", "vale, encárgomo",
                                  "encargoo", "apuntamo porfa"])
def test_taking_the_book_just_priced_orders_one(took):
    c = chat("libreria")
    c.say("canto custa o atlas do ceo?")
    t = c.say(took)
    assert t.text.startswith("Apunto: 1 × Atlas do ceo. Total 16,00 €.")
    assert _lines(c) == [("atlas-ceo", 1)]


def test_taking_it_after_another_question_in_between_orders_it():
    c = chat("libreria")
    c.say("ola, tedes o río sen nome?")
    c.say("cando o podería recoller?")
    t = c.say("vale, encárgomo")
    assert t.text.startswith("Apunto: 1 × Río sen nome. Total 19,50 €.")
    assert _lines(c) == [("rio-sen-nome", 1)]


@pytest.mark.parametrize("took", ["sí, esa", "si esa misma porfa", "pídemela", "vale, pídemela", "vale, encárgoa"])
def test_taking_the_one_just_priced_mid_order_adds_it(took):
    c = chat()
    c.say(BAKERY_ORDER)
    c.say("y la bica cuanto vale?")
    t = c.say(took)
    assert t.text.startswith("Apunto: 4 × Croissant de mantequilla y 1 × Bica gallega. Total 16,20 €.")
    assert _lines(c) == [("croissant", 4), ("bica", 1)]


@pytest.mark.parametrize("took", ["vale, pídoo", "si, ese", "vale, apúntamo"])
def test_taking_the_book_just_priced_mid_order_adds_it(took):
    c = chat("libreria")
    c.say(BOOKSHOP_ORDER)
    c.say("canto vale o atlas do ceo?")
    c.say(took)
    assert _lines(c) == [("ra-e-rata", 2), ("atlas-ceo", 1)]


@pytest.mark.parametrize("took", ["vale, apúntamelo", "vale, apúntamo"])
def test_taking_the_service_just_priced_mid_appointment_adds_it(took):
    c = chat("peluqueria")
    c.say("corte de mujer el jueves")
    c.say("y el tinte cuanto vale?")
    t = c.say(took)
    assert t.text.startswith("Apunto: corte de mujer y tinte el jueves 5 de noviembre. Total 57,00 €")
    assert c.state["booking"]["services"] == ["corte-mujer", "tinte"]


# ---- what keeps its reading ------------------------------------------------------------------------

@pytest.mark.parametrize("said", ["una bica y cuánto vale?", "y una bica, cuanto vale?", "ponme una bica, cuánto vale?"])
def test_a_thing_ordered_and_asked_at_once_is_added(said):
    c = chat()
    c.say(BAKERY_ORDER)
    c.say(said)
    assert _lines(c) == [("croissant", 4), ("bica", 1)]


def test_a_thing_wanted_with_its_price_asked_is_ordered():
    c = chat()
    t = c.say("quiero la bica, cuánto es?")
    assert t.text.startswith("Apunto: 1 × Bica gallega. Total 9,00 €.") and _lines(c) == [("bica", 1)]


@pytest.mark.parametrize("said, ymd, minutes", [
    ("quiero la bica para el martes, vale?", "2026-11-03", None),
    ("una bica para el martes a las 10 vale?", "2026-11-03", 600),
])
def test_a_request_closed_by_an_agreement_tag_is_still_read(said, ymd, minutes):
    c = chat()
    c.say(said)
    assert _lines(c) == [("bica", 1)] and c.order["ymd"] == ymd and c.order["min"] == minutes


@pytest.mark.parametrize("said", ["ok", "vale, gracias", "no, esa no", "vale, lo pienso", "si, esa es la que vi"])
def test_a_plain_answer_after_a_price_takes_nothing(said):
    c = chat()
    c.say("cuanto cuesta la bica?")
    c.say(said)
    assert not (c.state.get("order") or {}).get("lines")


def test_a_yes_to_the_hour_question_is_no_product():
    c = chat()
    c.say("quiero 4 croissants para hoy")
    c.say("sí, esa")
    assert _lines(c) == [("croissant", 4)] and c.order["min"] is None


def test_a_yes_long_after_asking_about_another_adds_nothing():
    c = chat()
    c.say("quiero 4 croissants para hoy")
    c.say("y la bica cuanto vale?")
    c.say("a las 13:30")
    c.say("sí, esa")
    assert _lines(c) == [("croissant", 4)]


def test_an_hour_after_a_price_mid_order_takes_nothing():
    c = chat()
    c.say("quiero 4 croissants para hoy")
    c.say("y la bica cuanto vale?")
    c.say("vale, a las 13:30")
    assert _lines(c) == [("croissant", 4)] and c.order["min"] == 810


def test_thinking_about_a_service_just_priced_adds_nothing():
    c = chat("peluqueria")
    c.say("corte de mujer el jueves")
    c.say("y el tinte cuanto vale?")
    c.say("vale, lo pienso")
    assert c.state["booking"]["services"] == ["corte-mujer"]
