"""Prices from the catalogue, in integer cents: one line (with its options) and a list of lines."""
from __future__ import annotations

from bizengine.business.product_names import product_name


def _choice(biz, option_id: str, choice_id: str) -> dict | None:
    opt = biz.catalog.get("options", {}).get(option_id)
    if not opt:
        return None
    return next((c for c in opt.get("choices", []) if c["id"] == choice_id), None)


def _label(name, lang: str) -> str:
    if isinstance(name, dict):
        return name.get(lang) or name.get("es") or next(iter(name.values()), "")
    return str(name or "")


def price_line(biz, line: dict, lang: str = "es") -> dict | None:
    """Price of one line in cents, from the catalogue; None for a product that no longer exists."""
    p = biz.products.get(line.get("item_id"))
    if p is None:
        return None
    unit, labels = p["price_cents"], []
    for oid, cid in (line.get("options") or {}).items():
        ch = _choice(biz, oid, cid)
        if ch is None:
            continue
        unit += ch.get("delta_cents", 0)
        labels.append(_label(ch.get("name"), lang))
    qty = int(line.get("qty") or 0)
    return {
        "unit_cents": unit,
        "total_cents": unit * qty,
        "option_label": ", ".join(labels),
        "allergens": list(p.get("contains", [])),
        "lead_hours": p.get("lead_hours", 0),
        "name": product_name(p, lang),
    }


def price_lines(biz, lines: list[dict], lang: str = "es") -> dict:
    """Every line priced and the total; lines of products that no longer exist are left out."""
    priced = [(line, p) for line in lines if (p := price_line(biz, line, lang)) is not None]
    return {"lines": priced, "total_cents": sum(p["total_cents"] for _, p in priced),
            "count": sum(int(line.get("qty") or 0) for line, _ in priced)}
