"""Corrections of the things held: said instead, put instead, replaced, taken back, ordered before."""
from __future__ import annotations

import re

from bizengine.language.text import clean, normalize
from bizengine.understanding.context import ReadingContext
from bizengine.understanding.had_with_you import asked_after_it, fetching_asked, of_ones_own, tells_had_with_you
from bizengine.understanding.items import Found, find_items
from bizengine.understanding.items_text import asked_as_a_favour
from bizengine.understanding.lexicon import (
    ANOTHER_LIKE_IT_RE,
    ASKED_ANEW_RE,
    CHEAPEST_RE,
    DEAREST_RE,
    MADE_BEFORE_OR_BIDDEN_RE,
    MADE_BEFORE_RE,
    NO_NOTES_RE,
    NOTE_WISH_RE,
    STATUS_ASKED_RE,
)
from bizengine.understanding.priced_one_left_out import LeftOut, priced_one_left_out, with_it_named
from bizengine.understanding.reading.shared import (
    _CHANGES_IT_RE,
    _a_size_of,
    _at_a_table,
    _is_service,
    _priced_to_take_home,
)
from bizengine.understanding.running_late import arriving_late
from bizengine.understanding.signals import Signals
from bizengine.understanding.vocabulary import vocabulary_of

# «para cada uno», «una por persona», «pra cada un»: a count of each, not the total
_EACH_ONE_RE = re.compile(r"\bcada (?:uno|una|un|unha|persona|persoa|quien|quen)\b|\bpor (?:persona|persoa|cabeza)\b")


def _one_each_of_one_held(found: Found, norm: str, cart: list[dict]) -> bool:
    """«para cada uno una sola X», «unha X pra cada un» of an X held: how many people is not said."""
    held = {line.get("item_id") for line in cart}
    return bool(found.lines) and bool(_EACH_ONE_RE.search(norm)) \
        and all(line["qty"] == 1 and line["item_id"] in held for line in found.lines)


# «encargué», «dejé», as typed: the accent says the past
_MADE_BEFORE_TYPED_RE = re.compile(r"\b(?:encargué|reservé|dejé|compré|llevé)(?!\w)", re.IGNORECASE)


def _tells_of_an_earlier_request(s: Signals, norm: str) -> bool:
    """«encargue una X para el martes, ¿está confirmada?», «os dejé la bici el jueves, ¿cuándo la
    recojo?», «teño reservado X, ¿xa está?»: how a request made before stands, asked; not one wanted
    now («quiero lo mismo que encargué…») nor one like it asked for anew («reservé… y repetimos: …»).
    Other questions beside one made before («…, ¿cómo lo guardo?», «¿puedo cancelarla?») are read as before."""
    had = tells_had_with_you(norm)      # «tengo la <thing> en el <place> desde el jueves, ¿está lista?»
    asked = asked_after_it(s.text or "") if had else norm   # («me avisasteis de que llegó…, ¿hasta cuándo…?»: a rule)
    status = STATUS_ASKED_RE.search(asked) or (had and fetching_asked(asked))   # («…, ¿puedo pasar a por ella?»)
    if s.want_kw or ANOTHER_LIKE_IT_RE.search(norm) or ASKED_ANEW_RE.search(norm) or not status \
            or arriving_late(norm):     # «llego 10 min tarde a mi cita»: «llego» is the customer arriving
        return False
    return bool(MADE_BEFORE_RE.search(norm) or MADE_BEFORE_OR_BIDDEN_RE.search(norm)
                or _MADE_BEFORE_TYPED_RE.search(s.text or "") or had or of_ones_own(norm))   # «¿está lista mi X?»


def _priced_one_wished(found: Found, norm: str, biz) -> None:
    """«quiero la X más barata», «a máis cara»: a group's one product of the lowest (highest) base
    price becomes the line; a tie, or a price word beside no group, leaves the question to ask."""
    pick = min if CHEAPEST_RE.search(norm) else max if DEAREST_RE.search(norm) else None
    if pick is None or len(found.ambiguous) != 1:
        return
    group = found.ambiguous[0]
    prices = {pid: biz.products[pid].get("price_cents") for pid in group["candidates"] if pid in biz.products}
    prices = {pid: cents for pid, cents in prices.items() if isinstance(cents, int)}
    best = pick(prices.values(), default=None)
    chosen = [pid for pid, cents in prices.items() if cents == best]
    if len(chosen) != 1:
        return
    found.ambiguous = []
    found.lines.append({"item_id": chosen[0], "qty": group.get("qty") or 1,
                        "options": dict(group.get("options") or {})})
    found.explicit.append(bool(group.get("qty") and group["qty"] > 1))


