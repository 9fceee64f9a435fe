"""A compliment, then a request: «estuvimos el sábado pasado y nos encantó, queremos repetir el viernes a
las 21, somos 2». The compliment is thanked and the booking routed as the reader read it on its own
(Signals.booking_after_praise); a visit told, then «queremos repetir el sábado», the same with thanks for
coming back (Signals.booking_after_visit)."""
from __future__ import annotations

from collections.abc import Callable

Handler = Callable[..., None]


def praise_then_request(c, s, route: Handler) -> bool:
    """The praise thanked, then the booking asked beside it routed; False when the message is no such pair."""
    wish = s.booking_after_praise or s.booking_after_visit
    if wish is None:
        return False
    c.say(c.t("praise_mid" if s.booking_after_praise else "visit_again"))
    c.signals = wish
    route(c, wish)
    return True
