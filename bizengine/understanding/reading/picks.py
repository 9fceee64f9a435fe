"""A pick among what was just listed or offered: the nth, both, the one at that price or of that trait,
a day or time offered (`nth_said`, `_take_offered`)."""
from __future__ import annotations

import re
from datetime import date

from rapidfuzz.distance import OSA

from bizengine.language.dates import FIRST_OR_THE_1ST, When
from bizengine.language.days import FIRST_OF_THE_MONTH_RE, WEEKDAYS, without_the_day_first
from bizengine.language.text import NUMBER_WORDS, singular
from bizengine.understanding.context import ReadingContext
from bizengine.understanding.fit_asked import words_of
from bizengine.understanding.item_index import index_of
from bizengine.understanding.item_words import OF, normalize_quantities, qty_token
from bizengine.understanding.items import (
    WHOM_LINKS,
    Found,
    find_items,
    group_candidates,
    group_of,
    hint_words,
    hinted,
    whom_words,
)
from bizengine.understanding.lexicon import (
    COUNT_OF_PLACE,
    NOT_THE_ONE_TALKED_RE,
    PICKED_BY_PLACE_RE,
    PLACE_ASKED_RE,
    PLACES,
    PLACES_RESPELT,
    YES_RE,
    said_by_place,
    topic_words,
)
from bizengine.understanding.listed_by_trait import by_amount, by_description, by_price, trait_said
from bizengine.understanding.people_served import FOR_PEOPLE_RE
from bizengine.understanding.picked_up_later import of_several, picks_it_up
from bizengine.understanding.reading.shared import (
    _ACCEPT_RE,
    _BOTH_RE,
    _ONLY_A_DAY_NUMBER_RE,
    _TAKE_IT_RE,
    _THIS_OR_NEXT_RE,
    FILLERS,
    _a_bare_count,
    _a_count_said,
    _a_few,
    _asks_about_it,
    _at_a_table,
    _both_as_the_hour,
    _is_service,
    _no_hour_in_both,
    _takes_it,
)
from bizengine.understanding.refers_back import (
    POINTED,
    count_of_a_kind,
    count_taken_unnamed,
    points_at_one,
    takes_one_unnamed,
)
from bizengine.understanding.signals import Signals
from bizengine.understanding.size_of_the_listed import size_of_the_group_listed

# «la más cercana», «a máis cedo», «la más tarde»: one of the times offered, by when it is
_NEAREST_RE = re.compile(r"^(?:(?:vale|ok|pues|pois|bueno|bo|entonces|si|mejor|mellor)\s+)*(?:(?:la|a|el|o)\s+)?"
                         r"(?:mas|mais)\s+(?P<which>cercana|cerca|proxima|temprana|pronto|cedo|tarde)"
                         r"(?:\s+(?:posible|porfa|por favor|gracias|grazas))*$")


def _the_nth_time_offered(w: When, norm: str, offered: list[int] | None, refused: int | None = None) -> None:
    """«vale, la primera» to «Las horas libres más cercanas son 10:00, 10:15 o 10:30»: 10:00; after a
    time refused, «la más cercana»: the nearest to it; «a máis cedo», «la más tarde»: the first, the last
    offered («lo más tarde posible» to a plain time question is the day's last: `When.latest`)."""
    near = _NEAREST_RE.match(norm) if offered and refused is not None and not w.has_time else None
    if near and offered and refused is not None:        # the nearest ones offered, not the day's first
        which = near.group("which")
        pick = max(offered) if which == "tarde" else min(offered) if which in ("temprana", "pronto", "cedo") \
            else min(offered, key=lambda t: (abs(t - refused), t))
        _take_offered(w, pick)
        return
    k = _place_picked(norm, len(offered or [])) if offered and not w.has_time else None
    if k is not None and offered:
        _take_offered(w, offered[k])


def _place_picked(norm: str, n: int) -> int | None:
    """«vale, la primera», «el segundo», «a derradeira» to a list of n offered: its index, or None."""
    m = PICKED_BY_PLACE_RE.match(norm)
    k = PLACES[m.group("nth")] if m else None
    return k if k is not None and -n <= k < n else None


