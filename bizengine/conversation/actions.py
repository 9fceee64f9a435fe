"""Buttons: an action's meaning is known, so it skips the reader. The closed list of action types
and the fields each may carry (others are ignored)."""
from __future__ import annotations

from typing import Any

from bizengine.conversation import booking_form as booking
from bizengine.conversation import order_form as ordering
from bizengine.conversation.handoff import handoff_person
from bizengine.conversation.routing import cancel

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
        if not ordering.mid_flow(c):
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
        line = {"item_id": product["id"], "qty": qty, "options": {}}
        ordering.order_step(c, None, lambda c: ordering.add_lines(c, [line]))
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
