"""Stop 26: what customers noticed. now = Saturday 31 October 2026 12:40 Madrid."""
from __future__ import annotations

import pytest

from tests.conversation import chat


def _held(c, slug: str) -> dict:
    return c.state["booking"] if slug in ("restaurante", "peluqueria", "taller") else c.order


def _chip_days(t) -> list[str]:
    return [chip["action"]["ymd"] for chip in t.chips if chip.get("action", {}).get("type") == "day"]


@pytest.mark.parametrize("slug, first, then, ymd", [
    ("", "3 croissants para el 25 de diciembre a las 10", "el jueves entonces", "2026-12-24"),
    ("", "3 croissants para el 25 de diciembre a las 10", "pues el sabado", "2026-12-26"),
    ("", "3 croissants para o 25 de decembro ás 10", "pois o sábado", "2026-12-26"),
    ("", "3 cruasanes para el 25 de dic. a las 10", "el miercoles", "2026-12-23"),
    ("restaurante", "mesa para 2 el 25 de diciembre a las 14", "el sábado", "2026-12-26"),
    ("restaurante", "mesa para 2 o 25 de decembro ás 14", "o mércores", "2026-12-23"),
    ("restaurante", "mesa para 2 el 10 de noviembre a las 14", "el miércoles", "2026-11-11"),
    ("peluqueria", "corte de hombre el lunes 16 de noviembre a las 11 con Iago", "el martes", "2026-11-17"),
])
def test_a_closed_day_offers_the_days_around_it(slug, first, then, ymd):
    """Christmas refused offered the first days from today (31 October…), and «el jueves» then
    meant next week's; the days next to the one refused are offered, and a weekday is one of them."""
    c = chat(slug)
    t = c.say(first)
    days = _chip_days(t)
    assert days and all(d[:7] == ymd[:7] for d in days), days
    assert "no abrimos" in t.text or "non abrimos" in t.text
    c.say(then)
    assert _held(c, slug)["ymd"] == ymd


@pytest.mark.parametrize("slug, first, then, ymd", [
    ("", "3 croissants para el lunes a las 10", "el sabado", "2026-11-07"),
    ("", "3 croissants para o luns ás 10", "o martes", "2026-11-03"),
    ("restaurante", "mesa para 2 el lunes a las 14", "el sábado", "2026-11-07"),
])
def test_a_day_closed_this_week_still_offers_the_first_days(slug, first, then, ymd):
    """«El sábado» said on a Saturday is next week's, also after a day refused this week."""
    c = chat(slug)
    t = c.say(first)
    assert _chip_days(t)[0] == "2026-10-31"
    c.say(then)
    assert _held(c, slug)["ymd"] == ymd


@pytest.mark.parametrize("text, ymd", [
    ("3 croissants para el 3 de dic a las 10", "2026-12-03"),
    ("3 croissants para el 3 dic. a las 10", "2026-12-03"),
    ("3 croissants pro 23 de dec ás 10", "2026-12-23"),
    ("3 croissants para el miercoles 23 de dic a las 10", "2026-12-23"),
    ("3 croissants para el dia 12 de nov a las 10", "2026-11-12"),
    ("3 croissants para o 12 de nov ás 10", "2026-11-12"),
    ("3 croissants para el 12 nov a las 10", "2026-11-12"),
])
def test_a_month_abbreviated_after_the_day(text, ymd):
    """«para el 25 de dic» was the 25th of this month (a wrong day); «dic», «nov.», «dec» are months."""
    c = chat()
    c.say(text)
    assert c.order["ymd"] == ymd


@pytest.mark.parametrize("text", ["quiero 2 empanadas de mar para el martes", "un set de 3 macarons para el martes"])
def test_a_month_abbreviation_is_read_only_after_a_day_number(text):
    c = chat()
    c.say(text)
    assert c.order["ymd"] == "2026-11-03"


@pytest.mark.parametrize("slug, turns", [
    ("peluqueria", ["corte de hombre lo antes posible"]),
    ("peluqueria", ["quiero un corte de hombre, el primer hueco que tengas"]),
    ("peluqueria", ["corte de hombre, lo primero que tengais"]),
    ("peluqueria", ["quiero cita para un corte de hombre", "el primer hueco libre"]),
    ("peluqueria", ["corte de home canto antes"]),
    ("peluqueria", ["corte de home, o primeiro oco que teñas"]),
    ("taller", ["revision, o primeiro oco que tedes"]),
    ("taller", ["unha revision, o primeiro que teñas"]),
    ("taller", ["una revisión, la primera cita libre"]),
])
def test_the_first_free_time_with_today_gone_is_the_first_day_with_room(slug, turns):
    """«lo antes posible» at a salon whose day was over said «Hoy ya no me quedan horas» and asked
    the day; «el primer hueco que tengas» was not read at all. The first day with room is taken, at
    its first free time, and said."""
    c = chat(slug)
    for text in turns:
        t = c.say(text)
    b = c.state["booking"]
    first = "2026-11-02" if slug == "taller" else "2026-11-03"      # the salon rests on Sunday and Monday
    assert b["ymd"] == first and isinstance(b["min"], int), b
    assert "lo primero que tengo" in t.text or "o primeiro que teño" in t.text
    assert "¿Qué día" not in t.text and "Que día" not in t.text


def test_a_day_said_after_asking_the_first_free_time_is_kept():
    c = chat("peluqueria")
    c.say("corte de hombre lo antes posible")
    c.say("mejor el jueves")
    assert c.state["booking"]["ymd"] == "2026-11-05"
