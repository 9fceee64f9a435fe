"""Understanding one customer message: `analyze(text, biz, ctx) -> Signals`, rules only.

It decides nothing and calls no model; it reads. Language words (greetings, days, allergens,
'quiero', 'reservar') live here; every business word (products, aliases, option choices,
handoff topics, refusal rules, hour bias, opening hours) comes from the loaded Business.

The primary intent is decided in this fixed order; the first that fits wins:

    1. refuse    a card was masked, a prompt injection, a business refusal rule, an insult
    2. handoff   asks for a person, or a business handoff topic is mentioned
    3. cancel    cancel / forget the order (not when it names products: that is a removal)
    4. greet     only greetings (plus at most one word that is not a question)
    5. bye       only farewells (and thanks)
    6. thanks    only thanks
    6b. trouble  a problem told about something sold or mended, with no wish, day or question topic
    7. booking   a booking word with a table/appointment, a party, a day or a wish
    8. order     products with a wish/order verb, or not a question; or 'quiero encargar'
    9. offtopic  jokes, politics, programming, weather… with nothing about the business
   10. info      a question, a topic, a diet, asking for options or how things work
   11. yes
   12. no
   13. info      anything else goes to the knowledge base

A card is therefore refused even if the message also orders something.
"""
from __future__ import annotations

import re
from datetime import datetime

from bizengine.business.hours import day_ranges
from bizengine.language.clock import MADRID, today
from bizengine.language.dates import When, parse_when
from bizengine.language.days import WEEKDAY_WORDS, respell_weekdays, short_weekdays_written
from bizengine.language.pii import scrub, with_digits_only
from bizengine.language.text import as_said, as_typed, clean, normalize, singular, to_int
from bizengine.language.times import find_time
from bizengine.understanding.all_of_them import without_all_of_them
from bizengine.understanding.another_day_beside import answer_apart
from bizengine.understanding.another_job_on_it import another_job_on_it
from bizengine.understanding.colour_said import colours_after, colours_of_its_own
from bizengine.understanding.come_again import booking_after_a_visit
from bizengine.understanding.context import ReadingContext
from bizengine.understanding.count_said_last import count_said_last
from bizengine.understanding.count_supposed import count_supposed
from bizengine.understanding.courtesy_wish import without_the_wish
from bizengine.understanding.day_asked_for_it import last_clause_asks_a_day
from bizengine.understanding.details import name_in_lower_case, resource_index
from bizengine.understanding.earlier_called_off import request_before_calling_off
from bizengine.understanding.fit_asked import fit_asked
from bizengine.understanding.hours_to_call import HoursToCall, hours_to_call
from bizengine.understanding.info_about import info_asked
from bizengine.understanding.item_index import index_of
from bizengine.understanding.item_options import line_to_carve
from bizengine.understanding.items import CONTACT_ANSWERS, Found, age_of, count_set, find_items
from bizengine.understanding.job_thing_bought import job_thing_bought
from bizengine.understanding.language_heard import tells_its_language
from bizengine.understanding.lexicon import (
    ALSO_SAID_RE,
    ALTERS_A_REQUEST_RE,
    ANOTHER_LIKE_IT_RE,
    ANOTHER_REQUEST_RE,
    ANYONE_RE,
    ASKED_ANEW_RE,
    BROWSE_SOME_RE,
    COUNT_SAID,
    COURTESY_WORDS,
    ESTIMATE_RE,
    EVERY_WEEKDAY_RE,
    FITTED_BACK_RE,
    HAVE_RE,
    HELP_TO_CARRY_RE,
    IT_PRONOUN,
    MADE_BEFORE_RE,
    MONEY_HOW_MUCH_RE,
    NEGATED_WISH_RE,
    ONE_MAY,
    PRICE_ASKED_RE,
    TO_WHOM_PRONOUN,
    UNTIL_A_DAY_RE,
    VISIT_MOVED_RE,
    WANT_RE,
    WISH_BEGINS,
    WITH_WORDS,
    WITHOUT_WISH_RE,
    detect_lang,
    question_apart,
    without_agreement_tag,
)
from bizengine.understanding.line_wish import thing_given_to_a_line, wish_of_a_named_line, wish_told_to_a_line
from bizengine.understanding.mended import said_instead
from bizengine.understanding.named_alone import named_alone
from bizengine.understanding.no_then_wish import without_the_wish_verb
from bizengine.understanding.note_talk import handed_how, names_something, taken_away, without_note_it_asked
from bizengine.understanding.notes import greeting_alone, notes_said, said_of_what_kind, said_with_it, some_of_them
from bizengine.understanding.one_more_unnamed import one_more_unnamed, says_also
from bizengine.understanding.ordered_again import clauses_taken_out, complaint_then_wish, wish_counting_what_was_had
from bizengine.understanding.quality_not_had import without_the_quality_not_had
from bizengine.understanding.question_unmarked import question_marked
from bizengine.understanding.reading.corrections import _MADE_BEFORE_TYPED_RE
from bizengine.understanding.reading.done import _a_request_then_a_remark, _read_what_is_done
from bizengine.understanding.reading.held import _read_size_held_asked, _that_many_priced
from bizengine.understanding.reading.intent import (
    _a_wish_asked,
    _names_a_category,
    _only_a_person_asked,
    _ordering_ahead_asked,
    _primary,
)
from bizengine.understanding.reading.kinds import _read_kinds
from bizengine.understanding.reading.names import _read_names
from bizengine.understanding.reading.notes import (
    _A_WORDING_RE,
    _CHANGE_VERB_RE,
    _ELSEWHERE_BY_RE,
    _a_favour_for_the_note,
    _handed_asked,
    _held_contains,
    _other_than_a_wish,
    _said_shorter,
    _several_things,
    _the_day_needed_beside_another,
    _the_note_changed,
    _the_occasions_day,
    _the_occasions_day_beside_another,
    _the_remark_as_a_note,
    _the_wish_for_a_size_held,
    _the_wish_pointed,
    _what_it_is_told,
    _with_its_product,
)
from bizengine.understanding.reading.other_day import (
    _AND_ANOTHER_DAY_THE_SAME_RE,
    _a_request_held,
    _another_day_asked,
    _another_time_asked,
    _one_of_two_days_asked,
    _one_of_two_for_the_first_day,
    _the_other_days_time,
    _two_days_said,
)
from bizengine.understanding.reading.people import _read_people, _read_people_served
from bizengine.understanding.reading.shared import (
    _AND_FIRST_RE,
    FORM_STEPS,
    _books_staff,
    _is_service,
    _nothing_ordered,
    _Worded,
)
from bizengine.understanding.reading.things import _anything_held, _read_things
from bizengine.understanding.reading.topics import (
    _diet_asked_of_what_is_made,
    _its_price_asked_too,
    _read_contact_and_topics,
)
from bizengine.understanding.reading.when_said import (
    _a_bare_time_on_that_day,
    _an_hour_instead_of_held,
    _on_the_next_open_day,
    _read_when_said,
    only_when_said,
)
from bizengine.understanding.remarks import naming_things, without_own_things_unknown
from bizengine.understanding.request_after_praise import praise_kept, request_after_praise
from bizengine.understanding.ruled_out_beside import without_the_ruled_out
from bizengine.understanding.running_late import Lateness, asked_anew_beside, lateness
from bizengine.understanding.said_beside import cued, with_or_without_apart
from bizengine.understanding.signals import AnotherDayBeside, ComplaintThenOrder, ComplaintWithBooking, Signals
from bizengine.understanding.symptoms import DONE_HERE_RE, PAST_DAY, PAST_DAY_RE, tells_complaint
from bizengine.understanding.thanked_for_before import thanked_for_before
from bizengine.understanding.things_counted import job_things_said
from bizengine.understanding.vocabulary import staff_words, vocabulary_of
from bizengine.understanding.wish_before_asking import wish_before_asking

