"""«¿Quién me puede hacer X el martes por la mañana?»: who does X that day (those who work then,
with their hours), from the staff list. Asked as a wish, the appointment is written down as ever
and the answer goes first; asked alone («¿quién hace X el sábado?»), it is the answer."""
from __future__ import annotations

import re

from bizengine.business.availability.staff import eligible_resources, resource_ranges
from bizengine.business.product_names import product_name
from bizengine.conversation.booking_draft import is_staff, resource_name_of
from bizengine.conversation.info import ranges_in_part
from bizengine.conversation.messages import join_list, ranges_text, say
from bizengine.conversation.records import DayAsked
from bizengine.language import clock

# «quién», «quen», and as typed in a hurry («qien», «kien»)
WHO_RE = re.compile(r"\b(?:quien|quen|quienes|quens|qien|kien)\b")


def doers_on(c, sid: str, asked: DayAsked) -> list[tuple[str, list]]:
    """Those who do the service and work that day (in the part of it asked), with their hours then."""
    return [(person["id"], ranges) for person in eligible_resources(c.biz, [sid])
            if (ranges := ranges_in_part(resource_ranges(c.biz, person, asked.ymd), asked.part))]


def day_text(c, sid: str, asked: DayAsked) -> str:
    """«<X> el martes 3 de noviembre: lo hace Marta (de 10:00 a 14:00).»"""
    service = product_name(c.biz.products[sid], c.lang)
    people = [say("staff_person_times", c.lang, person=resource_name_of(c.biz, rid) or rid,
                  times=ranges_text(ranges, c.lang)) for rid, ranges in doers_on(c, sid, asked)]
    key = "staff_who_day_nobody" if not people else "staff_who_day" if len(people) == 1 else "staff_who_day_many"
    return say(key, c.lang, service=service, day=clock.fmt_day(asked.ymd, c.lang), people=join_list(people, c.lang))


def plain_text(c, sid: str) -> str:
    """«<X>: lo hace Marta.»"""
    doers = [resource_name_of(c.biz, r["id"]) or r["id"] for r in eligible_resources(c.biz, [sid])]
    key = "staff_who" if len(doers) == 1 else "staff_who_many"
    return say(key, c.lang, service=product_name(c.biz.products[sid], c.lang), people=join_list(doers, c.lang))


def answer_beside_booking(c, s, start: int) -> bool:
    """«¿quién me puede hacer X el martes?» written down as an appointment: who does X then (the day
    the appointment holds), said before what the booking went on to say; whether it was said."""
    held = c.state.get("booking") or {}
    asked = [sid for sid in _services_named(c, s) if sid in (held.get("services") or [])]
    if not (asked and s.question and s.resource is None and is_staff(c.biz) and WHO_RE.search(s.norm or "")):
        return False
    day = DayAsked(held["ymd"], held.get("part")) if held.get("ymd") else None
    texts = [day_text(c, sid, day) if day else plain_text(c, sid) for sid in asked]
    c.note("staff", True, f"quién hace {', '.join(asked)}" + (f" el {day.ymd}" if day else ""))
    c.say_before(start, " ".join(texts))
    return True


def _services_named(c, s) -> list[str]:
    ids = [line["item_id"] for line in s.items.lines]
    return [i for i in dict.fromkeys(ids) if (c.biz.products.get(i) or {}).get("duration_minutes")]
