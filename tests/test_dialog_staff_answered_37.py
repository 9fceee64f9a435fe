"""To «¿Con quién quieres la cita?», «con lucia» (no one of that name, lower case) and «con braiss»,
«iagoo» (one letter off) were answered «Para seguir necesito…»: a name one letter off a staff
member is that person; a name after «con» that nobody has is said so."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("slug, first, then, said", [
    ("peluqueria", "corte de hombre el jueves", "con iagoo", "corte de hombre con Iago el jueves 5 de noviembre"),
    ("peluqueria", "corte de hombre el jueves", "iagoo", "corte de hombre con Iago el jueves 5 de noviembre"),
    ("taller", "pinchazo el martes", "con braiss", "reparar pinchazo con Brais el martes 3 de noviembre"),
    ("peluqueria", "corte de home o xoves", "co iagho", "con Iago o xoves 5 de novembro"),
])
def test_a_staff_name_one_letter_off_is_that_person(slug, first, then, said):
    c = chat(slug)
    c.say(first)
    t = c.say(then)
    assert said in t.text, t.text


@pytest.mark.parametrize("first, then, said", [
    ("corte de hombre el jueves", "con lucia", "No trabaja nadie llamado Lucia aquí."),
    ("corte de home o xoves", "coa lucia", "Aquí non traballa ninguén chamado Lucia."),
])
def test_nobody_of_that_name_is_said(first, then, said):
    c = chat("peluqueria")
    c.say(first)
    t = c.say(then)
    assert t.text.startswith(said) and "Para seguir" not in t.text
    assert c.state["booking"]["resource"] is None and t.chip_labels[:2] == ["Marta", "Iago"]


def test_a_plain_word_names_no_one():
    c = chat("peluqueria")
    c.say("corte de hombre el jueves")
    t = c.say("prisa")
    assert "llamado" not in t.text
