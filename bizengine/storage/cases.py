"""Case records in Postgres. Every query that reads or writes a case filters by business AND
session in the query itself: knowing another visitor's case id gets you nothing."""
from __future__ import annotations

import secrets
from collections.abc import Callable
from datetime import datetime
from typing import TypeVar

from bizengine.errors import CaseIdTaken
from bizengine.language.clock import madrid_parts
from bizengine.storage.db import case_id_collisions, jsonb, new_id

LIVE = ("pending", "confirmed", "change_proposed")        # requests that hold a slot
TERMINAL = ("confirmed", "denied", "answered", "reviewed", "cancelled")
# A request's place in the queue for its slot: when it took the time (created, or back from a
# proposal that had freed it). SQL over biz_requests.
QUEUED_AT = "coalesce(requeued_at, created_at)"


CASE_ID_BYTES = 8        # 64 random bits: guessing another visitor's case is hopeless
CASE_ID_TRIES = 5
T = TypeVar("T")


def new_case_id(now: datetime) -> str:
    """EXP-<Madrid date>-<16 hex>: the date keeps it readable on the phone and in the panel."""
    p = madrid_parts(now)
    return f"EXP-{p['year']:04d}{p['month']:02d}{p['day']:02d}-{secrets.token_hex(CASE_ID_BYTES)}"


def find_case(conn, business: str, session: str, case_id: str | None):
    if not case_id:
        return None
    return conn.execute(
        "SELECT * FROM cases WHERE id = %s AND business = %s AND session_id = %s",
        (case_id, business, session)).fetchone()


def latest_case(conn, business: str, session: str):
    return conn.execute(
        "SELECT * FROM cases WHERE business = %s AND session_id = %s ORDER BY updated_at DESC LIMIT 1",
        (business, session)).fetchone()


def drawing_ids(write: Callable[[], T], draw_again: Callable[[], bool]) -> T:
    """`write()`, which may insert a new case. When the new case's id is already taken (its random
    bits collided; `CaseIdTaken`, nothing stored), `draw_again()` gives it another id and `write()`
    runs again, up to CASE_ID_TRIES times; `draw_again()` False means no retry may be made."""
    for _ in range(CASE_ID_TRIES - 1):
        try:
            return write()
        except CaseIdTaken:
            if not draw_again():
                raise
    return write()


def case_opened_event(case: dict) -> tuple:
    """The event row (case_id, request_id, type, payload) that opens a case."""
    return (case["id"], None, "case_opened", {"business": case["business"]})


def create_case(conn, business: str, session: str, lang: str, now: datetime,
                make_id: Callable[[datetime], str] = new_case_id) -> dict:
    """A new case with a fresh id, for tools and tests (the chat opens its cases with the turn's
    writes, storage/turns.py); an id already taken is drawn again (`drawing_ids`), in a savepoint
    so the caller's transaction goes on."""
    def insert():
        with case_id_collisions(), conn.transaction():
            return conn.execute(
                "INSERT INTO cases (id, business, session_id, state, lang) VALUES (%s, %s, %s, 'intake', %s) "
                "RETURNING *", (make_id(now), business, session, lang)).fetchone()
    row = drawing_ids(insert, lambda: True)     # each try draws its own id
    add_event(conn, *case_opened_event(row))
    return row


def main_request(conn, case: dict):
    return conn.execute(
        "SELECT * FROM biz_requests WHERE case_id = %s AND business = %s AND session_id = %s AND parent_id IS NULL "
        "ORDER BY created_at DESC, id DESC LIMIT 1",
        (case["id"], case["business"], case["session_id"])).fetchone()


def create_request(conn, case: dict, kind: str, dialog: dict, parent_id: str | None = None,
                   customer_text: str = "") -> dict:
    rid = new_id("req")
    row = conn.execute(
        "INSERT INTO biz_requests (id, case_id, business, session_id, parent_id, kind, status, dialog, customer_text) "
        "VALUES (%s, %s, %s, %s, %s, %s, 'collecting', %s, %s) RETURNING *",
        (rid, case["id"], case["business"], case["session_id"], parent_id, kind, jsonb(dialog),
         customer_text)).fetchone()
    add_event(conn, case["id"], rid, "request_opened", {"kind": kind, "parent_id": parent_id})
    return row


