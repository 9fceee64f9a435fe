"""Stop 30: a phone (or a name and a phone) given while another question is open is said back,
as a name alone already was, and the open question is asked again; at its own question, or with
a day, time or product in the same message, nothing extra is said."""
from __future__ import annotations

import pytest

from tests.conversation import chat


@pytest.mark.parametrize("slug, first, said, back, question", [
    ("", "quiero una bica", "611223344", "Apunto el teléfono: 611 22 33 44.", "¿Qué día lo recoges?"),
    ("", "quiero una bica", "mi movil es el 611 22 33 44", "Apunto el teléfono: 611 22 33 44.",
     "¿Qué día lo recoges?"),
    ("", "quero unha bica", "o meu teléfono é 611223344", "Apunto o teléfono: 611 22 33 44.",
     "¿Que día o recolles?"),
    ("", "quiero una bica", "Ana, 611223344", "Apunto el nombre y el teléfono: Ana, 611 22 33 44.",
     "¿Qué día lo recoges?"),
    ("", "quero unha bica", "Uxía 611223344", "Apunto o nome e o teléfono: Uxía, 611 22 33 44.",
     "¿Que día o recolles?"),
    ("peluqueria", "quiero un corte de mujer el martes", "611223344", "Apunto el teléfono: 611 22 33 44.",
     "¿A qué hora te va bien el martes 3 de noviembre?"),
    ("peluqueria", "quiero un corte de mujer el martes", "soy Ana Pérez, 655 44 33 22",
     "Apunto el nombre y el teléfono: Ana Pérez, 655 44 33 22.", "¿A qué hora te va bien el martes 3 de noviembre?"),
    ("restaurante", "mesa para 2 el jueves", "666777888", "Apunto el teléfono: 666 77 78 88.", "¿A qué hora"),
])
def test_a_phone_given_ahead_is_said_back(slug, first, said, back, question):
    c = chat(slug)
    c.say(first)
    t = c.say(said)
    assert t.text.startswith(back)
    assert question in t.text


def test_the_phone_is_not_asked_again_later():
    c = chat()
    c.say("quiero una bica")
    c.say("611223344")
    c.say("el martes a las 10")
    t = c.say("Ana")
    assert "teléfono" not in t.text.lower()
    assert c.order["phone"] == "+34611223344"


@pytest.mark.parametrize("said", ["611223344", "es el 611 22 33 44"])
def test_at_its_own_question_nothing_extra_is_said(said):
    c = chat()
    for text in ("quiero una bica para el martes a las 10", "Ana"):
        c.say(text)
    t = c.say(said)
    assert "Apunto el teléfono" not in t.text and c.order["phone"] == "+34611223344"


def test_with_a_day_in_the_same_message_the_order_is_recapped_instead():
    c = chat()
    c.say("quiero una bica")
    t = c.say("para el martes, mi teléfono es 611223344")
    assert "Apunto el teléfono" not in t.text and "martes 3 de noviembre" in t.text
    assert c.order["phone"] == "+34611223344"
