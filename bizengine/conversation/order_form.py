"""The order conversation: apply what a message (or a button) brings, then ask the first thing
still missing. There are no fixed steps: every turn looks at the state, so the data may
arrive in any order and a message with everything skips the questions.

`c` is the turn context of dialog.py; `s` is the Signals of nlu.analyze (or neutral ones
when re-asking after a side question). Nothing here confirms: the best a customer turn can
leave is a `pending` request for a person.
"""
from __future__ import annotations

from bizengine.business.pricing import price_line
from bizengine.conversation.cart import apply_options, apply_to_cart
from bizengine.understanding.items import Found
import dataclasses

from bizengine.business import availability
from bizengine.business import hours
from bizengine.language import clock
from bizengine.conversation.cards import chip_action, chip_text, meta, order_card
from bizengine.conversation.messages import join_list, lead_text, money, pick, say
from bizengine.conversation.contact import apply_contact, apply_note, ask, ask_missing_contact
from bizengine.language.text import clean

DAY = 24 * 60
MAX_TIME_CHIPS = 8
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
    return say("noted", c.lang, lines=join_list([line_label(p, c.lang) for p in priced], c.lang), total=money(total))


def day_label(ymd, lang) -> str | None:
    return clock.fmt_day(ymd, lang) if ymd else None


def card(c, status: str) -> dict:
    o = c.state["order"]
    priced, total = priced_lines(c)
    time = clock.fmt_time(o["min"]) if o.get("min") is not None else None
    return order_card(o, priced, total, status, day_label(o.get("ymd"), c.lang), time)


def order_request(c, status: str) -> dict:
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

def _day_chips(c, lead) -> list[dict]:
    days = availability.pickup_days(c.biz, c.now, lead, c.own)
    return [chip_action(clock.chip_day(d, c.lang), {"type": "day", "ymd": d}) for d in days]


def _time_chips(slots) -> list[dict]:
    return [chip_action(s["time"], {"type": "time", "min": s["min"]}) for s in slots[:MAX_TIME_CHIPS]]


def _ask_day(c, text, lead) -> None:
    chips = _day_chips(c, lead)
    if not chips:
        text = say("no_days", c.lang, phone=c.biz.phone)
    ask(c, text, chips, "day")


def _ask_pick(c) -> None:
    clar = c.state["clarify"]
    entry = (c.biz.catalog.get("ambiguous") or {}).get(clar.get("key")) or {}
    question = pick(entry.get("question"), c.lang) or say("ask_which", c.lang)
    chips = []
    for pid in clar["candidates"]:
        product = c.biz.products.get(pid)
        if product:
            chips.append(chip_action(f"{product['name']} · {money(product['price_cents'])}", {"type": "pick", "item_id": pid}))
    ask(c, question, chips, "pick")


def _ask_option(c, index, oid) -> None:
    opt = option_of(c.biz, oid)
    question = pick(opt.get("question"), c.lang) or say("ask_option", c.lang, option=pick(opt.get("name"), c.lang).lower())
    lines = c.state["order"]["lines"]
    if index > 0:      # several lines take the option: say which one is asked
        question = f"{c.biz.products[lines[index]['item_id']]['name']}: {question}"
    chips = []
    for choice in opt.get("choices", []):
        label = pick(choice.get("name"), c.lang)
        if choice.get("delta_cents"):
            label += f" · +{money(choice['delta_cents'])}"
        chips.append(chip_action(label, {"type": "option", "line": index, "option": oid, "choice": choice["id"]}))
    ask(c, question, chips, "option")


def _ask_what(c) -> None:
    chips = [chip_action(p["name"], {"type": "add", "item_id": p["id"]})
             for p in c.biz.products.values() if p.get("popular")][:4]
    chips.append(chip_text(say("menu_chip", c.lang), say("menu_chip_text", c.lang)))
    ask(c, say("ask_what", c.lang), chips, "items")


def _check_day(c, lead) -> bool:
    """True when the order's day has pickup slots; otherwise explains why and asks a day."""
    o = c.state["order"]
    ymd = o["ymd"]
    res = availability.pickup_availability(c.biz, ymd, c.now, lead, c.own)
    c.slots = res["slots"]
    if res["ok"]:
        if lead >= DAY:
            c.note("lead", True, f"plazo de {lead // 60} h cumplido para {ymd}")
        return True
    today = clock.today(c.now)
    reason = res["reason"]
    lead_txt = lead_text(lead, c.lang)
    if reason == "past" and ymd >= today and lead >= DAY:
        c.note("lead", False, f"{ymd}: necesita {lead // 60} h de antelación")
        if ymd == today:
            text = say("lead_refused_today", c.lang, lead=lead_txt)
        elif ymd == clock.add_days(today, 1):
            text = say("lead_refused_tomorrow", c.lang, lead=lead_txt)
        else:
            text = say("lead_refused_day", c.lang, lead=lead_txt, day=clock.fmt_day(ymd, c.lang))
    else:
        c.note("pickup", False, f"{ymd}: sin recogida ({reason})")
        if reason == "closed":
            text = say("day_closed", c.lang, day=clock.fmt_day(ymd, c.lang))
        elif reason == "too_far":
            text = say("day_too_far", c.lang, n=order_cfg(c.biz).get("horizon_days", 60))
        elif reason == "full":
            text = say("day_full", c.lang, day=clock.fmt_day(ymd, c.lang))
        elif ymd == today:
            text = say("today_gone", c.lang)
        else:
            text = say("day_past", c.lang)
    o["ymd"], o["min"] = None, None
    _ask_day(c, text, lead)
    return False


