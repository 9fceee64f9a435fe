"""«mejor 2», «mellor 2», «no, 2», «uy, 2», «me equivoqué, 2»: a number after words that take back
what was said is the customer's own count said again, a second thought on it; never the answer to
the question asked since («¿Para cuántas …?» after «3 <things>»: 2 of them, not a size for 2). A
number said without them («2», «para 2», «pues 2») answers the question. With several lines held
(«3 <X> y 2 <Y>», «mejor 2») it mends the one line of another count (X: Y holds 2 already); with more
than one such line, which one is asked."""
from __future__ import annotations

import re

from bizengine.understanding.item_words import OTHER, qty_token
from bizengine.understanding.lexicon import COUNT_SAID, OOPS, OWN_MISTAKE, SORRY

_TAKING_BACK = rf"(?:mejor|mellor|no|non|al final|ao final|{SORRY}|{OOPS}|{OWN_MISTAKE})"
_SECOND_THOUGHT_RE = re.compile(
    rf"^(?:(?:pues|pois|bueno|bo|vale|ok|espera|agarda|y|e)\s+)*{_TAKING_BACK}"
    rf"(?:\s+(?:{_TAKING_BACK}|pues|pois|que sean|que sexan|son|sean|sexan|pon|ponme|mejor pon|mellor pon))*"
    rf"\s+(?P<n>{COUNT_SAID})(?:\s+(?:mejor|mellor|por favor|porfa|gracias|grazas))*$")


def second_thought_count(norm: str) -> int | None:
    """The count a second thought says («mejor 2»: 2); None when a number is said without one."""
    said = _SECOND_THOUGHT_RE.match(norm)
    return qty_token(said["n"]) if said is not None and said["n"] not in OTHER else None


def mends_the_held_count(norm: str, cart: list | None) -> bool:
    """«mejor 2» with one line of several units held: its count said again, not an answer to the
    question asked about it since (its size); with one unit held («una X»), the number stays the answer."""
    return cart is not None and len(cart) == 1 and int(cart[0].get("qty") or 1) > 1 \
        and second_thought_count(norm) is not None


def lines_it_may_mend(n: int, cart: list) -> list[int]:
    """The lines held a second thought of `n` may mend: those not holding `n` already."""
    return [i for i, line in enumerate(cart) if int(line.get("qty") or 1) != n]
