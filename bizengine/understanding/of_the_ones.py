"""«<product> de las de Y», «<product> das de Y», «<product> dos de Y»: Y says which of the product
(its kind, or a quality the catalogue may not have), exactly as «<product> de Y» does; it is never
one more of it. The item reader reads the message with those words said as «de Y».
«<n> <X>, <m> de (las de) Y» (m at most n, Y a word of X's own name) is a part of those n, never m
more: read «<n> <X> de Y». «<n> <X>, <a> de Y y <b> de Z» (a + b = n) is those parts of X, never n more:
read «<a> <X> de Y y <b> <X> de Z»."""
from __future__ import annotations

from bizengine.language.text import singular
from bizengine.understanding.item_index import ItemIndex
from bizengine.understanding.item_words import DEFINITE, OF, OTHER, VARIANTS, qty_token
from bizengine.understanding.lexicon import INSTEAD_OF_LAST_RE, PLAIN_KIND_WORDS

# «de las», «de los», «de as», «de os» before another «de»: «<X> de las de Y»
_THE_ONES = frozenset(("las", "los", "as", "os"))
# Galician «das» (de + as) and «dos» (de + os) before «de»: «<X> das de Y»
_OF_THE_ONES = frozenset(("das", "dos"))
# «dos» is also Spanish «two»: «4 <X>, dos de Y», «<X>, dos de Y» say two of them; read as «de Y» only
# after a count of two («dous <X> dos de Y»: in either reading, all of them)
_TWO = 2


def said_as_of(idx: ItemIndex, words: list[str]) -> list[str]:
    """The words with each «de las de», «das de», «dos de» right after a catalogue word said «de»."""
    words = _parts_of_the_count(idx, _split_of_the_count(idx, words))
    out: list[str] = []
    i = 0
    while i < len(words):
        taken = _of_the_ones_at(idx, words, i)
        if taken and out and _a_catalogue_word(idx, out[-1]):
            out.append("de")
            i += taken
            continue
        out.append(words[i])
        i += 1
    return out


def _split_of_the_count(idx: ItemIndex, words: list[str]) -> list[str]:
    """«4 <X>, dos de Y y dos de Z», «6 <X>: 3 Y y 3 de Z», «4 <X> 2 Y 2 Z»: a total then its parts (two
    or more, summing to it) is those parts, each of <X>: «2 <X> de Y y 2 <X> de Z», never the total
    and the parts on top."""
    for i in range(len(words)):
        whole = qty_token(words[i]) if words[i] not in OTHER else None
        if whole is None:
            continue
        end = i + 1
        while end < len(words) and _a_catalogue_word(idx, words[end]):
            end += 1
        if end == i + 1 or INSTEAD_OF_LAST_RE.search(" ".join(words[:i])):
            continue        # «en vez de 2 X, 1 X y 1 de Y»: what comes after is what replaces them
        parts = _parts_summing_to(idx, words, end, whole, words[i + 1:end])
        if parts:
            return [*words[:i], *_each_part_named(idx, words, parts, words[i + 1:end])]
    return words


def _parts_summing_to(idx: ItemIndex, words: list[str], start: int, whole: int, name: list[str]) -> list[int]:
    """Where the counts of the parts right after a name are said, when they sum to `whole` (else [])."""
    parts: list[int] = []
    total = 0
    for k in range(start, len(words)):
        n = qty_token(words[k]) if words[k] not in OTHER else None
        if n is None:
            if not parts and words[k] not in _PART_LEADS:
                return []       # «4 <X> para mañana…»: no parts said right after the name
            continue
        if k + 1 >= len(words) or not _a_part_of(idx, words[k + 1], name):
            return []
        parts.append(k)
        total += n
        if total >= whole:
            break
    return parts if total == whole and len(parts) > 1 else []


