"""«incluye <another service>» while a booking is taken: the services held do not say it (their
description would have answered), so the one held is described and the other offered beside it,
«¿Te apunto también <it> (<price>)?», never described with a button to book it apart."""
from __future__ import annotations

from bizengine.business.product_names import product_name
from bizengine.conversation.booking_draft import booking_of
from bizengine.conversation.booking_form import booking_step
from bizengine.conversation.booking_input import DOUBTED, services_of
from bizengine.conversation.messages import pick, say
from bizengine.language.text import normalize
from bizengine.understanding.reading.topics import asks_if_included


def offers(c, s) -> bool:
    """Offer the service named after «incluye» when it is not held and named by its own name
    (a word of it that is an alias, «incluye <Z>», is asked of the description: topics)."""
    sid = _other_service_named(c, s)
    if sid is None:
        return False
    _what_the_held_one_is(c)
    booking_of(c)[DOUBTED] = sid
    booking_step(c)
    return True


def _what_the_held_one_is(c) -> None:
    """«<Held>: <its description>.» first, the answer to what it includes (one service held)."""
    held = booking_of(c).get("services") or []
    product = c.biz.products.get(held[0]) if len(held) == 1 else None
    if product and product.get("description"):
        c.say(say("product_about", c.lang, name=product_name(product, c.lang),
                  description=pick(product["description"], c.lang)))


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
