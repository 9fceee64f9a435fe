"""What a message says of one thing kept on that thing: «un Y sin X» describes the new Y (the X held
stays), «la Y <something> y un Z» speaks of the Y held (one Z more, no Y more), «un X más» beside
a «que sea …» of another thing is one more, «una de las X» is one of the Xs held (none added)."""
from __future__ import annotations

import re
from collections import Counter
from typing import TYPE_CHECKING

from bizengine.understanding.item_words import DEFINITE, OF, OTHER, Match, qty_token

if TYPE_CHECKING:
    from bizengine.understanding.items import Found

_WITHOUT = frozenset(("sin", "sen"))
_WITH = frozenset(("con", "co", "coa", "cun", "cunha", "cunhas", "cuns"))
_MORE_AFTER = frozenset(("mas", "mais"))
# «un Y pero sin X», «un Y, eso sí, sin X»: words between a thing and its «sin» (not «y»: «pon 2 Y y sin X» takes X off)
_BETWEEN = frozenset("pero mas mais eso iso si porfa por favor".split())


def _held_ids(cart: list) -> set[str]:
    return {str(line.get("item_id")) for line in cart}


def _without_at(words: list[str], m: Match) -> int | None:
    """Where the «sin» of «sin X», «sen o X» is, right before the match."""
    at = m.start - 1
    while at >= 0 and words[at] in DEFINITE:
        at -= 1
    return at if at >= 0 and words[at] in _WITHOUT else None


def _a_new_one(words: list[str], m: Match, held: set[str]) -> bool:
    """«un Y», «otro Y», «2 Y», a Y not held: a thing added, not one held spoken of."""
    other = bool(OTHER & set(words[max(0, m.start - 2):m.start]))
    return m.kind == "product" and (m.explicit or m.target not in held or other)


def said_of_another(words: list[str], matches: list[Match], negated: list[Match], cart: list | None,
                    mode: str) -> set[int]:
    """Ids of the negated matches that take nothing off, and of the «con X» beside them: «y un Y sin X»
    (X not wanted with the new Y; the X held stays), «el Y sin X, solo la Z con X» (the X held moves
    from Y to Z, its count stays)."""
    if not cart:
        return set()
    held = _held_ids(cart)
    aside: set[int] = set()
    for m in negated:
        at = _without_at(words, m)
        if at is None or m.kind != "product":
            continue
        before = next((b for b in matches if b not in negated and b.end <= at
                       and all(w in _BETWEEN for w in words[b.end:at])), None)
        moved = [w for w in matches if w.target == m.target and w not in negated and w.start > 0
                 and words[w.start - 1] in _WITH]
        if before is not None and mode == "add" and _a_new_one(words, before, held):
            aside.add(id(m))
        elif moved and m.target in held:
            aside |= {id(m), id(moved[0])}
    return aside


def with_something(words: list[str], m: Match) -> bool:
    """«solo la Z con X»: what is said alone is that Z has X, not that Z alone stays."""
    return m.end < len(words) and words[m.end] in _WITH


def said_of(found: Found, ids: set[str]) -> None:
    """The lines of these held things leave the message's lines: spoken of, not added."""
    explicit = [*found.explicit, *[False] * (len(found.lines) - len(found.explicit))]      # kept in step
    kept = [(line, said) for line, said in zip(found.lines, explicit) if line["item_id"] not in ids]
    found.named_again = list(dict.fromkeys([*found.named_again, *ids]))
    found.lines, found.explicit = [line for line, _ in kept], [said for _, said in kept]


def _named_with_its_article(words: list[str], m: Match) -> bool:
    """«la Y», «el de Y» (its noun left out), no count nor choice said."""
    before = words[max(0, m.start - 2):m.start]
    if before and before[-1] in OF:
        before = before[:-1]
    return m.kind == "product" and not m.explicit and not m.options and bool(before) and before[-1] in DEFINITE


def held_described(found: Found, words: list[str], matches: list[Match], cart: list) -> None:
    """«la Y blanca y también un Z», «a Y sen X e un Z»: the Y held named with its article and no count,
    beside a thing added, is the one held (nothing more of it)."""
    if found.mode != "add" or len(found.explicit) != len(found.lines):
        return
    held = _held_ids(cart)
    described = {m.target for m in matches if m.target in held and _named_with_its_article(words, m)}
    added = [m for m in matches if m.kind == "product" and m.target not in described and _a_new_one(words, m, held)]
    if described and (added or found.ambiguous):
        said_of(found, described)


def _one_more(words: list[str], m: Match) -> bool:
    """«un X más», «otra X», «outro X máis»."""
    return (m.end < len(words) and words[m.end] in _MORE_AFTER) or bool(OTHER & set(words[max(0, m.start - 2):m.start]))


