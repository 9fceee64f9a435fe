"""`weekday_span`: the weekdays a description serves a thing on (moved from conversation/info.py)."""
import pytest

from bizengine.language.days import weekday_span


@pytest.mark.parametrize("norm, days, said", [
    ("de martes a viernes a mediodia", {1, 2, 3, 4}, "de martes a viernes"),
    ("do luns ao venres", {0, 1, 2, 3, 4}, "do luns ao venres"),
    ("de viernes a lunes", {4, 5, 6, 0}, "de viernes a lunes"),
    ("desde el sabado hasta el sabado", {5}, "desde el sabado hasta el sabado"),
])
def test_the_days_of_a_span(norm, days, said):
    assert weekday_span(norm) == (frozenset(days), said)


def test_no_span():
    assert weekday_span("todos los dias") is None
