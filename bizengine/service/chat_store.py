"""Storing a chat turn (the SQL is in storage/turns.py): the turn between its read and its write
(`Pending`), the customer's words kept before the model is called and taken back when the turn
is refused, then, as the writes of one statement (storage/writes.py), the words, the request with its status
events and proposal, the routing decision, the evidence, the replies and the case; and the
response of `POST /chat`. A request is never written `confirmed`: only a person confirms."""
from __future__ import annotations

import inspect
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime
from functools import lru_cache
from typing import Any, Callable, TypeVar

from bizengine.conversation import messages
from bizengine.conversation.records import TurnResult
from bizengine.errors import Conflict, DatabaseDown, NotFound
from bizengine.language import pii
from bizengine.service.chat_input import TurnInput
from bizengine.storage import cases, turns
from bizengine.storage.db import new_id
from bizengine.storage.writes import Writes

REVIEW_KINDS = ("info",)
T = TypeVar("T")


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
    kept_early: bool = False   # this turn stored the words before calling the model
    words_at: str | datetime | None = None    # when the stored words were stored
    now: datetime | None = None     # the turn's clock (a new case's id carries its Madrid date)

    @property
    def opens_case(self) -> bool:
        """This turn's write opens the case (its case_opened event is due), even when the case row
        was written earlier, with the words kept before a model call."""
        return bool(self.case.get("new"))

    def draw_again(self) -> None:
        """The new case's id was taken by another case: the case starts over with a fresh id."""
        case = self.case
        self.case = turns.new_case(case["business"], case["session_id"], self.now or datetime.now().astimezone())


def drawing_again(t: Pending, write: Callable[[], T]) -> T:
    """`write()`, which may open the turn's case; a new case whose id is taken draws another
    (`cases.drawing_ids`). A case already stored is never drawn again."""
    def again() -> bool:
        if t.case_stored:
            return False
        t.draw_again()
        return True
    return cases.drawing_ids(write, again)


def start(biz, inp: TurnInput, seen: turns.Seen, retry_id: str | None, now: datetime) -> Pending:
    """The turn's case (the stored one, or a new one not written yet) and its message id."""
    if retry_id and seen.retried is None:
        raise NotFound("no existe ese mensaje en esta conversación")
    if seen.retried is not None and not (seen.retried["meta"] or {}).get("unanswered"):
        raise Conflict("ese mensaje ya tiene respuesta")
    case = dict(seen.case) if seen.case else turns.new_case(biz.slug, inp.session, now)
    known = seen.case is not None
    return Pending(inp, case, "continue" if known else "new",
                   retry_id or new_id("msg"), pii.most_sensitive(case["pii_level"], inp.pii_level),
                   case_stored=known, words_stored=seen.retried is not None,
                   words_at=seen.retried["at"] if seen.retried else None, now=now)


def _says_when_it_calls_the_model(kb_answer) -> bool:
    """Whether a kb_answer takes `around_model`. The engine makes a new closure per turn, so a
    plain function is read by its code (shared by those closures) and inspected once."""
    code = getattr(kb_answer, "__code__", None)
    if code is None or hasattr(kb_answer, "__wrapped__"):
        # a decorator's own parameters, not the wrapped function's: it may not pass the hook on
        return "around_model" in inspect.signature(kb_answer, follow_wrapped=False).parameters
    return _code_names_around_model(code)


@lru_cache(maxsize=64)
def _code_names_around_model(code) -> bool:
    return "around_model" in code.co_varnames[:code.co_argcount + code.co_kwonlyargcount]


def words_kept_first(db, t: Pending, main, kb_answer):
    """kb_answer that commits the customer's words, marked unanswered, right before the model is
    called: the model may take seconds, and a process that dies meanwhile must not lose them."""
    if kb_answer is None:
        return None

    def store():
        meta: dict[str, Any] = {"unanswered": True}
        if t.inp.action is not None:
            meta.update(action=t.inp.action, label=t.inp.label)
        with db.batch() as conn:
            if not t.case_stored:
                turns.insert_case(conn, t.case)
            stored = turns.insert_user_message(conn, t.case, t.user_id, t.inp.shown_text, main and main["id"], meta)
        return stored.fetchone()["at"]

    @contextmanager
    def keep():
        if not t.words_stored:
            t.words_at = drawing_again(t, store)
            t.case_stored = t.words_stored = t.kept_early = True
        yield

    if _says_when_it_calls_the_model(kb_answer):
        return lambda text, lang="es", history=(): kb_answer(text, lang, history, around_model=(keep,))

    def answer(*args, **kwargs):  # a kb_answer that cannot say when it calls the model
        with keep():
            return kb_answer(*args, **kwargs)

    return answer


def forget(db, t: Pending) -> None:
    """The turn was refused after its words were kept for the model: take them back."""
    if t.kept_early:
        try:
            with db.batch() as conn:
                turns.forget_unanswered(conn, t.case, t.user_id)
        except DatabaseDown:
            pass  # the words stay, marked unanswered: the chat offers «Reintentar»


def write_user(conn, t: Pending, main):
    """The case (when new) and the customer's words; returns the cursor of the message row."""
    if not t.case_stored:
        turns.insert_case(conn, t.case)
        t.case_stored = True
    if t.opens_case:
        turns.case_opened(conn, t.case)
    if t.words_stored:
        return turns.answer_message(conn, t.case, t.user_id, main and main["id"])
    return turns.insert_user_message(conn, t.case, t.user_id, t.inp.shown_text, main and main["id"])


