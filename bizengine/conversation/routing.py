"""Routing a text: which flow or answer a message goes to, given what the conversation is doing.

Mid-order, a message that feeds the order continues it; anything else (a question, a greeting) is
answered and the pending question is asked again with neutral signals, so nothing is lost."""
from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace

from bizengine.business import availability, hours
from bizengine.business.product_names import product_name
from bizengine.conversation import (
    about_a_subject,
    age_prices,
    another_booking,
    another_day_asked,
    another_person,
    asked_before_booking,
    asked_beside,
    beside_another_day,
    booking_input,
    booking_turns,
    cancel_of_what,
    cart_answers,
    come_when_asked,
    complaint_then_order,
    count_another_day,
    count_at_the_time,
    count_put,
    diet_guard,
    earlier_cancel,
    fit_answer,
    fitting_included,
    gift_answer,
    included_asked,
    info,
    kinds_asked,
    late_told,
    lead_answers,
    not_sold_another_day,
    nothing_more,
    occasion_wished,
    one_by_one,
    order_counts,
    order_input,
    oversize,
    pack_answers,
    part_another_day,
    person_free_told,
    person_offered,
    phone_first,
    phone_for_the_person,
    pickup_day_asked,
    pickup_hours,
    praise_beside,
    product_info,
    sent_recap,
    sent_status_told,
    size_held,
    something_for_an_event,
    staff_again,
    staff_answers,
    table_for_a_dish,
    take_away_refused,
    texts_first,
    times_before_who,
    trouble,
    when_refused,
    who_does_it,
)
from bizengine.conversation import booking_form as booking
from bizengine.conversation import order_form as ordering
from bizengine.conversation.booking_draft import PART_RANGES, bookable_service, booking_of, is_staff, services_text
from bizengine.conversation.booking_form import booking_step
from bizengine.conversation.cards import chip_text, meta
from bizengine.conversation.contact import (
    keep_note_lines,
    keep_notes,
    looks_like_name,
    remember_contact,
    takes_a_word_off,
    takes_the_note_off,
)
from bizengine.conversation.form import rule_out_refused
from bizengine.conversation.handoff import (
    age_for_the_person,
    ask_kb,
    contact_for_the_person,
    every_one_for_the_person,
    handoff_person,
    handoff_question,
    kb_first,
    party_after_handing,
)
from bizengine.conversation.messages import (
    aside,
    aside_of_names,
    counted_text,
    join_list,
    pick,
    say,
    unknown_items,
)
from bizengine.conversation.order_input import apply_option_button, given_up_but_not_held, taken_off_but_not_held
from bizengine.conversation.records import DayOffered, RecountOffered
from bizengine.conversation.small_talk import (
    about_me,
    booking_unsupported,
    explain_again,
    greet,
    info_of_what,
    not_understood,
    offtopic,
    order_unsupported,
    refuse,
    what_i_do,
)
from bizengine.conversation.time_kept import keeps_the_time
from bizengine.conversation.undo import keep_dropped
from bizengine.knowledge.lexical import section_about
from bizengine.language import clock
from bizengine.language.dates import parse_when
from bizengine.language.pii import DNI_MASK
from bizengine.language.text import after_repeating, as_said, clean, normalize, singular, to_int
from bizengine.language.times import opening_ranges
from bizengine.understanding import reader as nlu
from bizengine.understanding.asked_with_the_visit import asked_with_the_visit
from bizengine.understanding.cancel_asked import cancelling_asked_after
from bizengine.understanding.context import ReadingContext
from bizengine.understanding.count_more_for_a_day import MOVED_WITH_IT_RE
from bizengine.understanding.count_second_thought import lines_it_may_mend, second_thought_count
from bizengine.understanding.count_supposed import count_supposed as supposed_count
from bizengine.understanding.had_with_you import tells_had_with_you
from bizengine.understanding.item_options import choice_by_count
from bizengine.understanding.item_words import qty_token
from bizengine.understanding.items import MORE_RE, NUMBER_ANSWERS, count_set, find_items, only_a_count
from bizengine.understanding.items_text import asked_as_a_favour
from bizengine.understanding.lexicon import (
    CALLED_OFF_ALL_RE,
    CHANGE_DAY_RE,
    CHANGE_RE,
    CHANGE_WHAT_RE,
    CONTAINS_OR_MAY_ASKED_RE,
    COUNT,
    DELIVERY_WISH_RE,
    DONT_SEND_RE,
    EARLIER_RE,
    FITTED_BACK_RE,
    FREE_TIMES_ASKED_RE,
    HAVE_RE,
    LEAD_QUESTION_RE,
    OOPS,
    OWN_MISTAKE,
    OWN_THING_RE,
    PAUSE_RE,
    PICKUP_TIME_ASKED_RE,
    QUESTION_COMING_RE,
    SAME_TIME_RE,
    SEND_RE,
    SORRY,
    STATUS_RE,
    THAT_ONE_RE,
    THE_OTHER_DAY_RE,
    THE_SENT_ONE_RE,
    WHY_CONTACT_RE,
    only_a_yes,
    question_apart,
    where_to_do,
)
from bizengine.understanding.note_talk import a_favour_asked
from bizengine.understanding.running_late import LATENESS
from bizengine.understanding.signals import neutral
from bizengine.understanding.vocabulary import vocabulary_of

_CLAUSES = re.compile(r"[¿?¡!.;,]+|\s+(?:y|e|ademas|tambien|e tamen)\s+", re.I)


def _primary(s) -> str | None:
    return s.primary


def _has_items(s) -> bool:
    found = s.items
    return found.for_the_cart or bool(found.unknown)


def _is_question(s) -> bool:
    return bool(s.question) or "?" in (s.raw or s.text or "")


def _info_topics(s) -> list[str]:
    return info.topics_of(s)


def _leftover(c, s) -> str | None:
    """The part of a multi-question message the data did not cover ("¿dónde estáis y se puede
    ir con perro?" → "se puede ir con perro"), to send to the knowledge base."""
    raw = s.text or ""
    parts = [p.strip() for p in _CLAUSES.split(raw) if p and p.strip()]
    if len(parts) < 2:
        return None
    rest = []
    # «¿qué precio tiene X y cuánto tarda?»: a part that names nothing is read of the thing the message named
    named = [line["item_id"] for line in s.items.lines]
    context: ReadingContext = {"lang": c.lang, "awaiting": None, "now": c.now}
    if named:
        context["last_item"] = named[0]
    for part in parts:
        if len(normalize(part).split()) < 2 or set(clean(part).split()) <= _COURTESY_WORDS:
            continue        # «… y hacéis envíos?» is asked; «…, por favor» is not
        ps = nlu.analyze(part, c.biz, context)
        w = ps.when
        diet = ps.diet or {}
        if (_info_topics(ps) or _has_items(ps) or ps.items.replaced or w.has_day or w.has_time
                or ps.asks_options or any(diet.get(k) for k in ("avoid", "asks", "tags"))
                or _primary(ps) in ("greet", "thanks", "bye")):
            continue
        rest.append(part)
    return " ".join(rest) or None


def answer_info(c, s) -> None:
    c.state["last"] = {**(c.state.get("last") or {}), "answered_now": True}    # read once, the turn after
    if one_by_one.answered_one_by_one(c, s, answer_info):
        return
    if lead_answers.asks_what_now(c, s):        # «¿qué tenéis ahora mismo?»
        lead_answers.answer_what_now(c)
        return
    # a lead time, a person's services, a price by age, how many a pack holds
    for about in (lead_answers, staff_again, staff_answers, age_prices, pack_answers, fit_answer, gift_answer,
                  included_asked, fitting_included):
        if about.asks(c, s):
            about.answer(c, s)
            return
    if pickup_hours.asks_with_nothing_ordered(c, s) and not ordering.mid_flow(c):
        if not kb_first(c, s.text or ""):       # «¿cuándo tengo que recogerlo?», nothing ordered
            pickup_hours.answer(c, s.when.ymd if s.when.has_day else None, held=False)
        return
    if staff_answers.asks_who_serves(c, s):
        staff_answers.answer_who_serves(c)
        return
    if kinds_asked.answer(c, s):      # «¿qué X tenéis?» of a kind it lacks, «¿tenéis X baratos?»
        product_info.remember(c, s, ["menu"])
        return
    if info.not_served_that_day(c, s):     # «¿hay X el sábado?», served «de martes a viernes»
        product_info.remember(c, s, ["product"])
        return
    last = c.state.get("last") or {}
    topics = info.topics_of(s) or info.follow_up(s, last.get("topic"), last.get("topics")) or info.category_asked(c, s)
    topics = info.with_when_it_is_served(c, s, info.with_the_day_closed(c, s, topics))
    topics = info.without_the_catalogue_when_popular(c, topics)
    if topics == ["allergens"] and last.get("allergens") and not any((s.diet or {}).values()):
        s.diet = {**(s.diet or {}), "asks": list(last["allergens"])}    # '¿y ese otro?'
    doing = where_to_do(s.norm or "") if topics == ["address"] else None
    if doing and section_about(c.biz, s.text or "", doing) and kb_first(c, s.text or ""):
        return      # «¿dónde puedo aparcar?»: the knowledge's parking, not the shop's address
    if texts_first.answered_by_the_texts(c, s, topics):
        return      # «¿a partir de qué edad cortáis a niños?»: the text that says the age, not the card
    answered, needs_kb = info.answer(c, s, topics)
    product_info.remember(c, s, topics if answered else [])
    if answered == 0 and kinds_asked.named_alone_not_had(c, s):
        return      # «o <title> en galego» at a shop whose catalogue has none of its words
    if answered == 0:
        ask_kb(c, _asked_of_the_earlier(s) or s.text or "")
        return
    if needs_kb:
        ask_kb(c, s.text or "")
        return
    rest = _leftover(c, s)
    if rest:
        ask_kb(c, rest, leftover=True)


def _asked_of_the_earlier(s) -> str | None:
    """«tengo reservado el viernes para 4, ¿podemos ir con perro?», «me avisasteis de que llegó mi X, ¿hasta
    cuándo lo guardáis?»: what is asked, without the words about the request made before or the thing the
    business has (they would only blur the knowledge's search)."""
    told = EARLIER_RE.search(s.norm or "") or tells_had_with_you(s.norm or "")
    apart = question_apart(s.text or "") if told else None
    return apart[1] if apart and not EARLIER_RE.search(clean(apart[1])) else None


def _orders_not_taken(c, s) -> None:
    """«quiero 2 X» where the business takes no orders: what X costs (X a category, «quiero 2
    <category>»: its card, with prices; X nothing it has: said so), then what it does instead."""
    kinds = [u for u in s.items.unknown if order_input.categories_in(c.biz, clean(str(u)))]
    found = replace(s.items, unknown=[u for u in s.items.unknown if u not in kinds])
    if found.lines or found.ambiguous:
        # the message as read, its things narrowed: the price answer reads the rest too (sizes, the day, for how many)
        info.price_answer(c, replace(s, items=found))
    elif found.unknown:
        c.say(unknown_items([as_said(u, s.text or "") for u in found.unknown], c.lang))
    if kinds:
        info.menu_of(c, info.categories_named(c.biz, " ".join(clean(str(u)) for u in kinds)))
    a_service = is_staff(c.biz) and not (found.lines or found.ambiguous or kinds) and not booking_turns.to_buy(s)
    order_unsupported(c, [as_said(f"{u['counted_in']} de {u['said']}", s.text or "")
                          for u in s.items.uncounted if u.get("counted_in")], a_service)


def _answer_asked_after_the_refusal(c, s) -> None:
    """«quiero reservar mesa… y saber si hay <X>» mid-order: the booking refused, then <X> answered (its
    own day and time left out: they were the booking's)."""
    apart = question_apart(s.text or "") if s.question else None
    if apart is None:
        return
    asked = nlu.analyze(apart[1], c.biz, {"lang": c.lang, "now": c.now})
    if asked.primary == "info" and (info.topics_of(asked) or asked.has_items):
        answer_info(c, asked)


def _count_changed(c, s) -> bool:
    """«vale, pues mejor 30» to the large-order offer: the one line's count set, nothing else."""
    found, cart = s.items, c.state["order"]["lines"]
    return found.mode == "set" and len(found.lines) == 1 and len(cart) == 1 \
        and found.lines[0]["item_id"] == cart[0]["item_id"]


def side_answer(c, s) -> None:
    """Mid-order: answer what does not feed the order (nothing is applied to it)."""
    primary = _primary(s)
    if primary in ("booking", "booking_unsupported") and not c.biz.can("booking"):
        booking_unsupported(c)
        _answer_asked_after_the_refusal(c, s)
    elif primary == "offtopic":
        offtopic(c)
    elif primary == "thanks" and s.praise and not s.thanks:
        c.say(c.t("praise_mid"))
        product_info.remember_praised(c, s)
    elif primary == "thanks":
        awaiting = c.state.get("awaiting")
        c.say(c.t("thanks_unsent" if awaiting == "confirm" else "thanks_mid" if awaiting else "thanks"))
    elif primary == "greet":
        pass
    elif primary == "about_me":
        about_me(c)
    elif _info_topics(s) or _is_question(s):
        answer_info(c, _of_the_held(c, s))
        _keep_an_allergy_said(c, s)


def _of_the_held(c, s):
    """«es para alguien alérgico al huevo, ¿lleva huevo?» with nothing named mid-order: it asks about
    what is held, so it is asked of it («X contiene huevo» first), not as a list of what has none;
    «¿qué puedo tomar?» asks which things, and is answered with the list."""
    avoid = (s.diet or {}).get("avoid")
    if not (avoid and s.asks_if_it_has) or s.has_items or not ordering.mid_flow(c) or not c.state["order"]["lines"]:
        return s
    c.held_answered = True      # what it says of the held is not said again by the diet guard
    return replace(s, diet={**s.diet, "asks": list(avoid), "avoid": []})


def _keep_an_allergy_said(c, s) -> None:
    """«uno es celíaco, ¿tenéis cosas sin gluten?», «hay un celíaco» mid-request: answered, and the
    allergy kept for the note."""
    allergy = (s.diet or {}).get("allergy") and s.notes
    apart = question_apart(s.text or "") if allergy else None
    said = nlu.analyze(apart[0], c.biz, {"lang": c.lang, "now": c.now}) if apart else None
    if allergy and apart is None and "?" not in (s.text or ""):
        said = s        # a statement alone: the whole of it is for the note
    if said is None or not said.notes:
        return
    if ordering.mid_flow(c):
        keep_notes(c, said, c.state["order"])
    elif booking.mid_flow(c):
        keep_notes(c, said, booking_of(c))


