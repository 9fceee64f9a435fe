"""Serving: one commit per turn, nothing of a refused turn stored, the model's slots shared by
every worker (503 with Retry-After), and the words of a turn whose process died kept as
unanswered with a retry."""
from __future__ import annotations

import os
import secrets
import signal
import subprocess
import sys
import threading
import time

import pytest
import requests

from bizengine.web.extension import BizEngine
from bizengine.web.limits import TurnGate
from obrador_mel import create_app
from tests.chat_client import Visitor
from tests.conftest import ROOT, make_conf
from tests.conftest_kb import fake_ollama, _kb_isolation  # noqa: F401  (fixtures)

QUESTION = "¿Se pueden congelar las tartas?"
ANSWER = "Sí, la mayoría de las tartas se pueden congelar enteras hasta un mes."


def _xact(database) -> int:
    with database.tx() as conn:
        return int(conn.execute("SELECT pg_current_xact_id()::text::bigint AS x").fetchone()["x"])


def _case_writers_since(database, case_id: str, before: int) -> set[int]:
    """The transactions that wrote the case's rows after `before`, read from each row's xmin: the
    database's own counter also moves for autoanalyze and other sessions, which made a count of it flaky."""
    with database.tx() as conn:
        tables = [r["table_name"] for r in conn.execute(
            "SELECT table_name FROM information_schema.columns WHERE table_schema = current_schema()"
            " AND column_name = 'case_id'").fetchall()]
        rows = conn.execute("SELECT xmin::text::bigint AS x FROM cases WHERE id = %s", (case_id,)).fetchall()
        for table in tables:
            rows += conn.execute(f"SELECT DISTINCT xmin::text::bigint AS x FROM {table} WHERE case_id = %s",
                                 (case_id,)).fetchall()
    return {int(r["x"]) for r in rows if int(r["x"]) > before % 2**32}


def _rows(database, sql: str, *params) -> list[dict]:
    with database.tx() as conn:
        return conn.execute(sql, params).fetchall()


@pytest.mark.parametrize("first", ["Quiero una tarta de queso para 12 personas para el sábado a las 11",
                                   "hola, qué horario tenéis"])
def test_a_turn_that_asks_no_model_writes_in_one_transaction(client, database, session, first):
    v = Visitor(client, session=session)
    for text in (first, "Laura", "655444333"):
        before = _xact(database)
        v.say(text)
        assert len(_case_writers_since(database, v.case_id, before)) == 1, text


def test_a_refused_button_stores_nothing(client, database, session):
    v = Visitor(client, session=session)
    res = client.post("/api/pasteleria/chat", json={"session": session, "action": {"type": "add", "item": "zzz"},
                                                   "label": "Añadir zzz"})
    assert res.status_code == 400
    assert _rows(database, "SELECT id FROM cases WHERE session_id = %s", session) == []
    v.say("hola")
    messages = _rows(database, "SELECT text FROM messages WHERE case_id = %s ORDER BY seq", v.case_id)
    res = client.post("/api/pasteleria/chat", json={"session": session, "case_id": v.case_id,
                                                   "action": {"type": "add", "item": "zzz"}, "label": "Añadir zzz"})
    assert res.status_code == 400
    assert _rows(database, "SELECT text FROM messages WHERE case_id = %s ORDER BY seq", v.case_id) == messages
    assert all(m["text"] != "Añadir zzz" for m in messages)


def _kb_app(database, database_url, datasets_dir, tmp_path, ollama, **extra):
    conf = make_conf(database_url, datasets_dir, tmp_path, OLLAMA_URL=ollama.url, **extra)
    return create_app(conf, engine=BizEngine(conf=conf, database=database))


def test_with_every_model_slot_taken_a_question_gets_503_with_retry_after_and_stores_nothing(
        fake_ollama, database, database_url, datasets_dir, tmp_path, session):
    app = _kb_app(database, database_url, datasets_dir, tmp_path, fake_ollama, TURN_WAIT_SECONDS="0.3", TURN_SLOTS="2")
    fake_ollama.reply(ANSWER)
    # another worker process holds both slots: its gate is the same lock files
    other = TurnGate(tmp_path / "var", 2)
    held = [other.acquire(1), other.acquire(1)]
    assert None not in held
    client = app.test_client()
    try:
        res = client.post("/api/pasteleria/chat", json={"session": session, "text": QUESTION})
        no_model = client.post("/api/pasteleria/chat", json={"session": session, "text": "hola"})
    finally:
        for slot in held:
            other.release(slot)
    assert res.status_code == 503 and res.headers["Retry-After"].isdigit()
    assert res.get_json() == {"error": "Hay mucha gente probando a la vez. Espera unos segundos y vuelve a intentarlo."}
    assert fake_ollama.chats == []
    assert no_model.status_code == 200              # a turn without the model needs no slot
    case_id = no_model.get_json()["case_id"]
    texts = [r["text"] for r in _rows(database, "SELECT text FROM messages m JOIN cases c ON c.id = m.case_id "
                                                "WHERE c.session_id = %s AND m.role = 'user'", session)]
    assert texts == ["hola"] and case_id
    ok = client.post("/api/pasteleria/chat", json={"session": session, "case_id": case_id, "text": QUESTION})
    assert ok.status_code == 200 and ok.get_json()["replies"][0]["text"] == ANSWER


