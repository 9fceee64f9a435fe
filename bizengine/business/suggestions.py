"""What to suggest next to an order: one deterministic ranking of the catalogue (the engine
decides; a model may only word it). Pure: no database, no network, no clock.

Three layers, added into one score per candidate:
- rules and context: pairings the dataset declares, the catalogue's popular flag, products (or
  categories) that fit the time of day (`suggestions.dayparts`), shareable ones for a large party
  (`suggestions.share`), and a small bonus for a category the cart lacks (a complement rather
  than a substitute);
- co-occurrence with lift over past requests (the precomputed artifact, see suggestion_history);
- content similarity to the cart (when the artifact carries vectors), a tie-breaker.
Only candidates that fit are ranked: not in the cart, nothing the customer said to avoid, the
diet asked for, and still possible for the chosen day and time (lead time, closures, capacity).
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import datetime

from bizengine.business import availability

PAIRING_WEIGHT = 2.0
LIFT_WEIGHT = 1.0
POPULAR_WEIGHT = 0.3
DAYPART_WEIGHT = 0.3
SHARE_WEIGHT = 0.2
NEW_CATEGORY_WEIGHT = 0.2
CONTENT_WEIGHT = 0.1
LARGE_PARTY = 4
DAY = 24 * 60


@dataclass(frozen=True)
class Context:
    """What the ranking knows about the order being built."""

    cart: tuple[str, ...]
    now: datetime
    ymd: str | None = None
    minute: int | None = None
    avoid: tuple[str, ...] = ()        # allergens the customer said to avoid
    diet_tags: tuple[str, ...] = ()    # diets asked for ('vegano'): every candidate must carry them
    party: int | None = None
    own: tuple = ()                    # the visitor's live requests (capacity)
    check_slot: bool = True            # False only in the offline evaluation (ranking quality alone)


@dataclass(frozen=True)
class Candidate:
    item_id: str
    score: float
    layer: str            # 'pairing' | 'lift' | 'rules': the layer that weighed most
    because: str | None   # the cart item it goes with, when a pairing or a lift chose it


def settings(biz) -> dict:
    return biz.data.get("suggestions") or {}


def enabled(biz) -> bool:
    """Suggestions are on unless the dataset turns them off (and only where orders are taken)."""
    return biz.can("order") and settings(biz).get("enabled", True) is not False


def pairings(biz) -> dict[str, list[str]]:
    return {k: list(v) for k, v in (settings(biz).get("pairings") or {}).items()}


def _lead(product: dict) -> int:
    return int(product.get("lead_hours") or 0) * 60


def _prep(biz) -> int:
    return int((biz.data.get("order") or {}).get("prep_minutes", 10))


def fits_diet(product: dict, avoid, tags) -> bool:
    """Whether a product contains nothing avoided and has every diet tag asked for (one whose
    allergens vary, a weekly set menu, is never said to be free of any)."""
    if avoid and product.get("allergens_vary"):
        return False
    return not (set(product.get("contains") or ()) & set(avoid)) and set(tags) <= set(product.get("tags") or ())


def _cart_lead(biz, ctx: Context) -> int:
    return max([_prep(biz)] + [_lead(biz.products[i]) for i in ctx.cart if i in biz.products])


def slot_open(biz, ctx: Context, current: int, lead: int) -> bool:
    """Whether an order needing `lead` minutes (the cart alone needs `current`) is still possible on
    its day and time (or, with no day yet, stays same-day when it was and finds some day open)."""
    if ctx.ymd is None:
        if current < DAY <= lead:
            return False
        return bool(availability.pickup_days(biz, ctx.now, lead, ctx.own, limit=1))
    res = availability.pickup_availability(biz, ctx.ymd, ctx.now, lead, ctx.own)
    if not res["ok"]:
        return False
    return ctx.minute is None or any(s["min"] == ctx.minute for s in res["slots"])


def candidates(biz, ctx: Context) -> list[dict]:
    """The products that may be suggested: not in the cart, the diet kept, the slot kept (asked
    once per lead time: most products share one)."""
    cart = set(ctx.cart)
    current = _cart_lead(biz, ctx)
    open_for: dict[int, bool] = {}

    def fits_slot(product: dict) -> bool:
        lead = max(current, _lead(product))
        if lead not in open_for:
            open_for[lead] = slot_open(biz, ctx, current, lead)
        return open_for[lead]

    return [p for p in biz.products.values()
            if p["id"] not in cart and fits_diet(p, ctx.avoid, ctx.diet_tags) and (not ctx.check_slot or fits_slot(p))]


def _named(product: dict, ids) -> bool:
    """Whether a list of product or category ids names the product."""
    return product["id"] in ids or product.get("category") in ids


def _in_daypart(biz, product: dict, minute: int) -> bool:
    for part in settings(biz).get("dayparts") or ():
        if _minutes(part["from"]) <= minute < _minutes(part["to"]) and _named(product, part["match"]):
            return True
    return False


def _minutes(hhmm: str) -> int:
    h, m = hhmm.split(":")
    return int(h) * 60 + int(m)


def _cosine(a: list[float], b: list[float]) -> float:
    na = math.sqrt(sum(x * x for x in a))
    nb = math.sqrt(sum(x * x for x in b))
    return sum(x * y for x, y in zip(a, b)) / (na * nb) if na and nb else 0.0


def _profile(vectors: dict, cart: tuple[str, ...]) -> list[float] | None:
    rows = [vectors[i] for i in cart if i in vectors]
    if not rows:
        return None
    return [sum(col) / len(rows) for col in zip(*rows)]


@dataclass(frozen=True)
class _CartView:
    """What every candidate's score reads from the cart, worked out once per ranking."""
    declared: dict[str, list[str]]
    lifts: dict
    vectors: dict
    profile: list[float] | None
    categories: frozenset
    minute: int


