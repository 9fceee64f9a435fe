"""The things asked for: lines, counts and sizes read against what is held (`_read_things`)."""
from __future__ import annotations

import re
from datetime import datetime

from bizengine.business.profile import allergens_on
from bizengine.language.clock import today
from bizengine.language.dates import When, parse_when
from bizengine.language.text import as_typed, clean, normalize, singular
from bizengine.understanding.brought_in import as_the_job_asked
from bizengine.understanding.context import ReadingContext
from bizengine.understanding.count_more_for_a_day import count_more_beside_a_day
from bizengine.understanding.count_taken_back import as_the_count_taken_back
from bizengine.understanding.day_numbers_out import without_the_days_numbers
from bizengine.understanding.details import names_in
from bizengine.understanding.diet import detect_diet, names_an_allergen_itself
from bizengine.understanding.given_up_not_held import given_up_not_held, kind_given_up_not_held
from bizengine.understanding.item_index import index_of, product_words
from bizengine.understanding.item_words import DEFINITE, OF
from bizengine.understanding.items import NONE_WORDS, Found, both_asked_about, count_set, find_items
from bizengine.understanding.items_text import as_the_catalogue_reads, asked_as_a_favour, wording_after_colon
from bizengine.understanding.lexicon import (
    ADD_THE_ONE_ASKED_RE,
    ALSO,
    CART_Q_RE,
    CHANGE_OF_WHEN_RE,
    ES_ONLY,
    FAVOUR_RE,
    GL_ONLY,
    IF_I_PUT,
    JOB_CHANGE_PRICED_RE,
    NOT_WORDS,
    ONE_SIZE_ASKED,
    PICK_UP_MINE,
    TAKE_THE_ONE_PRICED_RE,
    WANT_RE,
    detect_lang,
    detect_topics,
    question_apart,
    yes_that_one,
)
from bizengine.understanding.line_by_place import line_taken_off_by_place
from bizengine.understanding.mended import another_kind_of_the_held, as_mended, for_someone_else
from bizengine.understanding.named_again_as_a_place import without_things_named_again
from bizengine.understanding.not_sold_named import thing_not_sold
from bizengine.understanding.notes import without_allergies, wordings_in
from bizengine.understanding.praise import swapped_for_the_disliked
from bizengine.understanding.price_said import at_the_price_said, prices_said
from bizengine.understanding.reading.corrections import (
    _a_note_after_all,
    _group_held_replaced,
    _group_word_held_stays,
    _one_each_of_one_held,
    _priced_one_wished,
    _puts_new_things,
    _said_instead,
    _tells_of_an_earlier_request,
    _the_priced_one_put_back,
)
from bizengine.understanding.reading.held import (
    _a_count_of_it_and_another,
    _count_of_the_last,
    _lean_on_last,
    _more_of_the_held_in_a_size,
    _only_the_held_one_named,
    _the_one_leaned_on,
    _the_size_just_priced,
    _the_wish_asked,
)
from bizengine.understanding.reading.picks import (
    _a_count_of_the_group_asked,
    _a_sibling_asked,
    _a_size_of_the_group_listed,
    _at_the_sizes_listed,
    _of_a_kind_described,
    _one_of_the_listed,
    _one_of_the_listed_by_trait,
    _picks_from_group,
    _pointed_back,
    _takes_both,
    _the_one_of_the_group_talked_about,
    _the_priced_ones_taken,
    _yes_to_the_sizes_listed,
    nth_said,
)
from bizengine.understanding.reading.shared import (
    _AND_A_COUNT_RE,
    _ASKS_ABOUT_RE,
    _CHANGES_IT_RE,
    _DESCRIPTION_ANSWERS_RE,
    _TAKE_IT_RE,
    FILLERS,
    _a_few,
    _a_size_of_one_sized,
    _asked_about_another,
    _is_service,
    _name_then_a_change,
    _of_its_description,
    _ordered_before,
    _outside_names,
    _priced_to_take_home,
    _said_as_a_name,
    _things_described,
    _Worded,
)
from bizengine.understanding.refers_back import count_pointed, refers_back, the_thing_pointed, without_pointing_words
from bizengine.understanding.remarks import remarks_in, without_things_remarked
from bizengine.understanding.request_made_before import made_before_asked
from bizengine.understanding.service_asked_beside import service_asked_beside
from bizengine.understanding.signals import Signals
from bizengine.understanding.taken_off_at_once import what_stays
from bizengine.understanding.vocabulary import vocabulary_of


