"""The typed records a turn reads and produces: the dialog state, a reply, a request and the
turn's result. The state, replies and requests are JSON (TypedDicts: stored as they are);
the turn's result is a dataclass the shell reads by attribute."""
from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, ClassVar, Self, TypedDict

from bizengine.understanding.context import ReadingContext


class Reply(TypedDict):
    """One assistant message: its text and the chips, cards, cites and evidence (`meta`)."""

    text: str
    meta: dict[str, Any] | None


class Request(TypedDict):
    """What a turn leaves for a person to confirm: an order, a booking or a handoff."""

    kind: str                  # 'order' | 'booking' | 'handoff' | 'question' | ...
    status: str                # 'collecting' | 'pending' (only a person confirms)
    slot_start: str | None     # ISO local time
    slot_end: str | None
    total_cents: int | None
    data: dict[str, Any]


class TraceStep(TypedDict):
    step: str
    ok: bool
    detail: str


class DialogState(TypedDict):
    """The dialog state kept between turns (stored as JSON on the case's request)."""

    v: int
    lang: str
    intent: str | None         # 'order' | 'booking' | None
    awaiting: str | None       # the question asked last ('day', 'time', 'name', 'confirm', ...)
    clarify: dict[str, Any] | None
    queue: list[dict[str, Any]]
    booking: dict[str, Any]
    order: dict[str, Any]
    last: dict[str, Any]
    asked: dict[str, Any] | None   # the question asked last and how many times in a row (issue 17)
    done: bool
    caveats_said: list[str]    # the allergens whose business caveat was said (allergen_caveats: once)
    heard: str | None          # the language of the customer's own sentences (conversation/heard), None till one
    chips_offered: list[str]   # the texts the last turn's buttons send (a button pressed tells no language)


@dataclass
class TurnResult:
    """Everything one turn produced. `signals` is the small JSON view of what was read."""

    state: DialogState
    replies: list[Reply] = field(default_factory=list)
    request: Request | None = None
    refused: bool = False
    redacted: list[str] = field(default_factory=list)
    trace: list[TraceStep] = field(default_factory=list)
    signals: dict[str, Any] | None = None
    kb: dict[str, Any] | None = None
    case_state: str = "propose"
    staff_action: dict[str, Any] | None = None
    cancelled: bool = False
    suggest_events: list[dict[str, Any]] = field(default_factory=list)   # shown / accepted / dismissed


def _held(st: DialogState) -> dict:
    """The draft of the request being written down ({} when none is, or it was sent)."""
    if st.get("done") or st.get("intent") not in ("booking", "order"):
        return {}
    return (st.get("booking") or {}) if st.get("intent") == "booking" else st["order"]


def held_day(st: DialogState) -> str | None:
    """The day the request being written down holds, if any («el siguiente» counts from it)."""
    return _held(st).get("ymd")


def day_to_count_from(st: DialogState) -> str | None:
    """The day held or, right after it was refused, that day: «¿y el viernes siguiente?» after «el
    viernes no me queda hueco» is the Friday after it."""
    held = _held(st)
    return held.get("ymd") or held.get("day_refused")


def held_time(st: DialogState) -> int | None:
    """The time the request being written down holds, in minutes («¿hay algo antes?» counts from it)."""
    minutes = _held(st).get("min")
    return minutes if isinstance(minutes, int) else None


def held_party(st: DialogState) -> int | None:
    """How many the booking being written down is for («somos 3, no 2» with 2 held is 3)."""
    party = _held(st).get("party")
    return party if isinstance(party, int) else None


def held_name(st: DialogState) -> str | None:
    """The customer's name the request being written down holds («perdón, Rosario» mends it)."""
    return _held(st).get("name")


def _times_offered(st: DialogState) -> list[int]:
    """The times the time question offered, while it is the open one."""
    return list(_held(st).get("times_offered") or []) if st.get("awaiting") == "time" else []


def _days_offered(st: DialogState, key: str = "days_offered") -> list[str]:
    """The days the day question offered (`days_listed`: its buttons), while it is the open one."""
    return list(_held(st).get(key) or []) if st.get("awaiting") == "day" else []


# the topics answered of one thing: «¿y la de X?» asks the same of X
ABOUT_A_THING = ("price", "allergens", "product", "duration")
WEEK_TOPICS = ("hours", "staff_week")      # the answers «¿y con Iago?» asks again of a person


@dataclass(frozen=True)
class DayAsked:
    """The day a staff question is about: «el martes por la mañana» (`part`), «los sábados» (`every`)."""
    ymd: str
    part: str | None = None
    every: bool = False


@dataclass(frozen=True)
class _OfferedOnce:
    """A question with buttons whose typed answers the next turn reads: kept in the dialog state's «last»
    as JSON (its fields), and taken off it the turn after (the offer is over either way)."""

    KEY: ClassVar[str]

    def to_state(self, st: DialogState) -> None:
        st["last"] = {**(st.get("last") or {}), self.KEY: asdict(self)}

    @classmethod
    def taken(cls, st: DialogState) -> Self | None:
        was = (st.get("last") or {}).pop(cls.KEY, None)
        return cls(**was) if was else None


