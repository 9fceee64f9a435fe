"""One moment or another, the customer's choice: «… el martes a las 10 o el jueves a las 12», «… a las 10
o a las 12 el martes», «… o martes ás 10 ou o xoves ás 12». Each day keeps the time said with it (never
Thursday at 10, the two mixed; never Tuesday at 10 taken in silence): the pair is asked back as a choice."""
from __future__ import annotations

import re

from bizengine.language.days import CANNOT_RE
from bizengine.language.times import find_time

# «… a las 10 o a las 12», «… ás 10 ou ás 12»: a second time, said as another choice
_OR_AT_A_TIME_RE = re.compile(r",? (?:o|ou),? (?=(?:a las|a la|a as|as|a|sobre las|sobre as) \d{1,2}\b)")
_A_TIME_RE = re.compile(r"(?:a las|a la|a as|as|a|sobre las|sobre as) \d{1,2}(?::\d{2})?")


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
        times = times_of_each_day(norm, m.start(), biz, [ymd, ymd])
        if times and not CANNOT_RE.match(norm, _end_of_the_time(norm, m.end())):
            return times
    return None


def _end_of_the_time(norm: str, start: int) -> int:
    """Where the second time's words end («a las 12» in «… o a las 12 no puedo»)."""
    m = _A_TIME_RE.match(norm, start)
    return m.end() if m else start
