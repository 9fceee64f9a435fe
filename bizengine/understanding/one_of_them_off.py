"""«quita uno de los Z», «quita una de las de Y», «uno menos de los Z», «unha menos das de Y»: some of
a line taken off, said by what tells it apart. Read as «quita un Z» / «quita una de Y», so that the
count says how many go and the rest of the line stays (never the whole line, never one more)."""
from __future__ import annotations

import re

from bizengine.understanding.item_words import qty_token
from bizengine.understanding.lexicon import TAKE_OFF_LEAD_IN, TAKE_OFF_OR_RETIRE

# «uno menos de los Z», «una menos de Y», «un menos dos Z»: as «quita uno de los Z»
_LESS_OF_RE = re.compile(rf"^(?P<lead>{TAKE_OFF_LEAD_IN})(?P<n>\w+) menos (?=(?:de|del|do|da|dos|das) \w)")
# «quita uno de los Z», «quita una de las de Y», «saca un dos Z», «quita unha das de Y»
_OF_THOSE_RE = re.compile(rf"\b(?P<verb>{TAKE_OFF_OR_RETIRE}) (?P<n>\w+) "
                          r"(?:de (?:los|las|os|as) |del |dos |das )(?P<of>(?:de|do|da) )?(?P<next>\w+)")


def one_of_them_off(text: str) -> str:
    """The text with «<n> menos de…» and «quita <n> de los…» said as «quita <n> …» (else as it is)."""
    less = _LESS_OF_RE.match(text)
    if less and qty_token(less["n"]) is not None:
        text = f"{less['lead']}quita {less['n']} {text[less.end():]}"
    return _OF_THOSE_RE.sub(_said_straight, text)


def _said_straight(m: re.Match) -> str:
    """«quita uno de los Z» → «quita uno Z»; «quita una de las de Y» → «quita una de Y» (a count
    before the article, and no count or «que» after it: «quita uno de los dos» stays)."""
    if qty_token(m["n"]) is None or qty_token(m["next"]) is not None or m["next"] in ("que", "cuales", "cales"):
        return m.group()
    return f"{m['verb']} {m['n']} {'de ' if m['of'] else ''}{m['next']}"
