"""When to call, read beside the phone («612…, mejor por las mañanas»): the note says it is the call's
time («llamar mejor por las mañanas»), so the person confirming never reads it as the pickup's."""
from __future__ import annotations

from bizengine.conversation.messages import say


def note_the_hours_to_call(s, lang: str) -> None:
    """The note of when to call, named as the call's when the customer's words do not name it."""
    hours = s.hours_to_call
    if hours is not None and not hours.with_the_call:
        noted = say("hours_to_call_note", lang, when=hours.said)
        s.notes = [noted if n == hours.said else n for n in s.notes]
