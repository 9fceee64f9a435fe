"""A price said of the thing asked for: «una X de 26 euros», «un Y de 35 €», «unha X de 26 pavos».
It tells which thing of a group, and which of its sizes, is meant (the size that costs it); it is
never a count of people («X para 26 personas» is)."""
from __future__ import annotations

from bizengine.understanding.items import Found
from bizengine.understanding.lexicon import PRICE_OF_IT_RE
from bizengine.understanding.listed_by_trait import costing


def price_said(text: str) -> int | None:
    """The price said in a message as written, in cents; None when it says none."""
    m = PRICE_OF_IT_RE.search(text.lower())
    return int(m["euros"]) * 100 + int(m["cents"] or 0) if m else None


def sized_at(biz, pid: str, cents: int | None) -> dict:
    """The options of the one size of `pid` that costs `cents` (none: no price said, or no one size)."""
    sized = costing(biz, pid, cents) if cents is not None and pid in biz.products else []
    return dict(sized[0]) if len(sized) == 1 else {}


def at_the_price_said(found: Found, biz, cents: int) -> None:
    """Each line of a product takes the size that costs `cents` (when exactly one does and none was
    chosen); a group's candidates narrow to those that cost it (the one, when only one does), the price
    kept with the group for the one picked (one of the group beyond them too: «la de <another>»)."""
    for line in found.lines:
        if not line.get("options"):
            line["options"] = sized_at(biz, line["item_id"], cents)
    kept = []
    for group in found.ambiguous:
        priced = [(pid, sized) for pid in group.get("candidates") or [] if pid in biz.products
                  for sized in costing(biz, pid, cents)]
        if len(priced) == 1:
            pid, sized = priced[0]
            found.lines.append({"item_id": pid, "qty": group.get("qty") or 1,
                                "options": {**(group.get("options") or {}), **sized}})
            found.explicit.append((group.get("qty") or 1) != 1)
            continue
        if priced:      # which of them asked, each at its size that costs it
            group["candidates"] = list(dict.fromkeys(pid for pid, _ in priced))
        group["price_cents"] = cents      # kept for the one picked, also when none costs it («Ningún tamaño…»)
        kept.append(group)
    found.ambiguous = kept