def _the_nth_day_offered(w: When, norm: str, listed: list[str] | None) -> None:
    """«la primera», «el último», «o segundo» right after the day question's buttons: that day. «el
    primero» with a 1st of the month among them may be that 1st («el día uno»): which one is asked."""
    k = _place_picked(norm, len(listed or [])) if listed and not (w.has_day or w.has_time) else None
    if k is None or not listed:
        return
    first_of_month = next((d for d in listed if d.endswith("-01")), None)
    if k == 0 and first_of_month not in (None, listed[0]) and _THE_FIRST_MASCULINE_RE.search(norm):
        w.ambiguous_day, w.ambiguous_kind, w.day_choices = True, FIRST_OR_THE_1ST, [first_of_month, listed[0]]
        return
    w.ymd, w.has_day, w.day_text, w.ambiguous_day, w.ambiguous_kind = listed[k], True, norm, False, None


# «el primero», «o primeiro» (a day, «el día»): maybe the 1st of the month; «la primera» is the first button
_THE_FIRST_MASCULINE_RE = re.compile(r"\b(?:el|o) (?:primero|primeiro)\b")


def _take_offered(w: When, minutes: int) -> None:
    """One of the times offered, taken: «la más tarde» of them is that one, not the day's last."""
    w.minutes, w.has_time, w.asap, w.latest = minutes, True, False, False


def _one_of_the_days_offered(w: When, norm: str, offered: list[str] | None) -> None:
    """«para el finde» offered Saturday 31 and Sunday 1; «el sábado» is that Saturday, not the 7th
    (the day held before the one refused goes first: «pues el martes» goes back to it)."""
    if not (offered and w.has_day and w.ymd and w.day_text in WEEKDAYS) or _THIS_OR_NEXT_RE.search(norm):
        return
    weekday = date.fromisoformat(w.ymd).weekday()
    same = [d for d in offered if date.fromisoformat(d).weekday() == weekday]
    if same:
        w.ymd = same[0]


def _the_number_offered(w: When, norm: str, offered: list[str] | None) -> None:
    """The 25th of December refused, the days around it offered: «el 23» is the 23rd offered, not
    the 23rd of this month."""
    m = _ONLY_A_DAY_NUMBER_RE.fullmatch(norm) if offered else None
    same = [d for d in offered or [] if int(d[8:]) == int(m["n"])] if m else []
    if same:
        w.ymd, w.has_day, w.invalid_day, w.ambiguous_day = same[0], True, False, False


_TWO_PEOPLE_RE = re.compile(r"\w (?:y|e) (?:para |pra |pa )?(?:mi|min|yo|eu)(?:$| (?:y|e|tambien|tamen)\b)")


# What may follow the place said and still leave it the thing taken: its day or time, who it is for, or
# a size of its own («la primera para el martes», «a segunda pro venres», «la primera pero de 8»)
_AFTER_THE_NTH = (r"(?:\s+(?:(?:pero|mais|y|e)\s+)?(?:para|pra|pa|pro|de|do|da|el|a las|a as|manana|mana|hoy|hoxe|"
                  r"a nombre|a nome)\b.*)?")
# «me quedo con la primera», «quiero el segundo», «a última», «dos de la primera»: one of the products just
# listed, by its place
_NTH_LISTED_RE = said_by_place(rf"(?:(?:(?:quiero|quero|ponme|dame|encargo|pido|me llevo|llevo|levo|cojo|collo|"
                               rf"prefiero|prefiro)\s+)?(?:{COUNT_OF_PLACE}|la|a|el|o)|"
                               r"(?:me quedo|quedome|nos quedamos|quedamonos)\s+(?:con\s+(?:la|a|el|o)|coa|co))",
                               _AFTER_THE_NTH)


def nth_said(norm: str, biz) -> int | None:
    """«me quedo con la primera» 0, «quiero el segundo para el martes» 1, «el martes la primera» 0,
    «a última» -1: the place said, alone or with the day, time or size it is wanted at (read elsewhere)."""
    said = _nth_listed(norm, biz)
    return PLACES[said.group("nth")] if said else None


