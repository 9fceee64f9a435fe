"""«corte de mujer el martes a las 10 y para mi marido corte»: an appointment is for one person, so
two people's services in one message go to a person (as «somos dos» does); two services for one
person («corte y tinte para mi madre») are one appointment."""
import pytest

from tests.conversation import chat

TWO = "Cada cita es para uno solo: para 2 a la vez prefiero que lo organice una persona de Salón Lume."


@pytest.mark.parametrize("text", [
    "cita para corte de mujer el martes a las 10 y para mi marido corte a la misma hora",
    "quiero mechas el viernes y tambien para mi hija un corte",
])
def test_two_peoples_services_go_to_a_person(text):
    t = chat("peluqueria").say(text)
    assert t.text.startswith(TWO) and t.request["status"] == "pending"


def test_in_galician():
    """Stop 62: the writer's named service now, the son's in an appointment of its own after sending."""
    t = chat("peluqueria").say("quero un corte de muller o martes e para o meu fillo outro")
    assert t.text.startswith("Apunto: corte de muller o martes 3 de novembro.")
    assert "a cita para o teu fillo vai á parte" in t.text


def test_another_for_the_son_is_taken_apart():
    """Stop 62: was handed over («Cada cita es para uno solo…»)."""
    t = chat("peluqueria").say("corte de hombre el jueves y para mi hijo otro")
    assert t.text.startswith("Apunto: corte de hombre el jueves 5 de noviembre.") and "va aparte" in t.text


@pytest.mark.parametrize("text, services", [
    ("corte y tinte para mi madre el martes", ["corte-mujer", "tinte"]),
    ("corte de hombre para mi hijo el jueves", ["corte-hombre"]),
])
def test_one_persons_services_are_one_appointment(text, services):
    c = chat("peluqueria")
    c.say(text)
    assert c.state["booking"]["services"] == services and c.state["intent"] == "booking"
