"""Clock times written the other ways people type them: «21h30», «a las 21,30», «ás 2130»,
«a las 9 45». The minutes were dropped («a las 21h30» was booked at 21:00, with no word said).
now = Saturday 31 October 2026 12:40 Madrid."""
from __future__ import annotations

import pytest

from bizengine.language.text import clean
from tests.conversation import chat


@pytest.mark.parametrize("said, read", [
    ("a las 21h30", "a las 21:30"), ("a las 21 h 30", "a las 21:30"), ("a las 9h30", "a las 9:30"),
    ("a las 21,30", "a las 21:30"), ("ás 21,30", "a as 21:30"), ("a las 2130", "a las 21:30"),
    ("a las 21'30", "a las 21:30"), ("a las 9 45", "a las 9:45"), ("a las 930", "a las 9:30"),
])
def test_a_clock_time_written_another_way_is_read_as_hours_and_minutes(said, read):
    assert clean(said) == read


@pytest.mark.parametrize("said", [
    "cuesta 21,30 €",            # a price, not a time
    "mi telefono 600123456",
    "somos 2130",                # no «las» before it: no time
    "el 21 de mayo",
    "a las 2 y media",
])
def test_numbers_that_are_no_clock_time_are_left_alone(said):
    assert ":" not in clean(said)


@pytest.mark.parametrize("said", ["21h30", "21,30", "2130", "21h 30", "21:30"])
def test_a_table_at_the_minutes_written(said):
    t = chat("restaurante").say(f"mesa para 2 el jueves a las {said}")
    assert "reserva para 2 personas el jueves 5 de noviembre a las 21:30" in t.text


def test_a_table_in_galician():
    t = chat("restaurante").say("mesa para 2 o xoves ás 14h30")
    assert "o xoves 5 de novembro ás 14:30" in t.text


@pytest.mark.parametrize("said", ["11h30", "11,30", "1130"])
def test_an_order_at_the_minutes_written(said):
    c = chat()
    c.say(f"quiero 3 palmeras para el martes a las {said}")
    assert c.order["min"] == 11 * 60 + 30
