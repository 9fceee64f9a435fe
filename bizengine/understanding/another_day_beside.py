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


# «sí, a las 14», «sí pero a las 14», gl «si, ás 14»: a yes, then what comes with it
_YES_THEN_RE = re.compile(r"^\W*(?:s[ií]+|vale|ok|claro|perfecto|venga|dale|de acuerdo|de acordo)\b[\s,.!]*"
                          r"(?:(?:pero|mais|y|e)\s+)?(?P<rest>\w.*)$", re.IGNORECASE)


def said_beside_a_yes(text: str) -> str | None:
    """What follows a yes («a las 14» of «sí, pero a las 14»); None when the message is no yes and more."""
    m = _YES_THEN_RE.match(text)
    return m["rest"] if m else None
