"""Staff mode: appointment starts with a person who does every asked service and is free for
the whole appointment (see the package docstring)."""
from __future__ import annotations

from datetime import datetime

from bizengine.business.availability.common import booking_cfg, day_gate, is_live, result
from bizengine.business.hours import closed_on, day_ranges, earliest_start, is_reachable, special_day, weekly_ranges
from bizengine.business.seeded import base_load, hash01
from bizengine.language.clock import fmt_time as _fmt_time


def resources(cfg: dict) -> list[dict]:
    return list(cfg.get("resources", []) or [])


def _does(resource: dict, service: str) -> bool:
    return resource.get("services") == "all" or service in (resource.get("services") or [])


def eligible_resources(biz, services) -> list[dict]:
    """Resources (dataset order) that do every one of `services`."""
    if isinstance(services, str):
        services = [s for s in services.split(",") if s]
    services = list(services or [])
    return [r for r in resources(booking_cfg(biz)) if all(_does(r, s) for s in services)]


def person_does(biz, rid: str, service: str) -> bool:
    """Whether the resource `rid` does `service`."""
    return any(r["id"] == rid for r in eligible_resources(biz, [service]))


def works_then(biz, rid: str, ymd: str | None, minute: int | None) -> bool:
    """Whether the resource `rid` works on `ymd` (at `minute`, when given); True without a day."""
    person = next((r for r in resources(booking_cfg(biz)) if r.get("id") == rid), None)
    if person is None or not ymd:
        return person is not None
    ranges = resource_ranges(biz, person, ymd)
    return bool(ranges) if minute is None else any(a <= minute < b for a, b in ranges)


def service_minutes(biz, services) -> int | None:
    """Sum of the services' `duration_minutes`; None if one is unknown or has no duration."""
    total = 0
    for sid in services or []:
        p = biz.products.get(sid)
        if not p or not p.get("duration_minutes"):
            return None
        total += int(p["duration_minutes"])
    return total or None


def resource_ranges(biz, resource: dict, ymd: str) -> list[tuple[int, int]]:
    """A resource's working ranges on a day ([] on a closure of the business; on a special day,
    only the part inside the business's hours of that day)."""
    if closed_on(biz, ymd):
        return []
    own = weekly_ranges(resource.get("hours"), ymd)
    if special_day(biz, ymd) is None:
        return own
    open_ranges = day_ranges(biz, ymd)
    return [(max(a, c), min(b, d)) for a, b in own for c, d in open_ranges if max(a, c) < min(b, d)]


def seeded_busy(biz, resource: dict, ymd: str) -> list[tuple[int, int]]:
    """Deterministic background appointments (start, end) of one resource on one day.

    Walks each working range on a 30-minute grid; at each step hash01 decides whether an
    appointment of 30, 45, 60, 75 or 90 minutes (also from hash01) starts there, otherwise
    the next 30 minutes stay free. The start probability is L / (2 - L) for the day-part
    load L, so that on average a fraction L of the working time is busy (mean length 60)."""
    cfg = booking_cfg(biz)
    rid = resource.get("id", "")
    out = []
    for a, b in resource_ranges(biz, resource, ymd):
        t = a
        while t + 30 <= b:
            key = f"{biz.slug}|{ymd}|{rid}|{t}"
            load = base_load(cfg, ymd, t)
            if hash01(key) < load / (2.0 - load):
                length = 30 + 15 * int(hash01(key + "|len") * 5)
                end = min(t + length, b)
                out.append((t, end))
                t = end
            else:
                t += 30
    return out


def overlaps(a: int, b: int, spans) -> bool:
    return any(a < e and b > s for s, e in spans)


def own_spans(own, ymd: str, rid: str | None) -> list[tuple[int, int]]:
    return [(o["start"], o["end"]) for o in own or ()
            if o.get("ymd") == ymd and o.get("resource") == rid
            and o.get("start") is not None and o.get("end") is not None]


def _staff_free_starts(biz, cfg, resource, ymd, minutes, own) -> set[int]:
    step = int(cfg.get("slot_minutes", 15))
    seeded = [] if is_live(own) else seeded_busy(biz, resource, ymd)
    busy = seeded + own_spans(own, ymd, resource["id"])
    out = set()
    for a, b in resource_ranges(biz, resource, ymd):
        t = a
        while t + minutes <= b:
            if not overlaps(t, t + minutes, busy):
                out.add(t)
            t += step
    return out


def staff_availability(biz, ymd: str, now: datetime, services, resource=None, own=()) -> dict:
    """Appointment starts for `services` (summed durations): {ok, reason, slots: [{time, min, left, resource}]}.

    `resource` (an id) restricts to one person; `left` counts the eligible people free then."""
    cfg = booking_cfg(biz)
    if isinstance(services, str):
        services = [s for s in services.split(",") if s]
    minutes = service_minutes(biz, services)
    if not minutes:
        return result(False, "service")
    people = eligible_resources(biz, services)
    if resource is not None:
        people = [r for r in people if r["id"] == resource]
    if not people:
        return result(False, "resource")
    gate = day_gate(now, ymd, cfg.get("horizon_days"))
    if gate:
        return result(False, gate)
    if not any(resource_ranges(biz, r, ymd) for r in people):
        return result(False, "closed")
    reach = earliest_start(now, cfg.get("lead_minutes", 0))
    step = int(cfg.get("slot_minutes", 15))
    candidates = set()
    for r in people:
        for a, b in resource_ranges(biz, r, ymd):
            t = a
            while t + minutes <= b:
                candidates.add(t)
                t += step
    starts = sorted(m for m in candidates if is_reachable(ymd, m, reach))
    if not starts:
        return result(False, "past")
    free = [(r["id"], _staff_free_starts(biz, cfg, r, ymd, minutes, own)) for r in people]
    slots = []
    for m in starts:
        ids = [rid for rid, ok in free if m in ok]
        if ids:
            slots.append({"time": _fmt_time(m), "min": m, "left": len(ids), "resource": ids[0]})
    if not slots:
        return result(False, "full")
    return result(True, None, slots)
