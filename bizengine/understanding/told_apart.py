"""A count told apart in two: «dos X, uno <part> y otro <part>», «dúas X, unha <part> e outra <part>»,
«un X envuelto y otro no». One reading of where the two parts are, for the things ordered (the two are
no more of X), the notes (the phrase is the note, as said) and the days and times (a part for another
day or time is another request's)."""
from __future__ import annotations

from dataclasses import dataclass

from bizengine.language.days import WEEKDAYS
from bizengine.language.text import singular, to_int
from bizengine.understanding.item_words import OF
from bizengine.understanding.lexicon import CLOCK_WORD_RE, COURTESY_WORDS, HALF_NOUNS

ONE = frozenset(("un", "uno", "una", "unha"))
ANOTHER = frozenset(("otro", "otra", "outro", "outra"))     # one other (item_words.OTHER holds «otros» too)
_AND = frozenset(("y", "e"))
_SOME = frozenset(("unos", "unas", "uns", "unhas"))
_THE = frozenset(("el", "la", "o", "a"))
_THE_ONE = frozenset(("el", "la", "o"))     # «y el Y a las 12» («a» would be the time's «a las»)
_TWO = frozenset(("dos", "dous", "duas", "2"))
_FIRST_PART_MAX = 6         # «una <up to six words> y otra …», «un X de Y con Z y otro no»
_OTHER_NAMED_MAX = 4        # «… y otro <up to four words> a las 12»: «otro X de Y» at its own time
# Where a part ends and the request's day or time starts: «… para el martes», «… a las 10»
_DAY_LEAD = frozenset("para pra pro pa pal el o".split())
_DAYS = frozenset(WEEKDAYS) | frozenset("hoy hoxe manana mana".split())
_AT = frozenset(("a", "as"))
_HALF = frozenset((*HALF_NOUNS, "mitade"))     # («mitade»: a common slip)
_FOR = frozenset(("para", "pra", "pa"))
_TIME_LEAD = _AT | frozenset("para pra pa sobre hacia cara".split())
_TIME_SIGN = frozenset(("y", "e", "menos"))     # «a las 12 y media», «ás 12 menos cuarto»
_MINUTE_WORDS = frozenset(("media", "cuarto"))
_OF_PART = frozenset("de da del por pola".split())      # «a las 5 de la tarde», «ás 5 da tarde»
_DAY_PARTS = frozenset("manana mana tarde noche noite mediodia".split())
_HOUR_WORDS = frozenset("h hora horas en punto".split())
# A number right after these is a time or a date («a las 5», «ás 5», «el 5», «a partir de 5»), no part of a count
_NO_PART_AFTER = _TIME_LEAD | frozenset("la las as el o de dia".split())


@dataclass(frozen=True)
class TwoParts:
    """The word indices of «uno», of the «y» and of «otro», and the index after the second part."""
    one: int
    joined: int
    another: int
    end: int
    by_day: bool        # the parts are days or times («una hoy y otra mañana»), no wish of the thing

    def first(self, words: list[str]) -> list[str]:
        return words[self.one + 1:self.joined]

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
        other = k + 1 + (words[k + 1] in _THE and k + 2 < len(words))      # «y la otra», «e a outra»
        if words[k] in _AND and words[other] in ANOTHER:
            end = _clause_end(words, other + 1)
            by_day = _day_or_time_at(words, at + 1)
            return TwoParts(at, k, other, end, by_day) if end > other + 1 or by_day else None
    return None


def told_apart_after_two(words: list[str], things: frozenset[str] = frozenset()) -> list[tuple[int, TwoParts]]:
    """«dos X, uno … y otro …», «dous X de Y, un … e outro …»: (where the phrase starts, its two parts)
    for each count of two told apart in the message; the phrase starts at the count, or at «uno» when
    the request's day stands between («dos X para el martes, uno …»). `things`: the catalogue's words
    (in the singular); a part that names another thing («dos X, una Z y otro X») is more things
    ordered, not a part."""
    found = []
    for i, word in enumerate(words):
        if word not in _TWO:
            continue
        at = i + 4 if i + 3 < len(words) and words[i + 2] in OF else i + 2    # «dos X de Y, una …»
        parts = two_parts_at(words, _past_the_day(words, at)) \
            or (two_parts_at(words, _past_the_day(words, i + 2)) if at != i + 2 else None)
        if parts is not None and not _another_thing_named(words, i, parts, things):
            found.append((i if parts.one in (i + 2, i + 4) else parts.one, parts))
    return found


