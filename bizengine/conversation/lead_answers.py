"""«¿Se puede encargar una X para mañana?», «¿me da tiempo a tener una X el martes?», «¿con cuánta
antelación hay que pedirla?»: the lead time of the products named (or of the order being written
down), and whether the day asked is far enough ahead, from the catalogue and the opening hours.
A question never starts an order: the answer offers to."""
from __future__ import annotations

import re

from bizengine.business import availability
from bizengine.business.product_names import product_name
from bizengine.conversation import info
from bizengine.conversation.cards import chip_action, cite, meta
from bizengine.conversation.info import in_the_cart, mentioned_products
from bizengine.conversation.messages import join_list, lead_text, plural_name, ranges_text, say
from bizengine.conversation.product_info import keep_the_wish
from bizengine.language import clock
from bizengine.language.times import opening_ranges
from bizengine.understanding.lexicon import (
    FOR_A_DAY_RE,
    HAVE_RE,
    HOUR_ASKED_RE,
    LASTS_RE,
    LEAD_QUESTION_RE,
    NOW_RE,
    PICK_UP_WHEN_RE,
    STOCK_RE,
)


def asks(c, s) -> bool:
    """A lead-time question about products the message names, or the order's; «¿tenéis X para
    el sábado?» and «¿quedan X?» ask it too (whether X can be had that day, or now)."""
    norm = s.norm or ""
    if any((s.diet or {}).get(k) for k in ("avoid", "asks", "tags")) and not LEAD_QUESTION_RE.search(norm):
        return False    # «¿tenéis pan sin gluten para el sábado?»: the diet's answer first
    if "hours" in (s.topics or []) and not (s.items.lines or s.items.ambiguous) and not LEAD_QUESTION_RE.search(norm):
        return False    # «¿qué horario tenéis el miércoles?» mid-order: the hours of that day, not the order's lead
    named = mentioned_products(c, s)
    if named and all(p.get("duration_minutes") for p in named):
        return False    # «¿cuánto tardáis en arreglar un pinchazo?»: a service lasts, it is not ordered ahead
    if LASTS_RE.search(norm) and not LEAD_QUESTION_RE.search(norm):
        return False    # «¿cuánto dura la X?»: how long it keeps, not how long before to order it
    return (c.biz.can("order") and bool(mentioned_products(c, s) or in_the_cart(c) or _talked_about(c, s))
            and bool(LEAD_QUESTION_RE.search(norm) or _asks_for_now(c, s) or _follows(c, s)
                     or (s.question and (_FIRST_DAY_ASKED_RE.search(norm) or PICK_UP_WHEN_RE.search(norm)))
                     or (s.when.has_day and HAVE_RE.search(norm)) or _a_thing_for_a_day(s)))


# «¿hay algo que pueda llevarme ya?», «¿algo para llevar ahora?»: whatever can be taken now
_TAKE_NOW_RE = re.compile(r"\b(?:llevar\w*|levar\w*|recoger\w*|recoller\w*|comprar|mercar)\b.*"
                          r"\b(?:ya|xa|ahora|agora|ahora mismo|agora mesmo|en este momento|neste momento)\b")


def asks_what_now(c, s) -> bool:
    """«¿qué tenéis ahora mismo?», «¿hay algo que pueda llevarme ya?»: nothing named, asked for now."""
    norm = s.norm or ""
    return (c.biz.can("order") and bool(s.question) and not (s.items.lines or s.items.ambiguous or s.items.unknown)
            and all(t == "menu" for t in s.topics or [])       # not «¿qué horario tenéis ahora?»
            and not any((s.diet or {}).get(k) for k in ("avoid", "asks", "tags"))
            and bool(_WHAT_RE.search(norm))       # not «¿hay cola ahora?»
            and bool((NOW_RE.search(norm) and HAVE_RE.search(norm)) or _TAKE_NOW_RE.search(norm)))


_WHAT_RE = re.compile(r"\b(?:que|algo|cousa|cosa)\b")


