"""A thing ruled out in the message that names the one wanted: «quiero X, no Y», «X y no Y», «no Y
sino X», «no Y, X», Galician «X, non Y», «non Y senón X». Y may be a thing of the catalogue, a number
of people («para 4, no para 3») or one of the staff («con Marta, no con Iago»).

The words «no Y» are taken out of the message before it is read, so that Y is never read as asked
for, when the rest of the message names the one wanted instead (a thing, one of the staff, a count).
In a Galician message «no» is «en o» («teño un problema no freo», «unha orquídea no xarrón»): only
«non», or «no» before an article, a count, «para» or «con», rules out there. Only the words that name
the one ruled out go («no un Y en X»: «en X» stays).
Left as said: «no» after a comma («X, no, Y»: Y instead, count_taken_back.py), «no» before a verb
(«no sé si con Y», «no la quiero grande»), «no Y» with nothing else wanted («mejor no con Iago»: the
other one, reader's `_people_said`), a day or a time ruled out («el viernes, no el jueves»:
ruled_out.py) and a Y held already («quería X, no Y» with Y in the order: Y is swapped).

The customer's own words taken out with «no Y» («non», «senón», «a de») still tell the language the
message is said in: «non a de Y senón a de X» is Galician though «a de X» is all that is read. The
names in them (of things, of the staff) tell nothing, as a title does not.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from bizengine.language.days import WEEKDAY_WORDS
from bizengine.language.text import clean
from bizengine.understanding.details import resource_index
from bizengine.understanding.items import find_items
from bizengine.understanding.lexicon import ARTICLE_WORDS, COUNT, TRAIT_WORDS, WITH_WORDS, detect_lang, folded_in_place
from bizengine.understanding.vocabulary import staff_words

# «no» or «non» before a word (not «no,»: an answer, or a second thought; not the «no» of «si no»)
_NOT_BEFORE_A_WORD_RE = re.compile(r"(?:(?<=[\s,;])|^)(?<!\bsi )(?<!\bse )(?:(?:y|e)\s+)?(?:no|non)\s+(?=\w)")
# what ends the words ruled out: punctuation, «sino» / «senón» (the one wanted next), or the message
_Y_END_RE = re.compile(r"\s*(?:[,;.!?¿¡]|\b(?:sino|senon|si no|se non)\b|$)")
# «sino», «senón», «si no» right after the words ruled out: the one wanted comes next
_BUT_RE = re.compile(r"\s*,?\s*(?:sino|senon|si no|se non)\b"
                     r"(?! (?:hay|hai|teneis|tedes|tienes|tes|puede|pode|es|e|queda|quedan|quedara|quedase|llega|"
                     r"chega|esta|hubiera|houbese)\b)")
# a day or a time said after the thing ruled out belongs to the message, not to it:
# «no un Y el martes a las 11», «no la de Y, para el domingo»
_WHEN_AFTER_RE = re.compile(
    rf"\s(?:(?:para|pra|pa|el|o|este|esta|en|a|de)\s+)*(?:{WEEKDAY_WORDS}|hoy|hoxe|manana|mana|pasado)\b"
    r"|\s(?:a las|as|sobre las|las|a eso de las|hacia las|cara as)\s+\d")
# what may follow a Galician «no» that rules out (before a bare noun it is «en o»): «no un Y», «no para 3»
_GALICIAN_NOT_BEFORE_RE = re.compile(rf"(?:{'|'.join(sorted(ARTICLE_WORDS | WITH_WORDS))}|para|pra|pa|{COUNT})\b")
# «no un X ni un Y», «non X nin Y»: more ruled out in a row
_AND_WORDS = frozenset("y e ni nin o ou".split())
# «para 3», «pra catro»: how many ruled out
_FOR_HOW_MANY_RE = re.compile(rf"^(?:para|pra|pa)\s+{COUNT}\b")
# «la de 20», «de 12 unidades»: a size ruled out, of the thing named beside it
_A_SIZE_RE = re.compile(rf"(?:(?:el|la|los|las|o|a|os|as) )?de {COUNT}(?: [a-z]+)?")
# «un cactus», «unha planta de interior»: how long a thing not sold, ruled out, is said
_WORDS_OF_A_THING = 4


@dataclass(frozen=True)
class WithoutRuledOut:
    """A message without its «no Y»: the text to read, and the customer's own words taken out with it
    (the names of things and staff in them left out), for the language."""
    text: str
    own_words: tuple[str, ...] = ()


@dataclass(frozen=True)
class _RuledOut:
    """One «no Y» found: where its words start and end in the message (its «sino» included)."""
    start: int
    end: int


def without_the_ruled_out(text: str, biz, held: set[str], lang: str = "es") -> WithoutRuledOut:
    """`text` (as typed) without each «no Y» that rules out a thing, a number of people or one of the
    staff beside the one wanted; `held`: the things and services held already (a Y among them is
    swapped elsewhere, so its words stay); `lang`: the conversation's language so far."""
    folded = folded_in_place(text)
    if _NOT_BEFORE_A_WORD_RE.search(folded) is None:
        return WithoutRuledOut(text)        # most messages: no «no»/«non», so no language to read
    galician = _language_beside_the_names(clean(text), biz, lang) == "gl"
    ruled_out = _ruled_out(folded, biz, held, galician)
    own_words = tuple(w for found in ruled_out for w in _own_words(folded[found.start:found.end], biz))
    for found in reversed(ruled_out):
        before, after = text[:found.start].rstrip(), text[found.end:].lstrip()
        joint = ", " if before.endswith(",") or after.startswith(",") else " "
        text = f"{before.rstrip(',')}{joint}{after.lstrip(', ')}".strip(" ,")
    return WithoutRuledOut(text, own_words)


