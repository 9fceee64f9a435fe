"""Praise, then a request: «estuvimos el sábado pasado y nos encantó, queremos repetir el viernes a las 21,
somos 2», «ayer compré X y estaban riquísimos, 6 más para mañana», «la Y de ayer buenísima. Para el martes
2». The first clauses praise and the rest, read on its own, asks for a booking or an order; a bare count
there («6 más», «uno más», «para el martes 2») counts the thing had before. Whatever the rest carries the
reader reads (things, a day ahead, a party) makes the message a request with praise beside it, not thanks
alone (conversation/praise_beside.py thanks it, then routes the request)."""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from bizengine.language.text import clean
from bizengine.understanding.items import find_items
from bizengine.understanding.ordered_again import with_the_thing

if TYPE_CHECKING:
    from bizengine.understanding.signals import Signals

Read = Callable[[str], "Signals"]

# a clause ends at its mark, or at «y»/«e» before a wish («…<it was> muy bien y queremos repetir el sábado»)
_CLAUSE_END_RE = re.compile(r"(?<=[,.;!])\s+|\s+(?:y|e)\s+(?=(?:queremos|quiero|quero|quer[ií]amos|"
                            r"quisieramos|quisiéramos|quixeramos|quixéramos|nos gustar[ií]a|"
                            r"gustar[ií]anos|reservo|reservamos|volveremos|repetiremos)\b)", re.IGNORECASE)
# the things read as to «¿cuál?», each one named: «me encantaron los X» names X (read alone, X is praised)
_AS_NAMED = "pick"


def request_after_praise(s: Signals, biz, read: Read) -> Signals | None:
    """The request said after the praise, read on its own (`read`); None when the message is no such pair
    (a present praise of a thing, «me encanta la X, me llevo dos», is read whole: the X praised is the
    one taken; so is a wish of one more like it, «…buenísimo. Quiero otra X», read by ordered_again)."""
    if s.question:
        return None
    clauses = _CLAUSE_END_RE.split((s.text or "").strip())
    for at in range(1, len(clauses)):
        told = " ".join(clauses[:at])
        head = read(told)
        if not head.praise:
            continue
        if head.has_items and not head.thanked_before:
            return None
        asked = " ".join(clauses[at:])
        wish = read(asked)
        if not (_asks(wish) and (wish.primary == "booking" or wish.has_items)) and head.thanked_before:
            wish = read(_the_thing_had_counted(asked, told, biz))   # («…, queremos 4 para el sábado»: a party)
        if not _asks(wish):
            return None
        if wish.resource is None and wish.primary == "booking":
            wish.resource = s.resource   # «…me encantó, gracias Marta, quiero otro el viernes»: with her again
        return wish
    return None


def _the_thing_had_counted(asked: str, told: str, biz) -> str:
    """«6 más para mañana» after «ayer compré X…»: «6 X más para mañana» (a wish naming its own thing, as said)."""
    had = find_items(clean(told), biz, awaiting=_AS_NAMED)
    return with_the_thing(clean(asked), had, biz) if had.any else asked


def _asks(wish: Signals) -> bool:
    """A booking, or an order with something of its own read (things, a day or a time, a party)."""
    w = wish.when
    carries = wish.has_items or wish.party is not None or w.has_day or w.has_time or bool(w.day_text)
    asks = wish.primary == "booking" or wish.primary == "order" and carries
    return asks and not (wish.question or wish.praise)
