"""A flavour without its noun: «2 <noun> de X y 1 de Y» (the previous product's head noun),
«mejor de Y» (the head noun of a cart product), «la de Y» (the last product talked about, else
the one product of the catalogue that answers)."""
from __future__ import annotations

import re

from rapidfuzz.distance import Levenshtein

from bizengine.language.days import WEEKDAYS
from bizengine.language.text import singular
from bizengine.understanding.diet_split import told_apart_by_a_diet
from bizengine.understanding.item_index import TYPO_MIN_LEN, ItemIndex, index_of
from bizengine.understanding.item_words import (
    COLOUR_WORDS,
    DEFINITE,
    NOT_ITEMS,
    OF,
    OTHER,
    Match,
    a_clock_time,
    its_count_said_after,
    not_item,
    qty_token,
)
from bizengine.understanding.kind_not_made_in_a_count import (
    OneEachOfItsKind,
    offer_of_the_rest,
    one_each_of_its_own_kind,
)
from bizengine.understanding.lexicon import HALF_SAID, MADE_WITH_RE, OF_THEM_RE, TAKE_OFF_OR_RETIRE
from bizengine.understanding.told_apart import ANOTHER, TwoParts, two_parts_at
from bizengine.understanding.vocabulary import vocabulary_of

_FILLERS = {"y", "e", "mas", "tambien", "tamen", "ademas", "con", "ademais", "luego", "despues", "por"}
_ARTICLES = {"el", "la", "los", "las", "o", "a", "os", "as", "un", "una", "unha", "lo", "mi", "mis"}


def _category(biz, m: Match) -> set:
    if m.kind == "product":
        p = biz.products.get(m.target)
        return {p.get("category")} if p else set()
    cands = biz.catalog.get("ambiguous", {}).get(m.target, {}).get("candidates", [])
    return {biz.products[c].get("category") for c in cands if c in biz.products}


def _head_of(idx: ItemIndex, m: Match) -> str:
    if m.kind == "product":
        return m.via_head or idx.head.get(m.target, "")
    return singular(m.target.split()[0]) if m.target else ""


def _other_counted(words: list[str], j: int) -> bool:
    """«y otros 3 de Y»: «otros» before a count of its own counts nothing."""
    after = words[j + 1] if j + 1 < len(words) else ""
    return words[j] in OTHER and after not in OTHER and qty_token(after) is not None


# What may follow «y otros 4» when it names nothing more («… para mañana», «… y 2 de Y», «…, gracias»)
_NAMING_NOTHING_AFTER = frozenset("para pra pa hoy hoxe manana mana pasado y e porfa gracias grazas".split())
# «… y otro a las 12», «… y otro para las 12»: one more at another time, apart (not one more of it)
_AT_A_TIME = frozenset("a as al ao las".split())


def _names_nothing_after(words: list[str], j: int, used: list[bool]) -> bool:
    """The message ends after word `j`, or the next word starts the day or another line (not a time)."""
    if j == len(words) - 1:
        return True
    then = words[j + 2] if j + 2 < len(words) else ""
    return words[j + 1] in _NAMING_NOTHING_AFTER and not used[j + 1] and then not in _AT_A_TIME


def _more_of_it(words: list[str], j: int, m: Match, used: list[bool]) -> bool:
    """«3 X y otras 3», «… y otros 4 para mañana»: a count after «otras» that names nothing more of X."""
    return (j >= 1 and words[j - 1] in OTHER and m.kind == "product" and m.explicit
            and qty_token(words[j]) is not None and _names_nothing_after(words, j, used))


def _one_more_of_it(words: list[str], j: int, m: Match, used: list[bool]) -> bool:
    """«una X y otra para el martes», «… e outra»: «otra» alone after «y», naming nothing: one more X."""
    return (m.kind == "product" and words[j] in OTHER and j >= 1 and words[j - 1] in ("y", "e")
            and _names_nothing_after(words, j, used))