def nths_said(norm: str, biz) -> list[tuple[int, int | None]]:
    """«la primera y la segunda», «a primeira e a última para o martes», «dos de la primera y una de la
    segunda»: each place said, with its count when said; else the one place `nth_said` reads («la
    segunda y a las 5»: one place, and its time); [] when none."""
    parts = _AND_RE.split(norm)
    places = [(nth_said(part, biz), _count_of_the_nth(part, biz)) for part in parts] if len(parts) > 1 else []
    if places and all(p is not None for p, _ in places):
        return [(p, n) for p, n in places if p is not None]
    place = nth_said(norm, biz)
    return [] if place is None else [(place, _count_of_the_nth(norm, biz))]


_AND_RE = re.compile(r"\s+(?:y|e)\s+(?=(?:la|el|a|o|[0-9]{1,2}|[a-z]+ de la|[a-z]+ de el|[a-z]+ da|[a-z]+ do)\s)")


def _count_of_the_nth(norm: str, biz) -> int | None:
    """«dos de la primera», «el martes dos de la primera»: how many of the one taken by its place, when
    said."""
    said = _nth_listed(norm, biz)
    return qty_token(said.group("count")) if said and said.group("count") else None


def _nth_listed(norm: str, biz) -> re.Match | None:
    """The place said (and its count), read past the day the message opens with."""
    undated = " ".join(FIRST_OF_THE_MONTH_RE.sub(" ", without_the_day_first(norm)).split())  # «el primero de…»: a day
    return _NTH_LISTED_RE.match(_places_respelt(undated, index_of(biz).known))


def _places_respelt(norm: str, known: frozenset[str] = frozenset()) -> str:
    """«la primra», «a segnda», «la pirmera»: right after an article, a word one letter off (or two
    swapped) a place of seven letters or more is that place; never a word of the catalogue (`known`)
    or a number."""
    words = norm.split()
    for i, w in enumerate(words[1:], 1):
        if words[i - 1] in ("la", "el", "a", "o") and len(w) >= 6 and w not in PLACES \
                and not {w, singular(w)} & known and w not in NUMBER_WORDS:
            near = {p for p in PLACES_RESPELT if OSA.distance(w, p) == 1}
            if len({PLACES[p] for p in near}) == 1:
                words[i] = min(near)
    return " ".join(words)


def _asked_by_place(s: Signals, norm: str, biz, listed: list[str]) -> None:
    """A question about one of the things just listed, named by its place: that one is asked about."""
    said = PLACE_ASKED_RE.search(_places_respelt(norm, index_of(biz).known))
    place = PLACES[said.group("nth")] if said else None
    if place is not None and -len(listed) <= place < len(listed):
        s.items.lines, s.items.explicit = [{"item_id": listed[place], "qty": 1, "options": {}}], [False]


def _orderable(biz, listed: list[str] | None) -> list[str]:
    """Of the things just listed, those that can be ordered or booked here."""
    return [i for i in listed or [] if i in biz.products
            and (biz.can("booking") if biz.products[i].get("duration_minutes") else biz.can("order"))]


def _one_of_the_listed(s: Signals, norm: str, biz, listed: list[str] | None, group: str | None,
                       both: list[str] | None = None, told_now: str | None = None) -> None:
    """Right after a list (of products, else of a group's candidates, else the two priced one after
    the other: `both`, else the one thing told just before: `told_now`, «algo de X» with one X, a list
    of one), naming none: «me quedo con la primera», that one taken; «vale pues ese para el
    martes», «ponme dos», «4 de esos», the one listed taken or, of several, which, asked (the count,
    day and time said stay with it); «quiero una» too. Only those that can be ordered or booked here."""
    if s.items.any:
        return
    every = listed or group_candidates(biz, group) or list(both or []) or ([told_now] if told_now else [])
    shown = _orderable(biz, every)
    places = nths_said(norm, biz) if every else []
    if not places and s.question and listed:
        _asked_by_place(s, norm, biz, listed)
        return
    if places:
        taken = [(every[place], count) for place, count in places
                 if -len(every) <= place < len(every) and every[place] in shown]
        if len(taken) == len(places):
            s.items.lines = [{"item_id": pid, "qty": count or 1, "options": {}} for pid, count in taken]
            s.items.explicit = [count is not None for _, count in taken]
            s.want_kw = s.takes_it = True
            s.question = False
        return
    pointed = _orderable(biz, listed or group_candidates(biz, group))
    count = count_taken_unnamed(norm)
    if not pointed or s.question or not (count or points_at_one(norm) or takes_one_unnamed(norm)
                                         or _taken_for_a_day(s, norm, biz, pointed)
                                         or _taken_by_its_pronoun(s, norm, biz, pointed)):
        return
    if len(pointed) == 1:
        s.items.lines = [{"item_id": pointed[0], "qty": count or 1, "options": {}}]
        s.items.explicit = [count is not None]
    else:
        s.items.ambiguous = [{"word": POINTED, "candidates": pointed, "qty": count or 1, "options": {}}]
    s.want_kw = s.takes_it = True


