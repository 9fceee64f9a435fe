"""Fewer pieces than half a pack holds («una <piece>» where only packs of 12 are sold): the pack is not
written down as if it were the piece; the customer is told the pieces are not sold alone and the pack
is offered with its price, a yes taking it (stop 60). Half a pack or more is rounded up to whole
packs, and said so (order_input._say_packs)."""
from __future__ import annotations

from bizengine.understanding.items import Found


def offer_the_pack_instead(biz, found: Found, lines: list[dict], explicit: list[bool],
                           held: list[dict]) -> tuple[list, list]:
    """`lines` without the packs counted from fewer pieces than half of one holds; each such pack becomes a
    one-candidate question («¿Te lo apunto?») in `found.ambiguous`. Not of a pack already held: «y una
    <piece> más» with one held is one more of them."""
    held_ids = {line["item_id"] for line in held}
    loose = {p["item_id"] for p in found.packed
             if 2 * p["pieces"] < _units(biz, p["item_id"]) and p["item_id"] not in held_ids}
    if not loose:
        return lines, explicit
    found.packed = [p for p in found.packed if p["item_id"] not in loose]
    kept = [(line, said) for line, said in zip(lines, explicit) if line["item_id"] not in loose]
    for item_id in sorted(loose):
        options = next((line.get("options") or {} for line in lines if line["item_id"] == item_id), {})
        found.ambiguous.append({"word": item_id, "candidates": [item_id], "qty": 1, "options": dict(options),
                                "loose": True, "contradicted": True})     # an offer: a yes takes it, a no drops it
    return [line for line, _ in kept], [said for _, said in kept]


def _units(biz, item_id: str) -> int:
    return int(((biz.products.get(item_id) or {}).get("pack") or {}).get("units") or 0)


def pack_units(product: dict) -> str:
    """«12 <pieces>»: how many a pack holds, with the first word of its pieces."""
    pack = product.get("pack") or {}
    return " ".join([str(pack.get("units") or ""), *(pack.get("unit_words") or [])[:1]])
