"""Stop 60, review of the merged fixes (probe P, causes W1 and W5): what they made worse.

W1. «El 31 de noviembre no existe: noviembre tiene 30 días.» was taught to the day and time questions. Said
while another question was open (the person, the service, how many, the size, the thing), the date was
dropped without a word and the day held with it: «corte de hombre el jueves», then «el 31 de noviembre»
read «¿Con quién quieres la cita?» and, after «Marta», «¿Qué día te va bien?» (Thursday lost). The same for
«mejor el 31 de noviembre», «el 31/11», gl «o 31 de novembro», «el 30 de febrero», with a time said too
(«el 31 de noviembre a las 5»), in the bakery, the florist's and the workshop. At the restaurant's «¿Para
cuántas personas?» the day's number was read as the party («el 31 de noviembre» handed a group of 31 to a
person; «el 6 de noviembre» noted 6 people). Now the date is said not to exist, the day held is kept (the
change cannot be made; a time said with it stays), and the open question is asked again; with no day held,
the day is asked once its turn comes (the bakery no longer assumes today). At the day and time questions
nothing changes: the day held goes and the days around the month's end are offered.

W5. «después de las 8» on a day it does not fit says that day's hours (b2925304), but the wish was dropped:
«mesa para 2 el domingo despues de las 8», then «mejor el sabado» offered 13:00 (lunch) instead of 20:30;
«follas novas para el sabado despues de las 3», then «mejor el viernes», 10:00 instead of 17:00. Now the
wish is set aside on that day and comes back on the day said next (its hours said again if it does not fit
there either). A time, a part of the day or a window said since replaces it.
"""
from __future__ import annotations

import pytest

from tests.conversation import chat, chat_after

NOV_31 = {"es": "El 31 de noviembre no existe: noviembre tiene 30 días.",
          "gl": "O 31 de novembro non existe: novembro ten 30 días."}
FEB_30 = "El 30 de febrero no existe: febrero tiene 28 días."
WHO = {"es": "¿Con quién quieres la cita?", "gl": "¿Con quen queres a cita?"}


def _held(c, slug: str) -> dict:
    return c.state["booking"] if c.state.get("intent") == "booking" else c.order


# ---- W1: an impossible date at another question: said, the day held kept, the question again -------

@pytest.mark.parametrize("slug, before, said, told, question, ymd", [
    ("peluqueria", ["corte de hombre el jueves"], "el 31 de noviembre", NOV_31["es"], WHO["es"], "2026-11-05"),
    ("peluqueria", ["korte de ombre el juebes"], "mejor el 31 de noviembre", NOV_31["es"], WHO["es"], "2026-11-05"),
    ("peluqueria", ["corte de hombre el jueves"], "el 31/11", NOV_31["es"], WHO["es"], "2026-11-05"),
    ("peluqueria", ["corte de hombre el jueves"], "el 32 de diciembre",
     "El 32 de diciembre no existe: diciembre tiene 31 días.", WHO["es"], "2026-11-05"),
    ("peluqueria", ["corte de home o venres"], "o 31 de novembro", NOV_31["gl"], WHO["gl"], "2026-11-06"),
    ("peluqueria", ["kiero cortarme el pelo el miercoles por la tarde"], "el 30 de febrero", FEB_30,
     "¿Qué corte quieres: de mujer, de hombre o infantil?", "2026-11-04"),
    ("taller", ["pinchazo el martes"], "mejor el 31 de noviembre", NOV_31["es"], WHO["es"], "2026-11-03"),
    ("taller", ["cambiar las pastillas el jueves"], "el 31/11", NOV_31["es"], "¿Qué servicio quieres?", "2026-11-05"),
    ("taller", ["cambio das pastillas o xoves"], "o 31/11", NOV_31["gl"], "¿Que servizo queres?", "2026-11-05"),
    ("restaurante", ["mesa el jueves"], "el 31 de noviembre", NOV_31["es"], "¿Para cuántas personas?", "2026-11-05"),
    ("restaurante", ["mesa el jueves"], "mejor el 31/11", NOV_31["es"], "¿Para cuántas personas?", "2026-11-05"),
    ("restaurante", ["mesa o xoves"], "mellor o 31 de novembro", NOV_31["gl"], "¿Para cantas persoas?",
     "2026-11-05"),
    ("", ["croissants para el martes"], "el 31 de noviembre", NOV_31["es"], "¿Cuántos croissants quieres?",
     "2026-11-03"),
    ("", ["quero croissants para o martes"], "mellor o 31 de novembro", NOV_31["gl"],
     "¿Cantos croissants queres?", "2026-11-03"),
    ("", ["una tarta de santiago para el viernes"], "mejor el 31 de noviembre", NOV_31["es"],
     "¿Para cuántas raciones?", "2026-11-06"),
    ("floristeria", ["un ramo para el viernes"], "mejor el 31 de noviembre", NOV_31["es"], "¿Qué ramo quieres?",
     "2026-11-06"),
])
def test_an_impossible_date_at_another_question_keeps_the_day(slug, before, said, told, question, ymd):
    c = chat_after(slug, *before)
    t = c.say(said)
    assert t.texts == [told, question]
    assert _held(c, slug)["ymd"] == ymd
    if slug == "restaurante":
        assert c.state["booking"]["party"] is None      # the 31st is no party of 31