_SAME = {"igual", "iguales", "iguais", "identica", "identicas", "identico", "identicos", "mesma", "mesmas"}


def _same_again(words: list[str], j: int, m: Match) -> tuple[int, int] | None:
    """«X y otra igual», «2 X y otras 2 iguales», «e outras dúas iguais»: (how many more of X, the
    index after the words that said so)."""
    if m.kind != "product" or j + 1 >= len(words) or words[j + 1] not in _SAME:
        return None
    if words[j] in OTHER:
        return 1, j + 2
    n = qty_token(words[j])
    return (n, j + 2) if n is not None and j >= 1 and words[j - 1] in OTHER else None


_WITH_OR_WITHOUT = frozenset(("sin", "sen", "con", "co"))


def _a_wish_word(biz, word: str) -> bool:
    """«<a note word>» (one of the trade's `reading.note_words`), «envuelto»: a word of a wish for the note."""
    vocabulary = vocabulary_of(biz)
    note_words = vocabulary.note_words
    return (note_words is not None and note_words.fullmatch(word) is not None) \
        or bool(vocabulary.done_to_participle.fullmatch(word))


def _another_with_a_wish(biz, words: list[str], j: int, m: Match) -> int | None:
    """«un X <wish> y otro de <wish>», «un X envuelto y otro sin envolver»: «otro» with only a wish
    after it is one more X (the wish is the note's); the index after the wish word, None otherwise."""
    if m.kind != "product" or words[j] not in OTHER or j + 1 >= len(words):
        return None
    at = j + 2 if words[j + 1] in OF and j + 2 < len(words) else j + 1
    if words[at] in _WITH_OR_WITHOUT and at + 1 < len(words):
        at += 1     # «y otro sin envolver», «y otro con <wish>»
        return at + 1 if _a_wish_word(biz, words[at]) or vocabulary_of(biz).done_to_verb.match(words[at]) else None
    return at + 1 if _a_wish_word(biz, words[at]) else None


def _the_other_without(biz, words: list[str], m: Match) -> TwoParts | None:
    """«un X envuelto y otro no», «unha X <wish> para <whom> e outra non»: one more X, without the wish
    said of the first; None when no wish was said of the first."""
    parts = two_parts_at(words, m.start - 1) if m.kind == "product" and m.start else None
    if parts is None or not parts.other_without(words) or parts.one != m.start - 1:
        return None
    return parts if any(_a_wish_word(biz, w) for w in words[m.end:parts.joined]) else None


def _told_apart(biz, words: list[str], j: int, m: Match, matches: list[Match]) -> tuple[int, set[int]] | None:
    """«dos X, uno de <wish> y otro de <wish>», «dous X, un de X <wish> e outro non»: the two told apart
    (`told_apart.two_parts_at`) by a wish each (the note's), no more of X: (the index after the
    wishes, the ids of X named again inside), None otherwise."""
    if m.kind != "product" or not m.explicit or m.qty != 2:
        return None
    parts = two_parts_at(words, j)
    if parts is None or parts.by_day:
        return None
    inside: set[int] = set()
    first = _a_part(biz, words, parts.one + 1, m, matches, inside)
    if first != parts.joined:
        return None
    if parts.other_without(words):
        return parts.end, inside        # «… y otro no»
    second = _a_part(biz, words, parts.another + 1, m, matches, inside)
    return (second, inside) if second is not None else None


def _one_held_the_other_offered(idx: ItemIndex, words: list[str], m: Match, each: OneEachOfItsKind,
                                new: list[Match], unknown: list[str]) -> None:
    """«dos X, uno de <X's kind> y otro de <Y not made>»: one X (named by its kind, in the place of the
    two; a part that names X alone, «una <X's kind>», was read as X already and goes), Y said not made,
    one more X offered."""
    missing = each.missing
    if missing is None:
        return
    head = _head_of(idx, m)
    new.append(Match(each.own.end - 1, each.own.end, "product", m.target, qty=1, explicit=True, via_head=head))
    if each.missing_said not in unknown:
        unknown.append(each.missing_said)
    new.append(offer_of_the_rest(idx, words, m, missing.start, missing.end, 1))


