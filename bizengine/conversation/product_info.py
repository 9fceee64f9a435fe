"""Questions about one product (issue 17): what it is, what it contains and how long before it
must be ordered, from the catalogue. A question never starts an order; the product answered
about is remembered (`state["last"]["item"]`) so that «¿y cuánto cuesta?» or «vale, ponme dos»
lean on it."""
from __future__ import annotations

import re

from bizengine.business.product_names import product_name
from bizengine.conversation.booking_draft import bookable_service
from bizengine.conversation.booking_draft import mid_flow as booking_mid_flow
from bizengine.conversation.cards import chip_action, cite, meta
from bizengine.conversation.messages import allergen_name, contains_text, duration_text, join_list, lead_text, pick, say
from bizengine.knowledge.words import STOP
from bizengine.language.text import as_said, clean, to_int
from bizengine.understanding.items import group_candidates
from bizengine.understanding.lexicon import before_another_question
from bizengine.understanding.refers_back import POINTED


def _about(c, product: dict, asked: list[str] | None = None) -> str:
    lang = c.lang
    name = product_name(product, lang)
    parts = [say("product_about", lang, name=name, description=pick(product.get("description"), lang))]
    missing = [w for w in asked or () if clean(w) not in _own_text(product)]
    if missing:     # «¿la X lleva azafrán?» where nothing of X's says it: never a yes or a no made up
        parts.insert(0, say("product_not_in_card", lang, word=missing[0], name=name, phone=c.biz.phone))
    contains = product.get("contains")
    if contains:
        parts.append(contains_text(name, join_list([allergen_name(a, lang) for a in contains], lang), lang))
    elif contains is not None:      # food that lists none; what is no food has no «contains» at all
        parts.append(say("contains_none", lang, name=name))
    if product.get("duration_minutes"):
        parts.append(duration_text(name, product["duration_minutes"], lang))
    elif c.biz.can("order"):        # what is ordered has a lead time; a dish served at the table none
        lead = int(product.get("lead_hours") or 0) * 60
        parts.append(say("product_lead", lang, lead=lead_text(lead, lang)) if lead else say("product_same_day", lang))
    return " ".join(p for p in parts if p)


def product_answer(c, s) -> bool:
    """The description, allergens and lead time of the products the message names; mid-order or
    mid-appointment, of the one or two held when it names none («¿y qué lleva?»)."""
    from bizengine.conversation.info import being_booked, in_the_cart, mentioned_products  # info dispatches here
    held = in_the_cart(c) or being_booked(c)
    products = _of_the_group_the_held(s, mentioned_products(c, s), held)[:2] or (held if len(held) <= 2 else [])
    if not products:
        return False
    ev = c.note("product", True, "ficha de catálogo: " + ", ".join(p["id"] for p in products))
    asked = _what_it_is_asked_to_carry(s) if len(products) == 1 else []
    c.say(" ".join(_about(c, p, asked) for p in products),
          meta(chips=item_chips(c, products), cites=[cite(say("cite_catalog", c.lang), "catalog.json")],
               evidence=[ev]))
    return True


def _of_the_group_the_held(s, named: list[dict], held: list[dict]) -> list[dict]:
    """A group's word alone naming what is held («¿el <group> incluye Y?» with one of the group
    booked): the one held, not every one of the group."""
    if held and not s.items.lines and all(p in named for p in held):
        return held
    return named


# «¿la X lleva Y?», «¿el X contén Y?»: what it is asked to carry, after the verb
_CARRIES_RE = re.compile(r"\b(?:lleva|llevan|leva|levan|contiene|contienen|conten|tiene|tienen|ten|usais|usades|"
                         r"usa|usan|esta hech[oa] con|estan hech[oa]s con)\b(?P<rest>.*)$")


# «¿lleva <service> incluido?»: how it is asked to come, never a thing it carries
_COMES_WITH = frozenset("incluido incluida incluidos incluidas aparte".split())


def _what_it_is_asked_to_carry(s) -> list[str]:
    """The words asked after «lleva», «contiene»…: «¿la X lleva azafrán?» → ['azafran']."""
    m = _CARRIES_RE.search(s.norm or "")
    if m is None:
        return []
    named = {w for a, b in s.items.spans for w in s.items.words[a:b]}     # the thing itself, named after the verb
    rest = before_another_question(m["rest"])       # «¿qué lleva y cuánto cuesta la X?»: not «cuesta»
    words = [w for w in rest.split() if w not in STOP and w not in named and w not in _COMES_WITH and len(w) >= 4
             and to_int(w) is None]
    return [as_said(w, s.text or "") for w in words]


