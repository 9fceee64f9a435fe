"""The public profile of a business: the one document the web page, the widget and the
`GET /api/<slug>/profile` endpoint all read, so the page and the assistant never disagree.

Only data that is safe to publish goes out (no aliases, load model, handoff words or tone).
Money stays in integer cents; a formatted text is added next to it for convenience.
"""
from __future__ import annotations

from copy import deepcopy
from typing import TypedDict

from bizengine.business.product_names import product_name
from bizengine.language.clock import DAY_NAMES, WEEKDAY_KEYS
from bizengine.language.format import money

CLOSED = {"es": "cerrado", "gl": "pechado"}
AND = {"es": "y", "gl": "e"}

# The 14 allergens of EU regulation 1169/2011, as ids used in datasets -> readable names.
ALLERGENS = {
    "gluten": {"es": "gluten", "gl": "glute"},
    "crustaceos": {"es": "crustáceos", "gl": "crustáceos"},
    "huevos": {"es": "huevo", "gl": "ovo"},
    "pescado": {"es": "pescado", "gl": "peixe"},
    "cacahuetes": {"es": "cacahuete", "gl": "cacahuete"},
    "soja": {"es": "soja", "gl": "soia"},
    "lacteos": {"es": "lácteos", "gl": "lácteos"},
    "frutos_secos": {"es": "frutos secos", "gl": "froitos secos"},
    "apio": {"es": "apio", "gl": "apio"},
    "mostaza": {"es": "mostaza", "gl": "mostaza"},
    "sesamo": {"es": "sésamo", "gl": "sésamo"},
    "sulfitos": {"es": "sulfitos", "gl": "sulfitos"},
    "altramuces": {"es": "altramuces", "gl": "tremoços"},
    "moluscos": {"es": "moluscos", "gl": "moluscos"},
}

euros = money   # the older name, still used by the site templates of the deployable app


def allergens_on(biz) -> bool:
    """Allergens and diets are a feature a dataset turns on (`features.allergens`); when the setting
    is absent, a catalogue that declares allergens on any product has it."""
    cached = getattr(biz, "cached", None)     # once per loaded dataset, not per question
    return cached("allergens_on", _allergens_on) if cached else _allergens_on(biz)


def _allergens_on(biz) -> bool:
    data = getattr(biz, "data", None) or {}
    setting = (data.get("features") or {}).get("allergens")
    if setting is not None:
        return bool(setting)
    catalog = getattr(biz, "catalog", None) or {}
    return any("contains" in p for p in catalog.get("products", []))


def lead_label(hours: int | None, lang: str = "es") -> str:
    """A lead time people read at a glance: 0 -> 'sin espera', 24 -> '24 h', 120 -> '5 días',
    504 -> '3 semanas'."""
    h = int(hours or 0)
    if h <= 0:
        return "sin espera" if lang == "es" else "sen espera"
    if h <= 48 or h % 24:
        return f"{h} h"
    days = h // 24
    if days % 7 == 0:
        weeks = days // 7
        if lang == "es":
            return "1 semana" if weeks == 1 else f"{weeks} semanas"
        return "1 semana" if weeks == 1 else f"{weeks} semanas"
    if lang == "es":
        return f"{days} días"
    return f"{days} días"


def _join(parts: list[str], lang: str) -> str:
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + f" {AND[lang]} " + parts[-1]


def _ranges_text(ranges: list[list[str]], lang: str) -> str:
    if not ranges:
        return CLOSED[lang]
    return _join([f"{a}–{b}" for a, b in ranges], lang)


class HoursDay(TypedDict):
    """One weekday of the profile's `hours.days`."""
    day: str                         # weekday key
    index: int                       # 0 = Monday
    name: dict[str, str]             # lang -> day name
    open: bool
    ranges: list[dict[str, str]]     # [{"from": "09:00", "to": "14:00"}]
    text: dict[str, str]             # lang -> "09:00–14:00 y 16:30–20:00" or "cerrado"


class HoursRow(TypedDict):
    """Consecutive days with the same ranges, one row of the profile's `hours.summary_rows`."""
    days: list[str]
    label: dict[str, str]            # lang -> "Martes a sábado"
    open: bool
    text: dict[str, str]


def _hours(data: dict) -> tuple[list[HoursDay], dict[str, str], list[HoursRow]]:
    raw = data.get("hours") or {}
    days: list[HoursDay] = []
    for i, d in enumerate(WEEKDAY_KEYS):
        ranges = [list(r) for r in raw.get(d, [])]
        days.append({
            "day": d,
            "index": i,
            "name": {lang: DAY_NAMES[lang][i] for lang in ("es", "gl")},
            "open": bool(ranges),
            "ranges": [{"from": a, "to": b} for a, b in ranges],
            "text": {lang: _ranges_text(ranges, lang) for lang in ("es", "gl")},
        })
    # Group consecutive days with the same ranges: "martes a sábado: 09:00–14:00 y 16:30–20:00".
    groups: list[tuple[list[tuple[str, str]], list[HoursDay]]] = []     # (ranges, days)
    for day in days:
        key = [(r["from"], r["to"]) for r in day["ranges"]]
        if groups and groups[-1][0] == key:
            groups[-1][1].append(day)
        else:
            groups.append((key, [day]))
    summary_rows: list[HoursRow] = []
    for key, group in groups:
        first, last = group[0], group[-1]
        label: dict[str, str] = {}
        for lang in ("es", "gl"):
            a, b = first["name"][lang], last["name"][lang]
            if first is last:
                label[lang] = a.capitalize()
            elif len(group) == 2:
                label[lang] = f"{a.capitalize()} {AND[lang]} {b}"
            else:
                label[lang] = f"{a.capitalize()} a {b}"
        summary_rows.append({
            "days": [d["day"] for d in group],
            "label": label,
            "open": bool(key),
            "text": dict(first["text"]),
        })
    summary = {
        lang: " · ".join(f"{r['label'][lang]}: {r['text'][lang]}" for r in summary_rows)
        for lang in ("es", "gl")
    }
    return days, summary, summary_rows


