"""Builders for what a reply carries besides its text: chips (buttons) and cards."""
from __future__ import annotations

from bizengine.business.product_names import product_name
from bizengine.conversation.messages import allergen_name, money, pick, say
from bizengine.conversation.records import reading_context
from bizengine.language.clock import DAY_NAMES, WEEKDAY_KEYS
from bizengine.language.phones import show_phone
from bizengine.understanding import reader as nlu

CLOSED = {"es": "Cerrado", "gl": "Pechado"}


def chip_text(label: str, text: str) -> dict:
    return {"label": label, "text": text}


def as_pressed(c, text: str, route) -> None:
    """`text` read and routed as the button sending it would be (a typed answer to a question a button
    each answers)."""
    said = nlu.analyze(text, c.biz, reading_context(c.state, c.now))
    c.signals = said
    route(c, said)


def chip_action(label: str, action: dict) -> dict:
    return {"label": label, "action": action}


def meta(chips=None, cards=None, cites=None, evidence=None) -> dict | None:
    out = {k: v for k, v in (("chips", chips), ("cards", cards), ("cites", cites), ("evidence", evidence)) if v}
    return out or None


def cite(title: str, source: str) -> dict:
    return {"title": title, "source": source}


def product_row(biz, product: dict, lang: str) -> dict:
    return {
        "item_id": product["id"],
        "name": product_name(product, lang),
        "price_cents": product["price_cents"],
        "price": money(product["price_cents"], lang),
        "description": pick(product.get("description"), lang),
        "allergens": [allergen_name(a, lang) for a in product.get("contains", [])],
        "lead_hours": product.get("lead_hours", 0),
    }


def menu_card(biz, title: str, products: list[dict], lang: str) -> dict:
    return {"type": "menu", "title": title, "rows": [product_row(biz, p, lang) for p in products]}


def menu_cards(biz, lang: str, only: list[str] | None = None) -> list[dict]:
    """One menu card per category (or per category in `only`), in catalogue order."""
    cards = []
    for cat_id, cat in biz.categories.items():
        if only and cat_id not in only:
            continue
        products = [p for p in biz.products.values() if p.get("category") == cat_id]
        if products:
            cards.append(menu_card(biz, pick(cat.get("name"), lang), products, lang))
    return cards


def hours_card(biz, lang: str) -> dict:
    lang = lang if lang in DAY_NAMES else "es"
    rows = []
    for i, key in enumerate(WEEKDAY_KEYS):
        ranges = biz.data.get("hours", {}).get(key) or []
        text = f" {say('and', lang)} ".join(f"{a}–{b}" for a, b in ranges) if ranges else CLOSED[lang]
        rows.append({"day": DAY_NAMES[lang][i].capitalize(), "text": text})
    return {"type": "hours", "title": say("hours_title", lang), "rows": rows}


def order_card(order: dict, priced: list[dict], total_cents: int, status: str, day_label: str | None,
               time_label: str | None) -> dict:
    """The order card; `priced` holds one dict per line with name, qty, option_label and cents."""
    lines = [{
        "line": i,
        "item_id": p["item_id"],
        "name": p["name"],
        "qty": p["qty"],
        "option_label": p.get("option_label") or None,
        "unit_cents": p["unit_cents"],
        "total_cents": p["total_cents"],
    } for i, p in enumerate(priced)]
    card = {
        "type": "order",
        "status": status,
        "lines": lines,
        "total_cents": total_cents,
        "ymd": order.get("ymd"),
        "time": time_label,
        "day_label": day_label,
    }
    for key in ("name", "phone", "note"):     # what the customer reads before sending (issue 17)
        if order.get(key):
            card[key] = show_phone(order[key]) if key == "phone" else order[key]
    return card


def chips_once(replies: list[dict]) -> None:
    """«¿tedes X? ¿pra que idade é?», «¿qué lleva y cuánto cuesta la X?»: each answer offers «Encargar: X»;
    the button is shown once."""
    shown: set[str] = set()
    for reply in replies:
        chips = (reply.get("meta") or {}).get("chips")
        if not chips:
            continue
        reply["meta"]["chips"] = [chip for chip in chips if chip["label"] not in shown]
        shown |= {chip["label"] for chip in chips}
        if not reply["meta"]["chips"]:
            del reply["meta"]["chips"]
            reply["meta"] = reply["meta"] or None
