"""Part of the order held, named for another day: «2 X y 2 Y para el martes» then «las dos Y para el
miércoles». One order is one day: the part named goes in an order of its own, said so, and the rest stays
on the day held (never the whole order moved to that day in silence). All of it named, or a change of the
day with no part named («mejor el miércoles», «todo para el miércoles»), still moves the order."""
from __future__ import annotations

from bizengine.conversation import order_form as ordering
from bizengine.conversation.cart import line_label
from bizengine.conversation.messages import join_list
from bizengine.language import clock


def goes_apart(c, s) -> bool:
    """The part named taken out, said to go in another order, and the open question asked again."""
    order, w = c.state["order"], s.when
    part = _part_named(c, s)
    if not (part and order.get("ymd") and w.has_day and w.ymd and w.ymd != order["ymd"]):
        return False
    named = _names(c, part)
    order["lines"] = [line for line in order["lines"] if line["item_id"] not in part]
    c.note("other_day", False, f"parte del pedido para otro día ({w.ymd}): va en otra solicitud")
    c.say(c.t("part_another_day", day=clock.fmt_day(order["ymd"], c.lang),
              other=clock.fmt_day(w.ymd, c.lang), what=named))
    c.say(ordering.noted_text(c))
    ordering.order_step(c, None)
    return True


def _part_named(c, s) -> set[str]:
    """The held things the message names, when they are only some of what is held and nothing else is
    said of them (no new thing, no other count, nothing taken off or swapped)."""
    held = {line["item_id"]: line for line in c.state["order"]["lines"]}
    found = s.items
    named = {line["item_id"] for line in found.lines} | set(found.held_named)
    if not named or not named < set(held) or found.mode not in ("add", "set") or found.replaced or s.question:
        return set()
    counted = zip(found.lines, [*found.explicit, *[False] * len(found.lines)])
    other_count = any(said and line["qty"] != held[line["item_id"]]["qty"] for line, said in counted)
    return set() if other_count else named


def _names(c, part: set[str]) -> str:
    priced, _total = ordering.priced_lines(c)
    return join_list([line_label(p, c.lang, True) for p in priced if p["item_id"] in part], c.lang)
