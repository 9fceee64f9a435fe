"""The order conversation: apply what a message (or a button) brings, then ask the first thing
still missing. There are no fixed steps: every turn looks at the state, so the data may
arrive in any order and a message with everything skips the questions.

`c` is the turn context of dialog.py; `s` is the Signals of nlu.analyze (or neutral ones
when re-asking after a side question). Nothing here confirms: the best a customer turn can
leave is a `pending` request for a person.

Reading a message into the draft is order_input.py; the shared questions are form.py.
"""
from __future__ import annotations

import functools
import re

from bizengine.business import availability, hours
from bizengine.business.pricing import price_line
from bizengine.business.product_names import product_name
from bizengine.business.suggestions import fits_diet
from bizengine.conversation import diet_guard, measures, oversize
from bizengine.conversation.cards import chip_action, chip_text, meta, order_card
from bizengine.conversation.cart import line_label
from bizengine.conversation.contact import ask
from bizengine.conversation.form import DAY, LATEST_SLOTS, SlotForm, day_ruled_out
from bizengine.conversation.loose_pieces import pack_units
from bizengine.conversation.messages import join_list, lead_text, lines_with_total, money, pick, say, with_detail
from bizengine.conversation.order_counts import ask_count, uncounted_ids
from bizengine.conversation.order_input import (
    PARTS,
    apply_signals,
    categories_in,
    first_missing_option,
    option_of,
    within_of,
)
from bizengine.conversation.records import Request
from bizengine.conversation.without_its_own import say_without_its_own
from bizengine.language import clock
from bizengine.language.dates import window_bounds
from bizengine.language.days import CANNOT
from bizengine.language.text import as_said, clean
from bizengine.language.times import NOON
from bizengine.understanding.item_options import choice_by_count
from bizengine.understanding.listed_by_trait import costing
from bizengine.understanding.price_said import sized_at
from bizengine.understanding.refers_back import POINTED, points_at_one

SLOT_MINUTES = 10   # length of a pickup block in the request (slot_end = start + 10 min)
_PICKUP_DAYS = 6     # the pickup days offered as chips


def empty_order() -> dict:
    return {"lines": [], "ymd": None, "min": None, "name": None, "phone": None, "note": None, "asap": None,
            "questions": []}


def mid_flow(c) -> bool:
    st = c.state
    return st.get("intent") == "order" and not st.get("done") and bool(
        st["order"]["lines"] or st.get("clarify") or st.get("awaiting"))



# ---------------------------------------------------------------- reading the order

def order_cfg(biz) -> dict:
    return biz.data.get("order") or {}


def lead_minutes(biz, lines) -> int:
    """The largest lead time of the order's items, or the minimum preparation time."""
    return max(int(order_cfg(biz).get("prep_minutes", 10)), items_lead_minutes(biz, lines))


def items_lead_minutes(biz, lines) -> int:
    """The largest lead time of the lines' things, in minutes (0 when none has one; no preparation time)."""
    return max([int((biz.products.get(l["item_id"]) or {}).get("lead_hours") or 0) * 60 for l in lines], default=0)


def priced_lines(c, lang: str | None = None) -> tuple[list[dict], int]:
    """The order's lines priced, named in `lang` (the chat's by default)."""
    lang, out, total = lang or c.lang, [], 0
    for line in c.state["order"]["lines"]:
        product = c.biz.products.get(line["item_id"])
        if not product:
            continue
        p = price_line(c.biz, line, lang)
        assert p is not None     # its product exists (checked above)
        out.append({
            "item_id": line["item_id"], "name": product_name(product, lang), "qty": line["qty"],
            "options": dict(line.get("options") or {}), "option_label": p.get("option_label") or None,
            "unit_cents": p["unit_cents"], "total_cents": p["total_cents"],
        })
        total += p["total_cents"]
    return out, total


def units(c) -> int:
    return sum(int(l.get("qty") or 0) for l in c.state["order"]["lines"])


def noted_text(c, key: str = "noted") -> str:
    """«Apunto: 2 × X. Total …»; a line whose count is still to be asked has no count, and then
    there is no total yet (`key` + "_uncounted")."""
    priced, total = priced_lines(c)
    open_ids = uncounted_ids(c)
    lines = join_list([line_label(p, c.lang, p["item_id"] not in open_ids) for p in priced], c.lang)
    if open_ids:
        return say(key + "_uncounted", c.lang, lines=lines)
    return say(key, c.lang, lines=lines, total=money(total, c.lang))


def day_label(ymd, lang) -> str | None:
    return clock.fmt_day(ymd, lang) if ymd else None


def card(c, status: str) -> dict:
    o = c.state["order"]
    priced, total = priced_lines(c)
    time = clock.fmt_time(o["min"]) if o.get("min") is not None else None
    return order_card(o, priced, total, status, day_label(o.get("ymd"), c.lang), time)


def order_request(c, status: str) -> Request:
    o = c.state["order"]
    priced, total = priced_lines(c, c.biz.default_lang)     # staff read the business's language
    has_slot = o.get("ymd") and o.get("min") is not None
    return {
        "kind": "order",
        "status": status,
        "slot_start": clock.iso_at(o["ymd"], o["min"]) if has_slot else None,
        "slot_end": clock.iso_at(o["ymd"], o["min"] + SLOT_MINUTES) if has_slot else None,
        "total_cents": total,
        "data": {
            "lang": c.lang, "lines": priced, "count": units(c), "ymd": o.get("ymd"),
            "time": clock.fmt_time(o["min"]) if o.get("min") is not None else None, "min": o.get("min"),
            "name": o.get("name"), "phone": o.get("phone"), "note": o.get("note"),
            "questions": list(o.get("questions") or []),
        },
    }


def _shape(lines, with_options: bool = False) -> tuple:
    """What the lines are, to tell whether a turn changed them (a button's option choice that
    keeps the price shows itself; one said in words is said back)."""
    return tuple(sorted((l["item_id"], int(l["qty"]), tuple(sorted((l.get("options") or {}).items()))
                         if with_options else ()) for l in lines))


