"""The booking conversation: a table (tables mode) or an appointment with a person (staff mode).

It mirrors order_form.py: every turn applies what the message (or a button) brings
(booking_input.py), then asks the first thing still missing — party (tables) or services and,
when more than one person could do them, who (staff) — then day, time, name, phone and notes,
then a summary with a booking card and a send button. Sending re-checks the slot and leaves a
`pending` request: a person confirms, never this module. A party above `party.handoff_over`
goes to a person.

Availability always comes from business/availability/ (`table_availability`, `staff_availability`,
`eligible_resources`, `service_minutes`, `nearest`); the dialog state lives in
`state["booking"]` (JSON only). `c` is the turn context of dialog.py; `s` is the Signals of
nlu.analyze (or `signals.neutral()` when re-asking after a side question).
"""
from __future__ import annotations

from bizengine.business import availability as avail
from bizengine.business import hours
from bizengine.business.availability.staff import person_does
from bizengine.business.product_names import product_name
from bizengine.conversation import diet_guard, other_jobs_apart, second_person_apart
from bizengine.conversation.booking_draft import (
    FIRST_FREE,
    PART_RANGES,
    asked_resource,
    booking_card,
    booking_data,
    booking_days,
    booking_of,
    booking_request,
    cfg,
    day_availability,
    duration,
    empty_booking,
    free_slots,
    is_staff,
    mid_flow,
    moments_offered,
    people_text,
    resource_name_of,
    resources_by_id,
    services_text,
    total_cents,
)
from bizengine.conversation.booking_input import DOUBTED, apply_signals, order_held_into_note
from bizengine.conversation.cards import chip_action, chip_text
from bizengine.conversation.contact import ask, remember_contact
from bizengine.conversation.form import (
    LATEST_SLOTS,
    MAX_TIME_CHIPS,
    NEAREST_OFFERED,
    SlotForm,
    day_ruled_out,
    with_the_one_before,
)
from bizengine.conversation.messages import (
    join_list,
    lead_text,
    lines_with_total,
    money,
    pick,
    ranges_text,
    say,
    window_text,
)
from bizengine.conversation.no_room_left import no_room_statement
from bizengine.conversation.records import Request
from bizengine.conversation.time_wish_said import wish_said_before_the_person
from bizengine.conversation.undo import keep_dropped
from bizengine.conversation.window_out_of_hours import hours_for_the_window_held
from bizengine.language import clock
from bizengine.language.dates import BOTH_DAYS, EITHER_DAY, window_bounds
from bizengine.understanding.items import named_by_name
from bizengine.understanding.lexicon import FIRST_SLOT_ASKED_RE, THE_SENT_ONE_RE, WHO_IS_FREE_RE
from bizengine.understanding.refers_back import POINTED
from bizengine.understanding.signals import neutral

MAX_SERVICE_CHIPS = 8
PARTY_CHIPS = (2, 3, 4, 5, 6)
FACTS = ("party", "services", "resource", "ymd", "min")
OWN_ACTIONS = ("party", "service", "resource")   # the booking's own buttons (dialog.ACTION_TYPES)


# ---------------------------------------------------------------- asking

def _ask_party(c, text=None) -> None:
    limits = cfg(c.biz).get("party") or {}
    lo, hi = int(limits.get("min", 1)), int(limits.get("handoff_over") or limits.get("max") or 99)
    chips = [chip_action(people_text(n, c.lang), {"type": "party", "n": n})
             for n in PARTY_CHIPS if lo <= n <= hi]
    ask(c, text or say("bk_ask_party", c.lang), chips, "party")


def _ask_service(c, text=None) -> None:
    b = booking_of(c)
    only = b.get("service_choices") or []
    if only and text is None:   # «un masaje»: which of the group's services, with its own question
        text = b.get("service_question") or say("ask_which", c.lang)
    products = [p for p in c.biz.products.values() if p.get("duration_minutes") and (not only or p["id"] in only)]
    person = b.get("resource") if b.get("resource") not in (None, "any") else None
    if person:      # «cita con Iago»: the services Iago does
        products = [p for p in products if person_does(c.biz, person, p["id"])]
    products.sort(key=lambda p: not p.get("popular"))
    chips = [chip_action(f"{product_name(p, c.lang)} · {money(p['price_cents'], c.lang)}",
                         {"type": "service", "item_id": p["id"]}) for p in products[:MAX_SERVICE_CHIPS]]
    if b.get("service_group") == POINTED and len(chips) == 2:     # the two just priced: «los dos» answers too
        chips.append(chip_text(say("both_services_chip", c.lang), say("both_services_chip", c.lang)))
    ask(c, text or say("bk_ask_service", c.lang), chips, "service")


def _ask_the_doubted(c, sid: str) -> None:
    """«¿Te apunto también <service> (<price>)?», with a button for it and one for «No, sin eso»."""
    product = c.biz.products[sid]
    price = money(product["price_cents"], c.lang)
    chips = [chip_action(f"{product_name(product, c.lang)} · {price}", {"type": "service", "item_id": sid}),
             chip_text(say("offer_the_doubted_no", c.lang), say("offer_the_doubted_no", c.lang))]
    ask(c, say("offer_the_doubted", c.lang, name=services_text(c.biz, [sid], c.lang), price=price), chips, DOUBTED)


def _resource_chips(c, people) -> list[dict]:
    chips = [chip_action(r.get("name", r["id"]), {"type": "resource", "id": r["id"]}) for r in people]
    chips.append(chip_action(say("bk_anyone_chip", c.lang), {"type": "resource", "id": "any"}))
    return chips


