"""A count said later in the message, after a wish or a need, of the one thing named before with no
count of its own: «marcapáginas, ¿cuántos me podéis dar? quiero 20», «tarjetas, ¿cuántas tenéis?
me hacen falta 5», «marcapáxinas, quero 20»: twenty of them, not one. A count before another thing
named («X, quiero 2 Y») is that one's; of a thing that comes in sizes it may be the size (not read)."""
from __future__ import annotations

from bizengine.understanding.item_words import Match, qty_token
from bizengine.understanding.lexicon import WISH_OR_NEED_RE

# what may follow the count when it is the whole object: the message's end or a courtesy, a when
_AFTER_THE_COUNT = frozenset("para pra pa por porfa gracias grazas el la o a hoy hoxe manana mana y e pero".split())
# the words before the count a wish or a need is looked for in
_WISH_SPAN = 3


def count_wished_later(biz, words: list[str], used: list[bool], matches: list[Match]) -> None:
    """Gives the one uncounted product named the count wished after it, that count's words used."""
    products = [m for m in matches if m.kind == "product"]
    if len(products) != 1 or len(matches) != 1 or products[0].explicit \
            or (biz.products.get(products[0].target) or {}).get("options"):
        return
    m = products[0]
    least = 1 if m.vague else 2     # «quiero 1» of one named adds nothing; of «Xs» named it is the count
    at = next((k for k in range(m.end + 1, len(words)) if _wished_count_at(words, used, k, least)), None)
    if at is not None:
        m.qty, m.explicit, used[at] = qty_token(words[at]) or 1, True, True


def _wished_count_at(words: list[str], used: list[bool], k: int, least: int) -> bool:
    """A count alone at k (the end after it, or a when, a courtesy) right after a wish or a need."""
    n = qty_token(words[k])
    if used[k] or n is None or n < least:
        return False
    if k + 1 < len(words) and words[k + 1] not in _AFTER_THE_COUNT:
        return False
    before = " ".join(words[max(0, k - _WISH_SPAN):k])
    return WISH_OR_NEED_RE.search(before) is not None
