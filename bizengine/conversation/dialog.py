"""One conversation turn: `turn()`. Pure: no database, no network, no clock (`now` is given).

A button (`action`) does not go through the reader: its meaning is known. A text becomes
Signals (nlu.analyze) and `route` decides with them. Mid-order, a message that feeds the
order continues it; anything else (a question, a greeting) is answered and the pending
question is asked again with neutral signals, so nothing is lost.

No path here produces a confirmed request: the most a customer turn can leave is `pending`.
"""
from __future__ import annotations

import copy
import re

from bizengine.conversation import info
from bizengine.understanding import reader as nlu
from bizengine.conversation import order_form as ordering
from bizengine.language import pii
from bizengine.conversation.cards import chip_text, meta
from bizengine.conversation.contact import looks_like_name
from bizengine.conversation.info import field
from bizengine.conversation.messages import pick, say
from bizengine.language.text import normalize

try:    # the booking flow (tables / staff); a checkout without booking.py still takes orders
    from bizengine.conversation import booking_form as booking
except ImportError:  # pragma: no cover
    booking = None

# Closed list of button types and the fields each one may carry (others are ignored).
ACTION_TYPES: dict[str, tuple[str, ...]] = {
    "add": ("item_id", "qty"),
    "qty": ("line", "delta"),
    "pick": ("item_id",),
    "option": ("line", "option", "choice"),
    "day": ("ymd",),
    "time": ("min",),
    "send": (),
    "add_more": (),
    "change_time": (),
    "cancel": (),
    "change_accept": (),
    "change_reject": (),
    "no_notes": (),
    "handoff": (),
    # booking (booking.py): a party size, a service, a person (an id or "any")
    "party": ("n",),
    "service": ("item_id",),
    "resource": ("id",),
}
STAFF_ACTIONS = ("change_accept", "change_reject")
REFUSAL_TEXTS = {"card": "refuse_card", "dni": "refuse_dni", "injection": "refuse_injection",
                 "insult": "refuse_insult", "offtopic": "offtopic"}
_CLAUSES = re.compile(r"[¿?¡!.;,]+|\s+(?:y|e|ademas|tambien|e tamen)\s+", re.I)


def new_state(lang: str = "es") -> dict:
    return {"v": 1, "lang": lang, "intent": None, "awaiting": None, "clarify": None, "queue": [],
            "booking": {}, "order": ordering.empty_order(), "last": {"topic": None}, "done": False}


def _state_from(state: dict | None) -> dict:
    base = new_state((state or {}).get("lang") or "es")
    for key, value in (state or {}).items():
        base[key] = copy.deepcopy(value)
    base["order"] = {**ordering.empty_order(), **(base.get("order") or {})}
    base["queue"] = list(base.get("queue") or [])
    return base


class Ctx:
    """What travels through one turn: inputs, the state being built and everything said."""

    def __init__(self, biz, state, now, own, has_pending, kb_answer, history):
        self.biz, self.state, self.now = biz, state, now
        self.own, self.has_pending = list(own or ()), has_pending
        self.kb_answer, self.history = kb_answer, list(history or ())
        self.lang = state.get("lang") or "es"
        self.replies: list[dict] = []
        self.trace: list[dict] = []
        self.request = None
        self.refused = False
        self.case_state = "propose"
        self.kb = None
        self.staff_action = None
        self.cancelled = False
        self.pending_notes: list[str] = []
        self.slots: list[dict] = []
        self.day_unclear = False
        self.day_choices: list[str] = []    # the days a weekday + number that disagree may mean
        self.ask_replace: dict | None = None   # "mejor de Y" that may replace several lines: ask which
        self.bad_phone = False
        self.redacted: list[str] = []

    def say(self, text: str, reply_meta: dict | None = None) -> None:
        self.replies.append({"text": text, "meta": reply_meta})

    def t(self, key: str, **values) -> str:
        return say(key, self.lang, **values)

    def note(self, step: str, ok: bool, detail: str) -> dict:
        entry = {"step": step, "ok": bool(ok), "detail": detail}
        self.trace.append(entry)
        return entry

    def consumed(self, s) -> bool:
        """Whether the message already fed the order with items, a day, a time or contact data."""
        found = field(s, "items")
        w = field(s, "when")
        return bool(field(found, "lines") or field(found, "ambiguous") or field(found, "stray_options")
                    or field(found, "removed") or field(found, "delta") or field(found, "ask_replace")
                    or field(w, "has_day") or field(w, "has_time") or field(w, "asap") or field(w, "rel_min") is not None
                    or field(s, "phone") or field(s, "name"))


