"""A second day or time in the same message: «… y otra para el jueves», two days to choose from,
another time for the same."""
from __future__ import annotations

import re
from datetime import datetime

from bizengine.business.hours import day_ranges
from bizengine.language.clock import today
from bizengine.language.dates import BOTH_DAYS, EITHER_DAY
from bizengine.language.days import CANNOT_RE, WEEKDAY_WORDS, find_day
from bizengine.language.times import find_time
from bizengine.understanding.context import ReadingContext
from bizengine.understanding.items import find_items
from bizengine.understanding.lexicon import THE_SAME_AGAIN, folded_in_place
from bizengine.understanding.moment_choice import times_of_each_day, two_times_on_the_day
from bizengine.understanding.reading.shared import _books_staff
from bizengine.understanding.signals import Signals
from bizengine.understanding.told_apart import (
    AnotherAtAnotherTime,
    DaySplit,
    another_at_another_time,
    first_days_part,
    one_for_the_first_day,
    parts_do_not_add_up,
    the_other_at_a_time,
)
from bizengine.understanding.vocabulary import vocabulary_of


def _the_other_days_time(s: Signals, norm: str, cut: int, biz, now: datetime) -> int | None:
    """«… el martes a las 10 y el jueves a las 12» cut at the «y»: the time said with the other day (12:00),
    said back with it; None when only one time is said."""
    kept_at = norm.find(s.when.time_text) if s.when.has_time and s.when.time_text else -1
    if kept_at < 0 or s.other_day is None:
        return None
    if kept_at >= cut and find_time(norm[:cut], biz, s.when.ymd, None)[0] is None \
            and find_day(norm[:cut], today(now))[0] == s.when.ymd:
        return _the_time_moved_to_the_other_day(s)     # «uno para el martes y otro para el jueves a las 12»
    other_part = norm[cut:] if kept_at < cut else norm[:cut]
    minutes = find_time(other_part, biz, s.other_day, None)[0]
    return minutes if minutes is not None and minutes != s.when.minutes else None


def _the_time_moved_to_the_other_day(s: Signals) -> int | None:
    """The only time said is the second day's: the first day's request holds none (it is asked)."""
    minutes = s.when.minutes
    s.when.minutes, s.when.has_time, s.when.time_text = None, False, None
    return minutes


def _one_of_two_for_the_first_day(s: Signals, norm: str, cut: int) -> None:
    """«dos X, una hoy y otra mañana»: the first day's request holds one of the two, not both;
    «tres X, uno hoy y dos mañana»: the first day's part of the count, not all of it."""
    words, at = norm.split(), len(norm[:cut].split())
    if one_for_the_first_day(words, at):
        _one_of_the_two(s)
    elif (split := first_days_part(words, at)) is not None:
        _the_first_days_part(s, split)
    else:
        s.split_unclear = parts_do_not_add_up(words, at)


def _the_first_days_part(s: Signals, split: DaySplit) -> None:
    """The line split (the last one of the count said, else the last one held) holds the first day's part
    of its own count; an odd half is told. Of several products each of that count, each holds its part
    («2 X y 2 Y, uno hoy y uno mañana»)."""
    lines = s.items.lines
    if len(lines) > 1 and all(line.get("qty") == split.total for line in lines) and not split.halved:
        for line in lines:
            line["qty"] = split.part
        return
    line = next((line for line in reversed(lines) if line.get("qty") == split.total), lines[-1] if lines else None)
    held = split.of(line["qty"]) if line is not None and isinstance(line.get("qty"), int) else None
    if line is not None and held is not None:
        line["qty"] = held.part
        s.odd_half = (held.total, held.part) if held.odd_half else None


def _another_time_asked(s: Signals, norm: str, biz, ctx: ReadingContext) -> None:
    """«dos X, uno a las 10 y otro a las 12»: the first time's request holds one of the two; the
    other time is said to need a request of its own (`other_time`). Two of a service where an
    appointment is for one stay two: they are two people, handed to a person with no time guessed."""
    things = vocabulary_of(biz).product_words
    said = the_other_at_a_time(norm.split(), things) if s.when.has_time and not s.question else None
    minutes = find_time(said, biz, s.when.ymd, None)[0] if said else None
    if minutes is not None and minutes != s.when.minutes:
        s.other_time = minutes
        found = another_at_another_time(norm.split(), things)
        _only_the_first_times_things(s, norm, biz, ctx, found)
        if found is not None and found.names_something_else():
            s.other_time_things = _the_other_times_things(norm.split(), found, biz)
        elif not _books_staff(biz) and (found is None or found.halves()):
            _one_of_the_two(s)
    elif minutes is None and s.when.has_time and not s.question and _books_staff(biz):
        _another_person_at_another_time(s, norm, biz)


