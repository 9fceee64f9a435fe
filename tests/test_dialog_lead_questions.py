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


@pytest.mark.parametrize("first, then, said", [
    ("¿cuánto cuesta la tarta de santiago?", "¿y cuánto tarda?",
     "Tarta de Santiago se encarga con 24 horas de antelación. Lo más pronto es el martes 3 de noviembre."),
    ("cuanto vale la bica?", "y cuanto tardais", "Bica gallega se encarga con 24 horas de antelación."),
    ("canto custa a torta de santiago?", "e canto tarda?", "Tarta de Santiago encárgase con 24 horas de antelación."),
    ("¿qué lleva la tarta de queso?", "¿y cuanto tiempo tarda?",
     "Tarta de queso se encarga con 48 horas de antelación."),
    ("cuanto cuestan los croissants?", "y cuanto tardan?", "Croissant de mantequilla no necesita encargo previo."),
])
def test_how_long_a_product_takes_is_its_lead_time(first, then, said):
    """«¿y cuánto tarda?» about a product that is ordered (it has no duration) went to a person."""
    c = chat()
    c.say(first)
    t = c.say(then)
    assert t.text.startswith(said) and t.request is None


def test_products_with_different_lead_times_are_each_said_with_their_own():
    """One sentence per lead time: the longest is never said of the products that need less."""
    c = chat()
    c.say("¿cuánto cuesta una tarta?")
    t = c.say("¿y cuánto tarda?")
    assert t.text == ("Tarta de Santiago se encarga con 24 horas de antelación. Tarta de queso, Tarta Sacher, "
                      "Tarta de zanahoria y Tarta de limón (lemon pie) se encargan con 48 horas de antelación. "
                      "Tarta personalizada se encarga con 5 días de antelación.")
    t = chat().say("con cuanta antelacion hay q encargar la tarta de queso y la empanada?")
    assert t.text == ("Empanada de zorza se encarga con 24 horas de antelación. "
                      "Tarta de queso se encarga con 48 horas de antelación.")
    t = chat().say("con canta antelación hai que encargar a tarta de queixo e a sacher?")
    assert t.text.startswith("Tarta de queso e Tarta Sacher encárganse con 48 horas de antelación.")
    t = chat().say("me da tiempo a tener una tarta de queso y una bica el martes?")
    assert t.text.endswith("Para el martes 3 de noviembre llega a tiempo.")
