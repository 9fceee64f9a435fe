"""«una <thing not had> de <group word>», the group word one of its aliases and no name of it («una
<X> de <what the group's things are made of>»): the group word says what the thing not had is made
of, so the whole is said not had («No tengo «<X> de <word>»») and the group's question is not asked
(it would ask again for a line already held, the thing not had dropped in silence). A measure, a
container or a portion before «de» («una caja de <word>», «un trozo de <word>») stays how the group's
thing comes, and so does the group's own name («una <X> de <name>»: which one is still asked). Asked
whether there is one («¿tenéis <X>s de <word>?») it is a thing not had as well, never the group's list."""
from __future__ import annotations

from bizengine.language.text import singular
from bizengine.understanding.item_index import ItemIndex, index_words
from bizengine.understanding.item_words import OF, Match, not_item, qty_token
from bizengine.understanding.lexicon import CONTAINER_WORDS, COUNT_WORDS, HAVE_RE, MEASURE_UNITS

# what a thing comes in, the part of it taken, or what it makes up, in any trade: «una caja de», «un trozo de»,
# «un puñado de», «un detalle de» (the group's thing, how it comes, never a thing of its own)
_HOW_IT_COMES = CONTAINER_WORDS | frozenset(
    "trocito anaco anaquino pedazo pedacito cacho porcion tajada rebanada mitad metade surtido lote "
    "docena ducia kilo quilo poco pouco monton montoncito moreas chea punado punadito manojo mazo tipo clase "
    "variedad variedade seleccion mezcla mestura variado detalle detallito regalo regalito agasallo obsequio".split())


def made_of_a_group(biz, idx: ItemIndex, words: list[str], sing: list[str], used: list[bool],
                    matches: list[Match]) -> tuple[list[Match], list[str]]:
    """The matches without each group word said of a thing not had, and those things as said."""
    kept, not_had = [], []
    for m in matches:
        thing = _thing_made_of(biz, idx, words, sing, used, m)
        if thing is None:
            kept.append(m)
        else:
            not_had.append(thing)
    return kept, not_had


def _said_as_a_thing(words: list[str], k: int) -> bool:
    """words[k] said as a thing: with a count («una <X>»), or right after «¿tenéis…?», «¿hacéis…?»."""
    return qty_token(words[k - 1]) is not None or HAVE_RE.fullmatch(words[k - 1]) is not None


def _thing_made_of(biz, idx: ItemIndex, words: list[str], sing: list[str], used: list[bool],
                   m: Match) -> str | None:
    k = m.start - 2
    if m.kind != "ambiguous" or k < 1 or sing[m.start - 1] not in OF or used[k] or not _said_as_a_thing(words, k):
        return None
    w = sing[k]
    if not w.isalpha() or len(w) < 3 or w in idx.known or not_item(idx, w) \
            or {w, words[k]} & (_HOW_IT_COMES | COUNT_WORDS | MEASURE_UNITS):
        return None
    name = (biz.catalog.get("ambiguous") or {}).get(m.target, {}).get("name") or m.target
    names = {singular(word) for said in (name.values() if isinstance(name, dict) else [name])
             for word in index_words(said)}
    if singular(sing[m.start]) in names:
        return None     # «un <X> de <the group's name>»: which of them is asked
    return f"{words[k]} de {' '.join(words[m.start:m.end])}"