def answer_what_now(c) -> None:
    """What needs no ordering ahead, and that what is left right now is not seen from here."""
    ready = [p for p in c.biz.products.values() if not p.get("lead_hours") and not p.get("duration_minutes")]
    text = say("stock_unseen_call", c.lang, phone=c.biz.phone)
    if ready:
        text = say("ready_now", c.lang, list=join_list([product_name(p, c.lang) for p in ready], c.lang)) + " " + \
            say("stock_unseen", c.lang, phone=c.biz.phone)
    c.note("lead", True, f"sin encargo previo: {len(ready)} productos")
    c.say(text, meta(cites=[cite(say("cite_catalog", c.lang), "catalog.json")]))


def _a_thing_for_a_day(s) -> bool:
    """«¿la X para el lunes?»: whether X can be had that day (no other question, no wish: «¿me
    apuntas dos X para el miércoles?» orders them)."""
    return bool(s.question and s.items.lines and s.when.has_day and not s.when.has_time and not s.topics
                and not (s.want_kw or s.order_kw or s.takes_it or _A_WISH_RE.search(s.norm or "")))


_A_WISH_RE = re.compile(r"\b(?:apunt\w*|encarg\w*|encomend\w*|reserv\w*|guard\w*|gard\w*|prepar\w*|pon\w*|"
                        r"dej\w*|deix\w*|mand\w*|quier\w*|quer\w*|quixe\w*|pues|pois|entonces)\b")


def _another_thing_had(c, s) -> bool:
    """«¿tenéis X el domingo?» mid-order, X none of the order's: what it is and costs, then the day
    («¿hay que encargar X?» asks its lead time alone)."""
    held, norm = {p["id"] for p in in_the_cart(c)}, s.norm or ""
    return bool(held and HAVE_RE.search(norm) and not LEAD_QUESTION_RE.search(norm)) \
        and any(p["id"] not in held for p in mentioned_products(c, s))


def _talked_about(c, s) -> list[dict]:
    """«¿y para el lunes?» right after a lead-time answer, «¿y esa para cuándo la tendría?» after its
    price: the product talked about."""
    last = (c.state.get("last") or {}).get("item")
    norm = s.norm or ""
    asked = (_follows(c, s) and s.when.has_day) or bool(
        LEAD_QUESTION_RE.search(norm) and not s.items.lines and _POINTS_AT_IT_RE.search(norm)) or bool(
        PICK_UP_WHEN_RE.search(norm) and not (s.items.lines or s.items.ambiguous))
    return [c.biz.products[last]] if asked and last in c.biz.products else []


_POINTS_AT_IT_RE = re.compile(r"\b(?:esa|ese|eso|esta|este|isa|ise|iso)\b"
                              r"|\b(?:la|lo|las|los|a|o|as|os) (?:tendr|ter|podr|poder|estar)\w*")


def _follows(c, s) -> bool:
    """«¿y la de X?» right after a lead-time answer: the same question about it; «¿y para el
    domingo?» right after any answer about one product: whether it can be had that day."""
    last = c.state.get("last") or {}
    if not s.question or s.topics:
        return False
    return last.get("topic") == "lead" or bool(
        last.get("item") and s.when.has_day and not (s.items.lines or s.items.ambiguous)
        and FOR_A_DAY_RE.match(s.norm or ""))


def _asks_for_now(c, s) -> bool:
    """«¿quedan X?», «¿hay X ahora?», «¿tenéis X hoy?»: what is there at this moment, which no data shows."""
    norm = s.norm or ""
    today = s.when.has_day and s.when.ymd == clock.today(c.now)
    return bool(s.items.lines or s.items.ambiguous) and bool(
        STOCK_RE.search(norm) or (HAVE_RE.search(norm) and (today or NOW_RE.search(norm))))


