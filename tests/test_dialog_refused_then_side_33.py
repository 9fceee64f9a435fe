"""Stop 33: a time refused with the side wished after it («a las 12 no puedo, más tarde», «ás 12
non podo, mellor máis cedo») is never the time written down: the times after (before) it are
offered. Before, «…, más tarde» hid the refusal and 12:00 was written down."""
from __future__ import annotations

import pytest

from tests.conversation import chat


def _salon_thursday():
    c = chat("peluqueria")
    c.say("quiero cita para mechas el jueves")
    return c


@pytest.mark.parametrize("said", [
    "a las 12 no puedo, mas tarde", "a las 12 no puedo, más tarde", "A las 12 no me va, mejor más tarde",
    "no puedo a las 12, mas tarde", "ás 12 non podo, mellor máis tarde", "as 12 non podo mais tarde",
    "a las 12 no pueod, mas tarde",
])
def test_later_than_a_refused_time_offers_the_times_after_it(said):
    t = _salon_thursday().say(said)
    assert "12:00" not in t.text and "Apunto" not in t.text
    assert t.chip_labels and all(label > "12:00" for label in t.chip_labels)
    assert t.text.startswith(("¿A qué hora te va bien el jueves 5", "¿A que hora che vai ben o xoves 5"))


@pytest.mark.parametrize("said", [
    "a las 12 no puedo, más temprano", "a las 12 no me va bien, algo antes", "ás 12 non podo, mellor máis cedo",
])
def test_earlier_than_a_refused_time_offers_the_times_before_it(said):
    t = _salon_thursday().say(said)
    assert t.chip_labels and all(label < "12:00" for label in t.chip_labels)


def test_a_table_refused_at_nine_and_wished_earlier():
    c = chat("restaurante")
    c.say("mesa para 2 el viernes a las 21")
    t = c.say("a las 21 no me va bien, algo antes")
    assert "21:00" not in t.text and t.chip_labels and all(label < "21:00" for label in t.chip_labels)
    assert c.state["booking"].get("min") is None


def test_a_pickup_refused_and_wished_later():
    c = chat()
    c.say("6 croissants para mañana")
    t = c.say("no puedo a las 10, mas tarde")
    assert "¿A qué hora lo recoges mañana?" in t.text
    assert t.chip_labels and all(label > "10:00" for label in t.chip_labels)


def test_a_time_said_after_the_refusal_is_taken():
    t = _salon_thursday().say("a las 12 no puedo, mejor a las 12:30")
    assert "Apunto: mechas el jueves 5 de noviembre a las 12:30." in t.text
