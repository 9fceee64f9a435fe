"""«…, soy chico», «…, son rapaza»: who the customer is, never their name (it was «Chico»)."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("said", ["hola quiero cita para cortarme el pelo el martes por la tarde, soy chico",
                                  "cita para cortar o pelo, son rapaza", "quiero cita para el viernes, soy chica",
                                  "cita o venres, son home"])
def test_what_one_is_is_no_name(said):
    c = chat("peluqueria")
    t = c.say(said)
    assert c.state["booking"].get("name") is None
    assert "Chic" not in t.text and "Rapaz" not in t.text and "Home" not in t.text


def test_a_name_after_soy_is_still_a_name():
    c = chat("peluqueria")
    c.say("cita para corte de mujer el martes a las 12, soy lucia")
    assert c.state["booking"]["name"] == "Lucia"
