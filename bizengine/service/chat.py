"""chat_turn: the imperative shell around the pure `turn()`.

Validate → scrub → read the case (business AND session) in one round trip → decide the mode →
call turn() outside any transaction → store the words and everything the turn produced in one
transaction (the SQL is in storage/turns.py).
The process keeps nothing between turns: the dialog state lives in biz_requests.dialog.
"""
from __future__ import annotations

import inspect
import re
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any

from bizengine.errors import BadRequest, Conflict, DatabaseDown, NotFound, ServiceUnavailable
from bizengine.service.inputs import is_case_id, validate_session
from bizengine.storage import cases
from bizengine.conversation import messages
from bizengine.language import pii
from bizengine.service import holds, staff
from bizengine.service import suggestions as suggesting
from bizengine.storage import suggestions as suggestion_store
from bizengine.conversation.actions import ACTION_TYPES
from bizengine.conversation.records import TurnResult
from bizengine.conversation.turn import turn
from bizengine.storage import turns
from bizengine.storage.db import new_id

MAX_TEXT = 500
# The whole numbers a button may carry, and their sane range; every other action field is text.
INT_FIELDS = {"qty": (1, 1000), "line": (0, 99), "delta": (-1000, 1000), "min": (0, 1439), "n": (1, 1000)}
# A button's fields are all required except these (an «add» without qty adds one).
OPTIONAL_FIELDS = {("add", "qty")}
REVIEW_KINDS = ("info",)
TURN_ROUTES = ("data", "order", "booking", "knowledge", "refusal")
# The route of the last turn this thread ran (the web layer's metrics read it; None before any).
LAST_ROUTE: ContextVar[str | None] = ContextVar("bizengine_last_route", default=None)
RETRY_RE = re.compile(r"msg-[0-9a-f]{16}")
# The suggestion events of the last turn of this request: (business, item, event), for metrics.
LAST_SUGGESTIONS: ContextVar[tuple] = ContextVar("bizengine_last_suggestions", default=())


@dataclass
class TurnInput:
    session: str
    case_id: str | None
    text: str | None = None
    action: dict | None = None
    label: str | None = None
    flags: tuple = ()
    pii_level: str = "none"

    def as_turn_input(self) -> dict:
        if self.action is not None:
            return {"action": self.action, "label": self.label}
        return {"text": self.text, "flags": list(self.flags)}

    @property
    def shown_text(self) -> str:
        """What the customer's bubble says: the text, or the button's label."""
        if self.action is not None:
            return self.label or self.action["type"]
        return self.text or ""


def parse_body(body) -> TurnInput:
    """Check a chat body and scrub it before anything else touches it: the whole text is masked
    and classified first, and only then cut, so nothing of a card survives a cut."""
    if not isinstance(body, dict):
        raise BadRequest("el cuerpo debe ser un objeto JSON")
    session = validate_session(body.get("session"))
    case_id = body.get("case_id")
    if case_id is not None and not is_case_id(case_id):
        case_id = None  # an unusable case id just opens a new case, like a foreign one
    text, action = body.get("text"), body.get("action")
    if action is not None:
        action = _clean_action(action)
        label = body.get("label")
        label = label if isinstance(label, str) else ""
        scrubbed_label, flags = pii.scrub(label)
        return TurnInput(session, case_id, action=action, label=pii.cut(scrubbed_label, MAX_TEXT) or None,
                         flags=tuple(flags), pii_level=pii.classify(label))
    if not isinstance(text, str) or not text.strip():
        raise BadRequest("falta text o action")
    scrubbed, flags = pii.scrub(text)
    return TurnInput(session, case_id, text=pii.cut(scrubbed, MAX_TEXT), flags=tuple(flags),
                     pii_level=pii.classify(text))


def _clean_action(action) -> dict:
    if not isinstance(action, dict) or not isinstance(action.get("type"), str):
        raise BadRequest("action debe ser un objeto con type")
    kind = action["type"]
    if kind not in ACTION_TYPES:
        raise BadRequest(f"tipo de acción desconocido: «{pii.scrub(kind)[0][:40]}»")
    clean = {"type": kind}
    for field in ACTION_TYPES[kind]:
        if field not in action or action[field] is None:
            if (kind, field) in OPTIONAL_FIELDS:
                continue
            raise BadRequest(f"a la acción {kind} le falta {field}")
        clean[field] = _action_field(field, action[field])
    return clean


