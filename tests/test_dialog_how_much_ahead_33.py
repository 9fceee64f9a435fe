"""Stop 33: «¿cuánto antes hay que encargar una X?» asks the lead time (it listed two products'
descriptions, or asked «¿Qué X quieres?», or started a booking for today: «cuanto antes» was
read as «as soon as possible»). «la quiero cuanto antes» is still as soon as possible."""
from __future__ import annotations

import pytest

from bizengine.language.dates import parse_when
from tests.conversation import NOW, bakery, chat

CAKES_LEAD = ("Tarta de Santiago se encarga con 24 horas de antelación. Tarta de queso, Tarta Sacher, "
              "Tarta de zanahoria y Tarta de limón (lemon pie) se encargan con 48 horas de antelación.")


@pytest.mark.parametrize("said", [
    "¿cuánto antes hay que encargar una tarta?", "cuanto antes hay que encargar una tarta",
    "¿Cuánto antes tengo que pedir la tarta?", "cuanto antes tengo que pedir una tarta??",
    "¿con cuanto antes hay que avisar para las tartas?",
])
def test_how_much_ahead_a_group_is_ordered(said):
    t = chat().say(said)
    assert t.text.startswith(CAKES_LEAD) and t.request is None


@pytest.mark.parametrize("said, answer", [
    ("¿con cuánto antes hay que avisar para la tarta de queso?",
     "Tarta de queso se encarga con 48 horas de antelación. Lo más pronto es el martes 3 de noviembre."),
    ("canto antes hai que encargar a bica?",
     "Bica gallega encárgase con 24 horas de antelación. O máis cedo é o martes 3 de novembro."),
    ("¿canto antes teño que encargar a bica?",
     "Bica gallega encárgase con 24 horas de antelación. O máis cedo é o martes 3 de novembro."),
])
def test_how_much_ahead_one_product_is_ordered(said, answer):
    assert chat().say(said).text == answer


def test_after_its_price_the_product_talked_about():
    c = chat()
    c.say("¿cuánto vale la tarta de queso?")
    t = c.say("¿y cuánto antes hay que encargarla?")
    assert t.text.startswith("Tarta de queso se encarga con 48 horas de antelación.")


def test_a_table_is_not_booked_for_today_by_the_question():
    t = chat("restaurante").say("¿cuánto antes hay que reservar mesa?")
    assert "Apunto" not in t.text and (t.request is None or t.request["kind"] == "question")


@pytest.mark.parametrize("said, asap", [
    ("la quiero cuanto antes", True), ("mesa para 2 cuanto antes", True), ("canto antes mellor", True),
    ("cuanto antes hay que encargarla", False), ("canto antes hai que reservar", False),
])
def test_as_soon_as_possible_only_when_no_lead_question(said, asap):
    assert parse_when(said, bakery(), NOW).asap is asap
