"""«¿cuánto cuesta la <X>? ¿podría ser el lunes?», «¿y para el jueves?», «podería ser o luns?»: after a
question about a thing, a day asked for it is a wish for that thing that day (its order or its
appointment started), not a question for a person.

Read here: whether a clause is only that — «¿podría ser…?», «¿puede ser…?», «¿se puede…?» or a bare
«¿y para…?», then the day (its time, its part) and nothing else."""
from __future__ import annotations

import re

from bizengine.language.dates import When
from bizengine.language.text import clean

# the small words a customer leads with: «y…», «pues…», «vale…»
_LEAD = r"^(?:(?:y|e|i|pues|pois|entonces|enton|vale|ok|bueno|bo) )*"
_CAN_IT_BE_RE = re.compile(
    _LEAD + r"(?:(?:podria|poderia|puede|pode|podra|podera|seria|sera|es|e)(?: ser)?(?: posible)? "
    r"|se (?:puede|podria|pode|poderia|podra|podera) )?")
# («é para o xoves?», «¿es para el jueves?» ask, as «¿y para…?» does; «¿es posible…?» wishes)
_CAN_BE_SAID_RE = re.compile(_LEAD + r"(?:(?:podria|poderia|puede|pode|podra|podera|seria|sera|se) |(?:es|e) posible )")
# «¿y para el jueves?»: of a service, its appointment that day; of a thing, whether it can be had then (stop 37)
_AND_FOR_RE = re.compile(r"^(?:(?:y|e|i) )?(?:para|pa|pra|pal|pro)\b")
# the small words a day, a time, a part of the day and «antes del …» are said with
_AROUND_THE_DAY = frozenset("para pa pra pal pro el o la a al ao las as los os dia do da del de este esta mismo "
                            "mesmo sobre hacia cara tipo antes hasta ata como muy moi tarde que viene ven proximo "
                            "seguinte por pola favor porfa mejor mellor manana mana noche noite mediodia "
                            "primera primeira hora".split())


def day_asked_for_it(clause: str, when: When, of_a_service: bool) -> bool:
    """Whether `clause` (as written or folded) only asks for a day, said in it: «¿podría ser el
    lunes?», «¿se puede antes del viernes?»; «y para el jueves a las 10?» only `of_a_service`."""
    if not (when.has_day or when.period) or not when.day_text:
        return False
    norm = clean(clause)
    if when.day_text not in norm or not (_CAN_BE_SAID_RE.match(norm) or of_a_service and _AND_FOR_RE.match(norm)):
        return False
    rest = norm[_CAN_IT_BE_RE.match(norm).end():].replace(when.day_text, " ", 1)     # type: ignore[union-attr]
    if when.time_text:
        rest = rest.replace(when.time_text, " ", 1)
    return all(w in _AROUND_THE_DAY for w in rest.split())


def last_clause_asks_a_day(text: str, when: When, of_a_service: bool) -> bool:
    """«¿cuánto cuesta la <X>? ¿podría ser el lunes?»: a question before, and the last one only asks
    for a day (see `day_asked_for_it`)."""
    pieces = [p for p in re.split(r"[?¿]", text or "") if p.strip(" ,.!")]
    return len(pieces) >= 2 and day_asked_for_it(pieces[-1], when, of_a_service)
