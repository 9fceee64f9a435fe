"""«4 <thing> de Y sin Y»: a thing asked without what its own name says it is made of. The line stays and
the wish is noted, but the contradiction is said plainly when the line is said back (it was only seen at
the summary, as a note beside a name that says the opposite)."""
from __future__ import annotations

from bizengine.business.product_names import product_name
from bizengine.language.text import clean, singular

_WITHOUT = ("sin", "sen")
_SHORTEST_WORD = 4      # «sin la de 8»: no word of a name


def say_without_its_own(c, s, before: list[dict]) -> None:
    """For each line this message added whose name holds a word its «sin …» wish names: said, once."""
    if s is None or not s.notes:
        return
    held_before = {line["item_id"] for line in before}
    added = [line["item_id"] for line in c.state["order"]["lines"] if line["item_id"] not in held_before]
    for wish in (n for n in s.notes if clean(n).split()[:1] and clean(n).split()[0] in _WITHOUT):
        for pid in dict.fromkeys(added):
            word = _own_word_denied(c.biz.products.get(pid) or {}, wish, c.lang)
            if word is not None:
                c.note("without_its_own", False, f"{pid}: «{wish}» contradice su nombre; se anota")
                c.say(c.t("without_its_own", name=product_name(c.biz.products[pid], c.lang), word=word, wish=wish))
                return


def _own_word_denied(product: dict, wish: str, lang: str) -> str | None:
    """The word of the product's name (as it is written there) that the wish goes without, else None."""
    denied = {singular(w) for w in clean(wish).split()[1:] if len(w) >= _SHORTEST_WORD}
    name = product_name(product, lang)
    return next((w for w in name.split() if len(w) >= _SHORTEST_WORD and singular(clean(w)) in denied), None)
