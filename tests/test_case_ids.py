"""Case ids on the chat's real path: a new case whose id is already taken (a collision of its 64
random bits) draws another id and is written again, on every path that opens a case: a turn's one
write statement (demo and production), the words kept before the model is called, and a production
send that holds its place. Only the case's primary key is retried."""
from __future__ import annotations

import secrets

import psycopg
import pytest

from bizengine.storage import cases
from bizengine.web.extension import BizEngine
from obrador_mel import create_app
from tests.chat_client import Visitor
from tests.conftest import NOW, make_conf
from tests.conftest_kb import fake_ollama, _kb_isolation  # noqa: F401  (fixtures)
from tests.prod_app import database, prod_app  # noqa: F401  (a database of this module's own)

QUESTION = "¿Se pueden congelar las tartas?"
ANSWER = "Sí, la mayoría de las tartas se pueden congelar enteras hasta un mes."


def _rows(database, sql: str, *params) -> list[dict]:
    with database.tx() as conn:
        return conn.execute(sql, params).fetchall()


def _demo(database, database_url, datasets_dir, tmp_path, **extra):
    conf = make_conf(database_url, datasets_dir, tmp_path, **extra)
    return create_app(conf, engine=BizEngine(conf=conf, database=database))


@pytest.fixture()
def taken_once(monkeypatch):
    """Makes the next case id drawn be `taken(id)`'s, once; later draws are fresh. Returns the
    list of the ids drawn."""
    drawn: list[str] = []
    real = cases.new_case_id

    def arm(case_id: str) -> list[str]:
        queue = [case_id]

        def draw(now):
            drawn.append(queue.pop() if queue else real(now))
            return drawn[-1]
        monkeypatch.setattr(cases, "new_case_id", draw)
        return drawn
    return arm


def _one_case_of(database, session: str, slug: str = "pasteleria") -> dict:
    rows = _rows(database, "SELECT * FROM cases WHERE session_id = %s", session)
    assert len(rows) == 1, rows
    assert rows[0]["business"] == slug
    return rows[0]


def _owner_unchanged(database, taken: str, session: str, messages: int) -> None:
    row = _rows(database, "SELECT session_id, (SELECT count(*) FROM messages WHERE case_id = %s) AS n "
                          "FROM cases WHERE id = %s", taken, taken)[0]
    assert row["session_id"] == session and row["n"] == messages


@pytest.mark.parametrize("slug", ["pasteleria", "restaurante"])     # ids are unique across businesses
def test_a_first_message_whose_case_id_is_taken_draws_again(database, database_url, datasets_dir, tmp_path,
                                                            taken_once, slug):
    client = _demo(database, database_url, datasets_dir, tmp_path).test_client()
    first = Visitor(client)
    first.say("hola")
    drawn = taken_once(first.case_id)
    v = Visitor(client, slug=slug)
    out = v.say("hola, ¿qué horario tenéis?")
    assert drawn[0] == first.case_id and len(drawn) == 2
    assert out["case_id"] == drawn[1] and out["mode"] == "new"
    case = _one_case_of(database, v.session, slug)
    assert case["id"] == drawn[1]
    opened = _rows(database, "SELECT count(*) AS n FROM events WHERE case_id = %s AND type = 'case_opened'", case["id"])
    assert opened[0]["n"] == 1
    _owner_unchanged(database, first.case_id, first.session, 2)
    assert v.say("gracias")["case_id"] == case["id"]


def test_a_button_that_opens_a_case_draws_again(database, database_url, datasets_dir, tmp_path, taken_once):
    client = _demo(database, database_url, datasets_dir, tmp_path).test_client()
    first = Visitor(client)
    first.say("hola")
    drawn = taken_once(first.case_id)
    v = Visitor(client)
    out = v.post({"action": {"type": "add", "item_id": "tarta-queso"}, "label": "Añadir"})
    assert out["case_id"] == drawn[1] != first.case_id
    assert _one_case_of(database, v.session)["id"] == drawn[1]


def test_answering_a_change_with_no_case_yet_draws_again(database, database_url, datasets_dir, tmp_path, taken_once):
    """«Acepto el cambio» pressed in a chat that has no case yet opens one (to say there is
    nothing to answer): that path draws again too."""
    client = _demo(database, database_url, datasets_dir, tmp_path).test_client()
    first = Visitor(client)
    first.say("hola")
    drawn = taken_once(first.case_id)
    v = Visitor(client)
    out = v.post({"action": {"type": "change_accept"}, "label": "Acepto"})
    assert out["case_id"] == drawn[1] and out["replies"]
    assert _one_case_of(database, v.session)["id"] == drawn[1]


def test_in_production_the_first_message_and_the_held_send_both_store(database, database_url, datasets_dir,
                                                                       tmp_path, taken_once):
    client = prod_app(database, database_url, datasets_dir, tmp_path).test_client()
    first = Visitor(client)
    first.say("hola")
    drawn = taken_once(first.case_id)
    v = Visitor(client)
    for text in ("Dos palmeras para el sábado a las 11 a nombre de Iria, teléfono 655444333", "no"):
        v.say(text)
    sent = v.post({"action": {"type": "send"}, "label": "Enviar pedido"})
    assert sent["request"]["status"] == "pending" and sent["case_id"] == drawn[1]
    assert _one_case_of(database, v.session)["state"] == "await_approval"


def test_words_kept_before_the_model_draw_again(fake_ollama, database, database_url, datasets_dir, tmp_path,
                                                taken_once):
    client = _demo(database, database_url, datasets_dir, tmp_path, OLLAMA_URL=fake_ollama.url).test_client()
    first = Visitor(client)
    first.say("hola")
    drawn = taken_once(first.case_id)
    fake_ollama.reply(ANSWER)
    v = Visitor(client)
    out = v.say(QUESTION)
    assert fake_ollama.chats, "the turn must have asked the model (the words were kept first)"
    assert out["case_id"] == drawn[1] and out["replies"][0]["text"] == ANSWER
    case = _one_case_of(database, v.session)
    texts = [r["text"] for r in _rows(database, "SELECT text FROM messages WHERE case_id = %s ORDER BY seq", case["id"])]
    assert texts == [QUESTION, ANSWER]
    _owner_unchanged(database, first.case_id, first.session, 2)


def test_only_the_case_key_is_retried(database):
    """Any other unique violation is not a collision: it is raised as it is."""
    session = secrets.token_hex(16)
    with database.tx() as conn:
        case = cases.create_case(conn, "pasteleria", session, "es", NOW)
        msg = cases.add_message(conn, case["id"], "user", "hola")
    with pytest.raises(psycopg.errors.UniqueViolation) as raised:
        with database.batch() as conn:
            conn.execute("INSERT INTO messages (id, case_id, role, text) VALUES (%s, %s, 'user', 'otra')",
                         (msg["id"], case["id"]))
    assert raised.value.diag.constraint_name == "messages_pkey"


def test_a_case_id_taken_at_every_draw_is_not_retried_forever(database, database_url, datasets_dir, tmp_path,
                                                               monkeypatch):
    client = _demo(database, database_url, datasets_dir, tmp_path).test_client()
    first = Visitor(client)
    first.say("hola")
    draws = []
    monkeypatch.setattr(cases, "new_case_id", lambda now: draws.append(now) or first.case_id)
    session = secrets.token_hex(16)
    res = client.post("/api/pasteleria/chat", json={"session": session, "text": "hola"})
    assert res.status_code == 500 and len(draws) == cases.CASE_ID_TRIES
    assert _rows(database, "SELECT id FROM cases WHERE session_id = %s", session) == []
