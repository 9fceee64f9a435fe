"""A new request, then one made before called off in the same message: «reserva para 4 el viernes a
las 21 y anula la reserva que hice para el jueves», «cita el martes a las 10 y anula la del jueves», gl
«reserva o venres ás 21 e anula a do xoves». Read whole, the calling off took the message (the new
request lost); the request is the clause before it, read on its own."""
from __future__ import annotations

import re
import unicodedata

from bizengine.language.text import clean
from bizengine.understanding.lexicon import (
    CANCEL_VERB,
    I_WISH,
    MAYBE_LATER_RE,
    REQUEST_DETERMINER,
    REQUEST_NOUN,
    WHEN_WORD,
)

# «y anula», «tambien cancela», «y quiero cancelar», «podrias anularme» (folded): the calling off, bare
_CALL_OFF_SAID = (r"(?:(?:y|e|pero|mais|y tambien|e tamen|tambien|tamen)\s+)?"
                  rf"(?:(?:{I_WISH}|podrias|poderias|me|nos)\s+)*{CANCEL_VERB}\s+")
# …after the request's clause: «…, cancela», «… y anula»
_CALL_OFF = r"(?:,\s*|\s+)" + _CALL_OFF_SAID
# marked as another one: «… del jueves», «… de ayer», «… de la semana pasada», «… que hice», «… otra», «…
# anterior» (not «cancelar de forma gratuita»; «…y cancelar el pedido», unmarked, may be this one: stop 57)
_MADE_MARK = (r"(?:(?:del?|do|da)\s+(?:(?:el|la|los|las|o|a|os|as|esta|este|esa|ese)\s+)?(?:" + WHEN_WORD + r")|"
              r"que|otr[oa]|outr[oa]|anterior)\b")
_ONE_MADE = rf"(?:{REQUEST_DETERMINER}\s+)*(?:{REQUEST_NOUN}\s+)?" + _MADE_MARK
_CALLED_OFF_RE = re.compile(_CALL_OFF + _ONE_MADE)
# «anula la reserva del jueves y resérvame el viernes…»: called off first, the request after «y»
_CALLED_OFF_FIRST_RE = re.compile(r"^\W*(?:(?:hola|buenas|oye|mira)\W+)*" + _CALL_OFF_SAID + _ONE_MADE
                                  + r"[^,.;]*?(?:[,.;]\s*|\s+)(?:y|e|pero|mais)\s+(?P<request>.+)$")
# «… y la del viernes», «… e o do martes»: one more called off, no request
_ANOTHER_CALLED_OFF_RE = re.compile(rf"{REQUEST_DETERMINER}\s+{_MADE_MARK}")
# «se puede cancelar…», «¿hasta cuándo puedo anular…?»: calling off asked about, not done
_ASKED_ABOUT_RE = re.compile(r"\b(?:se puede|se pode|se podria|puedo|podo|podemos|hasta cuando|ata cando)\s*$")


def request_before_calling_off(text: str) -> str | None:
    """The request beside a request made before called off: the clause before it («reserva para 4 el
    viernes» of «… y anula la del jueves») or, called off first, the one after its «y» («anula la del
    jueves y resérvame el viernes»); None when nothing is called off beside a clause of its own."""
    folded = _folded(text)
    first = _CALLED_OFF_FIRST_RE.match(folded)
    if first is not None:       # (not «… y la del viernes»: one more called off)
        request = text[first.start("request"):]
        return None if _ANOTHER_CALLED_OFF_RE.match(first["request"]) else request
    m = _CALLED_OFF_RE.search(folded)
    if m is None or "?" in text[m.start():] or _ASKED_ABOUT_RE.search(folded[:m.start()]):
        return None     # «…, ¿se puede cancelar gratis?»: a question about calling off
    before = text[:m.start()].strip(" ,;")
    if MAYBE_LATER_RE.search(clean(before)):
        return None     # «…el viernes y si no podemos ir, cancela la reserva»: what may happen, not asked
    return before if len(before.split()) > 1 else None


def _folded(text: str) -> str:
    """Lowercase, accents off, one character for one (the clauses found are cut from the text as said)."""
    return "".join(unicodedata.normalize("NFKD", ch)[0] for ch in text.lower())
