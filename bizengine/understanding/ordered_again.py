"""A complaint about something bought, and a new one asked for in the same message: «el X que me
llevé ayer se murió, quiero otro», «los X de ayer estaban duros, ponme 4 para mañana», «o X que
merquei onte morreu, quero outro», «quiero un X para mañana, el de ayer estaba seco». Each part is
read on its own: the complaint goes to a person and the wish is an order, the thing complained of
carried into it when the wish only counts it."""
from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from bizengine.language.text import clean, to_int
from bizengine.understanding.items import find_items
from bizengine.understanding.lexicon import ALTERS_A_REQUEST_RE, WANT_RE, WISH_BEGINS
from bizengine.understanding.symptoms import tells_complaint
from bizengine.understanding.vocabulary import vocabulary_of


@dataclass(frozen=True)
class ComplaintThenWish:
    complaint: str      # the complaint, as said
    wish: str           # the new one asked for, with the thing complained of when it only counted it


# where a clause may begin: after a stop or a comma, or «y», «pero», «así que»; after a question (its «?» kept)
# (a wish typed without a comma, «… hoy quiero 6», begins one too)
_CLAUSE_START_RE = re.compile(r"[,.;:!]+\s*|(?<=\?)\s+|\s+(?=(?:y|e|pero|mais|así que|asi que|por eso|por iso)\s)|"
                              rf"{WISH_BEGINS}", re.I)
# the word that joins a clause to the one before it («…, y la última vez…», «… pero queremos volver»)
_JOINED_BY_RE = re.compile(r"^(?:y|e|pero|mais|así que|asi que|por eso|por iso)\s+", re.I)
# the clause's own lead words before the wish («y», «pero», «así que», «pues»)
_LEAD_RE = re.compile(r"^(?:(?:y|e|pero|mais|as[ií] que|por eso|por iso|pues|pois|entonces|agora|ahora|ya|xa)\s+)*",
                      re.I)
# «hoy», «hoxe» before the wish: when it is wished, and maybe for when
_TODAY_RE = re.compile(r"^(?:hoy|hoxe)\s+")
# «otro», «una», «4»: the wish counts the thing complained of without naming it again
_ANOTHER = frozenset("otro otra outro outra otros otras outros outras uno una unha un".split())
# what may follow such a count: the rest of the wish is about when or how, no thing named
_NEW = frozenset("nuevo nueva novo nova nuevos nuevas novos novas".split())
_AFTER_A_BARE_COUNT = _NEW | frozenset("para pra pa igual iguales iguais pero mas mais de do del da que hoy hoxe "
                                       "manana mana y e por con sin el la o a este esta".split())
# «a las 10», «ás 10»: an hour, no count
_BEFORE_AN_HOUR = frozenset("la las a as".split())
# «uno nuevo pero de <Y>», «unha nova pero con <Y>»: the kind wished, said of the thing complained of
_BUT_OF_RE = re.compile(r"^(?:(?:nuevo|nueva|novo|nova|nuevos|nuevas|novos|novas) )*(?:(?:pero|mais) )?"
                        r"(?=(?:de|do|da|con|sin|sen) )")


# the most clauses a run amid the message holds: a longer one from the start or to the end is still taken out
_LONGEST_INNER_RUN = 2


def clauses_taken_out(text: str) -> list[tuple[str, str]]:
    """Each run of whole clauses from the start or to the end, or of at most two amid the message, and
    the message without it (what was before and after, joined by a comma): «A, B, C» gives («B», «A, C»)
    among the others; the shortest runs first, of those the one from the start or to the end. (Every run
    amid the message would be quadratic, each one read whole by the callers.)"""
    cuts = [(0, 0), *((cut.start(), cut.end()) for cut in _CLAUSE_START_RE.finditer(text)), (len(text), len(text))]
    last = len(cuts) - 1
    runs = [(a, b) for a in range(last) for b in range(a + 1, last + 1)
            if (a, b) != (0, last) and (a == 0 or b == last or b - a <= _LONGEST_INNER_RUN)]
    runs.sort(key=lambda run: (run[1] - run[0], 0 < run[0] and run[1] < last))
    return [_taken_out(text, cuts[a], cuts[b]) for a, b in runs]


