"""The schema on a real PostgreSQL: idempotent, append-only events, checks that hold."""
from __future__ import annotations

import secrets
import threading

import psycopg
import pytest
from psycopg.conninfo import make_conninfo

from bizengine.storage.db import Database, applied_schema_version, schema_version

TABLES = {"cases", "messages", "biz_requests", "events", "router_decisions", "citations",
          "tool_calls", "proposals", "approvals", "artifacts"}


def snapshot(db: Database) -> dict:
    with db.tx() as conn:
        cols = conn.execute(
            "SELECT table_name, column_name, data_type FROM information_schema.columns "
            "WHERE table_schema = 'public' ORDER BY 1, 2").fetchall()
        idx = conn.execute("SELECT indexname FROM pg_indexes WHERE schemaname = 'public' ORDER BY 1").fetchall()
        trg = conn.execute("SELECT tgname FROM pg_trigger WHERE NOT tgisinternal ORDER BY 1").fetchall()
    return {"cols": cols, "idx": idx, "trg": trg}


def test_schema_has_every_table(database):
    with database.tx() as conn:
        rows = conn.execute("SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'").fetchall()
    assert TABLES <= {r["table_name"] for r in rows}


def test_schema_applied_twice_changes_nothing(database):
    before = snapshot(database)
    database.apply_schema()
    database.apply_schema()
    assert snapshot(database) == before


@pytest.fixture()
def an_event(database, session):
    with database.tx() as conn:
        conn.execute("INSERT INTO cases (id, business, session_id) VALUES (%s, 'pasteleria', %s)",
                     (f"EXP-20261031-{session[:6]}", session))
        conn.execute("INSERT INTO events (case_id, type) VALUES (%s, 'test')", (f"EXP-20261031-{session[:6]}",))
    return f"EXP-20261031-{session[:6]}"


@pytest.mark.parametrize("statement", [
    "UPDATE events SET type = 'rewritten' WHERE case_id = %s",
    "DELETE FROM events WHERE case_id = %s",
])
def test_events_refuse_update_and_delete(database, an_event, statement):
    with pytest.raises(psycopg.errors.RaiseException, match="events es solo de añadir"):
        with database.tx() as conn:
            conn.execute(statement, (an_event,))
    with database.tx() as conn:
        assert conn.execute("SELECT type FROM events WHERE case_id = %s", (an_event,)).fetchone()["type"] == "test"


def test_events_refuse_truncate(database, an_event):
    with pytest.raises(psycopg.errors.RaiseException, match="TRUNCATE"):
        with database.tx() as conn:
            conn.execute("TRUNCATE events CASCADE")


def test_checks_refuse_an_unknown_status(database, session):
    with pytest.raises(psycopg.errors.CheckViolation):
        with database.tx() as conn:
            conn.execute("INSERT INTO cases (id, business, session_id, state) VALUES ('EXP-x', 'p', %s, 'confirmed')", (session,))


def test_session_must_be_32_hex(database):
    with pytest.raises(psycopg.errors.CheckViolation):
        with database.tx() as conn:
            conn.execute("INSERT INTO cases (id, business, session_id) VALUES ('EXP-y', 'p', 'not-a-session')")


def test_ping_false_when_postgres_is_unreachable():
    db = Database("postgresql://nobody@127.0.0.1:9/none?connect_timeout=1")
    try:
        assert db.ping(timeout=1) is False
    finally:
        db.close()


def test_phones_stored_before_e164_are_brought_to_it(database, session):
    """Issue 19: a request stored with nine Spanish digits reads +34… after the schema is applied;
    a number already in E.164 (or any other value) is left as it is."""
    case_id = f"EXP-20261031-{session[:6]}"
    with database.tx() as conn:
        conn.execute("INSERT INTO cases (id, business, session_id) VALUES (%s, 'pasteleria', %s)", (case_id, session))
        for rid, phone in (("legacy", "655444333"), ("e164", "+351912345678"), ("odd", "no sé")):
            conn.execute("INSERT INTO biz_requests (id, case_id, business, session_id, kind, status, data) "
                         "VALUES (%s, %s, 'pasteleria', %s, 'order', 'collecting', jsonb_build_object('phone', %s::text))",
                         (f"REQ-{session[:6]}-{rid}", case_id, session, phone))
        conn.execute("UPDATE bizengine_schema SET version = 'an-older-one'")   # a database from before
    database.apply_schema()
    with database.tx() as conn:
        rows = conn.execute("SELECT id, data->>'phone' AS phone FROM biz_requests WHERE case_id = %s ORDER BY id",
                            (case_id,)).fetchall()
    assert {r["id"].rsplit("-", 1)[1]: r["phone"] for r in rows} == {
        "legacy": "+34655444333", "e164": "+351912345678", "odd": "no sé"}


def test_jsonb_values_are_dumped_as_the_standard_library_would():
    """orjson writes the turn's JSON; what json.dumps accepts comes out the same, what it refuses
    (a date, a dataclass) is refused too."""
    import collections
    import dataclasses
    import datetime
    import json

    from bizengine.storage.db import _dumps

    class Money(float):
        pass

    pair = collections.namedtuple("pair", "a b")
    value = {"t": pair(1, 2), "f": Money(1.5), "nested": [1, (2, 3), {"k": None}], "text": "Uxía · ñ €", 7: "int key"}
    assert json.loads(_dumps(value)) == json.loads(json.dumps(value))

    @dataclasses.dataclass
    class Row:
        a: int
    for refused in (datetime.date(2026, 11, 7), datetime.datetime(2026, 11, 7, 11, 0), Row(1), object()):
        with pytest.raises(TypeError):
            json.dumps({"v": refused})
        with pytest.raises(TypeError):
            _dumps({"v": refused})


