"""Stop 31: hours asked of a month («¿abrís en agosto?», «¿qué horario tenéis en enero?») are the
usual week and every day of that month that opens otherwise or not at all (it answered today's
hours); «¿trabajáis los lunes?», «¿traballades o domingo?» ask the business's days (they went to
a person)."""
from __future__ import annotations

import pytest

from tests.conversation import chat

WEEK = ("Abrimos los martes, miércoles, jueves, viernes y sábados de 09:00 a 14:00 y de 16:30 a 20:00; "
        "los domingos de 09:30 a 14:00. Cerramos los lunes.")


@pytest.mark.parametrize("said, days", [
    ("¿qué horario tenéis en enero?",
     ["El viernes 1 de enero no abrimos (Año Nuevo).", "El miércoles 6 de enero no abrimos (Reyes)."]),
    ("¿abrís en diciembre?",
     ["El martes 8 de diciembre abrimos de 09:30 a 14:00.", "El viernes 25 de diciembre no abrimos (Navidad)."]),
    ("abris en diciembre", ["El viernes 25 de diciembre no abrimos (Navidad)."]),
    ("¿trabajáis en enero?", ["El viernes 1 de enero no abrimos (Año Nuevo)."]),
    ("¿abrís en agosto?", []),
])
def test_a_month_is_the_week_and_its_different_days(said, days):
    t = chat().say(said)
    assert t.text.startswith(WEEK) and all(d in t.text for d in days)
    assert "Hoy abrimos" not in t.text
    if not days:
        assert t.text == WEEK


def test_a_month_in_galician():
    t = chat().say("¿abrides en decembro?")
    assert t.text.startswith("Abrimos os martes") and "O venres 25 de decembro non abrimos (Nadal)." in t.text


def test_one_day_of_a_month_is_still_that_day():
    assert chat().say("¿abrís el 15 de agosto?").text == "El domingo 15 de agosto abrimos de 09:30 a 14:00."


@pytest.mark.parametrize("slug, said, expected", [
    ("peluqueria", "¿trabajáis los lunes?", "Cerramos los lunes."),
    ("peluqueria", "trabajais el sabado por la tarde?", "Por la tarde no."),
    ("peluqueria", "¿traballades o domingo?", "O domingo 1 de novembro non abrimos."),
    ("taller", "¿trabajáis los sábados?", "Los sábados abrimos de 10:00 a 14:00."),
    ("peluqueria", "¿trabajáis hoy?", "Hoy abrimos de 09:00 a 14:00."),
])
def test_working_days_of_the_business_are_its_hours(slug, said, expected):
    t = chat(slug).say(said)
    assert expected in t.text and t.request is None


def test_a_person_working_is_still_that_person():
    assert chat("peluqueria").say("¿Marta trabaja los sábados?").text == "Marta trabaja los sábados de 09:00 a 14:00."