def feeds_flow(c, s) -> bool:
    """Whether the message is for the order in progress (an answer, a change, more items)."""
    awaiting = c.state.get("awaiting")
    primary = _primary(s)
    found = s.items
    named = bool(found.lines or found.ambiguous)
    if awaiting == "option" and order_input.counted_choice(c, s):
        return True      # «12», «somos 12» to «¿Para cuántas …?»
    if awaiting == "option" and c.state.get("proposal") and oversize.accepts(c, s):
        return True      # «vale», «sí, las dos» to the two sizes proposed
    if order_counts.answers_count(c, s):
        return True      # «4», «media docena» to «¿Cuántas X quieres?»
    if awaiting == "note" and s.no_notes:
        return True      # «eso es todo, gracias» to «¿Alguna indicación?»
    if keeps_the_time(c, s, c.state["order"]) or s.phone_off:
        return True      # «la misma hora» after «Cambiar la hora»; «quita el teléfono»
    if awaiting == "day" and s.anyone and c.state["order"].get("day_choice"):
        return True      # «me da igual» to «¿el martes o el miércoles?»: the first of the two
    if ((s.notes or takes_the_note_off(s) or takes_a_word_off(s, c.state["order"]))
            and (not _is_question(s) or _a_favour(s, c.biz))) or s.maybe:
        return True      # «en caja de regalo», «¿le puedes poner 2 Z?», «borra la nota»: for the note
    if awaiting == "note" and _a_favour(s, c.biz) and not _has_items(s):
        return True      # «¿me la podéis poner en caja?» to «¿Alguna indicación?»: the note, asked as a favour
    if primary in ("offtopic", "greet", "thanks", "bye", "about_me", "booking", "booking_unsupported"):
        return False
    if primary == "order":
        return True
    if (s.diet or {}).get("avoid") and not _is_question(s):
        return True     # 'es para un celíaco': the order checks its lines (diet_guard)
    if awaiting in ("name", "phone") and s.declines:
        return True     # the form accepts an optional field declined, explains a needed one
    if primary == "info" and _is_question(s):
        if named and _orders_then_asks(c, s):
            return True     # «y 2 X, ¿llevan huevo?»: added, and the question answered beside
        if named:   # "¿tenéis X?", "¿X lleva nueces?": a question about products, unless it answers "which one?"
            clar = c.state.get("clarify") or {}
            return awaiting == "pick" and not clar.get("contradicted") \
                and all(l["item_id"] in clar.get("candidates", []) for l in found.lines)
        if _info_topics(s):
            return False
        if HAVE_RE.search(s.norm or "") and not (s.change or s.want_kw or _another_time_asked(s)):
            return False    # «¿y el viernes también tenéis?»: whether it can be had then, asked
        return _gives_order_data(s) or (awaiting == "pick" and order_input.words_pick_one(c, s))
    if named or _has_items(s) or _gives_order_data(s):
        return True
    if awaiting == "pick" and order_input.words_pick_one(c, s):
        return True
    if awaiting == "pick" and order_input.declines_the_offer(c, s):
        return True     # «no» to «Solo tengo X… ¿Te vale?»: X is not written down
    if s.no_notes or (awaiting == "note" and (s.no or s.yes)):
        return True     # «sí» to «¿Alguna indicación?» asks which one (contact.apply_note)
    if awaiting in ("confirm", "big") and s.yes:
        return True
    if awaiting == "name" and looks_like_name(s.text or "", s):
        return True
    if awaiting == "phone" and any(ch.isdigit() for ch in s.text or ""):
        return True
    return awaiting == "note" and primary not in ("yes", "no")


def _another_time_asked(s) -> bool:
    """«¿hay algo más tarde?», «¿tedes algo antes?»: the free times after (before) the one held, asked
    of the same day and of nothing named (the window reads the time it is said against)."""
    return s.when.window is not None and not (s.when.has_day or s.items.any)


def _a_favour(s, biz) -> bool:
    """«¿me añades un X?», «¿me la ponéis en Y?»: something asked to be done, not a question to answer."""
    return asked_as_a_favour(s.norm or "") or a_favour_asked(s.norm or "", vocabulary_of(biz))


def _gives_order_data(s) -> bool:
    """A day, a time, a contact or an option choice: data for the order, even asked as a question."""
    w = s.when
    found = s.items
    return bool(w.has_day or w.has_time or w.window or w.asap or w.rel_min is not None or w.latest or w.part
                or w.first_thing
                or w.ambiguous_day or w.impossible is not None or found.stray_options or s.phone or s.name
                or _rules_out_a_day(s))


def _rules_out_a_day(s) -> bool:
    """«el jueves no puedo» with Friday held: kept out of the days offered, Friday stays."""
    return bool(s.refused_day or s.refused_weekdays) and not s.question


def _recap_held(c) -> None:
    """«¿para qué día era?» while the request is being written down: what it holds, then the question again."""
    form = ordering.OrderForm(c) if ordering.mid_flow(c) else booking.BookingForm(c)
    held = form.draft
    if form.kind == "order" and not held.get("lines"):
        c.say(say("held_nothing_yet", c.lang))      # a day but no line yet: never a recap of nothing
        reprompt_open(c)
        return
    what = form.held_what()
    if held.get("parts_noted"):     # «¿qué llevo?»: the things to have ready too, not only the service
        what = say("held_parts_noted", c.lang, what=what, things=join_list(held["parts_noted"], c.lang))
    sent_recap.answer_held(c, form.kind, what, held.get("ymd"), held.get("min"))
    reprompt_open(c)


def _empty_order_asked(c, s) -> bool:
    """An order with a day but no line yet, asked when or what: the knowledge's way of picking up or the
    day's hours (and «aún no llevas nada»), then the question open — never a recap of nothing."""
    if pickup_hours.asks_when_to_pick_up(s) and kb_first(c, s.text or ""):    # the knowledge's way of picking up
        c.say(say("held_nothing_yet", c.lang))
    elif sent_recap.asks_about_it(s, "order") or pickup_hours.asks_when_to_pick_up(s):
        pickup_hours.answer(c, c.state["order"].get("ymd"), held=True)
    else:
        return False
    reprompt_open(c)
    return True


def reprompt(c) -> None:
    """Ask again what the order was waiting for, reading nothing new."""
    ordering.order_step(c, neutral())


def reprompt_open(c) -> None:
    """Ask again what the order or the booking in progress was waiting for."""
    if ordering.mid_flow(c):
        reprompt(c)
    else:
        booking_turns.reprompt(c)


def cancel(c) -> None:
    if ordering.mid_flow(c) and c.has_pending and THE_SENT_ONE_RE.search(c.signals.norm if c.signals else ""):
        c.say(c.t("cancel_sent", phone=c.biz.phone))      # «anula el primer pedido» while writing another
        reprompt_open(c)
    elif ordering.mid_flow(c):
        remember_contact(c, c.state["order"])
        keep_dropped(c, "order")
        ordering.reset(c)
        c.cancelled = True
        c.note("cancel", True, "pedido sin enviar descartado")
        c.say(c.t("left_for_now" if c.signals is not None and c.signals.leaves else "cancelled"))
        if c.has_pending:
            c.say(c.t("sent_still_live", phone=c.biz.phone))
    elif c.state.get("done") or c.has_pending:
        c.say(c.t("cancel_sent", phone=c.biz.phone))
    elif c.signals is not None and OWN_THING_RE.search(c.signals.norm or ""):
        c.say(c.t("cancel_unseen", phone=c.biz.phone))     # «cancela mi reserva del viernes», made elsewhere
    else:
        c.say(c.t("nothing_to_cancel"))
        cancel_of_what.remember(c)      # «el pedido de ayer» next: one made before, to the phone


def _orders_then_asks(c, s) -> bool:
    """«y 2 X, ¿llevan huevo?», «ponme 3 X, a qué hora abrís?»: products counted before a
    question of allergens or hours (the clause before «¿» or the last comma) are ordered."""
    apart = question_apart(s.text or "")
    if apart is None or not (_beside_topics(c, s) or _the_total_asked(c, s, apart[1])
                             or PICKUP_TIME_ASKED_RE.search(clean(apart[1]))):
        return False
    head = find_items(clean(apart[0]), c.biz, c.state["order"]["lines"])
    return head.mode == "add" and bool(head.lines) and any(head.explicit)


def _books_then_asks(c, s) -> bool:
    """«<service> el jueves a las 10, ¿hay parking?»: a service with its day or time before a question
    about something else is an appointment (the question is answered beside it)."""
    if not (c.biz.can("booking") and is_staff(c.biz)) or booking.mid_flow(c):
        return False
    apart = question_apart(s.text or "")
    if apart is None or find_items(clean(apart[1]), c.biz).any:
        return False    # «…, ¿la <service> lleva X?»: the service asked about
    head = nlu.analyze(apart[0], c.biz, {"lang": c.lang, "now": c.now})
    return head.primary == "booking" and not head.question and (head.when.has_day or head.when.has_time)


def _orders_for_a_day_then_asks(c, s) -> bool:
    """«6 X para el martes, ¿se puede pagar con tickets?»: counted products and a day or time before
    any other question are an order; the question is answered or travels with it."""
    apart = question_apart(s.text or "")
    if apart is None or find_items(clean(apart[1]), c.biz).any:
        return False    # «…, ¿tenéis Y?»: Y asked about, not ordered (the question is answered first)
    head = nlu.analyze(apart[0], c.biz, {"cart": c.state["order"]["lines"]})
    counted = head.items.mode == "add" and bool(head.items.lines) and all(head.items.explicit)
    return counted and not head.question and (head.when.has_day or head.when.has_time)


def _the_total_asked(c, s, asked: str) -> bool:
    """«…, ¿cuánto sería todo?»: the price of what is being ordered (its «Apunto» says the total)."""
    return "price" in _info_topics(s) and not find_items(clean(asked), c.biz).any


# «¿dónde estáis?», «¿cuál es vuestra dirección?» beside an order (not «¿dónde lo recojo?»: the order says)
_WHERE_YOU_ARE_RE = re.compile(r"\b(?:donde|onde) (?:estais|estades|esta|estan|quedais|quedades|os encuentro|"
                               r"vos atopo)\b|\b(?:direccion|enderezo|ubicacion|localizacion)\b")


def _beside_topics(c, s) -> list[str]:
    """What a question beside an order may ask and be answered before it goes on."""
    topics = [t for t in _info_topics(s) if t == "hours" or (t == "address" and _WHERE_YOU_ARE_RE.search(s.norm or ""))]
    diet = s.diet or {}
    if diet.get("asks") and not diet.get("avoid") or diet.get("avoid") and _all_fit(c, s, diet["avoid"]):
        topics.append("allergens")
    return topics


def _all_fit(c, s, avoid: list[str]) -> bool:
    """«quiero una X, mi hija no puede tomar leche, ¿lleva?» and X has none: say so (what contains
    it is the diet guard's to say)."""
    contains = [c.biz.products.get(line["item_id"], {}).get("contains") or [] for line in s.items.lines]
    return bool(contains) and not any(a in one for one in contains for a in avoid)


def _answer_asked_beside(c, s) -> None:
    """«quiero 3 X para el martes, ¿llevan frutos secos?»: the allergens of what is
    ordered, or the hours, answered before the order goes on (the question was dropped)."""
    if not (_is_question(s) and _has_items(s)):
        return
    topics = _beside_topics(c, s)
    if topics:
        info.answer(c, s, topics)


def _form_wish(c, s) -> bool:
    """«cambiar la hora», «mejor por la tarde», «otro día», «añadir algo» while a request is being
    written down: what the summary's buttons do (the time or the day asked again, more items)."""
    wish = s.form_wish
    if wish is None or s.primary in ("cancel", "handoff", "refuse"):
        return False
    if ordering.mid_flow(c):
        held = c.state["order"].get("min")     # before a part ruled out clears it: the drop is said
        rule_out_refused(c.state["order"], s, order_input.PARTS)
        if wish == "more":
            ordering.ask_for_more(c)
            return True
        if wish == "time" and _time_outside_part_refused(s, held, order_input.PARTS):
            _say_time_kept(c, s, held)
            ordering.order_step(c, s)
            return True

        def forget(c):
            c.state["order"]["min"] = None
            if wish == "day":
                c.state["order"]["ymd"], c.day_unclear = None, True
        mark = len(c.replies)
        ordering.order_step(c, s, forget)
        if wish == "time" and isinstance(held, int):
            _say_time_dropped(c, s.when.part, held, mark)
        return True
    if booking.mid_flow(c) and wish in ("time", "day"):
        b = c.state["booking"]
        rule_out_refused(b, s, PART_RANGES)
        if wish == "time" and _time_outside_part_refused(s, b.get("min"), PART_RANGES):
            _say_time_kept(c, s, b["min"])
            booking_step(c, None)
            return True
        window = list(s.when.window) if s.when.window else None        # «a las 12 no puedo, más tarde»
        gone = {"min": None, "ymd": None} if wish == "day" else {"min": None, "part": s.when.part, "window": window}
        if wish == "time" and isinstance(b.get("min"), int):
            _time_open_again(c, b, said=s.refused_time == b["min"])
        booking_step(c, None, lambda c: b.update(gone))
        return True
    return False


def _time_outside_part_refused(s, held, ranges: dict) -> bool:
    """«por la tarde no puedo» with 10:00 held: the part ruled out has not the time held, which stays."""
    if not (s.refused_part and isinstance(held, int)) or s.when.part:
        return False
    lo, hi = ranges.get(s.refused_part, (0, 0))
    return not lo <= held < hi


def _part_held_already(c, s) -> str | None:
    """The part of the day wished («mejor por la noche», «mellor ao mediodía», «mejor para <a meal word>»)
    when the booking's time is in it already and no day is said: nothing moves."""
    held, w = booking_of(c).get("min"), s.when
    if not isinstance(held, int) or s.part_held_already:
        return s.part_held_already if isinstance(held, int) else None
    lo, hi = PART_RANGES.get(w.part or "", (0, 0))
    moved = w.has_day or w.has_time or w.window or w.asap or w.latest
    return w.part if s.change and lo <= held < hi and not moved else None


def _say_time_in_part(c, part: str, held: int) -> None:
    """«Ya la tengo a las 14:00, a mediodía.»"""
    c.say(say("time_in_part_already", c.lang, time=clock.fmt_time(held), part=say(f"bk_part_{part}", c.lang)))


def _say_time_kept(c, s, held: int) -> None:
    """«Vale, por la tarde no; las 10:00 siguen apuntadas.»"""
    part = say(f"bk_part_{s.refused_part}", c.lang)
    c.say(say("time_kept_part_refused", c.lang, part=part, time=clock.fmt_time(held)))


def _say_time_dropped(c, part_said: str | None, held: int, mark: int) -> None:
    """«mejor por la tarde» with 10:00 held while the order asks another thing first (a size
    to choose): the time held is never cleared unsaid (the time question itself shows it otherwise)."""
    if c.state.get("awaiting") == "time" or c.state["order"].get("min") is not None:
        return
    part = part_said if part_said in PART_RANGES else None      # «por la mañana no puedo»: no part sought
    key = "pickup_time_dropped_part" if part else "pickup_time_dropped"
    text = say(key, c.lang, time=clock.fmt_time(held), part=say(f"bk_part_{part}", c.lang) if part else "")
    c.say_before(mark, text)


def _time_open_again(c, b: dict, said: bool) -> None:
    """«cambia la hora», «esa hora no me va bien»: the time held is asked again before anything else
    (never cleared behind another question); refused, it is said open again first."""
    if said:
        c.say(say("bk_time_open_again", c.lang))
    b["time_reopened"] = True


