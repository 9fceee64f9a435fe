"""A count split into kinds where one kind is not made: «4 <X>, 2 <a wish> y 2 de <Y>», «dos <X>, uno de
<Y> y otro <plain>» with no «<X> de <Y>» in the catalogue. The parts that exist stay (the count of X
lowered to theirs); the part not made is said not made and its count offered as the kind there is
(one more match, `rest_of_a_count`), never all of them held in silence nor the wish read as a thing."""
from __future__ import annotations

from dataclasses import dataclass, field

from bizengine.language.text import singular
from bizengine.understanding.diet_split import told_apart_by_a_diet
from bizengine.understanding.item_index import ItemIndex, index_of, numbers_as_digits
from bizengine.understanding.item_words import DEFINITE, OF, OTHER, Match, not_item, qty_token
from bizengine.understanding.lexicon import PLAIN_KIND_WORDS
from bizengine.understanding.told_apart import two_parts_at
from bizengine.understanding.vocabulary import vocabulary_of

# What leads a part («4 X, 2 … y 2 …», «6 X: 3 … y 3 …») and what ends the parts (the request's day, a courtesy)
_PART_LEADS = frozenset((",", ":", ";", "-", "y", "e"))
_PARTS_END = frozenset("para pra pa pal el la a as las hoy hoxe manana mana que por porfa gracias grazas".split())
_LONGEST_PART = 3


@dataclass(frozen=True)
class _Part:
    count: int
    start: int      # the first word of what is said of it (after its count)
    end: int


@dataclass
class KindsNotMade:
    """What a count split into kinds with a part not made comes to."""
    offers: list[Match] = field(default_factory=list)      # the kind there is, offered for each part not made
    not_made: list[str] = field(default_factory=list)      # as said: «<X> de <Y>»
    wishes: list[str] = field(default_factory=list)        # the parts kept told by a wish: «2 tostados»


def kinds_not_made_in_a_count(biz, idx: ItemIndex, words: list[str], sing: list[str], used: list[bool],
                              matches: list[Match]) -> KindsNotMade:
    """The offers for the parts not made of each count split into kinds. The product's own count is
    lowered to the parts that exist."""
    out = KindsNotMade()
    for m in matches:
        if m.kind != "product" or not m.explicit or m.qty < 2:
            continue
        parts = _parts_after(idx, words, m)
        if not parts or any(parts[0].start <= n.start < parts[-1].end for n in matches):
            continue        # «6 X, 3 … y 3 de <a word of another thing's name>»: that thing, made
        if told_apart_by_a_diet(idx, words, m, _first_part_at(words, m)) is not None:
            continue        # «dos X, uno vegetariano y otro de carne»: a diet and its counterpart, both held
        each = one_each_of_its_own_kind(biz, idx, words, sing, m, _first_part_at(words, m))
        if each is not None and each.missing is None:     # «dos X, uno <X's kind> y otro <a wish>»: the note
            counted = m.start - (m.start > 0 and qty_token(words[m.start - 1]) is not None)
            out.wishes.append(" ".join(words[counted:each.end]))
            continue
        missing = [p for p in parts if _kind_not_made(biz, idx, words, sing, m, p)]
        kept = [p for p in parts if p not in missing]
        if not missing or not kept or not all(_told_by_a_wish(idx, words, sing, m, p) for p in kept):
            continue
        head = idx.head.get(m.target) or sing[m.start]
        for p in missing:
            said = f"{head} de {words[p.end - 1]}"
            if said not in out.not_made:
                out.not_made.append(said)
            out.offers.append(offer_of_the_rest(idx, words, m, p.start, p.end, p.count))
        out.wishes += [" ".join(words[p.start - 1:p.end]) for p in kept
                       if any(w not in PLAIN_KIND_WORDS for w in sing[p.start:p.end])]
        m.qty -= sum(p.count for p in missing)
        for i in range(m.end, max(p.end for p in parts)):
            used[i] = True
    return out


