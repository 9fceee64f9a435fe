"""Issue 15, probed as an attacker and a careless client would: each numbered failure of the issue
has its test here (item 1's property test is tests/test_pii_property.py, item 3 is issue 18's)."""
from __future__ import annotations

import http.client
import json
import logging
import secrets
from urllib.parse import urlsplit

import psycopg
import pytest
from flask import Flask

from bizengine.storage import cases
from bizengine.storage.db import APP_ROLE, Database, create_roles
from bizengine.web.extension import BizEngine
from obrador_mel import create_app
from tests.chat_client import Visitor
from tests.conftest import NOW, make_conf
from tests.prod_app import prod_app

CARD = "4956580712345674"


def _app(database, database_url, datasets_dir, tmp_path, **extra):
    conf = make_conf(database_url, datasets_dir, tmp_path, **extra)
    return create_app(conf, engine=BizEngine(conf=conf, database=database))


# -- 1. cards and IDs: the whole input is masked before the cut, and the PII level follows -------

def test_a_card_after_490_characters_is_masked_and_the_case_says_so(client, database):
    v = Visitor(client)
    v.say("hola " * 98 + "mi tarjeta es 4956\u00a05807\u00a01234\u00a05674")
    with database.tx() as conn:
        case = conn.execute("SELECT pii_level FROM cases WHERE id = %s", (v.case_id,)).fetchone()
        texts = [r["text"] for r in conn.execute("SELECT text FROM messages WHERE case_id = %s AND role = 'user'",
                                                 (v.case_id,))]
    assert case["pii_level"] == "card"
    assert texts and not any(ch.isdigit() for t in texts for ch in t)


def test_an_iban_is_masked_and_classified_like_a_card(client, database):
    v = Visitor(client)
    v.say("mi cuenta es ES91 2100 0418 4502 0005 1332")
    with database.tx() as conn:
        level = conn.execute("SELECT pii_level FROM cases WHERE id = %s", (v.case_id,)).fetchone()["pii_level"]
        text = conn.execute("SELECT text FROM messages WHERE case_id = %s AND role = 'user'", (v.case_id,)).fetchone()["text"]
    assert level == "card" and text == "mi cuenta es [IBAN]"


# -- 2. five ways to a 500, and their family: each is a 4xx with a JSON error ------------------------

@pytest.mark.parametrize("session", ["0" * 32 + "\n", "0" * 31 + "\n", " " + "0" * 32, "0" * 32 + "\x00", "０" * 32])
def test_a_session_must_be_exactly_32_hex(client, session):
    res = client.post("/api/pasteleria/chat", json={"session": session, "text": "hola"})
    assert res.status_code == 400 and "session" in res.get_json()["error"]
    for path in ("conversation", "staff", "agenda"):
        res = client.get(f"/api/pasteleria/{path}", query_string={"session": session})
        assert res.status_code == 400, path


@pytest.mark.parametrize("path", ["/api/pasteleria/chat", "/api/pasteleria/staff/act"])
@pytest.mark.parametrize("shape", ["[" * 1000 + "]" * 1000, '{"a":' * 900 + "1" + "}" * 900])
def test_deeply_nested_json_is_a_400(client, path, shape):
    body = '{"session": "%s", "text": %s}' % ("a" * 32, shape)
    assert len(body.encode()) < 8 * 1024
    res = client.post(path, data=body, content_type="application/json")
    assert res.status_code == 400 and "anidado" in res.get_json()["error"]


def test_brackets_inside_strings_do_not_count_as_nesting(client, session):
    res = client.post("/api/pasteleria/chat", json={"session": session, "text": "[[[[[[[[[[[[[[[[[[[[ {{{{{{{{{{{{{{{{{{{ hola"})
    assert res.status_code == 200


