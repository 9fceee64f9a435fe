"""«ayer cenamos aquí y queremos repetir el sábado», «o sábado estivemos e xenial, queremos repetir o venres»:
a visit told, then the wish to come again on a day. The wish is read on its own, as the booking it is (read
whole, the day of the visit told would be taken as the booking's, or the story passed to a person)."""
from __future__ import annotations

import re
from collections.abc import Callable

from bizengine.language.text import normalize
from bizengine.understanding.lexicon import COME_AGAIN_RE
from bizengine.understanding.signals import Signals

# a clause ends at its mark, or at «y»/«e» before the wish to come again
_CLAUSE_END_RE = re.compile(r"(?<=[,.;!])\s+|\s+(?:y|e)\s+(?=\S+\s+(?:repetir|volver|voltar)\b)", re.IGNORECASE)


def booking_after_a_visit(s: Signals, biz, ctx, read: Callable[..., Signals]) -> Signals | None:
    """The booking the last clauses ask for (from the one that wishes to come again), read alone; None when
    the message is no such pair, something is awaited, or it asks something."""
    if (ctx or {}).get("awaiting") or s.question or not biz.can("booking") \
            or not COME_AGAIN_RE.search(s.norm or ""):
        return None
    clauses = _CLAUSE_END_RE.split((s.text or "").strip())
    at = next((i for i, clause in enumerate(clauses) if COME_AGAIN_RE.search(normalize(clause))), 0)
    if at == 0:
        return None         # «queremos repetir el viernes» alone is read whole
    wish = read(" ".join(clauses[at:]), biz, ctx)
    return wish if wish.primary == "booking" and not wish.question else None
