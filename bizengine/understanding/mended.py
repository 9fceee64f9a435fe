"""A thing written down by mistake, mended in the next message: «no, es un X», «ay non, perdoa, é un X,
non o Y», «uy no, es para mi hijo de 6 años», and a slip owned then a bare piece of what was meant
(«perdona, de Y», «uy, para 5», «ai, dous», «me equivoqué: el X»), read as «mejor <piece>». The comma
after «no» says the «no» answers what was written down (folded, «no es un X» would say X is not
wanted), so these read the message as typed."""
from __future__ import annotations

import re

from bizengine.language.text import clean, normalize, singular, to_int
from bizengine.understanding.item_words import OF
from bizengine.understanding.items import Found, find_items, group_candidates, hinted
from bizengine.understanding.lexicon import (
    ALSO_SAID_RE,
    ARTICLE_WORDS,
    COUNT_SAID,
    COURTESY_WORDS,
    OOPS,
    OWN_MISTAKE,
    SORRY,
)
from bizengine.understanding.symptoms import BOUGHT_RE

_MENDING_NO = rf"^\W*(?:(?:{OOPS}|oh|ah|vaya)\W+)?(?:no|non)\s*[,.;:!]+\s*"
_SORRY = rf"(?:(?:{SORRY}|perdón|perdóname)\W+)?"
# «no, es un X», «ay non, perdoa, é un X», «uy no. Son X»: X is what is meant
_NO_THEN_IT_IS_RE = re.compile(_MENDING_NO + _SORRY + r"(?:es|é|e|son|era|eran)\b", re.IGNORECASE)
# «uy no, es para mi hijo», «ai non, é pra miña filla»: who it is for, mended
_NO_IT_IS_FOR_RE = re.compile(_MENDING_NO + _SORRY + r"(?:es|é|e|son|era|eran) (?:para|pra|pa)\b", re.IGNORECASE)
# where the clause of «no, es un X» ends: a «?» or a «¿» first says it is asked
_CLAUSE_END_RE = re.compile(r"[.!?¿]")
# the same start, folded: where «mejor» goes («no, es un X» as «mejor es un X»: X instead)
_NO_BEFORE_IT_IS_RE = re.compile(rf"^(?:(?:{OOPS}|oh|ah|vaya) )?(?:no|non) (?:{SORRY} )?")
# «…, no los Y», «…, non o Y» ending the message: Y is the one said by mistake (folded, «X no los Y»
# would take X off, as «la X no, la Y» does)
_COMMA_NOT_THE_RE = re.compile(r",\s*(?:no|non)\s+(?:el|la|los|las|o|a|os|as)\s+[^,.;:!?]+[.!]*\s*$", re.IGNORECASE)
_NOT_THE_RE = re.compile(r"\b(?:no|non) (?=(?:el|la|los|las|o|a|os|as) (?!(?:quiero|quero|necesito|preciso|pongas|"
                         r"ponas|cambies|toques|hago|fago|llevo|levo|cojo|collo)\b))")


def _mends(scrubbed: str) -> bool:
    """«no, es un X»: X meant; not «no, es un X, ¿verdad?» (asked, the clause ending in a question) nor «no,
    es un X lo que me hicisteis la otra vez» (said of something done before)."""
    said = _NO_THEN_IT_IS_RE.match(scrubbed)
    if not said:
        return False
    clause_end = _CLAUSE_END_RE.search(scrubbed, said.end())
    asked = clause_end is not None and clause_end.group(0) in "?¿"
    return not asked and not BOUGHT_RE.search(clean(scrubbed))


def as_mended(items_text: str, scrubbed: str) -> str:
    """«no, es un X, no el Y» read as «mejor es un X sin el Y»: what the punctuation said, before it is
    folded away. `scrubbed` is the message as typed, `items_text` its words for the catalogue."""
    if _mends(scrubbed):
        items_text = _NO_BEFORE_IT_IS_RE.sub("mejor ", items_text, count=1)
    if _COMMA_NOT_THE_RE.search(scrubbed) and len(_NOT_THE_RE.findall(items_text)) == 1:
        items_text = _NOT_THE_RE.sub("sin ", items_text)
    return items_text


def for_someone_else(found: Found, norm: str, scrubbed: str, biz, held: list[str]) -> None:
    """«ay no, es para mi hijo de 6 años» with a service of a group held whose hint words point to
    another of the group: that other one instead (nothing else named)."""
    if found.any or found.stray_options or not _NO_IT_IS_FOR_RE.match(scrubbed):
        return
    sing = [singular(w) for w in norm.split()]
    for sid in held:
        group = next((g for g in biz.catalog.get("ambiguous") or {} if sid in group_candidates(biz, g)), None)
        meant = hinted(biz, group, sing) if group else None
        if meant and meant != sid and meant not in held:
            found.lines, found.explicit, found.mode = [{"item_id": meant, "qty": 1, "options": {}}], [False], "set"
            found.replaced = [sid]
            return


