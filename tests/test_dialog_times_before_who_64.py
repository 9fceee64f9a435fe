"""Stop 64 (helper A, family 1): when to come, asked while «¿Con quién quieres la cita?» is open.
Before: «corte de hombre el martes» then «¿a qué hora puedo ir?» (or «¿cuándo puedo ir?», gl «a que hora podo ir?»)
got «¿Con quién quieres la cita?» again, as if nothing had been asked; «¿a qué hora hay hueco?» the time question
with no time said; «q horas teneis libres» anyone's times and the time question, the person's question gone.
Now (conversation/times_before_who.py): each person's free times that day, then who again —
«El martes 3 de noviembre: Marta tiene hueco a las 10:00, de 12:00 a 13:00 y de 16:00 a 19:30. Iago tiene hueco de
15:00 a 16:00 y de 18:30 a 19:30.» «¿Con quién quieres la cita?»; a day said with it is taken first; a time taken
next goes to whoever is free then (asked among them when both are).
Near-misses kept: the hours («¿a qué hora cerráis?»), a pickup, a person named, a time said."""
from __future__ import annotations

import pytest

from tests.conversation import chat_after

TUESDAY = ("El martes 3 de noviembre: Marta tiene hueco a las 10:00, de 12:00 a 13:00 y de 16:00 a 19:30. "
           "Iago tiene hueco de 15:00 a 16:00 y de 18:30 a 19:30.")
TUESDAY_GL = ("O martes 3 de novembro: Marta ten oco ás 10:00, de 12:00 a 13:00 e de 16:00 a 19:30. "
              "Iago ten oco de 15:00 a 16:00 e de 18:30 a 19:30.")
WHO = "¿Con quién quieres la cita?"
WHO_GL = "¿Con quen queres a cita?"


@pytest.mark.parametrize("asked", [
    "¿a qué hora puedo ir?",
    "a que hora puedo ir",
    "¿a qué hora hay hueco?",
    "a q hora hay hueco?",
    "q horas teneis libres",
    "¿qué horas tenéis libres?",
    "¿cuándo puedo ir?",
    "cuando puedo pasar??",
    "a que hora teneis algo libre",
])
def test_each_persons_free_times_then_who_again(asked):
    t = chat_after("peluqueria", "corte de hombre el martes").say(asked)
    assert t.texts == [TUESDAY, WHO]
    assert t.chip_labels == ["Marta", "Iago", "Me da igual"]


@pytest.mark.parametrize("asked", ["a que hora podo ir?", "a que hora hai oco?", "cando podo ir?",
                                   "que horas tedes libres?"])
def test_galician_each_persons_free_times_then_who_again(asked):
    t = chat_after("peluqueria", "corte de home o martes").say(asked)
    assert t.texts == [TUESDAY_GL, WHO_GL]
    assert t.chip_labels == ["Marta", "Iago", "Dáme igual"]


def test_a_day_said_with_it_is_taken_and_its_times_said():
    t = chat_after("peluqueria", "corte de hombre el martes").say("¿a qué hora puedo ir el miércoles?")
    assert t.texts[0].startswith("Apunto: corte de hombre el miércoles 4 de noviembre.")
    assert t.texts[1] == ("El miércoles 4 de noviembre: Marta tiene hueco de 10:00 a 10:30, de 16:00 a 17:30 y a las "
                          "19:30. Iago tiene hueco de 10:00 a 12:00, de 14:00 a 16:30 y de 17:30 a 18:30.")
    assert t.texts[2] == WHO


def test_a_time_taken_next_goes_to_the_one_free_then():
    c = chat_after("peluqueria", "corte de hombre el martes", "¿a qué hora puedo ir?")
    t = c.say("a las 17")       # Iago works then but is busy: Marta, no question
    assert t.texts[0].startswith("Apunto: corte de hombre el martes 3 de noviembre a las 17:00.")
    assert "¿A nombre de quién" in t.text
    t = chat_after("peluqueria", "corte de hombre el martes", "¿a qué hora puedo ir?").say("a las 19")
    assert t.texts[1] == "A las 19:00 pueden atenderte Marta e Iago. " + WHO


def test_a_person_taken_next_gets_their_times():
    t = chat_after("peluqueria", "corte de hombre el martes", "¿a qué hora puedo ir?").say("Iago")
    assert t.texts[1] == "¿A qué hora te va bien el martes 3 de noviembre?"
    assert t.chip_labels[0] == "15:00"


def test_with_a_person_held_the_free_times_and_the_time_question():
    t = chat_after("peluqueria", "corte de hombre con Marta el martes").say("¿a qué hora hay hueco?")
    assert t.texts == ["El martes 3 de noviembre tengo hueco a las 10:00, de 12:00 a 13:00 y de 16:00 a 19:30. "
                       "¿Cuál te va bien?"]


@pytest.mark.parametrize("said, first", [
    ("¿a qué hora cerráis?", "El martes 3 de noviembre cerramos a las 20:00."),
    ("Marta", "Apunto: corte de hombre con Marta el martes 3 de noviembre."),
    ("a las 12", "Apunto: corte de hombre el martes 3 de noviembre a las 12:00."),
])
def test_near_misses_read_as_before(said, first):
    t = chat_after("peluqueria", "corte de hombre el martes").say(said)
    assert t.texts[0].startswith(first)
    assert "tiene hueco" not in t.text
