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

from bizengine.business.availability.common import LIVE, is_live, live, nearest
from bizengine.business.availability.pickup import LONG_LEAD, pickup_availability, pickup_days
from bizengine.business.availability.staff import (
    eligible_resources,
    resource_ranges,
    seeded_busy,
    service_minutes,
    staff_availability,
)
from bizengine.business.availability.tables import table_availability

__all__ = ["LIVE", "LONG_LEAD", "eligible_resources", "is_live", "live", "nearest", "pickup_availability",
           "pickup_days", "resource_ranges", "seeded_busy", "service_minutes", "staff_availability",
           "table_availability"]