# «me he equivocado de día», «el teléfono está mal»: which detail of what was sent is wrong
_A_DETAIL_RE = re.compile(r"\b(?:dia|hora|fecha|data|telefono|movil|numero|nombre|nome|cantidad|personas|persoas)\b")


# «¿y si son 8?», «e se somos tres?»: another count, asked
_IF_THERE_ARE_RE = re.compile(r"^(?:y si|e se|y|e) (?:son|somos|semos|seremos|sean|sexan|fueran|fosen|fuesemos|fosemos)"
                              r" (?:\d{1,3}|dos|dous|tres|cuatro|catro|cinco|seis|siete|sete|ocho|oito|nueve|nove|"
                              r"diez|dez|once|doce)$")


def _changes_the_sent(c, s) -> bool:
    """«añade 2 X», «me equivoqué, eran 8», «al final seremos 3» right after sending: a change of
    what was sent (a person makes it), not a new request beside it."""
    w = s.when
    when_or_count = (w.has_day or w.has_time or s.party is not None or s.party_delta is not None
                     or count_set(s.norm or "") is not None or _COUNT_CORRECTED_RE.match(s.norm or "")   # «al final 8»
                     or _IF_THERE_ARE_RE.match(s.norm or ""))
    gives = (when_or_count or s.has_items or s.items.for_the_cart or s.change or s.phone
             or _A_DETAIL_RE.search(s.norm or ""))
    idle = not (ordering.mid_flow(c) or booking.mid_flow(c))    # the server runs it in a fresh dialog aside
    sent = (c.state.get("last") or {}).get("sent")      # an order or booking of ours, not a question passed on
    if sent and w.has_day and w.ymd and sent.get("ymd") and w.ymd != sent["ymd"] and (s.has_items or s.booking_kw) \
            and not s.may_change_sent:     # («¿podemos ir el sábado?»: the one sent, asked to move)
        return False        # «también quiero 3 X para el martes» after sending tomorrow's: a new request
    party_alone = bool(sent) and (s.party is not None or s.party_delta is not None) and not (
        w.has_day or w.has_time or s.has_items)      # «perdona, somos 3»: the party sent
    diet = s.diet or {}
    told = bool(s.notes or diet.get("tags") or diet.get("avoid") or diet.get("allergy"))   # «uno es vegano»
    changes = ((s.changes_sent or party_alone) and (gives or told)) or (s.may_change_sent and when_or_count)
    return bool(c.has_pending and sent and idle and changes)




# «¿cuándo me la podéis ver?», «¿qué día tenéis?»: when, asked of the booking itself
_WHEN_ASKED_RE = re.compile(r"\b(?:cuando|cando|que dias?|que horas?|a que hora|hueco|oco|libre)\b")


# «¿cuánto tardáis?», «¿cuánto es?», «¿canto dura?»: the price or the length of the services asked
# («cuánto se tarda», «canto tempo se tarda»: said impersonally; «cuánto es y cuánto se tarda»: both)
_RECAP_ONE = (r"(?:cuanto|canto) (?:(?:tiempo|tempo|rato) )?(?:me |se |nos )?(?:tardais|"
              r"tardades|tarda|tardan|dura|duran|cuesta|cuestan|custa|custan|es|e|sale|sae|vale|"
              r"valen|cobrais|cobrades)(?: (?:en total|todo|eso|esto|iso|isto|mas o menos|"
              r"mais ou menos|mas ou menos|aproximadamente))?")
_RECAP_ANSWERS_RE = re.compile(rf"^(?:y |e |pues |pois )?(?:(?:tambien |tamen )?(?:saber|preguntar) )?"
                               rf"{_RECAP_ONE}(?: (?:y|e) {_RECAP_ONE})?\W*$")


def _pass_on_asked_beside_booking(c, s, start: int, asked=None) -> None:
    """«sitio para 4 el jueves a las 21, ¿se puede ir con perro?», «…, ¿cuánto cuesta el X?»: the
    booking started is written down and the question beside it answered before the booking's next
    question (the data, else the knowledge; else it goes with the booking to a person). A question
    about the booking itself (when, its day, time, party, person or, at a salon, its services) is
    the booking's."""
    apart = question_apart(s.text or "") if _is_question(s) and booking.mid_flow(c) else None
    if apart is None and booking.mid_flow(c):
        apart = s.services_asked_beside     # «<service> el martes y saber si hacéis Y», unmarked (as read)
    if apart is None and s.cancel_asked and booking.mid_flow(c):
        apart = cancelling_asked_after(s.text or "")     # «…a las 14 y si cancelo me cobráis?», unmarked
    if apart is None and booking.mid_flow(c):
        _pass_on_asked_with_the_visit(c, s, start)
    if apart is None or len(c.replies) == start:
        return
    asked = asked or nlu.analyze(apart[1], c.biz, {"lang": c.lang, "now": c.now})     # (read once when held)
    if _another_service_asked(c, s, asked):
        asked.primary, asked.topics = "info", ["price"]     # «…y saber si hacéis Y»: what Y is and costs
    w = asked.when
    if not (asked.primary == "info" or _a_favour_asked(c, asked)) or asked.greet or w.has_time \
            or (w.has_day and not _a_thing_on_the_booking_day(c, asked)) or w.part or asked.party is not None \
            or asked.resource or _a_service_named(c, asked) or PICKUP_TIME_ASKED_RE.search(asked.norm) \
            or asked.asks_free or _when_of_the_booking_asked(asked) or _fitting_it_asked(s, asked) \
            or (is_staff(c.biz) and c.state["booking"].get("services") and _RECAP_ANSWERS_RE.search(asked.norm)):
        return      # (the services' price and length are in the booking's «Apunto: …»)
    asked_beside.said_beside_booking(c, start, lambda: _answer_data_or_kb(c, asked, apart[1]))


def _fitting_it_asked(s, asked) -> bool:
    """«se me rompió la X, ¿me la cambiáis?»: the thing named before, asked to be fitted, is what the message
    booked (its service, or X in the note), no question for a person."""
    return bool(FITTED_BACK_RE.search(asked.norm) and (s.items.replaced or s.items.lines))


def _another_service_asked(c, s, asked) -> bool:
    """«<service> el martes y saber si hacéis <another>», «…, ¿hacéis <another>?»: whether the business does
    a service the booking does not hold, asked beside it."""
    named = {line["item_id"] for line in asked.items.lines}
    held = set(c.state["booking"].get("services") or ())
    return bool(named) and not named & held and not asked.when.has_day and not asked.when.has_time \
        and all(bookable_service(c.biz, c.biz.products.get(i) or {}) for i in named) \
        and s.services_asked_beside is not None


def _a_thing_on_the_booking_day(c, asked) -> bool:
    """«mesa para 4 y saber si tenéis <X> el viernes», the booking written down for that Friday: whether
    X is had that day is asked beside it (not the booking's own day)."""
    return asked.when.ymd == c.state["booking"].get("ymd") and asked.has_items and not _a_service_named(c, asked)


def _a_service_named(c, asked) -> bool:
    """Where people are booked by service, a question naming one of them is the appointment's; a thing
    sold there asked about («…, ¿tenéis <part>?») is answered beside it, none of it held."""
    if not (asked.has_items and is_staff(c.biz)):
        return False
    named = [line["item_id"] for line in asked.items.lines] \
        + [pid for entry in asked.items.ambiguous for pid in entry.get("candidates") or ()]
    things = [c.biz.products.get(pid) for pid in named]
    held = set(c.state["booking"].get("services") or ())
    if things and info.topics_of(asked) and not held.intersection(named):
        return False        # «…, ¿cuánto cuesta el <other service>?»: asked of one the booking lacks
    return not things or any(p is None or bookable_service(c.biz, p) for p in things)


def _when_of_the_booking_asked(asked) -> bool:
    """«¿cuándo me la podéis ver?», «¿qué día tenéis?»: the booking's own day or time asked; «¿hasta
    cuándo puedo cancelar?» asks the business's rule on cancelling instead."""
    return bool(_WHEN_ASKED_RE.search(asked.norm)) and not asked.cancel_asked


def _a_favour_asked(c, asked) -> bool:
    """«¿podéis preparar una X?» beside a table, where nothing is ordered: a wish for the place to
    answer, passed on with the booking (not an order)."""
    return asked.primary == "order" and bool(asked.question) and not c.biz.can("order") and not asked.has_items


def _pass_on_asked_beside_held(c, s, start: int) -> None:
    """«somos 2 adultos y 2 niños, ¿tenéis <things>?» to a booking's question: what it tells is
    written down and the question beside it answered or passed on, as with a booking started
    (one the data answers, «…, ¿cuánto cuesta el X?», the booking's own step has answered)."""
    apart = question_apart(s.text or "") if booking.mid_flow(c) and c.case_state != "handoff" else None
    if apart is None or clean(apart[1]) in {clean(q) for q in c.state["booking"].get("questions") or ()}:
        return      # (passed on already, with the booking)
    asked = nlu.analyze(apart[1], c.biz, {"lang": c.lang, "now": c.now})
    if info.topics_of(asked) or any((asked.diet or {}).values()):
        return
    _pass_on_asked_beside_booking(c, s, start, asked)


def _pass_on_asked_with_the_visit(c, s, start: int) -> None:
    """«¿podemos ir con niños el sábado a las 21? somos 4»: the booking is written down and what the
    question asks beyond coming («con niños») answered before its next question (the data, else the
    knowledge; else it goes with the booking to a person). «¿tenéis mesa…?», «¿hay sitio…?» ask only
    for the table."""
    beside = asked_with_the_visit(s, c.biz)
    if beside is None or len(c.replies) == start or (is_staff(c.biz) and (s.has_items or s.symptom_of)):
        return      # (a service named is the appointment's: «¿<a service> el jueves?», «¿podéis revisar <a thing>…?»)
    asked = nlu.analyze(beside.without_when, c.biz, {"lang": c.lang, "now": c.now})
    if asked.primary != "info" or asked.booking_kw or asked.asks_free or asked.party is not None or asked.greet \
            or asked.resource or (asked.has_items and is_staff(c.biz)) or _when_of_the_booking_asked(asked) \
            or PICKUP_TIME_ASKED_RE.search(asked.norm):
        return
    noted = set(clean(" ".join(s.notes)).split())

    def answer() -> None:       # the knowledge searched without the day and time, which match no text of it
        if info.topics_of(asked) or any((asked.diet or {}).values()):
            answer_info(c, asked)
        elif not kb_first(c, beside.without_when) and not set(beside.asks) <= noted:
            ask_kb(c, beside.question)      # (a wish the booking notes, «¿…en <a place>…?», goes as its note)
    asked_beside.said_beside_booking(c, start, answer)


def _pass_on_asked_beside(c, s) -> None:
    """«quiero 4 X para mañana, ¿aceptáis bizum?», «…, ¿y cuánto cuesta?»: the order is started and
    its question answered (the order's total, the data, the knowledge, else it goes with the order
    to a person), said before the order's next question."""
    if _delivery_wished(c, s):
        return
    apart = question_apart(s.text or "") if _is_question(s) and not (_beside_topics(c, s) or s.takes_it) else None
    if apart is not None and (s.diet or {}).get("avoid") and CONTAINS_OR_MAY_ASKED_RE.search(clean(apart[1])):
        return      # «…, soy alérgica a la leche, ¿lleva?»: the diet guard answers it
    if apart is not None and (s.diet or {}).get("avoid") and diet_guard.of_the_choice_wished(s):
        return      # «quiero una <group>… y saber si hay sin gluten»: the choice, filtered, answers it
    if apart is None or not ordering.mid_flow(c) or (s.want_kw and only_a_yes(apart[0])):
        return      # «vale, ¿me guardas uno para el martes?»: the question is the order, not asked beside it
    held = {line["item_id"] for line in c.state["order"]["lines"]}
    named = {line["item_id"] for line in find_items(clean(apart[1]), c.biz).lines}
    if named and named <= held or find_items(clean(apart[1]), c.biz).ambiguous:
        return
    asked = nlu.analyze(apart[1], c.biz, {"cart": c.state["order"]["lines"]})
    if named:       # «…, ¿la Y va incluida?»: Y is no part of the order; what it is and costs
        asked.topics = [t for t in asked.topics if t != "menu"] or ["price"]
    elif asked.primary != "info" or asked.greet or info.topics_of(asked) in (["price"], ["address"]) \
            or PICKUP_TIME_ASKED_RE.search(asked.norm):
        return      # «¿y cuánto cuesta?», «¿dónde lo recojo?», «¿a qué hora los tendréis?»: the order answers it
    if asked.diet.get("avoid") and not asked.diet.get("asks"):     # «¿son aptos para celíacos?»: of what is ordered
        asked.diet = {**asked.diet, "asks": list(asked.diet["avoid"]), "avoid": []}
    mark = _noted_at(c)

    def answer() -> None:
        if LEAD_QUESTION_RE.search(asked.norm):      # «…para el martes, ¿llego a tiempo?»: the day said, checked
            held = info.in_the_cart(c)
            if held:        # (nothing held, the thing not sold: «No tengo X» is the answer)
                lead_answers.answer(c, s, held)
        elif cart_answers.is_cart_question(c, asked):
            cart_answers.answer(c, asked)
        else:
            _answer_data_or_kb(c, asked, apart[1])
    _said_before(c, mark, answer)


def _noted_at(c) -> int:
    """Where the order's «Apunto: …» starts among this turn's replies (0 without one)."""
    return next((i for i, r in enumerate(c.replies) if r["text"].startswith(c.t("noted").split("{")[0])), 0)


def _delivery_wished(c, s) -> bool:
    """«quiero mandar un <thing> al hospital», «mándala a casa de mi madre»: whether the business
    delivers, from the knowledge (else the wish goes with the order to a person, in the customer's
    words), said before the order's next question. Never a pickup taken silently."""
    wish = None if _is_question(s) else DELIVERY_WISH_RE.search(s.norm or "")
    if wish is None or not ordering.mid_flow(c):
        return False
    _said_before(c, _noted_at(c), lambda: _answer_delivery(c, as_said(wish.group(0), s.text or "")))
    return True


def _answer_delivery(c, said: str) -> None:
    if not kb_first(c, c.t("delivery_asked")):
        handoff_question(c, said)


def _delivery_wished_mid_order(c, s) -> bool:
    """The delivery wished once the order is under way: answered, then the order's question again
    (or the rest of the message read, when it says more: «…, para el martes a las 10»)."""
    if not (ordering.mid_flow(c) and c.state["order"]["lines"]) or _is_question(s):
        return False
    wish = DELIVERY_WISH_RE.search(s.norm or "")
    if wish is None:
        return False
    said = as_said(wish.group(0), s.text or "")
    if s.has_items or s.when.has_day or s.when.has_time:
        ordering.order_step(c, s)
        _said_before(c, _noted_at(c), lambda: _answer_delivery(c, said))
    else:
        _answer_delivery(c, said)
        reprompt_open(c)
    return True


