"""A follow-up that leans on the thing held or just talked about: «¿y para 12?», «otra», a bare count
or size (`_lean_on_last`)."""
from __future__ import annotations

import re

from bizengine.language.text import clean, singular, to_int
from bizengine.understanding.context import ReadingContext
from bizengine.understanding.details import find_party
from bizengine.understanding.item_options import lines_taking
from bizengine.understanding.item_words import DEFINITE, normalize_quantities, qty_token
from bizengine.understanding.items import COUNT_FILLERS, Found, categories_of_word, find_items, head_words
from bizengine.understanding.lexicon import (
    ADD_THE_ONE_ASKED_RE,
    ADD_VERB,
    ADDED_BESIDE_RE,
    ALSO,
    AND_MORE_RE,
    AND_SOME_OF_A_SIZE_RE,
    CHEAPEST_RE,
    DEAREST_RE,
    FAVOUR_RE,
    ONE_SIZE_ASKED,
    THEM_UNCOUNTED_RE,
    topic_words,
    yes_that_one,
)
from bizengine.understanding.people_served import sells_by_people
from bizengine.understanding.picked_up_later import picks_it_up
from bizengine.understanding.reading.shared import (
    _ACCEPT_RE,
    _AND_A_COUNT_RE,
    _ASKS_ABOUT_RE,
    _POLITE_RE,
    _TAKE_IT_RE,
    FILLERS,
    _a_count_said,
    _a_size_of,
    _a_size_of_one_sized,
    _asks_about_it,
    _at_a_table,
    _count_for_a_day,
    _nothing_ordered,
    _option_words,
    _takes_it,
)
from bizengine.understanding.refers_back import points_at_one
from bizengine.understanding.signals import Signals
from bizengine.understanding.size_held_asked import asks_size_of_other, read_size_held_asked
from bizengine.understanding.vocabulary import vocabulary_of


def _a_size_accepted(norm: str) -> bool:
    """«ok pues la de 20», «vale, a grande», «venga, la mediana»: an acceptance, then a choice alone."""
    accepted = _ACCEPT_RE.match(norm)
    return accepted is not None and len(_POLITE_RE.sub(" ", norm[accepted.end():]).split()) <= 3


def _a_favour_asked(s: Signals, norm: str) -> bool:
    """«¿me guardas una para el martes?», «¿me guardáis 4?» after an answer about a product: a favour
    with a day, a time or nothing else said, asking for it (not «¿hasta cuándo me guardas…?»)."""
    short = len(_POLITE_RE.sub(" ", norm).split()) <= 4
    return (bool(s.when.has_day or s.when.has_time or short) and not _ASKS_ABOUT_RE.search(norm)
            and FAVOUR_RE.search(norm) is not None)


def _read_size_held_asked(s: Signals, norm: str, biz) -> None:
    """«¿para cuántas personas es?», «¿es la grande?»: the size of the thing held, asked (nothing ordered);
    «¿es grande la tienda?»: a size asked of something else, nothing ordered either."""
    words = biz.cached("nlu.option_words", _option_words), vocabulary_of(biz).product_words
    s.size_held_asked = read_size_held_asked(norm, s.raw or "", *words)
    if s.size_held_asked is not None or asks_size_of_other(norm, s.raw or "", *words):
        s.question = True       # asked, «?» or not: nothing ordered
        if s.size_held_asked is None:
            _nothing_ordered(s)


# «resérvamelo», «apártamo», «guárdanolo»: the thing just talked about, for me
_IT_FOR_ME_RE = re.compile(r"\b(?:reserva|aparta|guarda|garda|encarga|deixa|deja)\w*?"
                           r"(?:melo|mela|mo|ma|nolo|nola|noslo|nosla)\b"
                           r"|\b(?:me|nos) (?:lo|la|los|las) (?:reserv|apart)\w*"      # not «¿me la guardas 2 días?»
                           r"|\b(?:me|nos) (?:lo|la|los|las|o|a|os|as) (?:guard|gard)\w*"
                           r"(?= (?:para|pa|pra|hasta|ata) |$)"
                           # «¿me lo podéis reservar?», «podedesmo gardar?»
                           r"|\b(?:me|nos) (?:lo|la|los|las|o|a|os|as) (?:podeis|podedes|puedes|podes|podrias|poderias|"
                           r"podriais|poderiades) (?:reservar|apartar|guardar|gardar)\b"
                           r"|\b(?:mo|ma|nolo|nola) (?:reserv|apart)\w*")


