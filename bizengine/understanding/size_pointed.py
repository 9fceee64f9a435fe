"""A held line pointed at by its size, with a wish for it: «la grande en caja», «la de 12 para mi
madre», «a pequena sen azucre» with two of the same thing held in two sizes. The size word names
which of them (the larger held, the smaller held, the one of 12), not a new size for it."""
from __future__ import annotations

import re

from bizengine.language.text import as_said, clean
from bizengine.understanding.item_options import choice_names
from bizengine.understanding.notes import notes_said

# «la grande …», «y la de 12 …», «a máis pequena …»: the line named by its size, then the rest
_POINTED_RE = re.compile(r"^(?:(?:y|e|pues|pois|vale|ok|entonces|bueno|bo) )*(?P<that>la|el|a|o) "
                         r"(?P<rest>.+)$")
# What the rest may not start with: a size, a change, a removal or «es para…» (said whole elsewhere)
_NOT_A_WISH_RE = re.compile(r"^(?:es|e|son|sea|sexa|no|non|mejor|mellor|cambia\w*|quita\w*|de|do|da|tambien|"
                            r"tamen|otra|outra|y|por favor|porfa|gracias|grazas|vale|ok|si|mas|mais)\b")
# How a wish for a thing starts when the notes reader finds none in it: «en caja», «sin azúcar glas»
_A_WISH_RE = re.compile(r"^(?:en|con|cun|cunha|co|coa|sin|sen|para|pa|pra|que (?:lleve|leve|ponga|pona))\b")
# «la grande mejor que sea bonita»: the wish after «mejor»
_WISH_LEAD_RE = re.compile(r"^(?:mejor|mellor) (?=\S)")
# «la grande es para mi madre»: who the line is for, noted whole as said
_FOR_WHOM_RE = re.compile(r"^(?:es|e|sera) (?:para|pa|pra)\b")
_BE_LIKE_RE = re.compile(r"^que (?:sea|sexa) (?P<how>.+)$")       # «que sea bonita» (not «que sean dos»)
_LONGEST_SIZE = 4       # words a size is said in at most («la más pequeña de todas»)


def line_pointed_by_size(norm: str, text: str, biz, cart: list) -> tuple[dict, str] | None:
    """(the held line, the wish as said) when `norm` names one of several held sizes of a thing and
    says a wish for it; None otherwise (one size held, a new size said, no wish in the rest)."""
    told = _options_told_apart(biz, cart)
    m = _POINTED_RE.match(norm) if told else None
    if m is None:
        return None
    words = m["rest"].split()
    for cut, oid, named in _sizes_said(biz, told, m["that"], words):
        line = _held_of_size(told[oid], oid, named, any(w.isdigit() for w in words[:cut]))
        if line is not None:
            wish = " ".join(words[cut:])
            return (line, as_said(wish, text)) if _a_wish(wish, biz) or for_whom(wish) else None
    return None


def _a_wish(wish: str, biz) -> bool:
    """«en caja», «para mi madre», «que lleve una X», «mejor que sea bonita»: a wish; «fuera», «que sean
    dos», «mejor de 20», «es la de 20», «mejor que sea mediana»: not («es para mi madre»: `for_whom`)."""
    rest = _WISH_LEAD_RE.sub("", wish, count=1)
    if _NOT_A_WISH_RE.match(rest) or any(ch.isdigit() for ch in wish):
        return False
    if rest != wish and (like := _BE_LIKE_RE.match(rest)):
        return not _a_size(like["how"], biz)
    return bool(_A_WISH_RE.match(rest) or notes_said(rest, biz, rest))


def for_whom(wish: str) -> bool:
    """«es para mi madre» after the size: who it is for, noted as said (the sizes kept)."""
    return bool(_FOR_WHOM_RE.match(clean(wish)))


def _a_size(words: str, biz) -> bool:
    """Whether the words name a size of any option («mediana», «la mas grande»)."""
    return any(words in names or f"la {words}" in names for names in _folded_aliases(biz).values())


def _sizes_said(biz, told: dict, that: str, words: list[str]) -> list[tuple[int, str, int]]:
    """(words of the rest the size takes, option, choice index) of each size the rest starts with,
    the longest first; at least one word is left for the wish."""
    found = []
    for cut in range(min(_LONGEST_SIZE, len(words) - 1), 0, -1):
        size = " ".join(words[:cut])
        for oid in told:
            names = _folded_aliases(biz).get(oid) or {}
            index = names.get(f"{that} {size}", names.get(size))
            if index is not None:
                found.append((cut, oid, index))
    return found


def _held_of_size(told: tuple[list[str], list[dict]], oid: str, named: int, digits: bool) -> dict | None:
    """The held line a size said points at, among lines of one thing told apart by that option."""
    ids, sized = told
    exact = [line for line in sized if str(line["options"][oid]) == ids[named]]
    if len(exact) == 1:
        return exact[0]
    if not exact and named in (0, len(ids) - 1) and not digits:
        away = sorted(sized, key=lambda line: abs(ids.index(str(line["options"][oid])) - named))
        return away[0]      # «la grande» with the 8 and the 12 held: the 12, the largest held
    return None


def _options_told_apart(biz, cart: list) -> dict[str, tuple[list[str], list[dict]]]:
    """Options by which two or more held lines of one thing differ: (the option's choice ids in
    order, that thing's lines); an option two things differ by is left out (a size alone names neither)."""
    chosen: dict[tuple[str, str], set[str]] = {}
    for line in cart:
        for oid, cid in (line.get("options") or {}).items():
            chosen.setdefault((oid, line["item_id"]), set()).add(str(cid))
    differ: dict[str, list[str]] = {}
    for (oid, item_id), cids in chosen.items():
        if len(cids) > 1:
            differ.setdefault(oid, []).append(item_id)
    options = biz.catalog.get("options") or {}
    return {oid: ([str(ch["id"]) for ch in (options.get(oid) or {}).get("choices") or []],
                  [line for line in cart if line["item_id"] == items[0] and oid in (line.get("options") or {})])
            for oid, items in differ.items() if len(items) == 1}


def _folded_aliases(biz) -> dict[str, dict[str, int]]:
    """Each option's choice names, folded («la más grande» → «la mas grande»): the index of the choice."""
    return biz.cached("size_pointed.aliases", _fold_aliases)


def _fold_aliases(biz) -> dict[str, dict[str, int]]:
    folded: dict[str, dict[str, int]] = {}
    for oid, option in (biz.catalog.get("options") or {}).items():
        names = folded.setdefault(oid, {})
        for index, choice in enumerate(option.get("choices") or []):
            for name in choice_names(choice):
                if name:
                    names.setdefault(clean(name), index)
    return folded
