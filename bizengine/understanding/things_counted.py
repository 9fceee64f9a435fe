"""How many things brought in a message asks a service for: «una <service> para dos <things>»,
«pras dúas <things>», «las 2 <things>» (the things: the dataset's `reading.job_things`)."""
from __future__ import annotations

from bizengine.language.text import singular
from bizengine.understanding.item_words import OTHER, qty_token


def things_counted(norm: str, things: frozenset) -> int:
    """The most things a count is said of in the message (1 when none is counted, or no things are known)."""
    words = norm.split()
    counts = [n for i in range(1, len(words)) if singular(words[i]) in things and words[i - 1] not in OTHER
              and (n := qty_token(words[i - 1])) is not None]
    return max([1, *counts])