# «no, bueno sí, …», «ah, espera, …»: a mind changed before the note itself
_MIND_CHANGED_RE = re.compile(r"^(?:(?:no|non|si|bueno|bo|vale|pues|pois|espera|agarda|mejor|mellor|ah|uy|ai|"
                              r"o sea)\s+)+")


_NO_THEN_YES_RE = re.compile(r"^(?:no|non)\b.*\b(?:si|espera|agarda|bueno|bo)\b")


_PUT_RE = re.compile(r"^(?:pon|poned|ponme|ponnos|poñe|poñede)\b")


def _puts_new_things(s: Signals, norm: str, held: set[str]) -> bool:
    """«pon 2 X», «ponme una Y» to «¿Alguna indicación?» with X and Y not held: things ordered, not a
    note («pon una <note thing> en la X» of the X held is one); also after a mind changed («mejor ponme…»)."""
    lines = s.items.lines
    return bool(_PUT_RE.match(_MIND_CHANGED_RE.sub("", norm))) and bool(lines) and any(s.items.explicit) \
        and not any(line["item_id"] in held for line in lines)


def _a_note_after_all(norm: str) -> bool:
    """At the note question: a wish («que ponga…», «Feliz…»), also after a mind changed («no, bueno
    sí, que ponga Felicidades», «no… espera, sí, …»)."""
    rest = _MIND_CHANGED_RE.sub("", norm)
    if NOTE_WISH_RE.match(rest):
        return True
    return bool(rest and _NO_THEN_YES_RE.match(norm) and not NO_NOTES_RE.match(rest)
                and not _CHANGES_IT_RE.search(norm))


# «quería X, no Y», «perdón, X, no Y», «X no Y»: Y taken back (when Y is held and X is not)
_X_NOT_Y_RE = re.compile(r"^(?:.*,\s*)?(?P<x>[^,]+?),?\s+(?:no|non)\s+(?P<y>[^,]+?)[.!]*$")
# «X, no Y, y Z», «unha X, non un Y, e unha Z», «X, no Ys, y Z»: the same, with more said after it
_X_NOT_Y_THEN_MORE_RE = re.compile(r"^(?P<x>[^,]+?),\s*(?:no|non)\s+(?P<y>[^,]+?),\s*(?P<z>[^,].*?)[.!]*$")
# «no Y sino X (y Z)», «non Y senón X»: Y taken back, X (and Z) wanted
_NOT_Y_BUT_X_RE = re.compile(r"^(?P<lead>(?:[a-z]+\s+){0,2}?)(?:no|non)\s+(?P<y>[^,]+?),?\s+(?:sino|senon)\s+"
                             r"(?P<x>.+?)[.!]*$")


def _said_instead(scrubbed: str, biz, cart: list | None) -> str | None:
    """«quería X, no Y», «X, no Y, y Z», «no Y sino X» with Y held: the words «en vez de Y, X», which
    the items reader knows (Y's line goes, X takes its count, Z comes beside them); else None."""
    if not cart:
        return None
    said = normalize(scrubbed)
    held = {line.get("item_id") for line in cart}
    m = _X_NOT_Y_RE.match(said)
    if m is not None and _held_given_up_for_another(m["y"], m["x"], biz, held):
        return clean(f"en vez de {m['y']}, {m['x']}")     # the one held is the one taken back («X no Y» too)
    m = _X_NOT_Y_THEN_MORE_RE.match(said)
    if m is not None and _held_given_up_for_another(m["y"], m["x"], biz, held):
        return clean(f"en vez de {m['y']}, {m['x']}, {m['z']}")
    m = _NOT_Y_BUT_X_RE.match(said)
    if m is not None and _held_given_up_for_another(m["y"], m["x"], biz, held):
        return clean(f"{m['lead']} en vez de {m['y']}, {m['x']}")
    return None


def _held_given_up_for_another(given_up: str, wanted: str, biz, held: set) -> bool:
    """`given_up` names things held, and only them; `wanted` names things not held."""
    taken_back = {line["item_id"] for line in find_items(clean(given_up), biz).lines}
    lines = find_items(clean(wanted), biz).lines
    return bool(taken_back) and taken_back <= held and bool(lines) \
        and not any(line["item_id"] in held for line in lines)