def _option_defs(catalog: dict) -> dict:
    out = {}
    for oid, o in (catalog.get("options") or {}).items():
        out[oid] = {
            "id": oid,
            "name": dict(o["name"]),
            "required": bool(o.get("required")),
            "default": o.get("default"),
            "question": dict(o.get("question") or {}),
            "choices": [
                {"id": ch["id"], "name": dict(ch["name"]), "delta_cents": int(ch.get("delta_cents", 0))}
                for ch in o.get("choices", [])
            ],
        }
    return out


def _product(p: dict, options: dict, languages: list[str]) -> dict:
    contains = list(p.get("contains") or [])
    price = int(p["price_cents"])
    lead = int(p.get("lead_hours") or 0)
    opts = []
    for oid in p.get("options") or []:
        o = options.get(oid)
        if not o:
            continue
        o = deepcopy(o)
        for ch in o["choices"]:
            ch["price_cents"] = price + ch["delta_cents"]
            ch["price_text"] = money(ch["price_cents"])
        opts.append(o)
    out = {
        "id": p["id"],
        "category": p["category"],
        "name": p["name"],
        "names": {lang: product_name(p, lang) for lang in languages},
        "price_cents": price,
        "price_text": money(price),
        "description": dict(p.get("description") or {}),
        "options": opts,
        "allergens": contains,
        "allergen_names": {
            lang: [ALLERGENS.get(a, {}).get(lang, a.replace("_", " ")) for a in contains]
            for lang in ("es", "gl")
        },
        "tags": list(p.get("tags") or []),
        "gluten_free": "gluten" not in contains,
        "lead_hours": lead,
        "lead_label": {lang: lead_label(lead, lang) for lang in ("es", "gl")},
        "popular": bool(p.get("popular")),
    }
    if p.get("price_per"):      # «por persona»: the price is of each one
        out["price_per"] = dict(p["price_per"])
        out["min_qty"] = int(p.get("min_qty") or 1)
    if "duration_minutes" in p:
        out["duration_minutes"] = int(p["duration_minutes"])
    return out


def public_profile(biz) -> dict:
    """Everything a page needs about `biz` (a loaded `Business`), JSON-serialisable."""
    data, catalog = biz.data, biz.catalog
    options = _option_defs(catalog)
    days, summary, summary_rows = _hours(data)
    products = [_product(p, options, list(data.get("languages") or ["es"])) for p in catalog.get("products", [])]
    categories = []
    for c in catalog.get("categories", []):
        ids = [p["id"] for p in products if p["category"] == c["id"]]
        categories.append({"id": c["id"], "name": dict(c["name"]), "products": ids})
    order = data.get("order") or {}
    profile = {
        "slug": biz.slug,
        "name": data["name"],
        "kind": dict(data.get("kind") or {}),
        "languages": list(data.get("languages") or ["es"]),
        "currency": catalog.get("currency", "EUR"),
        "contact": {k: data.get("contact", {}).get(k) for k in ("address", "phone", "email")},
        "hours": days,
        "hours_summary": summary,
        "hours_rows": summary_rows,
        "closures": [
            {"date": c["date"], "name": dict(c.get("name") or {})} for c in data.get("closures", [])
        ],
        "special_days": [
            {"date": d["date"], "hours": [list(r) for r in d.get("hours") or []], "name": dict(d.get("name") or {}),
             "keep_weekly_rest": bool(d.get("keep_weekly_rest"))}
            for d in data.get("special_days", []) or []
        ],
        "capabilities": list(data.get("capabilities") or []),
        "categories": categories,
        "products": products,
        "options": options,
        "lead_highlights": [
            {
                "hours": int(h["hours"]),
                "label": {lang: lead_label(h["hours"], lang) for lang in ("es", "gl")},
                "text": {lang: h.get(lang, "") for lang in ("es", "gl")},
            }
            for h in data.get("lead_highlights", [])
        ],
        "greeting": dict(data.get("greeting") or {}),
        "payment": dict(order.get("payment") or {}),
        "gluten_free": [p["id"] for p in products if p["gluten_free"]],
    }
    if data.get("booking"):
        b = data["booking"]
        profile["booking"] = {k: b[k] for k in ("mode", "slot_minutes", "party") if k in b}
    return profile