def _language_beside_the_names(s: Signals, words: list[str], held_lang: str, settled: bool) -> None:
    """«quiero Río sen nome»: a name in the other language says nothing of the customer's (their own
    words of a «no Y» taken out do: «non a de Y senón a de X»)."""
    if not s.items.spans:
        return
    named = {i for start, end in s.items.spans for i in range(start, end)}
    unnamed = [w for i, w in enumerate(s.items.words or words) if i not in named] + s.own_words_ruled_out
    # a word of one language, or a «no» of the customer's own («no, X no, <name in Galician>»: no
    # word of either, the language held stays); else the names are all there is to go by
    unnamed = as_typed(unnamed, s.text or "")
    if any(w in GL_ONLY or w in ES_ONLY or w in NOT_WORDS for w in unnamed):
        s.lang = detect_lang(unnamed, held_lang, settled)


def _read_things(s: Signals, norm: str, scrubbed: str, biz, ctx: ReadingContext,
                 now: datetime) -> tuple[_Worded, str]:
    """The things named (against the cart and what was talked about last). Returns the wording
    read apart («<thing>: words») and the words of a question asked about a thing."""
    words = norm.split()
    worded = wording_after_colon(scrubbed, biz)    # «con tarjeta: para la mejor madre»: the words are the card's
    items_text = clean(worded[0]) if worded else _without_names(norm, scrubbed, biz, ctx)
    items_text = without_the_days_numbers(items_text, biz, today(now))     # «sábado 7 <thing>»: one, on the 7th
    items_text = as_mended(items_text, scrubbed)
    items_text = as_the_count_taken_back(items_text, scrubbed, biz, ctx.get("cart"))   # «cinco X... no, cuatro»
    items_text = without_things_named_again(items_text, biz, ctx.get("cart"))     # «en la tarjeta del X»: no more X
    kind_not_held = kind_given_up_not_held(items_text, biz, ctx.get("cart"))     # «el de X en vez del de Y»
    items_text = as_the_catalogue_reads(items_text, biz, ctx.get("cart"))   # «3 X, mejor 2 Y»
    items_text = as_the_job_asked(items_text, vocabulary_of(biz).job_things)    # «llevar la <thing> a revisar»
    items_text = CHANGE_OF_WHEN_RE.sub(" ", items_text)      # «el cambio de hora no me va bien»: no thing named
    s.refers_back = refers_back(items_text)
    items_text = without_pointing_words(items_text, bool(ctx.get("cart")))     # «otra igual» names no product
    pointed = count_pointed(items_text)
    if pointed is not None:
        s.refers_back, items_text = True, ""        # «ponme también esa», «y otro de esos»: none named
    s.items = find_items(items_text, biz, ctx.get("cart"), ctx.get("last_item"), ctx.get("awaiting"),
                         ctx.get("last_group"), ctx.get("item_asked_now"), ctx.get("taken_off_last"))
    s.items = another_kind_of_the_held(s.items, items_text, biz, ctx.get("cart"), ctx.get("services") or [])
    count_more_beside_a_day(s, items_text, ctx.get("cart"))      # «ponme 2 más para el jueves»
    if stays := what_stays(items_text, biz, ctx.get("cart"), ctx.get("last_item"), ctx.get("awaiting")):
        s.items = stays     # «un X y una Y, no, quita la Y»: X stays
    _the_priced_one_put_back(s, items_text, biz, ctx)      # «vale, una con <Y>» after X's price: X and Y
    if ctx.get("cart") and "?" not in s.raw and any(a.get("doubted") for a in s.items.ambiguous):
        s.no = s.question = False       # «no sé si con Y» with X held: Y offered, neither a «no» nor a question
    s.given_up_not_held = given_up_not_held(s.items, biz, ctx.get("cart")) or kind_not_held    # none of it held
    for_someone_else(s.items, items_text, scrubbed, biz, ctx.get("services") or [])   # «no, es para mi hijo»
    swapped_for_the_disliked(s.items, [*(ctx.get("services") or []),                # «el X no me convence,
                                       *(str(line.get("item_id")) for line in ctx.get("cart") or [])])   # mejor Y»
    if s.question and NONE_WORDS.intersection(items_text.split()):     # «¿y ninguna X sin Y?»: asked, not taken off
        asked = " ".join(w for w in items_text.split() if w not in NONE_WORDS)
        s.items = find_items(asked, biz, ctx.get("cart"), ctx.get("last_item"), ctx.get("awaiting"),
                             ctx.get("last_group"), ctx.get("item_asked_now"))
    if ctx.get("awaiting") == "note" and s.items.unknown and not (s.items.lines or s.items.ambiguous or s.want_kw
                                                                   or s.order_kw or _ADDS_RE.search(norm)):
        s.items.unknown = []    # «<part> trasera, 29 pulgadas», «hace un ruido raro» to the note question: the note
    if s.question and s.items.for_the_cart and asked_as_a_favour(norm):
        s.question, s.want_kw = False, True     # «¿me añades un X?», «¿me pones otra?»: asked for, not asked about
    if s.question and _ASKS_ABOUT_RE.search(norm):
        both_asked_about(s.items)       # «¿cuál es más barato, X o Y?»: both, not one to choose
    _no_service_one_is_allergic_to(s, items_text, biz)
    s.remarks = remarks_in(s.text or "", biz, ctx)
    without_things_remarked(s.items, items_text, s.remarks, biz)
    the_thing_pointed(s, biz, ctx.get("cart"), ctx.get("told"), ctx.get("last_item"), pointed, ctx.get("named_last"))
    if ctx.get("asked_of_a_thing") and not ctx.get("cart") and not (s.items.any or s.items.stray_options):
        _a_thing_not_sold_asked(s, norm, biz, bool(ctx.get("priced_now")))
    if ctx.get("asked_of_a_thing") and not ctx.get("cart") and _AND_THAT_ONE_RE.fullmatch(norm) \
            and (s.items.any or s.items.stray_options):
        s.question = True       # «y la de X», «e a pequena» after a price: the same question, of X
    if not ctx.get("cart"):
        _takes_both(s, norm, biz, ctx.get("both_asked"), ctx.get("last_item"))
        if ctx.get("asked_of_a_thing") and not ctx.get("services"):
            _the_priced_ones_taken(s, norm, biz, ctx.get("priced_together"), ctx.get("groups_priced_together") or [],
                                   ctx.get("both_asked"))
    if ctx.get("asked_of_a_thing") and not ctx.get("cart") and not (s.items.lines or s.items.ambiguous) \
            and (not s.items.any or _AND_A_COUNT_RE.fullmatch(norm)):    # «¿y 3 cuánto serían?»: no thing «cuánto»
        _count_of_the_last(s, norm, biz, ctx.get("last_item"))
    if not ctx.get("cart"):
        _a_count_of_it_and_another(s, biz, ctx.get("item_asked_now"))
        _picks_from_group(s, norm, biz, ctx.get("last_group"))
        if ctx.get("asked_of_a_thing"):
            _a_sibling_asked(s, norm, biz, ctx.get("last_item"))
        _a_size_of_the_group_listed(s, norm, biz, ctx.get("last_group"), ctx.get("listed"))
        _the_one_of_the_group_talked_about(s, norm, [ctx.get("last_item"), ctx.get("item_before"),
                                               *(ctx.get("both_asked") or ())])
        _one_of_the_listed(s, norm, biz, ctx.get("listed"), ctx.get("last_group"),
                           None if ctx.get("awaiting") else ctx.get("both_asked"),     # not a day's button
                           ctx.get("item_asked_now"))
        _one_of_the_listed_by_trait(s, norm, biz, ctx.get("listed") or _catalogue_shown(biz, ctx),
                                    ctx.get("last_group"), None if ctx.get("awaiting") else ctx.get("both_asked"))
        _yes_to_the_sizes_listed(s, norm, biz, ctx.get("listed_sizes"))
        _at_the_sizes_listed(s, norm, ctx.get("listed_sizes"))
        _of_a_kind_described(s, norm, biz)
        _pointed_back(s, norm, biz, ctx.get("item_before"), ctx.get("last_item"))
        _the_service_asked_before(s, biz, ctx.get("last_item"), ctx.get("item_before"))
        _lean_on_last(s, norm, biz, _the_one_leaned_on(s, norm, ctx), bool(ctx.get("services")),
                      yes_to_its_price=_yes_to_its_price(norm, biz, ctx), asked_of_it=bool(ctx.get("asked_of_a_thing")),
                      unfit=bool(ctx.get("unfit_last")))
        _the_wish_asked(s, norm, biz, ctx.get("last_wish"))
    elif (_ALSO_RE.search(norm) or (s.want_kw and len(words) <= 5) or _a_few(norm) or _a_count_of_a_size(s, norm)
          or _takes_the_one_just_asked(norm, ctx) or ADD_THE_ONE_ASKED_RE.match(norm)) and _asked_about_another(ctx):
        s.want_kw = s.want_kw or _a_few(norm) or _a_count_of_a_size(s, norm)    # «vale, una» after its price: one
        _lean_on_last(s, norm, biz, ctx.get("last_item"), adds_to_held=True)   # «ponme 2 (también)», «añádela»
    elif ctx.get("cart") and not s.question:
        _a_count_of_the_group_asked(s, norm, biz, ctx)      # «vale, dos de los grandes» after their prices
    elif s.question and len(cart := ctx.get("cart") or []) == 1 \
            and not (s.items.any or s.topics or CART_Q_RE.search(norm)) \
            and _asked_of_it_alone(norm, biz, cart[0].get("item_id")):
        _lean_on_last(s, norm, biz, cart[0].get("item_id"))     # «¿cuántas varas tiene?» of the one held
    if ctx.get("cart") and _asked_about_another(ctx):       # «vale, añade uno» of a group after one's price
        _the_one_of_the_group_talked_about(s, norm, [ctx.get("last_item")])
    _more_of_the_held_in_a_size(s, norm, biz, ctx.get("cart") or [])
    line_taken_off_by_place(s, norm, ctx.get("cart") or [])      # «quita lo primero»
    _the_size_just_priced(s, ctx.get("item_asked_now"), ctx.get("size_asked_now"))
    _one_size_named(s, norm, biz)
    held = {line["item_id"] for line in ctx.get("cart") or []} | set(ctx.get("services") or [])
    if ctx.get("awaiting") == "note" and "?" not in s.raw and not _puts_new_things(s, norm, held) \
            and (_a_note_after_all(norm) or _a_note_about_it(s, words, held)):
        s.items = Found()       # «que ponga Para Uxía en el marcapáginas»: the product named is the note's,
        s.when = When()         # and so is a day («Feliz domingo, abuela»)
        s.no = s.no_notes = s.yes = False      # «no, bueno sí, que ponga Felicidades»: the wish wins
    elif ctx.get("awaiting") == "note" and s.no and _NO_THEN_CHANGE_RE.match(norm) \
            and (s.items.lines or s.items.stray_options):
        s.no = s.no_notes = False       # «no espera, mejor la grande»: a change, and the note still to be asked
    _language_beside_the_names(s, words, ctx.get("lang") or "es", bool(ctx.get("said_last")))
    if ctx.get("awaiting") in _NOT_ABOUT_A_LINE and _only_the_held_one_named(s.items, ctx.get("cart")) \
            and not s.question:     # «¿cuánto cuesta la X?» with X held asks about it
        s.items = Found(words=s.items.words)     # «vale, el de <trait> entonces» with it held: that one, not one more
    instead = _said_instead(scrubbed, biz, ctx.get("cart"))
    if instead is not None:     # «quería X, no Y» with Y held: read as «en vez de Y, X»
        s.items = find_items(instead, biz, ctx.get("cart"), ctx.get("last_item"), ctx.get("awaiting"))
    asked_of = _things_asked_of(s, scrubbed, biz, ctx.get("now"), bool(ctx.get("awaiting")))
    asked_words = ""            # the question's words outside product names («lleva gluten»)
    if asked_of is not None:    # «quiero una X, ¿la Y va incluida?»: Y is asked about, not ordered
        asked_words = _outside_names(asked_of[1])
        s.items = find_items(asked_of[0], biz, ctx.get("cart"), ctx.get("last_item"), ctx.get("awaiting"))
    if _a_count_not_an_hour(norm, ctx):
        s.items = find_items(f"que sean {count_set(norm)}", biz, ctx.get("cart"), ctx.get("last_item"), "time")
        s.when.minutes, s.when.has_time, s.when.time_text = None, False, None
    _group_held_replaced(s.items, ctx.get("services"))
    _group_word_held_stays(s.items, norm, biz, ctx.get("services"))
    if s.question and s.items.mode == "set" and not s.items.replaced and JOB_CHANGE_PRICED_RE.search(norm):
        s.items.mode = "add"    # «¿cuánto cuesta la X y cuánto cuesta cambiarla?»: X priced, nothing replaced
    s.earlier_told = not _anything_held(ctx) and (_tells_of_an_earlier_request(s, norm)
                                                   or (made_before_asked(norm) and not ctx.get("sent")))
    if (_ALREADY_ORDERED_RE.search(norm) and not _LEFT_ORDERED_RE.search(norm)) or s.earlier_told \
            or (_ordered_before(s, norm) and not s.want_kw) or _picking_up_mine(norm, biz):
        s.items = Found()       # «tengo una X encargada, ¿abrís el lunes?»: one ordered before, not another
    if _one_each_of_one_held(s.items, norm, ctx.get("cart") or []):
        s.items = Found()       # «para cada uno de nosotros una sola X» with Xs held: one each is no total
    if s.want_kw and not s.question:
        _priced_one_wished(s.items, norm, biz)     # «quiero la X más barata»: that one, not «¿Qué X?»
    if s.price_told is None:    # («la de 26 euros» right after a list was read as one of them, above)
        for said in prices_said(s.items, s.text or "", biz):
            at_the_price_said(s.items, biz, said)     # «una X de 26 euros»: X at 26 €, no 26 people
    s.has_items = bool(s.items.lines or s.items.ambiguous)
    return worded, asked_words


