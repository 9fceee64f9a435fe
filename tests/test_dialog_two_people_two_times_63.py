"""Stop 63, family 2: two times in one message, for one person or for two.

«a las 11 o a las 13» offers one time or the other: the free one is taken and the other said not possible, or,
both free, which one is asked. Three ways of writing the second time dropped it, and the customer never heard
it again: «a las 21 o 21:30», «a las 21 o las 21:30», «a las 21 o si no a las 22» (gl «ás 21 ou 21:30», «ou se
non ás 22») kept 21:00 in silence; «alas 21 o alas 21:30» (typed as one word) kept 21:30 in silence. Each is
now the choice (understanding/moment_choice: a bare or «las» time right after the first; language/text reads
«alas 11» as «a las 11»).

Two people: «dos cortes de hombre para mi y mi hijo el jueves a las 11 o a las 13» takes the writer's at the
free time and says the other not possible; the son's appointment, offered once the writer's is sent, is now on
the writer's day (it was asked again). «… a las 10 y a las 12» (each one's time) was handed to a person: the
writer's is now taken at the first time and the other person's, at the second, goes apart and is offered with
its time once sent (second_person_apart, stop 62). Whose time is whose unclear (the other person's said
first), three people, two services: a person, as before.
"""
from __future__ import annotations

import pytest

from bizengine.language.text import clean
from tests.conversation import chat

HANDED = "prefiero que lo organice una persona"
HANDED_GL = "prefiro que o organice unha persoa"


# --- one person: one time or the other --------------------------------------------------------------------

@pytest.mark.parametrize("said", [
    "mesa para 4 el viernes a las 21 o a las 21:30",
    "mesa para 4 el viernes a las 21 o 21:30",
    "mesa para 4 el viernes a las 21 o las 21:30",
    "mesa para 4 el viernes alas 21 o alas 21:30",
    "mesa para 4 el viernes alas 21 o 21:30",
    "Mesa para 4 el Viernes a las 21h o 21:30h",
])
def test_a_table_at_one_time_or_another_asks_which(said):
    c = chat("restaurante")
    t = c.say(said)
    assert "¿Qué te va mejor, el viernes 6 de noviembre a las 21:00 o a las 21:30?" in t.text
    assert t.chip_labels == ["21:00", "21:30"]
    assert c.state["booking"].get("min") is None


@pytest.mark.parametrize("said, question", [
    ("mesa para 4 el viernes a las 21 o si no a las 22", "el viernes 6 de noviembre a las 21:00 o a las 22:00?"),
    ("mesa para 4 el viernes a las 21 o sino a las 22", "el viernes 6 de noviembre a las 21:00 o a las 22:00?"),
    ("mesa para 4 el viernes a las 9 o 10 de la noche", "el viernes 6 de noviembre a las 21:00 o a las 22:00?"),
    ("mesa para 4 el viernes a las 21 o 22 h", "el viernes 6 de noviembre a las 21:00 o a las 22:00?"),
])
def test_other_ways_of_saying_the_second_time(said, question):
    t = chat("restaurante").say(said)
    assert f"¿Qué te va mejor, {question}" in t.text


@pytest.mark.parametrize("said, question", [
    ("mesa para 4 o venres ás 21 ou 21:30", "o venres 6 de novembro ás 21:00 ou ás 21:30?"),
    ("mesa para 4 o venres as 21 ou as 21:30", "o venres 6 de novembro ás 21:00 ou ás 21:30?"),
    ("mesa para 4 o venres ás 21 ou se non ás 22", "o venres 6 de novembro ás 21:00 ou ás 22:00?"),
])
def test_one_time_or_another_in_galician(said, question):
    t = chat("restaurante").say(said)
    assert f"¿Que che vai mellor, {question}" in t.text


@pytest.mark.parametrize("said, question", [
    ("corte de hombre el jueves a las 10 o 13",
     "¿Qué te va mejor, el jueves 5 de noviembre a las 10:00 o a las 13:00?"),
    ("corte de hombre el jueves alas 10 o alas 13",
     "¿Qué te va mejor, el jueves 5 de noviembre a las 10:00 o a las 13:00?"),
    ("corte de home o xoves ás 10 ou 13", "¿Que che vai mellor, o xoves 5 de novembro ás 10:00 ou ás 13:00?"),
])
def test_an_appointment_at_one_time_or_another_asks_which(said, question):
    t = chat("peluqueria").say(said)
    assert question in t.text
    assert t.chip_labels == ["10:00", "13:00"]


