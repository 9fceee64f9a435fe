"""Days and times the engine silently kept one reading of.

Before: at the salon «un corte de hombre el martes o el jueves» booked Tuesday and asked «¿Con quién?»
(the choice never asked; the same in the bakery, «2 napolitanas para el martes o el miércoles», and in
Galician, «o martes ou o xoves»); «un corte de hombre el martes a las 10 y el jueves también» booked
Tuesday and dropped Thursday in silence; at the restaurant «cógeme hora el viernes a las 11 para 4» read
23:00 and only said «A las 23:00 ya no da tiempo antes del cierre», a time nobody said; in the bakery
«2 napolitanas para mañana a las 7» (Sunday, open 9:30–14:00) said «A las 19:00 no estamos abiertos»,
and «… el martes a las 10», then «mejor a las 7» moved the pickup to 19:00 without a word about the
morning.

Now a choice of two days («o», «ou», «o si no», «o bien», «ou se non») asks «¿Qué día te va mejor, el
martes 3 o el jueves 5 de noviembre?» with both days as buttons; when only one of them is open, that
one is taken and the other said closed. «… y el jueves también / igual / lo mismo», «… e o xoves tamén
/ o mesmo» says Thursday goes apart at the same time («La del jueves 5 de noviembre a las 10:00 va
aparte…»). An hour said bare that fits neither half of the day (closed, or too late to fit before
closing) is refused as said, with that day's hours from the data («A las 11 no puede ser: el viernes
6 de noviembre abrimos de 13:00 a 16:00 y de 20:00 a 23:30.»), and the free times nearest the reading
closer to them are offered. A bare hour read as the evening right after a morning time, its morning
reading closed, asks which: «A las 7 de la mañana no estamos abiertos: … ¿Te va mejor a las 09:00 o a
las 19:00?»."""
from __future__ import annotations

import pytest

from tests.conversation import chat

WHICH_DAY_ES = "¿Qué día te va mejor, el martes 3 o el jueves 5 de noviembre?"
WHICH_DAY_GL = "¿Que día che vai mellor, o martes 3 ou o xoves 5 de novembro?"
TUE_THU_CHIPS_ES = ["mar 3 nov", "jue 5 nov"]
TUE_THU_CHIPS_GL = ["mar 3 nov", "xov 5 nov"]
FRIDAY_HOURS_ES = "el viernes 6 de noviembre abrimos de 13:00 a 16:00 y de 20:00 a 23:30."
TUESDAY_BAKERY_ES = "el martes 3 de noviembre abrimos de 09:00 a 14:00 y de 16:30 a 20:00."
TUESDAY_BAKERY_GL = "o martes 3 de novembro abrimos de 09:00 a 14:00 e de 16:30 a 20:00."


def _no_day_held(c) -> bool:
    draft = c.state.get("booking") or c.state.get("order") or {}
    return not draft.get("ymd")


# ------------------------------------------------------------ a choice of two days

@pytest.mark.parametrize("msg", [
    "un corte de hombre el martes o el jueves",
    "corte de hombre para el martes o para el jueves",
    "un corte de hombre el martes, o si no, el jueves",
    "un corte de hombre el martes o bien el juebes",
    "quiero un corte de hombre el martes o jueves",
])
def test_a_choice_of_days_is_asked_at_the_salon(msg):
    c = chat("peluqueria")
    t = c.say(msg)
    assert WHICH_DAY_ES in t.texts
    assert t.chip_labels == TUE_THU_CHIPS_ES
    assert "Apunto: corte de hombre. Total 14,00 €" in t.text
    assert "¿Con quién" not in t.text
    assert _no_day_held(c)


@pytest.mark.parametrize("msg", [
    "un corte de home o martes ou o xoves",
    "corte de home o martes ou se non o xoves",
    "un corte de home para o martes ou ben o xoves",
])
def test_a_choice_of_days_is_asked_at_the_salon_galician(msg):
    c = chat("peluqueria")
    t = c.say(msg)
    assert WHICH_DAY_GL in t.texts
    assert t.chip_labels == TUE_THU_CHIPS_GL
    assert _no_day_held(c)


