"""The order conversation: apply what a message (or a button) brings, then ask the first thing
still missing. There are no fixed steps: every turn looks at the state, so the data may
arrive in any order and a message with everything skips the questions.

`c` is the turn context of dialog.py; `s` is the Signals of nlu.analyze (or neutral ones
when re-asking after a side question). Nothing here confirms: the best a customer turn can
leave is a `pending` request for a person.
"""
from __future__ import annotations

import dataclasses
import functools

from bizengine.business import availability
from bizengine.business.pricing import price_line
from bizengine.conversation.cards import chip_action, chip_text, meta, order_card
from bizengine.conversation.cart import apply_options, apply_to_cart
from bizengine.conversation.contact import apply_contact, apply_note, ask
from bizengine.conversation.form import SlotForm, day_chips
from bizengine.conversation.messages import join_list, lead_text, money, pick, say
from bizengine.conversation.records import Request
from bizengine.language import clock
from bizengine.language.text import clean
from bizengine.understanding.items import Found

DAY = 24 * 60
SLOT_MINUTES = 10   # length of a pickup block in the request (slot_end = start + 10 min)


def empty_order() -> dict:
    return {"lines": [], "ymd": None, "min": None, "name": None, "phone": None, "note": None, "asap": None,
            "questions": []}


def _plain(obj):
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return dataclasses.asdict(obj)
    return obj


def mid_flow(c) -> bool:
    st = c.state
    return st.get("intent") == "order" and not st.get("done") and bool(
        st["order"]["lines"] or st.get("clarify") or st.get("awaiting"))



# ---------------------------------------------------------------- reading the order

def order_cfg(biz) -> dict:
    return biz.data.get("order") or {}


def lead_minutes(biz, lines) -> int:
    """The largest lead time of the order's items, or the minimum preparation time."""
    prep = int(order_cfg(biz).get("prep_minutes", 10))
    lead = max([int((biz.products.get(l["item_id"]) or {}).get("lead_hours") or 0) * 60 for l in lines], default=0)
    return max(prep, lead)


def priced_lines(c) -> tuple[list[dict], int]:
    out, total = [], 0
    for line in c.state["order"]["lines"]:
        product = c.biz.products.get(line["item_id"])
        if not product:
            continue
        p = price_line(c.biz, line, c.lang)
        assert p is not None     # its product exists (checked above)
        out.append({
            "item_id": line["item_id"], "name": product["name"], "qty": line["qty"],
            "options": dict(line.get("options") or {}), "option_label": p.get("option_label") or None,
            "unit_cents": p["unit_cents"], "total_cents": p["total_cents"],
        })
        total += p["total_cents"]
    return out, total


def units(c) -> int:
    return sum(int(l.get("qty") or 0) for l in c.state["order"]["lines"])


def line_label(p: dict, lang: str) -> str:
    text = say("line", lang, qty=p["qty"], name=p["name"])
    return text + (f" ({p['option_label']})" if p.get("option_label") else "")


def noted_text(c) -> str:
    priced, total = priced_lines(c)
    lines = join_list([line_label(p, c.lang) for p in priced], c.lang)
    return say("noted", c.lang, lines=lines, total=money(total, c.lang))


def day_label(ymd, lang) -> str | None:
    return clock.fmt_day(ymd, lang) if ymd else None


def card(c, status: str) -> dict:
    o = c.state["order"]
    priced, total = priced_lines(c)
    time = clock.fmt_time(o["min"]) if o.get("min") is not None else None
    return order_card(o, priced, total, status, day_label(o.get("ymd"), c.lang), time)


def order_request(c, status: str) -> Request:
    o = c.state["order"]
    priced, total = priced_lines(c)
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


def _shape(lines) -> tuple:
    return tuple(sorted((l["item_id"], int(l["qty"])) for l in lines))


# ---------------------------------------------------------------- applying a message

def _clarify_of(c, amb) -> dict:
    """A JSON clarification {key, qty, candidates} from one `Found.ambiguous` entry."""
    amb = _plain(amb)
    if isinstance(amb, str):
        amb = {"key": amb}
    key = amb.get("key") or amb.get("word") or amb.get("name")
    entries = c.biz.catalog.get("ambiguous") or {}
    candidates = list(amb.get("candidates") or (entries.get(key) or {}).get("candidates") or [])
    if key not in entries:
        key = next((k for k, e in entries.items() if set(e.get("candidates", [])) == set(candidates)), key)
    return {"key": key, "qty": int(amb.get("qty") or 1), "candidates": candidates,
            "options": dict(amb.get("options") or {})}


