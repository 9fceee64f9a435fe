"""What a judgement («fue horrible», «estuvo fatal») is said of, in a folded text without its stops: the
words of its subject before it in its clause («la X de ayer fue horrible», «mi hijo estuvo malo», «el
tráfico fue horrible y…») or right after it («fue pésimo el servicio», gl «estivo moi malo o meu
fillo»), the words of time, courtesy and grammar left out; and what else is told beside it («…, se me
rompió…», «…, quiero una X»)."""
from __future__ import annotations

import re

from rapidfuzz.distance import OSA

from bizengine.language.text import singular
from bizengine.understanding.lexicon import PAST_TIME_RE, SERVING_PEOPLE

# where a clause ends before a judgement: a conjunction («… y fue horrible») or a relative («la X que
# nos pusisteis fue horrible»: its noun is before «que»)
_CLAUSE_RE = re.compile(r"\b(?:y|e|pero|mais|aunque|porque|pois|pues|asi que)\b")
_THAT_RE = re.compile(r"\bque\b")
# the determiners a subject said after the judgement begins with («fue horrible el servicio»)
_DETERMINERS = frozenset("el la los las o a os as lo un una unha uns unhas unos unas este esta ese esa "
                         "aquel aquela aquella mi mis meu mina meus minas tu tus teu tua su sus seu sua "
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
                     "yo eu muy moi tan aqui ahi alli aca ai vosotros vosoutros vos contigo todo toda que "
                     "conmigo comigo connosco nosotros nosotras nosoutros nosoutras".split())
_NOT_SAID = _DETERMINERS | _WHEN | _COURTESY | _GRAMMAR
# what any business does for a customer: a judgement said of one of these is said of it (its own things,
# Vocabulary.visit_things, come from the dataset)
VISIT_NOUNS = frozenset("servicio servizo atencion trato experiencia visita sitio local pedido encargo trabajo "
                        "traballo arreglo espera reserva personal resultado todo".split())
# the customer's own («mi», «nuestra», gl «meu», «miña», «nosa»): whose a person said after it is
_MY = r"(?:mi|mis|meu|meus|mina|minas|nuestr[oa]s?|nos[oa]s?|tu|tus|teu|teus|tua|tuas)"
# how many words of a subject are looked at, either side
_SUBJECT_WORDS = 4


def subject_of(norm: str, start: int, end: int) -> list[str] | None:
    """The words said of the judgement at norm[start:end] as its subject (None when it has none)."""
    before = subject_before(norm, start)
    if before:
        return before
    after = _CLAUSE_RE.split(norm[end:])[0].split()
    lead = next((i for i, w in enumerate(after) if w not in _COURTESY), len(after))
    if lead < len(after) and after[lead] in _DETERMINERS:
        return _words(" ".join(after[lead:]))[:_SUBJECT_WORDS] or None
    return None


def subject_before(norm: str, start: int) -> list[str]:
    """The words of the subject said before norm[start:] in its clause («la chica de la caja <fue…>»)."""
    return _words(_THAT_RE.split(_CLAUSE_RE.split(norm[:start])[-1])[0])[-_SUBJECT_WORDS:]


def of_the_business(subject: list[str], norm: str, start: int, things: frozenset) -> bool:
    """Whether a word of `subject` (said before norm[start:]) is the business's: a generic visit noun, one
    of `things` (Vocabulary.visit_things: what it makes or does, who serves there), or one of the people
    who serve said of no one of the customer's own nor of anyone («la chica de la caja», not «mi chica», «un
    señor»)."""
    return any(word in VISIT_NOUNS or word in things or singular(word) in things or _misspelt_in(word, things)
               or (singular(word) in SERVING_PEOPLE and not _ones_own(norm[:start], word)) for word in subject)


# how long a word must be to be read as one of the business's, one letter off («kamarero»)
_MISSPELT_FROM = 6


def _misspelt_in(word: str, things: frozenset) -> bool:
    return len(word) >= _MISSPELT_FROM and any(
        abs(len(t) - len(word)) <= 1 and OSA.distance(word, t) == 1 for t in things if len(t) >= _MISSPELT_FROM)


def _ones_own(before: str, word: str) -> bool:
    """«mi jefe», «a miña xefa», «mis chicos»: someone of the customer's (not «vuestro encargado»); «un
    señor», «unha rapaza»: someone, not one of those who serve there."""
    return re.search(rf"\b(?:{_MY}|un|una|unos|unas|uns|unha|unhas)(?: \w+)? {re.escape(word)}\b", before) is not None


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
