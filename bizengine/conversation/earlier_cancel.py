"""An order or a booking made before called off beside a new one: «quiero un X y cancelar el pedido de
ayer». The engine sees only this conversation: the new one is taken as written, and the one before
goes to the phone (what was sent here is in the business's hands: the same)."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

Handler = Callable[..., None]


def new_beside_an_earlier_cancel(c, s, route: Handler) -> bool:
    """The new request routed, the call for the earlier one said first; False when none is called off."""
    if not s.cancels_earlier:
        return False
    start = len(c.replies)
    c.signals = new_alone = replace(s, cancels_earlier=False)      # the earlier one is answered here
    route(c, new_alone)
    key = "cancel_sent" if c.has_pending or c.state.get("done") else "earlier_cancel_unseen"
    c.note("cancel", False, "anular un pedido o reserva anterior: no se ve desde aquí, al teléfono")
    c.say_before(start, c.t(key, phone=c.biz.phone))
    return True
