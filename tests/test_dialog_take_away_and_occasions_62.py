"""Stop 62. Four families:
1. At a place that books tables and takes no orders, «paso a por él el viernes», «me lo llevo el viernes»,
   «para llevar el viernes», gl «paso a buscalo o venres» right after a thing's price started a table: it is
   a thing to take away, refused plainly with a table offered for the day said.
2. A florist asked for «un arreglo floral para una boda», «flores para un funeral» asked «¿Qué ramo quieres?»,
   dropping the occasion: for an occasion of the dataset's (`reading.occasion_words`) none of its things is
   described for, a person advises, handed the message; «algo para un cumpleaños» (no such occasion): the
   knowledge's word, else what the catalogue marks popular, said as such.
3. After a list (a diet's, a kind's, the prices of several), «lo recojo el martes», gl «recóllolo o martes»,
   «me lo llevo el martes», «lo quiero para el martes» went to a person: which of the listed, asked, the day kept.
4. «mesa ven 21h para 2», «mesa mar 21h para 2» asked the day: a bare «mar»/«ven» with a clock time after
   it (or an hour after the party) is that weekday; the sea and «ven» (come) stay words."""
import pytest

from bizengine.language.days import respell_weekdays
from bizengine.language.text import clean
from tests.conversation import chat

NO_TAKE_AWAY = "Por aquí no tomo pedidos para llevar ni encargos. Si quieres, te reservo mesa"
NO_TAKE_AWAY_GL = "Por aquí non tomo pedidos para levar nin encargas. Se queres, resérvoche mesa"


# ---- 1. a thing to take away after its price, where nothing is ordered -------------------------------------

@pytest.mark.parametrize("asked, then, said", [
    ("cuanto cuesta el pulpo?", "paso a por el el viernes", f"{NO_TAKE_AWAY} para el viernes 6 de noviembre."),
    ("cuanto cuesta el pulpo?", "paso a por él el viernes", f"{NO_TAKE_AWAY} para el viernes 6 de noviembre."),
    ("cuanto cuesta el pulpo?", "me lo llevo el viernes", f"{NO_TAKE_AWAY} para el viernes 6 de noviembre."),
    ("cuanto cuesta el pulpo?", "para llevar el viernes", f"{NO_TAKE_AWAY} para el viernes 6 de noviembre."),
    ("cuanto cuesta el pulpo?", "vale, lo recojo el sabado", f"{NO_TAKE_AWAY} para el sábado 7 de noviembre."),
    ("cuanto cuesta el pulpo?", "pa llevar el viernes porfa", f"{NO_TAKE_AWAY} para el viernes 6 de noviembre."),
    ("cuanto cuestan las croquetas?", "me las llevo el jueves", f"{NO_TAKE_AWAY} para el jueves 5 de noviembre."),
    ("que entrantes teneis?", "me los llevo el sabado", f"{NO_TAKE_AWAY} para el sábado 7 de noviembre."),
    ("cuanto cuesta el pulpo?", "lo recojo", f"{NO_TAKE_AWAY}."),
    ("canto custa o polbo?", "paso a buscalo o venres", f"{NO_TAKE_AWAY_GL} para o venres 6 de novembro."),
    ("canto custa o polbo?", "lévoo o venres", f"{NO_TAKE_AWAY_GL} para o venres 6 de novembro."),
    ("canto custa o polbo?", "para levar o venres", f"{NO_TAKE_AWAY_GL} para o venres 6 de novembro."),
    ("canto custa o polbo?", "recóllolo o venres", f"{NO_TAKE_AWAY_GL} para o venres 6 de novembro."),
])
def test_a_thing_to_take_away_is_refused_and_a_table_offered(asked, then, said):
    c = chat("restaurante")
    c.say(asked)
    t = c.say(then)
    assert t.texts == [said]
    assert "Apunto: reserva" not in t.text and t.request is None
    assert t.chip_labels == ["Reservar mesa"]


