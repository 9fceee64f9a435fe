"""«incluye <another service>» while a booking is taken: the services held do not say it (their
description would have answered, and a description that does not say it is no answer), so the other
is offered beside them, «¿Te apunto también <it> (<price>)?», never described with a button to book
it apart."""
from __future__ import annotations

from bizengine.business.product_names import product_name
from bizengine.conversation.booking_draft import booking_of
from bizengine.conversation.booking_form import booking_step
from bizengine.conversation.booking_input import DOUBTED, services_of
from bizengine.language.text import normalize
from bizengine.understanding.reading.topics import asks_if_included


def offers(c, s) -> bool:
    """Offer the service named after «incluye» when it is not held and named by its own name
    (a word of it that is an alias, «incluye <Z>», is asked of the description: topics)."""
    sid = _other_service_named(c, s)
    if sid is None:
        return False
    booking_of(c)[DOUBTED] = sid
    booking_step(c)
    return True


def _other_service_named(c, s) -> str | None:
    held = booking_of(c).get("services") or []
    norm = s.norm or ""
    if not held or not asks_if_included(norm):
        return None
    others = [sid for sid in services_of(c, s)[0] if sid not in held]
    if len(others) != 1:
        return None
    product = c.biz.products[others[0]]
    names = {normalize(product_name(product, lang)) for lang in ("es", "gl")}
    return others[0] if any(name and name in norm for name in names) else None