def _a_part(biz, words: list[str], at: int, m: Match, matches: list[Match], inside: set[int]) -> int | None:
    """«de <wish>», «de X <wish>»: the index after one part told apart, None when it is no wish."""
    if at < len(words) and words[at] in OF:
        at += 1
    again = next((n for n in matches if n.start == at and n.target == m.target), None)
    if again is not None:
        inside.add(id(again))
        at = again.end
    return at + 1 if at < len(words) and _a_wish_word(biz, words[at]) else None


def _or_the(words: list[str], j: int) -> bool:
    """«la X o la de Y», «a X ou a de Y», «más cara que la de Y»: an «or» (a «than») before the next
    one named by its article."""
    return (words[j] in ("o", "ou", "que", "ca") and j + 2 < len(words)
            and words[j + 1] in DEFINITE and words[j + 2] in OF)


def fill_ellipsis(biz, words, sing, idx, used, matches, skip=frozenset()) -> tuple[list[Match], list[str], set]:
    """'2 <noun> de X y 1 de Y': after a product, a quantity or 'otra' + 'de' + a
    free word is tried with the previous product's head noun."""
    new: list[Match] = []
    unknown: list[str] = []
    resolved: set[int] = set()
    parts = _Parts()
    queue = sorted(matches, key=lambda m: m.start)
    k = 0
    while k < len(queue):
        m = queue[k]
        k += 1
        j = m.end
        j += its_count_said_after(words, used, m)
        while j < len(sing) and ((sing[j] in _FILLERS and not used[j]) or j in skip or _other_counted(words, j)
                                 or (sing[j] in OF and j + 1 in skip) or _or_the(words, j)
                                 or (not used[j] and _a_wish_word(biz, words[j]))):
            j += 1
        if m.kind == "ambiguous" and m.explicit and m.qty >= 2:     # «dos <group> para el lunes, uno …»
            j = _after_a_day(words, j)
        if j < len(sing) and (by_diet := told_apart_by_a_diet(idx, words, m, j)) is not None:
            for i in range(j, by_diet.end):     # «dos X, uno vegetariano y otro de carne»: the two, the note's
                used[i] = True
            continue
        if j < len(sing) and (each := one_each_of_its_own_kind(biz, idx, words, sing, m, j)) is not None:
            resolved |= {id(n) for n in matches if n.target == m.target and j <= n.start < each.end}
            if each.missing is not None:
                _one_held_the_other_offered(idx, words, m, each, new, unknown)
                resolved.add(id(m))
            for i in range(j, each.end):        # («dos X, uno <X's kind> y otro <a wish>»: the two, the note's)
                used[i] = True
            continue
        if j < len(sing) and (apart := _told_apart(biz, words, j, m, matches)) is not None:
            for i in range(j, apart[0]):        # «dos X, uno de <wish> y otro…»: the two, told apart
                used[i] = True
            resolved |= apart[1]
            continue
        if (without := _the_other_without(biz, words, m)) is not None:     # «… y otro no»: one more
            m.qty = (m.qty or 1) + 1
            for i in range(without.joined, without.end):
                used[i] = True
            continue
        if j >= len(sing) or used[j]:
            continue
        if _one_more_of_it(words, j, m, used):      # «una X y otra para el martes»: two X
            m.qty, used[j] = (m.qty or 1) + 1, True
            continue
        if (wished := _another_with_a_wish(biz, words, j, m)) is not None:     # «… y otro de <wish>»: one more
            m.qty = (m.qty or 1) + 1
            for i in range(j, wished):
                used[i] = True
            continue
        part = _a_part_counted(words, j, m)
        article = part is None and words[j] in DEFINITE and j + 1 < len(sing) and sing[j + 1] in OF
        if part is None and not article and qty_token(words[j]) is None:
            continue
        qty, explicit = (1, False) if article else (qty_token(words[j]) or 0, True)
        q = j + 1
        if part is not None:        # «la mitad de Y», «y que 2 sean de Y»
            qty, q = part
        if (again := _same_again(words, j, m)) is not None:      # «…y otras 2 iguales»: more of X
            m.qty = (m.qty or 1) + again[0]
            for i in range(j - (words[j] not in OTHER), again[1]):
                used[i] = True
            continue
        if _more_of_it(words, j, m, used):        # «3 X y otras 3»: three more of X
            m.qty, used[j - 1], used[j] = m.qty + qty, True, True
            continue
        q, made = _some_of_them(words, q)
        carved = part is not None or q > j + 1 + len(made) \
            or (bool(made) and not any(w in _FILLERS for w in words[m.end:j]))
        of_what = q < len(sing) and sing[q] in OF      # «… de Y», what they are
        if of_what:
            q += 1
        if q >= len(sing) or used[q] or not _a_word(sing[q]) or not_item(idx, sing[q]) \
                or (carved and sing[q] in _HUE):
            continue        # «10 X, 5 de ellas de color rojo»: a colour, the note's, no flavour
        head = _head_of(idx, m)
        hit = _try_flavour(biz, idx, head, sing, q, used, _category(biz, m)) \
            or (_a_kind_of_the_group(biz, idx, m, sing, q, used) if _told_apart_at(words, q - of_what) else None) \
            or _the_one_of_its_own_word(idx, sing, q, used, article)
        if carved and (hit or of_what) and explicit and m.kind == "product" and m.explicit and m.qty >= qty:
            if hit is None or hit[0] != m.target:       # (X's own flavour: the same things, kept)
                _carve(m, qty, words, resolved if hit else None)    # «5 X, 3 de ellos de Y»: three of the five are Y
            if hit is None:
                unknown.append(" ".join([head, *made, "de", words[q]]))
            if hit is None and m.kind == "product":     # «4 X, 2 de <not made> y 2 …»: the rest held, those offered
                new.append(offer_of_the_rest(idx, words, m, j, q + 1, qty))
            for t in range(j, hit[1] if hit else q + 1):
                used[t] = True
            if hit is not None and hit[0] != m.target:
                new.append(Match(q, hit[1], "product", hit[0], qty=qty, explicit=True, via_head=head))
            continue
        if hit is None:
            if of_what and head:
                unknown.append(" ".join([head, *made, "de", words[q]]))
                parts.add(m, qty if explicit else None, words[m.end:j], _bare(sing, m, head))
                for t in range(j, q + 1):
                    used[t] = True
            continue
        target, end = hit
        nm = Match(q, end, "product", target, qty=qty, explicit=explicit, via_head=head)
        parts.add(m, qty if explicit else None, words[m.end:j], _bare(sing, m, head), nm)
        for t in range(j, end):
            used[t] = True
        if m.kind == "ambiguous" and not (m.explicit and m.qty >= 2):    # a count of the group: its kinds
            resolved.add(id(m))     # said may not cover it all (named_twice)
        new.append(nm)
        queue.insert(k, nm)
    return new, unknown, resolved | parts.totals()


