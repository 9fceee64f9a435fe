"""What a person does from the panel: list requests, accept, propose another time, deny, answer.

This module is the only way to a confirmed request, and `finish_confirmed` refuses to run
without a stored approval. In the demo every visitor acts as the business for their own
requests only (actor «local (demostración)»); in production a logged-in person acts on every
request of the businesses they have a role in, and the approval, the events and the closing
record name them. The whole business's list, paging and search live in `staff_board`.
"""
from __future__ import annotations

import re
from datetime import datetime
from pathlib import Path

from bizengine.business import availability
from bizengine.business.pricing import price_line
from bizengine.business.product_names import product_name
from bizengine.conversation import messages
from bizengine.errors import BadRequest, Conflict, NotFound, ServiceUnavailable, SlotTaken
from bizengine.language import pii
from bizengine.language.clock import fmt_day, fmt_time, iso_at
from bizengine.language.phones import show_phone
from bizengine.service import calendar, holds
from bizengine.service import staff_board as board
from bizengine.service.inputs import validate_session
from bizengine.service.staff_board import actor_fields, request_in_business
from bizengine.storage import cases
from bizengine.storage.db import jsonb, new_id

ACTOR = "local (demostración)"
ACTIONS = ("accept", "change", "deny", "answer")
MAX_MESSAGE = 1000
DATE_RE = re.compile(r"\d{4}-\d{2}-\d{2}", re.ASCII)
REQUEST_RE = re.compile(r"req-[a-f0-9]{16}")
TIME_RE = re.compile(r"([01]\d|2[0-3]):([0-5]\d)", re.ASCII)
GROUPS = {"pending": ("pending", "change_proposed"), "review": ("answered_by_assistant",),
          "done": ("confirmed", "denied", "answered", "reviewed", "cancelled")}


REVIEW_ROUTES = ("model", "excerpt")   # written by the model, or a passage search chose: worth a look


def group_of(row: dict) -> str:
    """pending: a person must act; review: an answer a person should read (written by the model,
    or a passage the search picked); done — answers from the business's data (hours, prices) too."""
    if row["status"] in ("pending", "change_proposed"):
        return "pending"
    if row["kind"] == "info" and row["status"] == "answered" and row.get("from_knowledge"):
        return "review"
    return "done"


def staff_list(conn, biz, session: str) -> dict:
    rows = conn.execute(
        "SELECT r.*, EXISTS (SELECT 1 FROM router_decisions d WHERE d.request_id = r.id AND d.route = ANY(%s)) "
        "AS from_knowledge FROM biz_requests r "
        "WHERE r.business = %s AND r.session_id = %s AND r.status <> 'collecting' "
        "ORDER BY r.updated_at DESC LIMIT 60", (list(REVIEW_ROUTES), biz.slug, session)).fetchall()
    counts = {"pending": 0, "review": 0, "done": 0}
    out = []
    for r in rows:
        group = group_of(r)
        counts[group] += 1
        out.append(_public(conn, r, group))
    return {"requests": out, "counts": counts}


def staff_board(conn, biz, query) -> dict:
    """Production: one page of every customer's requests of `biz` (see staff_board.BoardQuery)."""
    rows, more = board.board_rows(conn, biz.slug, query)
    return {"requests": [_public(conn, r, group_of(r)) for r in rows],
            "counts": board.board_counts(conn, biz.slug, query),
            "page": query.page, "per": query.per, "more": more, **board.pending_signal(conn, biz.slug)}


