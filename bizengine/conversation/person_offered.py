"""The person just described («¿con Iago?» answered with who he is and chips to book him), then a
follow-up that asks to come: «a las 12», «quiero cita», «mejor un <service of his>», «me llamo Luis»,
«mejor por la mañana» books with that person, as the chips do. Read once, the turn right after."""
from __future__ import annotations

from bizengine.conversation import booking_form as booking
from bizengine.conversation import booking_turns
from bizengine.conversation.booking_draft import resources_by_id
from bizengine.conversation.booking_input import services_of
from bizengine.conversation.messages import say
from bizengine.language.phones import show_phone


def remember(c, rid: str) -> None:
    """After the answer about a person: the next message may book with them."""
    c.state["last"] = {**(c.state.get("last") or {}), "person_offered": rid}


def taken_once(c) -> str | None:
    return (c.state.get("last") or {}).pop("person_offered", None)


def books_with(c, s, rid: str | None) -> bool:
    """Give the follow-up the person; True when it started the appointment itself (a name, a part of
    the day: nothing else would read them as a booking)."""
    if not rid or not _free_to_carry(c, s, rid):
        return False
    if booking_turns.wants(c, s):
        s.resource = rid
        return False
    if not _asks_to_come(c, s):
        return False
    s.resource = rid
    if s.phone:     # said back: the appointment's first words are about the person
        c.say(say("phone_noted", c.lang, phone=show_phone(s.phone)))
    booking.start(c, s)
    return True


def _free_to_carry(c, s, rid: str) -> bool:
    """Nothing under way, no other person (or «another one») said, and every service named is theirs."""
    if c.state.get("awaiting") or booking.mid_flow(c) or (c.state.get("intent") == "order" and not c.state.get("done")):
        return False
    if s.resource or s.not_resource or s.other_resource or s.more_resources or s.person_unknown or s.staff_by_word:
        return False
    does = resources_by_id(c.biz).get(rid, {}).get("services")
    named = services_of(c, s)[0]
    return not (does and any(sid not in does for sid in named))


def _asks_to_come(c, s) -> bool:
    """A name, a phone, a day, a time or a part of the day, not a question about something else
    («¿y el martes?» asks whether the person works then: staff_again)."""
    w = s.when
    if s.question and (s.topics or not w.has_time):
        return False
    return bool(s.name or s.phone or w.has_day or w.has_time or w.part or w.period)