_FOR_A_DAY = frozenset(("para", "pra", "pa", "pro", "pal", "el", "o", "este", "esta", "este"))
_DAYS = frozenset([*WEEKDAYS, "manana", "mana", "pasado"])


def _after_a_day(words: list[str], j: int) -> int:
    """Where the words after a day said right at `j` («para el lunes», «pro luns», «mañana») start."""
    k = j
    while k < len(words) and words[k] in _FOR_A_DAY:
        k += 1
    return k + 1 if k < len(words) and words[k] in _DAYS else j


_HUE = COLOUR_WORDS | {"color", "cor"}
_HALF = [said.split() for said in HALF_SAID]
_BE = frozenset(("sea", "sean", "sexa", "sexan"))


def _a_part_counted(words: list[str], at: int, whole: Match) -> tuple[int, int] | None:
    """«la mitad», «a metade», «que 2 sean», «que dúas sexan»: how many of the whole said before
    what they are, and where the words that said it end; None when no such part is said."""
    if words[at:at + 2] in _HALF and whole.explicit and whole.qty >= 2 and whole.qty % 2 == 0:
        return whole.qty // 2, at + 2
    counted = qty_token(words[at + 1]) if words[at] == "que" and at + 2 < len(words) else None
    return (counted, at + 3) if counted is not None and words[at + 2] in _BE else None