@pytest.mark.parametrize("said", [
    "corte de hombre el jueves a las 11 o a las 13",
    "corte de hombre el jueves a las 11 o 13",
    "corte de hombre el jueves a las 11 o las 13",
    "corte de hombre el jueves alas 11 o alas 13",
    "corte de hombre el jueves a las 11 o si no a las 13",
])
def test_the_free_one_of_two_times_is_taken_and_the_other_said(said):
    c = chat("peluqueria")
    t = c.say(said)
    assert t.texts[0].startswith("Apunto: corte de hombre el jueves 5 de noviembre a las 13:00.")
    assert "El jueves 5 de noviembre a las 11:00 no puede ser: te apunto a las 13:00." in t.text
    assert "11:15" not in t.chip_labels
    assert c.state["booking"]["min"] == 13 * 60


# --- one person: near-misses ------------------------------------------------------------------------------

def test_a_time_mended_with_better_is_the_later_one():
    c = chat("restaurante")
    t = c.say("mesa para 4 el viernes a las 21 o mejor a las 22")
    assert t.texts[0] == "Apunto: reserva para 4 personas el viernes 6 de noviembre a las 22:00."
    assert "¿Qué te va mejor" not in t.text


@pytest.mark.parametrize("said", [
    "mesa el viernes a las 21, seremos 3 o 4",
    "mesa para el viernes a las 21 para 3 o 4",
    "mesa para 4 el viernes a las 21 o a las 21:30 me da igual",
])
def test_a_count_after_the_time_or_either_will_do_is_no_second_time(said):
    c = chat("restaurante")
    t = c.say(said)
    assert "¿Qué te va mejor" not in t.text
    assert "el viernes 6 de noviembre a las 21:00" in t.texts[0]
    assert c.state["booking"]["min"] == 21 * 60


def test_wings_are_no_time():
    assert clean("alas de pollo 2") == "alas de pollo 2"
    assert clean("alas 21 o alas 21:30") == "a las 21 o a las 21:30"
    assert clean("ala 1 del mediodia") == "a la 1 del mediodia"


def test_two_times_for_one_person_still_go_one_at_a_time():
    t = chat("peluqueria").say("corte de hombre el jueves a las 10 y a las 12")
    assert t.texts[0].startswith("Una reserva es para una hora: apunto la de las 10:00. La de las 12:00 va aparte")


# --- two people: one time or another ----------------------------------------------------------------------

def _send(c, *steps: str):
    t = None
    for step in steps:
        t = c.press(step[1:]) if step.startswith("!") else c.say(step)
    return t


@pytest.mark.parametrize("said", [
    "dos cortes de hombre para mi y mi hijo el jueves a las 11 o a las 13",
    "dos cortes de hombre para mí y mi hijo el jueves a las 11 o 13",
    "dos cortes de hombre para mi y mi hijo el jueves alas 11 o alas 13",
])
def test_two_people_at_one_time_or_another(said):
    c = chat("peluqueria")
    t = c.say(said)
    assert t.texts[0].startswith("Apunto: corte de hombre el jueves 5 de noviembre a las 13:00.")
    assert "apunto primero la tuya, y la de tu hijo va aparte" in t.text
    assert "El jueves 5 de noviembre a las 11:00 no puede ser: te apunto a las 13:00." in t.text
    assert HANDED not in t.text


def test_two_people_at_one_time_or_another_in_galician():
    t = chat("peluqueria").say("dous cortes de home para min e o meu fillo o xoves ás 11 ou ás 13")
    assert t.texts[0].startswith("Apunto: corte de home o xoves 5 de novembro ás 13:00.")
    assert "O xoves 5 de novembro ás 11:00 non pode ser: apúntoche ás 13:00." in t.text
    assert "a cita para o teu fillo vai á parte" in t.text


def test_the_other_ones_appointment_is_on_the_writers_day():
    c = chat("peluqueria")
    t = _send(c, "dos cortes de hombre para mi y mi hijo el jueves a las 11 o a las 13", "Pablo", "!Me da igual",
              "612345678", "no", "!Enviar reserva")
    assert "¿Preparo ahora la cita para tu hijo (corte de hombre)?" in t.text
    t = c.press("Cita para tu hijo")
    assert t.texts[0].startswith("Apunto: corte de hombre el jueves 5 de noviembre.")
    assert c.state["booking"]["ymd"] == "2026-11-05"


def test_both_free_the_choice_is_asked_and_the_day_kept_for_the_other():
    c = chat("peluqueria")
    t = c.say("dos cortes de hombre para mi y mi hijo el jueves a las 10 o a las 13")
    assert "¿Qué te va mejor, el jueves 5 de noviembre a las 10:00 o a las 13:00?" in t.text
    t = _send(c, "!10:00", "!Me da igual", "Pablo", "612345678", "no", "!Enviar reserva")
    assert "Hecho: he enviado" in t.text
    assert c.press("Cita para tu hijo").texts[0].startswith("Apunto: corte de hombre el jueves 5 de noviembre.")