def add_lines(c, lines, mode="add") -> None:
    found = Found(lines=[dict(l) for l in lines], ambiguous=[], unknown=[], mode=mode, stray_options=[])
    c.state["order"]["lines"] = apply_to_cart(c.state["order"]["lines"], found)


def _words_of(text: str) -> set[str]:
    return {w for w in clean(text).split() if len(w) > 2}


def _picked_by_words(c, s) -> str | None:
    """Answering "which one?" with a few words ("la de queso"): the one candidate whose name or
    aliases share the most words with the answer, besides the ambiguous word itself."""
    clar = c.state.get("clarify")
    if not clar:
        return None
    said = _words_of(s.text or "") - _words_of(clar.get("key") or "")
    if not said:
        return None
    scores = []
    for pid in clar["candidates"]:
        product = c.biz.products.get(pid) or {}
        words = _words_of(" ".join([product.get("name", "")] + list(product.get("aliases", []))))
        scores.append((len(said & words), pid))
    scores.sort(reverse=True)
    if not scores or scores[0][0] == 0 or (len(scores) > 1 and scores[1][0] == scores[0][0]):
        return None
    return scores[0][1]


def words_pick_one(c, s) -> bool:
    return _picked_by_words(c, s) is not None


def _pick_by_words(c, s) -> bool:
    pid = _picked_by_words(c, s)
    if pid is None:
        return False
    clar = c.state["clarify"]
    add_lines(c, [{"item_id": pid, "qty": clar["qty"], "options": dict(clar.get("options") or {})}])
    c.state["clarify"] = c.state["queue"].pop(0) if c.state["queue"] else None
    return True


def _apply_items(c, s) -> None:
    found = s.items
    if found is None:
        return
    st = c.state
    if st.get("clarify") and st.get("awaiting") == "pick" and not found.lines and _pick_by_words(c, s):
        return
    lines = list(found.lines)
    explicit = list(found.explicit)
    if _answer_replace(c, found, lines):
        return
    clar = st.get("clarify")
    if clar and lines:
        # answering "which one?" with words: the chosen candidate takes the asked quantity
        for i, line in enumerate(lines):
            if line["item_id"] in clar["candidates"]:
                if not (explicit[i] if i < len(explicit) else False):
                    line["qty"] = clar["qty"]
                st["clarify"] = st["queue"].pop(0) if st["queue"] else None
                break
    if found.ask_replace:
        c.ask_replace = _plain(found.ask_replace)
    if lines or found.mode == "remove" or found.removed or found.delta:
        st["order"]["lines"] = apply_to_cart(st["order"]["lines"], found)
    for amb in found.ambiguous:
        clar = _clarify_of(c, amb)
        if st.get("clarify"):
            st["queue"].append(clar)
        else:
            st["clarify"] = clar
    unknown = [u if isinstance(u, str) else str(u.get("text", u)) for u in found.unknown]
    if unknown:
        c.pending_notes.append(say("unknown_item", c.lang, items=join_list(unknown, c.lang)))
    for stray in found.stray_options:
        stray = _plain(stray)
        _apply_option(c, stray.get("option_id") or stray.get("option"), stray.get("choice_id") or stray.get("choice"))


def option_of(biz, oid):
    return (biz.catalog.get("options") or {}).get(oid)


def _missing_option(c):
    """(line index, option id) of the first required option still unanswered."""
    for i, line in enumerate(c.state["order"]["lines"]):
        product = c.biz.products.get(line["item_id"]) or {}
        for oid in product.get("options", []) or []:
            opt = option_of(c.biz, oid)
            if opt and opt.get("required") and oid not in (line.get("options") or {}):
                return i, oid
    return None


def _apply_option(c, oid, choice, line_index=None) -> bool:
    """Set an option choice: on the given line, else on the line whose option was asked,
    else where apply_options puts a stray choice. Equal lines are merged after."""
    o = c.state["order"]
    if not oid or choice is None:
        return False
    if line_index is None:
        missing = _missing_option(c)
        if missing and missing[1] == oid:
            line_index = missing[0]
    if line_index is None:
        o["lines"] = apply_options(c.biz, o["lines"], [{"option_id": oid, "choice_id": str(choice)}])
        return True
    if not (0 <= int(line_index) < len(o["lines"])):
        return False
    line = o["lines"][int(line_index)]
    line["options"] = {**(line.get("options") or {}), oid: str(choice)}
    o["lines"] = apply_options(c.biz, o["lines"], [])
    return True