def test_a_retry_reruns_an_unanswered_message_once(fake_ollama, database, database_url, datasets_dir, tmp_path,
                                                   session):
    """The state a killed process leaves (words kept, no answer) is offered and re-run."""
    client = _kb_app(database, database_url, datasets_dir, tmp_path, fake_ollama).test_client()
    v = Visitor(client, session=session)
    v.say("hola")
    with database.tx() as conn:
        conn.execute("INSERT INTO messages (id, case_id, role, text, meta) VALUES "
                     "('msg-00000000000000aa', %s, 'user', %s, '{\"unanswered\": true}')", (v.case_id, QUESTION))
    shown = client.get("/api/pasteleria/conversation", query_string={"case": v.case_id}, headers={"X-Session": session}).get_json()
    assert shown["messages"][-1]["meta"] == {"unanswered": True}
    fake_ollama.reply(ANSWER)
    body = {"session": session, "case_id": v.case_id, "text": QUESTION, "retry": "msg-00000000000000aa"}
    res = client.post("/api/pasteleria/chat", json=body)
    assert res.status_code == 200 and res.get_json()["user"]["id"] == "msg-00000000000000aa"
    after = client.get("/api/pasteleria/conversation", query_string={"case": v.case_id}, headers={"X-Session": session}).get_json()
    users = [m for m in after["messages"] if m["role"] == "user"]
    assert [m["text"] for m in users] == ["hola", QUESTION] and users[-1]["meta"] is None
    assert after["messages"][-1]["text"] == ANSWER
    assert client.post("/api/pasteleria/chat", json=body).status_code == 409          # answered already
    foreign = {**body, "session": "f" * 32}
    assert client.post("/api/pasteleria/chat", json=foreign).status_code == 404       # not this visitor's
    assert client.post("/api/pasteleria/chat", json={**body, "retry": "msg-x"}).status_code == 400


def _serve(database_url, datasets_dir, tmp_path, ollama_url, workers: int = 1,
           threads: int = 4) -> tuple[subprocess.Popen, str]:
    """`obrador-mel serve --prod` in a process group of its own, on a free port."""
    env = {**os.environ, **make_conf(database_url, datasets_dir, tmp_path, OLLAMA_URL=ollama_url),
           "PYTHONPATH": str(ROOT)}
    proc, base = _launch(["serve", "--prod", "--workers", str(workers), "--threads", str(threads)], env, tmp_path)
    return proc, base


def _launch(args: list[str], env: dict, cwd, stdout=subprocess.DEVNULL) -> tuple[subprocess.Popen, str]:
    """`obrador-mel <args> --port P` on a free port, once its /health answers."""
    import socket
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    proc = subprocess.Popen([sys.executable, "-m", "obrador_mel.cli", *args, "--port", str(port)], env=env, cwd=cwd,
                            stdout=stdout, stderr=subprocess.DEVNULL, start_new_session=True, text=True)
    base = f"http://127.0.0.1:{port}"
    for _ in range(300):
        try:
            if requests.get(f"{base}/health", timeout=1).status_code in (200, 503):
                return proc, base
        except requests.RequestException:
            time.sleep(0.1)
    os.killpg(proc.pid, signal.SIGKILL)
    raise AssertionError(f"obrador-mel {' '.join(args)} did not answer /health")