# --- two people: each at a time of their own --------------------------------------------------------------

@pytest.mark.parametrize("said, recap, whom, other", [
    ("dos cortes de hombre para mi y mi hijo el jueves a las 10 y a las 12",
     "Apunto: corte de hombre el jueves 5 de noviembre a las 10:00.", "tu hijo", "12:00"),
    ("dos cortes de hombre para mi y mi hijo el jueves alas 10 y alas 12",
     "Apunto: corte de hombre el jueves 5 de noviembre a las 10:00.", "tu hijo", "12:00"),
    ("un corte de hombre para mi y otro para mi hijo, uno a las 10 y otro a las 12, el jueves",
     "Apunto: corte de hombre el jueves 5 de noviembre a las 10:00.", "tu hijo", "12:00"),
    ("dos cortes de hombre para mi y mi hijo el jueves a las 10 y a las 10:30",
     "Apunto: corte de hombre el jueves 5 de noviembre a las 10:00.", "tu hijo", "10:30"),
    ("corte de mujer para mi y mi hermana el viernes a las 10 y a las 11",
     "Apunto: corte de mujer el viernes 6 de noviembre a las 10:00.", "tu hermana", "11:00"),
    ("corte de hombre el martes a las 11 y otro para mi hijo a las 12",
     "Apunto: corte de hombre el martes 3 de noviembre.", "tu hijo", "12:00"),
])
def test_each_ones_time_the_writers_first(said, recap, whom, other):
    c = chat("peluqueria")
    t = c.say(said)
    assert t.texts[0].startswith(recap)
    assert f"apunto primero la tuya, y la de {whom}, a las {other}, va aparte" in t.text
    assert HANDED not in t.text
    assert int(c.state["booking"].get("people") or 1) == 1


def test_each_ones_time_in_galician():
    t = chat("peluqueria").say("dous cortes de home para min e o meu fillo o xoves ás 10 e ás 12")
    assert t.texts[0].startswith("Apunto: corte de home o xoves 5 de novembro ás 10:00.")
    assert "apunto primeiro a túa, e a cita para o teu fillo, ás 12:00, vai á parte" in t.text
    assert HANDED_GL not in t.text


def test_the_other_ones_time_is_offered_once_sent():
    c = chat("peluqueria")
    t = _send(c, "dos cortes de hombre para mi y mi hijo el jueves a las 10 y a las 12", "!Me da igual", "Pablo",
              "612345678", "no", "!Enviar reserva")
    assert "¿Preparo ahora la cita para tu hijo (corte de hombre, a las 12:00)?" in t.text
    t = c.press("Cita para tu hijo")
    assert t.texts[0].startswith("Apunto: corte de hombre el jueves 5 de noviembre a las 12:00.")
    assert c.state["booking"]["min"] == 12 * 60


def test_the_other_ones_time_is_offered_once_sent_in_galician():
    c = chat("peluqueria")
    t = _send(c, "dous cortes de home para min e o meu fillo o xoves ás 10 e ás 12", "!Dáme igual", "Pablo",
              "612345678", "non", "!Enviar reserva")
    assert "¿Preparo agora a cita para o teu fillo (corte de home, ás 12:00)?" in t.text
    assert c.press("Cita para o teu fillo").texts[0].startswith("Apunto: corte de home o xoves 5 de novembro ás 12:00.")


# --- two people: near-misses ------------------------------------------------------------------------------

@pytest.mark.parametrize("said", [
    "un corte de hombre para mi hijo a las 11 y otro para mi a las 12 el jueves",
    "dos cortes de hombre el jueves a las 11 y a las 12",
    "dos cortes de hombre para mi y mis dos hijos el jueves a las 10 y a las 12",
    "corte de mujer para mí y tinte para mi madre el jueves a las 10 y a las 12",
    "un corte para mí a las 10 y otro para mi hija a las 11",
])
def test_whose_time_is_whose_unclear_still_goes_to_a_person(said):
    c = chat("peluqueria")
    t = c.say(said)
    assert "cada una a su hora" in t.text and HANDED in t.text
    assert "va aparte" not in t.text
    assert c.state["booking"].get("min") is None


def test_both_at_the_same_time_still_goes_to_a_person():
    t = chat("peluqueria").say("un corte de hombre para mí y otro para mi hijo a la vez el jueves a las 10 o a las 13")
    assert HANDED in t.text and "va aparte" not in t.text
