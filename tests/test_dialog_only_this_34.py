"""«quita el corte, solo tinte», «só tinte»: what stays is what «solo/só» names (never an empty
appointment, never ignored)."""
import pytest

from tests.conversation import chat


def _at_summary():
    c = chat("peluqueria")
    for said in ("corte de mujer y tinte con Marta el martes a las 16", "Ana", "600123123", "no"):
        c.say(said)
    return c


@pytest.mark.parametrize("said", ["solo tinte", "só tinte", "quita el corte, solo tinte", "quita o corte, só tinte",
                                  "saca el corte y solo tinte"])
def test_only_the_service_named_stays(said):
    c = _at_summary()
    c.say(said)
    assert c.state["booking"]["services"] == ["tinte"]


def test_in_an_order_too():
    c = chat()
    c.say("quiero 6 croissants y 2 palmeras para el martes a las 10")
    c.say("quita las palmeras, solo croissants")
    assert [(line["item_id"], line["qty"]) for line in c.order["lines"]] == [("croissant", 6)]
