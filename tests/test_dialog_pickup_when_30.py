"""Stop 30 at the bakery: «¿puedo recoger a las 19?», «¿se puede recoger el domingo por la tarde?»
ask whether it is open then (they went to a person); «¿para cuándo me podéis tener una X?» asks
the lead time (it wrote X down)."""
from __future__ import annotations

import pytest

from tests.conversation import chat


@pytest.mark.parametrize("said, expected", [
    ("¿puedo recoger a las 19?", "Hoy abrimos de 09:00 a 14:00 y de 16:30 a 20:00."),
    ("puedo recogerla a las 21?", "Hoy abrimos de 09:00 a 14:00 y de 16:30 a 20:00."),
    ("¿se puede recoger el domingo por la tarde?",
     "Por la tarde no. El domingo 1 de noviembre abrimos de 09:30 a 14:00."),
    ("¿puedo pasar a recoger mañana a las 10?", "El domingo 1 de noviembre abrimos de 09:30 a 14:00."),
    ("¿puedo ir a buscarla el martes?", "El martes 3 de noviembre abrimos de 09:00 a 14:00 y de 16:30 a 20:00."),
    ("¿podo recollelo o luns?", "O luns 2 de novembro non abrimos."),
])
def test_picking_up_then_is_whether_it_is_open(said, expected):
    t = chat().say(said)
    assert t.text.startswith(expected)
    assert t.request is None and "prefiero no inventarlo" not in t.text


def test_with_a_booking_business_coming_on_a_day_still_books():
    t = chat("peluqueria").say("¿puedo pasar el martes a las 10?")
    assert t.request is not None and "martes 3 de noviembre a las 10:00" in t.text


@pytest.mark.parametrize("said, expected", [
    ("¿para cuándo me podéis tener una tarta de queso?",
     "Tarta de queso se encarga con 48 horas de antelación. Lo más pronto es el martes 3 de noviembre."),
    ("¿cuándo me podéis tener una tarta de queso?", "Lo más pronto es el martes 3 de noviembre."),
    ("¿para cando me podedes ter unha bica?", "O máis cedo é o martes 3 de novembro."),
    ("me podeis tener una bica para el martes?", "Para el martes 3 de noviembre llega a tiempo."),
])
def test_when_you_can_have_it_is_the_lead_time(said, expected):
    t = chat().say(said)
    assert expected in t.text and t.request is None


@pytest.mark.parametrize("said", ["¿me podéis poner una bica para el sábado?",
                                  "me podes apuntar una bica para o sábado?"])
def test_asking_it_to_be_put_down_still_orders(said):
    t = chat().say(said)
    assert t.request is not None and "1 × Bica gallega" in t.text