# «ya no lo quiero el viernes», «non o quero coa Marta»: «lo» is the request, and what follows is the
# day, time or person refused, not the request called off
_IT_REFUSED_RE = re.compile(r"\b(?P<no>no|non) (?:lo|la|o|a) (?P<verb>quiero|quero|queria|necesito|preciso)"
                            r"(?P<tail>(?: \w+){1,4})")


_WITH_START_RE = re.compile(r" (?:con|co|coa|cun|cunha)\b")


def _money_as_how_much(norm: str) -> str:
    """«¿cuántos euros son?», «cantos cartos son?» read as «¿cuánto son?»: the price asked, never a count."""
    return MONEY_HOW_MUCH_RE.sub(lambda m: f"{m.group('how')}o", norm)


def _it_dropped(norm: str, biz, now: datetime) -> str:
    """«no lo quiero el viernes» read as «no quiero el viernes» (the day refused, the request kept)."""
    m = _IT_REFUSED_RE.search(norm)
    if m is None:
        return norm
    tail = m.group("tail")
    when = parse_when(tail, biz, now)
    person = _WITH_START_RE.match(tail) or any(rx.search(tail) for rx, _ in biz.cached("nlu.resources",
                                                                                       resource_index))
    if not (when.has_day or when.has_time or person):
        return norm
    return f"{norm[:m.start()]}{m.group('no')} {m.group('verb')}{norm[m.start('tail'):]}"


# «mejor 11 el miércoles», «mellor 11 o mércores»: a bare number and a day, no time said
_BETTER_N_THEN_A_DAY_RE = re.compile(r"^(?:(?:no|non|pues|pois|vale|bueno|bo|y|e) )*(?:mejor|mellor) "
                                     r"(?P<n>[0-9]{1,2}|\w+) (?:(?:para|pa|pal|pra) )?(?:(?:el|o|este|esta) )?"
                                     rf"(?:hoy|hoxe|manana|mana|pasado|{WEEKDAY_WORDS})\b")


def _a_count_or_the_hour(s: Signals, norm: str, biz, ctx: ReadingContext) -> bool:
    """«mejor 11 el miércoles» with one thing held for 10:00: 11 of it, or 11:00 on the new day? When the
    new day is open at that hour, the number is kept aside (`count_or_hour`) and only the day is read."""
    said, cart, held_time = _BETTER_N_THEN_A_DAY_RE.match(norm), ctx.get("cart") or [], ctx.get("held_time")
    n = to_int(said["n"]) if said else None
    counted, day = [line.get("item_id") for line in s.items.lines], s.when.ymd
    if said is None or n is None or day is None or held_time is None or len(cart) != 1 or s.when.has_time \
            or not s.when.has_day or s.items.served is not None or counted != [cart[0].get("item_id")]:
        return False
    minutes = find_time(f"a las {said['n']}", biz, day, None)[0] if 0 < n < 24 else None
    if minutes is None or minutes == held_time or not any(lo <= minutes < hi for lo, hi in day_ranges(biz, day)):
        return False
    s.count_or_hour = n
    return True


def analyze(text: str, biz, ctx: ReadingContext | None = None) -> Signals:
    """Read one customer message. `ctx`: what the dialog so far tells the reader (ReadingContext,
    understanding/context.py); none for a message read on its own."""
    if isinstance(text, str) and (rest := without_the_wish(text)):
        return analyze(rest, biz, ctx)      # «que tengas buen día, 6 X para mañana»: the order, not a question
    if isinstance(text, str) and (rest := without_the_wish_verb(text)):
        return analyze(rest, biz, ctx)      # «no, quiero 8 X»: «no, 8 X», not «no quiero 8 X» (taken off)
    if isinstance(text, str) and (counted := count_said_last(text, biz, lambda head: analyze(head, biz, ctx))):
        return counted      # «<things> para mañana, 4»: four of them
    s = _analyze_whole(text, biz, ctx)
    if s.request_beside_told:       # (read whole, the thing bought before would be ordered again)
        request = analyze(s.request_beside_told, biz, ctx)
        request.lang = s.lang       # (the language of the whole message: «…de onte, pónme outras 4»)
        return praise_kept(s, request, awaiting=(ctx or {}).get("awaiting"))
    if not isinstance(text, str):
        return s
    # (read whole, the day of the one called off may be taken as the new one's)
    s = _request_beside_an_earlier_called_off(text, biz, ctx) or s
    wished = _wish_beside_a_complaint(text, biz, ctx)
    s.complaint_then_order = _complaint_then_order(wished)
    s.complaint_with_booking = _complaint_with_booking(s, biz, ctx) if s.complaint \
        else _complaint_then_booking(wished, biz, ctx) if s.complaint_then_order is None else None
    s.request_after_praise = request_after_praise(s, biz, lambda said: analyze(said, biz, ctx)) \
        if s.praise and not (ctx or {}).get("awaiting") else None
    s.booking_after_visit = None if s.request_after_praise else booking_after_a_visit(s, biz, ctx, analyze)
    s.another_day_beside = _another_day_beside(text, biz, ctx)
    return s


def _a_job_thing_bought(s: Signals, norm: str, biz) -> None:
    """«quiero comprar una <thing> de <kind>» where such things are brought in to be mended: not sold (no
    note of an order)."""
    bought = job_thing_bought(norm, vocabulary_of(biz).job_things)
    if bought is None:
        return
    s.items.unknown = [*s.items.unknown, bought]
    s.notes = [note for note in s.notes if bought.split()[0] not in clean(note).split()]


def _another_day_beside(text: str, biz, ctx: ReadingContext | None) -> AnotherDayBeside | None:
    """«4, ¿tenéis hueco el sábado?» to a booking's question with Friday held: the answer read on its own,
    and the day asked about; None when the rest names no other day, or more than a day (a time, a party)."""
    ctx = ctx or {}
    held = ctx.get("held_day")
    if not (held and ctx.get("awaiting") not in (None, "day") and biz.can("booking")) \
            or (apart := answer_apart(text)) is None:     # (to «¿Qué día…?» the day is the answer)
        return None
    more = analyze(apart.more, biz, {**ctx, "awaiting": None})
    w = more.when
    # («4, mejor el sábado», «4, ¿y si mejor el sábado?»: a change, moved; «¿abrís…?»: the hours;
    # «4, ¿y el sábado a mediodía?»: that part's times, read as a day and a part said)
    if not (w.has_day and w.ymd and w.ymd != held) or w.has_time or w.part or more.party is not None \
            or more.has_items \
            or not (more.asks_free or (more.question and not more.change and _only_a_day_asked(more))):
        return None
    answer = analyze(apart.answer, biz, ctx)
    if not (answer.party is not None or answer.name or answer.phone) or answer.when.has_day or answer.question:
        return None
    return AnotherDayBeside(answer=answer, day=w.ymd)


def _only_a_day_asked(s: Signals) -> bool:
    """«¿y el sábado?», «¿el sábado?», «e o sábado?»: nothing asked but the day."""
    norm = s.norm or ""
    return only_when_said(s, norm[2:] if norm.startswith(("y ", "e ")) else norm)


_CLAUSE_END_RE = re.compile(r"(?<=[,.;!])\s+")


def _request_beside_an_earlier_called_off(text: str, biz, ctx: ReadingContext | None) -> Signals | None:
    """«reserva para 4 el viernes a las 21 y anula la del jueves» with nothing under way: the booking
    read on its own, the one before marked as called off (`cancels_earlier`); None for any other message."""
    if _anything_held(ctx or {}) or (request := request_before_calling_off(text)) is None:
        return None
    wish = analyze(request, biz, ctx)
    if wish.primary not in ("booking", "order") or wish.question or wish.cancel or wish.earlier_told:
        return None
    wish.cancels_earlier = True
    return wish


def _wish_beside_a_complaint(text: str, biz, ctx: ReadingContext | None) -> tuple[str, Signals] | None:
    """«el X de ayer estaba seco, quiero otro para el martes»: the complaint, and the wish read on its own
    (ordered_again.complaint_then_wish); None when no clause of the message is such a complaint."""
    apart = complaint_then_wish(text, biz)
    return None if apart is None else (apart.complaint, analyze(apart.wish, biz, ctx))