def _in_part(slots, part) -> list[dict]:
    lo, hi = PART_RANGES.get(part, (0, 24 * 60))
    return [s for s in slots if lo <= s["min"] < hi]


def _in_window(slots, window) -> list[dict]:
    """The slots in a window («después de las 12», «la siguiente a esa»)."""
    lo, hi = window_bounds(window)
    return [s for s in slots if lo <= s["min"] < hi]


def _open_in_part(biz, ymd: str, part: str) -> bool:
    """Whether the business opens at all in that part of the day (else it is closed, not full)."""
    return hours.opens_between(biz, ymd, *PART_RANGES.get(part, (0, 24 * 60)))


# ---------------------------------------------------------------- checks

def _whose_service_left_to_the_person(c, b: dict) -> None:
    """Several people at once: a service the customer named («dos <service>s») is kept, with its
    length; one a hint picked in a group («un X para mí y otro para mi hija») is a guess of whose it
    is, and is dropped: the person reads the customer's words (`said`). The groups named stay
    (`groups`), for an age said next."""
    services = set(b["services"])
    b["groups"] = [group for group, entry in (c.biz.catalog.get("ambiguous") or {}).items()
                   if services.intersection(entry.get("candidates") or [])]
    named = {sid for text in c.said for sid in named_by_name(c.biz, text)}
    b["services"], b["resource"] = [sid for sid in b["services"] if sid in named], None


def _people_ok(c) -> bool:
    """Staff: services known, somebody does them all, the asked person can. Asks otherwise."""
    b = booking_of(c)
    if int(b.get("people") or 1) > 1 and second_person_apart.takes_the_first(c, b):
        return _people_ok(c)        # the writer's appointment now, the other person's once it is sent
    if int(b.get("people") or 1) > 1:       # «two of a service», «somos dos»: an appointment is for one
        c.note("party", False, f"{b['people']} personas a la vez: pasa a una persona")
        _whose_service_left_to_the_person(c, b)
        key = "bk_staff_group_own_times" if b.get("own_times") else "bk_staff_group"
        handoff(c, say(key, c.lang, n=int(b["people"]), biz=c.biz.name, phone=c.biz.phone))
        return False
    if not b["services"] or b.get("service_choices"):    # none yet, or a group's service still to pick
        _ask_service(c)
        return False
    people = avail.eligible_resources(c.biz, b["services"])
    services = services_text(c.biz, b["services"], c.lang)
    if not people:
        c.note("resource", False, f"nadie hace {', '.join(b['services'])}")
        b["services"] = []
        _ask_service(c, say("bk_nobody", c.lang, services=services))
        return False
    if b.get(DOUBTED):      # «<service>, quizás con <another>»: the other offered before anything else
        _ask_the_doubted(c, b[DOUBTED])
        return False
    rid = asked_resource(b)
    if rid and rid not in [r["id"] for r in people]:
        c.note("resource", False, f"{rid} no hace {', '.join(b['services'])}")
        names = join_list([r.get("name", r["id"]) for r in people], c.lang, "or")
        b["resource"] = None
        undone = [sid for sid in b["services"] if not person_does(c.biz, rid, sid)]     # only what they do not
        text = say("bk_cannot", c.lang, name=resource_name_of(c.biz, rid), list=names,
                   services=services_text(c.biz, undone or b["services"], c.lang))
        b["one_able"] = len(people) == 1     # «Laura» then, with the day and time held: the customer
        ask(c, text, _resource_chips(c, people), "resource")
        return False
    _closed_part_said(c, b)
    if b.get("time_reopened") and b.get("min") is None:
        return True     # the time held refused: a new one is asked first, the person after it
    b.pop("time_reopened", None)
    if c.day_unclear and c.day_choices_kind in (BOTH_DAYS, EITHER_DAY) and not b.get("ymd"):
        return True     # «el martes y el jueves»: which of the two days first, the person after it
    working = _working_then(c, people)
    if _asks_who_is_free(c) or _free_asked_then(c):
        working = _free_then(c, working)
    if b["resource"] is None and len(working) > 1 and not _nobody_free_then(c) and not _free_days_first(b):
        b["one_able"] = False
        ask(c, _who_is_free(c, working) + wish_said_before_the_person(c) + say("bk_ask_resource", c.lang),
            _resource_chips(c, working), "resource")
        return False
    if b["resource"] is None and len(working) == 1 and _asks_who_is_free(c):
        b["resource"] = working[0]["id"]        # «¿quién está libre a las 5?», one is: that one, said
        c.say(say("bk_who_is_free_one", c.lang, time=clock.fmt_time(int(b["min"])), person=working[0].get("name")))
    return True      # one person, or nobody at the time asked: the slot check says which times are free


def _free_days_first(b: dict) -> bool:
    """«¿cuándo me lo podéis hacer?» with no time yet: the days and times free with anyone come first, who
    after the time (only when more than one is free then)."""
    return bool(b.get("free_asked")) and b.get("min") is None


def _closed_part_said(c, b: dict) -> None:
    """«<service> el sábado por la tarde» on a day closed that afternoon: said at once with the day's
    hours, before the person is asked; the part goes, so the time question offers the day's times."""
    ymd, part = b.get("ymd"), b.get("part")
    ranges = hours.day_ranges(c.biz, ymd) if ymd else None
    if not ymd or part not in PART_RANGES or not ranges or _open_in_part(c.biz, ymd, part):
        return
    c.note("part", False, f"{ymd} {part}: cerrado")
    c.say(say("part_closed_hours", c.lang, day=clock.fmt_day(ymd, c.lang), part=say(f"bk_part_{part}", c.lang),
              times=ranges_text(ranges, c.lang)))
    b.pop("part")


