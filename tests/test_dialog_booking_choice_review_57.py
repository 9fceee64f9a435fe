"""The choice of two moments (stop 57), its regressions (stop 57 review).

Wrong: to «¿Qué te va mejor, el viernes 6 a las 21:00 o el sábado 7 de noviembre a las 14:00?»
- a time that was neither option («a las 12») was kept with no day and never checked: «Apunto: reserva
  para 4 personas a las 12:00. / ¿Qué te va mejor, …?» (a closed hour); then «Ana», «600123456» each got the
  same choice again, for ever (only a button got out);
- «me da igual», «cualquiera», «el que sea», «tanto me ten», «calquera» took the first day but dropped its
  time: «Apunto: corte de hombre el martes 3 de noviembre. / ¿A qué hora te va bien el martes 3 …?»;
- «centrar la rueda el martes a las 9 o a las 17» offered 09:00 (before opening) as a button.

Now: a new time alone keeps the choice of days open and asks which day («¿Qué día te va mejor, el viernes 6 o
el sábado 7 de noviembre?», the time kept); if it can be on one day only, that day is taken and the time
checked there; on neither: «A las 12:00 no puede ser ni el viernes 6 ni el sábado 7 de noviembre.» and the two
moments asked again. The choice is asked once more at most: the next time the first moment is taken, said,
and the other left open («Si prefieres el sábado 7 de noviembre a las 14:00, dímelo.»); what was said meanwhile
(name, phone) is kept. «Me da igual» takes the first moment whole. Of two moments with one at a closed time,
the other is taken and the hours said («A las 09:00 no puede ser: el martes 3 de noviembre abrimos de 10:00 a
14:00 y de 16:30 a 20:00; te apunto a las 17:00.»), the kept time then checked as any time is."""
from __future__ import annotations

import pytest

from tests.conversation import chat

FRI_SAT = "mesa para 4 el viernes a las 21 o el sábado a las 14"
FRI_SAT_GL = "mesa para 4 o venres ás 21 ou o sábado ás 14"
FRI_SAT_ES = "¿Qué te va mejor, el viernes 6 a las 21:00 o el sábado 7 de noviembre a las 14:00?"
FRI_SAT_GL_Q = "¿Que che vai mellor, o venres 6 ás 21:00 ou o sábado 7 de novembro ás 14:00?"
TUE_THU = "un corte de hombre el martes a las 10 o el jueves a las 12"
TUE_THU_GL = "un corte de home o martes ás 10 ou o xoves ás 12"
WHICH_DAY_FRI_SAT = "¿Qué día te va mejor, el viernes 6 o el sábado 7 de noviembre?"


def _b(c) -> dict:
    return c.state["booking"]


def _moment(c) -> tuple:
    return _b(c).get("ymd"), _b(c).get("min")


def _times_asked(turns, question: str) -> int:
    return sum(question in t.texts for t in turns)


# ------------------------------------------------------------ B. a time that is neither option

@pytest.mark.parametrize("slug, first, said, told, question", [
    ("restaurante", FRI_SAT, "a las 12", "A las 12:00 no puede ser ni el viernes 6 ni el sábado 7 de noviembre.",
     FRI_SAT_ES),
    ("restaurante", FRI_SAT, "mejor a las 12h", "A las 12:00 no puede ser ni el viernes 6 ni el sábado 7 de noviembre.",
     FRI_SAT_ES),
    ("restaurante", FRI_SAT_GL, "ás 12", "Ás 12:00 non pode ser nin o venres 6 nin o sábado 7 de novembro.",
     FRI_SAT_GL_Q),
    ("restaurante", "mesa para 4 el viernes a las 21 o a las 21:30", "a las 12",
     "A las 12:00 no puede ser el viernes 6 de noviembre.",
     "¿Qué te va mejor, el viernes 6 de noviembre a las 21:00 o a las 21:30?"),
    ("restaurante", "mesa para 3 hoy a las 21 o mañana a las 14", "a las 12",      # today gone by, Sunday closed
     "A las 12:00 no puede ser ni el sábado 31 de octubre ni el domingo 1 de noviembre.",
     "¿Qué te va mejor, el sábado 31 de octubre a las 21:00 o el domingo 1 de noviembre a las 14:00?"),
])
def test_a_time_on_neither_day_is_said_and_the_choice_asked_again(slug, first, said, told, question):
    c = chat(slug)
    c.say(first)
    t = c.say(said)
    assert told in t.texts
    assert question in t.texts
    assert _moment(c) == (None, None)           # the closed hour is not kept
    assert "Apunto" not in t.text


