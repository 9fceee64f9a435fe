"""Stop 62, family C3: a person asked about on a day, and a person said again.

«¿qué hace Iago el sábado?» went to a person: now his hours that day (or that he does not work), then his
services with a button for each. «con marta || y marta» read «Para seguir necesito…»: now «Sí, la cita ya
es con Marta.» and what is missing asked again.
"""
from __future__ import annotations

import pytest

from tests.conversation import chat


@pytest.mark.parametrize("said,day,services", [
    ("¿qué hace Iago el sábado?", "Iago trabaja el sábado 7 de noviembre de 09:00 a 14:00.",
     "hace estos servicios: Corte de hombre y Arreglo de barba."),
    ("que hace iago el sabado", "Iago trabaja el sábado 7 de noviembre de 09:00 a 14:00.", "Corte de hombre"),
    ("Iago qué hace el martes", "Iago trabaja el martes 3 de noviembre de 15:00 a 20:00.", "Arreglo de barba"),
    ("k hace yago el lunes?", "Iago no trabaja el lunes 2 de noviembre.", "Corte de hombre"),
    ("¿qué hace Marta mañana?", "Marta no trabaja el domingo 1 de noviembre.", "hace todos los servicios"),
    ("que fai Iago o venres?", "Iago traballa o venres 6 de novembro de 10:00 a 19:00.",
     "fai estes servizos: Corte de home e Arranxo de barba."),
    ("que fai o barbeiro o luns", "Iago non traballa o luns 2 de novembro.", "Corte de home"),
])
def test_what_a_person_does_on_a_day(said, day, services):
    t = chat("peluqueria").say(said)
    assert day in t.text and services in t.text
    assert "prefiero no inventarlo" not in t.text and "prefiro non inventalo" not in t.text


def test_the_day_is_kept_for_another_person():
    ch = chat("peluqueria")
    ch.say("¿qué hace Iago el sábado?")
    assert "Marta trabaja el sábado 7 de noviembre de 09:00 a 14:00." in ch.say("¿y marta?").text


@pytest.mark.parametrize("first,again,said,asked", [
    ("con marta", "y marta", "Sí, la cita ya es con Marta.", "¿Qué servicio quieres?"),
    ("con marta", "con marta", "Sí, la cita ya es con Marta.", "¿Qué servicio quieres?"),
    ("con marta", "marta", "Sí, la cita ya es con Marta.", "¿Qué servicio quieres?"),
    ("corte de hombre con iago el martes", "iago", "Sí, la cita ya es con Iago.", "¿A qué hora"),
    ("corte de hombre con iago el martes", "y con yago", "Sí, la cita ya es con Iago.", "¿A qué hora"),
    ("con a marta", "e a marta?", "Si, a cita xa é con Marta.", "¿Que servizo queres?"),
])
def test_the_person_said_again(first, again, said, asked):
    ch = chat("peluqueria")
    ch.say(first)
    t = ch.say(again)
    assert said in t.text and asked in t.text
    assert "Para seguir" not in t.text


def test_another_person_still_changes_it():
    ch = chat("peluqueria")
    ch.say("con marta")
    ch.say("y iago")
    assert ch.state["booking"]["resource"] == "iago"


@pytest.mark.parametrize("said,expected", [
    ("¿qué hace Iago?", "Iago es del equipo y hace estos servicios"),
    ("¿trabaja Iago el sábado?", "Iago trabaja el sábado 7 de noviembre de 09:00 a 14:00."),
])
def test_near_misses_unchanged(said, expected):
    assert expected in chat("peluqueria").say(said).text
