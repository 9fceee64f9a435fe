"""chat_turn: the imperative shell around the pure `turn()`.

Validate → scrub → read the case (business AND session) in one round trip → decide the mode →
call turn() outside any transaction → store the words and everything the turn produced as one
statement (storage/writes.py; the SQL is in storage/turns.py). The body is checked and scrubbed in
chat_input.py; what the turn writes, and when, is in chat_store.py.
The process keeps nothing between turns: the dialog state lives in biz_requests.dialog.
"""
from __future__ import annotations

from contextvars import ContextVar
from datetime import datetime

from bizengine.conversation import messages
from bizengine.conversation.handoff import CONTACT_KEYS, TURN_KEYS
from bizengine.conversation.records import TurnResult
from bizengine.conversation.turn import turn
from bizengine.errors import BadRequest, NotFound, ServiceUnavailable
from bizengine.service import chat_store as record
from bizengine.service import holds, staff
from bizengine.service import suggestions as suggesting
from bizengine.service.chat_input import parse_body, retry_of
from bizengine.service.inputs import is_case_id, validate_session
from bizengine.storage import cases, turns

TURN_ROUTES = ("data", "order", "booking", "knowledge", "refusal")
# The route of the last turn this thread ran (the web layer's metrics read it; None before any).
LAST_ROUTE: ContextVar[str | None] = ContextVar("bizengine_last_route", default=None)
# The suggestion events of the last turn of this request: (business, item, event), for metrics.
LAST_SUGGESTIONS: ContextVar[tuple] = ContextVar("bizengine_last_suggestions", default=())


def chat_turn(db, biz, body, now: datetime, kb_answer=None, output_dir="output", biz_mode: str = "demo",
              suggestions_on: bool = True, suggestion_words=None) -> dict:
    """One customer turn, end to end. Returns the response of POST /api/<slug>/chat.

    One statement reads what the turn needs; turn() runs outside any transaction; one statement
    writes everything it produced, the customer's words included, so a refused turn stores
    nothing. Only a turn that asks the model keeps the words first (marked
    unanswered): if the process dies while the model thinks, the chat offers «Reintentar».
    `biz_mode` "production": real occupancy, and a sent request holds its slot (service.holds).
    `suggestions_on` False: the turn offers no suggestion (SUGGESTIONS_ENABLED=0).
    `suggestion_words(item_id, reason, lang)`: the model's checked sentence for a suggestion, or None."""
    inp = parse_body(body)
    retry_id = retry_of(body)
    seen = turns.load(db, biz.slug, inp.session, inp.case_id, retry_id,
                      occupancy_at=now if biz_mode == "production" else None)
    t = record.start(biz, inp, seen, retry_id, now)
    main = seen.main
    if inp.action and inp.action["type"] in ("change_accept", "change_reject"):
        return _answer_change(db, biz, t, main, inp.action["type"], now, output_dir, biz_mode)
    # a question already with a person does not lock the case: the turn below still answers from
    # the data and takes new orders; only what would go to a person again joins that one
    with_person = bool(main and main["kind"] in ("question", "handoff") and main["status"] == "pending")
    waiting = main is not None and main["status"] in ("pending", "change_proposed")
    target = main
    if waiting:
        t.mode, target = "aside", seen.aside
    elif main is not None and main["status"] in cases.TERMINAL:
        target = None
    dialog = dict(target["dialog"]) if target else {"lang": t.case["lang"]}
    if target is None and main is not None:     # a new request: the follow-ups still lean on the last topic,
        # and on what was sent last (a request sent aside of the main one is the newer)
        dialog["last"] = seen.latest_last or (main.get("dialog") or {}).get("last") or {"topic": None}
    keep = record.words_kept_first(db, t, main, kb_answer)
    recs = suggesting.for_turn(db, biz) if suggestions_on else None

    def run_turn(own):
        return turn(biz, dialog, inp.as_turn_input(), now, own=own, has_pending=waiting,
                    kb_answer=keep, history=seen.history, suggestions=recs)
    try:
        out = run_turn(seen.own)
    except ValueError as e:  # a button that names something this business does not have
        record.forget(db, t)
        raise BadRequest(f"acción no válida para este negocio: {e}") from None
    except ServiceUnavailable:  # no model slot, or the database went away: nothing half-kept
        record.forget(db, t)
        raise
    if with_person and _adds_to_the_handed(out, main):
        return _store(db, biz, biz_mode, t, main, main, None, out, now, run_turn)
    if with_person and _for_the_person(out):
        return record.handoff_turn(db, t, main)
    _word_suggestion(out, suggestion_words)
    LAST_ROUTE.set(turn_route(out))
    parent_id = main["id"] if main is not None and waiting else None
    return _store(db, biz, biz_mode, t, main, target, parent_id, out, now, run_turn)


