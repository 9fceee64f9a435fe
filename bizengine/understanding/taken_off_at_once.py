"""«un X y una Y, no, quita la Y», «dos X y un Z, no, sin el Z»: things named, then one of them taken
off in the same message. Only the one taken off goes; the others named stay. A bare «sin» right after
a thing is a wish for it («un X sin Y»): a taking off only after a second thought («, no, sin Y»),
with an article naming a whole line («sin el Y»), or naming the very line just said («una X y una Y sin Y»:
nothing is wished without itself)."""
from __future__ import annotations

from typing import NamedTuple

from bizengine.language.text import singular
from bizengine.understanding.items import Found, find_items
from bizengine.understanding.lexicon import (
    SECOND_THOUGHT_RE,
    SECOND_THOUGHT_TAIL_RE,
    TAKE_OFF_OR_RETIRE,
    folded_re,
)

_OFF_WORD_RE = folded_re(rf"\b(?:{TAKE_OFF_OR_RETIRE}|(?P<without>sin|sen))\b")
# «sin el Z», «sen a Z»: a whole line named, taken off (a bare «sin Z» is a wish for the thing before it)
_A_WHOLE_LINE_RE = folded_re(r"(?:el|la|los|las|o|a|os|as)\s")
# what starts the last thing named in a list: «…, Y», «… y Y», «… e Y»
_LAST_LISTED_RE = folded_re(r"(?:,|\s(?:y|e)\s)")


class SaidThenOff(NamedTuple):
    said: str       # the words naming the things
    off: str        # the words naming what is taken off
    bare: bool = False  # a bare «sin Y»: off only when Y is the very line just said («una X y una Y sin Y»)


def said_then_taken_off(text: str) -> SaidThenOff | None:
    """The message split where the last taking off starts, or None."""
    last = None
    for last in _OFF_WORD_RE.finditer(text):
        pass
    if last is None:
        return None
    before = text[:last.start()].rstrip()
    thought = SECOND_THOUGHT_TAIL_RE.search(before)
    said, off = (before[:thought.start()] if thought else before), text[last.end():].strip()
    bare = bool(last["without"] and not (thought and SECOND_THOUGHT_RE.search(thought.group()))
                and not _A_WHOLE_LINE_RE.match(off))
    return SaidThenOff(said, off, bare) if said and off else None


def _just_said(said: str) -> str:
    """The last thing of a list said: «un X y una Y» → «una Y»."""
    cuts = [m.end() for m in _LAST_LISTED_RE.finditer(said)]
    return said[cuts[-1]:] if cuts else said


def _first_phrase(found: Found) -> list[str]:
    """The words of the first catalogue phrase found («un <head> de <kind>» → head, de, kind)."""
    return [singular(w) for w in found.words[slice(*found.spans[0])]] if found.spans else []


def _names_the_line_just_said(split: SaidThenOff, off: Found, biz) -> bool:
    """«una Y sin Y», «una tarjeta dedicada sin tarjeta»: the line before «sin» named whole, or by the head
    of its name; not a word of it after the head («un <head> de <kind> sin <kind>»: the kind wished, not the line)."""
    just = find_items(_just_said(split.said), biz)
    if {line["item_id"] for line in just.lines} != {line["item_id"] for line in off.lines}:
        return False
    said_words, off_words = _first_phrase(just), _first_phrase(off)
    return bool(off_words) and (len(off_words) >= len(said_words) or off_words[0] == said_words[0])


def what_stays(text: str, biz, cart=None, last_item=None, awaiting=None) -> Found | None:
    """The things named before the taking off, without those taken off (None when what is taken off
    is not among them: «sin» then names something else, as «pan sin gluten»)."""
    split = said_then_taken_off(text)
    if split is None:
        return None
    off = find_items(split.off, biz)
    taken = {line["item_id"] for line in off.lines}
    if not taken:
        return None     # «pan sin gluten»: nothing of the catalogue taken off, the things said not read again
    if split.bare and not _names_the_line_just_said(split, off, biz):
        return None     # «un X sin Y», «una X y una Z sin X»: a wish for the thing before «sin», not Y taken off
    said = find_items(split.said, biz, cart, last_item, awaiting)
    named = {line["item_id"] for line in said.lines}
    if said.mode != "add" or not taken <= named or (taken == named and not any(off.explicit)):
        return None
    counted_off = {line["item_id"]: int(line["qty"]) for line, counted in zip(off.lines, off.explicit, strict=False)
                   if counted}
    for line in said.lines:     # «dos Y, no, quita una Y»: one Y stays; «quita la Y»: none
        if line["item_id"] in taken:
            line["qty"] = int(line["qty"]) - counted_off.get(line["item_id"], int(line["qty"]))
    stays = [int(line["qty"]) > 0 for line in said.lines]
    said.explicit = [explicit for explicit, kept in zip(said.explicit, stays, strict=False) if kept]
    said.lines = [line for line, kept in zip(said.lines, stays, strict=False) if kept]
    return said if said.lines else None
