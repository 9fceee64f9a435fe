"""An answer to the booking's question, then another day asked about: «4, ¿tenéis hueco el sábado?»,
«4, ¿y el sábado?», «4, mejor el sábado si hay sitio», «4, e o sábado hai sitio?» with Friday held.
The answer is taken; the other day is a change of mind or a check, answered from the free times (never
a question for a person, never the day moved unasked)."""
from __future__ import annotations

import re
from dataclasses import dataclass

# the answer, up to its comma, then what is asked («4, ¿y el sábado?», «4 ¿tenéis hueco el sábado?»)
_ANSWER_THEN_MORE_RE = re.compile(r"^\s*(?P<answer>[^,;¿?]+?)\s*(?:[,;]\s*|(?=¿))(?P<more>\S.*)$")


@dataclass(frozen=True)
class AnswerApart:
    answer: str     # «4»
    more: str       # «¿tenéis hueco el sábado?»


def answer_apart(text: str) -> AnswerApart | None:
    """The message as a short answer and what follows it; None when it is one clause."""
    m = _ANSWER_THEN_MORE_RE.match(text)
    if m is None or len(m["answer"].split()) > 4:
        return None
    return AnswerApart(answer=m["answer"], more=m["more"])
