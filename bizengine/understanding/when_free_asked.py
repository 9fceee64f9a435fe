"""When there is room, asked as the «when» of the request itself: «¿cuándo me lo podéis arreglar?»,
«¿cuándo me podéis hacer un <service>?», «¿para cuándo me podéis dar cita?», «¿cuándo tenéis mesa para 4?»,
«¿qué días tenéis cita?», «¿cuándo puedo ir?», gl «cando mo podedes arranxar?», «que día tedes mesa?». The
first free days answer it (`Signals.asks_free`), before anyone is asked who. Not a pickup («¿cuándo puedo
recogerla?», «¿cuándo paso a por ella?»), nor the hours («¿cuándo abrís?»), nor a rule («¿hasta cuándo puedo
cancelar?»: no «hasta» before the «cuándo»). Free times asked with a day held, «¿qué días…?» or «¿cuándo…?» asks
the days again: the day held goes (`which_days_asked`)."""
from __future__ import annotations

import re

from bizengine.understanding.lexicon import BOOK_NOUN_RE

# «cuándo», «para cuándo», «qué día(s)», «en qué día», gl «cando», «pra cando» (folded; never «hasta cuándo»)
_WHEN = r"(?<!\bhasta )(?<!\bata )(?:(?:para|pra|pa) )?(?:cuando|cando|(?:en )?(?:que|cal|cual) dias?)"
# «me», «nos», «lo», «la», «mo», «nola» between the «when» and the verb
_PRONOUNS = r"(?:(?:me|nos|te|vos|os|lo|la|los|las|o|a|mo|ma|mos|mas|nola|nolo|mola|molo|vola|volo) )*"
# what the business can do: «podéis», «podedes», «puedes», «podríais» (and «me podéis dar/hacer/mirar…»)
_YOU_CAN = r"(?:podeis|podedes|puedes|podes|podriais|poderiades|podrias|poderias|puede|pode|podria|poderia)"
# what the business does, asked in the present: «¿para cuándo me lo arregláis?», «¿cuándo me atendéis?», gl
# «cando mo arranxades?», «cando me facedes…?»
_YOU_DO = r"(?:arreglais|arranxades|reparais|reparades|haceis|facedes|mirais|mirades|atendeis|atendedes)"
# what the customer can do: come, bring it, leave it («¿cuándo puedo ir?», «¿cando podo levala?»)
_I_CAN_COME = (r"(?:puedo|podo|podemos|podria|poderia|podriamos|poderiamos) "
               r"(?:ir|irme|pasar|pasarme|venir|vir|acercarme|achegarme|"
               r"(?:llevar|traer|dejar|levar|deixar)(?:la|lo|las|los|sela|selo|vola|volo|osla|oslo)?|"
               r"leval[ao]s?|trael[ao]s?|deixal[ao]s?)")
# what there is: «tenéis», «hay», «queda», «me dais»
_THERE_IS = (r"(?:teneis|tedes|tendes|tendriais|teriades|tienes|tes|tiene|ten|tendrias|terias|hay|hai|habria|"
             r"haberia|queda|quedan|dais|dades|das|dariais|dariades|darias)")
# a pickup or a fetch is no visit: «¿cuándo puedo pasar a recogerla?», «¿cuándo paso a por ella?»
_FETCH = r"(?:a )?(?:recog\w*|recoll\w*|buscar\w*|a por|por (?:el|la|ella|ela|ellos|elas|o|a))"

_WHEN_YOU_CAN_RE = re.compile(rf"\b{_WHEN} {_PRONOUNS}(?:{_YOU_CAN}|{_YOU_DO})\b(?! {_FETCH})")
_WHEN_I_CAN_COME_RE = re.compile(rf"\b{_WHEN} {_PRONOUNS}{_I_CAN_COME}\b(?! {_FETCH})")
_WHEN_THERE_IS_RE = re.compile(rf"\b{_WHEN} {_PRONOUNS}{_THERE_IS} (?P<what>\w+(?: \w+){{0,2}})")
# «libre», «hueco», «oco», «sitio», «disponible»: room, in any business's words
_ROOM_RE = re.compile(r"\b(?:libres?|huecos?|huequitos?|ocos?|sitio|disponibles?|disponibilidad|dispoñibilidade)\b")


def asks_when_free(norm: str) -> bool:
    """Whether the message (folded) asks when there is room for the request: when the business can do it,
    when the customer can come or bring it, or when there is a table, an appointment or room."""
    if _WHEN_YOU_CAN_RE.search(norm) or _WHEN_I_CAN_COME_RE.search(norm):
        return True
    return any(BOOK_NOUN_RE.search(m["what"]) or _ROOM_RE.search(m["what"]) for m in _WHEN_THERE_IS_RE.finditer(norm))


# the questions to which «¿cuándo puedo ir?» asks the first free days: none yet, the day, the service, the party
# (never once a day is held: «<service>, ¿cuándo puedo ir?» to «¿A qué hora…?» keeps it)
_FREE_DAYS_ANSWER_AT = (None, "day", "service", "party")


def first_free_days_asked(norm: str, awaiting: str | None, resource: str | None) -> bool:
    """«¿cuándo me lo podéis arreglar?», «¿cuándo tenéis mesa?» (folded) to one of those questions, no one named
    (a person's own free days are another question): the request's first free days asked."""
    return asks_when_free(norm) and awaiting in _FREE_DAYS_ANSWER_AT and not resource


# «¿qué días…?», «¿cuándo…?», gl «cales días», «cando»: the days themselves, asked with the free times
_WHICH_DAYS_RE = re.compile(r"\b(?:(?:que|cales|cuales) dias|cuando|cando)\b")


def which_days_asked(norm: str) -> bool:
    """«¿qué días tiene libre?», «¿cuándo hay hueco?» (folded), free times asked: with a day held, that day goes
    (the free days are said and the day asked again: `booking_input`)."""
    return bool(_WHICH_DAYS_RE.search(norm))
