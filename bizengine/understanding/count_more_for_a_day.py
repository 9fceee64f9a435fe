"""«ponme 2 más para el martes», «2 máis pro xoves», «2 más a las 10»: a count more (or fewer) of the
cart's last line said with a day or a time beside it. The words of that day or time are set aside so
the count is read as it is without them (never dropped because a day came with it); whether that day
is the order's own or another one is the conversation's to say."""
from __future__ import annotations

import re

from bizengine.understanding.items import cart_delta_said
from bizengine.understanding.reading.shared import _words_of_when
from bizengine.understanding.signals import Signals

# what joins a day or a time to the rest: «para el», «pal», «pro», «a las», «el día»
_JOINING = frozenset("para pa pal pra pro por pola polo el la los las o a os as al ao do da de del dia".split())
# «2 más y que sea para el jueves», «… y cámbialo al jueves», «… y todo para el jueves»: the order itself
# moved to that day, with the more in it (not more for another day)
MOVED_WITH_IT_RE = re.compile(r"\b(?:y|e|pero) (?:que sea|que sean|que sexa|que sexan|todo|todos|todas|"
                              r"cambia\w*|cambe\w*|pasa\w*|mejor|mellor|mueve\w*|move\w*)\b")


def count_more_beside_a_day(s: Signals, items_text: str, cart: list | None) -> None:
    """The cart's last line ±n when the message says only that and a day or a time."""
    w = s.when
    if not cart or s.items.any or not (w.day_text or w.time_text):
        return
    moved = MOVED_WITH_IT_RE.search(items_text)
    words = (items_text[:moved.start()] if moved else items_text).split()
    when_words = _words_of_when(w, s.text or "")
    kept = _without_the_when(words, when_words)
    if len(kept) == len(words) and not moved:
        return
    delta = cart_delta_said(kept)
    if delta:
        s.items.delta, s.items.unknown = delta, []


def _without_the_when(words: list[str], when_words: set[str]) -> list[str]:
    """`words` without those of the day or time, nor the words joining them («para el», «a las»)."""
    dropped = [word in when_words for word in words]
    for i in range(len(words) - 2, -1, -1):     # the joining words right before a word set aside
        if dropped[i + 1] and words[i] in _JOINING:
            dropped[i] = True
    return [word for word, off in zip(words, dropped) if not off]