def _ask_time(c) -> None:
    o = c.state["order"]
    today = clock.today(c.now)
    if o["ymd"] == today:
        text = say("ask_time_today", c.lang, time=c.slots[0]["time"])
    elif o["ymd"] == clock.add_days(today, 1):
        text = say("ask_time_tomorrow", c.lang)
    else:
        text = say("ask_time_day", c.lang, day=clock.fmt_day(o["ymd"], c.lang))
    ask(c, text, _time_chips(c.slots), "time")


def _check_time(c, lead, sending=False) -> bool:
    o = c.state["order"]
    ymd, minutes = o["ymd"], o["min"]
    if any(s["min"] == minutes for s in c.slots):
        c.note("pickup", True, f"hueco de recogida libre {ymd} {clock.fmt_time(minutes)}")
        return True
    time = clock.fmt_time(minutes)
    c.note("pickup", False, f"sin hueco de recogida {ymd} {time}")
    reach = clock.now_minutes(c.now) + lead
    if sending:
        text = say("time_gone", c.lang, time=time)
    elif ymd == clock.today(c.now) and minutes < reach:
        text = say("time_past", c.lang, time=time)
    elif not hours.is_open_at(c.biz, ymd, minutes):
        text = say("time_closed", c.lang, time=time)
    else:
        text = say("time_full", c.lang, time=time)
    near = availability.nearest(c.slots, minutes, 3)
    text += " " + say("nearest", c.lang, list=join_list([s["time"] for s in near], c.lang, "or"))
    o["min"] = None
    ask(c, text, _time_chips(near), "time")
    return False


def _resolve_asap(c, lead) -> None:
    o = c.state["order"]
    if o.get("asap") is None or not c.slots:
        return
    start = clock.now_minutes(c.now) + int(o["asap"]) if o["ymd"] == clock.today(c.now) else 0
    later = [s for s in c.slots if s["min"] >= start]
    if later:
        o["min"] = later[0]["min"]
        c.say(say("asap_time", c.lang, time=later[0]["time"]))
    o["asap"] = None


def _checked(c) -> list[dict]:
    """What this turn checked about the order (lead time, pickup slot), shown with the summary."""
    return [e for e in c.trace if e["step"] in ("lead", "pickup", "units")]


def _summary(c) -> None:
    lang = c.lang
    chips = [
        chip_action(say("chip_send", lang), {"type": "send"}),
        chip_action(say("chip_add_more", lang), {"type": "add_more"}),
        chip_action(say("chip_change_time", lang), {"type": "change_time"}),
    ]
    c.state["awaiting"] = "confirm"
    c.say(say("summary", lang), meta(chips=chips, cards=[card(c, "draft")], evidence=_checked(c)))


def advance(c, sending=False) -> bool:
    """Ask the first missing thing. Returns True when the order is complete and verified."""
    st, o = c.state, c.state["order"]
    if st.get("clarify"):
        _ask_pick(c)
        return False
    if not o["lines"]:
        _ask_what(c)
        return False
    limit = int(order_cfg(c.biz).get("max_units", 30))
    if units(c) > limit:
        chips = [chip_action(say("chip_handoff", c.lang), {"type": "handoff"}),
                 chip_action(say("chip_cancel", c.lang), {"type": "cancel"})]
        c.note("units", False, f"{units(c)} unidades: más de {limit}")
        ask(c, say("too_many", c.lang, n=units(c), max=limit), chips, "big")
        return False
    missing = _missing_option(c)
    if missing:
        _ask_option(c, *missing)
        return False
    lead = lead_minutes(c.biz, o["lines"])
    if getattr(c, "day_unclear", False) and not o.get("ymd"):
        choices = getattr(c, "day_choices", None) or []
        if choices:     # weekday and number disagree: offer both readings
            chips = [chip_action(clock.chip_day(d, c.lang), {"type": "day", "ymd": d}) for d in choices]
            days = join_list([say("the_day", c.lang, day=clock.fmt_day(d, c.lang)) for d in choices], c.lang, "or")
            ask(c, say("day_mismatch", c.lang, days=days), chips, "day")
            return False
        _ask_day(c, say("day_unclear", c.lang), lead)
        return False
    if not o.get("ymd"):
        if lead >= DAY:
            c.note("lead", True, f"el pedido necesita {lead // 60} h de antelación: se pregunta el día")
            _ask_day(c, say("lead_day", c.lang, lead=lead_text(lead, c.lang)), lead)
            return False
        o["ymd"] = clock.today(c.now)
    if not _check_day(c, lead):
        return False
    _resolve_asap(c, lead)
    if o.get("min") is None:
        _ask_time(c)
        return False
    if not _check_time(c, lead, sending):
        return False
    hint = pick(order_cfg(c.biz).get("note_hint"), c.lang) or say("note_hint", c.lang)
    if ask_missing_contact(c, o, say("ask_name", c.lang), "ask_phone", say("ask_note", c.lang, hint=hint)):
        return False
    if sending:
        return True
    _summary(c)
    return False


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
    if st.get("awaiting") != "replace" or not wanted or len(lines) != 1 or found.mode != "add" or lines[0]["item_id"] not in wanted["choices"]:
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
    """The customer sends the order: check everything again (the slot may have gone) and
    leave a pending request for a person. Never a confirmation."""
    if not advance(c, sending=True):
        return
    st = c.state
    c.request = order_request(c, "pending")
    c.say(say("sent", c.lang, biz=c.biz.name), meta(cards=[card(c, "pending")], evidence=_checked(c)))
    st["awaiting"] = None
    st["done"] = True
    c.case_state = "await_approval"


def reset(c) -> None:
    st = c.state
    st.update({"intent": None, "awaiting": None, "clarify": None, "queue": [], "done": False})
    st["order"] = empty_order()
