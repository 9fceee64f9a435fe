"""«una <service> y un <thing not had>», «unha <service>, unha <thing not had>»: a thing not had listed
beside the ones named, with its own count, is asked for as they are, so it is said not had (never
dropped in silence because something else of the message was found). A word the catalogue's
descriptions use («<service> y un <what it includes>») is part of what is had, so it is not said."""
from __future__ import annotations

from bizengine.language.text import singular
from bizengine.understanding.item_index import index_of
from bizengine.understanding.item_words import qty_token
from bizengine.understanding.items import Found

_AND = frozenset(("y", "e", "ni", "nin"))


def listed_beside_the_named(biz, found: Found, unknown: str) -> bool:
    """Whether the words `unknown` come with a count of their own right after «y», or right after a
    thing named (the comma gone), in the message `found` was read from, and are no catalogue's words."""
    words, said = found.words or [], unknown.split()
    described = index_of(biz).own_words
    if any(singular(w) in own for w in said for own in described.values()):
        return False
    ends = {end for _, end in found.spans}
    for i in range(2, len(words) - len(said) + 1):
        if words[i:i + len(said)] == said and qty_token(words[i - 1]) is not None \
                and (words[i - 2] in _AND or i - 1 in ends):
            return True
    return False
