"""bizengine as a Flask extension in an integrator's own app: it touches nothing of the host app,
answers JSON errors under any prefix, applies its schema on start and finds its API anywhere."""
from __future__ import annotations

import json
import secrets
import subprocess
import sys
from pathlib import Path

import psycopg
import pytest
from flask import Flask, jsonify, request
from flask_limiter import Limiter
from flask_limiter.util import get_remote_address

from bizengine import BizEngine

ROOT = Path(__file__).resolve().parent.parent


def fresh_database(database_url: str) -> str:
    """A new, empty database on the test server: nothing applied to it yet."""
    name = "host_" + secrets.token_hex(4)
    with psycopg.connect(database_url, autocommit=True) as conn:
        conn.execute(f"CREATE DATABASE {name}")
    return psycopg.conninfo.make_conninfo(database_url, dbname=name)


def host_app(engine: BizEngine, prefix: str = "/flores") -> Flask:
    """An integrator's app: its own upload, 404 page, exception and /health, plus one business."""
    app = Flask("florist")

    @app.post("/upload")
    def upload():
        return jsonify(size=len(request.get_data()))

    @app.get("/boom")
    def boom():
        raise RuntimeError("the host's own bug")

    @app.get("/health")
    def health():
        return "host ok"

    @app.errorhandler(404)
    def not_found(e):
        return "<h1>Página del florista no encontrada</h1>", 404

    engine.init_app(app)
    app.register_blueprint(engine.blueprint("pasteleria"), url_prefix=f"{prefix}/api")
    app.register_blueprint(engine.panel_blueprint("pasteleria"), url_prefix=f"{prefix}/panel")
    return app


@pytest.fixture()
def engine(database, datasets_dir, tmp_path):
    return BizEngine(mode="demo", database=database, datasets=str(datasets_dir), biz_now="2026-10-31T12:40:00+01:00",
                     ollama_url="http://127.0.0.1:9", qdrant_url="http://127.0.0.1:9",
                     var_dir=str(tmp_path / "var"), output_dir=str(tmp_path / "out"), ratelimit_enabled="0")


def test_the_host_keeps_its_body_limit_404_errors_and_health(engine):
    app = host_app(engine)
    app.config["PROPAGATE_EXCEPTIONS"] = False
    client = app.test_client()
    assert client.post("/upload", data=b"x" * 20 * 1024).get_json() == {"size": 20 * 1024}
    missing = client.get("/nothing-here")
    assert missing.status_code == 404 and b"florista" in missing.data and not missing.is_json
    boom = client.get("/boom")
    assert boom.status_code == 500 and not boom.is_json and b"Error interno" not in boom.data
    assert client.get("/health").data == b"host ok"
    assert client.get("/admin/problems").status_code == 404     # not asked for: not mounted
    assert app.config.get("MAX_CONTENT_LENGTH") is None


def test_the_engine_answers_json_under_the_integrators_prefix(engine):
    client = host_app(engine).test_client()
    big = client.post("/flores/api/chat", data=json.dumps({"session": "a" * 32, "text": "x" * 9000}),
                      content_type="application/json")
    assert big.status_code == 413 and big.get_json() == {"error": "El cuerpo pasa de 8 KB."}
    bad = client.post("/flores/api/chat", data="{nope", content_type="application/json")
    assert bad.status_code == 400 and "JSON mal formado" in bad.get_json()["error"]
    wrong = client.post("/flores/api/chat", json={"session": "zz", "text": "hola"})
    assert wrong.status_code == 400 and "session" in wrong.get_json()["error"]
    assert client.get("/flores/api/chat").get_json() == {"error": "Método no permitido en esta ruta."}


def test_a_chat_and_the_panel_under_the_prefix(engine):
    client = host_app(engine).test_client()
    res = client.post("/flores/api/chat", json={"session": secrets.token_hex(16), "text": "¿A qué hora abrís el sábado?"})
    assert res.status_code == 200, res.get_json()
    assert "El sábado 7 de noviembre abrimos de 09:00 a 14:00" in res.get_json()["replies"][0]["text"]
    panel = client.get("/flores/panel/")
    assert panel.status_code == 200 and b'data-api="/flores/api"' in panel.data
    assert client.get("/static/bizengine/panel.js").status_code == 200   # the panel's own script


def test_the_schema_is_applied_on_start_and_the_first_chat_answers(database_url, datasets_dir, tmp_path):
    url = fresh_database(database_url)
    engine = BizEngine(mode="demo", database_url=url, datasets=str(datasets_dir), biz_now="2026-10-31T12:40:00+01:00",
                       ollama_url="http://127.0.0.1:9", qdrant_url="http://127.0.0.1:9", var_dir=str(tmp_path))
    app = host_app(engine)
    res = app.test_client().post("/flores/api/chat", json={"session": secrets.token_hex(16), "text": "hola"})
    assert res.status_code == 200, res.get_json()
    assert res.get_json()["replies"][0]["text"].startswith("¡Hola! Soy el asistente de Obrador Mel")
    engine.db.close()


