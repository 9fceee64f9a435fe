"""The staff question just answered, asked again of another person or another day: «¿y con Iago?»,
«¿e Iago?», «y con <alias>?» after «¿trabaja Marta el sábado?» (or «¿abrís el sábado?») ask whether
Iago works that Saturday; «¿y el martes?» after it asks whether Marta works on Tuesday (who works
then, after «¿quién trabaja el sábado?»). A question: nothing is booked."""
from __future__ import annotations

import re
from dataclasses import dataclass

from bizengine.conversation.booking_draft import is_staff, resources_by_id
from bizengine.conversation.records import DayAsked
from bizengine.conversation.staff_answers import answer_day_on, answer_works_on
from bizengine.understanding.details import only_the_person, with_the_person_marked
from bizengine.understanding.lexicon import EVERY_WEEKDAY_RE
from bizengine.understanding.reading.when_said import only_when_said

# the answers that hold a day a person may be asked of; and those that hold a person a day may be asked of
_DAY_TOPICS = ("hours", "staff_day")
_PERSON_TOPICS = ("staff_day", "staff_week")


@dataclass(frozen=True)
class AskedAgain:
    """Who and which day the question asked again is about; no person: who works that day."""
    person: str | None
    day: DayAsked


def asks(c, s) -> bool:
    return _asked_again(c, s) is not None


def answer(c, s) -> None:
    again = _asked_again(c, s)
    assert again is not None
    if again.person:
        answer_works_on(c, again.person, again.day)
    else:
        answer_day_on(c, again.day)


def _asked_again(c, s) -> AskedAgain | None:
    """Only right after the answer; a day asked again only with nothing being written down (there it
    is the appointment's day)."""
    last = c.state.get("last") or {}
    if not (c.answered_last and is_staff(c.biz)) or s.items.lines or s.items.ambiguous:
        return None
    w, norm = s.when, s.norm or ""
    if s.resource in resources_by_id(c.biz) and last.get("topic") in _DAY_TOPICS and last.get("day") \
            and not (w.has_day or w.has_time) and only_the_person(norm, c.biz):
        return AskedAgain(s.resource, DayAsked(last["day"], last.get("day_part"), bool(last.get("every"))))
    if c.state.get("awaiting") or not (w.has_day and not w.has_time and norm.startswith(("y ", "e "))):
        return None
    if s.resource is None and last.get("topic") in _PERSON_TOPICS and only_when_said(s, norm[2:]):
        return AskedAgain(last.get("staff"), _day_said(s))
    said = _PERSON_THEN_RE.match(with_the_person_marked(norm, c.biz))
    if s.resource in resources_by_id(c.biz) and last.get("topic") in _DAY_TOPICS + _PERSON_TOPICS \
            and said is not None and only_when_said(s, said["when"]):
        return AskedAgain(s.resource, _day_said(s))      # «¿y con Iago el martes?»
    return None


# «y con @ el martes», «e o @ o sábado?»: a person and a day, nothing more (checked by only_when_said)
_PERSON_THEN_RE = re.compile(r"^(?:y|e) (?:(?:con|co|coa|cun) )?(?:(?:el|la|o|a) )?@ (?P<when>.+)$")


def _day_said(s) -> DayAsked:
    return DayAsked(s.when.ymd, s.when.part, bool(EVERY_WEEKDAY_RE.search(s.norm or "")))

