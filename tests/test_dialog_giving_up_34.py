"""«nada, lo dejo», «da igual, ya llamo yo», «bueno nada, gracias» while a request is written: it is
left unsent, not taken for a name. «nada más, gracias», «lo dejo así», a note's «nada, gracias» are not."""
import pytest

from tests.conversation import chat

LEFT = "dejo la reserva sin enviar"
LEFT_GL = "deixo a reserva sen enviar"


@pytest.mark.parametrize("said", ["nada, lo dejo", "da igual, ya llamo yo", "bueno nada, gracias",
                                  "espera, mejor te llamo", "mejor llamo yo", "nada, mejor paso yo",
                                  "Bueno nada muchas gracias", "pues lo dejo"])
def test_giving_up_at_the_name_leaves_the_booking_unsent(said):
    c = chat("restaurante")
    c.say("mesa para 4 el jueves a las 21")
    t = c.say(said)
    assert LEFT in t.text and "nombre" not in t.text


@pytest.mark.parametrize("said", ["nada, xa chamo eu", "mellor chámote", "bo nada, grazas", "nada, o deixo"])
def test_giving_up_in_galician(said):
    c = chat("restaurante")
    c.say("mesa para 4 o xoves ás 21")
    assert LEFT_GL in c.say(said).text


def test_giving_up_when_the_time_is_asked():
    c = chat("restaurante")
    c.say("mesa para 2 el jueves")
    assert LEFT in c.say("bueno nada, gracias").text


def test_nothing_more_thanks_is_no_giving_up_at_the_note():
    c = chat("restaurante")
    for said in ("mesa para 4 el jueves a las 21", "Laura", "600000001"):
        c.say(said)
    t = c.say("nada, gracias")
    assert LEFT not in t.text and c.state["intent"] == "booking"


def test_keeping_it_as_it_is_is_no_giving_up():
    c = chat()
    c.say("quiero 2 palmeras para el martes a las 10")
    t = c.say("lo dejo así")
    assert "sin enviar" not in t.text and c.order["lines"]
