"""«eso es todo», «nada más», «iso é todo» to «¿A qué hora…?», «¿Qué día…?» or «¿A nombre de quién…?»:
the customer says what is asked for is complete, which answers nothing. Said back kindly, and the
question asked again plainly (never the canned «Para seguir necesito…» re-ask); with thanks («no
necesito nada más, gracias») the thanks are answered first, as a closing mid-request is. To any
question with nothing held yet («¿Qué servicio…?», «¿Qué <X> quieres?») it says so; to «¿Con quién…?» it is no one
wished (read so in reading.people), said back before the next question; to the phone question it
declines the phone (reading.kinds)."""
from __future__ import annotations

from collections.abc import Callable

from bizengine.conversation import booking_form, order_form
from bizengine.conversation.booking_draft import is_staff
from bizengine.understanding.lexicon import NOTHING_MORE_RE

# The questions a «that is all» answers nothing of («¿Algo más?», the note and the summary take it)
_OPEN_QUESTIONS = frozenset({"time", "day", "name", "party", "option", "pick", "count"})
# The questions of what is wanted: with nothing held, there is nothing to add to
_WHAT_QUESTIONS = frozenset({"service", "items"})


def answered(c, s, ask_again: Callable) -> bool:
    """«eso es todo» to an open question of a request being written down: said back, and the
    question asked again with `ask_again` (True); anything else is left to the rest (False)."""
    awaiting = c.state.get("awaiting")
    if awaiting not in _OPEN_QUESTIONS and awaiting not in _WHAT_QUESTIONS and awaiting != "resource":
        return False
    if s.has_items or not (order_form.mid_flow(c) or booking_form.mid_flow(c)) \
            or not NOTHING_MORE_RE.match(s.norm or ""):
        return False
    if awaiting == "resource":
        if s.anyone:
            c.say(c.t("nothing_more_anyone"))     # the booking goes on to its next question
        return False
    c.say(c.t("thanks_mid" if s.thanks else "nothing_more_added" if _held(c) else "nothing_more_empty"))
    ask_again(c)
    return True


def _held(c) -> bool:
    """Something is written down already: a line of the order, a service of the booking, or the
    booking itself where it books no services (a table)."""
    return bool((c.state.get("order") or {}).get("lines") or (c.state.get("booking") or {}).get("services")
                or (booking_form.mid_flow(c) and not is_staff(c.biz)))
