"""A second booking asked while one is held: «y <a table> para 2 el domingo a las 14», «y una <appointment>
para <service> el viernes a las 11», «e outra para 6 o domingo». With a day of its own (or, that same day, a time of its
own) it is a request of its own: said to go apart, the one held kept as it was (never moved or merged into
it in silence). A change of the one held («mejor el domingo», «cámbiala al viernes», «somos 2») still
changes it; more for the same appointment with no day or time of its own («y también <service>») joins it."""
from __future__ import annotations

import re

from bizengine.conversation import booking_turns
from bizengine.conversation.booking_draft import people_text, services_text
from bizengine.conversation.booking_input import services_of
from bizengine.conversation.messages import aside
from bizengine.language import clock
from bizengine.language.days import WEEKDAY_WORDS
from bizengine.understanding.lexicon import (
    CHANGE_DAY_RE,
    CHANGE_RE,
    IF_NOT_RE,
    JOINED_START_RE,
    THE_BOOKING_HELD_RE,
    THE_OTHER_DAY_RE,
)

# «y otra para el sábado», «también quiero otra el domingo»: one more, not this one changed (not «no, el otro
# martes»: the day held, a week on)
_ANOTHER_ONE_RE = re.compile(rf"\b(?:otra|otro|outra|outro|tambien|tamen|ademas|ademais)\b(?! (?:{WEEKDAY_WORDS})\b)")


def another_asked(c, s) -> bool:
    """Said apart (and the question open asked again) when the message asks for another booking."""
    held, w = c.state["booking"], s.when
    norm = s.norm or ""
    if s.change or CHANGE_RE.search(norm) or CHANGE_DAY_RE.search(norm) or not _another_said(c, s):
        return False
    what = _what_is_new(c, s)
    if held.get("ymd") and w.has_day and w.ymd and w.ymd != held["ymd"]:
        other = clock.fmt_day(w.ymd, c.lang)
        if w.has_time and w.minutes is not None:
            other = f"{other} {c.t('times_one', time=clock.fmt_time(w.minutes))}"
        c.note("other_day", False, f"otra reserva para otro día ({w.ymd}): va en otra solicitud")
        c.say(c.t("one_day_booking", day=clock.fmt_day(held["ymd"], c.lang), other=other, what=aside(what)))
    elif held.get("min") is not None and w.has_time and w.minutes is not None and w.minutes != held["min"] \
            and (not w.has_day or w.ymd == held.get("ymd")):
        c.note("other_time", False, f"otra reserva a otra hora ({clock.fmt_time(w.minutes)}): va en otra solicitud")
        c.say(c.t("one_time_booking", time=clock.fmt_time(held["min"]), other=clock.fmt_time(w.minutes),
                  what=aside(what)))
    else:
        return False
    booking_turns.reprompt(c)
    return True


def _another_said(c, s) -> bool:
    """«y otra …», «también …», or a message joined to the one held («y …», «e …») that names a
    booking of its own: a booking word (`Signals.book_noun`), or services the one held has not."""
    norm = s.norm or ""
    if _ANOTHER_ONE_RE.search(THE_OTHER_DAY_RE.sub("", norm) if s.when.week_on else norm):
        return True         # (not the «el otro» of «el martes que viene no, el otro»: that day a week on)
    if s.question or IF_NOT_RE.search(norm) or THE_BOOKING_HELD_RE.search(norm):
        return False        # «y si no hay sitio el domingo?», «y la reserva para el domingo»: the one held
    return bool(JOINED_START_RE.match(norm)) and (s.book_noun or bool(_services_new(c, s)))


def _services_new(c, s) -> list[str]:
    held = c.state["booking"].get("services") or []
    return [x for x in services_of(c, s)[0] if x not in held]


def _what_is_new(c, s) -> str:
    """The other booking's services, or its party, said back so none is thought lost ('' when none)."""
    if new := _services_new(c, s):
        return services_text(c.biz, new, c.lang)
    return people_text(s.party, c.lang) if s.party else ""
