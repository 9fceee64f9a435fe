"""«no, 2 X y 1 Y», «no, que sean una Y y 3 X», «non, dúas X e unha Y»: after a bare «no» (or «perdona, …»,
stop 62) the customer says the order again, every thing with its count. A thing held said again in another
size than the one held is that size alone («no, una X de 8 y…» with an X of 12); when nothing held is said
again, the list is the whole order and every line held goes. A line held beside one said again stays, as a
single thing said after «no» would ask which line it replaces («… y también una Y», «quita una» are read as
before)."""
from __future__ import annotations

import re
from typing import TYPE_CHECKING

from bizengine.understanding.lexicon import ADD_VERB, ALSO, COUNT_SAID

if TYPE_CHECKING:
    from bizengine.understanding.items import Found

# «no, que sean 2…», «non, mellor dúas…», «no espera, una…», «no, al final ponme 2…»: the «no» that takes the
# order back, then a count
_WORDS_BEFORE_THE_COUNT = (r"(?:que (?:sean|sea|sexan|sexa)|sean|sexan|son|serian|eran|mejor|mellor|espera|agarda|"
                           r"pues|pois|perdon|perdona|perdoa|mira|al final|ao final|en realidad|en realidade|queria|"
                           r"pon|ponme|ponnos|pono|pone|poneme|dame|dadme)")
# «perdona, una Y y una Z», «disculpa, 2 Y y 1 Z», gl «perdoa, unha Y e unha Z»: an apology opens it the same way
_NO_THEN_A_COUNT_RE = re.compile(rf"^(?:(?:uy|ay|ai) )?(?:no|non|perdon|perdona|perdone|perdoa|perdoe|disculpa|"
                                 rf"disculpe|desculpa|desculpe)(?: (?:no|non))? (?:{_WORDS_BEFORE_THE_COUNT} )*"
                                 rf"{COUNT_SAID}\b")
# «… y también», «añade», «más»: something put beside what is held; «no una X sino una Y»: Y instead of X
_NOT_THE_WHOLE_ORDER_RE = re.compile(rf"\b(?:{ALSO}|{ADD_VERB}|ademas|ademais|mas|mais|sino|senon)\b")


def list_said_again(found: Found, words: list[str], cart: list) -> None:
    """Two things or more, each counted, after a bare «no»: the lines held in another size than the one
    said go, and every line held when none is said again."""
    text = " ".join(words)
    if found.mode != "set" or len(found.lines) < 2 or len(found.explicit) != len(found.lines) \
            or not all(found.explicit) or found.ambiguous or found.unknown or found.removed or found.less \
            or found.ask_replace or not _NO_THEN_A_COUNT_RE.match(text) or _NOT_THE_WHOLE_ORDER_RE.search(text):
        return
    said = {line["item_id"] for line in found.lines}
    held = [line for line in cart if line.get("item_id")]
    if not any(line["item_id"] in said for line in held):
        found.replaced = list(dict.fromkeys([*found.replaced, *(line["item_id"] for line in held)]))
        return
    found.less += [{"item_id": line["item_id"], "qty": line["qty"], "options": dict(line.get("options") or {})}
                   for line in held if line["item_id"] in said and not _said_again(line, found.lines)]


def _said_again(held: dict, lines: list[dict]) -> bool:
    """A line said of the thing held, in no other choice than the held one's (none said: the held one)."""
    return any(line["item_id"] == held["item_id"]
               and (not line.get("options") or line["options"] == (held.get("options") or {})) for line in lines)