def _a_part_of(idx: ItemIndex, word: str, name: list[str]) -> bool:
    """Whether the word after a part's count says which of the named («de», a kind's word, a size), and
    names no other product («2 <X> y 2 <W>» are two products)."""
    if word in OF:
        return True
    if not word.isalnum() or not _a_kind_word(idx, word):
        return False
    alone = idx.exact.get((singular(word),), ("",))
    return alone[0] not in ("product", "group") or any(_names_it_too(idx, w, [word]) for w in name)


def _a_kind_word(idx: ItemIndex, word: str) -> bool:
    """A word the catalogue reads as which one (a variant, a size, a flavour, a code
    with a digit, a plain word); «uno <done to it> y dos no» tell a note of some, never a split of the total."""
    one = singular(word)
    return one in idx.known or one in VARIANTS or one in PLAIN_KIND_WORDS or word in idx.options \
        or one in idx.options or any(ch.isdigit() for ch in word)


def _each_part_named(idx: ItemIndex, words: list[str], parts: list[int], name: list[str]) -> list[str]:
    """«2 de Y y 2 de Z» of «<X>» → «2 <X> de Y y 2 <X> de Z»; a flavour said bare, not of <X>'s own
    names («4 <X> 2 Y 2 Z»), is said «de» it, so a kind not made is told, not dropped."""
    out: list[str] = []
    for at, until in zip(parts, [*parts[1:], len(words)]):
        kind = words[at + 1]
        of = ["de"] if singular(kind) in idx.flavours and not any(_names_it_too(idx, w, [kind]) for w in name) else []
        out += [words[at], *(name if words[at] in _ONE else [singular(w) for w in name]), *of, *words[at + 1:until]]
    return out


_ONE = frozenset(("1", "un", "una", "uno", "unha"))
# What may stand between a name and its first part: «4 <X>, dos de Y», «6 <X>: 3 Y», «4 <X> y son 2 de Y»
_PART_LEADS = frozenset((",", ":", ";", "-", "y", "e"))


def _parts_of_the_count(idx: ItemIndex, words: list[str]) -> list[str]:
    """«dos <X>, dos de las de Y», «4 <X>, dos de Y» (Y of X's own name) → «dos <X> de Y»: the count
    after the name says which of the ones counted, not more of them («2 <X>, 1 de Y y 1 de Z» tells
    each part and stays as it is)."""
    for i in range(1, len(words) - 1):
        part = qty_token(words[i])
        if part is None or words[i] in OTHER or words[i + 1] not in OF or not _a_catalogue_word(idx, words[i - 1]):
            continue
        whole = _count_before_name(idx, words, i)
        if whole is None or part > whole or (part < whole and _another_part_after(words, i + 1)):
            continue
        said = 4 if words[i + 2:i + 4] and words[i + 2] in _THE_ONES and words[i + 3:i + 4] \
            and words[i + 3] in OF else 1
        if not _names_it_too(idx, words[i - 1], words[i + said:i + said + 1] if said == 4 else words[i + 2:i + 3]):
            continue
        return [*words[:i], "de", *_parts_of_the_count(idx, words[i + said:])] if said == 4 \
            else [*words[:i], *_parts_of_the_count(idx, words[i + 1:])]
    return words


def _names_it_too(idx: ItemIndex, name_word: str, after: list[str]) -> bool:
    """Whether the word after «de» is a word of the product named before («<X>s, dos de
    <Y>» of «<X> de <Y>»): the part is that product, never one more line of it
    (a kind the product has not, «<X>s, dos de <Z>», is a part the item reader tells apart)."""
    return bool(after) and bool(idx.word_items.get(singular(name_word), set())
                                & idx.word_items.get(singular(after[0]), set()))


def _count_before_name(idx: ItemIndex, words: list[str], i: int) -> int | None:
    """The count said right before the catalogue words that end at words[i - 1]."""
    k = i - 1
    while k >= 0 and _a_catalogue_word(idx, words[k]):
        k -= 1
    return qty_token(words[k]) if k >= 0 and words[k] not in OTHER else None