def _complaint_then_order(wished: tuple[str, Signals] | None) -> ComplaintThenOrder | None:
    """The complaint and the wish beside it, when the wish is an order; None for any other («…, quiero
    que me devolváis el dinero»)."""
    if wished is None:
        return None
    complaint, wish = wished
    if wish.primary != "order" or not (wish.items.lines or wish.items.ambiguous):
        return None
    return ComplaintThenOrder(complaint, wish)


def _complaint_then_booking(wished: tuple[str, Signals] | None, biz,
                            ctx: ReadingContext | None) -> ComplaintWithBooking | None:
    """«el X salió fatal, quiero Y», «la última vez el X quedó fatal, quiero otro el martes»: a service done
    before complained of (the message read whole wishes, so it is no complaint) and a booking wished beside
    it, the X complained of no part of it unless the wish counts it («otro»)."""
    if wished is None or not biz.can("booking") or (ctx or {}).get("awaiting"):
        return None
    complaint, wish = wished
    return ComplaintWithBooking(complaint, wish) if _a_booking_asked(wish, biz, ctx) else None


def _complaint_with_booking(s: Signals, biz, ctx: ReadingContext | None) -> ComplaintWithBooking | None:
    """«nos atendieron fatal, quiero reservar para 2 el sábado», «para 4 el viernes, la última vez
    tardasteis muchísimo», «…, la última vez tardasteis muchísimo, ¿se puede ir con perro?»: a complaint
    in the clauses before, after or amid a booking asked (and what is asked beside it); each read on its
    own. None when no part of the message, read alone, is a complaint and the rest a booking."""
    if not biz.can("booking") or (ctx or {}).get("awaiting"):
        return None
    for complaint, asked in clauses_taken_out((s.text or "").strip()):
        if not complaint or "?" in complaint \
                or not tells_complaint(clean(complaint), find_items(clean(complaint), biz).any,
                                       things=vocabulary_of(biz).visit_things):
            continue        # (a question is no part of the complaint: it is asked beside the booking)
        wish = analyze(asked, biz, ctx)
        if _a_booking_asked(wish, biz, ctx):
            return ComplaintWithBooking(complaint.rstrip(" ,.;!"), wish)
    return None


def _a_booking_asked(wish: Signals, biz, ctx: ReadingContext | None) -> bool:
    """A booking, or one with its day or time before a question about something else («<service> el martes
    a las 10, ¿aceptáis tarjeta?», read as info: the routing books it and answers the question beside it)."""
    if wish.complaint or wish.primary not in ("booking", "info"):
        return False
    if wish.primary == "booking":
        return True
    apart = question_apart(wish.text or "")
    if apart is None:
        return False
    head = analyze(apart[0], biz, ctx)
    return head.primary == "booking" and not head.question and (head.when.has_day or head.when.has_time)


def _analyze_whole(text: str, biz, ctx: ReadingContext | None) -> Signals:
    """The message read whole (see `analyze`)."""
    text = question_marked(text) if isinstance(text, str) else text
    if (mended := _said_instead_of_the_held(text, biz, ctx)) is not None:
        return mended       # «perdona, de Y», «uy, para 5»: as «mejor de Y», «mejor para 5»
    said = without_agreement_tag(text) if isinstance(text, str) else text
    if said != text:
        s = _read(said, biz, ctx)
        if _reads_something(s):
            return s        # «es para un cumpleaños, ¿vale?»: the statement, read as said
    told = without_note_it_asked(text) if isinstance(text, str) else text
    if told != text:
        s = _read(told, biz, ctx)
        if s.notes:
            return s        # «uno de nosotros es X, ¿puedes ponerlo?»: the note, asked to be kept
        if ctx and ctx.get("cart") and len(told.split()) > 1 and names_something(told) \
                and not (_reads_something(s) or s.name or s.question or s.yes or s.no):
            s.notes = [told.strip()]    # «las quiero bien hechas, ¿puedes ponerlo?»: what is asked to be noted, whole
            return s
    asked = info_asked(clean(text)) if isinstance(text, str) else None
    if asked is not None:
        one = _read(asked.what_is, biz, ctx)
        if _names_one_thing(one):
            return one      # «info del X»: «¿qué es el X?»
        if _names_one_thing_in_a_size(one):
            return _read(asked.what_is_priced, biz, ctx)    # «info de la X de 12»: what it is, and that price
        kind = _read(asked.have, biz, ctx)
        if _names_a_kind(kind, biz):
            return kind     # «información sobre las X (para el martes)»: «¿qué X tenéis (…)?»
    return _read(text, biz, ctx)


def _said_instead_of_the_held(text, biz, ctx: ReadingContext | None) -> Signals | None:
    """«perdona, de Y», «uy, para 5», «ai, dous» with a request held: read as «mejor …», when so read it
    names a thing, a count or a party (else None, and the message is read as said)."""
    ctx = ctx or {}
    if not isinstance(text, str) or not (_held(ctx) or ctx.get("held_party")):
        return None
    instead = said_instead(text, biz, ctx.get("lang") or "es", bool(ctx.get("cart")))
    if instead is None:
        return None
    s = _read(instead, biz, ctx)
    if not (s.has_items or s.party is not None or count_set(s.norm or "") is not None) or s.question:
        return None
    s.lang = _read(text, biz, ctx).lang     # (the language of the words written, the slip's too)
    return s


def _names_one_thing(s: Signals) -> bool:
    return len(s.items.lines) == 1 and not (s.items.ambiguous or s.items.unknown) and _nothing_but_things(s)


def _names_one_thing_in_a_size(s: Signals) -> bool:
    """One thing named with its size, and no day or time: «info de la X de 12», «… grande»."""
    lines = s.items.lines
    return len(lines) == 1 and bool(lines[0]["options"]) and not (s.items.ambiguous or s.items.unknown) \
        and not (s.when.has_day or s.when.has_time or s.when.part)


def _nothing_but_things(s: Signals) -> bool:
    """Only things named: «info de la X para el martes», «… de 12» ask more (a day, a size), read as said."""
    return not (s.when.has_day or s.when.has_time or s.when.part
                or any(line["options"] for line in s.items.lines + s.items.ambiguous))


def _names_a_kind(s: Signals, biz) -> bool:
    """Whether information asked, read as a have-question, names what the catalogue has (a kind, a
    category, a product) and nothing it lacks."""
    return not s.items.unknown and (bool(s.items.lines or s.items.ambiguous) or _names_a_category(biz, s.norm))


def _parts_to_fit(s: Signals, biz, ctx: ReadingContext) -> bool:
    """«cambiar la X y unas Y» with no order held: X is no line to replace but a part to fit, and the
    Ys with it (parts sold, no service among them)."""
    return (bool(s.items.replaced) and not ctx.get("cart") and not s.question and _books_staff(biz)
            and not any((biz.products.get(line["item_id"]) or {}).get("duration_minutes") for line in s.items.lines))


def _parts_fitted_back(s: Signals, biz, ctx: ReadingContext) -> bool:
    """«quiero X y que me la montéis el lunes», «quero X e que mas cambiedes» with no order held: the
    parts named, then asked to be fitted: an appointment to fit them, not a pickup (parts only)."""
    return (bool(s.items.lines) and not ctx.get("cart") and _books_staff(biz)
            and FITTED_BACK_RE.search(s.norm) is not None and not PRICE_ASKED_RE.search(s.norm)
            and not any((biz.products.get(line["item_id"]) or {}).get("duration_minutes") for line in s.items.lines))


def _read_as_parts_to_fit(s: Signals) -> None:
    """«quiero X y que me la montéis» reads as «que me montéis la X»: X a part to fit (its service, or
    which one asked; X in the appointment's note), no line to pick up, the fitting no note nor change."""
    parts = s.items.lines
    s.items.replaced = list(dict.fromkeys([*s.items.replaced, *(line["item_id"] for line in parts)]))
    s.items.replaced_counts.update({line["item_id"]: int(line["qty"]) for line in parts if int(line["qty"]) > 1})
    s.items.lines, s.items.explicit, s.has_items = [], [], False
    s.notes, s.change = [n for n in s.notes if not FITTED_BACK_RE.search(clean(n))], False


