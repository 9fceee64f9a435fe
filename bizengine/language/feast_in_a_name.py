"""«roscón de Reyes», «coca de San Juan», «bolo de Reis»: a feast's name after «<noun> de» names a
thing, not a day. «el día de Reyes», «antes de Navidad», «el horario de Nochebuena», «las fiestas
de San Juan» still say the day."""
from __future__ import annotations

import re

from bizengine.language.small_words import STOP

_OF_BEFORE_RE = re.compile(r"\b([a-z]+) (?:de|do|da|del|dos|das) $")

# Words that, before «de <feast>», speak of the day itself or of time around it
_TIME_WORDS = frozenset("""
dia dias noche noches noite noites vispera visperas vespera vesperas semana semanas fiesta fiestas
festa festas festivo festivos festividad festividade puente ponte manana tarde tardes mediodia
madrugada horario horarios hora horas fin epoca temporada tempada vacaciones vacacions periodo
fecha fechas data datas mes cierre peche apertura antes despues despois dende partir
octava celebracion celebracions vuelta volta
""".split())


def names_a_thing(norm: str, at: int) -> bool:
    """Whether the feast's name starting at `at` of the folded text follows «<noun> de»."""
    m = _OF_BEFORE_RE.search(norm[:at])
    if not m:
        return False
    word = m.group(1)
    return not (word in _TIME_WORDS or word in STOP or word.isdigit())


def feast_said(pattern: re.Pattern, norm: str) -> re.Match | None:
    """The first match of a feast's `pattern` in the folded text that is no part of a thing's name."""
    return next((m for m in pattern.finditer(norm) if not names_a_thing(norm, m.start())), None)


def thing_named_for_a_feast(pattern: re.Pattern, norm: str) -> bool:
    """Whether the folded text names a thing after a feast («¿tenéis roscón de Reyes?»): goods of the
    season, asked for as goods are."""
    return any(names_a_thing(norm, m.start()) for m in pattern.finditer(norm))


def without_feasts_in_names(pattern: re.Pattern, norm: str) -> str:
    """The folded text without the feasts' names that name things («¿tenéis roscón?» of «¿tenéis
    roscón de Reyes?»): what a search should look for, not the days the business closes."""
    out, at = [], 0
    for m in pattern.finditer(norm):
        if names_a_thing(norm, m.start()):
            out.append(norm[at:m.start()])
            at = m.end()
    return "".join(out) + norm[at:]
