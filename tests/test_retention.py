"""Retention and export: `obrador-mel purge` scrubs exactly the closed cases older than the
retention (personal values gone from every table, amounts/statuses/times/audit kept, a `purged`
event recorded, pending requests never touched), and `obrador-mel export` writes the CSV."""
from __future__ import annotations

import contextlib
import csv
import io
import json
import shutil

import psycopg
import pytest

from bizengine.web.extension import BizEngine
from obrador_mel import create_app
from obrador_mel.cli import main
from tests.chat_client import Visitor
from tests.conftest import ROOT, make_conf

SLUG = "ret14"
TABLES = ("cases", "biz_requests", "messages", "events", "proposals", "approvals", "artifacts", "tool_calls",
          "router_decisions", "citations")
PERSONAL = ("Rosalía", "Piñeiro", "655 44 43 33", "655444333", "Mateo", "Ourense")


@pytest.fixture(scope="module")
def ret_app(database, database_url, tmp_path_factory):
    root = tmp_path_factory.mktemp("ret") / "datasets"
    shutil.copytree(ROOT / "datasets" / "pasteleria", root / SLUG)
    data = json.loads((root / SLUG / "business.json").read_text(encoding="utf-8"))
    data.update(slug=SLUG, retention_days=30)
    (root / SLUG / "business.json").write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    conf = make_conf(database_url, root, tmp_path_factory.mktemp("retapp"))
    return create_app(conf, engine=BizEngine(conf=conf, database=database)), root


def run(argv) -> tuple[int, str]:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        code = main(argv)
    return code, out.getvalue()


def an_order(client, day: str) -> tuple[Visitor, str]:
    v = Visitor(client, SLUG)
    v.say(f"Quiero una tarta de queso para 12 personas para {day}")
    v.say("Rosalía Piñeiro")
    v.say("655 44 43 33")
    v.say("Feliz cumple Mateo, entregar en Ourense")
    return v, v.press("Enviar pedido")["request"]["id"]


def age(database, request_id: str, days: int) -> str:
    with database.tx() as conn:
        case_id = conn.execute("SELECT case_id FROM biz_requests WHERE id = %s", (request_id,)).fetchone()["case_id"]
        conn.execute("UPDATE cases SET updated_at = now() - make_interval(days => %s), created_at = now() - "
                     "make_interval(days => %s) WHERE id = %s", (days, days, case_id))
        conn.execute("UPDATE biz_requests SET updated_at = now() - make_interval(days => %s) WHERE case_id = %s",
                     (days, case_id))
    return case_id


def snapshot(database, case_id: str) -> dict:
    with database.tx() as conn:
        out = {}
        for table in TABLES:
            key = "id" if table == "cases" else "case_id"
            rows = conn.execute(f"SELECT t::text AS row FROM {table} t WHERE {key} = %s ORDER BY 1", (case_id,)).fetchall()
            out[table] = [r["row"] for r in rows]
        return out


@pytest.fixture(scope="module")
def aged(ret_app, database):
    """Cases of several ages and states: which ones a purge may touch is the question."""
    app, _root = ret_app
    client = app.test_client()
    cases = {}
    v, rid = an_order(client, "el 3 de noviembre a las 12")
    v.act(rid, "accept", message="Gracias, Rosalía")
    cases["old_confirmed"] = (age(database, rid, 400), rid)
    v, rid = an_order(client, "el 4 de noviembre a las 12")
    v.act(rid, "deny", message="Rosalía ya tiene otro pedido")
    cases["old_denied"] = (age(database, rid, 400), rid)
    v, rid = an_order(client, "el 5 de noviembre a las 12")
    cases["old_pending"] = (age(database, rid, 400), rid)
    v, rid = an_order(client, "el 6 de noviembre a las 12")
    v.act(rid, "change", date="2026-11-06", time="12:30")
    cases["old_proposed"] = (age(database, rid, 400), rid)
    v, rid = an_order(client, "el 7 de noviembre a las 12")
    v.act(rid, "accept")
    cases["month_old"] = (age(database, rid, 40), rid)
    v, rid = an_order(client, "el 10 de noviembre a las 12")
    v.act(rid, "accept")
    cases["recent"] = (age(database, rid, 10), rid)
    return cases


