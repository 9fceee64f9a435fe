"""The booking's draft (`state["booking"]`, JSON) and what it reads from the business: the
booking's settings, its services and people, its duration and price, the days with a free slot,
and the card and request built from it."""
from __future__ import annotations

from bizengine.business import availability as avail
from bizengine.business.availability.tables import meal_minutes
from bizengine.business.product_names import product_name
from bizengine.conversation.form import day_ruled_out
from bizengine.conversation.messages import join_list, say
from bizengine.conversation.records import Request
from bizengine.language import clock
from bizengine.language.times import PART_RANGES as PART_RANGES

MAX_DAY_CHIPS = 6
FIRST_FREE = "first"      # the draft's `part` when the first free time of the day was asked for


def empty_booking() -> dict:
    return {"party": None, "services": [], "resource": None, "ymd": None, "min": None, "part": None,
            "name": None, "phone": None, "note": None, "table_seats": None, "assigned": None, "questions": []}


def people_text(n: int, lang: str) -> str:
    return say("bk_person_one", lang) if int(n) == 1 else say("bk_people", lang, n=n)


def booking_of(c) -> dict:
    b = c.state.get("booking") or {}
    if set(empty_booking()) - set(b):
        b = {**empty_booking(), **b}
    c.state["booking"] = b
    return b


# ---------------------------------------------------------------- reading the business

def cfg(biz) -> dict:
    return biz.data.get("booking") or {}


def is_staff(biz) -> bool:
    return cfg(biz).get("mode") == "staff"


def services_per_person(biz) -> bool:
    """Whether each service is done to one person (`booking.services_per_person`), not to a thing
    brought in (two jobs on one thing are no two people): then a count of services may be people."""
    return bool(cfg(biz).get("services_per_person"))


def bookable_service(biz, product: dict) -> bool:
    """A catalogue entry that is booked, not ordered: it has a duration and the business books
    people by service."""
    return bool(product.get("duration_minutes")) and biz.can("booking") and is_staff(biz)


def mid_flow(c) -> bool:
    st = c.state
    return st.get("intent") == "booking" and not st.get("done")


def resources_by_id(biz) -> dict:
    return {r["id"]: r for r in cfg(biz).get("resources", []) or []}


def resource_name_of(biz, rid) -> str | None:
    r = resources_by_id(biz).get(rid)
    return r.get("name", rid) if r else None


def _service_name(biz, sid, lang: str) -> str:
    return product_name(biz.products[sid], lang) if sid in biz.products else str(sid)


def services_text(biz, services, lang) -> str:
    """Catalogue names of services inside a sentence, joined with «y» (first letter lowered)."""
    names = [_service_name(biz, s, lang) for s in services]
    return join_list([n[:1].lower() + n[1:] for n in names], lang)


def duration(c) -> int | None:
    b = booking_of(c)
    if is_staff(c.biz):
        return avail.service_minutes(c.biz, b["services"]) if b["services"] else None
    return meal_minutes(cfg(c.biz), int(b["party"])) if b["party"] else None


def total_cents(c) -> int | None:
    b = booking_of(c)
    if not is_staff(c.biz):
        return None
    return sum(int((c.biz.products.get(s) or {}).get("price_cents") or 0) for s in b["services"])


def asked_resource(b) -> str | None:
    return b["resource"] if b["resource"] not in (None, "any") else None


def availability(c, ymd: str) -> dict:
    b = booking_of(c)
    if is_staff(c.biz):
        return avail.staff_availability(c.biz, ymd, c.now, b["services"], asked_resource(b), c.own)
    return avail.table_availability(c.biz, ymd, c.now, int(b["party"]), c.own)


def day_availability(c, ymd: str) -> dict:
    """`availability` of a day, a day that cannot be asked (gone by) being closed to it."""
    try:
        return availability(c, ymd)
    except ValueError:
        return {"ok": False, "reason": "past", "slots": []}


def free_slots(c, ymd: str) -> list[dict]:
    """The slots of a day with a place left, in time order ([] on a day refused)."""
    day = day_availability(c, ymd)
    return [slot for slot in day.get("slots") or [] if slot.get("left", 1) > 0] if day.get("ok") else []


