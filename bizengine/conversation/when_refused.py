"""«no» alone to «¿A qué hora…?» or «¿Qué día…?»: what the customer wants instead is asked (another
day, or whether to call it off), never the canned «Para seguir necesito…» re-ask."""
from __future__ import annotations

from bizengine.conversation import booking_form, order_form
from bizengine.conversation.cards import chip_action
from bizengine.conversation.contact import ask
from bizengine.conversation.form import SlotForm, day_chips, day_ruled_out
from bizengine.conversation.messages import say
from bizengine.understanding.lexicon import ACKNOWLEDGED_RE, KEEP_IT_RE, ONLY_NO_RE

_CANCEL_OFFERED = "cancel_offered"      # in c.state["last"]: «¿Cancelo el pedido?» was the last question, read once


def _form(c) -> SlotForm | None:
    if order_form.mid_flow(c):
        return order_form.OrderForm(c)
    return booking_form.BookingForm(c) if booking_form.mid_flow(c) else None


def cancels(c, s, cancel_offered: bool) -> bool:
    """A bare «sí», «vale» to «¿Cancelo el pedido?» asked last turn: the request is called off (the caller
    does it). A day, a time or a thing said beside it is read as usual («vale, para el martes»); «lo quiero»
    keeps it."""
    if not cancel_offered or _form(c) is None or c.state.get("awaiting") != "day" or s.no \
            or _says_more(s) or KEEP_IT_RE.match(s.norm or ""):
        return False
    return bool(s.yes or ACKNOWLEDGED_RE.match(s.norm or ""))


def _says_more(s) -> bool:
    return bool(s.when.has_day or s.when.has_time or s.when.ambiguous_day or s.has_items)


def answer(c, s, cancel_offered: bool) -> bool:
    """A bare «no» to the time or day question: what instead asked here (True). «no» or «lo quiero» to
    «¿Cancelo…?»: kept, the day asked plainly."""
    form, awaiting = _form(c), c.state.get("awaiting")
    if form is None or awaiting not in ("time", "day") or s.question:
        return False
    kept = cancel_offered and awaiting == "day" and bool(KEEP_IT_RE.match(s.norm or ""))
    if not (kept or ONLY_NO_RE.match(s.norm or "")):
        return False
    if awaiting == "time":
        _ask_another_day(c, form, "when_refused_time")
    elif cancel_offered:
        _ask_another_day(c, form, None)
    else:
        _ask_another_day(c, form, f"when_refused_day_{form.kind}")
        c.state["last"] = {**(c.state.get("last") or {}), _CANCEL_OFFERED: True}
    return True


def offered_last(c) -> bool:
    """Whether «¿Cancelo…?» was asked last turn (read once: any other answer forgets it)."""
    return bool((c.state.get("last") or {}).pop(_CANCEL_OFFERED, None))


def _ask_another_day(c, form: SlotForm, key: str | None) -> None:
    """The open days (the one held left out, and those ruled out), with «Cancelar» after them."""
    held = form.draft.get("ymd")
    offered = [d for d in form.days() if d != held and not day_ruled_out(form.draft, d)]
    form.draft["days_listed"] = offered     # «el segundo», «el último»: the buttons, in order
    text = say(key, c.lang) if key else form.day_question()
    chips = day_chips(offered, c.lang)
    if key:
        chips.append(chip_action(say("chip_cancel", c.lang), {"type": "cancel"}))
    c.state["asked"] = None     # the «no» was heard: a new question, never «Para seguir necesito…»
    ask(c, text, chips, "day")
