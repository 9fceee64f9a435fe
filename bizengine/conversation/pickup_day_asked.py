"""«¿se puede recoger el domingo?», «¿el domingo abrís para recogerlo?», «¿puedo recoger la X el domingo?»,
gl «podo recollelo o domingo?» with an order held for another day: a question, answered as one (that
day's hours, whether it is ready by then: closed, lead time), never the order moved in silence. Of the
order held: when it can be, «Sí, el domingo se puede recoger: abrimos…» and «¿Lo cambio al dom 1 nov?»
(a button each, taken as another_day_asked takes a booking's); when not, why, and the order stays. Of
a thing not held: its lead time that day (lead_answers), then the order's question again. «¿puedo
recogerlo el jueves mejor?», «… en vez del martes?» change the day, read as before; so does any day said
when the order's day was only assumed (today, no day said)."""
from __future__ import annotations

import re
from collections.abc import Callable

from bizengine.business import availability
from bizengine.conversation import lead_answers
from bizengine.conversation import order_form as ordering
from bizengine.conversation.cards import chip_text, meta
from bizengine.conversation.info import mentioned_products
from bizengine.conversation.messages import ranges_text
from bizengine.conversation.records import DayOffered
from bizengine.language import clock
from bizengine.language.times import opening_ranges
from bizengine.understanding.lexicon import CHANGE_DAY_RE, CHANGE_RE

Handler = Callable[..., None]

_CAN = (r"(?:puedo|podo|podemos|podria|poderia|podriamos|poderiamos|podre|podrei|se puede|se pode|se podria|"
        r"se poderia|podese|puede|pode|podeis|podedes|podriais|poderiades)")
_PICK = r"(?:recog|recoj|recoll|recox|buscar|buscal)\w*"
# «¿puedo recoger…?», «¿se puede pasar a recogerlo…?», «podo recollelo…?», «¿lo puedo recoger…?»
_CAN_PICK_UP_RE = re.compile(rf"\b{_CAN} (?:(?:lo|la|los|las|o|a|os|as) )?"
                             rf"(?:pasar a |ir a |vir a |venir a |pasar por )?{_PICK}")
# «¿el domingo abrís para recogerlo?», «¿abrides o domingo para recollelo?»
_OPEN_TO_PICK_UP_RE = re.compile(rf"\b(?:abris|abrides|abren|abre|abres|abrireis|abriredes|estais abiertos|"
                                 rf"esta abierto|estades abertos)\b.*\b(?:para|pra|pa|a) {_PICK}")


def answered(c, s, reprompt: Handler) -> bool:
    """The question answered, and what follows it asked; False for any other message."""
    order, w = c.state["order"], s.when
    if not (ordering.mid_flow(c) and order.get("lines") and order.get("ymd") and not order.get("day_assumed")
            and w.has_day and w.ymd and w.ymd != order["ymd"] and _asked(s)):
        return False
    held = {line["item_id"] for line in order["lines"]}
    named = [p for p in mentioned_products(c, s) if p["id"] not in held]
    if s.items.unknown or (named and s.items.lines and any(line["item_id"] in held for line in s.items.lines)):
        return False
    if named:       # «¿puedo recoger la X el domingo?», X not held: X's lead time, that day
        c.note("other_day", True, f"preguntado si se puede recoger otra cosa el {w.ymd}: respondido")
        lead_answers.answer(c, s, named)
        reprompt(c)
    elif not _the_held_that_day(c, w.ymd, order["ymd"]):
        reprompt(c)
    return True


def _asked(s) -> bool:
    norm = s.norm or ""
    if not (s.question or "?" in (s.raw or "")) or s.change or CHANGE_RE.search(norm) or CHANGE_DAY_RE.search(norm):
        return False
    return bool(_CAN_PICK_UP_RE.search(norm) or _OPEN_TO_PICK_UP_RE.search(norm))


def _the_held_that_day(c, ymd: str, held: str) -> bool:
    """Whether the order held can be picked up that day, said; True when the move is offered (the
    offer is the question), False when the order's own question follows."""
    lead = max(ordering.items_lead_minutes(c.biz, c.state["order"]["lines"]), 1)     # (no preparation time)
    took = availability.pickup_availability(c.biz, ymd, c.now, lead, c.own)
    day, kept = clock.fmt_day(ymd, c.lang), clock.fmt_day(held, c.lang)
    if not took["ok"]:
        first = availability.pickup_days(c.biz, c.now, lead, c.own, limit=1, since=ymd)
        key = "pickup_asked_closed" if took["reason"] == "closed" else \
            "pickup_asked_late" if first and took["reason"] != "too_far" else "pickup_asked_no"
        c.note("other_day", False, f"preguntado si se puede recoger el {ymd}: no ({took['reason']}); sigue el {held}")
        c.say(f"{c.t(key, day=day, first=clock.fmt_day(first[0], c.lang) if first else '')} "
              f"{c.t('pickup_asked_held', held=kept)}")
        return False
    short = clock.fmt_day_short(ymd, c.lang)
    moved, stays = c.t("the_day", day=day), c.t("the_day", day=kept)
    chips = [chip_text(c.t("chip_move_to_day", day=short), moved),
             chip_text(c.t("chip_keep_day", day=clock.fmt_day_short(held, c.lang)), stays)]
    c.note("other_day", True, f"preguntado si se puede recoger el {ymd}: sí; se ofrece cambiarlo")
    c.say(f"{c.t('pickup_asked_yes', day=day, ranges=ranges_text(opening_ranges(c.biz, ymd), c.lang))} "
          f"{c.t('move_to_day_asked', day=short)}", meta(chips=chips))
    DayOffered(yes=moved, no=stays).to_state(c.state)
    return True