def _reads_something(s: Signals) -> bool:
    """Whether a statement read without its closing «¿vale?» gives the request anything (a name alone
    does not: «pago en efectivo, ¿vale?» is no name)."""
    return bool(s.notes or s.has_items or s.items.stray_options or s.when.has_day or s.when.has_time
                or s.party is not None or s.phone or s.change)


def _hold_the_language_heard(s: Signals, own: list[str], ctx: ReadingContext) -> None:
    """«non», «grazas» after Spanish sentences (or «no», «gracias» after Galician ones): the language heard
    stays (understanding/language_heard)."""
    # a name's words are the catalogue's («Río sen nome»), its count the customer's («dous grandes»)
    named = {w for start, end in s.items.spans for w in (s.items.words or [])[start:end] if to_int(w) is None}
    s.tells_its_language = tells_its_language([w for w in own if w not in named])
    if ctx.get("heard") and not s.tells_its_language:
        s.lang = ctx.get("lang") or s.lang


def _the_name_tells_no_language(s: Signals, lang_words: list[str], ctx: ReadingContext) -> None:
    """«Rosa da Silva», «soy Xosé da Silva» in a Spanish chat: a name's «da» (or any of its words) is no
    Galician said; when the language changed, it is told again by the words beside the name."""
    held = ctx.get("lang") or "es"
    if not s.name or s.lang == held:
        return
    s.lang = detect_lang(_without(lang_words, clean(s.name).split()), held, bool(ctx.get("said_last")),
                         at_a_name=ctx.get("awaiting") == "name")


def _without(words: list[str], dropped: list[str]) -> list[str]:
    """`words` less one of each of `dropped`."""
    if not dropped:
        return words
    kept = list(words)
    for w in dropped:
        if w in kept:
            kept.remove(w)
    return kept


def _read(text: str, biz, ctx: ReadingContext | None) -> Signals:
    ctx = ctx or {}
    raw = text if isinstance(text, str) else ""
    scrubbed, flags = scrub(raw)      # text scrubbed upstream keeps its flags through the masks
    typed = _a_name_in_lower_case(scrubbed, biz, ctx)     # (the text itself is left as written)
    now = ctx.get("now") or datetime.now(MADRID)
    if ctx.get("awaiting") == "confirm" and _YES_BUT_FIRST_RE.match(scrubbed):
        scrubbed = _YES_BUT_FIRST_RE.sub("", scrubbed)      # «sí, pero que sean 8»: the change is what is said
    scrubbed = _OK_AND_MORE_RE.sub("", scrubbed)      # «vale, y otra para el sábado»: the «vale» closes what was said
    scrubbed_before_about = scrubbed      # «para 2 más o menos»: the «más o menos» still asks an estimate
    scrubbed = _ABOUT_SO_RE.sub(r"\g<n>", scrubbed)
    scrubbed = _THAT_IT_BE_RE.sub(r"\g<lead>\g<what> que \g<be> \g<rest>", scrubbed)
    scrubbed = without_all_of_them(scrubbed)      # «dos X, las dos de Y»: both of them, no hour
    kept = without_the_ruled_out(scrubbed, biz, _held(ctx), ctx.get("lang") or "es")     # «quiero X, no Y»: never Y
    scrubbed = kept.text
    cleaned = clean(scrubbed)
    days_respelt = respell_weekdays(cleaned, ctx.get("awaiting") == "day", today(now))     # «sáb 7», «savado 7»
    norm = _it_dropped(_money_as_how_much(vocabulary_of(biz).respelt(days_respelt)), biz, now)
    words = norm.split()
    s = Signals(raw=raw, text=scrubbed, norm=norm, flags=list(with_digits_only(flags, raw)), short=len(words) <= 5)
    s.own_words_ruled_out = list(kept.own_words)      # «non a de Y senón a de X»: still Galician
    lang_words = _without(as_typed(words, scrubbed), short_weekdays_written(cleaned, days_respelt)) \
        + s.own_words_ruled_out
    s.lang = detect_lang(lang_words, ctx.get("lang") or "es",
                         bool(ctx.get("said_last")), at_a_name=ctx.get("awaiting") == "name")
    s.asks_estimate = ESTIMATE_RE.search(clean(scrubbed_before_about or "")) is not None

    _read_kinds(s, norm, ctx.get("awaiting"))
    _read_when_said(s, norm, scrubbed, biz, ctx, now)
    if s.cancel_asked and UNTIL_A_DAY_RE.search(norm):
        s.when = When()     # «¿se puede cancelar hasta el viernes?»: the deadline asked about, no day moved to
    worded, asked_words = _read_things(s, norm, scrubbed, biz, ctx, now)
    _hold_the_language_heard(s, lang_words, ctx)
    if s.when.window and s.when.last_free:
        s.items.unknown = []    # «una antes»: the free time before the one held, not a thing called «antes»
    if ctx.get("awaiting") in CONTACT_ANSWERS and _an_hour_instead_of_held(s, norm, biz, ctx):
        _nothing_ordered(s)     # the hour, not a count of the thing held
    if _a_count_or_the_hour(s, norm, biz, ctx):
        _nothing_ordered(s)     # «mejor 11 el miércoles» with 10:00 held: the day read, the number asked about
    said_by, outside = _read_contact_and_topics(s, norm, scrubbed, biz, ctx, asked_words)
    _its_price_asked_too(s, norm, biz, bool(ctx.get("priced_now")))
    _read_notes(s, norm, biz, ctx, worded, now)
    _read_people(s, norm, scrubbed, biz, ctx, outside)
    _read_names(s, norm, scrubbed, biz, ctx, said_by, worded)
    _the_name_tells_no_language(s, lang_words, ctx)
    if typed:
        _read_as_the_name(s, typed)
    _what_it_is_told(s, norm, ctx)
    without_own_things_unknown(s.items, norm, s.raw or "")
    _read_what_is_done(s, norm, biz, ctx, now)
    s.count_supposed = count_supposed(norm, s.topics)
    _read_people_served(s, norm, biz, bool(ctx.get("listed_sizes")))
    s.age = age_of(biz, s.norm)
    s.fit = fit_asked(s.text, s.norm)
    s.job_things = job_things_said(norm, vocabulary_of(biz).job_things)
    _a_job_thing_bought(s, norm, biz)
    s.named_alone = named_alone(s.norm, s.text, vocabulary_of(biz))
    if ctx.get("cart") and ctx.get("awaiting") != "option":     # (to the size question: the sizes, listed)
        _read_size_held_asked(s, norm, biz)
    if s.cancel_asked:
        _the_cancelling_rule_asked(s)
    if s.order_kw and _diet_asked_of_what_is_made(s, norm):
        s.order_kw = False      # «¿hacéis X sin gluten por encargo?»: whether such are made, asked, not ordered
    if _parts_fitted_back(s, biz, ctx):
        _read_as_parts_to_fit(s)
    if HELP_TO_CARRY_RE.search(norm) and not ctx.get("cart"):
        _nothing_ordered(s)     # «necesito ayuda para llevar la X al coche»: a help asked, no X ordered
        s.question, s.want_kw, s.order_kw = True, False, False
    taken_if = _AND_IF_I_TAKE_RE.search(norm)
    if taken_if:
        s.question, s.want_kw, s.order_kw = True, False, False    # «¿cuánto cuesta X? ¿y si compro 2?»: a price
        _that_many_priced(s, taken_if["n"])
    s.browses = _browses_a_kind(s, norm)
    if s.browses:
        s.question, s.want_kw, s.order_kw = True, False, False    # «algo de X» without «?»: what there is, asked
    if _ordering_ahead_asked(s):
        # «¿cuánto cuesta el X? ¿hay que reservarlo?», «…? ¿tengo que encargarla?»: whether to order it ahead, asked
        s.booking_kw = s.order_kw = False
        s.topics = s.topics if "product" in s.topics else [*s.topics, "product"]
    if s.items.job_praised and "?" not in s.raw:
        s.praise = True     # «muy bien el X, gracias»: a thing done praised (understanding.praise)
    if thanked_for_before(s, norm, asked=bool(ctx.get("awaiting"))):
        _nothing_ordered(s)     # «el otro día Marta me hizo un X buenísimo, gracias»: had then, nothing asked
        s.praise, s.thanked_before, s.resource = True, True, None
    if s.want_kw and biz.can("order") and not (s.earlier_told or s.complaint or _anything_held(ctx)):
        # «ayer os compré X, quiero 6 más»: the wish, the thing had put after its count, read on its own (analyze)
        s.request_beside_told = wish_counting_what_was_had(s.text or "", biz,
                                                           lambda said: s.praise or _had_before(said))
    if not (s.earlier_told or s.request_beside_told or _anything_held(ctx)) and _left_before_told(s, norm):
        requests = _requests_beside_the_past_one(s.text or "", biz, ctx)
        if requests:        # «ayer os compré X; 6 Y para el martes»: the request, read on its own (analyze)
            s.request_beside_told = ", ".join(requests)
        elif not s.want_kw:     # «os dejé la <thing> el jueves para una <service>»: told, not asked again
            _nothing_ordered(s)
            s.earlier_told, s.booking_kw, s.order_kw = True, False, False
    if _held_group_said_as_well(s, norm, ctx, biz):
        _nothing_ordered(s)     # more than the one held, which the reader cannot tell: for the person
    s.also = says_also(norm)
    if (more := one_more_unnamed(s, norm, ctx)) is not None:
        s.notes = [more]        # «también que me hagáis <a thing not listed>» mid-request: for the person
    if s.question and s.has_items and not (s.want_kw or s.booking_kw or s.order_kw) \
            and last_clause_asks_a_day(s.text or "", s.when, _only_services(s.items, biz)):
        s.want_kw = True        # «¿cuánto cuesta la X? ¿podría ser el lunes?»: that one, wished that day
    elif s.question and s.has_items and not (s.want_kw or s.booking_kw or s.order_kw) \
            and wish_before_asking(s.text or "", s.items.words, s.items.spans, s.when):
        s.want_kw = True        # «<service> el martes y saber si tenéis Y»: the request, then the question
    _read_arriving_late(s, norm, ctx, now)
    _moved_with_nothing_held(s, norm, ctx)
    s.primary = _primary(s, biz)
    if s.primary == "booking" and ctx.get("week_answered_last") and _the_same_asked_of(s, norm, biz):
        s.primary, s.question = "info", True    # «¿qué días trabaja Marta?» or the hours, then «¿y con Iago?»: his week
    elif s.primary == "booking" and s.question and _only_a_person_asked(norm, biz) \
            and not (_anything_held(ctx) or ctx.get("answered_last") or ctx.get("last_item")):
        s.primary = "info"      # «¿con Iago?» out of the blue: who he is, asked (a chip books him)
    s.wish_asked = s.primary == "order" and _a_wish_asked(s)
    if s.primary == "order" and _parts_to_fit(s, biz, ctx):
        s.primary = "booking"   # «quiero cambiar la X y unas Y»: an appointment to fit both, both noted
    if s.primary in ("booking", "order") and only_when_said(s):
        if s.primary == "booking" and ctx.get("cart") and biz.can("order") and not ctx.get("services"):
            s.primary = "order"     # «a las 11» while an order is written down: when it is picked up
        if ctx.get("hours_answered_last"):
            s.primary = "info"      # «el domingo», «mañana a las 9» after the hours: the hours of then, asked
            _on_the_next_open_day(s.when, biz, ctx.get("day_talked_about"))
            s.open_at_time_asked = _a_bare_time_on_that_day(s.when, biz, ctx.get("day_talked_about"))
        else:
            s.may_change_sent = True    # «el martes», «a las 12» right after sending: the one sent, moved
    elif ctx.get("sent") and not ctx.get("hours_answered_last") and norm.startswith(("y ", "e ")) \
            and only_when_said(s, norm[2:]):
        s.may_change_sent = True        # «¿y el martes?» right after sending: the same, asked
    if ctx.get("sent") and (s.when.has_day or s.when.has_time) and _COLLECT_THE_ONE_RE.search(norm) \
            and not EVERY_WEEKDAY_RE.search(norm):     # «… los domingos?»: any week's, asked
        s.may_change_sent = True        # «¿podemos recoger la X el domingo?» right after sending: the one sent
        _nothing_ordered(s)
    if ctx.get("sent") and s.has_items and ALSO_SAID_RE.search(norm) and not ANOTHER_REQUEST_RE.search(norm) \
            and not _had_asked_before_the_things(s):
        s.changes_sent = True           # «y 2 X también» right after sending: added to the one sent
    if s.primary in ("booking", "order") and _a_request_then_a_remark(s.raw):
        _the_remark_as_a_note(s)    # «<service> el martes a las 12? es para mi marido»
    other = _another_day_asked(s, norm, now)
    if other:       # the things of the first day only; the second day's are for a request of its own
        s.other_day, cut = other
        s.other_day_time = _the_other_days_time(s, norm, cut, biz, now)
        if s.other_day_time is None and _AND_ANOTHER_DAY_THE_SAME_RE.match(norm, cut):
            s.other_day_time = s.when.minutes      # «… y el jueves también»: that day at the same time
        s.items = find_items(norm[:cut], biz, ctx.get("cart"), ctx.get("last_item"), ctx.get("awaiting"))
        s.has_items = bool(s.items.lines or s.items.ambiguous)
        _one_of_two_for_the_first_day(s, norm, cut)
    elif (two_days := _two_days_said(s, norm, biz, now, _a_request_held(ctx),
                                     _day_held_without_a_time(ctx))) is not None:
        _one_of_two_days_asked(s, *two_days, biz)
    else:
        _another_time_asked(s, norm, biz, ctx)
    s.booking_unsupported = s.primary == "booking" and not biz.can("booking")
    return s


