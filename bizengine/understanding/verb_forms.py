"""The ways a customer says a catalogue alias that starts with an infinitive: the business writes
«arreglar la X», «arreglar a X» or «medirme la X», the customer writes «que me arregléis la X»,
«me arregláis la X», «arregládesme a X», «arreglarme a X», «que me midáis la X», «mídeme la X».
Each alias gives its own forms (Spanish and Galician: the regular endings, the changed stem of the
ordinary verbs that change their vowel (lexicon), a few common irregular stems), so the words stay
the dataset's and the reader knows no trade."""
from __future__ import annotations

import re
from typing import NamedTuple

from bizengine.language.text import singular
from bizengine.understanding.lexicon import STEM_DIPHTHONG_VERBS, STEM_E_TO_I_VERBS

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
# the endings' places said to «vosotros» (es «-áis», gl «-ades»)
_VOSOTROS = (2, 3)
# a pronoun joined to the verb: «arreglarme», «arreglarlle», «arregládesme», «mídeme», «mídanme»
_JOINED = ("me", "nos", "les", "le", "lles", "lle", "se", "te")
# after a person's ending «-se», «-te» make another tense («cortase», «cortaste») or the customer's own
# doing («córtate»), never the business asked
_JOINED_TO_A_PERSON = tuple(p for p in _JOINED if p not in ("se", "te"))
# before «e», «c» «g» «z» keep their sound: «sequéis», «paguéis», «ricéis»
_BEFORE_E = {"c": "qu", "g": "gu", "z": "c"}
# before «a», «gu» «g» «c» keep theirs: «distinguir» → «distingades», «elegir» → «elijáis», «vencer» → «venzáis»
_BEFORE_A = {"gu": "g", "g": "j", "c": "z"}
# the stem's last vowel, which the verbs that change it change: «medir» → «midáis», «probar» → «prueben»
_STEM_VOWEL_RE = re.compile(r"[eo](?=[^aeiou]*$)")
# the present's first person gives these their subjunctive stem («hagáis», «pongáis», «fagades»);
# their «tú» imperative is short («hazme», «ponme», «faime»)
_IRREGULAR_STEMS = {"hacer": ("hag",), "facer": ("fag",), "poner": ("pong", "pon"), "tener": ("teng",),
                    "traer": ("traig", "trai"), "decir": ("dig",), "dicir": ("dig",), "salir": ("salg",),
                    "venir": ("veng",)}
_SHORT_IMPERATIVES = {"hacer": "haz", "facer": "fai", "poner": "pon", "tener": "ten", "decir": "di",
                      "dicir": "di", "salir": "sal", "venir": "ven"}


def said_forms(alias: str, name_words: frozenset[str] = frozenset()) -> list[str]:
    """The alias said with its first word conjugated or with a pronoun joined; [] when the alias
    does not start with an infinitive (alone or with a pronoun joined and more words after), or
    is one word a product's name uses («sacher» is no verb)."""
    first, _, rest = alias.partition(" ")
    if not rest and first in name_words:
        return []
    infinitive = _infinitive_in(first, has_rest=bool(rest))
    m = _INFINITIVE_RE.match(infinitive)
    if not m:
        return []
    stem, vowel = m.groups()
    words = {*_personal(infinitive, stem, vowel, alone=not rest), *_imperatives(infinitive, stem, vowel),
             infinitive, *(infinitive + p for p in _JOINED),
             *(_regular_vosotros(infinitive, stem, vowel) if rest else ())}
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


class _Form(NamedTuple):
    said: str           # «midáis», «hagáis»
    ending: str         # «ais»
    changed: bool       # on a stem other than the infinitive's («mid», «hag»)


def _personal(infinitive: str, stem: str, vowel: str, *, alone: bool) -> set[str]:
    """The forms said of the business, and each with a pronoun joined («midáis», «mídeme»); a one-word
    alias only with the endings long enough to be a verb alone."""
    out: set[str] = set()
    for form in _forms(infinitive, stem, vowel):
        if singular(form.said) == stem:
            continue    # «tenes», «pones»: read in the singular as the bare stem, another word («ten», «pon»)
        if not alone or form.ending in _ALONE_ENDINGS or (form.changed and form.ending in _ALONE_ON_A_CHANGED_STEM):
            out.add(form.said)
        out.update(form.said + p for p in _JOINED_TO_A_PERSON)
    return out


def _forms(infinitive: str, stem: str, vowel: str) -> list[_Form]:
    changed = _changed_stem(infinitive, stem, vowel)
    out = []
    for subjunctive, endings in ((False, _PRESENT[vowel]), (True, _SUBJUNCTIVE[vowel])):
        for person, ending in enumerate(endings):
            one = _stem_for(stem, changed, vowel, person=person, subjunctive=subjunctive)
            out.append(_Form(_spelt(one, vowel, ending), ending, one != stem))
    # an irregular stem is spelt already: «hagáis», never «hajáis»
    out.extend(_Form(one + ending, ending, True) for one in _IRREGULAR_STEMS.get(infinitive, ())
               for ending in _SUBJUNCTIVE[vowel])
    return out


def _changed_stem(infinitive: str, stem: str, vowel: str) -> str | None:
    """The stressed stem of a verb that changes its vowel: «medir» → «mid», «probar» → «prueb»; None
    for the others («cortar» never says «cuerta»)."""
    m = _STEM_VOWEL_RE.search(stem)
    if not m or infinitive not in STEM_E_TO_I_VERBS | STEM_DIPHTHONG_VERBS:
        return None
    changed = "i" if infinitive in STEM_E_TO_I_VERBS else "ie" if m.group() == "e" else "ue"
    return stem[:m.start()] + changed + stem[m.end():]


def _stem_for(stem: str, changed: str | None, vowel: str, *, person: int, subjunctive: bool) -> str:
    """«vosotros» keeps the stem as written («medís», «probéis»), but the subjunctive of an «-ir» verb
    closes it («midáis», «sintáis», «durmáis»); every other person says the changed stem."""
    if changed is None:
        return stem
    if person not in _VOSOTROS:
        return changed
    return changed.replace("ie", "i").replace("ue", "u") if subjunctive and vowel == "ir" else stem


def _regular_vosotros(infinitive: str, stem: str, vowel: str) -> set[str]:
    """«teñáis» for «tiñáis», «medáis» for «midáis»: the «vosotros» subjunctive of an «-ir» verb that closes
    its vowel, commonly written on the stem as written. Only with the alias's words after it: alone it
    is too near another verb («tenáis» of «tenéis»), and never the Galician «-ades» («teñades»: «ter»)."""
    if vowel != "ir" or infinitive not in STEM_E_TO_I_VERBS:
        return set()
    return {_spelt(stem, vowel, "ais")}


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
