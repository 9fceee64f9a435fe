"""A thing said in doubt beside the one ordered: «una X, no sé si con Y», «igual con Y»,
«quizás también una Y», «unha X, non sei se con Y», or «no sé si con Y» with X held. The
doubt is no order of it: the thing ordered is held and the other offered, a yes or no to answer
(«¿Te apunto también Y (12,00 €)?»), the offer the rest of a count split into kinds gets
(`rest_of_a_count`). Said plainly («una X con Y», «una X, y sí, con Y»), it is ordered as before."""
from __future__ import annotations

from bizengine.understanding.item_words import Match
from bizengine.understanding.lexicon import DOUBT_BEFORE_A_THING_RE

_WORDS_BEFORE = 5       # «no sé yo si con una»: the longest doubt before the thing


def offered_in_doubt(words: list[str], matches: list[Match], held: bool) -> list[Match]:
    """`matches` with each product said in doubt after another thing (or beside the things `held`)
    turned into its offer."""
    first = next((m.start for m in matches if m.kind == "product"), None)
    return [_offer(m) if _in_doubt(words, m, first, held) else m for m in matches]


def _in_doubt(words: list[str], m: Match, first: int | None, held: bool) -> bool:
    if m.kind != "product" or (m.start == first and not held):
        return False        # «no sé si una X»: the whole order in doubt, no add-on to offer
    before = " ".join(words[max(0, m.start - _WORDS_BEFORE):m.start])
    return DOUBT_BEFORE_A_THING_RE.search(before) is not None


def _offer(m: Match) -> Match:
    return Match(m.start, m.end, "ambiguous", m.target, qty=m.qty or 1, explicit=True, choices=[m.target],
                 contradicted=True, rest_of_a_count=True, doubted=True)