def _waiting_for_a_lock(database) -> list[str]:
    with database.tx() as conn:
        return [r["query"] for r in conn.execute(
            "SELECT query FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND pid <> pg_backend_pid()")]


def test_a_start_with_the_schema_current_locks_no_table(database, database_url, session):
    """A worker that starts while others write (an open transaction holds `cases`) does not wait
    for them: applying the file again would (ALTER TABLE cases locks it even with nothing to do),
    and with a turn's statement waiting the other way round that is a deadlock, a 503."""
    database.apply_schema()
    with psycopg.connect(database_url) as busy:
        busy.execute("INSERT INTO cases (id, business, session_id) VALUES (%s, 'pasteleria', %s)",
                     (f"EXP-20261031-{session[:8]}", session))          # open: RowExclusive on cases
        starting = threading.Thread(target=database.apply_schema, daemon=True)
        starting.start()
        waiting: list[str] = []
        while starting.is_alive() and not waiting:
            starting.join(0.05)
            waiting = _waiting_for_a_lock(database)
        busy.rollback()        # let a blocked apply finish either way
        starting.join(30)
    assert waiting == []


def test_a_new_version_of_the_file_is_applied_and_recorded(database):
    with database.tx() as conn:
        conn.execute("UPDATE bizengine_schema SET version = 'an-older-one'")
        conn.execute("DROP INDEX messages_case_idx")      # what the newer file adds
    database.apply_schema()
    with database.tx() as conn:
        assert applied_schema_version(conn) == schema_version(conn)
        assert conn.execute("SELECT to_regclass('messages_case_idx') IS NOT NULL AS there").fetchone()["there"]


def test_a_start_puts_back_an_index_dropped_by_hand(database):
    with database.tx() as conn:
        conn.execute("DROP INDEX messages_case_idx")
    database.apply_schema()
    with database.tx() as conn:
        assert conn.execute("SELECT to_regclass('messages_case_idx') IS NOT NULL AS there").fetchone()["there"]


def test_a_start_gives_back_the_app_roles_lost_privileges(database):
    """A restore without privileges (pg_restore --no-acl) or a REVOKE by hand: the version reads
    differently, so the next start grants again."""
    with database.tx() as conn:
        conn.execute("DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'bizengine_app') THEN "
                     "CREATE ROLE bizengine_app NOLOGIN; END IF; END $$")
    database.apply_schema()
    can_read = "SELECT has_table_privilege('bizengine_app', 'biz_requests', 'SELECT') AS ok"
    with database.tx() as conn:
        assert conn.execute(can_read).fetchone()["ok"]
        conn.execute("REVOKE ALL ON ALL TABLES IN SCHEMA public FROM bizengine_app")
        assert not conn.execute(can_read).fetchone()["ok"]
    database.apply_schema()
    with database.tx() as conn:
        assert conn.execute(can_read).fetchone()["ok"]
        assert not conn.execute("SELECT has_table_privilege('bizengine_app', 'bizengine_schema', 'UPDATE') AS ok"
                                ).fetchone()["ok"]


def test_force_applies_the_current_version_again(database):
    """A function's body changed by hand is not in the version: a start leaves it, the CLI's
    `schema` (force) puts it right."""
    definition = "SELECT pg_get_functiondef('bizengine_scrub_json'::regproc) AS body"
    with database.tx() as conn:
        original = conn.execute(definition).fetchone()["body"]
        conn.execute("CREATE OR REPLACE FUNCTION bizengine_scrub_json(j jsonb) RETURNS jsonb LANGUAGE sql "
                     "IMMUTABLE AS $$ SELECT j $$")
    try:
        database.apply_schema()
        with database.tx() as conn:
            assert conn.execute(definition).fetchone()["body"] != original
    finally:
        database.apply_schema(force=True)
    with database.tx() as conn:
        assert conn.execute(definition).fetchone()["body"] == original


def test_a_fresh_database_is_applied_once_then_only_read(database, database_url):
    """The first start on a new database applies the file; the next one finds the version current."""
    name = f"bizengine_fresh_{secrets.token_hex(4)}"
    with psycopg.connect(database_url, autocommit=True) as admin:
        admin.execute(f"CREATE DATABASE {name}")
    fresh = Database(make_conninfo(database_url, dbname=name))
    try:
        fresh.apply_schema()
        with fresh.tx() as conn:
            first = conn.execute("SELECT version, applied_at FROM bizengine_schema").fetchone()
            assert first["version"] == schema_version(conn)
        fresh.apply_schema()
        with fresh.tx() as conn:
            assert conn.execute("SELECT version, applied_at FROM bizengine_schema").fetchone() == first
    finally:
        fresh.close()
        with psycopg.connect(database_url, autocommit=True) as admin:
            admin.execute(f"DROP DATABASE {name} WITH (FORCE)")


def test_a_second_start_reads_the_version_and_applies_nothing(database):
    """The first application creates a role of its own (the purger's): the version stored is the
    one after it, so the next start finds it current."""
    with database.tx() as conn:
        conn.execute("UPDATE bizengine_schema SET version = 'an-older-one'")
    database.apply_schema()
    with database.tx() as conn:
        applied_at = conn.execute("SELECT applied_at FROM bizengine_schema").fetchone()["applied_at"]
    database.apply_schema()
    with database.tx() as conn:
        assert conn.execute("SELECT applied_at FROM bizengine_schema").fetchone()["applied_at"] == applied_at
