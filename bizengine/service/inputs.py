"""The identifiers a visitor sends: a session (32 hex) and a case id, checked the same everywhere.

Both are matched whole (`fullmatch`): «…0\n» is not a session, and never reaches Postgres."""
from __future__ import annotations

import re

from bizengine.errors import BadRequest

SESSION_RE = re.compile(r"[a-f0-9]{32}")
# EXP-<Madrid date>-<64 random bits>; the 24-bit ids of earlier versions still open their cases
CASE_RE = re.compile(r"EXP-\d{8}-(?:[a-f0-9]{16}|[a-f0-9]{6})", re.ASCII)


def validate_session(session) -> str:
    if not isinstance(session, str) or not SESSION_RE.fullmatch(session):
        raise BadRequest("session debe tener 32 caracteres hexadecimales en minúscula")
    return session


def is_case_id(value) -> bool:
    return isinstance(value, str) and CASE_RE.fullmatch(value) is not None
