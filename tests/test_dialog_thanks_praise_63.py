"""Stop 63 (thanks and praise): thanks with praise of a thing had, named with «el/la/o/a» («gracias!! el X era
precioso», «grazas, moi bonito o X», «el X precioso, gracias») is thanked, never an order of X; «era/eran»
tell a thing had; how one calls a friend on WhatsApp («gracias tío», «grazas home», «gracias colega») and a
word of praise closing the thanks («gracias, precioso», «todo de lujo») are courtesies, never a question
handed to a person. A wish, a day, a count or «un X» after the thanks is still an order."""
from __future__ import annotations

import pytest

from tests.conversation import chat

THANKED = ("¡A ti!", "Grazas a ti!", "¡Muchas gracias", "Moitas grazas")


def _thanked(text: str) -> bool:
    return text.startswith(THANKED) and "Eso no lo tengo claro" not in text and "Iso non o teño claro" not in text


@pytest.mark.parametrize("slug, said", [
    ("floristeria", "gracias!! el ramo era precioso"),
    ("floristeria", "grazas, moi bonito o ramo"),
    ("floristeria", "el ramo precioso, gracias!"),
    ("floristeria", "muchas gracias, las rosas eran preciosas"),
    ("floristeria", "grazas!! as rosas eran preciosas"),
    ("floristeria", "el ramo era precioso"),
    ("floristeria", "grasias, el ramo chulisimo"),
    ("floristeria", "¡qué ramo más bonito!"),
    ("floristeria", "que ramo mas bonito, gracias"),
    ("floristeria", "ay que rosas mas bonitas"),
    ("", "que tarta de santiago mas rica, gracias"),
    ("", "gracias!! la tarta era buenisima"),
    ("", "grazas, moi rica a tarta"),
    ("", "la tarta de santiago buenisima, gracias"),
    ("", "gracias, la tarta de queso riquisima"),
    ("restaurante", "grazas, moi rico o polbo"),
    ("libreria", "gracias, el libro era precioso"),
    ("peluqueria", "gracias, el corte precioso"),
])
def test_thanks_for_a_thing_had_is_thanked(slug, said):
    c = chat(slug)
    t = c.say(said)
    assert _thanked(t.text) and not t.chip_labels and not (c.order.get("lines") if c.state.get("order") else [])


@pytest.mark.parametrize("slug, said", [
    ("taller", "gracias tio, muy bien todo"),
    ("taller", "gracias tio, todo perfecto"),
    ("taller", "gracias tio"),
    ("taller", "gracias tía!!"),
    ("taller", "grasias tio todo bien"),
    ("taller", "grazas home, todo perfecto"),
    ("taller", "grazas rapaz"),
    ("taller", "muchas gracias colega"),
    ("taller", "gracias tia!! todo genial"),
    ("floristeria", "gracias, precioso"),
    ("restaurante", "gracias tio, todo de lujo"),
    ("", "gracias tio, todo buenisimo"),
    ("peluqueria", "grazas nena, quedou xenial o tinte"),
])
def test_thanks_with_a_friendly_word_is_thanked(slug, said):
    t = chat(slug).say(said)
    assert _thanked(t.text)


# ---- near-misses: the thanks come with a request ------------------------------------------------------

@pytest.mark.parametrize("slug, said, reply", [
    ("floristeria", "gracias, quiero otro ramo para el martes", "¿Qué ramo quieres?"),
    ("floristeria", "gracias, un ramo precioso para el martes", "¿Qué ramo quieres?"),
    ("floristeria", "gracias, el ramo precioso, quiero otro igual", "¿Qué ramo quieres?"),
    ("", "la tarta de santiago buenisima, quiero otra para el sabado", "Apunto: 1 × Tarta de Santiago."),
    ("", "gracias, quiero otra tarta de queso para el sabado", "Apunto: 1 × Tarta de queso."),
    ("taller", "hola tio, quiero una revision el martes", "Apunto: revisión completa el martes 3 de noviembre."),
])
def test_thanks_with_a_request_is_the_request(slug, said, reply):
    t = chat(slug).say(said)
    assert reply in t.text and not _thanked(t.text)


# praise beside a request (no «gracias»): the praise is thanked first, and the request still taken
@pytest.mark.parametrize("slug, said, reply", [
    ("floristeria", "que ramo tan bonito, quiero otro para el martes", "¿Qué ramo quieres?"),
    ("", "qué croissants tan ricos, ponme 6 para mañana", "Apunto: 6 × Croissant de mantequilla."),
])
def test_praise_with_a_request_is_thanked_and_the_request_taken(slug, said, reply):
    t = chat(slug).say(said)
    assert t.texts[0] == "¡Muchas gracias, da gusto leerlo!" and reply in t.text


def test_which_is_nicer_asked_is_no_praise():
    t = chat("floristeria").say("que ramo es mas bonito, el de rosas o el de temporada")
    assert not _thanked(t.text)


def test_thanks_choosing_to_our_question_chooses():
    c = chat("peluqueria")
    c.say("quiero cita")
    t = c.say("genial, el corte de mujer, gracias")
    assert t.texts[0].startswith("Apunto: corte de mujer.")


def test_thanks_after_sending_is_thanked():
    c = chat("floristeria")
    c.say_all("ramo de temporada para el lunes a las 11", "Pedro", "600111333", "no")
    c.press("Enviar pedido")
    t = c.say("gracias tio!! seguro que el ramo es precioso")
    assert _thanked(t.text) and "¿Qué ramo quieres?" not in t.text
