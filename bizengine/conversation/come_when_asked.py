"""When to come, asked while a request is written down (stop 63): one answer whatever the words or the language.

An order with things in it — «¿cuándo tengo que recogerlos?», «¿a qué hora paso a por ellos?», «¿cuándo puedo ir
a buscarlos?», gl «¿cando teño que recollelos?», «¿cando os recollo?»: with a day held and no time, that day's
opening hours (and the first time it is ready), then the time question; with a day and a time held, both said
back; with no day yet, the first day it can be had (with that day's hours when an hour was asked), then the day
question. A booking — «¿a qué hora tengo que ir?», «¿cuándo puedo pasar?», gl «¿a que hora vou?»: with a day
and a time held, both said back; with a day alone, that day's free times (routing lists them with the time
question). «¿para qué día era?», «¿qué llevo?» stay the recap of what is held; with nothing in the order, or
once it is sent, the answers of their own (routing's empty order, sent_recap)."""
from __future__ import annotations

import re

from bizengine.business import availability
from bizengine.conversation.lead_answers import first_day_text
from bizengine.conversation.messages import say
from bizengine.conversation.order_form import lead_minutes
from bizengine.conversation.when_to_come import say_the_hours
from bizengine.language import clock
from bizengine.understanding.lexicon import COME_WHEN_RE, PICK_UP_WHEN_RE, PICKUP_TIME_ASKED_RE

# «¿cuándo voy a saber si está confirmado?», «¿cando vou ter resposta?»: something else ahead, not coming over
_SOMETHING_ELSE_AHEAD_RE = re.compile(r"\b(?:voy|vou|vamos|imos) (?:a )?"
                                      r"(?!ir\b|pasar|vir\b|venir|recog|recoj|recoll|recox|busc|por\b)[a-z]+r\b")


def _asked(c, s) -> bool:
    """A question with a question open, no day, time or thing said in it, nothing else ahead asked."""
    return bool(s.question and c.state.get("awaiting") and not (s.has_items or s.when.has_day or s.when.has_time)
                and not _SOMETHING_ELSE_AHEAD_RE.search(s.norm or ""))


def asks_for_the_order(c, s) -> bool:
    """When to come for the order asked, with things in it."""
    norm = s.norm or ""
    return bool(c.state["order"].get("lines")) and _asked(c, s) and bool(
        PICKUP_TIME_ASKED_RE.search(norm) or PICK_UP_WHEN_RE.search(norm) or COME_WHEN_RE.search(norm))


def asks_for_the_booking(c, s) -> bool:
    """When to come asked («¿a qué hora tengo que ir?»), no thing to pick up («¿cuándo paso a recoger…?»)."""
    norm = s.norm or ""
    return _asked(c, s) and bool(COME_WHEN_RE.search(norm)) and not PICK_UP_WHEN_RE.search(norm)


def answer_for_the_order(c, s) -> None:
    """What is said before the order's own question comes again (routing asks it)."""
    order = c.state["order"]
    if order.get("ymd") and order.get("min") is not None:
        say_held(c, order, "pickup_held_at")
    elif order.get("ymd"):
        say_the_hours(c, order["ymd"])
    else:
        first = availability.pickup_days(c.biz, c.now, lead_minutes(c.biz, order["lines"]), c.own, limit=1)
        if first:
            c.note("lead", True, f"cuándo pasar, preguntado sin día: el primero, {first[0]}")
            c.say(first_day_text(c, s, first[0]))


def say_held(c, held: dict, key: str) -> None:
    """«Lo tengo apuntado para que lo recojas el martes 3 de noviembre a las 10:00.» (`key`: the order's or the
    booking's words; «hoy» for today)."""
    c.note("time", True, "cuándo pasar, preguntado: el día y la hora apuntados")
    today = held["ymd"] == clock.today(c.now)
    c.say(say(f"{key}_today" if today else key, c.lang, day=clock.fmt_day(held["ymd"], c.lang),
              time=clock.fmt_time(int(held["min"]))))
