"""«pon 8 X para el jueves» with 6 X held for Tuesday: what is held named again with another count and
another day. It may be the order changed (8 on Thursday) or another order for that day: which is asked,
a button each, and the order held stays as it is meanwhile (never the counts added, never the order
moved in silence). Said to change («mejor…», «no, 8…», «cambia…») it changes; said to add («también»,
«añade»), it goes in another order, as «8 X más para el jueves» does. The same count for another day
moves the order; the same day, or no day, sets the count."""
from __future__ import annotations

import re
from collections.abc import Callable

from bizengine.business.product_names import product_name
from bizengine.conversation import order_form as ordering
from bizengine.conversation.cards import as_pressed, chip_text, meta
from bizengine.conversation.messages import aside, counted_text, join_list
from bizengine.conversation.records import RecountOffered
from bizengine.language import clock
from bizengine.understanding.count_more_for_a_day import MOVED_WITH_IT_RE
from bizengine.understanding.items import MORE_RE
from bizengine.understanding.lexicon import CHANGE_DAY_RE, CHANGE_RE
from bizengine.understanding.signals import neutral

Handler = Callable[..., None]

# «no, 8 X», «non, 8»: the order mended
_MENDED_RE = re.compile(r"^(?:no|non)\b")


def asks_which(c, s) -> bool:
    """The question asked (change the order to that day and count, or another order) when the message
    is such a count for another day; «también…», «añade…»: said to go apart."""
    order, w = c.state["order"], s.when
    if not (order.get("ymd") and not order.get("day_assumed") and w.has_day and w.ymd and w.ymd != order["ymd"]
            and not s.other_day and _recounted(c, s) and not _changed(s)):
        return False
    if MORE_RE.search(s.norm or ""):     # «también 8 X», «añade 8 X»: more on purpose, as «8 X más»
        _goes_apart(c, s)
    else:
        _ask(c, s)
    return True


def _goes_apart(c, s) -> None:
    ymd = c.state["order"]["ymd"]
    c.note("other_day", False, f"más de lo apuntado para otro día ({s.when.ymd}): va en otra solicitud")
    said = counted_text(c.biz.products, c.lang, [(line["item_id"], int(line["qty"])) for line in s.items.lines])
    c.say(c.t("one_day_order", day=clock.fmt_day(ymd, c.lang), other=clock.fmt_day(s.when.ymd, c.lang),
              what=aside(said)))
    ordering.order_step(c, neutral())


def _ask(c, s) -> None:
    """«Tienes 6 × X para el martes… ¿Cambio el pedido al jueves… con 8 × X, o es otro pedido?», a button
    each sending what the engine reads as either («mejor 8 X para el jueves…», «8 X más para el jueves…»)."""
    order, w, lines = c.state["order"], s.when, s.items.lines
    c.note("other_day", False, f"otra cantidad de lo apuntado para otro día ({w.ymd}): se pregunta si cambia")
    other = clock.fmt_day(w.ymd, c.lang)
    held_qty = {line["item_id"]: int(line.get("qty") or 1) for line in order["lines"]}
    said = join_list([f"{int(line['qty'])} {product_name(c.biz.products[line['item_id']], c.lang)}"
                      for line in lines], c.lang)
    moved_to, chips = offer(c, w, c.t("recount_change_text", lines=said, day=other),
                            c.t("recount_apart_text", lines=said, day=other))
    held = counted_text(c.biz.products, c.lang, [(line["item_id"], held_qty[line["item_id"]]) for line in lines])
    new = counted_text(c.biz.products, c.lang, [(line["item_id"], int(line["qty"])) for line in lines])
    c.say(c.t("recount_another_day", day=clock.fmt_day(order["ymd"], c.lang), other=moved_to, held=held, new=new),
          meta(chips=chips))


