"""«<service> el martes y saber si tenéis <thing>», «<thing> para el viernes e saber a que hora abrides»:
a request written without its verb, then «y saber…». The words before «y saber» ask nothing: they are
the request (as «quiero <service> el martes y saber…» is), and only what follows is the question.

Read here: whether the message is that — «y saber…» after words naming a thing and its day or time,
none of them asking."""
from __future__ import annotations

import re

from bizengine.language.text import clean
from bizengine.understanding.lexicon import AND_TO_KNOW, QUESTION_START_RE, folded_in_place

_AND_TO_KNOW_RE = re.compile(rf"\b{AND_TO_KNOW}\b")


def wish_before_asking(raw: str, words: list[str], spans: list, when) -> bool:
    """`raw` the message, `words`/`spans` where its things were read, `when` its day and time."""
    folded = folded_in_place(raw)
    cut = _AND_TO_KNOW_RE.search(folded)
    if cut is None or "?" in folded[:cut.start()] or "¿" in folded[:cut.start()]:
        return False
    head = clean(folded[:cut.start()])
    if not head or QUESTION_START_RE.match(head):
        return False        # «cuánto cuesta X el martes y saber…»: asked from the start
    said_then = (when.has_day and when.day_text and when.day_text in head) \
        or (when.has_time and when.time_text and when.time_text in head)
    before = len(_AND_TO_KNOW_RE.split(" ".join(words), maxsplit=1)[0].split())
    return bool(said_then) and any(start < before for start, _ in spans)
