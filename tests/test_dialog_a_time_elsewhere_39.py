"""With a time held, «a las 16 tenemos que estar en el tren» replaced the table's 14:00 («A las 16:00
no estamos abiertos»), «a las 12 tengo que estar en el curro» dropped the workshop's 10:00, and
«salgo de trabajar a las 13, ¿llego?» cleared a pickup at 11:00. Where the customer must be by a time
is a limit for the person who confirms, not a new time: the time held stays."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("slug, first, said, minutes", [
    ("restaurante", "mesa para 4 el jueves a las 14", "a las 16 tenemos que estar en el tren", 14 * 60),
    ("restaurante", "mesa para 4 el jueves a las 14", "tenemos que irnos antes de las 16, da tiempo?", 14 * 60),
    ("restaurante", "mesa para 4 o xoves ás 14", "ás 16 temos que marchar, chega?", 14 * 60),
    ("peluqueria", "corte de mujer con marta el jueves a las 12", "tengo que estar en el trabajo a las 14, da tiempo?",
     12 * 60),
    ("taller", "revision el martes a las 10", "a las 12 tengo que estar en el curro", 10 * 60),
])
def test_a_booking_time_held_stays(slug, first, said, minutes):
    c = chat(slug)
    c.say(first)
    t = c.say(said)
    b = c.state["booking"]
    assert b["min"] == minutes
    assert said in (b.get("notes_said") or []) + (b.get("questions") or []) + [b.get("note") or ""]
    assert "no estamos abiertos" not in t.text and "¿A qué hora" not in t.text


def test_an_order_time_held_stays():
    c = chat("libreria")
    c.say("quiero follas novas para el martes a las 11")
    c.say("salgo de trabajar a las 13, llego?")
    assert c.order["min"] == 11 * 60 and c.order["questions"] == ["salgo de trabajar a las 13, llego?"]


def test_a_new_time_still_changes_it():
    c = chat("restaurante")
    c.say("mesa para 4 el jueves a las 14")
    c.say("mejor a las 13")
    assert c.state["booking"]["min"] == 13 * 60