# «y también un X», «añade un X», «e unha X»: one more thing asked for
_ADDS_RE = re.compile(r"^(?:y|e) (?:tambien |tamen )?(?:un|una|unha|uno|unos|unas|[0-9]+)\b|"
                      r"\b(?:anad\w*|engad\w*|agreg\w*|tambien|tamen)\b")


# «una X encargada», «el X que tengo encargado»: something ordered before (not «el encargado», a manager)
_ALREADY_ORDERED_RE = re.compile(r"(?<!\bel )(?<!\bla )(?<!\bal )(?<!\bo )(?<!\ba )\bencargad[oa]s?\b")


def _anything_held(ctx: ReadingContext) -> bool:
    """A request under way: «te pedí 4, no 2» then speaks of it, not of one made before."""
    return bool(ctx.get("cart") or ctx.get("awaiting") or ctx.get("services") or ctx.get("held_party"))


# «déjame encargada una X», «quiero dejar encargadas 2», «déixame encargado…»: an order now
# («dejé / deixei / dejamos encargada…» stay one ordered before)
_LEFT_ORDERED_RE = re.compile(r"\b(?:dej|deix)(?!e |ei |amos |aste |ou |aron )\w* (?:\w+ )?encargad[oa]s?\b")


# «¿a qué hora paso a recoger mi X?», «cando podo recoller a miña X?»: the customer's own X, ordered before
_PICK_UP_MINE_RE = re.compile(rf"\b{PICK_UP_MINE} (?P<thing>\w+)")


