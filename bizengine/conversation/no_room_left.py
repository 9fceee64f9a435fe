"""«¿tenéis hueco hoy?», «¿tenéis algo hoy?» before the service (or the party) is known: a day with no
free time for anything the booking could hold is said at once, with the first day that has room,
before the booking's next question, not after the customer has chosen what they want («Apunto: cita
hoy… ¿Qué servicio quieres?», and only then «Hoy ya no me quedan horas»)."""
from __future__ import annotations

from bizengine.business import availability as avail
from bizengine.conversation.booking_draft import asked_resource, bookable_service, booking_of, cfg, is_staff
from bizengine.language import clock

_DAYS_LOOKED_AT = 14        # the first day with room is looked for so far ahead (else only the day's news)


def no_room_statement(c, ymd: str) -> str | None:
    """The sentence that says the day has no room left for anything, with the first day that has;
    None when something still fits that day (or the day is refused for another reason: closed, too far)."""
    if _room_on(c, ymd) is not False:
        return None
    first = next((day for day in (clock.add_days(ymd, i) for i in range(1, _DAYS_LOOKED_AT + 1))
                  if _room_on(c, day)), None)
    lang, today = c.lang, ymd == clock.today(c.now)
    c.note("booking", False, f"{ymd}: sin hueco para nada" + (f"; lo primero, {first}" if first else ""))
    if first is None:
        return c.t("bk_today_gone_note" if today else "bk_day_full_note", day=clock.fmt_day(ymd, lang))
    return c.t("first_day_instead" if today else "bk_day_full_first", day=clock.fmt_day(first if today else ymd, lang),
               first=clock.fmt_day(first, lang))


def _room_on(c, ymd: str) -> bool | None:
    """Whether anything the booking could hold has a free time that day; None when the day is refused
    for a reason other than being full (closed, gone by, too far: the form says those)."""
    b = booking_of(c)
    full = False
    for check in _checks(c, b):
        try:
            res = check(ymd)
        except ValueError:
            return None
        if res["ok"] and any(slot.get("left", 1) > 0 for slot in res.get("slots") or ()):
            return True
        if res["ok"] or res.get("reason") in ("full", "past"):
            full = True
        else:
            return None
    return False if full else None


def _checks(c, b: dict) -> list:
    if is_staff(c.biz):
        choices = b.get("service_choices") or [pid for pid, p in c.biz.products.items() if bookable_service(c.biz, p)]
        return [lambda ymd, sid=sid: avail.staff_availability(c.biz, ymd, c.now, [sid], asked_resource(b), c.own)
                for sid in choices]
    least = int((cfg(c.biz).get("party") or {}).get("min") or 1)
    return [lambda ymd: avail.table_availability(c.biz, ymd, c.now, least, c.own)]
