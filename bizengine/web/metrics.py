"""Prometheus metrics of the engine's own routes, served at /metrics behind the admin rule.

Under gunicorn every worker is a process of its own: with PROMETHEUS_MULTIPROC_DIR set (in the
environment before the first import of prometheus_client; the bundled app's `serve --prod` does it)
each worker writes its numbers to files there and any worker's /metrics adds them all up.
Without it (one process: `make run`, tests) the process's own registry is served.
"""
from __future__ import annotations

import os
import time
from collections.abc import Callable

from flask import Blueprint, Response, g, request
from prometheus_client import (
    CONTENT_TYPE_LATEST,
    REGISTRY,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    generate_latest,
    multiprocess,
)

from bizengine.service import chat as flow

TURN_ROUTES = flow.TURN_ROUTES
KNOWLEDGE_PATHS = ("model", "excerpt", "no_data")
MULTIPROC_ENV = "PROMETHEUS_MULTIPROC_DIR"

TURN_SECONDS = Histogram(
    "bizengine_turn_seconds", "Time to answer one chat turn, by the route the turn took",
    ["route"], buckets=(0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30))
HTTP_RESPONSES = Counter(
    "bizengine_http_responses", "Answers of the engine's routes, by endpoint and HTTP status", ["endpoint", "status"])
REJECTED = Counter(
    "bizengine_rejected", "Requests turned away: 429 (rate limit) or 503 (busy engine, database down)", ["status"])
KNOWLEDGE_ANSWERS = Counter(
    "bizengine_knowledge_answers", "Knowledge answers by path: model, excerpt (source text) or no_data", ["path"])
FACT_CHECK_REJECTIONS = Counter(
    "bizengine_fact_check_rejections", "Model answers replaced by the source's text: figures without a source")
SUGGESTION_EVENTS = Counter(
    "bizengine_suggestion_events",
    "Suggestions shown, accepted (added within the attribution window) and dismissed, by business and item; "
    "acceptance rate = accepted / shown", ["business", "item", "event"])
DB_POOL = Gauge(
    "bizengine_db_pool_connections", "Database pool of each worker: size, idle, in use, requests waiting",
    ["state"], multiprocess_mode="livesum")

_POOL_STATES = {state: DB_POOL.labels(state) for state in ("size", "idle", "in_use", "waiting")}

for _route in TURN_ROUTES:  # every series exists from the start, at 0
    TURN_SECONDS.labels(_route)
for _path in KNOWLEDGE_PATHS:
    KNOWLEDGE_ANSWERS.labels(_path)
for _status in ("429", "503"):
    REJECTED.labels(_status)


def instrument(bp: Blueprint, engine) -> Blueprint:
    """Count every answer of `bp` and time its chat turns by route."""

    @bp.before_request
    def _start():
        g._bz_metrics_t0 = time.perf_counter()
        flow.LAST_ROUTE.set(None)
        flow.LAST_SUGGESTIONS.set(())

    @bp.after_request
    def _count(resp):
        endpoint = (request.endpoint or "unknown").rsplit(".", 1)[-1]
        status = resp.status_code
        HTTP_RESPONSES.labels(endpoint, str(status)).inc()
        if status in (429, 503):
            REJECTED.labels(str(status)).inc()
        route = flow.LAST_ROUTE.get()
        t0 = g.get("_bz_metrics_t0")
        if route is not None and status == 200 and t0 is not None:
            TURN_SECONDS.labels(route).observe(time.perf_counter() - t0)
        if status == 200:
            for business, item, event in flow.LAST_SUGGESTIONS.get():
                SUGGESTION_EVENTS.labels(business, item, event).inc()
        _pool_usage(engine)
        return resp

    return bp


def counting_knowledge(kb_answer: Callable[..., dict]) -> Callable[..., dict]:
    """The same `kb_answer`, counting which path each answer took and each fact-check rejection."""

    def counted(text: str, lang: str = "es", history=(), around_model=()) -> dict:
        # `around_model` passes through: the shell keeps the words only when the model is called
        result = kb_answer(text, lang, history, around_model=around_model)
        path = (result or {}).get("route")
        if path in KNOWLEDGE_PATHS:
            KNOWLEDGE_ANSWERS.labels(path).inc()
        if any(step.get("step") == "fact_check" for step in (result or {}).get("trace") or ()):
            FACT_CHECK_REJECTIONS.inc()
        return result

    return counted


def _pool_usage(engine) -> None:
    db = getattr(engine, "_db", None)  # never start the database just to measure it
    pool = getattr(db, "pool", None)
    if pool is None:
        return
    stats = pool.get_stats()
    size, idle = stats.get("pool_size", 0), stats.get("pool_available", 0)
    _POOL_STATES["size"].set(size)
    _POOL_STATES["idle"].set(idle)
    _POOL_STATES["in_use"].set(max(0, size - idle))
    _POOL_STATES["waiting"].set(stats.get("requests_waiting", 0))


def exposition() -> Response:
    """The text format Prometheus scrapes: every worker's numbers when multiprocess is on."""
    if os.environ.get(MULTIPROC_ENV):
        registry = CollectorRegistry()
        multiprocess.MultiProcessCollector(registry)
    else:
        registry = REGISTRY
    resp = Response(generate_latest(registry), headers={"Cache-Control": "no-store"})
    resp.headers["Content-Type"] = CONTENT_TYPE_LATEST
    return resp

