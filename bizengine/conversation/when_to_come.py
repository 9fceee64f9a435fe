"""«¿a qué hora puedo pasar?», «¿desde qué hora puedo recogerlo?» to the time question with a day held: that
day's opening hours, and the first time it can be ready when the lead time leaves the opening out; the
time question follows (routing)."""
from __future__ import annotations

from bizengine.business import availability
from bizengine.conversation.lead_answers import hours_of
from bizengine.conversation.messages import say
from bizengine.conversation.order_form import lead_minutes
from bizengine.language import clock
from bizengine.language.times import opening_ranges


def say_the_hours(c, ymd: str) -> None:
    """«El martes 3 de noviembre abrimos de 09:00 a 14:00…» (+ «Lo antes que estará listo es a las 13:00.»)."""
    text = hours_of(c, ymd)
    first = _first_ready(c, ymd)
    if first is not None:
        text = f"{text} {say('ready_from', c.lang, time=clock.fmt_time(first))}".strip()
    if text:
        c.note("hours", True, f"cuándo pasar: el horario de {ymd}")
        c.say(text)


def _first_ready(c, ymd: str) -> int | None:
    """The first free pickup time of the day when it is later than the opening (the lead time, or the
    hour already gone, leaves the start out); None when the day's first time is its opening, or today."""
    ranges = opening_ranges(c.biz, ymd)
    lead = lead_minutes(c.biz, c.state["order"]["lines"])
    slots = availability.pickup_availability(c.biz, ymd, c.now, lead, c.own).get("slots") or []
    if not (ranges and slots) or slots[0]["min"] <= ranges[0][0] or ymd == clock.today(c.now):
        return None     # (today's time question says the first time itself)
    return int(slots[0]["min"])
