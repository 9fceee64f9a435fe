"""Buttons: an action's meaning is known, so it skips the reader. The closed list of action types
and the fields each may carry (others are ignored)."""
from __future__ import annotations

from typing import Any, Callable

from bizengine.conversation import booking_turns, order_input
from bizengine.conversation import order_form as ordering
from bizengine.conversation.booking_draft import bookable_service
from bizengine.conversation.day_choice import day_taken_text
from bizengine.conversation.handoff import handoff_person
from bizengine.conversation.routing import cancel
from bizengine.conversation.suggest import dismiss
from bizengine.conversation.time_kept import remember_time

# Closed list of button types and the fields each one may carry (others are ignored).
ACTION_TYPES: dict[str, tuple[str, ...]] = {
    "add": ("item_id", "qty"),
    "qty": ("line", "delta"),
    "pick": ("item_id",),
    "option": ("line", "option", "choice"),
    "day": ("ymd", "min"),     # min: the time offered with the day («el jueves a las 12»), when one was
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
    # suggestions (suggest.py): «No, gracias» to the one suggestion of the order
    "suggest_no": (),
}
STAFF_ACTIONS = ("change_accept", "change_reject")
Change = Callable[[Any], Any]    # what a button does to the order, applied by order_step


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
    a: dict[str, Any] = {k: action.get(k) for k in ACTION_TYPES[kind]}
    if kind in STAFF_ACTIONS:
        c.staff_action = kind       # a person proposed the time: flow/staff handle the answer
        return
    if kind == "add" and bookable_service(c.biz, c.biz.products.get(a["item_id"]) or {}):
        kind = "service"            # an «Encargar» chip of an older answer: a service is booked, never ordered
    if booking_turns.run_action(c, kind, a):     # booking buttons, and shared ones mid-booking
        return
    if kind in _FLOW_ACTIONS:
        _FLOW_ACTIONS[kind](c)
        return
    ordering.order_step(c, None, _ORDER_CHANGES[kind](c, a))


# ---------------------------------------------------------------- buttons about the whole order

def _handoff(c) -> None:
    handoff_person(c, "big_order" if c.state.get("awaiting") == "big" else None, "", "handoff_order")


def _send(c) -> None:
    if not ordering.mid_flow(c):
        c.say(c.t("nothing_to_cancel") if not c.state.get("done") else c.t("pending_noted"))
        return
    ordering.send(c)


def _add_more(c) -> None:
    ordering.ask_for_more(c)


_FLOW_ACTIONS: dict[str, Callable[[Any], None]] = {
    "cancel": cancel, "handoff": _handoff, "send": _send, "add_more": _add_more, "suggest_no": dismiss,
}


# ---------------------------------------------------------------- buttons that change the order
# Each returns the change `order_step` applies (a callable on the context); a button naming
# something the business lacks raises ValueError before anything changes.

def _add(c, a) -> Change:
    product = c.biz.products.get(a["item_id"])
    if not product:
        raise ValueError(f"unknown item: {a['item_id']!r}")
    if c.state.get("done") or c.state.get("intent") != "order":
        ordering.reset(c)
    line = {"item_id": product["id"], "qty": max(1, int(a.get("qty") or 1)), "options": {}}
    return lambda c: order_input.add_lines(c, [line])


def _pick(c, a) -> Change:
    st = c.state
    clar = st.get("clarify")
    if a["item_id"] not in c.biz.products:
        raise ValueError(f"unknown item: {a['item_id']!r}")

    def picked(c):
        order_input.add_picked(c, a["item_id"], clar)
    if st.get("done") or st.get("intent") != "order":
        ordering.reset(c)
    return picked


def _qty(c, a) -> Change:
    i = _valid_line(c, a["line"])

    def changed(c):
        if i is None:
            return
        lines = c.state["order"]["lines"]
        lines[i]["qty"] = int(lines[i]["qty"]) + int(a.get("delta") or 0)
        if lines[i]["qty"] <= 0:
            lines.pop(i)
    return changed


def _option(c, a) -> Change:
    # an option the line's product does not take, a choice that does not exist or a line out
    # of range raise ValueError (flow answers 400): a required option is never dropped silently
    return lambda c: order_input.apply_option_button(c, a["option"], a["choice"], a["line"])


def _day(c, a) -> Change:
    def set_day(c) -> None:
        o = c.state["order"]
        o.update(ymd=str(a["ymd"]), min=_time_for_either_day(o, a), period=None)
        held = o.pop("day_choice", None)
        if held and o["ymd"] in held["days"]:     # «¿el martes o el jueves?», one pressed: said
            c.say(day_taken_text(o["ymd"], o.get("min"), c.lang))
    return set_day


def _time_for_either_day(o: dict, a) -> int | None:
    """«… el martes o el jueves a las 10», then one of the two days pressed: the 10:00 said for either stays."""
    if a.get("min") is not None:
        return int(a["min"])
    return o.get("min") if o.get("ymd") is None and str(a["ymd"]) in (o.get("days_offered") or []) else None


def _time(c, a) -> Change:
    return lambda c: c.state["order"].update(min=int(a["min"]))


def _no_notes(c, a) -> Change:
    return lambda c: c.state["order"].update(note="")


def _change_time(c, a) -> Change:
    def change_time(c):     # the time of the day held is asked again (the day stays: it was not changed)
        remember_time(c.state["order"])
    return change_time


_ORDER_CHANGES: dict[str, Callable[[Any, dict], Change]] = {
    "add": _add, "pick": _pick, "qty": _qty, "option": _option, "day": _day, "time": _time,
    "no_notes": _no_notes, "change_time": _change_time,
}
