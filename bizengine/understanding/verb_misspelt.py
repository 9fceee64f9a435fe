"""A verb of a catalogue alias misspelt by one letter («que me cientren la X» for «centren», «arregéis»
for «arregléis»), read as a misspelt name is, and only where the alias's own words follow it: alone, a
word a letter off a verb form is as often another verb (Galician «teñen», «they have», beside «tiñen»).
A common word of questions (language/small_words: «tienen», «tenéis») is never such a misspelling."""
from __future__ import annotations

from collections.abc import Iterable

from rapidfuzz.distance import OSA

from bizengine.language.small_words import STOP
from bizengine.language.text import singular

# shorter words (in the singular) are too near other verbs: «teñan», «tenan» (Galician «ter»)
MISSPELT_MIN_LEN = 6
_COMMON = frozenset(singular(w) for w in STOP)


def misspelling_keys(verbs: Iterable[str]) -> dict[str, frozenset[str]]:
    """Each verb, and each spelling of it one letter short, → the verbs so spelt: a word one letter off
    a verb shares a key with it (the index built once, never a walk over every verb)."""
    keys: dict[str, set[str]] = {}
    for verb in verbs:
        for key in (verb, *_one_letter_short(verb)):
            keys.setdefault(key, set()).add(verb)
    return {key: frozenset(found) for key, found in keys.items()}


def verbs_misspelt(keys: dict[str, frozenset[str]], word: str) -> frozenset[str]:
    """The verbs `word` (in the singular, no catalogue word) is one letter off: one more, one less, one
    changed or two swapped."""
    if not keys or len(word) < MISSPELT_MIN_LEN or word in _COMMON or not word.isalpha():
        return frozenset()
    near = {verb for key in (word, *_one_letter_short(word)) for verb in keys.get(key, ())}
    return frozenset(verb for verb in near if OSA.distance(word, verb) == 1)


def _one_letter_short(word: str) -> set[str]:
    return {word[:i] + word[i + 1:] for i in range(len(word))}