def _another_person_at_another_time(s: Signals, norm: str, biz) -> None:
    """«un X para mí a las 10 y otro para mi hija a las 11» where an appointment is for one: the other
    person's time (`other_time`), so the two are handed over as each at a time of their own."""
    found = another_at_another_time(norm.split(), whose_too=True)
    if found is None or not found.another:
        return
    words = norm.split()
    minutes = find_time(" ".join(words[found.time_at:]), biz, s.when.ymd, None)[0]
    if minutes is not None and minutes != s.when.minutes:
        s.other_time = minutes


def _only_the_first_times_things(s: Signals, norm: str, biz, ctx: ReadingContext,
                                 found: AnotherAtAnotherTime | None) -> None:
    """«un X a las 10 y otro Y a las 12», «un X a las 10 y un Y a las 12»: the other's thing goes with
    its time, in a request of its own; the first time's request holds what is said before the «y»."""
    words = norm.split()
    if found is not None and found.names_the_other():
        s.items = find_items(" ".join(words[:found.joined]), biz, ctx.get("cart"), ctx.get("last_item"),
                             ctx.get("awaiting"))
        s.has_items = bool(s.items.lines or s.items.ambiguous)


def _the_other_times_things(words: list[str], found: AnotherAtAnotherTime, biz) -> list[tuple[str, int]]:
    """«… y un Y a las 12», «… y 2 Y a las 12»: the ids (or the catalogue's word for several: «cuaderno»)
    of what is named for the other time, each with its count (said back, not held)."""
    said = find_items(" ".join(words[found.thing[0]:found.thing[1]]), biz)
    return [*[(line["item_id"], int(line.get("qty") or 1)) for line in said.lines if line.get("item_id")],
            *[(amb["word"], int(amb.get("qty") or 1)) for amb in said.ambiguous if amb.get("word")]]


def _one_of_the_two(s: Signals) -> None:
    """«dos X, una hoy y otra mañana»: one of the two; «2 X y 2 Y, uno hoy y otro mañana»: one of each."""
    twos = [line for line in s.items.lines if line.get("qty") == 2]
    if len(twos) == 1 or (twos and len(twos) == len(s.items.lines)):
        for line in twos:
            line["qty"] = 1


# «… y otra para el miércoles», «… y la otra mañana», «… y 3 para el domingo», «… e outra para o xoves»: a
# second request
_AND_ANOTHER_RE = re.compile(r" (?:y|e) (?=(?:(?:el |la |o |a )?(?:otr[oa]s?|outr[oa]s?|m[ie]tade?)|"
                             r"(?:para |pra |pa )?(?:\d+|un[oa]?|unha|dos|dous|duas|tres|cuatro|catro|cinco|seis)) )")


# «… el martes a las 10 y el jueves a las 12», «… o martes ás 10 e o xoves ás 12»: a second day with a time of
# its own (not «entre el martes y el jueves», a span; not «… y el jueves no puedo», a day ruled out)
_AND_ANOTHER_DAY_AT_RE = re.compile(rf" (?:y|e) (?=(?:para |pra )?(?:el |o )?"
                                    rf"(?:{WEEKDAY_WORDS}|dia \d{{1,2}}|manana|mana)\b"
                                    r"(?: \d{1,2})? (?:a las|a la|a as|as|a|sobre las|sobre as) \d)")
_SPAN_RE = re.compile(r"\bentre\b")
# « y el jueves», « e o xoves», « y mañana»: another day said after «y»
_AND_A_DAY = rf" (?:y|e) (?:para |pra )?(?:el |o )?(?:{WEEKDAY_WORDS}|manana|mana)\b"
_AND_A_DAY_RE = re.compile(_AND_A_DAY)
# «… el martes a las 10 y el jueves también», «… o martes ás 10 e o xoves tamén»: the same again that day
# («… y el jueves igual» only at the very end: «igual» mid-clause is «maybe»)
_AND_ANOTHER_DAY_THE_SAME_RE = re.compile(rf"{_AND_A_DAY},? (?:{THE_SAME_AGAIN}\b|igual$)")
# the same-again word ending its clause in what was written («… y el jueves también.», «…, tamén, grazas»):
# not «… y el jueves también quiero un <X>», more asked for Thursday
_THE_SAME_ENDS_A_CLAUSE_RE = re.compile(rf"\b{THE_SAME_AGAIN}\s*(?:[,.;:!?)]|$)")


