"""What a judgement («fue horrible», «estuvo fatal») is said of, in a folded text without its stops: the
words of its subject before it in its clause («la X de ayer fue horrible», «mi hijo estuvo malo», «el
tráfico fue horrible y…») or right after it («fue pésimo el servicio», gl «estivo moi malo o meu
fillo»), the words of time, courtesy and grammar left out; and what else is told beside it («…, se me
rompió…», «…, quiero una X»)."""
from __future__ import annotations

import re

from bizengine.understanding.lexicon import PAST_TIME_RE

# where a clause ends before a judgement: a conjunction («… y fue horrible») or a relative («la X que
# nos pusisteis fue horrible»: its noun is before «que»)
_CLAUSE_RE = re.compile(r"\b(?:y|e|pero|mais|aunque|porque|pois|pues|asi que)\b")
_THAT_RE = re.compile(r"\bque\b")
# the determiners a subject said after the judgement begins with («fue horrible el servicio»)
_DETERMINERS = frozenset("el la los las o a os as lo un una unha uns unhas unos unas este esta ese esa "
                         "aquel aquela aquella mi mis meu miña meus miñas tu tus teu tua su sus seu sua "
                         "nuestro nuestra nuestros nuestras noso nosa".split())
# a day or a time said («el sábado», «hoy», «toda la semana»): when, not what
_WHEN = frozenset("hoy hoxe ayer onte anoche anteayer antonte dia dias noche noite tarde tardes manana mana "
                  "semana semanas mes meses vez veces otra otro outra outro ultima ultimo pasado pasada finde "
                  "lunes martes miercoles jueves viernes sabado domingo luns mercores xoves venres".split())
# courtesy, grammar and how much: no subject («hola, la verdad es que ayer fue horrible»)
_COURTESY = frozenset("hola ola buenas buenos bueno bo pues pois mira mire oye oe uf buf vaya vaia madre mia "
                      "eh ah ay verdad verdade es sinceramente francamente sin duda total totalmente "
                      "absolutamente realmente gracias grazas saludos saudos y e pero mais".split())
_GRAMMAR = frozenset("de del da do das dos en no na con co para pra por a al ao me nos te se le lle les lles "
                     "yo eu muy moi tan aqui ahi alli aca ai vosotros vosoutros vos contigo todo toda que".split())
_NOT_SAID = _DETERMINERS | _WHEN | _COURTESY | _GRAMMAR
# how many words of a subject are looked at, either side
_SUBJECT_WORDS = 4


def subject_of(norm: str, start: int, end: int) -> list[str] | None:
    """The words said of the judgement at norm[start:end] as its subject (None when it has none)."""
    before = _words(_THAT_RE.split(_CLAUSE_RE.split(norm[:start])[-1])[0])[-_SUBJECT_WORDS:]
    if before:
        return before
    after = _CLAUSE_RE.split(norm[end:])[0].split()
    lead = next((i for i, w in enumerate(after) if w not in _COURTESY), len(after))
    if lead < len(after) and after[lead] in _DETERMINERS:
        return _words(" ".join(after[lead:]))[:_SUBJECT_WORDS] or None
    return None


def beside(norm: str, start: int, end: int) -> list[str]:
    """What is told before and after the judgement, each from its first word that is not courtesy or
    a time said («ayer fue un desastre, necesito…»: «necesito…»); empty when nothing is."""
    return [_from_what_is_told(norm[:start]), _from_what_is_told(norm[end:])]


def _words(text: str) -> list[str]:
    return [w for w in PAST_TIME_RE.sub(" ", text).split() if w not in _NOT_SAID]


def _from_what_is_told(text: str) -> str:
    words = PAST_TIME_RE.sub(" ", text).split()
    lead = next((i for i, w in enumerate(words) if w not in _COURTESY and w not in _WHEN), len(words))
    rest = words[lead:]
    return "" if all(w in _NOT_SAID for w in rest) else " ".join(rest)
