"""Arriving late to a visit: told («llego 10 min tarde a mi cita», «vamos a llegar un poco tarde a la reserva de
las 14», «perdón q llegamos tarde», «nos retrasamos», gl «chego tarde á miña cita», «imos chegar tarde á reserva
das 21») or asked about («si llegamos tarde, ¿qué pasa?», «¿nos guardáis la mesa si llegamos tarde?», gl «se
chegamos tarde que pasa?»). Told, it asks for nothing new: the day, time or party in it are those of a visit
already booked. Never an arrival «por la tarde» (the afternoon), «más tarde» (a later time, a move), nor one
told of a day gone by («ayer llegué tarde», «el tráfico fue horrible y llegamos tarde»)."""
from __future__ import annotations

import re
from enum import Enum

from bizengine.language.days import find_day
from bizengine.understanding.lexicon import WANT_RE
from bizengine.understanding.symptoms import PAST_DAY

# What a business's texts say of arriving late (Spanish and Galician alike): the search for the rule, whatever
# words the customer used («llegamos 20 min tarde a la reserva de las 14» finds no text by itself)
LATENESS = "llegar tarde retraso"
# «llego», «llegamos», «vamos a llegar», «llegaremos», gl «chego», «imos chegar», «chegaremos» (folded): the
# customer arriving, now or soon (not a thing: «¿el pedido llega tarde?»)
_ARRIVING = (r"(?:llego|llegamos|llegaremos|llegare|llegando|(?:voy|vamos) a llegar|"
             r"chego|chegamos|chegaremos|chegarei|chegando|(?:vou|imos) (?:a )?chegar)")
# «con retraso», «retrasado», gl «con atraso», «atrasado»: late, said without «tarde»
_DELAYED = r"(?:con (?:un poco de |algo de |bastante )?(?:retraso|atraso)|retrasad[oa]s?|atrasad[oa]s?)"
# «nos retrasamos», «me voy a retrasar», «voy tarde», gl «atrasámonos», «vou tarde»
_RUNNING_LATE_ALONE = (r"(?:me|nos) (?:retraso|retrasamos|retrasaremos|atraso|atrasamos|(?:voy|vamos) a retrasar)|"
                       r"(?:retrasamonos|atrasamonos|retraseime|atraseime)|"
                       rf"(?:voy|vamos|vou|imos|ando|andamos) (?:un poco |algo |un pouco |bastante |muy |moi )?"
                       rf"(?:tarde|{_DELAYED})")
# «tarde» after the verb, a few words between («llego 10 min tarde», «llegaremos uns 15 minutos tarde»), never the
# afternoon («llegamos por la tarde», «chego á tarde», «esta tarde») nor later («más tarde»)
_NOT_LATE_BEFORE = r"(?<!\bla )(?<!\besta )(?<!\bpor )(?<!\bpola )(?<!\bda )(?<!\bde )(?<!\ba )(?<!\bmas )" \
                   r"(?<!\bmais )(?<!\buna )(?<!\bunha )(?<!\btoda )(?<!\bcada )(?<!\bpara )(?<!\bpra )"
_ARRIVING_LATE_RE = re.compile(rf"\b{_ARRIVING} (?:\w+ ){{0,4}}?(?:{_NOT_LATE_BEFORE}tarde\b|{_DELAYED})"
                               rf"|\b(?:{_RUNNING_LATE_ALONE})\b")
# «si llegamos tarde…», «e se chegamos tarde», «en caso de llegar tarde»: a case supposed, the rule asked
_IF_RE = re.compile(rf"\b(?:si|se|en caso de|no caso de|por si) (?:\w+ ){{0,2}}?(?:{_ARRIVING}|llegar|chegar|"
                    r"(?:me|nos) (?:retraso|retrasamos|atraso|atrasamos))\b")
# a day gone by, or a visit told as past: «ayer llegué tarde», «el tráfico fue horrible y llegamos tarde»
_GONE_BY_RE = re.compile(rf"\b(?:{PAST_DAY}|fue|foi|estuvo|estivo|era|llegue|cheguei|llegaron|chegaron|llegasteis|"
                         r"chegastes|tuvimos|tivemos|pudimos|puidemos)\b")


def arriving_late(norm: str) -> bool:
    """Whether the message (folded) speaks of arriving late, now or in a case supposed."""
    return bool(_ARRIVING_LATE_RE.search(norm)) and not _GONE_BY_RE.search(norm)


class Lateness(Enum):
    TOLD = "told"       # «llegamos 20 min tarde a la reserva de las 14»: running late, told
    ASKED = "asked"     # «si llegamos tarde, ¿qué pasa?»: the business's rule on arriving late, asked


def lateness(norm: str) -> Lateness | None:
    """How the message (folded) speaks of arriving late, read once: told, asked as a case supposed, or not at all."""
    if not arriving_late(norm):
        return None
    return Lateness.ASKED if _IF_RE.search(norm) else Lateness.TOLD


# where the lateness's clause ends: «mesa para 4 el viernes a las 21, igual llegamos tarde», «…, pero llegaré tarde»
_CLAUSE_RE = re.compile(r"\s*[,.;:!?]\s*|\s+pero\s+|\s+mais\s+")


def asked_anew_beside(said: str, today: str) -> bool:
    """Whether, in the message as said (folded, its commas kept: `text.normalize`), a clause apart from the
    lateness asks for something new: a wish or a day of its own («mesa para 4 el viernes a las 21, igual
    llegamos tarde», «llego tarde, ¿me podéis dar cita para mañana?»); never «¿nos guardáis la mesa?», a
    question about the visit itself."""
    rest = " ".join(c for c in _CLAUSE_RE.split(said) if c and not _ARRIVING_LATE_RE.search(c))
    return bool(rest) and bool(WANT_RE.search(rest) or find_day(rest, today)[0])
