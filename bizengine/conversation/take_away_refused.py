"""«paso a por él el viernes», «me lo llevo el viernes», «para llevar el viernes», gl «paso a buscalo o
venres», or asked («¿puedo pasar a por él el viernes?», «¿lo puedo recoger?») right after a thing's price (or
a list of things) where the business takes no orders: the customer means to come for it, not to sit at a
table. Said plainly that nothing is taken to go from here, and what the business does instead (a table
offered for the day said, where tables are booked). Said with the thing named («quiero X para llevar») the
order path refuses it as before."""
from __future__ import annotations

import re

from bizengine.conversation.booking_draft import mid_flow
from bizengine.conversation.cards import chip_text, meta
from bizengine.conversation.messages import say
from bizengine.conversation.records import ABOUT_A_THING
from bizengine.conversation.small_talk import order_unsupported
from bizengine.language.clock import fmt_day
from bizengine.understanding.lexicon import FOR_TAKING_AWAY
from bizengine.understanding.picked_up_later import picks_it_up

# «para llevar», «pa llevar», «para levar», «me lo llevo», «nolo levamos», «llevármelo», «levalo» (folded)
_TO_GO_RE = re.compile(rf"\b{FOR_TAKING_AWAY}\b"
                       r"|\b(?:me|nos) (?:lo|la|los|las) (?:llevo|llevamos|llevare)\b"
                       r"|\b(?:levo|levamos)(?:m|nol)?[oa]s?\b|\bmo levo\b"
                       r"|\b(?:llevar|levar)(?:me|nos)?l[oa]s?\b")


def wanted(c, s) -> bool:
    """Coming for a thing just talked about, where nothing is ordered here and nothing is in progress."""
    biz = c.biz
    if biz.can("order") or mid_flow(c) or s.items.lines or s.items.ambiguous or not _a_thing_talked_about(c):
        return False
    norm = s.norm or ""
    if picks_it_up(norm, s.raw or "") is not None:
        return True     # «paso a por él», «¿puedo pasar a por él el viernes?»: coming for that thing
    if s.question and not (s.when.has_day or s.when.has_time):
        return False    # «¿se puede pedir para llevar?»: whether it is done, the knowledge's or a person's
    return _TO_GO_RE.search(norm) is not None


def answer(c, s) -> None:
    """Nothing taken to go from here; at a place with tables, one offered (for the day said)."""
    if not c.biz.can("booking") or (c.biz.data.get("booking") or {}).get("mode") != "tables":
        order_unsupported(c)
        return
    c.note("order", False, "el negocio no toma pedidos para llevar")
    day = fmt_day(s.when.ymd, c.lang) if s.when.has_day and s.when.ymd else None
    text = c.t("take_away_unsupported_day", day=day) if day else c.t("take_away_unsupported")
    label, asked = say("book_chip_tables", c.lang), say("book_chip_tables_text", c.lang)
    chip = chip_text(label, f"{asked} {say('table_for_the_day', c.lang, day=day)}" if day else asked)
    c.say(text, meta(chips=[chip]))


def _a_thing_talked_about(c) -> bool:
    """The turn before priced or told of a thing (or listed some) that is no service."""
    last = c.state.get("last") or {}
    if not c.answered_last or c.state.get("awaiting"):
        return False
    things = list(last.get("listed") or []) or ([last.get("item")] if last.get("topic") in ABOUT_A_THING else [])
    products = c.biz.products
    return bool(things) and all(t in products and not products[t].get("duration_minutes") for t in things)
