"""A thing named again to say where a wish goes, not to ask for one more: «un X y una tarjeta, en la
tarjeta del X que ponga…», «un X y otro Y, la tarjeta en el de X», «el X del Y»,
«na tarxeta do X». The words after «en (el/la)», «para el», «na», «no», «del», «do»… that name only
what the same message named before them (or the order holds) point at it; they are taken out of
the words the catalogue reads, so that the thing is counted once. Anything not named before («un X
y un jarrón para el Y») is read as it always was."""
from __future__ import annotations

import re

from bizengine.language.text import singular, sound_key
from bizengine.understanding.item_index import index_of
from bizengine.understanding.items import Found, find_items
from bizengine.understanding.lexicon import WRITTEN_ON
from bizengine.understanding.vocabulary import vocabulary_of

# «en la», «na», «para el», «al»: where a wish goes, with the article or without («en <a title>»)
_AT_RE = re.compile(r"\b(?:(?:en|para|pra|sobre|encima de)(?: (?:el|la|los|las|o|a|os|as))?|"
                    r"na|no|nas|nos|al|ao)(?: (?:de|do|da))?$")
# «del», «de la», «do», «da»: whose it is, only right after a thing («la tarjeta del X»)
_OF_RE = re.compile(r"\b(?:del|de (?:la|los|las)|do|da)(?: de)?$")
# «no», «nos»: «en el» in Galician, «not» in Spanish (never of the order held: «las X no, mejor Y»)
_ALSO_NO = frozenset(("no", "nos"))
_ARTICLES = frozenset("el la los las o a os as".split())
_SMALL = frozenset("el la los las o a os as de do da del".split())
_LONGEST = 5        # words a thing's name may take after its place word
# «en vez de la X», «en lugar do X»: the thing put instead, named as it is
_INSTEAD = frozenset("vez lugar cambio".split())
# What ends the thing's name: the next thing asked for or said of it («… del X y otra tarjeta»)
_NEXT = frozenset("y e que con co coa cun cunha sin sen para pra pero tambien tamen otro otra outro outra "
                  "un una uno unha".split())


def without_things_named_again(text: str, biz, cart: list | None) -> str:
    """`text` (cleaned) without the words that point again, by a place word, at a thing named
    before them in it or held in the order."""
    words = text.split()
    held = {str(line.get("item_id")) for line in cart or []}
    i = 1
    while i < len(words):
        end = _named_again_from(words, i, biz, held)
        if end is not None:
            start = i - _lead_at(words, i, biz)
            start = _the_thing_it_goes_on(words, start, biz)
            del words[start:end]
            i = start
        i += 1
    return " ".join(words)


def _the_thing_it_goes_on(words: list[str], start: int, biz) -> int:
    """Where «la tarjeta» starts in «…una tarjeta, la tarjeta para el X»: the thing the wish goes on,
    named again by its article right before the place word, when the same message named it before
    (the order held is not enough: «quita la tarjeta del X» takes it off); else `start`."""
    for k in range(start - 2, max(start - 5, 0) - 1, -1):
        if words[k] not in _ARTICLES or k == 0:
            continue
        found = find_items(" ".join(words[k + 1:start]), biz)
        before = {str(line["item_id"]) for line in find_items(" ".join(words[:k]), biz).lines}
        if _only_names(found) and found.lines and not found.ambiguous \
                and all(str(line["item_id"]) in before for line in found.lines):
            return k
    return start


def _lead_at(words: list[str], i: int, biz) -> int:
    """How many words before `i` say where («en la», «del», «para el de»); 0 when none."""
    for lead in (3, 2, 1):
        said = " ".join(words[max(i - lead, 0):i])
        if i - lead < 0 or not said:
            continue
        before = words[i - lead - 1] if i - lead > 0 else ""
        if before in _INSTEAD:
            return 0
        if _AT_RE.fullmatch(said) or (_OF_RE.fullmatch(said) and before and _a_thing_word(before, biz)):
            return lead
    return 0


def _named_again_from(words: list[str], i: int, biz, held: set[str]) -> int | None:
    """The end of the words from `i` that name only things named before (after a place word),
    longest first; None when they name anything new."""
    if words[i] in _SMALL or not _may_name_a_thing(words[i], biz):    # «en | la tarjeta»: the place word's article
        return None
    lead = _lead_at(words, i, biz)
    if not lead:
        return None
    before = find_items(" ".join(words[:i - lead]), biz) if i > lead else None
    named = {str(line["item_id"]) for line in (before.lines if before else [])}
    whose = _OF_RE.fullmatch(" ".join(words[i - lead:i])) is not None
    if not whose and words[i - lead] not in _ALSO_NO:
        named |= held
    if not named:
        return None
    last = next((j for j in range(i + 1, len(words)) if words[j] in _NEXT), len(words))
    for end in range(min(last, i + _LONGEST), i, -1):
        found = find_items(" ".join(words[i:end]), biz)
        if not _only_names(found):
            continue
        if whose and _one_name(words[i - lead - 1:end], biz):
            return None     # «guía do camiño»: «do» is inside the thing's own name
        if all(str(line["item_id"]) in named for line in found.lines) \
                and all(named.intersection(a["candidates"]) for a in found.ambiguous):
            return end
        return None         # the longest name read is of something new: «para el <another X>»
    return None


def _only_names(found: Found) -> bool:
    """Whether the words read are things' names and their small words only («tarjeta del X de
    Y»; not «lunes la tarjeta», «quita la tarjeta»)."""
    named = {at for start, end in found.spans for at in range(start, end)}
    return bool(found.lines or found.ambiguous) and not (found.unknown or found.stray_options) \
        and bool(found.words) and all(at in named or word in _SMALL for at, word in enumerate(found.words))


def _one_name(words: list[str], biz) -> bool:
    """Whether `words` are all one thing's name («guia do camino»)."""
    return find_items(" ".join(words), biz).spans == [(0, len(words))]


def _may_name_a_thing(word: str, biz) -> bool:
    """A word that may start a thing's name: a catalogue word, or one written like one (a typo);
    not a day, an hour or a count («para el lunes», «para 12»), which most place words lead to."""
    idx = index_of(biz)
    said = singular(word)
    return said in idx.known or said in WRITTEN_ON or sound_key(said) in idx.sounds


def _a_thing_word(word: str, biz) -> bool:
    """«tarjeta», «caja», a product's own word: a thing a wish goes on or a product's own word."""
    said = singular(word)
    idx = index_of(biz)
    return said in WRITTEN_ON or said in vocabulary_of(biz).not_items or idx.exact.get((said,)) is not None \
        or said in idx.head.values()
