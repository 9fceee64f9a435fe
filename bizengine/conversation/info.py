"""Answers from the business's own data: hours, contact, prices, the menu, allergens and diets.

No model is involved: every answer is computed from business.json and catalog.json, carries
its sources (`cites`) and what was checked (`evidence`). `c` is the turn context of dialog.py
(lang, biz, now, say(), note()); `s` is the Signals of nlu.analyze.
"""
from __future__ import annotations

import re

from rapidfuzz.distance import OSA

from bizengine.business import availability, hours
from bizengine.business.availability import tables
from bizengine.business.pricing import price_line
from bizengine.business.product_names import product_name
from bizengine.business.suggestions import fits_diet
from bizengine.conversation import for_people, occasion_asked, oversize, sizes_asked
from bizengine.conversation.cards import chip_text, chips_once, cite, hours_card, menu_card, menu_cards, meta
from bizengine.conversation.cart import options_not_taken
from bizengine.conversation.diet_guard import caveats_to_tell
from bizengine.conversation.handoff import handoff_question, kb_first
from bizengine.conversation.impossible_day import impossible_day_text
from bizengine.conversation.messages import (
    allergen_name,
    allergens_on,
    contains_text,
    duration_text,
    included_text,
    join_list,
    money,
    not_listed_text,
    pick,
    ranges_text,
    say,
    tag_name,
    unknown_items,
    with_detail,
)
from bizengine.conversation.order_input import PARTS
from bizengine.conversation.product_info import being_picked, held_in_the_order, item_chips, points_back, product_answer
from bizengine.conversation.records import ABOUT_A_THING, day_to_count_from, held_day, held_services, held_time
from bizengine.knowledge.words import STOP
from bizengine.language import clock
from bizengine.language.days import WEEKDAY_WORDS, weekday_span
from bizengine.language.text import as_said, clean, singular, to_int
from bizengine.understanding.item_options import choice_by_count
from bizengine.understanding.lexicon import (
    AND_ON_A_DAY_RE,
    CHEAPEST_RE,
    CLOSED_DAYS_RE,
    CLOSES,
    DEAREST_RE,
    ESTIMATE_RE,
    EVERY_WEEKDAY_RE,
    HAVE_RE,
    KEEPING_RE,
    LAST_SEATING_RE,
    LASTS_RE,
    NOW_RE,
    OF_EVERYTHING_RE,
    OF_THE_ONE_JUST_NAMED_RE,
    SHIPPING_RE,
    WEEKENDS_RE,
)
from bizengine.understanding.people_served import FOR_PEOPLE_RE, sells_by_people
from bizengine.understanding.symptoms import BOUGHT_RE
from bizengine.understanding.vocabulary import category_said, vocabulary_of

TOPICS = ("hours", "address", "phone", "email", "contact", "price", "menu", "allergens", "duration")

_CLOSING = re.compile(rf"\b(?:{CLOSES}|cerrar|cierra|cerrado|pechar|pecha|"
                      r"hasta (?:que|cuando)|ata (?:que|cando))\b")
_MIDDAY = re.compile(r"\b(?:mediodia|medio dia|xantar|despues de comer|despois de comer|despois de xantar)\b")
# «¿a qué hora cerráis a mediodía?»: when the midday opening ends (not «¿cerráis a mediodía?», yes or no)
_WHAT_TIME = re.compile(r"\b(?:a que hora|que hora|hasta que hora|ata que hora|cuando|cando|a cantas|hasta cuando|"
                        r"ata cando)\b")


# ---------------------------------------------------------------- sources

def _cite_catalog(lang):
    return [cite(say("cite_catalog", lang), "catalog.json")]


def _cite_hours(lang):
    return [cite(say("cite_hours", lang), "business.json")]


def _cite_contact(lang):
    return [cite(say("cite_contact", lang), "business.json")]


# ---------------------------------------------------------------- hours

def week_text(week: list[list[tuple[int, int]]], lang: str) -> str:
    """«los martes, miércoles y jueves de 10:00 a 14:00; los sábados de 09:00 a 14:00»: the days
    with the same hours together, Monday first; '' when no day has hours."""
    groups: dict[tuple, list[int]] = {}
    for i, ranges in enumerate(week):
        if ranges:
            groups.setdefault(tuple(ranges), []).append(i)
    return "; ".join(say("staff_week_part", lang, days=join_list(clock.weekdays_plural(days, lang), lang),
                         times=ranges_text(list(ranges), lang)) for ranges, days in groups.items())


# «¿qué días abrís?», «¿cuál es el horario de la semana?»: the week, not today
# «¿qué días abrís?», «¿cuál es vuestro horario?», «¿abrís el fin de semana?» (no day said): the week
_WEEK_HOURS_RE = re.compile(r"\b(?:(?:que|cuales|cales) dias|de la semana|da semana|semanal|cada dia)\b")
_SCHEDULE_RE = re.compile(r"\b(?:horarios?|fin de semana|fins de semana|finde|entre semana)\b")


def _week_hours(c) -> bool:
    lang = c.lang
    text = say("hours_week", lang, parts=week_text(hours.week_ranges(c.biz.data.get("hours")), lang))
    rest = clock.weekdays_plural(hours.rest_weekdays(c.biz), lang)
    if rest:
        text += " " + say("rest_days", lang, days=join_list(rest, lang))
    ev = c.note("hours", True, f"semana: {c.biz.data.get('hours')}")
    c.say(text, meta(cards=[hours_card(c.biz, lang)], cites=_cite_hours(lang), evidence=[ev]))
    return True


def _which_day(c, choices: list[str]) -> bool:
    """«¿a qué hora abrís el sábado 6?» when the 6th is a Friday: which of the two, each a button
    that asks the hours of that day (it answered today's)."""
    days = join_list([say("the_day", c.lang, day=clock.fmt_day(d, c.lang)) for d in choices], c.lang, "or")
    chips = [chip_text(clock.chip_day(d, c.lang), say("hours_ask_day", c.lang, day=clock.fmt_day(d, c.lang)))
             for d in choices]
    c.note("hours", False, f"día y número no coinciden: {', '.join(choices)}")
    c.say(say("day_mismatch", c.lang, days=days), meta(chips=chips))
    return True


def _weekday_hours(c, s, ymd: str) -> bool:
    """That weekday's usual hours (or its weekly rest); the next one's, when a closure or a special
    day changes it («El jueves 24 de diciembre no abrimos (Nochebuena).»)."""
    lang, wd = c.lang, clock.weekday(ymd)
    usual = hours.week_ranges(c.biz.data.get("hours"))[wd]
    days = clock.weekdays_plural([wd], lang)[0]
    if usual:
        text = part_refused(usual, s.when.part, lang) + say("hours_weekday", lang, days=days,
                                                               ranges=ranges_text(usual, lang))
    else:
        text = say("rest_days", lang, days=days)
    ranges = hours.day_ranges(c.biz, ymd)
    if ranges != usual:
        text += " " + _day_text(c, ymd, ranges)
    ev = c.note("hours", True, f"cada {days}: {ranges_text(usual, 'es') if usual else 'cerrado'}")
    c.say(text, meta(cards=[hours_card(c.biz, lang)], cites=_cite_hours(lang), evidence=[ev]))
    return True


def _month_hours(c, first: str, last: str) -> bool:
    """«¿abrís en agosto?»: the usual week, then each day of that month that opens otherwise or
    not at all, with its name (it answered today's hours)."""
    lang = c.lang
    week = hours.week_ranges(c.biz.data.get("hours"))
    texts = [say("hours_week", lang, parts=week_text(week, lang))]
    rest = clock.weekdays_plural(hours.rest_weekdays(c.biz), lang)
    if rest:
        texts.append(say("rest_days", lang, days=join_list(rest, lang)))
    ymd = first
    while ymd <= last:
        ranges = hours.day_ranges(c.biz, ymd)
        if ranges != week[clock.weekday(ymd)]:
            texts.append(_day_text(c, ymd, ranges))
        ymd = clock.add_days(ymd, 1)
    ev = c.note("hours", True, f"{first}…{last}: semana habitual y {len(texts) - 1 - bool(rest)} días distintos")
    c.say(" ".join(texts), meta(cards=[hours_card(c.biz, lang)], cites=_cite_hours(lang), evidence=[ev]))
    return True


def _day_text(c, ymd: str, ranges: list) -> str:
    """One day's hours, or that it does not open (with its closure's name)."""
    lang, day = c.lang, clock.fmt_day(ymd, c.lang)
    if ranges:
        return say("hours_day", lang, day=day, ranges=ranges_text(ranges, lang))
    holiday = _holiday_name(c.biz, ymd, lang)
    return say("closed_holiday", lang, day=day, holiday=holiday) if holiday else say("closed_day", lang, day=day)


def _holiday_name(biz, ymd: str, lang: str) -> str | None:
    for c in biz.data.get("closures", []) or []:
        d = c.get("date", "")
        if d == ymd or (len(d) == 5 and ymd[5:] == d):
            return pick(c.get("name"), lang) or None
    return None