def _cart_view(biz, ctx: Context, artifact: dict | None) -> _CartView:
    vectors = (artifact or {}).get("vectors") or {}
    minute = ctx.minute if ctx.minute is not None else (ctx.now.hour * 60 + ctx.now.minute)
    return _CartView(pairings(biz), (artifact or {}).get("lift") or {}, vectors, _profile(vectors, ctx.cart),
                     frozenset((biz.products.get(i) or {}).get("category") for i in ctx.cart), minute)


def _score(biz, product: dict, ctx: Context, view: _CartView) -> Candidate:
    pid = product["id"]
    parts: dict[str, float] = {"pairing": 0.0, "lift": 0.0, "rules": 0.0}
    because: dict[str, str | None] = {"pairing": None, "lift": None, "rules": None}
    for item in ctx.cart:
        if pid in view.declared.get(item, ()):
            parts["pairing"] += PAIRING_WEIGHT
            because["pairing"] = because["pairing"] or item
    best = 0.0
    for item in ctx.cart:
        value = float((view.lifts.get(item) or {}).get(pid) or 0.0)
        parts["lift"] += LIFT_WEIGHT * value
        if value > best:
            best, because["lift"] = value, item
    rules = POPULAR_WEIGHT if product.get("popular") else 0.0
    rules += DAYPART_WEIGHT if _in_daypart(biz, product, view.minute) else 0.0
    if ctx.party and ctx.party >= LARGE_PARTY and _named(product, settings(biz).get("share") or ()):
        rules += SHARE_WEIGHT
    rules += NEW_CATEGORY_WEIGHT if product.get("category") not in view.categories else 0.0
    parts["rules"] = rules
    content = 0.0
    if view.profile is not None and pid in view.vectors:
        content = CONTENT_WEIGHT * _cosine(view.profile, view.vectors[pid])
    layer = max(parts, key=lambda k: parts[k])
    return Candidate(pid, round(sum(parts.values()) + content, 6), layer, because[layer])


def rank(biz, ctx: Context, artifact: dict | None = None, limit: int = 3) -> list[Candidate]:
    """The best candidates first; equal scores in catalogue order (reproducible)."""
    order = {pid: i for i, pid in enumerate(biz.products)}
    view = _cart_view(biz, ctx, artifact)
    scored = [_score(biz, p, ctx, view) for p in candidates(biz, ctx)]
    scored.sort(key=lambda c: (-c.score, order[c.item_id]))
    return scored[:limit]
