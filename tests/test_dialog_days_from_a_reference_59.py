"""Stop 59: days counted from a reference landed on the wrong day (clock: Saturday 31 October 2026).

- «X que viene no, el otro» kept the first X: the taller's «revision para el lunes que viene no, el otro»
  held «el lunes 2 de noviembre», the restaurant's «mesa para 2 el martes que viene no, el otro, a las 14»
  and the bakery's «6 croissants para el martes que viene no, el otro» the Tuesday 3rd, the Galician «corte
  de hombre o martes que vén non, o outro» «o martes 3 de novembro». Now the weekday taken back is the
  one a week on («¿A qué hora lo recoges el martes 10 de noviembre?», «o martes 10 de novembro»); with
  its weekday said again too («…no, el otro martes»). «el martes, no el otro» (the comma before «no»)
  keeps the Tuesday 3rd, as do «el martes no el otro» (maybe a thing) and «…no, el jueves».
- As a follow-up, «no, el otro martes» to a booking held on Tuesday 3rd was read as a second booking
  («Una reserva es para un día: apunto la del martes 3 de noviembre. La del martes 10 de noviembre va
  aparte…»). Now it moves the one held a week on («revisión completa el martes 10 de noviembre a las
  10:00»); «y otra para 4 el viernes a las 21» is still another booking.
- A weekday by its place in a month read only the weekday: «mesa para 2 el primer viernes de diciembre a
  las 21» held «el viernes 6 de noviembre», «un ramo de rosas para el ultimo sabado de noviembre» the 7th,
  «follas novas para el segundo lunes de noviembre» the 2nd. Now «el primer viernes de diciembre» is «el
  viernes 4 de diciembre», «el último sábado de noviembre» the 28th, «o segundo luns de novembro» «o luns 9
  de novembro» (also «del mes que viene», «de este mes», «el penúltimo», «o derradeiro»); a month gone
  by this year is next year's, this month's day gone by is said past («Ese día ya ha pasado.», also for an
  order on a weekday the business shuts, which said «El lunes 5 de octubre no abrimos.»), and a month
  without that day («el quinto martes de noviembre») is no day.
"""
from __future__ import annotations

import pytest

from bizengine.language.days import find_day, respell_weekdays
from bizengine.language.text import clean
from tests.conversation import chat, chat_after, line_counts

_TODAY = "2026-10-31"


def _booking(c) -> dict:
    return (c.state or {}).get("booking") or {}


# ---- «X que viene no, el otro»: the weekday a week on ---------------------------------------------------

@pytest.mark.parametrize("slug, said, reads", [
    ("", "6 croissants para el martes que viene no, el otro", "¿A qué hora lo recoges el martes 10 de noviembre?"),
    ("", "6 croissants para el martes q viene no el otro", "¿A qué hora lo recoges el martes 10 de noviembre?"),
    ("", "6 croissants para el martes que viene, no, el otro", "¿A qué hora lo recoges el martes 10 de noviembre?"),
    ("", "6 croissants para el martes, no, el otro", "¿A qué hora lo recoges el martes 10 de noviembre?"),
    ("", "6 croissants para el proximo martes no, el otro", "¿A qué hora lo recoges el martes 10 de noviembre?"),
    ("", "6 croissants para el martes que viene no, el otro martes",
     "¿A qué hora lo recoges el martes 10 de noviembre?"),
    ("", "6 croissants para el martes 3 no, el otro", "¿A qué hora lo recoges el martes 10 de noviembre?"),
    ("", "6 croissants para este martes no, el otro", "¿A qué hora lo recoges el martes 10 de noviembre?"),
    ("", "6 croissants para el martes de la semana que viene no, el otro",
     "¿A qué hora lo recoges el martes 10 de noviembre?"),
    ("", "6 croissants para o martes da semana que vén, non, o outro",
     "¿A que hora o recolles o martes 10 de novembro?"),
    ("", "6 croissants para o martes que vén non, o outro", "¿A que hora o recolles o martes 10 de novembro?"),
    ("", "6 croissants para o xoves que ven, non, o outro xoves", "¿A que hora o recolles o xoves 12 de novembro?"),
    ("floristeria", "un ramo de rosas para o venres que vén, non, o outro",
     "¿A que hora o recolles o venres 13 de novembro?"),
    ("taller", "revision para el jueves que viene no, el otro",
     "¿A qué hora te va bien el jueves 12 de noviembre?"),
    ("restaurante", "mesa para 2 el jueves que viene no, el otro, a las 14",
     "Apunto: reserva para 2 personas el jueves 12 de noviembre a las 14:00."),
    ("peluqueria", "corte de hombre o martes que vén non, o outro",
     "Apunto: corte de home o martes 10 de novembro. Total 14,00 €; dura uns 30 minutos."),
])
def test_the_coming_weekday_taken_back_for_the_other_is_a_week_on(slug, said, reads):
    t = chat(slug).say(said)
    assert reads in t.texts
    assert " 3 de nov" not in t.text and " 5 de nov" not in t.text and " 6 de nov" not in t.text


