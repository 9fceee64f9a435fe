"""Opening hours of a business on a day (weekly hours, closures and special days) and the Madrid
clock arithmetic that lead times need (absolute instants, exact across DST changes).

A closure does not open at all; a special day (`special_days` in business.json: date, hours, name)
opens with its own hours instead of its weekday's, e.g. a public holiday with Sunday hours. With
`keep_weekly_rest` a special day that falls on the weekly rest stays closed."""
from __future__ import annotations

from datetime import date, datetime, timedelta, timezone
from functools import lru_cache

from bizengine.language.clock import MADRID, WEEKDAY_KEYS
from bizengine.language.clock import add_days as _add_days
from bizengine.language.clock import weekday_key as _weekday_key

OPENING_LOOKAHEAD_DAYS = 14


def ymd_date(ymd: str) -> date:
    return date.fromisoformat(ymd)


def _hm(hhmm: str) -> int:
    h, m = hhmm.split(":")
    return int(h) * 60 + int(m)


def _instant(ymd: str, minutes: int) -> datetime:
    """The aware Madrid datetime of a wall day and minute (24:00 → next midnight)."""
    d = ymd_date(ymd) + timedelta(days=minutes // (24 * 60))
    m = minutes % (24 * 60)
    return datetime(d.year, d.month, d.day, m // 60, m % 60, tzinfo=MADRID)


def _madrid(now: datetime) -> datetime:
    """`now` in Madrid; a naive datetime is taken as UTC (as `when.madrid_parts` does)."""
    if now.tzinfo is None:
        now = now.replace(tzinfo=timezone.utc)
    return now.astimezone(MADRID)


def earliest_start(now: datetime, lead_minutes: int) -> datetime:
    """The earliest absolute instant a slot may start at: now + lead of elapsed time.

    Done in UTC: adding to a Madrid datetime would add wall time, wrong across DST."""
    return _madrid(now).astimezone(timezone.utc) + timedelta(minutes=lead_minutes or 0)


def is_reachable(ymd: str, minutes: int, reach: datetime) -> bool:
    return _instant_utc(ymd, minutes) >= reach


@lru_cache(maxsize=16384)
def _instant_utc(ymd: str, minutes: int) -> datetime:
    """`_instant` in UTC, cached: the day lists ask for the same slots on every turn."""
    return _instant(ymd, minutes).astimezone(timezone.utc)


# ---------------------------------------------------------------- hours

def _on(entry: dict, ymd: str) -> bool:
    d = entry.get("date", "")
    return d == ymd or (len(d) == 5 and ymd[5:] == d)


def closed_on(biz, ymd: str) -> bool:
    return closure_on(biz, ymd) is not None


def special_day(biz, ymd: str) -> dict | None:
    """The `special_days` entry of a day (a full date wins over a yearly MM-DD), or None."""
    found = [d for d in biz.data.get("special_days", []) or [] if _on(d, ymd)]
    return max(found, key=lambda d: len(d.get("date", ""))) if found else None


def holiday(biz, ymd: str) -> dict | None:
    """{'name': {es, gl}, 'closed': bool} when the day is a closure or a special day, else None."""
    closure = closure_on(biz, ymd)
    if closure is not None:
        return {"name": dict(closure.get("name") or {}), "closed": True}
    special = special_day(biz, ymd)
    if special:
        return {"name": dict(special.get("name") or {}), "closed": not day_ranges(biz, ymd)}
    return None


def rest_weekdays(biz) -> list[int]:
    """The weekdays (0 = Monday) the weekly hours leave closed."""
    week = biz.data.get("hours", {}) or {}
    return [i for i, key in enumerate(WEEKDAY_KEYS) if not week.get(key)]


def closures_ahead(biz, today_ymd: str) -> list[tuple[str, dict]]:
    """(date, closure) of each closure in the coming year, soonest first."""
    year = int(today_ymd[:4])
    found = []
    for entry in biz.data.get("closures", []) or []:
        d = entry.get("date", "")
        dates = [d] if len(d) == 10 else [f"{year}-{d}", f"{year + 1}-{d}"]
        ahead = [x for x in dates if today_ymd <= x < f"{year + 1}{today_ymd[4:]}"]
        if ahead:
            found.append((ahead[0], entry))
    return sorted(found, key=lambda pair: pair[0])


def closure_on(biz, ymd: str) -> dict | None:
    """The closure (from business.json `closures`) that falls on the day, if any."""
    return next((c for c in biz.data.get("closures", []) or [] if _on(c, ymd)), None)


def weekly_ranges(hours: dict | None, ymd: str) -> list[tuple[int, int]]:
    return [(_hm(a), _hm(b)) for a, b in (hours or {}).get(_weekday_key(ymd), []) or []]


def week_ranges(hours: dict | None) -> list[list[tuple[int, int]]]:
    """Weekly hours («mon»…«sun» → [["10:00", "14:00"]]) as minutes, Monday first."""
    return [[(_hm(a), _hm(b)) for a, b in (hours or {}).get(key, []) or []] for key in WEEKDAY_KEYS]


def opens_between(biz, ymd: str, lo: int, hi: int) -> bool:
    """Whether the business is open at some moment of [lo, hi) minutes that day."""
    return any(start < hi and end > lo for start, end in day_ranges(biz, ymd))


def day_ranges(biz, ymd: str) -> list[tuple[int, int]]:
    """Open ranges of a day in minutes, [] when closed (weekly rest, a closure, a closed special day).
    Worked out once per day for this loaded version of the business (a turn asks several times)."""
    known = biz.cached("day_ranges", lambda _: {})
    if ymd not in known:
        known[ymd] = _day_ranges(biz, ymd)
    return list(known[ymd])


def _day_ranges(biz, ymd: str) -> list[tuple[int, int]]:
    if closed_on(biz, ymd):
        return []
    weekly = weekly_ranges(biz.data.get("hours", {}), ymd)
    special = special_day(biz, ymd)
    if special is None:
        return weekly
    if special.get("keep_weekly_rest") and not weekly:
        return []
    return [(_hm(a), _hm(b)) for a, b in special.get("hours") or []]


def is_open_at(biz, ymd: str, minutes: int) -> bool:
    """True when `minutes` falls inside an open range (start inclusive, end exclusive)."""
    return any(a <= minutes < b for a, b in day_ranges(biz, ymd))


def next_opening(biz, ymd: str, minutes: int):
    """(ymd, minutes) of the next range that starts at or after (ymd, minutes), looking two
    weeks ahead; a range already in progress is not an opening. None when nothing opens."""
    for i in range(OPENING_LOOKAHEAD_DAYS + 1):
        day = _add_days(ymd, i)
        for a, _b in day_ranges(biz, day):
            if i > 0 or a >= minutes:
                return (day, a)
    return None
