"""One slot-filling form (Rasa's FormAction idea): the order and the booking ask for the same
things the same way — the day (with day chips), the time (with time chips), checks of both with
the nearest free times, the customer's contact details, a summary, sending and resetting.

A flow subclasses `SlotForm` and declares what differs: its draft (`state[kind]`), its message
keys, what it needs before the day (`before_day`), how a day is checked (`day_availability`,
`day_refused`) and how a time is asked. Every turn builds the form around the turn context `c`
and asks the first thing still missing (`advance`): there are no fixed steps.
"""
from __future__ import annotations

from typing import Any

from bizengine.business import availability, hours
from bizengine.conversation.cards import chip_action, chip_text, meta
from bizengine.conversation.contact import ask, ask_missing_contact, remember_contact
from bizengine.conversation.impossible_day import impossible_day_text
from bizengine.conversation.messages import free_times_text, join_list, pick, ranges_text, say
from bizengine.conversation.records import Request
from bizengine.language import clock
from bizengine.language.dates import BOTH_DAYS, EITHER_DAY, FIRST_OR_THE_1ST
from bizengine.language.days import ImpossibleDate
from bizengine.language.times import NOON, other_half

MAX_TIME_CHIPS = 8
NEAREST_OFFERED = 3          # the free times offered round one that is not free
MORNING_BEFORE_OPENING = 120   # «a las 7» this close before opening may mean the morning, not 19:00
CHOICE_ASKED_AT_MOST = 2     # «¿el martes a las 10 o el jueves a las 12?» asked this often, then the first taken
READING_KEPT_WITHIN = 120   # minutes: a bare hour read this close to the open hours is the one offered around


def with_the_one_before(before: dict, near: list[dict]) -> list[dict]:
    """The times offered with the one held before among them, in order."""
    return sorted([before, *(s for s in near if s["min"] != before["min"])], key=lambda s: s["min"])


def time_chips(slots: list[dict]) -> list[dict]:
    return [chip_action(s["time"], {"type": "time", "min": s["min"]}) for s in slots[:MAX_TIME_CHIPS]]


def _moment_text(day: str, minutes: int, other_day: str, lang: str) -> str:
    """«a las 12:00» (the same day as the other), «el jueves 5 de noviembre a las 12:00» (another)."""
    time = say("at_time", lang, time=clock.fmt_time(minutes))
    return time if day == other_day else f"{say('the_day', lang, day=clock.fmt_day(day, lang))} {time}"


def moment_chips(days: list[str], times: list[int], lang: str) -> list[dict]:
    """The moments offered as buttons: the times alone when both are on one day, else day and time."""
    def label(day: str, minutes: int) -> str:
        time = clock.fmt_time(minutes)
        return time if len(set(days)) == 1 else f"{clock.chip_day(day, lang)}, {time}"
    return [chip_action(label(d, t), {"type": "day", "ymd": d, "min": t}) for d, t in zip(days, times)]


def _bare_hour(minutes: int) -> str:
    """The hour as said without its part of the day: 19:00 → «7», 11:30 → «11:30», 00:00 → «12»."""
    return clock.fmt_time(minutes % NOON).lstrip("0").removesuffix(":00") or "12"


def _minutes_outside(ranges: list[tuple[int, int]], minutes: int) -> int:
    """How far `minutes` falls from the nearest of the open `ranges` (0 inside one)."""
    return min(max(a - minutes, minutes - b, 0) for a, b in ranges)


def rule_out_day(draft: dict, refused: str | None, named: str | None = None,
                 weekdays: list[int] | None = None) -> None:
    """Keep the days the customer ruled out («el viernes no me va», «otro día») and the weekdays
    («cualquier día menos el lunes»); one named again is back. The day held, if refused, goes."""
    kept = [d for d in draft.get("not_days") or [] if d != named]
    if refused and refused not in kept:
        kept.append(refused)
    if kept or draft.get("not_days"):
        draft["not_days"] = kept
    named_weekday = clock.weekday(named) if named else None
    week = [d for d in draft.get("not_weekdays") or [] if d != named_weekday]
    week += [d for d in weekdays or [] if d not in week]
    if week or draft.get("not_weekdays"):
        draft["not_weekdays"] = week
    if refused and draft.get("ymd") == refused and named is None:
        draft["ymd"], draft["day_asked"] = None, True


def day_ruled_out(draft: dict, ymd: str) -> bool:
    """Whether the customer ruled out that day or its weekday."""
    return ymd in (draft.get("not_days") or []) or clock.weekday(ymd) in (draft.get("not_weekdays") or [])


def rule_out_part(draft: dict, refused: str | None, ranges: dict, named: str | None = None,
                  named_min: int | None = None) -> None:
    """Keep the parts of the day ruled out («por la mañana no puedo»), on every day; one named
    again, or a time in it named, is back. A time held in the part refused goes."""
    back = {p for p, (lo, hi) in ranges.items() if p == named or (named_min is not None and lo <= named_min < hi)}
    kept = [p for p in draft.get("not_parts") or [] if p not in back]
    if refused and refused not in kept:
        kept.append(refused)
        lo, hi = ranges.get(refused, (0, 0))
        if isinstance(draft.get("min"), int) and lo <= draft["min"] < hi:
            draft["min"] = None
        if draft.get("part") == refused:
            draft["part"] = None
        if (draft.get("within") or {}).get("part") == refused:
            draft["within"] = None
    if kept or draft.get("not_parts"):
        draft["not_parts"] = kept


