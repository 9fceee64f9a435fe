"""«quero cancelar» with nothing under way («Non hai nada en marcha que cancelar.»), then «a encarga de
onte», «el pedido de ayer»: what was meant is one made before, out of sight here; said so as for the
whole message («cancela mi pedido de ayer»): call the business to call it off."""
from __future__ import annotations

from bizengine.understanding.lexicon import OWN_THING_RE

_KEY = "cancel_of_nothing"
_MOST_WORDS = 7     # «el pedido que hice ayer por la tarde»; longer says something else


def remember(c) -> None:
    """The cancel just answered found nothing: the next message may name it."""
    c.state.setdefault("last", {})[_KEY] = True


def names_the_earlier(c, s, under_way: bool) -> bool:
    """The message right after names a request of the customer's (and nothing else): the phone to call."""
    asked = bool((c.state.get("last") or {}).pop(_KEY, None))
    norm = s.norm or ""
    if not asked or under_way or s.has_items or s.question or len(norm.split()) > _MOST_WORDS \
            or not OWN_THING_RE.search(norm):
        return False
    c.note("cancel", False, "lo que quería cancelar es de antes: al teléfono")
    c.say(c.t("cancel_unseen", phone=c.biz.phone))
    return True