def _nobody_free_then(c) -> bool:
    """The day asked has no free time with anybody, or the time asked is free with nobody: the
    day's (or the time's) refusal comes before «¿Con quién?»."""
    b = booking_of(c)
    if not b.get("ymd"):
        return False
    free = free_slots(c, b["ymd"])
    return not free or (b.get("min") is not None and int(b["min"]) not in {slot["min"] for slot in free})


def _working_then(c, people: list[dict]) -> list[dict]:
    """The people who work the whole of the time asked (those who work the day asked, while no
    time is asked): «¿Con quién?» offers nobody who is off then."""
    b = booking_of(c)
    if not b.get("ymd"):
        return people
    if b.get("min") is None:        # a day without a time: who works that day at all
        return [p for p in people if avail.resource_ranges(c.biz, p, b["ymd"])] or people
    start, end = int(b["min"]), int(b["min"]) + (duration(c) or 0)
    return [p for p in people
            if any(a <= start and end <= z for a, z in avail.resource_ranges(c.biz, p, b["ymd"]))]


def _free_then(c, people: list[dict]) -> list[dict]:
    """Of the people who work at the time asked, those free then (all of them when none is)."""
    b = booking_of(c)
    if not b.get("ymd") or len(people) < 2:
        return people
    def free(p: dict) -> bool:
        slots = avail.staff_availability(c.biz, b["ymd"], c.now, b["services"], p["id"], c.own).get("slots") or []
        return any(slot["min"] == int(b["min"]) for slot in slots)
    return [p for p in people if free(p)] or people


def _asks_who_is_free(c) -> bool:
    """«¿quién está libre a las 5?», «¿quen pode ás 12?»: a time and who is free then."""
    return c.signals is not None and booking_of(c).get("min") is not None \
        and bool(WHO_IS_FREE_RE.search(c.signals.norm or ""))


def _free_asked_then(c) -> bool:
    """A time taken after «¿cuándo me lo podéis hacer?», or after each person's free times were told
    (times_before_who): who is asked among those free then (one alone is left to the slot, as before)."""
    b = booking_of(c)
    return bool(b.get("free_asked") or b.get("free_told")) and b.get("min") is not None


def _who_is_free(c, people: list[dict]) -> str:
    """«A las 17:00 pueden atenderte Marta e Iago. », when the customer asked who is free then."""
    b = booking_of(c)
    if not (_asks_who_is_free(c) or _free_asked_then(c)):
        return ""
    names = join_list([p.get("name", p["id"]) for p in people], c.lang)
    return say("bk_who_is_free", c.lang, time=clock.fmt_time(int(b["min"])), people=names) + " "


def _party_ok(c) -> bool:
    """Tables: a party inside the limits; above handoff_over a person takes it."""
    b = booking_of(c)
    if not b["party"]:
        _ask_party(c)
        return False
    limits = cfg(c.biz).get("party") or {}
    lo, hi = int(limits.get("min", 1)), int(limits.get("max", 10 ** 6))
    party = int(b["party"])
    over = limits.get("handoff_over")
    if party > hi and limits.get("over_max", "handoff") == "handoff":
        over = hi if over is None else over        # above the maximum: a person, as above handoff_over
    elif party < lo or party > hi:
        c.note("party", False, f"{party} personas: fuera de {lo}..{hi}")
        b["party"] = None
        _ask_party(c, say("bk_party_limits", c.lang, min=lo, max=hi))
        return False
    if over is not None and party > int(over):
        c.note("party", False, f"{party} personas: más de {over}, pasa a una persona")
        handoff(c, say("bk_big_group", c.lang, n=int(over), biz=c.biz.name, phone=c.biz.phone))
        return False
    return True


_FREE_DAYS_SAID = 4      # «¿qué días tiene libre?»: the first few; the buttons hold more