@pytest.mark.parametrize("slug, first, said, question, minutes", [
    ("restaurante", FRI_SAT, "a las 13:30", WHICH_DAY_FRI_SAT, 810),
    ("restaurante", FRI_SAT, "mejor sobre las 22", WHICH_DAY_FRI_SAT, 1320),
    ("restaurante", FRI_SAT_GL, "ás 13:30", "¿Que día che vai mellor, o venres 6 ou o sábado 7 de novembro?", 810),
    ("taller", "una revisión el lunes a las 10 o el miércoles a las 11", "a las 12",
     "¿Qué día te va mejor, el lunes 2 o el miércoles 4 de noviembre?", 720),
    ("taller", "una revision el lunes a las 10 o el miercoles a las 11", "a las 12",
     "¿Qué día te va mejor, el lunes 2 o el miércoles 4 de noviembre?", 720),
])
def test_a_time_on_both_days_is_kept_and_which_day_asked(slug, first, said, question, minutes):
    c = chat(slug)
    c.say(first)
    t = c.say(said)
    assert question in t.texts
    assert t.chip_labels and all("," not in label for label in t.chip_labels)     # days, no stale times
    assert _moment(c) == (None, minutes)


def test_the_day_picked_then_keeps_the_time_said():
    c = chat("restaurante")
    c.say(FRI_SAT)
    c.say("a las 13:30")
    t = c.say("el sabado")
    assert _moment(c) == ("2026-11-07", 810)
    assert "el sábado 7 de noviembre a las 13:30" in t.text


def test_a_day_pressed_then_keeps_the_time_said():
    c = chat("restaurante")
    c.say(FRI_SAT)
    c.say("a las 13:30")
    c.press("vie 6 nov")
    assert _moment(c) == ("2026-11-06", 810)


def test_a_time_said_before_the_service_is_kept_and_the_day_asked_after_it():
    c = chat("peluqueria")
    c.say("un corte el martes a las 10 o el jueves a las 12")
    c.say("a las 11")
    t = c.say("de hombre")
    assert "¿Qué día te va mejor, el martes 3 o el jueves 5 de noviembre?" in t.texts
    assert "¿Qué te va mejor" not in t.text
    assert _moment(c) == (None, 660)
    t = c.say("el jueves")
    assert _b(c)["ymd"] == "2026-11-05"
    assert "A las 11:00 no me queda hueco." in t.text       # the time kept, checked on the day picked


@pytest.mark.parametrize("slug, first, said, day, minutes, read", [
    # Sunday closes at 16:30: only Saturday has 21:00
    ("restaurante", "mesa para 4 el sábado a las 14 o el domingo a las 14", "a las 21", "2026-11-07", 1260,
     "el sábado 7 de noviembre a las 21:00"),
    ("restaurante", "mesa para 4 o sábado ás 14 ou o domingo ás 14", "ás 21", "2026-11-07", 1260,
     "o sábado 7 de novembro ás 21:00"),
    # the taller closes at 14:00 on Saturdays
    ("taller", "una revision el lunes a las 10 o el sabado a las 10", "a las 18:30", "2026-11-02", 1110,
     "el lunes 2 de noviembre a las 18:30"),
])
def test_a_time_that_fits_one_day_takes_that_day(slug, first, said, day, minutes, read):
    c = chat(slug)
    c.say(first)
    t = c.say(said)
    assert _moment(c) == (day, minutes)
    assert read in t.text
    assert "¿Qué te va mejor" not in t.text and "¿Que che vai mellor" not in t.text


def test_a_time_that_fits_one_day_is_then_checked_there():
    c = chat("peluqueria")
    c.say("un corte de hombre el martes a las 10 o el sábado a las 12")     # Saturday 12:00 taken: Tuesday 10:00
    t = c.say("a las 9:30")     # Tuesday opens at 10: checked there as any time is
    assert "A las 9:30 no puede ser: el martes 3 de noviembre abrimos de 10:00 a 20:00." in t.text
    assert _b(c).get("ymd") == "2026-11-03"


