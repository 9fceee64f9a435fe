"""Fuzzing the HTTP API (issue 15, item 2): whatever a careless client or an attacker sends, the
answer is a JSON body with a status below 500. Hypothesis writes bodies for /chat and /staff/act
(any JSON, and near-misses of valid bodies); schemathesis writes requests from docs/openapi.yaml,
positive and negative, for every operation. Both are bounded so `make test` stays quick."""
from __future__ import annotations

from pathlib import Path

import pytest
import schemathesis
import yaml
from hypothesis import HealthCheck, given, settings, strategies as st
from schemathesis import GenerationMode

SPEC = yaml.safe_load((Path(__file__).resolve().parent.parent / "docs" / "openapi.yaml").read_text(encoding="utf-8"))
SESSION = "f" * 32
FUZZ = settings(max_examples=120, deadline=None, suppress_health_check=list(HealthCheck))

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-2**70, 2**70) | st.floats(allow_nan=False) | st.text(max_size=40),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=10), inner, max_size=4),
    max_leaves=12)
action_types = st.sampled_from(["add", "qty", "pick", "option", "day", "time", "send", "cancel", "party", "service",
                                "resource", "change_accept", "change_reject", "handoff", "no_notes", "zzz"])
action_fields = st.dictionaries(st.sampled_from(["item_id", "qty", "line", "delta", "option", "choice", "ymd", "min",
                                                 "n", "id"]), json_values, max_size=4)
near_chat = st.fixed_dictionaries(
    {"session": st.one_of(st.just(SESSION), st.text(max_size=34), json_values)},
    optional={"text": st.one_of(st.text(max_size=300), json_values),
              "case_id": st.one_of(st.text(max_size=30), json_values),
              "action": st.one_of(st.builds(lambda t, f: {"type": t, **f}, action_types, action_fields), json_values),
              "label": st.one_of(st.text(max_size=60), json_values)})
near_act = st.fixed_dictionaries(
    {"session": st.one_of(st.just(SESSION), json_values)},
    optional={"request_id": st.one_of(st.just("req-" + "0" * 16), st.text(max_size=20), json_values),
              "action": st.one_of(st.sampled_from(["accept", "change", "deny", "answer"]), json_values),
              "date": st.one_of(st.text(max_size=12), json_values), "time": st.one_of(st.text(max_size=6), json_values),
              "message": st.one_of(st.text(max_size=200), json_values)})


def _no_server_error(res) -> None:
    assert res.status_code < 500, (res.status_code, res.get_data(as_text=True)[:300])
    assert res.is_json and (res.status_code < 400) == ("error" not in res.get_json()), res.get_data(as_text=True)[:300]


@FUZZ
@given(body=st.one_of(near_chat, json_values))
def test_chat_answers_any_body_without_a_5xx(client, body):
    _no_server_error(client.post("/api/pasteleria/chat", json=body))


@FUZZ
@given(body=st.one_of(near_act, json_values))
def test_staff_act_answers_any_body_without_a_5xx(client, body):
    _no_server_error(client.post("/api/pasteleria/staff/act", json=body))


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(raw=st.binary(max_size=300), content_type=st.sampled_from(["application/json", "text/plain", "application/x-www-form-urlencoded"]))
def test_raw_bytes_get_a_4xx(client, raw, content_type):
    for path in ("/api/pasteleria/chat", "/api/pasteleria/staff/act"):
        _no_server_error(client.post(path, data=raw, content_type=content_type))


SCHEMA = schemathesis.openapi.from_dict(SPEC)
OPERATIONS = [result.ok() for result in SCHEMA.get_all_operations()]


def _negatable(op) -> bool:
    """Operations with something besides the business in the path to get wrong (the admin
    token is any string: nothing to get wrong in its shape)."""
    if op.path.startswith("/admin"):
        return False
    spec = SPEC["paths"][op.path][op.method.lower()]
    params = [p for p in spec.get("parameters", []) if p != {"$ref": "#/components/parameters/slug"}]
    return bool(params or spec.get("requestBody"))


CASES = [(op, GenerationMode.POSITIVE) for op in OPERATIONS] + \
        [(op, GenerationMode.NEGATIVE) for op in OPERATIONS if _negatable(op)]


@pytest.mark.parametrize("operation,mode", CASES, ids=lambda x: getattr(x, "label", None) or x.value)
def test_schemathesis_finds_no_server_error(app, operation, mode):
    """Positive cases for the bakery (a real business), negative ones against any path."""
    fixed = {"slug": "pasteleria"} if mode == GenerationMode.POSITIVE and "{slug}" in operation.path else None
    strategy = operation.as_strategy(generation_mode=mode, path_parameters=fixed)

    @settings(max_examples=20, deadline=None, suppress_health_check=list(HealthCheck))
    @given(case=strategy)
    def run(case):
        response = case.call(app=app)
        assert response.status_code < 500, (case.method, case.formatted_path, case.body, response.status_code)

    run()
