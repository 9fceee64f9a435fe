"""«la de 12 para el martes», «quiero una de 12», «la pequeña» right after a group's products were
listed («¿qué X tenéis?»): a size said without which one. It is the group in that size (which one is then asked,
among the products that come in it), the rest of the message (a day, a time) read with it; never the
opening hours of the day named."""
from __future__ import annotations

import re

from bizengine.language.text import to_int
from bizengine.understanding.items import Found, find_items

_LEAD_IN = (r"^(?:(?:quiero|quero|queria|quisiera|quixera|ponme|pon|dame|pues|pois|vale|ok|"
            r"y|e|entonces|mejor|mellor)\s+)*(?P<article>la|el|una|un|unha|o|a)\s+")
# «la de 12…», «vale, una de 12…», «quero a de 12…»: an article, «de» and a count, nothing named before
_A_SIZE_ALONE_RE = re.compile(_LEAD_IN + r"(?P<of>de\s+)(?P<rest>(?P<count>\w+)\b.*)$")
# «la pequeña», «a grande pro martes»: an article and what follows, a size's word for the caller to check
_A_WORD_ALONE_RE = re.compile(_LEAD_IN + r"(?P<of>)(?P<rest>(?!de\b)\w+\b.*)$")


def size_of_the_group_listed(norm: str, biz, group: str | None, size_word: bool = False) -> Found | None:
    """What «la de <count> …» says after the products of `group` were listed (or, with `size_word`,
    «la pequeña …», a size's own word): that group in the size said, among its products that come in
    that size (the one product, when only one does); None when no size of theirs is said or nothing
    was listed."""
    m = _A_SIZE_ALONE_RE.match(norm or "")
    if m is None or to_int(m["count"]) is None:
        m = _A_WORD_ALONE_RE.match(norm or "") if size_word else None
    if not group or m is None or group not in (biz.catalog.get("ambiguous") or {}):
        return None
    # read again with the group named: find_items alone ties the count to a size and reads what follows it
    found = find_items(f"{m['article']} {group} {m['of']}{m['rest']}", biz)
    sized = [a for a in found.ambiguous if a.get("options")]
    if found.lines or len(found.ambiguous) != 1 or not sized:
        return None
    asked = sized[0]
    candidates = [pid for pid in asked["candidates"] if _comes_in(biz.products.get(pid) or {}, asked["options"])]
    if not candidates:
        return None
    if len(candidates) == 1:
        found.ambiguous = []
        found.lines, found.explicit = [{"item_id": candidates[0], "qty": asked.get("qty") or 1,
                                        "options": dict(asked["options"])}], [False]
    else:
        asked["candidates"] = candidates
    return found


def _comes_in(product: dict, options: dict) -> bool:
    return all(option in (product.get("options") or []) for option in options)
