"""Building the suggestion artifacts outside the request path (the CLI `recs build`, the
admin endpoint) and reading what a turn needs. Production learns from the business's own
requests (confirmed and pending orders); the demo from a deterministic synthetic history."""
from __future__ import annotations

import logging
import time

from bizengine.business import suggestion_history as history
from bizengine.business import suggestions as ranking
from bizengine.errors import DatabaseDown, LlmError
from bizengine.knowledge import llm
from bizengine.storage import suggestions as store

log = logging.getLogger(__name__)

LEARN_FROM = ("confirmed", "pending")
ARTIFACT_SECONDS = 60.0
_artifacts: dict[tuple[str, str], tuple[float, dict]] = {}


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


def product_vectors(biz, kb_cfg) -> dict[str, list[float]]:
    """One embedding per product (name, category, description), best-effort: {} without a model."""
    if kb_cfg is None:
        return {}
    ids = list(biz.products)
    texts = []
    for pid in ids:
        p = biz.products[pid]
        desc = p.get("description") or {}
        words = [p["name"], str(p.get("category") or ""), desc.get("es", "") if isinstance(desc, dict) else ""]
        texts.append("search_document: " + " ".join(words))
    try:
        rows = llm.embed(kb_cfg, texts)
    except LlmError as e:     # the co-occurrence is stored anyway; content similarity waits for the next build
        log.warning("suggestions: no product vectors for %s: %s", biz.slug, e)
        return {}
    return {pid: [round(float(x), 5) for x in row] for pid, row in zip(ids, rows)}


def build(conn, biz, mode: str, kb_cfg=None) -> dict:
    """Recompute and store the suggestion artifact of one business (co-occurrence, and product
    vectors when a model answers); returns its statistics. Idempotent: the same history gives the
    same artifact, replacing the previous one."""
    baskets, source = baskets_for(conn, biz, mode)
    min_support = int(ranking.settings(biz).get("min_support") or history.MIN_SUPPORT)
    payload = history.cooccurrence(baskets, min_support)
    payload["source"] = source
    vectors = product_vectors(biz, kb_cfg)
    if vectors:
        payload["vectors"] = vectors
    stats = {"business": biz.slug, "mode": mode, **history.stats(payload), "vectors": len(vectors),
             "enabled": ranking.enabled(biz)}
    store.save_artifact(conn, biz.slug, payload, stats)
    return stats


def build_all(db, businesses, mode: str, only: str | None = None, kb_cfg=None) -> list[dict]:
    out = []
    for biz in businesses:
        if only and biz.slug != only:
            continue
        with db.tx() as conn:
            out.append(build(conn, biz, mode, kb_cfg))
    forget_artifacts()          # after the commit: this process's next turn reads the new one
    return out


def for_turn(db, biz) -> dict | None:
    """The artifact a turn reads: None when suggestions are off, {} when nothing was built (the
    turn then ranks with the rules layer alone). Kept in memory for ARTIFACT_SECONDS: a build in
    this process replaces it at once, a build by another process (`recs build`) within that time."""
    if not ranking.enabled(biz):
        return None
    key = (db.url, biz.slug)
    kept = _artifacts.get(key)
    if kept and kept[0] > time.monotonic():
        return kept[1]
    try:
        with db.tx() as conn:
            found = store.artifact(conn, biz.slug) or {}
    except DatabaseDown:
        raise
    except Exception:     # a missing table or a bad row degrades to the rules layer
        found = {}
    if not history.well_formed(found):
        log.warning("suggestions: the stored artifact of %s has the wrong shape; rules layer only "
                    "until `recs build`", biz.slug)
        found = {}
    _artifacts[key] = (time.monotonic() + ARTIFACT_SECONDS, found)
    return found


def forget_artifacts() -> None:
    """Every process-local copy goes: the next turn reads the stored artifact again."""
    _artifacts.clear()
