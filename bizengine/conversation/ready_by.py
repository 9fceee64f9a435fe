"""«¿me la podéis tener para la tarde?», «¿estará lista por la tarde?», gl «¿ma podedes ter para a tarde?» while an
appointment is being written down: when the thing left with the business is ready (understanding/
asked_before_booking.ready_by_asked), never the appointment moved to that part of the day. The business's texts on
leaving a thing and picking it up answer; without one, the question travels with the booking to a person."""
from __future__ import annotations

from bizengine.conversation.booking_draft import is_staff
from bizengine.conversation.handoff import handoff_question, kb_first
from bizengine.understanding.asked_before_booking import ready_by_asked

# What a business's texts say of leaving a thing and coming back for it («Puedes dejar <it> por la mañana y
# recogerla por la tarde»), whatever words the customer asked with («¿estará lista?» finds no text by itself)
LEFT_AND_PICKED_UP = "dejar recoger"


def asked(c, s) -> bool:
    """Asked of an appointment with a person (a table is never left to be made ready)."""
    return is_staff(c.biz) and bool(s.question or "?" in (s.raw or s.text or "")) and ready_by_asked(s.norm or "")


def answer(c, s) -> None:
    c.note("booking", True, "pregunta cuándo estará listo: la cita no se mueve")
    if not (kb_first(c, LEFT_AND_PICKED_UP) or kb_first(c, s.text or "")):
        handoff_question(c, s.text or "")
