"""At the salon: a service named only as what the customer is allergic to is not booked; a person
asked for who does not work there is said, never dropped in silence."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("text, starts", [
    ("corte mujer el miercoles a las 10, tengo alergia a algunos tintes",
     "Apunto: corte de mujer el miércoles 4 de noviembre a las 10:00. Total 22,00 €; dura unos 45 minutos."),
    ("quiero un corte de mujer el jueves, soy alérgica al tinte",
     "Apunto: corte de mujer el jueves 5 de noviembre. Total 22,00 €; dura unos 45 minutos."),
    ("quero un corte de muller o xoves, son alérxica ao tinte",
     "Apunto: corte de muller o xoves 5 de novembro. Total 22,00 €; dura uns 45 minutos."),
])
def test_a_service_one_is_allergic_to_is_not_booked(text, starts):
    c = chat("peluqueria")
    assert c.say(text).text.startswith(starts)
    assert c.state["booking"]["services"] == ["corte-mujer"]


def test_a_service_asked_for_beside_an_allergy_to_something_else_is_booked():
    c = chat("peluqueria")
    c.say("quiero tinte el jueves a las 10, soy alergica al amoniaco")
    assert c.state["booking"]["services"] == ["tinte"]


@pytest.mark.parametrize("text, said", [
    ("corte de mujer con Lucia el jueves a las 12", "No trabaja nadie llamado Lucia aquí."),
    ("quiero cita con Sonia para mechas el viernes", "No trabaja nadie llamado Sonia aquí."),
    ("quero cita para tinte con Rosa o venres ás 10", "Aquí non traballa ninguén chamado Rosa."),
])
def test_a_person_who_does_not_work_there_is_said(text, said):
    c = chat("peluqueria")
    t = c.say(text)
    assert t.texts[0] == said
    assert c.state["booking"]["resource"] in (None, "marta")


@pytest.mark.parametrize("text", ["corte hombre el jueves a las 12 con Marta", "quiero mechas con Tinte natural",
                                  "quiero un corte de mujer, voy con Mi madre", "cita con Iago el jueves"])
def test_staff_and_words_after_con_are_no_unknown_person(text):
    assert "No trabaja nadie" not in chat("peluqueria").say(text).text


def test_a_name_after_con_at_the_restaurant_is_no_staff_question():
    assert "No trabaja nadie" not in chat("restaurante").say("mesa para 4 el jueves a las 21 con Lucia").text