def test_the_day_pressed_is_the_one_booked():
    c = chat("peluqueria")
    c.say("un corte de hombre el martes o el jueves")
    t = c.press("jue 5 nov")
    assert c.state["booking"]["ymd"] == "2026-11-05"
    assert "¿Con quién quieres la cita?" in t.text


@pytest.mark.parametrize("msg, asked", [
    ("2 napolitanas para el martes o el miércoles", "¿Qué día te va mejor, el martes 3 o el miércoles 4 de noviembre?"),
    ("2 napolitanas para el martes o el miercoles", "¿Qué día te va mejor, el martes 3 o el miércoles 4 de noviembre?"),
    ("2 napolitanas para o martes ou o xoves", WHICH_DAY_GL),
])
def test_a_choice_of_days_is_asked_in_the_bakery(msg, asked):
    c = chat()
    t = c.say(msg)
    assert asked in t.texts
    assert len(t.chip_labels) == 2
    assert "2 × Napolitana de chocolate" in t.text
    assert "¿A qué hora" not in t.text and "¿A que hora" not in t.text
    assert _no_day_held(c)


def test_a_choice_of_days_is_asked_at_the_restaurant():
    c = chat("restaurante")
    t = c.say("mesa para 4 el viernes o el sabado")
    assert "¿Qué día te va mejor, el viernes 6 o el sábado 7 de noviembre?" in t.texts
    assert t.chip_labels == ["vie 6 nov", "sáb 7 nov"]


@pytest.mark.parametrize("slug, msg, said, ymd", [
    ("peluqueria", "un corte de hombre el lunes o el martes",
     "El lunes 2 de noviembre está cerrado, así que lo apunto para el martes 3 de noviembre.", "2026-11-03"),
    ("peluqueria", "un corte de home o luns ou o martes",
     "O luns 2 de novembro está pechado, así que o apunto para o martes 3 de novembro.", "2026-11-03"),
])
def test_of_two_days_the_open_one_is_taken_at_the_salon(slug, msg, said, ymd):
    c = chat(slug)
    t = c.say(msg)
    assert said in t.texts
    assert c.state["booking"]["ymd"] == ymd
    assert t.chip_labels != TUE_THU_CHIPS_ES


@pytest.mark.parametrize("msg, said, asked", [
    ("2 napolitanas para el lunes o el martes",
     "El lunes 2 de noviembre está cerrado, así que lo apunto para el martes 3 de noviembre.",
     "¿A qué hora lo recoges el martes 3 de noviembre?"),
    ("2 napolitanas para o luns ou o martes",
     "O luns 2 de novembro está pechado, así que o apunto para o martes 3 de novembro.",
     "¿A que hora o recolles o martes 3 de novembro?"),
    ("2 napolitanas para el domingo, o si no, el lunes",
     "El lunes 2 de noviembre está cerrado, así que lo apunto para el domingo 1 de noviembre.",
     "¿A qué hora lo recoges mañana?"),
])
def test_of_two_days_the_open_one_is_taken_in_the_bakery(msg, said, asked):
    c = chat()
    t = c.say(msg)
    assert said in t.texts
    assert asked in t.text


@pytest.mark.parametrize("slug, msg, chip, minutes", [
    ("peluqueria", "un corte de hombre el martes o el jueves a las 10", "jue 5 nov", 600),
    ("", "2 napolitanas para el martes o el jueves a las 10", "jue 5 nov", 600),
    ("restaurante", "mesa para 4 el viernes o el sábado a las 9", "sáb 7 nov", 21 * 60),
])
def test_one_time_for_either_day_is_kept_on_the_day_chosen(slug, msg, chip, minutes):
    c = chat(slug)
    t = c.say(msg)
    assert t.texts[-1].startswith("¿Qué día te va mejor, el ")
    t = c.press(chip)
    assert t.texts[-1] in ("¿Con quién quieres la cita?", "¿A nombre de quién lo preparo?",
                           "¿A nombre de quién hago la reserva?")      # the time kept: neither it nor the day asked
    # the day taken said back first (stop 57), with the time kept
    assert t.texts[0].startswith("Te apunto el ") and f"{minutes // 60:02d}:{minutes % 60:02d}" in t.texts[0]
    draft = c.state.get("booking") or c.state["order"]
    assert (draft["ymd"], draft["min"]) == ({"jue 5 nov": "2026-11-05", "sáb 7 nov": "2026-11-07"}[chip], minutes)