class BookingForm(SlotForm):
    """A table for a party (tables mode) or an appointment with a person (staff mode)."""

    kind = "booking"
    no_days_key, ask_day_key, day_unclear_key = "bk_no_days", "bk_ask_day", "bk_day_unclear"
    summary_key, sent_key = "bk_summary", "bk_sent"
    slot_step, slot_free, slot_taken = "booking", "hueco libre", "sin hueco"
    part_ranges = PART_RANGES

    @property
    def draft(self) -> dict:
        return booking_of(self.c)

    def after_sent(self) -> None:
        second_person_apart.offer_after_sent(self.c, self.draft)
        other_jobs_apart.offer_after_sent(self.c, self.draft)

    def handed_what(self, party) -> str:
        if isinstance(party, int) and not isinstance(party, bool):
            return self.t("handed_booking_for", people=people_text(party, self.c.lang))
        return super().handed_what(party)

    @property
    def lead(self) -> int:
        return int(cfg(self.c.biz).get("lead_minutes", 0))

    def grid_minutes(self) -> int:
        return int(cfg(self.c.biz).get("slot_minutes", 15 if is_staff(self.c.biz) else 30))

    def empty(self) -> dict:
        return empty_booking()

    def before_day(self) -> bool:
        return _people_ok(self.c) if is_staff(self.c.biz) else _party_ok(self.c)

    def days(self, since: str | None = None) -> list[str]:
        return booking_days(self.c, since=since)

    def days_known(self) -> bool:
        # a service's days hang on the service, a table's on the party
        return bool(self.draft.get("services") if is_staff(self.c.biz) else self.draft.get("party"))

    def free_days_text(self) -> str | None:
        c = self.c
        s = c.signals
        rid = self.draft.get("resource")
        about_another = s is not None and s.resource not in (None, rid)     # «¿y Marta?» with Iago held
        open_days = [d for d in self.days() if not day_ruled_out(self.draft, d)]
        asked = s is not None and s.asks_free or bool(self.draft.get("free_asked"))
        days = open_days[:_FREE_DAYS_SAID] if asked and not about_another else []
        if not days:
            return None
        listed = join_list(clock.fmt_days(days, c.lang), c.lang)
        first = self._first_slot_named(days[0]) if s is not None and FIRST_SLOT_ASKED_RE.search(s.norm or "") else ""
        if rid not in (None, "any"):
            return first + self.t("bk_free_days_person", person=resource_name_of(c.biz, rid), days=listed)
        return first + self.t("bk_free_days", days=listed)

    def _first_slot_named(self, ymd: str) -> str:
        """«¿cuál es el primer hueco?»: the first free time of the first free day, said and kept for
        «vale, ese» (the days stay offered)."""
        b = self.draft
        slots = free_slots(self.c, ymd)
        slots = _in_part(slots, b["part"]) if b.get("part") in PART_RANGES else slots
        if not slots:
            return ""
        b["first_offered"] = [ymd, int(slots[0]["min"]), b.get("resource")]
        rid, day, time = b.get("resource"), clock.fmt_day(ymd, self.c.lang), clock.fmt_time(int(slots[0]["min"]))
        if rid not in (None, "any"):
            return self.t("bk_first_slot_person", person=resource_name_of(self.c.biz, rid), day=day, time=time) + " "
        return self.t("bk_first_slot", day=day, time=time) + " "

    def before_time(self) -> None:
        """«El martes a primera hora»: the first free time, once the day and the person are known."""
        b, slots = self.draft, self.c.slots
        if not b.get("first_in_window") and b.pop("last_free", None) and b.get("min") is None and slots:
            inside = _in_part(slots, b["part"]) if b.get("part") in PART_RANGES else slots
            if inside:
                b["min"], b["part"], b["window"], b["latest"] = int(inside[-1]["min"]), None, None, None
        if b.get("part") == FIRST_FREE and b.get("min") is None and slots:
            near, part = b.pop("near", None), b.pop("first_in", None)   # «me da igual» after the times
            window = b.pop("first_in_window", None)     # nearest one asked, or a part of the day, or a window
            last = b.pop("last_free", None)     # «la anterior a esa»: the window's last, the one just before
            inside = _in_window(slots, window) if window else _in_part(slots, part) if part else []
            if window and not inside and near is None:
                self._nothing_in_window(window, bool(last))
                return
            first = avail.nearest(slots, int(near), 1)[0] if near is not None else \
                inside[-1] if last and inside else (inside or slots)[0]
            b["min"], b["part"], b["window"] = int(first["min"]), None, None
            first_thing, opening = b.pop("first_thing", None), self._opening(b["ymd"])
            if first_thing and int(first["min"]) > opening:
                self.c.say(self.t("bk_first_thing_taken", time=clock.fmt_time(int(first["min"]))))
            elif first_thing and opening > min((a for a, _ in hours.day_ranges(self.c.biz, b["ymd"])), default=0):
                rid = asked_resource(b)        # «el martes a primera hora con <person>»: their first hour, said
                self.c.say(self.t("bk_first_thing_person", person=resource_name_of(self.c.biz, rid)))

    def _nothing_in_window(self, window: list, before_the_held: bool) -> None:
        """Nothing free in the window: «la anterior a esa» keeps the time held and says so; «después de
        las 18» asks (the window's question says there is nothing)."""
        b = self.draft
        if before_the_held and window[0] == "before":
            b["min"], b["part"], b["window"] = int(window[1]), None, None
            self.c.say(self.t("nothing_before_held", time=clock.fmt_time(int(window[1]))))
            return
        b["part"], b["window"] = None, window

    def _opening(self, ymd: str) -> int:
        """When the day starts for the person held (or the business): «a primera hora» is then."""
        rid = asked_resource(self.draft)
        person = resources_by_id(self.c.biz).get(rid) if rid else None
        ranges = (avail.resource_ranges(self.c.biz, person, ymd) if person and person.get("hours") is not None
                  else hours.day_ranges(self.c.biz, ymd))
        return min((start for start, _ in ranges), default=0)

    def day_availability(self, ymd: str) -> dict:
        return day_availability(self.c, ymd)

    def no_room_left(self, ymd: str) -> str | None:
        return None if self.days_known() else no_room_statement(self.c, ymd)

    def horizon_days(self) -> int | None:
        return int(cfg(self.c.biz).get("horizon_days", 60))

    def day_refused(self, ymd: str, reason: str) -> str | None:
        c = self.c
        c.note("booking", False, f"{ymd}: sin hueco ({reason})")
        if reason == "party":
            # bigger than the biggest table: a person arranges it
            biggest = max([int(t.get("seats", 0)) for t in cfg(c.biz).get("tables", []) or []], default=0)
            handoff(c, self.t("bk_big_group", n=biggest, biz=c.biz.name, phone=c.biz.phone))
            return None
        day = clock.fmt_day(ymd, c.lang)
        if reason == "closed":
            return self.closed_text(ymd) or self.t("day_closed", day=day)
        if reason == "too_far":
            return self.t("bk_too_far", n=cfg(c.biz).get("horizon_days", 60))
        if reason == "full":
            return self.t("bk_day_full", day=day)
        return self.t("bk_today_gone") if ymd == clock.today(c.now) else self.t("day_past")

    def first_day_instead(self, ymd: str, reason: str) -> str | None:
        if not self.draft.pop("asap_day", None) or reason == "party" or ymd != clock.today(self.c.now):
            return None
        days = self.days()
        return days[0] if days else None

    def day_first(self) -> bool:
        return super().day_first() and self._time_first()

    def _time_first(self) -> bool:
        """«con <person> el martes a las 11» before the service, the person off at 11 that day: their
        hours said at once with the service question, the time let go (the person's free times are
        offered once the service is known), not «Apunto: … a las 11:00» and the news a step later."""
        b, c = self.draft, self.c
        rid, ymd, minutes = asked_resource(b), b.get("ymd"), b.get("min")
        person = resources_by_id(c.biz).get(rid) if rid else None
        if not (person and ymd and minutes is not None and person.get("hours") is not None) \
                or (b["services"] and not b.get("service_choices")):
            return True         # the service known: check_time says it, with the nearest free times
        ranges = avail.resource_ranges(c.biz, person, ymd)
        if not ranges or any(a <= minutes < z for a, z in ranges):
            return True         # off all day (closed_text) or working then
        text = self.t("bk_time_person_off", time=clock.fmt_time(minutes), person=resource_name_of(c.biz, rid),
                      day=clock.fmt_day(ymd, c.lang), times=ranges_text(ranges, c.lang))
        b["min"] = None
        asked = len(c.replies)
        if self.before_day():
            return True
        c.say_before(asked, text)
        return False

    def closed_text(self, ymd: str, statement: bool = False) -> str | None:
        """The business closed, or the person asked for not working that day."""
        text = super().closed_text(ymd, statement) or self._part_closed_first(ymd, statement)
        rid = asked_resource(self.draft)
        person = resources_by_id(self.c.biz).get(rid) if rid else None
        if text or not rid or not person or person.get("hours") is None \
                or avail.resource_ranges(self.c.biz, person, ymd):
            return text
        if not all(person_does(self.c.biz, rid, sid) for sid in self.draft["services"]):
            return None     # someone else does it (asked next): the day stays for them
        day, name = clock.fmt_day(ymd, self.c.lang), resource_name_of(self.c.biz, rid)
        others = [] if statement else self._others_that_day(rid, ymd)
        if others:      # «mejor el lunes» with Brais held: who does it that day, offered
            return self._others_offered(others, day=day, name=name)
        return self.t("bk_resource_off_note" if statement else "bk_resource_off", day=day, name=name)

    def can_be_on(self, ymd: str) -> bool:
        """Whether the person asked for (if any) works that day."""
        rid = asked_resource(self.draft)
        person = resources_by_id(self.c.biz).get(rid) if rid else None
        return not person or person.get("hours") is None or bool(avail.resource_ranges(self.c.biz, person, ymd))

    def _others_offered(self, others: list[dict], day: str, name: str | None) -> str:
        """«…, pero Uxía sí. ¿Te lo pongo con Uxía ese día…?»; one alone is taken by «sí», «con ella»."""
        if len(others) == 1:
            self.draft["other_offered"] = others[0]["id"]
        return self.t("bk_resource_off_others", day=day, name=name, others=self._name_the_others(others))

    def ask_day(self, text: str, around: str | None = None) -> None:
        if text == self.day_question():
            text = self._the_other_offered_again() or text
        super().ask_day(text, around)

    def _the_other_offered_again(self) -> str | None:
        """«con Brais el lunes» (off that day) before the service: once it is known, the day question
        says again why [Con Uxía] is offered, if Uxía does it and works that day; else she goes."""
        b = self.draft
        rid, refused, other = asked_resource(b), b.get("day_refused"), b.pop("other_offered", None)
        if not (rid and refused and other and b["services"]):
            return None
        others = [r for r in self._others_that_day(rid, refused) if r["id"] == other]
        if not others:
            return None
        day, name = clock.fmt_day(refused, self.c.lang), resource_name_of(self.c.biz, rid)
        return self._others_offered(others, day=day, name=name)

    def chips_before_days(self) -> list[dict]:
        """«¿Te lo pongo con Uxía ese día…?»: «Con Uxía» before the days, taking that day with her."""
        other = resources_by_id(self.c.biz).get(self.draft.get("other_offered") or "")
        if not other:
            return []
        name = str(other.get("name", other["id"]))
        return [chip_text(self.t("bk_with_chip", name=name), self.t("bk_with_that_day", name=name))]

    def _name_the_others(self, others: list[dict]) -> str:
        """«Marta o Uxía»; the first is the person talked about last («con ella» takes her)."""
        self.c.state["last"] = {**(self.c.state.get("last") or {}), "person": others[0]["id"]}
        return join_list([str(r.get("name")) for r in others], self.c.lang, "or")

    def _others_free_at(self, rid: str, ymd: str, minutes: int) -> list[dict]:
        """The others who do the services held and have `minutes` free on `ymd`."""
        c, services = self.c, self.draft["services"]
        return [r for r in avail.eligible_resources(c.biz, services) if r["id"] != rid and any(
            slot["min"] == minutes and slot.get("left", 1) > 0
            for slot in avail.staff_availability(c.biz, ymd, c.now, services, r["id"], c.own).get("slots") or [])]

    def _others_that_day(self, rid: str, ymd: str) -> list[dict]:
        """The others who do the services held and work on `ymd`."""
        return [r for r in avail.eligible_resources(self.c.biz, self.draft["services"])
                if r["id"] != rid and avail.resource_ranges(self.c.biz, r, ymd)]

    def _part_closed_first(self, ymd: str, statement: bool) -> str | None:
        """«¿tenéis hueco hoy por la tarde?» on a day closed in the afternoon, before the service is
        known: said at once, not after the service is chosen (a table's time question offers the
        day's other times instead)."""
        part = self.draft.get("part")
        if not is_staff(self.c.biz) or self.draft.get("services") or part not in PART_RANGES \
                or _open_in_part(self.c.biz, ymd, part):
            return None
        day, part_said = clock.fmt_day(ymd, self.c.lang), self.t(f"bk_part_{part}")
        return self.t("part_closed_note" if statement else "bk_part_closed_day", day=day, part=part_said)

    def time_question(self) -> tuple[str, list[dict]]:
        hours_said = hours_for_the_window_held(self.c, self.draft)     # «después de las 8», opening at 10
        text, slots = self._time_question_in_the_wish()
        return hours_said + text, slots

    def _time_question_in_the_wish(self) -> tuple[str, list[dict]]:
        c, b = self.c, self.draft
        day = clock.fmt_day(b["ymd"], c.lang)
        slots, heard = c.slots, ""
        if b.get("window"):
            lo, hi = window_bounds(b["window"])
            dur = (duration(c) or 0) if is_staff(c.biz) and b["window"][0] == "between" else 0
            # an appointment «entre las 5 y las 7» ends by 7 when one can; a table is only sat down by
            # then. «Entre las 11 y las 12» for an hour's service: the starts in it
            starts = [s for s in slots if lo <= s["min"] < hi]
            inside = [s for s in starts if not dur or s["min"] + dur < hi] or starts
            if not inside:
                near = avail.nearest(slots, lo, LATEST_SLOTS * 2)     # the times around it, not the day's first
                return self.t("bk_window_full", day=day, window=window_text(b["window"], c.lang)), near
            # «¿y algo antes?», «antes de las 11»: the times nearest the bound, not the day's first
            slots = inside[-MAX_TIME_CHIPS:] if b["window"][0] == "before" else inside
        elif b.get("part") in PART_RANGES:
            narrowed = _in_part(slots, b["part"])
            if not narrowed:
                return self._part_refused(day), slots
            slots, heard = narrowed, self._part_heard()
        elif b.get("near") is not None and b.get("near_day") == b["ymd"] and not c.free_times_asked:
            # asked again after «a las 17 no me queda hueco» (the name given meanwhile): the free times near it still
            slots = avail.nearest(slots, int(b["near"]), NEAREST_OFFERED)
            before = self._time_before_free()
            if before is not None:      # and the one held before it, still free: kept if the customer wants
                near = with_the_one_before(before, slots)
                b["time_before_asked"] = True       # «sí» keeps it
                return self.t("time_before_ask", time=before["time"]), near
        if b.get("latest"):
            slots = slots[-LATEST_SLOTS:]
            within = bool(b.get("window")) or b.get("part") in PART_RANGES      # «por la mañana a última hora»
            if slots and not within and not self._late(slots[-1]["min"]):    # the day's late hours taken
                return self.t("bk_latest_full", day=day, time=clock.fmt_time(slots[-1]["min"])), slots
            slots = slots if within else [slot for slot in slots if self._late(slot["min"])]
        if b["ymd"] == clock.today(c.now):
            return heard + self.t("bk_ask_time_today"), slots
        return heard + self.t("bk_ask_time", day=day), slots

    def _part_heard(self) -> str:
        """«Por la tarde tengo estas horas libres. »: the part of the day said in this message, heard
        (as an order's time question says it), before the times inside it are asked from."""
        b, s = self.draft, self.c.signals
        if s is None or s.when.part != b["part"] or b.get("latest"):
            return ""
        part = self.t(f"bk_part_{b['part']}")
        return self.t("part_free_note", part=part[:1].upper() + part[1:]) + " "

    def _late(self, minutes: int) -> bool:
        """Whether a start is in the last two hours one can start in that day: the end of the day
        (the person's, when one is asked for), less the service's length or the last seating's margin."""
        c, ymd = self.c, self.draft["ymd"]
        rid = asked_resource(self.draft)
        ranges = (avail.resource_ranges(c.biz, resources_by_id(c.biz)[rid], ymd) if rid else None) \
            or hours.day_ranges(c.biz, ymd)
        last_start = max((end for _, end in ranges), default=0) - _before_the_end(c)
        return minutes >= last_start - _LATE_WINDOW_MINUTES

    def _part_refused(self, day: str) -> str:
        """Why nothing is free in the part of the day asked: the business closed then, the person
        asked for not working then («Iago no trabaja el martes por la mañana: está de 15:00 a
        20:00»), or full."""
        c, b = self.c, self.draft
        part = self.t(f"bk_part_{b['part']}")
        if not _open_in_part(c.biz, b["ymd"], b["part"]):
            return self.t("bk_part_closed", day=day, part=part)
        rid = asked_resource(b)
        ranges = avail.resource_ranges(c.biz, resources_by_id(c.biz)[rid], b["ymd"]) if rid else None
        lo, hi = PART_RANGES[b["part"]]
        if ranges and not any(a < hi and lo < z for a, z in ranges):
            return self.t("bk_part_person_off", person=resource_name_of(c.biz, rid), day=day, part=part,
                          times=ranges_text(ranges, c.lang))
        return self.t("bk_part_full", day=day, part=part)

    def took_slot(self, slot: dict) -> str:
        b = self.draft
        b["table_seats"] = slot.get("table")
        b["assigned"] = slot.get("resource")
        who = f", {slot['resource']}" if slot.get("resource") else ""
        seats = f", mesa de {slot['table']}" if slot.get("table") else ""
        return f"{seats}{who}"

    def too_soon_text(self, time: str) -> str:
        return self.t("bk_time_past", time=time, lead=lead_text(self.lead, self.c.lang))

    def late_text(self, ymd: str, minutes: int, time: str) -> str | None:
        """The closing time when an open `minutes` cannot fit the whole booking before it; the
        person's hours that day when they do not work at `minutes`."""
        c = self.c
        dur, before = duration(c) or 0, self._last_seating_before()
        rid = asked_resource(self.draft)
        opening = hours.day_ranges(c.biz, ymd)
        ranges = (avail.resource_ranges(c.biz, resources_by_id(c.biz)[rid], ymd) if rid else None) or opening
        if rid and ranges is not opening and not any(a <= minutes < b for a, b in ranges):
            text = self.t("bk_time_person_off", time=time, person=resource_name_of(c.biz, rid),
                          day=clock.fmt_day(ymd, c.lang), times=ranges_text(ranges, c.lang))
            others = self._others_free_at(rid, ymd, minutes)
            if others:      # «mejor el martes a las 11» with Iago held, off then: who is free at 11, said
                text += " " + self.t("bk_others_free_at", time=time, others=self._name_the_others(others))
            return text
        for a, b in ranges:
            if a <= minutes < b and (minutes + dur > b or minutes > b - before):
                back = next((clock.fmt_time(x) for x, _z in ranges if x > b), None)    # a split day's break
                person_ends = any(b < z for x, z in opening if x <= minutes < z)    # before the business closes
                key = "bk_time_late" + ("_person" if person_ends else "") + ("_back" if back else "")
                return self.t(key, time=time, close=clock.fmt_time(b), back=back,
                              person=resource_name_of(c.biz, rid) if person_ends else None)
        return None

    def _last_seating_before(self) -> int:
        """Minutes before closing when no one is seated any more (a restaurant's last seating)."""
        c = self.c
        return 0 if is_staff(c.biz) else int(cfg(c.biz).get("last_seating_before_close_minutes", 0))

    def clear_time(self) -> None:
        b = self.draft
        b["min"], b["table_seats"], b["assigned"] = None, None, None

    def contact_questions(self) -> tuple[str, str, str]:
        hint = pick(cfg(self.c.biz).get("note_hint"), self.c.lang) or self.t("bk_note_hint")
        return self.t("bk_ask_name"), "bk_ask_phone", self.t("bk_ask_note", hint=hint)

    def summary_chips(self) -> list[dict]:
        return [chip_action(self.t("bk_chip_send"), {"type": "send"}),
                chip_action(self.t("chip_change_time"), {"type": "change_time"}),
                chip_action(self.t("chip_cancel"), {"type": "cancel"})]

    def card(self, status: str) -> dict:
        return booking_card(self.c, status)

    def request(self, status: str) -> Request:
        return booking_request(self.c, status)

    def sent(self) -> None:
        self.c.note("booking", True, f"reserva enviada: {self.c.request['slot_start']}")

    def what_text(self) -> str:
        return what_text(self.c)

    def again(self) -> dict:
        b = self.draft
        return {"party": b.get("party"), "services": list(b.get("services") or []), "resource": b.get("resource")}

    def held_what(self) -> str:
        prices = [(self.c.biz.products.get(sid) or {}).get("price_cents") for sid in self.draft["services"]]
        if not prices or None in prices:
            return what_text(self.c)
        return lines_with_total(what_text(self.c), money(sum(p for p in prices if p), self.c.lang), self.c.lang)

    def sent_what(self) -> str:
        if not is_staff(self.c.biz) and self.draft.get("party"):
            # «Tu reserva enviada: 4 personas», never «Tu reserva enviada: reserva para 4 personas»
            return people_text(self.draft["party"], self.c.lang)
        return self.held_what()