# ---------------------------------------------------------------- signals helpers

NEUTRAL = {"primary": None, "items": None, "when": None, "text": "", "norm": ""}


def _primary(s) -> str | None:
    return field(s, "primary")


def _has_items(s) -> bool:
    found = field(s, "items")
    return bool(field(found, "lines") or field(found, "ambiguous") or field(found, "unknown")
                or field(found, "stray_options") or field(found, "removed") or field(found, "delta") or field(found, "ask_replace"))


def _is_question(s) -> bool:
    return bool(field(s, "question", False)) or "?" in (field(s, "raw", "") or field(s, "text", "") or "")


def _info_topics(s) -> list[str]:
    return info.topics_of(s)


_SIGNAL_SCALARS = ("primary", "lang", "flags", "question", "greet", "thanks", "bye", "yes", "no", "cancel",
                   "change", "handoff", "handoff_topic", "offtopic", "topics", "diet", "holiday", "refusal",
                   "name", "phone", "email", "party", "booking_unsupported")


def _signals_out(s) -> dict | None:
    """A small JSON view of the signals (what flow stores as the routing reason)."""
    if s is None:
        return None
    out = {k: copy.copy(field(s, k)) for k in _SIGNAL_SCALARS}
    found = field(s, "items")
    out["items"] = {k: copy.deepcopy(field(found, k, [])) for k in ("lines", "ambiguous", "unknown", "stray_options")}
    out["items"]["mode"] = field(found, "mode", "add")
    w = field(s, "when")
    out["when"] = {k: field(w, k) for k in ("ymd", "minutes", "part", "rel_min", "asap", "has_day", "has_time",
                                            "ambiguous_day", "invalid_day")}
    return out


# ---------------------------------------------------------------- people, refusals, kb

def _handoff_request(c, kind: str, data: dict) -> None:
    c.request = {"kind": kind, "status": "pending", "slot_start": None, "slot_end": None,
                 "total_cents": None, "data": {**data, "lang": c.lang}}
    c.case_state = "handoff"


def handoff_question(c, question: str) -> None:
    if mid_flow(c):
        # the case's request is the order: the question travels with it instead of replacing it
        c.state["order"].setdefault("questions", []).append(question)
        c.note("handoff", True, "sin datos para contestar: la pregunta va con el pedido")
        c.say(c.t("no_data_mid_order", phone=c.biz.phone))
        return
    if booking is not None and booking.mid_flow(c):
        booking.add_question(c, question)     # likewise a booking: its request is not replaced
        return
    c.note("handoff", True, "sin datos para contestar: pasa a una persona")
    c.say(c.t("handoff_no_data", biz=c.biz.name, phone=c.biz.phone))
    _handoff_request(c, "question", {"question": question})


def handoff_person(c, topic: str | None, text: str, key: str = "handoff_topic") -> None:
    data = {"topic": topic, "text": text}
    if c.state["order"]["lines"] and not c.state.get("done"):
        data["order"] = ordering.order_request(c, "collecting")["data"]
        data["total_cents"] = ordering.priced_lines(c)[1]
    c.note("handoff", True, f"pasa a una persona: {topic or 'a petición'}")
    c.say(c.t(key, biz=c.biz.name, phone=c.biz.phone))
    _handoff_request(c, "handoff", data)
    c.state["awaiting"] = None
    if c.state.get("intent") == "order":
        c.state["done"] = True      # the order now travels with the person's request


