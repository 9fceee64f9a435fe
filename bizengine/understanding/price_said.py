"""A price said of the thing asked for: «una X de 26 euros», «un Y de 35 €», «unha X de 26 pavos».
It tells which thing of a group, and which of its sizes, is meant (the size that costs it); it is
never a count of people («X para 26 personas» is). It is the price of the thing named right before
it only: «una X y una Y de 26 euros» says it of Y, and a price said elsewhere («tengo un vale de 10
euros», «con <a thing sold> de 5 euros») is of no thing asked for."""
from __future__ import annotations

from dataclasses import dataclass

from bizengine.language.text import clean, normalize, singular
from bizengine.understanding.item_index import index_of
from bizengine.understanding.items import Found
from bizengine.understanding.lexicon import PRICE_OF_IT_RE
from bizengine.understanding.listed_by_trait import costing


@dataclass(frozen=True)
class PriceSaid:
    """A price said right after things named: the price in cents, and the products those words name."""

    cents: int
    named: frozenset[str]


def prices_said(found: Found, text: str, biz) -> list[PriceSaid]:
    """Each price said right after a catalogue phrase of `found` (nothing but spaces between)."""
    folded, said = normalize(text), []
    for m in PRICE_OF_IT_RE.finditer(folded):
        before = folded[:m.start()].rstrip()
        named = _named_right_before(found, clean(before).split(), biz)
        if named:
            said.append(PriceSaid(int(m["euros"]) * 100 + int(m["cents"] or 0), named))
    return said


def _named_right_before(found: Found, before: list[str], biz) -> frozenset[str]:
    """The products named by the catalogue phrase `before` ends with (none: it ends with no such phrase)."""
    for start, end in found.spans:
        phrase = found.words[start:end]
        if phrase and before[-len(phrase):] == phrase:
            return _named_by(phrase, biz)
    return frozenset()


def _named_by(phrase: list[str], biz) -> frozenset[str]:
    """The products every catalogue word of the phrase names («<noun> de <kind>»: that one; a group's
    word: the group)."""
    word_items = index_of(biz).word_items
    sets = [word_items[w] for w in (singular(w) for w in phrase) if w in word_items] \
        or [word_items[w] for w in phrase if w in word_items]
    common = set.intersection(*map(set, sets)) if sets else set()
    return frozenset(common or set().union(*sets))


def sized_at(biz, pid: str, cents: int | None) -> dict:
    """The options of the one size of `pid` that costs `cents` (none: no price said, or no one size)."""
    sized = costing(biz, pid, cents) if cents is not None and pid in biz.products else []
    return dict(sized[0]) if len(sized) == 1 else {}


def at_the_price_said(found: Found, biz, said: PriceSaid) -> None:
    """Each line of a product the price is said of takes the size that costs it (when exactly one does
    and none was chosen), the price kept with the line (`found.prices_said`); a group it is said of
    narrows to those that cost it (the one, when only one does), the price kept with the group for the
    one picked (one of the group beyond them too: «la de <another>»)."""
    cents = said.cents
    for line in found.lines:
        if line["item_id"] in said.named:
            found.prices_said[line["item_id"]] = cents
            if not line.get("options"):
                line["options"] = sized_at(biz, line["item_id"], cents)
    kept = []
    for group in found.ambiguous:
        if not said.named & set(group.get("candidates") or []):
            kept.append(group)
            continue
        priced = [(pid, sized) for pid in group.get("candidates") or [] if pid in biz.products
                  for sized in costing(biz, pid, cents)]
        if len(priced) == 1:
            pid, sized = priced[0]
            found.lines.append({"item_id": pid, "qty": group.get("qty") or 1,
                                "options": {**(group.get("options") or {}), **sized}})
            found.explicit.append((group.get("qty") or 1) != 1)
            found.prices_said[pid] = cents
            continue
        if priced:      # which of them asked, each at its size that costs it
            group["candidates"] = list(dict.fromkeys(pid for pid, _ in priced))
        group["price_cents"] = cents      # kept for the one picked, also when none costs it («Ningún tamaño…»)
        kept.append(group)
    found.ambiguous = kept
