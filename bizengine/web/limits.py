"""Limits of the engine's own routes: body size and depth, who a request counts against, and how
many turns run at once."""
from __future__ import annotations

import hashlib
import json
import threading

from flask import g, request
from werkzeug.exceptions import RequestEntityTooLarge

from bizengine.errors import BadRequest

CHAT_LIMIT = "40 per minute"
MAX_BODY = 8 * 1024
MAX_JSON_DEPTH = 16     # our bodies nest 3 deep; ~1,000 levels under 8 KB made the parser recurse to a 500
TURN_SLOTS = 2          # conversations inside the engine at once (the model needs a machine of its own);
                        # a third waits TURN_WAIT_SECONDS (9 s by default) before a clear 503
_NO_BODY = object()


def client_ip() -> str:
    """The client address: the socket's peer, or what TRUST_PROXY's hops say (ProxyFix, applied by
    the app only to requests that come through a proxy); a header alone never changes it."""
    return request.remote_addr or "unknown"


def session_tag(session: str) -> str:
    """What logs and limiter keys show of a session: a hash prefix, never the session itself."""
    return hashlib.sha256(session.encode("utf-8", "replace")).hexdigest()[:12]


def json_depth(raw: bytes) -> int:
    """How deep the arrays and objects of a JSON text nest (brackets inside strings don't count)."""
    depth = deepest = 0
    in_string = escaped = False
    for byte in raw:
        if in_string:
            if escaped:
                escaped = False
            elif byte == 0x5C:      # backslash
                escaped = True
            elif byte == 0x22:      # quote
                in_string = False
        elif byte == 0x22:
            in_string = True
        elif byte in (0x5B, 0x7B):  # [ {
            depth += 1
            deepest = max(deepest, depth)
        elif byte in (0x5D, 0x7D):
            depth -= 1
    return deepest


def read_json():
    """The request's JSON body, read once: over MAX_BODY (chunked included) is a 413, deeper than
    MAX_JSON_DEPTH or malformed a 400. A refusal is kept too, so the view answers the same."""
    cached = g.get("_bizengine_json", _NO_BODY)
    if isinstance(cached, Exception):
        raise cached
    if cached is not _NO_BODY:
        return cached
    try:
        g._bizengine_json = _parse_body()
    except (BadRequest, RequestEntityTooLarge) as e:
        g._bizengine_json = e
        raise
    return g._bizengine_json


def _parse_body():
    # A chunked body is read up to the limit and silently stops there: allow one byte more, so
    # that a body over 8 KB shows itself by its length (a 413, not a cut JSON's 400).
    request.max_content_length = MAX_BODY + 1
    if not request.is_json:
        raise BadRequest("JSON mal formado o Content-Type distinto de application/json")
    raw = request.get_data(cache=True)
    if len(raw) > MAX_BODY:
        raise RequestEntityTooLarge()
    if json_depth(raw) > MAX_JSON_DEPTH:
        raise BadRequest(f"JSON demasiado anidado (más de {MAX_JSON_DEPTH} niveles)")
    try:
        return json.loads(raw)
    except (ValueError, RecursionError):
        raise BadRequest("JSON mal formado o Content-Type distinto de application/json") from None


def chat_session_key() -> str:
    """The per-session limit's key: a hash of the body's session (never the session in clear,
    flask-limiter logs its keys), or the address when there is none."""
    try:
        body = read_json()
    except Exception:       # a bad body is the view's to answer (400/413); count it against the address
        body = None
    session = body.get("session") if isinstance(body, dict) else None
    return f"session:{session_tag(session)}" if isinstance(session, str) else f"ip:{client_ip()}"


class TurnGate:
    """At most TURN_SLOTS turns inside the engine of one process; the next waits, then gives up."""

    def __init__(self, slots: int = TURN_SLOTS):
        self._slots = threading.BoundedSemaphore(slots)

    def acquire(self, timeout: float) -> bool:
        return self._slots.acquire(timeout=timeout)

    def release(self) -> None:
        self._slots.release()