def hours_answer(c, s) -> bool:
    """Today's or a given day's hours, its closing time, or 'closed' with the next opening.
    Returns False when the question is about holidays (the knowledge base explains those)."""
    norm = s.norm or ""
    w = s.when
    asked_day = w.has_day and w.ymd
    if CLOSED_DAYS_RE.search(norm) and not asked_day:
        return _closed_days(c)
    if s.holiday and not asked_day:
        return False
    if w.ambiguous_kind == "month" and w.period and not asked_day:
        return _month_hours(c, *w.period)
    if _WEEK_HOURS_RE.search(norm) and not asked_day:
        return _week_hours(c)
    if _SCHEDULE_RE.search(norm) and not (asked_day or NOW_RE.search(norm) or held_day(c.state)):
        return _week_hours(c)       # «¿cuál es vuestro horario?»: not «¿qué horario tenéis ahora?»
    if EVERY_WEEKDAY_RE.search(norm) and w.ymd:
        return _weekday_hours(c, s, w.ymd)
    if w.ambiguous_kind == "mismatch" and w.day_choices:
        return _which_day(c, w.day_choices)
    if w.invalid_day and w.impossible is not None:
        c.say(impossible_day_text(w.impossible, c.lang))     # «¿abrís el 31 de noviembre?»: not today's hours
        return True
    lang = c.lang
    today = clock.today(c.now)
    # «¿a qué hora cerráis?» while a day is held: that day's hours (not «¿estáis abiertos ahora?»)
    ymd = asked_day or (None if NOW_RE.search(norm) else held_day(c.state)) or today
    is_today = ymd == today
    ranges = hours.day_ranges(c.biz, ymd)
    day = clock.fmt_day(ymd, lang)
    if is_today and NOW_RE.search(norm):
        return _open_now(c, ymd, ranges)
    if not ranges:
        holiday = _holiday_name(c.biz, ymd, lang)
        if is_today:
            text = say("closed_today", lang)
        elif holiday:
            text = say("closed_holiday", lang, day=day, holiday=holiday)
        else:
            text = say("closed_day", lang, day=day)
        nxt = hours.next_opening(c.biz, clock.add_days(ymd, 1), 0)
        if nxt:
            text += " " + say("next_opening", lang, day=clock.fmt_day(nxt[0], lang), time=clock.fmt_time(nxt[1]))
        detail = f"{ymd}: cerrado"
    elif LAST_SEATING_RE.search(norm) and _books_tables(c.biz):
        # «… se puede entrar a cenar?» mid-booking: the part named in the question, not the held one's
        part = w.part or vocabulary_of(c.biz).part_of_day(" ".join(singular(x) for x in norm.split()))   # «de cenas»
        text, detail = _last_booking_text(c, ymd, is_today, part)
    elif _CLOSING.search(norm) and _MIDDAY.search(norm) and _WHAT_TIME.search(norm) \
            and (midday := _midday_range(ranges)) is not None:
        end = clock.fmt_time(midday[1])
        when = say("today_word", lang) if is_today else say("the_day", lang, day=day)
        text, detail = say("midday_closes", lang, when=when, time=end), f"{ymd}: a mediodía cierra a las {end}"
    elif _CLOSING.search(norm) and _MIDDAY.search(norm):
        text, detail = _midday_text(ranges, day, is_today, lang), f"{ymd}: {ranges_text(ranges, 'es')}"
    elif _CLOSING.search(norm):
        text, detail = _closes_text(ranges, day, is_today, lang), f"{ymd}: cierra a las {clock.fmt_time(ranges[-1][1])}"
    else:
        text = _open_at_the_time(c, s, ymd) + _hours_text(ranges, w.part, day, is_today, lang)
        detail = f"{ymd}: {ranges_text(ranges, 'es')}"
    ev = c.note("hours", True, detail)
    c.say(text, meta(cards=[hours_card(c.biz, lang)], cites=_cite_hours(lang), evidence=[ev]))
    return True


def _open_at_the_time(c, s, ymd: str) -> str:
    """«a las 11» right after the hours: whether that time falls inside them, said first."""
    minutes = s.when.minutes
    if not s.open_at_time_asked or minutes is None:
        return ""
    key = "time_open" if hours.is_open_at(c.biz, ymd, minutes) else "time_closed"
    return say(key, c.lang, time=clock.fmt_time(minutes)) + " "


def _hours_text(ranges: list, part: str | None, day: str, is_today: bool, lang: str) -> str:
    """A day's hours; of the part asked only, when it is open then and not all day («¿a qué hora
    abrís el martes por la tarde?»: «El martes … por la tarde abrimos de 16:30 a 20:00.»)."""
    lo, hi = _part_bounds(part)
    inside = [(a, b) for a, b in ranges if a < hi and b > lo]
    if inside and inside != ranges:
        when = say("bk_part_" + (part or ""), lang)
        rtext = ranges_text(inside, lang)
        return say("hours_today_part", lang, part=when, ranges=rtext) if is_today else \
            say("hours_day_part", lang, day=day, part=when, ranges=rtext)
    rtext = ranges_text(ranges, lang)
    text = say("hours_today", lang, ranges=rtext) if is_today else say("hours_day", lang, day=day, ranges=rtext)
    return part_refused(ranges, part, lang) + text      # «¿el domingo abrís por la tarde?»: «Por la tarde no.»


_MIDDAY_HOURS = (13 * 60, 16 * 60)


def _midday_range(ranges: list) -> tuple[int, int] | None:
    """The opening that holds midday and ends before the evening (13:00–16:00 of 13–16 and 20–23:30)."""
    lo, hi = _MIDDAY_HOURS
    return next(((a, b) for a, b in ranges if a < hi and lo < b < 20 * 60), None)


def _midday_text(ranges: list, day: str, is_today: bool, lang: str) -> str:
    """«¿cerráis a mediodía?»: the break between two ranges around midday, or that there is none."""
    lo, hi = _MIDDAY_HOURS
    gap = next(((a[1], b[0]) for a, b in zip(ranges, ranges[1:]) if a[1] < hi and b[0] > lo), None)
    when = say("today_word", lang) if is_today else say("the_day", lang, day=day)
    if gap:
        return say("midday_closed", lang, when=when, start=clock.fmt_time(gap[0]), end=clock.fmt_time(gap[1]))
    if any(a <= lo and b >= hi for a, b in ranges):
        return say("midday_open", lang, when=when, ranges=ranges_text(ranges, lang))
    return _closes_text(ranges, day, is_today, lang) + " " + say("part_not_afternoon", lang)    # for the day


def _closes_text(ranges: list, day: str, is_today: bool, lang: str) -> str:
    """«Hoy cerramos a las 20:00.», «El domingo … cerramos a las 14:00.»"""
    close = clock.fmt_time(ranges[-1][1])
    return say("closes_today", lang, time=close) if is_today else say("closes_day", lang, day=day, time=close)


def _books_tables(biz) -> bool:
    return biz.can("booking") and (biz.data.get("booking") or {}).get("mode") == "tables"


def _last_booking_text(c, ymd: str, is_today: bool, part: str | None) -> tuple[str, str]:
    """«Hoy la última mesa se reserva a las 14:30 o a las 22:00.» (of the part asked, when said)."""
    last = tables.last_seatings(c.biz, ymd)
    lo, hi = PARTS.get(part or "", (0, 24 * 60))
    last = [t for t in last if lo <= t < hi] or last
    times = join_list([clock.fmt_time(t) for t in last], c.lang, "or")
    day = clock.fmt_day(ymd, c.lang)
    text = say("last_seating_today", c.lang, times=times) if is_today else \
        say("last_seating_day", c.lang, day=day, times=times)
    return text, f"{ymd}: última mesa {times}"


def _part_bounds(part: str | None) -> tuple[int, int]:
    """A morning, afternoon or night in minutes; (0, 0) for anything else (midday is no part of hours)."""
    return PARTS[part] if part in ("morning", "afternoon", "night") else (0, 0)


def ranges_in_part(ranges: list, part: str | None) -> list:
    """The ranges that reach into the part of the day asked about (all of them when none is)."""
    lo, hi = _part_bounds(part)
    return [r for r in ranges if hi == 0 or (r[0] < hi and r[1] > lo)]


def part_refused(ranges: list, part: str | None, lang: str) -> str:
    """«Por la tarde no. » when none of the ranges reaches into the part of the day asked about."""
    if _part_bounds(part)[1] == 0 or ranges_in_part(ranges, part):
        return ""
    return say("part_not_" + (part or ""), lang) + " "


def _closed_days(c) -> bool:
    """The weekly rest and the closures of the coming year, from the business's data."""
    lang = c.lang
    rest = clock.weekdays_plural(hours.rest_weekdays(c.biz), lang)
    text = say("rest_days", lang, days=join_list(rest, lang)) if rest else say("no_rest_days", lang)
    ahead = hours.closures_ahead(c.biz, clock.today(c.now))
    if ahead:
        dates = [say("closure_date", lang, name=pick(entry.get("name"), lang), date=clock.fmt_date(ymd, lang))
                 for ymd, entry in ahead]
        text += " " + say("closure_days", lang, dates=join_list(dates, lang))
    ev = c.note("hours", True, f"descanso: {rest}; cierres: {[ymd for ymd, _ in ahead]}")
    c.say(text, meta(cards=[hours_card(c.biz, lang)], cites=_cite_hours(lang), evidence=[ev]))
    return True


def _open_now(c, ymd, ranges) -> bool:
    """"¿Estáis abiertos ahora?": yes until when, or closed and when it opens again."""
    lang, minutes = c.lang, clock.now_minutes(c.now)
    current = next(((a, b) for a, b in ranges if a <= minutes < b), None)
    if current:
        text = say("open_now", lang, time=clock.fmt_time(current[1]))
        detail = f"{ymd} {clock.fmt_time(minutes)}: abierto"
    else:
        text = say("closed_now", lang)
        nxt = hours.next_opening(c.biz, ymd, minutes)
        if nxt and nxt[0] == ymd:
            text += " " + say("next_opening_today", lang, time=clock.fmt_time(nxt[1]))
        elif nxt:
            text += " " + say("next_opening", lang, day=clock.fmt_day(nxt[0], lang), time=clock.fmt_time(nxt[1]))
        detail = f"{ymd} {clock.fmt_time(minutes)}: cerrado"
    ev = c.note("hours", True, detail)
    c.say(text, meta(cards=[hours_card(c.biz, lang)], cites=_cite_hours(lang), evidence=[ev]))
    return True


# ---------------------------------------------------------------- contact

def address_answer(c, s=None) -> bool:
    contact = c.biz.data.get("contact", {})
    ev = c.note("contact", True, "dirección y teléfono del negocio")
    c.say(say("address", c.lang, address=contact.get("address", ""), phone=contact.get("phone", "")),
          meta(cites=_cite_contact(c.lang), evidence=[ev]))
    return True


def contact_answer(c, s=None) -> bool:
    contact = c.biz.data.get("contact", {})
    ev = c.note("contact", True, "teléfono y correo del negocio")
    key = "contact" if contact.get("email") else "contact_phone"
    c.say(say(key, c.lang, phone=contact.get("phone", ""), email=contact.get("email", "")),
          meta(cites=_cite_contact(c.lang), evidence=[ev]))
    return True


