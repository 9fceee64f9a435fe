"""Postgres stopped and started under a running server: clear 503s within seconds, /health says
db:false at once, /profile still answers, and the first turn after the restart succeeds."""
from __future__ import annotations

import shutil
import tempfile
import threading
from pathlib import Path

import pytest
import requests

from bizengine.storage.db import Database
from bizengine.web.extension import BizEngine
from obrador_mel import create_app
from tests.conftest import make_conf


@pytest.fixture()
def own_postgres():
    """A Postgres of this test alone: stopping it must not touch the other tests' database."""
    import pgserver
    folder = Path(tempfile.mkdtemp(prefix="bizengine-down-pg-"))
    server = pgserver.get_server(folder, cleanup_mode="stop")
    yield server
    server.cleanup()
    shutil.rmtree(folder, ignore_errors=True)


def _stop(server) -> None:
    from pgserver._commands import pg_ctl
    pg_ctl(["-w", "-m", "immediate", "stop"], pgdata=server.pgdata, user=server.system_user)


@pytest.fixture()
def served(own_postgres, datasets_dir, tmp_path):
    from werkzeug.serving import make_server
    url = own_postgres.get_uri()
    database = Database(url)
    database.apply_schema()
    conf = make_conf(url, datasets_dir, tmp_path)
    app = create_app(conf, engine=BizEngine(conf=conf, database=database))
    http = make_server("127.0.0.1", 0, app, threaded=True)
    threading.Thread(target=http.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{http.server_port}"
    http.shutdown()
    database.close()


def _chat(base: str, session: str, text: str, case: str | None = None, timeout: float = 10):
    body = {"session": session, "text": text, **({"case_id": case} if case else {})}
    return requests.post(f"{base}/api/pasteleria/chat", json=body, timeout=timeout)


def test_postgres_down_then_back(served, own_postgres, new_session):
    base, session = served, new_session()
    first = _chat(base, session, "hola")
    assert first.status_code == 200
    case = first.json()["case_id"]
    _stop(own_postgres)
    down = _chat(base, session, "Quiero dos palmeras", case, timeout=3)          # within 3 s, or it raises
    assert down.status_code == 503
    assert down.json() == {"error": "La base de datos no responde ahora mismo. Vuelve a intentarlo en unos segundos."}
    new = _chat(base, new_session(), "hola", timeout=3)
    assert new.status_code == 503
    health = requests.get(f"{base}/health", timeout=1)                          # within 1 s
    assert health.status_code == 503 and health.json()["db"] is False
    profile = requests.get(f"{base}/api/pasteleria/profile", timeout=3)
    assert profile.status_code == 200 and profile.json()["name"]
    own_postgres.ensure_postgres_running()
    back = _chat(base, session, "Quiero dos palmeras", case)                    # the very first turn after
    assert back.status_code == 200 and back.json()["case_id"] == case
    assert requests.get(f"{base}/health", timeout=3).json()["db"] is True