# ---------------------------------------------------------------- what is missing

def _ask_pick(c) -> None:
    clar = c.state["clarify"]
    entries = c.biz.catalog.get("ambiguous") or {}
    key = clar.get("key") or ""
    # «vale ese para el lunes», «me lo llevo el jueves»: the day said in this message, said back with the question
    ymd = c.state["order"].get("ymd") if c.signals is not None and c.signals.when.has_day else None
    question = pick((entries.get(key) or {}).get("question"), c.lang) or say("ask_which", c.lang)
    if ymd and not _pickup_said_apart(c) and _pointed_back(c, key) and question.endswith("?") \
            and question.count("?") == 1:
        question = say("asked_for_the_day", c.lang, question=question[:-1].lstrip("¿"), day=clock.fmt_day(ymd, c.lang))
    if key == POINTED:      # «otro de esos» after two things: which, named
        names = [product_name(c.biz.products[pid], c.lang) for pid in clar["candidates"] if pid in c.biz.products]
        listed = join_list(names, c.lang, "or")
        question = (say("ask_which_pointed_day", c.lang, names=listed, day=clock.fmt_day(ymd, c.lang)) if ymd
                    else say("ask_which_pointed", c.lang, names=listed))
    elif key and key not in entries:      # the customer's own noun for what the catalogue makes several of
        noun = as_said(key, c.signals.text if c.signals else "").lower()
        asked = say("ask_which_named_day", c.lang, noun=noun, day=clock.fmt_day(ymd, c.lang)) if ymd \
            else say("ask_which_named", c.lang, noun=noun)
        question = _the_only_one(c, clar) or asked
    chips = []
    for pid in clar["candidates"]:
        product = c.biz.products.get(pid)
        if product:
            label = f"{product_name(product, c.lang)} · {money(_picked_cents(c, pid, clar), c.lang)}"
            chips.append(chip_action(label, {"type": "pick", "item_id": pid}))
    if clar.get("doubted") or clar.get("loose"):
        chips.append(chip_text(say("offer_the_doubted_no", c.lang), say("offer_the_doubted_no", c.lang)))
    elif key == POINTED and len(chips) == 2 and not _one_pointed(c):    # the two just spoken of: «los dos» too
        chips.append(chip_text(say("both_services_chip", c.lang), say("both_services_chip", c.lang)))
    ask(c, question, chips, "pick")


# «la de 30», «a de 30», «el de 4», «otro de esos»: one of those listed or named asked for
_ONE_POINTED_RE = re.compile(r"\b(?:la|el|a|o|ese|esa|este|esta|aquel|aquella|aquela) de\b"
                             r"|\b(?:otro|otra|outro|outra) de")


def _one_pointed(c) -> bool:
    """The customer pointed at one of the two («la de 30»): «los dos» is no answer to offer."""
    return c.signals is not None and bool(_ONE_POINTED_RE.search(c.signals.norm or ""))


def _pointed_back(c, key: str) -> bool:
    """«me lo llevo el jueves», «uno para el jueves» after a list: the thing not named in the message (so
    the question says the day back); «quiero una X para el sábado» (or an alias of X) names it and is asked
    as always."""
    if key == POINTED or c.signals is None:
        return False
    said = f" {c.signals.norm or ''} "
    entry = (c.biz.catalog.get("ambiguous") or {}).get(key) or {}
    names = [key, *entry.get("aliases", []), *(pick(entry.get("name"), lang) for lang in ("es", "gl"))]
    if any(f" {clean(n)}" in said for n in names if n):     # «panes», «arreglo floral»: named
        return False
    return not _catalogue_words_typed(c.signals)


def _catalogue_words_typed(s) -> bool:
    """«dos barras», «2 X o 2 Y»: a catalogue phrase among the customer's own words (by their first
    letters, typos and plurals aside). The list's noun the reader put in «la de 12» is not typed."""
    typed = {w[:4] for w in (s.norm or "").split()}
    found = s.items
    return any(w[:4] in typed for start, end in found.spans for w in found.words[start:end])


def _pickup_said_apart(c) -> bool:
    """«el sábado a las 12» while «¿Qué X quieres?» is open: «Apunto la recogida el sábado 7… a las
    12:00.» is said before the question (_say_pickup_changed), which then does not name the day again."""
    w = c.signals.when if c.signals is not None else None
    return w is not None and c.state.get("awaiting") in _NOT_ABOUT_WHEN \
        and bool(w.has_time or w.asap or w.rel_min is not None or w.latest)


def _the_only_one(c, clar: dict) -> str | None:
    """«No tengo «X de <a use>»…» (a quality X's own words contradict): X offered, with what its
    description says of it, never «¿Qué X quieres?» asked of a single button."""
    one = clar.get("contradicted") and len(clar["candidates"]) == 1
    product = c.biz.products.get(clar["candidates"][0]) if one else None
    if product is None:
        return None
    described = pick(product.get("description"), c.lang).strip().rstrip(".")
    name = product_name(product, c.lang)
    # the one offered is the thing spoken of: «¿y cuánto cuesta?» asks its price
    c.state["last"] = {**(c.state.get("last") or {}), "item": clar["candidates"][0]}
    price = money(_picked_cents(c, clar["candidates"][0], clar), c.lang)
    if clar.get("loose"):       # «una <piece>» of packs only: the pack, offered
        return say("offer_the_pack", c.lang, name=name, units=pack_units(product), price=price)
    if clar.get("doubted"):     # «una X, no sé si con Y»: Y offered beside X, not ordered
        return say("offer_the_doubted", c.lang, name=name, price=price)
    if clar.get("not_made"):        # «2 <X> de <a kind not made>»: the kind there is, for those 2
        count = int(clar.get("qty") or 1)
        if clar.get("rest_of_a_count"):        # «4 <X>, 2 … y 2 de <not made>»: the other 2, as more of it
            return say("offer_the_only_kind_more", c.lang, name=name, price=price, count=count)
        return say("offer_the_only_kind", c.lang, name=name, price=price, count=count) if count > 1 \
            else say("offer_the_only_kind_one", c.lang, name=name, price=price)
    return say("offer_the_only_one", c.lang, name=f"{name} ({described})" if described else name, price=price)