def _own_words(said: str, biz) -> list[str]:
    """The words of a «no Y» taken out that are no name of a thing or of one of the staff."""
    found = find_items(said, biz)
    words = found.words or clean(said).split()
    named = {i for start, end in found.spans for i in range(start, end)}
    staff = staff_words(biz)
    return [w for i, w in enumerate(words) if i not in named and w not in staff]


def _language_beside_the_names(norm: str, biz, lang: str) -> str:
    """The message's language by its words outside the catalogue's names («Río sen nome» is no
    Galician of the customer's)."""
    words, found = norm.split(), find_items(norm, biz)
    named = {i for start, end in found.spans for i in range(start, end)} if found.words == words else set()
    return detect_lang([w for i, w in enumerate(words) if i not in named], lang)


def _ruled_out(folded: str, biz, held: set[str], galician: bool) -> list[_RuledOut]:
    out = []
    for m in _NOT_BEFORE_A_WORD_RE.finditer(folded):
        if galician and m.group().split()[-1] == "no" and not _GALICIAN_NOT_BEFORE_RE.match(folded, m.end()):
            continue        # «no freo», «no xarrón»: «en o», in the
        stop = _end_of_the_ruled_out(folded, m.end())
        ruled = clean(folded[m.end():stop])
        outside = f"{folded[:m.start()]} {folded[stop:]}"
        naming = _words_naming_one_ruled_out(ruled, outside, biz, held) if ruled else 0
        if not naming:
            continue
        but = _BUT_RE.match(folded, stop)
        if _one_wanted_beside(folded, m.start(), stop, but):
            out.append(_RuledOut(m.start(), but.end() if but else _end_of_words(folded, m.end(), stop, naming)))
    return out


def _end_of_words(folded: str, start: int, stop: int, count: int) -> int:
    """Where the first `count` words from `start` end (`stop` when the words typed and read differ)."""
    typed = list(re.finditer(r"\S+", folded[start:stop]))
    return start + typed[count - 1].end() if len(typed) == len(clean(folded[start:stop]).split()) else stop


