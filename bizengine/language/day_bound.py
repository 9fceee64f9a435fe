"""«antes del jueves», «como muy tarde el jueves», «hasta el jueves», «antes do venres»: the day said
is a latest day, not the day wanted. `day_bound` tells how it bounds the days the customer can take."""
from __future__ import annotations

import re

from bizengine.language.days import weekday_span

BEFORE = "before"       # «antes del jueves»: the days before it, never the day itself
BY = "by"               # «como muy tarde el jueves», «hasta el jueves»: that day allowed too

_BEFORE_RE = re.compile(r"\b(?:antes|antes mismo|xusto antes|justo antes) (?:del|de el|de|do|da|de la|de o)"
                        r"(?: (?:dia|proximo|seguinte))?\s*$")
_BY_RE = re.compile(r"\b(?:(?:como|coma) (?:(?:muy|mui|moi|mas|mais) tarde|mucho|moito|maximo)|(?:lo|o) mas tarde|"
                    r"(?:no|non) mas tarde (?:del|de|do|que)|(?:no|non) mais tarde (?:do|de|que)|"
                    r"hasta|ata|como maximo|maximo)(?: (?:para|pra|pa))?(?: (?:el|o|al|ao|del|do))?(?: dia)?\s*$")
# «hasta el jueves no puedo», «ata o xoves non»: from that day on, the opposite
_NOT_UNTIL_RE = re.compile(r"^\W*(?:\w+ )?(?:no|non)\b")
# «vale, hasta el lunes», «ata o sábado!»: a goodbye, nothing before «hasta» but fillers
_GOODBYE_RE = re.compile(r"^\W*(?:(?:vale|ok|bueno|bo|pues|pois|venga|gracias|grazas|perfecto|genial|bien|ben|y|e|"
                         r"entonces|enton|nada|adios|chao|hala|ala)\W+)*(?:hasta|ata)\b")


def day_bound(text: str, day_text: str | None) -> str | None:
    """BEFORE or BY when the words right before the day said make it the latest day; None otherwise."""
    at = text.find(day_text) if day_text else -1
    if at < 0 or weekday_span(text):     # «del lunes hasta el viernes»: a span, read as such elsewhere
        return None
    before, after = text[:at], text[at + len(day_text or ""):]
    if _BEFORE_RE.search(before):
        return BEFORE
    if _BY_RE.search(before) and not (_NOT_UNTIL_RE.match(after) or _GOODBYE_RE.match(before)):
        return BY
    return None
