"""The production panel's view of a business: every customer's requests (pending first, then
«para repasar», then done), paged, filtered by day and status, searched by name, phone or case
id; the day's live requests for the agenda; the history of a case; who acted.

Every query here filters by business: a person only ever reaches the businesses they have a
role in (checked by the web layer before calling)."""
from __future__ import annotations

import re
from dataclasses import dataclass

from bizengine.errors import BadRequest
from bizengine.language.phones import parse_phone
from bizengine.storage.cases import QUEUED_AT, block_of

GROUP_SQL = ("CASE WHEN r.status IN ('pending', 'change_proposed') THEN 0 "
             "WHEN r.kind = 'info' AND r.status = 'answered' THEN 1 ELSE 2 END")
GROUP_IDS = {"pending": 0, "review": 1, "done": 2}
DATE_RE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
MAX_PER_PAGE = 50


@dataclass(frozen=True)
class BoardQuery:
    page: int = 1
    per: int = 20
    status: str = ""          # pending | review | done | "" (all)
    day: str = ""             # YYYY-MM-DD of the pickup or booking
    q: str = ""               # name, phone or case id (or request id)


def _int(args, key: str, default: int, low: int, high: int) -> int:
    raw = args.get(key)
    if raw in (None, ""):
        return default
    try:
        value = int(raw)
    except (TypeError, ValueError):
        raise BadRequest(f"{key} debe ser un número") from None
    if not low <= value <= high:
        raise BadRequest(f"{key} debe estar entre {low} y {high}")
    return value


def parse_query(args) -> BoardQuery:
    """The panel's filters from the query string; anything malformed is a precise 400."""
    status = args.get("status") or ""
    if status and status not in GROUP_IDS:
        raise BadRequest("status debe ser pending, review o done")
    day = args.get("date") or ""
    if day and not DATE_RE.match(day):
        raise BadRequest("date debe ser YYYY-MM-DD")
    q = (args.get("q") or "").strip()
    if len(q) > 80:
        raise BadRequest("la búsqueda admite hasta 80 caracteres")
    return BoardQuery(page=_int(args, "page", 1, 1, 10_000), per=_int(args, "per", 20, 1, MAX_PER_PAGE),
                      status=status, day=day, q=q)


NAME_SQL = "r.data->>'name'"


def _fold(sql: str) -> str:
    """Lower case without accents, in SQL (no extension needed): «María» finds «maria»."""
    return f"translate(lower(coalesce({sql}, '')), 'áàâäéèêëíìîïóòôöúùûüñç', 'aaaaeeeeiiiioooouuuunc')"


def _like(text: str) -> str:
    return "%" + text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"


def _filters(business: str, query: BoardQuery, with_status: bool) -> tuple[str, list]:
    where = ["r.business = %s", "r.status <> 'collecting'"]
    values: list = [business]
    if with_status and query.status:
        where.append(f"{GROUP_SQL} = %s")
        values.append(GROUP_IDS[query.status])
    if query.day:
        where.append("(r.data->>'ymd' = %s OR r.proposed->>'ymd' = %s)")
        values += [query.day, query.day]
    if query.q:
        phone = parse_phone(query.q)       # «0034 611 22 33 44» finds +34611223344
        digits = phone[1:] if phone else re.sub(r"\D", "", query.q)
        clauses = ["r.case_id ILIKE %s", "r.id = %s", f"{_fold(NAME_SQL)} LIKE {_fold('%s')}"]
        values += [_like(query.q), query.q, _like(query.q.lower())]
        if len(digits) >= 3:
            clauses.append("regexp_replace(coalesce(r.data->>'phone', ''), '\\D', '', 'g') LIKE %s")
            values.append(_like(digits))
        where.append("(" + " OR ".join(clauses) + ")")
    return " AND ".join(where), values


def board_rows(conn, business: str, query: BoardQuery) -> tuple[list[dict], bool]:
    """One page of requests, pending first (in the order they queue for their slots: who waits
    longest), then review and done (newest first). Returns the rows and whether there is a next page."""
    where, values = _filters(business, query, with_status=True)
    rows = conn.execute(
        f"SELECT r.*, {GROUP_SQL} AS grp FROM biz_requests r WHERE {where} "
        f"ORDER BY grp, CASE WHEN {GROUP_SQL} = 0 THEN {QUEUED_AT} END ASC, "
        "r.updated_at DESC, r.id "
        "LIMIT %s OFFSET %s", (*values, query.per + 1, (query.page - 1) * query.per)).fetchall()
    return rows[:query.per], len(rows) > query.per