def _public(conn, r: dict, group: str) -> dict:
    thread = conn.execute("SELECT role, text, at FROM messages WHERE case_id = %s ORDER BY seq",
                          (r["case_id"],)).fetchall()
    evidence = conn.execute(
        "SELECT tool, ok, result FROM tool_calls "
        "WHERE case_id = %s AND (request_id = %s OR request_id IS NULL) ORDER BY seq",
        (r["case_id"], r["id"])).fetchall()
    cites = conn.execute(
        "SELECT DISTINCT title, source FROM citations WHERE case_id = %s AND request_id = %s",
        (r["case_id"], r["id"])).fetchall()
    data = r["data"] or {}
    # a booking handed to a person (a big group) shows its day, party, name and phone like a booking
    data = {**(data.get("booking") or {}), **{k: v for k, v in data.items() if k != "booking"}}
    return {
        "id": r["id"], "case_id": r["case_id"], "kind": r["kind"], "status": r["status"], "group": group,
        "customer_text": r["customer_text"], "lines": data.get("lines", []), "total_cents": r["total_cents"],
        "name": data.get("name"), "phone": data.get("phone"), "phone_display": show_phone(data.get("phone")) or None,
        "note": data.get("note"),
        "question": data.get("question"), "said": data.get("said") or [],
        "ymd": data.get("ymd"), "time": data.get("time"),
        "party": data.get("party"), "services": data.get("services"), "resource": data.get("resource"),
        "resource_name": data.get("resource_name"), "table_seats": data.get("table_seats"),
        "duration": data.get("duration"), "proposed": r["proposed"], "lang": data.get("lang"),
        "slot_start": r["slot_start"].isoformat() if r["slot_start"] else None,
        "thread": [{"role": m["role"], "text": m["text"], "at": m["at"].isoformat()} for m in thread],
        "evidence": [{"step": e["tool"], "ok": e["ok"], "detail": (e["result"] or {}).get("detail", "")}
                     for e in evidence],
        "citations": [dict(c) for c in cites],
        "updated_at": r["updated_at"].isoformat(),
    }


def parse_act(body, person=None) -> dict:
    if not isinstance(body, dict):
        raise BadRequest("el cuerpo debe ser un objeto JSON")
    if person is None:
        validate_session(body.get("session"))
    if not isinstance(body.get("request_id"), str):
        raise BadRequest("falta request_id")
    if not isinstance(body.get("action"), str):
        raise BadRequest("action debe ser accept, change, deny o answer")
    if body.get("action") not in ACTIONS:
        raise BadRequest(f"acción desconocida: «{pii.scrub(body['action'])[0][:40]}» (accept, change, deny o answer)")
    message = body.get("message") or ""
    if not isinstance(message, str):
        raise BadRequest("message debe ser texto")
    act = {"session": body.get("session"), "request_id": body["request_id"], "action": body["action"],
           "message": pii.cut(pii.scrub(message)[0], MAX_MESSAGE).strip(),   # masked whole, then cut
           **actor_fields(person, ACTOR)}
    if act["action"] == "change":
        date, time = body.get("date"), body.get("time")
        if not isinstance(date, str) or not DATE_RE.fullmatch(date):
            raise BadRequest("date debe ser YYYY-MM-DD")
        try:
            datetime.strptime(date, "%Y-%m-%d")
        except ValueError:
            raise BadRequest(f"la fecha {date} no existe") from None
        if not isinstance(time, str) or not TIME_RE.fullmatch(time):
            raise BadRequest("time debe ser HH:MM")
        h, m = time.split(":")
        act["ymd"], act["min"] = date, int(h) * 60 + int(m)
    if not REQUEST_RE.fullmatch(act["request_id"]):
        raise NotFound("no existe esa solicitud")   # like any id that is not this visitor's
    return act


def staff_act(db, biz, body, now: datetime, output_dir: str | Path = "output", mode: str = "demo",
              person=None) -> dict:
    """One decision. `person` (production) may act on any request of `biz`; without it (demo)
    only on the visitor's own session's requests. Production: accept and change re-check
    capacity under the slot's lock."""
    act = parse_act(body, person)
    act["mode"] = mode
    with db.tx() as conn, messages.speaking_for(biz):
        if person is None:
            req = cases.request_of(conn, biz.slug, act["session"], act["request_id"], lock=True)
        else:
            req = request_in_business(conn, biz.slug, act["request_id"])
        if req is None:
            raise NotFound("no existe esa solicitud")
        case = cases.find_case(conn, biz.slug, req["session_id"], req["case_id"])
        handler = {"accept": _accept, "change": _change, "deny": _deny, "answer": _answer}[act["action"]]
        return handler(conn, biz, case, req, act, now, Path(output_dir))


