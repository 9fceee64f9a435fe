"""A particular of one named product asked that only its description can answer: «¿el X con qué
va?» (what comes with it), «¿de qué va X?» (what it is about), «¿la X qué válvula tiene?» (a word
the description says), «¿el X qué color es?» (a colour it names), «¿la X qué medida es?» (a measure
the description or name writes in figures), «¿el X de dónde es?» (a place its description names),
«¿qué tal se mantiene el X?» (how well it lasts, when its description says so).
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

# «¿de dónde es?», «¿de onde son?», «¿de qué zona es?», «¿qué origen tiene?»: where it comes from
_WHENCE_RE = re.compile(
    r"\b(?:(?:de|dende|desde) (?:donde|onde)(?: (?:es|son|e|viene|vienen|ven|venen|procede|proceden|sale|salen))?|"
    r"de (?:que|q) (?:zona|region|rexion|sitio|lugar|pais|parte|provincia|tierra|terra) (?:es|son|e|viene|vienen|ven)|"
    r"(?:que|q) (?:origen|orixe|procedencia) (?:tiene|ten|tienen|tenen)|(?:su|seu|el|o) (?:origen|orixe)|"
    r"procedencia)\b")
# a place named after «de», «en» in a description: «<X> de <Place>», «hecha en <Place>» (written
# with its capital, so a plain «de dos varas» names none)
_PLACE_NAMED_RE = re.compile(r"\b(?:de|en|do|da|desde|dende) (?:[A-ZÁÉÍÓÚÑ][\wáéíóúñü-]+)")
# «¿qué tal se mantiene?», «¿aguanta bien?», «¿es resistente?», «¿necesita muchos cuidados?»: how
# well it lasts or how much care it needs
_KEEPING_RE = re.compile(
    r"\b(?:(?:que|q) tal (?:se )?(?:mantiene|mantienen|manten|mantén|aguanta|aguantan|conserva|conservan|"
    r"dura|duran|resiste|resisten|cuida|coida)|aguanta(?:n)? (?:bien|ben|mucho|moito)|"
    r"(?:es|son|e) (?:muy |moi )?(?:resistente|resistentes|delicad[oa]s?|sufrid[oa]s?|duradero|duradera|"
    r"duradeiro|duradeira|facil de (?:cuidar|coidar|mantener|manter))|"
    r"(?:necesita|necesitan|requiere|precisa|precisan|leva|lleva) (?:mucho|muchos|moito|moitos) "
    r"(?:cuidado|cuidados|coidado|coidados|mantenimiento|mantemento)|"
    r"como se (?:cuida|cuidan|coida|coidan|mantiene|mantienen|manten|conserva|conservan)|"
    r"(?:cuidados|coidados|mantenimiento|mantemento) (?:necesita|precisa|tiene|ten|lleva|leva|requiere))\b")
# what a description says of lasting or care: «aguanta casi todo», «muy resistente», «fácil de cuidar»
_KEEPING_SAID_RE = re.compile(r"\b(?:aguant|resist|durader|duradeir|cuid|coid|conserv|mantien|mantén|sufrid)\w*")

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
    if _WHENCE_RE.search(norm or ""):
        return any(_PLACE_NAMED_RE.search(text) for text in _descriptions(product))
    if _KEEPING_RE.search(norm or ""):
        return any(_KEEPING_SAID_RE.search(clean(text)) for text in _descriptions(product))
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


def _descriptions(product: dict) -> list[str]:
    """The product's description in each language, as written."""
    described = product.get("description") or ""
    return [str(t) for t in (described.values() if isinstance(described, dict) else [described])]


def _description_words(product: dict) -> list[str]:
    return clean(" ".join(_descriptions(product))).split()


def _said_in(noun: str, described: list[str]) -> bool:
    """«valvula» in «Válvula presta»; one letter short of the end for a gender or plural («rojo», «rojas»)."""
    stem = singular(noun)[:-1]
    return len(stem) >= 3 and any(w.startswith(stem) for w in described)