def board_counts(conn, business: str, query: BoardQuery) -> dict:
    where, values = _filters(business, query, with_status=False)
    rows = conn.execute(f"SELECT {GROUP_SQL} AS grp, count(*) AS n FROM biz_requests r WHERE {where} GROUP BY 1",
                        values).fetchall()
    by_id = {r["grp"]: r["n"] for r in rows}
    return {name: by_id.get(gid, 0) for name, gid in GROUP_IDS.items()}


def pending_signal(conn, business: str) -> dict:
    """What the panel watches to notice a new request: how many wait and the newest one (a
    request back in the queue after a proposal is news again)."""
    row = conn.execute(
        f"SELECT count(*) AS n, max({QUEUED_AT}) AS newest FROM biz_requests "
        "WHERE business = %s AND status = 'pending'", (business,)).fetchone()
    return {"pending": row["n"], "newest_pending_at": row["newest"].isoformat() if row["newest"] else None}


def request_in_business(conn, business: str, request_id: str):
    """One request of `business`, whatever the customer, locked until the transaction ends."""
    return conn.execute(
        "SELECT r.*, c.lang AS case_lang, c.state AS case_state FROM biz_requests r JOIN cases c ON c.id = r.case_id "
        "WHERE r.id = %s AND r.business = %s AND c.business = %s FOR UPDATE OF r",
        (request_id, business, business)).fetchone()


def actor_fields(person, demo_actor: str) -> dict:
    """How an approval names who decided: the person (production) or the demo's actor."""
    if person is None:
        return {"actor": demo_actor, "person_id": None}
    return {"actor": person.label, "person_id": person.id}


def business_blocks(conn, business: str) -> list[dict]:
    """Every live request of the business as a block that takes a slot (all customers)."""
    rows = conn.execute(
        "SELECT id, kind, status, data, proposed FROM biz_requests WHERE business = %s "
        "AND status IN ('pending', 'confirmed', 'change_proposed') AND kind IN ('order', 'booking')",
        (business,)).fetchall()
    return [block for block in (block_of(r) for r in rows) if block]


def day_requests(conn, business: str, ymd: str) -> list[dict]:
    """The day's live requests for the agenda, by time."""
    rows = conn.execute(
        "SELECT id, case_id, kind, status, data, proposed FROM biz_requests WHERE business = %s "
        "AND status IN ('pending', 'confirmed', 'change_proposed') AND kind IN ('order', 'booking') "
        "AND (data->>'ymd' = %s OR proposed->>'ymd' = %s)", (business, ymd, ymd)).fetchall()
    out = []
    for r in rows:
        data, proposed = r["data"] or {}, r["proposed"] or {}
        minute = proposed.get("min", data.get("min")) if proposed.get("ymd") == ymd else data.get("min")
        out.append({"id": r["id"], "case_id": r["case_id"], "kind": r["kind"], "status": r["status"],
                    "min": minute, "name": data.get("name"), "party": data.get("party"),
                    "total_cents": data.get("total_cents")})
    return sorted(out, key=lambda x: (x["min"] is None, x["min"] or 0))


def history(conn, business: str, case_id: str) -> list[dict] | None:
    """The audit of one case of `business`: every event with who did it (None: no such case)."""
    case = conn.execute("SELECT id FROM cases WHERE id = %s AND business = %s", (case_id, business)).fetchone()
    if case is None:
        return None
    rows = conn.execute("SELECT request_id, type, payload, at FROM events WHERE case_id = %s ORDER BY id",
                        (case_id,)).fetchall()
    return [{"type": r["type"], "request_id": r["request_id"], "at": r["at"].isoformat(),
             "actor": (r["payload"] or {}).get("actor"),
             "detail": {k: v for k, v in (r["payload"] or {}).items() if k not in ("actor", "person_id")}}
            for r in rows]
