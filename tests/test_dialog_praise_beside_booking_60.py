"""A past visit or a dish praised, then a table asked for, at the restaurant (stop 60, branch s60L).

What the customer read before, at the restaurant (tests/fixtures/datasets/restaurante, which takes no
orders):
- «ayer cenamos muy bien, queremos repetir el sabado para 4», «la semana pasada comimos genial, queremos
  volver el viernes 6 personas a las 21», gl «onte ceamos moi ben, queremos repetir o sábado para 4»: the
  visit told of made it a story for a person («Eso no lo tengo claro y prefiero no inventarlo…»); «ayer
  cenamos muy bien» alone was handed over too.
- «el pulpo de ayer estaba buenisimo, queremos 4 para el sabado»: «4 × Pulpo á feira: 66,00 €…» and «Por
  aquí no tomo pedidos…», though nothing is ordered here; «queremos 4 para el sabado» alone was handed over.

What they read now:
- The visit praised («cenamos muy bien», «comimos genial», «ceamos moi ben», «xantamos de luxo», «lo
  pasamos de lujo») is thanked («¡Muchas gracias, da gusto leerlo!»), and the table asked beside it is
  taken: its party and day, then the time asked (or the name, when the time was said).
- Where nothing is ordered and tables are booked, a count wished with a day («queremos 4 para el sábado»,
  after a dish praised or alone) is the party.
Near-misses keep today's behaviour: a dish counted by its name still gets the no-orders answer; the bakery
still orders the praised thing counted; «cenamos 4 el sábado» is a party of 4.
"""
import pytest

from tests.conversation import chat

RESTAURANT = "restaurante"
THANKED_ES = "¡Muchas gracias, da gusto leerlo!"
THANKED_GL = "Moitas grazas, dá gusto lelo!"
HANDED = "Eso no lo tengo claro y prefiero no inventarlo."
FOUR_SATURDAY_ES = "Apunto: reserva para 4 personas el sábado 7 de noviembre."
FOUR_SATURDAY_GL = "Apunto: reserva para 4 persoas o sábado 7 de novembro."
WHAT_TIME_ES = "¿A qué hora te va bien el sábado 7 de noviembre?"
WHAT_TIME_GL = "¿A que hora che vai ben o sábado 7 de novembro?"


def _booking(c) -> dict:
    return c.state.get("booking") or {}


# --- 1. a visit praised, then a table --------------------------------------------------------------------

@pytest.mark.parametrize("said", [
    "ayer cenamos muy bien, queremos repetir el sabado para 4",
    "Ayer cenamos muy bien, queremos repetir el sábado para 4.",
    "ayer cenamos super bien, reservamos para el sabado 4 personas",
    "ayer cenamos muy bien y queremos repetir el sabado para 4",
    "el finde pasado lo pasamos de lujo, queremos mesa el sabado para 4",
    "ayer cenamos muy bien. Queremos repetir el sabado, somos 4",
])
def test_a_visit_praised_then_a_table_for_saturday(said):
    c = chat(RESTAURANT)
    t = c.say(said)
    assert t.texts[:3] == [THANKED_ES, FOUR_SATURDAY_ES, WHAT_TIME_ES]
    assert _booking(c)["party"] == 4 and _booking(c)["ymd"] == "2026-11-07"


@pytest.mark.parametrize("said", [
    "onte ceamos moi ben, queremos repetir o sábado para 4",
    "onte ceamos moi ben, queremos repetir o sabado para 4",
    "o outro dia xantamos xenial, queremos volver o sabado para 4",
])
def test_a_visit_praised_then_a_table_in_galician(said):
    c = chat(RESTAURANT)
    t = c.say(said)
    assert t.texts[:3] == [THANKED_GL, FOUR_SATURDAY_GL, WHAT_TIME_GL]
    assert _booking(c)["party"] == 4


def test_a_visit_praised_then_a_table_with_its_time():
    c = chat(RESTAURANT)
    t = c.say("la semana pasada comimos genial, queremos volver el viernes 6 personas a las 21")
    assert t.texts[:2] == [THANKED_ES, "Apunto: reserva para 6 personas a las 21:00."]
    assert _booking(c)["party"] == 6 and _booking(c)["min"] == 21 * 60