def _some_of_them(words: list[str], at: int) -> tuple[int, list[str]]:
    """After a count: «de ellos», «deles» and how they are made («rellenos»), skipped; (where what
    they are made with is said, the made word in the singular)."""
    if at < len(words) and OF_THEM_RE.fullmatch(words[at]):
        at += 1
    elif at + 1 < len(words) and OF_THEM_RE.fullmatch(f"{words[at]} {words[at + 1]}"):
        at += 2
    if at < len(words) and MADE_WITH_RE.fullmatch(words[at]):
        return at + 1, [singular(words[at])]
    return at, []


def _carve(whole: Match, part: int, words: list[str], resolved: set | None) -> None:
    """`part` of the whole's count taken off for what is said of them. All of it: the whole goes
    into `resolved`, replaced; with nothing to replace it (None), which one is asked, as «3 X de Y»
    of a Y not made is (never the plain ones in silence)."""
    if whole.qty > part:
        whole.qty -= part
    elif resolved is not None:
        resolved.add(id(whole))
    else:
        whole.kind, whole.target, whole.choices = "ambiguous", " ".join(words[whole.start:whole.end]), [whole.target]


def _bare(sing: list[str], m: Match, head: str) -> bool:
    """A product named by its head noun alone («6 <X>»), no flavour of its own said."""
    return m.end - m.start == 1 and sing[m.start] == head


class _Parts:
    """«6 <X>, 3 de <A> y 3 de <B>»: counts said by flavour right after a product named by its
    noun alone (no «y» or «también» between) that add up to its own count split it; they are not
    more of it. «3 <X> de <A>, 2 de <B>» named its flavour: the others are more."""

    def __init__(self) -> None:
        self.whole_of: dict[int, Match] = {}     # a part (by id) → the product said before its parts
        self.counts: dict[int, tuple[Match, list[int | None]]] = {}
        self.joined: set[int] = set()            # more of it: after «y», «también»…, or its flavour said

    def add(self, after: Match, qty: int | None, between: list[str], bare: bool, part: Match | None = None) -> None:
        whole = self.whole_of.get(id(after), after)
        if id(whole) not in self.counts:
            self.counts[id(whole)] = (whole, [])
            if not bare or any(w in _FILLERS for w in between):
                self.joined.add(id(whole))
        self.counts[id(whole)][1].append(qty)
        if part is not None:
            self.whole_of[id(part)] = whole

    def totals(self) -> set[int]:
        """The ids of the products whose count the parts split (a part without a count splits nothing)."""
        return {key for key, (whole, counts) in self.counts.items()
                if key not in self.joined and whole.kind == "product" and whole.explicit
                and None not in counts and sum(c or 0 for c in counts) == whole.qty}


def _try_flavour(biz, idx, head, sing, q, used, categories) -> tuple[str, int] | None:
    hits = []
    for span in (2, 1):
        if q + span > len(sing) or any(used[q:q + span]):
            continue
        flavour = tuple(sing[q:q + span])
        for ws in ((head, "de", *flavour), (head, *flavour), flavour):
            kind_target = idx.exact.get(ws)
            if kind_target and kind_target[0] == "product":
                hits.append((kind_target[1], q + span))
    if not hits:
        return None
    same = [h for h in hits if biz.products.get(h[0], {}).get("category") in categories]
    return (same or hits)[0]


def _told_apart_at(words: list[str], at: int) -> bool:
    """The part at `at` follows «otro» / «outra», or «uno» / «unha» of «uno … y otro …»: one of two told
    apart («con un dibujo» is no part)."""
    before = at - 1
    return before > 0 and (words[before] in ANOTHER or two_parts_at(words, before) is not None)


