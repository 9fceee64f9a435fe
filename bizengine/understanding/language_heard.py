"""The language heard: the one the customer's own sentences were written in, kept in the dialog state
(`heard`). A message whose only words of either language are courtesies and bare answers («non»,
«grazas», «si», «ok», «vale», «bos días», «muchas gracias») says no language against it: a customer who
has written in Spanish and types «non» or «grazas» (a slip, or the word a bilingual hand types first)
is still answered in Spanish, and one who has written in Galician and types «no» or «gracias» in
Galician. Until a language is heard (a first «hola», a count, a name) such a word still sets it."""
from __future__ import annotations

from bizengine.understanding.lexicon import words_of_a_language

# yes, no, thanks, greetings, sorry, fillers: the words either speaker types either way (folded). Not a
# farewell («adeus», «ata logo»): said to close, in the customer's own language
LONE_WORDS = frozenset("""
si sip sii no non nop ok okay okey oki vale val dacordo acordo acuerdo claro perfecto perfecta genial
gracias grazas gracinas grazinas grasias grax moitas muchas mil hola ola holi buenas buenos bos boas bo boa
dia dias tardes noites noches bueno pues pois venga perdon perdona disculpa
""".split())


def tells_its_language(words: list[str]) -> bool:
    """Whether the message says its language: by a word of one beyond the courtesies and bare answers, or
    by those when other words are said with them («deixámolo, grazas», «que non leve X»: a sentence)."""
    own = [w for w in words if w not in LONE_WORDS]
    if words_of_a_language(own) > 0:
        return True
    return any(w.isalpha() for w in own) and words_of_a_language(words) > 0
