"""A particular of one named product asked that only its description can answer: «¿el X con qué
va?» (what comes with it), «¿de qué va X?» (what it is about), «¿la X qué válvula tiene?» (a word
the description says), «¿el X qué color es?» (a colour it names), «¿la X qué medida es?» (a measure
the description or name writes in figures).
When the description says nothing of it, the question is not this one: a person answers."""
from __future__ import annotations

import re

from bizengine.language.text import clean, singular
from bizengine.understanding.lexicon import COLOUR_OF

_ASKED_RE = re.compile(
    r"\b(?:con (?:que|q) (?P<with>va|van|vai|ven|veñen|vienen|viene|se sirve|se sirven|se serve|se serven|"
    r"lo servis|la servis|o servides|a servides|acompanas|acompanais|acompanades)|"
    r"(?:de|sobre) (?:que|q) (?P<about>va|vai|trata|tratan|vai o libro|va el libro)|"
    r"(?:que|q) (?:tipo de |clase de )?(?P<noun>[a-z]{3,}) "
    r"(?:es|e|son|tiene|ten|tienen|teñen|lleva|leva|llevan|levan|usa|trae|traen|gasta))\b")

# words asking a size or measure, answered by a description that writes one in figures («700x32»)
_MEASURE_WORDS = frozenset("medida medidas tamano tamanos talla tallas ancho anchura dimension dimensions "
                           "dimensiones dimensions largo longitud".split())
_WITH = frozenset(("con",))
# words asking a colour, answered by a description that names one («rosas rojas», «branca»)
_COLOUR_ASKED = frozenset("color colores cor cores".split())
# asked of the catalogue's own fields, never of the description's words
_NOT_DESCRIBED = frozenset("precio precios prezo prezos hora horas horario dias alergenos alerxenos".split())


def asks_its_description(norm: str, product: dict) -> bool:
    """Whether the message asks of the product a particular its description says (in either language)."""
    m = _ASKED_RE.search(norm or "")
    described = _description_words(product)
    if m is None or not described:
        return False
    if m["with"]:
        return bool(_WITH & set(described))
    if m["about"]:
        return True
    noun = m["noun"]
    if noun in _NOT_DESCRIBED:
        return False
    if noun in _COLOUR_ASKED:
        return any(singular(w) in COLOUR_OF for w in described)
    if noun in _MEASURE_WORDS:      # «<X> 700x28»: the name may write it too
        named = clean(str(product.get("name") or "")).split()
        return any(any(ch.isdigit() for ch in w) for w in described + named)
    return _said_in(noun, described)


def _description_words(product: dict) -> list[str]:
    described = product.get("description") or ""
    texts = described.values() if isinstance(described, dict) else [described]
    return clean(" ".join(str(t) for t in texts)).split()


def _said_in(noun: str, described: list[str]) -> bool:
    """«valvula» in «Válvula presta»; one letter short of the end for a gender or plural («rojo», «rojas»)."""
    stem = singular(noun)[:-1]
    return len(stem) >= 3 and any(w.startswith(stem) for w in described)