def _a_kind_of_the_group(biz, idx: ItemIndex, m: Match, sing: list[str], q: int,
                         used: list[bool]) -> tuple[str, int] | None:
    """«dos <group word>, uno de Y …», «… y otro Z» after one of them: the one thing of the group whose
    name or an alias says «de Y» («<noun> A5 de Y») or ends in Y, and where its words end."""
    candidates = _the_group_of(biz, idx, m)
    for span in (2, 1):
        said = tuple(sing[q:q + span])
        if len(said) < span or any(used[q:q + span]):
            continue
        told = {named for ws, (kind, named) in idx.exact.items()
                if kind == "product" and named in candidates and _says_its_kind(ws, said)}
        if len(told) == 1:
            return told.pop(), q + span
    return None


def _the_group_of(biz, idx: ItemIndex, m: Match) -> list[str]:
    """The things of the group `m` names, or of the group named by the same noun as the one it is."""
    groups = biz.catalog.get("ambiguous", {})
    if m.kind == "ambiguous":
        return list(m.choices or (groups.get(m.target) or {}).get("candidates", []))
    head = _head_of(idx, m)
    return next((list(g.get("candidates", [])) for key, g in groups.items()
                 if m.target in g.get("candidates", []) and singular(key) == head), [])


def _says_its_kind(name: tuple, said: tuple) -> bool:
    return name[-len(said):] == said or any(name[i:i + len(said) + 1] == ("de", *said) for i in range(len(name)))


# «la de X» of more products than this is too vague to ask which
_MOST_TO_ASK_ABOUT = 4


def _named_after_of(idx, sing, q, used) -> set[tuple[str, int]]:
    """«el de X», «la de Y»: the products whose name or an alias says «<noun> de X», whatever
    its noun (none of the catalogue's heads made it); two words before one."""
    for span in (2, 1):
        said = tuple(sing[q:q + span])
        named = idx.after_of.get(said) if len(said) == span and not any(used[q:q + span]) else None
        if named:
            return {(target, q + span) for target in named}
    return set()


def _misspelt_after_of(idx, sing, q, used) -> set[tuple[str, int]]:
    """«una de qeso», «unha de queixio»: the one word said after «de» in names, with a letter
    missing or one too many (four letters said at least, five in the name), or one changed in a
    word of seven or more («una de centro» is no misspelling)."""
    word = sing[q]
    if used[q] or len(word) < 4 or word in idx.known:
        return set()
    keys = [k for k in idx.after_of if len(k) == 1 and len(k[0]) >= 5 and Levenshtein.distance(k[0], word) == 1
            and (len(k[0]) != len(word) or len(word) >= 7)]
    return {(target, q + 1) for target in idx.after_of[keys[0]]} if len(keys) == 1 else set()


def _named_by_its_own_word(idx, sing, q, used) -> set[tuple[str, int]]:
    """«el de la Y», «o da Y»: a word (its article before it or not) that only one product's
    names use: that product."""
    at = q + 1 if sing[q] in DEFINITE and q + 1 < len(sing) else q     # «de la X»: X
    word = sing[at]
    if any(used[q:at + 1]) or word in NOT_ITEMS or qty_token(word) is not None:
        return set()        # «la de mi madre», «unha»: never a product's own word
    target = idx.own_name_word.get(word)
    return {(target, at + 1)} if target else set()


def _the_one_of_its_own_word(idx, sing, q, used, article: bool) -> tuple[str, int] | None:
    """«el libro de X y el del camino»: after an article, a word only one product's names use names
    that product, whatever the noun before («2 <X> y 2 de <Y>» stays a kind of X)."""
    named = _named_by_its_own_word(idx, sing, q, used) if article else set()
    return next(iter(named)) if len(named) == 1 else None


