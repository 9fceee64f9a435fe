"""Days of the year known by their names in Spanish and Galician, for any business: «Nochebuena»,
«o día de Reis», «Viernes Santo». Easter moves every year (dateutil computes it); the rest are
fixed. A business's own closures and special days (business.json) are read first, by the reader."""
from __future__ import annotations

import re
from datetime import date, timedelta

from dateutil.easter import easter

from bizengine.language.feast_in_a_name import NO_NOUNS, FeastNouns, feast_said

_FIXED = {
    "nochebuena": "12-24", "noiteboa": "12-24", "noite boa": "12-24", "navidad": "12-25", "nadal": "12-25",
    "nochevieja": "12-31", "noitevella": "12-31", "noite vella": "12-31", "fin de ano": "12-31",
    "ano nuevo": "01-01", "aninovo": "01-01", "ano novo": "01-01", "reyes": "01-06", "dia de reis": "01-06",
    "san juan": "06-24", "san xoan": "06-24", "todos los santos": "11-01", "todos os santos": "11-01",
    "la inmaculada": "12-08", "a inmaculada": "12-08", "dia de la constitucion": "12-06",
    "dia da constitucion": "12-06", "dia de galicia": "07-25", "dia de santiago": "07-25",
    "san valentin": "02-14",
}
# days from Easter Sunday
_FROM_EASTER = {
    "jueves santo": -3, "xoves santo": -3, "viernes santo": -2, "venres santo": -2, "sabado santo": -1,
    "domingo de pascua": 0, "domingo de resurreccion": 0, "lunes de pascua": 1, "luns de pascua": 1,
}
_NAMES_RE = re.compile(r"\b(?:" + "|".join(sorted([*_FIXED, *_FROM_EASTER], key=len, reverse=True)) + r")\b")
# The same names, and the short ones a thing may be named after without «día»: «roscón de Reis»
FEAST_RE = re.compile(r"\b(?:" + "|".join(sorted([*_FIXED, *_FROM_EASTER, "reis", "pascua"], key=len, reverse=True))
                      + r")\b")


def calendar_day(norm: str, today_ymd: str, nouns: FeastNouns = NO_NOUNS) -> str | None:
    """The next date (today included) of a day the folded text names, or None (`nouns`: feast_in_a_name)."""
    m = feast_said(_NAMES_RE, norm, nouns)
    if not m:
        return None
    today = date.fromisoformat(today_ymd)
    for year in (today.year, today.year + 1):
        day = _date_in(m.group(0), year)
        if day >= today:
            return day.isoformat()
    return None


def _date_in(name: str, year: int) -> date:
    if name in _FROM_EASTER:
        return easter(year) + timedelta(days=_FROM_EASTER[name])
    month, day = _FIXED[name].split("-")
    return date(year, int(month), int(day))
