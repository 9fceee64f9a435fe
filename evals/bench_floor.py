"""The floor of the benchmark: the least a chat endpoint can do on this machine — a Flask app
that stores one message row per request in one transaction and answers JSON. Served by the
same gunicorn command line as `obrador-mel serve --prod`, against the same Postgres.

    gunicorn 'evals.bench_floor:create_app()'      (DATABASE_URL in the environment)
"""
from __future__ import annotations

import os
import secrets

from flask import Flask, jsonify, request
from psycopg_pool import ConnectionPool

SCHEMA = ("CREATE TABLE IF NOT EXISTS floor_messages (id text PRIMARY KEY, session_id text NOT NULL, "
          "text text NOT NULL, at timestamptz NOT NULL DEFAULT now())")
LOCK = 815_005


def create_app() -> Flask:
    app = Flask(__name__)
    pool = ConnectionPool(os.environ["DATABASE_URL"], min_size=1, max_size=10, open=True)
    with pool.connection() as conn, conn.transaction():   # the schema on start, as the engine does
        conn.execute("SELECT pg_advisory_xact_lock(%s)", (LOCK,))
        conn.execute(SCHEMA)

    @app.post("/chat")
    def chat():
        body = request.get_json(silent=True)
        if not isinstance(body, dict) or not isinstance(body.get("text"), str):
            return jsonify(error="falta text"), 400
        with pool.connection() as conn, conn.transaction():
            row = conn.execute("INSERT INTO floor_messages (id, session_id, text) VALUES (%s, %s, %s) RETURNING id, at",
                               (f"msg-{secrets.token_hex(8)}", str(body.get("session", ""))[:64], body["text"][:500])
                               ).fetchone()
        return jsonify(id=row[0], at=row[1].isoformat())

    @app.get("/health")
    def health():
        return jsonify(ok=True)

    return app