def _taken_out(text: str, before: tuple[int, int], after: tuple[int, int]) -> tuple[str, str]:
    """The clauses between two cuts, and what is left around them."""
    run = _JOINED_BY_RE.sub("", text[before[1]:after[0]].strip())
    rest = (text[:before[0]].strip(" ,.;:!"), _JOINED_BY_RE.sub("", text[after[1]:].strip()))
    return run, ", ".join(part for part in rest if part)


def complaint_then_wish(text: str, biz) -> ComplaintThenWish | None:
    """The message as a complaint about something bought beside a wish for a new one, the complaint
    first («el X de ayer estaba seco, quiero otro»), last or amid it («quiero un X para mañana, el de ayer
    estaba seco»), if it is."""
    things = vocabulary_of(biz).visit_things
    if not tells_complaint(clean(text), True, things=things):
        return None     # (a thing named only widens what tells a complaint: none with one, none at all)
    for complaint, asked in clauses_taken_out(text):
        if not complaint or "?" in complaint or not tells_complaint(clean(complaint), True, things=things):
            continue    # (a question is no part of the complaint: it is asked beside the order)
        wish = _LEAD_RE.sub("", clean(asked))
        if not WANT_RE.match(_TODAY_RE.sub("", wish)) or WANT_RE.search(clean(complaint)):
            continue    # («…, hoy quiero 6 Y»: the wish of today, «hoy» kept in it for when)
        told = find_items(clean(complaint), biz)
        if tells_complaint(clean(complaint), told.any, things=things):
            counted = with_the_thing(wish, told, biz)
            as_said = _LEAD_RE.sub("", asked.strip())     # (its «¿…?» kept: a question asked beside the wish)
            return ComplaintThenWish(complaint=complaint.rstrip(" ,.;!"), wish=as_said if counted == wish else counted)
    return None


# the things read as to «¿cuál?», each one named: «me encantaron los X» names X (read alone, X is praised, set apart)
_AS_NAMED = "pick"


def wish_counting_what_was_had(text: str, biz, had_before: Callable[[str], bool]) -> str | None:
    """«ayer os compré X, quiero 6 más», «me encantaron los X de ayer, ponme otros 4», «onte merquei X, quero
    outras 6»: a thing had before (`had_before`, the clause as said), then a wish that only counts it: the
    wish with the thing put after its count («quiero 6 X más»); None for any other message (a wish that
    names its own thing, «…, hoy quiero 6 Y», or names none, «…, quiero lo mismo»: the message as read)."""
    things = vocabulary_of(biz).visit_things
    for cut in _CLAUSE_START_RE.finditer(text):
        before, asked = text[:cut.start()].strip(), _JOINED_BY_RE.sub("", text[cut.end():].strip())
        wish = _LEAD_RE.sub("", clean(asked))
        if not (before and WANT_RE.match(_TODAY_RE.sub("", wish))) or WANT_RE.search(clean(before)) \
                or ALTERS_A_REQUEST_RE.search(wish) or not had_before(before) \
                or tells_complaint(clean(before), True, things=things):
            continue    # («…, quiero cambiar la hora»: the one had, changed; a complaint: `complaint_then_wish`)
        told = find_items(clean(before), biz, awaiting=_AS_NAMED)
        counted = with_the_thing(wish, told, biz) if told.any else wish
        if counted != wish:
            return counted
    return None


def with_the_thing(wish: str, told, biz) -> str:
    """«quiero otro» → «quiero otro <X>»: the thing complained of, put after the count that stands for it
    (a wish that names a thing of its own stays as said)."""
    if find_items(" ".join(w for w in wish.split() if w not in _NEW), biz).any or not told.spans:
        return wish     # («nuevo» is no thing named)
    start, end = told.spans[0]
    thing = " ".join(told.words[start:end])
    words = wish.split()
    for i, w in enumerate(words):
        if i and words[i - 1] in _BEFORE_AN_HOUR:
            continue    # («… a las 10»: the hour)
        if (w in _ANOTHER or to_int(w) is not None) and (i + 1 == len(words) or words[i + 1] in _AFTER_A_BARE_COUNT):
            rest = _BUT_OF_RE.sub("", " ".join(words[i + 1:]))     # «uno nuevo pero de Y» → «uno X de Y»
            return " ".join([*words[:i + 1], thing, *rest.split()])
    return wish
