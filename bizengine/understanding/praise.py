"""Praise of what the business makes: «me encantan vuestros X», «los X estaban buenísimos». The
products praised are told about, not ordered, unless a count is said with them."""
from __future__ import annotations

from bizengine.understanding.item_words import Match
from bizengine.understanding.lexicon import PRAISE_RE

# a wish said after the praise starts an order: «me encantan los X, quiero 4 Y»
_WISH_WORDS = frozenset("quiero quero queria quixera quisiera pon ponme ponnos dame danos mandame "
                        "preparame preparanos pideme".split())
_AFTER, _BEFORE = 4, 2      # words a praised product may lie after the praise, or before it


def _spans(words: list[str]) -> list[tuple[int, int]]:
    """(first word, word after the last) of each praise said."""
    text = " ".join(words)
    return [(text[:m.start()].count(" "), text[:m.end()].count(" ") + 1) for m in PRAISE_RE.finditer(text)]


def _praised(words: list[str], m: Match, spans: list[tuple[int, int]]) -> bool:
    if m.explicit:
        return False
    return any((end <= m.start <= end + _AFTER and not _WISH_WORDS & set(words[end:m.start]))
               or (m.end <= start and start - m.end <= _BEFORE and not _WISH_WORDS & set(words[:m.start]))
               for start, end in spans)     # not «ponme X, que están buenísimos»


def _wished_after(words: list[str], m: Match, matches: list[Match]) -> bool:
    """«la X de ayer estaba riquísima, quiero otra»: a wish after X that names nothing else is for X."""
    wish = next((i for i in range(m.end, len(words)) if words[i] in _WISH_WORDS), None)
    return wish is not None and not any(other.start > wish for other in matches)


def not_praised(words: list[str], matches: list[Match]) -> list[Match]:
    """The matches that are no product praised without a count."""
    spans = _spans(words)
    if not spans:
        return matches
    return [m for m in matches if not _praised(words, m, spans) or _wished_after(words, m, matches)]