# ---------------------------------------------------------------- products

def mentioned_products(c, s) -> list[dict]:
    """Products named in the message, in order, ambiguous words expanded to their candidates."""
    found = s.items
    ids = [line["item_id"] for line in found.lines]
    for amb in found.ambiguous:
        ids += list(amb.get("candidates", []))
    out, seen = [], set()
    for pid in ids:
        if pid in c.biz.products and pid not in seen:
            seen.add(pid)
            out.append(c.biz.products[pid])
    return out


def being_booked(c) -> list[dict]:
    """Mid-appointment, what «¿cuánto cuesta?», «¿cuánto dura?» ask about: its services."""
    return [c.biz.products[sid] for sid in held_services(c.state) if sid in c.biz.products]


def in_the_cart(c) -> list[dict]:
    """Mid-order, what «¿llevan huevo?» asks about: the products of the order being written down."""
    return [c.biz.products[pid] for pid in held_in_the_order(c)]


def _line_of(c, s, pid):
    """The line the message says for a product: its own, or the options said with a group word
    («¿cuánto cuesta una X para 12?»: each of the group at that size, when it takes it)."""
    for line in s.items.lines:
        if line["item_id"] == pid:
            return line
    takes = set((c.biz.products.get(pid) or {}).get("options") or ())
    for amb in s.items.ambiguous:
        chosen = {k: v for k, v in (amb.get("options") or {}).items() if k in takes}
        if pid in amb.get("candidates", []) and chosen:
            return {"item_id": pid, "qty": int(amb.get("qty") or 1), "options": chosen}
    return None


def _per_person(c, s, product: dict, line: dict | None) -> dict | None:
    """«¿cuánto es el arroz para 4?» of a product priced per person, «¿cuánto cuesta el menú para 3?» of one
    sold one by one (no sizes, no packs): four of it, three of it."""
    one_each = product.get("price_per") or _sold_one_by_one(c.biz, product)
    m = FOR_PEOPLE_RE.search(s.norm or "") if one_each else None
    if m is None or (line and int(line.get("qty") or 1) > 1):
        return line
    counted = {**(line or {"item_id": product["id"], "options": {}}), "qty": to_int(m.group("n")) or 1}
    return counted if product.get("price_per") else {**counted, _ONE_EACH: True}


# a count read from the people said of a thing priced by the unit: its one price is said first
_ONE_EACH = "one_each"


def _sold_one_by_one(biz, product: dict) -> bool:
    """A thing taken by the unit, at a business whose sizes are never counted in people (where they are,
    one sold in one size serves them all, as said after its price): no size to choose, no pack, no
    appointment's length."""
    return not sells_by_people(biz) and _required_option(biz, product)[0] is None and not product.get("pack") \
        and not product.get("duration_minutes")


# «¿a cuánto sale cada X?», «¿un X suelto?»: the price of one piece of a pack
_EACH_RE = re.compile(r"\b(?:cada|suelt[oa]s?|solt[oa]s?|la unidad|por unidad|a unidade|por unidade)\b")


def _pack_notes(c, s, products: list[dict]) -> list[str]:
    """What a pack holds, when the price asked is of pieces: «20 X» of packs of 12 (two packs, 24
    pieces), or one piece («cada X», «un X suelto»: its share of the pack, which is sold whole)."""
    out = []
    packed = {p["item_id"]: p for p in s.items.packed}
    for product in products:
        units = int((product.get("pack") or {}).get("units") or 0)
        said = packed.get(product["id"])
        if units < 2 or not isinstance(product.get("price_cents"), int):
            continue
        if said and said["pieces"] > 1 and said["pieces"] % units:
            out.append(say("pack_price_rounded", c.lang, name=product_name(product, c.lang), units=units,
                           pieces=said["pieces"], packs=said["packs"]))
        elif (said and said["pieces"] == 1) or _EACH_RE.search(s.norm or ""):
            each = money(round(product["price_cents"] / units), c.lang)
            out.append(say("pack_price_each", c.lang, name=product_name(product, c.lang), units=units, each=each))
    return out


_INCLUDED_RE = re.compile(r"\b(?:inclu\w+|va con|ven con|viene con|entra)\b")


def _talked_about(c, s) -> list[dict]:
    """«¿incluye la Y?» after X's price, or with X being booked: X, to say whether Y is part of it."""
    if not _INCLUDED_RE.search(s.norm or ""):
        return []
    last = (c.state.get("last") or {}).get("item")
    return [*([c.biz.products[last]] if last in c.biz.products else []), *being_booked(c), *in_the_cart(c)]


def _including(product: dict, products: list[dict]) -> dict | None:
    """Of `products`, the one whose price includes `product` (catalog `includes`)."""
    return next((p for p in products if product["id"] in (p.get("includes") or ())), None)


def _included_in(c, product: dict, products: list[dict]) -> tuple[str, int] | None:
    """«¿cuánto es el X con Y nueva?» where X's price includes Y (catalog `includes`): Y is said
    as included and adds nothing to the total."""
    by = _including(product, products)
    if by is None:
        return None
    return included_text(product_name(product, c.lang), product_name(by, c.lang), c.lang), 0


def _sized_for(c, s, product: dict, line: dict | None) -> dict | None:
    """«¿cuánto cuesta la X para 15 personas?» of a product sold in sizes: the size for that many,
    the next one up when none is that size (the order reads the people the same way)."""
    m = FOR_PEOPLE_RE.search(s.norm or "") if not product.get("price_per") else None
    oid, _opt = _required_option(c.biz, product)
    if m is None or oid is None or oid in ((line or {}).get("options") or {}):
        return line
    counted = choice_by_count(c.biz, oid, m.group("n"))
    if counted is None:
        return line
    base = line or {"item_id": product["id"], "qty": 1, "options": {}}
    return {**base, "options": {**(base.get("options") or {}), oid: counted[0]}}


def _options_not_taken(c, s, products: list[dict]) -> list[str]:
    """«¿cuánto vale la X grande?» of an X sold in one size: said after its one price."""
    if len(products) != 1:
        return []
    return [say("no_option_to_choose_here", c.lang, option=pick(option.get("name"), c.lang).lower())
            for item_id, option in options_not_taken(c.biz, s.items, [products[0]["id"]])
            if item_id == products[0]["id"]]


def _beyond_largest(c, s, products: list[dict]) -> list[str]:
    """«¿cuánto cuesta la X para 30?», «… de 30 <units>» past X's largest size: the largest, and a
    pair or a person."""
    n = _size_asked(c, s.norm or "") if len(products) == 1 else None
    oid = _required_option(c.biz, products[0])[0] if n else None
    if n is None or oid is None:
        return []
    beyond = oversize.beyond_largest(c.biz, products[0]["id"], oid, n, c.lang)
    return [oversize.beyond_text(beyond, c.lang, "over_max_info")] if beyond else []


_COUNTED_RE = re.compile(r"\b(?:de|para|pra|pa) (?P<n>[0-9]{1,3}) (?P<unit>[a-z]+)")


def _size_asked(c, norm: str) -> int | None:
    """The people (or the trade's units: «de 30 <units>») a size is asked for."""
    m = FOR_PEOPLE_RE.search(norm)
    if m:
        return to_int(m.group("n"))
    units = vocabulary_of(c.biz).units
    return next((int(m.group("n")) for m in _COUNTED_RE.finditer(norm) if singular(m.group("unit")) in units), None)


def _required_option(biz, product):
    for oid in product.get("options", []) or []:
        opt = (biz.catalog.get("options") or {}).get(oid)
        if opt and opt.get("choices"):
            return oid, opt
    return None, None


def _choice_prices(c, product: dict, qty: int, oid: str, choices: list[dict]) -> str:
    """«18,00 € (8 <units>), 26,00 € (12 <units>) y 36,00 € (20 <units>)»."""
    parts = []
    for choice in choices:
        p = price_line(c.biz, {"item_id": product["id"], "qty": qty, "options": {oid: choice["id"]}}, c.lang)
        assert p is not None
        parts.append(say("price_choice", c.lang, price=money(p["total_cents"], c.lang),
                         choice=pick(choice.get("name"), c.lang)))
    return join_list(parts, c.lang)


def _sizes_compared_answer(c, s, products: list[dict]) -> bool:
    """«¿qué diferencia hay entre la mediana y la grande?»: those sizes of the one product, each with its price."""
    oid, opt = _required_option(c.biz, products[0]) if len(products) == 1 else (None, None)
    compared = [ch for ch in (opt or {}).get("choices", []) if ch["id"] in s.sizes_compared]
    if oid is None or len(compared) < 2:
        return False
    ev = c.note("price", True, "tamaños comparados: " + ", ".join(ch["id"] for ch in compared))
    text = say("price", c.lang, name=product_name(products[0], c.lang),
               price=_choice_prices(c, products[0], 1, oid, compared))
    c.say(text, meta(chips=item_chips(c, products), cites=_cite_catalog(c.lang), evidence=[ev]))
    return True


def _price_text(c, product, line, short=False) -> tuple[str, int | None]:
    """What `product` costs, for the quantity asked («6 <things>»: the six, and one): the text,
    and its total in cents when it has one price (None while a required option is open)."""
    lang = c.lang
    chosen = (line or {}).get("options") or {}
    qty = max(1, int((line or {}).get("qty") or 1))
    named = f"{qty} × {product_name(product, c.lang)}" if qty > 1 else product_name(product, c.lang)
    oid, opt = _required_option(c.biz, product)
    if opt and oid not in chosen and short:
        return say("price_from", lang, name=named, price=money(product["price_cents"] * qty, lang)), None
    if opt and oid not in chosen:
        return say("price", lang, name=named, price=_choice_prices(c, product, qty, oid, opt["choices"])), None
    p = price_line(c.biz, {"item_id": product["id"], "qty": qty, "options": dict(chosen)}, lang)
    assert p is not None     # the product is in the catalogue
    name = with_detail(named, p.get("option_label") or "")
    per = pick(product.get("price_per"), lang)      # «por persona»: the price is of each one
    if per:
        return _price_per_text(product, name, p, qty, per, lang), p["total_cents"]
    if qty > 1 and (line or {}).get(_ONE_EACH):     # «¿el X para 4?»: one's price, then one each
        one = say("price", lang, name=with_detail(product_name(product, lang), p.get("option_label") or ""),
                  price=money(p["unit_cents"], lang))
        return f"{one} {say('price', lang, name=name, price=money(p['total_cents'], lang))}", p["total_cents"]
    if qty > 1:
        return say("price_each", lang, name=name, price=money(p["total_cents"], lang),
                   each=money(p["unit_cents"], lang)), p["total_cents"]
    return say("price", lang, name=name, price=money(p["unit_cents"], lang)), p["unit_cents"]