def _answer_change(db, biz, t: record.Pending, main, action_type: str, now: datetime, output_dir,
                   biz_mode: str) -> dict:
    """The customer accepts or rejects the change a person proposed: no turn() runs."""
    def answer() -> dict:
        with db.tx() as conn:
            user = record.write_user(conn, t, main).fetchone()
            with messages.speaking_for(biz):
                replies = staff.customer_answers_change(conn, biz, t.case, main, action_type, now,
                                                        output_dir, biz_mode)
            turns.update_case(conn, t.case, pii_level=t.pii_level)
            return record.response(t.case, "continue", user, replies, cases.main_request(conn, t.case), [])
    return record.drawing_again(t, answer)


def _store(db, biz, biz_mode: str, t: record.Pending, main, target, parent_id, out: TurnResult, now: datetime,
           run_turn) -> dict:
    """Store the turn's words and everything it produced as one statement; the response."""
    if holds.needs_hold(biz_mode, out):      # the slot is re-checked under its locks, then stored
        with db.tx() as conn:
            out = holds.hold_on_send(conn, biz, biz_mode, target["id"] if target else "", out, now, run_turn)
            saved, at = record.write_turn(t, _held_send(conn, opens_case=not t.case_stored),
                                          main, target, parent_id, out)
    else:
        saved, at = record.write_turn(t, db.write, main, target, parent_id, out)
    _count_suggestions(biz, out)
    user, replies = saved.rows(at)
    return record.response(t.case, t.mode, user, replies, saved.request, out.trace)


def _held_send(conn, opens_case: bool):
    """How a held turn's writes go: on the transaction that holds the slot's locks; when they
    open the case, in a savepoint, so a taken case id undoes only them and the locks stay held.
    (Defensive: a send follows earlier turns of its case, so today no held send opens one.)"""
    def send(writes) -> datetime:
        if not opens_case:
            return writes.send(conn)
        with conn.transaction():
            return writes.send(conn)
    return send


def _count_suggestions(biz, out: TurnResult) -> None:
    """The suggestions shown, accepted or dismissed (stored with the turn), for the metrics."""
    LAST_SUGGESTIONS.set(tuple((biz.slug, e["item_id"], e["kind"]) for e in out.suggest_events))


def _word_suggestion(out: TurnResult, words) -> None:
    """The engine chose the item; the model (if any) may reword its reason in one checked sentence."""
    if words is None or not any(e["kind"] == "shown" for e in out.suggest_events):
        return
    for reply in out.replies:
        chosen = (reply.get("meta") or {}).get("suggestion")
        if chosen:
            text = words(chosen["item_id"], reply["text"], out.state.get("lang") or "es")
            if text:
                reply["text"] = text
                chosen["worded"] = "model"


def turn_route(out: TurnResult) -> str:
    """What kind of turn this was, for metrics: refusal, knowledge, order, booking or data."""
    if out.refused:
        return "refusal"
    if out.kb:
        return "knowledge"
    kind = out.request["kind"] if out.request else out.state.get("intent")
    return kind if kind in ("order", "booking") else "data"


def _adds_to_the_handed(out: TurnResult, main) -> bool:
    """The name or phone said after a booking was handed to a person (handoff.contact_for_the_person),
    or a phone said after a question or a message was (conversation.phone_for_the_person): written into
    that request's data, for the person who calls back."""
    req = out.request
    if not (req and req["kind"] == main["kind"] and req["kind"] in ("question", "handoff")):
        return False
    data, was = req.get("data") or {}, main.get("data") or {}
    if data.get("booking") and req["kind"] == "handoff":
        return bool(data.get("text") == was.get("text"))
    return bool(data.get("phone")) and _without_contact(data) == _without_contact(was)


def _without_contact(data: dict) -> dict:
    """A request's data but the contact and the words said, which a phone said later adds to."""
    return {k: v for k, v in data.items() if k not in (*CONTACT_KEYS, *TURN_KEYS)}


def _for_the_person(out: TurnResult) -> bool:
    """What the turn would hand over again (a question without data, a topic for people) joins the
    question a person already has, in the same chat; so does what only the knowledge texts would
    answer («¿sigues ahí?» finds some paragraph): the person is the one answering now."""
    if out.request and out.request["kind"] in ("question", "handoff"):
        return True
    return out.request is None and out.kb is not None


def conversation(db, biz, session: str, case_id: str | None) -> dict:
    """What the chat polls while a person decides. A foreign case answers like a missing one."""
    validate_session(session)
    if case_id and not is_case_id(case_id):
        raise NotFound("no existe esa conversación")
    with db.tx() as conn:
        case = (cases.find_case(conn, biz.slug, session, case_id) if case_id
                else cases.latest_case(conn, biz.slug, session))
        if case is None:
            raise NotFound("no existe esa conversación")
        main = cases.main_request(conn, case)
        asides = conn.execute(
            "SELECT id, kind, status FROM biz_requests WHERE case_id = %s AND business = %s AND session_id = %s "
            "AND parent_id IS NOT NULL ORDER BY created_at", (case["id"], biz.slug, session)).fetchall()
        return {
            "case_id": case["id"], "state": case["state"], "lang": case["lang"],
            "messages": [cases.public_message(m) for m in cases.messages_of(conn, case)],
            "request": ({"id": main["id"], "kind": main["kind"], "status": main["status"],
                         "total_cents": main["total_cents"]} if main else None),
            "asides": [dict(a) for a in asides],
        }
