"""«6 Z para el martes», «una Z y otra para el martes», gl «6 Z pro martes» with an order held for
Saturday, Z nothing the business sells: only what is not sold is said («No tengo «Z» en el catálogo.»)
and the order's own question asked again, its day kept. Never the notice «Un pedido es para un día…»
(nothing is left for another order) nor the order moved to Tuesday for a thing it cannot hold. With
something sold named beside it, or the order's day only assumed (no day said yet: the day said is its
own), the message is read as before."""
from __future__ import annotations

from collections.abc import Callable

from bizengine.conversation import order_form as ordering
from bizengine.conversation.messages import unknown_items
from bizengine.language.text import as_said
from bizengine.understanding.lexicon import CHANGE_DAY_RE, CHANGE_RE

Handler = Callable[..., None]


def answered(c, s, reprompt: Handler) -> bool:
    """What is not sold said and the order's question again; False for any other message."""
    if not _only_not_sold_another_day(c, s):
        return False
    c.note("unknown", False, f"solo cosas que no se venden, para otro día ({s.when.ymd}): el pedido sigue en su día")
    c.say(unknown_items([as_said(u, s.text or "") for u in s.items.unknown], c.lang))
    reprompt(c)
    return True


def _only_not_sold_another_day(c, s) -> bool:
    order, w, found, norm = c.state["order"], s.when, s.items, s.norm or ""
    if not (ordering.mid_flow(c) and order.get("lines") and order.get("ymd") and not order.get("day_assumed")):
        return False
    if not (w.has_day and w.ymd and w.ymd != order["ymd"]):
        return False
    if not found.unknown or s.name or s.phone or _catalogue_named(found):
        return False
    return not (s.change or CHANGE_RE.search(norm) or CHANGE_DAY_RE.search(norm))


def _catalogue_named(found) -> bool:
    """Anything of the catalogue read beside the things not sold («… y una <piece of X>»: X, in packs)."""
    return bool(found.lines or found.ambiguous or found.spans or found.packed or found.named_again
                or found.held_named or found.delta or found.less or found.removed or found.replaced)
