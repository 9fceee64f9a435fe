"""Text normalisation shared by every reader: accents and case folded, punctuation cleaned."""
from __future__ import annotations

import re
import unicodedata

_SPACES = re.compile(r"\s+")


def normalize(s: str) -> str:
    """Lowercase, accents removed (ñ → n), spaces collapsed: 'Mañá ÁS Cinco' → 'mana as cinco'."""
    s = unicodedata.normalize("NFKD", s or "")
    s = "".join(ch for ch in s if not unicodedata.combining(ch))
    return _SPACES.sub(" ", s.lower()).strip()