def _picking_up_mine(norm: str, biz) -> bool:
    """A product said as the customer's own, to be picked up (never «que la recoja mi marido»)."""
    known = index_of(biz).known
    return any(singular(m.group("thing")) in known for m in _PICK_UP_MINE_RE.finditer(norm))


_NO_THEN_CHANGE_RE = re.compile(r"^(?:no|non) (?:espera|agarda|mejor|mellor|perdona|perdon|perdoa|digo|bueno|bo|"
                                r"que sean|que sexan)\b")


_WORDING_AFTER_RE = re.compile(r"^(?:con|co|cun|cunha) |\bque (?:ponga|pona|diga|lleve|leve)\b")
_NOTHING_OF_RE = re.compile(r"\b(?:nada de|nada do|nada da)\b")     # «nada de Y, jaja»: no Y, said in passing


# «¿va incluida?», «¿viene con…?», «¿se paga aparte?», «¿tenéis también…?»: asking about a thing
_ASKS_ABOUT_A_THING_RE = re.compile(
    r"\b(?:va incluid[oa]s?|van incluid[oa]s?|incluid[oa]s?|incluye|inclue|viene con|vienen con|ven con|"
    r"se paga aparte|se cobra aparte|va aparte|paga aparte|cuanto cuesta|cuanto cuestan|cuanto vale|cuanto valen|"
    r"que vale|que valen|que cuesta|que cuestan|que custa|canto vale|"
    r"canto custa|canto custan|que precio|que prezo|teneis tambien|tienes tambien|tedes tamen|tes tamen|"
    r"hay tambien|hai tamen|llevan|lleva|leva|levan)\b")