def handoff_turn(db, t: Pending, main) -> dict:
    """A person already handles this question: these words join it, and the customer is told so."""
    case = t.case
    with db.batch() as conn:
        user = write_user(conn, t, main)
        _, reply = turns.insert_reply(conn, case, messages.say("handoff_noted", case["lang"]), None, main["id"])
        events = [(case["id"], main["id"], "customer_message_to_person", {"message_id": t.user_id})]
        turns.add_events(conn, events + _state_events(case, ["handoff"]))
        turns.update_case(conn, case, state="handoff", pii_level=t.pii_level)
    case["state"] = "handoff"
    return response(case, "handoff", user.fetchone(), [reply.fetchone()], main, [])


def _state_events(case: dict, states: list[str]) -> list[tuple]:
    """The `state` events of a case walking through `states` (a repeated state is no event)."""
    rows, current = [], case["state"]
    for state in states:
        if state != current:
            rows.append((case["id"], None, "state", {"from": current, "to": state}))
            current = state
    return rows


@dataclass
class Saved:
    """What a turn will store (`writes`, one statement) and the rows its answer shows."""
    writes: Writes
    user: dict             # the customer's message (with `at` when it was stored earlier)
    replies: list[dict]
    request: dict

    def rows(self, at) -> tuple[dict, list[dict]]:
        """The message rows as stored, `at` being the statement's time (the words stored earlier
        keep theirs)."""
        return {"at": at, **self.user}, [{**r, "at": at} for r in self.replies]


def write_turn(t: Pending, send: Callable[[Writes], datetime], main, target, parent_id, out) -> tuple[Saved, datetime]:
    """`save_turn`'s writes, sent by `send` (their one statement); a new case whose id is taken
    is drawn again and its writes made again. Returns what was saved and the statement's time."""
    def once() -> tuple[Saved, datetime]:
        saved = save_turn(t, main, target, parent_id, out)
        return saved, send(saved.writes)
    return drawing_again(t, once)


def save_turn(t: Pending, main, target, parent_id, out) -> Saved:
    """Everything turn() produced, as the writes of one statement: the words, the request, the
    routing decision, the evidence, the replies and their citations, the events, the suggestions
    shown or answered, the case."""
    case, cid = t.case, t.case["id"]
    w = Writes()
    opened = [cases.case_opened_event(case)] if t.opens_case else []
    events: list[tuple] = []
    request = _write_request(w, t, target, parent_id, out, events)
    rid = request["id"]
    if _replaces_the_handed(out, main, request, parent_id):
        turns.set_status(w, case, main["id"], "cancelled", was="pending")
        events.append((cid, main["id"], "request_status", {"from": "pending", "to": "cancelled", "replaced_by": rid}))
    kb = out.kb
    turns.add_decision(w, cid, rid, kb["route"] if kb else "local", _reason(out), kb)
    turns.add_evidence(w, cid, rid, out.trace)
    user = {"id": t.user_id, "role": "user", "text": t.inp.shown_text, "meta": None,
            "request_id": main and main["id"]}
    if t.words_stored:
        turns.answer_message(w, case, t.user_id, main and main["id"])
        user["at"] = t.words_at
    replies = [{"id": new_id("msg"), "role": "assistant", "text": r["text"], "meta": r.get("meta") or None,
                "request_id": rid} for r in out.replies]
    turns.insert_messages(w, case, ([] if t.words_stored else [user]) + replies)
    turns.add_citations(w, cid, rid, [(r["id"], c) for r in replies for c in (r["meta"] or {}).get("cites") or []])
    final = out.case_state or "propose"
    walk = ["enrich", "route"] + (["retrieve"] if kb else [])
    before = _state_events(case, walk)
    after = _state_events({"id": cid, "state": walk[-1]}, ["propose", final])
    turns.add_events(w, opened + before + events + after)
    turns.add_suggestion_events(w, case, rid, out.suggest_events, t.now)
    lang = out.state.get("lang") or case["lang"]
    summary = case["summary"] or (t.inp.text or "")[:200]
    case.update(lang=lang)
    if t.case_stored:
        turns.update_case(w, case, state=final, lang=lang, summary=summary, pii_level=t.pii_level)
    else:
        turns.insert_case(w, case, state=final, summary=summary, pii_level=t.pii_level)
    case["state"] = final
    return Saved(w, user, replies, request)


def _replaces_the_handed(out: TurnResult, main, request: dict, parent_id) -> bool:
    """A smaller party booked by chat after a group was handed to a person: once sent, the
    handed request is retired, so the business does not hold two bookings for one table."""
    return bool(out.state.get("replaces_handed") and request["status"] == "pending" and main
                and parent_id == main["id"] and main["kind"] == "handoff" and main["status"] == "pending")


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
        events.append((cid, rid, "request_status",
                       {"from": before["status"], "to": after["status"], "kind": after["kind"]}))
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


def response(case, mode, user, replies, request, trace) -> dict:
    return {
        "case_id": case["id"],
        "mode": mode,
        "state": case["state"],
        "lang": case["lang"],
        "user": {"id": user["id"], "at": cases.iso(user["at"])},
        "replies": [cases.public_message(r) for r in replies],
        "request": _public_request(request),
        "trace": [{"step": t["step"], "ok": bool(t.get("ok")), "detail": t.get("detail", "")} for t in trace],
    }


def _public_request(row) -> dict | None:
    if not row:
        return None
    return {"id": row["id"], "kind": row["kind"], "status": row["status"], "total_cents": row["total_cents"]}
