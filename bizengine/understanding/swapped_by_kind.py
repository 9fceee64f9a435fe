"""«el de X en vez del de Y», «en lugar del de Y pon uno de X», «o de X no canto do de Y»: a held thing
given up for another, both told only by their kind («de Y»), the noun they share left out. Said again as
«cambia el de Y por <the new>», which the catalogue reads as a swap (read as it was, the new one came in
beside the held one)."""
from __future__ import annotations

import re

from bizengine.understanding.lexicon import INSTEAD_OF, SWAP_LEAD_IN, SWAP_VERB

# «del de Y», «de la de Y», «de los de Y», «do de Y», «da de Y», «dos de Y»: the one given up, by its kind
_GIVEN_UP = (rf"(?:{INSTEAD_OF}(?: (?P<art>la|las|los))?|(?:en vez|en lugar|no canto|no lugar|en troques) "
             r"(?P<joined>del|do|da|dos|das)) (?:de|do|da) (?P<old>[a-z0-9]+(?: (?!porfa|por favor|gracias|grazas)"
             r"[a-z0-9]+)?)")
_PUT_WORDS = ("pon", "ponme", "ponnos", "dame", "danos", "quiero", "quero", "prefiero", "prefiro", "mejor", "mellor")
_PUT = rf"(?:(?:{'|'.join(_PUT_WORDS)}) )?"
# the new one told as «el de X», «uno de X», «o de X», «unha de X»: also by its kind alone
_NEW = r"(?P<new>(?:el|la|los|las|o|a|os|as|uno|una|un|unha) (?:de|do|da) [a-z0-9]+(?: [a-z0-9]+)?)"
_PLEASE = r"(?: (?:porfa|por favor|gracias|grazas))?"
_NEW_FIRST_RE = re.compile(rf"^(?P<lead>{SWAP_LEAD_IN}){_PUT}{_NEW},? {_GIVEN_UP}{_PLEASE}$")
_GIVEN_UP_FIRST_RE = re.compile(rf"^(?P<lead>{SWAP_LEAD_IN}){_GIVEN_UP},? {_PUT}{_NEW}{_PLEASE}$")
# «cambia el de Y por el de X», «troca o de Y polo de X»: the same swap, said the other way
_CHANGED_RE = re.compile(rf"^{SWAP_LEAD_IN}{SWAP_VERB} (?P<art>el|la|los|las|o|a|os|as) (?:de|do|da) "
                         r"(?P<old>[a-z0-9]+(?: [a-z0-9]+)?) (?:por|polo|pola|polos|polas) "
                         r"(?:el|la|los|las|o|a|os|as|uno|una|un|unha) (?:de|do|da) ")


def kind_given_up(text: str) -> str | None:
    """The one given up in «el de X en vez del de Y» / «cambia el de Y por el de X», as its article and
    kind: «el de Y», «o de Y» (None when no such swap is said)."""
    m = _NEW_FIRST_RE.match(text) or _GIVEN_UP_FIRST_RE.match(text) or _CHANGED_RE.match(text)
    if m is None:
        return None
    joined = m.groupdict().get("joined")
    article = _ARTICLE_IN.get(joined or "", joined) or m["art"] or "el"
    kind = m["old"].split()
    if len(kind) > 1 and kind[-1] in _PUT_WORDS:
        kind = kind[:-1]        # «en lugar del de Y pon uno de X»: «pon» is no part of Y
    return f"{article} de {' '.join(kind)}"


# «del de Y», «do de Y»: the article joined to «de»
_ARTICLE_IN = {"del": "el", "do": "o", "da": "a", "dos": "os", "das": "as"}


def swapped_by_kind(text: str, cart: list | None) -> str:
    """The text with «el de X en vez del de Y» said as «cambia el de Y por el de X» when something is
    held (else the text as it is)."""
    m = (_NEW_FIRST_RE.match(text) or _GIVEN_UP_FIRST_RE.match(text)) if cart else None
    if m is None:
        return text
    return f"{m['lead']}cambia el de {m['old']} por {m['new']}"
