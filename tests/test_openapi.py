"""docs/openapi.yaml is checked against real responses, so the document cannot drift."""
from __future__ import annotations

from pathlib import Path

import jsonschema
import yaml

from tests.chat_client import Visitor

SPEC = yaml.safe_load((Path(__file__).resolve().parent.parent / "docs" / "openapi.yaml").read_text(encoding="utf-8"))


def schema_of(path: str, method: str, status: str) -> dict:
    response = SPEC["paths"][path][method]["responses"][status]
    if "$ref" in response:
        response = SPEC["components"]["responses"][response["$ref"].split("/")[-1]]
    schema = response["content"]["application/json"]["schema"]
    return {**schema, "components": SPEC["components"]}


def check(body, path: str, method: str, status: str) -> None:
    jsonschema.validate(body, schema_of(path, method, status))


def test_every_documented_route_is_served(app):
    served = {r.rule.replace("<slug>", "{slug}") for r in app.url_map.iter_rules()}
    for path in SPEC["paths"]:
        assert path in served or path.replace("/api/{slug}", "/api/<slug>") in served, path


def test_responses_match_the_spec(client):
    v = Visitor(client)
    out = v.say("Quiero una tarta de queso para 12 personas para el sábado a las 11")
    check(out, "/api/{slug}/chat", "post", "200")
    v.say("Laura"), v.say("655444333"), v.say("no")
    out = v.press("Enviar pedido")
    check(out, "/api/{slug}/chat", "post", "200")
    check(v.conversation().get_json(), "/api/{slug}/conversation", "get", "200")
    check(v.staff(), "/api/{slug}/staff", "get", "200")
    check(client.get("/api/pasteleria/slots?date=2026-11-07").get_json(), "/api/{slug}/slots", "get", "200")
    check(client.get("/api/pasteleria/profile").get_json(), "/api/{slug}/profile", "get", "200")
    check(client.get("/health").get_json(), "/health", "get", "200")
    check(client.get("/api/pasteleria/agenda?date=2026-11-07", headers={"X-Session": v.session}).get_json(), "/api/{slug}/agenda", "get", "200")
    check(v.act(out["request"]["id"], "accept"), "/api/{slug}/staff/act", "post", "200")
    bad = client.post("/api/pasteleria/chat", json={"session": "x"})
    check(bad.get_json(), "/api/{slug}/chat", "post", "400")
