"""Availability: opening ranges, seeded background load, pickup / table / staff slots.

Pure: no database, no network. Everything is computed from the loaded `Business`, the day,
`now` and the visitor's own live blocks. Three sources, in this order:

1. the hours and closures of business.json;
2. a seeded background occupancy (`hash01`), identical for every visitor and every restart,
   so a demo never shows an empty agenda and stores nothing;
3. the visitor's own live blocks (`own`), subtracted on top (per session).

In production the database hands over the business's *real* occupancy instead: `live(blocks)`
puts the `LIVE` marker in front of every live request of the business (any session), and the
seeded background of step 2 is then left out. Blocks carry ``mine`` (False for other
customers'), which only the agenda uses to tell "taken" from "mine".

Conventions
- Days are Madrid wall dates ``"YYYY-MM-DD"``; times are minutes since midnight (wall time).
- ``now`` is an aware datetime in any zone; it is converted to Europe/Madrid here (a naive
  one is read as UTC, like ``when.madrid_parts``). A day that is not an existing
  ``YYYY-MM-DD`` raises ValueError in the ``*_availability`` functions.
- "now + lead" is computed on absolute time and compared with each slot's absolute instant,
  so a lead time across a DST change (last Sunday of March / October) is exact.
- Calendar helpers come from ``when`` (``today``, ``add_days``, ``weekday_key``,
  ``fmt_time``, ``iso_at``, re-exported here as ``when.iso_at``); only the absolute-instant
  arithmetic for lead times lives here.

Result of every ``*_availability``: ``{"ok": bool, "reason": str | None, "slots": [slot]}`` with
``slot = {"time": "11:00", "min": 660, "left": n}`` (+ ``"table": seats`` in tables mode,
+ ``"resource": id`` in staff mode). ``reason`` is None when ok, otherwise one of:
``past`` (the day is before today, or nothing on it is reachable after now + lead),
``too_far`` (beyond ``horizon_days``), ``closed`` (no opening that day), ``full`` (open and
reachable, but no slot left), and in booking modes ``party`` (group size outside
``party.min..max``, or larger than the largest table: a person arranges that), ``service`` (no known
service with a duration requested) and
``resource`` (nobody does all the requested services, or the asked resource cannot).

Decisions
- Day parts for ``load.overrides`` keys ``<wkd>_<part>``: morning < 13:00, lunch 13:00–16:00,
  afternoon 16:00–20:00, evening >= 20:00 (the slot's start minute decides).
- Lead time >= 24 h (pickup, `order.lead_counting` "days", the default): a day counts only if
  its *first opening* is at or after now + lead; then the whole day is offered. With "hours"
  every slot at or after now + lead is offered (a 24 h product asked at 10:00 is ready tomorrow
  from 10:00). Items that need a day or more are handed out
  ready for the whole day, so the customer is never offered "Tuesday after 12:40" style
  half-days. Below 24 h, slots earlier than now + lead are skipped one by one.
- The horizon is inclusive: today + ``horizon_days`` is still bookable.
- ``nearest`` picks the n slots closest to the asked time (a tie goes to the later slot)
  and returns them in time order, ready to be shown as buttons.
- ``left``: pickup = orders that still fit in the slot; tables = free tables of every size
  that fits the party for the whole meal; staff = eligible people free for the appointment.
- Tables: a seating is offered only if it is not later than ``last_seating_before_close``
  before the range end *and* the whole meal ends by the range end; tables of one size are
  interchangeable, so the free count of a size over a meal is its count minus the worst
  occupancy (background + own) of any 30-minute block the meal touches.
- Staff: seeded appointments of 30–90 minutes per resource and day; a slot's resource is
  the first eligible one (in dataset order) that is free for the whole appointment."""
from __future__ import annotations

from datetime import datetime

from bizengine.business.hours import _closed_on, _date, _ranges_of, _reach, _reachable, day_ranges, special_day
from bizengine.business.seeded import BLOCK, _base_load, _clamp01, background_load, hash01
from bizengine.language.clock import add_days as _add_days
from bizengine.language.clock import fmt_time as _fmt_time
from bizengine.language.clock import today as _today

