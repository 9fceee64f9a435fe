"""Stop 30: «esta semana» is the days left of this week (Monday to Sunday, Madrid), not the next
free days whenever they fall; with none free it says so and offers the following ones (it used
to offer next week's as if they were this week's). NOW is Saturday 31 October 2026."""
from __future__ import annotations

import pytest

from tests.conversation import chat

THIS_WEEK = {"sáb 31 oct", "sáb 31 out", "dom 1 nov"}


@pytest.mark.parametrize("said", ["mesa para 2 esta semana", "mesa para 2 para esta semana",
                                  "¿cuándo hay sitio para 5 esta semana?", "mesa para dous nesta semana",
                                  "mesa para 2 esta misma semana"])
def test_this_weeks_days_only(said):
    c = chat("restaurante")
    t = c.say(said)
    assert t.chip_labels and set(t.chip_labels) <= THIS_WEEK, t.chip_labels
    assert c.state["booking"]["ymd"] is None


@pytest.mark.parametrize("first, said", [
    ("¿tenéis hueco esta semana para un corte de mujer?", None),
    ("corte de mujer esta semana", None),
    ("corte de mujer", "esta semana"),
    ("corte de mujer", "algún día esta semana"),
])
def test_none_free_this_week_is_said_and_the_next_days_offered(first, said):
    c = chat("peluqueria")
    t = c.say(first)
    if said:
        t = c.say(said)
    assert "En esas fechas ya no me queda nada libre; te propongo los días siguientes. ¿Qué día te va bien?" in t.text
    assert "Para seguir" not in t.text
    assert t.chip_labels[0] == "mar 3 nov"


def test_in_galician():
    t = chat("peluqueria").say("corte de muller esta semana")
    assert "Nesas datas xa non me queda nada libre; propóñoche os días seguintes." in t.text


def test_next_week_is_still_next_weeks_days():
    t = chat("restaurante").say("mesa para 2 la semana que viene")
    assert t.chip_labels and all(label.endswith("nov") and int(label.split()[1]) in range(2, 9)
                                 for label in t.chip_labels)


def test_a_day_named_with_this_week_is_that_day():
    c = chat("restaurante")
    c.say("mesa para 2 esta semana, el domingo")
    assert c.state["booking"]["ymd"] == "2026-11-01"
