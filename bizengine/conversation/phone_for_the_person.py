"""A phone given after a question or a message was passed to a person («612345678», «mi número es
612…», «llamadme al 612…», gl «o meu teléfono é 612…»): how that person can reach the customer. It is
said back and written into the request passed on, never a second question for a person. A phone given
with nothing asked before and nothing under way: kept for what comes, and what they need asked (where
only bookings are taken, phone_first starts the booking with it). After a booking handed to a person
(a group), handoff.contact_for_the_person writes it into that booking instead."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bizengine.conversation import booking_form as booking
from bizengine.conversation import order_form as ordering
from bizengine.conversation.handoff import TURN_KEYS, handed, request_handoff
from bizengine.conversation.records import DialogState, Request
from bizengine.language.phones import show_phone
from bizengine.understanding.phone_given import only_a_phone

_PERSONS_KINDS = ("question", "handoff")


@dataclass(frozen=True)
class PassedOn:
    """The request last passed to a person: its kind and its data, as the person has them (without what
    each turn writes, handoff.TURN_KEYS). Kept in the dialog state's «last» as JSON."""

    kind: str
    data: dict[str, Any]

    KEY = "passed_on"       # where the state's «last» keeps it

    @classmethod
    def of(cls, request: Request) -> PassedOn:
        return cls(request["kind"], {k: v for k, v in request["data"].items() if k not in TURN_KEYS})

    @classmethod
    def from_state(cls, st: DialogState) -> PassedOn | None:
        was = (st.get("last") or {}).get(cls.KEY)
        return cls(str(was["kind"]), dict(was["data"])) if was else None

    def to_state(self, st: DialogState) -> None:
        st["last"] = {**(st.get("last") or {}), self.KEY: {"kind": self.kind, "data": self.data}}

    @classmethod
    def forget(cls, st: DialogState) -> None:
        st["last"] = {k: v for k, v in (st.get("last") or {}).items() if k != cls.KEY}


def remember_passed_on(st: DialogState, request: Request | None) -> None:
    """After the turn: the request passed to a person is remembered for a phone said next; an
    order or a booking sent forgets it (a phone then is that request's)."""
    if request is None or request["status"] != "pending":
        return
    if request["kind"] in _PERSONS_KINDS:
        PassedOn.of(request).to_state(st)
    else:
        PassedOn.forget(st)


def phone_given(c, s) -> bool:
    """«612345678» and nothing else, with nothing being written down: for the person who has the
    request passed on, or kept for what the customer needs. True when it was answered."""
    if not s.phone or "card" in c.redacted or ordering.mid_flow(c) or booking.mid_flow(c) \
            or c.state.get("awaiting") or not only_a_phone(s.norm or "", s.name) or handed(c):
        return False        # (a booking handed to a person: handoff.contact_for_the_person joins it, name too)
    phone = show_phone(s.phone)
    # offered back when a request asks for its phone (contact.ask_missing_contact), and a call's own
    c.state["contact"] = {**(c.state.get("contact") or {}), "phone": s.phone, **({"name": s.name} if s.name else {})}
    was = PassedOn.from_state(c.state)
    if was is None:
        if s.handoff_topic == "call":
            return False        # «llamadme al 612…» to begin with: a call asked, on this phone (handoff_person)
        c.note("contact", True, "teléfono sin nada pedido: se guarda y se pregunta qué necesita")
        c.say(c.t("phone_kept_what_needed", phone=phone))
        return True
    c.note("handoff", True, "teléfono para la persona que lleva lo pasado")
    c.say(c.t("phone_for_the_person", phone=phone, biz=c.biz.name))
    request_handoff(c, was.kind, {**was.data, "phone": s.phone, **({"name": s.name} if s.name else {})})
    return True
