"""A date written in figures («20/12», «el 20.12») is that day of that month, wherever it is said:
after «para el», «el», «día», a weekday. now = Saturday 31 October 2026 12:40 Madrid."""
from __future__ import annotations

import pytest

from bizengine.language.dates import parse_when
from bizengine.language.text import clean
from tests.conversation import NOW, bakery, chat


@pytest.mark.parametrize("text, ymd, minutes", [
    ("quiero 6 croissants para el 20/12", "2026-12-20", None),
    ("para el 24/12 a las 10", "2026-12-24", 600),
    ("el 5/12", "2026-12-05", None),
    ("dia 5/12", "2026-12-05", None),
    ("para o 24/12 ás 11", "2026-12-24", 660),
    ("pa el 2/1", "2027-01-02", None),
    ("para el 20/12/2026", "2026-12-20", None),
    ("el viernes 20/11", "2026-11-20", None),
    ("o venres 20/11 ás 10", "2026-11-20", 600),
    ("para el 20.12", "2026-12-20", None),
    ("o dia 24.12 as 10.30", "2026-12-24", 630),
    ("el 5.1 a las 9", "2027-01-05", 540),
])
def test_a_date_in_figures_is_that_day_of_that_month(text, ymd, minutes):
    w = parse_when(clean(text), bakery(), NOW)
    assert (w.ymd, w.minutes, w.ambiguous_day, w.invalid_day) == (ymd, minutes, False, False)


def test_a_weekday_that_is_not_the_date_in_figures_asks():
    w = parse_when(clean("el sábado 20/11"), bakery(), NOW)
    assert w.ambiguous_day and w.ambiguous_kind == "mismatch"
    assert w.day_choices == ["2026-11-20", "2026-11-21"]


@pytest.mark.parametrize("text, minutes", [
    ("a las 10.15", 615),
    ("para las 10.30", 630),
])
def test_a_time_with_a_dot_stays_a_time(text, minutes):
    w = parse_when(clean(text), bakery(), NOW)
    assert (w.ymd, w.minutes) == (None, minutes)


@pytest.mark.parametrize("text, asked", [
    ("quiero 6 croissants para el 20/12", "¿A qué hora lo recoges el domingo 20 de diciembre?"),
    ("quiero una tarta de queso de 8 raciones para el 24/12", "¿A qué hora lo recoges el jueves 24 de diciembre?"),
    ("quero unha bica para o 5/12", "¿A que hora o recolles o sábado 5 de decembro?"),
    ("una empanada pal viernes 20/11", "¿A qué hora lo recoges el viernes 20 de noviembre?"),
])
def test_an_order_for_a_date_in_figures_asks_the_time_of_that_day(text, asked):
    assert asked in chat().say(text).text