def _free_times_asked(c, s) -> bool:
    """«¿qué horas tenéis libres?», «¿qué otras horas hay?» with a day held: the time held is let go
    and the day's free times are said, with the time question (a day said with it is that day's)."""
    held = c.state["order"] if ordering.mid_flow(c) else c.state["booking"] if booking.mid_flow(c) else None
    if held is None or s.when.has_time or not FREE_TIMES_ASKED_RE.search(s.norm or ""):
        return False
    if not (held.get("ymd") or s.when.has_day):
        return False
    if s.resource and held is c.state["booking"] and held.get("resource") not in (None, s.resource):
        return False        # «¿y Marta qué horas tiene?» with Iago held: asked of her, nobody changed
    c.free_times_asked = True
    held.update({"min": None, "part": None, "window": None})
    c.state["awaiting"] = None      # the question is no answer to the one asked (never the note)
    if held is c.state["order"]:
        ordering.order_step(c, s)
    else:
        booking_step(c, s)
    return True


def _when_to_come_asked(c, s) -> bool:
    """«¿cuándo tengo que recogerlos?», «¿a qué hora paso a por ellos?», «¿cando os recollo?» mid-order with
    things held, «¿a qué hora tengo que ir?» mid-booking: when to come, answered (come_when_asked, stop 63),
    then the question open again; to the time question itself it is no answer, and the time question comes
    with the day's free times (never a person's)."""
    if ordering.mid_flow(c) and come_when_asked.asks_for_the_order(c, s):
        come_when_asked.answer_for_the_order(c, s)
        held = c.state["order"]
    elif booking.mid_flow(c) and come_when_asked.asks_for_the_booking(c, s):
        held = booking_of(c)
        if held.get("ymd") and held.get("min") is not None:
            come_when_asked.say_held(c, held, "booking_held_at")
        c.free_times_asked = bool(held.get("ymd"))      # a day alone: its free times, listed
    else:
        return False
    c.state.pop("asked", None)      # answered, not ignored: no «Para seguir necesito…» before the question
    if c.state.get("awaiting") != "time" or not held.get("ymd") or held.get("min") is not None:
        reprompt_open(c)     # the day or the size question still open, or a time held: asked again
        return True
    c.note("time", True, "cuándo pasar, preguntado: el horario del día y la pregunta de la hora, otra vez")
    c.state["awaiting"] = None      # the question is no answer to the one asked (never the note)
    if held is c.state["order"]:
        ordering.order_step(c, s)
    else:
        booking_step(c, s)
    return True


def _taken_off_not_held(c, s) -> bool:
    """«quita las X», «en vez de las X, …» mid-order with no X in it: said so, with what it holds, and the
    question again."""
    told = (taken_off_but_not_held(c, s) or given_up_but_not_held(c, s)) if ordering.mid_flow(c) else None
    if told is None:
        return False
    c.say(told)
    reprompt_open(c)
    return True


def _said_before(c, start: int, say_it: Callable[[], None]) -> None:
    """What `say_it` says goes before the replies from `start` on (the request's own, with its question)."""
    later = c.replies[start:]
    del c.replies[start:]
    say_it()
    c.replies.extend(later)


def _answer_data_or_kb(c, asked, question: str) -> None:
    """A question beside a request: the data, else the knowledge (else it goes with it to a person)."""
    if info.topics_of(asked) or any((asked.diet or {}).values()) or info.follow_up(asked, None):
        answer_info(c, asked)       # («¿tenéis X?»: that it is sold, with its price)
    else:
        ask_kb(c, question)


_SENTENCE_END_RE = re.compile(r"[.!]\s+")
# «perdona, ¿a qué hora cerráis?»: a courtesy before a question is no answer (no name «Perdona»)
_COURTESY_WORDS = frozenset("perdona perdone perdon disculpa disculpe desculpa desculpe porfa oye oiga oia mira "
                            "hola ola buenas boas gracias grazas vale ok una pregunta unha por favor muchas moitas "
                            "buenos bos dias tardes un saludo saludos saudo pues nada mas".split())


def _answers_then_asks(c, s, step=None) -> bool:
    """«a las 11. ¿cuánto cuesta la X?», «Ana, ¿a qué hora cerráis?», «612 345 678, ¿cuánto es en
    total?»: the answer to the order's question, then another question. The answer is kept and
    the question answered before the order's next one."""
    awaiting = c.state.get("awaiting")
    apart = _answer_apart(s.text or "") if awaiting in ("time", "day", "name", "phone", "party") else None
    if apart is None:
        return False
    cart = c.state["order"]["lines"]
    answer = _A_QUESTION_ANNOUNCED_RE.sub("", apart[0])
    head = nlu.analyze(answer, c.biz, {"lang": c.lang, "awaiting": awaiting, "now": c.now, "cart": cart})
    contact = bool(head.name or head.phone)     # the phone said when the name was asked, or the reverse
    party = step is not None and head.party is not None     # «somos 5, ¿…?», «4, ¿…?» to a booking's question
    gives = {"time": head.when.has_time, "day": head.when.has_day, "name": contact, "phone": contact,
             "party": party}[awaiting] or party
    if not gives or head.has_items or _is_question(head) or set(clean(answer).split()) <= _COURTESY_WORDS \
            or _a_request_not_taken(c, head):
        return False
    asked = nlu.analyze(apart[1], c.biz, {"lang": c.lang, "now": c.now, "cart": cart})
    if party and _moves_the_booking(asked):
        asked.party, asked.question = head.party, False     # «4, ¿a las 22 mejor?»: the count and the change
        step(c, asked)
        return True
    if cart_answers.is_cart_question(c, asked):
        cart_answers.answer(c, asked)
    else:
        answer_info(c, asked)
    (step or ordering.order_step)(c, head)      # the order's next question, or the booking's
    return True


def _a_request_not_taken(c, head) -> bool:
    """«quiero reservar una mesa para 4 el viernes a las 14, y saber…» mid-order where no bookings are
    taken: a request of its own, refused; its day and time are not the order's."""
    return head.primary in ("booking", "booking_unsupported") and (head.booking_kw or head.party is not None) \
        and not c.biz.can("booking")


def _moves_the_booking(asked) -> bool:
    """«¿a las 22 mejor?», «¿y si mejor el sábado?» after the count: a change of when, not a question for the staff."""
    return (asked.when.has_day or asked.when.has_time) and not (info.topics_of(asked) or asked.asks_free)


# «Ana y una pregunta, ¿…?», «Ana. Otra cosa: ¿…?», «Ana, por cierto, ¿…?»: the question announced after the answer
_A_QUESTION_ANNOUNCED_RE = re.compile(r"[\s,.;:]*(?:\b(?:y|e)\s+)?\b(?:una|unha|otra|outra)\s+"
                                      r"(?:pregunta|cosa|cousa|duda|dubida|dúbida)\b[\s,.;:]*$|"
                                      r"[\s,.;:]*\b(?:y |e )?por cierto\b[\s,.;:]*$", re.I)


def _answer_apart(text: str) -> tuple[str, str] | None:
    """(the answer, the question) of «a las 11. ¿cuánto…?», «Ana, ¿a qué hora…?»."""
    apart = question_apart(text)
    if apart is None and "?" in text:
        ends = [m for m in _SENTENCE_END_RE.finditer(text, 0, text.find("?"))]
        apart = (text[:ends[0].start()], text[ends[0].end():]) if ends else None
    return apart if apart and apart[0].strip() and apart[1].strip() else None


_NEEDED_BEFORE_SENDING = frozenset({"day", "time", "party", "service", "resource", "option", "pick", "items"})
# «¿puedo cancelarlo?» once sent: how, with the phone (a person cancels it)
# (not «¿hasta cuándo puedo cancelar?»: how long one may, the business's rule)
_CAN_I_CANCEL_RE = re.compile(r"(?<!hasta cuando )(?<!ata cando )(?<!hasta que dia )(?<!ata que dia )"
                              r"\b(?:puedo|podo|se puede|se pode|podemos) (?:cancelar|anular)\w*")


def _after_sending(c, s) -> bool:
    """«¿está confirmada?» and «enviar» again once sent: it is with a person, who has not confirmed
    it yet (a confirmation reaches this chat by itself); before sending, how to send."""
    idle = not (ordering.mid_flow(c) or booking.mid_flow(c))
    sent = c.has_pending or bool(c.state.get("done"))
    norm = s.norm or ""
    asks = bool(STATUS_RE.search(norm)) and (s.question or s.short)
    if asks and c.state.get("awaiting") == "confirm":
        c.say(c.t("status_unsent"))
    elif idle and sent and (asks or SEND_RE.match(norm)):
        c.say(c.t("status_pending", biz=c.biz.name))
    elif not idle and c.state.get("awaiting") in _NEEDED_BEFORE_SENDING and SEND_RE.match(norm) and s.short:
        c.say(c.t("send_not_yet"))      # «envíalo» with the time still to say: what is missing, asked
        if ordering.mid_flow(c) and (refused := ordering.refused_day_note(c)):
            c.say(refused)      # «Mañana no llego…» said again: the day is missing too
        reprompt_open(c)
    elif idle and sent and (CALLED_OFF_ALL_RE.match(norm) or DONT_SEND_RE.match(norm) or _CAN_I_CANCEL_RE.search(norm)):
        cancel(c)       # «al final no», «ya no venimos»: a person cancels it, by phone
    else:
        return False
    return True


def _orders_beside_a_topic(c, s) -> bool:
    """«quiero 4 X para el martes y necesito factura», or «necesito factura» mid-order: an order
    with a topic for people that the dataset lets travel with it (`handoff_topics[].with_order`);
    the others («es para una boda») take the whole conversation to a person."""
    topic = _topic_said(c, s)
    ordering_now = _orders_beside(s, topic) and bool(s.want_kw or s.order_kw or s.when.has_day or s.when.has_time)
    return bool(topic.get("with_order")) and c.biz.can("order") and (ordering_now or ordering.mid_flow(c))


def _topic_said(c, s) -> dict:
    return next((t for t in c.biz.data.get("handoff_topics") or [] if t.get("id") == s.handoff_topic), {})


def _orders_beside(s, topic: dict) -> bool:
    """Things asked for beside the topic, the topic's own word not one of them («necesito una
    <topic word> de una compra» orders nothing)."""
    words = {singular(normalize(w)) for w in topic.get("words") or []}
    unknown = [u for u in s.items.unknown if not words & {singular(w) for w in u.split()}]
    return bool(s.items.for_the_cart or unknown)


def _order_with_the_topic(c, s) -> None:
    """The order goes on and the topic travels with it to the person who confirms it, said first."""
    c.say(c.t("topic_with_order", biz=c.biz.name))
    c.note("handoff", True, f"{s.handoff_topic}: va con el pedido")
    ordered = _orders_beside(s, _topic_said(c, s))
    ordering.order_step(c, s if ordered else neutral())     # «necesito factura» alone answers nothing asked
    c.state["order"].setdefault("questions", []).append(s.text or "")


# «lo mismo para el domingo», «otra igual», «repite el pedido»: what was sent, asked for again
_SAME_AGAIN_RE = re.compile(r"\b(?:lo mismo|o mesmo|otr[oa] igual|outr[oa] igual|otr[oa] identic[oa]|"
                            r"(?:otr|outr)[oa] (?:reserva|cita|mesa|pedido|encargo|encomenda) igual|"
                            r"repite(?:me|nos)? (?:el|la|o|a) (?:pedido|reserva|cita|encargo)|repitemelo|repiteo|"
                            r"el mismo pedido|o mesmo pedido|la misma reserva|a mesma reserva|igual que antes)\b")


# «y para el jueves a la misma hora?», «e outra para o xoves»: one more on another day, not a change
_AND_ANOTHER_DAY_RE = re.compile(r"^(?:y|e|tambien|tamen)\b|\b(?P<another>(?:otr|outr)[oa]) (?:para|pa|pra|el|la|o|a|"
                                 r"reserva|cita|mesa|pedido|encargo|encomenda)\b")


def _the_same_again(c, s) -> bool:
    """«lo mismo para el domingo» after sending: a new request with what was sent (lines; or party,
    services and person), for the day said or asked; what was sent stays as it is."""
    sent = (c.state.get("last") or {}).get("sent") or {}
    again = sent.get("again")
    norm = s.norm or ""
    another_day = _another_day_the_same(s, norm)
    if not again or ordering.mid_flow(c) or booking.mid_flow(c) or not (_SAME_AGAIN_RE.search(norm) or another_day):
        return False
    c.note("again", True, f"otra solicitud igual que la enviada ({sent['kind']})")
    if another_day:     # it could have meant the sent one, moved: that one is a person's to change
        c.say(c.t("again_beside_sent", phone=c.biz.phone))
    same_time = {} if s.when.has_time or s.when.part or s.when.asap else {"min": sent.get("min")}
    if sent["kind"] == "order":
        ordering.reset(c)
        ordering.order_step(c, s, lambda c: c.state["order"].update(lines=[dict(x) for x in again["lines"]],
                                                                    **same_time))
    else:
        booking.reset(c)
        booking_step(c, s, lambda c: booking_of(c).update({**{k: v for k, v in again.items() if v}, **same_time}),
                     announce=True)
    return True


def _another_day_the_same(s, norm: str) -> bool:
    """«y para el jueves a la misma hora?», «y otra para el jueves»: another day said, no time, added on."""
    if not s.when.has_day or s.when.has_time or s.change or s.has_items or s.party is not None or s.topics:
        return False    # «y otro para el jueves: 2 X», «y otra para mi hija, <service>»: a new one, its own things;
        #                 «y otra cosa, el jueves abrís?»: a question of its own
    added = list(_AND_ANOTHER_DAY_RE.finditer(norm))
    return any(m.group("another") for m in added) or bool(added and SAME_TIME_RE.search(norm))


def change_earlier(c) -> None:
    """A request made before is changed by a person: the one sent from this chat, or one made
    elsewhere. Never a new request."""
    sent = c.state.get("done") or c.has_pending
    undone = c.signals is not None and c.signals.cancel      # «mejor cancélalo»: to call off, not to change
    c.note("change", True, "cambio de una solicitud ya hecha: al teléfono")
    key = ("cancel" if undone else "change") + ("_sent" if sent else "_unseen")
    c.say(c.t(key, phone=c.biz.phone))


def earlier_asked(c) -> None:
    """«encargué una X para el martes, ¿está confirmada?», «os dejé la bici el jueves, ¿cuándo la
    recojo?»: a request made before, asked about, is looked at by a person. Never a new request."""
    sent = c.state.get("done") or c.has_pending
    c.note("earlier", True, "pregunta por una solicitud ya hecha: al teléfono")
    c.say(c.t("earlier_sent" if sent else "earlier_unseen", phone=c.biz.phone))


def start_order(c, s) -> None:
    if c.state.get("done") or c.state.get("intent") != "order":
        ordering.reset(c)
    ordering.order_step(c, s)


# «mi DNI es …», «o NIE …»: the number said to be an identity document
_ID_DOCUMENT_RE = re.compile(r"\b(?:dni|nie|nif|documento|carnet|carne (?:de|do) (?:identidad|conducir)|identidad|"
                             r"identificacion)\b")


