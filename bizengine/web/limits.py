"""Limits of the engine's own routes: who a request counts against, and how many turns run at once."""
from __future__ import annotations

import threading

from flask import request

CHAT_LIMIT = "40 per minute"
MAX_BODY = 8 * 1024
TURN_SLOTS = 2          # conversations inside the engine at once (the model needs a machine of its own);
                        # a third waits TURN_WAIT_SECONDS (9 s by default) before a clear 503


def client_ip() -> str:
    """The client address. X-Forwarded-For is honoured only with TRUST_PROXY=1 (ProxyFix);
    otherwise anyone could invent the header and dodge the limits."""
    return request.remote_addr or "unknown"


def chat_session_key() -> str:
    body = request.get_json(silent=True)
    session = body.get("session") if isinstance(body, dict) else None
    return f"session:{session}" if isinstance(session, str) else f"ip:{client_ip()}"


class TurnGate:
    """At most TURN_SLOTS turns inside the engine of one process; the next waits, then gives up."""

    def __init__(self, slots: int = TURN_SLOTS):
        self._slots = threading.BoundedSemaphore(slots)

    def acquire(self, timeout: float) -> bool:
        return self._slots.acquire(timeout=timeout)

    def release(self) -> None:
        self._slots.release()
