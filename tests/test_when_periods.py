"""Days and times said as a period: «el mes que viene», «para enero», «a mediados de noviembre»,
«el próximo finde», «dentro de un mes»; and parts of the day: «a media mañana», «a media tarde»,
«después de comer», «a mediodía». A month was taken for today, «a media mañana» for tomorrow and
«a mediodía» for 12:00 sharp; the days offered started today whatever period was said.
now = Saturday 31 October 2026 12:40 Madrid."""
from __future__ import annotations

import pytest

from bizengine.language.dates import parse_when
from bizengine.language.text import clean
from bizengine.language.times import find_part
from tests.conversation import NOW, bakery, chat


@pytest.mark.parametrize("text, ymd, period", [
    ("dentro de un mes", "2026-11-30", None),
    ("dentro de 2 meses", "2026-12-31", None),
    ("daquí a un mes", "2026-11-30", None),
    ("el mes que viene", None, ("2026-11-01", "2026-11-30")),
    ("o mes que vén", None, ("2026-11-01", "2026-11-30")),
    ("para enero", None, ("2027-01-01", "2027-01-31")),
    ("para xaneiro", None, ("2027-01-01", "2027-01-31")),
    ("en diciembre", None, ("2026-12-01", "2026-12-31")),
    ("a mediados de noviembre", None, ("2026-11-11", "2026-11-20")),
    ("a principios de diciembre", None, ("2026-12-01", "2026-12-10")),
    ("a finales de noviembre", None, ("2026-11-21", "2026-11-30")),
    ("este finde", None, ("2026-10-31", "2026-11-01")),
    ("el próximo finde", None, ("2026-11-07", "2026-11-08")),    # said on a Saturday: the next one
    ("el finde que viene", None, ("2026-11-07", "2026-11-08")),
    ("la semana que viene", None, ("2026-11-02", "2026-11-08")),
    ("el 5 de enero", "2027-01-05", None),                           # a date is still a date
])
def test_a_period_said(text, ymd, period):
    w = parse_when(clean(text), bakery(), NOW)
    assert (w.ymd, w.period) == (ymd, period)


@pytest.mark.parametrize("text, part", [
    ("a media mañana", "morning"), ("a media mañá", "morning"), ("a media tarde", "afternoon"),
    ("despues de comer", "afternoon"), ("despois de xantar", "afternoon"), ("á tardiña", "afternoon"),
    ("a mediodía", "midday"), ("a la hora de comer", "midday"),
])
def test_a_part_of_the_day(text, part):
    assert find_part(clean(text)) == part


def test_media_manana_is_no_day():
    w = parse_when(clean("a media mañana, sobre las 11"), bakery(), NOW)
    assert (w.ymd, w.minutes) == (None, 660)


def test_a_month_is_no_longer_today():
    c = chat()
    t = c.say("quiero 4 palmeras el mes que viene")
    assert "¿Qué día exactamente lo recoges?" in t.text and c.order["ymd"] is None
    assert t.chip_labels[0] == "dom 1 nov"


def test_a_month_beyond_the_horizon_is_said():
    c = chat()
    t = c.say("quiero 4 palmeras para enero")
    assert "Solo preparo pedidos con hasta 60 días de antelación." in t.text and c.order["ymd"] is None


def test_a_month_on_is_that_day():
    t = chat().say("quiero 4 palmeras dentro de un mes")
    assert "El lunes 30 de noviembre no abrimos." in t.text


@pytest.mark.parametrize("answer", ["a media mañana, sobre las 11", "a media mañá, sobre as 11"])
def test_media_manana_keeps_the_day_held(answer):
    c = chat()
    c.say("quiero 3 palmeras para el martes")
    c.say(answer)
    assert (c.order["ymd"], c.order["min"]) == ("2026-11-03", 660)


def test_a_media_tarde_offers_the_afternoon():
    t = chat().say("quiero 3 palmeras para el martes a media tarde")
    assert t.chip_labels[0] == "16:30"


@pytest.mark.parametrize("text, first", [
    ("mesa para 2 la semana que viene", "mar 3 nov"),
    ("mesa para 2 a mediados de noviembre", "mié 11 nov"),
    ("mesa para 2 el finde que viene", "sáb 7 nov"),
    ("mesa para 2 a mediados de novembro", "mér 11 nov"),
])
def test_the_days_offered_are_inside_the_period(text, first):
    t = chat("restaurante").say(text)
    assert t.chip_labels[0] == first


def test_a_table_at_midday_offers_lunch_not_12():
    t = chat("restaurante").say("mesa para 2 el jueves a mediodia")
    assert "12:00" not in t.text and t.chip_labels[0] == "13:00"
    assert "¿A qué hora te va bien el jueves 5 de noviembre?" in t.text


@pytest.mark.parametrize("answer", ["me da igual", "la que sea", "a la hora de abrir", "cualquiera", "dame igual",
                                    "a que sexa"])
def test_any_time_at_the_time_question_is_the_first_free_one(answer):
    """«me da igual» to «¿A qué hora?» was not understood and the question asked again."""
    c = chat()
    c.say("quiero 3 palmeras para el martes")
    t = c.say(answer)
    assert c.order["min"] == 9 * 60 and "09:00" in t.text
