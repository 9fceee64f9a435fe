"""A time wish with no time yet («después de las 5», «lo más tarde posible», «lo antes posible») held
while the person is asked first: the free time it points at is said before «¿Con quién…?», so the
customer reads what was understood (the person chosen next may move it; the reply after says so)."""
from __future__ import annotations

from bizengine.conversation.booking_draft import FIRST_FREE, PART_RANGES, booking_of, free_slots
from bizengine.conversation.messages import say, window_text
from bizengine.conversation.window_out_of_hours import hours_for_the_window_held
from bizengine.language import clock
from bizengine.language.dates import window_bounds


def wish_said_before_the_person(c) -> str:
    """«El martes 3 de noviembre después de las 17:00 lo primero que tengo es a las 17:45. », said on
    the turn the wish or the day is given ("" otherwise, or when nothing is free in it: the time question says so)."""
    b, s = booking_of(c), c.signals
    if s is None or not (s.when.window or s.when.latest or s.when.asap or s.when.has_day) or not b.get("ymd") \
            or b.get("min") is not None:
        return ""       # (the wish said before the day: said once the day comes)
    hours_said = hours_for_the_window_held(c, b)     # «después de las 8» before the opening: the day's hours
    if hours_said:
        return hours_said
    slots = [int(slot["min"]) for slot in free_slots(c, b["ymd"])]     # anyone's: no person is held yet
    day = clock.fmt_day(b["ymd"], c.lang)
    if b.get("latest") and slots:
        return say("bk_latest_slot", c.lang, day=day, time=clock.fmt_time(slots[-1])) + " "
    window = b.get("window") or b.get("first_in_window")
    if window:
        lo, hi = window_bounds(window)
        inside = [m for m in slots if lo <= m < hi]
        return say("bk_window_first", c.lang, day=day, window=window_text(window, c.lang),
                   time=clock.fmt_time(inside[0])) + " " if inside else ""
    if b.get("part") == FIRST_FREE:
        lo, hi = PART_RANGES.get(b.get("first_in") or "", (0, 24 * 60))
        inside = [m for m in slots if lo <= m < hi]
        return say("bk_first_slot", c.lang, day=day, time=clock.fmt_time(inside[0])) + " " if inside else ""
    return ""
