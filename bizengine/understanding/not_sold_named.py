"""«¿y la X?», «¿cuánto cuesta la X?» right after a thing's price, X a word the catalogue names
nowhere: X is what is asked about, and it is not sold — never the thing priced before, never a
question for a person. Spanish and Galician, folded."""
from __future__ import annotations

import re

from bizengine.language.small_words import STOP
from bizengine.language.text import singular
from bizengine.understanding.lexicon import WHEN_WORD
from bizengine.understanding.vocabulary import vocabulary_of

# «y la X», «¿cuánto cuesta la X?», «e o X de Y?», «¿y cuánto vale la X?»: one thing after an article
_ONE_THING_ASKED_RE = re.compile(
    r"^(?:(?:y|e|pues|pois|vale|ok|bueno|bo) )*(?:(?:cuanto|canto) (?:cuesta|cuestan|vale|valen|custa|custan|sale|"
    r"salen|sae|saen|costa) )?(?:(?:y|e) )?(?:el|la|los|las|o|a|os|as) (?P<thing>[a-z]+(?: (?:de|do|da|con|sin|sen) "
    r"[a-z]+)?)$")
# what follows an article and names no thing («¿y la otra?», «¿y el mismo?», «¿y la grande?»)
_NO_THING = frozenset("otra otro outra outro mismo misma mesmo mesma primera primero segunda segundo ultima ultimo "
                      "grande pequena mediana pequeno mediano anterior siguiente seguinte total cuenta conta".split())
_A_TIME_WORD_RE = re.compile(rf"\b{WHEN_WORD}\b|\bfin(?:es|de)?\b")     # «¿y los fines de semana?»: when, no thing
_SHORTEST = 4       # shorter words are articles, numbers and such, never a dish or a thing asked


def thing_not_sold(norm: str, biz) -> str | None:
    """The thing asked about, as said («<thing>», «<thing> de <word>»), when no word of it is one the
    catalogue names things with; None when the message asks about no one thing so, or one it sells."""
    m = _ONE_THING_ASKED_RE.match(norm or "")
    if m is None or _A_TIME_WORD_RE.search(m["thing"]):
        return None
    words = [w for w in m["thing"].split() if w not in STOP]
    vocabulary = vocabulary_of(biz)
    known = vocabulary.product_words | vocabulary.category_words | vocabulary.not_items
    if not words or any(len(w) < _SHORTEST or w in _NO_THING or singular(w) in known or w in known for w in words):
        return None
    return m["thing"]