@pytest.mark.parametrize("raw,deep", [
    (b"[" * 16 + b"]" * 16, False),                     # exactly the limit
    (b"[" * 17 + b"]" * 17, True),                      # one level more
    (b"[" + b"[]," * 40 + b"[]]", False),               # many brackets, shallow
    (b'{"a": "' + b"[" * 40 + b'"}', False),             # brackets inside a string
    (b'{"a": "\\\\"' + b"[" * 20 + b"]" * 20 + b"}", True),  # an escaped backslash ends the string
    (b'{"a": "\\\\"' + b"}", False),
    (b'{"a": "\\"' + b"[" * 20 + b'"}', False),              # an escaped quote does not
])
def test_too_deep_counts_nesting_not_brackets(raw, deep):
    from bizengine.web.limits import too_deep
    assert too_deep(raw) is deep


@pytest.mark.parametrize("action,message", [
    ({"type": "time"}, "a la acción time le falta min"),
    ({"type": "day"}, "a la acción day le falta ymd"),
    ({"type": "day", "ymd": "2026-02-30"}, "action.ymd debe ser una fecha YYYY-MM-DD que exista"),
    ({"type": "day", "ymd": "mañana"}, "action.ymd debe ser una fecha YYYY-MM-DD que exista"),
    ({"type": "option", "line": 0, "option": "size"}, "a la acción option le falta choice"),
    ({"type": "qty", "line": 0}, "a la acción qty le falta delta"),
    ({"type": "pick"}, "a la acción pick le falta item_id"),
    ({"type": "party"}, "a la acción party le falta n"),
    ({"type": "resource", "id": None}, "a la acción resource le falta id"),
])
def test_an_action_without_its_fields_is_a_400(client, session, action, message):
    res = client.post("/api/pasteleria/chat", json={"session": session, "action": action, "label": "x"})
    assert res.status_code == 400 and res.get_json() == {"error": message}


def test_add_without_qty_still_adds_one(client, session):
    res = client.post("/api/pasteleria/chat", json={"session": session, "action": {"type": "add", "item_id": "tarta-queso"},
                                                   "label": "Añadir"})
    assert res.status_code == 200


@pytest.mark.parametrize("token", ["tokén", "\u00ff\u00fe", "a\tb"])
def test_a_non_ascii_admin_token_is_a_400(database, database_url, datasets_dir, tmp_path, token):
    client = _app(database, database_url, datasets_dir, tmp_path, ADMIN_TOKEN="s3cret").test_client()
    res = client.get("/admin/problems", headers={"X-Admin-Token": token}, environ_base={"REMOTE_ADDR": "203.0.113.9"})
    assert res.status_code == 400 and "X-Admin-Token" in res.get_json()["error"]
    res = client.get("/api/pasteleria/staff", headers={"X-Session": token})
    assert res.status_code == 400


def test_case_ids_carry_64_random_bits():
    a, b = cases.new_case_id(NOW), cases.new_case_id(NOW)
    assert a != b and a.startswith("EXP-20261031-") and len(a.split("-")[2]) == 16
    # a collision draws again on the chat's own path: tests/test_case_ids.py


def test_an_old_short_case_id_still_reaches_its_case(client, database, session):
    old = f"EXP-20261031-{secrets.token_hex(3)}"
    with database.tx() as conn:
        conn.execute("INSERT INTO cases (id, business, session_id) VALUES (%s, 'pasteleria', %s)", (old, session))
    res = client.post("/api/pasteleria/chat", json={"session": session, "case_id": old, "text": "hola"})
    assert res.status_code == 200 and res.get_json()["case_id"] == old


# -- 4. append-only for real: the app's role cannot rewrite events --------------------------------

@pytest.fixture(scope="module")
def app_role_db(database_url):
    owner_url, app_url = create_roles(database_url)
    db = Database(app_url, owner_url=owner_url)
    db.apply_schema()
    yield db
    db.close()