# «resérvame 4», «apártamas»: where nothing is booked, keeping a thing for someone is ordering it
_KEEP_FOR_ME_RE = re.compile(r"\b(?:reserva|aparta|guarda|garda)(?:me|nos|mas|mos|melas|melos|nolas|nolos)\b")


# «a las 9», «sobre las 9 y media», «pues a las 9»: a time alone
_ONLY_A_TIME_RE = re.compile(r"^(?:(?:vale|ok|perfecto|genial|pues|pois|entonces|si|bueno|bo),? )*"
                             r"(?:a|as|ás|sobre|hacia|cara|para|pra) (?:las |as )?[0-9]{1,2}(?::[0-9]{2})?"
                             r"(?: (?:y|e) (?:media|cuarto)| (?:de la|da) (?:manana|mana|tarde))?$")


def _the_wish_asked(s: Signals, norm: str, biz, wish: dict | None) -> None:
    """«¿tendríais 12 X para mañana?» answered from the data, then «vale», «a las 9», «apúntamelos»:
    an order of those 12, for that day (not one X for today, nor a question for a person). The
    count and day said now win."""
    if not wish or wish.get("item") not in biz.products or s.question or s.no or not biz.can("order") \
            or biz.products[wish["item"]].get("duration_minutes"):
        return
    found = s.items
    took = len(found.lines) == 1 and found.lines[0]["item_id"] == wish["item"]
    bare = not found.any and (_ACCEPT_RE.fullmatch(norm + " ") or s.yes or _ONLY_A_TIME_RE.match(norm))
    if not (took or bare):
        return
    qty = wish.get("qty") or 1
    counted = _a_count_said(norm.split()) is not None
    if not took:
        found.lines, found.explicit = [{"item_id": wish["item"], "qty": qty, "options": dict(wish["options"])}], [True]
    else:
        found.lines[0]["options"] = {**wish["options"], **found.lines[0]["options"]}     # «…de 12?»: that size
        if not counted:       # «apúntamelos»: the count asked, not one
            found.lines[0]["qty"], found.explicit = qty, [True]
    if wish.get("qty") and not counted:     # the count asked is said: «¿cuántas?» is not asked
        found.uncounted = [u for u in found.uncounted if u["item_id"] != wish["item"]]
    s.want_kw, s.yes = True, False
    if wish.get("ymd") and not (s.when.has_day or s.when.ambiguous_day):
        s.when.ymd, s.when.has_day = wish["ymd"], True
    if wish.get("min") is not None and not s.when.has_time:
        s.when.minutes, s.when.has_time = wish["min"], True


# «añádela», «engádea», «ponla también», «quiero eso también»: the thing just asked about, added
_ADD_IT_RE = re.compile(rf"\b(?:{ADD_VERB}|sumal[ao]s?|ponl[ao]s?|ponmel[ao]s?|ponmo|ponma|"
                        rf"(?:quiero|quero) (?:eso|iso|esa|esa tamen|eso tambien)|{ALSO})\b")
# «ponme ese», «dame esa también», «engade ese»: the one just talked about
_PUT_THAT_ONE_RE = re.compile(r"(?<!\bno )(?<!\bnon )\b(?:pon|ponme|ponnos|pona|dame|danos|dadme|anade\w*|engade\w*|"
                              r"me llevo|levo|quiero|quero) (?:ese|esa|eso|ise|isa|iso|este|esta|esto)"
                              r"(?: (?:tambien|tamen|porfa|por favor|tambien porfa))?$")     # not «quiero esa hora»


