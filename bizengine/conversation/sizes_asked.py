"""«¿Qué tamaños hay?» with nothing named nor held: which things of the catalogue come in sizes,
with the sizes, and which of them the customer means (a button each); the one thing that has
sizes answers with its own."""
from __future__ import annotations

from bizengine.business.product_names import product_name
from bizengine.conversation.cards import chip_text, cite, meta
from bizengine.conversation.messages import join_list, pick, say


def sized_products(biz) -> list[dict]:
    """The products sold in more than one choice of an option, in catalogue order."""
    options = biz.catalog.get("options") or {}
    return [p for p in biz.products.values()
            if any(len((options.get(oid) or {}).get("choices") or []) > 1 for oid in p.get("options") or [])]


def answer_which(c, products: list[dict]) -> None:
    """«Se hacen en varios tamaños (A, B y C): X, Y y Z. ¿De cuál quieres saber los precios?»"""
    lang, options = c.lang, c.biz.catalog.get("options") or {}
    groups: dict[tuple, list[str]] = {}
    for p in products:
        groups.setdefault(tuple(p.get("options") or []), []).append(product_name(p, c.lang))
    said = [say("sizes_group", lang, things=join_list(names, lang), sizes=join_list(
        [pick(ch.get("name"), lang) for oid in oids for ch in (options.get(oid) or {}).get("choices") or []], lang))
        for oids, names in groups.items()]
    chips = [chip_text(name, say("sizes_of_chip_text", lang, name=name))
             for name in (product_name(p, lang) for p in products[:6])]
    ev = c.note("price", True, "tamaños del catálogo: " + ", ".join(p["id"] for p in products))
    c.say(say("sizes_which", lang, groups="; ".join(said)),
          meta(chips=chips, cites=[cite(say("cite_catalog", lang), "catalog.json")], evidence=[ev]))
