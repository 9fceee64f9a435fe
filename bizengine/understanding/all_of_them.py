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
# What follows «las dos» said of the ones counted: what is said of them («de Y»). Not «con Y»: «los dos
# con Y» is one Y each (items_text); nor nothing: «para mañana, las dos», «mesa para dos el domingo, las
# dos» are an hour.
_SAID_OF_THEM = frozenset("de da do sin sen bien ben iguales iguais igual muy moi".split())
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
    if not after or after[0] not in _SAID_OF_THEM or (after[0] in _OF and after[1:2] and after[1] in _PART_OF_DAY):
        return False        # «las dos de la tarde», «as dúas da tarde»: an hour
    return any(to_int(w) == n and _the_counted_named(before, i) for i, w in enumerate(before))


def _the_counted_named(before: list[str], count_at: int) -> bool:
    """The words after the count at `count_at` name the things counted (a day may follow them)."""
    named = before[count_at + 1:]
    return bool(named) and named[0].isalpha() and named[0] not in _HOUR_LEADS \
        and (count_at == 0 or before[count_at - 1] not in _ARTICLES)


_ARTICLES = frozenset("las los as os".split())
_OF = frozenset(("de", "da"))
_PART_OF_DAY = frozenset("la manana mana tarde noche noite madrugada mediodia".split())