def _action_field(field: str, value):
    if field in INT_FIELDS:
        if isinstance(value, bool) or not isinstance(value, int):
            raise BadRequest(f"action.{field} debe ser un número entero")
        low, high = INT_FIELDS[field]
        if not low <= value <= high:
            raise BadRequest(f"action.{field} debe estar entre {low} y {high}")
        return value
    if not isinstance(value, str):
        raise BadRequest(f"action.{field} debe ser texto")
    if field == "ymd":
        try:
            return date.fromisoformat(value).isoformat() if len(value) == 10 else _bad_day()
        except ValueError:
            _bad_day()
    return pii.cut(pii.scrub(value)[0], MAX_TEXT)


def _bad_day():
    raise BadRequest("action.ymd debe ser una fecha YYYY-MM-DD que exista")


def chat_turn(db, biz, body, now: datetime, kb_answer=None, output_dir="output", biz_mode: str = "demo",
              suggestions_on: bool = True, suggestion_words=None) -> dict:
    """One customer turn, end to end. Returns the response of POST /api/<slug>/chat.

    One round trip reads what the turn needs; turn() runs outside any transaction; one
    transaction writes everything it produced, the customer's words included, so a refused
    turn stores nothing. Only a turn that asks the model keeps the words first (marked
    unanswered): if the process dies while the model thinks, the chat offers «Reintentar».
    `biz_mode` "production": real occupancy, and a sent request holds its slot (service.holds).
    `suggestions_on` False: the turn offers no suggestion (SUGGESTIONS_ENABLED=0).
    `suggestion_words(item_id, reason, lang)`: the model's checked sentence for a suggestion, or None."""
    inp = parse_body(body)
    retry_id = _retry_of(body)
    seen = turns.load(db, biz.slug, inp.session, inp.case_id, retry_id,
                      occupancy_at=now if biz_mode == "production" else None)
    t = _start(biz, inp, seen, retry_id, now)
    main = seen.main
    if inp.action and inp.action["type"] in ("change_accept", "change_reject"):
        with db.tx() as conn:
            user = _write_user(conn, t, main).fetchone()
            with messages.speaking_for(biz):
                replies = staff.customer_answers_change(conn, biz, t.case, main, inp.action["type"], now,
                                                        output_dir, biz_mode)
            turns.update_case(conn, t.case, pii_level=t.pii_level)
            return _response(t.case, "continue", user, replies, cases.main_request(conn, t.case), [])
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
    if target is None and main is not None:     # a new request: the follow-ups still lean on the last topic
        dialog["last"] = (main.get("dialog") or {}).get("last") or {"topic": None}
    keep = _words_kept_first(db, t, main, kb_answer)
    own = seen.own
    recs = suggesting.for_turn(db, biz) if suggestions_on else None

    def run_turn(own):
        return turn(biz, dialog, inp.as_turn_input(), now, own=own, has_pending=waiting,
                    kb_answer=keep, history=seen.history, suggestions=recs)
    try:
        out = run_turn(own)
    except ValueError as e:  # a button that names something this business does not have
        _forget(db, t)
        raise BadRequest(f"acción no válida para este negocio: {e}") from None
    except ServiceUnavailable:  # no model slot, or the database went away: nothing half-kept
        _forget(db, t)
        raise
    if with_person and _for_the_person(out):
        return _handoff_turn(db, t, main)
    _word_suggestion(out, suggestion_words)
    LAST_ROUTE.set(turn_route(out))
    with db.batch() as conn:
        out = holds.hold_on_send(conn, biz, biz_mode, target["id"] if target else "", out, now, run_turn)
        user, replies, request = _save_turn(conn, t, main, target, main["id"] if main is not None and waiting else None, out)
        events = list(out.suggest_events)
        suggestion_store.record_events(conn, biz.slug, t.case["id"], request["id"], events, now)
        LAST_SUGGESTIONS.set(tuple((biz.slug, e["item_id"], e["kind"]) for e in events))
    return _response(t.case, t.mode, user.fetchone(), [r.fetchone() for r in replies], request, out.trace)


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


@dataclass
class Pending:
    """A turn between its read and its write: the case (maybe not stored yet) and the words."""
    inp: TurnInput
    case: dict
    mode: str
    user_id: str
    pii_level: str
    case_stored: bool      # the case row exists (its case_opened event may still be due)
    words_stored: bool     # the customer's message exists, marked unanswered (a retry, or kept early)
    opened_event: bool     # the case_opened event is written (only for cases that existed)
    kept_early: bool = False   # this turn stored the words before calling the model


def _retry_of(body) -> str | None:
    retry = body.get("retry") if isinstance(body, dict) else None
    if retry is None:
        return None
    if not isinstance(retry, str) or not RETRY_RE.fullmatch(retry):
        raise BadRequest("retry debe ser el id de un mensaje (msg-…)")
    return retry


