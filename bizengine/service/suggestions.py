"""Building the suggestion artifacts outside the request path (the CLI `recs build`, the
admin endpoint) and reading what a turn needs. Production learns from the business's own
requests (confirmed and pending orders); the demo from a deterministic synthetic history."""
from __future__ import annotations

from bizengine.business import suggestion_history as history
from bizengine.business import suggestions as ranking
from bizengine.storage import suggestions as store

LEARN_FROM = ("confirmed", "pending")


def past_baskets(conn, business: str) -> list[list[str]]:
    """The item ids of every confirmed or pending order of the business, oldest first."""
    rows = conn.execute(
        "SELECT data FROM biz_requests WHERE business = %s AND kind = 'order' AND status = ANY(%s) "
        "ORDER BY created_at, id", (business, list(LEARN_FROM))).fetchall()
    return [sorted({line["item_id"] for line in (r["data"] or {}).get("lines") or [] if line.get("item_id")})
            for r in rows]


def baskets_for(conn, biz, mode: str) -> tuple[list[list[str]], str]:
    if mode == "production":
        return past_baskets(conn, biz.slug), "requests"
    return history.synthetic_orders(biz), "synthetic"


def build(conn, biz, mode: str) -> dict:
    """Recompute and store the co-occurrence artifact of one business; returns its statistics.
    Idempotent: the same history gives the same artifact, replacing the previous one."""
    baskets, source = baskets_for(conn, biz, mode)
    min_support = int(ranking.settings(biz).get("min_support") or history.MIN_SUPPORT)
    payload = history.cooccurrence(baskets, min_support)
    payload["source"] = source
    stats = {"business": biz.slug, "mode": mode, **history.stats(payload),
             "enabled": ranking.enabled(biz)}
    store.save_artifact(conn, biz.slug, payload, stats)
    return stats


def build_all(db, businesses, mode: str, only: str | None = None) -> list[dict]:
    out = []
    for biz in businesses:
        if only and biz.slug != only:
            continue
        with db.tx() as conn:
            out.append(build(conn, biz, mode))
    return out


def for_turn(conn, biz) -> dict | None:
    """The artifact a turn reads: None when suggestions are off, {} when nothing was built (the
    turn then ranks with the rules layer alone)."""
    if not ranking.enabled(biz):
        return None
    try:
        with conn.transaction():
            return store.artifact(conn, biz.slug) or {}
    except Exception:     # a missing table or a bad row degrades to the rules layer
        return {}
