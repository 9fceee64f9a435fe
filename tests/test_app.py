"""The app skeleton over HTTP: health, profile, JSON errors everywhere, limits, headers, admin."""
from __future__ import annotations

import json

import pytest

from bizengine.storage.db import Database
from bizengine.web.extension import BizEngine
from obrador_mel import create_app
from tests.conftest import make_conf


def test_health_with_the_database_up(client):
    res = client.get("/health")
    assert res.status_code == 200
    body = res.get_json()
    assert body["ok"] is True and body["db"] is True
    assert body["vectors"] is False and body["llm"] is False   # nothing listens on :9 — degraded, not an error
    assert "pasteleria" in body["businesses"]


def test_health_with_the_database_down(datasets_dir, tmp_path):
    conf = make_conf("postgresql://nobody@127.0.0.1:9/none?connect_timeout=1", datasets_dir, tmp_path)
    down = Database(conf["DATABASE_URL"])
    app = create_app(conf, engine=BizEngine(conf=conf, database=down))
    res = app.test_client().get("/health")
    assert res.status_code == 503
    body = res.get_json()
    assert body["ok"] is False and body["db"] is False
    assert body["error"].startswith("Postgres no responde")
    chat = app.test_client().post("/api/pasteleria/chat", json={"session": "a" * 32, "text": "hola"})
    assert chat.status_code == 503
    assert chat.get_json() == {"error": "La base de datos no responde ahora mismo. Vuelve a intentarlo en unos segundos."}
    down.close()


def test_profile_of_the_bakery(client):
    body = client.get("/api/pasteleria/profile").get_json()
    assert body["name"] == "Obrador Mel"
    products = {p["id"]: p for p in body["products"]}
    assert len(products) == 19
    assert sorted(p["name"] for p in body["products"] if p["gluten_free"]) == [
        "Brownie sin harina", "Caja de 6 macarons", "Tarta de Santiago"]
    cheesecake = products["tarta-queso"]
    assert cheesecake["price_cents"] == 2200
    twelve = next(c for o in cheesecake["options"] for c in o["choices"] if c["id"] == "12")
    assert cheesecake["price_cents"] + twelve["delta_cents"] == 3000


def test_unknown_business_is_a_json_404(client):
    res = client.get("/api/panaderia/profile")
    assert res.status_code == 404
    assert res.get_json() == {"error": "negocio desconocido: «panaderia»"}


@pytest.mark.parametrize("path", ["/api/pasteleria/nada", "/admin/nada", "/api"])
def test_unknown_routes_are_json_404(client, path):
    res = client.get(path)
    assert res.status_code == 404
    assert res.is_json and res.get_json() == {"error": "No existe."}


def test_wrong_method_is_a_json_405(client):
    res = client.get("/api/pasteleria/chat")
    assert res.status_code == 405
    assert res.get_json() == {"error": "Método no permitido en esta ruta."}


def test_a_9kb_body_is_a_json_413(client, session):
    res = client.post("/api/pasteleria/chat", data=json.dumps({"session": session, "text": "x" * 9 * 1024}),
                      content_type="application/json")
    assert res.status_code == 413
    assert res.get_json() == {"error": "El cuerpo pasa de 8 KB."}


def test_malformed_json_is_a_400(client):
    res = client.post("/api/pasteleria/chat", data="{nope", content_type="application/json")
    assert res.status_code == 400
    assert res.get_json()["error"].startswith("JSON mal formado")


def test_security_headers(client):
    res = client.get("/api/pasteleria/profile")
    csp = res.headers["Content-Security-Policy"]
    for part in ("default-src 'self'", "script-src 'self'", "object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'"):
        assert part in csp
    assert "unsafe-inline" not in csp.split("script-src")[1].split(";")[0]
    assert res.headers["X-Content-Type-Options"] == "nosniff"
    assert res.headers["Referrer-Policy"] == "no-referrer"
    assert res.headers["X-Frame-Options"] == "DENY"


def test_admin_problems_from_loopback_only(client):
    ok = client.get("/admin/problems", environ_base={"REMOTE_ADDR": "127.0.0.1"})
    assert ok.status_code == 200 and ok.get_json()["problems"] == []
    far = client.get("/admin/problems", environ_base={"REMOTE_ADDR": "203.0.113.9"})
    assert far.status_code == 403
    assert far.get_json() == {"error": "solo desde la propia máquina o con ADMIN_TOKEN"}


def test_admin_with_token(database, database_url, datasets_dir, tmp_path):
    conf = make_conf(database_url, datasets_dir, tmp_path, ADMIN_TOKEN="s3cret")
    client = create_app(conf, engine=BizEngine(conf=conf, database=database)).test_client()
    far = {"REMOTE_ADDR": "203.0.113.9"}
    assert client.get("/admin/problems", environ_base=far, headers={"X-Admin-Token": "s3cret"}).status_code == 200
    assert client.get("/admin/problems", environ_base=far, headers={"X-Admin-Token": "wrong"}).status_code == 403


def test_fixture_businesses_mount_with_no_code(client):
    for slug in ("restaurante", "peluqueria"):
        res = client.get(f"/api/{slug}/profile")
        assert res.status_code == 200, slug
        assert res.get_json()["slug"] == slug


def test_one_log_line_per_request_without_the_message(client, caplog, session):
    import logging
    with caplog.at_level(logging.INFO, logger="bizengine.access"):
        client.post("/api/pasteleria/chat", json={"session": session, "text": "mi secreto es palmera-azul"})
        client.get("/api/pasteleria/slots?date=2026-11-07&party=2")
    lines = [r.getMessage() for r in caplog.records if r.name == "bizengine.access"]
    assert len(lines) == 2
    assert lines[0].startswith("POST /api/<slug>/chat 200 ") and lines[0].endswith("ms")
    assert lines[1].startswith("GET /api/<slug>/slots 200 ")
    assert not any("secreto" in r.getMessage() or "2026-11-07" in r.getMessage() for r in caplog.records)