def _a_count_of_it_and_another(s: Signals, biz, item_id: str | None) -> None:
    """«me llevo dos y un X» right after the answer about Y: two Y (the count said without its
    noun, before «y»), and the X."""
    found, words = s.items, s.items.words or []
    if not (item_id in biz.products and (found.lines or found.ambiguous) and found.spans) or s.question \
            or any(line["item_id"] == item_id for line in found.lines):
        return
    first = min(a for a, _b in found.spans)
    before = [w for w in words[:first] if w not in COUNT_FILLERS]
    if before and (qty_token(before[-1]) is not None or before[-1] in DEFINITE):
        before = before[:-1]        # «un», «2», «los» of the X itself
    if len(before) < 2 or before[-1] not in ("y", "e") or len(before) > 4:
        return
    counts = [n for w in before[:-1] if (n := qty_token(w)) is not None]
    if len(counts) == 1 and all(qty_token(w) is not None or w in _BEFORE_THE_COUNT for w in before[:-1]):
        found.lines.append({"item_id": item_id, "qty": counts[0], "options": {}})   # last: the spans are
        found.explicit.append(True)                                                   # the named lines
        s.want_kw = True


# «me llevo dos y…», «pues dos y…», «vale, dos y…»: what may come before the count
_BEFORE_THE_COUNT = frozenset("me llevo levo quiero quero ponme pon dame poname pues pois vale ok entonces bueno bo"
                              .split())


def _the_size_just_priced(s: Signals, item_id: str | None, sized: dict | None) -> None:
    """«¿cuánto cuesta la grande?», then «vale, me la guardáis para el sábado»: that size, when the
    one line taken is of that thing and says no size of its own."""
    lines = s.items.lines
    if not (sized and item_id) or s.question or len(lines) != 1 or lines[0]["item_id"] != item_id \
            or lines[0].get("options") or s.items.stray_options:
        return
    lines[0]["options"] = dict(sized)


def _more_of_the_held_in_a_size(s: Signals, norm: str, biz, cart: list[dict]) -> None:
    """«una más de 20», «añade una de 12», «engade unha de 8» with one thing held that takes the size:
    that many more of it in that size (not the ones held resized, nor one of them carved)."""
    found = s.items
    if not cart or s.question or found.any or len(found.stray_options) != 1:
        return
    option = found.stray_options[0]
    takers = [cart[i] for i in lines_taking(biz, cart, option.get("option_id"))]
    another_size = _all_of_another_choice(takers, option)
    added = ADDED_BESIDE_RE.search(norm) or (AND_SOME_OF_A_SIZE_RE.search(norm) if another_size else None)
    if added is None:
        return
    qty = next((n for w in added.group(0).split() if (n := qty_token(w)) is not None), None)    # «son 20, una más»: 1
    if qty is None or len({line["item_id"] for line in takers}) != 1:
        return
    options = {**(takers[-1].get("options") or {}), option["option_id"]: option["choice_id"]}
    found.lines, found.explicit, found.stray_options = [{"item_id": takers[-1]["item_id"], "qty": qty,
                                                         "options": options}], [True], []
    s.want_kw = True


def _all_of_another_choice(takers: list[dict], option: dict) -> bool:
    """Every held line that takes the option has a choice of it already, none the one said now."""
    chosen = [(line.get("options") or {}).get(option.get("option_id")) for line in takers]
    return bool(chosen) and None not in chosen and option.get("choice_id") not in chosen


def _the_one_leaned_on(s: Signals, norm: str, ctx: ReadingContext) -> str | None:
    """The one a follow-up without its product is of: the one talked about last, but when that was a
    part of the one before («¿incluye la Y?» after X's price), a day or time alone («vale, para el lunes
    a las 6») is X's. A count («ponme una») or a question («¿y cuánto cuesta?») stays Y's."""
    if s.question and (CHEAPEST_RE.search(norm) or DEAREST_RE.search(norm)):
        return None     # «¿y el más caro?» after «Lo más barato: X»: asked of them all, not of X
    whole = ctx.get("part_of")
    said_when = s.when.has_day or s.when.has_time or s.booking_kw
    if whole and said_when and not s.question and _a_count_said(normalize_quantities(norm.split())) is None:
        return whole
    return ctx.get("last_item")


