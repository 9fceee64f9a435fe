"""A thing brought in to be worked on: «quiero llevar la <thing> a revisar» asks for that job, read in the
catalogue's own words («revisar la <thing>»); «quero levar a <thing> ao <place> o martes» asks for an
appointment whose job is still untold (the things: the dataset's `reading.job_things`)."""
from __future__ import annotations

import re

from bizengine.language.text import singular
from bizengine.understanding.lexicon import IT_PRONOUN, TO_WHOM_PRONOUN

_BRING = (r"(?:llevar|llevarla|llevarlo|llevaros|traer|traerla|traerlo|traeros|levar|levala|levalo|levarvos|"
          r"traela|traelo|traervos|dejar|dejarla|dejaros|deixar|deixala|deixarvos|llevo|levo|traigo|trago|"
          r"dejo|deixo|lleve|leve|traiga|traia|acercar|achegar)")
_BRING_RE = re.compile(rf"\b{_BRING}\b")
# «llevar la <thing> a revisar», «levar a miña <thing> para revisar»: the job, an infinitive after it
_FOR_A_JOB_RE = re.compile(rf"\b{_BRING} (?P<thing>(?:\w+ ){{0,2}}?\w+) (?:a|pa|para|pra) (?P<job>\w+(?:ar|er|ir))\b")
_NEAR = 3       # words between the bringing and the thing brought
# «te la dejo el jueves», «vos o levo o martes»: the thing brought said by its pronoun alone
_IT_BROUGHT_RE = re.compile(rf"\b{TO_WHOM_PRONOUN} {IT_PRONOUN} (?:dejo|deixo|llevo|levo|traigo|trago)\b")


def as_the_job_asked(text: str, things: frozenset) -> str:
    """«quiero llevar la <thing> a revisar» → «quiero revisar la <thing>»: the job done to the thing
    brought, as the catalogue words it."""
    m = _FOR_A_JOB_RE.search(text)
    if m is None or not any(singular(w) in things for w in m["thing"].split()):
        return text
    return f"{text[:m.start()]}{m['job']} {m['thing']}{text[m.end():]}"


def brings_a_thing_in(norm: str, things: frozenset) -> bool:
    """«quero levar a <thing> ao <place> o martes», «¿puedo traer la <thing> el lunes?», «te la dejo el
    jueves»: one of the things worked on, brought in."""
    if things and _IT_BROUGHT_RE.search(norm):
        return True     # (where things are brought in at all: `things` is empty elsewhere)
    words = norm.split()
    for m in _BRING_RE.finditer(norm):
        at = len(norm[:m.end()].split())
        if any(singular(w) in things for w in words[at:at + _NEAR]):
            return True
    return False
