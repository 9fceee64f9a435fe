"""Pickup slots of orders: slots every `slot_minutes` of the opening ranges, each taking
`max_per_slot` orders; lead times of a day or more count whole days (see the package docstring)."""
from __future__ import annotations

from datetime import datetime

from bizengine.business.availability.common import day_gate, is_live, is_mine, result
from bizengine.business.hours import day_ranges, earliest_start, is_reachable
from bizengine.business.seeded import background_load
from bizengine.language.clock import add_days as _add_days
from bizengine.language.clock import fmt_time as _fmt_time
from bizengine.language.clock import today as _today

LONG_LEAD = 24 * 60     # from this lead time on, only whole days count (see module doc)


def order_cfg(biz) -> dict:
    return biz.data.get("order") or {}


def pickup_starts(cfg: dict, ranges) -> list[int]:
    step = int(cfg.get("slot_minutes", 30))
    before = int(cfg.get("last_slot_before_close_minutes", 15))
    out = []
    for a, b in ranges:
        t = a
        while t <= b - before:
            out.append(t)
            t += step
    return out


class PickupLoad:
    """How full each pickup slot of one day is: (total, taken by the background or other
    customers, mine). The day's blocks are counted by start once, not once per slot."""

    def __init__(self, biz, cfg: dict, ymd: str, own):
        self.biz, self.cfg, self.ymd = biz, cfg, ymd
        self.total = int(cfg.get("max_per_slot", 5))
        self.live = is_live(own)
        self.at: dict[int, list[int]] = {}        # start → [others, mine]
        for o in own or ():
            if o.get("ymd") == ymd and o.get("start") is not None:
                self.at.setdefault(o["start"], [0, 0])[1 if is_mine(o) else 0] += 1

    def counts(self, minutes: int) -> tuple[int, int, int]:
        others, mine = self.at.get(minutes, (0, 0))
        if self.live:
            return self.total, others, mine
        return self.total, round(self.total * background_load(self.biz, self.cfg, self.ymd, minutes)), mine


def pickup_availability(biz, ymd: str, now: datetime, lead_minutes: int, own=()) -> dict:
    """Pickup slots of a day: {ok, reason, slots: [{time, min, left}]} (slots with left 0 omitted)."""
    reason, slots = _pickup_slots(biz, ymd, now, lead_minutes, own)
    return result(reason is None, reason, slots)


def _pickup_slots(biz, ymd: str, now: datetime, lead_minutes: int, own, first_only: bool = False
                  ) -> tuple[str | None, list[dict]]:
    """(None, the open slots) or (the reason, []); `first_only` stops at the first open slot."""
    cfg = order_cfg(biz)
    gate = day_gate(now, ymd, cfg.get("horizon_days"))
    if gate:
        return gate, []
    ranges = day_ranges(biz, ymd)
    if not ranges:
        return "closed", []
    reach = earliest_start(now, lead_minutes)
    whole_days = cfg.get("lead_counting", "days") == "days"
    if whole_days and (lead_minutes or 0) >= LONG_LEAD and not is_reachable(ymd, ranges[0][0], reach):
        return "past", []
    reachable = False
    slots = []
    load = PickupLoad(biz, cfg, ymd, own)
    for m in pickup_starts(cfg, ranges):
        if not is_reachable(ymd, m, reach):
            continue
        reachable = True
        total, taken, mine = load.counts(m)
        left = max(0, total - taken - mine)
        if left > 0:
            slots.append({"time": _fmt_time(m), "min": m, "left": left})
            if first_only:
                break
    if not slots:
        return ("full" if reachable else "past"), []
    return None, slots


def pickup_days(biz, now: datetime, lead_minutes: int, own=(), limit: int = 6,
                since: str | None = None) -> list[str]:
    """The next days (from today, or from `since`, up to the horizon) with at least one pickup slot."""
    cfg = order_cfg(biz)
    today = _today(now)
    horizon = int(cfg.get("horizon_days", 60))
    out = []
    for i in range(horizon + 1):
        day = _add_days(today, i)
        if since and day < since:
            continue
        if _pickup_slots(biz, day, now, lead_minutes, own, first_only=True)[0] is None:
            out.append(day)
            if len(out) >= limit:
                break
    return out