def _taken_for_a_day(s: Signals, norm: str, biz, pointed: list[str]) -> bool:
    """«lo recojo el martes», gl «recóllolo o martes», «me lo llevo el martes», «lo quiero para el
    martes» right after a list: one of them taken for that day (which, asked), not a thing unnamed."""
    if not (s.when.has_day or s.when.has_time) or _is_service(biz, pointed[0]):
        return False
    return picks_it_up(norm, s.raw or "") is not None \
        or (_TAKE_IT_RE.search(norm) is not None and _takes_it(s, norm, biz, pointed[0]))


def _taken_by_its_pronoun(s: Signals, norm: str, biz, pointed: list[str]) -> bool:
    """«lo quiero», «me lo quedo», «quédoo», «mo quedo» right after a list, nothing else said: one of them taken
    (of several, which, asked)."""
    return _TAKE_IT_RE.search(norm) is not None and _takes_it(s, norm, biz, pointed[0])


def _one_of_the_listed_by_trait(s: Signals, norm: str, biz, listed: list[str] | None, group: str | None,
                                both: list[str] | None = None) -> None:
    """Right after a list, naming none: «la más barata para el martes», «quiero el más caro», the one
    of the lowest (highest) price taken (a bare «la más barata» is asked, and answered); «el de las
    <word>», «la <word> para el lunes», one whose description has the words taken; of several, which,
    asked (the day and time said stay with it)."""
    shown = _orderable(biz, listed or group_candidates(biz, group) or list(both or []))
    said = trait_said(norm) if shown and not (s.items.any or s.items.stray_options or s.question) else None
    if said is None:
        return
    if said.amount_cents is not None:
        _the_one_at_the_price_said(s, biz, shown, said.amount_cents)
        return
    if said.cheapest or said.dearest:
        if not (said.taken or s.want_kw or s.when.has_day or s.when.has_time):
            return
        picked = by_price(biz, shown, said.cheapest)
    else:
        picked = by_description(biz, shown, said.words)
    if len(picked) == 1:
        s.items.lines, s.items.explicit = [{"item_id": picked[0], "qty": 1, "options": {}}], [False]
    elif picked:
        s.items.ambiguous = [{"word": POINTED, "candidates": picked, "qty": 1, "options": {}}]
    if picked:
        s.items.unknown = []
        s.want_kw = s.takes_it = True


def _the_one_at_the_price_said(s: Signals, biz, shown: list[str], cents: int) -> None:
    """«la de 26» right after a list: the one listed at that price taken (in the size that costs it);
    of several, or when none costs it, which one asked among them — never a question for a person."""
    priced = by_amount(biz, shown, cents)
    if len(priced) == 1:
        pid, sized = priced[0]
        s.items.lines, s.items.explicit = [{"item_id": pid, "qty": 1, "options": dict(sized)}], [False]
    else:
        among = list(dict.fromkeys(pid for pid, _ in priced)) or shown
        shared = [sized for _, sized in priced]
        options = dict(shared[0]) if shared and all(x == shared[0] for x in shared) else {}
        s.items.ambiguous = [{"word": POINTED, "candidates": among, "qty": 1, "options": options}]
    s.items.unknown = []
    s.want_kw = s.takes_it = True
    s.price_told = cents