def _things_asked_of(s: Signals, scrubbed: str, biz, now, answering: bool = False) -> tuple[str, Found] | None:
    """«quiero una X, ¿la Y va incluida?», «…, ¿el Z cuánto cuesta?», «quiero 2 X, ¿la X lleva
    gluten?», and to a question of the order «el de temporada. ¿lleva Y?» (`answering`): (the
    request's own words, clean; what its question names) when the question names things and asks
    about them, not for them; else None."""
    if not (s.want_kw or s.order_kw or s.when.has_day or s.when.has_time or answering):
        return None         # «2 X, ¿cuánto cuesta la Y?» orders nothing: both are asked about
    apart = question_apart(scrubbed) if "?" in scrubbed else _price_asked_after(scrubbed)
    asked = clean(apart[1]) if apart is not None else ""
    if apart is None or not _ASKS_ABOUT_A_THING_RE.search(asked):
        return _services_asked_of(s, scrubbed, biz, now)
    if WANT_RE.search(asked) or FAVOUR_RE.search(asked):
        return None
    request, named = clean(apart[0]), find_items(asked, biz)
    ordered = find_items(request, biz)
    asked_ids = {line["item_id"] for line in named.lines}
    # «quiero 2 X … ¿la X lleva gluten?»: the X asked about is the one ordered (counted), not one more
    shared = asked_ids & {line["item_id"] for line in ordered.lines}
    if asked_ids and ordered.lines and (not shared or any(ordered.explicit)):
        return request, named
    return None


