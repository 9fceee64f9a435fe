"""The ways a customer says a catalogue alias that starts with an infinitive: the business writes
«arreglar la X» or «arreglar a X», the customer writes «que me arregléis la X», «me arregláis la X»,
«arregládesme a X», «arreglarme a X». Each alias gives its own forms (Spanish and Galician, regular
verbs only), so the words stay the dataset's and the reader knows no trade."""
from __future__ import annotations

import re

# «arreglar», «revisar», «pulir»: an alias's first word that is a regular infinitive
_INFINITIVE_RE = re.compile(r"^([a-zñ]{3,})(ar|er|ir)$")

# the person's ending, by the infinitive's vowel: present and subjunctive, «tú», «usted»,
# «vosotros» (es «-áis/-éis», gl «-ades/-edes») and «ustedes»
_PRESENT = {"ar": ("as", "a", "ais", "ades", "an"),
            "er": ("es", "e", "eis", "edes", "en"),
            "ir": ("es", "e", "is", "ides", "en")}
_SUBJUNCTIVE = {"ar": ("es", "e", "eis", "edes", "en"),
                "er": ("as", "a", "ais", "ades", "an"),
                "ir": ("as", "a", "ais", "ades", "an")}
# the endings long enough to be a verb alone, even when the alias is its one word («-ar» → «-éis»,
# never «-e», which may be a noun of its own)
_PLURAL_ENDINGS = frozenset(("ais", "eis", "is", "ades", "edes", "ides"))
# a pronoun joined to the infinitive («arreglarme», «arreglarlle») or to «-ades/-edes» («arregládesme»)
_JOINED = ("me", "nos", "le", "les", "lle", "lles", "se", "te")
# before «e», «c» «g» «z» keep their sound: «sequéis», «paguéis», «ricéis»
_BEFORE_E = {"c": "qu", "g": "gu", "z": "c"}


def said_forms(alias: str) -> list[str]:
    """The alias said with its first word conjugated or with a pronoun joined; [] when the alias
    does not start with a regular infinitive."""
    first, _, rest = alias.partition(" ")
    m = _INFINITIVE_RE.match(first)
    if not m:
        return []
    stem, vowel = m.groups()
    words = {*_personal(stem, vowel, alone=not rest), *(first + p for p in _JOINED)}
    return [f"{w} {rest}".strip() for w in sorted(words)]


def _personal(stem: str, vowel: str, *, alone: bool) -> set[str]:
    out: set[str] = set()
    for endings in (_PRESENT[vowel], _SUBJUNCTIVE[vowel]):
        for ending in endings:
            if alone and ending not in _PLURAL_ENDINGS:
                continue
            said = _spelt(stem, vowel, ending)
            out.add(said)
            if ending in ("ades", "edes", "ides"):
                out.update(said + p for p in _JOINED)
    return out


def _spelt(stem: str, vowel: str, ending: str) -> str:
    if vowel == "ar" and ending.startswith("e") and stem[-1] in _BEFORE_E:
        return stem[:-1] + _BEFORE_E[stem[-1]] + ending
    return stem + ending