@pytest.mark.parametrize("said, thanked, noted, name_asked", [
    ("el sabado pasado comimos de maravilla, mesa para 2 el domingo a las 14", THANKED_ES,
     "Apunto: reserva para 2 personas el domingo 1 de noviembre a las 14:00.", "¿A nombre de quién hago la reserva?"),
    ("Comimos genial y quisiéramos volver el domingo a las 14, somos 3", THANKED_ES,
     "Apunto: reserva para 3 personas el domingo 1 de noviembre a las 14:00.", "¿A nombre de quién hago la reserva?"),
    ("onte xantamos de luxo, queremos volver o domingo ás 14, somos 3", THANKED_GL,
     "Apunto: reserva para 3 persoas o domingo 1 de novembro ás 14:00.", "¿A nome de quen fago a reserva?"),
])
def test_a_visit_praised_then_a_whole_table_asks_the_name(said, thanked, noted, name_asked):
    t = chat(RESTAURANT).say(said)
    assert t.texts == [thanked, noted, name_asked]


@pytest.mark.parametrize("said", ["ayer cenamos muy bien", "la semana pasada comimos genial",
                                  "salimos encantados de la cena de ayer"])
def test_a_visit_praised_alone_is_thanked(said):
    c = chat(RESTAURANT)
    t = c.say(said)
    assert t.texts == [THANKED_ES + " Si necesitas algo más, aquí estoy."]
    assert t.request is None and not _booking(c)


# --- 2. a dish praised, then a count for a day: the party ------------------------------------------------

@pytest.mark.parametrize("said", [
    "el pulpo de ayer estaba buenisimo, queremos 4 para el sabado",
    "El pulpo de ayer estaba buenísimo, queremos 4 para el sábado",
    "el pulpo estaba riquisimo, quiero 4 para el sabado",
])
def test_a_dish_praised_then_a_count_for_a_day_is_the_party(said):
    c = chat(RESTAURANT)
    t = c.say(said)
    assert t.texts[:3] == [THANKED_ES, FOUR_SATURDAY_ES, WHAT_TIME_ES]
    assert not any("Pulpo" in x for x in t.texts)
    assert _booking(c)["party"] == 4


def test_a_dish_praised_in_galician_then_a_count():
    t = chat(RESTAURANT).say("o polbo de onte estaba boisimo, queremos 4 para o sabado")
    assert t.texts[:3] == [THANKED_GL, FOUR_SATURDAY_GL, WHAT_TIME_GL]


def test_a_dish_praised_then_a_count_with_its_time():
    t = chat(RESTAURANT).say("el pulpo estaba buenisimo, queremos 4 para el sabado a las 21")
    assert t.texts == [THANKED_ES, "Apunto: reserva para 4 personas el sábado 7 de noviembre a las 21:00.",
                       "¿A nombre de quién hago la reserva?"]


@pytest.mark.parametrize("said, party, day", [
    ("queremos 4 para el sabado", 4, FOUR_SATURDAY_ES),
    ("quiero 2 para el sabado", 2, "Apunto: reserva para 2 personas el sábado 7 de noviembre."),
    ("pues queremos 4 para el sábado", 4, FOUR_SATURDAY_ES),
])
def test_a_count_wished_for_a_day_is_a_table_where_nothing_is_ordered(said, party, day):
    c = chat(RESTAURANT)
    t = c.say(said)
    assert t.texts[0] == day and HANDED not in " ".join(t.texts)
    assert _booking(c)["party"] == party


# --- near-misses -----------------------------------------------------------------------------------------

def test_a_dish_counted_by_its_name_still_is_no_order_here():
    t = chat(RESTAURANT).say("queremos 4 pulpos para el sabado")
    assert t.texts[0] == "4 × Pulpo á feira: 66,00 € (16,50 € la unidad)."
    assert t.texts[1].startswith("Por aquí no tomo pedidos ni encargos")


def test_a_meal_verb_with_a_count_is_still_the_party():
    c = chat(RESTAURANT)
    t = c.say("cenamos 4 el sabado")
    assert t.texts[:2] == [FOUR_SATURDAY_ES, WHAT_TIME_ES]


def test_the_bakery_still_orders_the_praised_thing_counted():
    c = chat()
    t = c.say("los croissants de ayer estaban buenisimos, quiero 4 para el sabado")
    # (stop 63: the praise beside it is thanked first, as «…, 4 más para el sábado» is)
    assert t.texts[:2] == ["¡Muchas gracias, da gusto leerlo!", "Apunto: 4 × Croissant de mantequilla. Total 7,20 €."]
    assert c.state["order"]["lines"][0]["qty"] == 4


def test_the_bakery_still_orders_more_of_what_was_bought():
    t = chat().say("ayer os compre croissants, quiero 6 mas")
    assert t.texts[0] == "Apunto: 6 × Croissant de mantequilla. Total 10,80 €."


def test_the_salon_still_hands_over_a_bare_count_for_a_day():
    t = chat("peluqueria").say("quiero 2 para el sabado")
    assert t.texts[0].startswith(HANDED)