@pytest.mark.parametrize("slug, said, day", [
    ("taller", "revision para el lunes que viene no, el otro", "El lunes 9 de noviembre no abrimos (Inventario)."),
    ("restaurante", "mesa para 2 el martes que viene no, el otro, a las 14",
     "El martes 10 de noviembre no abrimos (Cierre por inventario)."),
    ("peluqueria", "corte de home o xoves que ven non, o outro",
     "O xoves 12 de novembro non abrimos (Día de formación)."),
])
def test_the_day_a_week_on_is_the_one_checked_even_when_closed(slug, said, day):
    c = chat(slug)
    t = c.say(said)
    assert any(x.startswith(day) for x in t.texts), t.texts
    assert _booking(c).get("ymd") is None


@pytest.mark.parametrize("said, reads", [
    ("6 croissants para el martes que viene no, el siguiente", "¿A qué hora lo recoges el martes 10 de noviembre?"),
    ("6 croissants para el otro martes", "¿A qué hora lo recoges el martes 10 de noviembre?"),
    ("6 croissants para el martes, no el otro", "¿A qué hora lo recoges el martes 3 de noviembre?"),
    ("6 croissants para el martes no el otro", "¿A qué hora lo recoges el martes 3 de noviembre?"),
    ("6 croissants para el martes que viene", "¿A qué hora lo recoges el martes 3 de noviembre?"),
    # (this one held the Tuesday before: «que viene» hid the «no» that takes it back)
    ("6 croissants para el martes que viene no, el jueves", "¿A qué hora lo recoges el jueves 5 de noviembre?"),
    ("6 croissants para o martes, non o outro", "¿A que hora o recolles o martes 3 de novembro?"),
])
def test_near_misses_keep_their_day(said, reads):
    c = chat()
    t = c.say(said)
    assert reads in t.texts
    assert line_counts(c) == {"croissant": 6}


def test_the_other_saturday_said_on_a_saturday_stays_the_14th():
    t = chat("restaurante").say("mesa para 2 el otro sábado a las 14")
    assert "Apunto: reserva para 2 personas el sábado 14 de noviembre a las 14:00." in t.texts


# ---- the follow-up: «no, el otro martes», «el de la semana siguiente» -------------------------------------

@pytest.mark.parametrize("slug, first, said, reads", [
    ("taller", "revision para el martes a las 10", "no, el otro martes",
     "Apunto: revisión completa el martes 10 de noviembre a las 10:00. Total 35,00 €; dura unos 60 minutos."),
    ("taller", "revision para el martes a las 10", "el de la semana siguiente",
     "Apunto: revisión completa el martes 10 de noviembre a las 10:00. Total 35,00 €; dura unos 60 minutos."),
    ("restaurante", "mesa para 2 o xoves ás 14", "non, o outro xoves",
     "Apunto: reserva para 2 persoas o xoves 12 de novembro ás 14:00."),
    ("restaurante", "mesa para 2 el jueves a las 14", "no, mejor el otro jueves",
     "Apunto: reserva para 2 personas el jueves 12 de noviembre a las 14:00."),
])
def test_the_other_weekday_moves_the_booking_held(slug, first, said, reads):
    c = chat_after(slug, first)
    t = c.say(said)
    assert reads in t.texts
    assert not any(x.startswith(("Una reserva es para un día", "Unha reserva é para un día")) for x in t.texts)
    assert _booking(c)["ymd"] in ("2026-11-10", "2026-11-12")


@pytest.mark.parametrize("first, said, reads", [
    ("6 croissants para el martes", "no, el otro martes", "¿A qué hora lo recoges el martes 10 de noviembre?"),
    ("6 croissants para el martes 10", "no, el otro martes", "¿A qué hora lo recoges el martes 17 de noviembre?"),
    ("6 croissants para o martes", "non, o outro martes", "¿A que hora o recolles o martes 10 de novembro?"),
])
def test_the_other_weekday_moves_the_order_held(first, said, reads):
    c = chat_after("", first)
    t = c.say(said)
    assert reads in t.texts
    assert line_counts(c) == {"croissant": 6}


def test_another_booking_on_another_day_is_still_said_apart():
    c = chat_after("restaurante", "mesa para 2 el jueves a las 14")
    t = c.say("y otra para 4 el viernes a las 21")
    assert any(x.startswith("Una reserva es para un día: apunto la del jueves 5 de noviembre.") for x in t.texts)
    assert _booking(c)["ymd"] == "2026-11-05"


# ---- a weekday by its place in a month ----------------------------------------------------------------