# «¿y los <category> cuánto?», «¿e as <category>, que prezo teñen?»: a category and its prices, nothing else
_AROUND_A_KIND_PRICED = frozenset("y e los las os as el la o a de do da dos das cuanto canto cuestan cuesta custan "
                                  "custa valen vale precio precios prezo prezos que tienen tenen salen son".split())


def _another_kind_asked_alone(norm: str, biz, last_item: str) -> bool:
    """Only a category named (with an «y», articles, a price asked), one the last thing is not of: that
    category asked, not the last thing («¿y el <kind> cuánto?» of a thing of that kind is still that thing)."""
    said = [categories_of_word(biz, w) for w in norm.split() if w not in _AROUND_A_KIND_PRICED]
    return bool(said) and all(said) and all(biz.products[last_item].get("category") not in ids for ids in said)


def _a_thing_not_had_said(found: Found, norm: str) -> bool:
    """A word read as a thing the catalogue lacks, other than the words of a topic asked («¿y el precio?»)."""
    asked = topic_words(norm) if found.unknown else set()
    return any(not (isinstance(u, str) and set(clean(u).split()) <= asked) for u in found.unknown)


def _lean_on_last(s: Signals, norm: str, biz, last_item: str | None, booking_held: bool = False,
                  adds_to_held: bool = False, yes_to_its_price: bool = False, asked_of_it: bool = False,
                  unfit: bool = False) -> None:
    """A follow-up without its product leans on the one talked about last: '¿y para 12?',
    '¿y cuánto cuesta?', '¿qué lleva?', 'vale, ponme dos' (issue 17). While an appointment is
    being written down (`booking_held`), «vale, a las 14» answers its question: it takes nothing.
    `adds_to_held`: an order is held and the last one talked about is none of it, so «añádela»,
    «pues uno también», «añade dos» add that one (as many as said). `yes_to_its_price`: «vale» right
    after its price, nothing held, takes one. `asked_of_it`: the last answer was about it (its price,
    what it has), so «¿podría ser el lunes?» asks for it that day; `unfit`: that answer said it has what the
    customer avoids, so «lo recojo el martes» orders none of it."""
    found = s.items
    if not last_item or last_item not in biz.products or found.lines or found.ambiguous \
            or _a_thing_not_had_said(found, norm) or _another_kind_asked_alone(norm, biz, last_item):
        return
    sized = _a_size_of_one_sized(biz, last_item, found, norm)
    if sized:
        found.stray_options.append(dict(ONE_SIZE_ASKED))      # «¿y el grande?» of one sold in one size
    words = normalize_quantities(norm.split())      # «ponme un par», «una docena»: 2, 12
    asks = _asks_about_it(s, norm) or (bool(found.stray_options) and (s.question or len(words) <= 4))
    qty = _a_count_said(words)
    if qty is not None and _at_a_table(biz, last_item) and find_party(norm, False) == qty:
        return      # «queremos ir el martes 4 personas» after the menu's price: a table for 4, not 4 menus
    if qty is not None and not (found.stray_options or s.question) and _a_size_of(biz, last_item, qty) \
            and _a_count_alone(words, biz.products[last_item]):
        found.stray_options = find_items(f"de {qty}", biz).stray_options     # «pues 12» after its sizes: that size
        qty, s.want_kw = 1, True
    if qty is None and not s.question and (_count_and_size_for_a_day(words, s) or (
            s.want_kw and found.stray_options and (s.when.has_day or s.when.has_time))):
        qty = 1         # «la mediana para el sábado», «ok pues quiero la mediana para el miércoles»: one
    if qty is None and not s.question and len(found.stray_options) == 1 and _a_size_accepted(norm):
        qty, s.want_kw = 1, True        # «ok pues la de 20», «vale, a grande» after its prices: that one
    if qty is not None and _a_favour_asked(s, norm):
        s.want_kw = True        # «¿me guardas una para el martes?», «me apuntas dos pal jueves»
    wants = ((s.want_kw or _orders_by_count(s, words, biz, last_item, qty)) and qty is not None
             and not (found.stray_options and not (s.want_kw or s.when.has_day))     # «¿y de 12?» asks
             and len(found.stray_options) <= 1)      # «2 de 12 y 1 de 8»: two lines, for the order's own reading
    for_me = bool(_IT_FOR_ME_RE.search(norm) or (not biz.can("booking") and _KEEP_FOR_ME_RE.search(norm)))
    if biz.can("order") and not biz.products[last_item].get("duration_minutes") and not unfit \
            and picks_it_up(norm, s.raw or "") \
            and not (s.question and not (s.when.has_day or s.when.has_time)):   # «¿la recojo yo?» asks
        for_me, asks, s.want_kw, s.question = True, False, True, False     # «la recojo el lunes», «gárdasma…?»
    if not (asks or wants) and biz.can("order") and for_me and not biz.products[last_item].get("duration_minutes"):
        wants, qty = True, qty or 1     # «¿tedes o X?» «resérvamo pra o luns»: that one, ordered
    if not (asks or wants) and ((booking_held and (_ADD_IT_RE.search(norm) or _TAKE_IT_RE.search(norm)))
                                or (adds_to_held and ADD_THE_ONE_ASKED_RE.match(norm)) or yes_to_its_price):
        wants, qty, s.want_kw = True, qty or 1, True   # «vale, añádela», «apúntamo», «añade dos» after its price
    if not (asks or wants or s.question) and (_PUT_THAT_ONE_RE.search(norm) or yes_that_one(norm)
                                              or points_at_one(norm)):
        wants, qty, s.want_kw = True, 1, True   # «vale pues ponme ese también», «sí, ese», «vale ese, envuelto
        #                                         para regalo» after asking about it
    if not (asks or wants or s.question or booking_held) and biz.can("order") \
            and not biz.products[last_item].get("duration_minutes") and THEM_UNCOUNTED_RE.search(norm) \
            and not _SOME_OF_A_KIND_RE.search(norm):     # «ponme unas de <kind>»: which kind, not that one
        wants, qty, s.want_kw = True, qty or 1, True    # «vale, ponme unas», «pídemelas, 4»: that one (how
        #                                                 many asked below when no count is said)
    if not (asks or wants or booking_held) and _takes_it(s, norm, biz, last_item, asked_of_it=asked_of_it):
        s.takes_it, s.question = True, False    # «¿me la apuntas…?» is a wish, not a question about it
        if _at_a_table(biz, last_item):
            return                              # a table, booked (_read_booking)
        wants, qty = True, 1            # «vale, para el martes», «ok, la quiero»: the one just priced
        s.want_kw = True
    if not (asks or wants):
        if sized:
            found.stray_options.remove(ONE_SIZE_ASKED)
        return
    takes = biz.products[last_item].get("options") or []
    options = {o["option_id"]: o["choice_id"] for o in found.stray_options if o.get("option_id") in takes}
    found.lines = [{"item_id": last_item, "qty": qty if wants else 1, "options": options}]
    found.explicit = [wants]
    if wants and _a_count_said(words) is None and THEM_UNCOUNTED_RE.search(norm):
        found.uncounted.append({"item_id": last_item, "said": "", "counts": []})    # «pídemelas»: how many?
    found.stray_options = [o for o in found.stray_options if o.get("option_id") not in takes]


