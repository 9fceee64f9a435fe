"""«<service> para la <thing> de mi hijo y la mía», «mi <thing> y la de mi mujer», «en la <thing> de mi hija y en la
mía», gl «a miña <thing> e a do meu fillo», «una <service> pa mi <thing> y otra pa la de mi hijo»: a thing brought in
is named (the dataset's `reading.job_things`), then more of its kind with the noun left unsaid («y la mía», «y la de
<someone>»). Each is a thing of its own, so a job of its own; whose the other one is, when the writer's own is one."""
from __future__ import annotations

import re

from bizengine.language.text import singular
from bizengine.understanding.details import owners_named

_MINE = frozenset(("mia", "mio", "mina", "meu"))
# «y la mía», «y la de…», «e a do…», «y otra pa la de…», «y en la mía»: one more of the thing named before
_UNSAID_RE = re.compile(r"\b(?:y|e)(?: (?:otra|otro|outra|outro))?(?: (?:para|pa|pra|en|na|no|a))? (?:la|el|a|o) "
                        r"(?:(?P<own>mia|mio|mina|meu|tuya|tuyo|tua|teu|suya|suyo|sua|seu)\b|(?:de|del|da|do) (?=\w))")
_MY = frozenset(("mi", "mina", "meu"))
# «<service> el martes y la <thing> de mi mujer también», «… y también la <thing> de mi hijo»: someone else's
# besides the writer's own, left unsaid
_ANOTHERS_TOO_RE = re.compile(r"\b(?:y|e) (?P<too>(?:tambien|tamen) )?(?:la|el|a|o) (?P<thing>\w+) (?:de|del|do|da) "
                              r"\w+ \w+(?P<after> (?:tambien|tamen))?\b")


def _first_thing(words: list[str], things: frozenset) -> int | None:
    return next((i for i, w in enumerate(words) if singular(w) in things), None)


def things_left_unsaid(norm: str, things: frozenset) -> int:
    """How many more of the first thing named follow with its noun left unsaid (0 when none, or no thing is named);
    1 for the writer's own left unsaid beside someone else's said «también»."""
    words = (norm or "").split()
    first = _first_thing(words, things) if things else None
    if first is None:
        return 0
    return len(_UNSAID_RE.findall(" ".join(words[first + 1:]))) or int(_anothers_too(norm, things))


def _anothers_too(norm: str, things: frozenset) -> bool:
    return any(singular(m["thing"]) in things and (m["too"] or m["after"]) for m in _ANOTHERS_TOO_RE.finditer(norm))


def whose_the_other_is(norm: str, things: frozenset) -> str | None:
    """«la <thing> de mi hijo y la mía»: «mi hijo», the other of two things when the writer's own is one of them
    («la mía», «mi <thing>», «a miña <thing>»); None when not two, or whose is not that plain."""
    words = (norm or "").split()
    first = _first_thing(words, things) if things else None
    if first is None:
        return None
    unsaid = list(_UNSAID_RE.finditer(" ".join(words[first + 1:])))
    owners = owners_named(norm)
    if not unsaid and len(owners) == 1 and _anothers_too(norm, things):
        return next(iter(owners))       # «<service> y la <thing> de mi mujer también»: the writer's own, and hers
    mine = any(m["own"] in _MINE for m in unsaid) or (first > 0 and words[first - 1] in _MY)
    return next(iter(owners)) if len(unsaid) == 1 and len(owners) == 1 and mine else None
