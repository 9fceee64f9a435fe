"""A booking and a question in one message: «mesa para 4 el jueves a las 21, ¿se puede ir con
perro?» is written down and the question answered (the data, else the business's texts, else a
person), before the booking's next question."""
import tempfile

import pytest

from tests.conversation import chat, chat_with_knowledge


def _kb(slug):
    return chat_with_knowledge(slug, tempfile.mkdtemp())


@pytest.mark.parametrize("text, answer, booked", [
    ("mesa para 4 el jueves a las 21, se puede ir con perro?", "Los perros son bienvenidos en la terraza.",
     "Apunto: reserva para 4 personas el jueves 5 de noviembre a las 21:00."),
    ("mesa para 4 el jueves a las 21, ¿hay parking cerca?", "No tenemos aparcamiento propio.",
     "Apunto: reserva para 4 personas el jueves 5 de noviembre a las 21:00."),
    ("mesa para 2 el jueves a mediodia, cuanto cuesta el menu?", "Menú del día: 14,50 €.",
     "Apunto: reserva para 2 personas el jueves 5 de noviembre."),
    ("mesa pa 3 o xoves ás 21, hai aparcadoiro?", "No tenemos aparcamiento propio.",
     "Apunto: reserva para 3 persoas o xoves 5 de novembro ás 21:00."),
])
def test_the_restaurant_answers_beside_the_booking(text, answer, booked):
    t = _kb("restaurante").say(text)
    assert t.texts[0].removeprefix("Só o teño escrito en castelán: ").startswith(answer)
    assert t.texts[1] == booked
    assert t.request["kind"] == "booking" and t.request["status"] == "collecting"


@pytest.mark.parametrize("text, answer, booked", [
    ("tinte el jueves a las 10, hay parking?", "No tenemos aparcamiento.", "Apunto: tinte el jueves 5 de noviembre."),
    ("corte de hombre el viernes a las 12, aceptais tarjeta?", "Se paga en el salón, con tarjeta o en efectivo.",
     "Apunto: corte de hombre el viernes 6 de noviembre a las 12:00."),
])
def test_the_salon_books_a_service_with_a_day_before_a_question(text, answer, booked):
    t = _kb("peluqueria").say(text)
    assert t.texts[0].startswith(answer)
    assert t.texts[1].startswith(booked)
    assert t.request["kind"] == "booking"


def test_a_question_about_the_service_itself_is_answered_not_booked():
    t = _kb("peluqueria").say("tinte el jueves a las 10, el tinte lleva amoniaco?")
    assert t.text.startswith("Tinte: Tinte de raíz con productos sin amoniaco.") and t.request is None


@pytest.mark.parametrize("text", ["mesa para 4 el jueves, ¿a qué hora tenéis hueco?",
                                  "mesa para 4 el jueves a las 21, ¿podemos ser 5?"])
def test_a_question_about_the_booking_is_the_bookings(text):
    t = chat("restaurante").say(text)
    assert "prefiero no inventarlo" not in t.text and t.request["kind"] == "booking"