def _end_of_the_ruled_out(folded: str, start: int) -> int:
    """Where the words ruled out from `start` end: at a comma, a «sino», a day or a time, the end."""
    said = folded[start:]
    end = _Y_END_RE.search(said)
    words = said[:end.start()] if end else said
    when = _WHEN_AFTER_RE.search(words)
    return start + len((words[:when.start()] if when else words).rstrip())


def _one_wanted_beside(folded: str, start: int, stop: int, but: re.Match | None) -> bool:
    """Something said before «no Y» in its sentence («quiero X, no Y»), or after it, past a «sino» or a
    comma («no Y sino X», «no Y, X»): «no un Y» alone wants nothing."""
    wanted_before = bool(clean(re.split(r"[.!?]", folded[:start])[-1]))
    wanted_after = bool(clean(folded[but.end() if but else stop:]))
    return wanted_before or (wanted_after and (but is not None or folded[stop:stop + 1] == ","))


def _words_naming_one_ruled_out(ruled: str, outside: str, biz, held: set[str]) -> int:
    """How many of the words of `ruled` name the one ruled out (0: they rule nothing out): all of
    them, or those up to the thing named («un Y en X»: «un Y»)."""
    if not _names_one_ruled_out(ruled, outside, biz, held):
        return 0
    words = ruled.split()
    found = find_items(ruled, biz)
    whole = (not found.lines or any(line["options"] for line in found.lines) or words[0] in WITH_WORDS
             or TRAIT_WORDS.intersection(words))      # «no la X grande»: its size is part of it
    end = min(found.spans)[1] if found.spans and found.words == words and not whole else len(words)
    return len(words) if end < len(words) and words[end] in _AND_WORDS else end     # «no X ni Y»: both


def _names_one_ruled_out(ruled: str, outside: str, biz, held: set[str]) -> bool:
    """«un Y», «la de Y», «Y», «para 3», «con Iago», «la grande», «la de 20»: words that name one
    thing, count, person or size (not «sé si con Y», «la quiero grande»), with `outside`, the rest
    of the message, naming the one wanted instead: another thing, person or count."""
    words, outside = ruled.split(), clean(outside)
    if words[0] in WITH_WORDS or _one_of_the_staff_alone(words, biz):
        return _names_staff(ruled, biz) and _names_staff(outside, biz)     # «mejor no con Iago»: the other one
    if _FOR_HOW_MANY_RE.match(ruled) and len(words) <= 3:
        return re.search(rf"\b{COUNT}\b", outside) is not None
    said_beside = find_items(outside, biz).lines
    if _A_SIZE_RE.fullmatch(ruled) or (len(words) <= 2 and words[-1] in TRAIT_WORDS
                                        and words[0] in ARTICLE_WORDS | TRAIT_WORDS):
        return bool(said_beside)      # «quiero la X pequeña, no la grande»
    found = find_items(ruled, biz)
    if not said_beside:
        return False        # «mejor no un Y»: nothing wanted instead (what is ruled out is read as before)
    if not found.lines:     # «un <thing not sold>»: not wanted either, so never «I don't have it»
        return bool(found.unknown) and words[0] in ARTICLE_WORDS and len(words) <= _WORDS_OF_A_THING
    if any(line["item_id"] in held for line in found.lines):
        return False
    if any(line["options"] for line in found.lines) or TRAIT_WORDS.intersection(words):
        beside = {line["item_id"] for line in said_beside}
        return bool(beside & {line["item_id"] for line in found.lines})    # «no la X grande, la pequeña»: X
    first = found.spans[0][0] if found.spans else len(words)
    return all(w in ARTICLE_WORDS or re.fullmatch(COUNT, w) for w in words[:first])


def _one_of_the_staff_alone(words: list[str], biz) -> bool:
    """«Iago», «a Marta», «o barbeiro»: a person of the staff, and no more."""
    return words[-1] in staff_words(biz) and (len(words) == 1 or (len(words) == 2 and words[0] in ARTICLE_WORDS))


def _names_staff(text: str, biz) -> bool:
    return any(rx.search(text) for rx, _ in biz.cached("nlu.resources", resource_index))