@pytest.mark.parametrize("slug, before, answer, asked", [
    ("peluqueria", ["corte de hombre el jueves", "el 31 de noviembre"], "Marta",
     "¿A qué hora te va bien el jueves 5 de noviembre?"),
    ("peluqueria", ["corte de home o venres", "o 31/11"], "Marta", "¿A que hora che vai ben o venres 6 de novembro?"),
    ("", ["una tarta de santiago para el viernes", "mejor el 31 de noviembre"], "8 raciones",
     "¿A qué hora lo recoges el viernes 6 de noviembre?"),
    ("", ["croissants para el martes", "el 31 de noviembre"], "6", "¿A qué hora lo recoges el martes 3 de noviembre?"),
])
def test_the_day_kept_is_the_one_asked_about_next(slug, before, answer, asked):
    c = chat_after(slug, *before)
    t = c.press(answer)
    assert t.texts[-1] == asked


@pytest.mark.parametrize("slug, before, said, question", [
    ("peluqueria", ["hola quiero cita"], "el 30 de febrero", "¿Qué servicio quieres?"),
    ("peluqueria", ["quiero cita"], "mejor el 31 de noviembre", "¿Qué servicio quieres?"),
    ("", ["croissants"], "el 30 de febrero", "¿Cuántos croissants quieres?"),
])
def test_an_impossible_date_with_no_day_held_is_said(slug, before, said, question):
    c = chat_after(slug, *before)
    t = c.say(said)
    assert t.texts[0] in (NOV_31["es"], FEB_30)
    assert t.texts[-1] == question
    assert _held(c, slug)["ymd"] is None


def test_the_bakery_asks_the_day_wished_instead_of_assuming_today():
    c = chat_after("", "croissants", "el 31 de noviembre")
    t = c.press("6")
    assert t.texts[-1] == "¿Qué día lo recoges?"
    assert c.order["ymd"] is None


@pytest.mark.parametrize("slug, before, said, told, ymd, minutes", [
    ("peluqueria", ["corte de hombre el jueves"], "el 31 de noviembre a las 5", NOV_31["es"], "2026-11-05", 17 * 60),
    ("peluqueria", ["corte de home o xoves"], "o 31 de novembro ás 5", NOV_31["gl"], "2026-11-05", 17 * 60),
    ("restaurante", ["mesa el jueves a las 21"], "el 31 de noviembre a las 22", NOV_31["es"], "2026-11-05", 22 * 60),
])
def test_an_impossible_date_with_a_time_keeps_the_day(slug, before, said, told, ymd, minutes):
    c = chat_after(slug, *before)
    t = c.say(said)
    assert told in t.texts
    assert c.state["booking"]["ymd"] == ymd and c.state["booking"]["min"] == minutes


# near-misses: the day and time questions drop the day held, as before; a date that exists is taken

@pytest.mark.parametrize("slug, before, said", [
    ("peluqueria", ["corte de mujer el martes"], "mejor el 31 de noviembre"),
    ("restaurante", ["mesa para 2 el viernes a las 21"], "el 31 de noviembre"),     # at the name question
    ("", ["quiero 6 croissants para el martes"], "mejor el 31 de noviembre"),
])
def test_at_the_day_or_time_question_the_days_around_the_end_are_offered(slug, before, said):
    c = chat_after(slug, *before)
    t = c.say(said)
    assert NOV_31["es"] in t.texts
    assert t.chip_labels[:2] == ["vie 27 nov", "sáb 28 nov"]
    assert _held(c, slug)["ymd"] is None