@pytest.mark.parametrize("statement", [
    "DELETE FROM events WHERE case_id = %(case)s",
    "UPDATE events SET type = 'rewritten' WHERE case_id = %(case)s",
    "TRUNCATE events CASCADE",
])
def test_the_apps_role_cannot_rewrite_events_even_as_replica(app_role_db, statement):
    case = f"EXP-20261031-{secrets.token_hex(8)}"
    with app_role_db.tx() as conn:
        conn.execute("INSERT INTO cases (id, business, session_id) VALUES (%s, 'pasteleria', %s)", (case, secrets.token_hex(16)))
        cases.add_event(conn, case, None, "test", {})
        role = conn.execute("SELECT rolsuper, rolreplication, rolbypassrls FROM pg_roles WHERE rolname = current_user").fetchone()
        assert conn.execute("SELECT current_user AS u").fetchone()["u"] == APP_ROLE
    assert role == {"rolsuper": False, "rolreplication": False, "rolbypassrls": False}
    with pytest.raises(psycopg.errors.InsufficientPrivilege):
        with app_role_db.tx() as conn:
            conn.execute("SET LOCAL session_replication_role = replica")
    with pytest.raises(psycopg.errors.InsufficientPrivilege):
        with app_role_db.tx() as conn:
            conn.execute(statement, {"case": case})
    with app_role_db.tx() as conn:
        assert conn.execute("SELECT count(*) AS n FROM events WHERE case_id = %s", (case,)).fetchone()["n"] == 1


def test_a_whole_conversation_runs_as_the_apps_role(app_role_db, database_url, datasets_dir, tmp_path):
    client = _app(app_role_db, database_url, datasets_dir, tmp_path).test_client()
    v = Visitor(client)
    v.say("Quiero una tarta de queso para 12 personas para el sábado a las 11")
    v.say("Laura"), v.say("655444333"), v.say("no")
    out = v.press("Enviar pedido")
    assert out["request"]["status"] == "pending"
    assert v.act(out["request"]["id"], "accept")["status"] == "confirmed"


# -- 5. admin and hosts ------------------------------------------------------------------------------

@pytest.mark.parametrize("header", [{"X-Real-IP": "203.0.113.9"}, {"Forwarded": "for=203.0.113.9"},
                                    {"X-Forwarded-For": "203.0.113.9"}, {"X-Forwarded-Host": "evil.example"},
                                    {"X-Forwarded-Proto": "https"}, {"Via": "1.1 proxy"}])
def test_admin_through_any_proxy_header_needs_the_token(client, header):
    res = client.get("/admin/problems", headers=header, environ_base={"REMOTE_ADDR": "127.0.0.1"})
    assert res.status_code == 403


def test_admin_checks_the_socket_peer_not_what_proxyfix_made_of_it(database, database_url, datasets_dir, tmp_path):
    client = _app(database, database_url, datasets_dir, tmp_path, TRUST_PROXY="1").test_client()
    res = client.get("/admin/problems", headers={"X-Forwarded-For": "127.0.0.1"}, environ_base={"REMOTE_ADDR": "10.0.0.5"})
    assert res.status_code == 403


def test_a_cross_site_post_to_ingest_from_loopback_is_refused(client):
    res = client.post("/admin/ingest", data="x=1", content_type="text/plain",
                      headers={"Origin": "http://evil.example"}, environ_base={"REMOTE_ADDR": "127.0.0.1"})
    assert res.status_code == 403 and "ADMIN_TOKEN" in res.get_json()["error"]


def test_other_hosts_are_a_400_with_allowed_hosts(database, database_url, datasets_dir, tmp_path):
    client = _app(database, database_url, datasets_dir, tmp_path, ALLOWED_HOSTS="obradormel.example, 127.0.0.1").test_client()
    evil = {"Host": "evil.example"}
    assert client.get("/panel/pasteleria", headers=evil).status_code == 400           # no redirect to evil.example
    assert client.get("/api/pasteleria/profile", headers=evil).status_code == 400
    assert client.get("/", headers=evil).status_code == 400
    assert client.get("/api/pasteleria/profile", headers={"Host": "obradormel.example"}).status_code == 200
    assert client.get("/api/pasteleria/profile", headers={"Host": "127.0.0.1:8790"}).status_code == 200


