"""«apúntame el martes», «¿me apuntas el jueves a las 11?», «anótame», «resérvame», gl «apúntasme o
martes», «cóllema para o xoves»: the customer asks to be put down (or the thing kept for them) with no
thing named; right after an answer about a thing, it is that thing, taken for the day said. Read here:
only whether the message says so; what is taken is the reader's."""
from __future__ import annotations

import re

# the verb with «me»/«nos» joined: «apúntame», «anótanos», «resérvame», «cógeme», gl «cólleme», «cóllema»
# (colle-me-a: keep it for me), «apúntasme» (you put me down)
_JOINED = (r"(?:apunta|anota|reserva|coge|coje|colle|garda|guarda|aparta|apuntade|anotade|reservade|collede|"
           r"apuntad|anotad|reservad|coged)(?:me|nos)(?:a|o|as|os)?"
           r"|(?:colle|coge|reserva|garda|guarda|aparta)(?:mo|ma|mos|mas)"
           r"|(?:apuntas|anotas|reservas|colles|gardas|apuntades|anotades|reservades|colledes)(?:me|nos)")
# «me apuntas», «nos anotáis», «me reservas», «me coges», «me podéis apuntar»
_APART = (r"(?:me|nos) (?:apuntas|apuntais|apuntades|apunta|apunte|anotas|anotais|anotades|anota|anote|reservas|"
          r"reservais|reservades|reserva|reserve|coges|cogeis|colles|colledes)"
          r"|(?:me|nos) (?:puedes|podes|podeis|podedes|podrias|poderias|podriais|poderiades|puede|pode) "
          r"(?:apuntar|anotar|reservar|coger|coller)")
PUT_ME_DOWN_RE = re.compile(rf"\b(?:{_JOINED}|{_APART})\b")


def put_me_down(norm: str) -> re.Match | None:
    """Where the folded message asks to be put down for the thing talked about, if it does."""
    return PUT_ME_DOWN_RE.search(norm)
