"""Stop 31: a name with the phone's own label between them («Ana, mi número es el 611 22 33 44»,
«Ana y mi número es…», «Ana. Tel 611…», «Xosé, o meu número é o…») keeps the name: it was lost
(the name question asked again) or read as «Tel»."""
from __future__ import annotations

import pytest

from tests.conversation import chat

NOTE_ES = "¿Quieres una dedicatoria o alguna indicación"
NOTE_GL = "¿Queres unha dedicatoria ou algunha indicación"


@pytest.mark.parametrize("said, name", [
    ("Ana, mi número es el 611 22 33 44", "Ana"),
    ("Ana y mi número es 611223344", "Ana"),
    ("ana, mi numero es 611223344", "Ana"),
    ("Ana. Tel 611223344", "Ana"),
    ("Ana Tel. 611 22 33 44", "Ana"),
    ("Ana, móvil: 611223344", "Ana"),
    ("María José, mi teléfono es el 611.22.33.44", "María José"),
    ("Xosé Manuel, o meu número é o 611223344", "Xosé Manuel"),
    ("Uxía e o meu móbil é 611223344", "Uxía"),
])
def test_the_name_beside_a_labelled_phone_is_kept(said, name):
    c = chat()
    c.say("quiero 4 croissants para el martes a las 10")
    t = c.say(said)
    assert NOTE_ES in t.text or NOTE_GL in t.text
    assert c.order["name"] == name and c.order["phone"] == "+34611223344"


def test_said_ahead_it_is_said_back():
    c = chat()
    c.say("quiero 4 croissants para el martes")
    t = c.say("Ana, mi número es el 611 22 33 44")
    assert "Apunto el nombre y el teléfono: Ana, 611 22 33 44." in t.text
    assert "¿A qué hora lo recoges el martes 3 de noviembre?" in t.text


def test_a_booking_keeps_it_too():
    c = chat("restaurante")
    c.say("mesa para 2 el viernes a las 21")
    c.say("Luis, mi móvil es el 611223344")
    assert c.state["booking"]["name"] == "Luis" and c.state["booking"]["phone"] == "+34611223344"
