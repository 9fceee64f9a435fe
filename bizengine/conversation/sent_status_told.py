"""«hice un pedido ayer y no me han confirmado», «quero saber se o meu pedido está confirmado» once a request was
sent in this chat (understanding/request_made_before.py): it is that one, whose state is known here — sent and
waiting for a person — never a new order opened. With nothing sent, the reader marks it `earlier_told` (a person
looks at one made before the chat)."""
from __future__ import annotations

from bizengine.conversation import booking_draft
from bizengine.conversation import order_form as ordering
from bizengine.understanding.request_made_before import made_before_asked


def answered(c, s) -> bool:
    """The sent request's state said, when its state is asked in the words of one made before."""
    sent = c.has_pending or bool(c.state.get("done"))
    if not sent or ordering.mid_flow(c) or booking_draft.mid_flow(c) or not made_before_asked(s.norm or ""):
        return False
    c.note("earlier", True, "pregunta por lo enviado en esta conversación: sigue con una persona")
    c.say(c.t("status_pending", biz=c.biz.name))
    return True
