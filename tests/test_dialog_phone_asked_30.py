"""Stop 30: «¿a qué número os llamo?», «cal é o voso número?» ask the business's phone (they got
«Eso no lo tengo claro»), in the middle of an order too, whose question is asked again; a phone of
the customer's («cargar el móvil», «pagar con el móvil») is no question about the business's."""
from __future__ import annotations

import pytest

from tests.conversation import chat


@pytest.mark.parametrize("said, expected", [
    ("¿a qué número os llamo?", "Puedes llamar al 981 000 404"),
    ("a que numero os llamo", "Puedes llamar al 981 000 404"),
    ("¿cuál es vuestro número?", "Puedes llamar al 981 000 404"),
    ("cal é o voso número?", "Podes chamar ao 981 000 404"),
    ("¿cal e o numero?", "Podes chamar ao 981 000 404"),
])
def test_the_number_asked_is_the_business_phone(said, expected):
    t = chat().say(said)
    assert t.text.startswith(expected) and t.request is None


@pytest.mark.parametrize("first, said, expected, question", [
    ("quiero una bica", "¿a qué número os llamo?", "Puedes llamar al 981 000 404", "¿Qué día lo recoges?"),
    ("quero unha bica", "cal é o voso número?", "Podes chamar ao 981 000 404", "¿Que día o recolles?"),
])
def test_in_the_middle_of_an_order_the_question_stays(first, said, expected, question):
    c = chat()
    c.say(first)
    t = c.say(said)
    assert t.text.startswith(expected) and t.text.endswith(question)
    assert c.order["lines"][0]["item_id"] == "bica"


@pytest.mark.parametrize("said", ["teneis enchufes para cargar el movil?", "¿se puede pagar con el móvil?",
                                  "podo cargar o móbil?"])
def test_the_customers_own_phone_is_no_contact_question(said):
    t = chat("floristeria").say(said)
    assert "981 000 515 o escribir" not in t.text and "981 000 515 ou escribir" not in t.text


@pytest.mark.parametrize("said", ["¿tenéis móvil?", "¿cuál es vuestro móvil?", "¿tenéis whatsapp?"])
def test_the_business_mobile_is_still_the_contact(said):
    assert chat("floristeria").say(said).text.startswith("Puedes llamar al 981 000 515")