def _phone_short_of_a_digit(c, s) -> bool:
    """Eight bare digits (masked as a possible DNI, no letter) answering the phone question, or
    beside the name at the name question («ana 60012312»), not said to be a DNI: a phone written
    with a digit missing far more often than a DNI given unasked."""
    awaiting = c.state.get("awaiting")
    if awaiting not in ("name", "phone") or "digits_only" not in c.redacted or (awaiting == "name" and not s.name):
        return False
    return not _ID_DOCUMENT_RE.search(clean((s.text or "").replace(DNI_MASK, " ")))


def _repeated(c, s) -> str | None:
    """The message just sent, sent again («quiero 2 X» twice in a row, a resend while the
    answer was on its way), or again with more said («2 X», then «2 X para mañana»):
    "same" or "more" when what it adds is already written down (then the lines it repeats are
    taken out of `s`), else None."""
    if not ordering.mid_flow(c) or not s.items.lines or s.items.mode != "add" or s.items.less:
        return None     # («cambia un X por una Y», Y held: one X goes, so Y's one is no repeat)
    previous = next((h["content"] for h in reversed(c.history) if h["role"] == "user"), None)
    rest = after_repeating(previous, s.text or "") if previous else None
    if rest is None:
        return _restated(c, s)
    if MORE_RE.search(rest):     # «2 X más para mañana»: more of the same, on purpose
        return None
    held = {line["item_id"]: int(line.get("qty") or 0) for line in c.state["order"]["lines"]}
    new = [held.get(line["item_id"], 0) < int(line.get("qty") or 1) for line in s.items.lines]
    if all(new) or (any(new) and not rest):
        return None
    c.note("repeat", True, "el mensaje anterior otra vez: lo que añade ya está apuntado")
    if rest:        # the day, the time or the other things it adds are read; its lines not twice
        found = s.items
        found.lines = [line for line, is_new in zip(found.lines, new) if is_new]
        found.explicit = [said for said, is_new in zip(found.explicit, new) if is_new]
        s.has_items = found.any
    return "more" if rest else "same"


def _count_restated_at_summary(c, s) -> None:
    """«2 X» at the summary with X held (one of it): the count is set to 2, not 2 more; «2 X más»,
    «también 2 X», «otras 2 X» still add."""
    held = [line["item_id"] for line in c.state["order"]["lines"]]
    found = s.items
    if c.state.get("awaiting") != "confirm" or not ordering.mid_flow(c) or found.mode != "add" or not found.lines \
            or not all(found.explicit) or not all(held.count(line["item_id"]) == 1 for line in found.lines):
        return
    named = {i for start, end in found.spans for i in range(start, end)}
    rest = [w for i, w in enumerate(found.words) if i not in named and qty_token(w) is None]
    if all(w in _ONLY_A_COUNT_WORDS for w in rest):     # not «súmale 2 X», «ponme 2 X», «2 X para mi hermana»
        found.mode = "set"


_ONLY_A_COUNT_WORDS = frozenset("mejor mellor pues pois no non bueno bo vale ok que sean sexan de".split())


_ON_PURPOSE_RE = re.compile(r"\b(?:tambien|tamen|otr[oa]s?|outr[oa]s?)\b")     # «también 2 X», «otros 2»


def _restated(c, s) -> str | None:
    """«vale, pues quiero 2 X para el martes», «sí, eso: 2 X y una Y» with those very lines held
    (same count, same choices) and nothing said to add them again: the order said back, not twice.
    "same" when only that was said, "more" when a day, a time or other lines come with it."""
    if MORE_RE.search(s.norm or "") or _ON_PURPOSE_RE.search(s.norm or "") or not all(s.items.explicit or [False]):
        return None
    def key(line: dict) -> tuple:
        return line["item_id"], int(line.get("qty") or 1), line.get("options") or {}
    held = [key(line) for line in c.state["order"]["lines"]]
    again = [key(line) in held for line in s.items.lines]
    if not any(again):
        return None
    c.note("restated", True, "las líneas que repite ya están apuntadas con esa cantidad: no se suman")
    found = s.items
    found.lines = [line for line, same in zip(found.lines, again) if not same]
    found.explicit = [said for said, same in zip(found.explicit, again) if not same]
    s.has_items = found.any
    said_more = s.has_items or s.when.has_day or s.when.has_time or s.name or s.phone or s.notes
    return "more" if said_more else "same"


def _place_asked_first(c, s) -> None:
    """«¿podemos ir el sábado con el perro?»: a booking asked as a question that names one of the
    trade's wishes (`reading.note_words`) asks whether it may be; the knowledge answers it first
    when it can, and the booking goes on (the wish is noted as ever)."""
    words = vocabulary_of(c.biz).note_words
    if not (s.question and words is not None and words.search(s.norm or "")) or booking.mid_flow(c):
        return
    if question_apart(s.text or "") is not None:
        return      # «somos 2 el viernes a las 14, ¿se puede ir con perro?»: the question apart is answered beside
    beside = asked_with_the_visit(s, c.biz)     # searched without its day and time, which match another text
    kb_first(c, beside.without_when if beside else s.text or "")


def _complaint_beside(c, s) -> None:
    """A complaint about something bought before, said while an order or a booking is being
    written down: an apology, the words in its note (a person reads them with it), and the
    question that was open, again."""
    held = ordering.mid_flow(c)
    target = c.state["order"] if held else c.state["booking"]
    keep_note_lines(c, target, [(s.text or "").strip()], alone=False)
    c.note("complaint", True, "queja de una compra anterior: va en la nota de esta petición")
    c.say(c.t("complaint_noted_order" if held else "complaint_noted_booking"))
    reprompt_open(c)


_THAT_ONE_THEN_RE = re.compile(r"^(?:(?:vale|ok|pues|pos|pois|bueno|bo|si|entonces|enton|venga)\s+)*"
                               r"(?:esa|ese|esa misma|ese mismo|esa mesma|ese mesmo)\s+"
                               r"(?:para|pa|pra|a las|as|el|hoy|manana|mana)\b")
_OWN_MISTAKE_RE = re.compile(OWN_MISTAKE)
# «mejor 3» to «¿A qué hora?» with one line held: three of it, or at three?
_BETTER_N_RE = re.compile(r"^(?:(?:pues|pois|vale|ok|no|non|ahora que lo pienso|agora que o penso)\s+)*"
                          r"(?:mejor|mellor|pensandolo mejor|pensandoo mellor)\s+(?P<n>\d{1,2}|[a-z]+)$"
                          r"|^(?P<n2>\d{1,2}|[a-z]+)\s+(?:mejor|mellor)$"           # «2 mejor»
                          # «uy, 2», «no perdona 2», «non perdoa, dous», «me equivoqué, 2»
                          rf"|^(?P<owned>(?:no|non)\s+)?(?:(?:{SORRY}|{OOPS}|espera|agarda|{OWN_MISTAKE})\s+)+"
                          r"(?P<n3>\d{1,2}|[a-z]+)$"
                          r"|^(?:(?:pues|pois|vale|ok)\s+)?(?:quiero|quero)\s+(?P<n4>\d{1,2}|[a-z]+)$"  # «quiero 6»
                          r"|^(?:(?:pues|pois|vale|ok|no|non|mejor|mellor)\s+)*(?P<give>ponme|poname|pon|pona|dame|"
                          r"dadme|deme|ponnos|danos)(?:\s+(?:mejor|mellor|solo|so))?"      # «dame 5»
                          r"\s+(?P<n6>\d{1,2}|[a-z]+)$"
                          r"|^(?:(?:pues|pois|vale|ok|bueno|bo)\s+)*(?P<mend>al final|ao final|no|non)\s+"
                          r"(?:(?:son|sean|sexan|seran)\s+)?(?P<n5>\d{1,2}|[a-z]+)$")     # «al final 4», «no, 12»


# «me equivoqué, eran 3», «eran 3, no 2», «quería decir 3», «quixen dicir 3»: a count, never an hour
_COUNT_CORRECTED_RE = re.compile(
    rf"^(?:(?:{SORRY}|{OOPS}|vaya|no|non|espera|agarda|ah|oh)\s+)*"
    r"(?:(?:me (?:he )?equivoque|equivoqueime|me confundi|confundinme|me lie|lieime)"
    r"(?:\s+(?:con|en|co|no) (?:mi|el|o meu|o) (?:pedido|encargo))?\s+)?"
    r"(?:eran|serian|seran|queria decir|quise decir|queria dicir|quixen dicir|quixera dicir)\s+"
    r"(?P<n>\d{1,2}|[a-z]+)(?:\s+(?:no|non|y no|e non)\s+(?:\d{1,2}|[a-z]+))?$")


def _count_corrected(c, s) -> bool:
    """«me equivoqué, eran 3» while an order of one line is written down: its count, set."""
    m = _COUNT_CORRECTED_RE.match(s.norm or "")
    lines = c.state["order"]["lines"]
    n = to_int(m.group("n")) if m else None
    if n is None or not 0 < n <= 99 or len(lines) != 1 or s.has_items:
        return False
    c.note("count_corrected", True, f"«{s.norm}»: {n} unidades")
    _set_the_count(c, n)
    return True


def _count_of_which_line(c, s) -> bool:
    """«que sean 5», «mejor 4», «me equivoqué, eran 3» with two or more products written down and
    none named: which one is asked, a button per product (and, at the time question, the hour the
    number may be); the open question stays. The product named next takes the count."""
    lines = c.state["order"]["lines"]
    m = _COUNT_CORRECTED_RE.match(s.norm or "")
    n = to_int(m.group("n")) if m else count_set(s.norm or "")
    ids = [line["item_id"] for line in lines]
    awaiting = c.state.get("awaiting")
    # «mejor 2», «no, 2» to the size asked: a second thought on a count held, never a size for 2
    second = second_thought_count(s.norm or "") if awaiting == "option" else None
    if second is not None and (counted := order_input.counted_choice(c, s)) and counted[3] is None:
        second = None       # «mejor 12» to «¿Para cuántas…?» with a size of 12: that size
    if n is None or not 0 < n <= 99 or len(ids) < 2 or len(set(ids)) < len(ids) or s.has_items \
            or awaiting in NUMBER_ANSWERS and awaiting != "time" and second is None:     # «12» to the size asked
        return False
    mended = lines_it_may_mend(n, lines) if second is not None else None
    if mended == []:
        return False        # every line holds 2 already: the 2 answers the size asked
    if mended is not None and len(mended) == 1:     # «3 X y 2 Y», «mejor 2»: the X, Y holds 2 already
        _set_the_count_of(c, n, ids[mended[0]])
        return True
    _ask_which_takes(c, s, n, ids, may_be_an_hour=awaiting == "time" and not only_a_count(s.norm or ""))
    return True


def _ask_which_takes(c, s, n: int, ids: list[str], may_be_an_hour: bool = False) -> None:
    """«¿De cuál quieres 8: X o Y?», a button per product (and the hour the number may be); the product
    named next takes the count."""
    names = [product_name(c.biz.products[i], c.lang) for i in ids]
    set_to = c.t("count_or_hour_count", n=n)
    chips = [chip_text(name, f"{set_to} {name}") for name in names]
    hour = parse_when(f"a las {n}", c.biz, c.now, c.lang) if may_be_an_hour else None
    if hour is not None and hour.minutes is not None and _open_at(c, hour.minutes) and not _gone(c, hour.minutes):
        time = clock.fmt_time(hour.minutes)
        chips.append(chip_text(time, c.t("count_or_hour_time", time=time)))
    c.note("count_of_which", True, f"«{s.norm}»: {n} ¿de cuál?")
    c.state["last"] = {**(c.state.get("last") or {}), "count_asked": n}
    c.say(c.t("count_of_which", n=n, names=join_list(names, c.lang, "or")), meta(chips=chips))


def _ask_which_line_takes_the_count(c, s) -> None:
    """«mejor 8 para el miércoles» with two things held: the day moved, then «¿De cuál quieres 8…?» in
    place of the next question; the 8 never dropped in silence."""
    n, lines = s.items.count_of_which, c.state["order"]["lines"]
    ids = [line["item_id"] for line in lines]
    if not n or not 0 < n <= 99 or len(ids) < 2 or len(set(ids)) < len(ids):
        return
    asked_next = c.replies[-1] if c.replies else {}
    if asked_next.get("text", "").endswith("?") or (asked_next.get("meta") or {}).get("chips"):
        c.replies.pop()     # the step's next question: asked again once this is answered
        ymd = c.state["order"].get("ymd")
        if s.when.has_day and ymd and c.state.get("awaiting") in ("time", "confirm"):
            c.say(c.t("pickup_day_changed", day=clock.fmt_day(ymd, c.lang)))    # that question named the day
    _ask_which_takes(c, s, n, ids)


def _count_for_the_one_named(c, s, asked: int | None) -> bool:
    """«las X», «el de Y» after «¿De cuál quieres 5?»: that product's count set to 5."""
    named = find_items(clean(s.text or ""), c.biz) if asked is not None else None   # not pointed back at the cart
    held = {line["item_id"] for line in c.state["order"]["lines"]}
    if named is None or named.mode == "remove" or any(named.explicit):
        return False
    item = _the_one_held_named(named, held)
    if item is None or asked is None:
        return False
    _set_the_count_of(c, asked, item)
    return True


def _set_the_count_of(c, n: int, item: str) -> None:
    """The line of `item` set to n, as «que sean n <item>»."""
    name = product_name(c.biz.products[item], c.lang)
    said = nlu.analyze(f"{c.t('count_or_hour_count', n=n)} {name}", c.biz,
                       {"lang": c.lang, "now": c.now, "cart": c.state["order"]["lines"]})
    ordering.order_step(c, said)


def _count_for_every_one(c, s, asked: int | None) -> bool:
    """«las dos», «ambos», «de cada uno» (`Signals.every_one`, never the hour «a las dos») after «¿De
    cuál quieres 8: X o Y?»: every line held set to 8 (read as «que sean 8 X y 8 Y»)."""
    lines = c.state["order"]["lines"]
    if asked is None or len(lines) < 2 or not s.every_one:
        return False
    names = [product_name(c.biz.products[line["item_id"]], c.lang) for line in lines]
    said = nlu.analyze(" y ".join([f"{c.t('count_or_hour_count', n=asked)} {names[0]}",
                                   *(f"{asked} {name}" for name in names[1:])]), c.biz,
                       {"lang": c.lang, "now": c.now, "cart": lines})
    ordering.order_step(c, said)
    return True


def _the_one_held_named(named, held: set[str]) -> str | None:
    """The held product a message names: «las X», or «el <word>» of several products, one of them held."""
    if len(named.lines) == 1:
        return named.lines[0]["item_id"] if named.lines[0]["item_id"] in held else None
    if named.lines or len(named.ambiguous) != 1:
        return None
    mine = [i for i in named.ambiguous[0]["candidates"] if i in held]
    return mine[0] if len(mine) == 1 else None


def _open_at(c, minutes: int) -> bool:
    """Whether the business is open at that minute of the order's day (today when none is held)."""
    day = c.state["order"].get("ymd") or clock.today(c.now)
    return any(lo <= minutes < hi for lo, hi in opening_ranges(c.biz, day))