@pytest.mark.parametrize("path,location", [("/panel/pasteleria", "/panel/pasteleria/"),
                                           ("/panel/pasteleria?desde=ayer", "/panel/pasteleria/?desde=ayer")])
def test_with_any_host_allowed_the_slash_redirect_names_no_host(database, database_url, datasets_dir, tmp_path,
                                                                path, location):
    client = prod_app(database, database_url, datasets_dir, tmp_path, ALLOWED_HOSTS="").test_client()
    res = client.get(path, headers={"Host": "evil.example"})
    assert res.status_code == 308 and res.headers["Location"] == location
    assert "evil.example" not in res.get_data(as_text=True)


@pytest.mark.parametrize("path", ["/panel//pasteleria/", "/panel/pasteleria//", "//panel/pasteleria/",
                                  "/api//pasteleria/profile"])
def test_a_doubled_slash_is_never_sent_to_the_forged_host(database, database_url, datasets_dir, tmp_path, path):
    client = prod_app(database, database_url, datasets_dir, tmp_path, ALLOWED_HOSTS="").test_client()
    res = client.get(path, headers={"Host": "evil.example"})
    assert "evil.example" not in res.headers.get("Location", "") and res.status_code < 500


@pytest.mark.parametrize("path,location", [
    ("/panel/a%0d%0aSet-Cookie:%20x=1", "/panel/a%0D%0ASet-Cookie:%20x=1/"),
    ("/panel/caf%C3%A9", "/panel/caf%C3%A9/"), ("/panel/a%20b", "/panel/a%20b/")])
def test_an_odd_path_is_redirected_quoted_never_a_500(database, database_url, datasets_dir, tmp_path, path, location):
    client = prod_app(database, database_url, datasets_dir, tmp_path, ALLOWED_HOSTS="").test_client()
    res = client.get(path)
    assert res.status_code == 308 and res.headers["Location"] == location and "Set-Cookie" not in res.headers


def test_an_integrators_panel_redirects_to_a_path_too(database, datasets_dir, tmp_path):
    from tests.test_extension import host_app
    engine = BizEngine(mode="demo", database=database, datasets=str(datasets_dir), var_dir=str(tmp_path / "var"),
                       ollama_url="http://127.0.0.1:9", qdrant_url="http://127.0.0.1:9", ratelimit_enabled="0")
    client = host_app(engine).test_client()
    res = client.get("/flores/panel", headers={"Host": "evil.example"})
    assert res.status_code == 308 and res.headers["Location"] == "/flores/panel/"
    assert client.get("/flores/panel/", headers={"Host": "evil.example"}).status_code == 200


@pytest.mark.parametrize("hosts,warned", [("", True), ("obradormel.example", False)])
def test_serve_prod_warns_at_start_when_any_host_is_served(database_url, datasets_dir, tmp_path, hosts, warned):
    """The warning comes before gunicorn starts; gunicorn's own «Booting worker» line marks the end
    of the start-up, and the server (our own process group) is stopped there."""
    import os
    import signal
    import subprocess
    import sys
    from tests.conftest import ROOT
    env = {**os.environ, **make_conf(database_url, datasets_dir, tmp_path, ALLOWED_HOSTS=hosts), "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen([sys.executable, "-m", "obrador_mel.cli", "serve", "--prod", "--workers", "1",
                             "--port", "0"], env=env, cwd=tmp_path, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True, start_new_session=True)
    lines = []
    try:
        for line in proc.stderr:
            lines.append(line)
            if "Booting worker" in line:
                break
    finally:
        os.killpg(proc.pid, signal.SIGTERM)
        proc.wait(timeout=30)
    out = "".join(lines)
    assert "Booting worker" in out, out
    assert ("ALLOWED_HOSTS está vacío" in out) == warned, out