def ask_kb(c, question: str) -> None:
    """Answer from the knowledge base; without an answer a person takes the question."""
    if c.kb_answer is None:
        handoff_question(c, question)
        return
    res = c.kb_answer(question, c.lang, c.history) or {}
    c.kb = res
    for entry in res.get("trace") or []:
        c.trace.append({"step": entry.get("step", "kb"), "ok": bool(entry.get("ok")), "detail": entry.get("detail", "")})
    if res.get("route") == "no_data" or not (res.get("text") or "").strip():
        handoff_question(c, question)
        return
    cites = [dict(x) for x in res.get("cites") or []]
    evidence = [{"step": e.get("step"), "ok": bool(e.get("ok")), "detail": e.get("detail", "")}
                for e in res.get("trace") or []]
    c.say(res["text"].strip(), meta(cites=cites, evidence=evidence))


def refuse(c, s) -> None:
    refusal = field(s, "refusal") or ({"kind": "card"} if "card" in c.redacted else None)
    kind = refusal if isinstance(refusal, str) else field(refusal, "kind") or field(refusal, "id")
    text = pick(field(refusal, "reply"), c.lang) if not isinstance(refusal, str) else ""
    if not text:
        flags = field(s, "flags", []) or []
        key = REFUSAL_TEXTS.get(kind) or ("refuse_card" if "card" in flags else "refuse_injection")
        text = c.t(key, biz=c.biz.name)
    c.note("refusal", True, f"rechazo: {kind or 'regla'}")
    c.say(text)
    c.refused = True
    c.case_state = "refused"
    if isinstance(refusal, dict) and refusal.get("handoff"):     # a business rule that wants a person
        _handoff_request(c, "handoff", {"topic": field(refusal, "id"), "text": field(s, "text", "") or ""})


def offtopic(c) -> None:
    c.note("refusal", True, "fuera de tema")
    c.say(c.t("offtopic", biz=c.biz.name))
    c.refused = True
    c.case_state = "refused"


def greet(c) -> None:
    lang = c.lang
    chips = [chip_text(say("menu_chip", lang), say("menu_chip_text", lang)),
             chip_text(say("hours_chip", lang), say("hours_chip_text", lang))]
    if c.biz.can("order"):
        chips.append(chip_text(say("menu_order_chip", lang), say("menu_order_text", lang)))
    if c.biz.can("booking"):
        # an appointment with a person (staff mode) or a table
        kind = "staff" if (c.biz.data.get("booking") or {}).get("mode") == "staff" else "tables"
        chips.append(chip_text(say(f"book_chip_{kind}", lang), say(f"book_chip_{kind}_text", lang)))
    c.say(pick(c.biz.data.get("greeting"), lang), meta(chips=chips))


def not_understood(c) -> None:
    """A bare "sí" / "no" with nothing in progress: say what can be done."""
    lang = c.lang
    chips = [chip_text(say("menu_chip", lang), say("menu_chip_text", lang)),
             chip_text(say("hours_chip", lang), say("hours_chip_text", lang))]
    if c.biz.can("order"):
        chips.append(chip_text(say("menu_order_chip", lang), say("menu_order_text", lang)))
    c.say(c.t("not_understood"), meta(chips=chips))


def booking_unsupported(c) -> None:
    c.note("booking", False, "el negocio no gestiona reservas")
    c.say(c.t("booking_unsupported", phone=c.biz.phone))


# ---------------------------------------------------------------- information

