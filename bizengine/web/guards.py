"""What a request may claim and what it can't: the Host it names, the peer it really comes from,
the forwarding headers it carries, and what of it reaches the logs."""
from __future__ import annotations

import hashlib
import ipaddress
import logging
import re

from flask import request

# Every header a proxy (or someone pretending to be one) uses to say where a request came from.
FORWARDING_HEADERS = ("Forwarded", "X-Real-IP", "X-Client-IP", "X-Cluster-Client-IP", "True-Client-IP",
                      "CF-Connecting-IP", "Fastly-Client-IP", "X-Original-Forwarded-For", "Via")
SESSION_LIKE = re.compile(r"(?<![a-f0-9])[a-f0-9]{32}(?![a-f0-9])")
REDACTED_LOGGERS = ("bizengine", "bizengine.db", "bizengine.access", "flask-limiter", "werkzeug", "gunicorn.access",
                    "gunicorn.error", "flask.app")


def peer_address() -> str:
    """The socket's peer, even when ProxyFix rewrote REMOTE_ADDR from X-Forwarded-For."""
    orig = request.environ.get("werkzeug.proxy_fix.orig") or {}
    return orig.get("REMOTE_ADDR") or request.environ.get("REMOTE_ADDR") or ""


def is_loopback(address: str) -> bool:
    try:
        return ipaddress.ip_address(address.split("%")[0]).is_loopback
    except ValueError:
        return False


def forwarded(headers) -> bool:
    """True when the request carries any forwarding header (X-Forwarded-*, Forwarded, X-Real-IP…)."""
    return any(name.lower().startswith("x-forwarded-") for name in headers.keys()) or \
        any(name in headers for name in FORWARDING_HEADERS)


def allowed_hosts(value: str) -> tuple[str, ...]:
    """ALLOWED_HOSTS («example.org, .example.org, 127.0.0.1»): a leading dot allows sub-domains."""
    return tuple(h.strip().lower() for h in (value or "").split(",") if h.strip())


def host_ok(allowed: tuple[str, ...], host: str) -> bool:
    """No list allows every host; otherwise the Host header (without its port) must be listed."""
    if not allowed:
        return True
    name = _hostname(host)
    return any(name == h or (h.startswith(".") and (name.endswith(h) or name == h[1:])) for h in allowed)


def _hostname(host: str) -> str:
    host = host.lower()
    if host.startswith("["):                      # [::1]:8790
        return host[1:host.find("]")] if "]" in host else host
    return host.rsplit(":", 1)[0] if host.count(":") == 1 else host


def header_text(name: str) -> str | None:
    """A header's value when it is printable ASCII; None when absent. Anything else is a 400."""
    from bizengine.errors import BadRequest
    value = request.headers.get(name)
    if value is None:
        return None
    if not value.isascii() or not value.isprintable():
        raise BadRequest(f"la cabecera {name} solo admite caracteres ASCII visibles")
    return value


def session_tag(session: str) -> str:
    """What logs and limiter keys show of a session: a hash prefix, never the session itself."""
    return hashlib.sha256(session.encode("utf-8", "replace")).hexdigest()[:12]


def _redacted(match: re.Match) -> str:
    return "s#" + session_tag(match.group())


class SessionRedactor(logging.Filter):
    """Replaces anything shaped like a session id (32 hex) in a log record by a hash prefix,
    the traceback included: a crash on a row must not print the visitor's session."""

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        clean = SESSION_LIKE.sub(_redacted, message)
        if clean != message:
            record.msg, record.args = clean, None
        if record.exc_info and not record.exc_text:
            record.exc_text = logging.Formatter().formatException(record.exc_info)
        if record.exc_text:
            record.exc_text = SESSION_LIKE.sub(_redacted, record.exc_text)
        return True


_REDACTOR = SessionRedactor()


def redact_session_logs() -> None:
    """Put the redactor on the loggers that may see a session (idempotent)."""
    for name in REDACTED_LOGGERS:
        logger = logging.getLogger(name)
        if _REDACTOR not in logger.filters:
            logger.addFilter(_REDACTOR)
