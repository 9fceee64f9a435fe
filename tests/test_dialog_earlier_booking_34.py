"""A booking made before, talked about: «tengo reservado el viernes para 4, ¿podemos ir con perro?»
is a question about it (answered from the business's texts), never a new booking; «he reservado por
teléfono…, quiero añadir una trona», «tiña cita o xoves e non podo ir» are changes of it."""
import tempfile

import pytest

from tests.conversation import chat, chat_with_knowledge


@pytest.mark.parametrize("text, answer", [
    ("tengo reservado el viernes para 4, podemos ir con un perro?", "Los perros son bienvenidos en la terraza."),
    ("tenemos reserva el sabado a las 21, hay terraza?", "Tenemos una terraza cubierta"),
    ("temos mesa reservada o venres, hai aparcadoiro preto?", "No tenemos aparcamiento propio."),
])
def test_a_question_about_a_booking_made_before_is_answered_not_booked(text, answer):
    t = chat_with_knowledge("restaurante", tempfile.mkdtemp()).say(text)
    assert t.text.removeprefix("Só o teño escrito en castelán: ").startswith(answer)
    assert t.request is None


@pytest.mark.parametrize("slug, text, said", [
    ("restaurante", "he reservado por telefono para el jueves, quiero añadir una trona",
     "En esta conversación no veo nada tuyo en marcha."),
    ("peluqueria", "tengo cita con marta el jueves, la puedo pasar al viernes?",
     "En esta conversación no veo nada tuyo en marcha."),
])
def test_a_change_of_a_booking_made_before_goes_to_the_phone(slug, text, said):
    t = chat(slug).say(text)
    assert t.text.startswith(said) and ("llama al" in t.text or "chama ao" in t.text)


def test_another_booking_beside_one_made_before_is_booked():
    t = chat("restaurante").say("tengo una reserva el sabado, quiero reservar otra para el domingo para 2")
    assert t.text.startswith("Apunto: reserva para 2 personas el domingo 1 de noviembre.")


@pytest.mark.parametrize("slug, text, said", [
    ("peluqueria", "tiña cita o xoves e non podo ir", "Nesta conversa non vexo nada teu en marcha."),
    ("restaurante", "tenemos mesa reservada el sabado y no podemos ir", "En esta conversación no veo nada tuyo en marcha."),
    ("peluqueria", "tengo cita el viernes y al final no voy a poder ir", "En esta conversación no veo nada tuyo en marcha."),
])
def test_not_going_to_a_booking_made_before_is_its_cancellation(slug, text, said):
    t = chat(slug).say(text)
    assert t.text.startswith(said) and ("para anularlo" in t.text or "para anulalo" in t.text)
    assert t.request is None
