"""A held line pointed at by its size, with a wish for it: «la grande en caja», «la de 12 para mi
madre», «a pequena sen azucre» with two of the same thing held in two sizes. The size word names
which of them (the larger held, the smaller held, the one of 12), not a new size for it."""
from __future__ import annotations

import re

from bizengine.language.text import as_said, clean

# «la grande …», «y la de 12 …», «a máis pequena …»: the line named by its size, then the rest
_POINTED_RE = re.compile(r"^(?:(?:y|e|pues|pois|vale|ok|entonces|bueno|bo) )*(?P<that>la|el|a|o) "
                         r"(?P<rest>.+)$")
# What the rest may not start with: a size, a change, a removal or «es para…» (said whole elsewhere)
_NOT_A_WISH_RE = re.compile(r"^(?:es|e|son|sea|sexa|no|non|mejor|mellor|cambia\w*|quita\w*|de|do|da|tambien|"
                            r"tamen|otra|outra|y|por favor|porfa|gracias|grazas|vale|ok|si|mas|mais)\b")


def line_pointed_by_size(norm: str, text: str, biz, cart: list) -> tuple[dict, str] | None:
    """(the held line, the wish as said) when `norm` names one of several held sizes of a thing and
    says a wish for it; None otherwise (one size held, a new size said, a number in the wish)."""
    m = _POINTED_RE.match(norm)
    if m is None:
        return None
    words = m["rest"].split()
    for cut in range(min(4, len(words) - 1), 0, -1):      # «la más pequeña sin…»: the longest size said
        size, wish = " ".join(words[:cut]), " ".join(words[cut:])
        line = _held_of_size(biz, cart, f"{m['that']} {size}", size)
        if line is not None:
            if _NOT_A_WISH_RE.match(wish) or any(ch.isdigit() for ch in wish):
                return None     # «la grande mejor de 20», «la de 12 es para…»: not a wish for it
            return line, as_said(wish, text)
    return None


def sized_name(biz, line: dict, lang: str) -> str:
    """«X (12 <units>)»: the thing held and each choice it was given, in the customer's language."""
    options = biz.catalog.get("options") or {}
    chosen = []
    for oid, cid in (line.get("options") or {}).items():
        choices: list[dict] = (options.get(oid) or {}).get("choices") or []
        name = next((ch.get("name") for ch in choices if str(ch["id"]) == str(cid)), None) or cid
        chosen.append(str(name.get(lang) or name.get("es") or cid) if isinstance(name, dict) else str(name))
    thing = (biz.products.get(line["item_id"]) or {}).get("name") or line["item_id"]
    return f"{thing} ({', '.join(chosen)})" if chosen else str(thing)


def _held_of_size(biz, cart: list, *said: str) -> dict | None:
    """The held line a size said points at, among lines of one thing told apart by that option."""
    for oid, choices in _options_told_apart(biz, cart).items():
        named = next((i for i, ch in enumerate(choices) if set(said) & _aliases(ch)), None)
        if named is None:
            continue
        ids = [str(ch["id"]) for ch in choices]
        sized = [line for line in cart if str((line.get("options") or {}).get(oid)) in ids]
        exact = [line for line in sized if str(line["options"][oid]) == ids[named]]
        if len(exact) == 1:
            return exact[0]
        if not exact and named in (0, len(ids) - 1) and not any(w.isdigit() for w in " ".join(said).split()):
            away = sorted(sized, key=lambda line: abs(ids.index(str(line["options"][oid])) - named))
            return away[0]      # «la grande» with the 8 and the 12 held: the 12, the largest held
    return None


def _options_told_apart(biz, cart: list) -> dict[str, list[dict]]:
    """Options by which two or more held lines of the same thing differ: their choices in order."""
    told = {}
    for oid, option in (biz.catalog.get("options") or {}).items():
        for item_id in {line["item_id"] for line in cart}:
            chosen = {str((line.get("options") or {}).get(oid)) for line in cart
                      if line["item_id"] == item_id and oid in (line.get("options") or {})}
            if len(chosen) > 1:
                told[oid] = option.get("choices") or []
    return told


def _aliases(choice: dict) -> set[str]:
    """A choice's names, folded («la más grande» → «la mas grande»)."""
    names = choice.get("name") or {}
    said = [*(names.values() if isinstance(names, dict) else [names]), *(choice.get("aliases") or [])]
    return {clean(n) for n in said if n}