def _count_of(qty: int | None, before: str) -> dict:
    """The count of «<count> de X» (an article before it, «la de X», says one, not explicitly)."""
    explicit = qty is not None and before not in _ARTICLES
    return {"qty": qty if explicit and qty else 1, "explicit": explicit}


def cart_ellipsis(biz, words, sing, idx, used, matches, cart) -> list[Match]:
    """'mejor de Y', 'en vez de Y': Y with the head noun of a cart product ('<head> de Y').
    The match remembers the cart product it borrowed the head from (via_head, borrowed)."""
    out = []
    ends = {m.end for m in matches}
    heads = []
    for line in reversed(cart):
        head = idx.head.get(line.get("item_id"), "")
        if head and (head, line["item_id"]) not in heads:
            heads.append((head, line["item_id"]))
    for i in range(len(sing) - 1):
        if sing[i] not in OF or used[i] or i in ends or used[i + 1]:
            continue
        q = i + 1
        if not sing[q].isalpha() or not_item(idx, sing[q]):
            continue
        found = _a_held_kind(biz, idx, sing, q, used, heads)
        if found is not None:
            target, end, item_id = found
            head = idx.head.get(item_id, "")
            nm = Match(q, end, "product", target, via_head=head, borrowed=item_id)
            same = [iid for h, iid in heads if h == head and iid != target]
            if len(same) > 1:     # 'mejor de Y' with two cart products of that noun: ask which
                nm.borrowed, nm.choices = None, list(reversed(same))
            n = qty_token(words[i - 1]) if i >= 1 and not used[i - 1] else None
            if n is not None and words[i - 1] not in OTHER:
                nm.qty, nm.explicit = n, True
                used[i - 1] = True
            for t in range(i, end):
                used[t] = True
            out.append(nm)
    return out + _described_ellipsis(biz, words, sing, idx, used, heads)


def _a_held_kind(biz, idx, sing, q, used, heads: list[tuple[str, str]]) -> tuple[str, int, str] | None:
    """«de Y» with a held thing's head: (the product, where its words end, the held item lent the head);
    else — «mejor de qeso», «perdona, de zanahora» — the one product of a held head whose word after «de»
    is Y with a letter wrong."""
    for head, item_id in heads:
        hit = _try_flavour(biz, idx, head, sing, q, used, _category(biz, Match(0, 0, "product", item_id)))
        if hit is not None:
            return hit[0], hit[1], item_id
    held = {head: item_id for head, item_id in reversed(heads)}
    misspelt = [(target, end) for target, end in _misspelt_after_of(idx, sing, q, used) if idx.head.get(target) in held]
    if len(misspelt) != 1:
        return None
    target, end = misspelt[0]
    return target, end, held[idx.head[target]]


def _described_misspelt(biz, head: str, word: str) -> str | None:
    """The one product named «<head> Z» whose Z is `word` with one letter wrong («personalizda»)."""
    if len(word) < TYPO_MIN_LEN:
        return None
    hits = {target for said, target in biz.cached("orders.described", _described).get(head, {}).items()
            if Levenshtein.distance(said, word) == 1}
    return hits.pop() if len(hits) == 1 else None


def _described(biz) -> dict[str, dict[str, str]]:
    """{noun: {word: product}} of the products named by a noun and one word («X personalizada»)."""
    out: dict[str, dict[str, str]] = {}
    for key, (kind, target) in index_of(biz).exact.items():
        if kind == "product" and len(key) == 2:
            out.setdefault(key[0], {})[key[1]] = target
    return out


# «quita», «sácame», «retira»: the verb right before «un Z» that takes Z off
_TAKE_OFF_VERB_RE = re.compile(TAKE_OFF_OR_RETIRE)


