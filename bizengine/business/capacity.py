"""Capacity checks on real occupancy: does one more request fit, and is any slot overbooked.

Pure: the blocks come from the database (`storage.occupancy`), already without the request
being checked. Only capacity is judged here (orders per pickup slot, tables of a size over the
whole meal, a person's time over the whole appointment): lead times and opening hours were
checked when the customer chose the time and are not re-judged when a person confirms.
"""
from __future__ import annotations

from bizengine.business.availability.common import booking_cfg
from bizengine.business.availability.pickup import order_cfg
from bizengine.business.availability.staff import own_spans
from bizengine.business.availability.tables import fit_size, meal_blocks, meal_minutes, own_tables, table_sizes


def resource_of(biz, block: dict) -> str:
    """What a block uses up: 'pickup', 'tables' or the person's id (for the lock key)."""
    if block["kind"] == "order":
        return "pickup"
    if booking_cfg(biz).get("mode") == "tables":
        return "tables"
    return f"staff:{block.get('resource') or ''}"


def span_of(biz, block: dict) -> tuple[int, int]:
    """[start, end) minutes the block occupies: a table for the whole meal of its party."""
    start = block["start"]
    if block["kind"] == "booking" and booking_cfg(biz).get("mode") == "tables":
        meal = meal_minutes(booking_cfg(biz), int(block.get("party") or 1))
        return start, max(block.get("end") or start, start + meal)
    return start, max(block.get("end") or start + 1, start + 1)


def fits(biz, block: dict, others: list[dict]) -> dict | None:
    """None when the block does not fit beside `others`; else what it takes ({} or {"table_seats": n})."""
    if block["kind"] == "order":
        total = int(order_cfg(biz).get("max_per_slot", 5))
        here = sum(1 for o in others if o.get("kind") == "order" and o.get("ymd") == block["ymd"]
                   and o.get("start") == block["start"])
        return {} if here < total else None
    cfg = booking_cfg(biz)
    if cfg.get("mode") == "tables":
        return _table_fit(cfg, block, others)
    start, end = span_of(biz, block)
    busy = own_spans(others, block["ymd"], block.get("resource"))
    return None if any(start < e and end > s for s, e in busy) else {}


def _table_fit(cfg: dict, block: dict, others: list[dict]) -> dict | None:
    """The block's own table size if one is free for the whole meal, else any larger free size."""
    party = int(block.get("party") or 1)
    meal = meal_minutes(cfg, party)
    wanted = int(block.get("table_seats") or fit_size(cfg, party) or 0)
    sizes = sorted(table_sizes(cfg), key=lambda sc: (sc[0] != wanted, sc[0]))
    for seats, count in sizes:
        if seats < party:
            continue
        worst = max(own_tables(cfg, others, block["ymd"], seats, blk) for blk in meal_blocks(block["start"], meal))
        if worst < count:
            return {"table_seats": seats}
    return None


def overbooked(biz, blocks: list[dict]) -> list[dict]:
    """Every block that does not fit beside the ones before it (in the given order): [] when
    the occupancy respects capacity everywhere. Used by the consistency check and the tests."""
    out: list[dict] = []
    placed: list[dict] = []
    for block in blocks:
        if block.get("ymd") is None or block.get("start") is None:
            continue
        taken = fits(biz, block, placed)
        if taken is None:
            out.append(block)
        else:
            placed.append({**block, **taken})
    return out