def _leftover(c, s) -> str | None:
    """The part of a multi-question message the data did not cover ("¿dónde estáis y se puede
    ir con perro?" → "se puede ir con perro"), to send to the knowledge base."""
    raw = field(s, "text", "") or ""
    parts = [p.strip() for p in _CLAUSES.split(raw) if p and p.strip()]
    if len(parts) < 2:
        return None
    rest = []
    for part in parts:
        if len(normalize(part).split()) < 3:
            continue
        ps = nlu.analyze(part, c.biz, {"lang": c.lang, "awaiting": None, "now": c.now})
        w = field(ps, "when")
        diet = field(ps, "diet") or {}
        if (_info_topics(ps) or _has_items(ps) or field(w, "has_day") or field(w, "has_time")
                or field(ps, "asks_options") or any(field(diet, k) for k in ("avoid", "asks", "tags"))
                or _primary(ps) in ("greet", "thanks", "bye")):
            continue
        rest.append(part)
    return " ".join(rest) or None


def answer_info(c, s) -> None:
    topics = info.topics_of(s) or info.follow_up(s, (c.state.get("last") or {}).get("topic"))
    answered, needs_kb = info.answer(c, s, topics)
    c.state["last"] = {"topic": topics[-1] if answered and topics else None}
    if answered == 0:
        ask_kb(c, field(s, "text", "") or "")
        return
    rest = field(s, "text", "") if needs_kb else _leftover(c, s)
    if rest:
        ask_kb(c, rest)


def side_answer(c, s) -> None:
    """Mid-order: answer what does not feed the order (nothing is applied to it)."""
    primary = _primary(s)
    if primary in ("booking", "booking_unsupported") and not c.biz.can("booking"):
        booking_unsupported(c)
    elif primary == "offtopic":
        offtopic(c)
    elif primary == "thanks":
        c.say(c.t("thanks"))
    elif primary == "greet":
        pass
    elif _info_topics(s) or _is_question(s):
        answer_info(c, s)


# ---------------------------------------------------------------- routing

def mid_flow(c) -> bool:
    st = c.state
    return st.get("intent") == "order" and not st.get("done") and bool(
        st["order"]["lines"] or st.get("clarify") or st.get("awaiting"))


def feeds_flow(c, s) -> bool:
    """Whether the message is for the order in progress (an answer, a change, more items)."""
    awaiting = c.state.get("awaiting")
    primary = _primary(s)
    found = field(s, "items")
    named = bool(field(found, "lines") or field(found, "ambiguous"))
    if primary in ("offtopic", "greet", "thanks", "bye", "booking", "booking_unsupported"):
        return False
    if primary == "order":
        return True
    if primary == "info" and _is_question(s):
        if named:   # "¿tenéis X?", "¿X lleva nueces?": a question about products, unless it answers "which one?"
            clar = c.state.get("clarify") or {}
            return awaiting == "pick" and all(l["item_id"] in clar.get("candidates", []) for l in field(found, "lines", []))
        if _info_topics(s):
            return False
        return _gives_order_data(s) or (awaiting == "pick" and ordering.words_pick_one(c, s))
    if named or _has_items(s) or _gives_order_data(s):
        return True
    if awaiting == "pick" and ordering.words_pick_one(c, s):
        return True
    if field(s, "no_notes") or (awaiting == "note" and field(s, "no")):
        return True
    if awaiting in ("confirm", "big") and field(s, "yes"):
        return True
    if awaiting == "name" and looks_like_name(field(s, "text", "") or "", s):
        return True
    if awaiting == "phone" and any(ch.isdigit() for ch in field(s, "text", "") or ""):
        return True
    return awaiting == "note" and primary not in ("yes", "no")


def _gives_order_data(s) -> bool:
    """A day, a time, a contact or an option choice: data for the order, even asked as a question."""
    w = field(s, "when")
    found = field(s, "items")
    return bool(field(w, "has_day") or field(w, "has_time") or field(w, "asap") or field(w, "rel_min") is not None
                or field(w, "ambiguous_day") or field(found, "stray_options") or field(s, "phone") or field(s, "name"))


def reprompt(c) -> None:
    """Ask again what the order was waiting for, reading nothing new."""
    ordering.order_step(c, NEUTRAL)


