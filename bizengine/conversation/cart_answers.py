"""Questions about the order in progress (issue 17): «¿cuánto llevo?», «¿qué tengo en el pedido?»,
«¿y la de 12 cuánto sería?». Answered from the cart and the catalogue without changing it; the
pending question is asked again after (routing)."""
from __future__ import annotations

import re

from bizengine.business.pricing import price_line
from bizengine.business.product_names import product_name
from bizengine.conversation import order_form as ordering
from bizengine.conversation.messages import join_list, money, pick, say
from bizengine.language.text import to_int
from bizengine.understanding.lexicon import CART_Q_RE, EACH_PRICE_RE


def _option_asked(c, s) -> tuple[dict, str, dict] | None:
    """(cart line, option id, choice) when the message asks the price of another choice of an
    option a cart line has («¿y la de 12?»): a stray option, or a number that is a choice id."""
    if ("price" not in (s.topics or []) and not CART_Q_RE.search(s.norm or "")) or s.sizes_compared:
        return None     # «¿qué diferencia hay entre la mediana y la grande?»: both, answered beside (info)
    numbers = {str(n) for w in (s.norm or "").split() if (n := to_int(w)) is not None}
    said = {o.get("option_id"): str(o.get("choice_id")) for o in s.items.stray_options}
    for line in reversed(c.state["order"]["lines"]):
        product = c.biz.products.get(line["item_id"]) or {}
        for oid in product.get("options") or []:
            opt = (c.biz.catalog.get("options") or {}).get(oid) or {}
            for choice in opt.get("choices") or []:
                cid = str(choice["id"])
                if said.get(oid) == cid or (cid in numbers and cid != str((line.get("options") or {}).get(oid))):
                    return line, oid, choice
    return None


def is_cart_question(c, s) -> bool:
    if s.items.lines and not all(l["item_id"] in {x["item_id"] for x in c.state["order"]["lines"]}
                                 for l in s.items.lines):
        return False
    w = s.when
    if w.has_day or w.has_time or s.phone or (s.diet or {}).get("avoid") or not c.state["order"]["lines"]:
        return False
    return bool(CART_Q_RE.search(s.norm or "") or EACH_PRICE_RE.search(s.norm or "")) \
        or _option_asked(c, s) is not None \
        or (s.question and s.count_supposed > 0
            and _count_supposed(c, s, ordering.priced_lines(c)[0]) is not None)


def answer(c, s) -> None:
    asked = _option_asked(c, s)
    if asked:
        line, oid, choice = asked
        p = price_line(c.biz, {"item_id": line["item_id"], "qty": 1, "options": {**(line.get("options") or {}),
                                                                                 oid: choice["id"]}}, c.lang)
        assert p is not None
        name = f"{product_name(c.biz.products[line['item_id']], c.lang)} ({pick(choice.get('name'), c.lang)})"
        c.note("price", True, f"precio de otra opción sin cambiar el pedido: {line['item_id']} {oid}={choice['id']}")
        at = c.state["order"]["lines"].index(line)
        c.state["last"] = {**(c.state.get("last") or {}), "option_priced": [oid, choice["id"], at]}   # «vale, esa»
        c.say(say("price", c.lang, name=name, price=money(p["unit_cents"], c.lang)))
        return
    priced, total = ordering.priced_lines(c)
    supposed = _count_supposed(c, s, priced)
    if supposed:
        c.note("price", True, "precio de otra cantidad sin cambiar el pedido")
        _price_of_lines(c, [supposed], counted=True)
        if len(priced) == 1:        # «vale, pues 10» takes it
            c.state["last"] = {**(c.state.get("last") or {}), "count_supposed": supposed["qty"]}
        return
    if EACH_PRICE_RE.search(s.norm or "") and not s.items.lines:     # each line's price, then the total
        _price_of_lines(c, priced, counted=True)
        c.say(say("total_only", c.lang, total=money(total, c.lang)))
        return
    named = {line["item_id"] for line in s.items.lines}
    if named and {p["item_id"] for p in priced} - named:      # «¿y las X a cuánto salen?»: those lines
        _price_of_lines(c, [p for p in priced if p["item_id"] in named], counted=bool(_HOW_MANY_RE.match(s.norm or "")))
        return
    lines = join_list([ordering.line_label(p, c.lang) for p in priced], c.lang)
    c.note("price", True, f"el pedido hasta ahora: total {money(total)}")
    c.say(say("cart_so_far", c.lang, lines=lines, total=money(total, c.lang)),
          {"cards": [ordering.card(c, "draft")]})


_MORE_RE = re.compile(r"\b(?:mas|mais)\b(?! (?:barat|car|econom))")


def _count_supposed(c, s, priced: list[dict]) -> dict | None:
    """«¿cuánto serían 10 X?» with 4 X held, «e se fosen 3, canto sería?» with one line: that line
    priced for the count said (the order unchanged)."""
    said = [(line, n) for line, n in zip(s.items.lines, s.items.explicit or []) if n]
    if len(said) == 1 and len(s.items.lines) == 1:
        line = said[0][0]
        held = [p for p in priced if p["item_id"] == line["item_id"]]
        count = int(line.get("qty") or 0)
    else:
        held = priced if len(priced) == 1 else []
        count = s.count_supposed
    one = held[-1] if held else None
    if one is None or count <= 0 or (c.biz.products.get(one["item_id"]) or {}).get("options"):
        return None     # «¿y con 20?», «¿y si fueran 12 personas?» of a thing in sizes: a size, not a count
    if _MORE_RE.search(s.norm or ""):
        count += one["qty"]     # «¿y si pido dos más?»: those held and two more
    if count == one["qty"]:
        return None
    return {**one, "qty": count, "total_cents": one["unit_cents"] * count}


# «¿cuántas X he pedido?»: the count asked, said even of one
_HOW_MANY_RE = re.compile(r"^(?:y |e )?(?:cuant|cant)[oa]s\b")


def _price_of_lines(c, lines: list[dict], counted: bool = False) -> None:
    """Each line asked about: its price, and for several units the unit's («2 × X: 4,00 € (2,00 €
    la unidad)»); `counted`: «1 × X» of one too."""
    said = [say("price_each", c.lang, name=ordering.line_label(p, c.lang), price=money(p["total_cents"], c.lang),
                each=money(p["unit_cents"], c.lang)) if p["qty"] > 1
            else say("price", c.lang, name=ordering.line_label(p, c.lang, counted=counted),
                     price=money(p["unit_cents"], c.lang))
            for p in lines]
    c.note("price", True, "precio de líneas del pedido: " + ", ".join(p["item_id"] for p in lines))
    c.say(" ".join(said))