@pytest.mark.parametrize("slug, before, said, ymd, party", [
    ("restaurante", ["mesa el jueves"], "el 6 de noviembre", "2026-11-06", None),   # the 6th: no party of 6
    ("restaurante", ["mesa el jueves"], "4 el 6 de noviembre", "2026-11-06", 4),
    ("restaurante", ["mesa el jueves"], "somos 4", "2026-11-05", 4),
    ("peluqueria", ["corte de hombre el jueves"], "mejor el 1 de diciembre", "2026-12-01", None),
])
def test_a_date_that_exists_is_taken_at_another_question(slug, before, said, ymd, party):
    c = chat_after(slug, *before)
    t = c.say(said)
    assert "no existe" not in t.text
    assert c.state["booking"]["ymd"] == ymd
    assert c.state["booking"]["party"] == party


# ---- W5: a window that does not fit the first day is applied on the day said next -------------------

@pytest.mark.parametrize("slug, before, said, first", [
    ("restaurante", ["mesa para 2 el domingo despues de las 8"], "mejor el sabado", "20:30"),
    ("restaurante", ["mesa para 2 el domingo después de las 8"], "y el sábado?", "20:30"),
    ("restaurante", ["mesa para 2 o domingo despois das 8"], "mellor o sabado", "20:30"),
    ("libreria", ["follas novas para el sabado despues de las 3"], "mejor el viernes", "17:00"),
    ("libreria", ["follas novas para el sabado despues de las 3"], "mejor el jueves", "17:00"),
    ("libreria", ["follas novas para el sabado despues de las 3"], "el 1 de diciembre", "17:00"),
    ("libreria", ["follas novas para o sabado despois das 3"], "mellor o venres", "17:00"),
    ("", ["6 croissants para el domingo despues de las 5"], "mejor el viernes", "17:30"),
    ("", ["6 croissants para el domingo despues de las 5"], "mejor el sabado 7", "17:30"),
    ("peluqueria", ["corte infantil el sabado despues de las 3"], "mejor el viernes", "17:00"),
])
def test_the_window_comes_back_on_the_new_day(slug, before, said, first):
    c = chat_after(slug, *before)
    t = c.say(said)
    assert t.chip_labels[0] == first
    assert "abrimos de" not in t.text


def test_the_workshop_says_the_first_time_in_the_window_on_the_new_day():
    c = chat_after("taller", "pinchazo el sabado despues de las 3")
    t = c.say("mejor el viernes")
    assert "El viernes 6 de noviembre después de las 15:00, lo primero que tengo es a las 16:30." in t.text


def test_a_day_it_does_not_fit_either_says_its_hours_and_keeps_the_wish():
    c = chat_after("restaurante", "mesa para 2 el domingo despues de las 8")
    t = c.say("mejor el domingo 8")
    assert "El domingo 8 de noviembre abrimos de 13:00 a 16:30." in t.text
    t = c.say("pues el viernes")
    assert t.chip_labels[0] == "20:30"


@pytest.mark.parametrize("before, said, first", [
    (["mesa para 2 el domingo despues de las 8"], "mejor el sabado a mediodia", "13:00"),
    (["mesa para 2 el domingo despues de las 8"], "mejor el sabado a partir de las 9", "21:00"),
])
def test_a_wish_said_since_replaces_the_one_set_aside(before, said, first):
    c = chat_after("restaurante", *before)
    t = c.say(said)
    assert t.chip_labels[0] == first


def test_a_time_taken_since_stays_on_the_new_day():
    c = chat_after("restaurante", "mesa para 2 el domingo despues de las 8")
    c.press("13:00")
    t = c.say("mejor el sabado")
    assert t.texts[0] == "Apunto: reserva para 2 personas el sábado 7 de noviembre a las 13:00."


def test_the_hours_are_still_said_on_the_first_day():
    t = chat("restaurante").say("mesa para 2 el domingo despues de las 8")
    assert "El domingo 1 de noviembre abrimos de 13:00 a 16:30." in t.text
    assert t.chip_labels[0] == "13:00"