def _picked_cents(c, pid: str, clar: dict) -> int:
    """What the candidate costs once picked: at the size the question carries (the one listed for the
    people said, or the one the people said choose), not at its smallest."""
    own = (c.biz.products[pid].get("options") or [])
    options = {**{oid: choice for oid, choice in (clar.get("options") or {}).items() if oid in own},
               **sized_at(c.biz, pid, clar.get("price_cents"))}     # «una <group word> de 26 €»: at 26 €
    people = clar.get("people")
    for oid in own if people else ():
        counted = choice_by_count(c.biz, oid, str(people)) if oid not in options else None
        if counted:
            options[oid] = counted[0]
            break
    priced = price_line(c.biz, {"item_id": pid, "qty": 1, "options": options}, c.lang)
    return priced["unit_cents"] if priced else c.biz.products[pid]["price_cents"]


def _ask_option(c, index, oid) -> None:
    opt = option_of(c.biz, oid)
    question = (pick(opt.get("question"), c.lang)
                or say("ask_option", c.lang, option=pick(opt.get("name"), c.lang).lower()))
    doubted = _doubted_choices(c, opt, oid)
    if doubted:         # «de 8 o de 12»: the two said, asked between
        question = say("ask_option_between", c.lang,
                       choices=join_list([pick(ch.get("name"), c.lang) for ch in doubted], c.lang, "or"))
    lines = c.state["order"]["lines"]
    if index > 0:      # several lines take the option: say which one is asked (the seed's first asks it bare)
        question = f"{product_name(c.biz.products[lines[index]['item_id']], c.lang)}: {question}"
    if told := _no_size_at_the_price_told(c, lines[index]["item_id"], oid, opt):
        question = f"{told} {question}"
    chips = []
    for choice in doubted or opt.get("choices", []):
        label = pick(choice.get("name"), c.lang)
        if choice.get("delta_cents"):
            label += f" · +{money(choice['delta_cents'], c.lang)}"
        chips.append(chip_action(label, {"type": "option", "line": index, "option": oid, "choice": choice["id"]}))
    ask(c, question, chips, "option")


def _no_size_at_the_price_told(c, pid: str, oid: str, opt: dict) -> str:
    """«una X de 30 €» when no size of X costs 30 €: what each size costs, said before the size is asked
    (the price said is no count of people either)."""
    cents = None if c.signals is None else c.signals.price_told if c.signals.price_told is not None \
        else c.signals.items.prices_said.get(pid)      # «la de 30» after a list; «una X de 30 €»: said of X
    if cents is None:       # «una <group word> de 30 €», then «la de <it>»: the price said with the group
        cents = c.price_said_of_the_group.get(pid)
    if cents is None or costing(c.biz, pid, cents):
        return ""
    sized = []
    for choice in opt.get("choices", []):
        priced = price_line(c.biz, {"item_id": pid, "qty": 1, "options": {oid: choice["id"]}}, c.lang)
        if priced:
            sized.append(say("size_at_price", c.lang, choice=pick(choice.get("name"), c.lang),
                             price=money(priced["unit_cents"], c.lang)))
    return say("no_size_at_price", c.lang, name=product_name(c.biz.products[pid], c.lang), price=money(cents, c.lang),
               sizes=join_list(sized, c.lang)) if sized else ""


def _doubted_choices(c, opt: dict, oid: str) -> list[dict]:
    """The choices of `oid` this message hesitated between («de 8 o de 12»), as the option lists them."""
    doubt = c.signals.items.doubted if c.signals is not None and c.signals.items is not None else None
    if not doubt or doubt["option_id"] != oid:
        return []
    return [ch for ch in opt.get("choices", []) if str(ch["id"]) in doubt["choices"]]


def _ask_what(c) -> None:
    """What to order: the popular products, or, when a diet was said («algo sin lactosa»), those
    that fit it (popular first), said with what they avoid."""
    avoid = diet_guard.remember(c, c.signals)
    tags = (c.signals.diet or {}).get("tags") or [] if c.signals is not None else []
    cats = categories_in(c.biz, c.signals.norm or "") if c.signals is not None and not c.signals.has_items else []
    fit = [p for p in c.biz.products.values() if fits_diet(p, avoid, tags) and (not cats or p.get("category") in cats)]
    shown = sorted(fit, key=lambda p: not p.get("popular"))[:4] if avoid or tags or cats else \
        [p for p in fit if p.get("popular")][:4]
    chips = [chip_action(product_name(p, c.lang), {"type": "add", "item_id": p["id"]}) for p in shown]
    chips.append(chip_text(say("menu_chip", c.lang), say("menu_chip_text", c.lang)))
    pointed = c.signals is not None and c.signals.refers_back      # «quiero otra igual», nothing named before
    text = say("ask_what_pointed" if pointed else "ask_what", c.lang)
    ymd = c.state["order"].get("ymd") if c.signals is not None and c.signals.when.has_day else None
    if ymd and points_at_one(c.signals.norm or ""):     # «vale ese para el lunes» after the whole catalogue
        text = f"{say('for_the_day', c.lang, day=clock.fmt_day(ymd, c.lang))} {text}"
    if cats and shown:      # «quiero una planta»: that category's, with their prices
        listed = join_list([f"{product_name(p, c.lang)} ({money(p['price_cents'], c.lang)})" for p in shown], c.lang)
        names = join_list([pick(c.biz.categories[cid].get("name"), c.lang) for cid in cats], c.lang)
        text = f"{say('in_category', c.lang, category=names)}{listed}. {text}"
    if avoid:
        text = f"{diet_guard.fitting_text(c, [p['id'] for p in shown], avoid)} {text}"
    ask(c, text, chips, "items")




