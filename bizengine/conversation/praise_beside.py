"""A compliment, then a request: «estuvimos el sábado pasado y nos encantó, queremos repetir el viernes a
las 21, somos 2». The compliment is thanked and the request read on its own, as if said alone (read
whole, the visit told of made it a story for a person)."""
from __future__ import annotations

import re
from collections.abc import Callable

from bizengine.conversation.records import reading_context
from bizengine.understanding import reader as nlu

Handler = Callable[..., None]

_CLAUSE_END_RE = re.compile(r"(?<=[,.;!])\s+")


def praise_then_request(c, s, route: Handler) -> bool:
    """The first clauses praise (naming no thing), the rest asks for a booking: thanked, then the rest routed."""
    if not s.praise or c.state.get("awaiting") or s.question:
        return False
    clauses = _CLAUSE_END_RE.split((s.text or "").strip())
    context = reading_context(c.state, c.now)
    for at in range(1, len(clauses)):
        head = nlu.analyze(" ".join(clauses[:at]), c.biz, context)
        if not head.praise:
            continue
        if head.has_items:
            return False        # «me encanta la X, me llevo dos»: the X praised is the one taken, read whole
        wish = nlu.analyze(" ".join(clauses[at:]), c.biz, context)
        if wish.primary != "booking" or wish.question or wish.praise:
            return False        # (an order after praise is read whole: «…buenísimo. Quiero otra X»)
        c.say(c.t("praise_mid"))
        c.signals = wish
        route(c, wish)
        return True
    return False
