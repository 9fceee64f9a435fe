"""«cambia uno por uno de Y», «cámbiame uno de los X por Y», «troca unha por unha de Y», «uno de los X que sea de
Y», «pon uno de Y en vez de uno de X», «no canto dun de X, un de Y», «quita uno y pon uno de Y»: some of a
line held swapped for another thing, the line said by a bare count (or «de ellos», «de los X», «de <its
kind>»). Read as «cambia 1 <the held thing's name> por …», so that only that many go and the rest of the line
stays (a line of that count, or fewer, goes whole, as a swap always did)."""
from __future__ import annotations

import re
from dataclasses import dataclass

from bizengine.language.text import clean
from bizengine.understanding.item_index import index_of
from bizengine.understanding.item_words import OTHER, qty_token
from bizengine.understanding.items import find_items
from bizengine.understanding.lexicon import (
    COUNT,
    INSTEAD_OF,
    SWAP_LEAD_IN,
    SWAP_VERB,
    TAKE_OFF_LEAD_IN,
    TAKE_OFF_OR_RETIRE,
)

# «de ellos», «de las <things>», «dos <things>», «de los de <kind>», «delas»: which of the held, after the count
_OF_THEM = (r"(?: (?:de (?:ellos|ellas|estos|estas|esos|esas)|deles|delas|destes|destas|deses|desas)"
            r"| (?:de (?:los|las|os|as)|dos|das)(?: (?:de|do|da))? (?P<what>[a-z0-9]+(?: (?:de|do|da) [a-z0-9]+)?)"
            r"| (?:de|do|da) (?P<kind>[a-z0-9]+))?")
# «los dos», «las dos»: the count of the held, with its article
_THE = r"(?:(?:los|las|os|as) )?"
# «cambia uno por uno de Y», «cámbiame dos de los X por Y», «sustituye una de ellas por Y»
_SWAPPED_RE = re.compile(rf"^(?P<lead>{SWAP_LEAD_IN})(?:{SWAP_VERB}) {_THE}(?P<n>{COUNT}){_OF_THEM} (?:por|polo|pola) "
                         r"(?P<new>.+)$")
# «uno de los X que sea de Y», «unha delas que sexa de Y»: that one made another
_ONE_MADE_ANOTHER_RE = re.compile(rf"^(?P<lead>{SWAP_LEAD_IN})(?P<n>{COUNT}){_OF_THEM} (?:y |e )?que "
                                  r"(?:sea|sean|sexa|sexan) (?P<new>(?:de|do|da) .+)$")
_PUT = r"(?:(?:pon|ponme|ponnos|dame|danos|quiero|quero|prefiero|prefiro) )?"
# «pon uno de Y en vez de uno de X», «en vez de uno de los X, uno de Y», «no canto dun de X, un de Y»
_GIVEN_UP = rf"{INSTEAD_OF} {_THE}(?P<n>{COUNT}){_OF_THEM}"
_NEW_INSTEAD_RE = re.compile(rf"^(?P<lead>{SWAP_LEAD_IN}){_PUT}(?P<new>.+?),? {_GIVEN_UP}$")
_INSTEAD_NEW_RE = re.compile(rf"^(?P<lead>{SWAP_LEAD_IN}){_GIVEN_UP},? {_PUT}(?P<new>.+)$")
# «quita uno y pon uno de Y», «saca unha delas e pon unha de Y»: one taken off, another put in its place
_PUT_IN = r"(?:pon|ponme|ponnos|mete|meteme|anade|anademe|engade|engademe|dame)"
_OFF_THEN_PUT_RE = re.compile(rf"^(?P<lead>{TAKE_OFF_LEAD_IN})(?:{TAKE_OFF_OR_RETIRE}) {_THE}(?P<n>{COUNT})"
                              rf"{_OF_THEM},? (?:y|e) {_PUT_IN} (?P<new>.+)$")
_SAID_AS_NEW = (_SWAPPED_RE, _NEW_INSTEAD_RE, _INSTEAD_NEW_RE, _OFF_THEN_PUT_RE)
# Galician «no canto dun», «en vez dunha», «no canto dos dous»: «de» and the count (or the article) joined
_OF_ONE_JOINED_RE = re.compile(r"\b(?P<instead>en vez|en lugar|no canto|no lugar|en troques) d(?P<one>un|unha|os|as)\b")
_COUNT_RE = re.compile(COUNT)


