"""«con Marta» and then «y marta», «con marta», «marta» while an appointment with her is being written
down: the person said again is understood (she is already chosen), said so, and what is still missing
is asked again, rather than «Para seguir necesito…»."""
from __future__ import annotations

from bizengine.conversation.booking_draft import booking_of, is_staff, resource_name_of
from bizengine.conversation.booking_form import booking_step
from bizengine.conversation.messages import say
from bizengine.understanding.details import only_the_person
from bizengine.understanding.signals import neutral


def said_again(c, s) -> bool:
    """Said and asked again when the message names only the person the appointment already holds."""
    held = booking_of(c).get("resource")
    if not is_staff(c.biz) or not held or s.resource != held or not only_the_person(s.norm or "", c.biz):
        return False
    c.note("resource", True, f"{held} otra vez: ya elegido")
    c.say(say("bk_person_already", c.lang, person=resource_name_of(c.biz, held) or held))
    booking_step(c, neutral())
    return True
