"""A count taken back inside the message that said it: «cinco X... no, cuatro» (the last count said
wins, «una, no, dos, no, tres» too), «tres X, no, quita una» and «tres X, bueno, una menos» (taken off
the count just said), «tres X y una más» (added to it), «dos X, no, tres Y» (another thing named with the
new count: Y instead of X).
The comma after «no» is read in the message as typed: folded, «5 X no 4» says 5, not 4."""
from __future__ import annotations

import re

from bizengine.language.text import normalize, to_int
from bizengine.understanding.items import find_items
from bizengine.understanding.lexicon import COUNT, OOPS, SORRY

# the thing counted: a word, «X de Y», or a word and a model said with figures («cuadernos a5»)
_WHAT = r"[a-z]+(?: (?:de|da|do) [a-z]+| [a-z]*[0-9][a-z0-9]*)?"
# «no,» with its punctuation, right before a count: the count before it is taken back
_NO_COMMA_THEN_COUNT_RE = re.compile(rf"\b(?:no|non)\s*[,;:.!…]+\s*{COUNT}\b")
_RECOUNTED_RE = re.compile(rf"\b{COUNT} (?P<what>{_WHAT}) (?:no|non) (?P<b>{COUNT})\b"
                           r"(?! (?:de la|da|h\b|horas?|y media|e media|mas|mais|menos)\b)")
# «tres X para el martes, no, quita una»: the day or whom it is for, said before the count is mended
_FOR = r"(?: (?:para|pa|pra|pro) [a-z]+(?: [a-z]+)?)?"
# «dos X, no, tres Y», «dos X, no, mejor tres Y»: what follows the new count is read apart
_INSTEAD_WORDS = r"(?: (?:mejor|mellor|digo|espera|que sean|que sexan))?"
_THING_TAKEN_BACK_RE = re.compile(rf"\b{COUNT} (?P<what>{_WHAT})(?P<for>{_FOR}) "
                                  rf"(?:no|non)(?P<instead>{_INSTEAD_WORDS}) (?P<b>{COUNT}) (?P<rest>.+)$")
# where the words taken off end: the message, or what goes on beside the thing (its day, thanks)
_CLAUSE_END = (r"(?=$| (?:y|e|para|pa|pra|a las|as|el|o|porfa|por favor|gracias|grazas)\b)")
_TAKING_BACK = rf"(?:(?:no|non|bueno|bo|pues|pois|espera|mejor|mellor|{OOPS}|{SORRY}) )+"
_OFF_THE_COUNT_RE = re.compile(
    rf"\b(?P<a>{COUNT}) (?P<what>{_WHAT})(?P<for>{_FOR}) {_TAKING_BACK}"
    rf"(?:(?:quita|quitame|quitale|saca|sacame|resta) (?P<off>{COUNT})|(?P<less>{COUNT}) menos"
    rf"|(?:(?:pon|ponme|pono|suma|anade|engade) )?(?P<more>{COUNT}) (?:mas|mais))"
    rf"(?: (?P=what))?{_CLAUSE_END}")
# «tres X y una más», «tres X e unha máis»: one more said on top of the count just said
_ONE_MORE_RE = re.compile(
    rf"\b(?P<a>{COUNT}) (?P<what>{_WHAT})(?P<for>{_FOR}) (?:y|e) (?:(?:pon|ponme|pono|suma|anade|engade) )?"
    rf"(?P<more>{COUNT}) (?:mas|mais)(?: (?P=what))?{_CLAUSE_END}")

# «una, no, dos, no, tres»: how many «no,» in a row are read (more is no real message)
_CORRECTIONS_READ = 4

def as_the_count_taken_back(items_text: str, typed: str, biz, cart: list | None) -> str:
    """`items_text` (folded) with a count taken back in it said as the count meant: «cinco X no
    cuatro» as «cuatro X» when `typed` (the message as written) has «no,» and X is not in the `cart`
    (with X held, «dos X no, una» is already read as X's count set); «tres X no quita una» as «2 X».
    A count taken off down to none or below is left as said."""
    items_text = _ONE_MORE_RE.sub(_the_count_left, _OFF_THE_COUNT_RE.sub(_the_count_left, items_text))
    no_comma = bool(_NO_COMMA_THEN_COUNT_RE.search(normalize(typed)))
    held = {line.get("item_id") for line in cart or []}

    def recounted(m: re.Match) -> str:
        named = find_items(m["what"], biz).lines
        return m.group(0) if any(line["item_id"] in held for line in named) else f"{m['b']} {m['what']}"
    for _said_again in range(_CORRECTIONS_READ):     # each «no,» takes back the count before it
        before = items_text
        items_text = _another_thing_instead(items_text, no_comma, biz, held)
        if no_comma and items_text == before:
            items_text = _RECOUNTED_RE.sub(recounted, items_text, count=1)
        if items_text == before:
            break
    return items_text


def _another_thing_instead(items_text: str, no_comma: bool, biz, held: set) -> str:
    """«dos X, no, tres Y» as «tres Y»: the count said after «no,» goes with the thing named right
    after it, which the customer wants in X's place («cinco X, no, cuatro X» as «cuatro X» too). A
    bare «no» needs its comma («5 X no 4 Y» is left as said); X held, counted again, is said as
    «cinco X no, cuatro»: the cart's count set."""
    m = _THING_TAKEN_BACK_RE.search(items_text)
    if m is None or not (no_comma or m["instead"]):
        return items_text
    first, then = find_items(m["what"], biz), find_items(m["rest"], biz)
    right_after = [end for start, end in then.spans if start == 0]
    if not (first.lines and then.lines and right_after):
        return items_text       # «dos X, no, tres»: X's count (recounted), or no thing right after the count
    named_then = find_items(" ".join(then.words[:right_after[0]]), biz).lines
    same = {line["item_id"] for line in first.lines} & {line["item_id"] for line in named_then}
    if same & held:     # as «dos X no, tres»: the held X's count set
        return " ".join([items_text[:m.end("b")], *then.words[right_after[0]:]])
    return f"{items_text[:m.start()]}{m['b']} {m['rest']}{m['for']}"


def _the_count_left(m: re.Match) -> str:
    said, taken = to_int(m["a"]) or 0, m.groupdict()
    change = -(to_int(taken.get("off") or taken.get("less") or "") or 0) if taken["more"] is None \
        else to_int(taken["more"]) or 0
    left = said + change
    return f"{left} {m['what']}{m['for']}" if left > 0 else m.group(0)
