"""Tables mode: seatings for a party, on tables of a size that fits and stays free for the
whole meal (see the package docstring)."""
from __future__ import annotations

from datetime import datetime

from bizengine.business.availability.common import booking_cfg, day_gate, is_live, is_mine, result
from bizengine.business.hours import day_ranges, earliest_start, is_reachable
from bizengine.business.seeded import BLOCK, base_load, clamp01, hash01
from bizengine.language.clock import fmt_time as _fmt_time


def meal_minutes(cfg: dict, party: int) -> int:
    dur = cfg.get("duration_minutes") or {}
    default = int(dur.get("default", 90))
    long_from = dur.get("long_from")
    if long_from is not None and party >= int(long_from):
        return int(dur.get("long", default))
    return default


def table_sizes(cfg: dict) -> list[tuple[int, int]]:
    """[(seats, count)] sorted by seats, same sizes merged."""
    sizes: dict[int, int] = {}
    for t in cfg.get("tables", []) or []:
        sizes[int(t["seats"])] = sizes.get(int(t["seats"]), 0) + int(t["count"])
    return sorted(sizes.items())


def fit_size(cfg: dict, party: int) -> int | None:
    for seats, _count in table_sizes(cfg):
        if seats >= party:
            return seats
    return None


def table_background(biz, cfg: dict, ymd: str, seats: int, count: int, block: int) -> int:
    """Seeded number of tables of `seats` occupied during 30-minute `block` of `ymd`."""
    minutes = block * BLOCK
    noise = (hash01(f"{biz.slug}|{ymd}|{block}|t{seats}") - 0.5) * 0.5
    return round(count * clamp01(base_load(cfg, ymd, minutes) + noise))


def _own_table_seats(cfg: dict, block: dict) -> int | None:
    if block.get("table_seats"):
        return int(block["table_seats"])
    if block.get("party"):
        return fit_size(cfg, int(block["party"]))
    return None


def own_tables(cfg: dict, own, ymd: str, seats: int, block: int, mine: bool | None = None) -> int:
    """Tables of `seats` the blocks hold during `block` (only mine / only others' with `mine`)."""
    a, b = block * BLOCK, (block + 1) * BLOCK
    n = 0
    for o in own or ():
        if o.get("ymd") != ymd or o.get("start") is None or (mine is not None and is_mine(o) != mine):
            continue
        # a table is held at least for the meal length of its party, whatever `end` says
        end = max(o.get("end") or 0, o["start"] + meal_minutes(cfg, int(o.get("party") or 1)))
        if o["start"] < b and end > a and _own_table_seats(cfg, o) == seats:
            n += 1
    return n


def meal_blocks(start: int, minutes: int) -> range:
    return range(start // BLOCK, (start + minutes - 1) // BLOCK + 1)


def _tables_free(biz, cfg, ymd, seats, count, start, minutes, own) -> tuple[int, int, int]:
    """(free for the whole meal, worst background, worst own) for one table size."""
    worst_bg = worst_own = worst = 0
    seeded = not is_live(own)
    for blk in meal_blocks(start, minutes):
        bg = table_background(biz, cfg, ymd, seats, count, blk) if seeded else 0
        mine = own_tables(cfg, own, ymd, seats, blk)
        worst_bg, worst_own, worst = max(worst_bg, bg), max(worst_own, mine), max(worst, bg + mine)
    return max(0, count - worst), worst_bg, worst_own


def _seatings(cfg: dict, ranges, minutes: int) -> list[int]:
    step = int(cfg.get("slot_minutes", 30))
    before = int(cfg.get("last_seating_before_close_minutes", 0))
    out = []
    for a, b in ranges:
        t = a
        while t <= b - before and t + minutes <= b:
            out.append(t)
            t += step
    return out


def last_seatings(biz, ymd: str) -> list[int]:
    """The latest seating of each opening of the day for a table of two, free or not («¿hasta qué
    hora se puede reservar?»): the meal must end by closing time."""
    cfg = booking_cfg(biz)
    minutes = meal_minutes(cfg, 2)
    return [times[-1] for rng in day_ranges(biz, ymd) if (times := _seatings(cfg, [rng], minutes))]


def table_availability(biz, ymd: str, now: datetime, party: int, own=()) -> dict:
    """Seating times of a day for a party: {ok, reason, slots: [{time, min, left, table}]}.

    `table` is the seats of the smallest table size that fits and is free for the whole meal;
    `left` counts the free tables (any fitting size) for that meal."""
    cfg = booking_cfg(biz)
    limits = cfg.get("party") or {}
    try:
        party = int(party)
    except (TypeError, ValueError):
        return result(False, "party")
    if party < int(limits.get("min", 1)) or party > int(limits.get("max", 10**6)) or fit_size(cfg, party) is None:
        return result(False, "party")
    gate = day_gate(now, ymd, cfg.get("horizon_days"))
    if gate:
        return result(False, gate)
    ranges = day_ranges(biz, ymd)
    if not ranges:
        return result(False, "closed")
    meal = meal_minutes(cfg, party)
    reach = earliest_start(now, cfg.get("lead_minutes", 0))
    starts = [m for m in _seatings(cfg, ranges, meal) if is_reachable(ymd, m, reach)]
    if not starts:
        return result(False, "past")
    sizes = [(s, c) for s, c in table_sizes(cfg) if s >= party]
    slots = []
    for m in starts:
        chosen, left = None, 0
        for seats, count in sizes:
            free = _tables_free(biz, cfg, ymd, seats, count, m, meal, own)[0]
            if free > 0 and chosen is None:
                chosen = seats
            left += free
        if chosen is not None:
            slots.append({"time": _fmt_time(m), "min": m, "left": left, "table": chosen})
    if not slots:
        return result(False, "full")
    return result(True, None, slots)