def _day_held_without_a_time(ctx: ReadingContext) -> str | None:
    """The request's day when no time is held yet: «a las 10 o a las 13» said then is one or the other."""
    return ctx.get("held_day") if ctx.get("awaiting") and ctx.get("held_time") is None else None


def _the_same_asked_of(s: Signals, norm: str, biz) -> bool:
    """«¿y con Iago?», «e coa Marta» (a person alone, asked or after «y»): the question just answered,
    asked of another; «con Iago» alone or «y con Iago, por favor» still asks for an appointment."""
    words = norm.split()
    follows = len(words) > 1 and words[0] in ("y", "e") and words[1] in WITH_WORDS \
        and not COURTESY_WORDS & set(words)
    return (bool(s.question) or follows) and _only_a_person_asked(norm, biz)


def _had_asked_before_the_things(s: Signals) -> bool:
    """«¿también tenéis X?», «tamén vendedes X»: whether there is X, asked before naming it (not «y 2 X
    también, si os quedan»: the things wanted, if there are)."""
    first = min((start for start, _ in s.items.spans), default=0)
    return HAVE_RE.search(" ".join((s.items.words or [])[:first])) is not None


# «y que me <verb> …», «e que me <verb> …» said to the business: a wish about the job, not an answer
_WISH_TO_THEM_RE = re.compile(r"^(?:y |e )?(?:que|q) (?:me|nos|le|lle|lles) \w+(?:eis|ais|is|edes|ades|ides)\b")


def _held_group_said_as_well(s: Signals, norm: str, ctx: ReadingContext, biz) -> bool:
    """«y que me arregléis la X también» with one of the group's services held: another of them
    asked as well, never the one held again; nothing else named. So is a wish said to them with a
    word of the group the verb is not written with («y que me <verb> <a group word>»): a detail for
    the person (`_a_detail_wished`)."""
    held = set(ctx.get("services") or [])
    return bool(held) and not s.items.lines \
        and any(len(held & set(amb.get("candidates") or [])) == 1
                and (ALSO_SAID_RE.search(norm) is not None or _a_detail_wished(norm, biz, amb))
                for amb in s.items.ambiguous)