# a slip owned, opening the message: «perdona», «perdón», «uy», «ai non», «me equivoqué», «quixen dicir»,
# «digo» (folded)
_OWNED = rf"(?:{SORRY}|{OOPS}|no|non|espera|agarda|digo|{OWN_MISTAKE})"
_OWNED_THEN_RE = re.compile(rf"^\W*(?P<owned>(?:{_OWNED}(?:\s*[,.;:!…]+\s*|\s+))+)(?P<piece>\w.*)$")
# a slip owned in so many words: a bare «no, X» is read elsewhere («no, una X y una Y»: the whole order)
_SLIP_RE = re.compile(rf"\b(?:{SORRY}|{OOPS}|espera|agarda|digo|{OWN_MISTAKE})\b")
_COMMA_RE = re.compile(r"[,.;:!…]")
_SAID_AS_A_SLIP_RE = re.compile(rf"(?:{OWN_MISTAKE}|digo)\s*$")
# what starts a piece even with no comma after the slip: «perdón de Y», «perdona para 5» (not «perdona la
# tardanza, …»)
_WITHOUT_A_COMMA = frozenset(("de", "do", "da", "para", "pra", "mejor", "mellor"))
# the words of a bare piece that name nothing themselves: «el», «de», «para», «personas», «mejor», «porfa»
_PIECE_WORDS = COURTESY_WORDS | frozenset("para pra pa pro personas persoas mejor mellor solo so por favor".split())
# a kind after «de», «el», «dos» (the thing's noun left out) is at most this many words: «de Y», «el Y Z»
_KIND_WORDS = 2
# a piece that adds, or says more than one thing: «perdona, y también uno de Y», «uy, una X y una Y»
_AND_RE = re.compile(r"\b(?:y|e)\b")


def said_instead(typed: str, biz, lang: str, lines_held: bool) -> str | None:
    """«perdona, de Y», «uy, para 5», «ai, mellor dous», «me equivoqué, el X» said as «mejor de Y»,
    «mellor dous»…: a slip owned, then a bare piece of what was meant in place of what was just said.
    None when the message is no such thing: a question («perdona, ¿tenéis de Y?»), more said beside
    («perdona, y también uno de Y», «uy, una X y una Y»), a bare «no, X» (read as said), a slip owned
    with no comma before the rest («perdona la tardanza, …»), or more than a piece after it («ai, que
    bo!», «perdona, la de Y la hacéis sin Z»); and «uy, 2» with order lines held (`lines_held`): the
    slip owned is what tells that count from an hour."""
    said = normalize(typed)
    m = _OWNED_THEN_RE.match(said)
    if m is None or "?" in said or "¿" in said:
        return None
    piece, owned = clean(m["piece"]), m["owned"]
    words = piece.split()
    if not _SLIP_RE.search(owned) or _AND_RE.search(piece) or ALSO_SAID_RE.search(piece) \
            or (lines_held and _A_COUNT_ALONE_RE.match(piece)):
        return None
    if words[0] not in _WITHOUT_A_COMMA and not _COMMA_RE.search(owned) and not _SAID_AS_A_SLIP_RE.search(owned):
        return None
    if not _a_bare_piece(words, biz):
        return None
    return piece if words[0] in ("mejor", "mellor") else f"{_better_in(owned, lang)} {piece}"


def _a_bare_piece(words: list[str], biz) -> bool:
    """Nothing but a thing, a kind, a count or a party: every word a catalogue name, a count, a word
    that names nothing itself, or one of the few after «de», an article or a count (the kind of the
    thing held: «de Y», «el Y», «dos Y»)."""
    named = {i for start, end in find_items(" ".join(words), biz).spans for i in range(start, end)}
    lead: int | None = None
    for i, word in enumerate(words):
        if word in OF or word in ARTICLE_WORDS or to_int(word) is not None:
            lead = i
        elif not (i in named or word in _PIECE_WORDS or (lead is not None and i - lead <= _KIND_WORDS)):
            return False
    return True


def _better_in(owned: str, lang: str) -> str:
    """«mellor» after a slip owned in Galician, «mejor» in Spanish; the conversation's language else."""
    if _GALICIAN_OWNED_RE.search(owned):
        return "mellor"
    if _SPANISH_OWNED_RE.search(owned):
        return "mejor"
    return "mellor" if lang == "gl" else "mejor"


# «2», «dous»: a count alone
_A_COUNT_ALONE_RE = re.compile(rf"^{COUNT_SAID}$")
# the slips owned in one language only: «mejor» or «mellor» said in their place
_GALICIAN_OWNED_RE = re.compile(r"\b(?:perdoa|desculpa|non|agarda|quixen|dicir|trabuqueime|equivoqueime|confundinme)\b")
_SPANISH_OWNED_RE = re.compile(r"\b(?:perdona|perdon|perdoname|disculpa|espera|equivoque|equivocado|confundi|"
                               r"confundido|lie|liado|quise|queria|decir)\b")


def another_kind_of_the_held(found: Found, items_text: str, biz, cart: list | None, services: list[str]) -> Found:
    """«mejor de Y» with a service held and no order: Y with the held one's noun, in its place (as «mejor
    de Y» reads against an order's lines); what was found else."""
    if cart or not services or found.any or found.mode != "set":
        return found
    as_held = find_items(items_text, biz, [{"item_id": sid, "qty": 1, "options": {}} for sid in services])
    return as_held if as_held.lines and not (as_held.ambiguous or as_held.unknown) else found
