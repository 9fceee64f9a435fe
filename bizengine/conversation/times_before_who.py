"""When to come asked while «¿Con quién quieres la cita?» is open (stop 64): «¿a qué hora puedo ir?», «¿a qué
hora hay hueco?», «¿qué horas tenéis libres?», gl «¿a que hora podo ir?», with a day held and no time. The
question is about the day, not the person: each person's free times that day are said («El martes 3 de
noviembre Marta tiene hueco a las 10:00 y de 12:00 a 13:00. Iago tiene hueco de 15:00 a 19:30.») and who
is asked again, so the answer can be a person or a time. Never the who question alone, as if nothing
was asked."""
from __future__ import annotations

from collections.abc import Callable

from bizengine.business import availability as avail
from bizengine.conversation.booking_draft import booking_of, is_staff, mid_flow, resource_name_of
from bizengine.conversation.booking_form import booking_step
from bizengine.conversation.messages import free_times_text
from bizengine.language import clock
from bizengine.understanding.lexicon import COME_WHEN_RE, FREE_TIMES_ASKED_RE, PICK_UP_WHEN_RE


def asked(c, s) -> bool:
    """When to come, or which times are free, asked to «¿Con quién…?» with a day held (no day, time or
    person said: those are answers, read as before)."""
    norm = s.norm or ""
    if not (is_staff(c.biz) and mid_flow(c) and c.state.get("awaiting") == "resource"):
        return False
    if s.resource or s.when.has_time or not (booking_of(c).get("ymd") or s.when.has_day):
        return False
    return bool(FREE_TIMES_ASKED_RE.search(norm) or s.question and COME_WHEN_RE.search(norm)
                and not PICK_UP_WHEN_RE.search(norm))


def answer(c, s, reprompt_open: Callable[..., None]) -> None:
    """Each person's free times on the day held, then «¿Con quién…?» again. A day said with it («¿a qué
    hora puedo ir el miércoles?») is taken first, as an answer would be; its times go before the question."""
    if not s.when.has_day:
        _say_each_free(c)
        reprompt_open(c)
        return
    start = len(c.replies)
    booking_step(c, s)
    asked_now = c.asked_at is not None and c.asked_at >= start and len(c.replies) > start
    if asked_now and mid_flow(c) and c.state.get("awaiting") == "resource" and booking_of(c).get("ymd"):
        question = c.replies.pop()
        _say_each_free(c)
        c.replies.append(question)


def _say_each_free(c) -> None:
    b = booking_of(c)
    ymd = b["ymd"]
    said = [_person_times(c, person, ymd, b["services"]) for person in avail.eligible_resources(c.biz, b["services"])
            if avail.resource_ranges(c.biz, person, ymd)]
    said = [text for text in said if text]
    c.note("resource", True, f"cuándo ir, preguntado ante «¿con quién?»: las horas libres de cada uno el {ymd}")
    b["free_told"] = True       # a time taken next is asked of those free then, not of all who work then
    c.state.pop("asked", None)      # answered, not ignored: no «Para seguir necesito…» before the question
    if said:
        c.say(c.t("free_times_day", day=clock.fmt_day(ymd, c.lang)) + " " + " ".join(said))


def _person_times(c, person: dict, ymd: str, services: list[str]) -> str:
    """«Marta tiene hueco a las 10:00 y de 12:00 a 13:00.» («Iago no tiene hueco.» when they have none)."""
    day = avail.staff_availability(c.biz, ymd, c.now, services, person["id"], c.own)
    slots = [slot for slot in day.get("slots") or [] if slot.get("left", 1) > 0] if day.get("ok") else []
    name = resource_name_of(c.biz, person["id"]) or person["id"]
    if not slots:
        return c.t("free_times_person_none", person=name)
    return c.t("free_times_person", person=name, times=free_times_text(slots, c.lang))
