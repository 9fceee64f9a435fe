"""A recommendation that fits what the customer said: «algo para un niño de 5 años, ¿qué me
recomiendas?» — the products whose description ranges that age («de 3 a 6 años»); «algo para regalar
por unos 30 euros» — what costs that or less, the closest first; both at once when both are said;
«algo de X, ¿qué me recomiendas?» — what its name, description, tags or category say has it
(nothing does: said so, with the catalogue offered). Words of the message its description also says
(«…que le gusten las estrellas») put a fit first. The unit of an age is whatever word the data's
ranges use, so nothing here knows a trade. What is listed is remembered, so «vale ese, para el
jueves» orders it (of several: which, asked). What was asked is read by understanding.fit_asked."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from bizengine.business.product_names import every_language, product_name
from bizengine.conversation import info
from bizengine.conversation.cards import meta
from bizengine.conversation.messages import money, pick, say
from bizengine.conversation.product_info import item_chips, remember
from bizengine.knowledge.words import STOP
from bizengine.language.text import as_said, singular
from bizengine.understanding.fit_asked import (
    FitAsked,
    Quality,
    Range,
    categories_of_quality,
    holds_quality,
    ranges_in,
    words_of,
)

SHOWN = 4       # at most so many fits told


@dataclass(frozen=True)
class Fits:
    products: list[dict]        # the fits, in the order told ([]: nothing has the quality said)
    budget: int | None          # the budget said, in cents
    within: bool                # something costs the budget or less (else the cheapest are told)
    quality: Quality | None = None      # the quality said, which every fit has


def asks(c, s) -> bool:
    c.fits = _fits(c, s)        # found once: answer() tells these
    return c.fits is not None


def answer(c, s) -> None:
    fits = c.fits
    assert isinstance(fits, Fits)
    if not fits.products:
        _nothing_has_it(c, s, fits)
        return
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


def _nothing_has_it(c, s, fits: Fits) -> None:
    """«algo <quality>, ¿qué me recomiendas?» where nothing says it: said so, then the catalogue (what
    the data does not say may still be so: «salado» is said of nothing, yet there is bread)."""
    said = as_said(fits.quality.said, s.text or "") if fits.quality else ""
    ev = c.note("fit", False, f"nada del catálogo dice «{said}»")
    c.say(say("fit_quality_none", c.lang, quality=said), meta(evidence=[ev]))
    info.menu_answer(c, s)


def _line(c, product: dict) -> str:
    about = (pick(product.get("description"), c.lang) or "").strip().rstrip(".")
    key = "fit_line" if about else "price"
    return say(key, c.lang, name=product_name(product, c.lang), price=money(product["price_cents"], c.lang),
               about=about)


def _fits(c, s) -> Fits | None:
    """What fits an age (a number said with a unit the data ranges), a budget and a quality said in a
    request for advice; None when none is said, or no product ranges the age said."""
    asked: FitAsked | None = s.fit
    if asked is None or s.items.lines:
        return None
    products = [p for p in c.biz.products.values() if p.get("price_cents")]
    ranges = _ranges(c.biz)
    units = {r.unit for found in ranges.values() for r in found}
    ages = [n for n, unit in asked.amounts if unit in units]
    budget = asked.budget
    quality = _quality(s, asked, bool(ages) or budget is not None)
    if not ages and budget is None and quality is None:
        return None
    bounded = bool(ages) or budget is not None
    if s.for_people and not bounded:
        return None     # «algo de chocolate para 10 personas»: the sizes that serve them (for_people)
    kinds = categories_of_quality(c.biz, quality) if quality is not None else set()
    if kinds and not bounded:
        return None     # «¿qué me recomiendas de postre?»: that category's card
    if quality is not None:
        products = [p for p in products if (p.get("category") in kinds if kinds else holds_quality(c.biz, p, quality))]
        if not products:
            return Fits([], None, True, quality)
    if ages:
        aged = [p for p in products if any(r.holds(ages[0]) for r in ranges.get(p["id"], []))]
        if not aged and budget is None:
            return None
        # an age no range holds («mi madre de 70 años»): the budget alone, over what ranges no age
        products = aged or [p for p in products if p["id"] not in ranges]
    described = _described(asked)
    if budget is None:
        return Fits(sorted(products, key=lambda p: not described(p))[:SHOWN], None, True, quality)
    cents = budget[0]
    within = sorted((p for p in products if p["price_cents"] <= cents),
                    key=lambda p: (not described(p), -p["price_cents"]))
    if within:
        return Fits(within[:SHOWN], cents, True, quality)
    cheapest = sorted(products, key=lambda p: (not described(p), p["price_cents"]))
    return Fits(cheapest[:1], cents, False, quality) if cheapest else None


def _quality(s, asked: FitAsked, bounded: bool) -> Quality | None:
    """The quality said, when it narrows a recommendation: advice asked, or an age or a budget said
    («¿tenéis algo de X?» alone is a have-question, a diet word is the diet's answer)."""
    diet = s.diet or {}
    if asked.quality is None or any(diet.get(k) for k in ("avoid", "tags", "asks")):
        return None
    return asked.quality if asked.advice or bounded else None


def _ranges(biz) -> dict[str, list[Range]]:
    """Each product's ranges, read from its description in every language (once per business)."""
    def read(biz) -> dict[str, list[Range]]:
        out = {}
        for pid, p in biz.products.items():
            found = [r for text in every_language(p.get("description")) for r in ranges_in(text)]
            if found:
                out[pid] = found
        return out
    return biz.cached("fit.ranges", read)


def _described(asked: FitAsked) -> Callable[[dict], bool]:
    """Whether a product's name or description says a word of the message («estrellas»): those first,
    before any closeness to the budget."""
    said = {singular(w) for w in asked.words if w not in STOP}
    return lambda p: bool(said & words_of(p))