def _yes_to_the_sizes_listed(s: Signals, norm: str, biz, sizes: dict[str, dict] | None) -> None:
    """«sí», «vale», «sí, para el martes» to «¿Te apunto alguna?» after the sizes for the people said:
    one of them taken, which asked (the one, when only one was listed)."""
    said = YES_RE.match(norm)
    rest = norm[said.end():].split() if said else []
    if not sizes or s.items.any or s.question or said is None \
            or not (rest in ([], ["porfa"], ["por", "favor"]) or rest[0] in ("para", "pra", "pro")):
        return
    pointed = _orderable(biz, list(sizes))
    if len(pointed) == 1:
        s.items.lines, s.items.explicit = [{"item_id": pointed[0], "qty": 1, "options": {}}], [False]
    elif pointed:
        s.items.ambiguous = [{"word": POINTED, "candidates": pointed, "qty": 1, "options": {}}]
    s.want_kw = s.takes_it = bool(pointed)


def _at_the_sizes_listed(s: Signals, norm: str, sizes: dict[str, dict] | None) -> None:
    """Right after a list of things each at the size that serves the people said, the one taken
    without a size («la primera», «esa», by its name) is at that size; of several pointed at, the
    size they share rides with the question which. Not when the message counts people again («la
    primera pero para 15»): those choose the size."""
    if not sizes or s.party or FOR_PEOPLE_RE.search(norm):
        return
    for line in s.items.lines:
        if not line.get("options") and line["item_id"] in sizes:
            line["options"] = dict(sizes[line["item_id"]])
    for amb in s.items.ambiguous:
        shared = [sizes.get(i) for i in amb.get("candidates") or []]
        if not amb.get("options") and shared and shared[0] and all(x == shared[0] for x in shared):
            amb["options"] = dict(shared[0])


def _the_one_of_the_group_talked_about(s: Signals, norm: str, talked: list[str | None]) -> None:
    """«vale, el <group word> para el lunes» after the price of one of the group (and maybe of something
    else since): of the group's candidates, the one just talked about, not which one asked. A question
    about the group («¿qué <group words> tenéis?») still asks about all of them, and so does one wanting
    another of it («quiero otro», «uno más barato», «uno sin …»)."""
    if s.question or s.items.lines or s.items.mode == "remove" or NOT_THE_ONE_TALKED_RE.search(norm):
        return
    for k, amb in enumerate(s.items.ambiguous):
        meant = {x for x in talked if x in (amb.get("candidates") or ())}
        if amb.get("word") == POINTED or len(meant) != 1:
            continue
        s.items.ambiguous = s.items.ambiguous[:k] + s.items.ambiguous[k + 1:]
        s.items.lines = [{"item_id": meant.pop(), "qty": int(amb.get("qty") or 1),
                          "options": dict(amb.get("options") or {})}]
        s.items.explicit = [int(amb.get("qty") or 1) > 1]
        return


def _picks_from_group(s: Signals, norm: str, biz, group: str | None) -> None:
    """«vale, para mi madre» after the prices of a group's candidates: the one its hints point to, taken."""
    if not group or s.items.any or group not in (biz.catalog.get("ambiguous") or {}):
        return
    sing = [singular(w) for w in norm.split()]
    chosen = hinted(biz, group, sing)
    whom = whom_words(biz, group)
    if _TWO_PEOPLE_RE.search(norm) or sum(w in whom and w not in WHOM_LINKS for w in sing) > 1:
        return      # «para mi mujer y para mí», «para mi hija y mi hijo»: two appointments, for a person
    asks = s.question and all(w in FILLERS or singular(w) in whom for w in norm.split())    # «¿y para mi hijo?»
    if not chosen and _asks_about_it(s, norm):        # «¿y cuánto tarda?»: about the whole group, as named
        candidates = biz.catalog["ambiguous"][group].get("candidates", [])
        s.items.ambiguous = [{"word": group, "candidates": list(candidates), "qty": 1, "options": {}}]
        return
    if chosen and (asks or _takes_it(s, norm, biz, chosen, whom=whom)):
        s.items.lines, s.items.explicit = [{"item_id": chosen, "qty": 1, "options": {}}], [False]
        s.want_kw = s.takes_it = not asks
        s.question = asks
    elif not chosen and not s.question and ((count := _a_bare_count(norm)) or _takes_it(
            s, norm, biz, biz.catalog["ambiguous"][group]["candidates"][0])):
        candidates = biz.catalog["ambiguous"][group].get("candidates", [])     # «vale, el jueves a las 11»,
        qty = count or 1                                                        # «pues 3»: which?
        s.items.ambiguous = [{"word": group, "candidates": list(candidates), "qty": qty, "options": {}}]
        s.want_kw = s.takes_it = True


