"""Lead-time questions: «¿se puede encargar una tarta de santiago para mañana?», «¿me da tiempo a
tener una tarta de queso el martes?», «¿con cuánta antelación hay que pedirla?». They went to a
person although the catalogue has the lead time and the hours the first day.
now = Saturday 31 October 2026 12:40 Madrid (Monday closed)."""
from __future__ import annotations

import pytest

from tests.conversation import chat


@pytest.mark.parametrize("text, said", [
    ("se puede encargar una tarta de santiago para mañana?",
     "Tarta de Santiago se encarga con 24 horas de antelación. Para el domingo 1 de noviembre no llega: "
     "lo más pronto es el martes 3 de noviembre."),
    ("podeis tener una sacher para mañana?", "Tarta Sacher se encarga con 48 horas de antelación. Para el domingo"),
    ("me da tiempo a tener una tarta de queso el martes?",
     "Tarta de queso se encarga con 48 horas de antelación. Para el martes 3 de noviembre llega a tiempo."),
    ("con cuanta antelacion hay que encargar la tarta de santiago?",
     "Tarta de Santiago se encarga con 24 horas de antelación. Lo más pronto es el martes 3 de noviembre."),
    ("se pode encargar unha bica para mañá?",
     "Bica gallega encárgase con 24 horas de antelación. Para o domingo 1 de novembro non chega: "
     "o máis cedo é o martes 3 de novembro."),
    ("con cuanta antelasion hay q pedir la tarta de queso?", "Tarta de queso se encarga con 48 horas de antelación."),
    ("podeis tener 3 croissants para mañana?",
     "Croissant de mantequilla no necesita encargo previo. Para el domingo 1 de noviembre llega a tiempo."),
])
def test_a_lead_time_question_is_answered_with_the_day(text, said):
    t = chat().say(text)
    assert t.text.startswith(said)
    assert t.chip_labels[0].startswith("Encargar: ") and t.request is None


def test_a_closed_day_asked_is_said_closed():
    t = chat().say("me da tiempo a tener una tarta de santiago el lunes?")
    assert "El lunes 2 de noviembre no abrimos; lo más pronto es el martes 3 de noviembre." in t.text


def test_mid_order_the_question_is_about_the_order():
    c = chat()
    c.say("quiero una tarta de queso de 8")
    t = c.say("con cuanta antelacion hay que pedirla?")
    assert t.text.startswith("Tarta de queso se encarga con 48 horas de antelación.")
    assert t.text.endswith("¿Qué día lo recoges?") and "Lo más pronto" not in t.text
