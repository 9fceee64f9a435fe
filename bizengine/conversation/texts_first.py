"""A question the business's texts answer although the catalogue names what it is about.

«¿a partir de qué edad cortáis a niños?» names a service (its card gives a price and a duration)
but asks an age, which only a text says; «¿tenéis pan sin gluten?» where no product is that bread
asks what a text says outright. The texts answer first when their best section covers most of the
question and holds every word it asks beyond the catalogue (its names, its price, allergen and
diet words, its question words), and the thing named when one is. «¿cuánto cuesta X?», «¿tenéis
X?», «¿X lleva gluten?», «¿qué ingredientes tiene X?» and «¿qué tenéis sin gluten?» keep the
catalogue's answer."""
from __future__ import annotations

import re

from bizengine.conversation import info
from bizengine.conversation.handoff import kb_first
from bizengine.knowledge.lexical import section_holds
from bizengine.knowledge.words import STOP, terms
from bizengine.language.text import singular
from bizengine.understanding.diet import ALLERGEN_WORDS, DIET_TAGS, detect_diet
from bizengine.understanding.lexicon import TOPICS

# The readings the catalogue gives a question about a thing (a price keeps its card: stop 31)
_CATALOGUE_TOPICS = frozenset({"product", "allergens"})
# «¿llevan huevo?», «¿qué puedo tomar?»: what a card or a diet list answers, whatever a text also says
_CONTAINS_WORDS = frozenset("""lleva llevan leva levan contiene contienen conten contenen tiene tienen ten teñen
tomar comer beber puedo podo""".split())
# The topics whose own words a card answers («precio», «alérgenos»); «product» also asks an age or a
# lead time, which a text may say instead
_ASKED_OF_THE_CARD = frozenset({"price", "allergens"})
# «frutos secos», «sin azúcar», «diabético»: a diet's words, which the diet list answers
_DIET_RE = re.compile(r"\b(?:" + "|".join([*ALLERGEN_WORDS.values(), *(tag.pattern for _name, tag in DIET_TAGS)])
                      + r")\b")
_WHICH_RE = re.compile(r"\b(?:que|cual|cuales|cal|cales)\b")
_SHORTEST = 3       # «a», «en», «ir»: no word a text is about


def answered_by_the_texts(c, s, topics: list[str]) -> bool:
    """The texts' answer, said, when the question asks them beyond the catalogue; else nothing said."""
    if not (topics and set(topics) <= _CATALOGUE_TOPICS):
        return False
    if "allergens" in topics and (s.items.lines or s.items.ambiguous or _WHICH_RE.search(s.norm or "")):
        return False        # «¿la X lleva harina?», «¿qué X no llevan gluten?»: the card, the diet list
    beyond, named = _words_beyond(c, s), _words_named(s)     # every word beyond is the text's
    if not beyond or not section_holds(c.biz, s.text or "", beyond, named):
        return False        # «¿qué ingredientes tiene la X?»: the shop's «Ingredientes» is not X's
    c.note("texts_first", True, "la pregunta va más allá del catálogo: " + ", ".join(beyond))
    return kb_first(c, s.text or "")


def _words_beyond(c, s) -> list[str]:
    """«¿a partir de qué edad cortáis a niños?» → partir, edad, cortais: the words no card answers
    (nor the catalogue's topics: «¿qué alérgenos lleva X?»)."""
    asked = _DIET_RE.sub(" ", s.norm or "")
    for topic, words in TOPICS:
        asked = words.sub(" ", asked) if topic in _ASKED_OF_THE_CARD else asked
    return [w for w in info.words_besides_catalogue(c.biz, asked)
            if len(w) >= _SHORTEST and not w.isdigit() and singular(w) not in STOP and terms(w)
            and w not in _CONTAINS_WORDS
            and not info.is_price_word(w) and not any(detect_diet(w).values())]


def _words_named(s) -> list[str]:
    """The words that name a thing of the catalogue («niños» of «… cortáis a niños?»)."""
    words = s.items.words or []
    return [words[i] for start, end in s.items.spans for i in range(start, end) if i < len(words)]
