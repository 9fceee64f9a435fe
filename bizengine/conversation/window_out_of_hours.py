"""«después de las 8» on a day open from 10:00 to 20:00: read as 08:00 the wish holds the whole day, read
as 20:00 it holds nothing, so neither is a time to offer as what was asked. A window with one bound
outside the day's opening (before it opens, after it closes) says that day's hours instead, and the
times are asked from them («después de las 5» read as 17:00, inside the hours, keeps its window).
The wish is set aside, not forgotten: «mejor el sábado» brings it back on the new day (the evening
wished, not that day's first times)."""
from __future__ import annotations

from bizengine.business import hours
from bizengine.conversation.messages import ranges_text, say
from bizengine.language import clock
from bizengine.language.dates import window_bounds

ASIDE = "wish_aside"    # the draft's key of the time wish set aside on a day it does not fit


def out_of_hours(biz, ymd: str | None, window) -> bool:
    """Whether a one-bound window holds none of the day's open times, or all of them with its bound
    outside them («después de las 8» with 10:00 the opening); never a span («entre las 5 y las 7»)."""
    ranges = hours.day_ranges(biz, ymd) if ymd else []
    if not window or window[0] == "between" or not ranges:
        return False
    lo, hi = window_bounds(window)
    opens, closes = ranges[0][0], ranges[-1][1]
    holds_some = any(lo < b and a < hi for a, b in ranges)
    holds_all = lo <= opens and closes <= hi
    return not holds_some or (holds_all and not opens <= int(window[1]) <= closes)


def the_day_hours(biz, ymd: str, lang: str) -> str:
    """«El martes 3 de noviembre abrimos de 10:00 a 14:00 y de 16:30 a 20:00.»"""
    return say("hours_day", lang, day=clock.fmt_day(ymd, lang), ranges=ranges_text(hours.day_ranges(biz, ymd), lang))


def hours_for_the_window_held(c, draft: dict) -> str:
    """«El martes 3 de noviembre abrimos de 10:00 a 14:00 y de 16:30 a 20:00. » when the window held
    («después de las 8») is out of the day's hours: it is set aside (ASIDE), so the day's own times are
    offered or taken, and another day said brings it back; "" otherwise."""
    ymd = draft.get("ymd")
    held = [key for key in ("window", "first_in_window") if out_of_hours(c.biz, ymd, draft.get(key))]
    if not (ymd and held):
        return ""
    draft[ASIDE] = {key: draft[key] for key in held}
    for key in held:
        draft[key] = None
    return the_day_hours(c.biz, ymd, c.lang) + " "


def forget_the_wish_aside(draft: dict, w) -> None:
    """A time, a window or a part of the day said now replaces the wish set aside."""
    if w.has_time or w.window or w.part or w.latest or w.asap or w.first_thing or w.rel_min is not None:
        draft.pop(ASIDE, None)


def wish_aside_back(draft: dict) -> dict:
    """The wish set aside, taken back for the day said now (nothing while a time is held: it is checked
    on the new day instead)."""
    if draft.get("min") is not None or not draft.get(ASIDE):
        return {}
    wish = draft.pop(ASIDE)
    return wish if isinstance(wish, dict) else {}
