"""«¿y la X?», «¿cuánto cuesta la X?» right after a thing's price, X a word the catalogue names
nowhere: X is what is asked about, and it is not sold — never the thing priced before, never a
question for a person. Spanish and Galician, folded."""
from __future__ import annotations

import re

from bizengine.language.small_words import STOP
from bizengine.language.text import singular
from bizengine.understanding.lexicon import HOW_MUCH_VERBS, TRAIT_WORDS, VISIT_WORDS, WHEN_WORD, is_diminutive
from bizengine.understanding.vocabulary import Vocabulary, vocabulary_of

# «y la X», «¿cuánto cuesta la X?», «e o X de Y?», «¿y cuánto vale la X?»: one thing after an article
_ONE_THING_ASKED_RE = re.compile(
    rf"^(?:(?:y|e|pues|pois|vale|ok|bueno|bo) )*(?:(?:cuanto|canto) (?:{HOW_MUCH_VERBS}|costa) )?(?:(?:y|e) )?"
    r"(?:el|la|los|las|o|a|os|as) (?P<thing>[a-z]+(?: (?:de|do|da|con|sin|sen) [a-z]+)?)$")
# what follows an article and names no thing («¿y la otra?», «¿y el mismo?», «¿y la cuenta?»)
_NO_THING = frozenset("otra otro outra outro mismo misma mesmo mesma primera primero segunda segundo ultima ultimo "
                      "anterior siguiente seguinte total cuenta conta".split())
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
    if not words or not all(_reads_as_a_thing(w, known) for w in words) or _the_trades_own(m["thing"], vocabulary):
        return None
    return m["thing"]


def _reads_as_a_thing(word: str, known: frozenset[str]) -> bool:
    """«tortilla», «flan»: a noun a thing sold would be named by; not a word of the catalogue, a size or
    a trait («familiar», «pequeñita»: of the thing talked about), nor one of paying or of the visit
    («tarjeta», «niños», «wifi»: the knowledge's or a person's)."""
    one = singular(word)
    if len(word) < _SHORTEST or word in _NO_THING or is_diminutive(word):
        return False
    return not ({word, one} & (known | TRAIT_WORDS | VISIT_WORDS))


def _the_trades_own(thing: str, vocabulary: Vocabulary) -> bool:
    """A word the business reads as a wish, a visit or its catalogue (business.json `reading`), no thing."""
    return any(rx is not None and rx.search(thing) for rx in (vocabulary.note_words, vocabulary.booking,
                                                            vocabulary.catalog))
