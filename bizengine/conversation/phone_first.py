"""A phone number typed alone with nothing under way («612345678», «mi móvil es 612 345 678», «me llamo
Luis, 612345678»), where
appointments or tables are booked and nothing is ordered: the booking starts holding it, said back,
and asks what it needs first. A number is what one gives to be booked, not a question for a person."""
from __future__ import annotations

import re

from bizengine.conversation import booking_form as booking
from bizengine.conversation.handoff import handed
from bizengine.conversation.messages import say
from bizengine.language.phones import show_phone
from bizengine.language.text import normalize

# «me llamo Luis», «soy Luis», «chámome Luis» before the number (the name itself taken out first)
_NAME_SAID_RE = re.compile(r"^(?:(?:me llamo|chamome|soy|son|mi nombre es|o meu nome e|nombre|nome):? )?@,? ")
# what may come with the number: «mi teléfono es», «tlf:», «te dejo mi móvil», «para que me llaméis»
_ONLY_THE_NUMBER_RE = re.compile(r"^(?:(?:te|os|vos) (?:dejo|deixo) )?(?:(?:mi|meu|o meu|el) )?"
                                 r"(?:telefono|movil|mobil|numero|tel|telf|tlf|tfno|contacto)?(?: es| e)?:? ?"
                                 r"[\d .+-]{9,}$")


def books_with_it(c, s) -> bool:
    """Start the booking with the phone held, when that is all the message says; True when it did."""
    if not (s.phone and c.biz.can("booking") and not c.biz.can("order")) or _something_under_way(c) \
            or not _ONLY_THE_NUMBER_RE.match(_without_the_name(s)):
        return False
    phone = show_phone(s.phone)
    c.say(say("contact_noted", c.lang, name=s.name, phone=phone) if s.name else
          say("phone_noted", c.lang, phone=phone))
    booking.start(c, s)
    return True


def _something_under_way(c) -> bool:
    """Anything the number may be for: a request being written, sent, held by a person or handed to one."""
    return bool(c.state.get("intent") or c.state.get("awaiting") or c.has_pending or c.own or handed(c))


def _without_the_name(s) -> str:
    """The message with the customer's name and the words that give it taken out."""
    norm = s.norm or ""
    if not s.name:
        return norm
    marked = norm.replace(normalize(s.name), "@", 1)
    return _NAME_SAID_RE.sub("", marked + " ", 1).strip() if "@" in marked else norm
