"""What the customer asks of the thing ordered, said apart from it in the same message: «… para el
lunes a las 11 sin <thing>», «…, con la foto de <someone>», «…, medida <code>», «…, color <colour>»,
«…, dedicado a María», «…, envuelto en <wrapping>». Each is returned in the customer's folded words,
for the request's note (said right after the thing, «X con un dibujo de …» is `notes.said_with_it`'s).
Who comes along («con mi hija», «co meu home»), a courtesy («con mucho cariño») and a cue without a value
(«de color me da igual») are no wish."""
from __future__ import annotations

from bizengine.language.days import WEEKDAYS
from bizengine.understanding.lexicon import (
    ANYONE_RE,
    ARTICLE_WORDS,
    COURTESY_WORDS,
    MEASURE_UNITS,
    MY_WORDS,
    NO_VALUE_WORDS,
    NOT_WORDS,
    PAYMENT_WORDS,
    PUT_ON_WORDS,
    WITH_FEELING_WORDS,
    WITH_WORDS,
    WRITTEN_ON,
    folded_re,
)

_WITHOUT = frozenset(("sin", "sen"))
# Words that end the phrase: the rest of the request
_STOP = frozenset("para pa pra el hoy hoxe manana mana a las as y e somos seremos semos que por pola reserva "
                  "cita con co coa sin sen si se mejor mellor vale ok pero".split()) | COURTESY_WORDS
_ARTICLES = ARTICLE_WORDS | MY_WORDS
# After «con»/«sin», not a wish about the thing: how one pays, haste, a note declined, a time
_NOT_A_WISH = PAYMENT_WORDS | frozenset("prisa presa problema problemas falta nota notas indicacion indicaciones "
                                        "indicacions observaciones observacions mensaje mensaxe nada mas tiempo "
                                        "tempo antelacion cita reserva".split())
_ENOUGH_WITH = 2        # «con la foto», «con un dibujo»: a thing named («con Marta», «con <one word>»: not enough)
_LONGEST = 8
# «28 <unit>», «700 mm»: a measure in the engine's own units (the singular, and its plurals)
_UNIT = "(?:" + "|".join(sorted(MEASURE_UNITS, key=len, reverse=True)) + ")(?:s|es)?"

# «medida <code>», «talla M», «color <colour>», «de color <colour>», «dedicado a María», «envuelto en <wrapping>»,
# «mi <part> es de 28 <unit>»: a cue and its value, to the end of the clause
_CUED_RE = folded_re(r"\b(?:(?:medida|medidas|talla|tamano|tamaño)(?: de)?:? (?!(?:para|pra)\b)[a-z0-9]\S*|"
                     r"(?:de )?(?:color|colores|cor|cores):? (?!(?:para|pra|que)\b)[a-z]+(?: [a-z]+)?|"
                     r"dedicad[oa]s? (?:a|para|pra) (?!(?:las|as|la|el|o)\b)[a-z]+(?: [a-z]+)?|"
                     r"(?:envuelt|envolt)[oa]s? (?:en|con|co|nun|nunha) [^,.;!?¿¡]+|"
                     r"(?:mi|mis|o meu|a mina|os meus|as minas) [a-z]+ (?:es|son|e|sen|mide|miden) "
                     rf"(?:de )?[0-9]+(?:[.,x][0-9]+)? {_UNIT})\b")
# «…, color X para el martes», «… rosa y …»: the rest of the request after the value (not «e de 28 <unit>»)
_CUED_END_RE = folded_re(r"\s+(?:(?:para|pra|pa)(?: (?:el|la|o|a))?|(?:a|as) las?|as|el|o|y|e|que|por favor|porfa|"
                         r"gracias|grazas)(?! (?:de )?[0-9])(?: .*)?$")
_CUE_WORDS = frozenset("medida medidas talla tamano de color colores cor cores".split())


def cued(norm: str) -> list[str]:
    """«…, color <colour>», «…, dedicado a María»: each cued wish, without the day or time said after it."""
    found = [_CUED_END_RE.sub("", m.group(0)).strip() for m in _CUED_RE.finditer(norm)
             if not ANYONE_RE.search(_clause_from(norm, m.start()))]
    return [said for said in found if _has_a_value(said)]


def _clause_from(norm: str, at: int) -> str:
    """From the cue to the end of its clause: «de color me da igual, …» → «de color me da igual»."""
    rest = norm[at:]
    ends = [i for i in (rest.find(p) for p in ",.;!?") if i >= 0]
    return rest[:min(ends)] if ends else rest


def _has_a_value(said: str) -> bool:
    """«color rojo»: a value; «de color me da», «de color no se», «a cor o que…»: none."""
    value = [w for w in said.split() if w not in _CUE_WORDS]
    if not value:
        return False
    if value[0] in NO_VALUE_WORDS | NOT_WORDS:
        return False
    return not (value[0] in ARTICLE_WORDS and value[1:2] == ["que"])


def with_or_without_apart(words: list[str], spans: list[tuple[int, int]], avoid: frozenset) -> list[str]:
    """«X para el lunes a las 11 con la foto de <someone>», «… pero sin <thing>»: «con»/«sin» after the
    thing ordered and the request's words between, up to the rest of the request (a person of the
    staff, how one pays, haste: no wish)."""
    if not spans:
        return []
    taken = {i for start, stop in spans for i in range(start, stop)}
    out = []
    for at in range(min(stop for _, stop in spans), len(words)):
        if words[at] not in WITH_WORDS | _WITHOUT or at in taken:
            continue
        said = _phrase_after(words, at, taken, avoid)
        named = [w for w in said if w not in _ARTICLES]
        if not named or named[0] in _NOT_A_WISH or any(w in avoid for w in said) or _company_or_feeling(said):
            continue
        if words[at] in _WITHOUT or len(said) >= _ENOUGH_WITH and any(len(w) > 3 for w in named):
            out.append(" ".join([words[at], *said]))
    return out


def _company_or_feeling(said: list[str]) -> bool:
    """«con mi hija», «co meu home», «con mis padres»: who or what of the writer's comes along; «con mucho
    cariño», «con todo el cariño»: said with feeling. Neither is a wish about the thing («con mi foto»,
    «con la foto de mi X» are: put on it)."""
    mine = said[1:] if said[:1] and said[0] in MY_WORDS else said[2:] if said[1:2] and said[1] in MY_WORDS \
        and said[0] in ARTICLE_WORDS else None
    if mine is not None:        # «con mi foto», «co meu nome»: put on the thing, a wish
        return not mine or mine[0] not in PUT_ON_WORDS | WRITTEN_ON
    return bool(said) and said[0] in WITH_FEELING_WORDS


def _phrase_after(words: list[str], at: int, taken: set[int], avoid: frozenset) -> list[str]:
    said: list[str] = []
    for i in range(at + 1, min(len(words), at + 1 + _LONGEST)):
        w = words[i]
        if w in _STOP or i in taken or (w.isdigit() and said[-1:] not in (["de"], ["do"], ["da"])) \
                or w in WEEKDAYS or w in avoid:
            break
        said.append(w)
    while said and said[-1] in _ARTICLES:
        said.pop()
    return said
