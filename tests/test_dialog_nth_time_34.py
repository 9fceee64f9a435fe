"""«vale, la primera», «la segunda», «a última» to the times offered: that one of the chips shown,
by its place (never the question asked again)."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("said, minutes", [("vale, la primera", 600), ("la segunda", 615), ("la última", 630),
                                           ("a primeira", 600), ("pues la ultima porfa", 630)])
def test_the_nth_of_the_nearest_times(said, minutes):
    c = chat("peluqueria")
    t = c.say("corte de hombre con Marta el miercoles a las 12")
    assert t.chip_labels == ["10:00", "10:15", "10:30"]
    c.say(said)
    assert c.state["booking"]["min"] == minutes


def test_the_nth_of_a_days_times():
    c = chat()
    t = c.say("quiero 3 empanadas para el viernes")
    assert t.chip_labels[:2] == ["09:00", "09:30"]
    c.say("la segunda")
    assert c.order["min"] == 9 * 60 + 30


@pytest.mark.parametrize("said", ["a última hora", "la última hora"])
def test_the_last_hour_is_still_the_latest_times(said):
    c = chat()
    c.say("quiero 3 croissants para el martes")
    c.say(said)
    assert c.order["min"] is None