def rule_out_time(draft: dict, refused: int | None, named: int | None = None) -> None:
    """Keep the times ruled out on the day held («a las 10 no puedo»); one named again is back."""
    kept = [k for k in draft.get("not_times") or [] if named is None or not k.endswith(f" {named}")]
    if refused is not None and draft.get("ymd") and f"{draft['ymd']} {refused}" not in kept:
        kept.append(f"{draft['ymd']} {refused}")
    if kept or draft.get("not_times"):
        draft["not_times"] = kept


def rule_out_refused(draft: dict, s, ranges: dict) -> None:
    """What a message that only rules out («otro día», «por la mañana no puedo») keeps out."""
    rule_out_day(draft, s.refused_day, weekdays=s.refused_weekdays)
    rule_out_time(draft, s.refused_time)
    rule_out_part(draft, s.refused_part, ranges, s.when.part)


def day_chips(days: list[str], lang: str) -> list[dict]:
    return [chip_action(clock.chip_day(d, lang), {"type": "day", "ymd": d}) for d in days]


MAX_EARLIER = 3             # requests sent before the last one that «¿qué he pedido?» still lists
DAYS_BEFORE_REFUSED = 3     # a day refused: the days offered start this many days before it
DAY = 24 * 60               # a lead time this long is counted in days: a near day is «too soon», not «taken»

LATEST_SLOTS = 4     # «a última hora»: the last few free times of the day (or of the part said)


