"""«a las 6 de la tarde no, a las 5» kept 18:00 (the part of the day said with the first time hid the
«no»), and «a las 10 no, mejor por la tarde» read «las 10 … tarde» as 22:00, or kept 10:00 when it
was held. A time taken back gives way to the one said after it; taken back alone, no time is kept
and the part of the day said is offered."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("first, then, minutes", [
    ("quiero 6 croissants para el martes", "a las 6 de la tarde no, a las 5", 17 * 60),
    ("quiero 6 croissants para el martes", "a las 6 de la tarde no, mejor a las 5", 17 * 60),
    ("quiero 6 croissants para el martes", "a las 6 de la tarde no a las 5 y media", 17 * 60 + 30),
    ("quero 6 croissants para o martes", "ás 6 da tarde non, ás 5", 17 * 60),
    ("quiero 6 croissants para el martes", "a las 10 de la mañana no, a las 11", 11 * 60),
])
def test_the_time_said_after_one_taken_back(first, then, minutes):
    c = chat()
    c.say(first)
    c.say(then)
    assert c.order["min"] == minutes


@pytest.mark.parametrize("first, then, question", [
    ("quiero 6 croissants para el martes", "a las 10 no, mejor por la tarde",
     "¿A qué hora lo recoges el martes 3 de noviembre?"),
    ("quiero 6 croissants para el martes a las 10", "a las 10 no, mejor por la tarde",
     "¿A qué hora lo recoges el martes 3 de noviembre?"),
    ("quero 6 croissants para o martes ás 10", "ás 10 non, pola tarde", "¿A que hora o recolles o martes 3 de novembro?"),
    ("quiero 6 croisants para el martes a las 10", "a las 10 no, por la tarde",
     "¿A qué hora lo recoges el martes 3 de noviembre?"),
])
def test_a_time_taken_back_alone_asks_in_the_part_said(first, then, question):
    c = chat()
    c.say(first)
    t = c.say(then)
    assert c.order["min"] is None
    assert t.texts[-1].endswith(question)
    assert t.chip_labels[0] == "16:30" and "10:00" not in t.chip_labels


def test_a_booking_time_taken_back_alone():
    c = chat("restaurante")
    c.say("mesa para 4 el viernes a las 14")
    t = c.say("a las 14 no, mejor por la noche")
    assert c.state["booking"]["min"] is None
    assert t.texts[-1] == "Por la noche tengo estas horas libres. ¿A qué hora te va bien el viernes 6 de noviembre?"
    assert t.chip_labels[0] == "20:00"


def test_a_time_that_cannot_be_is_no_time_taken_back():
    c = chat()
    c.say("quiero 6 croissants para el martes")
    c.say("a las 10 no puedo, a las 11")
    assert c.order["min"] == 11 * 60