def advance(c, sending=False) -> bool:
    """Ask the first missing thing. Returns True when the booking is complete and verified."""
    return BookingForm(c).advance(sending)


# ---------------------------------------------------------------- what was understood

def _facts(b, without: tuple[str, ...] = ()) -> tuple:
    return tuple((k, None if k in without else tuple(b[k]) if isinstance(b[k], list) else b[k]) for k in FACTS)


def _new_facts(before: tuple, after: tuple) -> bool:
    """Whether the turn left a fact that was not there before (a rejected one does not count)."""
    return any(v not in (None, (), "any") and v != old for (_k, old), (_k2, v) in zip(before, after))


def what_text(c) -> str:
    """«reserva para 4 personas», «<service> con Iago»: what is booked, without when."""
    b, lang = booking_of(c), c.lang
    if not is_staff(c.biz):
        return say("bk_table_for", lang, people=people_text(b["party"], lang)) if b["party"] else say("bk_table", lang)
    parts = [services_text(c.biz, b["services"], lang) if b["services"] else say("bk_appointment", lang)]
    rid = asked_resource(b)
    if rid:
        parts.append(say("bk_with", lang, name=resource_name_of(c.biz, rid)))
    return " ".join(parts)


def noted_text(c, with_day: bool = True) -> str:
    """'Apunto: reserva para 4 personas el viernes 6 de noviembre a las 21:00.' (`with_day` False: the day
    is said by its own sentence, the next open day proposed)."""
    b, lang = booking_of(c), c.lang
    parts = [what_text(c)]
    # today assumed: said once a time is found in it
    if with_day and b.get("ymd") and (not b.get("asap_day") or b.get("min") is not None):
        parts.append(say("bk_on_day", lang, day=clock.fmt_day(b["ymd"], lang)))
    if b.get("min") is not None and not b.get(DOUBTED):     # (the time is checked once the offer is answered)
        parts.append(say("bk_at_time", lang, time=clock.fmt_time(b["min"])))
    text = say("bk_noted", lang, what=" ".join(parts))
    total = total_cents(c)
    if total:
        text += " " + say("bk_total", lang, total=money(total, lang), minutes=duration(c))
    return text