# «vale», «vale, pues 10», «pues ponme esos» after another count was priced
_TAKE_THE_COUNT_RE = re.compile(r"^(?:(?:vale|ok|pues|pois|bueno|bo|si|entonces|venga|perfecto|genial)\s+)+"
                                r"(?:(?:ponme|pon|dame|poname|ponos|ponmelos|ponmelas)\s+)?"
                                r"(?P<n>esos|esas|eses|[0-9]+|\w+)?$")


def _takes_the_count(s, n: int) -> bool:
    m = _TAKE_THE_COUNT_RE.match(s.norm or "")
    said = m["n"] if m else None
    return m is not None and not (s.when.has_time or s.when.has_day or s.name or s.phone) \
        and said is not None and (said in ("esos", "esas", "eses") or to_int(said) == n)     # «vale» alone: heard


# «¿cuánto serían 10? vale, ponme 10» in one message: the count priced, then taken
_PRICED_THEN_TAKEN_RE = re.compile(r"^(?P<asked>.*\b(?:cuanto|canto)\b.*?)\s+"
                                   r"(?P<take>(?:vale|ok|pues|pois|bueno|bo|entonces|venga)\s.*)$")


def _priced_then_taken(c, s) -> int | None:
    """The count priced and taken in the same message, with one line held."""
    m = _PRICED_THEN_TAKEN_RE.match(s.norm or "")
    if m is None or len(c.state["order"]["lines"]) != 1 or s.when.has_time or s.when.has_day or s.name or s.phone:
        return None
    n = supposed_count(m["asked"], ["price"])
    taken = _TAKE_THE_COUNT_RE.match(m["take"])
    said = taken["n"] if taken else None
    return n if n and said and (said in ("esos", "esas", "eses") or to_int(said) == n) else None


def _asks_which_count(c, s, supposed: int) -> bool:
    """A bare «vale», «sí» after another count was priced: that count or the one held? (buttons)."""
    m = _TAKE_THE_COUNT_RE.match((s.norm or "") + " ")       # «vale» alone too
    lines = c.state["order"]["lines"]
    if m is None or m["n"] is not None or len(lines) != 1 or s.when.has_time or s.when.has_day or s.name or s.phone:
        return False
    held, name = int(lines[0].get("qty") or 1), product_name(c.biz.products[lines[0]["item_id"]], c.lang)
    chips = [chip_text(say("line", c.lang, qty=k, name=name), c.t("count_or_hour_count", n=k))
             for k in (supposed, held)]
    c.note("count_supposed", True, f"«{s.norm}» tras el precio de {supposed}: ¿{supposed} o {held}?")
    c.state["last"] = {**(c.state.get("last") or {}), "count_supposed": supposed}     # «vale, 10» still takes it
    c.say(c.t("count_keep_which", n=supposed, held=held), meta(chips=chips))
    return True


def _set_the_count(c, n: int) -> None:
    """The order's one line set to n, as «que sean n» to the question asked."""
    said = nlu.analyze(c.t("count_or_hour_count", n=n), c.biz, {"lang": c.lang, "awaiting": c.state.get("awaiting"),
                                                               "now": c.now, "cart": c.state["order"]["lines"]})
    ordering.order_step(c, said)


def _time_talked_about(order: dict) -> bool:
    """Whether a time of this order was said, or refused with the free times near it offered («¿Cuál te va
    bien?»)."""
    return order.get("min") is not None or order.get("near") is not None


def _count_or_hour(c, s) -> bool:
    """«mejor 3» at the time question of an order of one line: both are said back as buttons
    («3 × X» or «a las 15:00»), and the time question stays open."""
    m = _BETTER_N_RE.match(s.norm or "")
    lines = c.state["order"]["lines"]
    if m is None or c.state.get("awaiting") != "time" or len(lines) != 1 or s.has_items:
        return False
    said = m.group("n") or m.group("n2") or m.group("n3") or m.group("n4") or m.group("n5") or m.group("n6")
    n = to_int(said)
    hour = parse_when(f"a las {said}", c.biz, c.now, c.lang)
    if not n or n > 99 or not hour.has_time or hour.minutes is None:
        return False
    size = _size_of_that_number(c, lines[0], said)
    if size is not None:        # «mejor 12» of a X for 8: the size, never 12 of them
        ordering.order_step(c, None, lambda c: apply_option_button(c, size[0], size[1], 0))
        return True
    name = product_name(c.biz.products[lines[0]["item_id"]], c.lang)
    line, time = say("line", c.lang, qty=n, name=name), clock.fmt_time(hour.minutes)
    c.note("count_or_hour", True, f"«{s.norm}»: {n} unidades o las {time}")
    closed = not _open_at(c, hour.minutes)
    mended = s.norm.startswith(("no ", "non ")) or m.group("mend")
    # «no perdona 2», «me equivoqué, 2» before any time was said: the slip owned is the count just said (once a
    # time was said or refused, «no perdona 5» may mend it: which of the two is asked)
    owned = m.group("n3") and (m.group("owned") or _OWN_MISTAKE_RE.search(s.norm)) and n != lines[0]["qty"] \
        and not _time_talked_about(c.state["order"])
    if m.group("give") or owned or _gone(c, hour.minutes) \
            or (closed and (mended or (n <= 12 and n != lines[0]["qty"]))):
        _set_the_count(c, n)    # «dame 5», «no, mejor tres», «mejor dos» when 14:00 is closed: a count
        return True
    if closed:      # «mejor 16», or the count held again: the hour, closed
        chip = chip_text(line, c.t("count_or_hour_count", n=n))
        c.say(c.t("count_or_closed", line=line, time=time), meta(chips=[chip]))
        c.state["last"] = {**(c.state.get("last") or {}), "count_offered": n}     # «sí» takes it
        return True
    chips = [chip_text(line, c.t("count_or_hour_count", n=n)), chip_text(time, c.t("count_or_hour_time", time=time))]
    c.say(c.t("count_or_hour", line=line, time=time), meta(chips=chips))      # the time question stays open
    c.state["last"] = {**(c.state.get("last") or {}), "count_or_hour": [lines[0]["item_id"], n, hour.minutes]}
    return True


def _ask_count_or_hour_of_the_day(c, s) -> None:
    """«mejor 11 el miércoles» with 10:00 held: the day moved, then «¿11 × X o a las 11:00?» (buttons) in
    place of the next question; neither the count nor the hour taken in silence."""
    n, lines = s.count_or_hour, c.state["order"]["lines"]
    hour = parse_when(f"a las {n}", c.biz, c.now, c.lang) if n else None
    if hour is None or hour.minutes is None or len(lines) != 1 or not _open_at(c, hour.minutes):
        return
    item = lines[0]["item_id"]
    name = product_name(c.biz.products[item], c.lang)
    line, time = say("line", c.lang, qty=n, name=name), clock.fmt_time(hour.minutes)
    chips = [chip_text(line, f"{c.t('count_or_hour_count', n=n)} {name}"),
             chip_text(time, c.t("count_or_hour_time", time=time))]
    asked_next = c.replies[-1] if c.replies else {}
    if asked_next.get("text", "").endswith("?") or (asked_next.get("meta") or {}).get("chips"):
        c.replies.pop()     # the step's next question (or the summary to send): said again once this is answered
    c.note("count_or_hour", True, f"«{s.norm}»: {n} unidades o las {time}")
    c.say(c.t("count_or_hour", line=line, time=time), meta(chips=chips))


def _gone(c, minutes: int) -> bool:
    """Whether that hour of today has already passed: it can be no pickup time, so «no, mejor 12»
    at 12:40 is the count."""
    day = c.state["order"].get("ymd") or clock.today(c.now)
    return day == clock.today(c.now) and minutes <= clock.now_minutes(c.now)


def _ask_the_count_again(c, s, pending: list | None) -> None:
    """«¿12 × X o a las 12:00?» left unanswered by a message that went on («y un Y»): asked again
    once, never dropped in silence; in place of the time question just asked (it asks the time too)."""
    if not pending or c.state.get("awaiting") != "time" or s.when.has_time:
        return
    item, n, minutes = pending
    held = [line for line in c.state["order"]["lines"] if line["item_id"] == item]
    named = {line["item_id"] for line in s.items.lines}
    if len(held) != 1 or int(held[0].get("qty") or 0) == n or item in named:
        return
    name = product_name(c.biz.products[item], c.lang)
    line, time = say("line", c.lang, qty=n, name=name), clock.fmt_time(minutes)
    chips = [chip_text(line, f"{c.t('count_or_hour_count', n=n)} {name}"),
             chip_text(time, c.t("count_or_hour_time", time=time))]
    if c.asked_at is not None and c.asked_at == len(c.replies) - 1:
        c.replies.pop()     # «¿A qué hora lo recoges mañana?»: this question is that one
    c.say(c.t("count_or_hour", line=line, time=time), meta(chips=chips))


def _size_of_that_number(c, line: dict, said: str) -> tuple[str, str] | None:
    """(option, choice) of the line's product whose choice holds that very number («12» of
    «8/12/20»), when it is not the one held."""
    for oid in (c.biz.products.get(line["item_id"]) or {}).get("options") or []:
        counted = choice_by_count(c.biz, oid, said)
        if counted and counted[1] is None and (line.get("options") or {}).get(oid) != counted[0]:
            return oid, counted[0]
    return None


def _one_day_at_a_time(c, s) -> None:
    """«una X para el martes y otra para el miércoles»: the first day is written down (the flow
    that follows); the second is said to need a request of its own, never dropped in silence."""
    key = "one_day_booking" if booking_turns.wants(c, s) else "one_day_order"
    if key == "one_day_order" and not _ready_that_day(c, s):
        key = "one_day_order_later"         # «…para hoy y otra para mañana»: today is refused next
    c.note("other_day", False, f"otro día en el mismo mensaje ({s.other_day}): va en otra solicitud")
    other = clock.fmt_day(s.other_day, c.lang)
    if s.other_day_time is not None and not hours.day_ranges(c.biz, s.other_day):
        key = "one_day_other_closed"    # «… y el lunes también (a las 12)», closed on Mondays: said so
    elif s.other_day_time is not None:     # «… y el jueves a las 12»: that day's time said back with it
        other = f"{other} {c.t('times_one', time=clock.fmt_time(s.other_day_time))}"
    c.say(c.t(key, day=clock.fmt_day(s.when.ymd, c.lang), other=other, what=""))
    if s.split_unclear and key != "one_day_booking":
        c.say(c.t("split_unclear", day=clock.fmt_day(s.when.ymd, c.lang)))
    if s.odd_half:
        total, held = s.odd_half
        c.say(c.t("odd_half_one" if total - held == 1 else "odd_half", total=total, held=held, rest=total - held))


def _one_time_at_a_time(c, s, minutes: int, other: int) -> None:
    """«dos X, uno a las 10 y otro a las 12»: the first time is written down (the flow that follows);
    the second is said to need a request of its own, never dropped in silence."""
    key = "one_time_booking" if booking_turns.wants(c, s) else "one_time_order"
    c.note("other_time", False, f"otra hora en el mismo mensaje ({clock.fmt_time(other)}): va en otra solicitud")
    named = [(i, qty) for i, qty in s.other_time_things if i in c.biz.products or i in _several_named(c)]
    # «… y un Y a las 12», «… y 2 Y a las 12»: the other time's things (and counts) said back, so none is thought lost
    what = aside_of_names(_counted_names(c, named) if named else "")
    c.say(c.t(key, time=clock.fmt_time(minutes), other=clock.fmt_time(other), what=what))


def _counted_names(c, named: list[tuple[str, int]]) -> str:
    """«X de Y», «2 × X de Y y Z»: each name with its count
    when more than one."""
    names = [(qty, services_text(c.biz, [i], c.lang) if i in c.biz.products
              else pick((_several_named(c).get(i) or {}).get("name"), c.lang) or i) for i, qty in named]
    return join_list([c.t("line", qty=qty, name=name) if qty > 1 else name for qty, name in names], c.lang)


def _several_named(c) -> dict:
    """The catalogue's words for several things («cuaderno»: which one is asked)."""
    return c.biz.catalog.get("ambiguous") or {}


def _several_people_booked(c, s) -> bool:
    """A booking for several people at their own times: handed to a person, no time split off."""
    return booking_turns.wants(c, s) and booking_input.several_at_several_times(c, s)


def _more_for_another_day(c, s) -> bool:
    """«y 6 X para el miércoles», «y otro para el jueves» with the order held for Tuesday: more things
    (or one more of what is held) for another day are a request of their own, said so (never the
    whole order moved to that day in silence). «que sea con X y para el miércoles» changes the order held."""
    order, w = c.state["order"], s.when
    if not (order.get("ymd") and w.has_day and w.ymd and w.ymd != order["ymd"] and s.items.mode == "add"
            and not (s.change or s.items.brought or _only_asked_about(s) or _a_request_not_taken(c, s))):
        return False
    held = {line["item_id"] for line in order["lines"]}
    new = [line for line in s.items.lines if line["item_id"] not in held] \
        or (_new_group_said(s, held) and not order.get("day_assumed"))     # (today only assumed: that day is set)
    # «una de X para el miércoles» with 2 X and a Y held: more of a part, not the order moved (but «un X más y
    # que sea para el miércoles» is one more, and the order moved)
    counted = any(s.items.explicit) and {line["item_id"] for line in s.items.lines} < held \
        and not MORE_RE.search(s.norm or "")
    # «2 más para mañana» with today only assumed (no day said): the day said now is the order's own
    counted_more = _counted_more_said(s) and not order.get("day_assumed")
    if not (new or counted or counted_more or _one_more_said(s)):
        return beside_another_day.answered(c, s, answer_info)   # «quiero una X para el viernes», one X held
    beside_another_day.answer_beside(c, s, answer_info)
    c.note("other_day", False, f"más cosas para otro día ({w.ymd}): van en otra solicitud")
    day, other = clock.fmt_day(order["ymd"], c.lang), clock.fmt_day(w.ymd, c.lang)
    # «2 más para el jueves»: the two said back, so they are not thought lost
    c.say(c.t("one_day_order", day=day, other=other, what=aside(_more_counted(c, s))))
    reprompt(c)
    return True


def _new_group_said(s, held: set[str]) -> bool:
    """«quiero encargar una X para el viernes», X a group of products none of which is held: a new
    thing, its kind asked later (not one of those held named again). A thing not sold, a question or a
    diet beside it are answered before the notice (beside_another_day)."""
    return any(not held & set(group.get("candidates") or []) for group in s.items.ambiguous)


def _more_counted(c, s) -> str:
    """«2 más», «y 2 <X> más» of what the order holds: «2 × X», each thing with the count said («y otro»: none)."""
    lines = c.state["order"]["lines"]
    if not _counted_more_said(s):
        return ""
    if s.items.delta > 0 and lines and not s.items.lines:
        counted = [(lines[-1]["item_id"], s.items.delta)]
    elif all(s.items.explicit or [False]):
        counted = [(line["item_id"], int(line.get("qty") or 1)) for line in s.items.lines]
    else:
        return ""
    if all(qty == 1 for _item, qty in counted):
        return ""       # «y una más para el jueves»: as «y otro», nothing to count back
    return counted_text(c.biz.products, c.lang, counted)