def _in_part(c, slots: list[dict]) -> tuple[list[dict], str | None]:
    """The slots inside the part of the day said («por la tarde», now or earlier in the order), or
    all of them with what to say first when that part has none («El domingo por la tarde no abrimos.»)."""
    now_said = within_of(c.signals.when) if c.signals is not None else None
    within = now_said or c.state["order"].get("within") or {}      # this message's, else the one said before
    window = tuple(within["window"]) if within.get("window") else None
    part = within.get("part") if not window else None
    a, b = window_bounds(window) if window else PARTS.get(part or "", (0, 24 * 60))
    inside = [s for s in slots if a <= s["min"] < b]
    if within.get("latest"):
        inside = inside[-LATEST_SLOTS:]
    ymd = c.state["order"].get("ymd")
    if inside and within.get("latest") and c.state.get("awaiting") in ("time", "confirm"):     # «a última hora»
        return inside, say("latest_free_note", c.lang)
    if inside and part in PARTS and (now_said or {}).get("part") == part:
        # «por la mañana» said now (to «¿A qué hora?», with the day, at the summary): heard once, not each
        # time the question comes again
        said = say(f"bk_part_{part}", c.lang)
        return inside, say("part_free_note", c.lang, part=said[:1].upper() + said[1:])
    if inside or not slots or part not in PARTS:
        return inside or slots, None
    key = "part_full_note" if hours.opens_between(c.biz, ymd, a, b) else "part_closed_note"
    return slots, say(key, c.lang, day=clock.fmt_day(ymd, c.lang), part=say(f"bk_part_{part}", c.lang))


def _checked(c) -> list[dict]:
    """What this turn checked about the order (lead time, pickup slot), shown with the summary."""
    return [e for e in c.trace if e["step"] in ("lead", "pickup", "units")]


