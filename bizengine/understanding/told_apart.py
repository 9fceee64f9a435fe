"""A count told apart in two: «dos X, uno <part> y otro <part>», «dúas X, unha <part> e outra <part>».
One reading of where the two parts are, for the things ordered (the two are no more of X), the notes
(the phrase is the note, as said) and the days (a part for another day is another request's)."""
from __future__ import annotations

from dataclasses import dataclass

from bizengine.language.days import WEEKDAYS
from bizengine.language.text import singular, to_int

ONE = frozenset(("un", "uno", "una", "unha"))
ANOTHER = frozenset(("otro", "otra", "outro", "outra"))
_AND = frozenset(("y", "e"))
_TWO = frozenset(("dos", "dous", "duas", "2"))
_OF = frozenset(("de", "do", "da"))
_FIRST_PART_MAX = 6         # «una <up to six words> y otra …», «un X de Y con Z y otro no»
# Where a part ends and the request's day or time starts: «… para el martes», «… a las 10»
_DAY_LEAD = frozenset("para pra pro pa pal el o".split())
_DAYS = frozenset(WEEKDAYS) | frozenset("hoy hoxe manana mana".split())
_AT = frozenset(("a", "as"))


@dataclass(frozen=True)
class TwoParts:
    """The word indices of «uno» and «otro», and the index after the second part."""
    one: int
    another: int
    end: int
    by_day: bool        # the parts are days or times («una hoy y otra mañana»), no wish of the thing

    def first(self, words: list[str]) -> list[str]:
        return words[self.one + 1:self.another - 1]

    def second(self, words: list[str]) -> list[str]:
        return words[self.another + 1:self.end]

    def other_without(self, words: list[str]) -> bool:
        """«… y otro no», «… e outra non»: the other without what was said of the first."""
        return self.second(words) in (["no"], ["non"])


def two_parts_at(words: list[str], at: int) -> TwoParts | None:
    """The two parts told apart from `at` («uno» or «una»), to the end of the clause; None when no
    «y otro» follows within a few words, or nothing is said of the other."""
    if at >= len(words) or words[at] not in ONE:
        return None
    for k in range(at + 2, min(at + 2 + _FIRST_PART_MAX, len(words) - 1)):
        if words[k] in _AND and words[k + 1] in ANOTHER:
            end = _clause_end(words, k + 2)
            by_day = _day_or_time_at(words, at + 1)
            return TwoParts(at, k + 1, end, by_day) if end > k + 2 or by_day else None
    return None


def told_apart_after_two(words: list[str], things: frozenset[str] = frozenset()) -> list[tuple[int, TwoParts]]:
    """«dos X, uno … y otro …», «dous X de Y, un … e outro …»: (the index of the count, its two parts)
    for each count of two told apart in the message. `things`: the catalogue's words (in the singular);
    a part that names another thing («dos X, una Z y otro X») is more things ordered, not a part."""
    found = []
    for i, word in enumerate(words):
        if word not in _TWO:
            continue
        at = i + 4 if i + 3 < len(words) and words[i + 2] in _OF else i + 2    # «dos X de Y, una …»
        parts = two_parts_at(words, at) or (two_parts_at(words, i + 2) if at != i + 2 else None)
        if parts is not None and not _another_thing_named(words, i, parts, things):
            found.append((i, parts))
    return found


def _another_thing_named(words: list[str], count: int, parts: TwoParts, things: frozenset[str]) -> bool:
    own = {singular(w) for w in words[count + 1:parts.one]}
    return any(singular(w) in things and singular(w) not in own for w in words[parts.one + 1:parts.end])


def _clause_end(words: list[str], at: int) -> int:
    """The index where the second part ends: another count added («y un Z»), or the request's day or time."""
    for k in range(at, len(words)):
        if _day_or_time_at(words, k):
            return k
        if words[k] in _AND and k + 1 < len(words) and (words[k + 1] in ONE or to_int(words[k + 1]) is not None):
            return k
    return len(words)


def _day_or_time_at(words: list[str], at: int) -> bool:
    """«hoy», «para el martes», «a las 10», «ás 11»: the request's day or time starts at `at`."""
    k = at
    while k < len(words) and words[k] in _DAY_LEAD:
        k += 1
    if k < len(words) and (words[k] in _DAYS or (words[k] == "dia" and k + 1 < len(words) and words[k + 1].isdigit())):
        return True
    if at < len(words) and words[at] in _AT:     # «ás 11» folds to «a as 11»
        k = at + 1 + (at + 1 < len(words) and words[at + 1] in ("la", "las", "as"))
        return k < len(words) and to_int(words[k]) is not None
    return False


def one_for_the_first_day(words: list[str], cut: int) -> bool:
    """«dos X, una hoy y otra mañana» cut at `cut` (the index of «y otra»): of the two, one is the
    first day's."""
    return any(parts.by_day and parts.another - 1 == cut for _, parts in told_apart_after_two(words))
