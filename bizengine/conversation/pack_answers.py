"""«¿Cuántos trae?», «¿cuántas vienen?» right after a product sold in packs was talked about: how
many pieces it holds (catalog `pack.units`). Asked with the product named («¿cuántos polvorones hay
en la caja?») the product's description answers, as any question of what it holds."""
from __future__ import annotations

import re

from bizengine.business.product_names import product_name
from bizengine.conversation.cards import cite, meta
from bizengine.conversation.info import mentioned_products
from bizengine.conversation.loose_pieces import pack_units
from bizengine.conversation.messages import say
from bizengine.conversation.product_info import item_chips, remember
from bizengine.conversation.records import ABOUT_A_THING

_HOW_MANY_IN_RE = re.compile(r"\b(?:cuant[oa]s|cant[oa]s)(?: \w+)? (?:trae|traen|lleva|llevan|leva|levan|vienen|"
                             r"viene|venen|ven|tiene|tienen|ten|tenen|hay|hai|entran|son|contiene|conten|"
                             r"incluye|inclue)\b")


def asks(c, s) -> bool:
    return _pack_asked(c, s) is not None


def _pack_asked(c, s) -> dict | None:
    if not _HOW_MANY_IN_RE.search(s.norm or ""):
        return None
    last = c.state.get("last") or {}
    if mentioned_products(c, s) or last.get("topic") not in ABOUT_A_THING:
        return None
    product = c.biz.products.get(last.get("item") or "") or {}
    return product if (product.get("pack") or {}).get("units") else None


def answer(c, s) -> None:
    product = _pack_asked(c, s)
    assert product is not None
    c.say(say("pack_holds", c.lang, name=product_name(product, c.lang), units=pack_units(product)),
          meta(chips=item_chips(c, [product]), cites=[cite(say("cite_catalog", c.lang), "catalog.json")]))
    remember(c, s, ["product"])