def _services_asked_of(s: Signals, scrubbed: str, biz, now) -> tuple[str, Found] | None:
    """«<service> el martes y saber si hacéis <another>», «…, ¿hacéis <another>?»: (the request, the
    services asked about) when services only are asked about, none of them the request's, with no day
    or time of their own («…y saber si hacéis <another> a las 5» wishes it then). Kept on `s` for the
    routing, which answers them beside the booking."""
    apart = service_asked_beside(scrubbed)
    if apart is None or WANT_RE.search(apart[1]) or FAVOUR_RE.search(apart[1]):
        return None
    named, ordered = find_items(apart[1], biz), find_items(apart[0], biz)
    asked_ids = {line["item_id"] for line in named.lines}
    if not asked_ids or not ordered.lines or named.ambiguous \
            or asked_ids & {line["item_id"] for line in ordered.lines} \
            or not all((biz.products.get(i) or {}).get("duration_minutes") for i in asked_ids) \
            or _a_when_of_its_own(s, apart[1], biz, now):
        return None
    s.services_asked_beside = apart
    return apart[0], named


def _a_when_of_its_own(s: Signals, asked: str, biz, now) -> bool:
    """Whether the question's words say a day, a time or a part of the day (read only when the message
    says one somewhere; with no clock given, the message's own is taken as theirs)."""
    w = s.when
    if not (w.has_day or w.has_time or w.part or w.ambiguous_day or w.window or w.invalid_day):
        return False
    own = parse_when(asked, biz, now, s.lang) if now is not None else w
    return bool(own.has_day or own.has_time or own.part or own.ambiguous_day or own.window or own.invalid_day)


# «2 X para el martes a las 11 y q vale una Y»: a price asked after a request, with no «?»
_PRICE_ASKED_AFTER_RE = re.compile(r"(?:,| y| e)? (?=(?:que|q|cuanto|canto) "
                                   r"(?:vale|valen|cuesta|cuestan|custa|custan)\b)")


def _price_asked_after(scrubbed: str) -> tuple[str, str] | None:
    text = normalize(scrubbed)
    m = _PRICE_ASKED_AFTER_RE.search(text)
    return (text[:m.start()], text[m.end():]) if m is not None and m.start() else None


def _a_note_about_it(s: Signals, words: list[str], held: set[str]) -> bool:
    """«la X bien hecha», «las X en bolsa aparte», «tengo <a part> muy largo…» to «¿Alguna
    indicación?»: what the request holds named without a count or a verb of ordering, among words
    of its own (four of them for something it does not hold, or «nada de Y»), describes the
    request: the whole message is the note."""
    found = s.items
    if found.removed and not set(found.removed) & held and not any(found.explicit) and not found.delta:
        return True     # «sin X, solo Y»: something not held said unwanted describes the request
    if not (found.lines or found.ambiguous) or any(found.explicit) or found.delta or found.removed:
        return False
    said = {line["item_id"] for line in found.lines}
    in_passing = bool(_NOTHING_OF_RE.search(s.norm)) and not said & held     # «nada de Y» for a Y not held
    if (found.mode != "add" and not in_passing) or _CHANGES_IT_RE.search(s.norm):
        return False
    named = {i for start, end in found.spans for i in range(start, end)}
    own = [w for i, w in enumerate(found.words or words) if i not in named and w not in FILLERS
           and w not in DEFINITE and w not in OF]
    if said and said <= held and not found.ambiguous:
        return len(own) >= 2
    if _WORDING_AFTER_RE.search(s.norm):
        return False        # «con tarjeta que ponga Feliz cumple»: the thing is added, its wording the note
    return len(own) >= 4 or bool(_NOTHING_OF_RE.search(s.norm))


_ALSO_RE = re.compile(rf"\b(?:{ALSO}|de esos|de esas|deses|desas|de ese|de esa|dese|desa)\b")


def _takes_the_one_just_asked(norm: str, ctx: ReadingContext) -> bool:
    """«vale, pídemela», «sí, esa» right after the answer about a product: that one (not later, when
    «sí, esa» may be the hour offered)."""
    return ctx.get("item_asked_now") is not None and bool(_TAKE_IT_RE.search(norm) or yes_that_one(norm))


