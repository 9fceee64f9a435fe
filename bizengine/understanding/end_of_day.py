"""«a última hora», «a primera hora», «lo más tarde posible»: whether the end of the day said is the wish
for that time, or only words around something else.

It is not the wish when refused («a última hora no puedo», «non podo á primeira hora»), when it bounds
(«antes de la última hora»), nor, with a time held, when it only says when something else is meant
(«a última hora me avisáis si hay algún problema», «¿a última hora hay mucha gente?»). Those words are
taken out before the day and time are read, so the time held stays.
"""
from __future__ import annotations

import re

from bizengine.language.dates import FIRST_THING_RE, LATEST_RE
from bizengine.understanding.ruled_out import refused_before, refused_then

# «antes de la última hora», «hasta primera hora», «despois da primeira hora»: a bound, not the moment
_BOUND_BEFORE_RE = re.compile(r"\b(?:antes|despues|despois|hasta|ata) (?:de |da |del |do )?(?:la |a )?$")
# what may come after the moment wished, with a time held: «… por favor», «… si puede ser», «… del martes»,
# «… me va mejor», «… lo recojo», «… ¿tenéis hueco?»
_WISH_TAIL = (r"(?:por favor|porfa|mejor|mellor|entonces|daquela|pues|pois|gracias|grazas|vale|ok|mejor para mi|"
              r"(?:si|se) (?:puede ser|pode ser|se puede|se pode|podeis|podedes|puedes|podes|es posible|e posible)|"
              r"(?:puede|pode|podria|poderia) ser|(?:es|e) posible|"
              r"(?:si |se )?(?:hay|hai|teneis|tedes|tienes|tes|queda|quedan|quedara) "
              r"(?:algo|hueco|oco|sitio|hora|horas)|"
              r"(?:me|nos) (?:va|vai|viene|ven|cuadra|encaixa) (?:mejor|mellor|bien|ben)|"
              r"(?:(?:lo|la|los|las|o|a|os|as) )?(?:recojo|recollo|recogemos|recollemos|paso|pasamos|pasare|vengo|"
              r"veño|ire|irei|iremos|voy|vou|vamos|imos|llego|chego|llegamos|chegamos)(?: (?:a buscarl[oa]s?|"
              r"a por el|a por ela|por el|por ela))?|"
              r"(?:del|de el|de la|do|da|de|el|la|o|a|ese|este|dese|deste) (?:dia|mismo dia|mesmo dia|tarde|"
              r"manana|mana|\w+)|\w+ (?:dia|mes))")
_WISH_TAIL_RE = re.compile(rf"^(?: ?{_WISH_TAIL}\b)*\W*$")


def without_the_end_of_day_unwished(norm: str, time_held: int | None) -> str:
    """The message with each «a última hora», «a primera hora» that is not the wish for it blanked
    out (see the module's docstring); the message itself when each is."""
    for rx in (LATEST_RE, FIRST_THING_RE):
        for m in reversed(list(rx.finditer(norm))):
            if not _wished(norm[:m.start()], norm[m.end():].strip(), time_held):
                norm = f"{norm[:m.start()]} {norm[m.end():]}"
    return norm


def _wished(before: str, after: str, time_held: int | None) -> bool:
    if refused_before(before) or refused_then(after) or _BOUND_BEFORE_RE.search(before):
        return False
    return time_held is None or bool(_WISH_TAIL_RE.match(after))