def booking_days(c, limit: int = MAX_DAY_CHIPS, since: str | None = None) -> list[str]:
    """The next days (today, or `since`, up to the horizon) with at least one free slot for this booking."""
    today = clock.today(c.now)
    # «el lunes por la noche»: days with a night
    lo, hi = PART_RANGES.get(booking_of(c).get("part") or "", (0, 24 * 60))
    out: list[str] = []
    for i in range(int(cfg(c.biz).get("horizon_days", 60)) + 1):
        day = clock.add_days(today, i)
        if (since and day < since) or day_ruled_out(booking_of(c), day):
            continue
        free = availability(c, day)
        if free["ok"] and any(lo <= slot["min"] < hi and slot.get("left", 1) > 0 for slot in free.get("slots") or ()):
            out.append(day)
            if len(out) >= limit:
                break
    return out


# ---------------------------------------------------------------- card and request

def _services_rows(c) -> list[dict]:
    rows = []
    for sid in booking_of(c)["services"]:
        p = c.biz.products.get(sid) or {}
        rows.append({"item_id": sid, "name": _service_name(c.biz, sid, c.lang), "price_cents": p.get("price_cents"),
                     "duration_minutes": p.get("duration_minutes")})
    return rows


def _resource_of(c) -> str | None:
    """The person the booking is with: the one asked for, else the one the slot assigned."""
    b = booking_of(c)
    return asked_resource(b) or b.get("assigned")


def booking_data(c) -> dict:
    b = booking_of(c)
    has_time = b.get("min") is not None
    data = {"lang": c.lang, "ymd": b.get("ymd"), "min": b.get("min"),
            "time": clock.fmt_time(b["min"]) if has_time else None, "duration": duration(c)}
    if is_staff(c.biz):
        rid = _resource_of(c)
        data.update(services=list(b["services"]), resource=rid, resource_name=resource_name_of(c.biz, rid))
    else:
        data.update(party=b.get("party"), table_seats=b.get("table_seats"))
    data.update(name=b.get("name"), phone=b.get("phone"), note=b.get("note"),
                questions=list(b.get("questions") or []))
    return data


def moments_offered(c) -> dict:
    """A choice of moments still held («el martes a las 10 o a las 12») when a person takes the
    booking: the day they share and each time, for the person to read (no slot is held)."""
    choice = booking_of(c).get("day_choice") or {}
    days, times = list(choice.get("days") or []), list(choice.get("times") or [])
    if booking_of(c).get("ymd") or len(set(days)) != 1 or not times:
        return {}
    shown = [clock.fmt_time(minutes) for minutes in times]
    return {"ymd": days[0], "time": join_list(shown, "es", "or"), "times": shown}     # the staff read Spanish


def booking_card(c, status: str) -> dict:
    b = booking_of(c)
    data = booking_data(c)
    card = {"type": "booking", "status": status, "ymd": b.get("ymd"),
            "day_label": clock.fmt_day(b["ymd"], c.lang) if b.get("ymd") else None,
            "time": data["time"], "duration": data["duration"], "name": b.get("name"),
            "total_cents": total_cents(c)}
    if is_staff(c.biz):
        card.update(services=_services_rows(c), resource=data["resource"], resource_name=data["resource_name"])
    else:
        card.update(party=b.get("party"), table_seats=b.get("table_seats"))
    if b.get("note"):
        card["note"] = b["note"]      # what the customer reads before sending: the things noted too
    return card


def booking_request(c, status: str) -> Request:
    b = booking_of(c)
    data = booking_data(c)
    has_slot = bool(b.get("ymd")) and b.get("min") is not None and data["duration"]
    return {
        "kind": "booking",
        "status": status,
        "slot_start": clock.iso_at(b["ymd"], b["min"]) if has_slot else None,
        "slot_end": clock.iso_at(b["ymd"], b["min"] + data["duration"]) if has_slot else None,
        "total_cents": total_cents(c),
        "data": data,
    }