def a_kind_not_had(biz, said: str) -> bool:
    """«<service> de <Z>» among the things not had: «<a word naming a thing or group> de <Y>», a kind
    of something the catalogue has (said even beside the ones had), never a stray word."""
    first, _, rest = said.partition(" de ")
    return bool(rest) and " " not in first and (singular(first),) in index_of(biz).exact


@dataclass(frozen=True)
class OneEachOfItsKind:
    """«dos <X>, uno de <X's own kind> y otro <…>» (either order): the one part is X itself; the other is
    a kind not made («de <Y>», no «<X> de <Y>»: one X held, Y said not made and offered as one more) or
    only a wish (both held, the note's)."""
    end: int                    # the index after both parts
    own: _Part                  # the part naming X by its own kind («de <X's kind>», «<X's kind>»)
    other: _Part
    missing: _Part | None       # the other when it is a kind not made, None when it is a wish
    missing_said: str = ""      # the kind not made as said: «<X> de <Y>», «<X> de 11 <unit>»


def one_each_of_its_own_kind(biz, idx: ItemIndex, words: list[str], sing: list[str], m: Match,
                             at: int) -> OneEachOfItsKind | None:
    """The two parts of «dos <X>, uno … y otro …» from `at` when one names X by its own kind and the
    other a kind not made or only a wish (the count said first is what tells that both were to be Xs)."""
    if m.kind != "product" or not m.explicit or m.qty != 2:
        return None
    two = two_parts_at(words, at)
    if two is None or two.by_day:
        return None
    parts = (_Part(1, two.one + 1, two.joined), _Part(1, two.another + 1, two.end))
    own = [p for p in parts if _names_its_own_kind(idx, sing, m, p)]
    if len(own) != 1:
        return None
    other = parts[1] if own[0] is parts[0] else parts[0]
    head = idx.head.get(m.target) or sing[m.start]
    if (renumbered := _renumbered_kind(idx, words, sing, m, own[0], other)) is not None:
        return OneEachOfItsKind(two.end, own[0], other, other, f"{head} de {renumbered}")
    if _kind_not_made(biz, idx, words, sing, m, other):
        return OneEachOfItsKind(two.end, own[0], other, other, f"{head} de {words[other.end - 1]}")
    wish = all(w.isalpha() and (w not in idx.known or not_item(idx, w)) and w not in idx.flavours
               for w in sing[other.start + (sing[other.start] in OF):other.end])
    return OneEachOfItsKind(two.end, own[0], other, None) if wish else None


def _names_its_own_kind(idx: ItemIndex, sing: list[str], m: Match, p: _Part) -> bool:
    """«de <X's kind>», «<X's kind>» («una <Z>» of «<X> <Z>»), «de <what follows de in X's name>»
    («de 9 <unit>», «de nueve <unit>» of «<X> de 9 <unit>»): the part is X itself."""
    said = sing[p.start + (sing[p.start] in OF):p.end]
    if len(said) == 1 and said[0] in idx.own_words.get(m.target, ()):
        return True
    return sing[p.start] in OF and numbers_as_digits(tuple(said)) in _tails_of_its_names(idx, m.target)


def _tails_of_its_names(idx: ItemIndex, target: str) -> list[tuple[str, ...]]:
    """What follows «de» in the names of `target` («9 <unit>» of «<X> de 9 <unit>»), numbers as digits."""
    return [numbers_as_digits(ws[ws.index("de") + 1:]) for ws, (kind, named) in idx.exact.items()
            if kind == "product" and named == target and "de" in ws[1:]]


def _renumbered_kind(idx: ItemIndex, words: list[str], sing: list[str], m: Match, own: _Part,
                     other: _Part) -> str | None:
    """«de 11 <unit>», «de 11» beside «de 9 <unit>» when X's name is «<X> de 9 <unit>»:
    the same kind with another number, which the catalogue does not have. As said, completed with the
    words of X's own part the other leaves out («11 <unit>»)."""
    if sing[other.start] not in OF or sing[own.start] not in OF:
        return None
    said = numbers_as_digits(tuple(sing[other.start + 1:other.end]))
    own_said = numbers_as_digits(tuple(sing[own.start + 1:own.end]))
    if not said or len(said) > len(own_said) or said == own_said[:len(said)] \
            or said + own_said[len(said):] in _tails_of_its_names(idx, m.target):
        return None
    changed = [(a, b) for a, b in zip(said, own_said) if a != b]
    if not all(a.isdigit() and b.isdigit() for a, b in changed):
        return None
    return " ".join([*words[other.start + 1:other.end], *words[own.start + 1 + len(said):own.end]])