def _a_sibling_asked(s: Signals, norm: str, biz, last_item: str | None) -> None:
    """«¿y para una mujer?», «¿y a un niño?», «¿y el de niño?», «¿e o de neno?» after a question about
    one of a group's products: the same asked of the one the group's hints point to."""
    group = group_of(biz, last_item) if last_item else None
    sing = [singular(w) for w in norm.split()]
    if group is None or s.items.any or not (s.question or sing[:1] in (["y"], ["e"])):
        return
    whom = whom_words(biz, group)
    asked = topic_words(norm)       # «¿y para una mujer cuánto sería?»
    if not all(w in FILLERS or w in whom or w in OF or w in asked for w in sing):
        return
    chosen = hinted(biz, group, sing) or _hinted_after_of(biz, group, sing)
    if chosen:
        s.items.lines, s.items.explicit = [{"item_id": chosen, "qty": 1, "options": {}}], [False]
        s.question = True       # («y el de niño», no «?»: asked all the same)


def _hinted_after_of(biz, group: str, sing: list[str]) -> str | None:
    """«el de niño», «o de neno»: the one candidate the hint words said after «de» point to."""
    hints = hint_words(biz, group)
    pointed = {hints[w] for i, w in enumerate(sing) if w in hints and i and sing[i - 1] in OF}
    return pointed.pop() if len(pointed) == 1 else None


def _a_size_of_the_group_listed(s: Signals, norm: str, biz, group: str | None, listed: list[str] | None) -> None:
    """«la de 12 para el martes», «la pequeña» after a group's products were listed: the group in that
    size, wished. A place said with it tells which («la última grande»; «la primera de 12» is read as a
    place elsewhere): never lost to «which one?»."""
    if s.items.any or nth_said(norm, biz) is not None:
        return
    sized = size_of_the_group_listed(norm, biz, group, size_word=bool(s.items.stray_options))
    if sized is None:
        return
    _the_place_said_in_the_size(sized, norm, biz, listed or group_candidates(biz, group))
    s.items, s.question = sized, False
    s.want_kw = s.takes_it = True


def _the_place_said_in_the_size(sized: Found, norm: str, biz, every: list[str]) -> None:
    """«la última grande», «a segunda pequena»: of those asked among in that size, the one at the place said."""
    said = PLACE_ASKED_RE.search(_places_respelt(norm, index_of(biz).known))
    place = PLACES[said.group("nth")] if said else None
    if place is None or not sized.ambiguous or not -len(every) <= place < len(every):
        return
    asked = sized.ambiguous[0]
    if every[place] in asked["candidates"]:
        sized.ambiguous = []
        sized.lines = [{"item_id": every[place], "qty": asked.get("qty") or 1, "options": dict(asked["options"])}]
        sized.explicit = [False]


# «vale, dos de los grandes», «dous grandes», «pues uno de los pequeños»: a count and the word of one
_COUNT_OF_ONE_RE = re.compile(r"^(?:(?:vale|ok|pues|pois|bueno|bo|venga|si|entonces|enton)\s+)*"
                              r"(?:(?:anade|anademe|engade|engademe|pon|ponme|poneme|dame|quiero|quero)\s+)?"
                              r"(?P<n>un|una|unha|uno|dos|dous|duas|tres|[1-9])\s+(?:(?:de|do|da|dos|das)\s+)?"
                              r"(?:(?:los|las|os|as|el|la|o|a)\s+)?(?P<what>[a-z]+)$")