class OrderForm(SlotForm):
    """An order picked up at the shop: items (and their options) before the day; the lead time
    of the slowest item decides the first possible pickup slot."""

    kind = "order"
    no_days_key, ask_day_key, day_unclear_key = "no_days", "ask_day", "day_unclear"
    summary_key, sent_key = "summary", "sent"
    slot_step, slot_free, slot_taken = "pickup", "hueco de recogida libre", "sin hueco de recogida"
    part_ranges = PARTS

    @functools.cached_property
    def lead(self) -> int:
        return lead_minutes(self.c.biz, self.draft["lines"])

    @functools.cached_property
    def days_seen(self) -> dict[str, dict]:
        """Each day's availability, counted once per form (a turn asks: too soon? free?)."""
        return {}

    def empty(self) -> dict:
        return empty_order()

    def grid_minutes(self) -> int:
        return int(order_cfg(self.c.biz).get("slot_minutes", 30))

    def again(self) -> dict:
        return {"lines": [dict(line) for line in self.draft["lines"]]}

    def what_text(self) -> str:
        priced, total = priced_lines(self.c)
        lines = join_list([line_label(p, self.c.lang) for p in priced], self.c.lang)
        return lines_with_total(lines, money(total, self.c.lang), self.c.lang)

    def before_day(self) -> bool:
        c, st = self.c, self.c.state
        if st.get("clarify"):
            _ask_pick(c)
            return False
        if not self.draft["lines"]:
            _ask_what(c)
            return False
        if ask_count(c):
            return False
        limit = int(order_cfg(c.biz).get("max_units", 30))
        if units(c) > limit:
            chips = [chip_action(self.t("chip_handoff"), {"type": "handoff"}),
                     chip_action(self.t("chip_cancel"), {"type": "cancel"})]
            c.note("units", False, f"{units(c)} unidades: más de {limit}")
            ask(c, self.t("too_many", n=units(c), max=limit), chips, "big")
            return False
        missing = first_missing_option(c)
        if missing:
            if not oversize.offer(c, *missing):
                _ask_option(c, *missing)
            return False
        return True

    def have_day(self) -> bool:
        c, o, lead = self.c, self.draft, self.lead
        self.drop_the_day_for_an_impossible_one()
        if c.day_unclear and not o.get("ymd") and not self.choice_settled():
            self.ask_day_unclear()
            return False
        if not o.get("ymd"):
            if lead >= DAY:
                c.note("lead", True, f"el pedido necesita {lead // 60} h de antelación: se pregunta el día")
            if lead >= DAY or o.get("day_asked"):      # «el lunes» was closed: another day, not today assumed
                self.ask_day(self.day_question(), around=o.get("day_refused"))
                return False
            o["ymd"], o["day_assumed"] = clock.today(c.now), True     # (no day said: «2 más para mañana» moves it)
        return True

    def day_question(self) -> str:
        """«¿Qué día lo recoges?», after the lead time when it takes a day or more (not twice in a row:
        «¿cuánto tarda X?» answered it just now); with the time this message said."""
        lead = lead_text(self.lead, self.c.lang)
        minutes = self._time_said_now()
        if minutes is None:
            minutes = self._time_kept_before()
        at = {} if minutes is None else {"time": clock.fmt_time(minutes)}     # «una X de 10 de la mañana»
        if self.lead >= DAY and not any(lead in r["text"] for r in self.c.replies):
            return self.t("lead_day_at" if at else "lead_day", lead=lead, **at)
        return self.t("ask_day_at" if at else "ask_day", **at)

    def _time_said_now(self) -> int | None:
        """The time held, when this message said it beside the products and no day (the day question
        says it back; to «¿Qué día lo recoges?» itself «Apunto la hora» does)."""
        s, minutes = self.c.signals, self.draft.get("min")
        if s is None or minutes is None or not s.items.lines or not s.when.has_time or s.when.minutes != minutes:
            return None
        said = clock.fmt_time(int(minutes))        # «Otro día a las 11:00»: said already this turn
        if self.c.state.get("awaiting") == "day" or any(said in r["text"] for r in self.c.replies):
            return None
        return int(minutes)

    def _time_kept_before(self) -> int | None:
        """The time said while the size was asked after «Mañana no llego» («a las 12», then «de 8»): the
        day question says it back, so the customer knows it is still held for the day said next."""
        minutes = self.draft.get("min")
        if minutes is None or self.draft.get("ymd") or not self.draft.get("day_refused") \
                or self.c.state.get("awaiting") not in _NOT_ABOUT_WHEN:
            return None
        return None if any(clock.fmt_time(int(minutes)) in r["text"] for r in self.c.replies) else int(minutes)

    def days(self, since: str | None = None) -> list[str]:
        o = self.draft     # a weekday ruled out is left out once a week: two more days for each
        extra = len(o.get("not_days") or []) + 2 * len(o.get("not_weekdays") or [])
        days = availability.pickup_days(self.c.biz, self.c.now, self.lead, self.c.own,
                                        limit=_PICKUP_DAYS + extra, since=since)
        return [d for d in days if not day_ruled_out(o, d)][:_PICKUP_DAYS]

    def horizon_days(self) -> int | None:
        return int(order_cfg(self.c.biz).get("horizon_days", 60))

    def day_availability(self, ymd: str) -> dict:
        """The day's pickup slots (see `days_seen`)."""
        if ymd not in self.days_seen:
            self.days_seen[ymd] = availability.pickup_availability(self.c.biz, ymd, self.c.now, self.lead,
                                                                   self.c.own)
        return self.days_seen[ymd]

    def day_ok(self, ymd: str) -> None:
        if self.lead >= DAY:
            self.c.note("lead", True, f"plazo de {self.lead // 60} h cumplido para {ymd}")

    def too_soon_for(self, ymd: str, statement: bool = False) -> str | None:
        """«una X para esta tarde» with a lead time of days the day cannot meet: said before the
        size is asked."""
        if self.lead < DAY or ymd < clock.today(self.c.now):
            return None
        res = self.day_availability(ymd)
        if res["ok"] or res["reason"] != "past":
            return None
        return self._lead_refused(ymd, statement) if statement else self.day_refused(ymd, "past")

    def _lead_refused(self, ymd: str, statement: bool = False) -> str:
        """«Mañana no llego: este pedido necesita 24 horas de antelación.», with «¿Qué día te va
        bien?» unless `statement`."""
        today = clock.today(self.c.now)
        which = "today" if ymd == today else "tomorrow" if ymd == clock.add_days(today, 1) else "day"
        return self.t(f"lead_refused_{which}" + ("_note" if statement else ""),
                      lead=lead_text(self.lead, self.c.lang), day=clock.fmt_day(ymd, self.c.lang))

    def day_refused(self, ymd: str, reason: str) -> str | None:
        c, lead = self.c, self.lead
        today = clock.today(c.now)
        day = clock.fmt_day(ymd, c.lang)
        if reason == "past" and ymd >= today and lead >= DAY:
            c.note("lead", False, f"{ymd}: necesita {lead // 60} h de antelación")
            return self._lead_refused(ymd)
        c.note("pickup", False, f"{ymd}: sin recogida ({reason})")
        if reason == "closed":
            return self.closed_text(ymd) or self.t("day_closed", day=day)
        if reason == "too_far":
            return self.t("day_too_far", n=order_cfg(c.biz).get("horizon_days", 60))
        if reason == "full":
            return self.t("day_full", day=day)
        return self.t("today_gone") if ymd == today else self.t("day_past")

    def before_time(self) -> None:
        """'Lo antes posible': the first free slot; 'dentro de 20 minutos': the first free slot from
        then when it comes soon after, else that time (its check offers the free ones nearest it)."""
        c, o = self.c, self.draft
        self.last_time()
        last = o.pop("last_free", None)     # «la anterior a esa»: the last free time before the one held
        if o.get("asap") is None or not c.slots:
            return
        start = clock.now_minutes(c.now) + int(o["asap"]) if o["ymd"] == clock.today(c.now) else 0
        if self._later_time_for_all():
            return
        near = o.pop("near", None)      # «me da igual» to the times nearest the one asked: the nearest
        o.pop("near_day", None)
        later = [s for s in _in_part(c, c.slots)[0] if s["min"] >= start]
        window = c.signals.when.window if c.signals is not None else None   # «la primera después de las 12»
        if near is not None and later:
            later = availability.nearest(later, int(near), 1)
        elif last and window and window[0] == "before":     # «la anterior a esa»: the last before the one held
            later = [s for s in later if s["min"] < window[1]][-1:]
            if not later:       # none: the time held stays, said so
                o["min"], o["asap"] = int(window[1]), None
                c.say(self.t("nothing_before_held", time=clock.fmt_time(int(window[1]))))
                return
        after = int(o["asap"])
        o["asap"] = None
        if after and start and (not later or later[0]["min"] - start > _SOON):
            o["min"], o["in_a_while"] = start - start % 5, True     # «dentro de una hora», nothing free soon
            return              # after: that time, refused with the free times nearest it (not «the earliest»)
        if later:
            o["min"] = later[0]["min"]
            soon = (after and start) or window      # not the earliest of the day
            c.say(self.t("soon_time" if soon else "asap_time", time=later[0]["time"]))

    def _later_time_for_all(self) -> bool:
        """«me da igual» to «¿Lo recoges todo a las 12:00 o a las 10:00?»: the later one (everything is
        ready by then), said so; never the first free time of the day, which is neither."""
        c, o = self.c, self.draft
        both, s = o.get("times_for_all") or [], c.signals
        later = next((slot for slot in c.slots if both and slot["min"] == max(both)), None)
        if later is None or s is None or not s.anyone:
            return False
        o["min"], o["asap"] = later["min"], None
        o.pop("times_for_all")
        c.say(self.t("time_for_all_later", time=later["time"]))
        return True

    def last_time(self) -> None:
        """«Lo más tarde posible»: the last free slot of the day (of the part said, if any)."""
        c, o = self.c, self.draft
        if o.get("asap") is not None or not o.pop("last_free", None) or not c.slots:
            return      # (with a time as soon as possible: the last of its window, see before_time)
        last = _in_part(c, c.slots)[0][-1]
        o["min"] = last["min"]
        c.say(self.t("latest_time", time=last["time"]))

    def time_question(self) -> tuple[str, list[dict]]:
        c, ymd = self.c, self.draft["ymd"]
        slots, first = _in_part(c, c.slots)
        today = clock.today(c.now)
        if ymd == today:
            text = self.t("ask_time_today", time=slots[0]["time"])
        elif ymd == clock.add_days(today, 1):
            text = self.t("ask_time_tomorrow")
        else:
            text = self.t("ask_time_day", day=clock.fmt_day(ymd, c.lang))
        return (f"{first} {text}" if first else text), slots

    def _time_refused(self, ymd: str, minutes: int, time: str, sending: bool) -> str:
        if self.draft.pop("in_a_while", None):
            return self.t("soon_none", time=time)
        return super()._time_refused(ymd, minutes, time, sending)

    def too_soon_text(self, time: str) -> str:
        return self.t("time_past", time=time)

    def contact_questions(self) -> tuple[str, str, str]:
        hint = pick(order_cfg(self.c.biz).get("note_hint"), self.c.lang) or self.t("note_hint")
        return self.t("ask_name"), "ask_phone", self.t("ask_note", hint=hint)

    def note_more_question(self) -> str | None:
        """«Apunto como indicación: «rojas».» leaves the words to write unsaid, where the note asks for them
        (`order.note_asks_wording`): still asked."""
        if not order_cfg(self.c.biz).get("note_asks_wording"):
            return None
        hint = pick(order_cfg(self.c.biz).get("note_hint"), self.c.lang) or self.t("note_hint_more")
        return self.t("ask_note_more", hint=hint)

    def summary_chips(self) -> list[dict]:
        return [{**chip_action(self.t("chip_send"), {"type": "send"}), "primary": True},
                chip_action(self.t("chip_add_more"), {"type": "add_more"}),
                chip_action(self.t("chip_change_time"), {"type": "change_time"})]

    def card(self, status: str) -> dict:
        return card(self.c, status)

    def request(self, status: str) -> Request:
        return order_request(self.c, status)

    def evidence(self) -> list[dict] | None:
        return _checked(self.c)

    def reset(self) -> None:
        super().reset()
        self.c.state["queue"] = []