def request_of(conn, business: str, session: str, request_id: str, lock: bool = False):
    """One request of this business and session. `lock` holds the row until the transaction
    ends, so two decisions on the same request happen one after the other, never both."""
    return conn.execute(
        "SELECT r.*, c.lang AS case_lang, c.state AS case_state FROM biz_requests r JOIN cases c ON c.id = r.case_id "
        "WHERE r.id = %s AND r.business = %s AND r.session_id = %s AND c.business = %s AND c.session_id = %s"
        + (" FOR UPDATE OF r" if lock else ""),
        (request_id, business, session, business, session)).fetchone()


def add_message(conn, case_id: str, role: str, text: str, meta=None, request_id: str | None = None) -> dict:
    return conn.execute(
        "INSERT INTO messages (id, case_id, request_id, role, text, meta) VALUES (%s, %s, %s, %s, %s, %s) "
        "RETURNING id, role, text, meta, at",
        (new_id("msg"), case_id, request_id, role, text, jsonb(meta) if meta else None)).fetchone()


def add_event(conn, case_id: str, request_id: str | None, type_: str, payload: dict) -> None:
    conn.execute("INSERT INTO events (case_id, request_id, type, payload) VALUES (%s, %s, %s, %s)",
                 (case_id, request_id, type_, jsonb(payload)))


def set_case_state(conn, case: dict, state: str, **fields) -> None:
    """Move a case to `state`, recording the transition as an event when it changes."""
    if case["state"] != state:
        add_event(conn, case["id"], None, "state", {"from": case["state"], "to": state})
    sets = ["state = %s", "updated_at = now()"]
    values = [state]
    for key, value in fields.items():
        sets.append(f"{key} = %s")
        values.append(value)
    conn.execute(f"UPDATE cases SET {', '.join(sets)} WHERE id = %s AND business = %s AND session_id = %s",
                 (*values, case["id"], case["business"], case["session_id"]))
    case["state"] = state


def messages_of(conn, case: dict, after_seq: int = 0) -> list[dict]:
    return conn.execute(
        "SELECT m.id, m.role, m.text, m.meta, m.at, m.seq FROM messages m JOIN cases c ON c.id = m.case_id "
        "WHERE m.case_id = %s AND c.business = %s AND c.session_id = %s AND m.seq > %s ORDER BY m.seq",
        (case["id"], case["business"], case["session_id"], after_seq)).fetchall()


def own_blocks(conn, business: str, session: str) -> list[dict]:
    """The visitor's live requests as blocks that take a slot: what they already asked for."""
    rows = conn.execute(
        "SELECT id, kind, status, data, proposed FROM biz_requests WHERE business = %s AND session_id = %s "
        "AND status = ANY(%s) AND kind IN ('order', 'booking')",
        (business, session, list(LIVE))).fetchall()
    return [block for block in (block_of(r) for r in rows) if block]


def block_of(row: dict) -> dict | None:
    data = row["data"] or {}
    proposed = row.get("proposed") or {}
    ymd = proposed.get("ymd") or data.get("ymd")
    start = proposed.get("min", data.get("min"))
    if not ymd or start is None:
        return None
    duration = data.get("duration") or 10
    block = {"id": row["id"], "ymd": ymd, "start": start, "end": start + duration, "kind": row["kind"]}
    for key in ("party", "resource", "table_seats"):
        if data.get(key) is not None:
            block[key] = data[key]
    return block


def iso(at) -> str:
    """A row's time as ISO text: a datetime from a column, or the text a JSON row already holds."""
    return at.isoformat() if hasattr(at, "isoformat") else at


def public_message(row: dict) -> dict:
    return {"id": row["id"], "role": row["role"], "text": row["text"], "meta": row["meta"], "at": iso(row["at"])}