# ---------------------------------------------------------------- one booking turn

def handoff(c, text: str) -> None:
    """A person takes the booking (a big group): a `handoff` request with what is known."""
    data = {"topic": "booking", "text": text, "booking": booking_data(c) | moments_offered(c), "lang": c.lang,
            **({"said": list(c.said)} if c.said else {})}
    c.say(text)
    c.request = {"kind": "handoff", "status": "pending", "slot_start": None, "slot_end": None,
                 "total_cents": None, "data": data}
    c.case_state = "handoff"
    c.state["awaiting"] = None
    c.state["done"] = True
    # the person calls back: a name or phone said next joins this request (handoff.contact_for_the_person)
    c.state["last"] = {**(c.state.get("last") or {}), "handed": {"text": text, "booking": dict(booking_of(c))}}


def add_question(c, question: str) -> None:
    """Mid-booking, a question the data cannot answer travels with the booking (`data.questions`,
    for the person who reviews it) instead of replacing the booking's request (as orders do)."""
    booking_of(c)["questions"].append(question)
    c.note("handoff", True, "sin datos para contestar: la pregunta va con la reserva")
    c.say(say("bk_no_data_mid", c.lang, phone=c.biz.phone))


def reset(c) -> None:
    BookingForm(c).reset()


def start(c, s) -> None:
    """A booking asked for from outside the flow: start afresh and read the message. An order being
    written down goes into the appointment's note: one request holds both, never one dropped."""
    held = _order_lines_held(c)
    if c.state.get("done") or c.state.get("intent") != "booking":
        reset(c)
    if held:
        c.state["order"]["lines"] = []
        order_held_into_note(c, held)
    booking_step(c, s)


