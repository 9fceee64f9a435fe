"""«ponme con la chica», «ponme con el otro» mid-appointment: someone of the staff, never a person to
talk to (the booking stops); said by who they are, who it is is asked with the staff's names."""
import pytest

from tests.conversation import chat


def _held_with_iago():
    c = chat("peluqueria")
    c.say("corte de hombre con Iago el miercoles a las 11")
    assert c.state["booking"]["resource"] == "iago"
    return c


@pytest.mark.parametrize("said", ["ponme con la chica", "con el chico", "co rapaz", "pásame coa rapaza"])
def test_a_person_said_by_who_they_are_is_asked_by_name(said):
    c = _held_with_iago()
    t = c.say(said)
    assert t.request["status"] == "collecting" and t.text.endswith("¿Con quién quieres la cita?") or \
        t.text.endswith("¿Con quen queres a cita?")
    assert c.state["booking"]["resource"] is None and not c.state["booking"]["name"]


@pytest.mark.parametrize("said", ["ponme con el otro", "pásame con la otra", "ponme con otra persona"])
def test_the_other_one_is_the_other_of_the_staff(said):
    c = _held_with_iago()
    t = c.say(said)
    assert t.request["status"] == "collecting"
    assert c.state["booking"]["resource"] in (None, "marta")


def test_a_person_to_talk_to_is_still_a_person():
    c = chat("restaurante")
    c.say("mesa para 4 el jueves a las 21")
    assert c.say("ponme con el encargado").request["status"] == "pending"
