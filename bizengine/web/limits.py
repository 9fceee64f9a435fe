"""Limits of the engine's own routes: body size and depth, who a request counts against, and how
many turns run at once."""
from __future__ import annotations

import fcntl
import json
import os
import threading
import time
from contextlib import contextmanager
from pathlib import Path

from flask import g, request
from werkzeug.exceptions import RequestEntityTooLarge

from bizengine.errors import BadRequest, Busy
from bizengine.web.guards import session_tag

CHAT_LIMIT = "40 per minute"
MAX_BODY = 8 * 1024
MAX_JSON_DEPTH = 16     # our bodies nest 3 deep; ~1,000 levels under 8 KB made the parser recurse to a 500
_NO_BODY = object()
TURN_SLOTS = 2          # model calls at once on this machine (the model needs a machine of its own);
                        # a third waits TURN_WAIT_SECONDS (9 s by default) before a clear 503
RETRY_AFTER = 10        # seconds a refused visitor is told to wait (the Retry-After header)
TURN_QUEUE = 2          # callers of one process that may wait for a slot; more get the 503 at once
POLL_SECONDS = 0.05


def client_ip() -> str:
    """The client address: the socket's peer, or what TRUST_PROXY's hops say (ProxyFix, applied by
    the app only to requests that come through a proxy); a header alone never changes it."""
    return request.remote_addr or "unknown"


def too_deep(raw: bytes, limit: int = MAX_JSON_DEPTH) -> bool:
    """Whether the arrays and objects of a JSON text nest deeper than `limit` (brackets inside
    strings don't count)."""
    if raw.count(b"[") + raw.count(b"{") <= limit:     # so few brackets cannot nest deeper
        return False
    depth = 0
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
            if depth > limit:
                return True
        elif byte in (0x5D, 0x7D):
            depth -= 1
    return False


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
    if too_deep(raw):
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
    """At most `slots` model calls at once on this machine, whatever the gunicorn workers and
    threads: one lock file per slot (flock; the kernel frees a slot whose process dies).
    A caller that finds every slot taken polls for the wait given, then gets None."""

    def __init__(self, folder: str | Path, slots: int = TURN_SLOTS, queue: int = TURN_QUEUE):
        folder = Path(folder, "turn-slots")
        folder.mkdir(parents=True, exist_ok=True)
        self.paths = [folder / f"slot-{i}.lock" for i in range(max(1, slots))]
        self.queue = queue
        self._waiting = 0
        self._lock = threading.Lock()

    def acquire(self, timeout: float) -> int | None:
        """A held slot (give it back with `release`), or None after `timeout` seconds. Only
        `queue` callers of this process wait; more get None at once, so waiting for the model
        never takes every thread (pages, /health and /profile keep theirs)."""
        slot = self._try()
        if slot is not None or timeout <= 0:
            return slot
        with self._lock:
            if self._waiting >= self.queue:
                return None
            self._waiting += 1
        try:
            deadline = time.monotonic() + timeout
            while time.monotonic() < deadline:
                time.sleep(min(POLL_SECONDS, max(0.0, deadline - time.monotonic())))
                slot = self._try()
                if slot is not None:
                    return slot
            return None
        finally:
            with self._lock:
                self._waiting -= 1

    def _try(self) -> int | None:
        for path in self.paths:
            fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                return fd
            except BlockingIOError:
                os.close(fd)
        return None

    def release(self, slot: int) -> None:
        fcntl.flock(slot, fcntl.LOCK_UN)
        os.close(slot)

    @contextmanager
    def slot(self, wait: float):
        """Hold a slot for the block; Busy when none frees in `wait` seconds."""
        held = self.acquire(wait)
        if held is None:
            raise Busy("todos los turnos del modelo están ocupados")
        try:
            yield
        finally:
            self.release(held)