# -- 6. proxies and limits -------------------------------------------------------------------------

def test_a_forged_forwarded_for_from_a_direct_client_does_not_dodge_the_limit(database, database_url, datasets_dir, tmp_path):
    client = _app(database, database_url, datasets_dir, tmp_path, RATELIMIT_ENABLED="1", TRUST_PROXY="1").test_client()
    codes = [client.post("/api/pasteleria/chat", json={"session": f"{i:032x}", "text": "hola"},
                         headers={"X-Forwarded-For": f"198.51.100.{i}"},
                         environ_base={"REMOTE_ADDR": "81.47.0.9"}).status_code for i in range(41)]   # a public peer
    assert codes[:40] == [200] * 40 and codes[40] == 429


def test_two_trusted_hops_take_the_address_the_outer_proxy_saw(database, database_url, datasets_dir, tmp_path):
    client = _app(database, database_url, datasets_dir, tmp_path, RATELIMIT_ENABLED="1", TRUST_PROXY="2").test_client()
    codes = [client.post("/api/pasteleria/chat", json={"session": f"{i + 100:032x}", "text": "hola"},
                         headers={"X-Forwarded-For": f"6.6.6.6, 198.51.100.{i}, 10.0.0.2"}).status_code for i in range(41)]
    assert codes == [200] * 41      # 41 different clients, each counted on its own address


# -- 7. logs and caches ----------------------------------------------------------------------------

def test_a_429_never_logs_the_session(database, database_url, datasets_dir, tmp_path, caplog, session):
    client = _app(database, database_url, datasets_dir, tmp_path, RATELIMIT_ENABLED="1").test_client()
    caplog.set_level(logging.DEBUG)
    codes = [client.post("/api/pasteleria/chat", json={"session": session, "text": "hola"},
                         environ_base={"REMOTE_ADDR": f"198.51.100.{i}"}).status_code for i in range(41)]
    assert codes[-1] == 429
    assert caplog.records and session not in caplog.text


def test_a_crash_on_a_row_does_not_log_the_session(caplog, session):
    from bizengine.web.guards import redact_session_logs
    redact_session_logs()
    caplog.set_level(logging.DEBUG)
    try:
        raise ValueError(f"Failing row contains ({session}, pasteleria)")
    except ValueError:
        logging.getLogger("bizengine").exception("unhandled error on POST /api/pasteleria/chat %s", session)
    assert "unhandled error" in caplog.text and session not in caplog.text
    # the log names the session by the tag the rate limiter keys it by, so the two can be matched
    from bizengine.web.guards import session_tag
    from bizengine.web.limits import chat_session_key
    assert caplog.text.count(f"s#{session_tag(session)}") == 2          # the message and the traceback
    with Flask(__name__).test_request_context(json={"session": session}):
        assert chat_session_key() == f"session:{session_tag(session)}"


def test_get_endpoints_take_the_session_from_a_header(client):
    v = Visitor(client)
    v.say("hola")
    res = client.get("/api/pasteleria/conversation", query_string={"case": v.case_id}, headers={"X-Session": v.session})
    assert res.status_code == 200 and res.get_json()["case_id"] == v.case_id
    assert client.get("/api/pasteleria/staff", headers={"X-Session": v.session}).status_code == 200
    assert client.get("/api/pasteleria/agenda", query_string={"date": "2026-11-07"},
                      headers={"X-Session": v.session}).status_code == 200
    assert client.get("/api/pasteleria/staff").status_code == 400


@pytest.mark.parametrize("path", ["/api/pasteleria/conversation", "/api/pasteleria/staff",
                                  "/api/pasteleria/agenda?date=2026-11-07",
                                  "/api/pasteleria/staff/history?case=EXP-20261031-0000000000000000"])
