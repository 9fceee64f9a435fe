"""A visit asked for in the words of asking when to come, said beside the job («<service>, ¿cuándo
podéis?», «<a problem told>, ¿el jueves os va bien?», «tengo que cambiar la <part>, ¿cuándo puedo
ir?», gl «¿cando podo ir?», «¿vévos ben o xoves?»): the appointment for it, not a question for a person.
Only what the message ends on is read: «¿cuándo puedo recogerla?» is a pickup, asked."""
from __future__ import annotations

import re

# «¿el jueves os va bien?», «¿os viene bien el martes?», «¿te cuadra el lunes?», gl «¿vos vai ben o
# xoves?», «¿o xoves vaivos ben?», «¿vénvos ben o luns?» (a day or a time must be said beside it)
SUITS_YOU_RE = re.compile(r"\b(?:(?:os|vos|te|che|le|lle|les|lles) (?:va|vai|iria|viene|ven|vendria|viria|"
                          r"parece|cuadra|encaja|encaixa)(?: (?:mas|mais|muy|moi|igual))? (?:bien|ben)|"
                          r"(?:vai|ven|ve|iria|viria)(?:vos|che|lle|lles) (?:ben|bien)|"
                          r"(?:os|vos|te|che) (?:cuadra|encaja|encaixa)|(?:cuadra|encaixa)(?:vos|che))\b")
# «¿cuándo podéis?», «¿cuándo me la podéis mirar?», «¿cuándo puedo ir?», «¿qué día puedo pasar?», gl
# «¿cando podedes?», «¿cando podo levala?»: when to come, asked last (no pickup: «¿cuándo puedo recogerla?»)
WHEN_TO_COME_RE = re.compile(r"\b(?:cuando|cando|que dia|que dias) (?:(?:me|nos|te|vos|os|lo|la|o|a|mo|ma|nola|nolo) )*"
                             r"(?:podeis|podedes|puedes|podes|podriais|poderiades|puedo|podo|podemos|podria|poderia|"
                             r"podriamos|poderiamos)"
                             r"(?: (?:ir|irme|pasar|pasarme|venir|vir|acercarme|achegarme|"
                             r"(?:llevar|traer|dejar|levar|deixar)(?:la|lo|sela|selo|vola|volo|osla|oslo)?|"
                             r"leval[ao]|trael[ao]|deixal[ao]|"
                             r"(?:mirar|ver|arreglar|arranxar|hacer|facer|atender|cambiar|revisar)\w*)"
                             r"(?: (?:la|lo|a|o|me|nos))?)?$")


def visit_asked(norm: str, day_said: bool) -> bool:
    """Whether the message asks when to come (or whether a day said suits them), as its request."""
    return bool(WHEN_TO_COME_RE.search(norm) or (day_said and SUITS_YOU_RE.search(norm)))
