"""A name or phone given to the order's question with another question after it («Uxía, ¿aceptáis
bizum?», «600111222, ¿se puede pagar con tarjeta?», «Ana y una pregunta, …»): the detail was kept
and the question dropped, or the question answered and the detail dropped (the total asked beside
the name; the phone given when the name was asked). Both now: the detail kept, the question
answered (or kept for the business with the request), then the next question."""
import pytest

from tests.conversation import chat

ORDER = "quiero dos palmeras para mañana a las 10"
KEPT_ES = "Se lo apunto al local junto a tu pedido"
KEPT_GL = "Apúntollo ao local xunto ao teu pedido"


@pytest.mark.parametrize("text, name, asked", [
    ("Uxía, ¿aceptáis bizum?", "Uxía", "¿aceptáis bizum?"),
    ("uxia, aceptais bizum?", "Uxia", "aceptais bizum?"),
    ("Me llamo Uxía. ¿Tenéis aparcamiento?", "Uxía", "¿Tenéis aparcamiento?"),
    ("Uxía y una pregunta, se puede pagar con tarjeta?", "Uxía", "se puede pagar con tarjeta?"),
    ("Uxía. Otra cosa: ¿se puede pagar con tarjeta?", "Uxía", "¿se puede pagar con tarjeta?"),
])
def test_the_name_kept_and_the_question_kept_for_the_business(text, name, asked):
    c = chat()
    c.say(ORDER)
    t = c.say(text)
    assert c.order["name"] == name
    assert KEPT_ES in t.texts[0]
    assert t.texts[-1].startswith("¿Y un teléfono de contacto?")
    assert c.order["questions"] == [asked]


def test_galician_name_and_question():
    c = chat()
    c.say("quero dúas palmeiras para mañá ás 10")
    t = c.say("Chámome Uxía, aceptades tarxeta?")
    assert c.order["name"] == "Uxía"
    assert KEPT_GL in t.texts[0]
    assert t.texts[-1].startswith("¿E un teléfono de contacto?")


@pytest.mark.parametrize("text", ["600111222, ¿se puede pagar con tarjeta?", "600 111 222. aceptais tarjeta?"])
def test_the_phone_given_when_the_name_was_asked(text):
    c = chat()
    c.say(ORDER)
    t = c.say(text)
    assert c.order["phone"] == "+34600111222"
    assert KEPT_ES in t.texts[0]
    assert t.texts[-1] == "¿A nombre de quién lo preparo?"


@pytest.mark.parametrize("text", ["Uxía, ¿cuánto es todo?", "uxia, cuanto es en total?"])
def test_the_total_asked_beside_the_name(text):
    c = chat()
    c.say(ORDER)
    t = c.say(text)
    assert c.order["name"] == "Uxía" or c.order["name"] == "Uxia"
    assert "Total 4,40 €." in t.text
    assert t.texts[-1].startswith("¿Y un teléfono de contacto?")


def test_a_booking_name_then_a_question():
    c = chat("restaurante")
    c.say("mesa para 4 el jueves a las 21")
    t = c.say("600111222, ¿aceptáis tarjeta?")
    assert c.state["booking"]["phone"] == "+34600111222"
    assert "Se lo apunto al local junto a tu reserva" in t.texts[0]
    assert t.texts[-1] == "¿A nombre de quién hago la reserva?"


def test_a_name_alone_is_still_just_the_name():
    c = chat()
    c.say(ORDER)
    t = c.say("Uxía")
    assert c.order["name"] == "Uxía"
    assert not c.order.get("questions")
    assert t.texts == ["¿Y un teléfono de contacto? Solo lo usará el local si hay algún problema con el pedido."]
