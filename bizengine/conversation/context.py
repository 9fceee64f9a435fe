"""What travels through one turn (`Ctx`: inputs, the state being built, everything said) and the
fresh dialog state a conversation starts with."""
from __future__ import annotations

import copy

from bizengine.conversation import order_form as ordering
from bizengine.conversation.info import field
from bizengine.conversation.messages import say



def new_state(lang: str = "es") -> dict:
    return {"v": 1, "lang": lang, "intent": None, "awaiting": None, "clarify": None, "queue": [],
            "booking": {}, "order": ordering.empty_order(), "last": {"topic": None}, "done": False}


def _state_from(state: dict | None) -> dict:
    base = new_state((state or {}).get("lang") or "es")
    for key, value in (state or {}).items():
        base[key] = copy.deepcopy(value)
    base["order"] = {**ordering.empty_order(), **(base.get("order") or {})}
    base["queue"] = list(base.get("queue") or [])
    return base


class Ctx:
    """What travels through one turn: inputs, the state being built and everything said."""

    def __init__(self, biz, state, now, own, has_pending, kb_answer, history):
        self.biz, self.state, self.now = biz, state, now
        self.own, self.has_pending = list(own or ()), has_pending
        self.kb_answer, self.history = kb_answer, list(history or ())
        self.lang = state.get("lang") or "es"
        self.replies: list[dict] = []
        self.trace: list[dict] = []
        self.request = None
        self.refused = False
        self.case_state = "propose"
        self.kb = None
        self.staff_action = None
        self.cancelled = False
        self.pending_notes: list[str] = []
        self.slots: list[dict] = []
        self.day_unclear = False
        self.day_choices: list[str] = []    # the days a weekday + number that disagree may mean
        self.ask_replace: dict | None = None   # "mejor de Y" that may replace several lines: ask which
        self.bad_phone = False
        self.redacted: list[str] = []

    def say(self, text: str, reply_meta: dict | None = None) -> None:
        self.replies.append({"text": text, "meta": reply_meta})

    def t(self, key: str, **values) -> str:
        return say(key, self.lang, **values)

    def note(self, step: str, ok: bool, detail: str) -> dict:
        entry = {"step": step, "ok": bool(ok), "detail": detail}
        self.trace.append(entry)
        return entry

    def consumed(self, s) -> bool:
        """Whether the message already fed the order with items, a day, a time or contact data."""
        found = field(s, "items")
        w = field(s, "when")
        return bool(field(found, "lines") or field(found, "ambiguous") or field(found, "stray_options")
                    or field(found, "removed") or field(found, "delta") or field(found, "ask_replace")
                    or field(w, "has_day") or field(w, "has_time") or field(w, "asap") or field(w, "rel_min") is not None
                    or field(s, "phone") or field(s, "name"))


NEUTRAL = {"primary": None, "items": None, "when": None, "text": "", "norm": ""}