def _own_text(product: dict) -> str:
    """Everything the catalogue says of a product, folded: name, aliases, description, what it contains."""
    described = product.get("description") or ""
    said = [product.get("name") or "", *product.get("aliases", []),
            *(described.values() if isinstance(described, dict) else [described]),
            *(allergen_name(a, la) for a in product.get("contains") or () for la in ("es", "gl"))]
    return " ".join(clean(str(x)) for x in said)


def held_in_the_order(c) -> list[str]:
    """Mid-order, the products of the order being written down."""
    st = c.state
    if st.get("intent") != "order" or st.get("done"):
        return []
    ids = (line.get("item_id") for line in st["order"]["lines"])
    return list(dict.fromkeys(pid for pid in ids if pid in c.biz.products))


def being_picked(c) -> list[str]:
    """The products the open «¿Qué <group> quieres?» offers."""
    return list((c.state.get("clarify") or {}).get("candidates") or ()) if c.state.get("awaiting") == "pick" else []


def item_chips(c, products: list[dict]) -> list[dict] | None:
    """One chip per product answered about: a service the business books by person starts a
    booking of it («Pedir cita: X»); anything else is ordered when the business takes orders
    (not one the order being written down holds, nor one the open «¿Qué <group> quieres?» offers);
    none to book while a booking is being taken."""
    chips = []
    held = held_in_the_order(c)
    picked = being_picked(c)
    for p in products:
        if p["id"] in held or p["id"] in picked:    # its own button is there already
            continue
        if bookable_service(c.biz, p):
            if booking_mid_flow(c):     # the booking's own question is open: its answer, not another booking
                continue
            chips.append(chip_action(say("book_item_chip", c.lang, name=product_name(p, c.lang)),
                                     {"type": "service", "item_id": p["id"]}))
        elif c.biz.can("order"):
            chips.append(chip_action(say("order_item_chip", c.lang, name=product_name(p, c.lang)),
                                     {"type": "add", "item_id": p["id"]}))
    return chips or None


def remember(c, s, topics: list[str]) -> None:
    """Keep the topic answered and the one product it was about (if one) for the follow-ups."""
    last = dict(c.state.get("last") or {})
    found = s.items
    # «¿y de <flavour>?» of the one product whose flavour is not made: still that product
    named = [line["item_id"] for line in found.lines] or \
        [entry["candidates"][0] for entry in found.ambiguous if len(entry.get("candidates") or ()) == 1] or \
        _the_one_told_best(c)
    groups = {entry["word"] for entry in found.ambiguous if entry["word"] != POINTED}
    last.pop("group", None)
    last.pop("both", None)
    last.pop("together", None)
    last.pop("together_groups", None)
    last.pop("sized", None)
    if len(set(named)) == 1:
        if last.get("item") not in (None, named[0]):
            last["before"] = last["item"]     # «¿y la otra?» after the first one's price, then «las dos cosas»
        last["item"] = named[0]
        last["item_now"] = True       # asked about this turn: «pon dos» next is of it (records.reading_context)
        last["priced_now"] = bool({"price", "product"} & set(topics))     # «vale» next takes it
        sized = [line.get("options") for line in found.lines if line.get("options")]
        last["sized"] = dict(sized[0]) if len(sized) == 1 else {}     # «¿y la grande?», then «me la guardáis»
        _remember_the_whole(c, last, named[0])
    elif len(set(named)) == 2:
        last["both"] = list(dict.fromkeys(named))     # «¿cuánto cuestan X e Y?», then «dos de cada»
    elif not named and len(groups) == 1 and not _narrowed(c, groups):
        last["group"] = groups.pop()    # the prices of a group, then «vale, para mi hijo»: which one
        last["group_now"] = True        # asked about this turn: «vale, dos de los grandes» next is of it
        last.pop("item", None)
        last.pop("before", None)        # the thing before it goes with it
    if len(set(named)) + len(groups) >= 2:      # «¿cuánto cuestan X, Y y Z?», «¿cuánto un <group> y X?», then
        last["together"] = list(dict.fromkeys(named))       # «vale, cita el lunes»: all of them
        last["together_groups"] = sorted(groups)
    last["topic"] = topics[-1] if topics else None
    last["topics"] = list(topics)       # «¿cuánto cuesta X y cuánto tarda? ¿y el Y?»: both, of Y
    last.pop("day", None)
    if "hours" in topics and s.when is not None and s.when.has_day:
        last["day"] = s.when.ymd        # «¿abrís el domingo?» then «vale, somos 3 a las 14»: that Sunday
    diet = s.diet or {}
    said = list(diet.get("asks") or []) + list(diet.get("avoid") or [])
    if "allergens" in topics and said:
        last["allergens"] = said
    last.pop("unfit", None)
    if "allergens" in topics and len(set(named)) == 1 and _contains_any(c, named[0], diet.get("avoid") or []):
        last["unfit"] = True        # «¿tenéis X sin gluten?» answered «contiene gluten»: «lo recojo…» orders none
    last["listed"] = list(c.listed) if c.listed else last.get("listed") if points_back(s) else []
    if not last["listed"]:
        del last["listed"]
    last["listed_best"] = c.listed_best
    if not c.listed_best:
        del last["listed_best"]
    last["listed_sizes"] = dict(c.listed_sizes) if c.listed else {}
    if not last["listed_sizes"]:
        del last["listed_sizes"]
    c.state["last"] = last
    keep_the_wish(c, s)