def _start(biz, inp: TurnInput, seen: turns.Seen, retry_id: str | None, now: datetime) -> Pending:
    if retry_id and seen.retried is None:
        raise NotFound("no existe ese mensaje en esta conversación")
    if seen.retried is not None and not (seen.retried["meta"] or {}).get("unanswered"):
        raise Conflict("ese mensaje ya tiene respuesta")
    case = dict(seen.case) if seen.case else turns.new_case(biz.slug, inp.session, now)
    known = seen.case is not None
    return Pending(inp, case, "continue" if known else "new",
                   retry_id or new_id("msg"), pii.most_sensitive(case["pii_level"], inp.pii_level),
                   case_stored=known, words_stored=seen.retried is not None, opened_event=known)


def _words_kept_first(db, t: Pending, main, kb_answer):
    """kb_answer that commits the customer's words, marked unanswered, right before the model is
    called: the model may take seconds, and a process that dies meanwhile must not lose them."""
    if kb_answer is None:
        return None

    @contextmanager
    def keep():
        if not t.words_stored:
            meta: dict[str, Any] = {"unanswered": True}
            if t.inp.action is not None:
                meta.update(action=t.inp.action, label=t.inp.label)
            with db.batch() as conn:
                if not t.case_stored:
                    turns.insert_case(conn, t.case)
                turns.insert_user_message(conn, t.case, t.user_id, t.inp.shown_text, main and main["id"], meta)
            t.case_stored = t.words_stored = t.kept_early = True
        yield

    if "around_model" in inspect.signature(kb_answer).parameters:
        return lambda text, lang="es", history=(): kb_answer(text, lang, history, around_model=(keep,))

    def answer(*args, **kwargs):  # a kb_answer that cannot say when it calls the model
        with keep():
            return kb_answer(*args, **kwargs)

    return answer


def _forget(db, t: Pending) -> None:
    """The turn was refused after its words were kept for the model: take them back."""
    if t.kept_early:
        try:
            with db.batch() as conn:
                turns.forget_unanswered(conn, t.case, t.user_id)
        except DatabaseDown:
            pass  # the words stay, marked unanswered: the chat offers «Reintentar»


def _write_user(conn, t: Pending, main):
    """The case (when new) and the customer's words; returns the cursor of the message row."""
    if not t.case_stored:
        turns.insert_case(conn, t.case)
        t.case_stored = True
    if not t.opened_event:
        turns.case_opened(conn, t.case)
        t.opened_event = True
    if t.words_stored:
        return turns.answer_message(conn, t.case, t.user_id, main and main["id"])
    return turns.insert_user_message(conn, t.case, t.user_id, t.inp.shown_text, main and main["id"])


def _for_the_person(out: TurnResult) -> bool:
    """What the turn would hand over again (a question without data, a topic for people) joins the
    question a person already has, in the same chat; so does what only the knowledge texts would
    answer («¿sigues ahí?» finds some paragraph): the person is the one answering now."""
    if out.request and out.request["kind"] in ("question", "handoff"):
        return True
    return out.request is None and out.kb is not None


def _handoff_turn(db, t: Pending, main) -> dict:
    """A person already handles this question: these words join it, and the customer is told so."""
    case = t.case
    with db.batch() as conn:
        user = _write_user(conn, t, main)
        _, reply = turns.insert_reply(conn, case, messages.say("handoff_noted", case["lang"]), None, main["id"])
        events = [(case["id"], main["id"], "customer_message_to_person", {"message_id": t.user_id})]
        turns.add_events(conn, events + _state_events(case, ["handoff"]))
        turns.update_case(conn, case, state="handoff", pii_level=t.pii_level)
    case["state"] = "handoff"
    return _response(case, "handoff", user.fetchone(), [reply.fetchone()], main, [])


def _state_events(case: dict, states: list[str]) -> list[tuple]:
    """The `state` events of a case walking through `states` (a repeated state is no event)."""
    rows, current = [], case["state"]
    for state in states:
        if state != current:
            rows.append((case["id"], None, "state", {"from": current, "to": state}))
            current = state
    return rows