def _a_count_of_the_group_asked(s: Signals, norm: str, biz, ctx: ReadingContext) -> None:
    """«vale, dos de los grandes» right after the prices of a group none of whose products is held:
    that many of the one the word names with the group's noun («<noun> grande»)."""
    group = ctx.get("group_asked_now") or ""
    candidates = ((biz.catalog.get("ambiguous") or {}).get(group) or {}).get("candidates") or []
    held = {line.get("item_id") for line in ctx.get("cart") or []}
    said = _COUNT_OF_ONE_RE.match(norm)
    if s.items.any or not candidates or held.intersection(candidates):
        return
    if said is None and _a_few(norm):      # «vale, dos»: of which, asked
        s.items.ambiguous = [{"word": group, "candidates": list(candidates), "qty": _a_bare_count(norm), "options": {}}]
        s.want_kw = True
        return
    found = find_items(f"{said['n']} {group} {said['what']}", biz) if said else None
    if found and len(found.lines) == 1 and found.lines[0]["item_id"] in candidates and not found.ambiguous:
        s.items.lines, s.items.explicit, s.items.unknown = found.lines, [True], []
        s.items.spans = [(0, len(s.items.words))]      # every word named it: no size said besides
        s.want_kw = True


_THE_FIRST_RE = re.compile(r"\b(?:la primera|el primero|a primeira|o primeiro|la otra|el otro|a outra|o outro|"
                           r"la anterior|el anterior|a anterior|o anterior)\b")
_THE_TWO_RE = re.compile(r"\b(?:las dos|los dos|ambas|ambos|as duas|os dous|as dous|las 2|los 2)\b")


def _of_a_kind_described(s: Signals, norm: str, biz) -> None:
    """«quiero 3 de esas de <kind> para mañana», nothing listed before: the things whose name or
    description says the kind; of several, which, asked (the count and day said stay with it)."""
    asked = None if s.items.any else count_of_a_kind(norm)
    if asked is None:
        return
    kind = singular(asked[1])
    described = [pid for pid in _orderable(biz, list(biz.products)) if kind in words_of(biz.products[pid])]
    if len(described) == 1:
        s.items.lines, s.items.explicit = [{"item_id": described[0], "qty": asked[0], "options": {}}], [True]
    elif described:
        s.items.ambiguous = [{"word": POINTED, "candidates": described, "qty": asked[0], "options": {}}]
    s.want_kw = s.takes_it = bool(described)


def _pointed_back(s: Signals, norm: str, biz, before: str | None, last: str | None) -> None:
    """«¿y la primera lleva soja?», «¿las dos llevan huevo?» after asking about two things: the one
    asked about before the last, or both (the last one alone was answered)."""
    if not (s.question and before and last and before != last) or s.items.any:
        return
    if before not in biz.products or last not in biz.products:
        return
    pointed = [before] if _THE_FIRST_RE.search(norm) else [before, last] if _THE_TWO_RE.search(norm) else []
    if pointed:
        s.items.lines = [{"item_id": pid, "qty": 1, "options": {}} for pid in pointed]
        s.items.explicit = [False] * len(pointed)


def _takes_both(s: Signals, norm: str, biz, both: list[str] | None, last: str | None) -> None:
    """«pues las dos cosas el viernes», «me llevo los dos», «dos de cada» after the answers about two
    things (or one answer about two): both, as many of each as said, where they can be had."""
    each = _OF_EACH_RE.search(norm)
    leaned = bool(s.items.lines) and not s.items.spans and {x["item_id"] for x in s.items.lines} == {last}
    leaned = leaned or (each is not None and not (s.items.lines or s.items.ambiguous)   # «un par de cada»: no
                        and all(u.split()[0] == "cada" for u in s.items.unknown))       # «cada» is sold
    said = _BOTH_RE.search(norm)
    if both and said and s.items.unknown and set(s.items.unknown) <= set(said.group(0).split()):
        s.items.unknown = []        # «los dos servicios»: the word that says them is no thing asked for
    if not both or len(set(both)) != 2 or (s.items.any and not leaned) or not (each or said):
        return      # («dos de cada» leans on the last thing alone: both are meant)
    if any(pid not in biz.products for pid in both):
        return
    rest = _OF_EACH_RE.sub(" ", _BOTH_RE.sub(" ", norm))
    accepted = not _ACCEPT_RE.sub("", rest).split()         # «pues las dos cosas», «vale, los dos»
    at_two = _both_as_the_hour(s, norm)
    booked = s.booking_kw and biz.can("booking") and all(_is_service(biz, pid) for pid in both)   # «cita para
    wished = (s.want_kw or bool(each) or accepted or booked) and not s.question and not at_two     # ambas cosas»
    if wished or all(_takes_it(s, rest, biz, pid) for pid in both):
        if not at_two:
            _no_hour_in_both(s.when)      # «pues las dos el jueves»: both, on Thursday, the time still asked
        qty = (_a_count_said(normalize_quantities(rest.split())) if each else None) or 1
        s.items.lines = [{"item_id": pid, "qty": qty, "options": {}} for pid in both]
        s.items.explicit, s.items.unknown = [bool(each), bool(each)], []
        s.want_kw = s.takes_it = True
        s.question = False