def offer(c, w, change: str, apart: str) -> tuple[str, list[dict]]:
    """The question's two buttons, [Cambiarlo al <day>] sending `change` (at the time said beside the day,
    «… para el jueves a las 12») and [Es otro pedido] sending `apart`, kept for the answers typed
    (answer_taken); (the day and time the change moves to, said in the question; the buttons)."""
    other = clock.fmt_day(w.ymd, c.lang)
    moved_to, change_day = other, change
    if w.has_time and w.minutes is not None:
        at = c.t("times_one", time=clock.fmt_time(w.minutes))
        change, moved_to = f"{change} {at}", f"{other} {at}"
    RecountOffered(ymd=w.ymd, change=change, change_day=change_day, apart=apart).to_state(c.state)
    return moved_to, [chip_text(c.t("recount_change_chip", day=clock.chip_day(w.ymd, c.lang)), change),
                      chip_text(c.t("recount_apart_chip"), apart)]


# the answer typed: «es otro pedido», «outro», «aparte» / «cámbialo», «sí, cámbialo al jueves», «mejor el jueves»
_APART_RE = re.compile(r"\b(?:otro|outro|nuevo|novo|distinto|diferente) pedido\b|^(?:(?:no|non|es|e|son)\W+)*"
                       r"(?:otro|outro)\b|\baparte\b|\ba parte\b|\b(?:por|en|de) separado\b|\bseparad[oa]s?\b")
# «muévelo», «pásalo», «móveo», «cámbeo»: a change said with the pronoun on (CHANGE_RE has «mueve», «cambi…»)
_MOVE_IT_RE = re.compile(r"\b(?:muevel\w*|movel\w*|moveo|movea|pasal\w*|paseo|pasao|cambe\w*)\b")


def answer_taken(c, s, route: Handler, offered: RecountOffered | None) -> bool:
    """The question answered in words, as its button would be: False for any other message. The day
    offered alone, a yes or a change («cámbialo») takes the change, at the time said beside it («sí, a
    las 12»); «otro pedido», «aparte» or a bare «no» keep the order as it is (the other one asked after
    sending). `offered`: the question of the turn before (RecountOffered.taken each turn)."""
    w = s.when
    if offered is None or not ordering.mid_flow(c) or s.has_items or s.question or s.party is not None \
            or (w.has_day and w.ymd != offered.ymd) or (s.name and not _said_to_change(s)):
        return False     # («muévelo» may read as a name: the answer to the name question)
    if _APART_RE.search(s.norm or "") and not w.has_time:
        text = offered.apart
    elif _change_taken(s):
        text = offered.change
        if w.has_time and w.minutes is not None:     # «sí, a las 12», «el jueves a las 12»: the change at that time
            text = f"{offered.change_day} {c.t('times_one', time=clock.fmt_time(w.minutes))}"
    elif s.no and not (s.yes or w.has_day or w.has_time):
        text = offered.apart     # «no»: not changed, the order held stays as it is
    else:
        return False
    as_pressed(c, text, route)
    return True


def _change_taken(s) -> bool:
    """«cámbialo», «no, mejor el jueves», «sí», «vale, a las 12», «el jueves» (the day offered)."""
    return _said_to_change(s) or (not s.no and (s.yes or s.when.has_day))


def _said_to_change(s) -> bool:
    norm = s.norm or ""
    return bool(s.change or CHANGE_RE.search(norm) or _MOVE_IT_RE.search(norm))


def _recounted(c, s) -> bool:
    """Each thing named is held once, its count said, and some count is not the one held; nothing
    else named, taken off or swapped."""
    found = s.items
    held = [line["item_id"] for line in c.state["order"]["lines"]]
    qty = {line["item_id"]: int(line.get("qty") or 1) for line in c.state["order"]["lines"]}
    if not found.lines or found.mode != "add" or not all(found.explicit) or len(found.explicit) != len(found.lines) \
            or found.ambiguous or found.unknown or found.replaced or found.less or found.brought or found.delta:
        return False
    if not all(held.count(line["item_id"]) == 1 for line in found.lines):
        return False
    return any(int(line.get("qty") or 1) != qty[line["item_id"]] for line in found.lines)


def _changed(s) -> bool:
    """The order said to change («mejor 8 X para el jueves», «no, 8…», «… y que sea para el jueves»), or asked about."""
    norm = s.norm or ""
    return bool(s.question or s.change or _MENDED_RE.search(norm) or CHANGE_RE.search(norm)
                or CHANGE_DAY_RE.search(norm) or MOVED_WITH_IT_RE.search(norm))