# ------------------------------------------------------------ B. no loop: the choice asked once more at most

def test_a_name_and_a_phone_said_to_the_choice_do_not_loop():
    c = chat("restaurante")
    turns = [c.say(FRI_SAT), c.say("a las 12"), c.say("Ana"), c.say("600123456")]
    assert _times_asked(turns, FRI_SAT_ES) == 2
    assert _moment(c) == ("2026-11-06", 1260)
    assert "Si prefieres el sábado 7 de noviembre a las 14:00, dímelo." in turns[2].texts
    assert "el viernes 6 de noviembre a las 21:00" in turns[2].text
    assert _b(c)["name"] == "Ana" and _b(c)["phone"] == "+34600123456"     # nothing said forgotten


def test_a_name_and_a_phone_alone_take_the_first_moment_the_second_time():
    c = chat("restaurante")
    turns = [c.say(FRI_SAT), c.say("Ana"), c.say("600123456")]
    assert _times_asked(turns, FRI_SAT_ES) == 2
    assert "Si prefieres el sábado 7 de noviembre a las 14:00, dímelo." in turns[2].texts
    assert _moment(c) == ("2026-11-06", 1260)
    assert (_b(c)["name"], _b(c)["phone"]) == ("Ana", "+34600123456")


def test_the_galician_choice_does_not_loop_either():
    c = chat("peluqueria")
    turns = [c.say(TUE_THU_GL), c.say("Ana"), c.say("600123456")]
    assert _times_asked(turns, "¿Que che vai mellor, o martes 3 ás 10:00 ou o xoves 5 de novembro ás 12:00?") == 2
    assert "Se prefires o xoves 5 de novembro ás 12:00, dimo." in turns[2].texts
    assert _moment(c) == ("2026-11-03", 600)


def test_the_other_moment_said_after_the_first_was_taken_is_taken():
    c = chat("restaurante")
    for said in (FRI_SAT, "Ana", "600123456"):
        c.say(said)
    c.say("mejor el sábado a las 14")
    assert _moment(c) == ("2026-11-07", 840)


# ------------------------------------------------------------ C. «me da igual» to the choice: the first moment whole

@pytest.mark.parametrize("slug, first, said, day, minutes", [
    ("peluqueria", TUE_THU, "me da igual", "2026-11-03", 600),
    ("peluqueria", TUE_THU, "cualquiera", "2026-11-03", 600),
    ("peluqueria", TUE_THU, "dame igual", "2026-11-03", 600),
    ("peluqueria", TUE_THU, "el que sea", "2026-11-03", 600),
    ("peluqueria", TUE_THU, "me da lo mismo", "2026-11-03", 600),
    ("peluqueria", TUE_THU, "cualquiera de los dos", "2026-11-03", 600),
    ("peluqueria", TUE_THU_GL, "tanto me ten", "2026-11-03", 600),
    ("peluqueria", TUE_THU_GL, "calquera", "2026-11-03", 600),
    ("peluqueria", TUE_THU_GL, "tanto ten", "2026-11-03", 600),
    ("peluqueria", TUE_THU_GL, "o que sexa", "2026-11-03", 600),
    ("restaurante", FRI_SAT, "me da igual", "2026-11-06", 1260),
    ("restaurante", FRI_SAT, "el que sea", "2026-11-06", 1260),
    ("restaurante", "mesa para 4 el viernes a las 21 o a las 21:30", "cualquiera", "2026-11-06", 1260),
    ("taller", "una revisión el lunes a las 10 o el miércoles a las 11", "me da igual", "2026-11-02", 600),
])
def test_either_will_do_to_the_choice_takes_the_first_moment_whole(slug, first, said, day, minutes):
    c = chat(slug)
    c.say(first)
    t = c.say(said)
    assert _moment(c) == (day, minutes)
    assert "¿A qué hora" not in t.text and "¿A que hora" not in t.text
    assert "¿Qué te va mejor" not in t.text and "¿Que che vai mellor" not in t.text