# «¿cuál es el primer día que puedo?», «¿para cuándo la podéis tener?»: the first day, asked
# «¿cuándo estaría?», «¿cuándo es lo antes?», «¿qué día es lo más pronto?», «cando o teriades?»
_FIRST_DAY_ASKED_RE = re.compile(r"\b(?:primer|primeiro) dia|para (?:cuando|cando)\b"
                                 r"|\b(?:cuando|cando) (?:(?:la|lo|a|o) )?(?:estaria|estara|estarian|estaran|"
                                 r"tendriais|tendreis|tendrias|terias|teriades|podria ser|poderia ser|"
                                 r"(?:es|e|seria) (?:lo|o) (?:antes|mas pronto|mais cedo))\b"
                                 r"|\b(?:que|cal|cual) dia (?:es|e|seria) (?:lo|o) "
                                 r"(?:mas pronto|mais cedo|antes)\b")


def answer(c, s, products: list[dict] | None = None) -> None:
    """`products` given: «¿cuánto tarda?» about them, answered with their lead time alone."""
    priced = "price" in (s.topics or []) and not in_the_cart(c) or _another_thing_had(c, s) or not (
        products or LEAD_QUESTION_RE.search(s.norm or "") or PICK_UP_WHEN_RE.search(s.norm or "")
        or _follows(c, s) or in_the_cart(c))
    products = products or mentioned_products(c, s) or in_the_cart(c) or _talked_about(c, s)
    if priced:
        start = len(c.replies)
        info.answer(c, s, ["price"])       # «¿tenéis X para el sábado?»: what it is and costs, then the day
        for reply in c.replies[start:] if in_the_cart(c) else ():
            (reply.get("meta") or {}).pop("chips", None)    # (mid-order, its button would add it to this order's day)
    leads = _by_lead(products, c.lang)
    lead = max(leads)
    first_asked = bool(_FIRST_DAY_ASKED_RE.search(s.norm or "") or PICK_UP_WHEN_RE.search(s.norm or ""))
    # mid-order, «¿cuándo estaría?»: the day, as the day question after it says the lead time
    text = "" if in_the_cart(c) and first_asked and not s.when.has_day else \
        " ".join(_lead_sentence(c.lang, names, minutes) for minutes, names in leads.items())
    first = availability.pickup_days(c.biz, c.now, max(lead, 1), c.own, limit=1)
    ymd = s.when.ymd if s.when.has_day else None
    held = c.state["order"].get("ymd") if in_the_cart(c) and first_asked else None
    if ymd and first:
        text += " " + _the_day_asked(c, ymd, leads, first[0])
    elif held and not ymd:      # «¿cuándo puedo recogerlo?» of an order for a day: that day's hours
        text = hours_of(c, held)
    elif first and lead and (len(leads) == 1 or first_asked) and (not in_the_cart(c) or first_asked):
        # mid-order the day question says it, unless the first day is what was asked
        text += " " + first_day_text(c, s, first[0])
    elif not text and first and (_hour_asked(s) or in_the_cart(c) and first_asked):
        # «¿a qué hora lo paso a buscar?», «¿cuándo puedo recogerlo?» with no day yet: the first day's hours
        text = hours_of(c, (c.state["order"].get("ymd") if in_the_cart(c) else None) or first[0])
    text = text.strip()
    if _asks_for_now(c, s):
        text += " " + say("stock_unseen" if not lead else "stock_unseen_call", c.lang, phone=c.biz.phone)
    one = {"item": products[0]["id"]} if len(products) == 1 else {}
    c.state["last"] = {**(c.state.get("last") or {}), "topic": "lead", **one}     # «¿y la de X?»
    keep_the_wish(c, s)
    ev = c.note("lead", True, f"antelación {lead // 60} h; primer día {first[0] if first else '-'}; pedido para {ymd}")
    offered = products[:2] if not (in_the_cart(c) or priced) else []
    chips = [chip_action(say("order_item_chip", c.lang, name=product_name(p, c.lang)),
                         {"type": "add", "item_id": p["id"]}) for p in offered] or None
    if text:        # mid-order, «¿cuándo lo recojo?» of one ready the same day: the time question says it
        c.say(text, meta(chips=chips, cites=[cite(say("cite_catalog", c.lang), "catalog.json")], evidence=[ev]))


