"""Option choices in a message («para 8», «12 personas») and the product each one goes to."""
from __future__ import annotations

import re

from bizengine.language.text import clean, singular, to_int
from bizengine.understanding.item_index import index_words, numbers_as_digits
from bizengine.understanding.item_words import AGE_UNITS, AROUND_A_COUNT, DEFINITE, OTHER, Match, qty_token
from bizengine.understanding.lexicon import ADDED_BESIDE_RE


def match_options(numw, idx, used) -> list[tuple[int, int, str, str]]:
    out, i = [], 0
    while i < len(numw):
        hit = None
        if not used[i]:
            for ws, oid, cid in idx.options.get(numw[i], ()):
                if tuple(numw[i:i + len(ws)]) == ws and not any(used[i:i + len(ws)]) \
                        and not _an_age(numw, i + len(ws)):
                    hit = (i, i + len(ws), oid, cid)
                    break
        if hit:
            out.append(hit)
            end = hit[1]
            if end < len(numw) and (numw[end] in ("persona", "persoa") or numw[end] in idx.units):
                end += 1
            for k in range(hit[0], end):
                used[k] = True
            i = end
        else:
            i += 1
    return out


def _an_age(numw, end: int) -> bool:
    """«mi hija de 8 años», «para 8 añitos»: the number before is how old someone is (a size is
    never counted in years: «para 8 años» is a birthday, the size is still to ask)."""
    return end < len(numw) and numw[end] in AGE_UNITS


_AND = frozenset(("y", "e"))


def listed_options(numw, idx, used, options) -> list[tuple[int, int, str, str]]:
    """«de 8, 12 y 20», «de 8 e 12»: the bare numbers listed after a choice said with its «de», read
    with that «de» (each a choice of the same option); nothing after an «o», a doubt."""
    out = []
    for start, end, oid, _cid in options:
        if end - start != 2 or not numw[start + 1].isdigit():
            continue
        k = end + (end < len(numw) and numw[end] in _AND)
        while k < len(numw) and numw[k].isdigit() and not used[k]:
            cid = _choice_said_as(idx, (numw[start], numw[k]), oid)
            if cid is None:
                break
            out.append((k, k + 1, oid, cid))
            k += 1 + (k + 1 < len(numw) and numw[k + 1] in _AND)
    return out


_OR = frozenset(("o", "ou", "u"))


def doubted_options(numw, idx, options) -> list[tuple[int, int, str, str]]:
    """«de 8 o de 12», «de 8 ou 12», «a de 8 ou a de 12»: choices of one option with an «o» between
    them, a doubt (the choice to ask, never two lines); each such choice, the bare number after an
    «o» read with its «de»."""
    out: list[tuple[int, int, str, str]] = []
    for start, end, oid, cid in options:
        if end >= len(numw) or numw[end] not in _OR:
            continue
        at = end + 1 + (end + 2 < len(numw) and numw[end + 1] in DEFINITE)
        after = next((o for o in options if o[0] == at and o[2] == oid and o[3] != cid), None)
        bare = _choice_said_as(idx, (numw[start], numw[at]), oid) \
            if after is None and end - start == 2 and at < len(numw) and numw[at].isdigit() else None
        if bare is not None:
            after = (at, at + 1, oid, bare)
        if after is not None:
            out += [o for o in ((start, end, oid, cid), after) if o not in out]
    return out


def _choice_said_as(idx, words: tuple, oid: str) -> str | None:
    return next((cid for ws, option, cid in idx.options.get(words[0], ()) if ws == words and option == oid), None)


def _takes(biz, m: Match, option_id: str) -> bool:
    if m.kind == "product":
        return option_id in biz.products.get(m.target, {}).get("options", [])
    cands = biz.catalog.get("ambiguous", {}).get(m.target, {}).get("candidates", [])
    return any(option_id in biz.products.get(c, {}).get("options", []) for c in cands)


_FOR_OR_OF = frozenset(("para", "pa", "pra", "de", "do", "da"))