# «unas de <kind>», «unos con <X>», «unhas sen <X>»: some of a kind said (not «unas de esas»)
_SOME_OF_A_KIND_RE = re.compile(r"\b(?:unas|unos|unhas|uns) (?:de|do|da|con|sin|sen) "
                                r"(?!(?:esas|esos|estas|estos|ellas|ellos|eses|estes)\b)")


_DEFINITE = frozenset("el la los las o a os as".split())


_ONE_MORE_WORDS = frozenset("otro otra otros otras outro outra outros outras tambien tamen ademas ademais mas mais "
                            "anade anademe engade engademe pon ponme ponnos".split())


def _only_the_held_one_named(found: Found, cart: list | None) -> bool:
    """«vale, el de <trait> entonces», «pues la de <trait>» with that product held, no count and no
    word of adding: the one held is pointed at (one more was added)."""
    held = {line.get("item_id") for line in cart or ()}
    if not held or found.mode != "add" or not found.lines or any(found.explicit) or found.ambiguous \
            or found.stray_options or any(line.get("options") for line in found.lines) \
            or any(line["item_id"] not in held for line in found.lines) or _ONE_MORE_WORDS.intersection(found.words):
        return False
    words = found.words
    return all(start > 0 and (words[start - 1] in _DEFINITE or (start > 1 and words[start - 1] == "de"
                                                                  and words[start - 2] in _DEFINITE))
               for start, _end in found.spans)     # «el <group word>», «el de <a word of its name>»