def _the_priced_one_put_back(s: Signals, items_text: str, biz, ctx: ReadingContext) -> None:
    """«vale, una con <Y>», «ponme dos con una <Y>», «lo quiero con <Y>», «vale, una de 12 con 6 <Y>», «uno
    envuelto para regalo» right after one thing's price (none of it held, maybe others): the count is of
    that thing, read as if named («una <X> con <Y>»). A size alone («vale, una de 12 para el martes») is
    read by _lean_on_last. After a group's prices, the group's word is put back: which of them is asked."""
    item, group = _priced_to_take_home(biz, ctx), _group_priced_to_take_home(biz, ctx)
    if (item is None and group is None) or _named_already(s.items, biz, item, group):
        return
    words = items_text.split()
    left = priced_one_left_out(words, lambda w: _a_wish_word(biz, w))
    if left is None or not _said_of_the_priced_one(s, left):
        return
    name = _a_name_of(biz, item) if item else group
    sized = bool(item) and _a_size_of(biz, item or "", left.qty)      # «quiero 12 con…»: one of 12
    named = find_items(with_it_named(words, left, name, sized), biz, ctx.get("cart"), item, ctx.get("awaiting")) \
        if name else None
    if named is not None and _named_already(named, biz, item, group):
        s.items, s.want_kw = named, True


def _said_of_the_priced_one(s: Signals, left: LeftOut) -> bool:
    """Not a question (but a favour asked: «¿me pones una con <Y>?»), and something to put it back for:
    another thing or a wish said with it, or a reading without it that went wrong (another thing taken
    alone, a word not known)."""
    if s.question and not (left.as_a_favour or asked_as_a_favour(s.norm)):
        return False
    found = s.items
    return left.with_more or bool(found.lines or found.ambiguous or found.unknown)


def _group_priced_to_take_home(biz, ctx: ReadingContext) -> str | None:
    """The group whose prices were just given («¿cuánto cuestan los <group>?»), nothing held: «vale, uno
    con <Y>» is one of them (which, asked) and Y."""
    group = ctx.get("group_asked_now")
    if not group or ctx.get("cart") or not biz.can("order") or group not in (biz.catalog.get("ambiguous") or {}):
        return None
    candidates = biz.catalog["ambiguous"][group].get("candidates") or []
    return group if candidates and not any(_is_service(biz, c) or _at_a_table(biz, c) for c in candidates) else None


def _named_already(found: Found, biz, item: str | None, group: str | None) -> bool:
    """The reading holds the thing priced (or the group priced, to choose from, or one of it)."""
    if item is not None:
        return any(line["item_id"] == item for line in found.lines)
    candidates = set(biz.catalog["ambiguous"][group].get("candidates") or [])
    return any(amb.get("word") == group for amb in found.ambiguous) \
        or any(line["item_id"] in candidates for line in found.lines)


def _a_wish_word(biz, word: str) -> bool:
    """«envuelto», «entera» (a trade's note word), «cortada»: a wish said of a thing."""
    vocabulary = vocabulary_of(biz)
    return (vocabulary.note_words is not None and vocabulary.note_words.fullmatch(word) is not None) \
        or vocabulary.done_to_participle.fullmatch(word) is not None


def _a_name_of(biz, item_id: str) -> str | None:
    """A name of the product that reads as that product alone, not as a word two things share."""
    product = biz.products[item_id]
    for name in (clean(n) for n in [*(product.get("aliases") or []), product.get("name") or ""]):
        found = find_items(f"1 {name}", biz) if name else None
        if found and [line["item_id"] for line in found.lines] == [item_id] and not found.ambiguous:
            return name
    return None


def _group_held_replaced(found: Found, held: list[str] | None) -> None:
    """«cambia el <group word> por <other>» with one of the group's services held: that one goes
    (it added the other and kept it)."""
    if found.mode != "set" or not found.lines or not held:
        return
    for amb in list(found.ambiguous):
        mine = [c for c in amb["candidates"] if c in held]
        if len(mine) == 1:
            found.ambiguous.remove(amb)
            found.replaced.append(mine[0])


# «…, solo el X», «…, so o X»: what comes after it is what stays
_ONLY_THEN_RE = re.compile(r"\b(?:solo|so|solamente|unicamente|nada mas que|nada mais que)\b")


def _group_word_held_stays(found: Found, norm: str, biz, held: list[str] | None) -> None:
    """«mejor quita la Y, solo <group word>» with one of the group's services held: that one stays
    (it is not taken off with Y, nor asked which again)."""
    said = list(_ONLY_THEN_RE.finditer(norm))
    if found.mode != "remove" or not found.ambiguous or not held or not said:
        return
    stays = find_items(norm[said[-1].end():], biz)
    if stays.lines:
        return
    for amb in stays.ambiguous:
        if len([c for c in amb["candidates"] if c in held]) == 1:
            found.ambiguous = [a for a in found.ambiguous if a["word"] != amb["word"]]
