"""A wish said of one line of several held, named by its thing: «la tarta envuelta para regalo», «el
atlas no lo quiero envuelto». The wish is what is said after the thing (its negation kept), and it goes
to the note beside that line (`Signals.wish_of_line`), so the person preparing the order knows which."""
from __future__ import annotations

from bizengine.language.text import as_said, clean
from bizengine.understanding.signals import Signals

# Said around a wish and no part of it: «…, porfa», «la de X pero esa …»
_AROUND = frozenset("porfa por favor gracias grazas pls plis pero mais y e".split())
_NO = frozenset("no non sin sen ni nin tampoco tampouco".split())


def wish_of_a_named_line(s: Signals, cart: list[dict]) -> dict | None:
    """{"line": the held line, "wish": the wish as said} when the message names one thing of several
    held, adds nothing, and says a wish for the note right after it; None otherwise."""
    named = s.items.named_again
    lines = [line for line in cart if line.get("item_id") in named]
    if len(named) != 1 or len(lines) != 1 or len({line.get("item_id") for line in cart}) < 2 \
            or not s.notes or s.items.lines or s.question or s.when.has_time or s.wish_of_line:
        return None
    words, spans = s.items.words or [], s.items.spans
    if len(spans) != 1:
        return None
    start, stop = spans[0]
    rest = words[stop:]
    while rest and rest[-1] in _AROUND:
        rest = rest[:-1]
    while rest and rest[0] in _AROUND:
        rest = rest[1:]
    said = f" {' '.join(rest)} "
    notes = [clean(n) for n in s.notes]
    if not rest or any(w in _NO for w in words[:start]) or not all(f" {n} " in said for n in notes):
        return None     # the wish before the thing, or said of it another way: the notes as read
    return {"line": lines[0], "wish": as_said(" ".join(rest), s.text or "")}
