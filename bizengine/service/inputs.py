"""The identifiers a visitor sends: a session (32 hex) and a case id, checked the same everywhere."""
from __future__ import annotations

import re

from bizengine.errors import BadRequest

SESSION_RE = re.compile(r"^[a-f0-9]{32}$")
CASE_RE = re.compile(r"^EXP-\d{8}-[a-f0-9]{6}$")


def validate_session(session) -> str:
    if not isinstance(session, str) or not SESSION_RE.match(session):
        raise BadRequest("session debe tener 32 caracteres hexadecimales en minúscula")
    return session