def _described_ellipsis(biz, words, sing, idx, used, heads: list[tuple[str, str]]) -> list[Match]:
    """«mejor una Z», «mellor a Z», «mejor tres Z», «quita los Z»: Z a word that names a product with a
    cart product's head noun before it («<head> Z»), not with «de». Z held already is that line named
    again («las Z»), or counted anew when a count is said («no, 2 Z y 1 W»); another Z replaces the held
    one only when the message changes it («mejor …»)."""
    out = []
    held = {item_id for _head, item_id in heads}
    for i in range(len(sing) - 1):
        q = i + 1
        count = qty_token(words[i])
        if used[i] or used[q] or not (words[i] in _ARTICLES or words[i] in OTHER or words[i] == "uno"
                                      or count is not None) or not _a_word(sing[q]):
            continue
        for head, item_id in heads:
            target = next((hit[1] for span in (2, 1) if q + span <= len(sing) and not any(used[q:q + span])
                           and (hit := idx.exact.get((head, *sing[q:q + span]))) and hit[0] == "product"), None)
            target = target or _described_misspelt(biz, head, sing[q])
            taken_off = i >= 1 and _TAKE_OFF_VERB_RE.fullmatch(words[i - 1]) is not None
            if target is None or (target == item_id and not taken_off and count is None):   # «quita un Z», «2 Z»
                continue
            nm = Match(q, q + 1, "product", target, via_head=head, borrowed=None if target in held else item_id)
            if count is not None and (taken_off or target in held or words[i] not in ("un", "una", "unha", "uno")):
                nm.qty, nm.explicit = count, True      # «y 2 Z»: two; «quita un Z», «no, un Z y…»: one of them
            out.append(nm)
            used[i] = used[q] = True
            break
    return out


def _a_word(token: str) -> bool:
    """A word that may name a kind: letters, or letters and digits («a5»), never a bare number."""
    return any(ch.isalpha() for ch in token) and token.isalnum()


def bare_ellipsis(biz, words, sing, idx, used, last_item: str | None = None,
                  option_words: frozenset | set = frozenset()) -> list[Match]:
    """'quiero la de X', 'unha de Y', '2 de Z': a flavour without its noun and
    no product before it. Tried with the head noun of the last product talked about (or named in
    the message), else with every head noun of the catalogue; it counts only when exactly one
    product answers. A size may stand between («una pequeña de X», `option_words`)."""
    out = []
    last_head = idx.head.get(last_item or "", "")
    heads = list(dict.fromkeys(idx.head.values()))
    for i in range(1, len(sing) - 1):
        sized = i >= 2 and i - 1 in option_words
        if sing[i] not in OF or used[i] or (used[i - 1] and not sized) or used[i + 1]:
            continue
        before = words[i - 2] if sized else words[i - 1]
        at_the_hour = not sized and a_clock_time(words, i - 1)      # «a las 11 de <kind>»: one, at 11
        article = before in _ARTICLES or before in OTHER or at_the_hour
        qty = None if at_the_hour else qty_token(before)
        if not article and qty is None:
            continue
        q = i + 1
        if not sing[q].isalpha() or (sing[q] in NOT_ITEMS and not _named_by_its_own_word(idx, sing, q, used)):
            continue        # «el de la Y»: the article of a word only one product's names use
        hit = _try_flavour(biz, idx, last_head, sing, q, used, set()) if last_head else None
        if hit is None:
            hits = {h for h in (_try_flavour(biz, idx, head, sing, q, used, set()) for head in heads) if h}
            hits = hits or _named_after_of(idx, sing, q, used) or _misspelt_after_of(idx, sing, q, used) \
                or _named_by_its_own_word(idx, sing, q, used)
            named = sorted({h[0] for h in hits})
            if 1 < len(named) <= _MOST_TO_ASK_ABOUT and not last_head:     # «la de X» of several: which
                end = max(h[1] for h in hits)
                out.append(Match(q, end, "ambiguous", "", **_count_of(qty, before), choices=named))
                used[i - 1 - sized:end] = [True] * (end - (i - 1 - sized))
                continue
            if len(named) != 1:
                continue
            hit = next(iter(hits))
        target, end = hit
        out.append(Match(q, end, "product", target, **_count_of(qty, before), via_head=idx.head.get(target, "")))
        for t in range(i - 1 - sized, end):
            used[t] = True
    return out