def _save_turn(conn, t: Pending, main, target, parent_id, out) -> tuple:
    """Store what turn() produced, in the caller's one transaction: the words, the request,
    the routing decision, the evidence, the replies and their citations, the events, the case."""
    case, cid = t.case, t.case["id"]
    user = _write_user(conn, t, main)
    events: list[tuple] = []
    request = _write_request(conn, t, target, parent_id, out, events)
    rid = request["id"]
    kb = out.kb
    turns.add_decision(conn, cid, rid, kb["route"] if kb else "local", _reason(out), kb)
    turns.add_evidence(conn, cid, rid, out.trace)
    replies = []
    for reply in out.replies:
        meta = reply.get("meta") or None
        mid, cur = turns.insert_reply(conn, case, reply["text"], meta, rid)
        turns.add_citations(conn, cid, rid, mid, (meta or {}).get("cites") or [])
        replies.append(cur)
    final = out.case_state or "propose"
    walk = ["enrich", "route"] + (["retrieve"] if kb else [])
    before = _state_events(case, walk)
    after = _state_events({"id": cid, "state": walk[-1]}, ["propose", final])
    turns.add_events(conn, before + events + after)
    lang = out.state.get("lang") or case["lang"]
    summary = case["summary"] or (t.inp.text or "")[:200]
    turns.update_case(conn, case, state=final, lang=lang, summary=summary, pii_level=t.pii_level)
    case.update(state=final, lang=lang)
    return user, replies, request


def _reason(out: TurnResult) -> str:
    return str((out.signals or {}).get("primary") or "")


def _write_request(conn, t: Pending, target, parent_id, out, events: list) -> dict:
    """The one place a turn writes its request: created, or written over the target row, with
    its status events and, when it becomes pending, the proposal a person decides on.
    turn() can never confirm."""
    cid = t.case["id"]
    before: dict[str, Any]
    if target is None:
        rid, kind = new_id("req"), _kind_of(out)
        before = {"id": rid, "kind": kind, "status": "collecting", "total_cents": None}
        after = _request_after(before, out, t.inp)
        turns.insert_request(conn, t.case, rid, {"customer_text": t.inp.shown_text, **after}, parent_id)
        events.append((cid, rid, "request_opened", {"kind": kind, "parent_id": parent_id}))
    else:
        before = target
        after = _request_after(before, out, t.inp)
        turns.update_request(conn, t.case, before["id"], after)
    rid = before["id"]
    req = out.request
    if req is None and after["status"] != before["status"]:
        events.append((cid, rid, "request_status", {"from": before["status"], "to": after["status"]}))
    elif req is not None and (after["status"] != before["status"] or after["kind"] != before["kind"]):
        events.append((cid, rid, "request_status", {"from": before["status"], "to": after["status"], "kind": after["kind"]}))
    if req is not None and after["status"] == "pending" and before["status"] != "pending":
        turns.add_proposal(conn, cid, rid, after["kind"], {"data": after["data"], "total_cents": after["total_cents"],
                                                           "slot_start": after.get("slot_start")})
    return {"id": rid, "kind": after["kind"], "status": after["status"], "total_cents": after["total_cents"]}


def _kind_of(out: TurnResult) -> str:
    req = out.request
    return req["kind"] if req else "info"


def _request_after(before: dict, out: TurnResult, inp: TurnInput) -> dict:
    """The request's columns after the turn."""
    req, state = out.request, out.state
    if req is None:
        status = before["status"]
        if before["kind"] in REVIEW_KINDS and state.get("intent") not in ("order", "booking") and out.replies:
            status = "answered"
        elif out.cancelled and status == "collecting":
            status = "cancelled"   # nothing was sent; the next message starts afresh
        return {"kind": before["kind"], "status": status, "dialog": state, "total_cents": before.get("total_cents")}
    if req["status"] not in ("collecting", "pending"):
        raise ValueError(f"turn() produced a request with status {req['status']!r}: only a person confirms")
    return {"kind": req["kind"], "status": req["status"], "dialog": state, "data": req.get("data") or {},
            "slot_start": req.get("slot_start"), "slot_end": req.get("slot_end"),
            "total_cents": req.get("total_cents"), "customer_text": inp.shown_text}


def _response(case, mode, user, replies, request, trace) -> dict:
    return {
        "case_id": case["id"],
        "mode": mode,
        "state": case["state"],
        "lang": case["lang"],
        "user": {"id": user["id"], "at": user["at"].isoformat()},
        "replies": [cases.public_message(r) for r in replies],
        "request": _public_request(request),
        "trace": [{"step": t["step"], "ok": bool(t.get("ok")), "detail": t.get("detail", "")} for t in trace],
    }


def _public_request(row) -> dict | None:
    if not row:
        return None
    return {"id": row["id"], "kind": row["kind"], "status": row["status"], "total_cents": row["total_cents"]}


def conversation(db, biz, session: str, case_id: str | None) -> dict:
    """What the chat polls while a person decides. A foreign case answers like a missing one."""
    validate_session(session)
    if case_id and not is_case_id(case_id):
        raise NotFound("no existe esa conversación")
    with db.tx() as conn:
        case = cases.find_case(conn, biz.slug, session, case_id) if case_id else cases.latest_case(conn, biz.slug, session)
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
