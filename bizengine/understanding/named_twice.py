"""A thing named twice in one message is one line: «una X y una Y …, la X para 12», «el X envuelto»,
«los X a las 10» speak of the X just named (its size, a note, the time), and «dos <group>, uno de A y
otro de B» counts the group by its kinds (one of each, none more to choose)."""
from __future__ import annotations

from bizengine.language.text import singular
from bizengine.understanding.item_index import index_words
from bizengine.understanding.item_words import DEFINITE, OF, OTHER, Match, qty_token

# «uno de A y otro de B», «unha de A e outra de B»: one of a group told by its kind
_ONE = frozenset(("un", "uno", "una", "unha"))
_ADDING = frozenset(("y", "e", "tambien", "tamen", "mas", "mais", "ademas", "ademais"))


def _with_its_article(words: list[str], m: Match) -> bool:
    """«la X», «la de X», «os X»: the thing said with a definite article and no count of its own."""
    at = m.start - 1
    if at >= 1 and words[at] in OF:
        at -= 1
    return at >= 0 and words[at] in DEFINITE and not m.explicit


def the_same_again(words: list[str], matches: list[Match], negated_ids: set[int]) -> tuple[list[Match], list[Match]]:
    """The matches, without a product named again with its article after it was named in the same
    message (what is said of it, a size, a choice, goes to the one named first); and those named again."""
    kept: list[Match] = []
    again: list[Match] = []
    for m in matches:
        first = next((k for k in kept if k.kind == "product" and k.target == m.target and id(k) not in negated_ids),
                     None) if m.kind == "product" and id(m) not in negated_ids else None
        if first is not None and _with_its_article(words, m):
            first.options = {**first.options, **m.options}
            again.append(m)
            continue
        kept.append(m)
    return kept, again


def _lead_of(words: list[str], m: Match) -> int:
    """Where «uno de A», «otra <group> B», «dos de A» starts: the count before the thing (and its noun,
    its «de»)."""
    at = m.start - 1
    if at >= 1 and words[at] in OF:
        at -= 1
    if at >= 1 and qty_token(words[at]) is None and words[at] not in OTHER:    # «una <group> de A»
        at -= 1
    return at


def _counted_kind(words: list[str], m: Match) -> bool:
    """«uno de A», «otra B», «dos de A», «una <group> de A»: one (or a count) of a group said by its kind."""
    at = _lead_of(words, m)
    return at >= 0 and (words[at] in _ONE or words[at] in OTHER or qty_token(words[at]) is not None)


def _kinds_after(group: Match, candidates: list[str], words: list[str], matches: list[Match]) -> list[Match]:
    """The products of the group counted by their kind after it, up to the group's word said again;
    none when the first comes with «y» («dos <group> y una <group> de A»: one more, not one of the two)."""
    after = [m for m in matches if m.start >= group.end]
    until = next((m.start for m in after if m.kind == "ambiguous" and m.target == group.target), len(words))
    kinds = [m for m in after if m.kind == "product" and m.start < until and m.target in candidates
             and _counted_kind(words, m)]
    lead = _lead_of(words, kinds[0]) if kinds else 0
    return [] if lead >= 1 and words[lead - 1] in _ADDING else kinds


def kinds_of_the_counted(biz, words: list[str], matches: list[Match]) -> list[Match]:
    """«dos <group> para el martes, uno de A y otro de B»: the group's count is the kinds said after
    it; a count left over («tres <group>, uno de A y otro de B») is still to choose."""
    groups = biz.catalog.get("ambiguous", {})
    kept: list[Match] = []
    for m in matches:
        if m.kind != "ambiguous" or not m.explicit or m.qty < 2:
            kept.append(m)
            continue
        candidates = list(m.choices or groups.get(m.target, {}).get("candidates", []))
        told = sum(k.qty for k in _kinds_after(m, candidates, words, matches))
        if told >= m.qty:
            continue
        m.qty -= told
        kept.append(m)
    return kept


_BEFORE_A_SIZE = frozenset(("para", "pra", "pa", "de", "do", "da"))


def size_of_one(words: list[str], matches: list[Match], again: list[Match], options: list[tuple]) -> bool:
    """«…, la de X para 12», «una X para 12 y una Y»: a size said right after one thing named again, or
    with more things named after it, is that thing's own: the people in it size no other."""
    for start, end, _oid, _choice in options:
        right_before = [m for m in [*matches, *again] if m.end <= start
                        and all(w in _BEFORE_A_SIZE for w in words[m.end:start])]
        named_after = any(m.start >= end for m in matches)
        if right_before and (named_after or any(m in again for m in right_before)):
            return True
    return False


_JOINING = frozenset(("y", "e", "de", "do", "da"))


def _groups_by_word(biz) -> dict[str, list[str]]:
    """A group's word (and its aliases of one word), singular → the things of the group."""
    out: dict[str, list[str]] = {}
    for key, group in biz.catalog.get("ambiguous", {}).items():
        for said in [key, *group.get("aliases", [])]:
            ws = index_words(said)
            if len(ws) == 1:
                out.setdefault(ws[0], list(group.get("candidates", [])))
    return out


def one_of_each_kind(biz, words: list[str], matches: list[Match]) -> None:
    """«2 <group> de A y de B», «dos <group>, A y B»: the count of the group said with its first kind
    is one of each kind listed right after it (no count of their own), not that many of the first."""
    groups = biz.cached("named_twice.groups_by_word", _groups_by_word)
    for at, m in enumerate(matches):
        if not (m.explicit and m.qty >= 2 and m.kind == "product" and m.start < len(words)):
            continue
        candidates = groups.get(singular(words[m.start]), [])
        if m.target not in candidates:
            continue
        kinds, end = [], m.end
        for n in matches[at + 1:]:
            if n.kind != "product" or n.explicit or n.target not in candidates \
                    or not all(w in _JOINING for w in words[end:n.start]):
                break
            kinds.append(n)
            end = n.end
        if kinds and 1 + len(kinds) == m.qty and len({m.target, *(n.target for n in kinds)}) == m.qty:
            m.qty = 1


def counted_again(words: list[str], matches: list[Match], negated_ids: set[int]) -> tuple[list[Match], list[Match]]:
    """«mejor 3 X y una X», «pon 3 y una X» with X held (read «pon 3 X y una X»): a count that sets X
    then one more X joined by «y» is their sum, one count of X, not the last one said. «3 X, no, 4 X»
    (no joining word) stays a correction. Returns the matches kept and those added to the one before."""
    kept: list[Match] = []
    added: list[Match] = []
    for m in matches:
        first = kept[-1] if kept else None
        if first is not None and _one_more_of_it(words, first, m) and not {id(first), id(m)} & negated_ids:
            first.qty += m.qty
            added.append(m)
            continue
        kept.append(m)
    return kept, added


def _one_more_of_it(words: list[str], first: Match, then: Match) -> bool:
    """`then` is the same product, with the same choices, counted right after `first` with «y» between."""
    between = words[first.end:then.start]
    return first.kind == then.kind == "product" and first.target == then.target and first.options == then.options \
        and first.explicit and then.explicit and any(w in _ADDING for w in between) \
        and all(w in _ADDING or qty_token(w) is not None for w in between)
