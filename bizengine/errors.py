"""Every error bizengine raises, in one module. Callers may catch `BizError` for all of them.

    BizError
    ├── DatasetError            a dataset that cannot be loaded; `problems` holds one line per mistake
    ├── CaseIdTaken             a new case's id is already taken (a collision): the chat draws another
    ├── ServiceUnavailable      something the engine needs is not answering
    │   ├── DatabaseDown        Postgres (the HTTP API answers 503)
    │   ├── Busy                every model slot taken (503 with Retry-After: «mucha gente»)
    │   ├── LlmError            the model service (knowledge answers fall back to the source's words)
    │   └── VectorsUnavailable  Qdrant or the embeddings (search falls back to words only)
    └── RequestError            input that cannot be served; `status` is its HTTP status
        ├── BadRequest          400: malformed or impossible input
        ├── Unauthorized        401: no staff login (or it expired, or the account was disabled)
        ├── Forbidden           403: a missing or wrong CSRF token
        ├── NotFound            404: unknown, or another visitor's (answered exactly alike)
        └── Conflict            409: the slot or the request's state no longer allows it
            └── SlotTaken       409: the slot filled up; `alternatives` = nearest free times
"""
from __future__ import annotations


class BizError(Exception):
    """The base of every bizengine error."""


class DatasetError(BizError):
    """A dataset that cannot be loaded; `problems` holds one precise line per mistake."""

    def __init__(self, problems: list[str]):
        super().__init__("; ".join(problems))
        self.problems = problems


class CaseIdTaken(BizError):
    """A new case's id is already some case's (its random bits collided): the write stored nothing
    and the chat draws another id. Only the cases' primary key becomes this error."""


class ServiceUnavailable(BizError):
    """A service the engine uses is down or too slow; the message says which (Spanish)."""


class DatabaseDown(ServiceUnavailable):
    """Postgres could not be reached (or a query could not run for that reason)."""


class Busy(ServiceUnavailable):
    """Every model slot of this machine stayed taken for TURN_WAIT_SECONDS."""


class LlmError(ServiceUnavailable):
    """The model service failed: unreachable, timed out, HTTP error or an unusable reply."""


class VectorsUnavailable(ServiceUnavailable):
    """Qdrant or the embeddings cannot be used right now; the message says why (Spanish)."""


class RequestError(BizError):
    """Input that cannot be served. `status` is the HTTP status the API answers with."""

    status = 400

    @property
    def message(self) -> str:
        return str(self)

    @property
    def extra(self) -> dict:
        """Fields the JSON error carries beside "error" (none by default)."""
        return {}


class BadRequest(RequestError):
    """Input that cannot be a turn or an action: a precise message for a 400."""

    status = 400


class Unauthorized(RequestError):
    """401: the staff endpoints need a logged-in person (production mode)."""

    status = 401


class Forbidden(RequestError):
    """403: a state-changing staff call without the session's CSRF token."""

    status = 403


class NotFound(RequestError):
    """Unknown or foreign: answered exactly like a missing thing (404)."""

    status = 404


class Conflict(RequestError):
    """The slot is taken, or the request's state does not allow the action (409)."""

    status = 409


class SlotTaken(Conflict):
    """409: the slot filled up; `alternatives` holds the nearest free times of that day."""

    def __init__(self, message: str, alternatives: list[dict]):
        super().__init__(message)
        self.alternatives = alternatives

    @property
    def extra(self) -> dict:
        return {"alternatives": self.alternatives}
