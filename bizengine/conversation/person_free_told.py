"""Whether one of the staff is free at a time, asked (stop 64): «el martes a las 16 ¿está libre Marta?», «¿tiene
hueco Iago el martes a las 19?», gl «está libre a Marta o martes ás 16?». The question starts (or goes on with) the
appointment with that person, as before, but it is answered first: «Sí, Marta tiene hueco el martes 3 de
noviembre a las 16:00.» When no service is known yet and the person has no room then for any service of theirs,
it is said with their free times that day («Marta no tiene hueco el martes 3 de noviembre a las 11:00; ese día
tiene hueco …»), and the appointment goes on with the person and the day, not that time. With the service known,
a time not free is the booking's own «A las 11:00 no me queda hueco…», as before."""
from __future__ import annotations

from dataclasses import dataclass, replace

from bizengine.business import availability as avail
from bizengine.business.availability.staff import person_does, works_then
from bizengine.conversation.booking_draft import booking_of, is_staff, mid_flow, resource_name_of, resources_by_id
from bizengine.conversation.booking_input import services_of
from bizengine.conversation.messages import free_times_text
from bizengine.language import clock
from bizengine.understanding.lexicon import PERSON_FREE_RE


@dataclass(frozen=True)
class FreeAsked:
    """The person, day and time asked about; `free` is None when the booking's service decides it."""
    person: str
    ymd: str
    minutes: int
    free: bool | None


def asked(c, s) -> FreeAsked | None:
    """«¿está libre <person> <day> a las <time>?» (the day may be the one held), read before the booking takes it."""
    w = s.when
    held = booking_of(c) if mid_flow(c) else {}
    ymd = w.ymd or held.get("ymd")
    if not (is_staff(c.biz) and s.resource in resources_by_id(c.biz) and w.has_time and ymd
            and PERSON_FREE_RE.search(s.norm or "") and not s.want_kw):
        return None
    if not works_then(c.biz, s.resource, ymd, int(w.minutes)):
        return None     # their hours that day answer it (staff_answers)
    if held.get("services") or services_of(c, s)[0]:
        return FreeAsked(s.resource, ymd, int(w.minutes), None)
    return FreeAsked(s.resource, ymd, int(w.minutes), bool(_free_at(c, s.resource, ymd, int(w.minutes))))


def without_the_time(s, ask: FreeAsked | None):
    """The message as the booking reads it: a time the person has no room at is not held."""
    if ask is None or ask.free is not False:
        return s
    return replace(s, when=replace(s.when, minutes=None, has_time=False, time_text=None, hour_guessed=False))


def answer(c, ask: FreeAsked | None, start: int) -> bool:
    """The answer, before what the booking said from `start` on (False when there is none to give)."""
    if ask is None or not mid_flow(c):
        return False
    b = booking_of(c)
    if b.get("resource") != ask.person or b.get("ymd") != ask.ymd:
        return False
    name = resource_name_of(c.biz, ask.person) or ask.person
    day, time = clock.fmt_day(ask.ymd, c.lang), clock.fmt_time(ask.minutes)
    if ask.free is False:
        slots = _free_slots(c, ask.person, ask.ymd)
        text = c.t("person_free_no", person=name, day=day, time=time, times=free_times_text(slots, c.lang)) \
            if slots else c.t("person_free_none", person=name, day=day, time=time)
    elif b.get("min") == ask.minutes:
        text = c.t("person_free_yes", person=name, day=day, time=time)
    else:
        return False    # the service's time refused: the booking says so
    c.note("resource", ask.free is not False, f"¿{ask.person} libre el {ask.ymd} a las {time}?")
    c.replies.insert(start, {"text": text, "meta": None})
    return True


def _services_of_the_person(c, rid: str) -> list[str]:
    return [sid for sid, p in c.biz.products.items() if p.get("duration_minutes") and person_does(c.biz, rid, sid)]


def _free_slots(c, rid: str, ymd: str) -> list[dict]:
    """The person's free times that day for the shortest of their services (any one would do)."""
    free: dict[int, dict] = {}
    for sid in _services_of_the_person(c, rid):
        day = avail.staff_availability(c.biz, ymd, c.now, [sid], rid, c.own)
        for slot in day.get("slots") or [] if day.get("ok") else []:
            if slot.get("left", 1) > 0:
                free.setdefault(int(slot["min"]), slot)
    return [free[m] for m in sorted(free)]


def _free_at(c, rid: str, ymd: str, minutes: int) -> bool:
    return any(int(slot["min"]) == minutes for slot in _free_slots(c, rid, ymd))
