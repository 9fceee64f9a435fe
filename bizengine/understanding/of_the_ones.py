"""«<product> de las de Y», «<product> das de Y», «<product> dos de Y»: Y says which of the product
(its kind, or a quality the catalogue may not have), exactly as «<product> de Y» does; it is never
one more of it. The item reader reads the message with those words said as «de Y»."""
from __future__ import annotations

from bizengine.language.text import singular
from bizengine.understanding.item_index import _Index
from bizengine.understanding.item_words import DEFINITE, OF, qty_token

# «de las», «de los», «de as», «de os» before another «de»: «<X> de las de Y»
_THE_ONES = frozenset(("las", "los", "as", "os"))
# Galician «das» (de + as) and «dos» (de + os) before «de»: «<X> das de Y»
_OF_THE_ONES = frozenset(("das", "dos"))
# «dos» is also Spanish «two»: «4 <X>, dos de Y», «<X>, dos de Y» say two of them; read as «de Y» only
# after a count of two («dous <X> dos de Y»: in either reading, all of them)
_TWO = 2


def said_as_of(idx: _Index, words: list[str]) -> list[str]:
    """The words with each «de las de», «das de», «dos de» right after a catalogue word said «de»."""
    out: list[str] = []
    i = 0
    while i < len(words):
        taken = _of_the_ones_at(idx, words, i)
        if taken and out and _a_catalogue_word(idx, out[-1]):
            out.append("de")
            i += taken
            continue
        out.append(words[i])
        i += 1
    return out


def _of_the_ones_at(idx: _Index, words: list[str], i: int) -> int:
    """How many words «de las de», «das de» or «dos de» at words[i] take (0: none there)."""
    said = words[i:i + 3]
    if len(said) == 3 and said[0] in OF and said[1] in _THE_ONES and said[2] in OF:
        return 3
    if len(said) >= 2 and said[0] in _OF_THE_ONES and said[1] in OF:
        return 2 if said[0] == "das" or _after_two(idx, words, i) else 0
    return 0


def _after_two(idx: _Index, words: list[str], i: int) -> bool:
    """Whether the name before words[i] («<X>», «<X> de <Y>») comes right after a count of two."""
    k = i - 1
    while k >= 0 and (_a_catalogue_word(idx, words[k]) or (words[k] in OF and k < i - 1)):
        k -= 1
    return k >= 0 and qty_token(words[k]) == _TWO


_NOT_A_NAME = OF | DEFINITE | {"un", "una", "uno", "unha", "unos", "unas", "uns", "unhas"}


def _a_catalogue_word(idx: _Index, word: str) -> bool:
    """A word of a name in the catalogue («una», «de», «2» of a longer name name nothing alone)."""
    return word.isalpha() and word not in _NOT_A_NAME and singular(word) in idx.known
