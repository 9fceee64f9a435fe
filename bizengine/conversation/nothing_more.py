"""«eso es todo», «nada más», «iso é todo» to «¿A qué hora…?», «¿Qué día…?» or «¿A nombre de quién…?»:
the customer says what is asked for is complete, which answers nothing. Said back kindly, and the
question asked again plainly (never the canned «Para seguir necesito…» re-ask); with thanks («no
necesito nada más, gracias») the thanks are answered first, as a closing mid-request is."""
from __future__ import annotations

from collections.abc import Callable

from bizengine.conversation import booking_form, order_form
from bizengine.understanding.lexicon import NOTHING_MORE_RE

# The questions a «that is all» answers nothing of («¿Algo más?», the note and the summary take it)
_OPEN_QUESTIONS = frozenset({"time", "day", "name", "party"})


def answered(c, s, ask_again: Callable) -> bool:
    """«eso es todo» to an open question of a request being written down: said back, and the
    question asked again with `ask_again` (True); anything else is left to the rest (False)."""
    if c.state.get("awaiting") not in _OPEN_QUESTIONS or s.has_items \
            or not (order_form.mid_flow(c) or booking_form.mid_flow(c)) \
            or not NOTHING_MORE_RE.match(s.norm or ""):
        return False
    c.say(c.t("thanks_mid" if s.thanks else "nothing_more_added"))
    ask_again(c)
    return True
