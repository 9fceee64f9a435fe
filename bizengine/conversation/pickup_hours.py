"""«¿Cuándo tengo que recogerlo?» with nothing written down (no product yet, perhaps a day): never a
recap of nothing; the opening hours of the day held (else of the first day it can be picked up) and
how a pickup time is chosen, from the business's data."""
from __future__ import annotations

from bizengine.business import availability
from bizengine.conversation.lead_answers import hours_of
from bizengine.conversation.messages import say
from bizengine.understanding.lexicon import ONE_MADE_BEFORE_RE, PICK_UP_WHEN_RE


def asks_with_nothing_ordered(c, s) -> bool:
    """A pickup time asked, nothing named nor held, nothing sent, no hours asked (those answer it):
    the shop's own way of picking up. «¿cuándo puedo recoger mi pedido?» speaks of one made before."""
    last = c.state.get("last") or {}
    return (c.biz.can("order") and bool(s.question) and asks_when_to_pick_up(s) and not s.topics
            and not last.get("item") and not last.get("sent") and not ONE_MADE_BEFORE_RE.search(s.norm or ""))


def asks_when_to_pick_up(s) -> bool:
    """«¿cuándo tengo que recogerlo?», «¿cando teño que recollelos?», «¿a qué hora lo puedo recoger?»."""
    return bool(PICK_UP_WHEN_RE.search(s.norm or "")) and not (s.items.lines or s.items.ambiguous)


def answer(c, held_day: str | None, held: bool) -> None:
    """«Aún no llevas nada apuntado. El martes … abrimos de … Se recoge a la hora que elijas…»;
    `held`: an order is being written down (with nothing in it yet)."""
    first = availability.pickup_days(c.biz, c.now, 1, c.own, limit=1)
    day = held_day or (first[0] if first else None)
    texts = [say("held_nothing_yet", c.lang)] if held else []
    texts += [hours_of(c, day) if day else "", say("pickup_how", c.lang)]
    c.note("hours", True, f"nada apuntado: el horario de {day or '-'}")
    c.say(" ".join(t for t in texts if t))