LONG_LEAD = 24 * 60     # from this lead time on, only whole days count (see module doc)
LIVE = {"kind": "live_occupancy"}   # a block without a day: "these are the real requests, no seeded load"


def live(blocks) -> list[dict]:
    """The business's real requests as `own` blocks: no seeded background is added to them."""
    return [LIVE, *blocks]


def is_live(own) -> bool:
    return any(o.get("kind") == LIVE["kind"] for o in own or ())


def _mine(block: dict) -> bool:
    return block.get("mine", True)


def _result(ok: bool, reason: str | None, slots: list | None = None) -> dict:
    return {"ok": ok, "reason": None if ok else reason, "slots": slots or []}


def _day_gate(now: datetime, ymd: str, horizon_days: int | None) -> str | None:
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
    _date(ymd)


# ---------------------------------------------------------------- pickup (orders)

def _order_cfg(biz) -> dict:
    return biz.data.get("order") or {}


def _pickup_starts(cfg: dict, ranges) -> list[int]:
    step = int(cfg.get("slot_minutes", 30))
    before = int(cfg.get("last_slot_before_close_minutes", 15))
    out = []
    for a, b in ranges:
        t = a
        while t <= b - before:
            out.append(t)
            t += step
    return out


def _pickup_counts(biz, cfg: dict, ymd: str, minutes: int, own) -> tuple[int, int, int]:
    """(total, taken by the background or other customers, mine) for one pickup slot."""
    total = int(cfg.get("max_per_slot", 5))
    here = [o for o in own or () if o.get("ymd") == ymd and o.get("start") == minutes]
    mine = sum(1 for o in here if _mine(o))
    if is_live(own):
        return total, len(here) - mine, mine
    return total, round(total * background_load(biz, cfg, ymd, minutes)), mine


def pickup_availability(biz, ymd: str, now: datetime, lead_minutes: int, own=()) -> dict:
    """Pickup slots of a day: {ok, reason, slots: [{time, min, left}]} (slots with left 0 omitted)."""
    reason, slots = _pickup_slots(biz, ymd, now, lead_minutes, own)
    return _result(reason is None, reason, slots)


def _pickup_slots(biz, ymd: str, now: datetime, lead_minutes: int, own, first_only: bool = False
                  ) -> tuple[str | None, list[dict]]:
    """(None, the open slots) or (the reason, []); `first_only` stops at the first open slot."""
    cfg = _order_cfg(biz)
    gate = _day_gate(now, ymd, cfg.get("horizon_days"))
    if gate:
        return gate, []
    ranges = day_ranges(biz, ymd)
    if not ranges:
        return "closed", []
    reach = _reach(now, lead_minutes)
    whole_days = cfg.get("lead_counting", "days") == "days"
    if whole_days and (lead_minutes or 0) >= LONG_LEAD and not _reachable(ymd, ranges[0][0], reach):
        return "past", []
    reachable = False
    slots = []
    own = [o for o in own or () if o.get("ymd") == ymd or o.get("kind") == LIVE["kind"]]   # once, not per slot
    for m in _pickup_starts(cfg, ranges):
        if not _reachable(ymd, m, reach):
            continue
        reachable = True
        total, taken, mine = _pickup_counts(biz, cfg, ymd, m, own)
        left = max(0, total - taken - mine)
        if left > 0:
            slots.append({"time": _fmt_time(m), "min": m, "left": left})
            if first_only:
                break
    if not slots:
        return ("full" if reachable else "past"), []
    return None, slots


def pickup_days(biz, now: datetime, lead_minutes: int, own=(), limit: int = 6) -> list[str]:
    """The next days (from today, up to the horizon) with at least one pickup slot."""
    cfg = _order_cfg(biz)
    today = _today(now)
    horizon = int(cfg.get("horizon_days", 60))
    out = []
    for i in range(horizon + 1):
        day = _add_days(today, i)
        if _pickup_slots(biz, day, now, lead_minutes, own, first_only=True)[0] is None:
            out.append(day)
            if len(out) >= limit:
                break
    return out


