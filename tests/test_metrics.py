"""/metrics: scraped after a conversation, behind the admin rule (one process; the gunicorn
workers' sum is in tests/test_workers.py)."""
from __future__ import annotations

import pytest
from prometheus_client.parser import text_string_to_metric_families

from bizengine.web.extension import BizEngine
from obrador_mel import create_app
from tests.chat_client import Visitor
from tests.conftest import make_conf
from tests.conftest_kb import fake_ollama, _kb_isolation  # noqa: F401  (fixtures)


@pytest.fixture()
def metered(fake_ollama, database, database_url, datasets_dir, tmp_path):
    conf = make_conf(database_url, datasets_dir, tmp_path, OLLAMA_URL=fake_ollama.url, QDRANT_URL="",
                     ADMIN_TOKEN="secreto-de-prueba")
    return create_app(conf, engine=BizEngine(conf=conf, database=database)).test_client()


def scrape(client) -> dict[tuple, float]:
    res = client.get("/metrics")
    assert res.status_code == 200, res.get_data(as_text=True)
    assert res.headers["Content-Type"].startswith("text/plain; version=")
    values = {}
    for family in text_string_to_metric_families(res.get_data(as_text=True)):
        for s in family.samples:
            values[(s.name, tuple(sorted(s.labels.items())))] = s.value
    return values


def delta(before, after, name, **labels) -> float:
    key = (name, tuple(sorted(labels.items())))
    return after.get(key, 0.0) - before.get(key, 0.0)


def test_a_conversation_shows_up_in_the_metrics(metered, fake_ollama):
    before = scrape(metered)
    v = Visitor(metered)
    v.say("¿A qué hora abrís el sábado?")                                        # data
    v.say("Quiero una tarta de queso para 12 personas para el sábado a las 11")   # order
    v.say("te paso la tarjeta 4111 1111 1111 1111")                              # refusal (mid-order)
    fake_ollama.reply("Sí, la mayoría de las tartas se pueden congelar enteras hasta un mes.")
    Visitor(metered).say("¿Se pueden congelar las tartas?")                      # knowledge, model
    fake_ollama.reply("Se pueden congelar y el servicio de congelado cuesta 25 €.")
    Visitor(metered).say("podo conxelar as tartas?")                              # knowledge, fact-check → excerpt
    Visitor(metered).post({"session": "corta", "text": "hola"}, expect=400)
    after = scrape(metered)

    count = "bizengine_turn_seconds_count"
    assert delta(before, after, count, route="data") == 1
    assert delta(before, after, count, route="order") == 1
    assert delta(before, after, count, route="refusal") == 1
    assert delta(before, after, count, route="knowledge") == 2
    assert delta(before, after, count, route="booking") == 0
    assert delta(before, after, "bizengine_turn_seconds_sum", route="knowledge") > 0
    assert delta(before, after, "bizengine_knowledge_answers_total", path="model") == 1
    assert delta(before, after, "bizengine_knowledge_answers_total", path="excerpt") == 1
    assert delta(before, after, "bizengine_fact_check_rejections_total") == 1
    assert delta(before, after, "bizengine_http_responses_total", endpoint="chat", status="200") == 5
    assert delta(before, after, "bizengine_http_responses_total", endpoint="chat", status="400") == 1
    assert after[("bizengine_db_pool_connections", (("state", "size"),))] >= 1


def test_rate_limited_and_busy_answers_are_counted(database, database_url, datasets_dir, tmp_path):
    conf = make_conf(database_url, datasets_dir, tmp_path, RATELIMIT_ENABLED="1")
    client = create_app(conf, engine=BizEngine(conf=conf, database=database)).test_client()
    before = scrape(client)
    v = Visitor(client)
    for _ in range(40):
        v.say("hola")
    v.post({"text": "hola"}, expect=429)
    after = scrape(client)
    assert delta(before, after, "bizengine_rejected_total", status="429") == 1
    assert delta(before, after, "bizengine_http_responses_total", endpoint="chat", status="429") == 1
    assert delta(before, after, "bizengine_turn_seconds_count", route="data") == 40


@pytest.mark.parametrize("headers", [{}, {"X-Admin-Token": "otro"}])
def test_metrics_need_the_admin_rule(metered, headers):
    res = metered.get("/metrics", headers=headers, environ_base={"REMOTE_ADDR": "203.0.113.9"})
    assert res.status_code == 403
    assert res.get_json()["error"]


def test_metrics_with_the_admin_token_from_elsewhere(metered):
    res = metered.get("/metrics", headers={"X-Admin-Token": "secreto-de-prueba"},
                      environ_base={"REMOTE_ADDR": "203.0.113.9"})
    assert res.status_code == 200 and b"bizengine_turn_seconds_bucket" in res.data