def time_refused_for(c, lines: list[dict], minutes: int) -> str | None:
    """Why `minutes` on the order's day cannot be the pickup of `lines` (None: it is a free slot)."""
    ymd = c.state["order"]["ymd"]
    free = availability.pickup_availability(c.biz, ymd, c.now, lead_minutes(c.biz, lines), c.own)
    if any(slot["min"] == minutes for slot in free.get("slots") or []):
        return None
    return OrderForm(c).time_refused_text(ymd, minutes)


def advance(c, sending=False) -> bool:
    """Ask the first missing thing. Returns True when the order is complete and verified."""
    return OrderForm(c).advance(sending)


# ---------------------------------------------------------------- one order turn

def _say_changes(c, before_shape, before_total, said: bool, summed: bool = False) -> None:
    """The lines and total when the message changed them, or when it added two counts of a thing into the
    count held (`summed`: «pon 3 y una X» with 4 X held is read back, not passed over)."""
    priced, total = priced_lines(c)
    for text in c.pending_notes:
        c.say(text)
    c.pending_notes.clear()
    if _shape(c.state["order"]["lines"], said) == before_shape and total == before_total and not summed:
        return
    if not priced:
        c.say(say("cart_empty", c.lang))
        return
    c.say(noted_text(c), meta(cards=[card(c, "draft")]))
    n = units(c)
    c.note("price", True, f"{n} unidad{'es' if n != 1 else ''}, total {money(total)}")


_SOON = 30      # minutes: «dentro de una hora» is met by a time up to this much later


def order_step(c, s=None, change=None) -> None:
    """Apply the message (signals `s`) or a button (`change`, a callable on c), then ask."""
    st = c.state
    st["intent"] = "order"
    st["done"] = False
    st["order"].pop("day_proposed", None)      # the next open day proposed last turn is held like any other
    said = s is not None and bool(s.text)
    before_shape = _shape(st["order"]["lines"], said)
    before_total = priced_lines(c)[1]
    before = [dict(l) for l in st["order"]["lines"]]
    before_slot = _pickup(st["order"])
    before_day = st["order"].get("ymd")
    day_assumed = bool(st["order"].get("day_assumed"))
    if s is not None:
        apply_signals(c, s)
    if change is not None:
        change(c)
    if st["order"].get("min") is not None:
        st["order"].pop("times_for_all", None)      # the time for all of it is set: asked no more
    _day_back_once_possible(c, s, before)
    spoken = len(c.replies)
    asked = diet_guard.guard(c, s, before)      # never add what the customer avoids (issue 17)
    warned = len(c.replies) > spoken
    diet_guard.note_tags(c, s, before)          # «sin azúcar» of one not listed so: noted, a person confirms
    diet_guard.note_avoided_by_one(c, s, before)    # «uno sin gluten y otro normal»: the same, said plainly
    say_without_its_own(c, s, before)           # «<thing> de Y sin Y»: its own name said, the wish noted
    measures.note_measures(c, s, before)        # «de 2 kilos» of one sold in one form: the same
    if not asked and s is not None and not s.has_items:
        # at the note question or the summary, what contains it is asked about before the summary
        warned = diet_guard.warn_cart(c, s, asking=st.get("awaiting") in ("note", "confirm")) or warned
    _say_changes(c, before_shape, before_total, said, s is not None and s.items is not None and s.items.summed)
    if asked or diet_guard.ask_unfit(c):
        return
    if not warned:
        diet_guard.caveat_once(c)       # what is held does not list what is avoided: said, with the caveat
    if getattr(c, "ask_replace", None):
        _ask_replace(c)
        return
    if s is not None and s.items.drop_which:
        _ask_drop(c)
        return
    if s is not None and s.items.doubted and s.items.mode == "remove" and _ask_drop_doubted(c, s.items.doubted):
        return
    changed = _shape(st["order"]["lines"], said) != before_shape or _pickup(st["order"]) != before_slot
    if st.get("awaiting") == "confirm" and s is not None and s.yes and not changed:
        send(c)     # «vale, y ponme también X»: the order changed, shown again before it goes
        return
    mark = len(c.replies)
    advance(c)
    if st["order"].get("min") is not None:
        st["order"].pop("times_for_all", None)      # set by the answer too («me da igual»)
    _say_pickup_changed(c, s, before_slot, mark)
    _say_day_changed(c, s, before_day, mark, day_assumed)
    _say_time_kept_for_the_day(c, s, mark)
    _say_time_kept_before_the_day(c, s, mark)
    _refresh_draft_cards(c)


