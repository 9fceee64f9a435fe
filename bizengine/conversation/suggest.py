"""One suggestion per order, after the turn: the engine's ranking (business.suggestions) chooses
the item; this module decides whether this turn may show it, words it and notes what happened.

The suggestion is a reply placed before the turn's last question, with an «Añadir …» chip and a
«No, gracias» chip. It is shown after an item was added or at the summary, never in a turn that
refused, handed over, corrected the cart or answered a question. Its state lives in the order
draft (`order["suggest"]`), so a new order may suggest again and the same order never does.
Events (`shown`, `accepted`, `dismissed`) go to `c.suggest_events`; the shell stores them.
"""
from __future__ import annotations

from datetime import datetime

from bizengine.business import suggestions as ranking
from bizengine.business.product_names import product_name
from bizengine.conversation.cards import chip_action
from bizengine.conversation.messages import money, pick, say
from bizengine.conversation.routing import reprompt
from bizengine.understanding.diet import detect_diet

DEFAULT_WINDOW = 15        # minutes: an item added this long after being shown counts as accepted
QUIET_AWAITING = ("pick", "option", "big", "replace")     # the customer owes an answer first
SAFE_ACTIONS = ("add", "pick", "option", "day", "time", "no_notes")


def _window(biz) -> int:
    return int(ranking.settings(biz).get("attribution_minutes") or DEFAULT_WINDOW)


def _mine(c) -> dict:
    return c.state["order"].setdefault("suggest", {})


def _ids(lines) -> set[str]:
    return {line["item_id"] for line in lines or ()}


def _minutes_since(then: str | None, now: datetime) -> float:
    try:
        shown = datetime.fromisoformat(str(then))
        return (now - shown).total_seconds() / 60
    except (TypeError, ValueError):
        return float("inf")


def _avoid(c, signals) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Allergens to avoid and diets asked for: said in this order (kept) or earlier in the chat."""
    mine = c.state["order"].get("suggest") or {}
    avoid, tags = set(mine.get("avoid") or ()), set(mine.get("tags") or ())
    for said in [m.get("content", "") for m in c.history if m.get("role") == "user"]:
        d = detect_diet(str(said))
        avoid |= set(d["avoid"])
        tags |= set(d["tags"])
    if signals is not None:
        avoid |= set((signals.diet or {}).get("avoid") or ())
        tags |= set((signals.diet or {}).get("tags") or ())
    if avoid or tags:
        _mine(c).update(avoid=sorted(avoid), tags=sorted(tags))
    return tuple(sorted(avoid)), tuple(sorted(tags))


def _party(c, signals) -> int | None:
    """The number of people the customer said this order is for («para 12 personas»), kept in the
    order's suggestion state; else the party of a booking drafted in the same chat."""
    mine = c.state["order"].get("suggest") or {}
    if signals is not None and signals.party:
        _mine(c)["party"] = signals.party
        return int(signals.party)
    return mine.get("party") or (c.state.get("booking") or {}).get("party")


def attribute(c, before: set[str]) -> None:
    """The shown item entered the cart within the window: accepted (once)."""
    mine = c.state["order"].get("suggest") or {}
    item = mine.get("item")
    if not item or mine.get("outcome") or item in before or item not in _ids(c.state["order"]["lines"]):
        return
    if _minutes_since(mine.get("at"), c.now) <= _window(c.biz):
        mine["outcome"] = "accepted"
        c.suggest_events.append({"kind": "accepted", "item_id": item, "layer": mine.get("layer")})


def dismiss(c) -> None:
    """«No, gracias»: never asked again in this order; the pending question comes back."""
    mine = c.state["order"].get("suggest") or {}
    if mine.get("item") and not mine.get("outcome"):
        mine["outcome"] = "dismissed"
        c.suggest_events.append({"kind": "dismissed", "item_id": mine["item"], "layer": mine.get("layer")})
    if c.state.get("intent") == "order" and not c.state.get("done"):
        reprompt(c)
    else:
        c.say(say("suggest_dismissed", c.lang))


def _quiet(c, signals, action, before: set[str], awaiting_before) -> bool:
    """Whether this turn must not suggest."""
    st = c.state
    if st.get("intent") != "order" or st.get("done") or not st["order"]["lines"] or not c.replies:
        return True
    if c.refused or c.cancelled or c.staff_action or c.case_state != "propose" or c.request is not None:
        return True
    if st.get("awaiting") in QUIET_AWAITING or st.get("clarify"):
        return True
    if action is not None and action.get("type") not in SAFE_ACTIONS:
        return True
    if signals is not None:
        found = signals.items
        if (signals.question or signals.change or signals.refusal or signals.handoff or signals.cancel
                or found.mode != "add" or found.removed or found.delta or found.less
                or found.unknown or found.ask_replace or found.drop_which):
            return True
    added = bool(_ids(st["order"]["lines"]) - before)
    summary = st.get("awaiting") == "confirm" and awaiting_before != "confirm"
    return not (added or summary)


def _reason(c, cand) -> str:
    words = pick((ranking.settings(c.biz).get("reasons") or {}).get(cand.item_id), c.lang)
    if words:
        return words
    name = product_name(c.biz.products[cand.item_id], c.lang)
    other = product_name(c.biz.products[cand.because], c.lang) if cand.because in c.biz.products else None
    if other:
        return say("suggest_reason_with", c.lang, item=name, other=other)
    return say("suggest_reason", c.lang, item=name)


def offer(c, signals, action, before: set[str], awaiting_before) -> None:
    """Show the first ranked candidate, once per order, when this turn allows it."""
    if not ranking.enabled(c.biz) or (c.state["order"].get("suggest") or {}).get("item"):
        return
    avoid, tags = _avoid(c, signals)       # reads the whole history: only when a suggestion may come
    party = _party(c, signals)
    if _quiet(c, signals, action, before, awaiting_before):
        return
    o = c.state["order"]
    ctx = ranking.Context(cart=tuple(line["item_id"] for line in o["lines"]), now=c.now, ymd=o.get("ymd"),
                          minute=o.get("min"), avoid=avoid, diet_tags=tags, own=tuple(c.own),
                          party=party)
    ranked = ranking.rank(c.biz, ctx, c.suggestions or None, limit=1)
    if not ranked:
        return
    cand = ranked[0]
    product = c.biz.products[cand.item_id]
    label = say("suggest_chip", c.lang, item=product_name(product, c.lang), price=money(product["price_cents"], c.lang))
    chips = [chip_action(label, {"type": "add", "item_id": cand.item_id}),
             chip_action(say("suggest_no_chip", c.lang), {"type": "suggest_no"})]
    reply = {"text": _reason(c, cand), "meta": {"chips": chips,
                                                "suggestion": {"item_id": cand.item_id, "layer": cand.layer}}}
    c.replies.insert(len(c.replies) - 1, reply)
    _mine(c).update(item=cand.item_id, layer=cand.layer, at=c.now.isoformat(), outcome=None)
    c.note("suggestion", True, f"sugerido {cand.item_id} (capa {cand.layer}, puntuación {cand.score})")
    c.suggest_events.append({"kind": "shown", "item_id": cand.item_id, "layer": cand.layer})


def after_turn(c, signals, action, before: set[str], awaiting_before) -> None:
    """Attribute an accepted suggestion, then maybe offer one. With no artifact given (None) the
    turn is left exactly as it was."""
    if c.suggestions is None or c.state.get("intent") != "order":
        return
    attribute(c, before)
    offer(c, signals, action, before, awaiting_before)