@dataclass(frozen=True)
class _Swap:
    lead: str
    n: str
    which: str | None       # «de los X», «de <kind>», «dos <things>»: which of the held, when said
    new: str
    new_counted: bool       # the new said with its own count («por uno de Y»), not after the given-up one


def some_of_the_held_swapped(text: str, biz, cart: list | None) -> str:
    """The text with «cambia <n> (de ellos) por Y» said as «cambia <n> <held name> por Y» when the line
    meant is one held and Y reads as another thing (else the text as it is)."""
    said = _swap_said(text, biz) if cart else None
    n = qty_token(said.n) if said and said.n not in OTHER else None
    if said is None or not n:
        return text
    held = _held_meant(biz, cart or [], said.which, said.new)
    name = name_read_as(biz, held) if held else None
    if held is None or name is None:
        return text
    new = said.new if said.new_counted else f"{said.n} {said.new}"
    # said again as the swap find_items reads: items_text's rewrites each hand the next a sentence
    swapped = f"{said.lead}cambia {n} {name} por {new}"
    comes_in = find_items(swapped, biz, cart).lines
    return swapped if any(line["item_id"] != held for line in comes_in) else text    # not «una por una de 12»


def _swap_said(text: str, biz) -> _Swap | None:
    """The swap of some said by a count, in any of its layouts (read with «dun» as «de un», «dos» as «de os»)."""
    unjoined = _OF_ONE_JOINED_RE.sub(r"\g<instead> de \g<one>", text)
    m = next((m for m in (r.match(unjoined) for r in (*_SAID_AS_NEW, _ONE_MADE_ANOTHER_RE)) if m), None)
    if m is None:
        return None
    swap = _Swap(m["lead"], m["n"], m["what"] or m["kind"], m["new"], m.re in _SAID_AS_NEW)
    return _given_up_named(swap, biz) if m.re is _INSTEAD_NEW_RE and not swap.which else swap


def _given_up_named(swap: _Swap, biz) -> _Swap:
    """«en vez de dos X, dos Y» (the comma gone): the things given up named right after their count, split
    from the new ones, which come with a count of their own («dos Y»), so X is not read as coming in."""
    words = swap.new.split()
    if _COUNT_RE.fullmatch(words[0]) or words[0] in OTHER:
        return swap                                     # «en vez de uno, uno de Y»: nothing named
    for cut in range(1, len(words) - 1):
        named, count = " ".join(words[:cut]), words[cut]
        if (_COUNT_RE.fullmatch(count) or count in OTHER) and _reads_as_things(named, biz):
            return _Swap(swap.lead, swap.n, named, " ".join(words[cut:]), True)
    return swap


def _reads_as_things(words: str, biz) -> bool:
    found = find_items(words, biz)
    return bool(found.lines or found.ambiguous)


def _held_meant(biz, cart: list, what: str | None, new: str) -> str | None:
    """The one held line meant: the one «de los X» names, else the only one held, else the only one of
    the same noun as what comes in."""
    held = list(dict.fromkeys(str(line["item_id"]) for line in cart if line.get("item_id")))
    if what:
        named = find_items(what, biz)
        ids = {line["item_id"] for line in named.lines} | {c for a in named.ambiguous for c in a["candidates"]}
        held = [i for i in held if i in ids]
    if len(held) == 1:
        return held[0]
    heads = index_of(biz).head
    coming = {heads.get(line["item_id"]) for line in find_items(new, biz).lines}
    same = [i for i in held if heads.get(i) in coming]
    return same[0] if len(same) == 1 else None


def name_read_as(biz, item_id: str) -> str | None:
    """A name of the product (its own, else an alias) that the catalogue reads as it alone."""
    product = biz.products.get(item_id) or {}
    names = [product.get("name"), *(product.get("aliases") or [])]
    for name in (n.get("es") if isinstance(n, dict) else n for n in names):
        said = clean(str(name or ""))
        lines = find_items(f"1 {said}", biz).lines if said else []
        if len(lines) == 1 and lines[0]["item_id"] == item_id:
            return said
    return None