def price_sentence(c, product: dict) -> str:
    """«X: 35,00 €.» of one, for an answer that says the price beside something else."""
    return _price_text(c, product, None)[0]


def _price_per_text(product: dict, name: str, p: dict, qty: int, per: str, lang: str) -> str:
    """«Arroz con marisco: 22,00 € por persona (mínimo 2).», «4 × …: 88,00 € (22,00 € por persona).»"""
    least = int(product.get("min_qty") or 0)
    minimum = say("price_minimum", lang, n=least) if least > qty else ""
    if qty > 1:
        return say("price_each_per", lang, name=name, price=money(p["total_cents"], lang),
                   each=money(p["unit_cents"], lang), per=per) + minimum
    return say("price_per", lang, name=name, price=money(p["unit_cents"], lang), per=per) + minimum


# «¿cuánto cuesta?», «¿y cuánto es?» alone: of what is being ordered
_HOW_MUCH_ALONE_RE = re.compile(r"(?:y |e |pues |pois )?(?:cuanto|canto) (?:me |nos |te )?"
                                r"(?:cuesta|cuestan|vale|valen|custa|custan|costa|sale|salen|sae|saen|es|e|seria|sería)"
                                r"(?: (?:eso|esto|iso|isto|todo|entonces))?")


def price_answer(c, s) -> bool:
    alone = _HOW_MUCH_ALONE_RE.fullmatch(" ".join(ESTIMATE_RE.sub(" ", s.norm or "").split())) is not None
    named = mentioned_products(c, s)
    booked = [] if named else being_booked(c)      # «¿cuánto es todo?» of the appointment being written down
    # «hace ruido al frenar, ¿cuánto cuesta arreglarlo?»: the service the dataset gives that symptom
    # first; «se me sale la X, ¿cuánto…?»: that service and X, the part named
    told = [c.biz.products[i] for i in (s.symptom_of or [])[:1] if i in c.biz.products and not booked
            and not any(p.get("duration_minutes") for p in named)]
    products = [*told, *(p for p in named if p not in told)] or booked \
        or (in_the_cart(c) if alone or s.asks_sizes else [])
    if not products and s.asks_sizes:       # «¿qué tamaños hay?», nothing named: what comes in sizes
        products = sizes_asked.sized_products(c.biz)
        if len(products) > 1:
            sizes_asked.answer_which(c, products)
            return True
    if occasion_asked.unanswered_by_the_group(c.biz, s, products):
        return False    # «¿hacéis arreglos florales para bodas?»: the knowledge's or a person's
    if _extreme_price_answer(c, s, products) or (s.sizes_compared and _sizes_compared_answer(c, s, products)):
        return True
    if not products and s.asks_estimate:
        return _estimate_answer(c, s)
    if not products:
        besides = _besides_prices(c, s)
        if besides and _priced_elsewhere(c, s):
            return True
        if SHIPPING_RE.search(s.norm or ""):
            return False    # «¿cuánto me cobras por el envío?»: no line of the catalogue, so a person's
        return _unlisted_then_menu(c, s, besides)
    short = len(products) > 2 and not s.items.lines     # a whole group: one line each, from its base price
    around = [*products, *_talked_about(c, s)]
    asked = [_sized_for(c, s, p, _per_person(c, s, p, _line_of(c, s, p["id"]))) for p in products]
    priced = [_not_on_the_day(c, s, p) or _included_in(c, p, around) or _price_text(c, p, line, short)
              for p, line in zip(products, asked)]
    if len(products) == 1 and (holder := _including(products[0], around)) is not None:
        c.part_of = holder["id"]      # «¿incluye la Y?» after X's price: X stays the thing talked about
    texts = [text for text, _ in priced]
    texts = _not_made(c, s) + texts
    texts += _pack_notes(c, s, products) + _beyond_largest(c, s, products) + _options_not_taken(c, s, products)
    totals = [cents for _, cents in priced]
    several = len(s.items.lines) > 1 and not s.items.ambiguous or len(booked) > 1
    if len(priced) > 1 and None not in totals and several:
        texts.append(say("price_total", c.lang, total=money(sum(t for t in totals if t is not None), c.lang)))
    ev = c.note("price", True, "precio de catálogo: " + ", ".join(p["id"] for p in products))
    chips = None if booked or being_booked(c) else item_chips(c, products[:6])    # none inside an appointment
    c.say(" ".join(texts), meta(chips=chips, cites=_cite_catalog(c.lang), evidence=[ev]))
    _remember_group_at_a_size(c, s, asked)
    _shipping_asked_beside(c, s)
    return True


def _shipping_asked_beside(c, s) -> None:
    """«¿cuánto cuesta el envío de una X?»: X's price said, the sending asked too — whether it is done,
    from the texts, else the question to a person (never dropped)."""
    if SHIPPING_RE.search(s.norm or "") and not kb_first(c, c.t("delivery_asked")):
        handoff_question(c, s.text or "")


def _estimate_answer(c, s) -> bool:
    """«¿cuánto me sale una cena para 2 más o menos?» with nothing priced to add up: an estimate is of
    the whole, never a thing missing from the catalogue; the range of its prices, then the catalogue."""
    prices = [p["price_cents"] for p in c.biz.products.values() if isinstance(p.get("price_cents"), int)]
    if prices:
        c.note("price", True, "estimación: precios del catálogo de menor a mayor")
        c.say(say("price_estimate", c.lang, low=money(min(prices), c.lang), high=money(max(prices), c.lang)))
    return menu_answer(c, s)


def _remember_group_at_a_size(c, s, asked: list[dict | None]) -> None:
    """«¿qué X tenéis para 12 personas?»: each of the group priced at the size said is listed at that
    size, as the sizes for people are, so «la primera para el martes» takes it at that size. Only when
    this message counts the people: a size carried over from before is no size the list was asked at."""
    if s.items.lines or len(asked) < 2 or not FOR_PEOPLE_RE.search(s.norm or "") \
            or not all(line and line.get("options") for line in asked):
        return
    c.listed = [line["item_id"] for line in asked if line]
    c.listed_sizes = {line["item_id"]: dict(line["options"]) for line in asked if line}


_WHICH_RE = re.compile(r"\b(?:cual|cuales|cal|cales)\b")
_THAN_RE = re.compile(r" *(?:que|ca|do que) ")     # «más barato que la X», «máis barato ca X»
# «la X más barata», «lo más caro», «o máis barato»: an article up to three words before «más»
_THE_MOST_RE = re.compile(r"\b(?:el|la|lo|los|las|o|a|os|as)"
                          r"(?: (?!(?:es|e|son|esta|estan|sera|seran|sale|salen|sae|saen)\b)\w+){0,3} "
                          r"(?:mas|mais|menos) \w+$")
# «¿hay alguna más barata?», «¿algo más barato?»: one below (above) the product talked about
_ANOTHER_RE = re.compile(r"\b(?:algo|alguna|alguno|algun|algunha|nada|otra|otro|outra|outro)(?: \w+)? "
                         r"(?:mas|mais) \w+$")


# The words of a price question itself, and of the catalogue as a whole
_PRICE_WORDS = frozenset("""cuesta cuestan costar cuestas vale valen valdria sale salen sae saen custa custan
custaria precio precios prezo prezos cobrais cobrades cobran cobras euro euros tarifa tarifas producto productos
produto produtos articulo articulos cosa cosas todo total pagar pago pagamos salir sair custar cobrar""".split())


def is_price_word(word: str) -> bool:
    """«cuesta», «precio», «euros»: a word of the price question itself."""
    return singular(word) in _PRICE_WORDS


def _priced_elsewhere(c, s) -> bool:
    """«¿cuánto cuesta el envío?», «¿cuánto cobráis por guardar una bici?»: the price of something the
    catalogue does not list is the knowledge's (it may say there is none); said first when it has it."""
    return kb_first(c, s.text or "")


def _besides_prices(c, s) -> list[str]:
    return [w for w in words_besides_catalogue(c.biz, s.norm or "")
            if singular(w) not in _PRICE_WORDS and singular(w) not in STOP and len(w) > 3]


_ARTICLES = frozenset("el la los las un una unos unas o a os as unha unhas de del da do".split())


def _unlisted_then_menu(c, s, besides: list[str]) -> bool:
    """«¿cuánto cuesta el roscón?» that neither the catalogue nor the knowledge prices: that it is
    not in the catalogue, in the customer's words (a noun after an article, four words at most),
    then the catalogue."""
    words = (s.norm or "").split()
    at = [i for i, w in enumerate(words) if w in besides]
    if at and at[0] > 0 and words[at[0] - 1] in _ARTICLES and at[-1] - at[0] < 4:
        phrase = " ".join(words[at[0]:at[-1] + 1])
        c.say(say("unknown_item", c.lang, items=as_said(phrase, s.text or "")))
    return menu_answer(c, s)