def _another_day_asked(s: Signals, norm: str, now: datetime) -> tuple[str, int] | None:
    """A second thing for another day beside the first («una X para el martes y otra para el
    miércoles», «mesa para 2 el viernes y otra para 4 el sábado»): that other day, and where its
    part of the message starts. A request is for one day; the first is taken and the second is
    said to need its own."""
    if not (s.when.has_day and (s.has_items or s.party)) or s.question:
        return None
    now_ymd = today(now)
    for m in _AND_ANOTHER_RE.finditer(norm):
        first, _, _, first_text = find_day(norm[:m.start()], now_ymd)
        second, _, _, _ = find_day(norm[m.end():], now_ymd)
        if first and second == s.when.ymd != first:     # «mejor 1 el martes y 2 el miércoles»: the second
            s.when.ymd, s.when.day_text = first, first_text     # was read for the «mejor»; a part is each day's
        if first == s.when.ymd and second and second != first:
            return second, m.start()
    return _keep_the_day_said_with_the_time(s, norm, now_ymd) or _the_same_on_another_day(s, norm, now_ymd)


def _the_same_on_another_day(s: Signals, norm: str, now_ymd: str) -> tuple[str, int] | None:
    """«… el martes a las 10 y el jueves también»: the same request again on the other day (its own,
    said apart); the other day, and where its part starts."""
    if not s.when.has_time:
        return None
    for m in _AND_ANOTHER_DAY_THE_SAME_RE.finditer(norm):
        first, _, _, _ = find_day(norm[:m.start()], now_ymd)
        second, _, _, _ = find_day(norm[m.start():], now_ymd)
        if first == s.when.ymd and second and second != first and not CANNOT_RE.search(norm, m.end()) \
                and (m.end() == len(norm) or _THE_SAME_ENDS_A_CLAUSE_RE.search(folded_in_place(s.raw or ""))):
            return second, m.start()
    return None


def _keep_the_day_said_with_the_time(s: Signals, norm: str, now_ymd: str) -> tuple[str, int] | None:
    """«… el martes a las 10 y (para) el jueves a las 12»: sets `s.when`'s day to the one said with the
    time read (never Thursday at 10, the two mixed); returns the other day, and where its part starts."""
    for m in _another_day_at_its_time(norm):
        first, _, _, first_text = find_day(norm[:m.start()], now_ymd)
        second, _, _, second_text = find_day(norm[m.end():], now_ymd)
        if not (first and second) or first == second or not s.when.time_text:
            continue
        time_first = 0 <= norm.find(s.when.time_text) < m.start()
        s.when.ymd, s.when.day_text = (first, first_text) if time_first else (second, second_text)
        return (second if time_first else first), m.start()
    return None


# «… el martes y el jueves», «… o martes e o xoves»: a second day right after the first, no time said
# «… el martes o el jueves», «… o martes ou o xoves», «…, o si no, el jueves»: one day or the other
_OR_A_DAY_RE = re.compile(rf",? (?:(?P<bare>o)|ou|o (?:si no|sino|bien)|ou (?:ben|senon|se non|si non)),? "
                          rf"(?:para |pra )?(?:el |o )?(?:{WEEKDAY_WORDS}|manana|mana)\b")
# a bare «o» joins two days only right after the first («el martes o jueves», «el jueves 5 o el viernes»):
# in Galician it is the article too («… ás 21, pois o sábado traballo»)
_ENDS_WITH_A_DAY_RE = re.compile(rf"\b(?:{WEEKDAY_WORDS}|manana|mana|\d{{1,2}})$")