def _another_thing_named(words: list[str], count: int, parts: TwoParts, things: frozenset[str]) -> bool:
    own = {singular(w) for w in words[count + 1:parts.one]}
    return any(singular(w) in things and singular(w) not in own for w in words[parts.one + 1:parts.end])


def _clause_end(words: list[str], at: int, day_ends: bool = True) -> int:
    """The index where the second part ends: another count added («y un Z»), or the request's day or
    time (unless `day_ends` is False: the part is a day or time)."""
    for k in range(at, len(words)):
        if day_ends and _day_or_time_at(words, k):
            return k
        if words[k] in _AND and k + 1 < len(words) and (words[k + 1] in ONE or to_int(words[k + 1]) is not None):
            return k
    return len(words)


def _past_the_day(words: list[str], at: int) -> int:
    """The index after the request's day said right after the thing («dos X para el martes, uno …»)."""
    if not _day_at(words, at):
        return at
    while words[at] in _DAY_LEAD:
        at += 1
    return at + 1 + (words[at] == "dia")


def _day_or_time_at(words: list[str], at: int) -> bool:
    """«hoy», «para el martes», «a las 10», «ás 11»: the request's day or time starts at `at`."""
    return _day_at(words, at) or _time_at(words, at)


def _day_at(words: list[str], at: int) -> bool:
    k = at
    while k < len(words) and words[k] in _DAY_LEAD:
        k += 1
    return k < len(words) and (words[k] in _DAYS or (words[k] == "dia" and k + 1 < len(words)
                                                     and words[k + 1].isdigit()))


def _time_at(words: list[str], at: int) -> bool:
    """«a las 10», «ás 11» (folded «a as 11»), «a 12», «para las 10», «sobre as 12»."""
    if at >= len(words) or words[at] not in _TIME_LEAD:
        return False
    k = at + 1
    if k < len(words) and words[k] in ("la", "las", "as"):
        k += 1
    elif words[at] not in _AT:
        return False        # «para 2»: a count
    return k < len(words) and (to_int(words[k]) is not None or CLOCK_WORD_RE.fullmatch(words[k]) is not None)


def the_other_at_a_time(words: list[str], things: frozenset[str] = frozenset()) -> str | None:
    """«dos X, uno a las 10 y otro a las 12», «un X a las 10 y otro a las 12»: what is said of the other
    one («a las 12») when two are told apart by times; None otherwise. `things`: the catalogue's words
    (in the singular), which may follow a bare second time («… y a las 12 una Y»)."""
    for _, parts in told_apart_after_two(words):
        at = parts.another + 1
        if parts.by_day and _time_at(words, parts.one + 1) and _time_at(words, at):
            return " ".join(words[at:_clause_end(words, at, day_ends=False)])
    return _another_at_another_time(words, things)


def _another_at_another_time(words: list[str], things: frozenset[str]) -> str | None:
    """«mañana a las 10 un X y otro a las 12», «un X a las 10 e outro Y ás 12»: one more at another
    time, a time said before it; what is said of the other («a las 12»)."""
    found = another_at_another_time(words, things)
    return " ".join(words[found.time_at:_clause_end(words, found.time_at, day_ends=False)]) if found else None