def _orders_by_count(s: Signals, words: list[str], biz, item_id: str, qty: int | None) -> bool:
    """«pues una para el viernes» after an answer about `item_id`: a count for a day, with no verb,
    orders it where orders are taken and it is no service. Not when the message asks something
    else or holds two requests, nor a count that is one of the item's sizes («12» of a cake made
    for 8, 12 or 20) or more than 3 of something sold in sizes."""
    product = biz.products[item_id]
    counted = _count_for_a_day(words, s) or _count_and_size_for_a_day(words, s) or _a_count_alone(words, product)
    if not (biz.can("order") and counted) or s.question or product.get("duration_minutes"):
        return False
    if AND_MORE_RE.search(s.norm) or _a_size_of(biz, item_id, qty):
        return False
    return (qty or 0) <= (3 if product.get("options") else 99)


def _a_count_alone(words: list[str], product: dict) -> bool:
    """«pues 4», «vale, 2 bolsas», «pois catro»: a count and nothing else but fillers and the first
    word of the product's name or aliases."""
    heads = head_words(product)
    counts = [w for w in words if to_int(w) is not None]
    return len(counts) == 1 and all(w in COUNT_FILLERS or w in counts or singular(w) in heads for w in words)


def _count_and_size_for_a_day(words: list[str], s: Signals) -> bool:
    """«vale, una grande para el sábado», «la mediana para el sábado»: a count or an article first, a
    size of the product talked about, a day or a time."""
    rest = [w for w in words if w not in FILLERS]
    first = bool(rest) and (to_int(rest[0]) is not None or rest[0] in ("la", "el", "a", "o"))     # «la mediana…»
    return first and bool(s.items.stray_options) and (s.when.has_day or s.when.has_time)


_DOZEN = frozenset({"docena", "ducia"})


def _that_many_priced(s: Signals, said: str) -> None:
    """«cuanto cuesta la X y si compro 2» (no «?» to part it): the price of that many of the one named."""
    n = qty_token(said)
    if n and n > 1 and len(s.items.lines) == 1 and int(s.items.lines[0].get("qty") or 1) == 1:
        s.items.lines[0] = {**s.items.lines[0], "qty": n}


def _count_of_the_last(s: Signals, norm: str, biz, last_item: str | None) -> None:
    product = biz.products.get(last_item or "") or {}
    m = _AND_A_COUNT_RE.fullmatch(norm)
    if not m or not product or product.get("duration_minutes"):
        return
    if (m["for"] or m["for_alone"]) and sells_by_people(biz):
        return      # «¿e para 8 persoas?» where sizes serve people: the size asked, not eight of it
    n = (6 if m.group("half") else 12) if m.group("n") in _DOZEN else qty_token(m.group("n"))
    if not n or n < 2:
        return
    if m.group("n") not in _DOZEN and _a_size_of(biz, last_item or "", n):
        s.items.stray_options = find_items(f"de {n}", biz).stray_options     # «¿y 12?» of a cake for 8, 12, 20
        s.question = True
        return
    pack = product.get("pack") or {}
    if pack.get("unit_words") and n >= int(pack.get("units") or 0):     # «¿y 12?» after a box of 6: 12 pieces
        s.items = find_items(f"{n} {pack['unit_words'][0]}", biz)
    else:
        s.items.lines, s.items.explicit = [{"item_id": last_item, "qty": n, "options": {}}], [True]
    s.items.unknown = []
    s.question, s.order_kw, s.want_kw = True, False, False     # «¿y si compro 2?»: asked, not bought
