"""The SQL of one chat turn: everything it needs read in one statement, everything it produced
written as one (the helpers below write to a `storage.writes.Writes`, sent as a single statement;
the rarer paths — words kept before a model call, a question joining a person's — send them to a
connection in a transaction).

Every statement filters by business AND session, like the rest of `storage/`.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

from bizengine.business import availability
from bizengine.language.clock import today
from bizengine.storage import cases, occupancy
from bizengine.storage.db import jsonb, new_id

HISTORY = 7        # earlier messages handed to the model with a question

_MAIN = ("SELECT {cols} FROM biz_requests WHERE case_id = %(case)s AND business = %(biz)s AND session_id = %(session)s "
         "AND parent_id IS NULL ORDER BY created_at DESC, id DESC LIMIT 1")
_OWNER = "c.id = m.case_id AND c.id = %(case)s AND c.business = %(biz)s AND c.session_id = %(session)s"
# Everything a turn reads, as one statement (one round trip, one snapshot): the case, its main
# request, the aside collecting under it, the last messages, the live requests that fill the slots
# (the visitor's in the demo, every customer's in production), and the unanswered message a retry
# names. Rows come back as JSON (ids, states and dialogs only).
_LOAD = f"""
SELECT
  (SELECT to_jsonb(c) FROM cases c
     WHERE c.id = %(case)s AND c.business = %(biz)s AND c.session_id = %(session)s) AS case,
  (SELECT to_jsonb(r) FROM ({_MAIN.format(cols="*")}) r) AS main,
  (SELECT to_jsonb(a) FROM biz_requests a WHERE a.case_id = %(case)s AND a.business = %(biz)s
     AND a.session_id = %(session)s AND a.status = 'collecting' AND a.parent_id = ({_MAIN.format(cols="id")})
     ORDER BY a.created_at DESC LIMIT 1) AS aside,
  (SELECT a.dialog->'last' FROM biz_requests a WHERE a.case_id = %(case)s AND a.business = %(biz)s
     AND a.session_id = %(session)s AND a.parent_id = ({_MAIN.format(cols="id")})
     ORDER BY a.created_at DESC LIMIT 1) AS latest_last,
  (SELECT coalesce(jsonb_agg(jsonb_build_object('role', h.role, 'text', h.text) ORDER BY h.seq), '[]'::jsonb)
     FROM (SELECT m.seq, m.role, m.text FROM messages m JOIN cases c ON {_OWNER}
           WHERE m.id IS DISTINCT FROM %(retry)s ORDER BY m.seq DESC LIMIT {HISTORY}) h) AS history,
  (SELECT coalesce(jsonb_agg(jsonb_build_object('id', o.id, 'kind', o.kind, 'status', o.status, 'data', o.data,
                                                'proposed', o.proposed, 'session_id', o.session_id)
                              ORDER BY {cases.QUEUED_AT}, o.id), '[]'::jsonb)
     FROM biz_requests o WHERE o.business = %(biz)s AND {{whose}}
     AND o.status IN ('pending', 'confirmed', 'change_proposed') AND o.kind IN ('order', 'booking')
     AND coalesce(o.proposed->>'ymd', o.data->>'ymd', '') >= %(since)s) AS own,
  (SELECT jsonb_build_object('id', m.id, 'text', m.text, 'meta', m.meta, 'at', m.at)
     FROM messages m JOIN cases c ON {_OWNER}
     WHERE m.id = %(retry)s AND m.role = 'user') AS retried
"""
LOAD_DEMO = _LOAD.format(whose="o.session_id = %(session)s")
LOAD_PRODUCTION = _LOAD.format(whose="TRUE")


@dataclass
class Seen:
    """What a turn reads before it thinks."""
    case: dict | None = None
    main: dict | None = None
    aside: dict | None = None          # a child request still collecting under the main one
    latest_last: dict | None = None    # the newest child's `last` (what it sent), for the turns after it
    history: list = field(default_factory=list)
    own: list = field(default_factory=list)
    retried: dict | None = None        # the unanswered message this turn re-runs


def load(db, business: str, session: str, case_id: str | None, retry_id: str | None,
         occupancy_at: datetime | None = None) -> Seen:
    """All the reads of a turn in one statement. With `occupancy_at` (production's `now`), `own`
    is the business's real occupancy from that day on (every customer's live requests, as
    `occupancy.live_blocks` gives it); without, the visitor's own live requests (the demo)."""
    params = {"case": case_id, "biz": business, "session": session, "retry": retry_id,
              "since": today(occupancy_at) if occupancy_at else ""}
    row = db.read(LOAD_PRODUCTION if occupancy_at else LOAD_DEMO, params)
    history = [{"role": "assistant" if h["role"] == "staff" else h["role"], "content": h["text"]}
               for h in row["history"]]
    if occupancy_at:
        own = availability.live(occupancy.blocks_of(row["own"], occupancy_at, session))
    else:
        own = [b for b in (cases.block_of(r) for r in row["own"]) if b]
    return Seen(case=row["case"], main=row["main"], aside=row["aside"], history=history, own=own,
                retried=row["retried"], latest_last=row["latest_last"])


