"""«eso es todo» typed in a hurry («eso es to», «eso es tó», «eso s todo», «ya sta», «nada ma», gl «iso é
to», «xa sta») or with «x ahora» / «por ahora» after it, at a question of an order or a booking: before,
«Para seguir necesito que me digas una de estas opciones…» (not read), and «eso es todo x ahora» /
«… por ahora» set the pick-up to the earliest time («Cambio la recogida … a las 09:00»). Now it is read
as «that is all»: said back, and what is missing asked again plainly."""
import pytest

from tests.conversation import Conversation, chat

ORDER = "quiero 6 croissants para el martes"
TIME_ES = "¿A qué hora lo recoges el martes 3 de noviembre?"
ADDED_ES = "Perfecto, no añado nada más. Aún no está enviado: me falta un dato."
ADDED_GL = "Perfecto, non engado nada máis. Aínda non está enviado: fáltame un dato."


@pytest.mark.parametrize("said", ["eso es to", "eso es tó", "Eso es to.", "eso s todo", "eso es todo x ahora",
                                  "eso es todo por ahora", "nada mas", "nada ma", "ya sta", "ya está", "es todo",
                                  "eso es tod", "nada mas x ahora"])
def test_at_the_time_question(said):
    c = Conversation()
    c.say(ORDER)
    t = c.say(said)
    assert t.texts == [ADDED_ES, TIME_ES]


@pytest.mark.parametrize("said", ["iso é to", "iso e todo", "xa sta", "xa está", "nada máis", "nada mais"])
def test_at_the_time_question_gl(said):
    c = Conversation()
    c.say("quero 6 croissants para o martes")
    t = c.say(said)
    assert t.texts == [ADDED_GL, "¿A que hora o recolles o martes 3 de novembro?"]


@pytest.mark.parametrize("said", ["eso es to", "eso es todo x ahora", "ya sta", "nada mas"])
def test_at_the_name_question(said):
    c = Conversation()
    c.say(ORDER + " a las 10")
    t = c.say(said)
    assert t.texts == [ADDED_ES, "¿A nombre de quién lo preparo?"]


@pytest.mark.parametrize("said", ["eso es todo por ahora", "eso es todo x ahora", "nada mas x ahora",
                                  "nada máis polo de agora"])
def test_at_the_phone_question_no_time_changed(said):
    c = Conversation()
    c.say_all(ORDER + " a las 10", "Ana")
    t = c.say(said)
    assert not any("09:00" in text for text in t.texts)
    assert c.state["order"]["min"] == 600


@pytest.mark.parametrize("said", ["para ahora", "ahora"])
def test_now_still_the_earliest_time(said):
    c = Conversation()
    c.say("quiero 6 croissants para el martes a las 10")
    t = c.say(said)
    assert "a las 09:00" in " ".join(t.texts)


@pytest.mark.parametrize("said", ["eso es to", "eso es todo x ahora", "ya sta"])
def test_at_the_note_question(said):
    c = Conversation()
    c.say_all(ORDER + " a las 10", "Ana 600111222")
    t = c.say(said)
    assert t.texts[0].startswith("Este es el pedido que enviaré al local.")
    assert not any("09:00" in text for text in t.texts)


@pytest.mark.parametrize("said", ["eso es to", "ya sta", "nada ma"])
def test_booking_time_question(said):
    c = chat("peluqueria")
    c.say("corte de mujer el martes")
    t = c.say(said)
    assert t.texts == [ADDED_ES, "¿A qué hora te va bien el martes 3 de noviembre?"]


@pytest.mark.parametrize("said", ["eso es to", "eso es todo x ahora"])
def test_booking_name_question(said):
    c = chat("peluqueria")
    c.say("corte de mujer el martes a las 12")
    t = c.say(said)
    assert t.texts == [ADDED_ES, "¿A nombre de quién hago la reserva?"]


@pytest.mark.parametrize("said", ["esto es", "eso es", "es to"])
def test_near_misses_not_read_as_that_is_all(said):
    c = Conversation()
    c.say(ORDER)
    t = c.say(said)
    assert ADDED_ES not in t.texts