def _require(req: dict, statuses: tuple, what: str) -> None:
    if req["status"] not in statuses:
        raise Conflict(f"no se puede {what}: la solicitud está «{req['status']}»")


def _approve(conn, case, req, decision: str, payload: dict, act: dict) -> str:
    proposal = conn.execute("SELECT id FROM proposals WHERE request_id = %s ORDER BY created_at DESC LIMIT 1",
                            (req["id"],)).fetchone()
    approval_id = new_id("apr")
    conn.execute(
        "INSERT INTO approvals (id, proposal_id, case_id, request_id, actor, person_id, decision, payload) "
        "VALUES (%s, %s, %s, %s, %s, %s, %s, %s)",
        (approval_id, proposal["id"] if proposal else None, case["id"], req["id"], act["actor"], act["person_id"],
         decision, jsonb(payload)))
    cases.add_event(conn, case["id"], req["id"], "approval", {"approval_id": approval_id, "decision": decision,
                                                             "actor": act["actor"], "person_id": act["person_id"]})
    return approval_id


def _lang(req: dict) -> str:
    return (req["data"] or {}).get("lang") or req.get("case_lang") or "es"


def _accept(conn, biz, case, req, act, now, output_dir) -> dict:
    _require(req, ("pending",), "confirmar")
    data = req["data"] or {}
    if data.get("ymd") and data.get("min") is not None:
        req = {**req, "data": holds.recheck(conn, biz, act["mode"], req, data["ymd"], data["min"], now)}
    approval_id = _approve(conn, case, req, "accept", {}, act)
    return finish_confirmed(conn, biz, case, req, approval_id, note=act["message"], output_dir=output_dir)


def finish_confirmed(conn, biz, case, req, approval_id: str | None, note: str = "", output_dir: str | Path = "output",
                     slot: tuple | None = None) -> dict:
    """The only function that leaves a request confirmed. It refuses without a stored approval."""
    if not approval_id:
        raise PermissionError("confirmar exige una aprobación (approval_id)")
    stored = conn.execute("SELECT id FROM approvals WHERE id = %s AND request_id = %s",
                          (approval_id, req["id"])).fetchone()
    if stored is None:
        raise PermissionError(f"la aprobación {approval_id} no existe para esta solicitud")
    data = dict(req["data"] or {})
    if slot:
        data["ymd"], data["min"] = slot
        data["time"] = fmt_time(slot[1])
    cal = None
    if req["kind"] == "booking":
        cal = calendar.create_event(approval_id=approval_id, title=f"{biz.name}: {data.get('name', '')}",
                                    start=iso_at(data["ymd"], data["min"]))
        if not cal["ok"]:
            raise ServiceUnavailable(f"el calendario no aceptó el evento: {cal['error']}")
        cases.add_event(conn, case["id"], req["id"], "calendar", cal)
    lang = _lang(req)
    text = messages.say("order_confirmed" if req["kind"] == "order" else "booking_confirmed", lang,
                         day=fmt_day(data["ymd"], lang), time=fmt_time(data["min"]),
                         total=messages.money(req["total_cents"] or 0),
                         payment=messages.pick(biz.data.get("order", {}).get("payment"), lang))
    if note:
        text = f"{text} {note}"
    start = iso_at(data["ymd"], data["min"])
    conn.execute("UPDATE biz_requests SET status = 'confirmed', data = %s, slot_start = %s, "
                 "slot_end = %s::timestamptz + (slot_end - slot_start), proposed = NULL, updated_at = now() "
                 "WHERE id = %s",
                 (jsonb(data), start, start, req["id"]))
    who = conn.execute("SELECT actor, person_id FROM approvals WHERE id = %s", (approval_id,)).fetchone()
    cases.add_event(conn, case["id"], req["id"], "request_status",
                    {"from": req["status"], "to": "confirmed", "actor": who["actor"], "person_id": who["person_id"]})
    card = {"type": req["kind"], "status": "confirmed", "total_cents": req["total_cents"],
            "ymd": data["ymd"], "time": fmt_time(data["min"]), "day_label": fmt_day(data["ymd"], lang),
            **(booking_facts(biz, data, lang) if req["kind"] == "booking" else {"lines": lines_in(biz, data, lang)})}
    msg = cases.add_message(conn, case["id"], "staff", text, {"cards": [card]}, request_id=req["id"])
    _write_artifact(conn, biz, case, req, data, approval_id, who["actor"], output_dir, message=text)
    cases.set_case_state(conn, case, "emit")
    return {"ok": True, "status": "confirmed", "approval_id": approval_id, "calendar": cal, "message": text,
            "message_id": msg["id"]}


