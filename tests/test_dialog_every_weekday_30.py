"""Stop 30: «¿abrís los domingos?» asks of every Sunday: the weekday's usual hours (or its weekly
rest), and the next one's only when a closure or a special day changes it. «el domingo» is still
the next Sunday, with its date."""
from __future__ import annotations

from datetime import datetime

import pytest

from tests.conversation import MADRID, chat


@pytest.mark.parametrize("slug, said, expected", [
    ("", "abrís los domingos?", "Los domingos abrimos de 09:30 a 14:00."),
    ("", "abris los domingos", "Los domingos abrimos de 09:30 a 14:00."),
    ("", "¿a qué hora abrís los sábados?", "Los sábados abrimos de 09:00 a 14:00 y de 16:30 a 20:00."),
    ("", "¿qué horario tenéis los viernes?", "Los viernes abrimos de 09:00 a 14:00 y de 16:30 a 20:00."),
    ("", "cada domingo abris?", "Los domingos abrimos de 09:30 a 14:00."),
    ("", "¿abrís los lunes?", "Cerramos los lunes."),
    ("", "¿cerráis los lunes?", "Cerramos los lunes."),
    ("", "abrides os domingos?", "Os domingos abrimos de 09:30 a 14:00."),
    ("", "abrides os xoves?", "Os xoves abrimos de 09:00 a 14:00 e de 16:30 a 20:00."),
    ("", "pechades os luns?", "Pechamos os luns."),
    ("", "¿abrís los domingos por la tarde?", "Por la tarde no. Los domingos abrimos de 09:30 a 14:00."),
    ("restaurante", "¿abrís los domingos por la noche?", "Por la noche no. Los domingos abrimos de 13:00 a 16:30."),
])
def test_every_weekday_is_its_usual_hours(slug, said, expected):
    t = chat(slug).say(said)
    assert t.text == expected
    assert t.request is None


@pytest.mark.parametrize("said, expected", [
    ("¿abrís el domingo?", "El domingo 1 de noviembre abrimos de 09:30 a 14:00."),
    ("¿abrís este domingo?", "El domingo 1 de noviembre abrimos de 09:30 a 14:00."),
    ("¿abrís el lunes?", "El lunes 2 de noviembre no abrimos."),
])
def test_one_weekday_is_still_the_next_one(said, expected):
    assert chat().say(said).text.startswith(expected)


def test_a_closure_on_the_next_one_is_said_beside_the_usual_hours():
    c = chat()
    c.now = datetime(2026, 12, 20, 11, 0, tzinfo=MADRID)      # the next Friday is Christmas Day
    t = c.say("¿abrís los viernes?")
    assert t.text == ("Los viernes abrimos de 09:00 a 14:00 y de 16:30 a 20:00. "
                      "El viernes 25 de diciembre no abrimos (Navidad).")


@pytest.mark.parametrize("said, expected", [
    ("¿Marta trabaja los sábados?", "Marta trabaja los sábados de 09:00 a 14:00."),
    ("marta trabaja los domingos?", "Marta no trabaja los domingos."),
    ("¿Iago traballa os luns?", "Iago non traballa os luns."),
    ("¿iago traballa os martes?", "Iago traballa os martes de 15:00 a 20:00."),
    ("¿yago trabaja los martes por la mañana?", "Por la mañana no. Iago trabaja los martes de 15:00 a 20:00."),
])
def test_a_person_every_weekday(said, expected):
    assert chat("peluqueria").say(said).text == expected


def test_a_person_on_the_next_one_is_still_its_date():
    assert chat("peluqueria").say("¿Marta trabaja el sábado?").text == \
        "Marta trabaja el sábado 7 de noviembre de 09:00 a 14:00."


def test_a_person_every_weekday_with_the_next_one_closed():
    c = chat("peluqueria")
    c.now = datetime(2026, 12, 20, 11, 0, tzinfo=MADRID)      # the next Friday is Christmas Day
    t = c.say("¿Marta trabaja los viernes?")
    assert t.text.startswith("Marta trabaja los viernes de 10:00 a 14:00 y de 16:00 a 20:00. ")
    assert "no trabaja el viernes 25 de diciembre" in t.text


@pytest.mark.parametrize("slug, said, expected, chips", [
    ("restaurante", "¿a qué hora podemos cenar el sábado 6?",
     "Ese día de la semana no cae en ese número. ¿Cuál quieres: el viernes 6 de noviembre o el sábado 7 de noviembre?",
     ["vie 6 nov", "sáb 7 nov"]),
    ("", "¿abrís el lunes 3?",
     "Ese día de la semana no cae en ese número. ¿Cuál quieres: el lunes 2 de noviembre o el martes 3 de noviembre?",
     ["lun 2 nov", "mar 3 nov"]),
    ("restaurante", "¿abrides o sábado 6?",
     "Ese día da semana non cae nese número. ¿Cal queres: o venres 6 de novembro ou o sábado 7 de novembro?",
     ["ven 6 nov", "sáb 7 nov"]),
])
def test_a_weekday_and_number_that_disagree_ask_which(slug, said, expected, chips):
    c = chat(slug)
    t = c.say(said)
    assert t.text == expected and t.chip_labels == chips and t.request is None
    t = c.say(t.chips[1]["text"])           # the button asks that day's hours
    assert "abrimos" in t.text or "no abrimos" in t.text or "non abrimos" in t.text
    assert "Hoy" not in t.text and "Hoxe" not in t.text


def test_a_weekday_and_number_that_agree_answer_at_once():
    assert chat("restaurante").say("¿a qué hora abrís el viernes 6?").text == \
        "El viernes 6 de noviembre abrimos de 13:00 a 16:00 y de 20:00 a 23:30."
