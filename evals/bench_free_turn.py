"""A measuring device, never a product: the project's app with `turn()` answered from a memo of
its first answer to each message, so the benchmark can show what a chat turn costs outside the
engine's thinking (reading and scrubbing the body, the one read and the one write, Flask,
gunicorn). Served by the same gunicorn command line as `obrador-mel serve --prod`.

    gunicorn 'evals.bench_free_turn:create_app()'
"""
from __future__ import annotations

import os

from flask import Flask


def create_app() -> Flask:
    os.environ.setdefault("BIZ_MODE", "production")
    from bizengine.service import chat
    from obrador_mel import create_app as project_app
    thinking, memo = chat.turn, {}

    def remembered_turn(biz, state, input, *args, **kwargs):
        key = (biz.slug, repr(sorted(input.items())))
        if key not in memo:
            memo[key] = thinking(biz, state, input, *args, **kwargs)
        return memo[key]

    chat.turn = remembered_turn
    return project_app()
