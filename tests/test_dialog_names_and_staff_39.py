"""A customer named like a staff member was booked with them («me llamo Iago y me da igual con
quién», «soy Brais»); «co Xan», «con Laura» to the name question became the customer's name «Con
Laura»; «no, Uxía» and «ay no, que sea Uxía» after «con Brais» kept Brais and asked the name again."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("slug, first, said, name, resource", [
    ("peluqueria", "corte de hombre el jueves a las 12", "me llamo Iago y me da igual con quien", "Iago", "any"),
    ("taller", "cita para ajustar frenos el miercoles a las 11", "soy Brais", "Brais", None),
    ("taller", "cita para ajustar frenos el miercoles a las 11", "a nombre de Brais", "Brais", None),
    ("peluqueria", "corte de muller o xoves ás 12", "chámome Iago", "Iago", None),
])
def test_a_customer_named_like_the_staff(slug, first, said, name, resource):
    c = chat(slug)
    c.say(first)
    c.say(said)
    b = c.state["booking"]
    assert (b["name"], b["resource"]) == (name, resource)


@pytest.mark.parametrize("first, said, told", [
    ("corte de muller o xoves ás 12", "co xan", "Aquí non traballa ninguén chamado Xan."),
    ("corte de mujer el jueves a las 12", "con laura", "No trabaja nadie llamado Laura aquí."),
])
def test_someone_asked_for_at_the_name_question_is_no_name(first, said, told):
    c = chat("peluqueria")
    c.say(first)
    t = c.say(said)
    assert c.state["booking"]["name"] is None and t.texts[0] == told
    assert t.texts[-1] in ("¿A nombre de quién hago la reserva?", "¿A nome de quen fago a reserva?")


@pytest.mark.parametrize("said", ["no, uxia", "ay no, que sea uxia", "non, que sexa a uxia", "no, mejor uxia"])
def test_another_person_instead_at_the_name_question(said):
    c = chat("taller")
    c.say("cita para ajustar frenos el miercoles a las 11")
    c.say("con brais")
    t = c.say(said)
    assert c.state["booking"]["resource"] == "uxia" and c.state["booking"]["name"] is None
    assert "Uxía" in t.texts[0]


def test_a_staff_name_with_a_surname_is_still_the_customer():
    c = chat("peluqueria")
    c.say("corte de mujer el jueves a las 12")
    c.say("Marta Souto")
    assert c.state["booking"]["name"] == "Marta Souto" and c.state["booking"]["resource"] is None