def _extreme_price_answer(c, s, products: list[dict]) -> bool:
    """«¿cuál es la X más barata?», «¿qué es lo más caro?»: the product(s) at the lowest (highest)
    base price among the group asked about, or the whole catalogue when none is named. «¿algo más
    barato que la X?», «¿hay alguna más barata?» (after X): the products below (above) X's price.
    Two products named, a count or a size: the plain prices (they compare themselves)."""
    norm = s.norm or ""
    found = CHEAPEST_RE.search(norm) or DEAREST_RE.search(norm)
    items = s.items
    sized = items.stray_options or any(a.get("options") for a in items.ambiguous)
    if found and len({line["item_id"] for line in items.lines}) > 1 and not sized:
        named = [c.biz.products[i] for i in dict.fromkeys(line["item_id"] for line in items.lines)]
        return _which_of_these(c, named, found.re is CHEAPEST_RE)
    held = in_the_cart(c)
    if found and not items.lines and len(held) > 1 and _WHICH_RE.search(norm):
        return _which_of_these(c, held, found.re is CHEAPEST_RE)    # «¿cuál es más barata?» of those ordered
    if not found or any(items.explicit) or sized or len(items.lines) > 1:
        return False
    cheaper, before = found.re is CHEAPEST_RE, norm[:found.end()]
    named = [c.biz.products[line["item_id"]] for line in items.lines if line["item_id"] in c.biz.products]
    if named and _THAN_RE.match(norm, found.end()):
        return _compared_price_answer(c, named, cheaper)
    if _ANOTHER_RE.search(before):
        last = (c.state.get("last") or {}).get("item")
        held = named or ([c.biz.products[last]] if last in c.biz.products else []) or in_the_cart(c)
        return len(held) == 1 and _compared_price_answer(c, held, cheaper)
    choosing = c.state.get("awaiting") == "pick" and _WHICH_RE.search(before)     # «¿cuál es más barato?»
    if named or not (_THE_MOST_RE.search(before) or choosing):
        return False
    priced = [p for p in _asked_among(c, s, products) if isinstance(p.get("price_cents"), int)]
    if not priced:
        return False
    best = (min if cheaper else max)(p["price_cents"] for p in priced)
    say_prices(c, "cheapest" if cheaper else "dearest", [p for p in priced if p["price_cents"] == best])
    c.listed_best = True
    return True


def _asked_among(c, s, products: list[dict]) -> list[dict]:
    """The products «lo más barato» is asked among: those talked about, else the section named
    («el principal más barato») and the diet asked («lo más barato sin gluten»)."""
    cats = categories_named(c.biz, s.norm or "")
    diet = s.diet or {}
    among = products or [p for p in c.biz.products.values() if not cats or p.get("category") in cats]
    best = (c.state.get("last") or {}).get("listed_best")     # «lo más barato», then «¿y el más caro?»
    everything = OF_EVERYTHING_RE.search(s.norm or "")     # «lo más barato que tengáis»: not of those just priced
    listed = set() if best or everything else {p["id"] for p in _listed(c)} or _priced_just_before(c)
    if not cats and not everything:     # «¿Qué <group> quieres?» «¿cuál es la más barata?»
        listed = set(being_picked(c)) or listed
    if listed and not any(diet.values()) and (those := [p for p in among if p["id"] in listed]):
        return those        # «¿qué tenéis sin gluten?», then «¿cuál es el más barato?»: of those
    avoid, tags, has = diet.get("avoid") or [], diet.get("tags") or [], set(diet.get("asks") or [])
    if avoid or tags:
        return [p for p in among if fits_diet(p, avoid, tags)]
    return [p for p in among if has <= set(p.get("contains") or ())]      # «el pescado más barato»


def _priced_just_before(c) -> set[str]:
    """The two things priced in the turn before («¿cuánto cuesta la X? ¿y la Y?»): «¿cuál es la más
    barata?» next is of them."""
    last = c.state.get("last") or {}
    if last.get("both"):
        return set(last["both"])
    priced = last.get("topic") == "price" and last.get("before") and last.get("item")
    return {last["before"], last["item"]} if priced else set()


def _which_of_these(c, named: list[dict], cheaper: bool) -> bool:
    """«¿cuál es más barata, la X o la Y?», «¿la X es más cara que la Y?»: the one at the lowest
    (highest) price among those named, then the others' prices (never their sum)."""
    priced = sorted((p for p in named if isinstance(p.get("price_cents"), int)), key=lambda p: p["price_cents"],
                    reverse=not cheaper)
    if len(priced) < 2:
        return False
    first = priced[0]
    if all(p["price_cents"] == first["price_cents"] for p in priced):     # «Cuestan lo mismo: 18,00 €.»
        c.say(say("same_price", c.lang, price=money(first["price_cents"], c.lang)),
              meta(chips=item_chips(c, priced[:6]), cites=_cite_catalog(c.lang)))
        return True
    lines = [_price_text(c, p, None, short=True)[0] for p in priced[1:]]
    lead = say("lowest_of" if cheaper else "highest_of", c.lang, name=product_name(first, c.lang),
               price=money(first["price_cents"], c.lang))
    ev = c.note("price", True, "comparados: " + ", ".join(p["id"] for p in priced))
    c.say(" ".join([lead, *lines]), meta(chips=item_chips(c, priced[:6]), cites=_cite_catalog(c.lang), evidence=[ev]))
    return True


def _compared_price_answer(c, named: list[dict], cheaper: bool) -> bool:
    """The products of the same category (of the whole catalogue, when it has no other) below
    (above) the price of those named."""
    bound = min(p["price_cents"] for p in named) if cheaper else max(p["price_cents"] for p in named)
    categories = {p.get("category") for p in named}
    pool = [p for p in c.biz.products.values() if p not in named and isinstance(p.get("price_cents"), int)]
    pool = [p for p in pool if p.get("category") in categories] or pool
    others = sorted((p for p in pool if (p["price_cents"] < bound if cheaper else p["price_cents"] > bound)),
                    key=lambda p: p["price_cents"], reverse=not cheaper)
    names = join_list([product_name(p, c.lang) for p in named], c.lang)
    if not others:
        c.say(say("none_cheaper" if cheaper else "none_dearer", c.lang, name=names))
        return True
    say_prices(c, "cheaper_than" if cheaper else "dearer_than", others[:6], name=names)
    return True


def say_prices(c, lead: str, products: list[dict], **names) -> None:
    """The products named with their prices, remembered in that order («la primera», «esa», «ponme dos»)."""
    c.listed = [p["id"] for p in products]
    lines = [_price_text(c, p, None, short=True)[0] for p in products]
    ev = c.note("price", True, f"{lead}: " + ", ".join(p["id"] for p in products))
    c.say(" ".join([say(lead, c.lang, **names), *lines]),
          meta(chips=item_chips(c, products[:6]), cites=_cite_catalog(c.lang), evidence=[ev]))


def _order_chips(c) -> list[dict] | None:
    """The «Hacer un pedido» button under a list, unless an order is already being written down."""
    open_order = c.state.get("intent") == "order" and not c.state.get("done")
    if not c.biz.can("order") or open_order:
        return None
    return [chip_text(say("menu_order_chip", c.lang), say("menu_order_text", c.lang))]


def menu_answer(c, s=None) -> bool:
    """The catalogue, one card per category; only the categories the message names («¿qué
    <category> tenéis?», by a category's name or `aliases`) when it names some."""
    return menu_of(c, categories_named(c.biz, s.norm) if s is not None else [])


def menu_of(c, only: list[str]) -> bool:
    """The cards of the categories `only` (of the whole catalogue when none), said once a turn."""
    lang = c.lang
    if any(r["text"] in (say("menu_intro", lang), _menu_intro(c, only)) for r in c.replies):
        return True     # «¿cuánto cuestan vuestros productos?» asks the catalogue twice: shown once
    ev = c.note("menu", True, f"{len(c.biz.products)} productos en el catálogo" + (f"; solo {only}" if only else ""))
    chips = _order_chips(c)
    c.say(_menu_intro(c, only), meta(chips=chips, cards=menu_cards(c.biz, lang, only),
                                        cites=_cite_catalog(lang), evidence=[ev]))
    if only:        # «¿qué cajas de regalo tenéis?», then «¿cuál no lleva gluten?»: of those
        c.listed = [p["id"] for p in c.biz.products.values() if p.get("category") in only]
    return True


def _menu_intro(c, only: list[str]) -> str:
    """«Este es el catálogo» over the whole of it; over the one category asked, that one named."""
    if len(only) != 1:
        return say("menu_intro", c.lang)
    return say("menu_intro_of", c.lang, category=pick(c.biz.categories[only[0]].get("name"), c.lang))


def categories_named(biz, norm: str) -> list[str]:
    """The categories the message names; a phrase of one category alone («infantiles») outranks
    one every category shares (a generic alias), so only that one is listed."""
    every = biz.cached("menu.category_words", _category_words)
    heads = biz.cached("menu.category_heads", _category_heads)
    ones = {p[0] for phrases in every.values() for p in phrases if len(p) == 1}
    said = [singular(w) for w in (norm or "").split()]
    words = {_near(w, ones) for w in said}    # «novlas»: «novela»
    text = f" {norm} "
    hits = {cid: {p for p in phrases if (len(p) == 1 and p[0] in words) or f" {' '.join(p)} " in text}
            | {p for p in heads.get(cid, []) if p[0] in said} for cid, phrases in every.items()}
    shared = {p for cid, said in hits.items() for p in said
              if sum(p in phrases for phrases in every.values()) > 1}
    own = [cid for cid, said in hits.items() if said - shared]
    return own or [cid for cid, said in hits.items() if said]


def _category_words(biz) -> dict[str, list[tuple]]:
    """Each category's names and aliases, as folded words (one-word ones in the singular)."""
    out = {}
    for cid, cat in biz.categories.items():
        phrases = [clean(p).split() for p in category_said(cat) if clean(p)]
        out[cid] = [(singular(ws[0]),) if len(ws) == 1 else tuple(ws) for ws in phrases]
    return out


def _category_heads(biz) -> dict[str, list[tuple]]:
    """The first word of each category name of several words («ensayo» of «Ensayo y guías»),
    matched as said, never as a typo of another word."""
    out = {}
    for cid, cat in biz.categories.items():
        name = cat.get("name")
        names = [clean(n).split() for n in (name.values() if isinstance(name, dict) else [name or ""])]
        out[cid] = list(dict.fromkeys((singular(ws[0]),) for ws in names if len(ws) > 1))
    return out


# ---------------------------------------------------------------- allergens and diets

