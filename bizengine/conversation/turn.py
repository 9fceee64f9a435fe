"""One conversation turn: `turn()`. Pure: no database, no network, no clock (`now` is given).

A button (`action`) does not go through the reader: its meaning is known. A text becomes
Signals (nlu.analyze) and `route` decides with them. Mid-order, a message that feeds the
order continues it; anything else (a question, a greeting) is answered and the pending
question is asked again with neutral signals, so nothing is lost.

No path here produces a confirmed request: the most a customer turn can leave is `pending`.
"""
from __future__ import annotations

import copy

from bizengine.conversation import booking_form as booking
from bizengine.conversation import order_form as ordering
from bizengine.conversation import suggest
from bizengine.conversation.actions import run_action
from bizengine.conversation.cart import note_the_wished_line
from bizengine.conversation.context import Ctx, dialog_state_from, fresh_copy
from bizengine.conversation.heard import hear, keep_the_buttons
from bizengine.conversation.hours_to_call import note_the_hours_to_call
from bizengine.conversation.messages import speaking_for
from bizengine.conversation.offer_of_more import lets_the_more_offer_go
from bizengine.conversation.phone_for_the_person import remember_passed_on
from bizengine.conversation.records import TurnResult, reading_context
from bizengine.conversation.routing import reprompt_open, route
from bizengine.conversation.said import keep_said, said_so_far
from bizengine.conversation.small_talk import not_understood
from bizengine.conversation.undo import bring_back, moves_the_dropped, take_dropped, undoes_the_cancel
from bizengine.understanding import reader as nlu
from bizengine.understanding.signals import Signals

_SIGNAL_SCALARS = ("primary", "lang", "flags", "question", "greet", "thanks", "bye", "yes", "no", "cancel",
                   "change", "handoff", "handoff_topic", "offtopic", "topics", "diet", "holiday", "refusal",
                   "name", "phone", "email", "party", "booking_unsupported")


def _signals_out(s: Signals | None) -> dict | None:
    """A small JSON view of the signals (what flow stores as the routing reason)."""
    if s is None:
        return None
    out = {k: copy.copy(getattr(s, k)) for k in _SIGNAL_SCALARS}
    found = s.items
    out["items"] = {k: fresh_copy(getattr(found, k)) for k in ("lines", "ambiguous", "unknown", "stray_options")}
    out["items"]["mode"] = found.mode
    w = s.when
    out["when"] = {k: getattr(w, k) for k in ("ymd", "minutes", "part", "rel_min", "asap", "has_day", "has_time",
                                              "ambiguous_day", "invalid_day")}
    return out


_REQUEST_CARDS = ("order", "booking")


def _last_request_card_only(replies: list) -> None:
    """«sí, pero que sean 8» at the summary: «Apunto: 8 × …» and the summary each drew the order's
    card; the turn shows it once, the last (what the request is when the turn ends)."""
    seen: set[str] = set()
    for reply in reversed(replies):
        meta = reply.get("meta") or {}
        cards = meta.get("cards")
        if not cards:
            continue
        kept = [card for card in cards if card.get("type") not in _REQUEST_CARDS or card["type"] not in seen]
        seen.update(card.get("type") for card in cards if card.get("type") in _REQUEST_CARDS)
        if len(kept) != len(cards):
            meta["cards"] = kept
            if not kept:
                del meta["cards"]


def turn(biz, state, input, now, own=(), has_pending=False, kb_answer=None, history=(),
         suggestions=None) -> TurnResult:
    """One turn: the new state, the replies, the request left for a person (if any) and what was
    read and checked. `suggestions` is the business's precomputed artifact ({}: none built, the
    rules layer alone; None: the caller offers no suggestions). Every text is said in the
    business's own words (its `texts`). Raises ValueError for an unknown action type."""
    with speaking_for(biz):
        return _turn(biz, state, input, now, own, has_pending, kb_answer, history, suggestions)