def test_a_session_in_the_url_is_a_400_naming_the_header(client, path):
    v = Visitor(client)
    v.say("hola")
    sep = "&" if "?" in path else "?"
    for headers in ({}, {"X-Session": v.session}):          # refused even beside the header
        res = client.get(f"{path}{sep}session={v.session}", headers=headers)
        assert res.status_code == 400 and "X-Session" in res.get_json()["error"], (path, res.get_json())
    res = client.get(path)
    assert res.status_code == 400 and "X-Session" in res.get_json()["error"]


def test_customer_and_staff_answers_are_never_cached(client):
    v = Visitor(client)
    res = client.post("/api/pasteleria/chat", json={"session": v.session, "text": "hola"})
    assert res.headers["Cache-Control"] == "no-store"
    for path in (f"/api/pasteleria/conversation?case={res.get_json()['case_id']}", "/api/pasteleria/staff",
                 "/api/pasteleria/agenda?date=2026-11-07"):
        assert client.get(path, headers={"X-Session": v.session}).headers["Cache-Control"] == "no-store", path
    bad = client.get("/api/pasteleria/staff")
    assert bad.headers["Cache-Control"] == "no-store"


def test_the_widget_and_panel_send_no_session_in_urls():
    """No script or page of the engine (nor the bakery's site) puts the session in a URL."""
    import re
    from pathlib import Path
    root = Path(__file__).resolve().parent.parent
    files = [p for folder in ("bizengine/web/static", "bizengine/web/templates", "sites", "obrador_mel")
             for p in (root / folder).rglob("*") if p.suffix in (".js", ".html", ".py")]
    assert any(p.name == "chat.js" for p in files) and any(p.name == "panel.js" for p in files)
    in_url = re.compile(r"""[?&]session=|searchParams\.(?:set|append)\(\s*['"]session['"]|params\s*=\s*\{[^}]*session""")
    for path in files:
        assert not in_url.search(path.read_text(encoding="utf-8")), path
    assert "'X-Session': getSession()" in (root / "bizengine/web/static/session.js").read_text(encoding="utf-8")


# -- 8. chunked bodies over 8 KB -------------------------------------------------------------------

def _chunked_post(base: str, path: str, body: bytes) -> tuple[int, dict]:
    url = urlsplit(base)
    conn = http.client.HTTPConnection(url.hostname, url.port, timeout=20)
    conn.putrequest("POST", path)
    conn.putheader("Content-Type", "application/json")
    conn.putheader("Transfer-Encoding", "chunked")
    conn.endheaders()
    for i in range(0, len(body), 1000):
        chunk = body[i:i + 1000]
        conn.send(b"%x\r\n%s\r\n" % (len(chunk), chunk))
    conn.send(b"0\r\n\r\n")
    res = conn.getresponse()
    status, data = res.status, json.loads(res.read() or b"null")
    conn.close()
    return status, data


@pytest.mark.parametrize("path", ["/api/pasteleria/chat", "/api/pasteleria/staff/act"])
def test_a_chunked_body_over_8_kb_is_a_413(live_server, path):
    body = json.dumps({"session": "a" * 32, "text": "pan " * 3000}).encode()
    status, data = _chunked_post(live_server, path, body)
    assert status == 413 and data == {"error": "El cuerpo pasa de 8 KB."}
    small = json.dumps({"session": "a" * 32, "text": "hola"}).encode()
    if path.endswith("/chat"):
        assert _chunked_post(live_server, path, small)[0] == 200


@pytest.mark.parametrize("peer,trusted", [("127.0.0.1", True), ("::1", True), ("10.0.0.2", True), ("", True),
                                          ("/run/gunicorn.sock", True), ("81.47.0.9", False), ("2a00:1450::1", False)])
def test_forwarding_headers_count_only_from_where_a_proxy_can_be(peer, trusted):
    from obrador_mel import ProxiedOnly
    assert ProxiedOnly.from_proxy(peer) is trusted