def _diet_label(avoid, tags, lang, one: bool = False) -> str:
    parts = []
    if avoid:
        parts.append(say("free_of", lang, list=join_list([allergen_name(a, lang) for a in avoid], lang, "nor")))
    parts += [tag_name(t, lang, one) for t in tags]
    return " ".join(parts)


def _tagged(c, product: dict, tags: list[str]) -> str:
    """«¿el X es vegano?»: yes or no for each diet asked, from the product's tags."""
    return " ".join(say("tag_yes" if _has_tag(product, t) else "tag_no", c.lang, name=product_name(product, c.lang),
                        label=tag_name(t, c.lang)) for t in tags)


def _product_allergens(c, product, avoid) -> str:
    lang = c.lang
    contains = product.get("contains", []) or []
    name = product_name(product, c.lang)
    if not avoid:
        if not contains:
            return say("contains_none", lang, name=name)
        return contains_text(name, join_list([allergen_name(a, lang) for a in contains], lang), lang)
    yes = [a for a in avoid if a in contains]
    no = [a for a in avoid if a not in contains]
    out = []
    if yes:
        out.append(contains_text(name, join_list([allergen_name(a, lang) for a in yes], lang), lang))
    if no and product.get("allergens_vary"):    # «¿el menú del día lleva marisco?»: it changes
        out.append(say("allergens_vary", lang, name=name, list=join_list([allergen_name(a, lang) for a in no],
                                                                         lang, "or")))
    elif no:
        out.append(not_listed_text(name, no, lang))
    return " ".join(out)


def _not_made(c, s) -> list[str]:
    """«¿tenéis X de atún?», «¿la X de manzana lleva gluten?» where no such X is made: said first,
    before what is answered of the Xs there are."""
    unknown = [as_said(u, s.text or "") for u in s.items.unknown if isinstance(u, str)] if s is not None else []
    return [unknown_items(unknown, c.lang)] if unknown else []


def allergens_answer(c, s) -> bool:
    lang = c.lang
    diet = s.diet or {}
    avoid = list(diet.get("avoid", []))
    asks = [a for a in diet.get("asks", []) if a not in avoid]
    tags = list(diet.get("tags", []))
    # mid-order, «¿lleva huevo?», «¿qué alérgenos tiene?» naming nothing ask about what is held
    products = mentioned_products(c, s) or (in_the_cart(c) if not (avoid or tags) else [])
    if not allergens_on(c.biz):     # a business without the allergen feature: its knowledge answers, but
        #                             «¿qué alérgenos tenéis?» of nothing is answered by a catalogue declaring none
        return not (products or avoid or asks or tags) and _no_allergen_declared(c)
    note = _safety_note(c, s, avoid)
    named = {line["item_id"] for line in s.items.lines}
    if products and not named and (avoid or tags):
        return _diet_among(c, s, products, avoid, tags)
    if products:
        texts = _not_made(c, s) + ([_tagged(c, p, tags) for p in products] if tags and not (avoid or asks) else [])
        texts += [_product_allergens(c, p, avoid + asks) for p in products]
        not_listed = [a for a in avoid + asks if any(a not in (p.get("contains") or []) for p in products)]
        note = _safety_note(c, s, not_listed, of_a_product=True)
        ev = c.note("allergens", True, "alérgenos de catálogo: " + ", ".join(p["id"] for p in products))
        c.say(" ".join(texts + [note]), meta(cites=_cite_catalog(lang), evidence=[ev]))
        return True
    if not avoid and not tags and not asks:
        told = kb_first(c, s.text or "")     # the business's own text on allergens (traces, a kitchen) first
        return _allergens_overview(c) or told
    only = categories_named(c.biz, s.norm or "")      # «¿tenéis algún postre vegano?»: among the postres
    those = _of_those_listed(c, s) if not only and (avoid or tags) else []
    if those:
        return _diet_among(c, s, those, avoid, tags)
    everything = [p for p in c.biz.products.values() if not only or p.get("category") in only]
    if asks and not avoid and not tags:
        having = [p for p in everything if any(a in (p.get("contains") or []) for a in asks)]
        listing = join_list([allergen_name(a, lang) for a in asks], lang, "or")
        ev = c.note("allergens", True, f"{len(having)} de {len(everything)} productos contienen: {listing}")
        items = join_list([product_name(p, lang) for p in having], lang)
        text = say("with_list", lang, list=listing, items=items) if having else say("allergens_none", lang)
        c.say(text + " " + note,
              meta(cites=_cite_catalog(lang), evidence=[ev]))
        return True
    fits = _fits(everything, avoid, tags)
    label = _diet_label(avoid, tags, lang, one=len(fits) == 1)
    checked = f"{len(fits)} de {len(everything)} productos cumplen: {_diet_label(avoid, tags, 'es')}"
    ev = c.note("allergens", True, checked)
    section = join_list([pick(c.biz.categories[cid].get("name"), lang) for cid in only], lang) if only else ""
    if not fits:
        text = say("diet_none_in", lang, label=label, category=section) if only else say("diet_none", lang, label=label)
        cards = None
    else:
        key = "diet_list_one" if len(fits) == 1 else "diet_list"
        text = say(key, lang, n=len(fits), label=label, list=join_list([product_name(p, c.lang) for p in fits], lang))
        if only:        # «En Postres: tenemos 1 producto sin gluten: …»
            text = say("in_category", lang, category=section) + text[:1].lower() + text[1:]
        cards = [menu_card(c.biz, say("diet_title", lang, label=label), fits, lang)]
        c.listed = [p["id"] for p in fits]
    chips = _order_chips(c) if fits else None
    c.say(text + " " + note, meta(chips=chips, cards=cards, cites=_cite_catalog(lang), evidence=[ev]))
    return True


def _allergens_overview(c) -> bool:
    """«¿qué alérgenos tenéis?», «tenéis lista de alérgenos?» naming nothing: the allergens the catalogue
    declares, and every product with its own (the cards), never «no tenemos alérgenos»."""
    declared: list[str] = []
    for product in c.biz.products.values():
        declared += [a for a in product.get("contains") or [] if a not in declared]
    if not declared:
        return False    # no product says what it contains: the knowledge (or a person) answers
    listing = join_list([allergen_name(a, c.lang) for a in declared], c.lang)
    ev = c.note("allergens", True, f"alérgenos de catálogo, de {len(c.biz.products)} productos: " + ", ".join(declared))
    note = " ".join([*caveats_to_tell(c, declared), say("allergy_note", c.lang)])   # the business's caveats, always
    c.say(say("allergens_overview", c.lang, list=listing) + " " + note,
          meta(cards=menu_cards(c.biz, c.lang), cites=_cite_catalog(c.lang), evidence=[ev]))
    return True


def _no_allergen_declared(c) -> bool:
    """«¿qué alérgenos tenéis?» where no product declares one: said plainly, not handed to a person."""
    products = list(c.biz.products.values())
    if any(p.get("contains") for p in products):
        return False
    services = bool(products) and all(p.get("duration_minutes") for p in products)
    ev = c.note("allergens", True, f"ninguno de {len(products)} productos declara alérgenos")
    c.say(say("allergens_none_services" if services else "allergens_none", c.lang),
          meta(cites=_cite_catalog(c.lang), evidence=[ev]))
    return True


def _of_those_listed(c, s) -> list[dict]:
    """«¿y de esos cuál no lleva X?», «¿cuál no lleva X?» right after a list: among those listed."""
    return _listed(c) if points_back(s) or _WHICH_RE.search(s.norm or "") else []


def _listed(c) -> list[dict]:
    """The products the answer before listed (a diet list, a category's card), kept in `last`."""
    return [c.biz.products[i] for i in (c.state.get("last") or {}).get("listed") or [] if i in c.biz.products]


# A tag another one implies: what is vegan is vegetarian too.
_IMPLIED_BY = {"vegetariano": ("vegano",)}


def _fits(products, avoid, tags) -> list[dict]:
    return [p for p in products
            if not any(a in (p.get("contains") or []) for a in avoid) and not (avoid and p.get("allergens_vary"))
            and all(_has_tag(p, t) for t in tags)]


def _has_tag(product: dict, tag: str) -> bool:
    own = product.get("tags") or []
    return tag in own or any(t in own for t in _IMPLIED_BY.get(tag, ()))


def _diet_among(c, s, group, avoid, tags) -> bool:
    """A diet question about a general word ("¿hacéis X sin gluten?"): the list among its products."""
    lang = c.lang
    fits = _fits(group, avoid, tags)
    label = _diet_label(avoid, tags, lang)
    ev = c.note("allergens", True, f"{len(fits)} de {len(group)} productos cumplen: {_diet_label(avoid, tags, 'es')}")
    # «¿tenéis X sin gluten?»: «En Xs, …», not «De esos…» of no list shown (a diet's adjective would
    # need the group's gender: «veganas»)
    named = "" if tags else _group_said(c, s)
    if fits:
        text = say("diet_in_group" if named else "diet_among", lang, label=label, group=named,
                   list=join_list([product_name(p, c.lang) for p in fits], lang))
        cards = [menu_card(c.biz, say("diet_title", lang, label=label), fits, lang)]
        c.listed = [p["id"] for p in fits]
    else:
        text, cards = say("diet_in_group_none" if named else "diet_among_none", lang, label=label, group=named), None
    c.say(text + " " + _safety_note(c, s, avoid), meta(cards=cards, cites=_cite_catalog(lang), evidence=[ev]))
    return True


def _group_said(c, s) -> str:
    """The one group the message names, in the plural its aliases give («Xs»); "" if none."""
    groups = {entry["word"] for entry in s.items.ambiguous}
    if len(groups) != 1 or s.items.lines:
        return ""
    entry = (c.biz.catalog.get("ambiguous") or {}).get(groups.pop()) or {}
    one = clean(pick(entry.get("name"), c.lang) or "")
    plurals = [a for a in entry.get("aliases") or [] if clean(a) != one and singular(clean(a)) == one]
    return plurals[0] if plurals else ""


# «soy celíaca», «¿es apta para…?», «¿lo puede comer un alérgico?», «¿tiene trazas?»: the customer is at risk
_SUITABLE_RE = re.compile(r"\b(?:apt[oa]s?|segur[oa]s? para|(?:puede|pode|podria|puedo|podo) (?:comer|tomar)\w*|"
                          r"trazas?|restos?)\b")


