"""chat_turn: the imperative shell around the pure `turn()`.

Validate → scrub → load the case (business AND session) → decide the mode → store the
customer's words → call turn() → store everything it produced in one transaction.
The process keeps nothing between turns: the dialog state lives in biz_requests.dialog.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime

from bizengine.errors import BadRequest, NotFound
from bizengine.service.inputs import is_case_id, validate_session
from bizengine.storage import cases, occupancy
from bizengine.conversation import messages
from bizengine.language import pii
from bizengine.service import holds, staff
from bizengine.conversation.actions import ACTION_TYPES
from bizengine.conversation.records import TurnResult
from bizengine.conversation.turn import turn
from bizengine.storage.db import jsonb

MAX_TEXT = 500
# The whole numbers a button may carry, and their sane range; every other action field is text.
INT_FIELDS = {"qty": (1, 1000), "line": (0, 99), "delta": (-1000, 1000), "min": (0, 1439), "n": (1, 1000)}
# A button's fields are all required except these (an «add» without qty adds one).
OPTIONAL_FIELDS = {("add", "qty")}
REVIEW_KINDS = ("info",)


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


def chat_turn(db, biz, body, now: datetime, kb_answer=None, output_dir="output", biz_mode: str = "demo") -> dict:
    """One customer turn, end to end. Returns the response of POST /api/<slug>/chat.
    `biz_mode` "production": real occupancy, and a sent request holds its slot (service.holds)."""
    inp = parse_body(body)
    with db.tx() as conn:
        case = cases.find_case(conn, biz.slug, inp.session, inp.case_id)
        mode = "continue" if case else "new"
        if case is None:
            case = cases.create_case(conn, biz.slug, inp.session, "es", now)
        main = cases.main_request(conn, case)
        user = cases.add_message(conn, case["id"], "user", inp.shown_text, request_id=main["id"] if main else None)
        level = pii.most_sensitive(case["pii_level"], inp.pii_level)
        if level != case["pii_level"]:
            conn.execute("UPDATE cases SET pii_level = %s WHERE id = %s AND business = %s AND session_id = %s",
                         (level, case["id"], biz.slug, inp.session))
        if inp.action and inp.action["type"] in ("change_accept", "change_reject"):
            with messages.speaking_for(biz):
                replies = staff.customer_answers_change(conn, biz, case, main, inp.action["type"], now, output_dir,
                                                        biz_mode)
            return _response(case, "continue", user, replies, cases.main_request(conn, case), [])
        # a question already with a person does not lock the case: the turn below still answers
        # from the data and takes new orders; only what would go to a person again joins that one
        with_person = bool(main and main["kind"] in ("question", "handoff") and main["status"] == "pending")
    # the pure turn runs outside the transaction: no lock held while it thinks (or waits for the model)
    with db.tx() as conn:
        main = cases.main_request(conn, case)
        waiting = main is not None and main["status"] in ("pending", "change_proposed")
        target = main
        if waiting:
            mode = "aside"
            target = cases.open_aside(conn, case, main["id"])
        elif main is not None and main["status"] in cases.TERMINAL:
            target = None
        dialog = dict(target["dialog"]) if target else {"lang": case["lang"]}
        history = cases.history_of(conn, case)
        own = occupancy.own_for(conn, biz, biz_mode, inp.session, now)

    def run_turn(own):
        return turn(biz, dialog, inp.as_turn_input(), now, own=own, has_pending=waiting,
                    kb_answer=kb_answer, history=history[:-1])
    try:
        out = run_turn(own)
    except ValueError as e:  # a button that names something this business does not have
        raise BadRequest(f"acción no válida para este negocio: {e}") from None
    with db.tx() as conn:
        case = cases.find_case(conn, biz.slug, inp.session, case["id"])
        if with_person and _for_the_person(out):
            return _handoff_turn(conn, case, main, user)
        if target is None:
            target = cases.create_request(conn, case, _kind_of(out), dict(out.state),
                                          parent_id=main["id"] if waiting else None,
                                          customer_text=inp.shown_text)
        out = holds.hold_on_send(conn, biz, biz_mode, target["id"], out, now, run_turn)
        saved = _save_turn(conn, biz, case, target, out, inp)
        request = cases.main_request(conn, case) if not waiting else target
        request = conn.execute("SELECT * FROM biz_requests WHERE id = %s", (request["id"],)).fetchone()
        return _response(case, mode, user, saved, request, out.trace)


def _kind_of(out: TurnResult) -> str:
    req = out.request
    return req["kind"] if req else "info"


def _for_the_person(out: TurnResult) -> bool:
    """What the turn would hand over again (a question without data, a topic for people) joins the
    question a person already has, in the same chat; so does what only the knowledge texts would
    answer («¿sigues ahí?» finds some paragraph): the person is the one answering now."""
    if out.request and out.request["kind"] in ("question", "handoff"):
        return True
    return out.request is None and out.kb is not None


def _handoff_turn(conn, case, main, user) -> dict:
    """A person already handles this question: these words join it, and the customer is told so."""
    text = messages.say("handoff_noted", case["lang"])
    reply = cases.add_message(conn, case["id"], "assistant", text, request_id=main["id"])
    cases.add_event(conn, case["id"], main["id"], "customer_message_to_person", {"message_id": user["id"]})
    cases.set_case_state(conn, case, "handoff")
    return _response(case, "handoff", user, [reply], main, [])


def _save_turn(conn, biz, case, target, out, inp) -> list[dict]:
    """Store what turn() produced: state, decisions, evidence, citations, request, replies, events."""
    cid, rid = case["id"], target["id"]
    cases.set_case_state(conn, case, "enrich")
    cases.set_case_state(conn, case, "route")
    kb = out.kb
    route = kb["route"] if kb else "local"
    conn.execute(
        "INSERT INTO router_decisions (case_id, request_id, step, route, reason, model, tokens_in, tokens_out, ms, prompt_hash) "
        "VALUES (%s, %s, 'route', %s, %s, %s, %s, %s, %s, %s)",
        (cid, rid, route, _reason(out), (kb or {}).get("model"), (kb or {}).get("tokens_in") or 0,
         (kb or {}).get("tokens_out") or 0, int((kb or {}).get("ms") or 0), (kb or {}).get("prompt_hash")))
    if kb:
        cases.set_case_state(conn, case, "retrieve")
    seq = conn.execute("SELECT coalesce(max(seq), 0) AS n FROM tool_calls WHERE case_id = %s", (cid,)).fetchone()["n"]
    for i, t in enumerate(out.trace, start=seq + 1):
        conn.execute("INSERT INTO tool_calls (case_id, request_id, seq, tool, ok, result) VALUES (%s, %s, %s, %s, %s, %s)",
                     (cid, rid, i, t["step"], bool(t.get("ok")), jsonb({"detail": t.get("detail", "")})))
    _update_request(conn, case, target, out, inp)
    saved = []
    for reply in out.replies:
        meta = reply.get("meta") or None
        row = cases.add_message(conn, cid, "assistant", reply["text"], meta, request_id=rid)
        for cite in (meta or {}).get("cites", []) or []:
            conn.execute("INSERT INTO citations (case_id, request_id, message_id, title, source, score) VALUES (%s, %s, %s, %s, %s, %s)",
                         (cid, rid, row["id"], cite.get("title", ""), cite.get("source", ""), cite.get("score")))
        saved.append(row)
    lang = out.state.get("lang") or case["lang"]
    final = out.case_state or "propose"
    summary = case["summary"] or (inp.text or "")[:200]
    cases.set_case_state(conn, case, "propose")
    if final != "propose":
        cases.set_case_state(conn, case, final)
    conn.execute("UPDATE cases SET lang = %s, summary = %s WHERE id = %s AND business = %s AND session_id = %s",
                 (lang, summary, cid, biz.slug, inp.session))
    case["lang"] = lang
    return saved


def _reason(out: TurnResult) -> str:
    return str((out.signals or {}).get("primary") or "")


def _update_request(conn, case, target, out, inp) -> None:
    """Write the turn's request (if any) over the target row; turn() can never confirm."""
    req = out.request
    rid = target["id"]
    state = out.state
    if req is None:
        intent = state.get("intent")
        status = target["status"]
        if target["kind"] in REVIEW_KINDS and intent not in ("order", "booking") and out.replies:
            status = "answered"
        elif out.cancelled and status == "collecting":
            status = "cancelled"   # nothing was sent; the next message starts afresh
        conn.execute("UPDATE biz_requests SET dialog = %s, status = %s, updated_at = now() WHERE id = %s",
                     (jsonb(state), status, rid))
        if status != target["status"]:
            cases.add_event(conn, case["id"], rid, "request_status", {"from": target["status"], "to": status})
        return
    status = req["status"]
    if status not in ("collecting", "pending"):
        raise ValueError(f"turn() produced a request with status {status!r}: only a person confirms")
    data = req.get("data") or {}
    conn.execute(
        "UPDATE biz_requests SET kind = %s, status = %s, dialog = %s, data = %s, slot_start = %s, slot_end = %s, "
        "total_cents = %s, customer_text = CASE WHEN customer_text = '' THEN %s ELSE customer_text END, "
        "updated_at = now() WHERE id = %s",
        (req["kind"], status, jsonb(state), jsonb(data), req.get("slot_start"), req.get("slot_end"),
         req.get("total_cents"), inp.shown_text, rid))
    if status != target["status"] or req["kind"] != target["kind"]:
        cases.add_event(conn, case["id"], rid, "request_status",
                        {"from": target["status"], "to": status, "kind": req["kind"]})
    if status == "pending" and target["status"] != "pending":
        conn.execute("INSERT INTO proposals (id, case_id, request_id, kind, payload) VALUES (%s, %s, %s, %s, %s)",
                     (cases.new_id("prp"), case["id"], rid, req["kind"],
                      jsonb({"data": data, "total_cents": req.get("total_cents"), "slot_start": req.get("slot_start")})))


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
