"""A complaint about something bought, then a new one ordered in the same message: «el X que me
llevé ayer se murió, quiero otro», «los X de ayer estaban duros, ponme 4 para mañana» (read apart by
the reader: Signals.complaint_then_order). The new order is taken as written, with an apology said
first; the complaint goes in its note for the person who confirms it, also when the order goes on
to another day or kind («Mañana no llego», a kind not made): a request for a person opened now would
take the rest of the chat to that person and the order would be lost. Only when no order could be
started at all is the complaint passed on (the complaint alone: trouble.py). A booking asked beside a
complaint of a visit before, in either order («para 4 el viernes, la última vez tardasteis muchísimo»),
goes on the same way (Signals.complaint_with_booking)."""
from __future__ import annotations

from collections.abc import Callable

from bizengine.conversation import booking_form as booking
from bizengine.conversation import order_form as ordering
from bizengine.conversation.contact import keep_note_lines
from bizengine.conversation.handoff import request_handoff

Handler = Callable[..., None]


def complaint_then_order(c, s, route: Handler) -> bool:
    """The apology, the new order routed and the complaint noted with it or passed on; False when the
    message is no such pair."""
    pair = s.complaint_then_order
    if pair is None or ordering.mid_flow(c) or booking.mid_flow(c) or not c.biz.can("order"):
        return False        # mid-request a complaint is noted already (routing's `_complaint_beside`)
    start = len(c.replies)
    c.signals = pair.order
    route(c, pair.order)
    if ordering.mid_flow(c):
        keep_note_lines(c, c.state["order"], [pair.complaint], alone=False)
        c.note("complaint", True, "queja de una compra anterior: va en la nota del pedido nuevo")
        c.say_before(start, c.t("complaint_noted_new_order"))
    elif c.request is None:
        c.note("complaint", True, "queja de una compra anterior: no sale ningún pedido nuevo, a una persona")
        request_handoff(c, "handoff", {"topic": "complaint", "text": s.text or ""})
        c.say_before(start, c.t("complaint_passed_on", biz=c.biz.name))
    return True



def complaint_with_booking(c, s, route: Handler) -> bool:
    """The apology, the booking routed and the complaint noted with it or passed on; False when the
    message is no such pair."""
    pair = s.complaint_with_booking
    if pair is None or ordering.mid_flow(c) or booking.mid_flow(c):
        return False        # mid-request a complaint is noted already (routing's `_complaint_beside`)
    start = len(c.replies)
    c.signals = pair.booking
    route(c, pair.booking)
    if booking.mid_flow(c):
        keep_note_lines(c, c.state["booking"], [pair.complaint], alone=False)
        c.note("complaint", True, "queja de una visita anterior: va en la nota de la reserva nueva")
        c.say_before(start, c.t("complaint_noted_new_booking"))
    elif c.request is None:
        c.note("complaint", True, "queja de una visita anterior: no sale ninguna reserva, a una persona")
        request_handoff(c, "handoff", {"topic": "complaint", "text": s.text or ""})
        c.say_before(start, c.t("complaint_passed_on", biz=c.biz.name))
    return True
