"""A complaint about something bought, then a new one asked for in the same message: «el X que me
llevé ayer se murió, quiero otro», «los X de ayer estaban duros, ponme 4 para mañana», «o X que
merquei onte morreu, quero outro». Each clause is read on its own: the complaint goes to a person and
the wish is an order, the thing complained of carried into it when the wish only counts it."""
from __future__ import annotations

import re
from dataclasses import dataclass

from bizengine.language.text import clean, to_int
from bizengine.understanding.items import find_items
from bizengine.understanding.lexicon import WANT_RE
from bizengine.understanding.symptoms import tells_complaint


@dataclass(frozen=True)
class ComplaintThenWish:
    complaint: str      # the complaint, as said
    wish: str           # the new one asked for, with the thing complained of when it only counted it


# where a clause may begin: after a stop or a comma, or «y», «pero», «así que»
_CLAUSE_START_RE = re.compile(r"[,.;:!]+\s*|\s+(?=(?:y|e|pero|mais|así que|asi que|por eso|por iso)\s)", re.I)
# the word that joins a clause to the one before it («…, y la última vez…», «… pero queremos volver»)
_JOINED_BY_RE = re.compile(r"^(?:y|e|pero|mais|así que|asi que|por eso|por iso)\s+", re.I)
# the clause's own lead words before the wish («y», «pero», «así que», «pues»)
_LEAD_RE = re.compile(r"^(?:(?:y|e|pero|mais|asi que|por eso|por iso|pues|pois|entonces|agora|ahora|ya|xa)\s+)*")
# «otro», «una», «4»: the wish counts the thing complained of without naming it again
_ANOTHER = frozenset("otro otra outro outra otros otras outros outras uno una unha un".split())
# what may follow such a count: the rest of the wish is about when or how, no thing named
_NEW = frozenset("nuevo nueva novo nova nuevos nuevas novos novas".split())
_AFTER_A_BARE_COUNT = _NEW | frozenset("para pra pa igual iguales iguais pero mas mais de do del da que hoy hoxe "
                                       "manana mana y e por con sin".split())
# «uno nuevo pero de <Y>», «unha nova pero con <Y>»: the kind wished, said of the thing complained of
_BUT_OF_RE = re.compile(r"^(?:(?:nuevo|nueva|novo|nova|nuevos|nuevas|novos|novas) )*(?:(?:pero|mais) )?"
                        r"(?=(?:de|do|da|con|sin|sen) )")


def clauses_apart(text: str) -> list[tuple[str, str]]:
    """The message cut in two at each place a clause may begin: (before, after), in order."""
    return [(text[:cut.start()].strip(), _JOINED_BY_RE.sub("", text[cut.end():].strip()))
            for cut in _CLAUSE_START_RE.finditer(text)]


def complaint_then_wish(text: str, biz) -> ComplaintThenWish | None:
    """The message as a complaint about something bought followed by a wish for a new one, if it is."""
    for before, after in clauses_apart(text):
        wish = _LEAD_RE.sub("", clean(after))
        if not before or not WANT_RE.match(wish):
            continue
        told = find_items(clean(before), biz)
        if not tells_complaint(clean(before), told.any):
            continue
        return ComplaintThenWish(complaint=before, wish=_with_the_thing(wish, told, biz))
    return None


def _with_the_thing(wish: str, told, biz) -> str:
    """«quiero otro» → «quiero otro <X>»: the thing complained of, put after the count that stands for it
    (a wish that names a thing of its own stays as said)."""
    if find_items(" ".join(w for w in wish.split() if w not in _NEW), biz).any or not told.spans:
        return wish     # («nuevo» is no thing named)
    start, end = told.spans[0]
    thing = " ".join(told.words[start:end])
    words = wish.split()
    for i, w in enumerate(words):
        if (w in _ANOTHER or to_int(w) is not None) and (i + 1 == len(words) or words[i + 1] in _AFTER_A_BARE_COUNT):
            rest = _BUT_OF_RE.sub("", " ".join(words[i + 1:]))     # «uno nuevo pero de Y» → «uno X de Y»
            return " ".join([*words[:i + 1], thing, *rest.split()])
    return wish
