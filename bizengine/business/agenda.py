"""The panel's day view: one row per slot with what is taken, what is the visitor's and the total."""
from __future__ import annotations

from datetime import datetime

from bizengine.business.availability.common import booking_cfg, is_live, is_mine
from bizengine.business.availability.pickup import PickupLoad, order_cfg, pickup_starts
from bizengine.business.availability.staff import overlaps, own_spans, resource_ranges, resources, seeded_busy
from bizengine.business.availability.tables import own_tables, table_background, table_sizes
from bizengine.business.hours import day_ranges
from bizengine.business.seeded import BLOCK
from bizengine.language.clock import fmt_time as _fmt_time


def agenda_of(biz, ymd: str, now: datetime, own=()) -> list[dict]:
    """One row per slot of the day for the panel: {time, min, taken, mine, total}.

    Pickup (businesses that take orders): every pickup slot; total = max_per_slot, taken =
    seeded orders, mine = the visitor's blocks starting there. Tables: every seating step;
    total = all tables, taken = seeded occupied tables, mine = the visitor's tables overlapping.
    Staff: every step; total = people working, taken = people busy (seeded), mine = the
    visitor's appointments overlapping. A closed day gives []. `now` is not used for hiding
    past rows: the panel shows the whole day.

    With live occupancy (`availability.live`, production) `taken` is the other customers' real
    requests instead of the seeded load, and `mine` the blocks flagged as this visitor's."""
    rows = []
    if biz.can("order") or not biz.data.get("booking"):
        cfg = order_cfg(biz)
        load = PickupLoad(biz, cfg, ymd, own)
        for m in pickup_starts(cfg, day_ranges(biz, ymd)):
            total, taken, mine = load.counts(m)
            rows.append({"time": _fmt_time(m), "min": m, "taken": taken, "mine": mine, "total": total})
        return rows
    cfg = booking_cfg(biz)
    step = int(cfg.get("slot_minutes", 30))
    if cfg.get("mode") == "tables":
        sizes = table_sizes(cfg)
        total = sum(c for _s, c in sizes)
        before = int(cfg.get("last_seating_before_close_minutes", 0))
        for a, b in day_ranges(biz, ymd):
            t = a
            while t <= b - before:
                blk = t // BLOCK
                if is_live(own):
                    taken = sum(own_tables(cfg, own, ymd, s, blk, mine=False) for s, _c in sizes)
                else:
                    taken = sum(table_background(biz, cfg, ymd, s, c, blk) for s, c in sizes)
                mine = sum(own_tables(cfg, own, ymd, s, blk, mine=True) for s, _c in sizes)
                rows.append({"time": _fmt_time(t), "min": t, "taken": taken, "mine": mine, "total": total})
                t += step
        return rows
    people = resources(cfg)
    ranges = {r["id"]: resource_ranges(biz, r, ymd) for r in people}
    if is_live(own):
        others = [o for o in own if not is_mine(o)]
        busy = {r["id"]: own_spans(others, ymd, r["id"]) for r in people}
    else:
        busy = {r["id"]: seeded_busy(biz, r, ymd) for r in people}
    times = sorted({t for rr in ranges.values() for a, b in rr for t in range(a, b, step)})
    for t in times:
        working = [r["id"] for r in people if any(a <= t < b for a, b in ranges[r["id"]])]
        taken = sum(1 for rid in working if overlaps(t, t + step, busy[rid]))
        mine = sum(1 for o in own or () if o.get("ymd") == ymd and o.get("start") is not None and is_mine(o)
                   and o.get("end") is not None and o["start"] < t + step and o["end"] > t)
        rows.append({"time": _fmt_time(t), "min": t, "taken": taken, "mine": mine, "total": len(working)})
    return rows
