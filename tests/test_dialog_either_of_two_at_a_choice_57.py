"""«cualquiera de las dos» answering a choice of two moments or days (stop 57, lead): it was read as «a las
dos», 14:00, and the first day was booked at 14:00 — a moment nobody offered («mesa para 4 el viernes a
las 21 o el sábado a las 14 || cualquiera de las dos» → «…el viernes 6 de noviembre a las 14:00»). Now it
is «me da igual»: the first moment whole. «a las dos» is still 14:00."""
from __future__ import annotations

import pytest

from tests.conversation import chat


@pytest.mark.parametrize("first, either, taken", [
    ("mesa para 4 el viernes a las 21 o el sábado a las 14", "cualquiera de las dos",
     "Apunto: reserva para 4 personas el viernes 6 de noviembre a las 21:00."),
    ("mesa para 4 el viernes a las 21 o el sabado a las 14", "cualquiera de las 2",
     "Apunto: reserva para 4 personas el viernes 6 de noviembre a las 21:00."),
    ("mesa para 4 o venres ás 21 ou o sábado ás 14", "calquera das dúas",
     "Apunto: reserva para 4 persoas o venres 6 de novembro ás 21:00."),
    ("mesa para 4 o venres ás 21 ou o sábado ás 14", "calquera das duas",
     "Apunto: reserva para 4 persoas o venres 6 de novembro ás 21:00."),
])
def test_either_of_two_moments_takes_the_first_whole(first, either, taken):
    c = chat("restaurante")
    c.say(first)
    c.say(either)
    assert c.last.texts[0] == taken
    assert c.state["booking"]["min"] == 21 * 60


def test_either_of_two_moments_at_the_salon():
    c = chat("peluqueria")
    c.say("un corte de hombre el martes a las 10 o el jueves a las 12")
    c.say("cualquiera de las dos")
    assert c.last.texts[0].startswith("Apunto: corte de hombre el martes 3 de noviembre a las 10:00.")


def test_either_of_two_days_keeps_no_hour():
    c = chat("restaurante")
    c.say("mesa para 4 el viernes o el sábado")
    c.say("cualquiera de los dos")
    assert c.last.texts[-1] == "¿A qué hora te va bien el viernes 6 de noviembre?"
    assert not c.state["booking"].get("min")


def test_at_two_is_still_the_hour_offered():
    c = chat("restaurante")
    c.say("mesa para 4 el viernes a las 21 o el sábado a las 14")
    c.say("a las dos")
    assert c.last.texts[0] == "Apunto: reserva para 4 personas el sábado 7 de noviembre a las 14:00."