def test_either_will_do_reads_the_first_moment_back():
    c = chat("peluqueria")
    c.say(TUE_THU)
    t = c.say("me da igual")
    assert "el martes 3 de noviembre a las 10:00" in t.text
    assert "¿A nombre de quién hago la reserva?" in t.texts


def test_either_will_do_to_two_days_without_times_still_asks_the_time():     # near-miss
    c = chat("peluqueria")
    c.say("un corte de hombre el martes o el jueves")
    t = c.say("me da igual")
    assert _moment(c) == ("2026-11-03", None)
    assert "¿A qué hora" in t.text


# ------------------------------------------------------------ D. a moment at a closed time is no choice

CENTRE_TOLD = ("A las 09:00 no puede ser: el martes 3 de noviembre abrimos de 10:00 a 14:00 y de 16:30 a 20:00; "
               "te apunto a las 17:00.")


@pytest.mark.parametrize("said, told", [
    ("centrar la rueda el martes a las 9 o a las 17", CENTRE_TOLD),
    ("centrar la rueda el martes a las 17 o a las 9", CENTRE_TOLD),
    ("centrar a roda o martes ás 9 ou ás 17",
     "Ás 09:00 non pode ser: o martes 3 de novembro abrimos de 10:00 a 14:00 e de 16:30 a 20:00; apúntoche ás 17:00."),
])
def test_a_closed_time_of_two_is_said_and_the_other_taken(said, told):
    c = chat("taller")
    t = c.say(said)
    assert told in t.texts
    assert "09:00" not in t.chip_labels
    assert _b(c).get("ymd") == "2026-11-03"
    assert "¿Qué te va mejor" not in t.text and "¿Que che vai mellor" not in t.text
    assert "A las 17:00 no me queda hueco." in t.text or "Ás 17:00 non me queda oco." in t.text   # then checked


def test_a_closed_time_on_one_of_two_days_takes_the_other_day():
    c = chat("peluqueria")
    t = c.say("un corte de hombre el martes a las 9 o el sábado a las 9")      # Tuesday opens at 10
    assert ("A las 09:00 no puede ser: el martes 3 de noviembre abrimos de 10:00 a 20:00; "
            "te apunto el sábado 7 de noviembre a las 09:00.") in t.texts
    assert _moment(c) == ("2026-11-07", 540)


def test_two_open_moments_are_still_a_choice():      # near-miss
    c = chat("taller")
    t = c.say("centrar la rueda el martes a las 10 o a las 13")
    assert "¿Qué te va mejor, el martes 3 de noviembre a las 10:00 o a las 13:00?" in t.texts
    assert t.chip_labels == ["10:00", "13:00"]
    assert _b(c).get("min") is None


# ------------------------------------------------------------ the same for an order (the form is shared)

BAKERY_ES = "2 croissants para el martes a las 10 o el jueves a las 12"
BAKERY_GL = "2 croissants para o martes ás 10 ou o xoves ás 12"


def _o(c) -> tuple:
    return c.state["order"].get("ymd"), c.state["order"].get("min")


def test_an_order_either_will_do_takes_the_first_moment_whole():
    c = chat()
    c.say(BAKERY_ES)
    t = c.say("me da igual")
    assert _o(c) == ("2026-11-03", 600)
    assert "Apunto la recogida el martes 3 de noviembre a las 10:00." in t.texts


def test_an_order_time_on_neither_day_is_said_in_galician():
    c = chat()
    c.say(BAKERY_GL)
    t = c.say("ás 23")
    assert "Ás 23:00 non pode ser nin o martes 3 nin o xoves 5 de novembro." in t.texts
    assert "¿Que che vai mellor, o martes 3 ás 10:00 ou o xoves 5 de novembro ás 12:00?" in t.texts
    assert _o(c) == (None, None)


def test_an_order_choice_does_not_loop_on_the_contact():
    c = chat()
    turns = [c.say(BAKERY_ES), c.say("Ana"), c.say("600123456")]
    assert _times_asked(turns, "¿Qué te va mejor, el martes 3 a las 10:00 o el jueves 5 de noviembre a las 12:00?") == 2
    assert "Si prefieres el jueves 5 de noviembre a las 12:00, dímelo." in turns[2].texts
    assert _o(c) == ("2026-11-03", 600)
    assert c.state["order"]["name"] == "Ana"
