"""A thing named alone, by its article, with nothing else said: «o lume vermello en galego», «quero o
lume vermello», «la chica de siempre», «los de la semana pasada».

Read here: its words besides the small ones, and what they say of it. A wish («quero o …»), a
language («… en galego») or a word of a category's name beside it names it as goods are named; a
person, a place, a time, «los de …» (the ones of some other time) or a wish of the trade's that may be
of the place («la <a note word> de regalo») never name goods. What the catalogue holds is the conversation's
to weigh."""
from __future__ import annotations

import re
from dataclasses import dataclass

from bizengine.language.small_words import STOP
from bizengine.language.text import singular
from bizengine.understanding.item_words import OF, OTHER
from bizengine.understanding.lexicon import LANGUAGES, NAMED_ALONE_RE, NO_GOODS_WORD_RE, PLACES
from bizengine.understanding.vocabulary import Vocabulary


@dataclass(frozen=True)
class NamedAlone:
    phrase: str               # folded, from its article: «o lume vermello en galego»
    head: str                 # the first word besides the small ones: «lume»
    wished: bool              # «quero o …», «busco unha …»: asked for as goods are
    in_a_language: bool       # «… en galego»: an edition, as a title is asked for
    beside_a_category: bool   # «o abono para plantas» where a category is «Plantas»: of the shop's goods
    no_goods: bool            # a person, a place, a time, «los de …», a trade's wish of the place


def named_alone(norm: str, text: str, vocabulary: Vocabulary) -> NamedAlone | None:
    """The thing named alone in a message, when it is one of two words or more besides the small
    ones (never asked: «las elaboráis vosotras?»)."""
    m = NAMED_ALONE_RE.match(norm) if "?" not in text else None
    if m is None:
        return None
    phrase = m.group("named")
    words = phrase.split()[1:]
    said = [w for w in words if w not in STOP]
    if len(said) < 2:
        return None     # «el <one word>»: may ask of the place (the knowledge, a person)
    return NamedAlone(phrase, said[0], wished=bool(m.group("wish")),
                      in_a_language=_in_a_language(words),
                      beside_a_category=any(singular(w) in vocabulary.category_words for w in said[1:]),
                      no_goods=_names_no_goods(phrase, words, vocabulary))


def _in_a_language(words: list[str]) -> bool:
    return any(a == "en" and b in LANGUAGES for a, b in zip(words, words[1:]))


def _names_no_goods(phrase: str, words: list[str], vocabulary: Vocabulary) -> bool:
    """«los de la semana pasada», «el de siempre»: the ones of another time; «la chica …», «el parking
    …», «… de siempre»: a person, a place, a time; «la <a note word> de regalo»: a trade's wish; «la primera y
    la segunda», «la otra»: places in a list."""
    return words[0] in OF or NO_GOODS_WORD_RE.search(phrase) is not None \
        or _found(vocabulary.note_words, phrase) or any(w in PLACES or w in OTHER for w in words)


def _found(words: re.Pattern | None, phrase: str) -> bool:
    return words is not None and words.search(phrase) is not None
