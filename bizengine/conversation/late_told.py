"""Arriving late to a visit booked elsewhere, told with nothing written here («llego 10 min tarde a mi cita»,
«llegamos 20 min tarde a la reserva de las 14», gl «imos chegar tarde á reserva das 21»): never a new booking.
The business's rule on arriving late, from its knowledge, and its phone to let them know; without such a rule,
a person gets the message as it was said. (Late to the booking being written here: its note, `routing`.)"""
from __future__ import annotations

from bizengine.conversation import booking_form as booking
from bizengine.conversation import order_form as ordering
from bizengine.conversation.handoff import handoff_person, kb_first
from bizengine.understanding.running_late import LATENESS


def answered(c, s) -> bool:
    """Whether the message told of arriving late and was answered (the rule and the phone, or a person)."""
    if not s.running_late or ordering.mid_flow(c) or booking.mid_flow(c):
        return False
    c.note("late", True, "llega tarde a una visita ya reservada: la norma del local y su teléfono")
    if kb_first(c, LATENESS):
        c.say(c.t("late_call", phone=c.biz.phone))
    else:
        handoff_person(c, None, s.text or "", "late_passed_on")
    return True
