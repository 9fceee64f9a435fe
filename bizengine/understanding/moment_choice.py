"""One moment or another, the customer's choice: «… el martes a las 10 o el jueves a las 12», «… a las 10
o a las 12 el martes», «… o martes ás 10 ou o xoves ás 12». Each day keeps the time said with it (never
Thursday at 10, the two mixed; never Tuesday at 10 taken in silence): the pair is asked back as a choice."""
from __future__ import annotations

import re

from bizengine.language.days import CANNOT_RE
from bizengine.language.times import TIME_FOLLOW, find_time

# «… a las 10 o a las 12», «… ás 10 ou ás 12», «… a las 10 o 12», «… a las 10 o si no a las 12»: a second time,
# said as another choice (not «… o mejor a las 12», a time mended: the later one stands)
_OR_AT_A_TIME_RE = re.compile(r",? (?:o|ou)(?: (?:si no|sino|bien|se non|senon|si non|ben))?,? "
                              r"(?P<lead>(?:a las|a la|a as|as|a|sobre las|sobre as|las|la) )?(?=\d{1,2}\b)")
_A_TIME_RE = re.compile(r"(?:(?:a las|a la|a as|as|a|sobre las|sobre as|las|la) )?\d{1,2}(?::\d{2})?")
# a bare number after «o» is an hour when the clock's words or nothing follow it («… o 12», «… o 12 y media
# el martes»; not «… o 10 personas»)
_BARE_HOUR_RE = re.compile(r"\d{1,2}(?::\d{2})?(?: (?:y|e) (?:media|cuarto))?(?: (?P<next>\w+))?")


def times_of_each_day(norm: str, cut: int, biz, days: list[str]) -> list[int] | None:
    """The time said before `cut` (with the first day) and the one after it (with the second), when each
    side says one and the two moments differ; None otherwise."""
    first = find_time(norm[:cut], biz, days[0], None)[0]
    second = find_time(norm[cut:], biz, days[1], None)[0]
    if first is None or second is None or (days[0], first) == (days[1], second):
        return None
    return [first, second]


def two_times_on_the_day(norm: str, biz, ymd: str) -> list[int] | None:
    """«a las 10 o a las 12 el martes»: the two times offered as a choice on one day, in the order said;
    None when no second time is joined by «o»/«ou» or it is ruled out («… o a las 12 no puedo»)."""
    for m in _OR_AT_A_TIME_RE.finditer(norm):
        before = norm[:m.start()]
        first, first_text = find_time(before, biz, ymd, None)
        right_after = bool(first_text) and before.endswith(str(first_text))    # («… a las 21, seremos 9 o 10»)
        second = _the_other_time(norm[m.end():], m["lead"], biz, ymd, right_after)
        if first is not None and second is not None and first != second \
                and not CANNOT_RE.match(norm, _end_of_the_time(norm, m.end())):
            return [first, second]
    return None


def _the_other_time(said: str, lead: str | None, biz, ymd: str, right_after: bool) -> int | None:
    """The time said after «o»: with its lead words («a las 12», «ás 12»), or «las 12» and bare («12») right
    after the first time (`right_after`), a bare one only when nothing but the clock's words follows it."""
    if lead in (None, "las ", "la ") and not right_after:
        return None
    if lead is None:
        bare = _BARE_HOUR_RE.match(said)
        if bare is None or (bare["next"] and bare["next"] not in TIME_FOLLOW and ":" not in bare.group(0)):
            return None
    return find_time(f"a {lead}{said}" if lead in ("las ", "la ") else f"{lead or 'a las '}{said}", biz, ymd, None)[0]


def _end_of_the_time(norm: str, start: int) -> int:
    """Where the second time's words end («a las 12» in «… o a las 12 no puedo»)."""
    m = _A_TIME_RE.match(norm, start)
    return m.end() if m else start
