"""A wish said of one line of several held, named by its thing: «la X envuelta para regalo», «el
Y no lo quiero envuelto». The wish is what is said after the thing (its negation kept), and it goes
to the note beside that line (`Signals.wish_of_line`), so the person preparing the order knows which."""
from __future__ import annotations

import re
from itertools import dropwhile

from bizengine.language.text import as_said, clean, singular, to_int
from bizengine.understanding.item_words import DEFINITE
from bizengine.understanding.lexicon import ADD_VERB, COURTESY_WORDS, NOT_WORDS
from bizengine.understanding.lines_described import kind_of
from bizengine.understanding.signals import Signals
from bizengine.understanding.vocabulary import vocabulary_of

# Said around a wish and no part of it: «…, porfa», «la de X pero esa …»
_AROUND = COURTESY_WORDS | frozenset("pero mais y e".split())
_NO = NOT_WORDS | frozenset("sin sen ni nin".split())


def wish_of_a_named_line(s: Signals, cart: list[dict]) -> dict | None:
    """{"line": the held line, "wish": the wish as said} when the message names one thing of several
    held, adds nothing, and says a wish for the note right after it; None otherwise."""
    named = s.items.named_again
    lines = [line for line in cart if line.get("item_id") in named]
    if len(named) != 1 or len(lines) != 1 or len({line.get("item_id") for line in cart}) < 2 \
            or not s.notes or s.items.lines or s.question or s.when.has_time or s.wish_of_line:
        return None
    words, spans = s.items.words or [], s.items.spans
    if len(spans) != 1:
        return None
    start, stop = spans[0]
    rest = words[stop:]
    while rest and rest[-1] in _AROUND:
        rest = rest[:-1]
    while rest and rest[0] in _AROUND:
        rest = rest[1:]
    said = f" {' '.join(rest)} "
    notes = [clean(n) for n in s.notes]
    if not rest or any(w in _NO for w in words[:start]) or not all(f" {n} " in said for n in notes):
        return None     # the wish before the thing, or said of it another way: the notes as read
    return {"line": lines[0], "wish": as_said(" ".join(rest), s.text or "")}


# «a las 2 X ponles Y», «ás X botádelles Y», «al X ponle un lazo»: a wish told
# to the things held, named after «a» (the count, when said, is how many are held: nothing more, and no hour)
_TOLD_TO_RE = re.compile(r"^(?:(?:y|e|pues|pois|oye|oe|ah) )?(?:a (?:los|las|la|el|os|as|o)|al|aos|as|ao|a)"
                         r"(?: (?P<n>[0-9]{1,2}|dos|dous|duas|tres))? (?P<what>[a-z]+(?: (?:de|do|da) [a-z]+)?) "
                         r"(?P<wish>\w{3,}?(?:les|lles|le|lle) .+)$")


def wish_told_to_a_line(norm: str, text: str, biz, cart: list[dict]) -> dict | None:
    """{"line": the held line, "wish": the wish as said, "rest": what is asked after it, as said («y añade 2
    Z»: an order, "" when none)} for «a las 2 X ponles Y» with X held once (and 2 of it, when a count is
    said); None otherwise."""
    told = _line_told_to(norm, biz, cart)
    if told is None:
        return None
    line, said = told
    wish, rest = _wish_and_rest(said.split(), vocabulary_of(biz).product_words)
    return {"line": line, "wish": as_said(wish, text), "rest": as_said(rest, text) if rest else ""}


def thing_given_to_a_line(norm: str, text: str, biz, cart: list[dict]) -> str | None:
    """«a la X ponle una Y», «á X ponlle un Y» with Y a thing sold, named whole, not held and of another
    kind than the X: Y, as said (one more thing to order, brought with the X held; not a wish for the
    note). «a la X ponle Ys» with Y of X's own kind, or Y but a word of a name, stays a wish for the note."""
    told = _line_told_to(norm, biz, cart)
    if told is None:
        return None
    line, (_verb, *thing) = told[0], told[1].split()
    named = list(dropwhile(lambda w: w in DEFINITE or to_int(w) is not None, thing))
    given = _the_product_named(biz, named)
    held = {str(held_line.get("item_id")) for held_line in cart}
    sold = given is not None and given not in held and kind_of(biz, given) != kind_of(biz, str(line.get("item_id")))
    return as_said(" ".join(thing), text) if sold else None


def _the_product_named(biz, words: list[str]) -> str | None:
    """The one product whose whole name or alias is `words` (in the singular or not), else None."""
    said = tuple(singular(w) for w in words)
    ids = {pid for pid, product in biz.products.items() if said and said in _names_of(product)}
    return next(iter(ids)) if len(ids) == 1 else None


def _names_of(product: dict) -> set[tuple[str, ...]]:
    """A product's names (every language) and aliases, folded, word by word in the singular."""
    name = product.get("name") or ""
    names = [*(name.values() if isinstance(name, dict) else [name]), *(product.get("aliases") or [])]
    return {tuple(singular(w) for w in clean(n).split()) for n in names}


def _line_told_to(norm: str, biz, cart: list[dict]) -> tuple[dict, str] | None:
    """(the held line, what is told to it) for «a las 2 X ponles Y» with X held once."""
    m = _TOLD_TO_RE.match(norm) if cart else None
    if m is None:
        return None
    said = {singular(w) for w in m["what"].split() if len(w) >= 4}
    lines = [line for line in cart if said & _words_of(biz.products.get(line.get("item_id")) or {})]
    n = to_int(m["n"]) if m["n"] else None
    if len(lines) != 1 or (n is not None and n != int(lines[0].get("qty") or 1)):
        return None
    return lines[0], m["wish"]


_ADD_VERB_RE = re.compile(ADD_VERB)


def _wish_and_rest(words: list[str], products: frozenset) -> tuple[str, str]:
    """«ponles Y y añade 2 Z» → («ponles Y», «añade 2 Z»): the wish ends at «y»/«e» with a verb of adding
    or a count of a thing of the catalogue after it."""
    for k in range(1, len(words) - 1):
        after = words[k + 1:k + 3]
        adds = _ADD_VERB_RE.fullmatch(after[0]) is not None
        counted = len(after) == 2 and to_int(after[0]) is not None and singular(after[1]) in products
        if words[k] in ("y", "e") and (adds or counted):
            return " ".join(words[:k]), " ".join(words[k + 1:])
    return " ".join(words), ""


def _words_of(product: dict) -> set[str]:
    """The words of a product's name and aliases, folded and in the singular (four letters or more)."""
    names = [product.get("name") or "", *(product.get("aliases") or [])]
    return {singular(w) for name in names for w in clean(name).split() if len(w) >= 4}
