"""«¿tenéis también <service>?», «¿hacéis también…?», gl «tedes tamén…?» while an appointment is taken:
the customer most likely wants it too. Said that it is done and how long it takes, then offered beside the
services held, «¿Te apunto también <it> (<price>)?», with a button for it and one for «No, sin eso»; «sí»
adds it (with the new total and length). A service held already, or «¿tenéis <service>?» without «también»,
is left to the other readings (a question, answered)."""
from __future__ import annotations

import re

from bizengine.business.product_names import product_name
from bizengine.conversation.booking_draft import booking_of, is_staff
from bizengine.conversation.booking_form import booking_step
from bizengine.conversation.booking_input import DOUBTED, services_of
from bizengine.conversation.messages import say

# «¿tenéis también X?», «¿y también hacéis X?», «tedes tamén X?», «¿hay además X?»: do you do this one too
_ALSO_DONE_RE = re.compile(r"^(?:(?:y|e|oye|oe|pues|pois|una pregunta|unha pregunta),? )*"
                           r"(?:(?:tambien|tamen|ademas|ademais) )?"
                           r"(?:teneis|tedes|tendes|tienen|tienes|tes|haceis|facedes|fachedes|hacen|facen|haces|fas|"
                           r"hay|hai|ofreceis|ofrecedes)"
                           r"(?: (?:tambien|tamen|ademas|ademais))?\b")
_ALSO_RE = re.compile(r"\b(?:tambien|tamen|ademas|ademais)\b")


def offers(c, s) -> bool:
    """Offer the one service asked after «¿tenéis también…?» when the appointment lacks it."""
    norm = s.norm or ""
    held = booking_of(c).get("services") or []
    if not held or not is_staff(c.biz) or not _ALSO_DONE_RE.match(norm) or not _ALSO_RE.search(norm):
        return False
    if s.when.has_day or s.when.has_time:
        return False        # «¿tenéis también X el jueves?»: a day of its own, read as a booking
    others = [sid for sid in services_of(c, s)[0] if sid not in held]
    if len(others) != 1:
        return False
    product = c.biz.products[others[0]]
    c.note("service", True, f"«también» {others[0]}: ofrecido junto a la cita")
    c.say(say("also_done", c.lang, name=product_name(product, c.lang).lower(),
              minutes=int(product.get("duration_minutes") or 0)))
    booking_of(c)[DOUBTED] = others[0]
    booking_step(c)
    return True