def _order_lines_held(c) -> list[dict]:
    """The lines of an order being written down, when the appointment can carry them (people booked)."""
    st = c.state
    if st.get("intent") != "order" or st.get("done") or not is_staff(c.biz):
        return []
    return list((st.get("order") or {}).get("lines") or [])


_LATE_WINDOW_MINUTES = 120      # «a última hora»: the last two hours one can start in


def _before_the_end(c) -> int:
    """How long before the end of the day the last start is: the services' length (people), or
    the last seating's margin (tables)."""
    if is_staff(c.biz):
        return duration(c) or 0
    return int(cfg(c.biz).get("last_seating_before_close_minutes") or 0)


def booking_step(c, s=None, change=None, announce=False) -> None:
    """Apply the message (signals `s`) or a button (`change`, a callable on c), then ask. What a
    text adds is said back («Apunto: …»); a button's only when `announce` (it started the booking)."""
    st = c.state
    st["intent"], st["done"] = "booking", False
    b = booking_of(c)
    before = _facts(b)
    time_unsaid = bool(b.get(DOUBTED)) and b.get("min") is not None     # (`noted_text`: said once it is answered)
    if s is not None:
        apply_signals(c, s)
    if change is not None:
        change(c)
    if st.get("awaiting") == "confirm" and s is not None and s.yes and not _new_facts(before, _facts(b)):
        send(c)     # «vale, y somos 4»: the booking changed, shown again before it goes
        return
    mark = len(c.replies)
    # the day's first or last free time, taken once the person is known
    first_free = booking_of(c).get("part") == FIRST_FREE or bool(booking_of(c).get("last_free"))
    caveat = diet_guard.told_caveat(c, s)
    advance(c)
    if caveat:
        c.say_before(mark, caveat)
    # a time taken as the first (or last) free one is said back even after a button («Me da igual»)
    said = announce or (s is not None and bool(s.text)) or (first_free and booking_of(c).get("min") is not None)
    proposed = booking_of(c).pop("day_proposed", None)     # the next open day proposed: its own sentence says it
    b = booking_of(c)
    time_now_said = time_unsaid and b.get("min") is not None and not b.get(DOUBTED)
    new_facts = _new_facts(before, _facts(b, ("ymd",) if proposed else ()))
    if said and c.case_state != "handoff" and (time_now_said or new_facts):
        c.say_before(mark, noted_text(c, with_day=not proposed))
        if (either := _larger_party_told(c, s)) is not None:
            c.say_before(mark + 1, either)


