"""A complaint about something bought beside a new one ordered in the same message: «el X que me
llevé ayer se murió, quiero otro», «los X de ayer estaban duros, ponme 4 para mañana», «quiero un X
para mañana, el de ayer estaba seco» (read apart by the reader: Signals.complaint_then_order). The new
order is taken as written, with an apology said first; the complaint goes in its note for the person
who confirms it, also when the order goes on to another day or kind («Mañana no llego», a kind not
made): a request for a person opened now would take the rest of the chat to that person and the order
would be lost. Only when no order could be started at all is the complaint passed on (the complaint
alone: trouble.py). A booking asked beside a complaint of a visit before, in any order and with a
question beside it («para 4 el viernes, la última vez tardasteis muchísimo, ¿se puede ir con perro?»),
goes on the same way (Signals.complaint_with_booking)."""
from __future__ import annotations

from collections.abc import Callable

from bizengine.conversation import booking_form as booking
from bizengine.conversation import order_form as ordering
from bizengine.conversation.contact import keep_note_lines
from bizengine.conversation.handoff import request_handoff

Handler = Callable[..., None]


# kind: (the thing complained of, where the complaint goes, what was not started): the trace's words
_TRACE = {"order": ("una compra anterior", "la nota del pedido nuevo", "ningún pedido nuevo"),
          "booking": ("una visita anterior", "la nota de la reserva nueva", "ninguna reserva")}


def complaint_then_order(c, s, route: Handler) -> bool:
    """The apology, the new order routed and the complaint noted with it or passed on; False when the
    message is no such pair."""
    pair = s.complaint_then_order
    if pair is None or not c.biz.can("order"):
        return False
    return _apologised_and_routed(c, s, route, "order", pair.order, pair.complaint)


def complaint_with_booking(c, s, route: Handler) -> bool:
    """The apology, the booking routed and the complaint noted with it or passed on; False when the
    message is no such pair."""
    pair = s.complaint_with_booking
    if pair is None:
        return False
    return _apologised_and_routed(c, s, route, "booking", pair.booking, pair.complaint)


def _apologised_and_routed(c, s, route: Handler, kind: str, request, complaint: str) -> bool:
    """`request` (the order or booking read apart) routed, and the complaint in its note with the apology
    said first; passed on when nothing was started. False mid-request: a complaint is noted already
    there (routing's `_complaint_beside`)."""
    if ordering.mid_flow(c) or booking.mid_flow(c):
        return False
    about, noted_in, none_started = _TRACE[kind]
    start = len(c.replies)
    c.signals = request
    route(c, request)
    if (ordering if kind == "order" else booking).mid_flow(c):
        keep_note_lines(c, c.state[kind], [complaint], alone=False)
        c.note("complaint", True, f"queja de {about}: va en {noted_in}")
        c.say_before(start, c.t(f"complaint_noted_new_{kind}"))
    elif c.request is None:
        c.note("complaint", True, f"queja de {about}: no sale {none_started}, a una persona")
        request_handoff(c, "handoff", {"topic": "complaint", "text": s.text or ""})
        c.say_before(start, c.t("complaint_passed_on", biz=c.biz.name))
    return True
