"""Stop 64 (helper A, family 2): whether one of the staff is free at a time, asked, is answered.
Before: «el martes a las 16 ¿está libre Marta?» (also «¿tiene hueco Iago…?», gl «está libre a Marta o martes ás
16?», without accents) opened the appointment silently — «Apunto: cita con Marta el martes 3 de noviembre a las
16:00. ¿Qué servicio quieres?» — never saying whether she was free, and held a time she had no room at.
Now (conversation/person_free_told.py): «Sí, Marta tiene hueco el martes 3 de noviembre a las 16:00.» first, then
the appointment as before; with no service known and no room then, «Marta no tiene hueco el martes 3 de noviembre
a las 11:00; ese día tiene hueco a las 10:00, de 12:00 a 13:00 y de 16:00 a 19:30.» and the appointment goes on
with her and the day, not the time.
Near-misses kept: a wish («quiero cita con Marta el martes a las 16»), a day without a time, whether she works,
a time not free with the service known (the booking's own «A las 11:00 no me queda hueco…»)."""
from __future__ import annotations

import pytest

from tests.conversation import chat, chat_after

YES = "Sí, {} tiene hueco el martes 3 de noviembre a las {}."


@pytest.mark.parametrize("said, person, time", [
    ("el martes a las 16 ¿está libre Marta?", "Marta", "16:00"),
    ("el martes a las 16 esta libre marta", "Marta", "16:00"),
    ("¿Marta está libre el martes a las 16?", "Marta", "16:00"),
    ("¿tiene hueco Marta el martes a las 16?", "Marta", "16:00"),
    ("¿Marta puede el martes a las 16?", "Marta", "16:00"),
    ("el martes a las 19 esta libre Iago?", "Iago", "19:00"),
    ("el martes a las 15 ¿puede Iago?", "Iago", "15:00"),
    ("iago esta disponible el martes a las 18:30??", "Iago", "18:30"),
])
def test_free_then_said_before_the_appointment(said, person, time):
    c = chat("peluqueria")
    t = c.say(said)
    assert t.texts[0] == YES.format(person, time)
    assert t.texts[1] == f"Apunto: cita con {person} el martes 3 de noviembre a las {time}."
    assert t.texts[2] == "¿Qué servicio quieres?"
    assert c.state["booking"]["resource"] == person.lower()


@pytest.mark.parametrize("said", ["está libre a Marta o martes ás 16?", "esta libre a marta o martes as 16",
                                  "ten oco a Marta o martes ás 16?"])
def test_galician_free_then_said(said):
    t = chat("peluqueria").say(said)
    assert t.texts[0] == "Si, Marta ten oco o martes 3 de novembro ás 16:00."
    assert t.texts[1] == "Apunto: cita con Marta o martes 3 de novembro ás 16:00."


@pytest.mark.parametrize("said", ["¿Marta está libre el martes a las 11?", "esta libre marta el martes a las 11"])
def test_not_free_then_said_with_her_times_and_the_time_not_held(said):
    c = chat("peluqueria")
    t = c.say(said)
    assert t.texts[0] == ("Marta no tiene hueco el martes 3 de noviembre a las 11:00; ese día tiene hueco a las "
                          "10:00, de 12:00 a 13:00 y de 16:00 a 19:30.")
    assert t.texts[1] == "Apunto: cita con Marta el martes 3 de noviembre."
    assert c.state["booking"]["min"] is None
    t = c.say("corte de hombre")
    assert "¿A qué hora te va bien el martes 3 de noviembre?" in t.text


def test_not_free_in_galician():
    t = chat("peluqueria").say("está libre a Marta o martes ás 11?")
    assert t.texts[0].startswith("Marta non ten oco o martes 3 de novembro ás 11:00; ese día ten oco ás 10:00")


def test_with_the_service_held_free_said():
    t = chat_after("peluqueria", "corte de hombre").say("¿está libre Marta el martes a las 16?")
    assert t.texts[0] == YES.format("Marta", "16:00")
    assert t.texts[1].startswith("Apunto: corte de hombre con Marta el martes 3 de noviembre a las 16:00.")
    t = chat_after("peluqueria", "corte de hombre el martes").say("y Marta esta libre a las 16?")
    assert t.texts[0] == YES.format("Marta", "16:00")


def test_with_the_service_held_not_free_is_the_bookings_own_answer():
    t = chat_after("peluqueria", "corte de hombre el martes").say("¿está libre Marta a las 11?")
    assert "Sí," not in t.text
    assert "A las 11:00 no me queda hueco. Las horas libres más cercanas son 10:00, 12:00 o 12:15." in t.text


@pytest.mark.parametrize("said", ["quiero cita con Marta el martes a las 16",
                                  "corte de hombre con Marta el martes a las 16",
                                  "esta libre marta el martes?", "¿trabaja Iago el martes?"])
def test_near_misses_say_no_yes(said):
    t = chat("peluqueria").say(said)
    assert "tiene hueco el martes 3 de noviembre a las" not in t.text
    assert not t.text.startswith("Sí,")