def _safety_note(c, s, allergens: list[str], of_a_product: bool = False) -> str:
    """The allergy note, after the business's own caveat for each allergen answered as not listed
    (`allergen_caveats`: traces, a shared kitchen) when the customer is the one at risk, or asks
    whether a product has it («¿el X lleva frutos secos?»): a list asked out of interest («¿qué
    tenéis sin gluten?», the seed's words) keeps the plain note."""
    at_risk = of_a_product or s.diet.get("allergy") or _SUITABLE_RE.search(s.norm or "")
    return " ".join([*(caveats_to_tell(c, allergens) if at_risk else []), say("allergy_note", c.lang)])


# ---------------------------------------------------------------- durations

def duration_answer(c, s) -> bool:
    """«¿Cuánto dura X?»: each named service's duration_minutes (or the appointment's being written
    down); a product that is ordered, not booked, takes its lead time («¿y cuánto tarda?» after its
    price); without either, the knowledge texts."""
    named = mentioned_products(c, s) or being_booked(c)
    timed = [p for p in named if p.get("duration_minutes")]
    norm = s.norm or ""
    if not timed and (KEEPING_RE.search(norm) or BOUGHT_RE.search(norm) or LASTS_RE.search(norm)):
        return False        # «¿cuánto dura en la nevera?», «compré una X, ¿cuánto dura?»: how it keeps, the knowledge's
    if not timed and named and c.biz.can("order"):
        from bizengine.conversation import lead_answers  # it answers from this module's helpers
        lead_answers.answer(c, s, named)
        return True
    if not timed:
        return False
    lang = c.lang
    ev = c.note("duration", True, "duración de catálogo: " + ", ".join(p["id"] for p in timed))
    text = " ".join(duration_text(product_name(p, c.lang), p["duration_minutes"], lang) for p in timed)
    total = sum(int(p["duration_minutes"]) for p in timed)
    if len(timed) > 1 and not s.items.ambiguous:      # «¿cuánto dura X e Y?»: the appointment is their sum
        text += " " + say("duration_total", lang, minutes=total)
    start = held_time(c.state) if not mentioned_products(c, s) else None
    if start is not None:       # «¿a qué hora acabo?» of the appointment being written down
        text += " " + say("duration_ends_at", lang, start=clock.fmt_time(start), end=clock.fmt_time(start + total))
    c.say(text, meta(cites=_cite_catalog(lang), evidence=[ev]))
    return True


# ---------------------------------------------------------------- dispatch

def popular_answer(c, s) -> bool:
    """«¿Cuál es la más vendida?»: the products the catalogue marks popular (of the group named, if one)."""
    named = {x for amb in s.items.ambiguous for x in amb.get("candidates") or []}
    named |= {x["item_id"] for x in s.items.lines}
    named = named or set(being_picked(c))       # «¿Qué <group> quieres?» «¿cuál me recomiendas?»: of those
    cats = set(categories_named(c.biz, s.norm or ""))
    if cats and not named:      # «¿cuál es el <category> más popular?»: of that category, never another's
        named = {pid for pid, p in c.biz.products.items() if p.get("category") in cats}
    popular = [p for p in c.biz.products.values() if p.get("popular")]
    chosen = [p for p in popular if p["id"] in named] or ([] if named else popular)
    if not chosen:
        return False
    say_prices(c, "popular_lead", chosen[:4])
    return True


def for_people_answer(c, s) -> bool:
    """«¿qué me recomiendas para un cumpleaños de 10?»: the sizes that serve them; the catalogue when
    none is that large."""
    return for_people.answer(c, s) or menu_answer(c, s)


def payment_answer(c, s) -> bool:
    """«¿Se paga ahora?»: the business's texts when they say it, else how the dataset says one pays."""
    if kb_first(c, s.text or ""):
        return True
    how = pick((c.biz.data.get("order") or {}).get("payment"), c.lang)
    if not how:
        return False
    c.note("payment", True, "cómo se paga, de los datos")
    c.say(how[0].upper() + how[1:].rstrip(".") + ".")
    return True


ANSWERS = {
    "hours": hours_answer,
    "address": address_answer,
    "phone": contact_answer,
    "email": contact_answer,
    "contact": contact_answer,
    "price": price_answer,
    "menu": menu_answer,
    "allergens": allergens_answer,
    "product": product_answer,
    "duration": duration_answer,
    "payment": payment_answer,
    "popular": popular_answer,
    "for_people": for_people_answer,
}


# «¿el X está el sábado?», «¿o X tamén é o sábado?», «¿servís X el domingo?»
_ON_THAT_DAY_RE = re.compile(r"\b(?:esta|estan|estara|estaran|servis|servides|poneis|pondes|tambien es|tamen e)\b")


def _has_it_that_day(s) -> bool:
    """«¿tenéis X el sábado?», «¿el X está el sábado?» about one thing: its description says when
    it is served (where X is ordered, lead_answers answers first)."""
    norm = s.norm or ""
    return len(s.items.lines) == 1 and s.when.has_day and bool(HAVE_RE.search(norm) or _ON_THAT_DAY_RE.search(norm))


def not_served_that_day(c, s) -> bool:
    """«¿hay X el sábado?» («¿hay X ese día?» mid-booking: the day held), «¿y los fines de semana hay
    X?» of a thing its description serves «de martes a viernes»: no, and the days it is served (the
    price and description would sound like a yes). A bare «¿y X el jueves?» on a day it is served:
    yes, with the days and its price (the price alone does not say the day)."""
    asked, product = _weekdays_asked(s), _thing_asked(c, s)
    if not asked or not product:
        return False
    span = _served_days(c.biz, product, c.lang)
    if span is None:
        return _open_that_day(c, s, product)
    if asked & span[0]:
        return _served_that_day(c, s, product, span[1])
    ev = c.note("product", True, f"{product['id']}: {span[1]}, no {s.when.ymd or 'el fin de semana'}")
    c.say(say("product_not_that_day", c.lang, name=product_name(product, c.lang), days=span[1]), meta(evidence=[ev]))
    return True


def _not_on_the_day(c, s, product: dict) -> tuple[str, None] | None:
    """A thing served on some weekdays only, priced for a day it is not served (the day asked, else
    the one of the request being written down, «¿hay X? reserva para 5 el domingo»): that it is not
    served that day, and its days, instead of a price alone that sounds like «yes» (the price asked
    is said with them)."""
    day = s.when.ymd if s.when.has_day and s.when.ymd else c.day_told_after or day_to_count_from(c.state)
    span = _served_days(c.biz, product, c.lang)
    if not day or span is None or clock.weekday(day) in span[0]:
        return None
    c.note("product", True, f"{product['id']}: {span[1]}, no el {day}")
    said = {"day": clock.fmt_day(day, c.lang), "name": product_name(product, c.lang), "days": span[1]}
    if product.get("price_cents") and "price" in s.topics:     # the price asked: said, with its days
        return say("product_priced_not_on_the_day", c.lang, price=money(product["price_cents"], c.lang),
                   **said), None
    return say("product_not_on_the_day", c.lang, **said), None


def not_on_the_day_said(c, s) -> None:
    """Each thing named that is not served on the day said: that it is not, and its days."""
    if not s.when.has_day:
        return
    for line in s.items.lines:
        product = c.biz.products.get(line["item_id"]) or {}
        told = _not_on_the_day(c, s, product) if product else None
        if told:
            c.say(told[0])


def _open_that_day(c, s, product: dict) -> bool:
    """«¿y el sábado?» after X's price, X with no days of its own in the data: the business's hours
    that day (or that it is closed), and X's price, which stands."""
    if not (_and_on_a_day(s) and s.when.ymd):
        return False        # «¿hay X el sábado?»: its price and description say it, as before
    if _not_ready_by(c, product, s.when.ymd):
        return True
    hours_answer(c, s)
    ev = c.note("product", True, f"{product['id']}: sin días propios; vale el horario del {s.when.ymd}")
    c.say(price_sentence(c, product), meta(evidence=[ev]))
    return True


def _not_ready_by(c, product: dict, ymd: str) -> bool:
    """«¿la tenéis mañana?» of a thing made to order that cannot be ready that day: that it is not, the first
    day it is, and its price (the day's hours alone would sound like a yes)."""
    lead = int(product.get("lead_hours") or 0) * 60
    if not lead or not c.biz.can("order"):
        return False
    took = availability.pickup_availability(c.biz, ymd, c.now, lead, c.own)
    if took["ok"] or took["reason"] == "closed":
        return False
    first = availability.pickup_days(c.biz, c.now, lead, c.own, limit=1)
    if not first:
        return False
    ev = c.note("product", True, f"{product['id']}: {product.get('lead_hours')} h de antelación, no el {ymd}")
    c.say(say("lead_day_no", c.lang, day=clock.fmt_day(ymd, c.lang), first=clock.fmt_day(first[0], c.lang)) + " "
          + price_sentence(c, product), meta(evidence=[ev]))
    return True


def _thing_asked(c, s) -> dict:
    """The one thing named; «¿y el sábado?» alone, with nothing held: the thing just talked about."""
    if len(s.items.lines) == 1:
        return c.biz.products.get(s.items.lines[0]["item_id"]) or {}
    last = (c.state.get("last") or {}).get("item")
    alone = not (s.items.lines or s.items.ambiguous or s.items.unknown or s.topics or c.state.get("awaiting")) \
        and (len((s.norm or "").split()) <= 5 or bool(OF_THE_ONE_JUST_NAMED_RE.search(s.norm or "")))
    return (c.biz.products.get(last) or {}) if alone and _and_on_a_day(s) else {}


def _weekdays_asked(s) -> frozenset[int]:
    """The weekdays a question about one thing asks of: the day named, or Saturday and Sunday
    («¿y los fines de semana hay X?»); none when it asks no such thing."""
    norm = s.norm or ""
    weekend = WEEKENDS_RE.search(norm) is not None and not s.when.ymd
    asked = _and_on_a_day(s) or len(s.items.lines) == 1 and (
        (s.when.has_day or weekend) and bool(HAVE_RE.search(norm) or _ON_THAT_DAY_RE.search(norm)))
    if not asked:
        return frozenset()
    return frozenset({5, 6}) if weekend else frozenset({clock.weekday(s.when.ymd)}) if s.when.ymd else frozenset()


