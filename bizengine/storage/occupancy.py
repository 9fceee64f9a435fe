"""The business's real occupancy (production): every live request of every customer as a block,
and the locks that make "check, then store" one step for competing writers of a slot.

A request holds its slot while it is `pending` or `confirmed`; a `change_proposed` one holds the
*proposed* time until `proposed.held_until` (then it holds nothing until the customer answers).
Requests queue for a slot in the order they took it (`requeued_at`, else `created_at`).
"""
from __future__ import annotations

import zlib
from datetime import datetime

from bizengine.business import availability
from bizengine.business.capacity import resource_of, span_of
from bizengine.business.seeded import BLOCK
from bizengine.language.clock import today
from bizengine.storage.cases import LIVE, QUEUED_AT, block_of

LOCK_SPACE = 815_014        # first key of our advisory locks (the schema lock is 815_004)


def _held(row: dict, now: datetime) -> bool:
    if row["status"] != "change_proposed":
        return True
    until = (row.get("proposed") or {}).get("held_until")
    return isinstance(until, str) and datetime.fromisoformat(until) > now


def blocks(conn, business: str, now: datetime, session: str | None = None, exclude: str | None = None,
           statuses: tuple = LIVE, since: str = "") -> list[dict]:
    """Live requests of the business as blocks, `mine` = of `session`; `exclude` leaves one out;
    `since` ("YYYY-MM-DD") skips requests of earlier days (a proposal counts on its proposed day)."""
    rows = conn.execute(
        "SELECT id, kind, status, session_id, data, proposed FROM biz_requests WHERE business = %s "
        "AND status = ANY(%s) AND kind IN ('order', 'booking') AND id <> %s "
        f"AND coalesce(proposed->>'ymd', data->>'ymd', '') >= %s ORDER BY {QUEUED_AT}, id",
        (business, list(statuses), exclude or "", since)).fetchall()
    return blocks_of(rows, now, session)


def blocks_of(rows, now: datetime, session: str | None) -> list[dict]:
    """Request rows (id, kind, status, session_id, data, proposed) as the blocks that hold a slot."""
    out = []
    for row in rows:
        block = block_of(row) if _held(row, now) else None
        if block:
            block["mine"] = row["session_id"] == session
            block["status"] = row["status"]
            out.append(block)
    return out


def ahead_of(held: list[dict], request_id: str) -> list[dict]:
    """The blocks of `held` (in queue order) that a request must fit beside to be confirmed:
    every confirmed request and held proposal, and the pending ones queued before it (all of
    them when the request holds no place itself, as a new send)."""
    ids = [b["id"] for b in held]
    position = ids.index(request_id) if request_id in ids else len(held)
    return [b for i, b in enumerate(held) if b["id"] != request_id and (b["status"] != "pending" or i < position)]


def live_blocks(conn, business: str, now: datetime, session: str | None = None, exclude: str | None = None,
                since: str | None = None) -> list:
    """What the pure availability functions take as `own` in production (marker included);
    requests of days before `since` (default: today) are left out."""
    return availability.live(blocks(conn, business, now, session, exclude, since=since or today(now)))


def own_for(conn, biz, mode: str, session: str | None, now: datetime, since: str | None = None) -> list:
    """`own` for the availability functions: the visitor's blocks (demo) or the real occupancy
    (production; `session` None when a person of the staff asks)."""
    if mode == "production":
        return live_blocks(conn, biz.slug, now, session, since=since)
    assert session is not None          # the demo has no staff: a visitor always asks
    from bizengine.storage.cases import own_blocks
    return own_blocks(conn, biz.slug, session)


def lock_keys(biz, block: dict) -> list[tuple[int, int]]:
    """Advisory lock keys (business + resource, half-hour) for every half-hour the block touches.

    Two blocks that overlap in time always share a half-hour, so they wait for each other; a
    staff block locks every person's half-hours, because a free person is chosen under the lock."""
    resource = resource_of(biz, block)
    if resource.startswith("staff:"):
        resource = "staff"
    start, end = span_of(biz, block)
    day = int(block["ymd"].replace("-", ""))
    first = zlib.crc32(f"{biz.slug}|{resource}".encode()) & 0x7FFFFFFF
    return sorted({(first, (day % 100000) * 100 + b) for b in range(start // BLOCK, (end - 1) // BLOCK + 1)})


def lock(conn, biz, block: dict) -> None:
    """Take the transaction-scoped locks of a block's slot, in one order for everybody (no deadlock)."""
    for key1, key2 in lock_keys(biz, block):
        conn.execute("SELECT pg_advisory_xact_lock(%s, %s)", (key1 ^ LOCK_SPACE, key2))
