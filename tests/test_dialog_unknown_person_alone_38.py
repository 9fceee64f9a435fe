"""A first name alone, written as a name, to «¿Con quién quieres la cita?» («Xoán», «Pues Lucía»)
was taken as the customer's own name («Apunto el nombre: Xoán.») and the same question asked again
without a word. It is the person asked for: when nobody of the staff has that name it is said, and
the question stays with the staff's buttons. A full name («Xoán Pérez») is still the customer's,
given ahead; a staff name one letter off is still that person."""
import pytest

from tests.conversation import chat

START = ("tengo la bici con los frenos fatal", "el martes a las 11")


def at_the_staff_question(slug="taller"):
    c = chat(slug)
    for text in (START if slug == "taller" else ("corte de hombre el jueves a las 12",)):
        c.say(text)
    return c


@pytest.mark.parametrize("text, name", [("Xoán", "Xoán"), ("Pues Lucía", "Lucía"), ("Lucía.", "Lucía"),
                                        ("Mellor Antía", "Antía")])
def test_an_unknown_person_is_said(text, name):
    c = at_the_staff_question()
    t = c.say(text)
    assert t.texts[0] in (f"No trabaja nadie llamado {name} aquí.", f"Aquí non traballa ninguén chamado {name}.")
    assert t.texts[-1] in ("¿Con quién quieres la cita?", "¿Con quen queres a cita?")
    assert t.chip_labels[:2] == ["Uxía", "Brais"]
    assert c.state["booking"].get("name") is None


def test_at_the_salon_too():
    c = at_the_staff_question("peluqueria")
    t = c.say("Uxía")
    assert t.texts == ["No trabaja nadie llamado Uxía aquí.", "¿Con quién quieres la cita?"]


@pytest.mark.parametrize("text", ["Brais", "Brai", "brais"])
def test_the_staff_named_is_taken(text):
    c = at_the_staff_question()
    c.say(text)
    assert c.state["booking"]["resource"] == "brais"


def test_a_full_name_is_still_the_customers():
    c = at_the_staff_question()
    t = c.say("Xoán Pérez")
    assert c.state["booking"]["name"] == "Xoán Pérez"
    assert t.texts == ["Apunto el nombre: Xoán Pérez.", "¿Con quién quieres la cita?"]
