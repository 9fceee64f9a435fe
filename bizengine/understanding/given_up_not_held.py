"""«en vez de dos X, dos Y», «cambia las X por Y», «no canto da X, dúas Y» with no X in the order: the
thing given up is none of the order's lines, so there is nothing to swap. Read here (what was given up,
and that none of it is held); what to say is the conversation's."""
from __future__ import annotations

import re
from dataclasses import dataclass

from bizengine.language.text import clean, singular, to_int
from bizengine.understanding.item_words import DEFINITE
from bizengine.understanding.items import Found, find_items
from bizengine.understanding.lexicon import CAN_YOU, I_WISH, INSTEAD_OF, SWAP_LEAD_IN, SWAP_VERB
from bizengine.understanding.swapped_by_kind import kind_given_up

# «en vez de …», «pon Y en vez de …», «cambia … por Y»: where the thing given up is named
# («en vez del X», «no canto da X», «no canto dun X»: «de» joined to the article)
_INSTEAD = rf"(?:{INSTEAD_OF}|(?:en vez|en lugar|no canto|no lugar|en troques) (?:del|da|do|das|dos|dun|dunha))"
# «quiero cambiar…», «¿puedes cambiar…?»: the swap wished or asked for
_WISHED = rf"(?:(?:{I_WISH}|{CAN_YOU}) )?"
_GIVEN_UP_AFTER_RE = re.compile(rf"\b{_INSTEAD} |^{SWAP_LEAD_IN}{_WISHED}{SWAP_VERB} "
                                r"(?=.* (?:por|polo|pola|polos|polas) )")


@dataclass(frozen=True)
class GivenUp:
    """A thing given up in a swap: the products it may be, and the words that named it."""
    item_ids: tuple[str, ...]
    words: str


def _only_its_count(words: list[str]) -> bool:
    """«en vez de [las] [dos] X»: only an article or a count between the cue and the thing given up."""
    return all(w in DEFINITE or w in ("un", "una", "unha", "unos", "unas") or to_int(w) is not None for w in words)


def given_up_not_held(found: Found, biz, cart: list | None) -> GivenUp | None:
    """The thing a swap gives up when the order holds none of it («en vez de la <group word>, …» with
    none of the group held); None when it is held, or when no swap of a thing is said."""
    if not cart or not found.spans:
        return None
    said = " ".join(found.words)
    cue = _GIVEN_UP_AFTER_RE.search(said)
    if cue is None:
        return None
    after = len(said[:cue.end()].split())
    span = next((sp for sp in found.spans if sp[0] >= after), None)
    if span is None or len(found.spans) < 2 or not _only_its_count(found.words[after:span[0]]):
        return None     # nothing named in its place («en vez de 6 X, 4»), or not given up («en vez de eso, Y»)
    words = " ".join(found.words[span[0]:span[1]])
    named = find_items(words, biz)
    ids = tuple(dict.fromkeys([*(line["item_id"] for line in named.lines),
                               *(c for group in named.ambiguous for c in group["candidates"])]))
    held = {line.get("item_id") for line in cart}
    return GivenUp(ids, words) if ids and not held.intersection(ids) else None


def kind_given_up_not_held(text: str, biz, cart: list | None) -> GivenUp | None:
    """«el de X en vez del de Y», «cambia el de Y por el de X» when no held line is of the kind Y (its
    name, its other names or the choices taken do not say Y): the swap has nothing to give up."""
    given_up = kind_given_up(text) if cart else None
    kind = given_up.split(" de ", 1)[1] if given_up else ""
    if not kind or kind.isdigit() or any(_of_the_kind(biz, line, kind) for line in cart or ()):
        return None     # a number is a size or a count, read elsewhere
    return GivenUp((), given_up or "")


def _of_the_kind(biz, line: dict, kind: str) -> bool:
    """Whether a held line is told by «el de <kind>»."""
    product = biz.products.get(line.get("item_id")) or {}
    name = product.get("name")
    names = [*(name.values() if isinstance(name, dict) else [name or ""]), *(product.get("aliases") or [])]
    said = " ".join([*names, *(str(choice) for choice in (line.get("options") or {}).values())])
    return re.search(rf"\b{re.escape(_singulars(kind))}\b", _singulars(clean(said))) is not None


def _singulars(words: str) -> str:
    """«los de chocolates» tells the held «… de chocolate»: each word compared as its singular."""
    return " ".join(singular(word) for word in words.split())
