"""A free slot asked the ways people ask it starts the booking: «¿tendrían sitio para 4 el
viernes?», «¿hay disponibilidad el jueves?», «¿tienen hueco el martes para un tinte?». These went
to a person, or answered only a price.
now = Saturday 31 October 2026 12:40 Madrid."""
from __future__ import annotations

import pytest

from tests.conversation import chat


@pytest.mark.parametrize("text, party, day", [
    ("tendrian sitio para 4 el viernes?", 4, "el viernes 6 de noviembre"),
    ("¿Tendríais sitio para 4 el viernes?", 4, "el viernes 6 de noviembre"),
    ("hay disponibilidad el jueves para 3?", 3, "el jueves 5 de noviembre"),
    ("tienen disponibilidad para 2 el jueves?", 2, "el jueves 5 de noviembre"),
    ("habria sitio para 2 el viernes", 2, "el viernes 6 de noviembre"),
    ("les queda sitio para 6 el jueves?", 6, "el jueves 5 de noviembre"),
    ("tienen plazas para 5 el viernes?", 5, "el viernes 6 de noviembre"),
])
def test_a_free_table_asked_starts_the_booking(text, party, day):
    t = chat("restaurante").say(text)
    assert t.text.startswith(f"Apunto: reserva para {party} personas {day}.")


@pytest.mark.parametrize("text, start", [
    ("teriades sitio para 4 o venres?", "Apunto: reserva para 4 persoas o venres 6 de novembro."),
    ("hai dispoñibilidade o xoves para 3?", "Apunto: reserva para 3 persoas o xoves 5 de novembro."),
])
def test_a_free_table_asked_in_galician(text, start):
    assert chat("restaurante").say(text).text.startswith(start)


@pytest.mark.parametrize("text, start", [
    ("tienen hueco el martes para un tinte?", "Apunto: tinte el martes 3 de noviembre."),
    ("teneis disponibilidad para un peinado el viernes?", "Apunto: peinado el viernes 6 de noviembre."),
    ("tiene un huequito el martes?", "Apunto: cita el martes 3 de noviembre. ¿Qué servicio quieres?"),
])
def test_a_free_appointment_asked_starts_it(text, start):
    assert chat("peluqueria").say(text).text.startswith(start)


def test_a_price_asked_is_still_a_price():
    assert chat("peluqueria").say("cuanto cuesta un tinte?").text.startswith("Tinte: 35,00 €")
