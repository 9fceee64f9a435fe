"""A 4xx stores nothing, in bulk (issue 15, item 3): dozens of bad /chat and /staff/act bodies —
unknown actions, bad fields, foreign ids, bad sessions, malformed JSON — each refused with a 4xx,
and not one row added to any table. The fuzz strategies of tests/test_fuzz.py add more."""
from __future__ import annotations

import json
import secrets

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from tests.chat_client import Visitor
from tests.test_fuzz import json_values, near_act, near_chat

GOOD = "a" * 32


def _counts(database) -> dict[str, int]:
    """The number of rows of every table of the schema, in one statement."""
    with database.tx() as conn:
        tables = [r["tablename"] for r in conn.execute(
            "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename")]
        query = " UNION ALL ".join(f"SELECT '{t}' AS t, count(*) AS n FROM public.\"{t}\"" for t in tables)
        return {r["t"]: r["n"] for r in conn.execute(query)}


@pytest.fixture(scope="module")
def owner(app):
    """Another visitor with a case, a message and a pending request: the foreign ids."""
    v = Visitor(app.test_client())
    v.say("hola")
    out = v.say("quiero hablar con una persona")
    assert out["request"]["status"] == "pending"
    with app.extensions["bizengine"].db.tx() as conn:
        msg = conn.execute("SELECT id FROM messages WHERE case_id = %s AND role = 'user' LIMIT 1",
                           (v.case_id,)).fetchone()["id"]
    return {"session": v.session, "case_id": v.case_id, "request_id": out["request"]["id"], "message_id": msg}


def _chat_bodies(owner: dict) -> list:
    s = secrets.token_hex(16)
    bad_actions = [
        {"type": "zzz"}, {"type": ""}, {}, {"type": None}, {"type": ["add"]}, {"type": "time"}, {"type": "time", "min": 2000},
        {"type": "time", "min": "11:00"}, {"type": "qty", "line": 200, "delta": 1}, {"type": "qty", "line": 0},
        {"type": "add", "item_id": "zzz"}, {"type": "add", "item_id": "tarta-queso", "qty": 0},
        {"type": "add", "item_id": "tarta-queso", "qty": 5000}, {"type": "add"}, {"type": "day", "ymd": "2026-02-30"},
        {"type": "day", "ymd": "mañana"}, {"type": "party", "n": -1}, {"type": "party", "n": "seis"},
        {"type": "pick", "item_id": "zzz"}, {"type": "resource", "id": None}, {"type": "service", "item_id": "zzz"},
        {"type": "option", "line": 0, "option": None, "choice": "y"},
    ]
    bodies: list = [{"session": s, "action": a, "label": "Añadir zzz"} for a in bad_actions]
    bodies += [
        {"session": s, "action": "send", "label": "Enviar"},
        {"session": s, "text": 5}, {"session": s, "text": ["hola"]}, {"session": s, "text": {"a": 1}},
        {"session": s}, {"session": s, "text": ""}, {"session": s, "text": "   "},
        {"session": s, "text": "hola", "retry": "msg-x"},
        {"session": s, "text": "hola", "retry": "msg-" + "0" * 16},                       # no such message
        {"session": s, "case_id": owner["case_id"], "text": "hola", "retry": owner["message_id"]},   # foreign
        {"session": s, "case_id": owner["case_id"], "action": {"type": "zzz"}, "label": "x"},
        {"session": owner["session"], "case_id": owner["case_id"], "action": {"type": "add", "item_id": "zzz"},
         "label": "Añadir zzz"},                                                          # the owner's own case
        {"session": "x", "text": "hola"}, {"session": "A" * 32, "text": "hola"}, {"session": "0" * 32 + "\n", "text": "hola"},
        {"session": 123, "text": "hola"}, {"session": None, "text": "hola"}, {"text": "hola"},
        {"session": "é" * 32, "text": "hola"}, [], "hola", None, 42,
    ]
    return bodies


def _act_bodies(owner: dict) -> list:
    s, mine = secrets.token_hex(16), owner["session"]
    rid = owner["request_id"]
    return [
        {"session": s, "request_id": rid, "action": "deny"},                                   # a foreign request
        {"session": s, "request_id": rid, "action": "answer", "message": "hola 4956 5807 1234 5674"},
        {"session": mine, "request_id": "req-" + "0" * 16, "action": "accept"},                # no such request
        {"session": mine, "request_id": rid, "action": "answer"},                              # no message
        {"session": mine, "request_id": rid, "action": "change", "date": "2026-02-30", "time": "11:00"},
        {"session": mine, "request_id": rid, "action": "change", "date": "2026-11-07", "time": "25:00"},
        {"session": mine, "request_id": rid, "action": "confirm"},
        {"session": mine, "request_id": rid, "action": ["accept"]},
        {"session": mine, "request_id": rid, "action": "answer", "message": 5},
        {"session": mine, "request_id": 5, "action": "accept"},
        {"session": "x", "request_id": rid, "action": "deny"},
        {"request_id": rid, "action": "deny"}, [], "deny",
    ]


def _raw_bodies(session: str) -> list[bytes]:
    return [b"", b"{", b"not json", b'{"session": "' + session.encode() + b'", "text": "\xff"}',
            ("[" * 1000 + "]" * 1000).encode(),
            json.dumps({"session": session, "text": "x" * 9000}).encode()]       # over 8 KB: 413


def test_dozens_of_refused_bodies_add_no_row_anywhere(app, database, owner):
    client = app.test_client()
    before = _counts(database)
    refused = 0
    for path, bodies in (("/api/pasteleria/chat", _chat_bodies(owner)), ("/api/pasteleria/staff/act", _act_bodies(owner))):
        for body in bodies:
            res = client.post(path, json=body)
            assert 400 <= res.status_code < 500 and "error" in res.get_json(), (path, body, res.get_json())
            refused += 1
        for raw in _raw_bodies(secrets.token_hex(16)):
            res = client.post(path, data=raw, content_type="application/json")
            assert 400 <= res.status_code < 500, (path, raw[:40], res.status_code)
            refused += 1
    assert refused >= 60
    assert _counts(database) == before


@settings(max_examples=80, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.sampled_from(["/api/pasteleria/chat", "/api/pasteleria/staff/act"]),
       st.one_of(near_chat, near_act, json_values))
def test_a_fuzzed_body_that_is_refused_adds_no_row(app, database, path, body):
    before = _counts(database)
    res = app.test_client().post(path, json=body)
    assert res.status_code < 500
    if res.status_code >= 400:
        assert _counts(database) == before, (path, body, res.get_json())
