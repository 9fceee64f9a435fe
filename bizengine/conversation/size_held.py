"""«¿para cuántas personas es?», «¿da para 10?», «¿es grande?» mid-order, with a thing held in a size:
the size held in the catalogue's own words («Es de <size>.»), each when several are held, and
whether it serves the people asked (the next size up with its price when it does not). Nothing in
the order changes; the caller asks the open question again."""
from __future__ import annotations

import re
from dataclasses import dataclass

from bizengine.business.pricing import price_line
from bizengine.business.product_names import product_name
from bizengine.conversation import oversize
from bizengine.conversation.cards import cite, meta
from bizengine.conversation.messages import join_list, money, pick, say, with_detail
from bizengine.conversation.order_form import mid_flow
from bizengine.conversation.product_info import product_answer
from bizengine.language.text import clean
from bizengine.understanding.item_options import people_counted
from bizengine.understanding.reading.notes import gender_of


@dataclass(frozen=True)
class SizeHeld:
    """One line of the order held in a size: its product, the option and the choice held."""

    item_id: str
    option_id: str
    choice: dict


def answers(c, s) -> bool:
    """Say the size held when the message asks it of the order being written down; False when it does
    not (nothing held in a size, or the message names a thing that is not held). Things made in one
    size, or a weight the description says: the description (product_info), which says it."""
    asked = s.size_held_asked
    if asked is None or not mid_flow(c):
        return False
    named = _named(s)
    if named and not named & {line["item_id"] for line in c.state["order"]["lines"]}:
        return False        # «¿para cuántas personas es la Y?» of a Y not held: the catalogue's answer
    held = _sizes_held(c, named)
    if asked.weight:
        return _weight_answer(c, s, held)
    if not held:
        return not _held_of_sizes(c) and product_answer(c, s)
    if asked.enough_for is not None and len(held) == 1:
        text = _enough_text(c, held[0], asked.enough_for)
    else:
        text = _sizes_text(c, held)
    _say_sizes(c, held, text)
    return True


def _weight_answer(c, s, held: list[SizeHeld]) -> bool:
    """«¿cuánto pesa?»: the description when it says a weight; else the size held, said as what is
    known; of a thing in one size whose description says none, False (a person is asked, as before)."""
    things = [h.item_id for h in held] or [line["item_id"] for line in c.state["order"]["lines"]]
    if things and _weighed(c, things):
        return product_answer(c, s)
    if not held:
        return False
    _say_sizes(c, held, say("size_held_no_weight", c.lang, size=_sizes_text(c, held, bare=True)))
    return True


def _say_sizes(c, held: list[SizeHeld], text: str) -> None:
    ev = c.note("price", True, "tamaño apuntado: " + ", ".join(f"{h.item_id} {h.choice['id']}" for h in held))
    c.say(text, meta(cites=[cite(say("cite_catalog", c.lang), "catalog.json")], evidence=[ev]))


def _held_of_sizes(c) -> bool:
    """Whether the order holds a thing sold in several sizes (its size chosen or not)."""
    options = c.biz.catalog.get("options") or {}
    return any(len((options.get(oid) or {}).get("choices") or []) > 1 for line in c.state["order"]["lines"]
               for oid in (c.biz.products.get(line["item_id"]) or {}).get("options") or ())


# «400 g», «1,5 kg», «2 kilos»: a weight written in a description
_WEIGHT_RE = re.compile(r"\b\d+(?:[.,]\d+)? ?(?:g|gr|grs|gramos|kg|kilo|kilos|quilo|quilos)\b")


def _weighed(c, item_ids: list[str]) -> bool:
    """Whether the description of every one of these things says its weight."""
    return all(_WEIGHT_RE.search(clean(pick((c.biz.products.get(pid) or {}).get("description"), c.lang)))
               for pid in item_ids)


def _named(s) -> set[str]:
    """The things the message names (each candidate of a group word)."""
    named = {line["item_id"] for line in s.items.lines}
    return named | {pid for amb in s.items.ambiguous for pid in amb.get("candidates") or ()}


def _sizes_held(c, named: set[str]) -> list[SizeHeld]:
    """The order's lines held in a size of an option with several, of the things named (of all the
    order's when none is)."""
    options = c.biz.catalog.get("options") or {}
    held = []
    for line in c.state["order"]["lines"]:
        if named and line["item_id"] not in named:
            continue
        for oid, cid in (line.get("options") or {}).items():
            choices = (options.get(oid) or {}).get("choices") or []
            choice = next((ch for ch in choices if ch["id"] == cid), None)
            if choice is not None and len(choices) > 1:
                held.append(SizeHeld(line["item_id"], oid, choice))
    return held


def _size_name(c, held: SizeHeld) -> str:
    return pick(held.choice.get("name"), c.lang)


def _sizes_text(c, held: list[SizeHeld], bare: bool = False) -> str:
    """«Es de <size>.»; several: «X: <size>. Y: <size>.» (one line per thing); `bare`:
    the size alone («<size>»), said inside another sentence."""
    if len(held) == 1:
        return _size_name(c, held[0]) if bare else say("size_held", c.lang, size=_size_name(c, held[0]))
    by_thing: dict[str, list[str]] = {}
    for h in held:
        by_thing.setdefault(h.item_id, []).append(_size_name(c, h))
    if bare:
        return join_list([with_detail(product_name(c.biz.products[pid], c.lang), join_list(sizes, c.lang))
                          for pid, sizes in by_thing.items()], c.lang)
    return " ".join(say("size_held_each", c.lang, name=product_name(c.biz.products[pid], c.lang),
                        sizes=join_list(sizes, c.lang)) for pid, sizes in by_thing.items())


def _enough_text(c, held: SizeHeld, n: int) -> str:
    """«Es de <size>: sí llega para 10.»; short of it, the next size up and its price, or past
    the largest, what the largest and a second one would make."""
    size = _size_name(c, held)
    count = people_counted(held.choice)
    if count is None:
        return say("size_held", c.lang, size=size)
    if n <= count:
        return say("size_held_enough", c.lang, size=size, n=n)
    return _short_text(c, held, size, n)


def _short_text(c, held: SizeHeld, size: str, n: int) -> str:
    """«Es de <size>: no llega para 15; la de <size> sí (36,00 €).», or past the largest, what the
    largest and a second one would make (conversation/oversize)."""
    choices = ((c.biz.catalog.get("options") or {}).get(held.option_id) or {}).get("choices") or []
    bigger = min(((k, ch) for ch in choices if (k := people_counted(ch)) is not None and k >= n), default=None,
                 key=lambda pair: pair[0])
    if bigger is None:
        beyond = oversize.beyond_largest(c.biz, held.item_id, held.option_id, n, c.lang)
        after = " " + oversize.beyond_text(beyond, c.lang, "over_max_info") if beyond else ""
        return say("size_held_short", c.lang, size=size, n=n) + after
    line = {"item_id": held.item_id, "qty": 1, "options": {held.option_id: bigger[1]["id"]}}
    priced = price_line(c.biz, line, c.lang)
    female = gender_of(c.biz.products[held.item_id], c.lang) == "f"
    return say("size_held_short_next_f" if female else "size_held_short_next_m", c.lang, size=size, n=n,
               bigger=pick(bigger[1].get("name"), c.lang), price=money(priced["unit_cents"] if priced else 0, c.lang))