def attach_options(biz, words, used, matches, options, stray, not_taken, listed=()) -> None:
    """Each choice goes to the nearest product before it that takes the option (else after); one said
    right after a product that takes no such option is that product's (`not_taken`), no one else's.
    '2 X, una para 8 y otra para 12' splits the line: 'una'/'otra' or a count before a choice carves
    that many units off a line of several ('4 X: dos medianas y dos grandes'). `listed`: the choices
    listed after one said with its «de» («de 8, 12 y 20»), taken only when they are one for each."""
    for start, end, oid, cid in _respectively(biz, words, used, matches, options, listed):
        takers = [m for m in matches if _takes(biz, m, oid) and oid not in m.options]
        before = [m for m in takers if m.start < start]
        after = [m for m in takers if m.start > start]
        target = before[-1] if before and not _names_the_next(words, start, end, after) else (
            after[0] if after else None)
        other = start >= 1 and not used[start - 1] and words[start - 1] in OTHER
        counted = qty_token(words[start - 1]) if start >= 1 and not used[start - 1] and not other else None
        if target is None and (other or counted):   # «X para 8 y otra para 12», «X de 12 y una de 8»: more X
            same = [m for m in matches if m.kind == "product" and m.start < start and _takes(biz, m, oid)]
            if same:
                used[start - 1] = True
                matches.append(Match(start, start, "product", same[-1].target, qty=counted or 1, explicit=True,
                                      options={**same[-1].options, oid: cid}))
                continue
        said_of = [m for m in matches if m.end == start and m.kind == "product" and not _takes(biz, m, oid)]
        if said_of and words[start] not in _FOR_OR_OF:
            not_taken.append({"item_id": said_of[0].target, "option_id": oid})   # «la X grande», X of one size
            continue
        if target is None:
            part = _part_said(words, used, start)
            stray.append({"option_id": oid, "choice_id": cid, **({"part": part} if part else {})})
            continue
        part = 1 if other else (qty_token(words[start - 1]) if start >= 1 and not used[start - 1] else None)
        if part and target.qty > part and target.kind == "product":
            used[start - 1] = True      # «3 X, dos pequeñas y una mediana»: two carved off, sized
            target.qty -= part
            carved = Match(start, start, target.kind, target.target, qty=part, explicit=True,
                            options={**target.options, oid: cid})
            matches.append(carved)
        else:
            target.options[oid] = cid


# «una de ellas que sea de 20», «que una sea de 20», «cambia una a 12», «una de 8»: how many of
# the things held a choice is for, said just before it
_PART_BEFORE_RE = re.compile(r"(?:^| )(?P<of>\w+) (?:de (?:ellas|ellos|elas|eles)|delas|deles)(?: \w+){0,3}$"
                             r"|(?:^| )que (?P<be>\w+) (?:sea|sean|sexa|sexan)$"
                             r"|(?:^| )cambi\w* (?P<to>\w+) (?:a|por|pola|polo)$"
                             r"|(?:^| )(?P<just>\w+)$")


def _part_said(words, used, start: int) -> int | None:
    """How many of the held things the choice at `start` is for (none when nothing is counted)."""
    free: list[str] = []
    for i in range(start - 1, max(-1, start - 7), -1):
        if used[i]:
            break
        free.insert(0, words[i])
    if ADDED_BESIDE_RE.search(" ".join(free)):
        return None     # «añade una de 20»: one more thing, not one of those held
    m = _PART_BEFORE_RE.search(" ".join(free))
    said = next((g for g in m.groups() if g), None) if m else None
    if said is None:
        return None
    return 1 if said in OTHER else qty_token(said)


def lines_taking(biz, lines: list[dict], option_id: str | None) -> list[int]:
    """Where the lines are whose thing takes the option."""
    return [i for i, line in enumerate(lines)
            if option_id in ((biz.products.get(line["item_id"]) or {}).get("options") or [])]


def line_to_carve(biz, lines: list[dict], option_id: str, part: int | None) -> int | None:
    """The one line that takes the option, of more than `part` things: where «una de ellas de 20»
    carves `part` off (None when there is no such one line)."""
    takers = lines_taking(biz, lines, option_id)
    return takers[0] if part and len(takers) == 1 and lines[takers[0]]["qty"] > part else None


