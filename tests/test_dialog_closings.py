"""A thank-you with a closing («gracias, eso es todo», «nada más», «xa está») is a thank-you: it
went to a person. Mid-request it says nothing is sent yet; at the note question it is «no note»."""
from __future__ import annotations

import pytest

from tests.conversation import chat


@pytest.mark.parametrize("text, reply", [
    ("gracias, eso es todo", "¡A ti!"), ("vale gracias eso es todo", "¡A ti!"), ("nada mas, gracias", "¡A ti!"),
    ("muchas gracias, por ahora nada más", "¡A ti!"), ("grasias eso era todo", "¡A ti!"),
    ("moitas grazas, iso é todo", "Grazas a ti!"), ("grazas, de momento nada mais", "Grazas a ti!"),
])
def test_a_closing_thank_you_is_thanked(text, reply):
    c = chat()
    c.say("¿a qué hora abrís el domingo?")
    t = c.say(text)
    assert t.text.startswith(reply) and "persona" not in t.text and "persoa" not in t.text


@pytest.mark.parametrize("text, start", [("gracias, eso es todo", "¡A ti! Aún no está enviado: me falta un dato."),
                                         ("gracias", "¡A ti! Aún no está enviado: me falta un dato."),
                                         ("grazas, iso é todo", "Grazas a ti! Aínda non está enviado: fáltame un dato.")])
def test_thanks_mid_order_says_it_is_not_sent_and_asks_again(text, start):
    c = chat()
    c.say("quiero 3 palmeras para el jueves a las 11")
    t = c.say(text)
    assert t.text.startswith(start)
    assert t.text.endswith(("¿A nombre de quién lo preparo?", "¿A nome de quen o preparo?"))


def test_thanks_mid_booking_says_it_is_not_sent():
    c = chat("restaurante")
    c.say("mesa para 2 el jueves a las 14")
    assert c.say("gracias, nada más").text == ("¡A ti! Aún no está enviado: me falta un dato. "
                                               "¿A nombre de quién hago la reserva?")


@pytest.mark.parametrize("text", ["eso es todo, gracias", "eso es todo", "ya está", "xa está, grazas"])
def test_a_closing_at_the_note_question_is_no_note(text):
    c = chat()
    for said in ("quiero 3 palmeras para el jueves a las 11", "Ana", "655444333"):
        c.say(said)
    t = c.say(text)
    assert any(label in t.chip_labels for label in ("Enviar pedido",)) and not c.order.get("note")


def test_a_closing_at_the_note_question_of_a_table():
    c = chat("restaurante")
    for said in ("mesa para 2 el jueves a las 14", "Ana", "655444333"):
        c.say(said)
    t = c.say("eso es todo, gracias")
    assert "Enviar reserva" in t.chip_labels and t.text.startswith("Esta es la reserva que enviaré al local.")


@pytest.mark.parametrize("text", ["gracias, es para mañana", "gracias, ¿abrís el domingo?"])
def test_thanks_with_more_is_not_a_closing(text):
    assert not chat().say(text).text.startswith("¡A ti!")


@pytest.mark.parametrize("text", ["gracias majo", "vale perfecto, gracias guapa",
                                  "mil gracias maja", "grasias guapo"])
def test_thanks_with_a_friendly_word_is_thanks(text):
    """«gracias majo» went to a person; «vale perfecto, gracias guapa» was not understood."""
    assert chat().say(text).text == "¡A ti! Si necesitas algo más, aquí estoy."


def test_gracinas_is_galician_thanks():
    assert chat().say("graciñas").text == "Grazas a ti! Se precisas algo máis, aquí estou."


@pytest.mark.parametrize("text", ["genial", "vale", "nada, era eso", "ok perfecto", "bueno pues nada, gracias"])
def test_an_acknowledgement_with_nothing_asked(text):
    assert chat().say(text).text == "Perfecto. Si necesitas algo más, aquí estoy."


def test_an_acknowledgement_after_sending():
    c = chat()
    for said in ("quiero 6 croissants para el martes a las 10", "Carmen", "611222333", "no", "enviar"):
        c.say(said)
    assert c.say("vale").text == "Perfecto. Si necesitas algo más, aquí estoy."


def test_a_bare_no_with_nothing_asked_is_still_not_understood():
    assert chat().say("no").text.startswith("No te he entendido bien.")


@pytest.mark.parametrize("text, said", [("teñen napolitanas?", "Napolitana de chocolate: 2,00 €."),
                                        ("os quedan croissants?", "Croissant de mantequilla: 1,80 €.")])
def test_do_you_have_asked_other_ways(text, said):
    """«¿teñen napolitanas?» went to a person."""
    assert chat().say(text).text.startswith(said)
