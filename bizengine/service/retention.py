"""Retention: closed cases older than a business's `retention_days` lose their personal data.

The scrubbing itself is the database function `bizengine_purge_case` (schema.sql), the one path
allowed to touch the append-only `events`; it refuses a case with a pending request and records
a `purged` event. Here: which cases are due, a dry run, and the artifact files on disk.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path

DEFAULT_RETENTION_DAYS = 365
AGE_RE = re.compile(r"^\s*(\d{1,5})\s*d?\s*$")


def parse_age(text: str) -> int:
    """'365d' or '365' → 365 days; ValueError (Spanish) otherwise."""
    match = AGE_RE.match(str(text or ""))
    if not match or int(match.group(1)) < 1:
        raise ValueError(f"--older-than debe ser un número de días, como 365d (no «{text}»)")
    return int(match.group(1))


def retention_days(biz) -> int:
    return int((biz.data if biz else {}).get("retention_days") or DEFAULT_RETENTION_DAYS)


@dataclass
class Due:
    case_id: str
    business: str
    closed_at: datetime
    requests: int
    messages: int
    days: int


def businesses_in(conn, business: str | None) -> list[str]:
    if business:
        return [business]
    return [r["business"] for r in conn.execute("SELECT DISTINCT business FROM cases ORDER BY business").fetchall()]


def due(conn, business: str, days: int, now: datetime) -> list[Due]:
    """Closed, not yet purged cases of `business` whose last activity is older than `days`.
    A case with a pending or change_proposed request is never due."""
    rows = conn.execute(
        """SELECT c.id, c.business,
                  greatest(c.updated_at, coalesce(max(r.updated_at), c.updated_at)) AS closed_at,
                  count(DISTINCT r.id) AS requests,
                  (SELECT count(*) FROM messages m WHERE m.case_id = c.id) AS messages
           FROM cases c LEFT JOIN biz_requests r ON r.case_id = c.id
           WHERE c.business = %s AND c.purged_at IS NULL
             AND NOT EXISTS (SELECT 1 FROM biz_requests p WHERE p.case_id = c.id
                             AND p.status IN ('pending', 'change_proposed'))
           GROUP BY c.id
           HAVING greatest(c.updated_at, coalesce(max(r.updated_at), c.updated_at)) < %s
           ORDER BY closed_at, c.id""",
        (business, now - timedelta(days=days))).fetchall()
    return [Due(r["id"], r["business"], r["closed_at"], r["requests"], r["messages"], days) for r in rows]


def purge(conn, cases_due: list[Due], actor: str) -> int:
    """Scrub every case (database function), then rewrite its artifact files. Returns the count."""
    for item in cases_due:
        conn.execute("SELECT bizengine_purge_case(%s, %s, %s)", (item.case_id, actor, item.days))
        for art in conn.execute("SELECT path, content FROM artifacts WHERE case_id = %s", (item.case_id,)).fetchall():
            path = Path(art["path"])
            if path.is_file():
                path.write_text(art["content"], encoding="utf-8")
    return len(cases_due)


def describe(item: Due) -> str:
    return (f"{item.business}  {item.case_id}  cerrado {item.closed_at:%Y-%m-%d}  "
            f"{item.requests} solicitudes, {item.messages} mensajes")