def test_a_day_button_after_a_day_refused_still_asks_the_time():
    """Near-miss: the time kept only for the choice of days; a day pressed otherwise asks it as before."""
    c = chat()
    c.say("2 napolitanas para el lunes a las 10")
    t = c.press("mar 3 nov")
    assert t.texts == ["¿A qué hora lo recoges el martes 3 de noviembre?"]
    assert c.state["order"].get("min") is None


def test_both_days_still_says_each_is_a_request_of_its_own():
    """Near-miss (stop 55): «el martes y el jueves» is both, not a choice."""
    t = chat("peluqueria").say("un corte de hombre el martes y el jueves")
    assert t.texts[-1].startswith("Me dices dos días: ¿el martes 3 de noviembre o el jueves 5 de noviembre?")
    assert WHICH_DAY_ES not in t.texts


@pytest.mark.parametrize("msg", ["un corte de home o martes, que o xoves traballo",
                                 "un corte de home o martes ás 10 pois o xoves non estou"])
def test_the_galician_article_is_no_choice(msg):
    """Near-miss: «o xoves» after «que», «pois» is the article, not «or»: Tuesday is booked."""
    c = chat("peluqueria")
    t = c.say(msg)
    assert WHICH_DAY_GL not in t.texts
    assert "Apunto: corte de home o martes 3 de novembro" in t.text
    assert c.state["booking"]["ymd"] == "2026-11-03"


def test_a_question_about_two_days_is_no_choice():
    """Near-miss: «¿abrís el martes o el jueves?» asks the hours, nothing is booked."""
    t = chat("peluqueria").say("¿abrís el martes o el jueves?")
    assert WHICH_DAY_ES not in t.texts
    assert "abrimos de 10:00 a 20:00" in t.text


# ------------------------------------------------------------ «… y el jueves también»

THU_10_APART_ES = ("Una reserva es para un día: apunto la del martes 3 de noviembre. La del jueves 5 de noviembre "
                   "a las 10:00 va aparte: cuando envíes esta, pídemela de nuevo con su día.")
THU_10_APART_GL = ("Unha reserva é para un día: apunto a do martes 3 de novembro. A do xoves 5 de novembro ás 10:00 "
                   "vai á parte: cando envíes esta, pídema de novo co seu día.")


@pytest.mark.parametrize("msg", [
    "un corte de hombre el martes a las 10 y el jueves también",
    "un corte de hombre el martes a las 10 y el jueves tambien",
    "corte de hombre el martes a las 10, y el jueves igual",
    "un corte de hombre para el martes a las 10 y para el jueves lo mismo",
    "un corte de hombre el martes a las 10 y el juebes tambien",
])
def test_the_same_on_another_day_goes_apart(msg):
    c = chat("peluqueria")
    t = c.say(msg)
    assert t.texts[0] == THU_10_APART_ES
    assert "Apunto: corte de hombre el martes 3 de noviembre a las 10:00. Total 14,00 €" in t.text
    assert c.state["booking"]["ymd"] == "2026-11-03"


@pytest.mark.parametrize("msg", [
    "un corte de home o martes ás 10 e o xoves tamén",
    "un corte de home o martes ás 10 e o xoves tamen",
    "un corte de home o martes ás 10 e o xoves o mesmo",
])
def test_the_same_on_another_day_goes_apart_galician(msg):
    t = chat("peluqueria").say(msg)
    assert t.texts[0] == THU_10_APART_GL
    assert "Apunto: corte de home o martes 3 de novembro ás 10:00." in t.text