# a day (or time) the customer cannot make; «mañana no llego» too, here only: after a day or time read
# by language.days, «el sábado no llego hasta las 5» refuses nothing
_CANNOT_RE = re.compile(rf"\b(?:{CANNOT}|(?:no|non) (?:llego|chego))\b")


def _day_back_once_possible(c, s, before: list[dict]) -> None:
    """«quita la X», «cambia la X por una Y» after «mañana no llego» (X's lead time): the day asked
    comes back once nothing held blocks it, unless this message says or refuses a day."""
    o = c.state["order"]
    refused, w = o.get("day_refused"), s.when if s is not None else None
    if not refused or o.get("ymd") or not o["lines"] or day_ruled_out(o, refused):
        return
    if w is not None and (w.has_day or w.ambiguous_day or w.invalid_day or w.period or s.refused_day
                          or _CANNOT_RE.search(s.norm or "")):
        return      # «quita la X, ese día no puedo»: the day refused by the customer too
    lead = lead_minutes(c.biz, o["lines"])
    if lead >= lead_minutes(c.biz, before):
        return
    if availability.pickup_availability(c.biz, refused, c.now, lead, c.own)["ok"]:
        o["ymd"] = refused


def _say_time_kept_for_the_day(c, s, mark: int) -> None:
    """«a las 11» to «¿Qué día lo recoges?»: the time is kept for the day said next, and said so."""
    o, w = c.state["order"], s.when if s is not None else None
    if w is None or not w.has_time or w.has_day or w.ambiguous_day or w.invalid_day or w.period or s.has_items \
            or (c.day_unclear and not o.get("day_choice")) or o.get("ymd") or c.state.get("awaiting") != "day" \
            or o.get("min") != w.minutes:
        return      # (the two days said before still asked: «el martes o el miércoles», then «a las 10»)
    c.say_before(mark, say("time_kept_for_the_day", c.lang, time=clock.fmt_time(o["min"])))


def _say_time_kept_before_the_day(c, s, mark: int) -> None:
    """«a las 12» to the size question after «Mañana no llego»: the time kept, said back, and the
    day refused said again (the day is asked once the size is known), never taken in silence."""
    o, w = c.state["order"], s.when if s is not None else None
    if w is None or not w.has_time or w.has_day or w.ambiguous_day or w.period or s.has_items or o.get("ymd") \
            or o.get("min") != w.minutes or c.state.get("awaiting") not in _NOT_ABOUT_WHEN:
        return
    time = clock.fmt_time(o["min"])
    refused = refused_day_note(c)
    c.say_before(mark, say("time_kept_day_refused", c.lang, time=time, refused=refused) if refused
                 else say("time_kept_for_the_day", c.lang, time=time))


def refused_day_note(c) -> str | None:
    """«Mañana no llego: este pedido necesita 48 horas de antelación.» while the day said is still refused by
    the lead time of what is held and no other day is; None otherwise."""
    o = c.state["order"]
    refused = o.get("day_refused")
    if not refused or o.get("ymd") or not o["lines"]:
        return None
    form = OrderForm(c)
    return form.too_soon_for(refused, statement=True)


def _pickup(order: dict) -> tuple | None:
    """The pickup day and minute, when both are set."""
    return (order["ymd"], order["min"]) if order.get("ymd") and order.get("min") is not None else None


# The questions the next turn asks that are not about the pickup: a time said to them is said back
_NOT_ABOUT_WHEN = ("option", "pick", "count", "replace", "drop")


# The questions that name the pickup day themselves («¿A qué hora lo recoges el miércoles…?», the summary)
_DAY_SHOWN_BY = ("time", "confirm")


def _hour_unseen(c, w) -> bool:
    """«sobre las 6» to «¿A qué hora lo recoges el lunes…?»: an hour held for what is ordered that nothing in
    the reply shows — no draft card this turn (it shows the day and time), no question naming them."""
    return w.has_time and bool(c.state["order"]["lines"]) and c.state.get("awaiting") not in _DAY_SHOWN_BY \
        and not _draft_card_shown(c)


def _draft_card_shown(c) -> bool:
    return any(card.get("type") == "order" and card.get("status") == "draft"
               for reply in c.replies for card in (reply.get("meta") or {}).get("cards") or [])


def _say_pickup_changed(c, s, before: tuple | None, mark: int) -> None:
    """«mejor a las 11» once the pickup was set: said back before the next question (a button's
    change shows itself); so is a new day that takes the time said earlier for another."""
    now = _pickup(c.state["order"])
    if s is None or not s.text or now is None or now == before:
        return
    w = s.when
    told = before is None and (w.has_time or w.asap or w.rel_min is not None or w.latest)
    changed = told and c.time_before not in (None, now[1])     # [Cambiar la hora], then «a las 12»
    if told and not changed and (not (s.items.any or c.state.get("awaiting") in _NOT_ABOUT_WHEN)
                                 or (s.items.any and not _read_in_the_other_half(w, now[1]))) \
            and not _hour_unseen(c, w):
        return          # the time is said in this very message: the next question (or the card) shows it
    key = "pickup_changed" if before is not None or changed else "pickup_kept_time"     # «el martes a la misma hora»
    key = "pickup_noted" if told and not changed else key     # said alone while «¿Para cuántas…?» is open
    text = say(key, c.lang, day=clock.fmt_day(now[0], c.lang), time=clock.fmt_time(now[1]))
    c.say_before(mark, text)


