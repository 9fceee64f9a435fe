"""«¿qué me recomiendas para un cumpleaños de 10?», «algo para 10 personas»: the things sold in sizes
by people, each at the smallest size that serves that many, with its price, and whether to write
one down («¿Te apunto alguno?»). Nothing is added until the customer says which."""
from __future__ import annotations

from dataclasses import dataclass

from bizengine.business.pricing import price_line
from bizengine.business.product_names import product_name
from bizengine.conversation.cards import chip_text, cite, meta
from bizengine.conversation.messages import money, pick, say, with_detail
from bizengine.language.text import as_said
from bizengine.understanding.fit_asked import holds_quality
from bizengine.understanding.item_options import choice_by_count, counts_people
from bizengine.understanding.reading.notes import gender_of

_MOST_LISTED = 6


@dataclass(frozen=True)
class Serving:
    """A product at the size that serves the people said, and that size's price."""
    product: dict
    size: str           # the choice's name in the chat's language
    cents: int
    options: dict       # {option id: choice id}: that size, as a line's options


def servings(biz, n: int, lang: str) -> list[Serving]:
    """Each product whose size option counts people, at its smallest size of at least `n`
    (catalogue order); left out when its largest size is smaller, or its smallest is twice `n` or
    more (for 2 or 4, an 8 is no size for them)."""
    options = biz.catalog.get("options") or {}
    found = []
    for p in biz.products.values():
        oid = next((o for o in p.get("options") or [] if counts_people(options.get(o) or {})), None)
        counted = choice_by_count(biz, oid, str(n)) if oid else None
        chosen = counted and next(ch for ch in options[oid]["choices"] if str(ch["id"]) == counted[0])
        priced = chosen and price_line(biz, {"item_id": p["id"], "qty": 1, "options": {oid: chosen["id"]}}, lang)
        if chosen and priced and int(chosen["id"]) < 2 * n:
            found.append(Serving(p, pick(chosen.get("name"), lang), priced["unit_cents"], {oid: chosen["id"]}))
    return found


def answer(c, s) -> bool:
    """The sizes for the people said; False when nothing sold in sizes serves that many."""
    n = s.for_people
    found = servings(c.biz, n, c.lang) if n else []
    quality = s.fit.quality if s.fit else None
    if quality is not None:     # «algo de chocolate para 10»: those that have it, if any does
        found = [x for x in found if holds_quality(c.biz, x.product, quality)] or found
    found = found[:_MOST_LISTED]
    if not found:
        return False
    lang = c.lang
    if quality is not None and not any(holds_quality(c.biz, p, quality) for p in c.biz.products.values()):
        # «algo de fresa para 10» where nothing has it: said first, then what serves them
        c.say(say("fit_quality_none", lang, quality=as_said(quality.said, s.text or "")),
              meta(evidence=[c.note("fit", False, f"nada del catálogo dice «{quality.said}»")]))
    lines = [say("price", lang, name=with_detail(product_name(x.product, lang), x.size),
                 price=money(x.cents, lang)) for x in found]
    which = "for_people_which_f" if all(gender_of(x.product, lang) == "f" for x in found) else "for_people_which"
    chips = [chip_text(say("order_item_chip", lang, name=product_name(x.product, lang)),
                       say("sized_item_text", lang, name=product_name(x.product, lang), size=x.size))
             for x in found] if c.biz.can("order") else None
    ev = c.note("price", True, f"para {n} personas: " + ", ".join(x.product["id"] for x in found))
    c.say(" ".join([say("for_people_lead", lang, n=n), *lines, say(which, lang)]),
          meta(chips=chips, cites=[cite(say("cite_catalog", lang), "catalog.json")], evidence=[ev]))
    c.listed = [x.product["id"] for x in found]
    c.listed_sizes = {x.product["id"]: x.options for x in found}     # «vale, esa»: at the size shown
    return True