def test_the_same_on_another_day_at_the_restaurant_and_the_bakery():
    t = chat("restaurante").say("mesa para 4 el viernes a las 21 y el sabado lo mismo")
    assert "La del sábado 7 de noviembre a las 21:00 va aparte" in t.texts[0]
    assert "Apunto: reserva para 4 personas el viernes 6 de noviembre a las 21:00." in t.text
    t = chat().say("2 napolitanas para el martes a las 10 y el jueves tambien")
    assert "Lo del jueves 5 de noviembre a las 10:00 va en otro pedido" in t.texts[0]


def test_another_day_with_its_own_time_keeps_that_time():
    """Near-miss (stop 55): «… y el jueves a las 12» still says 12:00."""
    t = chat("peluqueria").say("un corte de hombre el martes a las 10 y el jueves a las 12")
    assert "La del jueves 5 de noviembre a las 12:00 va aparte" in t.texts[0]


# ------------------------------------------------------------ an hour that fits neither half of the day

@pytest.mark.parametrize("msg", [
    "cógeme hora el viernes a las 11 para 4",
    "cogeme hora el viernes a las 11 para 4",
    "reserva para 4 el viernes a las 11",
    "mesa para 4 el viernes a las 11h",
])
def test_an_hour_closed_in_the_morning_and_too_late_at_night(msg):
    c = chat("restaurante")
    t = c.say(msg)
    # (review, stop 56: 23:00 is open but too near closing, so that is said, naming the hour read;
    # «no puede ser» with the hours made 23:00 look open)
    assert "A las 23:00 ya no da tiempo antes del cierre (23:30)." in t.text
    assert "no puede ser" not in t.text
    assert t.chip_labels == ["21:00", "21:30", "22:00"]
    assert c.state["booking"].get("min") is None


def test_an_hour_that_fits_neither_half_galician():
    t = chat("restaurante").say("mesa para 2 o venres ás 11")
    assert "Ás 23:00 xa non dá tempo antes do peche (23:30)." in t.text     # (review: open but too late)
    assert "non pode ser" not in t.text


def test_an_hour_closed_in_both_halves_galician():
    t = chat("restaurante").say("mesa para 2 o venres ás 5")
    assert ("Ás 5 non pode ser: o venres 6 de novembro abrimos de 13:00 a 16:00 e de 20:00 a 23:30."
            in t.text)
    assert "17:00" not in t.text


def test_a_half_hour_that_fits_neither_half():
    t = chat("restaurante").say("reserva para 4 el viernes a las 11 y media")
    assert f"A las 11:30 no puede ser: {FRIDAY_HOURS_ES}" in t.text
    assert "23:30" not in t.text.split("abrimos")[0]


def test_today_is_said_as_today():
    t = chat("restaurante").say("mesa para 4 hoy a las 5")     # (review: «a las 11» is 23:00, too late)
    assert "A las 5 no puede ser: hoy abrimos de 13:00 a 16:00 y de 20:00 a 23:30." in t.text


def test_a_salon_hour_before_opening_and_at_closing():
    t = chat("peluqueria").say("un corte de hombre el martes a las 8")
    assert "A las 8 no puede ser: el martes 3 de noviembre abrimos de 10:00 a 20:00." in t.text
    assert "20:00 no" not in t.text


@pytest.mark.parametrize("msg", ["2 napolitanas para mañana a las 7", "2 napolitanas para manana a las 7"])
def test_a_bakery_hour_before_sunday_opening_offers_the_morning(msg):
    t = chat().say(msg)
    assert "A las 7 no puede ser: el domingo 1 de noviembre abrimos de 09:30 a 14:00." in t.text
    assert "19:00" not in t.text
    assert t.chip_labels == ["09:30", "10:00", "10:30"]


def test_a_time_said_with_its_part_keeps_the_old_wording():
    """Near-misses: «a las 11 de la noche», «a las 7 de la tarde» were said; nothing is guessed."""
    t = chat("restaurante").say("reserva para 4 el viernes a las 11 de la noche")
    assert "A las 23:00 ya no da tiempo antes del cierre (23:30)." in t.text
    t = chat().say("2 napolitanas para mañana a las 7 de la tarde")
    assert "A las 19:00 no estamos abiertos." in t.text


