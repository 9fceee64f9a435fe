"""Praise, then a request: «estuvimos el sábado pasado y nos encantó, queremos repetir el viernes a las 21,
somos 2», «ayer compré X y estaban riquísimos, 6 más para mañana», «la Y de ayer buenísima. Para el martes
2». The first clauses praise and the rest, read on its own, asks for a booking or an order; a bare count
there («6 más», «uno más», «para el martes 2») counts the thing had before. Whatever the rest carries the
reader reads (things, a day ahead, a party) makes the message a request with praise beside it, not thanks
alone (conversation/praise_beside.py thanks it, then routes the request)."""
from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from bizengine.language.text import clean
from bizengine.understanding.items import find_items
from bizengine.understanding.ordered_again import with_the_thing

if TYPE_CHECKING:
    from bizengine.understanding.signals import Signals

Read = Callable[[str], "Signals"]

# the words a wish typed with no mark may follow within its own clause («… pero quiero», «lo que quiero»)
_NOT_AFTER = "".join(rf"(?<!\b{w})" for w in ("pero", "mais", "aunque", "inda que", "que", "si", "se", "lo", "o",
                                                "cuando", "cando", "como", "no", "non", "ya", "xa", "tambien",
                                                "también", "tamen", "tamén"))
# a clause ends at its mark, or at «y»/«e» before a wish («…<it was> muy bien y queremos repetir el sábado»),
# or right before a first person's wish typed with no mark («me encantó el X quiero otro el viernes»)
_CLAUSE_END_RE = re.compile(r"(?<=[,.;!])\s+|\s+(?:y|e)\s+(?=(?:queremos|quiero|quero|quer[ií]amos|"
                            r"quisieramos|quisiéramos|quixeramos|quixéramos|nos gustar[ií]a|"
                            r"gustar[ií]anos|reservo|reservamos|volveremos|repetiremos)\b)"
                            rf"|(?<=\w){_NOT_AFTER}\s+(?=(?:quiero|quero|queremos|kiero|quisiera|quixera)\s)",
                            re.IGNORECASE)
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
        elif head.thanked_before and _asks(wish) and not wish.has_items:
            wish = _another_of_the_praised(wish, asked, told, biz, read)
        if not _asks(wish):
            return None
        if wish.resource is None and wish.primary == "booking":
            wish.resource = s.resource   # «…me encantó, gracias Marta, quiero otro el viernes»: with her again
        return wish
    return None


def _another_of_the_praised(wish: Signals, asked: str, told: str, biz, read: Read) -> Signals:
    """«me encantó el X de Iago, quiero otro el viernes con Marta»: a booking that names no thing of its own
    but counts one («otro», «outro igual») is one more of the thing praised; the wish as read otherwise
    («quiero otro día», «otra cita»: no count of a thing; a party read stays the party)."""
    counted = _the_thing_had_counted(asked, told, biz)
    if counted == asked:
        return wish
    again = read(counted)
    return again if again.has_items and _asks(again) and again.party == wish.party else wish


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


def praise_kept(whole: Signals, request: Signals, awaiting: str | None = None) -> Signals:
    """«los X de ayer estaban buenísimos, quiero otros 6 para el martes»: the request read with the thing had
    put after its count (reader: `request_beside_told`) keeps the praise said beside it, thanked before the
    request is taken (as «…, 6 más para el martes» is); the request alone when nothing was praised, a question
    is pending, or the request asks nothing."""
    if not whole.praise or awaiting or not _asks(request) or request.request_after_praise is not None:
        return request
    request.request_after_praise = replace(request)
    return request
