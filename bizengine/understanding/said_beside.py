"""What the customer asks of the thing ordered, said apart from it in the same message: «… para el
lunes a las 11 sin lirios», «…, con la foto de mi perro», «…, medida 700x35», «…, color caoba»,
«…, dedicado a María», «…, envuelto en papel kraft». Each is returned in the customer's folded words,
for the request's note (said right after the thing, «X con un dibujo de …» is `notes.said_with_it`'s)."""
from __future__ import annotations

from bizengine.language.days import WEEKDAYS
from bizengine.understanding.lexicon import folded_re

_WITH = frozenset(("con", "co", "coa", "cun", "cunha"))
_WITHOUT = frozenset(("sin", "sen"))
# Words that end the phrase: the rest of the request
_STOP = frozenset("para pa pra el hoy hoxe manana mana a las as y e somos seremos semos que por pola reserva "
                  "cita con co coa sin sen si se porfa gracias grazas mejor mellor vale ok pero".split())
_ARTICLES = frozenset("el la los las o a os as un una unha de do da mi mis meu miña mina".split())
# After «con»/«sin», not a wish about the thing: how one pays, haste, a note declined, a time
_NOT_A_WISH = frozenset("tarjeta tarxeta efectivo bizum cambio prisa presa problema problemas falta nota notas "
                        "indicacion indicaciones indicacions observaciones observacions mensaje mensaxe nada mas "
                        "tiempo tempo antelacion cita reserva".split())
_ENOUGH_WITH = 2        # «con la foto», «con un dibujo»: a thing named («con Marta», «con nata»: not enough)
_LONGEST = 8

# «medida 700x35», «talla M», «color caoba», «de color verde», «dedicado a María», «envuelto en papel kraft»,
# «mi rueda es de 28 pulgadas»: a cue and its value, to the end of the clause
_CUED_RE = folded_re(r"\b(?:(?:medida|medidas|talla|tamano|tamaño)(?: de)?:? (?!(?:para|pra)\b)[a-z0-9]\S*|"
                     r"(?:de )?(?:color|colores|cor|cores):? (?!(?:para|pra|que)\b)[a-z]+(?: [a-z]+)?|"
                     r"dedicad[oa]s? (?:a|para|pra) (?!(?:las|as|la|el|o)\b)[a-z]+(?: [a-z]+)?|"
                     r"(?:envuelt|envolt)[oa]s? (?:en|con|co|nun|nunha) [^,.;!?¿¡]+|"
                     r"(?:mi|mis|o meu|a mina|os meus|as minas) [a-z]+ (?:es|son|e|sen|mide|miden) "
                     r"(?:de )?[0-9]+(?:[.,x][0-9]+)? (?:pulgadas|polgadas|mm|cm|milimetros|centimetros|metros))")
_CUED_END_RE = folded_re(r"\s+(?:(?:para|pra|pa)(?: (?:el|la|o|a))?|(?:a|as) las?|as|el|o|y|e|que|por favor|porfa|"
                         r"gracias|grazas)(?: .*)?$")


def cued(norm: str) -> list[str]:
    """«…, color caoba», «…, dedicado a María»: each cued wish, without the day or time said after it."""
    return [_CUED_END_RE.sub("", m.group(0)).strip() for m in _CUED_RE.finditer(norm)]


def with_or_without_apart(words: list[str], spans: list[tuple[int, int]], avoid: frozenset) -> list[str]:
    """«X para el lunes a las 11 con la foto de mi perro», «… pero sin lirios»: «con»/«sin» after the
    thing ordered and the request's words between, up to the rest of the request (a person of the
    staff, how one pays, haste: no wish)."""
    if not spans:
        return []
    taken = {i for start, stop in spans for i in range(start, stop)}
    out = []
    for at in range(min(stop for _, stop in spans), len(words)):
        if words[at] not in _WITH | _WITHOUT or at in taken:
            continue
        said = _phrase_after(words, at, taken, avoid)
        named = [w for w in said if w not in _ARTICLES]
        if not named or named[0] in _NOT_A_WISH or any(w in avoid for w in said):
            continue
        if words[at] in _WITHOUT or len(said) >= _ENOUGH_WITH and any(len(w) > 3 for w in named):
            out.append(" ".join([words[at], *said]))
    return out


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