def _another_part_after(words: list[str], start: int) -> bool:
    """Whether another count follows («…, 1 de Y y 1 de Z», «…, dos de Y y otra de Z»)."""
    return any(qty_token(w) is not None for w in words[start:])


def _of_the_ones_at(idx: ItemIndex, words: list[str], i: int) -> int:
    """How many words «de las de», «das de» or «dos de» at words[i] take (0: none there)."""
    said = words[i:i + 3]
    if len(said) == 3 and said[0] in OF and said[1] in _THE_ONES and said[2] in OF:
        return 3
    if len(said) >= 2 and said[0] in _OF_THE_ONES and said[1] in OF:
        return 2 if said[0] == "das" or _after_two(idx, words, i) else 0
    return 0


def _after_two(idx: ItemIndex, words: list[str], i: int) -> bool:
    """Whether the name before words[i] («<X>», «<X> de <Y>») comes right after a count of two."""
    k = i - 1
    while k >= 0 and (_a_catalogue_word(idx, words[k]) or (words[k] in OF and k < i - 1)):
        k -= 1
    return k >= 0 and qty_token(words[k]) == _TWO


_NOT_A_NAME = OF | DEFINITE | {"un", "una", "uno", "unha", "unos", "unas", "uns", "unhas"}


def _a_catalogue_word(idx: ItemIndex, word: str) -> bool:
    """A word of a name in the catalogue («una», «de», «2» of a longer name name nothing alone)."""
    return word.isalpha() and word not in _NOT_A_NAME and singular(word) in idx.known


# What ends a part told by a wish: the request's day or time, or a courtesy («…y 2 <plain> para mañana»)
_PART_END = frozenset("para pra pa pal el la a as las hoy hoxe manana mana que por porfa gracias grazas".split())
_LONGEST_PART = 3


def wished_parts(idx: ItemIndex, words: list[str]) -> list[tuple[int, int]]:
    """«4 <X>, 2 <a wish> y 2 <plain>», «6 <X>: 3 <a wish> y 3 no»: a total, then parts summing to it
    told by how they are wanted, naming no kind the catalogue reads (those split the total:
    `_split_of_the_count`). (start of the total, end of the last part) of each: the total stays, the
    parts are a wish for the person preparing it, never things asked for."""
    spans = []
    for i, word in enumerate(words):
        whole = qty_token(word) if word not in OTHER else None
        if whole is None:
            continue
        end = i + 1
        while end < len(words) and _a_catalogue_word(idx, words[end]):
            end += 1
        last = _wished_parts_end(idx, words, end, whole) if end > i + 1 else None
        if last is not None:
            spans.append((i, last))
    return spans


def _wished_parts_end(idx: ItemIndex, words: list[str], start: int, whole: int) -> int | None:
    """Where the parts after a name end, when their counts sum to `whole` and a part is told by a
    word that is no kind of the catalogue («<a wish>»); None otherwise."""
    k = start + (start < len(words) and words[start] in _PART_LEADS)
    total, parts, a_wish = 0, 0, False
    while total < whole:
        n = qty_token(words[k]) if k < len(words) and words[k] not in OTHER else None
        told = _part_words(words, k + 1)
        if n is None or not told or any(not w.isalpha() or w in OF or singular(w) in idx.known for w in told):
            return None
        total, parts = total + n, parts + 1
        a_wish = a_wish or not _a_kind_word(idx, told[0])
        k += 1 + len(told)
        if total < whole and k < len(words) and words[k] in _PART_LEADS:
            k += 1
    return k if total == whole and parts > 1 and a_wish else None


def _part_words(words: list[str], at: int) -> list[str]:
    """The words of one part, from `at` to the next «y», count or the request's day (a few at most)."""
    told: list[str] = []
    for w in words[at:at + _LONGEST_PART]:
        if w in _PART_LEADS or w in _PART_END or qty_token(w) is not None:
            break
        told.append(w)
    return told