def _two_days_said(s: Signals, norm: str, biz, now: datetime, request_held: bool = False,
                   day_asked_a_time: str | None = None) -> tuple[str, list[str], list[int] | None] | None:
    """«un X el martes y el jueves», «2 X para el martes y el jueves»: one request, two days and no time
    (one of them, or each?) — (BOTH_DAYS, the two days, None); «… el martes o el jueves (a las 10)»: the
    customer's choice, one time said for either — (EITHER_DAY, the two days, None); «… el martes a las 10
    o el jueves a las 12», «… a las 10 o a las 12 el martes»: one moment or the other — (EITHER_DAY, the
    days, the time of each). None when a time is said with each of two days joined by «y», for a span
    («entre el martes y el jueves») or a day ruled out («… y el jueves no puedo»). `request_held`: the
    request was said before («el martes a las 10 o a las 12» to «¿Con quién quieres la cita?»);
    `day_asked_a_time`: the day held while no time is («a las 10 o a las 13» to «¿A qué hora…?» or «¿Con
    quién…?»: that day's two times, one or the other)."""
    w = s.when
    if w.has_time and not w.has_day and day_asked_a_time and not s.question and not _SPAN_RE.search(norm):
        times = two_times_on_the_day(norm, biz, day_asked_a_time) if day_ranges(biz, day_asked_a_time) \
            and not s.anyone else None
        return (EITHER_DAY, [day_asked_a_time, day_asked_a_time], times) if times else None
    if not (w.has_day and w.ymd) or s.question or _SPAN_RE.search(norm):
        return None
    requested = s.has_items or s.party
    either_will_do = s.anyone       # «… a las 10 o a las 12, me da igual»: the first, no choice asked
    for kind, joins in ((BOTH_DAYS, _AND_A_DAY_RE), (EITHER_DAY, _OR_A_DAY_RE)):
        days, cut = _the_two_days(norm, joins, w.ymd, now)
        if not days:
            continue
        times = times_of_each_day(norm, cut, biz, days) if w.has_time else None
        if times and either_will_do:
            return None
        if kind == EITHER_DAY and times and (requested or request_held):
            return kind, days, times
        if requested and not (w.has_time and (kind == BOTH_DAYS or times)):
            return kind, days, None
    times = two_times_on_the_day(norm, biz, w.ymd) if w.has_time and day_ranges(biz, w.ymd) \
        and not either_will_do else None
    return (EITHER_DAY, [w.ymd, w.ymd], times) if times and (requested or request_held) else None


def _a_request_held(ctx: ReadingContext) -> bool:
    """A request is being written down (its day or time asked, or what it is for said already)."""
    return ctx.get("awaiting") in ("day", "time") or bool(ctx.get("services") or ctx.get("cart")
                                                          or ctx.get("held_party"))


def _one_of_two_days_asked(s: Signals, kind: str, days: list[str], times: list[int] | None, biz) -> None:
    """The two days said become the question (which one?, both offered; never the second dropped in
    silence); of a choice with only one open, that one is the day (at its own time, if each had one) and
    the other is said closed. A time said with each day is no time yet: the pair is what is asked."""
    open_ones = [d for d in days if day_ranges(biz, d)]
    if kind == EITHER_DAY and len(open_ones) == 1:
        s.when.ymd, s.either_day_closed = open_ones[0], next(d for d in days if d not in open_ones)
        if times:
            s.when.minutes = times[days.index(open_ones[0])]
        return
    s.when.ambiguous_day, s.when.ambiguous_kind, s.when.day_choices = True, kind, days
    if times:
        s.when.time_choices = times
        s.when.minutes, s.when.has_time, s.when.time_text, s.when.hour_guessed = None, False, None, False


def _the_two_days(norm: str, joins: re.Pattern, first_said: str, now: datetime) -> tuple[list[str] | None, int]:
    """([the first day, the second], where the second's part starts) when `joins` puts a second day
    right after the one read; (None, 0) otherwise."""
    for m in joins.finditer(norm):
        if m.groupdict().get("bare") and not _ENDS_WITH_A_DAY_RE.search(norm, 0, m.start()):
            continue
        second, _, _, _ = find_day(norm[m.start():], today(now))
        first, _, _, _ = find_day(norm[:m.start()], today(now))
        if first == first_said and second and second != first and not CANNOT_RE.search(norm, m.end()):
            return [first, second], m.start()
    return None, 0


def _another_day_at_its_time(norm: str) -> list[re.Match]:
    """«… y el jueves a las 12»: the «y» before a second day said with its own time, unless that
    day is ruled out («… y el jueves a las 12 no puedo») or both are a span («entre el martes … y el jueves …»)."""
    return [m for m in _AND_ANOTHER_DAY_AT_RE.finditer(norm)
            if not (_SPAN_RE.search(norm) or CANNOT_RE.search(norm, m.end()))]