def test_the_table_offered_keeps_the_day():
    c = chat("restaurante")
    c.say("cuanto cuesta el pulpo?")
    c.say("para llevar el viernes")
    t = c.press("Reservar mesa")
    assert "reserva el viernes 6 de noviembre" in t.text and "¿Para cuántas personas?" in t.text


@pytest.mark.parametrize("asked, then, said", [
    ("cuanto cuesta el pulpo?", "vale, el viernes para 2", "reserva para 2 personas el viernes 6 de noviembre"),
    ("cuanto cuesta el pulpo?", "mesa para 2 el viernes", "reserva para 2 personas el viernes 6 de noviembre"),
    ("cuanto cuesta el pulpo?", "el viernes vamos 2", "reserva para 2 personas el viernes 6 de noviembre"),
])
def test_a_table_after_a_price_is_still_a_table(asked, then, said):
    c = chat("restaurante")
    c.say(asked)
    assert said in c.say(then).text


def test_whether_take_away_is_done_stays_a_question():
    c = chat("restaurante")
    c.say("cuanto cuesta el pulpo?")
    t = c.say("¿se puede pedir para llevar?")
    assert NO_TAKE_AWAY not in t.text and t.request["kind"] == "question"


def test_a_dish_to_take_away_named_is_refused_as_before():
    t = chat("restaurante").say("quiero el pulpo para llevar el viernes")
    assert "Pulpo á feira: 16,50 €." in t.text and "pedidos" in t.text


def test_a_pickup_where_orders_are_taken_is_still_an_order():
    c = chat()
    c.say("cuanto cuesta el brownie?")
    t = c.say("paso a por el el martes")
    assert "1 × Brownie sin harina" in t.text and "martes 3 de noviembre" in t.text


# ---- 2. an arrangement wished for an occasion --------------------------------------------------------------

ADVISES = "mejor te aconseja una persona de Flores Raíña: le paso lo que me pides y te responderá aquí"
ADVISES_GL = "mellor te aconsella unha persoa de Flores Raíña: paso o que me pides e responderache aquí"


@pytest.mark.parametrize("said, occasion", [
    ("quiero un arreglo floral para una boda", "Para una boda"),
    ("Quiero un arreglo floral para una boda", "Para una boda"),
    ("kiero un areglo floral pa una boda", "Para una boda"),
    ("flores para un funeral", "Para un funeral"),
    ("unas flores para el tanatorio", "Para el tanatorio"),
    ("centro de mesa para una comunión", "Para una comunión"),
    ("centro de mesa para una comunion", "Para una comunion"),
    ("algo para un funeral", "Para un funeral"),
    ("quiero un ramo para una boda el sabado", "Para una boda"),
    ("necesito una composición floral para un evento", "Para un evento"),
])
def test_a_wish_for_an_occasion_goes_to_a_person_with_it(said, occasion):
    t = chat("floristeria").say(said)
    assert t.texts[0].startswith(f"{occasion} {ADVISES}")
    assert "¿Qué ramo quieres?" not in t.text and "35,00 €" not in t.text
    assert t.request["kind"] == "handoff" and t.request["data"]["text"] == said


@pytest.mark.parametrize("said, occasion", [
    ("un arranxo para unha voda", "Para unha voda"),
    ("quero un arranxo floral pra unha voda", "Para unha voda"),
    ("unhas flores para un enterro", "Para un enterro"),
])
def test_a_wish_for_an_occasion_in_galician(said, occasion):
    t = chat("floristeria").say(said)
    assert t.texts[0].startswith(f"{occasion} {ADVISES_GL}")
    assert t.request["kind"] == "handoff"


@pytest.mark.parametrize("said, lead", [
    ("algo para un cumpleaños", "Lo que más se pide, por si te sirve para un cumpleaños:"),
    ("algo para un cumpleanos", "Lo que más se pide, por si te sirve para un cumpleanos:"),
    ("quiero algo para un aniversario", "Lo que más se pide, por si te sirve para un aniversario:"),
    ("tedes algo para un aniversario?", "O que máis se pide, por se che serve para un aniversario:"),
])
def test_something_for_an_event_gets_the_popular_things(said, lead):
    t = chat("floristeria").say(said)
    assert t.texts[0] == f"{lead} Ramo de rosas: 35,00 €. " + (
        "Ramo de tempada: 28,00 €." if "tedes" in said else "Ramo de temporada: 28,00 €.")
    assert t.request is None