def _the_priced_ones_taken(s: Signals, norm: str, biz, together: list[str] | None, groups: list[str],
                           both: list[str] | None) -> None:
    """After the prices of several things, a wish naming none of them: «vale, cita el viernes a las 10»,
    «vale pues el lunes a las 10» after services priced in one question (`together`, and the `groups` whose
    prices it listed: which of each is asked) book them all, the combination asked about; after two asked
    one after the other (`both`, «¿y el Y?»: maybe instead of the first) which is asked, with both among
    the answers. «la recojo el lunes», «paso a por ella» after two things to take home: which, asked (one is
    said); «las recojo»: both. «las dos», «ambas» are _takes_both's."""
    groups = groups if together is not None else []
    priced = list(dict.fromkeys(together or both or ()))
    kinds = [group_candidates(biz, g) for g in groups]
    if len(priced) + len(groups) < 2 or s.items.any or s.items.stray_options or _BOTH_RE.search(norm) \
            or any(pid not in biz.products for pid in [*priced, *(x for kind in kinds for x in kind)]) \
            or not all(kinds):
        return
    one_of_each = [*priced, *(kind[0] for kind in kinds)]
    if all(_is_service(biz, pid) for pid in one_of_each):
        if not biz.can("booking") or (s.question and not s.booking_kw) \
                or not (s.booking_kw or all(_takes_it(s, norm, biz, pid) for pid in one_of_each)):
            return
        all_of_them = together is not None
    elif biz.can("order") and not groups and not any(_is_service(biz, pid) or _at_a_table(biz, pid) for pid in priced):
        said = picks_it_up(norm, s.raw or "")
        if said is not None and s.question and not (s.when.has_day or s.when.has_time):
            return      # «¿las recojo yo?» asks
        taken = of_several(said) if said is not None else _all_taken(s, norm, biz, priced, together)
        if taken is None:
            return
        all_of_them = taken
    else:
        return
    if all_of_them:
        s.items.lines = [{"item_id": pid, "qty": 1, "options": {}} for pid in priced]
        s.items.explicit = [False] * len(priced)
        s.items.ambiguous = [{"word": g, "candidates": list(kind), "qty": 1, "options": {}}
                             for g, kind in zip(groups, kinds)]
    else:
        s.items.ambiguous = [{"word": POINTED, "candidates": priced, "qty": 1, "options": {}}]
    s.want_kw = s.takes_it = True
    s.question = False


def _all_taken(s: Signals, norm: str, biz, priced: list[str], together: list[str] | None) -> bool | None:
    """«vale, para el martes», «pues los quiero para el martes», gl «vale, para o martes» after one
    question priced several things to take home: all of them (one each); «la quiero para el martes»
    (a singular pronoun): which, asked. None when the message takes none of them that way (after two
    questions one after the other, «vale, para el martes»: which, asked, both among the answers)."""
    if s.question or not all(_takes_it(s, norm, biz, pid) for pid in priced):
        return None
    if together is None:
        return False
    took = _TAKE_IT_RE.search(norm)
    return took is None or _PLURAL_TAKEN_RE.search(took.group(0)) is not None


_PLURAL_TAKEN_RE = re.compile(r"\b(?:las|los|as|os)\b|(?:l[oa]s|m[oa]s|[oa][oa]s)$")


_OF_EACH_RE = re.compile(r"\bde cada(?: (?:uno|una|un|unha|cosa|cousa))?\b")