def _yes_to_its_price(norm: str, biz, ctx: ReadingContext) -> bool:
    """«vale», «pois si», «dámelo» right after the price of one thing to take home (or that it is sold),
    nothing held: that one taken (a service or a table is booked, which asks more first)."""
    return _priced_to_take_home(biz, ctx) is not None and bool(TAKE_THE_ONE_PRICED_RE.match(norm))


_PUT_N_RE = re.compile(rf"^(?:(?:pues|pois|vale|ok|no|non)\s+)*(?:pon|ponme|pónme|poname|{IF_I_PUT})\s")


def _a_count_not_an_hour(norm: str, ctx: ReadingContext) -> bool:
    """«ponme tres» to «¿A qué hora?» with one line held: the line's count, not an hour («mejor 3»
    may be either: routing asks)."""
    return ctx.get("awaiting") == "time" and len(ctx.get("cart") or []) == 1 and not _asked_about_another(ctx) \
        and bool(count_set(norm)) and bool(_PUT_N_RE.match(norm))


# Someone else's name, in the folded text: the word after «se llama», «llamada», «de nombre»
_SOMEONE_CALLED_RE = re.compile(r"\b(?:se llaman?|se chaman?|chamase|chamanse|llamad[oa]s?|chamad[oa]s?|de nombre|"
                                r"de nome) "
                                r"(?!(?:el|la|los|las|lo|o|a|os|as|un|una|unha|asi|como|igual)\b)\w+")


def _without_the_name(norm: str, name: str, before: str) -> str:
    """The message without the one mention of the name the customer gave (the same words said before
    it, «una X de Y …, Y 600…», still name the product)."""
    if not name:
        return norm
    pattern = rf"\b{re.escape(name)}\b"
    earlier = len(re.findall(pattern, before))
    spans = [m.span() for m in re.finditer(pattern, norm)]
    start, end = spans[min(earlier, len(spans) - 1)] if spans else (0, 0)
    return f"{norm[:start]} {norm[end:]}" if spans else norm


def _without_names(norm: str, scrubbed: str, biz, ctx: ReadingContext) -> str:
    """The message without the customer's name and the words to be written, for the product
    reader: «a nombre de <Name>», «que ponga Feliz cumple <Name>» order no thing called <Name>."""
    awaiting = ctx.get("awaiting")
    for given in names_in(scrubbed, awaiting, product_words(biz)):
        if awaiting != "name" or not _things_described(given.name, biz) or _said_as_a_name(scrubbed, ctx):
            # the name out; «<Things> <Colour>» said once to the name question stays: things, read
            norm = _without_the_name(norm, clean(given.name), clean(given.before))
    if (said := _name_then_a_change(scrubbed, awaiting, biz)) and norm.startswith(clean(said)):
        norm = norm[len(clean(said)):].strip()      # «Ana. Ah, y mejor 4»: the change alone
    if "llama" in norm or "chama" in norm or " de nom" in norm:
        norm = _SOMEONE_CALLED_RE.sub(" ", norm)        # «mi madre se llama <Name>», «mi perra se llama <Name>»
    if "que " in norm or "escrib" in norm or "pon" in norm:
        for wording in wordings_in(scrubbed, norm):
            norm = norm.replace(wording, " ")
    return norm


def _one_size_named(s: Signals, norm: str, biz) -> None:
    """«quiero el X grande», «¿tenéis el X más pequeño?» of the one product named, sold in one size:
    its size is said not to be chosen (it was dropped in silence)."""
    found = s.items
    if len(found.lines) == 1 and not found.options_not_taken and not found.ambiguous \
            and _a_size_of_one_sized(biz, found.lines[0]["item_id"], found, norm):
        found.options_not_taken.append({"item_id": found.lines[0]["item_id"], "option_id": ONE_SIZE_ASKED["option_id"]})


def _the_service_asked_before(s: Signals, biz, last: str | None, before: str | None) -> None:
    """«vale, cita para el martes» after the price of a service, then of a thing sold («¿y las X?»):
    an appointment is for the service, not for the thing asked about last."""
    if not (s.booking_kw and biz.can("booking")) or s.question or s.items.any:
        return
    if _is_service(biz, last) or not _is_service(biz, before):
        return
    s.items.lines, s.items.explicit = [{"item_id": before, "qty": 1, "options": {}}], [False]