def _a_detail_wished(norm: str, biz, amb: dict) -> bool:
    """«y que me <verb> <words>» where no alias of the group read writes <words> after that verb: the
    group's words said with another verb, a detail of the job; «y que me <verb> <words>» that an
    alias writes so («<verb> <words>») is the service held said again."""
    said = _WISH_TO_THEM_RE.match(norm)
    if said is None:
        return False
    verb, rest = said.group(0).split()[-1], norm[said.end():].split()
    group = (biz.catalog.get("ambiguous") or {}).get(amb.get("word") or "") or {}
    aliases = [clean(a).split() for a in group.get("aliases") or []]
    return bool(rest) and not any(len(a) > len(rest) and a[-len(rest):] == rest and a[0][:4] == verb[:4]
                                  for a in aliases)


def _held(ctx: ReadingContext) -> set[str]:
    """The things and services held in the request being written."""
    return {str(line.get("item_id")) for line in ctx.get("cart") or []} | set(ctx.get("services") or [])


def _the_cancelling_rule_asked(s: Signals) -> None:
    """«¿cuesta algo cancelar?», «¿hasta qué hora puedo cancelar?», «¿política de cancelación?»,
    «¿cuánto antes hay que cancelar?»: the business's rule asked; not a price, the hours, something
    outside the business, nor a time as soon as possible."""
    s.question, s.offtopic, s.when.asap, s.asap = True, False, False, False
    s.topics = [t for t in s.topics if t not in ("price", "hours")]
    s.topic = s.topics[0] if s.topics else None


def _read_notes(s: Signals, norm: str, biz, ctx: ReadingContext, worded: _Worded, now: datetime) -> None:
    """What is said for the person who confirms: notes, the wording, a late arrival, a limit."""
    s.notes = notes_said(s.text, biz, norm)
    if s.items.wishes_of_parts:     # «4 X, 2 <wish> y 2 de <not made>»: the part kept, as said, its note
        wishes = s.items.wishes_of_parts
        s.notes = [n for n in s.notes if not any(clean(w) in clean(n) or clean(n) in clean(w) for w in wishes)] \
            + [as_said(w, s.text) for w in wishes]
    cart = ctx.get("cart") or []
    if any(line_to_carve(biz, cart, o["option_id"], o.get("part")) is not None for o in s.items.stray_options):
        s.notes = [n for n in s.notes if not some_of_them(n)]     # «una de ellas de 20»: a line carved, no note
    if s.items.spans and not s.question:      # «X de 20 con un dibujo de …»: for the note
        with_it = said_with_it(s.text, s.items.words or [], s.items.spans,
                               index_of(biz).known | vocabulary_of(biz).units, staff_words(biz))
        with_it += said_of_what_kind(s.text, s.items.words or [], s.items.spans,     # «<thing> de <occasion>»
                                     index_of(biz).known | vocabulary_of(biz).units, staff_words(biz),
                                     tuple(s.notes))
        # «<thing> azul», «… en tonos rojos» (not a kind not had: «No tengo …» says it)
        with_it += [n for n in colours_after(s.items.words or [], s.items.spans)
                    if not any(n in clean(str(u)) for u in s.items.unknown)]
        if not cart:        # «…, color X», «… sin Y» apart from the thing (with things held: the line's wish)
            with_it += [as_said(n, s.text) for n in with_or_without_apart(s.items.words or [], s.items.spans,
                                                                           staff_words(biz)) + cued(norm)]
        if s.diet["avoid"] or s.diet["tags"]:       # «X sin gluten»: the diet's to answer, no wish
            with_it = [n for n in with_it if clean(n).split()[0] not in ("sin", "sen")]
        s.notes = [m for m in s.notes if not any(_said_shorter(m, n) for n in with_it)]    # «dedicado» in «… a María»
        for n in with_it:
            if not any(clean(n) in clean(m) or clean(m) in clean(n) for m in s.notes):
                s.notes.append(n)
        if (away := taken_away(norm, s.text)) and not any(clean(away) in clean(m) for m in s.notes):
            s.notes.append(away)        # «3 X para llevar a la oficina el martes»
    remarked = naming_things(s.remarks)     # «la X ya la traigo yo»: for the note, no X
    s.notes += [n for n in remarked if not any(clean(n) in clean(m) or clean(m) in clean(n) for m in s.notes)]
    job = another_job_on_it(s.raw, s.items.words or [], s.items.spans) if s.has_items else None
    if job and not any(clean(job) in clean(m) or clean(m) in clean(job) for m in s.notes):
        s.notes.append(job)         # «que me arregléis la X y la limpiéis»: the X read, the cleaning for the person
    if s.notes and s.items.spans and _several_things(s, ctx):      # (a part kept is of the one thing split)
        parts = {as_said(w, s.text) for w in s.items.wishes_of_parts}
        s.notes = [n if n in parts else _with_its_product(n, s, bool(ctx.get("cart")) and len(s.items.spans) == 1)
                   for n in s.notes]
    s.notes = without_the_quality_not_had(s.notes, s.items)     # «<things> blancas» not had: offered, no wish
    if s.items.spans and (own := colours_of_its_own(s.items.words or [], s.items.spans, biz)):
        s.notes = [n for n in s.notes if clean(n) not in own]       # «a orquídea branca»: the white one named
    _the_wish_pointed(s, norm, biz, ctx)
    _the_wish_for_a_size_held(s, norm, biz, ctx)
    if (wished := wish_of_a_named_line(s, ctx.get("cart") or [])) is not None:
        s.notes, s.wish_of_line = [wished["wish"]], wished     # «la X envuelta para regalo»: beside its line
    elif (given := thing_given_to_a_line(norm, s.text or "", biz, ctx.get("cart") or [])) is not None:
        s.items, s.has_items = (more := _read(given, biz, ctx)).items, more.has_items     # «a la X ponle una Y»
        s.notes = []
    elif (to_line := wish_told_to_a_line(norm, s.text or "", biz, ctx.get("cart") or [])) is not None:
        _nothing_ordered(s)     # «a las 2 X ponles Y»: the Xs held, no more of them and no hour
        if to_line["rest"]:     # «… y añade 2 Z»: ordered after the wish
            s.items, s.has_items = (more := _read(to_line["rest"], biz, ctx)).items, more.has_items
        s.when, s.notes, s.wish_of_line, s.question = When(), [to_line["wish"]], to_line, False
    if not _other_than_a_wish(s):
        _the_note_changed(s, norm, ctx)
        _a_favour_for_the_note(s, norm, biz, ctx)
    if worded:      # one note, as said: «<what it is written on>: Para el mejor papá»
        note = f"{_CHANGE_VERB_RE.sub('', worded[2].strip())}: {worded[1]}"     # «cambia la X: …» → «X: …»
        written = normalize(worded[1])     # («que ponga: Feliz cumple» beside it: the same words, once)
        s.notes = [*(n for n in s.notes if normalize(n) not in normalize(note) and written not in normalize(n)), note]
        s.question = s.question and ("?" in s.raw or "¿" in s.raw)   # «que la <thing> diga…» asks nothing
    if not s.notes and ctx.get("awaiting") in FORM_STEPS[:2] and _A_WORDING_RE.match(norm) and not s.has_items:
        s.notes = [s.text.strip()]      # «que ponga Felicidades Mamá» to «¿A nombre de quién?»: kept for the note
    if not s.notes and cart and ctx.get("awaiting") in (*FORM_STEPS[:2], "confirm") and greeting_alone(norm) \
            and not (s.has_items or s.question or s.bye or s.thanks or s.when.has_day or s.when.has_time):
        s.notes = [s.text.strip()]      # «Feliz aniversario» there, with things ordered: the words to write
    if not s.notes and cart and not (s.has_items or s.question) and s.diet["avoid"] and WITHOUT_WISH_RE.match(norm) \
            and not _held_contains(biz, cart, s.diet["avoid"]):
        s.notes = [s.text.strip()]      # «sin X» with the order held: a wish for what is held, for the note
    if s.notes and cart and s.diet["avoid"] and NEGATED_WISH_RE.match(_AND_FIRST_RE.sub("", norm)) \
            and _held_contains(biz, cart, s.diet["avoid"]):
        s.notes = []        # «que no lleve lactosa» of a thing made with it: the diet's warning, never a note
    wish = _AND_FIRST_RE.sub("", norm)
    if s.notes and s.question and ctx.get("awaiting") == "confirm" and wish.startswith("que ") \
            and not ("?" in (s.raw or "") or "¿" in (s.raw or "") or _other_than_a_wish(s)):
        s.question, s.notes = False, [as_said(wish, s.text or "")]   # «y que no lleve X», «que sean <note word>»:
        #                                                              the wish at the summary, whole, asks nothing
    if not s.notes and _handed_asked(ctx) and not (s.question or _other_than_a_wish(s)):
        s.notes = [handed] if (handed := handed_how(norm, s.text or "", biz)) else []    # «en caja porfa»: no name
    if s.late_arrival:
        s.notes = [(s.text or "").strip()]      # «llegaremos sobre las 21:20», whole, for the person who confirms
    hours = hours_to_call(s.text or "", norm, s.when, s.phone) if ctx.get("awaiting") in CONTACT_ANSWERS else None
    if hours is not None:
        _when_to_call_noted(s, hours)     # «612…, mellor chamar despois das 4»: when to call, not when to collect
    elif ctx.get("held_time") is not None and _ELSEWHERE_BY_RE.search(norm) and not s.when.has_day \
            and (s.when.has_time or s.when.window):
        s.when, s.question = When(), False     # «a las 16 tenemos que estar en el tren»: a limit, for the note
        s.notes = [*s.notes, (s.text or "").strip()]
    elif ctx.get("held_day") and ctx.get("awaiting") != "day" and s.when.has_day and not s.when.has_time \
            and _the_occasions_day(s.when, norm):
        s.when = When()     # «el martes es el cumple de mi hija» with a day held: the occasion's day, for the note
        told = (s.text or "").strip()
        s.notes = [*(n for n in s.notes if clean(n) not in clean(told)), told]
    elif s.when.has_day and (beside := _the_occasions_day_beside_another(s, norm, biz, now)
                             or _the_day_needed_beside_another(s, norm, biz, now)):
        s.notes = [*s.notes, beside]      # «la fiesta es el sábado pero la recojo el martes»: Tuesday; the party, noted