def nearest(slots: list, minutes: int, n: int = 3) -> list:
    """The n slots closest to `minutes` (a tie goes to the later slot), in time order."""
    ranked = sorted(slots, key=lambda s: (abs(s["min"] - minutes), -s["min"]))
    return sorted(ranked[:n], key=lambda s: s["min"])


# ---------------------------------------------------------------- tables mode

def _booking_cfg(biz) -> dict:
    return biz.data.get("booking") or {}


def _meal_minutes(cfg: dict, party: int) -> int:
    dur = cfg.get("duration_minutes") or {}
    default = int(dur.get("default", 90))
    long_from = dur.get("long_from")
    if long_from is not None and party >= int(long_from):
        return int(dur.get("long", default))
    return default


def _table_sizes(cfg: dict) -> list[tuple[int, int]]:
    """[(seats, count)] sorted by seats, same sizes merged."""
    sizes: dict[int, int] = {}
    for t in cfg.get("tables", []) or []:
        sizes[int(t["seats"])] = sizes.get(int(t["seats"]), 0) + int(t["count"])
    return sorted(sizes.items())


def _fit_size(cfg: dict, party: int) -> int | None:
    for seats, _count in _table_sizes(cfg):
        if seats >= party:
            return seats
    return None


def _table_background(biz, cfg: dict, ymd: str, seats: int, count: int, block: int) -> int:
    """Seeded number of tables of `seats` occupied during 30-minute `block` of `ymd`."""
    minutes = block * BLOCK
    noise = (hash01(f"{biz.slug}|{ymd}|{block}|t{seats}") - 0.5) * 0.5
    return round(count * _clamp01(_base_load(cfg, ymd, minutes) + noise))


def _own_table_seats(cfg: dict, block: dict) -> int | None:
    if block.get("table_seats"):
        return int(block["table_seats"])
    if block.get("party"):
        return _fit_size(cfg, int(block["party"]))
    return None


def _own_tables(cfg: dict, own, ymd: str, seats: int, block: int, mine: bool | None = None) -> int:
    """Tables of `seats` the blocks hold during `block` (only mine / only others' with `mine`)."""
    a, b = block * BLOCK, (block + 1) * BLOCK
    n = 0
    for o in own or ():
        if o.get("ymd") != ymd or o.get("start") is None or (mine is not None and _mine(o) != mine):
            continue
        # a table is held at least for the meal length of its party, whatever `end` says
        end = max(o.get("end") or 0, o["start"] + _meal_minutes(cfg, int(o.get("party") or 1)))
        if o["start"] < b and end > a and _own_table_seats(cfg, o) == seats:
            n += 1
    return n


