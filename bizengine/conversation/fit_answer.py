"""A recommendation that fits what the customer said: «algo para un niño de 5 años, ¿qué me
recomiendas?» — the products whose description ranges that age («de 3 a 6 años»); «algo para regalar
por unos 30 euros» — what costs that or less, the closest first; both at once when both are said.
Words of the message its description also says («…que le gusten las estrellas») put a fit first.
The unit of an age is whatever word the data's ranges use, so nothing here knows a trade. What is
listed is remembered, so «vale ese, para el jueves» orders it (of several: which, asked)."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from bizengine.business.product_names import product_name
from bizengine.conversation.cards import meta
from bizengine.conversation.messages import money, pick, say
from bizengine.conversation.product_info import item_chips, remember
from bizengine.knowledge.words import STOP
from bizengine.language.text import singular
from bizengine.understanding.fit_asked import (
    Range,
    amounts_said,
    budget_said,
    ranges_in,
    recommendation_asked,
    words_of,
)

SHOWN = 4       # at most so many fits told


@dataclass(frozen=True)
class Fits:
    products: list[dict]        # the fits, in the order told
    budget: int | None          # the budget said, in cents
    within: bool                # something costs the budget or less (else the cheapest are told)


def asks(c, s) -> bool:
    return _fits(c, s) is not None


def answer(c, s) -> None:
    fits = _fits(c, s)
    assert fits is not None
    lang = c.lang
    if fits.budget is None:
        lead = say("fit_lead", lang)
    else:
        lead = say("fit_budget_lead" if fits.within else "fit_budget_none", lang, price=money(fits.budget, lang))
    c.listed = [p["id"] for p in fits.products]
    ev = c.note("fit", True, "recomendado por lo dicho: " + ", ".join(c.listed))
    c.say(" ".join([lead, *(_line(c, p) for p in fits.products)]),
          meta(chips=item_chips(c, fits.products), evidence=[ev]))
    remember(c, s, ["price"])


def _line(c, product: dict) -> str:
    about = (pick(product.get("description"), c.lang) or "").strip().rstrip(".")
    key = "fit_line" if about else "fit_line_bare"
    return say(key, c.lang, name=product_name(product, c.lang), price=money(product["price_cents"], c.lang),
               about=about)


def _fits(c, s) -> Fits | None:
    """What fits an age (a number said with a unit the data ranges) and a budget said in a request
    for advice; None when neither is said, or no product ranges the age said."""
    norm = s.norm or ""
    if not recommendation_asked(norm) or s.items.lines:
        return None
    products = [p for p in c.biz.products.values() if p.get("price_cents")]
    ranges = _ranges(c.biz)
    units = {r.unit for found in ranges.values() for r in found}
    ages = [n for n, unit in amounts_said(norm) if unit in units]
    budget = budget_said(s.text or "")
    if not ages and budget is None:
        return None
    if ages:
        aged = [p for p in products if any(r.holds(ages[0]) for r in ranges.get(p["id"], []))]
        if not aged and budget is None:
            return None
        # an age no range holds («mi madre de 70 años»): the budget alone, over what ranges no age
        products = aged or [p for p in products if p["id"] not in ranges]
    described = _described(norm)
    if budget is None:
        return Fits(sorted(products, key=lambda p: not described(p))[:SHOWN], None, True)
    cents = budget[0]
    within = sorted((p for p in products if p["price_cents"] <= cents),
                    key=lambda p: (not described(p), -p["price_cents"]))
    if within:
        return Fits(within[:SHOWN], cents, True)
    cheapest = sorted(products, key=lambda p: (not described(p), p["price_cents"]))
    return Fits(cheapest[:1], cents, False) if cheapest else None


def _ranges(biz) -> dict[str, list[Range]]:
    """Each product's ranges, read from its description in every language (once per business)."""
    def read(biz) -> dict[str, list[Range]]:
        out = {}
        for pid, p in biz.products.items():
            said = p.get("description")
            texts = said.values() if isinstance(said, dict) else [said or ""]
            found = [r for text in texts for r in ranges_in(str(text))]
            if found:
                out[pid] = found
        return out
    return biz.cached("fit.ranges", read)


def _described(norm: str) -> Callable[[dict], bool]:
    """Whether a product's name or description says a word of the message («estrellas»): those first,
    before any closeness to the budget."""
    said = {singular(w) for w in norm.split() if len(w) > 4 and w not in STOP}
    return lambda p: bool(said & words_of(p))