def more_beside_a_set(found: Found, words: list[str], matches: list[Match], cart: list) -> None:
    """«la Y que sea de <choice> y ponme un X más»: the «que sea» is Y's, X is one more (the add
    mode; Y, held and named without a count, stays as held)."""
    if found.mode != "set" or found.replaced or found.removed or found.ask_replace or found.ambiguous:
        return
    held = _held_ids(cart)
    products = [m for m in matches if m.kind == "product"]
    more = [m for m in products if m.explicit and _one_more(words, m)]
    rest = [m for m in products if m not in more]
    if more and all(m.target in held and _named_with_its_article(words, m) for m in rest):
        found.mode = "add"
        said_of(found, {m.target for m in rest})


# «que sea con X», «mejor con X», «mellor cun X»: the wish, then the «con» of what comes with
_WISH_BEFORE_WITH = frozenset(("mejor", "mellor", "sea", "sexa", "prefiero", "prefiro"))


def brought_with_the_held(biz, words: list[str], matches: list[Match], cart: list | None) -> bool:
    """«que sea con X», «el de Y mejor con X», «que sexa cun X»: X, not held, comes with what is held
    (one thing more, nothing taken instead), when every other thing named is held and named with its
    article («el de Y»: the Y held), and X is named whole and of a kind none held is («mejor con Z», Z of
    the held one's own kind, is Z instead)."""
    held = _held_ids(cart or [])
    products = [m for m in matches if m.kind == "product"]
    rest = [m for m in products if m.target in held and _named_with_its_article(words, m)]
    brought = [m for m in products if m.target not in held and _wished_with(words, m.start, rest)]
    kinds_held = {kind_of(biz, item_id) for item_id in held}
    another_kind = all(m.via_head is None and m.borrowed is None and kind_of(biz, m.target) not in kinds_held
                       for m in brought)
    return bool(held and brought) and another_kind and len(brought) + len(rest) == len(products)


def kind_of(biz, item_id: str) -> str | None:
    """The catalogue category of a product (what a thing brought with another must not share)."""
    return (biz.products.get(item_id) or {}).get("category")


def _wished_with(words: list[str], start: int, held: list[Match]) -> bool:
    """Whether «que sea con», «mejor con un», «mejor el de Y con» (Y among `held`) is right before words[start]."""
    at = start - 1
    while at >= 0 and (words[at] in DEFINITE or qty_token(words[at]) is not None):
        at -= 1         # «con un X», «co Y»
    if at < 1 or words[at] not in _WITH:
        return False
    before = next((_article_at(words, m) for m in held if m.end == at), at)
    return before >= 1 and words[before - 1] in _WISH_BEFORE_WITH


def _article_at(words: list[str], m: Match) -> int:
    """Where «el de Y», «la Y» starts: the article before the thing (and its «de»)."""
    at = m.start - 1 if m.start and words[m.start - 1] in OF else m.start
    return at - 1 if at and words[at - 1] in DEFINITE else at


# «una de las», «uno de los», «un dos», «unha das», «un de os»: one of the ones held
_ONE_OF_THE_RE = re.compile(r"\b(?:uno|una|un|unha) (?:de (?:los|las|os|as)|dos|das)(?: (?:de|do|da))?$")


def one_of_the_at(words: list[str], start: int) -> int:
    """Where «uno de los de», «unha das» starts right before words[start] (else `start`)."""
    hit = _ONE_OF_THE_RE.search(" ".join(words[max(0, start - 4):start]))
    return start - len(hit.group(0).split()) if hit else start


def one_of_the_held(biz, found: Found, words: list[str], matches: list[Match], cart: list) -> None:
    """«una de las X que ponga …», «un dos de X envolto»: one of two or more Xs held is spoken of
    (the note says which); nothing is added, and «das», «dos» are no count nor thing."""
    counts: Counter = Counter()
    for line in cart:
        counts[str(line.get("item_id"))] += int(line.get("qty") or 0)
    for m in matches:
        if one_of_the_at(words, m.start) == m.start:
            continue
        ids = [m.target] if m.kind == "product" else biz.catalog["ambiguous"][m.target].get("candidates", [])
        many = [i for i in ids if counts[i] >= 2]
        if len(many) != 1:
            continue
        said_of(found, set(many))
        found.ambiguous = [a for a in found.ambiguous if a["word"] != m.target]
        found.unknown = [u for u in found.unknown if u not in ("das", "dos")]


_THE_PLURAL = frozenset(w for w in DEFINITE if w.endswith("s"))


def _counted_again(words: list[str], m: Match, before: list[Match]) -> bool:
    """«las 2 Y» right after «2 Y» in the same message: those same Ys, named with their article."""
    lead = words[max(0, m.start - 2):m.start]
    return (m.kind == "product" and m.explicit and len(lead) == 2 and lead[0] in _THE_PLURAL
            and qty_token(lead[1]) == m.qty and any(b.target == m.target and b.qty == m.qty for b in before))


def without_counted_again(words: list[str], matches: list[Match]) -> list[Match]:
    """«4 X y 2 Y, las 2 Y en caja aparte», «2 Y y 2 X, los 2 X bien hechos»: what is said of the Ys
    counted adds none (the count is said once)."""
    kept: list[Match] = []
    for m in matches:
        if not _counted_again(words, m, kept):
            kept.append(m)
    return kept
