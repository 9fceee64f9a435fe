"""Something new for another day while the order is held for a day, said with more in the same message
or in words that may point at what is held (routing._more_for_another_day says the notice
«Un pedido es para un día…»):
- what else the message says is answered first, then the notice: a thing not sold («No tengo «Z»…»),
  a diet asked («…y saber si hay sin gluten»: what fits, of the kind named), its price, the hours;
- «quiero una X para el viernes», X a kind one of whose things is held for Tuesday (and not «la X», the
  one held): it may be that one moved or another one, so which is asked — «¿Cambio el pedido al viernes…, o
  lo que pides ahora es otro pedido?», a button each, typed answers as count_another_day takes them —
  never the order moved in silence."""
from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from bizengine.conversation import count_another_day, info
from bizengine.conversation.cards import meta
from bizengine.conversation.messages import counted_text, unknown_items
from bizengine.language import clock
from bizengine.language.text import as_said

Handler = Callable[..., None]


def answer_beside(c, s, answer_info: Handler) -> None:
    """The thing not sold and the question the message also says, answered before the notice (their
    buttons left out: they would add to this order, for its own day)."""
    if s.items.unknown:
        c.say(unknown_items([as_said(u, s.text or "") for u in s.items.unknown], c.lang))
    diet = s.diet or {}
    if not (info.topics_of(s) or diet.get("asks") or diet.get("avoid")):
        return      # («¿y 6 X para el miércoles?»: the wish asked as a question, nothing else asked)
    start = len(c.replies)
    asked = replace(s, primary="info", question=True, want_kw=False, order_kw=False, takes_it=False,
                    items=replace(s.items, unknown=[], mode="add"))
    answer_info(c, asked)
    for reply in c.replies[start:]:
        if reply.get("meta"):
            reply["meta"].pop("chips", None)


def answered(c, s, answer_info: Handler) -> bool:
    """«quiero una X para el viernes» (routing._more_for_another_day: a day not the order's, nothing new nor
    more said), X a kind one of whose things is held: what else it says answered, then which is asked;
    False for any other message (and when the order's day was only assumed: the day said is its own)."""
    order = c.state["order"]
    if order.get("day_assumed") or not _held_kind_said(s, {line["item_id"] for line in order["lines"]}):
        return False
    answer_beside(c, s, answer_info)
    _ask_which(c, s)
    return True


def _held_kind_said(s, held: set[str]) -> bool:
    """«quiero una X para el viernes», X a kind that holds one of the order's things, named without
    «la», «el» (the one held, moved) and with nothing else named."""
    found = s.items
    if found.lines or found.unknown or len(found.ambiguous) != 1:
        return False
    group = found.ambiguous[0]
    if not held & set(group.get("candidates") or []):
        return False
    word = re.escape(str(group.get("word") or ""))
    return not re.search(rf"\b(?:el|la|los|las|o|a|os|as|ese|esa|esos|esas|este|esta|estos|estas) {word}", s.norm or "")


def _ask_which(c, s) -> None:
    """«Tienes 1 × X para el martes… ¿Cambio el pedido al viernes…, o lo que pides ahora es otro pedido?»,
    with what the two buttons send read as any message would be."""
    order, w = c.state["order"], s.when
    other = clock.fmt_day(w.ymd, c.lang)
    c.note("other_day", False, f"una cosa de un tipo apuntado, para otro día ({w.ymd}): se pregunta si cambia")
    moved_to, chips = count_another_day.offer(c, w, c.t("kind_change_text", day=other),
                                              c.t("kind_apart_text", day=other))
    held = counted_text(c.biz.products, c.lang, [(line["item_id"], int(line.get("qty") or 1))
                                                 for line in order["lines"]])
    c.say(c.t("kind_another_day", held=held, day=clock.fmt_day(order["ymd"], c.lang), other=moved_to),
          meta(chips=chips))
