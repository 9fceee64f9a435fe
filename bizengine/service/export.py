"""The owner's export: a period's orders and bookings as CSV, for the accounts.

Columns: fecha (the pickup or booking day, else the day it was asked), hora, tipo, cliente,
lineas («2 × Name; 1 × Other»), total (euros, dot decimal), estado, decidido_por (the person of
the last accept / change / deny, empty while nobody decided).
"""
from __future__ import annotations

import csv
import io

COLUMNS = ("fecha", "hora", "tipo", "cliente", "lineas", "total", "estado", "decidido_por")


def rows(conn, business: str, date_from: str, date_to: str) -> list[dict]:
    """The period's requests (both days included), oldest first."""
    found = conn.execute(
        """SELECT r.id, r.kind, r.status, r.data, r.total_cents,
                  coalesce(r.data->>'ymd', to_char(r.created_at AT TIME ZONE 'Europe/Madrid', 'YYYY-MM-DD')) AS day,
                  (SELECT a.actor FROM approvals a WHERE a.request_id = r.id
                     AND a.decision IN ('accept', 'change', 'deny') ORDER BY a.created_at DESC LIMIT 1) AS decided_by
           FROM biz_requests r
           WHERE r.business = %s AND r.kind IN ('order', 'booking') AND r.status <> 'collecting'
             AND coalesce(r.data->>'ymd', to_char(r.created_at AT TIME ZONE 'Europe/Madrid', 'YYYY-MM-DD'))
                 BETWEEN %s AND %s
           ORDER BY day, r.data->>'time', r.created_at, r.id""",
        (business, date_from, date_to)).fetchall()
    return [_row(r) for r in found]


def _row(r: dict) -> dict:
    data = r["data"] or {}
    lines = "; ".join(f"{l.get('qty')} × {l.get('name')}" for l in data.get("lines") or [])
    if not lines and data.get("services"):
        lines = "; ".join(data["services"])
    if not lines and data.get("party"):
        lines = f"{data['party']} personas"
    total = "" if r["total_cents"] is None else f"{r['total_cents'] / 100:.2f}"
    return {"fecha": r["day"], "hora": data.get("time") or "", "tipo": r["kind"], "cliente": data.get("name") or "",
            "lineas": lines, "total": total, "estado": r["status"], "decidido_por": r["decided_by"] or ""}


def to_csv(records: list[dict]) -> str:
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=COLUMNS, lineterminator="\n")
    writer.writeheader()
    writer.writerows(records)
    return out.getvalue()
