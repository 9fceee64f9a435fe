"""When the customer can be called, said at the contact questions: «llamadme al 612… antes de las 10»,
«612…, mejor por las mañanas», «a partir de las 3 estoy libre», gl «612…, pola tarde»: a remark for the
person who confirms (the request's note), never the request's time nor a thing asked («antes»)."""
from __future__ import annotations

import re
from dataclasses import dataclass

from bizengine.language.dates import When
from bizengine.language.phones import find_phones
from bizengine.language.text import clean

# «llámame», «llamadme», «que me llamen», «chamádeme», «mejor llamar…», «a partir de las 3 estoy libre»
# (not «me llamo», «chámome»: a name)
CALL_TIME_RE = re.compile(r"\b(?:(?:llam|cham)(?:ar|ad|ame|anos|en|eis|edes)\w*|"
                          r"(?:estoy|estou) (?:libre|disponible|disponibel|localizable)|me pillas|me collés|"
                          r"me colles|contesto|atiendo|atendo)\b")
# «por las mañanas», «polas tardes», «de tardes»: a part of any day, which the time reader leaves
_PARTS_OF_ANY_DAY_RE = re.compile(r"\b(?:por|pola|polas|pol|en|de|durante) (?:(?:la|las|a|as) )?"
                                  r"(?:mananas|manas|tardes|noches|noites|mediodias)\b")
# «y lo recojo por la tarde», «paso a partir de las 5», «cambia la hora»: the request's own time, not the call's
_THE_REQUESTS_TIME_RE = re.compile(r"\b(?:recog|recoj|recoll|recox|pas[oa]r?|pasamos|pasare|pasaremos|ire|iremos|"
                                   r"vou|imos|voy|vamos|llego|llegamos|llegare|chego|chegamos|vengo|venimos|"
                                   r"veno|vimos|cambi|mueve|move|hora)\w*")
# the words of a clause that tell a time: a number, a part of the day, «antes», «a partir»
_TIME_WORD_RE = re.compile(r"\b(?:las|as|a la|la) \d|\d ?h\b|\d[:.]\d\d|\bde \d{1,2} a \d|"
                           r"\b(?:antes|despues|despois|partir|desde|hasta|ata|entre|hora|horas|"
                           r"manana|mananas|mana|manas|tarde|tardes|noche|noches|noite|noites|mediodia)\b")
_CLAUSE_RE = re.compile(r"\s*[,;]\s*|\.(?:\s+|$)|\s+(?=(?:y|e|pero|mais|aunque|anque)\s(?!(?:las|as|a las) \d))")
_LEADING_RE = re.compile(r"^(?:(?:y|e|pero|mais|aunque|anque|pues|pois)\s+)+", re.IGNORECASE)
_TO_THE_NUMBER_RE = re.compile(r"\b(?:al|ao|a este|en el|nel|no)\s*$", re.IGNORECASE)


@dataclass(frozen=True)
class HoursToCall:
    said: str               # the customer's words for it, without the phone: «antes de las 10», «llamadme por la tarde»
    with_the_call: bool     # the words name the call themselves («llamadme…», «estoy libre»): noted as said


def hours_to_call(text: str, norm: str, when: When, phone: str | None) -> HoursToCall | None:
    """When to call said at a contact question (`when`: the time reader's reading, `phone`: the phone read
    in the message): with the call named («llamadme antes de las 10»), or beside the phone as a span or a part
    of the day («612…, a partir de las 5», «612…, mejor por las mañanas»), never a day, and never the
    request's time moved («612… y lo recojo por la tarde», «612…, a las 11»)."""
    if when.has_day:
        return None
    told = bool(when.has_time or when.window or when.part or when.asap or _PARTS_OF_ANY_DAY_RE.search(norm))
    called = CALL_TIME_RE.search(norm) is not None
    beside_the_phone = phone is not None and not _THE_REQUESTS_TIME_RE.search(norm) \
        and bool(when.window or when.part or _PARTS_OF_ANY_DAY_RE.search(norm))
    if not told or not (called or beside_the_phone):
        return None
    return HoursToCall(_the_remark(text), called)


def names_a_time(norm: str) -> bool:
    """Whether the words (folded: text.clean) tell a time or a part of the day («por la tarde», «antes das 10»)."""
    return bool(_TIME_WORD_RE.search(norm) or _PARTS_OF_ANY_DAY_RE.search(norm))


def _the_remark(text: str) -> str:
    """«Ana, 612 345 678, mejor por las mañanas» → «mejor por las mañanas»; «llamadme al 612… antes de
    las 10» → «llamadme antes de las 10»: the phone (and the «al» before it) out, and of what is around
    it only the clauses that tell the call or its time (not the name, nor «mi móvil»)."""
    pieces, at = [], 0
    for phone in find_phones(text):
        pieces.append(_TO_THE_NUMBER_RE.sub("", text[at:phone.start]))
        at = phone.end
    pieces.append(text[at:])
    said = ""
    for piece in pieces:
        if told := ", ".join(_clauses_telling_the_call(piece)):     # («llamadme al 612…, mejor…»: its comma kept)
            said += (", " if said and piece.lstrip().startswith((",", ";")) else " " if said else "") + told
    said = said or " ".join(text.split()).strip(" ,.;:-")
    return said[:1].lower() + said[1:] if said[1:2].islower() else said


def _clauses_telling_the_call(piece: str) -> list[str]:
    clauses = [_LEADING_RE.sub("", part.strip(" ,.;:-")) for part in _CLAUSE_RE.split(" ".join(piece.split()))]
    return [part for part in clauses if _TIME_WORD_RE.search(clean(part)) or CALL_TIME_RE.search(clean(part))]
