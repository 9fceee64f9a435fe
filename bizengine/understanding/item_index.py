"""The catalogue as an index the item reader searches: phrases, option choices, head nouns and a
typo matcher for one-word names."""
from __future__ import annotations

import re
from dataclasses import dataclass

from bizengine.language.text import clean, singular, to_int, trigrams
from bizengine.understanding.vocabulary import vocabulary_of

TYPO_MIN_LEN = 6
TYPO_MIN_DICE = 0.74


@dataclass
class _Index:
    phrases: dict        # first word → [(words, kind, target)], longest first
    exact: dict          # words → (kind, target) (products win over groups)
    one_word: list       # [(word, trigrams, item_id)] for typo matching
    typo_memo: dict      # word → item_id | None, bounded
    options: dict        # first word → [(words, option_id, choice_id)], longest first
    head: dict           # item_id → head noun of its name (first word)
    known: frozenset     # every catalogue word (singular)
    places: frozenset    # one-word aliases that are also words of the business address
    not_items: frozenset = frozenset()   # the trade's words that are no product (business.json `reading`)
    units: frozenset = frozenset()       # the trade's counting words after an option («3 sesiones»)


def _words(s: str) -> tuple:
    return tuple(singular(w) for w in clean(s).split())


def _num_words(words: tuple) -> tuple:
    return tuple(str(to_int(w)) if to_int(w) is not None else w for w in words)


def _build_index(biz) -> _Index:
    exact: dict = {}
    for group, amb in biz.catalog.get("ambiguous", {}).items():
        for a in [group, *amb.get("aliases", [])]:
            exact.setdefault(_words(a), ("ambiguous", group))
    one_word, head = [], {}
    for p in biz.catalog.get("products", []):
        names = [p["name"], *p.get("aliases", [])]
        for a in names:
            ws = _words(re.sub(r"\(.*?\)", " ", a))
            if ws:
                exact[ws] = ("product", p["id"])   # products beat groups on the same words
                if len(ws) == 1 and len(ws[0]) >= TYPO_MIN_LEN - 1:
                    one_word.append((ws[0], trigrams(ws[0]), p["id"]))
        name_words = _words(p["name"])
        head[p["id"]] = name_words[0] if name_words else ""
    phrases: dict = {}
    for ws, (kind, target) in exact.items():
        phrases.setdefault(ws[0], []).append((ws, kind, target))
    for lst in phrases.values():
        lst.sort(key=lambda x: -len(x[0]))
    options: dict = {}
    for oid, opt in biz.catalog.get("options", {}).items():
        for ch in opt.get("choices", []):
            name = ch.get("name")
            for a in [*(name.values() if isinstance(name, dict) else [name or ""]), *ch.get("aliases", [])]:
                ws = _num_words(_words(a))
                if ws:
                    options.setdefault(ws[0], []).append((ws, oid, ch["id"]))
    for lst in options.values():
        lst.sort(key=lambda x: -len(x[0]))
    known = frozenset(w for ws in exact for w in ws)
    address = set(_words(biz.data.get("contact", {}).get("address", "")))
    places = frozenset(ws[0] for ws in exact if len(ws) == 1 and ws[0] in address)
    vocab = vocabulary_of(biz)
    return _Index(phrases, exact, one_word, {}, options, head, known, places,
                  not_items=vocab.not_items, units=vocab.units | vocab.party_words)


def index_of(biz) -> _Index:
    return biz.cached("orders.index", _build_index)


def _typo(idx: _Index, w: str) -> str | None:
    """The one-word product a misspelt word means (trigram Dice ≥ 0.74), memoised."""
    if w in idx.typo_memo:
        return idx.typo_memo[w]
    tw = trigrams(w)
    best, score = None, TYPO_MIN_DICE
    for word, tb, item_id in idx.one_word:
        if abs(len(word) - len(w)) > 4:
            continue
        d = 2 * len(tw & tb) / (len(tw) + len(tb))
        if d >= score:
            best, score = item_id, d
    if len(idx.typo_memo) > 4096:
        idx.typo_memo.clear()
    idx.typo_memo[w] = best
    return best
