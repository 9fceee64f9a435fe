"""A new request, then one made before called off in the same message: «reserva para 4 el viernes a
las 21 y anula la reserva que hice para el jueves», «cita el martes a las 10 y anula la del jueves»,
«mesa o venres ás 21 e anula a reserva do xoves». Read whole, the calling off took the message (the new
request lost); the request is the clause before it, read on its own."""
from __future__ import annotations

import re

from bizengine.language.text import clean
from bizengine.understanding.lexicon import MAYBE_LATER_RE

# «y anula», «, cancela», «e tamén anular», «y quiero cancelar»: where the calling off begins
_CALL_OFF = (r"(?:,\s*|\s+)(?:(?:y|e|pero|mais|y\s+tambi[eé]n|e\s+tam[eé]n|tambi[eé]n|tam[eé]n)\s+)?"
             r"(?:(?:quiero|quero|quisiera|quixera|necesito|preciso|podr[ií]as|poder[ií]as|me|nos)\s+)*"
             r"(?:an[uú]l|cancel)(?:a|ad|ade|ar|e|ame|ádme|adme|ala|alo|arla|arlo|ámela|amela)\s+")
# what is called off, marked as another one: «la reserva que hice», «la del jueves», «a do xoves», «la
# otra», «el pedido anterior» («…y cancelar el pedido», unmarked, may be this one: stop 57)
_ONE_MADE = (r"(?:(?:el|la|los|las|o|a|os|as|mi|mis|meu|miña|mina|tu|vuestro|vosa)\s+)*"
             r"(?:(?:pedidos?|reservas?|citas?|encargos?|encomendas?)\s+)?"
             r"(?:del|de|do|da|que|otr[oa]|outr[oa]|anterior)\b")
_CALLED_OFF_RE = re.compile(_CALL_OFF + _ONE_MADE, re.IGNORECASE)
# «anula la reserva del jueves y resérvame el viernes…»: called off first, the request after «y»
# «… y la del viernes», «… e o do martes»: one more called off, no request
_ANOTHER_CALLED_OFF_RE = re.compile(r"(?:el|la|los|las|o|a|os|as)\s+(?:del|de|do|da|que)\b", re.IGNORECASE)
_CALLED_OFF_FIRST_RE = re.compile(r"^\W*(?:(?:hola|buenas|oye|mira)\W+)*" + _CALL_OFF.replace(r"(?:,\s*|\s+)", "", 1)
                                  + _ONE_MADE + r"[^,.;]*?(?:[,.;]\s*|\s+)(?:y|e|pero|mais)\s+(?P<request>.+)$",
                                  re.IGNORECASE)


def request_before_calling_off(text: str) -> str | None:
    """The request beside a request made before called off: the clause before it («reserva para 4 el
    viernes» of «… y anula la del jueves») or, called off first, the one after its «y» («anula la del
    jueves y resérvame el viernes»); None when nothing is called off beside a clause of its own."""
    first = _CALLED_OFF_FIRST_RE.match(text)
    if first is not None:       # (not «… y la del viernes»: one more called off)
        return None if _ANOTHER_CALLED_OFF_RE.match(first["request"]) else first["request"]
    m = _CALLED_OFF_RE.search(text)
    if m is None:
        return None
    before = text[:m.start()].strip(" ,;")
    if MAYBE_LATER_RE.search(clean(before)):
        return None     # «…el viernes y si no podemos ir, cancela la reserva»: what may happen, not asked
    return before if len(before.split()) > 1 else None