def lines_in(biz, data: dict, lang: str) -> list[dict]:
    """An order's lines (kept in the business's language) named and sized in `lang`: the card the
    customer reads once a person confirms."""
    out = []
    for line in data.get("lines") or []:
        priced = price_line(biz, line, lang)
        out.append({**line, "name": priced["name"], "option_label": priced["option_label"] or None} if priced else line)
    return out


def booking_facts(biz, data: dict, lang: str | None = None) -> dict:
    """What makes a booking a booking, on its card and in the staff list: the services (with price
    and minutes, named in `lang`, the business's language by default), the person, the party, the
    table and how long it lasts."""
    lang = lang or biz.default_lang
    services = [{"item_id": sid, "name": product_name(biz.products[sid], lang) if sid in biz.products else sid,
                 "price_cents": (biz.products.get(sid) or {}).get("price_cents"),
                 "duration_minutes": (biz.products.get(sid) or {}).get("duration_minutes")}
                for sid in data.get("services") or []]
    facts = {"services": services, "resource": data.get("resource"), "resource_name": data.get("resource_name"),
             "party": data.get("party"), "table_seats": data.get("table_seats"), "duration": data.get("duration"),
             "name": data.get("name"), "note": data.get("note")}
    return {k: v for k, v in facts.items() if v not in (None, [])}


def _detail_lines(req, data: dict) -> list[str]:
    """The closing record's detail: each order line with its options, or the booking's facts."""
    out = []
    for line in data.get("lines", []):
        named = messages.with_detail(str(line.get("name")), line.get("option_label") or "")
        out.append(f"- {line.get('qty')} × {named}: {messages.money(line.get('total_cents') or 0)}")
    if req["kind"] == "booking":
        names = ", ".join(filter(None, (s for s in data.get("services_names") or [])))
        out += [f"- servicios: {names}" if names else "",
                f"- con: {data['resource_name']}" if data.get("resource_name") else "",
                f"- personas: {data['party']}" if data.get("party") else "",
                f"- mesa: {data['table_seats']} plazas" if data.get("table_seats") else "",
                f"- duración: {data['duration']} min" if data.get("duration") else ""]
    if data.get("note"):
        out.append(f"- indicaciones: {data['note']}")
    return [line for line in out if line]


def _write_artifact(conn, biz, case, req, data, approval_id, actor: str, output_dir, message: str = "") -> None:
    lang = _lang(req)
    tools = conn.execute("SELECT tool FROM tool_calls WHERE case_id = %s ORDER BY seq", (case["id"],)).fetchall()
    cites = conn.execute("SELECT DISTINCT title FROM citations WHERE case_id = %s", (case["id"],)).fetchall()
    tokens = conn.execute("SELECT coalesce(sum(tokens_in), 0) AS i, coalesce(sum(tokens_out), 0) AS o "
                          "FROM router_decisions WHERE case_id = %s", (case["id"],)).fetchone()
    data = {**data, "services_names": [s["name"] for s in booking_facts(biz, data).get("services", [])]}
    detail = _detail_lines(req, data) + [
        f"- total: {messages.money(req['total_cents'] or 0)}" if req["total_cents"] is not None else "",
        f"- {'recogida' if req['kind'] == 'order' else 'reserva'}: {data['ymd']} {fmt_time(data['min'])}",
        f"- a nombre de: {data.get('name', '')}"]
    md = "\n".join([
        f"# Expediente {case['id']}", "",
        f"- id: {case['id']}", f"- lang: {lang}", "- route: local",
        f"- tokens: in={tokens['i']} out={tokens['o']}",
        f"- negocio: {biz.name} ({biz.slug})",
        f"- solicitud: {req['kind']} · confirmed",
        f"- aprobación: {approval_id} ({actor})", "",
        "## Detalle", "", *[d for d in detail if d], "",
        *(["## Mensaje", "", message, ""] if message else []),
        "## Citations", "", *([f"- {c['title']}" for c in cites] or ["- (ningunha)"]), "",
        "## Ferramentas", "", *[f"- {i}. {t['tool']} (motor)" for i, t in enumerate(tools, 1)], "",
        messages.say("artifact_footer", lang), "",
    ])
    out = Path(output_dir)
    out.mkdir(parents=True, exist_ok=True)
    path = out / f"{case['id']}.md"
    path.write_text(md, encoding="utf-8")
    conn.execute("INSERT INTO artifacts (case_id, approval_id, path, content) VALUES (%s, %s, %s, %s)",
                 (case["id"], approval_id, str(path), md))