def _say_day_changed(c, s, before: str | None, mark: int, assumed: bool = False) -> None:
    """«mejor para el miércoles» while a size or an option is asked, no time held yet: the new day
    said back before the question asked again, which does not name it (nor does «¿A qué hora lo
    recoges mañana?»: a change to today or tomorrow is said too, but from a day only `assumed`)."""
    o = c.state["order"]
    if s is None or not s.text or not before or not o.get("ymd") or o["ymd"] == before or o.get("min") is not None \
            or (c.state.get("awaiting") in _DAY_SHOWN_BY and (assumed or not _named_as_near(c, o["ymd"]))):
        return
    text = say("pickup_day_changed", c.lang, day=clock.fmt_day(o["ymd"], c.lang))
    c.say_before(mark, text)


def _named_as_near(c, ymd: str) -> bool:
    """The day is today or tomorrow: the next question names it «mañana», not by its date, so a
    change to it («¿se puede recoger el domingo?» [Sí, al domingo 1]) is said by the date first."""
    today = clock.today(c.now)
    return ymd in (today, clock.add_days(today, 1))


def _read_in_the_other_half(w, minutes: int) -> bool:
    """«2 X para el martes a las 7» held at 19:00 (the morning closed): the hour the reader guessed
    the afternoon of is not the one written, so it is said back («Apunto la recogida … a las 19:00»),
    never taken in silence (an hour answering «¿A qué hora…?» answers the times that question offered)."""
    return w.hour_guessed and minutes >= NOON


def _refresh_draft_cards(c) -> None:
    """The draft card said before the checks shows what survived them: never a day or time the
    text has just called impossible (issue 17)."""
    for reply in c.replies:
        cards = (reply.get("meta") or {}).get("cards") or []
        for i, old in enumerate(cards):
            if old.get("type") == "order" and old.get("status") == "draft":
                cards[i] = card(c, "draft")


def _ask_replace(c) -> None:
    """'mejor de Y' when several lines could be the one replaced: ask which, one chip per line
    (its text says the replacement in words, so it goes through the reader like typed text)."""
    wanted = c.ask_replace
    new = product_name(c.biz.products.get(wanted["item_id"]) or {}, c.lang)
    if wanted.get("held"):      # one thing held in two sizes: the line is its answer
        olds = [_held_choice(c, wanted["choices"][0], options) for options in wanted["held"]]
        chips = [chip_text(old, old) for old in olds]
    else:
        olds = [product_name(c.biz.products[i], c.lang) for i in wanted["choices"] if i in c.biz.products]
        chips = [chip_text(old, say("replace_text", c.lang, old=old, new=new)) for old in olds]
    ask(c, say("ask_replace", c.lang, new=new, options=join_list(olds, c.lang, "or")), chips, "replace")
    c.state["replace"] = dict(wanted)


def _held_choice(c, item_id: str, options: dict) -> str:
    """«X (<its size>)» of a line held, uncounted."""
    priced = price_line(c.biz, {"item_id": item_id, "qty": 1, "options": options}, c.lang)
    return line_label(priced, c.lang, counted=False) if priced else str(item_id)


def _ask_drop(c) -> None:
    """«ya no la quiero» with several lines: which one goes, one chip per line and one for the
    whole request (each chip's text goes through the reader like typed text)."""
    names = [product_name(c.biz.products[line["item_id"]], c.lang) for line in c.state["order"]["lines"]
             if line["item_id"] in c.biz.products]
    chips = [chip_text(say("drop_chip", c.lang, item=name), say("drop_text", c.lang, item=name)) for name in names]
    chips.append(chip_text(say("drop_all_chip", c.lang), say("drop_all_text", c.lang)))
    ask(c, say("ask_drop", c.lang, options=join_list(names, c.lang, "or")), chips, "drop")


def _ask_drop_doubted(c, doubt: dict) -> bool:
    """«quita la de 8 o de 12»: which goes, one chip per line held with one of those choices (and one
    for the whole request); False when none is held."""
    oid, opt = doubt["option_id"], option_of(c.biz, doubt["option_id"]) or {}
    names = {str(ch["id"]): pick(ch.get("name"), c.lang) for ch in opt.get("choices", [])}
    held = [(product_name(c.biz.products[line["item_id"]], c.lang), names[str(line["options"][oid])])
            for line in c.state["order"]["lines"] if line["item_id"] in c.biz.products
            and str((line.get("options") or {}).get(oid)) in doubt["choices"]]
    if not held:
        return False
    labels = [with_detail(name, choice) for name, choice in held]
    chips = [chip_text(say("drop_chip", c.lang, item=label), say("drop_text", c.lang, item=f"{name} {choice}"))
             for label, (name, choice) in zip(labels, held)]
    chips.append(chip_text(say("drop_all_chip", c.lang), say("drop_all_text", c.lang)))
    ask(c, say("ask_drop", c.lang, options=join_list(labels, c.lang, "or")), chips, "drop")
    return True


def ask_for_more(c) -> None:
    """«Añadir algo» (its button, or said in words): what else goes in the order."""
    st = c.state
    st["intent"], st["done"] = "order", False
    st["awaiting"] = "items"
    c.say(c.t("ask_more"))


def send(c) -> None:
    """The customer sends the order: a pending request for a person, never a confirmation."""
    OrderForm(c).send()


def reset(c) -> None:
    OrderForm(c).reset()
