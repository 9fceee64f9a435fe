"""How many things brought in a message asks a service for: «una <service> para dos <things>»,
«pras dúas <things>», «las 2 <things>» (the things: the dataset's `reading.job_things`)."""
from __future__ import annotations

from bizengine.language.text import singular
from bizengine.understanding.item_words import OTHER, qty_token
from bizengine.understanding.second_thing_unsaid import things_left_unsaid


def _things_counted(norm: str, things: frozenset) -> int:
    """The most things a count is said of in the message (1 when none is counted, or no things are known)."""
    words = norm.split()
    counts = [n for i in range(1, len(words)) if singular(words[i]) in things and words[i - 1] not in OTHER
              and (n := qty_token(words[i - 1])) is not None]
    return max([1, *counts])


def job_things_said(norm: str, things: frozenset) -> int:
    """How many things brought in the message names: the most counted («dos <things>»: 2), 1 for one
    named with no count («en la <thing>», «de mi <thing>»; not «cada <thing>»), and one more for each of its
    kind left unsaid after it («la <thing> de mi hijo y la mía»: 2), 0 when none is named."""
    counted = _things_counted(norm, things)
    if counted > 1:
        return counted
    words = norm.split()
    one = any(w in things and (i == 0 or words[i - 1] not in _EACH) for i, w in enumerate(words))
    return 1 + things_left_unsaid(norm, things) if one else 0


_EACH = frozenset(("cada", "cadansua", "cadanseu"))