def _slot_free(biz, req, ymd: str, minute: int, now: datetime) -> bool:
    data = req["data"] or {}
    if req["kind"] == "order":
        result = availability.pickup_availability(biz, ymd, now, data.get("lead_minutes") or 0)
    elif biz.data["booking"]["mode"] == "tables":
        result = availability.table_availability(biz, ymd, now, data.get("party") or 1)
    else:
        result = availability.staff_availability(biz, ymd, now, data.get("services") or [], data.get("resource"))
    return any(s["min"] == minute for s in result["slots"])


def _change(conn, biz, case, req, act, now, output_dir) -> dict:
    _require(req, ("pending",), "proponer otra hora")
    if req["kind"] not in ("order", "booking"):
        raise Conflict("solo se propone otra hora a un pedido o una reserva")
    data = req["data"] or {}
    if (data.get("ymd"), data.get("min")) == (act["ymd"], act["min"]):
        raise Conflict("es la misma hora que pidió el cliente: para aceptarla, confirma")
    held = holds.hold_proposal(conn, biz, act["mode"], req, act["ymd"], act["min"], now)
    if held is None and not _slot_free(biz, req, act["ymd"], act["min"], now):
        raise Conflict(f"el hueco {act['ymd']} {fmt_time(act['min'])} no está libre")
    approval_id = _approve(conn, case, req, "change", {"ymd": act["ymd"], "min": act["min"]}, act)
    proposed = {"ymd": act["ymd"], "min": act["min"], "approval_id": approval_id, **(held or {})}
    conn.execute("UPDATE biz_requests SET status = 'change_proposed', proposed = %s, updated_at = now() WHERE id = %s",
                 (jsonb(proposed), req["id"]))
    cases.add_event(conn, case["id"], req["id"], "request_status",
                    {"from": "pending", "to": "change_proposed", **proposed,
                     "actor": act["actor"], "person_id": act["person_id"]})
    lang = _lang(req)
    key = "change_proposed" if req["kind"] == "order" else "change_proposed_booking"
    text = messages.say(key, lang, day=fmt_day(act["ymd"], lang), time=fmt_time(act["min"]))
    if act["message"]:
        text = f"{text} {act['message']}"
    chips = [{"label": messages.say("change_accept_chip", lang), "action": {"type": "change_accept"}},
             {"label": messages.say("change_reject_chip", lang), "action": {"type": "change_reject"}}]
    cases.add_message(conn, case["id"], "staff", text, {"chips": chips}, request_id=req["id"])
    cases.set_case_state(conn, case, "await_approval")
    return {"ok": True, "status": "change_proposed", "approval_id": approval_id, "calendar": None, "message": text}