def new_case(business: str, session: str, now: datetime) -> dict:
    """A case not stored yet: `insert_case` writes it with the turn."""
    return {"id": cases.new_case_id(now), "business": business, "session_id": session, "state": "intake",
            "lang": "es", "pii_level": "none", "summary": "", "new": True}


def insert_case(conn, case: dict, state: str = "intake", summary: str = "", pii_level: str = "none") -> None:
    """A new case; with the turn's writes in one statement it is inserted with its final state."""
    conn.execute("INSERT INTO cases (id, business, session_id, state, lang, summary, pii_level) "
                 "VALUES (%s, %s, %s, %s, %s, %s, %s)",
                 (case["id"], case["business"], case["session_id"], state, case["lang"], summary, pii_level))


def case_opened(conn, case: dict) -> None:
    add_events(conn, [cases.case_opened_event(case)])


def insert_user_message(conn, case: dict, msg_id: str, text: str, request_id: str | None, meta=None):
    """The customer's words; returns the cursor whose row (id, at) is read after the pipeline."""
    return conn.execute(
        "INSERT INTO messages (id, case_id, request_id, role, text, meta) VALUES (%s, %s, %s, 'user', %s, %s) "
        "RETURNING id, role, text, meta, at",
        (msg_id, case["id"], request_id, text, jsonb(meta) if meta else None))


def answer_message(conn, case: dict, msg_id: str, request_id: str | None):
    """A message stored before the model was called now has its answer: clear its mark."""
    return conn.execute(
        "UPDATE messages m SET meta = NULL, request_id = coalesce(%s, m.request_id) FROM cases c "
        "WHERE m.id = %s AND c.id = m.case_id AND c.id = %s AND c.business = %s AND c.session_id = %s "
        "RETURNING m.id, m.role, m.text, m.meta, m.at",
        (request_id, msg_id, case["id"], case["business"], case["session_id"]))


def forget_unanswered(conn, case: dict, msg_id: str) -> None:
    """A turn that was refused after its message was kept: remove the message (and the case it opened)."""
    if case.get("new"):
        conn.execute("DELETE FROM cases WHERE id = %s AND business = %s AND session_id = %s",
                     (case["id"], case["business"], case["session_id"]))
        return
    conn.execute("DELETE FROM messages m USING cases c WHERE m.id = %s AND c.id = m.case_id AND c.id = %s "
                 "AND c.business = %s AND c.session_id = %s",
                 (msg_id, case["id"], case["business"], case["session_id"]))


def insert_messages(conn, case: dict, rows: list[dict]) -> None:
    """Messages ({id, role, text, meta, request_id}) in one INSERT, numbered (seq) in list order."""
    _insert_rows(conn, "messages", "id text, case_id text, request_id text, role text, text text, meta jsonb",
                 [{"id": m["id"], "case_id": case["id"], "request_id": m["request_id"], "role": m["role"],
                   "text": m["text"], "meta": m["meta"] or None} for m in rows])


def insert_reply(conn, case: dict, text: str, meta, request_id: str | None):
    mid = new_id("msg")
    cur = conn.execute(
        "INSERT INTO messages (id, case_id, request_id, role, text, meta) VALUES (%s, %s, %s, 'assistant', %s, %s) "
        "RETURNING id, role, text, meta, at", (mid, case["id"], request_id, text, jsonb(meta) if meta else None))
    return mid, cur


def insert_request(conn, case: dict, rid: str, values: dict, parent_id: str | None) -> None:
    conn.execute(
        "INSERT INTO biz_requests (id, case_id, business, session_id, parent_id, kind, status, dialog, data, "
        "customer_text, slot_start, slot_end, total_cents) VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)",
        (rid, case["id"], case["business"], case["session_id"], parent_id, values["kind"], values["status"],
         jsonb(values["dialog"]), jsonb(values.get("data") or {}), values.get("customer_text") or "",
         values.get("slot_start"), values.get("slot_end"), values.get("total_cents")))


def update_request(conn, case: dict, rid: str, values: dict) -> None:
    if "data" not in values:
        conn.execute("UPDATE biz_requests SET dialog = %s, status = %s, updated_at = now() "
                     "WHERE id = %s AND business = %s AND session_id = %s",
                     (jsonb(values["dialog"]), values["status"], rid, case["business"], case["session_id"]))
        return
    conn.execute(
        "UPDATE biz_requests SET kind = %s, status = %s, dialog = %s, data = %s, slot_start = %s, slot_end = %s, "
        "total_cents = %s, customer_text = CASE WHEN customer_text = '' THEN %s ELSE customer_text END, "
        "updated_at = now() WHERE id = %s AND business = %s AND session_id = %s",
        (values["kind"], values["status"], jsonb(values["dialog"]), jsonb(values["data"]), values.get("slot_start"),
         values.get("slot_end"), values.get("total_cents"), values.get("customer_text") or "", rid,
         case["business"], case["session_id"]))


