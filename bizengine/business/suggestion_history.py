"""The precomputed side of suggestions, pure: co-occurrence with lift over past baskets, the
deterministic synthetic history a demo business uses instead of real requests, and the
offline hit-rate of the ranking against a most-popular baseline.

Lift(a, b) = n(a, b) · N / (n(a) · n(b)): above 1 when a and b are asked together more often
than their popularity alone would predict, so the best seller does not win every pair.
Pairs seen fewer than `min_support` times are left out as noise.
"""
from __future__ import annotations

import hashlib
import random
from collections import Counter
from datetime import datetime

from bizengine.business.suggestions import Context, pairings, rank

MIN_SUPPORT = 3
SYNTHETIC_ORDERS = 400


def cooccurrence(baskets: list[list[str]], min_support: int = MIN_SUPPORT) -> dict:
    """The artifact: item counts, and the lift and support of every pair seen often enough."""
    sets = [sorted(set(b)) for b in baskets if b]
    n = len(sets)
    single: Counter[str] = Counter(i for s in sets for i in s)
    pair: Counter[tuple[str, str]] = Counter()
    for s in sets:
        for i, a in enumerate(s):
            for b in s[i + 1:]:
                pair[(a, b)] += 1
    lift: dict[str, dict[str, float]] = {}
    support: dict[str, dict[str, int]] = {}
    for (a, b), together in sorted(pair.items()):
        if together < min_support:
            continue
        value = round(together * n / (single[a] * single[b]), 4)
        for x, y in ((a, b), (b, a)):
            lift.setdefault(x, {})[y] = value
            support.setdefault(x, {})[y] = together
    return {"orders": n, "min_support": min_support, "popular": dict(sorted(single.items())),
            "lift": lift, "support": support}


def _number(x) -> bool:
    return isinstance(x, (int, float)) and not isinstance(x, bool)


def well_formed(artifact) -> bool:
    """Whether a stored artifact has the shape the ranking reads: lift as {item: {item: number}},
    vectors as {item: [numbers]} of one length. A row written by hand or by an older version may not."""
    if not isinstance(artifact, dict):
        return False
    lift, vectors = artifact.get("lift") or {}, artifact.get("vectors") or {}
    if not isinstance(lift, dict) or not isinstance(vectors, dict):
        return False
    if not all(isinstance(row, dict) and all(_number(v) for v in row.values()) for row in lift.values()):
        return False
    rows = list(vectors.values())
    return all(isinstance(r, list) and r and all(_number(x) for x in r) and len(r) == len(rows[0]) for r in rows)


def stats(artifact: dict) -> dict:
    pairs = sum(len(v) for v in (artifact.get("lift") or {}).values()) // 2
    return {"orders": artifact.get("orders", 0), "items": len(artifact.get("popular") or {}), "pairs": pairs,
            "min_support": artifact.get("min_support"), "source": artifact.get("source"),
            "vectors": len(artifact.get("vectors") or {})}


def _seed(slug: str) -> int:
    return int(hashlib.sha256(slug.encode()).hexdigest()[:12], 16)


def _partner(biz, pid: str, ids: list[str]) -> str | None:
    """A fixed companion from another category, for items the dataset pairs with nothing."""
    others = [i for i in ids if biz.products[i].get("category") != biz.products[pid].get("category")]
    if not others:
        return None
    return others[int(hashlib.sha256(f"{biz.slug}:{pid}".encode()).hexdigest()[:8], 16) % len(others)]


def synthetic_orders(biz, n: int = SYNTHETIC_ORDERS) -> list[list[str]]:
    """A deterministic history drawn from the dataset: a first item (popular ones more often),
    often a declared pairing or a fixed companion of it, sometimes one more item at random."""
    rng = random.Random(_seed(biz.slug))
    ids = list(biz.products)
    if not ids:
        return []
    weights = [3 if biz.products[i].get("popular") else 1 for i in ids]
    declared = pairings(biz)
    baskets = []
    for _ in range(n):
        first = rng.choices(ids, weights)[0]
        basket = [first]
        companions = [i for i in declared.get(first, []) if i in biz.products] or \
            [p for p in [_partner(biz, first, ids)] if p]
        if companions and rng.random() < 0.6:
            basket.append(rng.choice(companions))
        if rng.random() < 0.3:
            basket.append(rng.choices(ids, weights)[0])
        baskets.append(sorted(set(basket)))
    return baskets


def split(baskets: list[list[str]], held_out: float = 0.2) -> tuple[list[list[str]], list[list[str]]]:
    """Every fifth order (by default) is held out: deterministic and spread over the history."""
    step = max(2, round(1 / held_out))
    train = [b for i, b in enumerate(baskets) if i % step]
    test = [b for i, b in enumerate(baskets) if not i % step]
    return train, test


def hit_rates(biz, baskets: list[list[str]], now: datetime, held_out: float = 0.2) -> dict:
    """Hit-rate@1 and @3 of the ranking on held-out orders (hide the last item, rank from the
    rest) against suggesting the most popular items not in the cart."""
    train, test = split(baskets, held_out)
    artifact = cooccurrence(train)
    popular = [i for i, _ in sorted(artifact["popular"].items(), key=lambda kv: (-kv[1], kv[0]))]
    cases = [(tuple(b[:-1]), b[-1]) for b in test if len(b) >= 2]
    hits = {"engine@1": 0, "engine@3": 0, "popular@1": 0, "popular@3": 0}
    for cart, hidden in cases:
        ctx = Context(cart=cart, now=now, check_slot=False)
        ranked = [c.item_id for c in rank(biz, ctx, artifact, limit=3)]
        base = [i for i in popular if i not in cart][:3]
        hits["engine@1"] += hidden in ranked[:1]
        hits["engine@3"] += hidden in ranked
        hits["popular@1"] += hidden in base[:1]
        hits["popular@3"] += hidden in base
    n = len(cases)
    return {"business": biz.slug, "train": len(train), "cases": n,
            **{k: round(v / n, 3) if n else 0.0 for k, v in hits.items()}}
