"""«¿Te apunto N más?»: the rest of a count split into kinds, one kind not made («4 X, 2 … y 2 de
<not made>»), offered as more of the X held. The offer is extra: only a yes or a count takes it and a
«no» declines it; anything else that answers the order (a day, a time, a name, «da igual», another
thing, a question) leaves it untaken, is read as if it had not been offered, and it is not asked again."""
from __future__ import annotations

import copy

from bizengine.conversation import order_form as ordering
from bizengine.conversation.context import Ctx
from bizengine.conversation.order_input import declines_the_offer
from bizengine.understanding.refers_back import count_alone


def lets_the_more_offer_go(c, s) -> bool:
    """The offer left untaken when the answer is no yes, no count and no «no»: the question the order
    would have asked without it is the one answered («Ana» a name, «da igual» the first time). True when
    let go: the message is then read again against that question."""
    clar = c.state.get("clarify") or {}
    if not (clar.get("rest_of_a_count") and c.state.get("awaiting") == "pick"):
        return False
    if s.yes or count_alone(s.norm or "") or declines_the_offer(c, s):
        return False
    c.state["clarify"] = c.state["queue"].pop(0) if c.state["queue"] else None
    c.state["awaiting"] = _next_question(c)
    return True


def _next_question(c) -> str | None:
    """What the order asks next, found on a copy (nothing is said, nothing of this turn changes)."""
    aside = Ctx(c.biz, copy.deepcopy(c.state), c.now, c.own, c.has_pending, None, c.history)
    aside.lang = c.lang
    ordering.advance(aside)
    return aside.state.get("awaiting")