def set_status(conn, case: dict, rid: str, status: str, was: str) -> None:
    """A request of this session moves from `was` to `status` (nothing happens if it moved meanwhile)."""
    conn.execute("UPDATE biz_requests SET status = %s, updated_at = now() "
                 "WHERE id = %s AND business = %s AND session_id = %s AND status = %s",
                 (status, rid, case["business"], case["session_id"], was))


def _insert_rows(conn, table: str, columns: str, rows: list[dict]) -> None:
    """Rows in one INSERT, in list order, from one JSON array (`jsonb_to_recordset`): the
    statement's text is the same for any number of rows (none included), so Postgres plans it
    once per connection, and one `json.dumps` carries them (psycopg's text arrays escape every
    element with a regular expression: measured 5× the cost)."""
    names = ", ".join(col.split()[0] for col in columns.split(", "))
    conn.execute(f"INSERT INTO {table} ({names}) SELECT {names} FROM jsonb_to_recordset(%s) AS r({columns})",
                 (jsonb(rows),))


def add_events(conn, rows: list[tuple]) -> None:
    """(case_id, request_id, type, payload) rows, stored in this order."""
    _insert_rows(conn, "events", "case_id text, request_id text, type text, payload jsonb",
                 [{"case_id": c, "request_id": r, "type": t, "payload": p} for c, r, t, p in rows])


def add_suggestion_events(conn, case: dict, rid: str, events: list[dict], at: datetime | None) -> None:
    """The suggestions a turn showed, or the customer accepted or dismissed ({kind, item_id, layer})."""
    _insert_rows(conn, "suggestion_events",
                 "business text, case_id text, request_id text, item_id text, kind text, layer text, at timestamptz",
                 [{"business": case["business"], "case_id": case["id"], "request_id": rid, "item_id": e["item_id"],
                   "kind": e["kind"], "layer": e.get("layer"), "at": (at or datetime.now().astimezone()).isoformat()}
                  for e in events])


def add_evidence(conn, case_id: str, rid: str, trace: list[dict]) -> None:
    """What the engine checked, numbered after the case's earlier checks."""
    conn.execute(
        "INSERT INTO tool_calls (case_id, request_id, seq, tool, ok, result) "
        "SELECT %s, %s, (SELECT coalesce(max(seq), 0) FROM tool_calls WHERE case_id = %s) + u.n, u.e->>'tool', "
        "(u.e->>'ok')::boolean, u.e->'result' FROM jsonb_array_elements(%s) WITH ORDINALITY AS u(e, n)",
        (case_id, rid, case_id, jsonb([{"tool": t["step"], "ok": bool(t.get("ok")),
                                        "result": {"detail": t.get("detail", "")}} for t in trace])))


def add_decision(conn, case_id: str, rid: str, route: str, reason: str, kb: dict | None) -> None:
    kb = kb or {}
    conn.execute(
        "INSERT INTO router_decisions (case_id, request_id, step, route, reason, model, tokens_in, tokens_out, ms, "
        "prompt_hash) VALUES (%s, %s, 'route', %s, %s, %s, %s, %s, %s, %s)",
        (case_id, rid, route, reason, kb.get("model"), kb.get("tokens_in") or 0, kb.get("tokens_out") or 0,
         int(kb.get("ms") or 0), kb.get("prompt_hash")))


def add_citations(conn, case_id: str, rid: str, cited: list[tuple[str, dict]]) -> None:
    """(message_id, cite) pairs: the sources each reply quoted, in one INSERT."""
    _insert_rows(conn, "citations",
                 "case_id text, request_id text, message_id text, title text, source text, score real",
                 [{"case_id": case_id, "request_id": rid, "message_id": mid, "title": c.get("title", ""),
                   "source": c.get("source", ""), "score": c.get("score")} for mid, c in cited])


def add_proposal(conn, case_id: str, rid: str, kind: str, payload: dict) -> None:
    conn.execute("INSERT INTO proposals (id, case_id, request_id, kind, payload) VALUES (%s, %s, %s, %s, %s)",
                 (new_id("prp"), case_id, rid, kind, jsonb(payload)))


def update_case(conn, case: dict, **fields) -> None:
    """The case's final state, language, summary and personal-data level, in one statement."""
    sets = ", ".join(f"{key} = %s" for key in fields)
    conn.execute(f"UPDATE cases SET {sets}, updated_at = now() WHERE id = %s AND business = %s AND session_id = %s",
                 (*fields.values(), case["id"], case["business"], case["session_id"]))
