"""«Y si no hay sitio, el domingo» after a day was asked: the day held has room, so it is kept and
said (the booking moved to the second choice); with no room there, the second choice is taken."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("then", ["y si no hay sitio, el domingo", "y si no, el domingo", "si no el domingo",
                                  "e se non hai sitio, o domingo", "se non pode ser, o domingo"])
def test_the_first_choice_with_room_is_kept(then):
    c = chat("restaurante")
    c.say("mesa para 4 el sábado a las 14")
    t = c.say(then)
    b = c.state["booking"]
    assert b["ymd"] == "2026-11-07" and b["min"] == 14 * 60
    assert ("sábado 7 de noviembre a las 14:00 hay sitio" in t.text
            or "sábado 7 de novembro ás 14:00 hai sitio" in t.text)


def test_a_day_without_a_time_is_kept_too():
    c = chat("restaurante")
    c.say("mesa para 4 el sábado")
    t = c.say("y si no el domingo")
    assert c.state["booking"]["ymd"] == "2026-11-07"
    assert "El sábado 7 de noviembre hay sitio" in t.text and "¿A qué hora" in t.text


def test_without_room_the_second_choice_is_taken():
    c = chat("restaurante")
    first = c.say("mesa para 6 el domingo")
    assert "no me queda hueco" in first.text
    t = c.say("y si no, el sábado")
    assert c.state["booking"]["ymd"] == "2026-11-07" and "hay sitio" not in t.text


def test_an_appointment():
    c = chat("peluqueria")
    c.say("corte de hombre el viernes a las 11")
    t = c.say("se non pode ser, o sábado")
    assert c.state["booking"]["ymd"] == "2026-11-06" and "venres 6 de novembro ás 11:00 hai sitio" in t.text


def test_a_plain_change_of_day_still_moves():
    c = chat("restaurante")
    c.say("mesa para 4 el sábado a las 14")
    c.say("mejor el domingo")
    assert c.state["booking"]["ymd"] == "2026-11-08"