def _counts(st) -> dict[str, int]:
    """How many of each thing the order holds, all its sizes together (a resize adds none)."""
    counts: dict[str, int] = {}
    for line in st["order"]["lines"]:
        counts[line["item_id"]] = counts.get(line["item_id"], 0) + int(line.get("qty") or 0)
    return counts


def _keep_the_named(st, before: dict[str, int]) -> None:
    """The things this turn added to the order, kept for the next only («otro de esos» after two: which);
    else those it took off («mejor ponme Y» after «quita las X»: Y in their place, not the rest's),
    kept while the order stays as it is («quita las X», «Ana», «mejor ponme Y» still adds Y)."""
    now = _counts(st)
    added = [item for item, qty in now.items() if qty > before.get(item, 0)]
    taken_off = [item for item, qty in before.items() if now.get(item, 0) < qty]
    last = {k: v for k, v in (st.get("last") or {}).items() if k != "named"}
    if added or taken_off or not now:
        last.pop("taken_off", None)
    if added:
        last["named"] = added
    elif taken_off:
        last["taken_off"] = taken_off
    st["last"] = last


_ONLY_MARKS = " \t\n?¿!¡.,…"


def _turn(biz, state, input, now, own, has_pending, kb_answer, history, suggestions) -> TurnResult:
    st = dialog_state_from(state)
    c = Ctx(biz, st, now, own, has_pending, kb_answer, history)
    c.said = said_so_far(st, "")         # a button adds no words; a text adds its own below
    c.suggestions = suggestions
    cart_before = {line["item_id"] for line in st["order"]["lines"]}
    counts_before = _counts(st)
    awaiting_before = st.get("awaiting")
    dropped = take_dropped(st)      # the draft the last turn cancelled: this turn alone may take it back
    signals, redacted = None, []
    action = (input or {}).get("action")
    if action:
        run_action(c, action)
    else:
        raw = str((input or {}).get("text") or "")
        c.said = said_so_far(st, raw)
        redacted = list((input or {}).get("flags") or [])
        signals = nlu.analyze(raw, biz, reading_context(st, now))
        if lets_the_more_offer_go(c, signals):
            signals = nlu.analyze(raw, biz, reading_context(st, now))
        (st.get("last") or {}).pop("item_now", None)     # read once: the turn right after the question
        (st.get("last") or {}).pop("priced_now", None)
        (st.get("last") or {}).pop("group_now", None)
        c.answered_last = bool((st.get("last") or {}).pop("answered_now", None))
        hear(st, signals, raw)
        c.lang = st["lang"] = signals.lang or st["lang"]
        note_the_wished_line(biz, signals, c.lang)
        note_the_hours_to_call(signals, c.lang)
        c.signals = signals
        redacted = sorted(set(redacted) | set(signals.flags or []))
        c.redacted = redacted
        said = raw.strip(_ONLY_MARKS)       # «?», «¿?», «...»: nothing said, the question asked again
        if not said and (ordering.mid_flow(c) or booking.mid_flow(c)):
            reprompt_open(c)
        elif not said:
            not_understood(c)
        elif dropped and undoes_the_cancel(signals):
            bring_back(c, dropped)
            reprompt_open(c)
        elif dropped and moves_the_dropped(signals):
            bring_back(c, dropped, moved=True)
            route(c, signals)
        else:
            route(c, signals)
    _keep_the_named(st, counts_before)
    suggest.after_turn(c, signals, action or None, cart_before, awaiting_before)
    keep_said(st, c.said, c.request)
    remember_passed_on(st, c.request)
    if c.request is None and ordering.mid_flow(c) and st["order"]["lines"]:
        c.request = ordering.order_request(c, "collecting")
    if c.request is None and booking.mid_flow(c):
        c.request = booking.booking_request(c, "collecting")
    _last_request_card_only(c.replies)
    keep_the_buttons(st, c.replies)
    return TurnResult(state=st, replies=c.replies, request=c.request, refused=c.refused, redacted=redacted,
                      trace=c.trace, signals=_signals_out(signals), kb=c.kb, case_state=c.case_state,
                      staff_action=c.staff_action, cancelled=c.cancelled,
                      suggest_events=c.suggest_events)
