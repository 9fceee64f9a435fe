"""What the three kinds of availability share: the live-occupancy marker, the gate of a day
(past, too far), the result shape and the nearest slots (see the package docstring)."""
from __future__ import annotations

from datetime import datetime

from bizengine.business.hours import ymd_date
from bizengine.language.clock import add_days as _add_days
from bizengine.language.clock import today as _today

LIVE = {"kind": "live_occupancy"}   # a block without a day: "these are the real requests, no seeded load"


def live(blocks) -> list[dict]:
    """The business's real requests as `own` blocks: no seeded background is added to them."""
    return [LIVE, *blocks]


def is_live(own) -> bool:
    return any(o.get("kind") == LIVE["kind"] for o in own or ())


def is_mine(block: dict) -> bool:
    return block.get("mine", True)


def result(ok: bool, reason: str | None, slots: list | None = None) -> dict:
    return {"ok": ok, "reason": None if ok else reason, "slots": slots or []}


def day_gate(now: datetime, ymd: str, horizon_days: int | None) -> str | None:
    """past / too_far for a day, or None when the day is within [today, today + horizon].
    Raises ValueError for a day that does not exist (the API answers 400)."""
    _check_ymd(ymd)
    today = _today(now)
    if ymd < today:
        return "past"
    if horizon_days is not None and ymd > _add_days(today, int(horizon_days)):
        return "too_far"
    return None


def _check_ymd(ymd: str) -> None:
    """Raise ValueError unless `ymd` is an existing 'YYYY-MM-DD' day (the API answers 400)."""
    if not isinstance(ymd, str) or len(ymd) != 10:
        raise ValueError(f"not a YYYY-MM-DD day: {ymd!r}")
    ymd_date(ymd)


def booking_cfg(biz) -> dict:
    return biz.data.get("booking") or {}


def nearest(slots: list, minutes: int, n: int = 3) -> list:
    """The n slots closest to `minutes` (a tie goes to the later slot), in time order."""
    ranked = sorted(slots, key=lambda s: (abs(s["min"] - minutes), -s["min"]))
    return sorted(ranked[:n], key=lambda s: s["min"])
