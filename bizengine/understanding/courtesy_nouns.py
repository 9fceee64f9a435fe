"""The nouns of a greeting or a sign-off said beside a request («un saludo», «un fuerte abrazo», «unha
aperta», «un bico», «que tengas un buen día»): courtesies, never a thing asked for that is not sold,
misspelt by a letter too («un sludo»)."""
from __future__ import annotations

from rapidfuzz.distance import OSA

# folded; the adjectives that go with them too («un cordial saludo», «un buen día»)
COURTESY_NOUNS = frozenset("""
saludo saludos saludito saluditos saludico saudo saudos saudino saudinos abrazo abrazos abrazote aperta apertas
apertina beso besos besito besitos bico bicos biquino biquinos cordial cordiales fuerte forte afectuoso
agarimoso agarimosa buen bo bon feliz dia dias tarde tardes noche noches noite noites
""".split())
_MISSPELT_MIN_LEN = 5      # shorter words are a letter off too many others («beso», «peso»)
# misspelt, only the longer nouns: «bicas» (a thing) is a letter off «bicos» too
_LONG = frozenset(w for w in COURTESY_NOUNS if len(w) >= 6)


def a_courtesy_noun(word: str) -> bool:
    """Whether `word` (folded) is a courtesy noun, or one a letter off a long one («saluo», «abrazp»)."""
    return word in COURTESY_NOUNS or (len(word) >= _MISSPELT_MIN_LEN and word.isalpha()
                                      and any(OSA.distance(word, noun) == 1 for noun in _LONG))
