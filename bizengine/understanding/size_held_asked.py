"""«¿para cuántas personas es?», «¿cuántas <option> tiene?», «¿es grande?», «¿da para 10?», «¿cuánto pesa?»:
the size of what is held asked, whole message, naming no size of its own. The conversation answers it
with the size held (conversation/size_held.py) when the order holds a thing in a size."""
from __future__ import annotations

import re
from dataclasses import dataclass

from bizengine.language.text import singular, to_int
from bizengine.understanding.lexicon import FOR_HOW_MANY, HOW_MANY_SERVED, SIZE_WORD_RE
from bizengine.understanding.remarks import GALICIAN_IS_RE


@dataclass(frozen=True)
class SizeHeldAsked:
    """The size of what is held, asked; `enough_for`: the people it should serve («¿da para 10?»)."""

    enough_for: int | None = None
    weight: bool = False        # «¿cuánto pesa?»: its weight, which the description may say


_LEAD = r"^(?:(?:y|e|pues|pois|oye|oe|vale|ok|perdona|perdoa|una pregunta|unha pregunta|eso|esto|iso|isto) )*"
_THAT = r"(?: (?:eso|esto|iso|isto|esa|esta|ese|este|la|el|a|o|cada una|cada unha))?"
_ABOUT = r"(?: (?:mas o menos|mais ou menos|aprox|aproximadamente|entonces|daquela|mas|mais))?"
_BE = r"(?:es|e|son|sera|seria|seran|da|dan|sale|salen|sae|saen|llega|chega|alcanza)"
# «para cuántas (personas) es», «pra cantos da», «cuántas personas comen»: the people it serves
_FOR_HOW_MANY_RE = re.compile(
    _LEAD + rf"(?:{FOR_HOW_MANY}(?: (?!(?:dias|horas|semanas|meses|minutos)\b)\w+)? {_BE}|{HOW_MANY_SERVED})"
    + _THAT + _ABOUT + r"$")
# «cuántas <word> tiene»: the word is the option's own (from the catalogue) or a size word
_HOW_MANY_OF_RE = re.compile(_LEAD + r"(?:cuant|cant)[oa]s (?P<w>\w+) (?:tiene|tienen|tine|tien|ten|tenen|lleva|levan|"
                             r"llevan|leva|trae|traen|son|da|dan|sale|salen|sae|saen|hay|hai)" + _THAT + _ABOUT + r"$")
# «de qué tamaño es», «cómo es de grande», «es grande», «é moi grande»: its size, asked
_HOW_BIG_RE = re.compile(_LEAD + r"(?:(?:de )?(?:que|cuanto|canto) (?:tamano|grande) (?:es|e|tiene|ten)"
                         r"|(?:como|cuanto|canto) (?:es|e) de (?:grande|grandes))"
                         + _THAT + _ABOUT + r"$")
# «¿es grande?», «¿es la grande?», «é moi grande?»: its size, asked (a bare «e» is «and», the Galician «é»
# is written with its accent; «vale, es la grande», without «?», says the size instead)
_IS_SIZE_RE = re.compile(_LEAD + r"(?P<be>es|e) (?:muy |moi |bastante |moito |mui |(?P<the>la|el|a|o) )?"
                         + SIZE_WORD_RE.pattern + _THAT + _ABOUT + r"$")
# «da para 10 (personas)», «chega pra 10?», «es suficiente para diez», «comen 10»: enough for that many
_ENOUGH_RE = re.compile(_LEAD + r"(?:(?:da|dara|daria|llega|llegara|llegaria|alcanza|alcanzara|alcanzaria|chega|"
                        r"chegara|chegaria|abonda|abondara|basta|bastara|sirve|servira|hay|hai|"
                        r"(?:es|e|sera|seria) (?:suficiente|bastante)) (?:para|pra|pa)"
                        r"|(?:comen|comerian|poden comer|pueden comer)) (?P<n>\w+)"
                        r"(?: (?:personas|persoas|pax|invitados|convidados|nenos|ninos))?" + _ABOUT + r"$")
# «… la X», «… esa X»: the thing asked about, named after the question (read as a thing by the reader)
_NAMED_RE = re.compile(r"(?: (?:la|el|a|o|las|los|as|os|esa|esta|ese|este|esas|estes|estas|esos) (?P<word>\w+)"
                       r"(?: \w+){0,3})?$")
# «cuánto pesa», «canto pesa», «cuántos kilos tiene»: its weight
_WEIGHT_RE = re.compile(_LEAD + r"(?:(?:cuanto|canto) (?:pesa|pesan|pesara|pesaria)"
                        r"|(?:cuant|cant)[oa]s (?:kilos|quilos|gramos|kg) (?:tiene|ten|pesa|son|e|es))"
                        + _THAT + _ABOUT + r"$")
_SIZE_WORDS = frozenset({"persona", "persoa", "tamano"})


def read_size_held_asked(norm: str, raw: str, option_words: frozenset,
                         product_words: frozenset) -> SizeHeldAsked | None:
    """The size of what is held asked in `norm` (text.clean), the thing asked about maybe named after
    it («¿para cuántas personas es la X?»); `option_words`: the words of the catalogue's option names
    (singular), which «¿cuántas <word> tiene?» may ask; `product_words`: the catalogue's words for its
    things (vocabulary.product_words), one of which names the thing after the question; `raw`: the
    message as written (its «?», its «é»)."""
    asked = _asked(norm, raw, option_words)
    if asked is not None:
        return asked
    m = _NAMED_RE.search(norm)
    if m is None or not 0 < m.start() < len(norm) or _another_size(m.group(0)) \
            or singular(m["word"]) not in product_words:
        return None     # «¿da para 10 la de 20?»: another size; «¿para cuántas personas es la mesa?»: no thing
    return _asked(norm[:m.start()], raw, option_words)


def asks_size_of_other(norm: str, raw: str, option_words: frozenset, product_words: frozenset) -> bool:
    """«¿es grande la tienda?»: a size asked of something that is not a thing sold (nothing ordered)."""
    m = _NAMED_RE.search(norm)
    return bool(m is not None and 0 < m.start() < len(norm) and not _another_size(m.group(0))
                and singular(m["word"]) not in product_words and _asked(norm[:m.start()], raw, option_words))


def _another_size(named: str) -> bool:
    """«la de 20», «la grande»: a size of its own, named after the question."""
    return any(ch.isdigit() for ch in named) or bool(SIZE_WORD_RE.search(named))


def _is_size_asked(norm: str, raw: str) -> bool:
    m = _IS_SIZE_RE.match(norm)
    return bool(m and (m["be"] == "es" or GALICIAN_IS_RE.search(raw)) and (not m["the"] or "?" in raw))


def _asked(norm: str, raw: str, option_words: frozenset) -> SizeHeldAsked | None:
    if _WEIGHT_RE.match(norm):
        return SizeHeldAsked(weight=True)
    if _FOR_HOW_MANY_RE.match(norm) or _HOW_BIG_RE.match(norm) or _is_size_asked(norm, raw):
        return SizeHeldAsked()
    m = _HOW_MANY_OF_RE.match(norm)
    if m and option_words and (singular(m["w"]) in option_words or singular(m["w"]) in _SIZE_WORDS):
        return SizeHeldAsked()
    m = _ENOUGH_RE.match(norm)
    n = to_int(m["n"]) if m else None
    return SizeHeldAsked(enough_for=n) if n else None
