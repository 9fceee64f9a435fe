"""«quiero comprar una <thing>», «¿vendéis <things>?», «quiero una <thing> de <kind>», gl «quero mercar unha
<thing>»: one of the things a staff business works on (the dataset's `reading.job_things`) asked for to
buy. The business mends them and does not sell them: a thing not sold, never a note of an order. Read
here: the thing as said; «tengo una <thing>», «quiero revisar la <thing>», «para mi <thing>» buy none."""
from __future__ import annotations

import re

from bizengine.language.text import singular

# «comprar», «mercar», «vendéis», «¿se vende…?»: buying or selling said
_BUY_RE = re.compile(r"\b(?:comprar|compraria|compro|mercar|mercaria|merco|vendeis|vendedes|venden|vendes|vende|"
                     r"vendei|se venden?|venta de|venda de)\b")
# «quiero una», «busco un», «quero unha»: a wish for one, said right before the thing
_WISH_FOR_ONE_RE = re.compile(r"\b(?:quiero|quisiera|queria|quero|quixera|busco|buscaba|necesito|preciso) "
                              r"(?:una|un|unha|otra|outra|nueva|nova)$")
_ARTICLES = frozenset("una un unha unos unas uns unhas la el a o las los as os otra outra nueva nova".split())


def job_thing_bought(norm: str, job_things: frozenset[str]) -> str | None:
    """The thing worked on asked for to buy, as said with its kind («bici de montaña»), or None."""
    words = norm.split()
    for at, word in enumerate(words):
        if singular(word) not in job_things:
            continue
        before = " ".join(words[max(0, at - 4):at])
        after_an_article = at == 0 or words[at - 1] in _ARTICLES or _BUY_RE.search(words[at - 1]) is not None
        if after_an_article and (_BUY_RE.search(before) or _WISH_FOR_ONE_RE.search(before)):
            kind = 2 if at + 2 < len(words) and words[at + 1] in ("de", "da", "do") else 0    # «de montaña»
            return " ".join(words[at:at + 1 + kind])
    return None