def _meal_blocks(start: int, minutes: int) -> range:
    return range(start // BLOCK, (start + minutes - 1) // BLOCK + 1)


def _tables_free(biz, cfg, ymd, seats, count, start, minutes, own) -> tuple[int, int, int]:
    """(free for the whole meal, worst background, worst own) for one table size."""
    worst_bg = worst_own = worst = 0
    seeded = not is_live(own)
    for blk in _meal_blocks(start, minutes):
        bg = _table_background(biz, cfg, ymd, seats, count, blk) if seeded else 0
        mine = _own_tables(cfg, own, ymd, seats, blk)
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


def table_availability(biz, ymd: str, now: datetime, party: int, own=()) -> dict:
    """Seating times of a day for a party: {ok, reason, slots: [{time, min, left, table}]}.

    `table` is the seats of the smallest table size that fits and is free for the whole meal;
    `left` counts the free tables (any fitting size) for that meal."""
    cfg = _booking_cfg(biz)
    limits = cfg.get("party") or {}
    try:
        party = int(party)
    except (TypeError, ValueError):
        return _result(False, "party")
    if party < int(limits.get("min", 1)) or party > int(limits.get("max", 10**6)) or _fit_size(cfg, party) is None:
        return _result(False, "party")
    gate = _day_gate(now, ymd, cfg.get("horizon_days"))
    if gate:
        return _result(False, gate)
    ranges = day_ranges(biz, ymd)
    if not ranges:
        return _result(False, "closed")
    meal = _meal_minutes(cfg, party)
    reach = _reach(now, cfg.get("lead_minutes", 0))
    starts = [m for m in _seatings(cfg, ranges, meal) if _reachable(ymd, m, reach)]
    if not starts:
        return _result(False, "past")
    sizes = [(s, c) for s, c in _table_sizes(cfg) if s >= party]
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
        return _result(False, "full")
    return _result(True, None, slots)


# ---------------------------------------------------------------- staff mode

def _resources(cfg: dict) -> list[dict]:
    return list(cfg.get("resources", []) or [])


def _does(resource: dict, service: str) -> bool:
    return resource.get("services") == "all" or service in (resource.get("services") or [])


def eligible_resources(biz, services) -> list[dict]:
    """Resources (dataset order) that do every one of `services`."""
    if isinstance(services, str):
        services = [s for s in services.split(",") if s]
    services = list(services or [])
    return [r for r in _resources(_booking_cfg(biz)) if all(_does(r, s) for s in services)]


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
    if _closed_on(biz, ymd):
        return []
    own = _ranges_of(resource.get("hours"), ymd)
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
    cfg = _booking_cfg(biz)
    rid = resource.get("id", "")
    out = []
    for a, b in resource_ranges(biz, resource, ymd):
        t = a
        while t + 30 <= b:
            key = f"{biz.slug}|{ymd}|{rid}|{t}"
            load = _base_load(cfg, ymd, t)
            if hash01(key) < load / (2.0 - load):
                length = 30 + 15 * int(hash01(key + "|len") * 5)
                end = min(t + length, b)
                out.append((t, end))
                t = end
            else:
                t += 30
    return out


def _overlaps(a: int, b: int, spans) -> bool:
    return any(a < e and b > s for s, e in spans)


def _own_spans(own, ymd: str, rid: str | None) -> list[tuple[int, int]]:
    return [(o["start"], o["end"]) for o in own or ()
            if o.get("ymd") == ymd and o.get("resource") == rid
            and o.get("start") is not None and o.get("end") is not None]


def _staff_free_starts(biz, cfg, resource, ymd, minutes, own) -> set[int]:
    step = int(cfg.get("slot_minutes", 15))
    seeded = [] if is_live(own) else seeded_busy(biz, resource, ymd)
    busy = seeded + _own_spans(own, ymd, resource["id"])
    out = set()
    for a, b in resource_ranges(biz, resource, ymd):
        t = a
        while t + minutes <= b:
            if not _overlaps(t, t + minutes, busy):
                out.add(t)
            t += step
    return out


def staff_availability(biz, ymd: str, now: datetime, services, resource=None, own=()) -> dict:
    """Appointment starts for `services` (summed durations): {ok, reason, slots: [{time, min, left, resource}]}.

    `resource` (an id) restricts to one person; `left` counts the eligible people free then."""
    cfg = _booking_cfg(biz)
    if isinstance(services, str):
        services = [s for s in services.split(",") if s]
    minutes = service_minutes(biz, services)
    if not minutes:
        return _result(False, "service")
    people = eligible_resources(biz, services)
    if resource is not None:
        people = [r for r in people if r["id"] == resource]
    if not people:
        return _result(False, "resource")
    gate = _day_gate(now, ymd, cfg.get("horizon_days"))
    if gate:
        return _result(False, gate)
    if not any(resource_ranges(biz, r, ymd) for r in people):
        return _result(False, "closed")
    reach = _reach(now, cfg.get("lead_minutes", 0))
    step = int(cfg.get("slot_minutes", 15))
    candidates = set()
    for r in people:
        for a, b in resource_ranges(biz, r, ymd):
            t = a
            while t + minutes <= b:
                candidates.add(t)
                t += step
    starts = sorted(m for m in candidates if _reachable(ymd, m, reach))
    if not starts:
        return _result(False, "past")
    free = [(r["id"], _staff_free_starts(biz, cfg, r, ymd, minutes, own)) for r in people]
    slots = []
    for m in starts:
        ids = [rid for rid, ok in free if m in ok]
        if ids:
            slots.append({"time": _fmt_time(m), "min": m, "left": len(ids), "resource": ids[0]})
    if not slots:
        return _result(False, "full")
    return _result(True, None, slots)