def cancel(c) -> None:
    if mid_flow(c):
        ordering.reset(c)
        c.cancelled = True
        c.note("cancel", True, "pedido sin enviar descartado")
        c.say(c.t("cancelled"))
    elif c.state.get("done") or c.has_pending:
        c.say(c.t("cancel_sent", phone=c.biz.phone))
    else:
        c.say(c.t("nothing_to_cancel"))


def start_order(c, s) -> None:
    if c.state.get("done") or c.state.get("intent") != "order":
        ordering.reset(c)
    ordering.order_step(c, s)


def route(c, s) -> None:
    primary = _primary(s)
    if primary == "refuse" or field(s, "refusal") or "card" in c.redacted:
        refuse(c, s)
        if mid_flow(c) and c.state.get("awaiting"):
            reprompt(c)
        elif booking is not None and booking.mid_flow(c) and c.state.get("awaiting"):
            booking.reprompt(c)
        return
    if "dni" in c.redacted:
        c.note("pii", True, "DNI tapado")
        c.say(c.t("refuse_dni"))
        if not (_has_items(s) or _info_topics(s) or c.consumed(s)):
            if mid_flow(c):
                reprompt(c)
            return
    if primary == "handoff":
        topic = field(s, "handoff_topic")
        key = "handoff_person" if topic in (None, "person") else "handoff_topic"
        handoff_person(c, topic, field(s, "text", "") or "", key)
        return
    if booking is not None and booking.wants(c, s):      # a booking, or one in progress (booking.py)
        booking.route(c, s, side_answer)
        return
    if primary == "cancel":
        cancel(c)
        return
    if mid_flow(c):
        if c.state.get("awaiting") == "big" and field(s, "yes"):
            handoff_person(c, "big_order", field(s, "text", "") or "", "handoff_order")
            return
        if feeds_flow(c, s):
            ordering.order_step(c, s)
            return
        side_answer(c, s)
        if c.case_state != "handoff":
            reprompt(c)
        return
    if primary == "greet":
        greet(c)
    elif primary in ("yes", "no"):
        not_understood(c)
    elif primary == "thanks":
        c.say(c.t("thanks"))
    elif primary == "bye":
        c.say(c.t("bye"))
    elif primary == "offtopic":
        offtopic(c)
    elif primary in ("booking", "booking_unsupported"):
        if c.biz.can("booking"):
            handoff_person(c, "booking", field(s, "text", "") or "")
        else:
            booking_unsupported(c)
    elif primary == "order" and c.biz.can("order"):
        start_order(c, s)
    else:
        answer_info(c, s)


# ---------------------------------------------------------------- buttons

def _valid_line(c, index) -> int | None:
    try:
        i = int(index)
    except (TypeError, ValueError):
        return None
    return i if 0 <= i < len(c.state["order"]["lines"]) else None


