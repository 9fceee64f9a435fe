"""A bare number («2», «dúas», «3 por favor») to «¿A qué hora lo recoges?» with things written down: the
reader takes it for an hour («2» is 14:00), and so the count the customer meant was lost behind «A las
14:00 no estamos abiertos». Which it is, by the time it would be:

- one of the times offered (the buttons): the hour, the answer to the question asked;
- free that day but not offered («5» is 17:00, past the buttons): both are asked, a button each;
- passed today, or in the hour before an opening («12» at 12:40, «9» where it opens at 10): the hour,
  told as the hour is (those are hours meant);
- closed otherwise, or no hour at all («30»): the count, when it is a small one (up to 12, as a clock
  says it) and no time was talked about yet; else «¿Quieres 20 × X? (A las 20:00 está cerrado.)».

The same number as the line held stays the hour (nothing to change). Where the customer said a count
already («6 X»), a free hour stays the hour and a closed one is asked, never the count changed in
silence. A number that is a size of the thing («12» of a thing made for 8, 12 or 20) is left to the size
readers; with two or more things written down, which one takes the count is asked (routing's question,
passed in)."""
from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from bizengine.business.product_names import product_name
from bizengine.conversation import order_form as ordering
from bizengine.conversation.cards import chip_text, meta
from bizengine.conversation.messages import say
from bizengine.language import clock
from bizengine.language.dates import parse_when
from bizengine.language.text import to_int
from bizengine.language.times import opening_ranges
from bizengine.understanding import reader as nlu
from bizengine.understanding.count_said_last import names_a_size

# the number alone: no «a las», no «:30», no «h», no «y media»
_BARE_NUMBER_RE = re.compile(r"^(?:(?:pues|pois|vale|ok|bueno|bo|entonces|enton)\s+)*(?P<n>\d{1,2}|[a-z]+)"
                             r"(?:\s+(?:por favor|porfa|gracias|grazas))*$")
_SMALL_COUNT = 12       # a number a clock says too: read as a count only up to here when its hour is closed


@dataclass(frozen=True)
class NumberAtTheTime:
    n: int
    minutes: int | None     # the hour the number would be, None when it is none
    reading: str            # "count", "ask" (count or hour), "closed" (the count offered, its hour closed)


AskWhich = Callable[..., None]


def answered(c, s, ask_which: AskWhich) -> bool:
    """The bare number taken as the count, or which it is asked; False when it stays the hour."""
    said = read(c, s)
    if said is None:
        return False
    lines = c.state["order"]["lines"]
    c.note("count_at_the_time", True, f"«{s.norm}»: {said.n} ({said.reading})")
    if len(lines) > 1:
        ask_which(c, s, said.n, [line["item_id"] for line in lines], may_be_an_hour=said.reading == "ask")
    elif said.reading == "count":
        _set_the_count(c, said.n)
    else:
        _ask(c, said, lines[0])
    return True


def read(c, s) -> NumberAtTheTime | None:
    """What the bare number said to the time question is; None when it is the hour (or no bare number)."""
    order = c.state["order"]
    lines = order["lines"]
    m = _BARE_NUMBER_RE.match(s.norm or "")
    if m is None or c.state.get("awaiting") != "time" or not lines or s.has_items or s.when.has_day \
            or s.name or s.phone:
        return None
    n = to_int(m["n"])
    if n is None or not 0 < n <= 99 or _a_size(c, lines, m["n"]):
        return None
    held = int(lines[0].get("qty") or 1) if len(lines) == 1 else None
    if n == held:
        return None     # the count held said again: the hour it may be (closed or not, the form says)
    minutes = s.when.minutes if s.when.has_time else parse_when(f"a las {m['n']}", c.biz, c.now, c.lang).minutes
    if minutes is not None and minutes in (order.get("times_offered") or []):
        return None
    counted_before = held is not None and held > 1     # «6 X» said: a number now is more likely the hour
    if minutes is not None and (_passed(c, minutes) or _just_before_opening(c, minutes)):
        return None     # «12» at 12:40, «9» where it opens at 10: an hour meant, told so as an hour
    if minutes is not None and _free(c, minutes):
        return None if counted_before else NumberAtTheTime(n, minutes, "ask")
    talked_about = order.get("min") is not None or order.get("near") is not None
    counted = minutes is None or (n <= _SMALL_COUNT and not talked_about and not counted_before)
    return NumberAtTheTime(n, minutes, "count" if counted else "closed")


def _a_size(c, lines: list[dict], said: str) -> bool:
    """Whether the number names a size of a thing written down («12» of one for 8, 12 or 20)."""
    return any(names_a_size(c.biz, line["item_id"], said) for line in lines)


def _day(c) -> str:
    return c.state["order"].get("ymd") or clock.today(c.now)


def _passed(c, minutes: int) -> bool:
    """Whether the order is for today and that minute has gone."""
    return _day(c) == clock.today(c.now) and minutes <= clock.now_minutes(c.now)


def _just_before_opening(c, minutes: int) -> bool:
    """Whether the minute falls in the hour before one of the day's openings («9» where it opens at 10)."""
    return any(lo - 60 <= minutes < lo for lo, _ in opening_ranges(c.biz, _day(c)))


def _free(c, minutes: int) -> bool:
    """Whether the order's day is open at that minute and, today, it has not passed yet."""
    return not _passed(c, minutes) and any(lo <= minutes < hi for lo, hi in opening_ranges(c.biz, _day(c)))


def _set_the_count(c, n: int) -> None:
    """The one line set to n, as «que sean n» to the question asked (the time question follows)."""
    said = nlu.analyze(c.t("count_or_hour_count", n=n), c.biz, {"lang": c.lang, "awaiting": c.state.get("awaiting"),
                                                               "now": c.now, "cart": c.state["order"]["lines"]})
    ordering.order_step(c, said)


def _ask(c, said: NumberAtTheTime, line: dict) -> None:
    """«¿2 × X o a las 17:00?» (a button each), or «¿Quieres 20 × X? (A las 20:00 está cerrado.)»; the
    time question stays open."""
    name = product_name(c.biz.products[line["item_id"]], c.lang)
    counted = say("line", c.lang, qty=said.n, name=name)
    count_chip = chip_text(counted, c.t("count_or_hour_count", n=said.n))
    last = c.state.get("last") or {}
    time = clock.fmt_time(said.minutes or 0)     # (only a count may have no hour, and it is never asked)
    if said.reading == "closed":
        c.say(c.t("count_or_closed", line=counted, time=time), meta(chips=[count_chip]))
        c.state["last"] = {**last, "count_offered": said.n}        # «sí» takes it
        return
    chips = [count_chip, chip_text(time, c.t("count_or_hour_time", time=time))]
    c.say(c.t("count_or_hour", line=counted, time=time), meta(chips=chips))
    c.state["last"] = {**last, "count_or_hour": [line["item_id"], said.n, said.minutes]}