@pytest.mark.parametrize("args,mode", [(["serve"], "demo"), (["serve", "--prod", "--workers", "1"], "production")])
def test_serve_is_the_demo_and_serve_prod_is_production(database_url, datasets_dir, tmp_path, args, mode):
    env = {**os.environ, **make_conf(database_url, datasets_dir, tmp_path), "PYTHONPATH": str(ROOT),
           "SECRET_KEY": secrets.token_hex(32)}
    env.pop("BIZ_MODE")           # the command decides
    proc, base = _launch(args, env, tmp_path, stdout=subprocess.PIPE)
    try:
        assert requests.get(f"{base}/health", timeout=5).json()["mode"] == mode
        login = requests.get(f"{base}/staff/login", timeout=5).status_code
        assert login == (404 if mode == "demo" else 200)          # accounts only in production
    finally:
        os.killpg(proc.pid, signal.SIGTERM)
        out, _ = proc.communicate(timeout=20)
    if mode == "demo":      # one line says how to create an account and switch
        hint = [line for line in out.splitlines() if "staff add" in line]
        assert len(hint) == 1 and "--role owner" in hint[0] and "SECRET_KEY" in hint[0] and "serve --prod" in hint[0]
    else:
        assert "staff add" not in out


def test_killed_while_the_model_thinks_the_words_stay_unanswered_and_retry_answers_them(
        fake_ollama, database, database_url, datasets_dir, tmp_path, session):
    fake_ollama.reply(ANSWER).slow(60)
    proc, base = _serve(database_url, datasets_dir, tmp_path, fake_ollama.url)
    try:
        first = requests.post(f"{base}/api/pasteleria/chat", json={"session": session, "text": "hola"}, timeout=10)
        case_id = first.json()["case_id"]
        asking = threading.Thread(target=lambda: _ignore(lambda: requests.post(
            f"{base}/api/pasteleria/chat", json={"session": session, "case_id": case_id, "text": QUESTION}, timeout=90)),
            daemon=True)
        asking.start()
        for _ in range(600):   # the words are committed before the model is asked
            if fake_ollama.chats:
                break
            time.sleep(0.05)
        assert fake_ollama.chats, "the model was never asked"
    finally:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(10)
    fake_ollama.delay = 0
    client = _kb_app(database, database_url, datasets_dir, tmp_path, fake_ollama).test_client()
    shown = client.get("/api/pasteleria/conversation", query_string={"case": case_id}, headers={"X-Session": session}).get_json()
    last = shown["messages"][-1]
    assert last["role"] == "user" and last["text"] == QUESTION and last["meta"] == {"unanswered": True}
    fake_ollama.reply(ANSWER)
    res = client.post("/api/pasteleria/chat", json={"session": session, "case_id": case_id, "text": QUESTION,
                                                    "retry": last["id"]})
    assert res.status_code == 200 and res.get_json()["replies"][0]["text"] == ANSWER
    after = client.get("/api/pasteleria/conversation", query_string={"case": case_id}, headers={"X-Session": session}).get_json()
    assert [m["text"] for m in after["messages"] if m["role"] == "user"] == ["hola", QUESTION]
    assert after["messages"][-1]["text"] == ANSWER


def _ignore(call) -> None:
    try:
        call()
    except requests.RequestException:
        pass


def test_under_gunicorn_workers_the_model_slots_are_shared_and_pages_never_wait(
        fake_ollama, database, database_url, datasets_dir, tmp_path, new_session):
    """2 workers × 3 threads, one model slot for the machine, the model hanging: one question
    reaches the model, the others get a 503 with Retry-After, and pages still answer at once."""
    fake_ollama.reply(ANSWER).slow(30)
    os.environ["TURN_SLOTS"], os.environ["TURN_WAIT_SECONDS"], os.environ["TURN_QUEUE"] = "1", "2", "1"
    try:
        proc, base = _serve(database_url, datasets_dir, tmp_path, fake_ollama.url, workers=2, threads=3)
    finally:
        for key in ("TURN_SLOTS", "TURN_WAIT_SECONDS", "TURN_QUEUE"):
            del os.environ[key]
    answers: list = []
    try:
        askers = [threading.Thread(target=lambda: answers.append(_ask(base, new_session())), daemon=True)
                  for _ in range(6)]
        for t in askers:
            t.start()
        for _ in range(200):
            if fake_ollama.chats:
                break
            time.sleep(0.05)
        for path in ("/static/bizengine/chat.js", "/api/pasteleria/profile", "/health"):
            assert requests.get(base + path, timeout=5).status_code == 200, path   # the model hangs 30 s
        for _ in range(200):
            if len(answers) >= 5:
                break
            time.sleep(0.05)
        assert len(fake_ollama.chats) == 1                  # one slot for both workers
        refused = [a for a in answers if a[0] == 503]
        assert len(refused) == 5 and all(a[1].isdigit() for a in refused)
    finally:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(10)


def _ask(base: str, session: str) -> tuple:
    try:
        res = requests.post(f"{base}/api/pasteleria/chat", json={"session": session, "text": QUESTION}, timeout=60)
        return res.status_code, res.headers.get("Retry-After", "")
    except requests.RequestException:
        return 0, ""
