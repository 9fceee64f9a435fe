"""A choice of two days or moments for one request («el martes o el jueves», «el martes a las 10 o el
jueves a las 12», «el martes y el jueves»): kept in the draft until one is picked, «me da igual» taking
the first, a new time said to it checked against both days."""
from __future__ import annotations

from bizengine.business import hours
from bizengine.conversation.messages import say
from bizengine.language import clock
from bizengine.language.dates import BOTH_DAYS, EITHER_DAY


def either_day_closed_text(s, lang: str) -> str | None:
    """«el lunes o el martes» with Monday closed: «El lunes … está cerrado, así que lo apunto para el martes …»."""
    if not (s.either_day_closed and s.when and s.when.ymd):
        return None
    return say("day_other_of_two_closed", lang, closed=clock.fmt_day(s.either_day_closed, lang),
               day=clock.fmt_day(s.when.ymd, lang))


def hold_the_day_choice(c, draft: dict, s) -> bool:
    """«el martes o el jueves» for one request: the two days stay the choice offered until one is
    picked — a time said or another question answered meanwhile keeps them (each turn starts without
    them: they are kept in the draft); «me da igual» to the choice takes the first open one. True when
    the time said can be on neither day (said so here: it is not to be kept)."""
    w = s.when
    if _a_choice_said(w):
        draft["day_choice"] = {"kind": w.ambiguous_kind, "days": list(w.day_choices or []),
                               **({"times": list(w.time_choices)} if w.time_choices else {})}
    elif _no_choice_held(draft, w):
        _its_time_taken(draft, draft.pop("day_choice", None), w)
    elif _either_will_do(c, s):
        _first_of_the_choice_taken(c, draft, w)
    elif (day := _day_of_the_time_said(draft["day_choice"], w)) is not None:
        draft["ymd"] = day      # «a las 12» to «¿el martes a las 10 o el jueves a las 12?»: Thursday
        draft.pop("day_choice")
    elif _another_time_to_the_choice(draft["day_choice"], w):
        return _another_time_said(c, draft, int(w.minutes))
    else:
        held = draft["day_choice"]
        c.day_unclear, c.day_choices, c.day_choices_kind = True, list(held["days"]), held["kind"]
    return False


def _a_choice_said(w) -> bool:
    """«el martes o el jueves» (either) or «el martes y el jueves» (both) for one request."""
    return bool(w.ambiguous_day and w.ambiguous_kind in (BOTH_DAYS, EITHER_DAY))


def _no_choice_held(draft: dict, w) -> bool:
    """A day said, or one already held, or no choice waiting: the choice (if any) is over."""
    return bool(w.has_day or draft.get("ymd") or not draft.get("day_choice"))


def _either_will_do(c, s) -> bool:
    """«me da igual» (even «…, pero mejor a las 22») to «¿qué día te va mejor?»."""
    return bool(s.anyone and c.state.get("awaiting") == "day")


def _first_of_the_choice_taken(c, draft: dict, w) -> None:
    """«me da igual» to the choice: the first open moment, whole — its day and, if it had one, its time.
    With a time said beside it («me da igual, pero mejor a las 22») that time stays (checked as any
    time is) on the first day it can be, else on the first open day."""
    held = draft.pop("day_choice")
    days, times = held["days"], held.get("times")
    said = int(w.minutes) if w.has_time and w.minutes is not None else None
    open_days = [i for i, d in enumerate(days) if hours.day_ranges(c.biz, d)]
    fitting = [i for i in open_days if said is not None and _time_can_be(c, days[i], said)]
    first = next(iter(fitting or open_days), 0)
    draft["ymd"] = days[first]
    if times and said is None and draft.get("min") is None:
        draft["min"] = times[first]


def _another_time_to_the_choice(held: dict, w) -> bool:
    """«a las 12» to «¿el viernes o el sábado?» or to two moments at other times (not «el martes y el
    jueves», both wanted: that one asks which goes first, whatever the time)."""
    return held["kind"] == EITHER_DAY and w.has_time and w.minutes is not None \
        and w.minutes not in (held.get("times") or [])


def _another_time_said(c, draft: dict, minutes: int) -> bool:
    """«a las 12» to «¿el viernes a las 21 o el sábado a las 14?» (neither time offered): on the one day it
    can be, that day is taken (the time is then checked as any time is); on both, the time stays and which
    day is asked; on neither, said so, and the two moments asked again (the time not kept)."""
    held = draft["day_choice"]
    fitting = list(dict.fromkeys(d for d in held["days"] if _time_can_be(c, d, minutes)))
    if len(fitting) == 1:
        draft["ymd"] = fitting[0]
        draft.pop("day_choice")
        return False
    if fitting:
        draft["day_choice"] = {"kind": held["kind"], "days": list(held["days"])}     # the days, without times
    else:
        c.say(_time_on_neither_day_text(held["days"], minutes, c.lang))
    c.day_unclear, c.day_choices, c.day_choices_kind = True, list(held["days"]), held["kind"]
    return not fitting


def _time_on_neither_day_text(days: list[str], minutes: int, lang: str) -> str:
    """«A las 12:00 no puede ser ni el viernes 6 ni el sábado 7 de noviembre.» (one day: «… el martes 3 …»)."""
    time = clock.fmt_time(minutes)
    if days[0] == days[1]:
        return say("time_cannot_be_on_the_day", lang, time=time, day=clock.fmt_day(days[0], lang))
    day, other = clock.fmt_days(days, lang)
    return say("time_cannot_be_on_either_day", lang, time=time, day=day, other=other)


def _time_can_be(c, ymd: str, minutes: int) -> bool:
    """Open then and not gone by (a full or too-near time is the time checks' to say, once the day holds)."""
    return hours.is_open_at(c.biz, ymd, minutes) and hours.is_reachable(ymd, minutes, hours.earliest_start(c.now, 0))


def _its_time_taken(draft: dict, held: dict | None, w) -> None:
    """«el jueves» to «¿el martes a las 10 o el jueves a las 12?»: the time said with that day comes with it."""
    times, day = (held or {}).get("times"), draft.get("ymd")
    if times and not w.has_time and draft.get("min") is None and held and held["days"].count(day) == 1:
        draft["min"] = times[held["days"].index(day)]


def _day_of_the_time_said(held: dict, w) -> str | None:
    """The day of a moment offered whose time is the one said (none, or the same time on both days: None)."""
    times = held.get("times") or []
    if not (w.has_time and times.count(w.minutes) == 1):
        return None
    return held["days"][times.index(w.minutes)]


def day_taken_text(ymd: str, minutes: int | None, lang: str) -> str:
    """«Te apunto el jueves 5 de noviembre (a las 12:00).»: one of the days (moments) offered, pressed."""
    if minutes is None:
        return say("day_taken_of_two", lang, day=clock.fmt_day(ymd, lang))
    return say("moment_taken_of_two", lang, day=clock.fmt_day(ymd, lang), time=clock.fmt_time(int(minutes)))