def test_an_evening_hour_open_is_still_read_as_the_evening():
    """Near-miss: «el viernes a las 9» at a restaurant open 20:00–23:30 is 21:00, booked."""
    c = chat("restaurante")
    t = c.say("reserva para 4 el viernes a las 9")
    assert "Apunto: reserva para 4 personas el viernes 6 de noviembre a las 21:00." in t.text
    assert c.state["booking"]["min"] == 21 * 60


def test_two_times_and_me_da_igual_keep_the_first():
    """Near-miss: «a las 10 o a las 12, me da igual»."""
    c = chat("peluqueria")
    t = c.say("un corte de hombre el martes a las 10 o a las 12, me da igual")
    assert "el martes 3 de noviembre a las 10:00" in t.text
    assert c.state["booking"]["min"] == 600


# ------------------------------------------------------------ the evening read after a morning time

@pytest.mark.parametrize("second", ["mejor a las 7", "a las 7", "mejor a las 7h", "mejor sobre las 7"])
def test_an_evening_reading_after_a_morning_time_is_asked(second):
    c = chat()
    c.say("2 napolitanas para el martes a las 10")
    t = c.say(second)
    assert t.text == ("A las 7 de la mañana no estamos abiertos: " + TUESDAY_BAKERY_ES
                      + " ¿Te va mejor a las 09:00 o a las 19:00?")
    assert t.chip_labels == ["09:00", "19:00"]
    assert c.state["order"].get("min") is None


def test_an_evening_reading_after_a_morning_time_is_asked_galician():
    c = chat()
    c.say("2 napolitanas para o martes ás 10")
    t = c.say("mellor ás 7")
    assert t.text == ("Ás 7 da mañá non estamos abertos: " + TUESDAY_BAKERY_GL
                      + " ¿Vaiche mellor ás 09:00 ou ás 19:00?")


@pytest.mark.parametrize("chip, minutes", [("19:00", 19 * 60), ("09:00", 9 * 60)])
def test_either_half_pressed_is_kept(chip, minutes):
    c = chat()
    c.say("2 napolitanas para el martes a las 10")
    c.say("mejor a las 7")
    t = c.press(chip)
    assert c.state["order"]["min"] == minutes
    assert "¿A nombre de quién lo preparo?" in t.text


def test_sunday_morning_then_an_earlier_hour():
    """«mañana a las 9», then «mejor a las 7» on a Sunday (9:30–14:00): neither 7:00 nor 19:00."""
    c = chat()
    t = c.say("2 napolitanas para mañana a las 9")
    assert "A las 9 no puede ser: el domingo 1 de noviembre abrimos de 09:30 a 14:00." in t.text
    t = c.say("mejor a las 7")
    assert "A las 7 no puede ser: el domingo 1 de noviembre abrimos de 09:30 a 14:00." in t.text
    assert "19:00" not in t.text
    assert t.chip_labels == ["09:30", "10:00", "10:30"]


def test_an_evening_said_as_such_after_a_morning_is_taken():
    """Near-misses: «mejor a las 7 de la tarde» is said; after an afternoon time, «a las 6» is 18:00."""
    c = chat()
    c.say("2 napolitanas para el martes a las 10")
    t = c.say("mejor a las 7 de la tarde")
    assert "Cambio la recogida al martes 3 de noviembre a las 19:00." in t.text
    c = chat()
    c.say("2 napolitanas para el martes a las 5")
    t = c.say("mejor a las 6")
    assert "Cambio la recogida al martes 3 de noviembre a las 18:00." in t.text


def test_an_hour_far_before_opening_after_a_morning_is_the_evening():
    """Near-miss: «a las 10», then «mejor a las 5»: 5:00 is nobody's morning at a place opening at 9."""
    c = chat()
    c.say("2 napolitanas para el martes a las 10")
    t = c.say("mejor a las 5")
    assert "Cambio la recogida al martes 3 de noviembre a las 17:00." in t.text
    assert "de la mañana" not in t.text