def _and_on_a_day(s) -> bool:
    """«¿y X el sábado?», «¿y el domingo?», «¿e nos fins de semana?»: a day (no time, no count),
    asked after something else, with no verb of its own; or with a pronoun for the thing just
    talked about, «¿lo hay el sábado?», «¿la hacéis el domingo?», «¿tédelo o sábado?»."""
    norm = s.norm or ""
    return bool(s.question and (s.when.ymd or WEEKENDS_RE.search(norm)) and not s.when.has_time
                and len(s.items.lines) <= 1 and all(int(line.get("qty") or 1) == 1 for line in s.items.lines)
                and not any(ch.isdigit() for ch in norm) and len(norm.split()) <= 8
                and bool(AND_ON_A_DAY_RE.search(norm) or OF_THE_ONE_JUST_NAMED_RE.search(norm)))


def _served_that_day(c, s, product: dict, days: str) -> bool:
    """«¿y X el jueves?» (served de martes a viernes): «Sí, de martes a viernes. X: 14,50 €.»"""
    if not _and_on_a_day(s):
        return False        # «¿hay X el jueves?»: its price and description say it, as before
    ev = c.note("product", True, f"{product['id']}: {days}, también {s.when.ymd or 'el fin de semana'}")
    c.say(say("product_that_day", c.lang, days=days) + " " + price_sentence(c, product), meta(evidence=[ev]))
    return True


def _served_days(biz, product: dict, lang: str) -> tuple[frozenset[int], str] | None:
    """The weekdays a thing's description serves it on, and those words as written (read once per
    thing and language)."""
    read = biz.cached("info.served_days", lambda _biz: {})
    key = (product.get("id"), lang)
    if key not in read:
        shown = pick(product.get("description"), lang) or ""
        found = weekday_span(clean(shown))
        read[key] = found and (found[0], as_said(found[1], shown).lower())
    return read[key]


def without_the_catalogue_when_popular(c, topics: list[str]) -> list[str]:
    """«¿qué me recomiendas?»: what the catalogue marks popular, not the catalogue (when it marks any)."""
    if "popular" in topics and any(p.get("popular") for p in c.biz.products.values()):
        return [t for t in topics if t != "menu"]
    return topics


def with_the_day_closed(c, s, topics: list[str]) -> list[str]:
    """«¿tenéis X el lunes?» on a day the business is closed: that it is closed comes first."""
    if "product" in topics and "hours" not in topics and _has_it_that_day(s) \
            and not hours.day_ranges(c.biz, s.when.ymd):
        return ["hours", *topics]
    return topics


_SERVED_ON_RE = re.compile(rf"\b(?:{WEEKDAY_WORDS})\b")


def with_when_it_is_served(c, s, topics: list[str]) -> list[str]:
    """«¿hay X?» of a thing served on some days only (its description names them): its price alone
    sounds like «yes, today»; its description says when. Not «¿cuánto cuesta?» nor «¿algo más barato?»."""
    asked_a_price = "price" in (s.topics or [])
    if topics != ["price"] or asked_a_price or len(s.items.lines) != 1 or not HAVE_RE.search(s.norm or ""):
        return topics
    product = c.biz.products.get(s.items.lines[0]["item_id"]) or {}
    described = clean(pick(product.get("description"), "es"))
    return [*topics, "product"] if _SERVED_ON_RE.search(described) else topics


def topics_of(s) -> list[str]:
    """The topics to answer from data, in the order the message asks them; a diet question
    without its own topic goes last."""
    topics = [t for t in s.topics or [] if t in ANSWERS]
    if not topics and s.topic in ANSWERS:
        topics = [s.topic]
    found = s.items
    extreme = CHEAPEST_RE.search(s.norm or "") or DEAREST_RE.search(s.norm or "")
    if "menu" in topics and (found.lines or found.ambiguous or extreme):
        # "¿qué X tenéis?": those products and their prices, not the whole menu («¿qué es lo más
        # barato que tenéis?»: the one product)
        topics = ["price" if t == "menu" else t for t in topics]
    if topics == ["price"] and _has_it_that_day(s):
        topics.append("product")
    diet = s.diet or {}
    if diet.get("avoid") or diet.get("tags") or diet.get("asks"):
        # "¿qué tenéis sin gluten?" is a diet list (with its own card), not the whole menu
        topics = [t for t in topics if t != "menu"]
        if "allergens" not in topics:
            topics.append("allergens")
    elif s.for_people and ("menu" in topics or "popular" in topics):
        # «¿qué me recomiendas para un cumpleaños de 10?»: the sizes that serve them
        topics = ["for_people" if t in ("menu", "popular") else t for t in topics]
    out = []
    for t in topics:
        if t not in out:
            out.append(t)
    return out


def follow_up(s, last_topic: str | None, last_topics: list[str] | None = None) -> list[str]:
    """A short follow-up without its own topic answers like the previous question:
    after the hours, "¿y el domingo?"; after a price (and a duration), "¿y ese otro?"; "¿qué puedo
    pedir?" is the menu."""
    w = s.when
    if last_topic == "hours" and (w.has_day or w.part):
        return ["hours"]        # «¿y el domingo?», «¿y por la tarde?» (of the day asked before)
    found = s.items
    if last_topic in ABOUT_A_THING and (found.lines or found.ambiguous):
        return [t for t in last_topics or [] if t in ABOUT_A_THING] or [last_topic]
    if s.asks_options and not s.process_question:
        return ["menu"]
    if (found.lines or found.ambiguous) and (HAVE_RE.search(s.norm or "") or _only_named(s) or s.browses):
        return ["price", "product"] if _has_it_that_day(s) else ["price"]    # "¿tenéis X?": yes, with its price
    if _has_it_that_day(s):
        return ["price", "product"]     # «¿el X está el sábado?»
    return []


# «¿algo de X?», «¿y algo do X?»: the «algo de» of a have-question asked without its verb
_AROUND_A_NAME = frozenset("y e alguna algun alguno algunas algunos algunha algunhas algunhos "
                           "algo de del do da".split())


def _only_named(s) -> bool:
    """«¿X?», «¿y X?», «¿algún X?», «¿algo de X?»: a question of a thing's name alone is «¿tenéis X?»."""
    named = {i for start, end in s.items.spans for i in range(start, end)}
    rest = [w for i, w in enumerate(s.items.words or []) if i not in named]
    return bool(s.question and named) and all(w in _AROUND_A_NAME for w in rest)


def category_asked(c, s) -> list[str]:
    """«¿qué cajas de regalo tenéis?», «¿tenéis X infantiles?»: a have-question that names a
    category (by its name or aliases) and no product is that category's card; a long one
    («¿tenéis regalos de empresa con logo…?») asks more than the card says; a count beside it
    («quiero 2 <category>») asks nothing more."""
    found, norm = s.items, s.norm or ""
    asked = (s.question and HAVE_RE.search(norm)) or _category_alone(c.biz, norm)    # «y los postres», no «?»
    wished = s.want_kw and not s.question     # «quiero un libro infantil»: which ones, shown
    if not (s.short and (asked or wished)) or found.lines or found.ambiguous:
        return []
    besides = [w for w in words_besides_catalogue(c.biz, norm) if w not in _GIFT_WORDS and not w.isdigit()]
    return ["menu"] if categories_named(c.biz, norm) and not besides else []


_AROUND_A_CATEGORY = frozenset("y e los las os as el la o a de del do da dos das para pues pois entonces".split())


def _category_alone(biz, norm: str) -> bool:
    """«¿y los postres?», «¿e as sobremesas?»: a question of nothing but a category's name (an «y»,
    an article around it) asks for that category's card, as «¿qué postres tenéis?» does."""
    rest = [w for w in norm.split() if w not in _AROUND_A_CATEGORY]
    return bool(rest) and all(categories_named(biz, w) for w in rest)


# «una planta para regalar»: for whom, not what
_GIFT_WORDS = frozenset("regalar regalo agasallo agasallar regalarla regalarlo".split())


def words_besides_catalogue(biz, norm: str) -> list[str]:
    """What a have-question asks beyond the catalogue's words: «¿vendéis libros de texto?» asks of
    «texto», which no card answers (the knowledge base does)."""
    known = biz.cached("menu.catalogue_words", catalogue_words)
    return [w for w in HAVE_RE.sub(" ", norm).split()
            if w not in STOP and _near(singular(w), known) not in known and w not in known]


def _near(word: str, known) -> str:
    """A misspelt word of five letters or more («novlas», «papeleira») as the one known word it
    is one edit (or one swap) away from; else the word itself."""
    if word in known or len(word) < 5:
        return word
    close = [k for k in known if abs(len(k) - len(word)) <= 1 and OSA.distance(word, k) == 1]
    return close[0] if len(close) == 1 else word


def catalogue_words(biz) -> set[str]:
    """Every word the catalogue names things with: categories, products, groups and their aliases,
    folded, in the singular («cajas» of a «Caja de 6 bombones»)."""
    said: list[str] = []
    for entry in [*biz.categories.values(), *biz.products.values(), *(biz.catalog.get("ambiguous") or {}).values()]:
        name = entry.get("name")
        said += [*(name.values() if isinstance(name, dict) else [name or ""]), *entry.get("aliases", [])]
    return {singular(w) for phrase in said for w in clean(phrase).split() if w not in STOP}


def answer(c, s, topics: list[str] | None = None) -> tuple[int, bool]:
    """Answer every data topic of the message, in order. Returns (answered, needs_kb): needs_kb
    when a topic could not be answered from data (holidays, an allergen question without one)."""
    answered, needs_kb, start = 0, False, len(c.replies)
    for topic in topics if topics is not None else topics_of(s):
        if ANSWERS[topic](c, s):
            answered += 1
        else:
            needs_kb = True
    chips_once(c.replies[start:])
    return answered, needs_kb
