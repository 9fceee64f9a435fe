"""Asked whether a product must be ordered ahead, or whether a table must be booked: answered, never
an order or a booking started. Bakery clock: Saturday 31 October 2026, 12:40."""
import tempfile

import pytest

from tests.conversation import chat, chat_with_knowledge


@pytest.mark.parametrize("text, said", [
    ("la tarta de santiago necesita encargo?",
     "Tarta de Santiago se encarga con 24 horas de antelación. Lo más pronto es el martes 3 de noviembre."),
    ("necesita encargo la empanada?",
     "Empanada de zorza se encarga con 24 horas de antelación. Lo más pronto es el martes 3 de noviembre."),
    ("se puede comprar la bica sin encargar?",
     "Bica gallega se encarga con 24 horas de antelación. Lo más pronto es el martes 3 de noviembre."),
    ("hace falta encargar la sacher?",
     "Tarta Sacher se encarga con 48 horas de antelación. Lo más pronto es el martes 3 de noviembre."),
    ("las palmeras hay que encargarlas?", "Palmera de hojaldre no necesita encargo previo."),
    ("los croisants necesitan encargo", "Croissant de mantequilla no necesita encargo previo."),
    ("a empanada hai que encargala?",
     "Empanada de zorza encárgase con 24 horas de antelación. O máis cedo é o martes 3 de novembro."),
    ("precisa encarga a bica ou tedes sempre?",
     "Bica gallega encárgase con 24 horas de antelación. O máis cedo é o martes 3 de novembro."),
    ("fai falta encargar o pan de centeo?", "Pan de centeno non precisa encarga previa."),
])
def test_whether_a_product_needs_ordering_ahead_is_answered(text, said):
    c = chat()
    t = c.say(text)
    assert t.text == said
    assert t.request is None and not c.order["lines"]


def test_needs_ordering_with_a_day_says_whether_it_arrives():
    t = chat().say("hay que encargar la tarta de queso para el martes?")
    assert t.text == ("Tarta de queso se encarga con 48 horas de antelación. "
                      "Para el martes 3 de noviembre llega a tiempo.")


@pytest.mark.parametrize("text", [
    "hay mucha gente los sabados? hace falta reservar?",
    "se puede ir sin reservar un domingo?",
    "hace falta reserva para comer el domingo?",
    "¿es necesario reservar el viernes?",
    "hai que reservar para o xoves?",
    "pódese ir sen reserva o sábado?",
])
def test_whether_a_table_must_be_booked_is_asked_not_booked(text):
    c = chat_with_knowledge("restaurante", tempfile.mkdtemp())
    t = c.say(text)
    assert t.request is None or t.request.get("kind") == "question"
    assert "Apunto" not in t.text and "¿Para cuántas personas?" not in t.text


@pytest.mark.parametrize("text, said", [
    ("necesito reservar mesa para 4 el sabado", "Apunto: reserva para 4 personas el sábado 7 de noviembre."),
    ("hay que reservar para el sabado a las 21, somos 4",
     "Apunto: reserva para 4 personas el sábado 7 de noviembre a las 21:00."),
])
def test_a_booking_said_with_its_party_or_time_is_still_booked(text, said):
    assert chat("restaurante").say(text).text.startswith(said)