def _only_asked_about(s) -> bool:
    """«¿tenéis X el domingo?» mid-order: a question about a thing on a day, nothing wished (the answer
    says whether it can be had then; the order keeps its own day)."""
    norm = s.norm or ""
    return bool(s.question and s.primary == "info" and (HAVE_RE.search(norm) or LEAD_QUESTION_RE.search(norm))
                and not (s.want_kw or s.order_kw or s.favour_kw or s.takes_it))


def _one_more_for_another_time(c, s) -> bool:
    """«y otro a las 12», «y otro para una hora más tarde» with the order held for 10:00 that day: one
    more at another time is a request of its own, said so (never the order moved to that time)."""
    order, w = c.state["order"], s.when
    same_day = not w.has_day or w.ymd == order.get("ymd")
    if not (order.get("min") is not None and w.has_time and w.minutes is not None and w.minutes != order["min"]
            and same_day and _one_more_said(s) and s.items.mode == "add" and not s.change):
        return False
    c.note("other_time", False, f"una más a otra hora ({clock.fmt_time(w.minutes)}): va en otra solicitud")
    c.say(c.t("one_time_order", time=clock.fmt_time(order["min"]), other=clock.fmt_time(w.minutes), what=""))
    reprompt(c)
    return True


def _more_at_another_time(c, s) -> bool:
    """«y 2 Y a las 12» with the order held for 10:00 that day: the new things are written down and,
    one order being one pickup, which time for all of it is asked (never the held ones moved in silence)."""
    order, w = c.state["order"], s.when
    held = {line["item_id"] for line in order["lines"]}
    same_day = not w.has_day or w.ymd == order.get("ymd")
    if not (order.get("min") is not None and w.has_time and w.minutes is not None and w.minutes != order["min"]
            and same_day and any(line["item_id"] not in held for line in s.items.lines)
            and s.items.mode == "add" and not s.change):
        return False
    without_time = replace(s, when=replace(w, minutes=None, has_time=False, time_text=None))
    refused = ordering.time_refused_for(c, [*order["lines"], *s.items.lines], w.minutes)
    if refused:
        _more_at_the_time_held(c, without_time, refused)
        return True
    c.note("other_time", False, f"cosas nuevas a otra hora ({clock.fmt_time(w.minutes)}): se pregunta la de todo")
    order["times_for_all"], order["min"] = [w.minutes, order["min"]], None
    ordering.order_step(c, without_time)
    return True


def _more_at_the_time_held(c, s, refused: str) -> None:
    """«y 2 Y a las 15» with 15:00 closed (or full): the things join the order at the time held, and
    why the other time cannot be is said after its «Apunto: …» (never a time question that drops both)."""
    held = c.state["order"]["min"]
    c.note("other_time", False, f"cosas nuevas a otra hora que no puede ser: se quedan a las {clock.fmt_time(held)}")
    mark = len(c.replies)
    ordering.order_step(c, s)
    prefix = c.t("noted").split("{")[0]
    at = next((i + 1 for i in range(mark, len(c.replies)) if c.replies[i]["text"].startswith(prefix)), mark)
    text = f"{refused} {c.t('time_kept_for_all', time=clock.fmt_time(held))}"
    c.say_before(at, text)


# «y otro para el jueves», «una más a las 12»: one more of what an order holds («también» alone may be
# «el jueves también me vale»: no more)
_ANOTHER_OR_ONE_MORE_RE = re.compile(r"\b(?:otras?|otros?|outras?|outros?)\b|\b(?:un|uno|una|unha) (?:mas|mais)\b")
# «2 más», «dúas máis», «y 2 <X> más»: that many more (not «más tarde», «2 o más»)
_COUNT_MORE_RE = re.compile(rf"\b{COUNT}\b(?: (?!(?:a|as|las|o|ou|e|y)\b)[a-z]+){{0,3}} (?:mas|mais)\b"
                            r"(?! (?:tarde|pronto|temprano|cedo|ou menos|o menos|que)\b)")


def _one_more_said(s) -> bool:
    """«y otro», «outra máis»: one more wished, not the one held changed («otro día» changes it)."""
    norm = s.norm or ""
    said = THE_OTHER_DAY_RE.sub("", norm) if s.when.week_on else norm     # («…no, el otro»: that day a week on)
    return bool(_ANOTHER_OR_ONE_MORE_RE.search(said)) and not s.question \
        and not (CHANGE_RE.search(norm) or CHANGE_DAY_RE.search(norm))


def _counted_more_said(s) -> bool:
    """«2 más», «y 2 <X> más»: that many more wished, the order's day kept («… y que sea para el jueves» moves it)."""
    norm = s.norm or ""
    return bool(_COUNT_MORE_RE.search(norm)) and not (s.question or MOVED_WITH_IT_RE.search(norm)
                                                       or CHANGE_RE.search(norm) or CHANGE_DAY_RE.search(norm)
                                                       or s.party is not None or s.book_noun or s.booking_kw)
    # («mesa para 2 más 2 el sábado», «somos 4 más 2 niños»: people, no things more)


def _ready_that_day(c, s) -> bool:
    """Whether the things of the first day can be had that day (their lead time, the hours)."""
    lead = max(ordering.items_lead_minutes(c.biz, s.items.lines), 1)       # (no preparation time)
    return bool(availability.pickup_availability(c.biz, s.when.ymd, c.now, lead, c.own)["ok"])


def _yes_to_the_one_time(c, s) -> None:
    """«sí» to «A las 21:00 no me queda hueco… tengo las 14:30. ¿Te va bien?»: that time."""
    draft = c.state.get(c.state.get("intent") or "") or {}
    offered = draft.get("one_time")
    w = s.when
    changes = w.has_time or w.has_day or w.part or s.party is not None or s.change or s.has_items
    if c.state.get("awaiting") == "time" and offered is not None and s.yes and not changes:
        w.minutes, w.has_time = int(offered), True


def _yes_to_the_other_person(c, s) -> None:
    """«sí» to «El lunes Brais no trabaja, pero Uxía sí. ¿Te lo pongo con Uxía ese día…?»: Uxía."""
    offered = (c.state.get("booking") or {}).pop("other_offered", None)
    if c.state.get("awaiting") == "day" and offered and s.yes \
            and not (s.no or s.when.has_day or s.resource or s.not_resource):
        s.resource = offered


def _what_is_held_asked(c, s) -> bool:
    """«¿qué llevo?», «¿por dónde íbamos?», «¿y a qué hora?», «mejor por la noche» at 21:00 while a request
    is written down (or nothing is): what it holds, or that nothing is, then its question again."""
    held = ordering.mid_flow(c) or booking.mid_flow(c)
    kind = "order" if ordering.mid_flow(c) else "booking"
    if size_held.answers(c, s):
        reprompt_open(c)        # «¿para cuántas personas es?» of a thing held in a size: «Es de <size>.»
        return True
    if kind == "order" and held and not c.state["order"].get("lines") and _empty_order_asked(c, s):
        return True
    if held and (sent_recap.comes_back(s) or sent_recap.asks_still_on(s)):
        _recap_held(c)      # «¿por dónde íbamos?», «ya estoy de vuelta»: what is held, then the question open
        return True
    if not (held or c.has_pending) and sent_recap.comes_back(s) and not (s.greet and not s.question):
        c.say(say("nothing_held_yet", c.lang))      # «¿por dónde íbamos?» with nothing written: not the address
        return True
    draft = (c.state.get("order") if kind == "order" else booking_of(c)) if held else {}
    if held and (sent_recap.asks_about_it(s, kind) or sent_recap.asks_held_so_far(s, draft)) \
            and not (kind == "order" and cart_answers.is_cart_question(c, s)):
        _recap_held(c)      # «¿para qué día era?» (what is ordered, with its card: cart_answers)
        return True
    if booking.mid_flow(c) and (part := _part_held_already(c, s)):
        _say_time_in_part(c, part, booking_of(c)["min"])  # «mejor para <its meal word>», «mejor por la noche» at 21:00
        reprompt_open(c)
        return True
    detail = sent_recap.detail_asked(s) if held and not (s.when.has_day or s.when.has_time) else None
    if detail:
        # «¿y a qué hora?» with no time held yet: said, and the question again; to the time question itself
        # they ask which times there are: its free times, offered
        key = "times_free_below" if detail == "min" and c.state.get("awaiting") == "time" else f"held_none_{detail}"
        c.say(say(key, c.lang))
        reprompt_open(c)
        return True
    return False


@dataclass(frozen=True)
class _LastTurn:
    """What the last turn offered or asked, taken off the dialog state once: any other answer forgets it."""
    offered: dict | None        # the service offered last turn
    count_asked: int | None     # «¿De cuál quieres 5?»
    count_offered: int | None   # «¿Quieres 16 × X?»
    count_supposed: int | None  # «¿y si fueran 10?»
    option_priced: list | None  # «¿y la de 12?»
    count_or_hour: list | None  # «¿12 × X o a las 12:00?»
    cancel_offered: bool        # «¿Cancelo el pedido?»
    day_offered: DayOffered | None      # «¿Lo cambio al sábado 7?»
    recount_offered: RecountOffered | None      # «¿Cambio el pedido al…?»

    @classmethod
    def taken(cls, c) -> _LastTurn:
        last = c.state.get("last") or {}
        offered, count_asked, count_offered = last.pop("offered", None), last.pop("count_asked", None), \
            last.pop("count_offered", None)
        count_supposed, option_priced, count_or_hour = last.pop("count_supposed", None), \
            last.pop("option_priced", None), last.pop("count_or_hour", None)
        last.pop("told", None)      # the thing a problem was told about, read once
        return cls(offered=offered, count_asked=count_asked, count_offered=count_offered,
                   count_supposed=count_supposed, option_priced=option_priced, count_or_hour=count_or_hour,
                   cancel_offered=when_refused.offered_last(c), day_offered=DayOffered.taken(c.state),
                   recount_offered=RecountOffered.taken(c.state))


def route(c, s) -> None:
    """The message's answer: the steps below are tried in this order (their precedence), and the first that
    answers it ends the turn."""
    _yes_to_the_one_time(c, s)
    _yes_to_the_other_person(c, s)
    last = _LastTurn.taken(c)
    if _contact_for_what_was_offered(c, s):
        return
    primary = _primary(s)
    if _refused(c, s, primary) or _dni_masked(c, s) or _answers_the_last_offer(c, s, last) \
            or _about_one_before(c, s) or _handoff_asked(c, s, primary) or _about_the_chat(c, s) \
            or _asked_of_the_held(c, s) or _said_again(c, s):
        return
    _one_day_or_time_at_a_time(c, s)
    if _asked_beside_a_request(c, s) or _about_the_sent_or_held(c, s) or _told_beside_the_request(c, s, primary):
        return
    if booking.mid_flow(c) and (for_another := another_person.read_as_named(c, s)) is not None:
        s = c.signals = for_another     # «y otro para mi hijo»: the service it points to, as if named
        primary = _primary(s)
    if booking.mid_flow(c) and (another_person.noted(c, s) or another_booking.another_asked(c, s)):
        return
    if primary == "info" and _books_then_asks(c, s):
        s.primary = "booking"       # «<service> el jueves a las 10, ¿hay parking?»: both
    if _advice_wished(c, s):
        return
    if table_for_a_dish.wanted(c, s):
        s = c.signals = table_for_a_dish.as_a_table(c, s)     # «<dish> el miércoles, somos 2»: a table
        primary = _primary(s)
    if _cancel_or_offer_answered(c, s, last) or _booking_taken(c, s):
        return
    if primary == "cancel":
        cancel(c)
    elif ordering.mid_flow(c):
        _in_the_order(c, s, last)
    else:
        _with_nothing_fed(c, s, primary)


def _contact_for_what_was_offered(c, s) -> bool:
    """A name or a phone for what was offered or passed on before."""
    if person_offered.books_with(c, s, person_offered.taken_once(c)):
        return True     # «¿con Iago?» answered, then «me llamo Luis»: the appointment with him
    if phone_first.books_with_it(c, s):
        return True     # «612345678» with nothing under way: the booking, holding it
    # «612345678» after a question passed on: for that person, no second question
    return phone_for_the_person.phone_given(c, s)


def _refused(c, s, primary) -> bool:
    """Something refused (a card number, an instruction to obey): said so, and the question open asked again."""
    if not (primary == "refuse" or s.refusal or "card" in c.redacted):
        return False
    refuse(c, s)
    if ordering.mid_flow(c) and c.state.get("awaiting"):
        reprompt(c)
    elif booking.mid_flow(c) and c.state.get("awaiting"):
        booking_turns.reprompt(c)
    return True


def _dni_masked(c, s) -> bool:
    """A DNI masked: refused, unless the message says more (then read on); a phone short of a digit is masked
    all the same, and the phone question says it is not complete."""
    if "dni" in c.redacted and _phone_short_of_a_digit(c, s):
        c.bad_phone = True
    elif "dni" in c.redacted:
        c.note("pii", True, "DNI tapado")
        c.say(c.t("refuse_dni"))
        if not (_has_items(s) or _info_topics(s) or c.consumed(s)):
            if ordering.mid_flow(c):
                reprompt(c)
            return True
    return False


def _answers_the_last_offer(c, s, last: _LastTurn) -> bool:
    """An answer to what the last turn offered or asked (a count, a person's details, another day)."""
    if _count_for_every_one(c, s, last.count_asked):
        return True     # «las dos» after «¿De cuál quieres 8?»: 8 of each
    if every_one_for_the_person(c, s) or age_for_the_person(c, s) or contact_for_the_person(c, s) \
            or party_after_handing(c, s) or trouble.take_offer(c, s, last.offered):
        return True
    if count_another_day.answer_taken(c, s, route, last.recount_offered):
        return True     # «es otro pedido» to «¿Cambio el pedido al jueves con 8 × X, o es otro pedido?»
    if another_day_asked.offered_day_taken(c, s, route, last.day_offered) \
            or another_day_asked.answer_then_another_day(c, s, route):
        return True     # «4, ¿tenéis hueco el sábado?»: 4 taken, Saturday's free times, «¿Lo cambio al sábado 7?»
    # «¿se puede recoger el domingo?» with the order for Tuesday: answered, not moved
    return pickup_day_asked.answered(c, s, reprompt)


def _about_one_before(c, s) -> bool:
    """A complaint, a request made before or a visit booked before, told (a new request beside it taken)."""
    if complaint_then_order.complaint_then_order(c, s, route):
        return True     # «el X de ayer estaba mal, quiero otro»: sorry, the complaint noted, the new one ordered
    if complaint_then_order.complaint_with_booking(c, s, route):
        return True     # «nos atendieron fatal, quiero reservar…»: sorry, the complaint noted, the booking taken
    if cancel_of_what.names_the_earlier(c, s, ordering.mid_flow(c) or booking.mid_flow(c)):
        return True     # «a encarga de onte» after «Non hai nada en marcha que cancelar.»
    if s.earlier_told and not (s.complaint or s.changes_earlier or s.cancel) \
            and not (ordering.mid_flow(c) or booking.mid_flow(c)):
        earlier_asked(c)
        return True
    if late_told.answered(c, s):
        return True     # «llegamos 20 min tarde a la reserva de las 14», nothing written here: the rule and the phone
    if asked_before_booking.answered(c, s):
        return True     # «¿podemos ir 4 sin reservar?»: answered, the booking only offered
    if sent_status_told.answered(c, s):
        return True     # «hice un pedido y no me han confirmado» once one was sent here: it is with a person
    # «quiero un X y cancelar el pedido de ayer»: X ordered, the one before to the phone
    return earlier_cancel.new_beside_an_earlier_cancel(c, s, route)