def test_the_schema_can_be_left_to_the_cli(database_url, datasets_dir, tmp_path):
    url = fresh_database(database_url)
    engine = BizEngine(mode="demo", database_url=url, datasets=str(datasets_dir), schema_on_start="0", var_dir=str(tmp_path))
    app = Flask("cli_only")
    engine.init_app(app)
    with psycopg.connect(url) as conn:
        assert conn.execute("SELECT to_regclass('cases')").fetchone()[0] is None
    result = app.test_cli_runner().invoke(args=["bizengine", "schema"])
    assert result.exit_code == 0 and "esquema aplicado" in result.output
    with psycopg.connect(url) as conn:
        assert conn.execute("SELECT to_regclass('cases')").fetchone()[0] == "cases"
    engine.db.close()


def test_options_keyword_beats_app_config_beats_environment(monkeypatch, datasets_dir, database):
    monkeypatch.setenv("TURN_WAIT_SECONDS", "3")
    monkeypatch.setenv("OUTPUT_DIR", "/from/env")
    monkeypatch.setenv("ADMIN_TOKEN", "env-token")
    app = Flask("precedence")
    app.config.update(OUTPUT_DIR="/from/config", ADMIN_TOKEN="config-token")
    engine = BizEngine(mode="demo", database=database, datasets=str(datasets_dir), admin_token="kw-token")
    engine.init_app(app)
    assert app.extensions["bizengine"] is engine
    assert engine.conf["ADMIN_TOKEN"] == "kw-token"
    assert engine.conf["OUTPUT_DIR"] == "/from/config"
    assert engine.conf["TURN_WAIT_SECONDS"] == "3"
    assert engine.conf["VAR_DIR"] == "var"
    with pytest.raises(ValueError, match="opción desconocida"):
        BizEngine(colour="blue")


def test_two_apps_in_one_process_each_with_its_own_engine(database, datasets_dir, tmp_path):
    apps = []
    for name, clock in (("one", "2026-10-31T12:40:00+01:00"), ("two", "2026-11-02T10:00:00+01:00")):
        engine = BizEngine(mode="demo", database=database, datasets=str(datasets_dir), biz_now=clock, ratelimit_enabled="0")
        apps.append(host_app(engine, prefix=f"/{name}"))
    assert apps[0].extensions["bizengine"] is not apps[1].extensions["bizengine"]
    texts = []
    for app, prefix in zip(apps, ("/one", "/two")):
        res = app.test_client().post(f"{prefix}/api/chat", json={"session": secrets.token_hex(16), "text": "¿Abrís hoy?"})
        texts.append(res.get_json()["replies"][0]["text"])
    assert texts[0] != texts[1]     # Saturday vs Monday (closed): each app reads its own clock


def test_a_limiter_the_host_registered_is_reused(database, datasets_dir):
    app = Flask("limited")
    host = Limiter(get_remote_address, app=app, default_limits=[])
    engine = BizEngine(mode="demo", database=database, datasets=str(datasets_dir))
    engine.init_app(app)
    assert engine.limiter is host
    app.register_blueprint(engine.blueprint("pasteleria"), url_prefix="/api/pasteleria")
    client = app.test_client()
    session = secrets.token_hex(16)
    codes = [client.post("/api/pasteleria/chat", json={"session": session, "text": "hola"}).status_code
             for _ in range(42)]
    assert codes.count(200) == 40 and codes[-1] == 429


def test_the_pure_core_runs_without_flask(tmp_path):
    """turn(), the reader, availability and the datasets import and run with Flask,
    flask-limiter and flask-talisman unimportable."""
    code = f"""
import sys
class Block:
    def find_spec(self, name, path=None, target=None):
        if name.split('.')[0] in ('flask', 'flask_limiter', 'flask_talisman', 'werkzeug'):
            raise ImportError('blocked: ' + name)
sys.meta_path.insert(0, Block())
from datetime import datetime
from zoneinfo import ZoneInfo
import bizengine
from bizengine import analyze, load_business, turn
from bizengine.business.availability import pickup_availability
biz = load_business({str(ROOT / 'datasets' / 'pasteleria')!r})
now = datetime(2026, 10, 31, 12, 40, tzinfo=ZoneInfo('Europe/Madrid'))
out = turn(biz, None, {{'text': 'Quiero una tarta de queso para 12 personas para el sábado a las 11'}}, now)
replies = out.replies if hasattr(out, 'replies') else out['replies']
text = replies[0].text if hasattr(replies[0], 'text') else replies[0]['text']
print(text)
print(analyze('hola', biz).primary, pickup_availability(biz, '2026-11-07', now, 0)['ok'])
print('flask' in sys.modules)
"""
    res = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=tmp_path)
    assert res.returncode == 0, res.stderr
    lines = res.stdout.splitlines()
    assert lines[0] == "Apunto: 1 × Tarta de queso (12 raciones). Total 30,00 €."
    assert lines[1:] == ["greet True", "False"]


def test_unknown_paths_and_methods_under_the_prefix_are_json(engine):
    client = host_app(engine).test_client()
    assert client.get("/flores/api/nada").get_json() == {"error": "No existe."}
    assert client.delete("/flores/api/profile").get_json() == {"error": "Método no permitido en esta ruta."}
    assert client.get("/flores/otra-cosa").status_code == 404 and b"florista" in client.get("/flores/otra-cosa").data


def test_every_option_is_documented_for_integrators():
    from bizengine.config import OPTIONS
    doc = (ROOT / "docs" / "integrators.md").read_text(encoding="utf-8")
    missing = [key for key in OPTIONS if f"`{key}`" not in doc]
    assert not missing, missing
