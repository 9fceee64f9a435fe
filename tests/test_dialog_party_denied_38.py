"""«no somos 4, somos 5» mid-booking was read as «no» (the name asked again, the party kept at 4):
the number after the one denied is the party. «somos 3, no 4» already worked. And «con cualquiera»
to the staff question was «No trabaja nadie llamado Cualquiera aquí.»"""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("text, party", [
    ("no somos 4 somos 5", 5), ("no son 4 son 5", 5), ("perdon no somos 4, somos 6", 6), ("no somos 4 sino 5", 5),
    ("no seremos 4, seremos 3", 3),
])
def test_the_party_after_the_one_denied(text, party):
    c = chat("restaurante")
    c.say("reserva para 4 el jueves a las 21")
    t = c.say(text)
    assert c.state["booking"]["party"] == party
    assert t.texts[0] == f"Apunto: reserva para {party} personas el jueves 5 de noviembre a las 21:00."


def test_galician():
    c = chat("restaurante")
    c.say("reserva para 4 o xoves ás 21")
    t = c.say("non somos catro, somos tres")
    assert c.state["booking"]["party"] == 3
    assert t.texts[0] == "Apunto: reserva para 3 persoas o xoves 5 de novembro ás 21:00."


def test_a_plain_no_keeps_the_party():
    c = chat("restaurante")
    c.say("reserva para 4 el jueves a las 21")
    c.say("no, no somos 4")
    assert c.state["booking"]["party"] == 4


@pytest.mark.parametrize("text", ["con cualquiera", "con calquera", "pues con cualquiera"])
def test_anyone_is_nobody_unknown(text):
    c = chat("peluqueria")
    c.say("corte de hombre el jueves")
    t = c.say(text)
    assert "nadie llamado" not in t.text and "ninguén chamado" not in t.text
    assert c.state["booking"]["resource"] not in (None, "")