@pytest.mark.parametrize("slug, said, reads", [
    ("restaurante", "mesa para 2 el primer viernes de diciembre a las 21",
     "Apunto: reserva para 2 personas el viernes 4 de diciembre a las 21:00."),
    ("restaurante", "mesa para 2 o primeiro venres de decembro ás 21",
     "Apunto: reserva para 2 persoas o venres 4 de decembro ás 21:00."),
    ("restaurante", "mesa para 4 el ultimo viernes del mes que viene a las 21",
     "Apunto: reserva para 4 personas el viernes 27 de noviembre a las 21:00."),
    ("floristeria", "un ramo de rosas para el ultimo sabado de noviembre",
     "¿A qué hora lo recoges el sábado 28 de noviembre?"),
    ("floristeria", "un ramo de rosas para el último sábado de noviembre",
     "¿A qué hora lo recoges el sábado 28 de noviembre?"),
    ("floristeria", "un ramo de rosas para o último sábado de novembro",
     "¿A que hora o recolles o sábado 28 de novembro?"),
    ("floristeria", "un ramo de rosas para o derradeiro sabado de novembro",
     "¿A que hora o recolles o sábado 28 de novembro?"),
    ("libreria", "follas novas para el segundo lunes de noviembre", "¿A qué hora lo recoges el lunes 9 de noviembre?"),
    ("libreria", "follas novas para o segundo luns de novembro", "¿A que hora o recolles o luns 9 de novembro?"),
    ("taller", "revision el tercer miercoles de noviembre", "¿A qué hora te va bien el miércoles 18 de noviembre?"),
    ("taller", "revision el segundo martes del mes que viene", "¿A qué hora te va bien el martes 10 de noviembre?"),
    ("", "6 croissants para el primer biernes de diciembre", "¿A qué hora lo recoges el viernes 4 de diciembre?"),
    ("", "6 croissants para el primer viernes del mes de diciembre",
     "¿A qué hora lo recoges el viernes 4 de diciembre?"),
])
def test_a_weekday_by_its_place_in_the_month(slug, said, reads):
    t = chat(slug).say(said)
    assert reads in t.texts
    assert " 6 de nov" not in t.text and " 7 de nov" not in t.text and " 2 de nov" not in t.text


@pytest.mark.parametrize("slug, said, past", [
    ("taller", "revision el primer lunes de octubre", "Ese día ya ha pasado. ¿Qué día te va bien?"),
    ("peluqueria", "corte de home o primeiro luns de outubro", "Ese día xa pasou. ¿Que día che vai ben?"),
    ("", "6 croissants para el primer lunes de octubre", "Ese día ya ha pasado. ¿Qué día te va bien?"),
    ("", "me haces 6 croissants para el primer martes de octubre?", "Ese día ya ha pasado. ¿Qué día te va bien?"),
    ("", "6 croissants para el 5 de octubre de 2026", "Ese día ya ha pasado. ¿Qué día te va bien?"),
])
def test_a_day_gone_by_is_said_past_not_held(slug, said, past):
    c = chat(slug)
    t = c.say(said)
    assert past in t.texts
    assert "no abrimos" not in t.text
    held = _booking(c).get("ymd") if slug else (c.order or {}).get("ymd")
    assert held is None


# the reading itself: (said, the day) — None for a day the month has not
@pytest.mark.parametrize("said, day", [
    ("el primer viernes de diciembre", "2026-12-04"),
    ("o primeiro venres de decembro", "2026-12-04"),
    ("el ultimo sabado de noviembre", "2026-11-28"),
    ("o derradeiro sabado de novembro", "2026-11-28"),
    ("el segundo lunes de noviembre", "2026-11-09"),
    ("o segundo luns de novembro", "2026-11-09"),
    ("el tercer miercoles de noviembre", "2026-11-18"),
    ("o terceiro mercores de novembro", "2026-11-18"),
    ("el cuarto jueves de noviembre", "2026-11-26"),
    ("el quinto lunes de noviembre", "2026-11-30"),
    ("el penultimo viernes de diciembre", "2026-12-18"),
    ("el primer lunes de enero", "2027-01-04"),          # a month gone by this year: next year's
    ("el primer lunes de octubre", "2026-10-05"),        # this month's, gone by: said past
    ("el ultimo sabado de octubre", "2026-10-31"),       # today
    ("el ultimo sabado de este mes", "2026-10-31"),
    ("o derradeiro venres deste mes", "2026-10-30"),
    ("el segundo martes del proximo mes", "2026-11-10"),
    ("o primeiro xoves do mes que ven", "2026-11-05"),
    ("el primer viernes del mes de diciembre", "2026-12-04"),
    ("el segundo martes de noviembre de 2027", "2027-11-09"),
    ("el primer biernes de diciembre", "2026-12-04"),
    ("el ultimo sabdo de noviembre", "2026-11-28"),
    ("el 1º viernes de diciembre", "2026-12-04"),
    ("el 1er viernes de diciembre", "2026-12-04"),
    ("o 3º xoves de novembro", "2026-11-19"),
    ("el quinto martes de noviembre", None),
])
def test_the_weekday_of_a_month_read(said, day):
    ymd, invalid, ambiguous, _ = find_day(respell_weekdays(clean(said)), _TODAY)
    assert (ymd, invalid, ambiguous) == (day, day is None, None)


@pytest.mark.parametrize("said, day", [
    ("el primero de diciembre", "2026-12-01"),
    ("el lunes", "2026-11-02"),
    ("el viernes de la semana que viene", "2026-11-06"),
    ("para diciembre", None),
    ("el primer dia libre", None),
    ("a las 10 y cuarto el lunes", "2026-11-02"),
])
def test_other_days_read_as_before(said, day):
    assert find_day(clean(said), _TODAY)[0] == day
