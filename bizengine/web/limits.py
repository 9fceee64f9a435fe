"""Limits of the engine's own routes: who a request counts against, and how many model calls run at once."""
from __future__ import annotations

import fcntl
from contextlib import contextmanager
import os
import threading
import time
from pathlib import Path

from flask import request

from bizengine.errors import Busy

CHAT_LIMIT = "40 per minute"
MAX_BODY = 8 * 1024
TURN_SLOTS = 2          # model calls at once on this machine (the model needs a machine of its own);
                        # a third waits TURN_WAIT_SECONDS (9 s by default) before a clear 503
RETRY_AFTER = 10        # seconds a refused visitor is told to wait (the Retry-After header)
TURN_QUEUE = 2          # callers of one process that may wait for a slot; more get the 503 at once
POLL_SECONDS = 0.05


def client_ip() -> str:
    """The client address. X-Forwarded-For is honoured only with TRUST_PROXY=1 (ProxyFix);
    otherwise anyone could invent the header and dodge the limits."""
    return request.remote_addr or "unknown"


def chat_session_key() -> str:
    body = request.get_json(silent=True)
    session = body.get("session") if isinstance(body, dict) else None
    return f"session:{session}" if isinstance(session, str) else f"ip:{client_ip()}"


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