def apply_option_button(c, oid, choice, line_index) -> bool:
    """An option button: the option must be one the line's product takes and the choice one of
    its choices; anything else (or a line out of range) raises ValueError (flow answers 400)."""
    lines = c.state["order"]["lines"]
    opt = option_of(c.biz, oid) if isinstance(oid, str) else None
    if opt is None:
        raise ValueError(f"unknown option: {oid!r}")
    if not any(str(ch.get("id")) == str(choice) for ch in opt.get("choices", [])):
        raise ValueError(f"unknown choice {choice!r} for option {oid!r}")
    if line_index is None:
        takers = [l for l in lines if oid in ((c.biz.products.get(l["item_id"]) or {}).get("options") or [])]
        if not takers:
            raise ValueError(f"no line takes option {oid!r}")
        return _apply_option(c, oid, str(choice))
    try:
        i = int(line_index)
    except (TypeError, ValueError):
        raise ValueError(f"not a line: {line_index!r}") from None
    if not 0 <= i < len(lines):
        raise ValueError(f"no line {i}: the order has {len(lines)}")
    product = c.biz.products.get(lines[i]["item_id"]) or {}
    if oid not in (product.get("options") or []):
        raise ValueError(f"line {i} does not take option {oid!r}")
    return _apply_option(c, oid, str(choice), i)


def _apply_when(c, s) -> None:
    w = s.when
    if w is None:
        return
    o = c.state["order"]
    if w.invalid_day or w.ambiguous_day:
        c.day_unclear = True
        c.day_choices = list(w.day_choices or [])
        if c.day_choices:      # 'el viernes 14' on a Saturday: the day said before no longer holds
            o["ymd"], o["min"] = None, None
    elif w.has_day and w.ymd:
        if w.ymd != o.get("ymd"):
            o["ymd"] = w.ymd
            o["min"] = None
    if w.has_time and w.minutes is not None:
        o["min"] = int(w.minutes)
        o["asap"] = None
    elif w.asap or w.rel_min is not None:
        o["asap"] = int(w.rel_min or 0)
        o["min"] = None
        if w.rel_min is not None and not w.has_day:
            o["ymd"] = clock.today(c.now)    # "dentro de 20 minutos" counts from now


def apply_signals(c, s) -> None:
    _apply_items(c, s)
    _apply_when(c, s)
    consumed = c.consumed(s)
    apply_contact(c, s, c.state["order"], consumed)
    apply_note(c, s, c.state["order"], consumed)


# ---------------------------------------------------------------- what is missing

def _ask_pick(c) -> None:
    clar = c.state["clarify"]
    entry = (c.biz.catalog.get("ambiguous") or {}).get(clar.get("key")) or {}
    question = pick(entry.get("question"), c.lang) or say("ask_which", c.lang)
    chips = []
    for pid in clar["candidates"]:
        product = c.biz.products.get(pid)
        if product:
            label = f"{product['name']} · {money(product['price_cents'], c.lang)}"
            chips.append(chip_action(label, {"type": "pick", "item_id": pid}))
    ask(c, question, chips, "pick")


def _ask_option(c, index, oid) -> None:
    opt = option_of(c.biz, oid)
    question = (pick(opt.get("question"), c.lang)
                or say("ask_option", c.lang, option=pick(opt.get("name"), c.lang).lower()))
    lines = c.state["order"]["lines"]
    if index > 0:      # several lines take the option: say which one is asked
        question = f"{c.biz.products[lines[index]['item_id']]['name']}: {question}"
    chips = []
    for choice in opt.get("choices", []):
        label = pick(choice.get("name"), c.lang)
        if choice.get("delta_cents"):
            label += f" · +{money(choice['delta_cents'], c.lang)}"
        chips.append(chip_action(label, {"type": "option", "line": index, "option": oid, "choice": choice["id"]}))
    ask(c, question, chips, "option")


def _ask_what(c) -> None:
    chips = [chip_action(p["name"], {"type": "add", "item_id": p["id"]})
             for p in c.biz.products.values() if p.get("popular")][:4]
    chips.append(chip_text(say("menu_chip", c.lang), say("menu_chip_text", c.lang)))
    ask(c, say("ask_what", c.lang), chips, "items")


