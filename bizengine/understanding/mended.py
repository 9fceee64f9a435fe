"""A thing written down by mistake, mended in the next message: «no, es un X», «ay non, perdoa, é un X,
non o Y», «uy no, es para mi hijo de 6 años». The comma after «no» says the «no» answers what was
written down (folded, «no es un X» would say X is not wanted), so these read the message as typed."""
from __future__ import annotations

import re

from bizengine.language.text import clean, singular
from bizengine.understanding.items import Found, group_candidates, hinted
from bizengine.understanding.lexicon import OOPS, SORRY
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
