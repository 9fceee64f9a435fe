"""«¿Cuándo tengo que recogerlo?» with nothing written down (no product yet, perhaps a day): never a
recap of nothing; the opening hours of the day held (else of the first day it can be picked up), from
the business's data (how a pickup works is the knowledge's to say, when it says it)."""
from __future__ import annotations

from bizengine.business import availability
from bizengine.conversation.lead_answers import hours_of
from bizengine.conversation.messages import say
from bizengine.understanding.lexicon import OWN_THING_RE, PICK_UP_NAMED_RE, PICK_UP_WHEN_RE


def asks_with_nothing_ordered(c, s) -> bool:
    """A pickup time asked of nothing named («recogerlo», «a qué hora lo recojo», «cuándo paso a
    recoger»), nothing named nor held, nothing sent, no hours asked (those answer it): the shop's hours."""
    last = c.state.get("last") or {}
    return (c.biz.can("order") and bool(s.question) and asks_when_to_pick_up(s) and not s.topics
            and not last.get("item") and not last.get("sent") and not _of_a_thing_named(s.norm or ""))


def asks_when_to_pick_up(s) -> bool:
    """«¿cuándo tengo que recogerlo?», «¿cando teño que recollelos?», «¿a qué hora lo puedo recoger?»."""
    return bool(PICK_UP_WHEN_RE.search(s.norm or "")) and not (s.items.lines or s.items.ambiguous)


def _of_a_thing_named(norm: str) -> bool:
    """«¿cuándo puedo recoger la <thing>?» (a repair, a thing not sold), «… mi pedido», «… el <thing> que
    encargué», «hice un encargo, ¿cuándo lo recojo?»: a thing of the customer's, for a person."""
    rest = PICK_UP_WHEN_RE.sub(" ", norm)       # the question's own «tengo que» is no «tengo un pedido»
    return bool(PICK_UP_NAMED_RE.search(norm) or OWN_THING_RE.search(rest))


def answer(c, held_day: str | None, held: bool) -> None:
    """«Aún no llevas nada apuntado. El martes … abrimos de …»; `held`: an order is being written down
    (with nothing in it yet)."""
    first = availability.pickup_days(c.biz, c.now, 1, c.own, limit=1)
    day = held_day or (first[0] if first else None)
    texts = [say("held_nothing_yet", c.lang)] if held else []
    texts += [hours_of(c, day) if day else ""]
    c.note("hours", True, f"nada apuntado: el horario de {day or '-'}")
    c.say(" ".join(t for t in texts if t))