def _respectively(biz, words, used, matches, options, listed=()) -> list:
    """«una X y una Y, de 8 y de 12»: as many choices of one option, said together after every
    thing, as things before them that take it and have none: each its own, in order. The options
    left for the nearest-thing rule are returned."""
    last = max((m.end for m in matches), default=None)
    tail = sorted(o for o in [*options, *(o for o in listed if not used[o[0]])] if last is not None and o[0] >= last)
    if len(tail) < 2 or len({o[2] for o in tail}) != 1 \
            or any(w in ("o", "ou", "u") for w in words[tail[0][1]:tail[-1][0]]):
        return options      # «de 8 o de 12»: either, not one of each
    takers = sorted((m for m in matches if _takes(biz, m, tail[0][2]) and tail[0][2] not in m.options),
                    key=lambda m: m.start)
    counted = any(o[0] >= 1 and qty_token(words[o[0] - 1]) is not None for o in tail)   # «dos de 8 y dos de 12»
    if len(takers) == 1 and tail[0][0] == takers[0].end and any(_counted_with_of(words, o[0]) for o in tail[1:]):
        return options      # «2 X de 12 y una de 8»: the first choice is the two's own, the counted one more
    if len(takers) == 1 and takers[0].kind == "product" and takers[0].explicit \
            and (takers[0].qty == len(tail) or (takers[0].qty > len(tail) and not counted)):
        one = takers[0]         # «dos X, de 8 y de 12»: one of each; «tres X, de 8 y de 12»: the third unsized
        rest, one.qty = one.qty - len(tail), 1
        takers += [Match(o[0], o[0], one.kind, one.target, qty=1, explicit=True, options=dict(one.options))
                   for o in tail[1:]]
        matches.extend(takers[1:])
        if rest:
            matches.append(Match(tail[-1][1], tail[-1][1], one.kind, one.target, qty=rest, explicit=True,
                                 options=dict(one.options)))
    if len(takers) != len(tail) or any(m.qty != 1 for m in takers):
        return options
    for m, (start, _end, oid, cid) in zip(takers, tail):
        m.options[oid] = cid
        used[start] = True
    return [o for o in options if o not in tail]


def _counted_with_of(words, start: int) -> bool:
    """«una de 8», «2 de 12»: a count, then the choice said with its «de» (not «8, 12 y 20», a list)."""
    return start >= 1 and words[start] in _OF and qty_token(words[start - 1]) is not None


def _names_the_next(words, start: int, end: int, after: list[Match]) -> bool:
    """«…y una pequeña de Y»: a count, the choice, then «de» and the product: the choice is that one's."""
    counted = start >= 1 and qty_token(words[start - 1]) is not None
    return counted and bool(after) and end < len(words) and words[end] in _OF and after[0].start in (end, end + 1)


_OF = frozenset(("de", "do", "da"))


def choice_by_count(biz, option_id: str, text: str) -> tuple[str, int | None] | None:
    """A bare count answering an option's question («12», «pa 20», «ocho porfa»): (the one choice
    whose name or aliases hold that number, None); a count no choice holds («somos 10» to sizes of
    8, 12 and 20): (the smallest choice above it, the count said); None for anything else."""
    counted = _count_said(biz, option_id, text)
    if counted is None:
        return None
    count, names = counted
    hits = [cid for cid, phrases in names.items() if any(str(count) in ws for ws in phrases)]
    if hits:
        return (hits[0], None) if len(hits) == 1 else None
    sizes = sorted((n, cid) for cid, phrases in names.items()
                   for n in {int(w) for ws in phrases for w in ws if w.isdigit()} if n > count)
    return (sizes[0][1], count) if sizes else None


def _count_said(biz, option_id: str, text: str) -> tuple[int, dict] | None:
    """(the one count a short answer says, each choice's names as number words); None otherwise."""
    choices = ((biz.catalog.get("options") or {}).get(option_id) or {}).get("choices") or []
    said = clean(text).split()
    counts = [n for n in (to_int(w) for w in said) if n is not None]
    names = {ch["id"]: [numbers_as_digits(index_words(a)) for a in choice_names(ch)] for ch in choices}
    known = {w for phrases in names.values() for ws in phrases for w in ws}
    if len(counts) != 1 or any(to_int(w) is None and w not in AROUND_A_COUNT and singular(w) not in known
                               for w in said):
        return None
    return counts[0], names


def people_counted(choice: dict) -> int | None:
    """The people a size serves: the choice's id when a number («8», «12», «20»); None otherwise."""
    cid = str(choice.get("id", ""))
    return int(cid) if cid.isdigit() else None


def counts_people(option: dict) -> bool:
    """Whether an option is a size counted in people: several choices, each id a number."""
    choices = option.get("choices") or []
    return len(choices) > 1 and all(people_counted(ch) is not None for ch in choices)


def choice_names(choice: dict) -> list[str]:
    """A choice's names in every language and its aliases, as written."""
    name = choice.get("name")
    return [*(name.values() if isinstance(name, dict) else [name or ""]), *choice.get("aliases", [])]
