"""Counts not said: «varias X», «unas cuantas X», «quiero Xs». The line is
written down and the order asks how many before anything else; the answer («4», «media docena»,
«6 X») sets that line's count instead of adding to it."""
from __future__ import annotations

from bizengine.business.product_names import product_name
from bizengine.conversation.cards import chip_text
from bizengine.conversation.contact import ask
from bizengine.conversation.messages import say
from bizengine.language.text import as_said, feminine_plural
from bizengine.understanding.item_index import index_of
from bizengine.understanding.item_words import bare_count

COUNT_CHIPS = (2, 3, 4, 6, 12)


def uncounted_ids(c) -> set[str]:
    return {u["item_id"] for u in c.state["order"].get("uncounted") or ()}


def note_uncounted(c, found, before_ids: set[str], text: str) -> None:
    """Remember the new lines whose count was not said (in the customer's words); forget those
    no longer in the order."""
    o = c.state["order"]
    in_order = {line["item_id"] for line in o["lines"]}
    kept = [u for u in o.get("uncounted") or () if u["item_id"] in in_order]
    for u in found.uncounted:
        if u["item_id"] in in_order - before_ids and u["item_id"] not in {k["item_id"] for k in kept}:
            kept.append({"item_id": u["item_id"], "said": as_said(u["said"], text), "counts": u.get("counts") or []})
    o["uncounted"] = kept


def counts_said(c, s, lines: list[dict], explicit: list[bool]) -> bool:
    """An answer to «¿Cuántas X quieres?», or a count said later for an uncounted product: the
    line takes it (not added to the 1 written down). True when the message was only that."""
    o = c.state["order"]
    waiting = uncounted_ids(c)
    if not waiting:
        return False
    said = {line["item_id"]: line["qty"] for line, e in zip(lines, explicit) if e and line["item_id"] in waiting}
    if not lines and c.state.get("awaiting") == "count":
        n = bare_count(s.text or "", index_of(c.biz).known) or _count_before_contact(s)
        if n:
            said[o["uncounted"][0]["item_id"]] = n
    for line in o["lines"]:
        if line["item_id"] in said:
            line["qty"] = said[line["item_id"]]
    o["uncounted"] = [u for u in o["uncounted"] if u["item_id"] not in said]
    for i in reversed(range(len(lines))):
        if lines[i]["item_id"] in said:
            lines.pop(i)
            explicit.pop(i)
    return bool(said) and not lines


def answers_count(c, s) -> bool:
    """«4», «media docena», «7, a nombre de Ana» to «¿Cuántas X quieres?» (routing: the message is for the order)."""
    return (c.state.get("awaiting") == "count" and bool(uncounted_ids(c))
            and (bare_count(s.text or "", index_of(c.biz).known) is not None or _count_before_contact(s) is not None))


def _count_before_contact(s) -> int | None:
    """«7, a nombre de Ana 600123123»: a count first, then the name or the phone."""
    first = (s.text or "").replace(",", " ").split()[:1]
    n = bare_count(first[0]) if first else None
    return n if n is not None and (s.name or s.phone) else None


def ask_count(c) -> bool:
    """Ask how many of the first uncounted line; False when none is left."""
    pending = c.state["order"].get("uncounted") or []
    if not pending:
        return False
    u = pending[0]
    said = u.get("said") or ""
    if said.split()[:1] and said.split()[0].endswith("s"):
        feminine = feminine_plural(said.split()[0], index_of(c.biz).known)
        key = "ask_count_f" if feminine else "ask_count_m"
        question = say(key, c.lang, things=said[:1].lower() + said[1:])
    else:
        question = say("ask_count_units", c.lang, name=product_name(c.biz.products[u["item_id"]], c.lang))
    ask(c, question, [chip_text(str(n), str(n)) for n in u.get("counts") or COUNT_CHIPS], "count")
    return True