def run_action(c, action: dict) -> None:
    kind = action.get("type")
    if kind not in ACTION_TYPES:
        raise ValueError(f"unknown action type: {kind!r}")
    a = {k: action.get(k) for k in ACTION_TYPES[kind]}
    st, o = c.state, c.state["order"]
    if kind in STAFF_ACTIONS:
        c.staff_action = kind       # a person proposed the time: flow/staff handle the answer
        return
    if booking is not None and booking.run_action(c, kind, a):     # booking buttons, and shared ones mid-booking
        return
    if kind == "cancel":
        cancel(c)
        return
    if kind == "handoff":
        handoff_person(c, "big_order" if st.get("awaiting") == "big" else None, "", "handoff_order")
        return
    if kind == "send":
        if not mid_flow(c):
            c.say(c.t("nothing_to_cancel") if not st.get("done") else c.t("pending_noted"))
            return
        ordering.send(c)
        return
    if kind == "add":
        product = c.biz.products.get(a["item_id"])
        if not product:
            raise ValueError(f"unknown item: {a['item_id']!r}")
        if st.get("done") or st.get("intent") != "order":
            ordering.reset(c)
        qty = max(1, int(a.get("qty") or 1))
        ordering.order_step(c, None, lambda c: ordering.add_lines(c, [{"item_id": product["id"], "qty": qty, "options": {}}]))
        return
    if kind == "pick":
        clar = st.get("clarify")
        if a["item_id"] not in c.biz.products:
            raise ValueError(f"unknown item: {a['item_id']!r}")

        def picked(c):
            qty = clar["qty"] if clar else 1
            options = (clar or {}).get("options") or {}
            ordering.add_lines(c, [{"item_id": a["item_id"], "qty": qty, "options": dict(options)}])
            st["clarify"] = st["queue"].pop(0) if st["queue"] else None
        if st.get("done") or st.get("intent") != "order":
            ordering.reset(c)
        ordering.order_step(c, None, picked)
        return
    if kind == "qty":
        i = _valid_line(c, a["line"])

        def changed(c):
            if i is None:
                return
            line = o["lines"][i]
            line["qty"] = int(line["qty"]) + int(a.get("delta") or 0)
            if line["qty"] <= 0:
                o["lines"].pop(i)
        ordering.order_step(c, None, changed)
        return
    if kind == "option":
        # an option the line's product does not take, a choice that does not exist or a line out
        # of range raise ValueError (flow answers 400): a required option is never dropped silently
        ordering.order_step(c, None, lambda c: ordering.apply_option_button(c, a["option"], a["choice"], a["line"]))
        return
    if kind == "day":
        def set_day(c):
            o["ymd"], o["min"] = str(a["ymd"]), None
        ordering.order_step(c, None, set_day)
        return
    if kind == "time":
        def set_time(c):
            o["min"] = int(a["min"])
        ordering.order_step(c, None, set_time)
        return
    if kind == "no_notes":
        def no_notes(c):
            o["note"] = ""
        ordering.order_step(c, None, no_notes)
        return
    if kind == "change_time":
        def change_time(c):
            if ordering.lead_minutes(c.biz, o["lines"]) >= ordering.DAY:
                o["ymd"] = None
            o["min"] = None
        ordering.order_step(c, None, change_time)
        return
    if kind == "add_more":
        st["intent"], st["done"] = "order", False
        st["awaiting"] = "items"
        c.say(c.t("ask_more"))
        return


# ---------------------------------------------------------------- the turn

def turn(biz, state, input, now, own=(), has_pending=False, kb_answer=None, history=()) -> dict:
    """One turn. Returns {state, replies, request, refused, redacted, trace, signals, kb,
    case_state, staff_action, cancelled}. Raises ValueError for an unknown action type."""
    st = _state_from(state)
    c = Ctx(biz, st, now, own, has_pending, kb_answer, history)
    signals, redacted = None, []
    action = (input or {}).get("action")
    if action:
        run_action(c, action)
    else:
        raw = str((input or {}).get("text") or "")
        redacted = pii.scrub(raw)[1] + list((input or {}).get("flags") or [])
        cart = st["order"]["lines"] if st.get("intent") == "order" and not st.get("done") else None
        signals = nlu.analyze(raw, biz, {"lang": st["lang"], "awaiting": st.get("awaiting"), "now": now,
                                         "cart": cart})
        c.lang = st["lang"] = field(signals, "lang") or st["lang"]
        redacted = sorted(set(redacted) | set(field(signals, "flags", []) or []))
        c.redacted = redacted
        if not raw.strip() and mid_flow(c):
            reprompt(c)
        elif not raw.strip():
            not_understood(c)
        else:
            route(c, signals)
    if c.request is None and mid_flow(c) and st["order"]["lines"]:
        c.request = ordering.order_request(c, "collecting")
    if c.request is None and booking is not None and booking.mid_flow(c):
        c.request = booking.booking_request(c, "collecting")
    return {
        "state": st,
        "replies": c.replies,
        "request": c.request,
        "refused": c.refused,
        "redacted": redacted,
        "trace": c.trace,
        "signals": _signals_out(signals),
        "kb": c.kb,
        "case_state": c.case_state,
        "staff_action": c.staff_action,
        "cancelled": c.cancelled,
    }
