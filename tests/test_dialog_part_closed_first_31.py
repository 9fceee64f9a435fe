"""Stop 31: an appointment asked for a part of the day the business is closed («¿tenéis hueco hoy
por la tarde?» on a Saturday the salon closes at 14:00) says so at once, before asking the
service, and the day is asked again after it. Before, it said «Apunto: cita el sábado…», asked
the service, and only then that there was nothing that day."""
from __future__ import annotations

import pytest

from tests.conversation import chat

SERVICE_ES, SERVICE_GL = "¿Qué servicio quieres?", "¿Que servizo queres?"


@pytest.mark.parametrize("said, closed, question", [
    ("¿tenéis hueco hoy por la tarde?", "El sábado 31 de octubre por la tarde no abrimos.", SERVICE_ES),
    ("teneis hueco hoy x la tarde", "El sábado 31 de octubre por la tarde no abrimos.", SERVICE_ES),
    ("quiero cita el sábado por la tarde", "El sábado 7 de noviembre por la tarde no abrimos.", SERVICE_ES),
    ("¿tedes oco hoxe pola tarde?", "O sábado 31 de outubro pola tarde non abrimos.", SERVICE_GL),
    ("quero cita o sábado pola tarde", "O sábado 7 de novembro pola tarde non abrimos.", SERVICE_GL),
])
def test_the_closed_part_is_said_before_the_service(said, closed, question):
    t = chat("peluqueria").say(said)
    assert t.texts[0] == closed and question in t.text and "Apunto: cita" not in t.text


def test_after_the_service_the_day_is_asked_again():
    c = chat("peluqueria")
    c.say("¿tenéis hueco hoy por la tarde?")
    t = c.press("Tinte")
    assert "¿Qué día te va bien?" in t.text and "sáb 31 oct" not in t.chip_labels


def test_an_open_part_is_taken_as_before():
    t = chat("peluqueria").say("quiero cita el jueves por la tarde")
    assert "Apunto: cita el jueves 5 de noviembre." in t.text and "no abrimos" not in t.text


def test_with_the_service_known_the_time_question_offers_the_days_other_times():
    c = chat("peluqueria")
    first = c.say("quiero cita el sábado por la tarde para un corte de hombre")     # before «¿Con quién?» (55)
    assert "El sábado 7 de noviembre por la tarde no abrimos: ese día abrimos de 09:00 a 14:00." in first.text
    t = c.press("Me da igual")
    assert "¿A qué hora te va bien el sábado 7 de noviembre?" in t.text
    assert "09:00" in t.chip_labels


def test_a_restaurant_night_closed_still_offers_the_days_other_times():
    t = chat("restaurante").say("queremos ir a cenar mañana, somos dos")
    assert "El domingo 1 de noviembre por la noche no abrimos. ¿Te va bien a otra hora?" in t.text