@dataclass(frozen=True)
class AnotherAtAnotherTime:
    """«… a las 10 y otro [X] a las 12»: the index of the «y», and of where the other's time starts."""
    joined: int
    time_at: int
    another: bool       # «y otro …», «y el otro …»: one more of the first; not «y un Y …», «y el Y …», «y a las 12»
    thing: tuple[int, int]      # where the words said of the other's thing (and its count) start and end (none: equal)

    def names_the_other(self) -> bool:
        """Words stand between «otro» (or «un») and its time («y otro X a las 12», «y un Y a las 12»), or
        a thing follows a bare time («y a las 12 una Y»): the other's thing is said."""
        return self.thing[1] > self.thing[0]

    def names_something_else(self) -> bool:
        """«… y un Y a las 12», «… y a las 12 un Y»: a thing of its own at the other time, not one more of
        the first."""
        return self.names_the_other() and not self.another

    def halves(self) -> bool:
        """«dos X a las 10 y otro a las 12»: one of the two is the other time's. A bare «y a las 12»
        says no count: the first time keeps all it was told."""
        return self.another


def another_at_another_time(words: list[str], things: frozenset[str] = frozenset(),
                            whose_too: bool = False) -> AnotherAtAnotherTime | None:
    """Where «y otro [up to a few words] a las 12», «y un Y a las 12», «y 2 Y a las 12», «y el Y a las 12» or
    a bare «y a las 12» follows a time said before; None otherwise. The bare form is another request only when
    its time ends the message or only a thing of `things` follows it («… y a las 12 me viene mal» is a
    remark). `whose_too`: «y otro para mi hija a las 11» counts as well (another person, at a time of theirs)."""
    for k in range(1, len(words) - 2):
        if words[k] not in _AND or not any(_time_at(words, j) for j in range(k)):
            continue
        if _time_at(words, k + 1):
            bare = _a_bare_time(words, k, things)
            if bare is not None:
                return bare
            continue
        counted = to_int(words[k + 1]) is not None     # «y 2 Y a las 12»: the count is the other's
        if not counted and words[k + 1] not in ANOTHER and words[k + 1] not in ONE and words[k + 1] not in _THE_ONE:
            continue
        for at in range(k + 2, min(k + 3 + _OTHER_NAMED_MAX, len(words))):
            if _time_at(words, at):
                return AnotherAtAnotherTime(k, at, another=bool(ANOTHER & set(words[k + 1:k + 3])),
                                            thing=(k + 1 if counted else k + 2, at))
            if (words[at] in _AND and not _a_thing_next(words, at + 1)) or (words[at] in _FOR and not whose_too) \
                    or _day_at(words, at):
                break       # «y otro para mi hijo a las 12»: whose it is, another person (booking_input)
    return None


def _a_thing_next(words: list[str], at: int) -> bool:
    """«… y un Y y unas Z a las 12»: one more thing of the other time's starts at `at` (not «y a las 12»)."""
    return at < len(words) and (words[at] in ONE or words[at] in _SOME or words[at] in _THE) \
        and not _time_at(words, at)


def _a_bare_time(words: list[str], joined: int, things: frozenset[str]) -> AnotherAtAnotherTime | None:
    """«a las 10 y a las 12», «… y a las 12 una Y», «… e ás 12, grazas»: the bare second time, when
    nothing but a thing named (and courtesy) follows it; None for a remark («y a las 12 me viene mal»)."""
    end = _time_end(words, joined + 1)
    said = [w for w in words[end:] if w not in COURTESY_WORDS]
    if not said:
        return AnotherAtAnotherTime(joined, joined + 1, another=False, thing=(end, end))
    if any(singular(w) in things for w in said) and all(_names_a_thing(w, things) for w in said):
        return AnotherAtAnotherTime(joined, joined + 1, another=False, thing=(end, len(words)))
    return None


def _names_a_thing(word: str, things: frozenset[str]) -> bool:
    """A word of a thing's name as said after a time: a count, an article, «otro», «de», or the catalogue's."""
    return word in ONE or word in ANOTHER or word in _THE or word in OF or to_int(word) is not None \
        or singular(word) in things