def _hour_asked(s) -> bool:
    """«¿a qué hora la tengo que recoger?»: a time of day asked, not only a day."""
    return bool(s.question and HOUR_ASKED_RE.search(s.norm or ""))


def first_day_text(c, s, first: str) -> str:
    """The first day it can be had; with its opening hours when the hour was asked."""
    day = clock.fmt_day(first, c.lang)
    ranges = opening_ranges(c.biz, first) if _hour_asked(s) else []
    if ranges:
        return say("lead_first_hours", c.lang, first=day, ranges=ranges_text(ranges, c.lang))
    return say("lead_first", c.lang, first=day)


def hours_of(c, ymd: str) -> str:
    """That day's opening hours («Hoy abrimos de … a …»), or nothing when it does not open."""
    ranges = opening_ranges(c.biz, ymd)
    if not ranges:
        return ""
    if ymd == clock.today(c.now):
        return say("hours_today", c.lang, ranges=ranges_text(ranges, c.lang))
    return say("hours_day", c.lang, day=clock.fmt_day(ymd, c.lang), ranges=ranges_text(ranges, c.lang))


def _the_day_asked(c, ymd: str, leads: dict[int, list[str]], first: str) -> str:
    """Whether what was asked about is ready on the day asked; of several lead times, the earliest
    day of each that is later («the X for Tuesday»: all but the one of 5 days)."""
    day = clock.fmt_day(ymd, c.lang)
    ready = {lead: availability.pickup_availability(c.biz, ymd, c.now, max(lead, 1), c.own) for lead in leads}
    if len(leads) == 1 or all(took["ok"] for took in ready.values()):
        took = ready[max(leads)]
        key = "lead_day_ok" if took["ok"] else "lead_day_closed" if took["reason"] == "closed" else "lead_day_no"
        if key == "lead_day_closed" and first < ymd:     # «¿hay X el lunes?», X ready today: the day after it
            key = "lead_day_closed_next"
            after = availability.pickup_days(c.biz, c.now, max(max(leads), 1), c.own, limit=1, since=ymd)
            first = after[0] if after else first
        return say(key, c.lang, day=day, first=clock.fmt_day(first, c.lang))
    firsts = {lead: (availability.pickup_days(c.biz, c.now, max(lead, 1), c.own, limit=1) or [ymd])[0]
              for lead in leads}
    soonest = firsts[min(leads)]
    on_time = [name for lead, names in leads.items() if ready[lead]["ok"] for name in names]
    if on_time:
        text = [say("lead_day_some", c.lang, day=day, names=join_list(on_time, c.lang))]
    else:
        key = "lead_day_closed" if ready[min(leads)]["reason"] == "closed" else "lead_day_no"
        text = [say(key, c.lang, day=day, first=clock.fmt_day(soonest, c.lang))]
    for lead, names in leads.items():
        if not ready[lead]["ok"] and (on_time or firsts[lead] > soonest):
            text.append(say("lead_day_later", c.lang, names=join_list(names, c.lang),
                            first=clock.fmt_day(firsts[lead], c.lang)))
    return " ".join(text)


def _by_lead(products: list[dict], lang: str) -> dict[int, list[str]]:
    """The products' names by their lead time in minutes, shortest first."""
    leads: dict[int, list[str]] = {}
    for p in products:
        leads.setdefault(int(p.get("lead_hours") or 0) * 60, []).append(product_name(p, lang))
    return dict(sorted(leads.items()))


def _lead_sentence(lang: str, names: list[str], minutes: int) -> str:
    """«X se encarga con 24 horas de antelación», «X e Y se encargan…», «X no necesita encargo previo»."""
    one = len(names) == 1 and not plural_name(names[0])       # «Filloas no necesitan encargo previo»
    key = ("product" if one else "products") + ("_lead_named" if minutes else "_same_day_named")
    return say(key, lang, name=join_list(names, lang), lead=lead_text(minutes, lang))