def test_something_for_an_event_then_one_of_them_ordered():
    c = chat("floristeria")
    c.say("algo para un cumpleaños")
    t = c.say("me quedo con el primero para el lunes")
    assert "1 × Ramo de rosas" in t.text


@pytest.mark.parametrize("said, reply", [
    ("quiero el ramo de rosas para una boda", "Apunto: 1 × Ramo de rosas."),    # the thing named: ordered
    ("quiero un arreglo floral para el sábado", "¿Qué ramo quieres?"),           # no occasion
    ("quiero un ramo para mi madre", "¿Qué ramo quieres?"),
    ("¿haceis ramos para bodas?", "Ramo de rosas: 35,00 €. Ramo de temporada: 28,00 €."),    # asked: stop 61's
])
def test_near_misses_of_an_occasion_keep_their_reading(said, reply):
    assert reply in chat("floristeria").say(said).text


def test_the_occasion_of_an_order_held_is_still_a_note():
    c = chat("floristeria")
    c.say("quiero un ramo de temporada")
    t = c.say("es para un funeral")
    assert "indicación" in t.text and t.request["kind"] == "order"


# ---- 3. a pickup after a list, naming none ----------------------------------------------------------------

GLUTEN_FREE = ["Tarta de Santiago · 18,00 €", "Brownie sin harina · 3,00 €", "Caja de 6 macarons · 12,00 €"]


@pytest.mark.parametrize("then, asked", [
    ("lo recojo el martes", "¿De cuál: Tarta de Santiago, Brownie sin harina o Caja de 6 macarons, para el martes 3 "
                            "de noviembre?"),
    ("me lo llevo el martes", "¿De cuál: Tarta de Santiago, Brownie sin harina o Caja de 6 macarons, para el martes "
                              "3 de noviembre?"),
    ("lo quiero para el martes", "¿De cuál: Tarta de Santiago, Brownie sin harina o Caja de 6 macarons, para el "
                                 "martes 3 de noviembre?"),
    ("vale, lo recojo el martes", "¿De cuál: Tarta de Santiago, Brownie sin harina o Caja de 6 macarons, para el "
                                  "martes 3 de noviembre?"),
    ("paso a por el el martes", "¿De cuál: Tarta de Santiago, Brownie sin harina o Caja de 6 macarons, para el "
                                "martes 3 de noviembre?"),
    ("recóllolo o martes", "¿De cal: Tarta de Santiago, Brownie sin harina ou Caja de 6 macarons, para o martes 3 "
                           "de novembro?"),
    ("recollolo o martes", "¿De cal: Tarta de Santiago, Brownie sin harina ou Caja de 6 macarons, para o martes 3 "
                           "de novembro?"),
])
def test_a_pickup_after_a_diet_list_asks_which(then, asked):
    c = chat()
    c.say("hay algo sin gluten?")
    t = c.say(then)
    assert t.texts == [asked]
    assert t.chip_labels == GLUTEN_FREE
    assert t.request is None or t.request["kind"] != "question"


def test_the_day_stays_with_the_one_chosen():
    c = chat()
    c.say("hay algo vegano?")
    c.say("lo recojo el martes a las 10")
    t = c.press("Pan de centeno · 4,00 €")
    assert "1 × Pan de centeno" in t.text
    assert t.request["data"]["ymd"] == "2026-11-03"


@pytest.mark.parametrize("asked, then, chips, day", [
    ("que tartas teneis?", "la recojo el martes", 6, "2026-11-03"),
    ("cuanto cuestan los panes?", "los recojo el martes", 3, "2026-11-03"),
    ("que panes teneis?", "me lo llevo el jueves", 2, "2026-11-05"),     # «¿Qué pan quieres?», the day kept
    ("cuanto cuestan la tarta de queso y la de santiago?", "lo recojo el martes", 3, "2026-11-03"),
])
def test_a_pickup_after_a_kind_or_prices_asks_which(asked, then, chips, day):
    c = chat()
    c.say(asked)
    t = c.say(then)
    assert t.request is None and len(t.chip_labels) == chips
    assert c.press(t.chip_labels[1]).request["data"]["ymd"] == day