def _checked(c) -> list[dict]:
    """What this turn checked about the order (lead time, pickup slot), shown with the summary."""
    return [e for e in c.trace if e["step"] in ("lead", "pickup", "units")]


class OrderForm(SlotForm):
    """An order picked up at the shop: items (and their options) before the day; the lead time
    of the slowest item decides the first possible pickup slot."""

    kind = "order"
    no_days_key, ask_day_key, day_unclear_key = "no_days", "lead_day", "day_unclear"
    summary_key, sent_key = "summary", "sent"
    slot_step, slot_free, slot_taken = "pickup", "hueco de recogida libre", "sin hueco de recogida"

    @functools.cached_property
    def lead(self) -> int:
        return lead_minutes(self.c.biz, self.draft["lines"])

    def empty(self) -> dict:
        return empty_order()

    def before_day(self) -> bool:
        c, st = self.c, self.c.state
        if st.get("clarify"):
            _ask_pick(c)
            return False
        if not self.draft["lines"]:
            _ask_what(c)
            return False
        limit = int(order_cfg(c.biz).get("max_units", 30))
        if units(c) > limit:
            chips = [chip_action(self.t("chip_handoff"), {"type": "handoff"}),
                     chip_action(self.t("chip_cancel"), {"type": "cancel"})]
            c.note("units", False, f"{units(c)} unidades: más de {limit}")
            ask(c, self.t("too_many", n=units(c), max=limit), chips, "big")
            return False
        missing = _missing_option(c)
        if missing:
            _ask_option(c, *missing)
            return False
        return True

    def have_day(self) -> bool:
        c, o, lead = self.c, self.draft, self.lead
        if c.day_unclear and not o.get("ymd"):
            if c.day_choices:     # weekday and number disagree: offer both readings
                days = join_list([self.t("the_day", day=clock.fmt_day(d, c.lang)) for d in c.day_choices],
                                 c.lang, "or")
                ask(c, self.t("day_mismatch", days=days), day_chips(c.day_choices, c.lang), "day")
                return False
            self.ask_day(self.t("day_unclear"))
            return False
        if not o.get("ymd"):
            if lead >= DAY:
                c.note("lead", True, f"el pedido necesita {lead // 60} h de antelación: se pregunta el día")
                self.ask_day(self.t("lead_day", lead=lead_text(lead, c.lang)))
                return False
            o["ymd"] = clock.today(c.now)
        return True

    def days(self) -> list[str]:
        return availability.pickup_days(self.c.biz, self.c.now, self.lead, self.c.own)

    def day_availability(self, ymd: str) -> dict:
        return availability.pickup_availability(self.c.biz, ymd, self.c.now, self.lead, self.c.own)

    def day_ok(self, ymd: str) -> None:
        if self.lead >= DAY:
            self.c.note("lead", True, f"plazo de {self.lead // 60} h cumplido para {ymd}")

    def day_refused(self, ymd: str, reason: str) -> str | None:
        c, lead = self.c, self.lead
        today = clock.today(c.now)
        day = clock.fmt_day(ymd, c.lang)
        if reason == "past" and ymd >= today and lead >= DAY:
            c.note("lead", False, f"{ymd}: necesita {lead // 60} h de antelación")
            lead_txt = lead_text(lead, c.lang)
            if ymd == today:
                return self.t("lead_refused_today", lead=lead_txt)
            if ymd == clock.add_days(today, 1):
                return self.t("lead_refused_tomorrow", lead=lead_txt)
            return self.t("lead_refused_day", lead=lead_txt, day=day)
        c.note("pickup", False, f"{ymd}: sin recogida ({reason})")
        if reason == "closed":
            return self.t("day_closed", day=day)
        if reason == "too_far":
            return self.t("day_too_far", n=order_cfg(c.biz).get("horizon_days", 60))
        if reason == "full":
            return self.t("day_full", day=day)
        return self.t("today_gone") if ymd == today else self.t("day_past")

    def before_time(self) -> None:
        """'Lo antes posible' / 'dentro de 20 minutos': the first free slot from then."""
        c, o = self.c, self.draft
        if o.get("asap") is None or not c.slots:
            return
        start = clock.now_minutes(c.now) + int(o["asap"]) if o["ymd"] == clock.today(c.now) else 0
        later = [s for s in c.slots if s["min"] >= start]
        if later:
            o["min"] = later[0]["min"]
            c.say(self.t("asap_time", time=later[0]["time"]))
        o["asap"] = None

    def time_question(self) -> tuple[str, list[dict]]:
        c, ymd = self.c, self.draft["ymd"]
        today = clock.today(c.now)
        if ymd == today:
            return self.t("ask_time_today", time=c.slots[0]["time"]), c.slots
        if ymd == clock.add_days(today, 1):
            return self.t("ask_time_tomorrow"), c.slots
        return self.t("ask_time_day", day=clock.fmt_day(ymd, c.lang)), c.slots

    def too_soon_text(self, time: str) -> str:
        return self.t("time_past", time=time)

    def contact_questions(self) -> tuple[str, str, str]:
        hint = pick(order_cfg(self.c.biz).get("note_hint"), self.c.lang) or self.t("note_hint")
        return self.t("ask_name"), "ask_phone", self.t("ask_note", hint=hint)

    def summary_chips(self) -> list[dict]:
        return [chip_action(self.t("chip_send"), {"type": "send"}),
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


def advance(c, sending=False) -> bool:
    """Ask the first missing thing. Returns True when the order is complete and verified."""
    return OrderForm(c).advance(sending)


# ---------------------------------------------------------------- one order turn

def _say_changes(c, before_shape, before_total) -> None:
    priced, total = priced_lines(c)
    for text in c.pending_notes:
        c.say(text)
    c.pending_notes.clear()
    if _shape(c.state["order"]["lines"]) == before_shape and total == before_total:
        return
    if not priced:
        c.say(say("cart_empty", c.lang))
        return
    c.say(noted_text(c), meta(cards=[card(c, "draft")]))
    n = units(c)
    c.note("price", True, f"{n} unidad{'es' if n != 1 else ''}, total {money(total)}")


def order_step(c, s=None, change=None) -> None:
    """Apply the message (signals `s`) or a button (`change`, a callable on c), then ask."""
    st = c.state
    st["intent"] = "order"
    st["done"] = False
    before_shape = _shape(st["order"]["lines"])
    before_total = priced_lines(c)[1]
    if s is not None:
        apply_signals(c, s)
    if change is not None:
        change(c)
    _say_changes(c, before_shape, before_total)
    if getattr(c, "ask_replace", None):
        _ask_replace(c)
        return
    if st.get("awaiting") == "confirm" and s is not None and s.yes:
        send(c)
        return
    advance(c)


def _answer_replace(c, found, lines) -> bool:
    """The answer to "which one do I change?" said in words ('la de queso'): that line is replaced."""
    st = c.state
    wanted = st.pop("replace", None)
    if (st.get("awaiting") != "replace" or not wanted or len(lines) != 1 or found.mode != "add"
            or lines[0]["item_id"] not in wanted["choices"]):
        return False
    cart = st["order"]["lines"]
    i = next((k for k, l in enumerate(cart) if l["item_id"] == lines[0]["item_id"]), None)
    if i is None:
        return False
    old = cart.pop(i)
    takes = (c.biz.products.get(wanted["item_id"]) or {}).get("options") or []
    new = {"item_id": wanted["item_id"], "qty": wanted["qty"] if wanted.get("explicit") else old["qty"],
           "options": {k: v for k, v in (old.get("options") or {}).items() if k in takes}}
    st["order"]["lines"] = apply_to_cart(cart, Found(lines=[new], explicit=[True]))
    return True


def _ask_replace(c) -> None:
    """'mejor de Y' when several lines could be the one replaced: ask which, one chip per line
    (its text says the replacement in words, so it goes through the reader like typed text)."""
    wanted = c.ask_replace
    new = (c.biz.products.get(wanted["item_id"]) or {}).get("name", "")
    olds = [c.biz.products[i]["name"] for i in wanted["choices"] if i in c.biz.products]
    chips = [chip_text(old, say("replace_text", c.lang, old=old, new=new)) for old in olds]
    ask(c, say("ask_replace", c.lang, new=new, options=join_list(olds, c.lang, "or")), chips, "replace")
    c.state["replace"] = dict(wanted)


def send(c) -> None:
    """The customer sends the order: a pending request for a person, never a confirmation."""
    OrderForm(c).send()


def reset(c) -> None:
    OrderForm(c).reset()
