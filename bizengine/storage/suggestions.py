"""Suggestion artifacts (one row per business and kind, replaced on every build) and suggestion
events (append only; a chat turn writes its own with `turns.add_suggestion_events`)."""
from __future__ import annotations

from bizengine.storage.db import jsonb

COOCCURRENCE = "cooccurrence"


def save_artifact(conn, business: str, payload: dict, stats: dict, kind: str = COOCCURRENCE) -> None:
    """Insert or replace: building twice leaves one row with the same payload."""
    conn.execute(
        "INSERT INTO suggestion_artifacts (business, kind, payload, stats, built_at) VALUES (%s, %s, %s, %s, now()) "
        "ON CONFLICT (business, kind) DO UPDATE SET payload = EXCLUDED.payload, stats = EXCLUDED.stats, "
        "built_at = now()", (business, kind, jsonb(payload), jsonb(stats)))


def artifact(conn, business: str, kind: str = COOCCURRENCE) -> dict | None:
    row = conn.execute("SELECT payload FROM suggestion_artifacts WHERE business = %s AND kind = %s",
                       (business, kind)).fetchone()
    return row["payload"] if row else None


def artifact_info(conn, business: str) -> list[dict]:
    rows = conn.execute("SELECT kind, stats, built_at FROM suggestion_artifacts WHERE business = %s ORDER BY kind",
                        (business,)).fetchall()
    return [{"kind": r["kind"], "stats": r["stats"], "built_at": r["built_at"].isoformat()} for r in rows]


def _rate(shown: int, accepted: int) -> float | None:
    return round(accepted / shown, 3) if shown else None


def acceptance(conn, business: str) -> dict:
    """Shown, accepted and dismissed counts and the acceptance rate, per business and per item."""
    rows = conn.execute(
        "SELECT item_id, count(*) FILTER (WHERE kind = 'shown') AS shown, "
        "count(*) FILTER (WHERE kind = 'accepted') AS accepted, "
        "count(*) FILTER (WHERE kind = 'dismissed') AS dismissed "
        "FROM suggestion_events WHERE business = %s GROUP BY item_id ORDER BY item_id", (business,)).fetchall()
    items = [{"item_id": r["item_id"], "shown": r["shown"], "accepted": r["accepted"], "dismissed": r["dismissed"],
              "rate": _rate(r["shown"], r["accepted"])} for r in rows]
    shown = sum(i["shown"] for i in items)
    accepted = sum(i["accepted"] for i in items)
    dismissed = sum(i["dismissed"] for i in items)
    return {"business": business, "shown": shown, "accepted": accepted, "dismissed": dismissed,
            "rate": _rate(shown, accepted), "items": items, "artifacts": artifact_info(conn, business)}
