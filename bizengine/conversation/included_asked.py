"""«¿la <service A> incluye <B>?», «¿a <A> inclúe <B>?» with nothing being booked: answered from A's
description when it lists the services it includes (`included_offer.in_its_list`): «Sí: <A>: <what it
includes>», or «<A>: <what it includes> No incluye <B>.» with the price of B and a button to ask for
both. A description that lists nothing, or says a word of B, is no answer: the question goes on to the
other readings (a person answers)."""
from __future__ import annotations

import re

from bizengine.business.product_names import product_name
from bizengine.conversation.booking_draft import mid_flow as booking_mid_flow
from bizengine.conversation.booking_draft import services_text
from bizengine.conversation.cards import chip_action, chip_text, meta
from bizengine.conversation.included_offer import in_its_list
from bizengine.conversation.messages import join_list, money, pick, say
from bizengine.understanding.items import find_items

# «incluye», «inclúe», «lleva incluido», «entra en», «va incluido»: what splits A (before) from B (after)
_INCLUDES_RE = re.compile(r"\b(?:incluye|incluyen|inclue|incluen|lleva incluid[oa]|leva incluid[oa]|"
                          r"va incluid[oa]|vai incluid[oa]|entra|entran)\b")


def asks(c, s) -> bool:
    return _asked(c, s) is not None


def answer(c, s) -> None:
    asked = _asked(c, s)
    assert asked is not None
    held, other, included = asked
    product, extra = c.biz.products[held], c.biz.products[other]
    name, description = product_name(product, c.lang), pick(product.get("description"), c.lang)
    other_name = services_text(c.biz, [other], c.lang)
    c.note("product", True, f"{held} {'incluye' if included else 'no incluye'} {other} (su descripción)")
    if included:
        c.say(say("service_included", c.lang, held=name, description=description, name=other_name),
              meta(chips=[_book(c, [held])]))
        return
    text = say("service_not_included_priced", c.lang, held=name, description=description, name=other_name,
               price=money(extra["price_cents"], c.lang))
    c.say(text, meta(chips=[_book(c, [held]), _book(c, [held, other])]))


def _book(c, sids: list[str]) -> dict:
    """«Pedir cita: <A>» (its button) or «Pedir cita: <A> y <B>», which asks for both in the customer's words."""
    if len(sids) == 1:
        return chip_action(say("book_item_chip", c.lang, name=product_name(c.biz.products[sids[0]], c.lang)),
                           {"type": "service", "item_id": sids[0]})
    names = join_list([product_name(c.biz.products[sid], c.lang) for sid in sids], c.lang)
    return chip_text(say("book_item_chip", c.lang, name=names),
                     say("book_services_text", c.lang, names=services_text(c.biz, sids, c.lang)))


def _asked(c, s) -> tuple[str, str, bool] | None:
    """(A, B, whether A includes B) when the message asks it of two services and A's list tells."""
    norm = s.norm or ""
    m = _INCLUDES_RE.search(norm)
    if m is None or booking_mid_flow(c) or not c.biz.can("booking"):
        return None
    before, after = _services(c, norm[:m.start()]), _services(c, norm[m.end():])
    if len(before) != 1 or len(after) != 1 or before == after:
        return None
    included = in_its_list(c.biz, before[0], after[0])
    return None if included is None else (before[0], after[0], included)


def _services(c, part: str) -> list[str]:
    found = find_items(part, c.biz) if part.strip() else None
    return list(dict.fromkeys(line["item_id"] for line in (found.lines if found else []) or []
                              if (c.biz.products.get(line.get("item_id")) or {}).get("duration_minutes")))