def _time_end(words: list[str], at: int) -> int:
    """The index after the time that starts at `at` («a las 12», «ás 12 e media», «a las 5 de la tarde»)."""
    k = at + 1 + (words[at + 1] in ("la", "las", "as")) + 1
    if k + 1 < len(words) and words[k] in _TIME_SIGN and words[k + 1] in _MINUTE_WORDS:
        k += 2
    if k + 1 < len(words) and words[k] in _OF_PART and words[k + 1] in _DAY_PARTS:
        k += 2
    elif k + 2 < len(words) and words[k] in _OF_PART and words[k + 1] in _THE and words[k + 2] in _DAY_PARTS:
        k += 3
    while k < len(words) and words[k] in _HOUR_WORDS:
        k += 1
    return k


@dataclass(frozen=True)
class DaySplit:
    """«tres X, uno hoy y dos mañana»: the count of the line split (`total`) and the first day's `part`
    of it; `halved`: «la mitad hoy y la mitad mañana», where an odd count gives the first day the larger half."""
    total: int
    part: int
    halved: bool = False

    @property
    def odd_half(self) -> bool:
        return self.halved and self.total % 2 == 1

    def of(self, count: int) -> DaySplit | None:
        """The same split of the count held (the line's, which a number of a name or a time can hide
        from the words: «2 cajas de 6 X»); None when the part is not less than it."""
        if self.halved:
            return DaySplit(count, (count + 1) // 2, halved=True) if count > 1 else None
        return DaySplit(count, self.part) if self.part < count else None


def first_days_part(words: list[str], cut: int) -> DaySplit | None:
    """«tres X, uno hoy y dos mañana», «catro X, dous hoxe e dous mañá», «cuatro X, la mitad hoy y la
    mitad mañana» cut at `cut` (the index of the «y» before the second day): the count split and the
    first day's part; None when no count is split over the days («6 X a las 5 hoy y 2 mañana»)."""
    at = _first_days_start(words, cut) - 1
    if at < 1:
        return None
    total = _count_before(words, at)
    if words[at] in _HALF:
        return DaySplit(total, (total + 1) // 2, halved=True) if total and total > 1 else None
    if words[at - 1] in _NO_PART_AFTER:
        return None         # «a las 5 hoy», «el 5 hoy»: a time or a date, no part
    part = to_int(words[at])
    if parts_do_not_add_up(words, cut):
        return None         # «3 X y 2 Y, uno hoy y dos mañana»: the parts are no split of the count said last
    return DaySplit(total, part) if total and part and part < total else None


def parts_do_not_add_up(words: list[str], cut: int) -> bool:
    """«3 X y 2 Y, uno hoy y dos mañana» cut at the «y» before the second day: a part said for each day
    whose sum is not the count said last before them (which count is split is not known)."""
    at = _first_days_start(words, cut) - 1
    if at < 1 or words[at - 1] in _NO_PART_AFTER or cut + 1 >= len(words):
        return False
    total, part, second = _count_before(words, at), to_int(words[at]), to_int(words[cut + 1])
    return total is not None and part is not None and second is not None and part + second != total


def _count_before(words: list[str], at: int) -> int | None:
    """The nearest count said before `at`, past a time's or a name's number («a las 5», «de 6»)."""
    return next((n for k in range(at - 1, -1, -1)
                 if (n := to_int(words[k])) is not None and (k == 0 or words[k - 1] not in _NO_PART_AFTER)), None)


def _first_days_start(words: list[str], cut: int) -> int:
    """Where the first day's words («hoy», «para el martes», with a time said just before: «a las 10
    hoy») said last before `cut` start; 0 if none."""
    start = next((k for k in range(cut - 1, -1, -1) if _day_at(words, k)), 0)
    while start > 0 and _day_at(words, start - 1):
        start -= 1
    return next((k for k in (start - 3, start - 2) if k >= 0 and _time_at(words, k)
                 and to_int(words[start - 1]) is not None), start)


def one_for_the_first_day(words: list[str], cut: int) -> bool:
    """«dos X, una hoy y otra mañana» cut at `cut` (the index of «y otra»): of the two, one is the
    first day's."""
    return any(parts.by_day and parts.joined == cut for _, parts in told_apart_after_two(words))