class SlotForm:
    """The shared questions and checks of a form. Subclasses declare the rest."""

    kind = ""                  # 'order' | 'booking': the intent and the draft's key in the state
    no_days_key = ""           # no day can take it: call the business
    ask_day_key = ""
    day_unclear_key = ""
    summary_key = ""
    sent_key = ""
    slot_step = ""             # the trace step of the slot checks
    slot_free = ""             # its texts: free / not free
    slot_taken = ""
    part_ranges: dict[str, tuple[int, int]] = {}     # the parts of the day as this flow reads them

    def __init__(self, c) -> None:
        self.c = c

    # ------------------------------------------------------------ declared by each flow

    @property
    def draft(self) -> dict[str, Any]:
        return self.c.state[self.kind]

    @property
    def lead(self) -> int:
        """Minutes from now before the first possible slot."""
        return 0

    def empty(self) -> dict[str, Any]:
        raise NotImplementedError

    def before_day(self) -> bool:
        """Ask what the form needs before the day; True when nothing is missing."""
        return True

    def days(self, since: str | None = None) -> list[str]:
        raise NotImplementedError

    def days_known(self) -> bool:
        """Whether the open days can be listed before what `before_day` asks."""
        return True

    def day_availability(self, ymd: str) -> dict:
        raise NotImplementedError

    def horizon_days(self) -> int | None:
        """How many days ahead the business takes this kind of request (None: no limit)."""
        return None

    def _beyond_horizon(self, ymd: str) -> bool:
        n = self.horizon_days()
        return n is not None and ymd > clock.add_days(clock.today(self.c.now), n)

    def day_ok(self, ymd: str) -> None:
        """Note what a day that takes the form checked."""

    def day_refused(self, ymd: str, reason: str) -> str | None:
        """The text saying why the day cannot be, or None when the form was handed to a person."""
        raise NotImplementedError

    def first_day_instead(self, ymd: str, reason: str) -> str | None:
        """The day to take instead of `ymd` when the customer asked for the first free time without a
        day and today has none; None: the day is refused and another asked."""
        return None

    def before_time(self) -> None:
        """Anything settled once the day holds (an 'as soon as possible' time)."""

    def time_question(self) -> tuple[str, list[dict]]:
        raise NotImplementedError

    def took_slot(self, slot: dict) -> str:
        """Keep what the free slot brings; returns the words it adds to the trace."""
        return ""

    def too_soon_text(self, time: str) -> str:
        raise NotImplementedError

    def late_text(self, ymd: str, minutes: int, time: str) -> str | None:
        """Why an open time cannot take the whole form, if so."""
        return None

    def clear_time(self) -> None:
        self.draft["min"] = None

    def contact_questions(self) -> tuple[str, str, str]:
        raise NotImplementedError

    def note_more_question(self) -> str | None:
        """The note question asked when what was kept for the note only describes the thing; None: such
        a note is kept and nothing asked."""
        return None

    def summary_chips(self) -> list[dict]:
        raise NotImplementedError

    def card(self, status: str) -> dict:
        raise NotImplementedError

    def request(self, status: str) -> Request:
        raise NotImplementedError

    def evidence(self) -> list[dict] | None:
        """What the turn checked, shown with the summary and the sent card."""
        return None

    def sent(self) -> None:
        """Note the request just left for a person."""

    def what_text(self) -> str:
        """What the request asks for, without when («2 × X», «reserva para 4 personas»)."""
        raise NotImplementedError

    def again(self) -> dict:
        """What «lo mismo para el domingo» asks for again: the draft's own fields, without when."""
        return {}

    def held_what(self) -> str:
        """What the request holds, for «¿qué llevo?» (with its total when it has one)."""
        return self.what_text()

    def sent_what(self) -> str:
        """What is kept of a request sent, for «¿qué he pedido?» (with its total when it has one)."""
        return self.held_what()

    # ------------------------------------------------------------ the shared questions

    def t(self, key: str, **values) -> str:
        return say(key, self.c.lang, **values)

    def day_question(self) -> str:
        """«¿Qué día te va bien?» as this flow asks it."""
        return self.t(self.ask_day_key)

    def bound_question(self) -> str:
        """«Antes del jueves 5 de noviembre te puedo ofrecer estos días. ¿Qué día te va bien?» when the
        days to offer run up to a latest day the customer said; "" otherwise."""
        bound, period = self.draft.get("period_bound"), self.draft.get("period")
        if not bound or not period:
            return ""
        key = "days_up_to_bound" if period[1] == bound else "days_before_bound"
        return f"{self.t(key, day=clock.fmt_day(bound, self.c.lang))} {self.day_question()}"

    def ask_day_meant(self) -> bool:
        """«el viernes 11» when the 11th is no Friday: the open days it may mean, offered; False when
        none is open (the day is then asked plainly)."""
        c = self.c
        choices = [d for d in c.day_choices if hours.day_ranges(c.biz, d)]    # a closed reading is no choice
        if not choices and c.day_choices_kind in (BOTH_DAYS, EITHER_DAY) and len(c.day_choices) == 2:
            self._both_days_closed(c.day_choices)
            return True
        if c.day_choices_kind == FIRST_OR_THE_1ST and len(choices) == 2:   # «el primero»: the 1st, or the button
            ask(c, say("day_first_or_the_1st", c.lang, day=clock.fmt_day(choices[0], c.lang),
                       first=clock.fmt_day(choices[1], c.lang)), day_chips(choices, c.lang), "day")
            self.draft["days_offered"] = choices    # «el sábado» then: the one asked about
        elif c.day_choices_kind == BOTH_DAYS and len(choices) == 2:     # «el martes y el jueves»: one of them
            ask(c, say("day_one_of_both", c.lang, day=clock.fmt_day(choices[0], c.lang),
                       other=clock.fmt_day(choices[1], c.lang)), day_chips(choices, c.lang), "day")
            self.draft["days_offered"] = choices
        elif c.day_choices_kind == EITHER_DAY and len(choices) == 2 and (times := self._times_of_the_choice()):
            self._ask_one_of_two_moments(choices, times)
        elif c.day_choices_kind == EITHER_DAY and len(choices) == 2:    # «el martes o el jueves»: which suits
            day, other = clock.fmt_days(choices, c.lang)
            ask(c, say("day_either_of_two", c.lang, day=day, other=other), day_chips(choices, c.lang), "day")
            self.draft["days_offered"] = choices
            self._count_the_choice_asked()
        elif len(choices) == 1:
            ask(c, say("day_mismatch_one", c.lang, day=clock.fmt_day(choices[0], c.lang)),
                day_chips(choices, c.lang), "day")
        elif choices:
            days = join_list([say("the_day", c.lang, day=clock.fmt_day(d, c.lang)) for d in choices], c.lang, "or")
            ask(c, say("day_mismatch", c.lang, days=days), day_chips(choices, c.lang), "day")
        return bool(choices)

    def _times_of_the_choice(self) -> list[int] | None:
        """The time said with each day of the choice held («el martes a las 10 o el jueves a las 12»)."""
        return (self.draft.get("day_choice") or {}).get("times")

    def one_moment_free(self) -> bool:
        """«el martes a las 10 o a las 12» with only one of the two free: that one is taken, the other said
        taken (no choice is offered of a time that is not free)."""
        times, days = self._times_of_the_choice(), self.c.day_choices
        if not times or len(days) != 2:
            return False
        free = [any(s["min"] == m for s in self.day_availability(d)["slots"]) for d, m in zip(days, times)]
        if free.count(True) != 1:
            return False
        kept, other = (0, 1) if free[0] else (1, 0)
        self.draft["ymd"], self.draft["min"], self.c.day_unclear = days[kept], times[kept], False
        self.draft.pop("day_choice", None)
        lang = self.c.lang
        kept_text = _moment_text(days[kept], times[kept], days[other], lang)
        self.c.say(say("moment_other_taken", lang, day=clock.fmt_day(days[other], lang),
                       time=clock.fmt_time(times[other]), kept=kept_text))
        return True

    def choice_settled(self) -> bool:
        """Two moments said, one taken without asking: the only one open, the only one free, or the
        first once the choice was asked enough."""
        return self.one_moment_open() or self.one_moment_free() or self._choice_asked_enough()

    def one_moment_open(self) -> bool:
        """«el martes a las 9 o a las 17» with 9:00 before opening: the other taken, the hours said (a time
        closed is no choice; the one kept is then checked as any time is)."""
        times, days, c = self._times_of_the_choice(), self.c.day_choices, self.c
        if not times or len(days) != 2:
            return False
        open_then = [hours.is_open_at(c.biz, d, m) for d, m in zip(days, times)]
        if open_then.count(True) != 1:
            return False
        kept, other = (0, 1) if open_then[0] else (1, 0)
        self._moment_taken(days[kept], times[kept])
        c.say(say("moment_other_closed", c.lang, time=clock.fmt_time(times[other]), day=self._the_day(days[other]),
                  ranges=self._open_hours_text(days[other]), kept=_moment_text(days[kept], times[kept], days[other],
                                                                                c.lang)))
        return True

    def _moment_taken(self, ymd: str, minutes: int | None) -> None:
        self.draft["ymd"], self.c.day_unclear = ymd, False
        if minutes is not None:
            self.draft["min"] = minutes
        self.draft.pop("day_choice", None)

    def _choice_asked_enough(self) -> bool:
        """The choice asked twice and still not answered (a name, a phone said instead): the first open
        moment is taken and said, the other left to be asked for — never the same question a third time."""
        held, c = self.draft.get("day_choice") or {}, self.c
        if held.get("asked", 0) < CHOICE_ASKED_AT_MOST or c.day_choices_kind != EITHER_DAY:
            return False
        days, times = held["days"], held.get("times")
        first = next((i for i, d in enumerate(days) if hours.day_ranges(c.biz, d)), 0)
        other = 1 - first
        minutes = None if times else self.draft.get("min")
        self._moment_taken(days[first], times[first] if times else None)
        other_said = self._moment_said(days[other], times[other] if times else minutes)
        c.say(say("choice_first_taken", c.lang, other=other_said))
        return True

    def _moment_said(self, ymd: str, minutes: int | None) -> str:
        """«el viernes 6 de noviembre a las 21:00» (no time: the day alone)."""
        day = say("the_day", self.c.lang, day=clock.fmt_day(ymd, self.c.lang))
        return day if minutes is None else f"{day} {say('at_time', self.c.lang, time=clock.fmt_time(minutes))}"

    def _count_the_choice_asked(self) -> None:
        if (held := self.draft.get("day_choice")) is not None:
            held["asked"] = held.get("asked", 0) + 1

    def _ask_one_of_two_moments(self, days: list[str], times: list[int]) -> None:
        """«el martes a las 10 o el jueves a las 12»: which of the two moments, each a button."""
        lang = self.c.lang
        time, other_time = (clock.fmt_time(t) for t in times)
        if days[0] == days[1]:
            text = say("moment_either_time", lang, day=clock.fmt_day(days[0], lang), time=time, other_time=other_time)
        else:
            day, other = clock.fmt_days(days, lang)
            text = say("moment_either_of_two", lang, day=day, time=time, other=other, other_time=other_time)
        ask(self.c, text, moment_chips(days, times, lang), "day")
        self.draft["days_offered"] = list(dict.fromkeys(days))
        self._count_the_choice_asked()

    def _both_days_closed(self, days: list[str]) -> None:
        """«el domingo o el lunes», both closed: said so, and the open days near them offered."""
        day, other = clock.fmt_days(days, self.c.lang)
        self.draft.pop("day_choice", None)
        self.ask_day(f"{self.t('days_both_closed', day=day, other=other)} {self.day_question()}", around=days[0])

    def ask_day(self, text: str, around: str | None = None) -> None:
        """Ask a day; `around` is a day refused (closed, full): the open days next to it are offered,
        not the first ones from today (Christmas refused offers Christmas week, not November)."""
        self.draft["day_asked"] = True      # from now on a day is what it waits for, never today by default
        period = self.c.day_period or self._period_held()
        after = self.days(since=period[0]) if period else []
        inside = [d for d in after if d <= period[1]] if period else []
        if period and not after:      # «para enero» beyond the horizon: said, and the first days offered
            text = self.day_refused(period[0], "too_far") or text
        elif period and not [d for d in inside if not day_ruled_out(self.draft, d)]:
            text = f"{self.t(self._none_in(period))} {self.day_question()}"    # «esta semana», all taken:
            self.c.state["asked"] = None        # an answer heard, not the question asked again
        first, near = self._days_around(around) if around and not period else (None, [])
        offered = [d for d in inside or after or near or first or self.days() if not day_ruled_out(self.draft, d)]
        # «para el finde», then «el sábado»: the one of the period offered, not next week's; the same
        # for the days offered around a day refused («el jueves» after Christmas: the 24th)
        self.draft["days_offered"] = inside if period else near
        self.draft["days_listed"] = offered     # the buttons, in order: «el segundo», «la última»
        chips = day_chips(offered, self.c.lang)
        if not chips:
            text = self.t(self.no_days_key, phone=self.c.biz.phone)
        ask(self.c, text, self.chips_before_days() + chips, "day")

    def chips_before_days(self) -> list[dict]:
        """Buttons offered before the days (another way to keep the day refused)."""
        return []

    def _period_held(self) -> tuple[str, str] | None:
        """«para el finde», said before: its days, until days are ruled out («mejor entre semana»)
        or all of its days are."""
        held, said = self.draft.get("period"), self.c.signals
        inside = [d for d in self.days(since=held[0]) if d <= held[1]] if held else []
        refused = said is not None and bool(said.refused_weekdays or said.refused_day)
        if not held or refused or (inside and all(day_ruled_out(self.draft, d) for d in inside)):
            self.draft["period"] = None
            return None
        return (held[0], held[1])

    def _none_in(self, period: tuple[str, str]) -> str:
        """Why a period asked has no day: taken (full, or today's hours gone), or only closed days and
        days too soon for a lead time of a day or more (its first week is looked at; a longer period
        keeps «ya no me queda nada libre»)."""
        days = [d for d in (clock.add_days(period[0], i) for i in range(7)) if d <= period[1]]
        reasons = {self.day_availability(d)["reason"] for d in days}
        taken = "full" in reasons or ("past" in reasons and self.lead < DAY)
        return "period_none_free" if taken or len(days) == 7 else "period_none_possible"

    def not_days(self) -> list[str]:
        """The days the customer ruled out («el viernes no me va»): not offered again until named."""
        return list(self.draft.get("not_days") or [])

    def _days_around(self, refused: str) -> tuple[list[str], list[str]]:
        """(the first days, the days from a little before `refused`; [] when they are the same:
        a day refused this week offers the first days, as ever)."""
        first = self.days()
        near = self.days(since=clock.add_days(refused, -DAYS_BEFORE_REFUSED))
        return first, ([] if near == first else near)

    def before_the_day(self) -> bool:
        """`before_day`, and a day that does not exist said meanwhile («el 31 de noviembre» to «¿Con quién…?»):
        said before the question asked again, the day held kept (the change cannot be made)."""
        asked = len(self.c.replies)
        if self.before_day():
            return True
        said, self.c.day_impossible = self.c.day_impossible, None
        if said is not None:
            self.c.say_before(asked, impossible_day_text(said, self.c.lang))
            if not self.draft.get("ymd"):       # a day was wished: asked once its turn comes, never today assumed
                self.draft["day_asked"] = True
        return False

    def drop_the_day_for_an_impossible_one(self) -> None:
        """«mejor el 31 de noviembre» reaching the day question: the day held no longer wished (asked
        again, with the days around that month's end)."""
        if self.c.day_impossible is not None:
            self.draft["ymd"] = None

    def have_day(self) -> bool:
        """True when the form has a day to check; otherwise asks one."""
        self.drop_the_day_for_an_impossible_one()
        if self.c.day_unclear and not self.draft.get("ymd") and not self.choice_settled():
            self.ask_day_unclear()
            return False
        if not self.draft.get("ymd"):      # asked again after a day refused: the days near it, again
            self.ask_day(self.free_days_text() or self.bound_question() or self.day_question(),
                         around=self.draft.get("day_refused"))
            return False
        return True

    def ask_day_unclear(self) -> None:
        """The day said cannot be held as it was said: why, when it does not exist; the days it may
        mean, when it reads two ways; else «¿Qué día exactamente?»."""
        if self.c.day_impossible is not None:
            self._ask_day_instead_of(self.c.day_impossible)
        elif not self.ask_day_meant():
            self.ask_day(self.bound_question() or self.t(self.day_unclear_key))

    def _ask_day_instead_of(self, said: ImpossibleDate) -> None:
        """«el 31 de noviembre»: the month has no such day, said; the days around its end offered
        (the customer meant one of them)."""
        self.c.day_impossible = None
        self.c.say(impossible_day_text(said, self.c.lang))
        self.ask_day(self.t(self.day_unclear_key), around=said.month_end)

    def free_days_text(self) -> str | None:
        """«¿Qué días tiene libre?» asked before any day: the first free days, then the question."""
        return None

    def closed_text(self, ymd: str, statement: bool = False) -> str | None:
        """Why nothing can be that day at all (the business is closed, with the closure's name), or
        None; with the question for another day, or only the statement."""
        biz = self.c.biz
        if hours.day_ranges(biz, ymd):
            return None
        day = clock.fmt_day(ymd, self.c.lang)
        name = pick((hours.closure_on(biz, ymd) or {}).get("name"), self.c.lang)
        if self._beyond_horizon(ymd):     # how far ahead it takes them is what counts
            too_far = self.day_refused(ymd, "too_far")
            return None if not name else " ".join(x for x in (self.t("day_closure_note", day=day, name=name),
                                                               None if statement else too_far) if x)
        opens = hours.next_opening(biz, ymd, 0) if statement and not name else None
        if opens:       # said before another question: the day it opens next, as the day question's buttons would
            return self.t("lead_day_closed_next", day=day, first=clock.fmt_day(opens[0], self.c.lang))
        key = ("day_closure" if name else "day_closed") + ("_note" if statement else "")
        return self.t(key, day=day, name=name)

    def _next_open_day_held(self, ymd: str) -> str | None:
        """A closed day (not a named closure): the next day the business opens, held as a proposal the
        customer can change (its times, its staff follow), and the sentence that says so."""
        biz = self.c.biz
        shut = not hours.day_ranges(biz, ymd) and not hours.closure_on(biz, ymd)   # not a person off that day
        opens = hours.next_opening(biz, ymd, 0) if shut else None
        if not opens or not self.can_be_on(opens[0]):     # not a day the person asked for is off
            return None
        self.draft["ymd"], self.draft["day_proposed"] = opens[0], True
        lang = self.c.lang
        return self.t("day_closed_held", day=clock.fmt_day(ymd, lang), first=clock.fmt_day(opens[0], lang))

    def can_be_on(self, ymd: str) -> bool:
        """Whether what is held can be on that open day (a booking: the person asked for works it)."""
        return True

    def too_soon_for(self, ymd: str, statement: bool = False) -> str | None:
        """Why the day is too soon for what is asked whatever else is said (an order's lead
        time), or None; with the question for another day, or only the statement."""
        return None

    def no_room_left(self, ymd: str) -> str | None:
        """Why nothing the request could hold fits that day, said before what it still needs is known
        («¿tenéis hueco hoy?»), or None (the day is checked once it is: check_day)."""
        return None

    def day_first(self) -> bool:
        """A closed day, a closure, a person off that day or a day too soon for the lead time is
        said as soon as the day is known, before any other question: the customer answers nothing
        for a day that cannot be."""
        ymd = self.draft.get("ymd")
        gone = ymd is not None and ymd < clock.today(self.c.now)     # a day gone by is said past (check_day), not shut
        closed = self.closed_text(ymd) if ymd and not gone else None
        text = closed or (self.too_soon_for(ymd) if ymd else None)
        full = self.no_room_left(ymd) if ymd and not gone and not text else None
        text = text or full
        if not ymd or not text:
            return True
        why = "cerrado" if closed else "sin hueco" if full else "demasiado pronto"
        self.c.note(self.slot_step, False, f"{ymd}: {why}")
        self.draft["ymd"], self.draft["day_asked"] = None, True     # the time said stays: checked on the new day
        self.draft["day_refused"] = ymd     # «pues con quien sea» after «X no trabaja el lunes»: that day again
        held = self._next_open_day_held(ymd) if closed else None    # its staff, asked next, work that day
        asked = len(self.c.replies)
        # the business shut all day and no other day held: another day is the one question (no «¿Con
        # quién…?» beside it); a person off or a part of the day closed keeps the form's order
        shut = bool(closed) and not held and not hours.day_ranges(self.c.biz, ymd)
        if (shut and self.days_known()) or self.before_day():
            self.draft["ymd"] = None        # nothing else is missing: no proposal, the day question at
            self.draft.pop("day_proposed", None)        # once, its buttons the open days (stop 38)
            self.ask_day(text, around=ymd)
        else:                       # the form asked what it needs first; the closed day goes before it
            statement = held or full or (self.closed_text(ymd, statement=True) if closed
                                         else self.too_soon_for(ymd, True))
            self.c.say_before(asked, statement or text)
        return False

    def check_day(self) -> bool:
        """True when the day has free slots (kept in c.slots); otherwise says why and asks a day."""
        d = self.draft
        ymd = d["ymd"]
        res = self.day_availability(ymd)
        moved = None if res["ok"] else self.first_day_instead(ymd, res["reason"])
        if moved:                       # «lo antes posible» with today gone: the first day with room
            self.c.say(self.t("first_day_instead", day=clock.fmt_day(moved, self.c.lang)))
            ymd = d["ymd"] = moved
            res = self.day_availability(ymd)
        self.c.slots = res["slots"]
        if res["ok"]:
            self.day_ok(ymd)
            return True
        text = self.day_refused(ymd, res["reason"])
        if text is None:
            return False
        d["ymd"], d["day_refused"] = None, ymd      # the time said stays: it is checked on the day said next
        if res["reason"] not in ("full", "closed"):
            d["min"] = None
        self.ask_day(text, around=ymd if res["reason"] in ("full", "closed") else None)
        return False

    def ask_time(self) -> None:
        d = self.draft
        d.pop("one_time", None)
        free = self.c.slots
        # the question words its times from c.slots: the ones ruled out are gone before it
        self.c.slots = [s for s in free if not self.time_ruled_out(s["min"])]
        if free and not self.c.slots:       # every free time of the day ruled out: another day
            day = d["ymd"]
            rule_out_day(d, day)        # back when named again
            d["min"] = None
            self.ask_day(self.t("day_ruled_out_full", day=clock.fmt_day(day, self.c.lang)), around=day)
            return
        again = self._offered_again()
        if again:           # «vale» to «las más cercanas son 18:15, 18:30 o 18:45»: which of those
            ask(self.c, self.t("which_of_those"), time_chips(again), "time")
            return
        both = self._times_for_all()
        if both:            # «y 2 Y a las 12» with the rest held for 10:00: which time for all of it
            d["times_offered"] = [s["min"] for s in both]
            ask(self.c, self.t("which_time_for_all", time=both[0]["time"], other=both[1]["time"]),
                time_chips(both), "time")
            return
        text, slots = self.time_question()
        if self.c.free_times_asked and slots:
            day, times = clock.fmt_day(d["ymd"], self.c.lang), free_times_text(slots, self.c.lang)
            text = f"{self.t('free_times', day=day, times=times)} {self.t('which_time_fits')}"
        d["times_offered"] = [s["min"] for s in slots[:MAX_TIME_CHIPS]]     # «la primera», «la última»
        ask(self.c, text, time_chips(slots), "time")

    def _times_for_all(self) -> list[dict]:
        """The two times said for the things of one request (the new one first), when both are free."""
        said = self.draft.get("times_for_all") or []
        free = {s["min"]: s for s in self.c.slots}
        return [free[m] for m in said if m in free] if all(m in free for m in said) else []

    def _offered_again(self) -> list[dict]:
        """The free times offered last turn, when the answer was a bare yes to several of them."""
        s, d = self.c.signals, self.draft
        offered = d.get("times_offered") or []
        if s is None or not s.yes or not s.short or len(offered) < 2 or d.get("near") is None \
                or s.when.has_time or s.when.has_day or s.when.part or s.change or s.has_items \
                or s.resource or s.not_resource or s.anyone or s.party is not None or s.name or s.phone:
            return []
        return [slot for slot in self.c.slots if slot["min"] in offered]

    def time_ruled_out(self, minutes: int) -> bool:
        """A time of the day held ruled out by itself («a las 10 no puedo») or by its part of the day
        («por la mañana no puedo»)."""
        d = self.draft
        if f"{d['ymd']} {minutes}" in (d.get("not_times") or []):
            return True
        return any(lo <= minutes < hi for p in d.get("not_parts") or [] for lo, hi in [self.part_ranges.get(p, (0, 0))])

    def check_time(self, sending: bool = False) -> bool:
        """True when the time is a free slot; otherwise says why and offers the nearest ones."""
        c, d = self.c, self.draft
        ymd, minutes = d["ymd"], d["min"]
        slot = next((s for s in c.slots if s["min"] == minutes), None)
        time = clock.fmt_time(minutes)
        if slot and not sending and self._evening_after_a_morning(ymd, minutes):
            return self._ask_which_half(ymd, slot)
        if slot:
            c.note(self.slot_step, True, f"{self.slot_free} {ymd} {time}{self.took_slot(slot)}")
            for key in ("time_before", "time_before_asked", "near", "near_day"):
                d.pop(key, None)        # a time refused before this one offers nothing more
            return True
        c.note(self.slot_step, False, f"{self.slot_taken} {ymd} {time}")
        text = self._time_refused(ymd, minutes, time, sending)
        near = availability.nearest(c.slots, self.nearest_to(ymd, minutes), NEAREST_OFFERED)
        before = self._time_before_free()
        if before is not None:      # «mejor a las 11» with 10:30 held and free: keeping it is offered first
            text += " " + self.t("time_before_offer", time=before["time"])
            near = with_the_one_before(before, near)
        text += " " + self._nearest_text(ymd, minutes, near)
        self.clear_time()
        d["near"] = minutes         # «me da igual» to the times offered: the nearest of them
        d["near_day"] = ymd         # asked again that day (the name given meanwhile): the same times, still free
        d["one_time"] = near[0]["min"] if len(near) == 1 else None     # «sí» to the only one offered
        d["times_offered"] = [s["min"] for s in near]
        ask(c, text, time_chips(near) + self._another_day_at(ymd, minutes, sending), "time")
        return False

    def _another_day_at(self, ymd: str, minutes: int, sending: bool) -> list[dict]:
        """«Otro día a las 11:00»: a time gone by today may suit another day (the day is asked next)."""
        c = self.c
        if sending or ymd != clock.today(c.now) or minutes >= clock.now_minutes(c.now) + self.lead:
            return []
        if not any(hours.is_open_at(c.biz, clock.add_days(ymd, k), minutes) for k in range(1, 8)):
            return []       # never open at that time: no button that leads nowhere
        time = clock.fmt_time(minutes)
        return [chip_text(self.t("chip_other_day", time=time), self.t("other_day_text", time=time))]

    def _time_before_free(self) -> dict | None:
        """The free slot of the time held before the one just refused, if still free."""
        before = self.draft.get("time_before")
        return next((s for s in self.c.slots if s["min"] == before), None) if before is not None else None

    def _nearest_text(self, ymd: str, minutes: int, near: list[dict]) -> str:
        """The free times nearest the one asked; said as the other opening of the day when none is
        in the asked one's («a las 22» full at night: «en el otro turno tengo 14:30»)."""
        times = join_list([s["time"] for s in near], self.c.lang, "or")
        ranges = hours.day_ranges(self.c.biz, ymd)
        asked = next((r for r in ranges if r[0] <= minutes <= r[1]), None)
        if asked is not None and len(ranges) > 1 and not any(asked[0] <= s["min"] < asked[1] for s in near):
            return self.t("nearest_other_shift_one" if len(near) == 1 else "nearest_other_shift", list=times)
        return self.t("nearest_one" if len(near) == 1 else "nearest", list=times)

    def grid_minutes(self) -> int:
        """Minutes between two times of the business's grid (0: none)."""
        return 0

    def time_refused_text(self, ymd: str, minutes: int) -> str:
        """Why `minutes` on `ymd` cannot be («A las 15:00 no estamos abiertos.»)."""
        return self._time_refused(ymd, minutes, clock.fmt_time(minutes), False)

    def _time_refused(self, ymd: str, minutes: int, time: str, sending: bool) -> str:
        c = self.c
        if sending:
            return self.t("time_gone", time=time)
        if ymd == clock.today(c.now) and minutes < clock.now_minutes(c.now) + self.lead:
            return self.too_soon_text(time)
        if self.fits_neither_half(ymd, minutes):
            return self._hour_said_fits_neither(ymd, minutes)
        if not hours.is_open_at(c.biz, ymd, minutes):
            return self.t("time_closed", time=time)
        late = self.late_text(ymd, minutes, time)
        step = self.grid_minutes()
        if not late and step and minutes % step:       # «a las 7 y cuarto» where times go by the half hour
            return self.t("time_off_grid", time=time, step=step)
        return late or self.t("time_full", time=time)

    def fits_neither_half(self, ymd: str, minutes: int) -> bool:
        """«a las 11» read as 23:00 when both 11:00 and 23:00 are closed: the hour as said is refused with
        the day's hours, never the evening one made up. (23:00 open but too near closing is said as such,
        by `late_text`: «A las 23:00 ya no da tiempo antes del cierre (23:30).»)"""
        # the turn's reading, not an argument: only it knows the hour was said bare («a las 11»), and this
        # is asked from the time checks every flow shares, for whatever time they check
        w = self.c.signals.when if self.c.signals else None
        if w is None or not w.hour_guessed or w.minutes != minutes:
            return False
        return not any(hours.is_open_at(self.c.biz, ymd, m) for m in (minutes, other_half(minutes)))

    def _hour_said_fits_neither(self, ymd: str, minutes: int) -> str:
        """«A las 11 no puede ser: el viernes … abrimos de 13:00 a 16:00 y de 20:00 a 23:30.»"""
        return self.t("time_fits_neither_half", at_hour=self._at_bare_hour(minutes), day=self._the_day(ymd),
                      ranges=self._open_hours_text(ymd))

    def _evening_after_a_morning(self, ymd: str, minutes: int) -> bool:
        """«a las 10», then «mejor a las 7» read as 19:00 with 7:00 closed: the morning may be meant, when
        it is a little before opening (not «mejor a las 5», 17:00)."""
        s, morning = self.c.signals, other_half(minutes)
        opening = min((a for a, _b in hours.day_ranges(self.c.biz, ymd)), default=None)
        return bool(s and s.evening_after_a_morning and s.when.minutes == minutes and opening is not None
                    and opening - MORNING_BEFORE_OPENING <= morning < opening)

    def _ask_which_half(self, ymd: str, evening: dict) -> bool:
        """«A las 7 de la mañana no estamos abiertos: … ¿Te va mejor a las 09:00 o a las 19:00?»"""
        c, d = self.c, self.draft
        morning = availability.nearest([s for s in c.slots if s["min"] < NOON], other_half(evening["min"]), 1)
        text = self.t("time_morning_closed", at_hour=self._at_bare_hour(evening["min"]), day=self._the_day(ymd),
                      ranges=self._open_hours_text(ymd))
        if morning:
            text += " " + self.t("time_morning_or_evening", evening=evening["time"], morning=morning[0]["time"])
        else:
            text += " " + self.t("time_evening_then", evening=evening["time"])
        offered = [*morning, evening]
        self.clear_time()
        d["times_offered"] = [s["min"] for s in offered]
        d["one_time"] = evening["min"] if not morning else None     # «sí» to the evening, the only one offered
        ask(c, text, time_chips(offered), "time")
        return False

    def _at_bare_hour(self, minutes: int) -> str:
        """«A la 1:30», «A las 11»: the bare hour opening a sentence, singular for one o'clock."""
        hour = _bare_hour(minutes)
        one = hour == "1" or hour.startswith("1:")
        return self.t("at_bare_hour_one" if one else "at_bare_hour", hour=hour)

    def _open_hours_text(self, ymd: str) -> str:
        """«de 09:00 a 14:00 y de 16:30 a 20:00»: the day's open hours."""
        return ranges_text(hours.day_ranges(self.c.biz, ymd), self.c.lang)

    def _the_day(self, ymd: str) -> str:
        """«hoy», «el viernes 6 de noviembre»."""
        if ymd == clock.today(self.c.now):
            return self.t("today")
        return self.t("the_day", day=clock.fmt_day(ymd, self.c.lang))

    def nearest_to(self, ymd: str, minutes: int) -> int:
        """The reading of the time asked to offer free times around: the one read, unless it fits neither
        half and falls far from the day's open hours — then the reading nearer them (Sunday, open
        09:30–14:00: «a las 3» read 03:00 offers around 15:00, an hour after closing; «a las 7» read 19:00
        offers the morning's)."""
        ranges = hours.day_ranges(self.c.biz, ymd)
        if not (ranges and self.fits_neither_half(ymd, minutes)) \
                or _minutes_outside(ranges, minutes) <= READING_KEPT_WITHIN:
            return minutes
        return min((minutes, other_half(minutes)), key=lambda m: _minutes_outside(ranges, m))

    def summary(self) -> None:
        self.c.state["awaiting"] = "confirm"
        self.c.say(self.t(self.summary_key),
                   meta(chips=self.summary_chips(), cards=[self.card("draft")], evidence=self.evidence()))

    # ------------------------------------------------------------ the form's turn

    def advance(self, sending: bool = False) -> bool:
        """Ask the first missing thing. Returns True when the form is complete and verified."""
        if self.draft.get("ymd"):
            self.draft.pop("day_choice", None)      # one of two days picked (a button too): the choice is over
        if not self.day_first() or not self.before_the_day() or not self.have_day() or not self.check_day():
            return False
        self.before_time()
        if self.draft.get("min") is None:
            self.ask_time()
            return False
        if not self.check_time(sending):
            return False
        if ask_missing_contact(self.c, self.draft, *self.contact_questions(), more_text=self.note_more_question()):
            return False
        if sending:
            return True
        self.summary()
        return False

    def send(self) -> None:
        """The customer sends: check everything again (the slot may have gone) and leave a
        pending request for a person. Never a confirmation."""
        if not self.advance(sending=True):
            return
        c = self.c
        c.request = self.request("pending")
        self.sent()
        d = self.draft      # kept for «¿qué llevo pedido?» once it has left (sent_recap), with those before
        last = c.state.get("last") or {}
        earlier = [*(last.get("sent_earlier") or []), *([last["sent"]] if last.get("sent") else [])][-MAX_EARLIER:]
        c.state["last"] = {**last, "sent_earlier": earlier,
                           "sent": {"kind": self.kind, "what": self.sent_what(), "ymd": d["ymd"], "min": d["min"],
                                    "name": d.get("name"), "phone": d.get("phone"), "again": self.again(),
                                    **({"parts": d["parts_noted"], "part_ids": d.get("part_ids") or []}
                                       if d.get("parts_noted") else {})}}
        remember_contact(c, d)
        c.say(self.t(self.sent_key, biz=c.biz.name), meta(cards=[self.card("pending")], evidence=self.evidence()))
        if c.state.get("replaces_handed"):
            c.say(self.t("replaces_handed", what=self.handed_what(c.state["replaces_handed"]), biz=c.biz.name))
        self.after_sent()
        c.state["awaiting"] = None
        c.state["done"] = True
        c.case_state = "await_approval"

    def after_sent(self) -> None:
        """What follows the request sent (another one it said would come next)."""

    def handed_what(self, party) -> str:
        """The request handed to a person that this one replaces, as the customer reads it."""
        return self.t("handed_request")

    def reset(self) -> None:
        ended = self.c.state.get("done") or self.c.state.get("intent")     # a request before: its caveats go with it
        caveats = [] if ended else self.c.state.get("caveats_said") or []
        self.c.state.update({"intent": None, "awaiting": None, "clarify": None, "done": False, "caveats_said": caveats})
        self.c.state[self.kind] = self.empty()