_AROUND_THE_CALL = frozenset("y e pero mais aunque anque pues pois".split())     # «612… pero llamadme…»


def _when_to_call_noted(s: Signals, hours: HoursToCall) -> None:
    """When to call, a note: no time of the request, and none of its words a thing asked («antes»)."""
    said = clean(hours.said)
    s.when, s.hours_to_call = When(), hours
    s.notes = [*(n for n in s.notes if clean(n) not in said), hours.said]
    around = set(said.split()) | _AROUND_THE_CALL
    s.items.unknown = [u for u in s.items.unknown if not (isinstance(u, str) and set(clean(u).split()) <= around)]


def _a_name_in_lower_case(said: str, biz, ctx: ReadingContext) -> str | None:
    """«ana souto», «<things> grandes» to the name question: words the trade may also use, typed in lower
    case, as they read capitalised (a name), unless they describe things: things in the plural first
    («<things> <colour>»), or an order said plainly («prefiero X», «ninguna X», «2 X», «X sobran»), or
    things named whole, every word of them («<product> <its kind>»)."""
    typed = name_in_lower_case(said) if ctx.get("awaiting") == "name" else None
    if typed is None:
        return None
    found = find_items(clean(said), biz)
    if not (found.lines or found.ambiguous) or found.mode != "add" or any(found.explicit) or found.removed:
        return None
    words, ids = clean(said).split(), {line["item_id"] for line in found.lines}
    if _things_first(words, biz) and not found.options_not_taken:
        return None     # (a size the things lack, «<things> grandes», describes none of them: a name)
    named = {i for start, end in found.spans for i in range(start, end)}
    word_items = index_of(biz).word_items       # «<product> <a word of its own name>», beside it
    whole = all(i in named or ids & word_items.get(singular(w), set()) for i, w in enumerate(words))
    return None if whole and not (found.ambiguous or found.options_not_taken) else typed


def _things_first(words: list[str], biz) -> bool:
    """The first word a catalogue word in the plural: things described (their noun first), no first name."""
    first = normalize(words[0])
    return singular(first) != first and bool(index_of(biz).word_items.get(singular(first)))


def _read_as_the_name(s: Signals, typed: str) -> None:
    """A name typed in lower case to the name question is that name (unless one was read after a cue:
    «chámome <Name>») and nothing else: no thing ordered nor wish noted by its words, which other
    readings saw as written."""
    _nothing_ordered(s)
    s.notes, s.name = [], s.name or typed


# «os deje», «te encargue», «la reserve» (folded): after its pronoun the ambiguous form is the past
# (the formal command puts the pronoun after it: «déjela»); «que os deje…» is a wish
_PAST_AFTER_ITS_PRONOUN_RE = re.compile(rf"(?<!\bque )\b(?:{TO_WHOM_PRONOUN}|l[ao]s?) "
                                        rf"(?:{IT_PRONOUN} )?(?:encargue|reserve|deje|compre)\b"
                                        r"|(?<!\bque )\bme (?:lo |la |los |las )?lleve\b")    # «ayer me lleve X»
# «ayer compre X», «el otro dia deje…», «compre ayer X» (folded): beside a day gone by the ambiguous form is the
# past (the formal command is no order for a day gone by)
_PAST_BESIDE_A_DAY_GONE_RE = re.compile(
    rf"\b(?:{PAST_DAY}|la ultima vez|la otra vez)(?: (?:{TO_WHOM_PRONOUN}|l[ao]s?|me|nos))? "
    r"(?:encargue|reserve|deje|compre|lleve)\b"
    rf"|\b(?:encargue|reserve|deje|compre|lleve) {PAST_DAY}\b")
# where a message's clauses part: «…, …», «…; …», «… y …», «… pero …», «… hoy quiero…» (a wish said without a comma)
_CLAUSE_CUT_RE = re.compile(rf"\s*[,.;:]\s*|\s+(?:y|e|pero|mais)\s+|{WISH_BEGINS}", re.IGNORECASE)
# «para una <service>», «por un <thing>»: what the one made before was for, not a request of its own
_WHAT_IT_WAS_FOR_RE = re.compile(r"^(?:para|pra|pa|por) (?:un|una|unha|uns|unhas|unos|unas)\b")


_ONE_MAY_RE = re.compile(rf"\b{ONE_MAY}\b")


def _moved_with_nothing_held(s: Signals, norm: str, ctx: ReadingContext) -> None:
    """«quiero cambiar la hora, mejor a las 11», «quiero cambiar el día de la cita» with nothing under way here:
    one made before is changed, by a person (never a new request at the time said); «¿se puede cambiar la
    hora?» asks the rule; things asked beside («cambia el día al miércoles y añade 6 X») are a request here."""
    if _anything_held(ctx) or s.changes_earlier or s.has_items or not VISIT_MOVED_RE.search(norm) \
            or (s.question and _ONE_MAY_RE.search(norm)):
        return
    _nothing_ordered(s)
    s.changes_earlier, s.booking_kw, s.order_kw, s.want_kw = True, False, False, False


def _read_arriving_late(s: Signals, norm: str, ctx: ReadingContext, now: datetime) -> None:
    """«llego 10 min tarde a mi cita», «llegamos 20 min tarde a la reserva de las 14» with nothing held here: a
    visit booked before, late, told; its day, time and party are that visit's, nothing is asked for anew (held,
    the time stays and the words are its note: `when_said._arriving_late`). «si llegamos tarde…»: the rule asked."""
    late = lateness(norm)
    s.late_asked = late is Lateness.ASKED and not s.late_arrival
    if s.late_arrival or _anything_held(ctx) or s.complaint or late is not Lateness.TOLD \
            or asked_anew_beside(normalize(s.text or ""), today(now)):
        return      # («mesa para 4 el viernes, igual llegamos tarde»: a new request, the lateness its note)
    _nothing_ordered(s)
    s.running_late, s.when, s.party, s.resource = True, When(), None, None
    s.booking_kw = s.order_kw = s.want_kw = s.asks_free = s.may_change_sent = s.question = False


