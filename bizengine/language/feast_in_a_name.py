"""«X de Reyes», «Y de San Juan», gl «Z de Reis»: a feast's name after «<noun> de» may name a thing, not a
day. It does when the noun is one of the business's own (a product's head noun, a category: «¿hacéis X de
Navidad?»), or when the message asks to have a thing so named («¿tenéis X de Reyes?», «¿hay Y de
Navidad?»); any other noun before it keeps the feast a date: «el día de Reyes», «el horario especial de
Navidad», «el finde de Reyes», «el jueves de Navidad», «la <part of the day> de Nochevieja» (the business's
own words for a part of the day are times)."""
from __future__ import annotations

import re
from dataclasses import dataclass

from bizengine.language.small_words import STOP
from bizengine.language.text import singular


@dataclass(frozen=True)
class FeastNouns:
    """The business's nouns a feast's name may follow: its things name a thing, its times say the day."""

    things: frozenset[str] = frozenset()    # products' head nouns, categories' words (folded, singular)
    times: frozenset[str] = frozenset()     # its words for a part of the day (business.json `reading`)


NO_NOUNS = FeastNouns()

_OF_BEFORE_RE = re.compile(r"\b([a-z]+) (?:de|do|da|del|dos|das) $")
# «¿tenéis X de…?», «¿hay un X de…?», «¿hacéis X de…?», gl «¿tedes X de…?»: a thing asked to have, X just before
_HAVE_A_RE = re.compile(r"\b(?:teneis|tedes|tendes|tenedes|tienen|tenen|tienes|tes|tenes|hay|hai|haceis|hacen|"
                        r"facedes|fan|vendeis|venden|vendedes|preparais|preparades|quedan|queda) "
                        r"(?:(?:un|una|unha|uns|unhas|unos|unas|algun|alguna|algunha|el|la|los|las|o|a|os|as) )?"
                        r"[a-z]+ (?:de|do|da|del|dos|das) $")

# Words that, before «de <feast>», speak of the day itself or of time around it, whatever is asked
_TIME_WORDS = frozenset("""
dia dias noche noches noite noites vispera visperas vespera vesperas semana semanas fiesta fiestas
festa festas festivo festivos festividad festividade puente ponte manana tarde tardes mediodia
madrugada horario horarios hora horas fin finde epoca temporada tempada vacaciones vacacions periodo
fecha fechas data datas mes cierre peche apertura antes despues despois dende partir
octava celebracion celebracions vuelta volta
""".split())


def names_a_thing(norm: str, at: int, nouns: FeastNouns = NO_NOUNS) -> bool:
    """Whether the feast's name starting at `at` of the folded text is part of a thing's name."""
    m = _OF_BEFORE_RE.search(norm[:at])
    if not m:
        return False
    word = m.group(1)
    if word in _TIME_WORDS or word in STOP or word.isdigit() or {word, singular(word)} & (nouns.times | nouns.things):
        return False
    return _HAVE_A_RE.search(norm[:at]) is not None


def feast_said(pattern: re.Pattern, norm: str, nouns: FeastNouns = NO_NOUNS) -> re.Match | None:
    """The first match of a feast's `pattern` in the folded text that is no part of a thing's name."""
    return next((m for m in pattern.finditer(norm) if not names_a_thing(norm, m.start(), nouns)), None)


def thing_named_for_a_feast(pattern: re.Pattern, norm: str, nouns: FeastNouns = NO_NOUNS) -> bool:
    """Whether the folded text names a thing after a feast («¿tenéis X de Reyes?»): goods of the season,
    asked for as goods are."""
    return any(names_a_thing(norm, m.start(), nouns) for m in pattern.finditer(norm))


def without_feasts_in_names(pattern: re.Pattern, norm: str, nouns: FeastNouns = NO_NOUNS) -> str:
    """The folded text without the feasts' names that name things («¿tenéis X?» of «¿tenéis X de
    Reyes?»): what a search should look for, not the days the business closes."""
    out, at = [], 0
    for m in pattern.finditer(norm):
        if names_a_thing(norm, m.start(), nouns):
            out.append(norm[at:m.start()])
            at = m.end()
    return "".join(out) + norm[at:]