def _a_thing_not_sold_asked(s: Signals, norm: str, biz, priced_now: bool) -> None:
    """«¿y la X?», «¿cuánto cuesta la X?» after a thing's details, X sold nowhere: X is asked about (its
    price, after a price), not the thing before; the catalogue's words have no X. Where allergens are
    declared, an allergen's word alone («¿y el gluten?», «¿y el X?», no «¿cuánto cuesta…?») asks
    whether the thing before has it; right after a price (`priced_now`) only an allergen's own name
    does («¿y el gluten?»): a food that carries one («¿y el <that food>?») is asked to be bought."""
    told_otherwise = s.when.has_day or s.when.has_time or s.when.part or nth_said(norm, biz) is not None \
        or (allergens_on(biz) and bool(detect_diet(norm)["asks"]) and not detect_topics(norm)
            and (names_an_allergen_itself(norm) or not priced_now))
    unsold = None if told_otherwise else thing_not_sold(norm, biz)
    if unsold is None:
        return      # «¿y el lunes?», «o luns», «la tercera»: a day asked, one listed taken; no thing
    s.items.unknown = [unsold]
    s.question = True


_NOT_ABOUT_A_LINE = (None, "time", "day", "name", "phone", "note", "confirm")     # not «¿cuál?», «¿qué tamaño?»


def _catalogue_shown(biz, ctx: ReadingContext) -> list[str] | None:
    """The whole catalogue, when the turn before showed it («¿qué servicios tenéis?»): «el más barato»
    next is of all of it."""
    return list(biz.products) if ctx.get("catalogue_shown") else None


# «vale, añade una de 12», «vale unha grande», «pues dos de los grandes»: a count, then a size
_COUNT_THEN_SIZE_RE = re.compile(r"^(?:(?:vale|ok|pues|pois|bueno|bo|venga|si|entonces|enton)\s+)*"
                                 r"(?:(?:anade|anademe|engade|engademe|pon|ponme|poneme|dame|quiero|quero|"
                                 r"mete|meteme|echame)\s+)?(?:(?:tambien|tamen)\s+)?"
                                 r"(?:un|una|unha|uno|dos|dous|duas|tres|[1-9])\b(?!\s+(?:mas|mais)\b)")


def _a_count_of_a_size(s: Signals, norm: str) -> bool:
    """«vale, añade una de 12», «vale, unha grande» after another product's price: that many of it,
    in the one size said (not «¿y una de 12?», asked)."""
    return not s.question and len(s.items.stray_options) == 1 and bool(_COUNT_THEN_SIZE_RE.match(norm))


# «y la de X», «y de X», «e o X» (two words at most), no count and no wish: a follow-up
_AND_THAT_ONE_RE = re.compile(r"(?:y|e) (?:(?:el|la|los|las|o|a|os|as) )?(?:(?:de|do|da|dos|das) )?"
                              r"(?:[a-z]+(?: [a-z]+)?|(?<=d[eoa] )\d+(?: [a-z]+)?)")


def _no_service_one_is_allergic_to(s: Signals, items_text: str, biz) -> None:
    """«<service> el miércoles, tengo alergia a algunos X»: a service named only as what the
    customer is allergic to is not booked (the allergy stays a note; what a product contains is
    read by the diet)."""
    without = without_allergies(items_text)
    if without == items_text or not any(biz.products.get(line["item_id"], {}).get("duration_minutes")
                                        for line in s.items.lines):
        return
    kept = {line["item_id"] for line in find_items(without, biz).lines}
    told = [k for k, line in enumerate(s.items.lines) if line["item_id"] not in kept
            and biz.products.get(line["item_id"], {}).get("duration_minutes")]
    s.items.lines = [line for k, line in enumerate(s.items.lines) if k not in told]
    s.items.explicit = [e for k, e in enumerate(s.items.explicit) if k not in told]


def _asked_of_it_alone(norm: str, biz, item_id: str | None) -> bool:
    """A question its description answers, with no word beside it but the held thing's own («¿cuántas
    hojas tiene?»; not «¿el a4 cuántas hojas tiene?», another one)."""
    m = _DESCRIPTION_ANSWERS_RE.search(norm)
    if m is None or item_id not in biz.products:
        return False
    if not _of_its_description(m, [biz.products[item_id]]):
        return False
    own = set(clean(biz.products[item_id]["name"]).split())
    rest = (norm[:m.start()] + " " + norm[m.end():]).split()
    return all(w in own or w in _AROUND_A_QUESTION for w in rest)


_AROUND_A_QUESTION = frozenset("y e pues pois vale ok el la los las o a os as lo le oye oe entonces enton "
                               "eso iso esto isto este esta porfa son sao es tiene ten tienen tenen lleva leva "
                               "llevan levan hay hai trae traen".split())
