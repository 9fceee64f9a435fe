"""A complaint about something bought, then a new one ordered in the same message: «el X que me
llevé ayer se murió, quiero otro», «los X de ayer estaban duros, ponme 4 para mañana». The new order
is taken as written and the complaint goes in its note for the person who confirms it, with an
apology said first (the complaint alone still goes straight to a person: trouble.py)."""
from __future__ import annotations

from collections.abc import Callable

from bizengine.conversation import booking_form as booking
from bizengine.conversation import order_form as ordering
from bizengine.conversation.contact import keep_note_lines
from bizengine.conversation.records import reading_context
from bizengine.understanding import reader as nlu
from bizengine.understanding.ordered_again import complaint_then_wish

Handler = Callable[..., None]


def complaint_then_order(c, s, route: Handler) -> bool:
    """The complaint noted with the new order, and the order routed; False when the message is no such pair."""
    if ordering.mid_flow(c) or booking.mid_flow(c) or not c.biz.can("order"):
        return False        # mid-request a complaint is noted already (routing's `_complaint_beside`)
    apart = complaint_then_wish(s.text or "", c.biz)
    if apart is None:
        return False
    wish = nlu.analyze(apart.wish, c.biz, reading_context(c.state, c.now))
    if wish.primary != "order" or not (wish.items.lines or wish.items.ambiguous):
        return False        # «…, quiero que me devolváis el dinero»: no new order, the complaint alone
    start = len(c.replies)
    c.signals = wish
    route(c, wish)
    keep_note_lines(c, c.state["order"], [apart.complaint], alone=False)
    c.note("complaint", True, "queja de una compra anterior: va en la nota del pedido nuevo")
    c.replies.insert(start, {"text": c.t("complaint_noted_new_order"), "meta": None})
    return True