def _larger_party_told(c, s) -> str | None:
    """«seremos 3 o 4» booked for 4: which count was taken and that the other is fine, said (a range
    is never taken in silence)."""
    party = booking_of(c).get("party")
    if s is None or not s.party_either or party != s.party or is_staff(c.biz):
        return None
    return say("bk_party_either", c.lang, people=people_text(party, c.lang), smaller=s.party_either)


def send(c) -> None:
    """The customer sends the booking: a pending request for a person, never a confirmation."""
    if not mid_flow(c):
        c.say(say("nothing_to_cancel", c.lang) if not c.state.get("done") else say("pending_noted", c.lang))
        return
    BookingForm(c).send()


def cancel(c) -> None:
    if c.has_pending and THE_SENT_ONE_RE.search(c.signals.norm if c.signals else ""):
        c.say(say("cancel_sent", c.lang, phone=c.biz.phone))      # «anula la primera reserva» while writing another
        booking_step(c, neutral())
        return
    remember_contact(c, booking_of(c))
    keep_dropped(c, "booking")
    reset(c)
    c.cancelled = True
    c.note("cancel", True, "reserva sin enviar descartada")
    c.say(say("bk_left_for_now" if c.signals is not None and c.signals.leaves else "bk_cancelled", c.lang))
    if c.has_pending:       # a request sent before this one stays with a person
        c.say(say("sent_still_live", c.lang, phone=c.biz.phone))
