"""`obrador-mel eval --url` against a server someone else runs (as `make run`): it paces itself
by the rate-limit headers and leaves room for the person's browser, skips what the server does
not serve, says when the server's clock is not the conversations' day, and denies what it left
pending with a note."""
from __future__ import annotations

import contextlib
import io
import secrets
import shutil
import threading
from datetime import datetime, timezone

import pytest
import requests
from werkzeug.serving import make_server

from bizengine.web.extension import BizEngine
from evals import runner
from obrador_mel import create_app
from tests.conftest import ROOT, make_conf

CONVERSATIONS = ("gl-palmeiras-para-manha-ata-enviar", "todo-de-golpe-y-enviar",
                 "restaurante-reserva-y-confirmacion", "peluqueria-corte-y-tinte-con-marta")


@contextlib.contextmanager
def serving(database, database_url, tmp_path, **conf_extra):
    """The bakery alone (no restaurant, no salon), with the chat's real rate limit."""
    datasets = tmp_path / "datasets"
    shutil.copytree(ROOT / "datasets" / "pasteleria", datasets / "pasteleria")
    conf = make_conf(database_url, datasets, tmp_path, RATELIMIT_ENABLED="1", **conf_extra)
    app = create_app(conf, engine=BizEngine(conf=conf, database=database))
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}"
    finally:
        server.shutdown()


def against(base: str, names=CONVERSATIONS) -> tuple[int, str]:
    specs = [s for s in runner.load_conversations() if s["name"] in names]
    assert len(specs) == len(names)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        code = runner.against(base, specs)
    return code, out.getvalue()


def test_eval_against_a_running_server_with_the_limit_on(database, database_url, tmp_path):
    started = datetime.now(timezone.utc)
    with serving(database, database_url, tmp_path) as base:
        person = secrets.token_hex(16)
        for i in range(34):          # the person (same address) has already used most of this minute
            res = requests.post(f"{base}/api/pasteleria/chat", json={"session": person, "text": f"hola {i}"}, timeout=30)
            assert res.status_code == 200
        code, out = against(base)
        assert code == 0, out
        assert "2 passed, 0 failed, 2 omitidas" in out
        assert "el servidor no sirve «restaurante»" in out and "el servidor no sirve «peluqueria»" in out
        assert "Aviso" not in out                                   # the server lives on the conversations' day
        # the person's browser still has room this minute
        res = requests.post(f"{base}/api/pasteleria/chat", json={"session": person, "text": "sigo aquí"}, timeout=30)
        assert res.status_code == 200
    with database.tx() as conn:
        left = conn.execute("SELECT kind, status, customer_text FROM biz_requests WHERE business = 'pasteleria' "
                            "AND created_at >= %s AND session_id <> %s AND status IN ('pending', 'change_proposed')",
                            (started, person)).fetchall()
        denied = conn.execute("SELECT count(*) AS n FROM messages WHERE at >= %s AND role = 'staff' AND text LIKE %s",
                              (started, "%" + runner.CLEANUP_NOTE + "%")).fetchone()["n"]
    assert left == [], left
    assert denied == 1                # «todo de golpe y enviar» left its order pending; the Galician one was denied


def test_eval_says_when_the_server_lives_another_day(database, database_url, tmp_path):
    with serving(database, database_url, tmp_path, BIZ_NOW="2026-12-02T10:00:00+01:00") as base:
        code, out = against(base, ("saludo",))
    assert out.startswith("Aviso: el servidor vive el 2026-12-02 y las conversaciones están escritas para el 2026-10-31")
    assert "BIZ_NOW=2026-10-31T12:40:00+01:00 make run" in out
    assert code == 0, out     # a greeting does not depend on the day
