"""«no, quiero 8 X», «non, quero unha Y»: a «no» that answers what was said, then the wish that replaces
it. Read as «no, 8 X» (the «no, X» every question already takes), never as «no quiero 8 X», which takes X
off: the comma that tells them apart is gone once the text is folded."""
from __future__ import annotations

import re

_NO_THEN_WISH_RE = re.compile(
    r"^(\W*(?:no|non)(?:[\s,]+(?:no|non))*\s*[,.;:!]+\s*)(?:yo\s+|eu\s+)?"
    r"(?:quiero|quero|quer[ií]a|quisiera|quixera|prefiero|prefiro)\s+(?=\S)", re.IGNORECASE)


def without_the_wish_verb(text: str) -> str | None:
    """`text` with the wish verb after a leading «no,» taken out; None when it does not open so."""
    m = _NO_THEN_WISH_RE.match(text)
    return text[:m.end(1)] + text[m.end():] if m else None
