"""«de mujer», «de muller» to «¿A nombre de quién…?» were kept as the customer's name. A short answer
written in lower case and starting with «de» or «del» is no name: the name is asked again. Names
with «de» inside, or written as a name («Dos Santos»), stay."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("start, text", [("cita tinte el viernes a las 10", "de mujer"),
                                         ("quero cita para tinguir o pelo o venres ás 10", "de muller"),
                                         ("cita tinte el viernes a las 10", "del corto")])
def test_a_kind_is_no_name(start, text):
    c = chat("peluqueria")
    c.say(start)
    t = c.say(text)
    assert c.state["booking"].get("name") is None
    assert t.texts[-1].endswith(("¿A nombre de quién hago la reserva?", "¿A nome de quen fago a reserva?"))


@pytest.mark.parametrize("name", ["Ana de la Fuente", "María", "Xosé do Campo", "Dos Santos"])
def test_names_with_de_inside_stay(name):
    c = chat("peluqueria")
    c.say("cita tinte el viernes a las 10")
    c.say(name)
    assert c.state["booking"]["name"] == name
