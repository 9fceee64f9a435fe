"""The language heard: the one the customer's own sentences were written in, kept in the dialog state
(`heard`). A message whose only words of either language are courtesies and bare answers («non»,
«grazas», «si», «ok», «vale», «bos días», «muchas gracias») says no language against it: a customer who
has written in Spanish and types «non» or «grazas» (a slip, or the word a bilingual hand types first)
is still answered in Spanish, and one who has written in Galician and types «no» or «gracias» in
Galician. Until a language is heard (a first «hola», a count, a name) such a word still sets it."""
from __future__ import annotations

import re

from bizengine.understanding.lexicon import words_of_a_language

# yes, no, thanks, greetings, farewells, sorry, fillers: the words either speaker types either way (folded)
LONE_WORDS = frozenset("""
si sip sii no non nop ok okay okey oki vale val dacordo acordo acuerdo claro perfecto perfecta genial
gracias grazas gracinas grazinas grasias grax moitas muchas mil hola ola holi buenas buenos bos boas bo boa
dia dias tardes noites noches adios adeus chao chau ciao bueno pues pois venga perdon perdona perdoa
disculpa desculpa
""".split())

# «hasta luego», «ata logo»: a farewell, whose «hasta», «ata» tell no language either
_FAREWELL_RE = re.compile(r"\b(?:hasta|ata|deica) (?:luego|logo|pronto|manana|mana)\b")


def own_sentence_words(words: list[str]) -> list[str]:
    """The words of a message that may tell its language: all but the courtesies and bare answers."""
    kept = _FAREWELL_RE.sub(" ", " ".join(words)).split()
    return [w for w in kept if w not in LONE_WORDS]


def tells_its_language(words: list[str]) -> bool:
    """Whether the message says its language by more than courtesies and bare answers."""
    return words_of_a_language(own_sentence_words(words)) > 0