def _handoff_asked(c, s, primary) -> bool:
    """A person asked for: handed on (things ordered beside a topic for a person are ordered with it)."""
    if primary == "handoff" and _orders_beside_a_topic(c, s):
        _order_with_the_topic(c, s)
        return True
    if primary == "handoff":
        topic = s.handoff_topic
        key = "handoff_person" if topic in (None, "person", "call") else "handoff_topic"
        handoff_person(c, topic, s.text or "", "trouble_person" if s.complaint else key)    # «…, devolvedme
        return True                                                                         # el dinero»: sorry too
    return False


def _about_the_chat(c, s) -> bool:
    """Said of the chat itself: why a contact is asked, a question coming, nothing more, a pause."""
    if (why := WHY_CONTACT_RE.search(s.norm or "")) is not None:
        c.say(c.t("why_name" if why["what"] in ("nombre", "nome") else "why_phone"))
        if ordering.mid_flow(c) or booking.mid_flow(c):
            reprompt_open(c)    # «¿para qué necesitas mi teléfono?»: why, then the question again
        return True
    if QUESTION_COMING_RE.match(s.norm or ""):
        c.say(c.t("question_coming"))     # «hola, una pregunta»: the question itself comes next
        return True
    if nothing_more.answered(c, s, reprompt_open):
        return True     # «eso es todo» to «¿A qué hora…?»: nothing more added, the question again
    if PAUSE_RE.match(s.norm or "") and not s.leaves:      # «lo pienso y te digo» leaves the request (stop 29)
        c.note("pause", True, "el cliente pide un momento")
        if ordering.mid_flow(c) or booking.mid_flow(c):
            c.say(c.t("pause"))         # and the question asked, again: the next message answers it
            reprompt_open(c)
        else:
            c.say(c.t("pause_idle"))    # «luego te digo» with nothing open: nothing to keep
        return True
    return False


def _asked_of_the_held(c, s) -> bool:
    """Asked of what is held: a delivery, the free times, when to come, a thing taken off that is not there,
    a part for another day; the free times asked before who is said."""
    if times_before_who.asked(c, s):
        times_before_who.answer(c, s, reprompt_open)
        return True
    if _delivery_wished_mid_order(c, s) or _free_times_asked(c, s) or _when_to_come_asked(c, s) \
            or _taken_off_not_held(c, s):
        return True
    return ordering.mid_flow(c) and part_another_day.goes_apart(c, s)  # (before the lines named are read as said again)


def _said_again(c, s) -> bool:
    """A count restated or set by its verb (read on); the request held said again, the same: said so."""
    _count_restated_at_summary(c, s)
    if ordering.mid_flow(c):
        count_put.set_by_the_verb(c, s)     # «pon 8 X» with 6 X held: 8, said so
    if _repeated(c, s) == "same":
        c.say(ordering.noted_text(c, "said_again"))
        reprompt_open(c)
        return True
    return False


def _one_day_or_time_at_a_time(c, s) -> None:
    if s.other_day:
        _one_day_at_a_time(c, s)
    elif s.other_time is not None and s.when.minutes is not None and not _several_people_booked(c, s):
        _one_time_at_a_time(c, s, s.when.minutes, s.other_time)


def _asked_beside_a_request(c, s) -> bool:
    """A question, or praise, before or after a request: each answered or taken."""
    return asked_beside.question_then_request(c, s, route, answer_info) \
        or asked_beside.room_asked_beside(c, s, route, _answer_data_or_kb) \
        or praise_beside.praise_then_request(c, s, route) \
        or asked_beside.question_then_booking(c, s, route, _answer_data_or_kb) \
        or asked_beside.booking_then_question(c, s, route, _answer_data_or_kb) \
        or asked_beside.request_then_diet_question(c, s, route, answer_info) \
        or asked_beside.request_then_thing_asked(c, s, route, answer_info)


def _about_the_sent_or_held(c, s) -> bool:
    """Of a request sent, or of the one held: asked back, the same again, changed, a field wished changed."""
    if _after_sending(c, s):
        return True
    if _the_same_again(c, s):
        return True
    if (sent_recap.asks(c, s) or sent_recap.said_again(c, s)) and not (ordering.mid_flow(c) or booking.mid_flow(c)):
        sent_recap.answer(c, s)
        return True
    if sent_recap.asks_contact(c, s) and not (ordering.mid_flow(c) or booking.mid_flow(c)):
        sent_recap.answer_contact(c)
        return True
    if sent_recap.asks_parts_sent(c, s) and not (ordering.mid_flow(c) or booking.mid_flow(c)):
        sent_recap.answer_parts_sent(c)     # «¿y las X?»: in the note of the appointment sent
        return True
    if _what_is_held_asked(c, s):
        return True
    if (s.changes_earlier and not (ordering.mid_flow(c) or booking.mid_flow(c))) or _changes_the_sent(c, s):
        change_earlier(c)
        return True
    if c.state.get("awaiting") == "confirm" and CHANGE_WHAT_RE.match(s.norm or ""):
        c.say(c.t("change_what"))       # «quiero cambiar el pedido» at the summary: what, asked
        return True
    return _form_wish(c, s)


def _told_beside_the_request(c, s, primary) -> bool:
    """Running late, a problem or a complaint, told: never a thing ordered."""
    if s.late_arrival and booking.mid_flow(c) and kb_first(c, LATENESS):
        booking_step(c, s)      # «…, ¿hay problema?»: the business's rule on delays answers it; the words, a note
        return True
    if primary == "trouble" and not (ordering.mid_flow(c) or booking.mid_flow(c) or included_asked.asks(c, s)):
        trouble.answer(c, s)        # «se me rompió la X»: a problem told, never X ordered
        return True
    if s.complaint and (ordering.mid_flow(c) or booking.mid_flow(c)):
        _complaint_beside(c, s)     # «…, la X que compré ayer estaba cruda»: noted for a person, X not added
        return True
    return False


def _advice_wished(c, s) -> bool:
    """Something to suggest: for an occasion, a gift, an event, a subject; take-away where there is none."""
    if occasion_wished.wanted(c, s):
        occasion_wished.answer(c, s)        # «un <group word> para una boda»: a person advises
        return True
    if gift_answer.wanted(c, s):
        gift_answer.answer(c, s)        # «¿qué me recomiendas para regalar?»: the gift category, else the popular
        return True
    if something_for_an_event.wanted(c, s) and something_for_an_event.answer(c, s):
        return True     # «algo para un cumpleaños»: the knowledge's word, else the popular things
    if (subject := about_a_subject.read(c, s)) is not None and about_a_subject.answer(c, s, subject):
        return True     # «un <kind> sobre el Camino»: the things whose names or descriptions say it
    if take_away_refused.wanted(c, s):
        take_away_refused.answer(c, s)      # «paso a por él el viernes» after its price: no table
        return True
    return False


def _cancel_or_offer_answered(c, s, last: _LastTurn) -> bool:
    """«sí» or «no» to «¿Cancelo…?» or to a time asked; «vale, para el jueves» to a thing offered instead."""
    if when_refused.cancels(c, s, last.cancel_offered):
        (cancel if ordering.mid_flow(c) else booking.cancel)(c)     # «sí» to «¿Cancelo el pedido?»
        return True
    if when_refused.answer(c, s, last.cancel_offered):
        return True     # «no» to «¿A qué hora…?»: another day, or «¿Cancelo…?»
    if ordering.mid_flow(c) and order_input.takes_the_offer(c, s):
        ordering.order_step(c, s)   # «vale, para el jueves» to «Solo tengo X… ¿Te vale?»: X, that day
        return True
    return False


def _booking_taken(c, s) -> bool:
    """A booking, or one in progress (booking.py), with what is asked beside it answered or passed on."""
    if not booking_turns.wants(c, s):
        return False
    _place_asked_first(c, s)
    start = None if booking.mid_flow(c) else len(c.replies)
    before = len(c.replies)
    free_asked = person_free_told.asked(c, s)       # «¿está libre Marta el martes a las 16?»: answered too
    s = c.signals = person_free_told.without_the_time(s, free_asked)
    booking_turns.route(c, s, side_answer, lambda c, s: _answers_then_asks(c, s, booking_step),
                        _pass_on_asked_beside_held)
    person_free_told.answer(c, free_asked, before)
    who_told = who_does_it.answer_beside_booking(c, s, before)     # «¿quién me puede hacer X el martes?»
    if start is not None and not who_told:      # (the «¿con quién sería?» beside it is answered: not passed on)
        _pass_on_asked_beside_booking(c, s, start)
    return True


def _in_the_order(c, s, last: _LastTurn) -> None:
    """Mid-order: what the message answers, changes or adds; anything else answered beside it, the question
    open asked again."""
    if _order_question_answered(c, s) or _count_or_size_taken(c, s, last) \
            or not_sold_another_day.answered(c, s, reprompt) or _count_read(c, s, last.count_asked):
        return      # (not sold: «6 Z para el martes», said so, the order's question again, its day kept)
    if feeds_flow(c, s):
        _answer_asked_beside(c, s)
        ordering.order_step(c, s)
        _ask_the_count_again(c, s, last.count_or_hour)
        _ask_count_or_hour_of_the_day(c, s)
        _ask_which_line_takes_the_count(c, s)
        return
    side_answer(c, s)
    diet_guard.warn_cart(c, s)
    if c.case_state != "handoff":
        reprompt(c)


def _order_question_answered(c, s) -> bool:
    """The order's own question answered: what to do with things unfit for a diet, a large order, a name with a
    question, a count priced then taken, the order asked about."""
    if (change := diet_guard.answer_unfit(c, s)) is not None:     # «quítalos», «mejor X» to «¿Quito X o…?»
        ordering.order_step(c, None, change)
        return True
    if c.state.get("awaiting") == "big" and s.yes and not _count_changed(c, s):
        handoff_person(c, "big_order", s.text or "", "handoff_order")
        return True
    if _answers_then_asks(c, s):      # «Ana, ¿aceptáis bizum?»: the name kept, the question answered
        return True
    if (taken := _priced_then_taken(c, s)) is not None:
        _set_the_count(c, taken)     # «¿cuánto serían 10? vale, ponme 10»: 10
        return True
    if cart_answers.is_cart_question(c, s):
        cart_answers.answer(c, s)
        reprompt(c)
        return True
    return False


def _count_or_size_taken(c, s, last: _LastTurn) -> bool:
    """A count or a size offered, supposed or priced last turn, taken (or which one asked)."""
    if last.count_offered and s.yes and not (s.when.has_time or s.has_items or s.name or s.phone):
        _set_the_count(c, last.count_offered)    # «sí» to «¿Quieres 16 × X? (A las 16:00 está cerrado.)»
        return True
    if last.count_supposed and _takes_the_count(s, last.count_supposed):
        _set_the_count(c, last.count_supposed)   # «vale, pues 10» after «¿y si fueran 10?» was priced
        return True
    if last.count_supposed and _asks_which_count(c, s, last.count_supposed):
        return True
    if last.option_priced and THAT_ONE_RE.match(s.norm or ""):     # «vale, esa» after «¿y la de 12?»
        option_priced = last.option_priced
        ordering.order_step(c, None, lambda c: apply_option_button(c, *option_priced))
        return True
    if last.option_priced and _THAT_ONE_THEN_RE.match(s.norm or "") and (s.when.has_day or s.when.has_time) \
            and not s.has_items:        # «vale esa, para el martes»: that size, and the day
        option_priced = last.option_priced
        ordering.order_step(c, s, lambda c: apply_option_button(c, *option_priced))
        return True
    return False


def _count_read(c, s, count_asked: int | None) -> bool:
    """A count corrected, moved, split or put to one of the lines; a line named again alone: said back."""
    if _count_corrected(c, s) or _count_or_hour(c, s) or count_at_the_time.answered(c, s, _ask_which_takes) \
            or _more_for_another_day(c, s) \
            or count_another_day.asks_which(c, s) \
            or _one_more_for_another_time(c, s) or _more_at_another_time(c, s) \
            or _count_of_which_line(c, s) or _count_for_the_one_named(c, s, count_asked):
        return True
    if s.items.named_again and not (s.items.lines or s.when.has_day or s.when.has_time or s.name or s.phone
                                    or s.notes):     # «que la <line> diga …» names it for the note
        cart_answers.answer(c, s)       # «X» alone with X held: what is written down, said back
        reprompt(c)
        return True
    return False


def _with_nothing_fed(c, s, primary) -> None:
    """Nothing under way, or nothing the message feeds: small talk, a request started, or a question answered."""
    if not _small_talk(c, s, primary):
        _request_or_question(c, s, primary)


def _small_talk(c, s, primary) -> bool:
    """Lost, a greeting, a «vale», thanks, a goodbye, something off topic: answered as such."""
    if s.lost:
        explain_again(c)
    elif s.info_of_nothing:
        info_of_what(c)
    elif s.what_you_do:
        what_i_do(c)
    elif primary == "greet":
        greet(c)
    elif primary == "about_me":
        about_me(c)
    elif primary in ("yes", "no"):
        if s.norm in ("si", "s", "no", "non"):
            not_understood(c)         # a bare «sí» or «no» to nothing asked
        else:
            c.say(c.t("ack"))         # «vale», «genial», «nada, era eso»
    elif primary == "thanks":
        c.say(c.t("praise" if s.praise and not s.thanks else "thanks"))
        product_info.remember_praised(c, s)
    elif primary == "bye":
        c.say(c.t("bye"))
    elif primary == "offtopic":
        offtopic(c)
    else:
        return False
    return True


def _request_or_question(c, s, primary) -> None:
    """A booking or an order started (what is asked beside it answered), or a question answered."""
    if primary in ("booking", "booking_unsupported"):
        if c.biz.can("booking"):
            handoff_person(c, "booking", s.text or "")
        else:
            booking_unsupported(c)
    elif primary == "order" and c.biz.can("order"):
        answered = len(c.replies)
        _answer_asked_beside(c, s)
        start = len(c.replies)
        start_order(c, s)
        asked_beside.said_once(c, [reply["text"] for reply in c.replies[answered:start]], start)
        _pass_on_asked_beside(c, s)     # («…el domingo y saber a qué hora abrís»: «no abrimos» said once)
    elif primary == "order" and _has_items(s):
        _orders_not_taken(c, s)
    elif primary == "info" and c.biz.can("order") and _has_items(s) and _gives_order_data(s) \
            and (_orders_then_asks(c, s) or _orders_for_a_day_then_asks(c, s)):
        _answer_asked_beside(c, s)      # «6 X para el martes a las 11 y a qué hora abrís?»: both
        start_order(c, s)
        _pass_on_asked_beside(c, s)
    else:
        answer_info(c, s)
