"""«que tengas buen día, 6 X para mañana», «que teñades bo día!! 6 X para mañá», «…, que pases buena tarde»:
a wish for the rest of the day said first or last around a message is a courtesy, never a question
(«que …» first would ask one). The message is read without it."""
from __future__ import annotations

import re

from bizengine.language.text import normalize
from bizengine.understanding.lexicon import DAY_WISH

_WISHER = (r"que (?:tengas|tengais|tenga|tengan|tenes|tenas|tenades|tena|tenan|pases|paseis|pase|pasen|pasedes|"
           r"disfrutes|disfruteis|desfrutes|desfrutedes)(?: (?:un|una|unha|muy|moi))?")
_WISH = rf"{_WISHER} {DAY_WISH}"
_FIRST_RE = re.compile(rf"^\W*{_WISH}\b[\s,.;:!¡]*(?=\w)")
_LAST_RE = re.compile(rf"(?<=\w)[\s,.;:!]+{_WISH}\W*$")


def without_the_wish(text: str) -> str | None:
    """`text` without a «que tengas buen día» said first or last (the wisher's «que» is what makes it read
    as asked); None when there is none, or nothing else is said."""
    folded = normalize(text)
    if len(folded) != len(text):
        return None     # (the cut is made on the text as written, kept the same length when folded)
    if (first := _FIRST_RE.match(folded)) is not None:
        return text[first.end():]
    if (last := _LAST_RE.search(folded)) is not None:
        return text[:last.start()]
    return None
