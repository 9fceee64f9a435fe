"""What travels through one turn (`Ctx`: inputs, the state being built, everything said) and the
fresh dialog state a conversation starts with."""
from __future__ import annotations

from typing import Any, cast

from bizengine.conversation import order_form as ordering
from bizengine.conversation.messages import say
from bizengine.conversation.records import DialogState, Reply, Request, TraceStep
from bizengine.language.days import ImpossibleDate
from bizengine.understanding.signals import Signals


def new_state(lang: str = "es") -> DialogState:
    return {"v": 1, "lang": lang, "intent": None, "awaiting": None, "clarify": None, "queue": [],
            "booking": {}, "order": ordering.empty_order(), "last": {"topic": None}, "asked": None,
            "done": False, "caveats_said": [], "heard": None, "chips_offered": []}


def fresh_copy(value: Any) -> Any:
    """A copy of JSON-shaped data (dicts and lists copied, the rest shared as it cannot change):
    turn() never changes the state it was given. copy.deepcopy did the same at 3× the cost."""
    if isinstance(value, dict):
        return {key: fresh_copy(item) for key, item in value.items()}
    if isinstance(value, list):
        return [fresh_copy(item) for item in value]
    return value


def dialog_state_from(state: dict | None) -> DialogState:
    base: dict[str, Any] = dict(new_state((state or {}).get("lang") or "es"))
    for key, value in (state or {}).items():
        base[key] = fresh_copy(value)
    base["order"] = {**ordering.empty_order(), **(base.get("order") or {})}
    base["queue"] = list(base.get("queue") or [])
    return cast(DialogState, base)


class Ctx:
    """What travels through one turn: inputs, the state being built and everything said."""

    def __init__(self, biz, state, now, own, has_pending, kb_answer, history):
        self.biz, self.state, self.now = biz, state, now
        self.own, self.has_pending = list(own or ()), has_pending
        self.kb_answer, self.history = kb_answer, list(history or ())
        self.lang = state.get("lang") or "es"
        self.replies: list[Reply] = []
        self.trace: list[TraceStep] = []
        self.request: Request | None = None
        self.refused = False
        self.case_state = "propose"
        self.kb = None
        self.staff_action = None
        self.cancelled = False
        self.pending_notes: list[str] = []
        self.slots: list[dict] = []
        self.day_unclear = False
        self.free_times_asked = False   # «¿qué horas tenéis libres?»: the time question lists them
        self.day_choices: list[str] = []    # the days a weekday + number that disagree may mean
        self.day_choices_kind: str | None = None   # why they are asked (When.ambiguous_kind)
        self.day_period: tuple[str, str] | None = None   # «el mes que viene»: the days to offer
        self.day_impossible: ImpossibleDate | None = None   # «el 31 de noviembre»: why no day is held
        self.ask_replace: dict | None = None   # "mejor de Y" that may replace several lines: ask which
        self.bad_phone = False
        self.said: list[str] = []      # the customer's words a person taking over reads (said.py)
        self.note_what = False      # «sí» to the note question: ask which one
        self.redacted: list[str] = []
        self.signals: Signals | None = None     # what the customer's text said (None for a button)
        self.suggestions: dict | None = None        # the suggestion artifact ({}: rules only; None: off)
        self.suggest_events: list[dict] = []        # shown / accepted / dismissed, stored by the shell
        self.held_answered = False      # «¿lleva huevo?» mid-order was answered of what is held
        self.asked_at: int | None = None    # where in `replies` the question asked this turn is (contact.ask)
        self.fits: object = None        # the recommendation that fits what was asked (fit_answer), found once
        self.listed: list[str] = []     # the products an answer named («¿y cuál de esos es el más barato?»)
        self.part_of: str | None = None     # the one thing asked about is part of this one («¿incluye la Y?»)
        self.listed_best = False        # they were «lo más barato»: «¿y el más caro?» is not asked of them
        self.listed_sizes: dict[str, dict] = {}     # of those, the options each was offered at (for people)
        self.questions_held: list[str] | None = None    # questions asked one by one that no data answers
        # «una <group word> de 26 €», then one picked: {its id: the price said}, for the size question
        self.price_said_of_the_group: dict[str, int] = {}
        self.time_before: int | None = None     # [Cambiar la hora], then another said: the one let go
        self.day_told_after: str | None = None     # «¿hay X? <Y> el domingo»: the request's day, for the answer first
        self.answered_last = False      # a question was answered in the turn before («¿y con Iago?» asks it again)

    def say(self, text: str, reply_meta: dict | None = None) -> None:
        self.replies.append({"text": text, "meta": reply_meta})

    def say_before(self, start: int, text: str) -> None:
        """`text` first of the replies said since `start` (what leads what a route went on to say)."""
        self.replies.insert(start, {"text": text, "meta": None})

    def t(self, key: str, **values) -> str:
        return say(key, self.lang, **values)

    def note(self, step: str, ok: bool, detail: str) -> TraceStep:
        entry: TraceStep = {"step": step, "ok": bool(ok), "detail": detail}
        self.trace.append(entry)
        return entry

    def consumed(self, s: Signals, items: bool = True) -> bool:
        """Whether the message already fed the order with items, a day, a time or contact data
        (`items` False: a table booking, where a dish named is no part of it)."""
        w = s.when
        return bool((items and s.items.for_the_cart)
                    or w.has_day or w.has_time or w.asap or w.rel_min is not None
                    or w.impossible is not None     # «el 31 de noviembre»: a day said, one that does not exist
                    or s.phone or s.name)
