"""A product named by its kind and what it is about: «el libro del camino», «o libro das estrelas»,
«dos libros de Rosalía» — a category's word, «de» (an article or not) and a word that only this
product's names or description use, among the products of that category. Beside other things it is
found as it is alone («el libro del camino y dos marcapáginas»). A word only its description says is
read so beside another thing named («el libro de las estrellas y un cuaderno»); alone it may be a trait
every product of the kind has and the description of only one tells («una planta de interior»): what
the kind has answers."""
from __future__ import annotations

from collections import Counter

from bizengine.language.text import clean, singular
from bizengine.understanding.item_index import ItemIndex, index_of
from bizengine.understanding.item_words import DEFINITE, NOT_ITEMS, OF, Match, qty_token
from bizengine.understanding.vocabulary import category_said

# Galician «de + os/as»: right after a kind's word, «libro dos X» is «of the X», never «two»
_OF_THE_GL = frozenset(("dos", "das"))
# shorter words («sol», «ceo») are too easily another word of the message
_SUBJECT_MIN_LEN = 4


def named_by_subject(biz, idx: ItemIndex, sing: list[str], used: list[bool], beside: bool) -> list[Match]:
    """The products named «<category word> de <its own word>» in the message, those words marked used;
    `beside`: another thing is named in the message."""
    kinds = biz.cached("named_by_subject.kinds", _kind_words)
    owners = biz.cached("named_by_subject.owners", _word_owners)
    out = []
    for i, word in enumerate(sing):
        about = _subject_at(sing, i + 1)
        if word not in kinds or about is None or any(used[i:about + 1]):
            continue
        subject = sing[about]
        if owners[subject] != 1 or len(subject) < _SUBJECT_MIN_LEN or subject in NOT_ITEMS or not subject.isalpha():
            continue
        target = next((pid for pid, ws in idx.own_words.items() if subject in ws), None)
        if target is None or biz.products.get(target, {}).get("category") not in kinds[word] \
                or not (beside or idx.word_items.get(subject) == {target}):
            continue
        used[i:about + 1] = [True] * (about + 1 - i)
        out.append(Match(i, about + 1, "product", target))
    return out


def _subject_at(sing: list[str], at: int) -> int | None:
    """Where the word after «de» (and its article) stands, from `at`; None when no «de» is there."""
    if at >= len(sing) or not (sing[at] in OF or sing[at] in _OF_THE_GL):
        return None
    at += 1
    if at < len(sing) and sing[at] in DEFINITE:
        at += 1
    return at if at < len(sing) and qty_token(sing[at]) is None else None


def _kind_words(biz) -> dict[str, frozenset[str]]:
    """Each word naming a category (its names and aliases, singular) → the categories it names."""
    out: dict[str, set[str]] = {}
    for cid, cat in biz.categories.items():
        for name in category_said(cat):
            said = clean(name).split()
            if len(said) == 1:
                out.setdefault(singular(said[0]), set()).add(cid)
    return {w: frozenset(ids) for w, ids in out.items()}


def _word_owners(biz) -> Counter:
    """How many products' names, aliases and descriptions use each word."""
    return Counter(w for ws in index_of(biz).own_words.values() for w in ws)
