"""Another day asked about beside an answer to the booking's question: «4, ¿tenéis hueco el sábado?»
with Friday 21:00 held. The answer is taken; the other day is a change of mind or a check, so its free
times are said and the customer is asked whether to move it («¿Lo cambio al sábado 7?»): never a
question for a person, never the day moved unasked. A yes moves it as «el sábado 7 de noviembre»
would; a no keeps the day held, as «el viernes 6 de noviembre» would."""
from __future__ import annotations

from collections.abc import Callable

from bizengine.conversation import order_form as ordering
from bizengine.conversation.booking_draft import booking_of, day_availability, free_slots, is_staff
from bizengine.conversation.booking_draft import mid_flow as booking_mid_flow
from bizengine.conversation.cards import as_pressed, chip_text, meta
from bizengine.conversation.messages import free_times_text
from bizengine.conversation.records import DayOffered
from bizengine.language import clock
from bizengine.understanding.another_day_beside import said_beside_a_yes

Handler = Callable[..., None]


def answer_then_another_day(c, s, route: Handler) -> bool:
    """The answer routed, then the other day's free times and the move offered; False for any other message."""
    beside = s.another_day_beside
    if beside is None or not booking_mid_flow(c) or not _free_times_known(c, beside.answer):
        return False
    start = len(c.replies)
    c.signals = beside.answer
    route(c, beside.answer)
    held = booking_of(c).get("ymd") if booking_mid_flow(c) else None
    if held and held != beside.day:
        _offer_the_day(c, beside.day, held, start)
    return True


def _free_times_known(c, answer) -> bool:
    """Whether a day's free times can be told once the answer is taken: a table needs its party, an
    appointment its services («Ana, ¿y el sábado?» to «¿Para cuántas personas?» is read as before)."""
    b = booking_of(c)
    return bool(b.get("services")) if is_staff(c.biz) else b.get("party") is not None or answer.party is not None


def _offer_the_day(c, day: str, held: str, start: int) -> None:
    """The booking's next question gives way to the other day's free times and «¿Lo cambio al <day>?»;
    with no room that day, it is said and the booking's question stays."""
    slots = free_slots(c, day)
    # the booking's question, asked this turn, is its last reply («Apunto: …» goes before it)
    asked = c.asked_at is not None and c.asked_at >= start and len(c.replies) > start
    if not slots:
        c.note("booking", False, f"{day}: preguntado, sin hueco")
        key = "other_day_closed" if day_availability(c, day).get("reason") == "closed" else "other_day_no_room"
        c.replies.insert(len(c.replies) - 1 if asked else len(c.replies),
                         {"text": c.t(key, day=clock.fmt_day(day, c.lang), held=clock.fmt_day_short(held, c.lang)),
                          "meta": None})
        return
    if asked:
        c.replies.pop()     # asked again after the answer to the offer
    short = clock.fmt_day_short(day, c.lang)
    moved = c.t("the_day", day=clock.fmt_day(day, c.lang))
    kept = c.t("the_day", day=clock.fmt_day(held, c.lang))
    chips = [chip_text(c.t("chip_move_to_day", day=short), moved),
             chip_text(c.t("chip_keep_day", day=clock.fmt_day_short(held, c.lang)), kept)]
    text = f"{c.t('free_times', day=clock.fmt_day(day, c.lang), times=free_times_text(slots, c.lang))} " \
           f"{c.t('move_to_day_asked', day=short)}"
    c.note("booking", True, f"{day}: preguntado, horas libres dichas; se ofrece cambiarlo")
    c.say(text, meta(chips=chips))
    DayOffered(yes=moved, no=kept).to_state(c.state)


def offered_day_taken(c, s, route: Handler, offered: DayOffered | None) -> bool:
    """A bare yes or no to «¿Lo cambio al <day>?»: yes is that day said, no the one held said again (the
    booking's question follows); a yes with a time («sí, a las 14») is that day at that time. False for
    any other message. `offered`: the offer of the turn before (DayOffered.taken each turn: the offer is
    over either way)."""
    if offered is None or not (booking_mid_flow(c) or ordering.mid_flow(c)):
        return False
    if s.yes != s.no and _only_yes_or_no(s):
        text = offered.yes if s.yes else offered.no
    elif not s.no and _a_time_beside(s) and (time := said_beside_a_yes(s.text or "")) is not None:
        text = f"{offered.yes} {time}"       # «sí, a las 14»: the day offered, at that time
    else:
        return False
    as_pressed(c, text, route)
    return True


def _a_time_beside(s) -> bool:
    return s.when.has_time and not (s.when.has_day or s.party is not None or s.has_items or s.question or s.name)


def _only_yes_or_no(s) -> bool:
    return not (s.when.has_day or s.when.has_time or s.party is not None or s.has_items or s.question or s.name)
