"""«¿Cuánto tarda un pedido de tarta de queso?», «¿cuántos días tarda?», «¿en cuánto tiempo está
lista?», «cantos días precisades?»: how long a product takes is its lead time. These went to a
person, or started an order (the noun «pedido»/«encargo» read as a wish). A service's «¿cuánto
tarda?» is still its duration, and a wish beside the question still writes the order down.
now = Saturday 31 October 2026 12:40 Madrid (1 November a holiday, Monday closed)."""
from __future__ import annotations

import pytest

from tests.conversation import chat

CHEESE = "Tarta de queso se encarga con 48 horas de antelación. Lo más pronto es el martes 3 de noviembre."
CUSTOM = "Tarta personalizada se encarga con 5 días de antelación. Lo más pronto es el viernes 6 de noviembre."
CHEESE_GL = "Tarta de queso encárgase con 48 horas de antelación. O máis cedo é o martes 3 de novembro."


@pytest.mark.parametrize("text, said", [
    ("cuanto tarda un pedido de tarta de queso", CHEESE),
    ("¿Cuánto tarda un encargo de tarta de queso?", CHEESE),
    ("cuantos dias tarda la tarta de queso?", CHEESE),
    ("cuanto tardariais en tener una tarta de queso", CHEESE),
    ("¿en cuánto tiempo está lista una tarta de queso?", CHEESE),
    ("cuanto tiempo tarda el pedido d una tarta de keso", CHEESE),         # typos, no accents
    ("cuantos dias necesitais para una tarta personalizada", CUSTOM),
    ("¿cuántos días hacen falta para la tarta personalizada?", CUSTOM),
    ("¿cuánto tarda una empanada?",
     "Empanada de zorza se encarga con 24 horas de antelación. Lo más pronto es el martes 3 de noviembre."),
    ("canto tarda unha encarga de tarta de queixo?", CHEESE_GL),
    ("cantos dias tarda a tarta de queixo", CHEESE_GL),
    ("cantos días precisades para unha tarta personalizada?",
     "Tarta personalizada encárgase con 5 días de antelación. O máis cedo é o venres 6 de novembro."),
    ("en canto tempo está feita unha tarta de queixo?", CHEESE_GL),
])
def test_how_long_a_product_takes_is_its_lead_time(text, said):
    t = chat().say(text)
    assert t.text == said
    assert t.request is None                                      # a question starts no order
    assert t.chip_labels[0].startswith(("Encargar: ", "Encargar "))


@pytest.mark.parametrize("text, lead, asked", [
    ("quiero una tarta de queso, cuanto tarda?", "Tarta de queso se encarga con 48 horas de antelación.",
     "¿Para cuántas raciones?"),
    ("quero encargar unha tarta de Santiago, canto tempo tarda?",
     "Tarta de Santiago encárgase con 24 horas de antelación.", "¿Para cantas racións?"),
])
def test_a_wish_beside_the_question_writes_the_order_down(text, lead, asked):
    t = chat().say(text)
    assert t.texts[0] == lead
    assert t.texts[-1] == asked and t.request["kind"] == "order"


def test_mid_order_how_long_is_the_orders_lead_time():
    c = chat()
    c.say("quiero una tarta de queso para 8")
    t = c.say("¿cuánto tarda?")
    assert t.texts[0] == "Tarta de queso se encarga con 48 horas de antelación."
    assert "no lo tengo claro" not in t.text and t.request["status"] == "collecting"


@pytest.mark.parametrize("text, said", [
    ("cuanto tarda un corte de pelo?", "Corte de mujer dura unos 45 minutos."),
    ("¿cuánto se tarda en un tinte?", "Tinte dura unos 60 minutos."),
])
def test_a_services_how_long_is_still_its_duration(text, said):
    t = chat("peluqueria").say(text)
    assert t.text.startswith(said) and t.request is None
