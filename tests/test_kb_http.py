"""Knowledge answers through the whole service: fake Ollama over HTTP, local Qdrant, Postgres."""
from __future__ import annotations

import pytest

from bizengine.web.extension import BizEngine
from obrador_mel import create_app
from tests.chat_client import Visitor
from tests.conftest import make_conf
from tests.conftest_kb import fake_ollama, _kb_isolation  # noqa: F401  (fixtures)


@pytest.fixture()
def kb_client(fake_ollama, database, database_url, datasets_dir, tmp_path):
    conf = make_conf(database_url, datasets_dir, tmp_path, OLLAMA_URL=fake_ollama.url, QDRANT_URL="", ADMIN_TOKEN="kb-token")
    return create_app(conf, engine=BizEngine(conf=conf, database=database)).test_client()


def test_a_grounded_model_answer_is_shown_with_its_sources_and_recorded(kb_client, fake_ollama, database):
    fake_ollama.reply("Sí, la mayoría de las tartas se pueden congelar enteras hasta un mes, pero no las que llevan merengue o fruta fresca.")
    v = Visitor(kb_client)
    out = v.say("¿Se pueden congelar las tartas?")
    reply = out["replies"][0]
    assert reply["text"] == "Sí, la mayoría de las tartas se pueden congelar enteras hasta un mes, pero no las que llevan merengue o fruta fresca."
    titles = [c["title"] for c in reply["meta"]["cites"]]
    assert "Congelar" in titles and 1 <= len(titles) <= 4
    assert out["state"] == "propose"
    with database.tx() as conn:
        decision = conn.execute("SELECT route, model, tokens_in, tokens_out, prompt_hash FROM router_decisions "
                                "WHERE case_id = %s", (v.case_id,)).fetchone()
        cited = conn.execute("SELECT count(*) AS n FROM citations WHERE case_id = %s", (v.case_id,)).fetchone()["n"]
        states = [r["payload"]["to"] for r in conn.execute(
            "SELECT payload FROM events WHERE case_id = %s AND type = 'state' ORDER BY id", (v.case_id,))]
    assert decision["route"] == "model" and decision["model"] == "qwen3.5:9b"
    assert decision["tokens_in"] > 0 and decision["tokens_out"] > 0 and len(decision["prompt_hash"]) >= 8
    assert cited == len(titles)
    assert "retrieve" in states
    prompt = fake_ollama.chats[-1]["messages"]
    assert "¿Se pueden congelar las tartas?" in prompt[-1]["content"]


def test_an_invented_price_is_replaced_by_the_source_text(kb_client, fake_ollama):
    fake_ollama.reply("Se pueden congelar y el servicio de congelado cuesta 25 €.")
    v = Visitor(kb_client)
    out = v.say("¿Se pueden congelar las tartas?")
    text = out["replies"][0]["text"]
    assert "25 €" not in text
    assert text.startswith("La mayoría de las tartas se pueden congelar enteras hasta un mes")


def test_health_warm_and_ingest_with_the_services_up(kb_client, fake_ollama):
    health = kb_client.get("/health").get_json()
    assert health["llm"] is True and health["vectors"] is True
    assert kb_client.post("/api/pasteleria/warm").get_json()["ok"] is True
    report = kb_client.post("/admin/ingest", headers={"X-Admin-Token": "kb-token"}).get_json()
    bakery = next(b for b in report["businesses"] if b["slug"] == "pasteleria")
    assert bakery == {**bakery, "collection": "kb_pasteleria", "dim": 768, "model": "nomic-embed-text"}
    assert bakery["chunks"] >= 40
    again = kb_client.post("/admin/ingest", headers={"X-Admin-Token": "kb-token"}).get_json()
    assert next(b for b in again["businesses"] if b["slug"] == "pasteleria")["chunks"] == bakery["chunks"]


def test_model_down_answers_from_the_source_and_says_so(client):
    v = Visitor(client)   # the shared app: nothing listens on OLLAMA_URL / QDRANT_URL
    out = v.say("¿Hacéis envíos a domicilio?")
    assert out["replies"][0]["text"].startswith("No hacemos envíos a domicilio")
    details = " ".join(t["detail"] for t in out["trace"])
    assert "búsqueda por palabras" in details