@dataclass(frozen=True)
class DayOffered(_OfferedOnce):
    """«¿Lo cambio al sábado 7?» (another_day_asked, pickup_day_asked): what a yes sends (the day
    offered) and what a no sends (the day held)."""
    yes: str
    no: str

    KEY: ClassVar[str] = "day_offered"


@dataclass(frozen=True)
class RecountOffered(_OfferedOnce):
    """«¿Cambio el pedido al jueves…, o es otro pedido?» (count_another_day, beside_another_day): the
    day offered and what each answer sends (`change_day`: the change without the time said beside it)."""
    ymd: str
    change: str
    change_day: str
    apart: str

    KEY: ClassVar[str] = "recount_offered"


def _whole_of_the_last(last: dict) -> str | None:
    """The thing the one talked about last is part of («¿incluye la Y?» after X's price: X)."""
    part, whole = last.get("part") or (None, None)
    return whole if part is not None and part == last.get("item") else None


def reading_context(st: DialogState, now) -> ReadingContext:
    """What the reader needs of the dialog to read the next message (nlu.analyze's ctx)."""
    last = st.get("last") or {}
    return {"lang": st["lang"], "heard": st.get("heard"), "awaiting": st.get("awaiting"), "now": now,
            "cart": st["order"]["lines"] if st.get("intent") == "order" and not st.get("done") else None,
            "last_item": last.get("item"), "last_group": last.get("group"), "item_before": last.get("before"),
            "part_of": _whole_of_the_last(last),
            "both_asked": last.get("both") or ([last["before"], last["item"]] if last.get("before") and last.get("item")
                                               else None),
            "priced_together": last.get("together") if last.get("topic") in ABOUT_A_THING and not st.get("awaiting")
            else None,
            "groups_priced_together": list(last.get("together_groups") or ()),
            "item_asked_now": last.get("item") if last.get("item_now") else None,    # in the turn before
            "priced_now": bool(last.get("item_now") and last.get("priced_now")),
            "group_asked_now": last.get("group") if last.get("group_now") else None,
            "size_asked_now": last.get("sized") if last.get("item_now") else None,
            "listed": last.get("listed") if not st.get("awaiting") else None,
            "listed_sizes": last.get("listed_sizes") if not st.get("awaiting") else None,
            "told": last.get("told"), "last_wish": last.get("wish") if not st.get("awaiting") else None,
            "named_last": last.get("named"),        # the things the last turn added («otro de esos»: which)
            "taken_off_last": last.get("taken_off"),      # the things the last turn took off, adding none
            "held_day": day_to_count_from(st), "held_time": held_time(st), "services": held_services(st),
            "held_name": held_name(st), "held_party": held_party(st), "days_offered": _days_offered(st),
            "days_listed": _days_offered(st, "days_listed"),
            "held_note": _held(st).get("note") or None, "name_due": _name_due(st),
            "day_before": _held(st).get("day_before") if st.get("awaiting") == "day" else None,
            "last_person": last.get("person"), "said_last": (last.get("said") or [None])[-1],
            "times_offered": _times_offered(st),
            "time_refused": _held(st).get("near") if st.get("awaiting") == "time" else None,
            "sent": bool(last.get("sent")) and not st.get("awaiting"),     # a request of ours went to the business
            "sent_day": (last.get("sent") or {}).get("ymd") if not st.get("awaiting") else None,
            "sent_time": (last.get("sent") or {}).get("min") if not st.get("awaiting") else None,
            "handed": bool(last.get("handed")) and not st.get("awaiting"),
            "hours_answered_last": last.get("topic") == "hours" and not st.get("awaiting"),
            "week_answered_last": (last.get("topic") in WEEK_TOPICS or _staff_day_answered_now(last))
            and not st.get("awaiting"),
            "asked_of_a_thing": last.get("topic") in ABOUT_A_THING and not st.get("awaiting"),
            "unfit_last": bool(last.get("unfit")) and last.get("topic") in ABOUT_A_THING and not st.get("awaiting"),
            "answered_last": bool(last.get("answered_now")),        # a question, in the turn before
            "catalogue_shown": last.get("topic") == "menu" and bool(last.get("answered_now")) and not last.get("listed")
            and not st.get("awaiting"),
            # the day of the hours answered last («¿abrís el domingo?»), while nothing is being written down
            "day_talked_about": last.get("day") if last.get("topic") == "hours" and not st.get("awaiting") else None}


def _staff_day_answered_now(last: dict) -> bool:
    """«¿trabaja Marta el sábado?» answered in the turn before: «¿y con Iago?» asks it of him."""
    return last.get("topic") == "staff_day" and bool(last.get("answered_now"))


def _name_due(st: DialogState) -> bool:
    """Whether the customer's name was asked for the request being written down, or is what comes
    next with only one person able to do it (its day and time held): «Laura» to «¿Con quién?» is then
    the customer's name, given late or ahead."""
    held = _held(st)
    next_one = held.get("one_able") and held.get("ymd") and held.get("min") is not None
    return not held.get("name") and bool(held.get("name_asked") or next_one)


def held_services(st: DialogState) -> list[str]:
    """The services of the appointment being written down («¿cuánto dura?» asks about them)."""
    if st.get("done") or st.get("intent") != "booking":
        return []
    return list((st.get("booking") or {}).get("services") or [])
