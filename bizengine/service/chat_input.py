"""The body of `POST /api/<slug>/chat` checked and scrubbed before anything else touches it:
the session and case id, the text or the button (its type from the closed list, every field it
needs, numbers in range), card numbers, IBANs and DNI/NIE masked before the text is cut."""
from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

from bizengine.conversation.actions import ACTION_TYPES
from bizengine.errors import BadRequest
from bizengine.language import pii
from bizengine.service.inputs import is_case_id, validate_session

MAX_TEXT = 500
# The whole numbers a button may carry, and their sane range; every other action field is text.
INT_FIELDS = {"qty": (1, 1000), "line": (0, 99), "delta": (-1000, 1000), "min": (0, 1439), "n": (1, 1000)}
# A button's fields are all required except these (an «add» without qty adds one; a day without a time).
OPTIONAL_FIELDS = {("add", "qty"), ("day", "min")}
RETRY_RE = re.compile(r"msg-[0-9a-f]{16}")


@dataclass
class TurnInput:
    """One chat turn's input, checked and scrubbed: a text, or a button (`action`) with its label."""

    session: str
    case_id: str | None
    text: str | None = None
    action: dict | None = None
    label: str | None = None
    flags: tuple = ()
    pii_level: str = "none"

    def as_turn_input(self) -> dict:
        if self.action is not None:
            return {"action": self.action, "label": self.label}
        return {"text": self.text, "flags": list(self.flags)}

    @property
    def shown_text(self) -> str:
        """What the customer's bubble says: the text, or the button's label."""
        if self.action is not None:
            return self.label or self.action["type"]
        return self.text or ""


def parse_body(body) -> TurnInput:
    """Check a chat body and scrub it before anything else touches it: the whole text is masked
    and classified first, and only then cut, so nothing of a card survives a cut."""
    if not isinstance(body, dict):
        raise BadRequest("el cuerpo debe ser un objeto JSON")
    session = validate_session(body.get("session"))
    case_id = body.get("case_id")
    if case_id is not None and not is_case_id(case_id):
        case_id = None  # an unusable case id just opens a new case, like a foreign one
    text, action = body.get("text"), body.get("action")
    if action is not None:
        action = _clean_action(action)
        label = body.get("label")
        label = label if isinstance(label, str) else ""
        scrubbed_label, flags = pii.scrub(label)
        return TurnInput(session, case_id, action=action, label=pii.cut(scrubbed_label, MAX_TEXT) or None,
                         flags=tuple(flags), pii_level=pii.classify(label, flags))
    if not isinstance(text, str) or not text.strip():
        raise BadRequest("falta text o action")
    scrubbed, flags = pii.scrub(text)
    return TurnInput(session, case_id, text=pii.cut(scrubbed, MAX_TEXT), flags=pii.with_digits_only(flags, text),
                     pii_level=pii.classify(text, flags))


def _clean_action(action) -> dict:
    if not isinstance(action, dict) or not isinstance(action.get("type"), str):
        raise BadRequest("action debe ser un objeto con type")
    kind = action["type"]
    if kind not in ACTION_TYPES:
        raise BadRequest(f"tipo de acción desconocido: «{pii.scrub(kind)[0][:40]}»")
    clean = {"type": kind}
    for field in ACTION_TYPES[kind]:
        if field not in action or action[field] is None:
            if (kind, field) in OPTIONAL_FIELDS:
                continue
            raise BadRequest(f"a la acción {kind} le falta {field}")
        clean[field] = _action_field(field, action[field])
    return clean


def _action_field(field: str, value):
    if field in INT_FIELDS:
        if isinstance(value, bool) or not isinstance(value, int):
            raise BadRequest(f"action.{field} debe ser un número entero")
        low, high = INT_FIELDS[field]
        if not low <= value <= high:
            raise BadRequest(f"action.{field} debe estar entre {low} y {high}")
        return value
    if not isinstance(value, str):
        raise BadRequest(f"action.{field} debe ser texto")
    if field == "ymd":
        try:
            return date.fromisoformat(value).isoformat() if len(value) == 10 else _bad_day()
        except ValueError:
            _bad_day()
    return pii.cut(pii.scrub(value)[0], MAX_TEXT)


def _bad_day():
    raise BadRequest("action.ymd debe ser una fecha YYYY-MM-DD que exista")


def retry_of(body) -> str | None:
    """The unanswered message (`msg-…`) this turn runs again, or None."""
    retry = body.get("retry") if isinstance(body, dict) else None
    if retry is None:
        return None
    if not isinstance(retry, str) or not RETRY_RE.fullmatch(retry):
        raise BadRequest("retry debe ser el id de un mensaje (msg-…)")
    return retry
