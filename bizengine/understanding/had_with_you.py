"""Something of the customer's already in the business's hands, told: «tengo la <thing> en el <place> desde
el jueves», «mi <thing> lleva ahí desde el lunes», «me avisasteis de que llegó mi <thing>», «me llamasteis porque…»,
gl «teño a <thing> aí dende o xoves», «avisástesme de que chegou o meu <thing>». Like a request made before
(`lexicon.MADE_BEFORE_RE`), it is nothing asked for anew: how it stands, asked, goes to a person
(`reading.corrections._tells_of_an_earlier_request`); a rule asked beside it («¿hasta cuándo lo guardáis?») is
searched in the knowledge without the telling (`routing._asked_of_the_earlier`)."""
from __future__ import annotations

import re

from bizengine.language.text import clean
from bizengine.understanding.lexicon import THING_STATE_ASKED_RE, question_apart

_MINE = r"(?:mi|mis|meu|meus|mina|minas|la|el|las|los|a|o|as|os|una|un|unha)"
# «ahí», «con vosotros», «en el <place>», gl «aí», «convosco», «no <place>» (folded)
_THERE = (r"(?:ahi|ai|alli|ali|aqui|ahi dentro|con vosotros|con vosotras|convosco|con vos|"
          r"en (?:el|la|vuestro|vuestra) \w+|no \w+|na \w+)")
# «desde el jueves», «dende o luns», «desde ayer», «hace tres días»
_SINCE = r"(?:(?:desde|dende)(?: hace| hai)? \w+(?: \w+)?|(?:hace|hai|fai) \w+ (?:dias|semanas|semans))"
_HAD_RE = re.compile(
    # «tengo la <thing> en el <place>», «teño a <thing> aí dende o xoves», «tenemos el coche ahí desde ayer»
    rf"\b(?:tengo|tenemos|teño|teno|temos|tenia|teniamos) {_MINE} \w+(?: \w+){{0,2}}? (?:{_THERE}|{_SINCE})\b|"
    # «mi <thing> lleva ahí desde el jueves», «a <thing> leva aí dende o luns», «mi <thing> está ahí desde…»
    rf"\b{_MINE} \w+(?: \w+)? (?:lleva|llevan|leva|levan|esta|estan) (?:{_THERE} )?{_SINCE}\b|"
    # «me avisasteis de que…», «me llamasteis», «nos escribisteis», gl «avisástesme», «chamástesme»
    r"\b(?:me|nos) (?:avisasteis|avisastes|avisaste|avisaron|llamasteis|llamaste|llamaron|chamastes|chamaches|"
    r"chamaron|escribisteis|escribistes|escribiste|escribiron|dijisteis|dixestes|dixeches|dijeron|dixeron)\b|"
    r"\b(?:avisastesme|avisachesme|avisaronme|chamastesme|chamachesme|chamaronme|escribistesme|dixestesme|"
    r"dixechesme|dixeronme|avisastesnos|chamastesnos)\b")
# «¿está lista mi <thing>?», «¿ya ha llegado mi <thing>?»: one's own thing, named by «mi» (not «mi hijo», a person
# is no thing the business holds: a status is asked only of things)
_MY_THING_RE = re.compile(r"\b(?:mi|mis|meu|meus|mina|minas) (?!(?:hij|fill|marido|mujer|muller|madre|nai|padre|pai|"
                          r"novi|amig|herman|irman|famil|sobrin|niet|net|abuel|avo)\w*)\w+")


# «¿puedo pasar a por ella hoy?», «¿cuándo la recojo?», gl «podo ir buscala?»: fetching it, asked
_FETCHED_RE = re.compile(r"\b(?:pas\w*|ir|voy|vou|vir|ven\w*) a por\b|\b(?:recog|recoj|recoll|busc)\w*")


def fetching_asked(asked: str) -> bool:
    """Whether the question (folded) asks about fetching the thing they have: a person knows if it is ready."""
    return bool(_FETCHED_RE.search(asked))


def tells_had_with_you(norm: str) -> bool:
    """Whether the message (folded) tells of something of the customer's the business has, or notified."""
    return bool(_HAD_RE.search(norm))


def of_ones_own(norm: str) -> bool:
    """A thing of one's own named and its state asked («¿está lista mi <thing>?», «¿ha llegado mi <thing>?», «xa
    está arranxada a miña <thing>?»); when to pick it up («¿cuándo puedo recoger mi X?») is asked as before: the
    thing's state only, never the rest of `lexicon.STATUS_ASKED_RE` (a request's own state, when to fetch it)."""
    return bool(_MY_THING_RE.search(norm)) and bool(THING_STATE_ASKED_RE.search(norm))


def asked_after_it(text: str) -> str:
    """The question after the telling («me avisasteis de que llegó mi <thing>, ¿hasta cuándo lo guardáis?» →
    «¿hasta cuándo lo guardáis?»), folded; the whole message when no question stands apart."""
    apart = question_apart(text)
    return clean(apart[1]) if apart else clean(text)
