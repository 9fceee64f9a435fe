"""A count supposed and priced, the order unchanged: «¿y si fueran 10?», «e se fosen 3, canto
sería?», «¿y con 6?», «¿cuánto serían 10?», «¿y 12 cuánto?»."""
from __future__ import annotations

import re

from bizengine.language.text import to_int
from bizengine.understanding.lexicon import INSTEAD_OF

# «e se fosen 3, canto sería?», «¿y si fueran 10?», «¿y con 6?»: another count supposed
_IF_THERE_WERE_RE = re.compile(r"\b(?:si|se) (?:fueran|fuesen|fueses|fuera|fosen|foran|fose|son|pido|pidiera|pidese|"
                               r"pedise|encargo|encargara|encargase) (?P<n>\w+)"
                               r"|^(?:y |e )?(?:con|cun|cunha) (?P<m>\w+)\W*$")
_HOW_MUCH = frozenset(("cuanto", "canto"))
_INSTEAD_OF_RE = re.compile(rf"\b{INSTEAD_OF}\b")


def count_supposed(norm: str, topics: list) -> int:
    """The count supposed in «¿y si fueran 10?», or in a price asked of a bare count that ends the
    message or comes right before the «cuánto» («¿cuánto serían 10?», «¿y 10 cuánto?»); 0: none said."""
    m = _IF_THERE_WERE_RE.search(norm)
    if m is not None and _changed_not_priced(norm, topics):
        return 0
    if m is not None:
        return to_int(m["n"] or m["m"]) or 0
    if "price" not in topics:
        return 0
    words = norm.split()
    counts = [(at, n) for at, w in enumerate(words) if (n := to_int(w)) is not None]
    if len(counts) != 1:
        return 0
    at, n = counts[0]
    return n if at == len(words) - 1 or words[at + 1] in _HOW_MUCH else 0


def _changed_not_priced(norm: str, topics: list) -> bool:
    """«¿y si son 8 en vez de 6?», «e se son 8 no canto de 6?»: the count held changed, asked; with a
    price asked beside («cuánto», «qué precio tendría») it is still priced (the «canto» of «no canto de»
    is none)."""
    return _INSTEAD_OF_RE.search(norm) is not None and "price" not in topics \
        and not _HOW_MUCH.intersection(_INSTEAD_OF_RE.sub(" ", norm).split())