def test_purge_touches_exactly_the_closed_old_cases(aged, ret_app, database, database_url, monkeypatch):
    _app, root = ret_app
    monkeypatch.setenv("DATABASE_URL", database_url)
    monkeypatch.setenv("DATASETS_DIR", str(root))
    before = {name: snapshot(database, cid) for name, (cid, _rid) in aged.items()}
    assert any("Rosalía" in row for row in before["old_confirmed"]["biz_requests"])

    code, out = run(["purge", "--older-than", "365d", "--business", SLUG, "--dry-run"])
    assert code == 0
    assert sorted(l.split()[2] for l in out.splitlines() if l.startswith("borraría")) == \
        sorted([aged["old_confirmed"][0], aged["old_denied"][0]])
    assert {name: snapshot(database, cid) for name, (cid, _rid) in aged.items()} == before

    code, out = run(["purge", "--older-than", "365d", "--business", SLUG])
    assert code == 0 and out.splitlines()[-1].startswith("2 expedientes borrados")
    after = {name: snapshot(database, cid) for name, (cid, _rid) in aged.items()}
    for name in ("old_pending", "old_proposed", "month_old", "recent"):
        assert after[name] == before[name], name
    for name in ("old_confirmed", "old_denied"):
        text = json.dumps(after[name], ensure_ascii=False)
        assert not [p for p in PERSONAL if p in text], name
        assert "[borrado]" in text
    with database.tx() as conn:
        kept = conn.execute(
            "SELECT r.status, r.total_cents, r.slot_start, r.data->>'ymd' AS ymd, r.data->>'time' AS time, "
            "r.data->'lines'->0->>'qty' AS qty, r.data->>'name' AS name, c.purged_at IS NOT NULL AS purged, "
            "(SELECT string_agg(a.actor || ':' || a.decision, ',') FROM approvals a WHERE a.request_id = r.id) AS audit, "
            "(SELECT count(*) FROM events e WHERE e.case_id = r.case_id AND e.type = 'purged') AS purge_events "
            "FROM biz_requests r JOIN cases c ON c.id = r.case_id WHERE r.id = %s", (aged["old_confirmed"][1],)).fetchone()
    assert kept["status"] == "confirmed" and kept["total_cents"] == 3000 and kept["ymd"] == "2026-11-03"
    assert kept["time"] == "12:00" and kept["qty"] == "1" and kept["name"] == "[borrado]" and kept["purged"]
    with database.tx() as conn:
        record = conn.execute("SELECT content FROM artifacts WHERE case_id = %s", (aged["old_confirmed"][0],)).fetchone()
    # the closing record keeps its shape: the note and the message the customer read are scrubbed in place
    assert "- indicaciones: [borrado]" in record["content"] and "## Mensaje\n\n[borrado]" in record["content"]
    assert kept["audit"] == "local (demostración):accept" and kept["purge_events"] == 1

    # the retention of the dataset (30 days) when no age is given: the month-old case goes too
    code, out = run(["purge", "--business", SLUG])
    assert code == 0 and out.splitlines()[-1].startswith("1 expedientes borrados")
    assert snapshot(database, aged["recent"][0]) == before["recent"]
    assert snapshot(database, aged["old_pending"][0]) == before["old_pending"]
    assert "Rosalía" not in json.dumps(snapshot(database, aged["month_old"][0]), ensure_ascii=False)


def test_events_stay_append_only_and_pending_is_refused_by_the_database(aged, database):
    with pytest.raises(psycopg.errors.RaiseException, match="solo de añadir"):
        with database.tx() as conn:
            conn.execute("UPDATE events SET payload = '{}'::jsonb WHERE case_id = %s", (aged["recent"][0],))
    with pytest.raises(psycopg.errors.RaiseException, match="solo de añadir"):
        with database.tx() as conn:
            conn.execute("DELETE FROM events WHERE case_id = %s", (aged["recent"][0],))
    with pytest.raises(psycopg.errors.RaiseException, match="pendientes"):
        with database.tx() as conn:
            conn.execute("SELECT bizengine_purge_case(%s, 'test', 1)", (aged["old_pending"][0],))


def test_purge_rejects_a_bad_age(capsys):
    assert main(["purge", "--older-than", "un año"]) == 2
    assert "--older-than debe ser un número de días, como 365d" in capsys.readouterr().err


def test_export_writes_the_period_as_csv(aged, ret_app, database_url, monkeypatch, tmp_path):
    _app, root = ret_app
    monkeypatch.setenv("DATABASE_URL", database_url)
    target = tmp_path / "cuentas.csv"
    code, _out = run(["export", "--business", SLUG, "--from", "2026-11-05", "--to", "2026-11-10", "--out", str(target)])
    assert code == 0
    rows = list(csv.DictReader(target.open(encoding="utf-8")))
    assert [r["fecha"] for r in rows] == ["2026-11-05", "2026-11-06", "2026-11-07", "2026-11-10"]
    assert rows[0] == {"fecha": "2026-11-05", "hora": "12:00", "tipo": "order", "cliente": "Rosalía Piñeiro",
                       "lineas": "1 × Tarta de queso", "total": "30.00", "estado": "pending", "decidido_por": ""}
    assert [r["estado"] for r in rows] == ["pending", "change_proposed", "confirmed", "confirmed"]
    assert rows[3]["decidido_por"] == "local (demostración)"
    assert main(["export", "--business", SLUG, "--from", "2026-11-10", "--to", "2026-11-05"]) == 2