def offer_of_the_rest(idx: ItemIndex, words: list[str], m: Match, start: int, end: int, count: int) -> Match:
    """The kind there is of `m`'s noun, offered for `count` more (the part said at words[start:end] not made)."""
    head = idx.head.get(m.target) or singular(words[m.start])
    choices = list(idx.flavoured.get((head,)) or [m.target])
    return Match(start, end, "ambiguous", " ".join(words[m.start:m.end]), qty=count, explicit=True, choices=choices,
                 not_made=True, contradicted=len(choices) == 1, rest_of_a_count=True)


def _parts_after(idx: ItemIndex, words: list[str], m: Match) -> list[_Part]:
    """«…, uno <A> y otro <B>» (one each) or «…, 2 <A> y 2 <B>» summing to the count said."""
    at = _first_part_at(words, m)
    two = two_parts_at(words, at) if m.qty == 2 else None
    if two is not None and not two.by_day and not two.other_without(words):
        return [_Part(1, two.one + 1, two.joined), _Part(1, two.another + 1, two.end)]
    parts: list[_Part] = []
    while sum(p.count for p in parts) < m.qty:
        n = qty_token(words[at]) if at < len(words) and words[at] not in OTHER else None
        end = _part_end(words, at + 1)
        if n is None or end == at + 1:
            return []
        parts.append(_Part(n, at + 1, end))
        at = end + (end < len(words) and words[end] in _PART_LEADS)
    return parts if len(parts) > 1 and sum(p.count for p in parts) == m.qty else []


def _first_part_at(words: list[str], m: Match) -> int:
    at = m.end
    while at < len(words) and words[at] in _PART_LEADS:
        at += 1
    return at


def _part_end(words: list[str], at: int) -> int:
    end = at
    while end < min(len(words), at + _LONGEST_PART) and words[end] not in _PART_LEADS \
            and words[end] not in _PARTS_END and qty_token(words[end]) is None:
        end += 1
    return end


def _kind_not_made(biz, idx: ItemIndex, words: list[str], sing: list[str], m: Match, p: _Part) -> bool:
    """«de <Y>» with Y a kind the catalogue has no «<X> de <Y>» of: a flavour of other things, or a
    word it does not know, never a wish for the person preparing it nor X's own word."""
    if p.end - p.start != 2 or sing[p.start] not in OF:
        return False
    said, kind = words[p.end - 1], sing[p.end - 1]
    if not said.isalpha() or len(kind) < 3 or said in DEFINITE or not_item(idx, kind) or _a_wish(biz, said) \
            or kind in idx.own_words.get(m.target, ()):
        return False
    head = idx.head.get(m.target) or sing[m.start]
    named = any(idx.exact.get(ws, ("",))[0] == "product"
                for ws in ((head, "de", kind), (*sing[m.start:m.end], "de", kind)))
    return not named and (kind in idx.flavours or kind not in idx.known)


def _told_by_a_wish(idx: ItemIndex, words: list[str], sing: list[str], m: Match, p: _Part) -> bool:
    """A part that exists: told by how it is wanted («tostados», «normal») or by X's own word
    («de <X's kind>»), naming no other thing of the catalogue."""
    own = idx.own_words.get(m.target, ())
    return all(w.isalpha() and (singular(w) not in idx.known or singular(w) in own) for w in words[p.start:p.end]) \
        and not (sing[p.start] in OF and p.end - p.start == 2 and sing[p.end - 1] not in own)


def _a_wish(biz, word: str) -> bool:
    vocabulary = vocabulary_of(biz)
    note_words = vocabulary.note_words
    return (note_words is not None and note_words.fullmatch(word) is not None) \
        or bool(vocabulary.done_to_participle.fullmatch(word))
