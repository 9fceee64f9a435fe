"""Every error bizengine raises, in one module. Callers may catch `BizError` for all of them.

    BizError
    ├── DatasetError            a dataset that cannot be loaded; `problems` holds one line per mistake
    ├── ServiceUnavailable      something the engine needs is not answering
    │   ├── DatabaseDown        Postgres (the HTTP API answers 503)
    │   ├── LlmError            the model service (knowledge answers fall back to the source's words)
    │   └── VectorsUnavailable  Qdrant or the embeddings (search falls back to words only)
    └── RequestError            input that cannot be served; `status` is its HTTP status
        ├── BadRequest          400: malformed or impossible input
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


class ServiceUnavailable(BizError):
    """A service the engine uses is down or too slow; the message says which (Spanish)."""


class DatabaseDown(ServiceUnavailable):
    """Postgres could not be reached (or a query could not run for that reason)."""


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
