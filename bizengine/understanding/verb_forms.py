"""The ways a customer says a catalogue alias that starts with an infinitive: the business writes
«arreglar la X», «arreglar a X» or «medirme la X», the customer writes «que me arregléis la X»,
«me arregláis la X», «arregládesme a X», «arreglarme a X», «que me midáis la X», «mídeme la X».
Each alias gives its own forms (Spanish and Galician: the regular endings, the stems that change
their vowel, a few common irregular stems), so the words stay the dataset's and the reader knows no
trade."""
from __future__ import annotations

import re

# «arreglar», «revisar», «pulir»: an alias's first word that is an infinitive (normalised: «ñ» → «n»)
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
# never «-e», which may be a noun of its own); «-an/-en» only on a stem whose vowel changed
# («midan»), since on the stem as written they may be another verb (with «ñ» folded to «n», an
# «-eñir» verb's «-eñen» is the Galician «teñen», «they have»)
_ALONE_ENDINGS = frozenset(("ais", "eis", "is", "ades", "edes", "ides"))
_ALONE_ON_A_CHANGED_STEM = frozenset(("an", "en"))
# a pronoun joined to the verb: «arreglarme», «arreglarlle», «arregládesme», «mídeme», «mídanme»
_JOINED = ("me", "nos", "les", "le", "lles", "lle", "se", "te")
# before «e», «c» «g» «z» keep their sound: «sequéis», «paguéis», «ricéis»
_BEFORE_E = {"c": "qu", "g": "gu", "z": "c"}
# before «a», «gu» «g» «c» keep theirs: «distinguir» → «distingades», «elegir» → «elijáis», «vencer» → «venzáis»
_BEFORE_A = {"gu": "g", "g": "j", "c": "z"}
# the stressed stem's vowel that changes: «medir» → «midáis», «probar» → «prueben», «mover» → «muevas»
_STEM_VOWEL_RE = re.compile(r"[eo](?=[^aeiou]*$)")
# the present's first person gives these their subjunctive stem («hagáis», «pongáis», «fagades»);
# their «tú» imperative is short («hazme», «ponme», «faime»)
_IRREGULAR_STEMS = {"hacer": ("hag",), "facer": ("fag",), "poner": ("pong", "pon"), "tener": ("teng",),
                    "traer": ("traig", "trai"), "decir": ("dig",), "dicir": ("dig",), "salir": ("salg",),
                    "venir": ("veng",)}
_SHORT_IMPERATIVES = {"hacer": "haz", "facer": "fai", "poner": "pon", "tener": "ten", "decir": "di",
                      "dicir": "di", "salir": "sal", "venir": "ven"}


def said_forms(alias: str) -> list[str]:
    """The alias said with its first word conjugated or with a pronoun joined; [] when the alias
    does not start with an infinitive (alone or with a pronoun joined and more words after)."""
    first, _, rest = alias.partition(" ")
    infinitive = _infinitive_in(first, has_rest=bool(rest))
    m = _INFINITIVE_RE.match(infinitive)
    if not m:
        return []
    stem, vowel = m.groups()
    words = {*_personal(infinitive, stem, vowel, alone=not rest), *_imperatives(infinitive, stem, vowel),
             infinitive, *(infinitive + p for p in _JOINED)}
    return [f"{w} {rest}".strip() for w in sorted(words - {first})]


def _infinitive_in(first: str, *, has_rest: bool) -> str:
    """«medirme» of «medirme la X» → «medir»: a pronoun joined to the alias's infinitive is the
    customer's to say or leave out. Only with more words after, so a one-word alias stays as is."""
    if not has_rest or _INFINITIVE_RE.match(first):
        return first
    for p in _JOINED:
        if first.endswith(p) and _INFINITIVE_RE.match(first[:-len(p)]):
            return first[:-len(p)]
    return first


def _personal(infinitive: str, stem: str, vowel: str, *, alone: bool) -> set[str]:
    out: set[str] = set()
    stems = _stems(stem, vowel)
    irregular = set(_IRREGULAR_STEMS.get(infinitive, ()))
    for endings, its_stems in ((_PRESENT[vowel], stems), (_SUBJUNCTIVE[vowel], stems | irregular)):
        for ending in endings:
            for one in its_stems:
                # an irregular stem is spelt already: «hagáis», never «hajáis»
                said = one + ending if one in irregular else _spelt(one, vowel, ending)
                if not alone or ending in _ALONE_ENDINGS or (one != stem and ending in _ALONE_ON_A_CHANGED_STEM):
                    out.add(said)
                out.update(said + p for p in _JOINED)
    return out


def _stems(stem: str, vowel: str) -> set[str]:
    """The stem as written and with its last «e»/«o» changed as the stressed forms change it: «-ir»
    «e» → «i» («midáis»; never «ie», which would make an «-eñir» verb «tienen»), else «e» → «ie», «o» → «ue»."""
    m = _STEM_VOWEL_RE.search(stem)
    if not m:
        return {stem}
    changed = "i" if vowel == "ir" and m.group() == "e" else "ie" if m.group() == "e" else "ue"
    return {stem, stem[:m.start()] + changed + stem[m.end():]}


def _imperatives(infinitive: str, stem: str, vowel: str) -> set[str]:
    """«arreglad(me)», «medidme» (es «vosotros»), «arranxáde(me)», «distinguíde(me)» (gl «vós»), and the
    short «tú» of the irregular ones with a pronoun («hazme», «ponme»)."""
    plural = (infinitive[:-1] + "d", stem + vowel[0] + "de")
    short = _SHORT_IMPERATIVES.get(infinitive)
    return {*plural, *(w + p for w in plural for p in _JOINED), *((short + p for p in _JOINED) if short else ())}


def _spelt(stem: str, vowel: str, ending: str) -> str:
    if vowel == "ar" and ending.startswith("e") and stem[-1] in _BEFORE_E:
        return stem[:-1] + _BEFORE_E[stem[-1]] + ending
    if vowel != "ar" and ending.startswith("a"):
        for sound, spelt in _BEFORE_A.items():
            if stem.endswith(sound):
                return stem[:-len(sound)] + spelt + ending
    return stem + ending