@pytest.mark.parametrize("then", ["lo quiero pensar", "gracias, lo pienso", "¿lo recojo yo?"])
def test_near_misses_after_a_list_take_nothing(then):
    c = chat()
    c.say("hay algo sin gluten?")
    t = c.say(then)
    assert "¿De cuál" not in t.text and "Apunto" not in t.text


# ---- 4. short weekdays in bookings and orders ------------------------------------------------------------

@pytest.mark.parametrize("text, said", [
    ("mesa ven 21h para 2", "el viernes 6 de noviembre a las 21:00"),
    ("mesa mar 21h para 2", "el martes 3 de noviembre a las 21:00"),
    ("mesa mar 21:30 para 2", "el martes 3 de noviembre a las 21:30"),
    ("mesa mar 21 h para 2", "el martes 3 de noviembre a las 21:00"),
    ("MESA VEN 21H PARA 2", "el viernes 6 de noviembre a las 21:00"),
    ("mesa para 2 mar a las 21", "el martes 3 de noviembre a las 21:00"),
    ("mesa mie 21h para 2", "el miércoles 4 de noviembre a las 21:00"),
    ("mesa mié 21h para 2", "el miércoles 4 de noviembre a las 21:00"),
    ("mesa mier 21h 2 personas", "el miércoles 4 de noviembre a las 21:00"),
    ("mesa jue 21h para 2", "el jueves 5 de noviembre a las 21:00"),
    ("mesa vie 21h para 2", "el viernes 6 de noviembre a las 21:00"),
    ("mesa sab 21h para 2", "el sábado 7 de noviembre a las 21:00"),
    ("mesa sáb 21h para 2", "el sábado 7 de noviembre a las 21:00"),
    ("mesa dom 14h para 2", "el domingo 1 de noviembre a las 14:00"),
    ("mesa 2 pax ven ás 21", "o venres 6 de novembro ás 21:00"),
    ("mesa xov 21h pra 2", "o xoves 5 de novembro ás 21:00"),
    ("mesa ven 21h pra 2 persoas", "o venres 6 de novembro ás 21:00"),
    ("mesa sab 21h pra 2 persoas", "o sábado 7 de novembro ás 21:00"),
])
def test_a_short_weekday_before_a_clock_time_is_that_day(text, said):
    assert said in chat("restaurante").say(text).text


@pytest.mark.parametrize("text", ["mesa lun 21h para 2", "mesa 2 pax luns 21h"])
def test_a_short_monday_is_monday_closed(text):
    t = chat("restaurante").say(text)
    assert "lunes 2 de noviembre no abrimos" in t.text or "luns 2 de novembro non abrimos" in t.text


@pytest.mark.parametrize("first, day", [
    ("6 croissants ven 10h", "2026-11-06"),
    ("6 croissants mar 10:30", "2026-11-03"),
    ("quiero 6 croissants mie 10h", "2026-11-04"),
])
def test_an_order_on_a_short_weekday_before_a_clock_time(first, day):
    t = chat().say(first)
    assert t.request["data"]["ymd"] == day


@pytest.mark.parametrize("text", [
    "ven a las 10", "ven a as 10", "ven ás 10", "o meu fillo ven a as 10", "ven mañá", "somos 2 ven a las 9",
    "un paseo por el mar 21h", "vistas al mar 21h", "mesa con vista mar a las 14", "frutos del mar a las 14",
    "mar de fondo", "ven pola tarde a miña nai",
])
def test_the_sea_and_coming_stay_words(text):
    assert respell_weekdays(clean(text)) == clean(text)


def test_mar_as_a_name_keeps_the_day():
    c = chat("restaurante")
    c.say("mesa para 2 el sabado a las 21")
    t = c.say("Mar")
    assert "martes" not in t.text and "teléfono" in t.text
