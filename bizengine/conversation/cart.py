"""The cart: what a message found applied to the order's lines (add, set, remove, ±n), equal lines merged."""
from __future__ import annotations

from bizengine.business.pricing import price_line
from bizengine.conversation.messages import say, with_detail
from bizengine.understanding.items import Found
from bizengine.understanding.lexicon import ONE_SIZE_ASKED


def _same(a: dict, b: dict) -> bool:
    return a["item_id"] == b["item_id"] and (a.get("options") or {}) == (b.get("options") or {})


def _matching(cart: list[dict], line: dict) -> list[int]:
    """Cart lines a found line speaks about: same options if it says any, else same product."""
    if line.get("options"):
        return [i for i, c in enumerate(cart) if _same(c, line)]
    return [i for i, c in enumerate(cart) if c["item_id"] == line["item_id"]]


def apply_to_cart(lines: list[dict], found: Found) -> list[dict]:
    """A new cart with what was found applied in its mode; equal lines are merged."""
    cart = [{"item_id": c["item_id"], "qty": c["qty"], "options": dict(c.get("options") or {})}
            for c in lines]
    explicit = found.explicit if len(found.explicit) == len(found.lines) else [True] * len(found.lines)
    removed = set(getattr(found, "removed", None) or ())
    if removed:     # 'sin X', 'las X no': every line of X goes
        cart = [c for c in cart if c["item_id"] not in removed]
    for line in getattr(found, "less", None) or ():
        hits = _matching(cart, line)
        if hits:
            cart[hits[0]]["qty"] -= line["qty"]
    cart = [c for c in cart if c["qty"] > 0]
    delta = int(getattr(found, "delta", 0) or 0)
    if delta and cart:     # 'una más' / 'uno menos': the last line
        cart[-1]["qty"] = int(cart[-1]["qty"]) + delta
    if found.mode == "remove":
        for line, said in zip(found.lines, explicit):
            hits = _matching(cart, line)
            if not hits:
                continue
            if said:
                cart[hits[0]]["qty"] -= line["qty"]
            else:
                for i in hits:
                    cart[i]["qty"] = 0
        return [c for c in cart if c["qty"] > 0]
    if found.mode == "set":
        cart = [c for c in cart if c["item_id"] not in found.replaced]
        for line, said in zip(found.lines, explicit):
            hits = _matching(cart, line) if line.get("options") else \
                [i for i, c in enumerate(cart) if c["item_id"] == line["item_id"]]
            if hits:
                # «que sean X», «al final X e Y» with no count: the count held stays
                cart[hits[0]]["qty"] = line["qty"] if said else sum(cart[i]["qty"] for i in hits)
                for i in reversed(hits[1:]):
                    cart.pop(i)
            else:
                cart.append({"item_id": line["item_id"], "qty": line["qty"], "options": dict(line["options"])})
        return [c for c in cart if c["qty"] > 0]
    for line in found.lines:
        same = next((c for c in cart if _same(c, line)), None)
        if same:
            same["qty"] += line["qty"]
        else:
            cart.append({"item_id": line["item_id"], "qty": line["qty"], "options": dict(line["options"])})
    return [c for c in cart if c["qty"] > 0]


def line_label(p: dict, lang: str, counted: bool = True) -> str:
    """«2 × X (<its size>)» of a priced line; without its count while the count is still to be asked."""
    text = say("line", lang, qty=p["qty"], name=p["name"]) if counted else p["name"]
    return with_detail(text, p.get("option_label") or "")


def note_the_wished_line(biz, s, lang: str) -> None:
    """«la grande en caja» read as a wish for one held line: its note names that line («X (<its size>): en caja»)."""
    wished = s.wish_of_line
    priced = price_line(biz, wished["line"], lang) if wished else None
    if priced is not None:
        noted = say("wish_of_a_line", lang, name=line_label(priced, lang, counted=False), wish=wished["wish"])
        s.notes = [noted if n == wished["wish"] else n for n in s.notes]


def held_label(biz, line: dict, lang: str) -> str:
    """«1 × X (<its size>)» of a line held in the order."""
    priced = price_line(biz, line, lang)
    return line_label({**priced, "qty": line["qty"]}, lang) if priced else str(line["item_id"])


def options_not_taken(biz, found, item_ids: list[str]) -> list[tuple[str, dict]]:
    """(product id, option) for each option said that the product it was said of does not take:
    «la X grande» of an X sold in one size, or «X de 12 <units>» when X is the one product said and
    none of `item_ids` (what the choice could go to) takes the option. Each pair once."""
    pairs = [(o["item_id"], o["option_id"]) for o in found.options_not_taken]
    named = {line["item_id"] for line in found.lines}
    taken = {oid for i in item_ids for oid in biz.products.get(i, {}).get("options") or []}
    if len(named) == 1:
        pairs += [(next(iter(named)), s["option_id"]) for s in found.stray_options if s["option_id"] not in taken]
    options = {**_ONE_SIZE, **(biz.catalog.get("options") or {})}
    return [(item_id, options[oid]) for item_id, oid in dict.fromkeys(pairs) if oid in options]


# lexicon.ONE_SIZE_ASKED: «el grande» of a product sold in one size, said as its size («no tiene tamaño a elegir»)
_ONE_SIZE = {ONE_SIZE_ASKED["option_id"]: {"name": {lang: say("size_option", lang) for lang in ("es", "gl")}}}


def apply_options(biz, lines: list[dict], stray: list[dict]) -> list[dict]:
    """Give stray option choices ('para 12') to the last line that takes the option and
    lacks it (else the last line that takes it)."""
    cart = [{"item_id": c["item_id"], "qty": c["qty"], "options": dict(c.get("options") or {})}
            for c in lines]
    for s in stray:
        oid = s["option_id"]
        takers = [c for c in cart if oid in biz.products.get(c["item_id"], {}).get("options", [])]
        lacking = [c for c in takers if oid not in c["options"]]
        candidates = lacking or takers
        if candidates:
            target = candidates[-1]
            target["options"][oid] = s["choice_id"]
    merged: list[dict] = []
    for c in cart:
        same = next((m for m in merged if _same(m, c)), None)
        if same:
            same["qty"] += c["qty"]
        else:
            merged.append(c)
    return merged