def _the_one_told_best(c) -> list[str]:
    """«Lo más barato: X», one thing told: X is the thing priced («vale, para el lunes» next takes it)."""
    return list(c.listed) if c.listed_best and c.listed and len(c.listed) == 1 else []


def _remember_the_whole(c, last: dict, item_id: str) -> None:
    """«¿incluye la Y?» after X's price: Y is the thing talked about last, X the one before it, and
    `part` says Y is part of X, so «vale, para el lunes» is X's day while «ponme una» is Y's."""
    if c.part_of and c.part_of != item_id:
        last["before"] = c.part_of
        last["part"] = [item_id, c.part_of]
    else:
        last.pop("part", None)


def _contains_any(c, pid: str, avoid: list[str]) -> bool:
    return bool(set(avoid) & set((c.biz.products.get(pid) or {}).get("contains") or []))


def _narrowed(c, groups: set[str]) -> bool:
    """«¿cuál es la X más barata?»: the answer named some of the group's products, so «esa», «ponme
    dos» point at those, not at the whole group."""
    candidates = set(group_candidates(c.biz, next(iter(groups))))
    return bool(c.listed) and set(c.listed) < candidates


def remember_praised(c, s) -> None:
    """«me encantan vuestros X», thanked: X is the thing talked about, so «ponme 6» next is of it."""
    praised = list(dict.fromkeys(s.items.praised)) if s.items is not None else []
    if len(praised) == 1:
        c.state["last"] = {**(c.state.get("last") or {}), "item": praised[0], "item_now": True, "sized": {}}


def keep_the_wish(c, s) -> None:
    """«¿tendríais 12 X para mañana?»: the count and day asked of the one product, for the answer's
    follow-up («vale», «a las 9», «apúntamelos»), which orders those and not one for today."""
    last = c.state["last"]
    last.pop("wish", None)
    lines, w = s.items.lines, s.when
    counted = len(lines) == 1 and bool(s.items.explicit) and s.items.explicit[0] and lines[0]["qty"] > 1
    day = w is not None and w.has_day and w.ymd
    if len(lines) == 1 and (counted or day) and not (c.state.get("intent") and not c.state.get("done")):
        last["wish"] = {"item": lines[0]["item_id"], "qty": lines[0]["qty"] if counted else None,
                        "options": dict(lines[0].get("options") or {}), "ymd": w.ymd if day else None,
                        "min": w.minutes if w is not None and w.has_time else None}


# «de esos», «deses», «de ellos»: the products listed in the answer before
_THOSE_RE = re.compile(r"\b(?:de (?:esos|esas|estos|estas|ellos|ellas)|deses|desas|destes|destas|deles|delas)\b")


def points_back(s) -> bool:
    return bool(_THOSE_RE.search(s.norm or ""))
