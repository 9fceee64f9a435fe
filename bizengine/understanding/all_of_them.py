"""«dos X, las dos de Y», «tres X, los tres de Y», «dúas X, as dúas de Y»: the count just said, said
again after «las/los/as/os», is all of those counted (both of them): never an hour («las dos», 14:00)
nor that many more. The words are dropped, so the rest is read of the ones counted («dos X de Y»).
«recoger a las dos», «2 X a las dos», «para las dos», «ás dúas» keep their hour."""
from __future__ import annotations

import re

from bizengine.language.text import normalize, to_int

# «, las dos», « los tres», «, as dúas» (the accented «ás» is an hour)
_SAID_AGAIN_RE = re.compile(r"(?P<lead>\s*[,;:]\s*|\s+)(?P<the>las|los|as|os|Las|Los|As|Os)\s+(?P<n>[^\W_]+)"
                            r"(?=[\s,.;:!?]|$)")
# The words before «las N» that make it an hour: «a las dos», «para las dos», «sobre las tres»
_HOUR_LEADS = frozenset("a para pa sobre hacia cara pra ata hasta desde antes despues despois tipo entre de "
                        "y e recoger recoller".split())
# What may follow «las dos» said of the ones counted: nothing, or what is said of them («de chocolate»)
_SAID_OF_THEM = frozenset("de da do con co coa sin sen bien ben iguales iguais igual muy moi".split())
_SMALLEST = 2


def without_all_of_them(text: str) -> str:
    """The text with each «las N» that says again the count N just said left out."""
    for m in reversed(list(_SAID_AGAIN_RE.finditer(text))):
        if _all_of_the_counted(text, m):
            lead = " " if m["lead"].strip() else m["lead"]
            text = text[:m.start()] + lead + text[m.end():].lstrip()
    return text.strip()


def _all_of_the_counted(text: str, m: re.Match) -> bool:
    n = to_int(normalize(m["n"]))
    before = normalize(text[:m.start()]).split()
    after = normalize(text[m.end():]).split()
    if n is None or n < _SMALLEST or not before or before[-1] in _HOUR_LEADS:
        return False
    if after and (after[0] not in _SAID_OF_THEM or (after[0] in _OF and after[1:2] and after[1] in _PART_OF_DAY)):
        return False        # «las dos de la tarde», «as dúas da tarde»: an hour
    return any(to_int(w) == n and i + 1 < len(before) and before[i + 1].isalpha() and before[i + 1] not in _HOUR_LEADS
               and (i == 0 or before[i - 1] not in _ARTICLES) for i, w in enumerate(before))


_ARTICLES = frozenset("las los as os".split())
_OF = frozenset(("de", "da"))
_PART_OF_DAY = frozenset("la manana mana tarde noche noite madrugada mediodia".split())