def _deny(conn, biz, case, req, act, now, output_dir) -> dict:
    _require(req, ("pending", "change_proposed"), "rechazar")
    approval_id = _approve(conn, case, req, "deny", {"reason": act["message"]}, act)
    conn.execute("UPDATE biz_requests SET status = 'denied', proposed = NULL, updated_at = now() WHERE id = %s",
                 (req["id"],))
    cases.add_event(conn, case["id"], req["id"], "request_status",
                    {"from": req["status"], "to": "denied", "actor": act["actor"], "person_id": act["person_id"]})
    lang = _lang(req)
    text = messages.say("order_denied" if req["kind"] == "order" else "booking_denied", lang)
    if act["message"]:
        text = f"{text} {messages.say('reason', lang, reason=act['message'])}"
    cases.add_message(conn, case["id"], "staff", text, {"cards": [{"type": req["kind"], "status": "denied"}]},
                      request_id=req["id"])
    cases.set_case_state(conn, case, "refused")
    return {"ok": True, "status": "denied", "approval_id": approval_id, "calendar": None, "message": text}


def _answer(conn, biz, case, req, act, now, output_dir) -> dict:
    if not act["message"]:
        raise BadRequest("answer necesita message")
    _require(req, ("pending", "answered"), "responder") if req["kind"] in ("question", "handoff") else \
        _require(req, ("pending", "change_proposed", "answered", "confirmed", "denied"), "responder")
    approval_id = _approve(conn, case, req, "answer", {"message": act["message"]}, act)
    if req["kind"] in ("question", "handoff", "info"):
        conn.execute("UPDATE biz_requests SET status = 'answered', updated_at = now() WHERE id = %s", (req["id"],))
        if req["status"] != "answered":
            cases.add_event(conn, case["id"], req["id"], "request_status",
                            {"from": req["status"], "to": "answered",
                             "actor": act["actor"], "person_id": act["person_id"]})
        cases.set_case_state(conn, case, "emit")
    cases.add_message(conn, case["id"], "staff", act["message"], None, request_id=req["id"])
    return {"ok": True, "status": "answered" if req["kind"] in ("question", "handoff", "info") else req["status"],
            "approval_id": approval_id, "calendar": None, "message": act["message"]}


def customer_answers_change(conn, biz, case, main, choice: str, now: datetime, output_dir="output",
                            mode: str = "demo") -> list[dict]:
    """The customer's answer to a time a person proposed. Accepting confirms with the approval
    the person stored when proposing; there is no other way to confirm from the chat."""
    lang = case["lang"]
    main = main and cases.request_of(conn, biz.slug, case["session_id"], main["id"], lock=True)
    if main is None or main["status"] != "change_proposed":
        msg = cases.add_message(conn, case["id"], "assistant", messages.say("nothing_to_answer", lang))
        return [msg]
    proposed = main["proposed"] or {}
    if choice == "change_accept":
        try:
            main = {**main, "data": holds.recheck(conn, biz, mode, main, proposed["ymd"], proposed["min"], now)}
        except SlotTaken as gone:
            return [holds.proposal_gone(conn, case, main, proposed["min"], gone.alternatives, "accepted")]
        res = finish_confirmed(conn, biz, case, main, proposed.get("approval_id"), output_dir=output_dir,
                               slot=(proposed["ymd"], proposed["min"]))
        return [conn.execute("SELECT id, role, text, meta, at FROM messages WHERE id = %s",
                             (res["message_id"],)).fetchone()]
    own = main["data"] or {}           # rejected: back to the customer's own time, freed meanwhile
    if own.get("ymd") and own.get("min") is not None:
        declined = (proposed["min"],) if proposed.get("ymd") == own["ymd"] else ()
        try:
            own = holds.recheck(conn, biz, mode, main, own["ymd"], own["min"], now, back_to_own=True,
                                declined=declined)
        except SlotTaken as gone:
            return [holds.proposal_gone(conn, case, main, own["min"], gone.alternatives, "rejected")]
    holds.back_in_the_queue(conn, main["id"], own)
    cases.add_event(conn, case["id"], main["id"], "request_status", {"from": "change_proposed", "to": "pending"})
    cases.set_case_state(conn, case, "await_approval")
    return [cases.add_message(conn, case["id"], "assistant", messages.say("change_rejected", lang),
                              request_id=main["id"])]