def _left_before_told(s: Signals, norm: str) -> bool:
    """«os deje la <thing> el jueves para una <service>», «os encargué una X el martes», «deixei a <thing> o
    xoves»: a request made before, only told (no question, no praise, complaint or trouble beside it),
    is one to look up, never a new one (how one stands, asked, is `_tells_of_an_earlier_request`)."""
    if s.question or s.praise or s.complaint or s.trouble or s.cancel \
            or ANOTHER_LIKE_IT_RE.search(norm) or ASKED_ANEW_RE.search(norm):
        return False
    if s.want_kw:       # «ayer os compré X, hoy quiero 6 Y»: the wish in a clause of its own, the past apart
        clauses = _CLAUSE_CUT_RE.split(s.text or "")
        told = [c for c in clauses if _tells_what_was_had(clean(c), c)]
        # («…, quiero cambiarla por una Y», «…, quiero añadir 2 Y»: the wish is about the one told)
        return any(not WANT_RE.search(clean(c)) for c in told) \
            and not any(ALTERS_A_REQUEST_RE.search(clean(c)) for c in clauses if c not in told)
    return _tells_a_past_request(norm, s.text or "")


def _had_before(said: str) -> bool:
    """«ayer os compré X», «los X de ayer», «onte merquei X»: a clause telling of what was had before."""
    norm = clean(said)
    return bool(PAST_DAY_RE.search(norm)) or _tells_what_was_had(norm, said)


def _tells_what_was_had(norm: str, text: str) -> bool:
    """A request made before, or a job the business did («la última vez me hicisteis <X>»), told."""
    return _tells_a_past_request(norm, text) or bool(DONE_HERE_RE.search(norm))


def _tells_a_past_request(norm: str, text: str) -> bool:
    return bool(MADE_BEFORE_RE.search(norm) or _MADE_BEFORE_TYPED_RE.search(text)
                or _PAST_AFTER_ITS_PRONOUN_RE.search(norm) or _PAST_BESIDE_A_DAY_GONE_RE.search(norm))


def _requests_beside_the_past_one(text: str, biz, ctx: ReadingContext) -> list[str]:
    """«compré una <thing> con vosotros el año pasado, <service> el sábado a las 10»: the clauses that are
    no telling of the one made before and ask for something on their own (things, a party, a wish);
    none when the one made before is the whole message («os dejé la <thing> el jueves, para
    una <service>»)."""
    clauses = [c for c in _CLAUSE_CUT_RE.split(text) if c.strip()]
    others = [c for c in clauses if not _tells_what_was_had(clean(c), c)]
    if len(others) == len(clauses):
        return []       # (the telling spans the clauses: the message is all of it)
    return [c for c in others if _asks_on_its_own(c, biz, ctx)]


def _only_services(found: Found, biz) -> bool:
    """Whether every line read is a service (booked for a time), none a thing to have."""
    return bool(found.lines) and all(_is_service(biz, line["item_id"]) for line in found.lines)


def _asks_on_its_own(clause: str, biz, ctx: ReadingContext) -> bool:
    """Things, a party or a wish said in the clause (a day alone, «…, para el sábado», «…, la recojo el
    sábado», still speaks of the one made before)."""
    wish = analyze(clause, biz, ctx)
    w = wish.when
    return wish.primary in ("booking", "order") and not wish.earlier_told and (
        wish.party is not None or wish.want_kw
        or wish.has_items and (w.has_day or w.has_time or not _WHAT_IT_WAS_FOR_RE.match(clean(clause))))


# «¿podemos recoger la X el domingo?», «¿podo recoller o pedido o luns?»: the one of ours (not «un pedido», nor
# «¿se puede recoger el sábado?»)
_COLLECT_THE_ONE_RE = re.compile(r"\b(?:puedo|podo|podemos|podriamos|podremos|poderiamos)"
                                 r"(?: pasar a| ir a| vir a| venir a)? (?:recoger|recojer|buscar|recoller|recoxer) "
                                 r"(?:el|la|los|las|o|a|os|as) "
                                 rf"(?!(?:{WEEKDAY_WORDS}|dia|dias|finde|fin|semana|tarde|manana|mana|noite|noche)\b)")


# «vale, y otra…», «ok, e tamén…», «perfecto, y además…»: an acknowledgement before more asked for
_OK_AND_MORE_RE = re.compile(r"^\s*(?:vale|ok|okay|okey|perfecto|genial|estupendo|bien|ben|bueno|bo|de acuerdo|dacordo|"
                             r"s[ií])\W+(?=(?:y|e)\s+(?:otr[oa]s?|outr[oa]s?|tambi[eé]n|tam[eé]n|adem[aá]is?)\b)",
                             re.IGNORECASE)
# «unos 12 o así», «6 ou así», «10 más o menos»: the number, said loosely (a person confirms it anyway)
_ABOUT_SO_RE = re.compile(r"\b(?P<n>[0-9]{1,2}) (?:o as[ií]|ou as[ií]|m[aá]s o menos|m[aá]is ou menos|"
                          r"aproximadamente|aprox)\b", re.IGNORECASE)

# «que la X sea de 20», «quiero que los Y sean tres», «que a X sexa de 12»: said as «la X que sea de 20»
_THAT_IT_BE_RE = re.compile(r"^(?P<lead>(?:(?:y|e|ah|oye|oe|pues|pois|mejor|mellor|al final|ao final|quiero|quero|"
                            r"prefiero|prefiro),? )*)que "
                            r"(?P<what>(?:el|la|los|las|o|a|os|as) [^\W\d_]+(?: [^\W\d_]+){0,3}) "
                            r"(?P<be>sea|sean|sexa|sexan) (?P<rest>(?:de )?[0-9]+\b(?! ?(?:euros?|eur|€|a [0-9]))|"
                            r"(?:un|una|unha|dos|dous|duas|dúas|tres|cuatro|catro|cinco|seis)\b)", re.IGNORECASE)


def _browses_a_kind(s: Signals, norm: str) -> bool:
    """«algo de X», «quiero algo de X», «busco algo do X»: things of a kind named, to see what there is;
    not «…, el que sea» (any one, taken), with a day or a time (a request for then) nor with a thing
    counted after it («algo de X, una <thing> de 12»: that thing ordered)."""
    return bool(s.items.lines or s.items.ambiguous) and bool(BROWSE_SOME_RE.match(norm)) \
        and not ANYONE_RE.search(norm) and not (s.when.has_day or s.when.has_time) and not _a_thing_counted(s.items)


_A_COUNT_SAID_RE = re.compile(COUNT_SAID)


def _a_thing_counted(found: Found) -> bool:
    """«…, una <thing>», «…, 2 <things>»: a catalogue phrase right after a count."""
    return any(start > 0 and _A_COUNT_SAID_RE.fullmatch(found.words[start - 1]) for start, _end in found.spans)


# «…? ¿y si compro 2?», «…? e se collo 3?» closing the message: how much that many would be, nothing bought
_AND_IF_I_TAKE_RE = re.compile(r"\b(?:y|e) (?:si|se) (?:compro|cojo|collo|pido|llevo|levo|me llevo|me levo|"
                               r"quiero|quero) (?P<n>[0-9]{1,3}|[a-z]+)"
                               r"(?: (?:unidades|de ellas|de ellos|delas|deles))?$")


_YES_BUT_FIRST_RE = re.compile(r"(?i)^\W*(?:s[ií]|vale|ok|bueno|bo|perfecto|genial|de acuerdo|de acordo|claro)\W+"
                               r"(?:pero|mais)\W+")
