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
from datetime import date, datetime

from rapidfuzz.distance import OSA

from bizengine.business.availability.staff import works_then
from bizengine.business.hours import day_ranges, next_opening
from bizengine.business.profile import allergens_on
from bizengine.language.clock import MADRID, add_days, today
from bizengine.language.dates import (
    BOTH_DAYS,
    EITHER_DAY,
    FIRST_OR_THE_1ST,
    FIRST_THING_RE,
    When,
    day_beside_held,
    parse_when,
    week_after_held,
    weekday_at_the_hour,
)
from bizengine.language.days import (
    CANNOT_RE,
    FIRST_OF_THE_MONTH_RE,
    TAKEN_BACK_VERBS,
    WEEKDAY_WORDS,
    WEEKDAYS,
    find_day,
    respell_weekdays,
    without_the_day_first,
)
from bizengine.language.holidays import calendar_day
from bizengine.language.phones import find_phone, find_phones, spelt_digits
from bizengine.language.pii import DNI_MASK, scrub, with_digits_only
from bizengine.language.text import NUMBER_WORDS, as_said, clean, normalize, singular, to_int
from bizengine.language.times import NOON, PART_RANGES, find_time, part_said
from bizengine.understanding.all_of_them import without_all_of_them
from bizengine.understanding.another_day_beside import answer_apart
from bizengine.understanding.another_job_on_it import another_job_on_it
from bizengine.understanding.brought_in import as_the_job_asked, brings_a_thing_in
from bizengine.understanding.cancel_asked import asks_about_cancelling
from bizengine.understanding.context import ReadingContext
from bizengine.understanding.count_supposed import count_supposed
from bizengine.understanding.count_taken_back import as_the_count_taken_back
from bizengine.understanding.described_asked import asks_its_description
from bizengine.understanding.details import (
    NAME_AFTER_RE,
    NAME_STOP,
    NOT_NAME_WORDS,
    PARTY_LOOSE_RE,
    PARTY_RE,
    a_whole_name,
    contact_name,
    corrects_name,
    count_said_alone,
    either_said_alone,
    find_email,
    find_name,
    find_party,
    handoff_index,
    holiday_index,
    lower_names_at,
    name_in_lower_case,
    name_retyped,
    name_said_whole,
    named_day,
    names_in,
    only_a_name,
    party_added,
    party_after_word,
    party_delta,
    party_described,
    party_in_parts,
    party_taken_back,
    party_total_after_delta,
    party_wished,
    party_with_its_when,
    refusal_index,
    resource_index,
    some_described,
    someone_named,
    staff_words,
    with_surname,
    without_ages,
)
from bizengine.understanding.diet import detect_diet, names_an_allergen_as_a_thing, names_an_allergen_itself
from bizengine.understanding.diet_split import a_diet_of_one_of_two
from bizengine.understanding.earlier_called_off import request_before_calling_off
from bizengine.understanding.end_of_day import without_the_end_of_day_unwished
from bizengine.understanding.fit_asked import fit_asked, words_of
from bizengine.understanding.given_up_not_held import given_up_not_held, kind_given_up_not_held
from bizengine.understanding.info_about import info_asked
from bizengine.understanding.item_index import index_of, product_words
from bizengine.understanding.item_options import choice_names, line_to_carve, lines_taking
from bizengine.understanding.item_words import DEFINITE, OF, normalize_quantities, qty_token
from bizengine.understanding.items import (
    CONTACT_ANSWERS,
    COUNT_FILLERS,
    NONE_WORDS,
    WHOM_LINKS,
    Found,
    age_of,
    both_asked_about,
    categories_of_word,
    count_set,
    find_items,
    group_candidates,
    head_words,
    hinted,
    whom_words,
)
from bizengine.understanding.items_text import as_the_catalogue_reads, asked_as_a_favour, wording_after_colon
from bizengine.understanding.leaving import leaves_for_now
from bizengine.understanding.lexicon import (
    ABOUT_ME_RE,
    ADD_MORE_RE,
    ADD_THE_ONE_ASKED_RE,
    ADD_VERB,
    ADDED_BESIDE_RE,
    AFTER_SENT_CHANGE_RE,
    AFTER_SENT_MAYBE_RE,
    ALSO,
    ALSO_SAID_RE,
    AND_MORE_RE,
    AND_SOME_OF_A_SIZE_RE,
    ANOTHER_LIKE_IT_RE,
    ANOTHER_REQUEST_RE,
    ANYONE_RE,
    ANYONE_WHO_RE,
    APPOINTMENT_LENGTH_RE,
    APPOINTMENT_NOUNS,
    AS_IT_WAS_RE,
    ASK_RE,
    ASKED_ANEW_RE,
    ASKS_IF_IT_CAN_BE_RE,
    ASKS_OPTIONS_RE,
    AT_TWO_RE,
    BOOK_NOUN_RE,
    BOOKING_NEEDED_RE,
    BOOKING_RE,
    BROWSE_SOME_RE,
    BYE_RE,
    CALL_ME_RE,
    CALLED_OFF_ALL_RE,
    CALLED_OFF_RE,
    CAN_YOU,
    CANCEL_A_REQUEST_RE,
    CANCEL_IT_RE,
    CANCEL_RE,
    CART_Q_RE,
    CHANGE_ASKED_RE,
    CHANGE_DAY_RE,
    CHANGE_OF_WHEN_RE,
    CHANGE_RE,
    CHANGE_TIME_RE,
    CHANGE_VERB,
    CHANGE_VERB_RE,
    CHEAPEST_RE,
    COME_BY_RE,
    COMING_BACK_RE,
    CONTAINS_ASKED_RE,
    COUNT,
    COUNT_OF_PLACE,
    COUNT_SAID,
    COURTESY_FIRST_RE,
    DEAREST_RE,
    DECLINE_RE,
    DELIVERY_RE,
    DONT_SEND_RE,
    EARLIER_CHANGE_RE,
    EARLIER_RE,
    EITHER_OF_TWO_RE,
    ELSE_DONE_THAT_DAY_RE,
    ENOUGH_FOR_RE,
    ES_ONLY,
    ESTIMATE_RE,
    EVERY_ONE_FEMININE_RE,
    EVERY_ONE_FILLERS,
    EVERY_ONE_RE,
    EVERY_WEEKDAY_RE,
    FAVOUR_RE,
    FITTED_BACK_RE,
    FOR,
    FOR_A_DAY_RE,
    FOR_A_MEAL_RE,
    FOR_HOW_MANY_RE,
    FREE_TIME_RE,
    GL_ONLY,
    GREET_RE,
    HAVE_RE,
    HELP_TO_CARRY_RE,
    HOLIDAY_RE,
    IF_I_PUT,
    IF_NOT_RE,
    INFO_OF_NOTHING_RE,
    INJECTION_RE,
    INSTEAD_LEAD,
    INSTEAD_SAID_RE,
    INSULT_RE,
    INTERROGATIVE_RE,
    IT_IS,
    IT_PRONOUN,
    JOB_CHANGE_PRICED_RE,
    JOB_PRAISED_RE,
    JUST_LOOKING_RE,
    LAST_SEATING_RE,
    LOOKS_AT_NAMED_RE,
    MADE_BEFORE_OR_BIDDEN_RE,
    MADE_BEFORE_RE,
    MARKED_EARLIER_RE,
    MAYBE_LATER_RE,
    MIXED_PARTY_RE,
    MONEY_HOW_MUCH_RE,
    MY_CONTACT_RE,
    NEEDS_ORDERING_RE,
    NEGATED_WISH_RE,
    NO_NOTES_RE,
    NO_RE,
    NOT_THE_ONE_TALKED_RE,
    NOT_WANTED_RE,
    NOT_WORDS,
    NOTE_OFF_RE,
    NOTE_WISH_RE,
    NOW_RE,
    OFFTOPIC_RE,
    ONE_SIZE_ASKED,
    ORDER_RE,
    ORDERED_BEFORE,
    OTHER_PERSON_RE,
    OWN_THING_RE,
    PAST_VISIT_RE,
    PERSON_FREE_RE,
    PERSON_RE,
    PHONE_OFF_RE,
    PHONE_WORD_RE,
    PICK_UP_MINE,
    PICKED_BY_PLACE_RE,
    PLACE_ASKED_RE,
    PLACES,
    PLACES_RESPELT,
    POLITE,
    PRAISE_RE,
    PRAISED_BEFORE_RE,
    PRICE_ASKED_RE,
    PRICE_SAID_RE,
    PROCESS_RE,
    QUESTION_AFTER_RE,
    QUESTION_START_RE,
    SAME_TIME_RE,
    SEND_RE,
    SIZE_WORD_RE,
    STATUS_ASKED_RE,
    TAKE_THE_ONE_PRICED_RE,
    TAKEAWAY_RE,
    THANKS_RE,
    THE_SAME_AGAIN,
    THEM_UNCOUNTED_RE,
    TO_WHOM_PRONOUN,
    TOPICS,
    VISIT_SAID_RE,
    WANT_RE,
    WHAT_IT_IS_RE,
    WHAT_YOU_DO_RE,
    WHATEVER_YOU_HAVE_RE,
    WHICH_LEADS_RE,
    WITHOUT_BOOKING_RE,
    WITHOUT_WISH_RE,
    WORK_DAYS_RE,
    YES_RE,
    asks_where_to_pick_up,
    detect_lang,
    detect_topics,
    folded_in_place,
    question_apart,
    said_by_place,
    topic_words,
    without_agreement_tag,
    yes_that_one,
)
from bizengine.understanding.line_by_place import line_taken_off_by_place
from bizengine.understanding.line_wish import thing_given_to_a_line, wish_of_a_named_line, wish_told_to_a_line
from bizengine.understanding.lines_described import one_of_the_at
from bizengine.understanding.listed_by_trait import by_amount, by_description, by_price, trait_said
from bizengine.understanding.mended import as_mended, for_someone_else
from bizengine.understanding.moment_choice import times_of_each_day, two_times_on_the_day
from bizengine.understanding.named_again_as_a_place import without_things_named_again
from bizengine.understanding.named_alone import named_alone
from bizengine.understanding.not_sold_named import thing_not_sold
from bizengine.understanding.note_talk import (
    a_favour_asked,
    handed_how,
    names_something,
    note_changed,
    taken_away,
    without_note_it_asked,
)
from bizengine.understanding.notes import (
    notes_said,
    said_of_what_kind,
    said_with_it,
    some_of_them,
    tells_a_count_apart,
    tells_a_health_need,
    without_allergies,
    wordings_in,
)
from bizengine.understanding.ordered_again import clauses_apart, complaint_then_wish
from bizengine.understanding.people_served import (
    FOR_PEOPLE_RE,
    asked_again_for,
    people_served,
    sells_by_people,
    something_asked,
)
from bizengine.understanding.praise import swapped_for_the_disliked
from bizengine.understanding.price_said import at_the_price_said, prices_said
from bizengine.understanding.priced_one_left_out import LeftOut, priced_one_left_out, with_it_named
from bizengine.understanding.question_unmarked import question_marked
from bizengine.understanding.refers_back import (
    POINTED,
    a_new_thing,
    count_of_a_kind,
    count_pointed,
    count_taken_unnamed,
    gender_pointed,
    points_at_one,
    refers_back,
    takes_one_unnamed,
    the_one_pointed_at,
    the_thing_pointed,
    wish_pointed,
    without_pointing_words,
)
from bizengine.understanding.remarks import (
    GALICIAN_IS_RE,
    naming_things,
    remarks_in,
    without_own_things_unknown,
    without_things_remarked,
)
from bizengine.understanding.ruled_out import (
    ANOTHER_DAY_RE,
    ANY_DAY_RE,
    REFUSE_VERB,
    REFUSED_AFTER_RE,
    REFUSED_BEFORE_RE,
    WEEKEND,
    excepted_day,
    refused_bound,
    refused_part,
    side_wished,
)
from bizengine.understanding.ruled_out_beside import without_the_ruled_out
from bizengine.understanding.said_beside import cued, with_or_without_apart
from bizengine.understanding.signals import AnotherDayBeside, ComplaintThenOrder, ComplaintWithBooking, Signals
from bizengine.understanding.size_held_asked import asks_size_of_other, read_size_held_asked
from bizengine.understanding.size_of_the_listed import size_of_the_group_listed
from bizengine.understanding.size_pointed import for_whom, line_pointed_by_size
from bizengine.understanding.symptoms import (
    BOUGHT_RE,
    COMPLAIN_RE,
    PAST_DAY_RE,
    complaint_said,
    services_told,
    symptom_words,
    tells_complaint,
    tells_trouble,
)
from bizengine.understanding.taken_off_at_once import what_stays
from bizengine.understanding.things_counted import job_things_said
from bizengine.understanding.told_apart import (
    AnotherAtAnotherTime,
    DaySplit,
    another_at_another_time,
    first_days_part,
    one_for_the_first_day,
    parts_do_not_add_up,
    the_other_at_a_time,
)
from bizengine.understanding.vocabulary import vocabulary_of


def refusal_for(norm: str, flags: list, biz) -> dict | None:
    """In order: a masked card, a prompt injection, a business rule, an insult."""
    if "card" in flags:
        return {"kind": "card"}
    if INJECTION_RE.search(norm):
        return {"kind": "injection"}
    for rx, rule in biz.cached("nlu.refusals", refusal_index):
        if rx.search(norm):
            return {"kind": "business", "id": rule["id"], "reply": rule["reply"],
                    "handoff": bool(rule.get("handoff", False))}
    if INSULT_RE.search(norm):
        return {"kind": "insult"}
    return None


def _strip(rx: re.Pattern, text: str) -> str:
    return rx.sub(" ", text).strip()


def _only_greets(norm: str, s: Signals) -> bool:
    m = GREET_RE.match(norm)
    if not m:
        return False
    rest = _strip(POLITE, norm[m.end():]).split()
    if not rest:
        return True
    return len(rest) == 1 and not (s.question or s.topics or s.has_items or s.want_kw or s.order_kw)


def _only(rx: re.Pattern, norm: str, *others: re.Pattern) -> bool:
    text = _strip(rx, norm)
    for o in others:
        text = _strip(o, text)
    return not _strip(POLITE, text)


# A topic word that is not the topic: «no es para una boda», «comunión no, perdón, cumpleaños»,
# «las bodas de oro», «el aniversario de boda de mis padres» (anniversaries)
_NOT_THE_TOPIC_BEFORE_RE = re.compile(r"\b(?:no|non|ni|nin|nada de)(?: \w+){0,3} $"
                                      r"|\b(?:sin|sen|ninguna|ningunha|ningun) $"
                                      r"|\baniversarios? (?:de|da|do) (?:(?:la|a|su|mi|sua|miña|mina) )?$")
_NOT_THE_TOPIC_AFTER_RE = re.compile(r"(?: \w+)?(?: no| non)(?: perdon| perdona| perdoa| digo| gracias| grazas|$)"
                                     r"| de (?:oro|ouro|plata|prata|diamante|rubi|perla|esmeralda)\b")


# at «¿Para cuántas personas?», «mejor una persona» is the party, not a person to talk to
_ONE_PERSON_RE = re.compile(r"\b(?:mejor|mellor|prefiero|prefiro) (?:una persona|unha persoa)\b")


# «no hace falta que me llaméis», «non quero que me chamedes»: no call nor person wanted
_NOT_WANTED_RE = re.compile(r"\b(?:no|non|ni|nin) (?:hace|fai|hai) falta que\b|\b(?:no|non) (?:es|e) necesario que\b"
                            r"|\b(?:no|non) (?:quiero|quero|queremos|necesito|preciso) que\b")


# mid-request, «llámame al 612…», «llamadme si hay algún problema», «que me llamen antes de prepararlo»:
# how the customer is reached about the request (the phone, a note), not a call handed to a person
_HOW_TO_REACH_RE = re.compile(r"[0-9](?:[ .-]?[0-9]){5}|\b(?:si|se|cuando|cando|antes de|en cuanto|en canto)\b")


def _handoff(norm: str, biz, awaiting: str | None = None, remark_on_order: bool = False) -> str | None:
    """The business's topic for people said (not negated, not taken back; in a `remark_on_order`, not
    the occasion the order is for), a person or a call asked for; else None."""
    if _NOT_WANTED_RE.search(norm):
        return None
    best = None
    for rx, tid in biz.cached("nlu.handoff", handoff_index):
        m = next((m for m in rx.finditer(norm) if not (_NOT_THE_TOPIC_BEFORE_RE.search(norm, 0, m.start())
                                                        or _NOT_THE_TOPIC_AFTER_RE.match(norm, m.end())
                                                        or (remark_on_order
                                                            and _FOR_THE_OCCASION_RE.fullmatch(norm, 0, m.start())))),
                 None)
        if m and (best is None or m.start() < best[0]):
            best = (m.start(), tid)
    if best:
        return best[1]
    if CALL_ME_RE.search(norm):
        return None if awaiting and _HOW_TO_REACH_RE.search(norm) else "call"
    if awaiting == "party" and _ONE_PERSON_RE.search(norm):
        return None
    return "person" if PERSON_RE.search(norm) else None


_WITH_PERSON_RE = re.compile(r"\b(?:con|co|coa|cun|cunha|mejor|mellor|prefiero|prefiro|cambi\w* a|pasa\w* a)\b")
_WITH_RE = re.compile(r"\b(?:ponme|ponedme|pasame|pasadme|poname|ponme cita|pideme|pedidme|pideme cita|dame|dadme|"
                      r"dame cita|apuntame|reservame) con\b")


def _asks_for_staff(norm: str, s: Signals) -> bool:
    """«ponme con Iago» where Iago is one of the staff, «ponme con el otro», «pásame con la chica»:
    a person for the appointment, not a person to talk to."""
    return (s.resource is not None or s.other_resource or s.staff_by_word) and bool(_WITH_RE.search(norm))


# «ponme con la chica», «mejor co rapaz»: one of the staff said by who they are (the data has no such
# word for anyone: who it is, asked)
_STAFF_BY_WORD_RE = re.compile(r"\b(?:(?:con|co|coa) (?:el|la|o|a)|co|coa) (?:chic[oa]|rapaz|rapaza|moz[oa])\b")


# «no quiero con Iago», «que no sea Marta», «cualquiera menos Iago» / «con Marta no, con Iago»
_NOT_BEFORE_RE = re.compile(r"\b(?:no|non|menos|excepto|salvo|agas|sin|sen|que no sea|que non sexa|"
                            # «olvida lo de Marta», «esquece o da Marta»: the person taken back
                            rf"{TAKEN_BACK_VERBS})\b(?: \w+){{0,2}}"
                            r"(?: (?:el|la|o|a))? $")
_NOT_AFTER_RE = re.compile(r" (?:no|non)\b")
_LET_IT_BE_RE = re.compile(r"\bque (?:sea|sexa)(?: (?:con|co|coa))?(?: (?:el|la|o|a))? $")


def _either_person(norm: str, biz) -> bool:
    """«con Marta o Iago»: two people of the staff offered as either (not «¿quién es mejor, Marta o
    Iago?», a question about them)."""
    found = sorted((m.start(), m.end()) for rx, _ in biz.cached("nlu.resources", resource_index)
                   for m in [rx.search(norm)] if m)
    joined = norm[found[0][1]:found[1][1]] if len(found) >= 2 else ""     # « o iago», « o con iago»
    asked_with = bool(found) and bool(re.search(r"\b(?:con|co|coa|cun|cunha)\s+$", norm[:found[0][0]]))
    return asked_with and bool(re.fullmatch(r"\s*(?:o|ou|u)\s+(?:(?:con|co)\s+)?(?:(?:a|o)\s+)?\w+", joined))


# «<service> con Lucía»: a capitalised name after «con» (lower case could be anything: «con flequillo»)
_WITH_A_NAME_RE = re.compile(r"\b(?:[Cc]on|[Cc]o|[Cc]oa|[Cc]unha|[Cc]un) (?P<n>[A-ZÁÉÍÓÚÑ][a-záéíóúñü]{2,})\b")
_NOT_PEOPLE = frozenset("bizum visa mastercard paypal tarjeta efectivo".split())


def _someone_else_asked(text: str, biz) -> str | None:
    """The name asked for after «con» when nobody of the staff has it («con Lucía»): said, never
    dropped in silence. Not a word the catalogue or the reader knows («con <Service>», «con Mi madre»)."""
    for m in _WITH_A_NAME_RE.finditer(text):
        if _may_name_someone(normalize(m.group("n")), biz):
            return m.group("n")
    return None


def _may_name_someone(word: str, biz) -> bool:
    """Not a word of paying, of the reader's own or of the catalogue («con Bizum», «con <Service>»)."""
    return not (word in _NOT_PEOPLE or word in NAME_STOP or word in NOT_NAME_WORDS
                or singular(word) in index_of(biz).known or ANYONE_WHO_RE.fullmatch(word))     # «con cualquiera»


# «Xoán», «pues Lucía»: one word written with a capital, answering «¿Con quién?»
_A_NAME_ALONE_RE = re.compile(r"(?:(?:[Pp]ues|[Pp]ois|[Vv]ale|[Mm]ejor|[Mm]ellor),? )?"
                              r"(?P<n>[A-ZÁÉÍÓÚÑ][a-záéíóúñü]{2,})")
# «con lucia», «co braiss», «iagoo»: one word, maybe after «con», answering «¿Con quién?»
_STAFF_ANSWER_RE = re.compile(r"^(?:(?:pues|pois|vale|mejor|mellor) )?(?P<with>(?:con|co|coa) )?(?P<n>[a-z]{3,})$")


def _person_answered(norm: str, biz, text: str = "") -> tuple[str | None, str | None]:
    """To «¿Con quién quieres la cita?», one word: (the staff member it is one letter off, None), or
    (None, the name, when no one of the staff has it and the reader knows no such word), after
    «con» or written as a name («Xoán»: a name answering that question is the person's, not yours)."""
    m = _STAFF_ANSWER_RE.match(norm)
    word = m.group("n") if m else None
    if word is None or not _may_name_someone(word, biz):
        return None, None
    for person in biz.data.get("booking", {}).get("resources", []) or []:
        if any(OSA.distance(word, normalize(said), score_cutoff=1) <= 1
               for said in [person.get("name", ""), *person.get("aliases", [])] if len(said) >= 4):
            return person["id"], None
    alone = _A_NAME_ALONE_RE.fullmatch(text.strip(" .!¡"))
    if alone:
        return None, alone.group("n")       # as written: «Xoán»
    return None, (word.capitalize() if m and m.group("with") else None)      # «prisa» alone names no one


def _resources_said(norm: str, biz, text: str = "") -> tuple[str | None, str | None]:
    """(the person asked for, the person ruled out), each None when not said. `text`, as written,
    tells «con Iago no, con Marta» (Marta) from «con Iago, no con Marta» (Iago)."""
    wanted, unwanted = _people_said(norm, biz, text)
    return (wanted[0] if wanted else None), (unwanted[0] if unwanted else None)


def _people_said(norm: str, biz, text: str = "") -> tuple[list[str], list[str]]:
    """Everyone asked for and everyone ruled out, in the order of the staff list."""
    wanted, unwanted = [], []
    said = normalize(text) if text else norm
    for rx, rid in biz.cached("nlu.resources", resource_index):
        m = rx.search(norm)
        if not m:
            continue
        before = norm[:m.start()]
        corrected = _NO_WITH_RE.search(before)      # «no, con Iago», «con Iago no, con Marta»: that one
        in_said = rx.search(said)
        if _NOT_AFTER_RE.match(norm, m.end()):     # «no, con Iago no»
            unwanted.append(rid)
        elif corrected and (corrected.start() == 0 or _NO_COMMA_WITH_RE.search(said)):
            wanted.append(rid)
        elif in_said and _NO_THEN_NAME_RE.search(said, 0, in_said.start()):
            wanted.append(rid)      # «no, mejor Marta», «non, a Marta», «no no, Marta»: the no is to the one held
        elif _LET_IT_BE_RE.search(before):
            wanted.append(rid)      # «ay no, que sea Uxía»: the one wanted instead
        elif _NOT_BEFORE_RE.search(before):
            unwanted.append(rid)
        else:
            wanted.append(rid)
    return wanted, unwanted


# «no, Marta», «no mejor Marta», «non, mellor a Marta» right before the name
_NO_THEN_NAME_RE = re.compile(r"\b(?:no|non)\b(?:\s*[,.;!]+\s*|\s+(?=mejor\b|mellor\b|prefiero\b|prefiro\b))"
                              r"(?:(?:mejor|mellor|prefiero|prefiro|mas bien|mais ben)\s+)?(?:(?:con|co|coa)\s+)?"
                              r"(?:(?:a|o|la|el)\s+)?$")
_NO_COMMA_WITH_RE = re.compile(r"\b(?:no|non)\s*[,.;]\s*(?:(?:mejor|mellor)\s+)?(?:con|co|coa)\b")
# «no, con Iago» at the start, or after the person ruled out: the one wanted instead
_NO_WITH_RE = re.compile(r"(?:^|\b(?!mejor |mellor |prefiero |prefiro |casi |mas bien )\w+ )(?:no |non )+"
                         r"(?:mejor |mellor |mais ben |mas bien )?"
                         r"(?:con|co|coa)(?: el| la| o| a)? $")


# «con Marta, bueno, mejor con Iago»: the second one instead of the first, not both
_RETHOUGHT_RE = re.compile(r"\b(?:mejor|mellor|prefiero|prefiro|bueno|bo|perdon|perdona|digo|o sea|ou sexa|"
                           r"mas bien|mais ben|en vez|en lugar|no canto)\b")
_RESERVE_RE = re.compile(r"\b(?:reserv\w*|agendar)\b")


def _ordering_ahead_asked(s: Signals) -> bool:
    """«¿cuánto cuesta el X? ¿hay que reservarlo?», «¿la tengo que encargar?»: whether a thing named has to be
    ordered ahead, asked (for no day): nothing reserved."""
    return bool(s.question and s.has_items and NEEDS_ORDERING_RE.search(normalize(s.text or ""))     # with its «?»
                and not (s.when.has_day or s.when.has_time))


# «ya no lo quiero el viernes», «non o quero coa Marta»: «lo» is the request, and what follows is the
# day, time or person refused, not the request called off
_IT_REFUSED_RE = re.compile(r"\b(?P<no>no|non) (?:lo|la|o|a) (?P<verb>quiero|quero|queria|necesito|preciso)"
                            r"(?P<tail>(?: \w+){1,4})")
_REFUSES_A_DETAIL_RE = re.compile(r"\b(?:no|non) (?:quiero|quero|queria|necesito|preciso|puedo|podo) "
                                  r"(?:el|la|las|o|a|as|ao|al|con|co|coa|cun|cunha|para|pra|ese|esa|este|esta)\b")
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


def _person_free(s: Signals, outside: str, biz) -> bool:
    """«¿Iago está libre el sábado a las 10?»: one of the staff and whether they are free, when
    they work then (otherwise their hours that day answer it: conversation.staff_answers)."""
    return s.resource is not None and _books_staff(biz) and bool(PERSON_FREE_RE.search(outside)) \
        and works_then(biz, s.resource, s.when.ymd, s.when.minutes if s.when.has_time else None)


def _books_staff(biz) -> bool:
    return biz.can("booking") and (biz.data.get("booking") or {}).get("mode") == "staff"


def _kinds_named(s: Signals, biz) -> set:
    """'service' (has duration_minutes) or 'product' for each catalogue line the message names,
    and for the candidates of an ambiguous word («un ajuste»: its services)."""
    ids = [line.get("item_id") for line in s.items.lines]
    ids += [cand for amb in s.items.ambiguous for cand in amb.get("candidates") or []]
    ids += s.symptom_of     # «se me rompió la <part>, ¿me la miráis el martes?»: the service of the symptom
    return {"service" if (biz.products.get(i) or {}).get("duration_minutes") else "product" for i in ids}


# «¿podemos ir 14 personas?», «¿aceptáis grupos de 20?»: a party asked to come is a booking's
_PARTY_MAY_COME_RE = re.compile(r"\b(?:podemos|podriamos|poderiamos|pueden|poden) (?:ir|venir|vir)\b|"
                                r"\b(?:aceptais|aceptades|admitis|admitides|cogeis|colledes) grupos?\b")


def _is_booking(s: Signals, biz) -> bool:
    if not s.booking_kw and not (s.party and s.question and biz.can("booking") and _PARTY_MAY_COME_RE.search(s.norm)):
        return False
    if s.question and BOOKING_NEEDED_RE.search(s.norm) and not (s.want_kw or s.party or s.when.has_time):
        return False    # «¿hace falta reservar el sábado?»: how it is done, asked
    if s.earlier_told or (
            s.question and not s.want_kw and (EARLIER_RE.search(s.norm) or _SAID_IN_THE_PAST_RE.match(s.text))):
        return False    # «tengo reservado el viernes para 4, ¿podemos ir con perro?»: of the one made before
    if not s.book_noun and s.has_items:
        return False
    committed = (s.want_kw or s.asks_free or s.party is not None or s.when.has_day or s.when.has_time or s.when.asap
                 or not s.question)
    return committed


# «¿cuánto…?», «¿cómo…?», «¿qué…?»: a question word, so what follows is asked about, not asked for
_ASKS_ABOUT_RE = re.compile(r"\b(?:cuant[oa]s?|cant[oa]s?|como|cuando|cando|donde|onde)\b"
                            r"|^(?:(?:y|e) )?(?:que|cual|cal)\b")


_SOME = frozenset("un una unos unas uns unha unhas otra otro outra outro".split())


# «¿me dejas preparados 3 X…?», «¿me tes listas…?»: how it is to be left, before the thing
_READY_RE = re.compile(r"(?:preparad|apartad|guardad|gardad|reservad|list)[oa]s?$")


def _favour_for_a_product(norm: str, biz, has_day: bool = False) -> bool:
    """«¿me haces una X…?», «¿me apartas 6 X?», «¿podéis hacer una X para el sábado?» (with a day):
    the favour names a product right after its verb (an «un/una» or a count between). Not «¿me
    haces una foto de la X?» or «¿me dejas la X en…?»."""
    m = FAVOUR_RE.search(norm) or (_CAN_YOU_MAKE_RE.search(norm) if has_day else None)
    if m is None:
        return False
    rest = norm[m.end():].split()
    lead = next((k for k, w in enumerate(rest) if w not in _SOME and to_int(w) is None and not _READY_RE.match(w)),
                len(rest))
    if lead == 0 or lead == len(rest):
        return False     # «¿me preparas <X en plural> para 20 personas?»: how many is for a person to ask
    return any(start == 0 for start, _ in find_items(" ".join(rest[lead:]), biz).spans)


def _a_size_accepted(norm: str) -> bool:
    """«ok pues la de 20», «vale, a grande», «venga, la mediana»: an acceptance, then a choice alone."""
    accepted = _ACCEPT_RE.match(norm)
    return accepted is not None and len(_POLITE_RE.sub(" ", norm[accepted.end():]).split()) <= 3


_POLITE_WORDS = r"(?:por favor|porfa|porfi|plis|gracias|grazas)"
_POLITE_RE = re.compile(rf"\b{_POLITE_WORDS}\b")


def _a_favour_asked(s: Signals, norm: str) -> bool:
    """«¿me guardas una para el martes?», «¿me guardáis 4?» after an answer about a product: a favour
    with a day, a time or nothing else said, asking for it (not «¿hasta cuándo me guardas…?»)."""
    short = len(_POLITE_RE.sub(" ", norm).split()) <= 4
    return (bool(s.when.has_day or s.when.has_time or short) and not _ASKS_ABOUT_RE.search(norm)
            and FAVOUR_RE.search(norm) is not None)


def _asks_a_favour(s: Signals) -> bool:
    """«¿me haces una X para el sábado?», «¿me apartas 6 X?» ask for it, before any order: with a
    day, a time or a count, and nothing else asked. «¿a cuánto me haces la X?» asks a price, «¿me
    dejas probar la X?» a favour, and «¿me dejas las X en una caja?» mid-order is about the order."""
    return (s.favour_kw and not s.topics and not any(s.diet.values())
            and not DELIVERY_RE.search(s.norm) and not PAST_VISIT_RE.search(s.norm)
            and bool(s.when.has_day or s.when.has_time or any(s.items.explicit))
            and not _ASKS_ABOUT_RE.search(s.norm))


def _is_order(s: Signals, biz=None) -> bool:
    if s.process_question and not _orders_before_asking(s, biz):
        return False
    if s.asks_options and not s.want_kw and not s.order_kw:
        return False
    if ("product" in s.topics or "duration" in s.topics) and not s.want_kw:
        return False    # '¿qué lleva X?', '¿con cuánta antelación X?', '¿cuánto tarda un pedido de X?': a question
    if "address" in s.topics and not s.want_kw and asks_where_to_pick_up(s.norm):
        return False    # '¿dónde recojo mi X?': where, not another X
    wish = s.want_kw or s.order_kw or _asks_a_favour(s)
    if (s.items.removed or s.items.delta or s.items.ask_replace) and not s.question:
        return True     # 'sin X', 'las X no', 'una más': a change to the order
    if s.refers_back and not (s.has_items or s.question) and biz is not None and biz.can("order"):
        return True     # «quiero una nueva» with nothing to point back to: the order asks which
    if s.has_items or s.items.unknown:
        if wish or s.items.mode != "add":
            return True
        if s.diet["avoid"] and not s.question and not s.topics:
            return True     # 'una X sin Y', 'X, es para un celíaco': the order guards the diet
        if s.diet["tags"] and not (s.question or s.topics) and biz is not None \
                and (s.items.wishes_of_parts or any(tells_a_count_apart(n, biz) for n in s.notes)):
            return True     # «dos X, uno vegano y otro normal»: the count given out, the diet one part's wish
        if _a_wish_asked(s):
            return True     # «2 X para mañana, ¿tienen que estar calentitas?»: ordered, the wish for the note
        if s.question or s.topics or s.diet["avoid"] or s.diet["asks"] or s.diet["tags"]:
            return False
        return s.has_items or (s.short and not s.offtopic)
    return bool(s.order_kw and not s.topics and (s.want_kw or not s.question))


# «¿podéis hacer una X para el sábado?»: with a day, a favour like «¿me haces una X…?»
_CAN_YOU_MAKE_RE = re.compile(rf"\b(?:{CAN_YOU}|se puede|se pode) "
                              r"(?:hacer|facer|preparar|guardar|gardar|apartar|reservar|encargar)\b")
# The verbs of asking to be told or sent something («¿me lo explicáis?», «¿me la podéis recomendar?»,
# «¿me dices…?», «¿me lo mandas?»): a question, never a service asked for
_TOLD = (r"(?:dec|dic|dis|recomend|recomiend|describ|explic|cont|cuent|cobr|mand|envi|ensen|ensin|aconsej|aconsell|"
         r"orient|ayud|axud|avis)\w*\b")
# «¿me ajustáis los <parts>?», «¿podéis mirarme X el jueves?», «¿cuándo me la podéis ver?»: a service asked for
_CAN = CAN_YOU
_DONE_FOR_ME_RE = re.compile(
    rf"\b(?:me|nos) (?:(?:lo|la|los|las|o|a|os|as) )?(?!{_TOLD}|{_CAN})\w{{3,}}(?:ais|eis|ades|edes)\b"
    rf"|\b{_CAN} (?!{_TOLD})\w+(?:rme|rnos|rmel[ao]s?|rmo|rma)\b"
    rf"|\b(?:me|nos) (?:lo|la|los|las|o|a|os|as) {_CAN} (?!{_TOLD})\w+"
    rf"|\b{_CAN} (?!{_TOLD})"      # «¿podéis arreglar…?», «podedes arranxalo?»
    r"\w{3,}(?:ar|er|ir|arl[ao]s?|erl[ao]s?|irl[ao]s?|al[ao]s?|el[ao]s?|il[ao]s?)\b"
    rf"|\b(?!{_TOLD})\w{{3,}}(?:ades|edes|ides)(?:me|nos|mo|ma|mos|mas)\b"
    # «¿me cortas…?», «¿me centras…?»: one person asked (not «¿me confirmas si…?», «¿me sabes decir…?»)
    r"|\bme (?:(?:lo|la|los|las|o|a|os|as) )?"
    rf"(?!{_TOLD})(?!(?:pasas|llamas|chamas|quedas|gustas|esperas|dejas|deixas|haces|fas|pones|pos|das|vendes|"
    r"confirmas|preguntas|traes|tienes|tes|puedes|podes|sabes|respondes|contestas|escribes|"
    r"reservas|apuntas|guardas|gardas|preparas|apartas|recuerdas|acuerdas|escuchas|oyes|entiendes|lees)\b)"
    r"\w{3,}(?:as|es)(?! (?:si|se|que|cuanto|canto|cuando|cando|donde|onde|como|cual|cal)\b)\b")


def _a_wish_asked(s: Signals) -> bool:
    """«2 X para mañana tienen que estar calentitas?», «4 X para el martes, ¿que estén tostaditos?»: things
    counted for a day, and the question only how they should come (a note wish, said last): an order."""
    return bool(s.question and s.notes and any(s.items.explicit) and s.when.has_day and not s.topics
                and not s.items.unknown and clean(s.norm).endswith(clean(s.notes[-1])))


def _asks_it_done(s: Signals) -> bool:
    """A question asking the business to do a service it names, with nothing else asked."""
    return bool(s.question and not s.topics and not s.asks_options and _DONE_FOR_ME_RE.search(s.norm))


def _orders_before_asking(s: Signals, biz) -> bool:
    """«quiero 4 X para mañana, ¿aceptáis bizum?»: a wish with its products in a clause of its own
    before a question about how things are done."""
    apart = question_apart(s.text or "") if biz is not None and (s.want_kw or s.order_kw or s.favour_kw) else None
    return apart is not None and bool(find_items(clean(apart[0]), biz).lines)


def _unknown_beside_praise(s: Signals) -> bool:
    """Words no product names, other than the praise's own («es un sol»)."""
    praise = " ".join([*(m.group(0) for m in PRAISE_RE.finditer(s.norm or "")),
                       *(m["noun"] for m in JOB_PRAISED_RE.finditer(s.norm or "") if s.items.job_praised)])
    return any(str(u) not in praise for u in s.items.unknown)


def _primary(s: Signals, biz) -> str:
    if s.refusal:
        return "refuse"
    if s.about_me and not (s.has_items or s.topics or s.booking_kw or s.want_kw):
        return "about_me"
    if s.handoff:
        return "handoff"
    if s.cancel:
        return "cancel"
    if s.greet and _only_greets(s.norm, s):
        return "greet"
    if s.bye and _only(BYE_RE, s.norm, THANKS_RE):
        return "bye"
    if s.thanks and _only(THANKS_RE, s.norm):
        return "thanks"
    # «el sábado tardasteis mucho menos»: the day of a praise told of the past is gone by, nothing asked for it
    when_ahead = (s.when.has_day or s.when.has_time) and not PRAISED_BEFORE_RE.search(s.norm)
    if s.praise and not (s.has_items or _unknown_beside_praise(s) or s.want_kw or s.order_kw or s.booking_kw
                         or when_ahead or s.topics or s.trouble):
        return "thanks"     # «me encantan vuestros X», «Marta es un sol»: a compliment, thanked
    reserves = (s.booking_kw or bool(_RESERVE_RE.search(s.norm))) and not _ordering_ahead_asked(s)
    if s.complaint or (s.trouble and not (reserves or _wishes(s) or _asks_it_done(s))):
        return "trouble"    # «se me rompió la X»: a problem told about X, not X ordered
    if s.items.replaced and not s.has_items and (not s.question or _asks_it_done(s)) and _books_staff(biz):
        return "booking"    # «tengo que cambiar las X» (a part sold): an appointment to fit it, X noted
    kinds = _kinds_named(s, biz)
    asks_of_a_person = s.question and not (s.when.has_day or s.when.has_time)    # «¿Iago hace X?»
    said_when = (s.when.has_day or s.when.has_time) and not s.question     # «<service> el martes a las 10»
    if "service" in kinds and (reserves or s.want_kw or s.order_kw or _asks_a_favour(s) or said_when
                                 or _asks_it_done(s) or (s.resource and not asks_of_a_person)) and _books_staff(biz):
        return "booking"    # «quiero reparar un pinchazo con Brais»: a service is an appointment, not a pickup
    if not kinds and s.resource and (s.when.has_day or s.when.has_time) and not s.question and _books_staff(biz) \
            and _WITH_PERSON_RE.search(s.norm) and not CALLED_OFF_RE.search(s.norm):
        return "booking"    # «pues con Marta el martes a las 10»: a person and a day is an appointment
    if _asks_for_staff(s.norm, s) and _books_staff(biz):
        return "booking"    # «ponme con Iago»
    if kinds == {"product"} and reserves and biz.can("order") and not s.book_noun:
        return "order"      # «¿puedo reservar un marcapáginas?»: reserving what is sold is ordering it
    if _is_booking(s, biz):
        return "booking"
    if kinds == {"product"} and s.notes and _asks_it_done(s) and biz.can("order"):
        return "order"      # «el <product> para regalo, ¿me lo envolvéis?»: asked for, prepared so
    if _is_order(s, biz):
        # «<service>» alone: a service is an appointment, never a line to pick up
        return "booking" if kinds == {"service"} and _books_staff(biz) else "order"
    diet = s.diet["avoid"] or s.diet["asks"] or s.diet["tags"]
    if s.offtopic and not (s.topics or s.has_items or diet or _names_a_category(biz, s.norm)
                           or _GOODS_ASKED_RE.search(s.norm)):
        return "offtopic"       # «¿qué <things> de <kind> tenéis?» where the business sells them is its own trade
    if s.question or s.topics or diet or s.asks_options or s.process_question or s.holiday:
        return "info"
    if only_when_said(s):      # «el viernes a las 21», «para mañana» to begin with: a request for then
        return "booking" if biz.can("booking") else "order" if biz.can("order") else "info"
    if s.yes:
        return "yes"
    if s.no:
        return "no"
    return "info"


def _wishes(s: Signals) -> bool:
    """A wish, an order verb, a favour, a day or time, or a topic asked («¿cuánto cuesta?»)."""
    w = s.when
    return bool(s.want_kw or s.order_kw or _asks_a_favour(s) or w.has_day or w.has_time or s.topics
                or s.resource or s.asks_options or s.items.removed or s.items.delta
                or (s.items.mode != "add" and s.has_items))     # «tengo que cambiar las X»: no X held to change


# «¿tenéis poesía?», «busco películas»: things that may be sold, asked for (not «escríbeme un poema»)
_GOODS_ASKED_RE = re.compile(r"\b(?:teneis|tedes|tendes|hay|hai|vendeis|vendedes|busco|buscaba|buscamos|"
                             r"quiero comprar|quero mercar)\b.*\b(?:poemas?|poesias?|peliculas?|canciones|cancion)\b")


def _names_a_category(biz, norm: str) -> bool:
    words = vocabulary_of(biz).category_words
    return any(singular(w) in words for w in norm.split())


def _named_first(s: Signals) -> bool:
    """«una X, que se me rompió», «X, la mía está rota»: the thing comes first (a count at most
    before it), so it is asked for and the problem is its reason."""
    if not s.items.spans:
        return False
    before = (s.items.words or [])[:min(a for a, _b in s.items.spans)]
    return all(w in _SOME or to_int(w) is not None for w in before)


def _read_problems(s: Signals, biz, ctx: ReadingContext) -> None:
    """A problem or a complaint told. Mid-request a problem is a note, as before, except at «¿Qué
    servicio quieres?» («se me sale la X»: the service that mends it); a complaint about something
    bought before is read everywhere («…, la X que compré ayer estaba cruda»: never X again)."""
    if not (ctx.get("awaiting") or ctx.get("cart") or ctx.get("services")):
        _read_trouble(s, biz)
        return
    if ctx.get("awaiting") == "service" and not a_new_thing(s, biz):
        s.symptom_of = services_told(s.norm, biz)
    _symptoms_are_no_things(s, biz)
    asks = _asks_for_something(s)
    if BOUGHT_RE.search(s.norm) or complaint_said(s.norm, asks):
        s.complaint = tells_complaint(s.norm, s.has_items, asks)
    if s.complaint and s.handoff_topic not in (None, "person", "call") \
            and _handoff(COMPLAIN_RE.sub(" ", s.norm), biz, ctx.get("awaiting")) is None:
        s.handoff_topic, s.handoff = None, False    # «tengo una queja de…» mid-request: noted, not handed over


def _cancels_an_earlier(norm: str) -> bool:
    """«…y cancelar el pedido de ayer», «e anular a reserva anterior»: one made before called off, marked
    as such, and not what may be done later («…y si no puedo ir te aviso para cancelar el pedido»)."""
    called_off = CANCEL_A_REQUEST_RE.search(norm)
    if called_off is None or MAYBE_LATER_RE.search(norm, 0, called_off.start()):
        return False
    after = norm[called_off.start():]
    return bool(EARLIER_RE.search(after) or MARKED_EARLIER_RE.search(after) or MADE_BEFORE_RE.search(norm))


def _asks_for_something(s: Signals) -> bool:
    """«¿cuánto me cobráis…?», «…, ¿hasta qué hora dais cenas?»: a question word, asked with «?»."""
    return ("?" in s.raw or "¿" in s.raw) and bool(INTERROGATIVE_RE.search(s.norm))


def _read_trouble(s: Signals, biz) -> None:
    """A problem told: a dataset symptom of a service, or a breakage word said of something the
    catalogue names. Nothing is read when the thing comes first (then it is ordered)."""
    s.symptom_of = [] if a_new_thing(s, biz) else services_told(s.norm, biz)
    _symptoms_are_no_things(s, biz)
    told = bool(s.symptom_of) or (tells_trouble(s.norm) and s.has_items)
    asks = _asks_for_something(s)
    said_as_one = BOUGHT_RE.search(s.norm) or complaint_said(s.norm, asks)     # «quiero quejarme, …»
    s.complaint = tells_complaint(s.norm, s.has_items, asks) and (bool(said_as_one) or not (
        s.symptom_of or s.want_kw or s.order_kw))     # «ayer fue horrible, quiero una X»: X wished
    s.trouble = (told and not _named_first(s)) or s.complaint


def _symptoms_are_no_things(s: Signals, biz) -> None:
    """«hace un ruido raro»: «un ruido» tells the symptom read, it is no thing the catalogue lacks."""
    if s.symptom_of and s.items.unknown:
        told = symptom_words(s.norm, biz)
        s.items.unknown = [u for u in s.items.unknown if not (isinstance(u, str) and set(clean(u).split()) <= told)]


def _outside_names(found: Found, mark: str = "") -> str:
    """The message without catalogue phrases: a product called 'X sin harina' is a name, not a
    diet; one called 'Mesa plegable' is not a table booking. With `mark`, each phrase leaves it
    in its place («reservar <mark> para el martes» is no «reservar para»)."""
    inside: set[int] = set()
    for a, b in found.spans:
        inside.update(range(a, b))
    marks = {a for a, _b in found.spans} if mark else set()
    return " ".join(mark if i in marks else w for i, w in enumerate(found.words) if i not in inside or i in marks)


def _without_flavours_not_made(outside: str, found: Found) -> str:
    """«¿tenéis X de pistacho?» where no such X is made: a flavour asked, not an allergen."""
    for phrase in found.unknown:
        if isinstance(phrase, str) and " de " in phrase:      # its noun may be a catalogue word, gone
            outside = re.sub(rf"\bde {re.escape(phrase.split(' de ', 1)[1])}\b", " ", outside)
    return outside


# Words that carry order intent even without a product: 'en vez de…', 'sin…', 'mejor…'; and
# 'más'/'menos' next to a number ('uno menos', 'una más').
INTENT_WORDS = frozenset("vez lugar sin sen mejor mellor quiero quero quita quitar".split())
MORE_LESS = frozenset("mas mais menos".split())


def order_intent(s: Signals) -> bool:
    """The message asks something of the order (a change, a wish, items, a quantity): it is not
    a bare answer such as a name or a note. 'Dos Santos' (capitalised) is still a name."""
    items = s.items
    words = s.norm.split()
    numbers = [w for w in words if to_int(w) is not None]
    capitalised = all(w[:1].isupper() for w in re.findall(r"[^\W\d_]+", s.text))
    diet = s.diet["avoid"] or s.diet["asks"] or s.diet["tags"]
    return bool(s.change or s.want_kw or s.order_kw or items.lines or items.ambiguous
                or items.stray_options or items.removed or items.delta or items.ask_replace
                or items.mode != "add" or diet or INTENT_WORDS.intersection(words)
                or (numbers and MORE_LESS.intersection(words))
                or (numbers and words and to_int(words[0]) is not None and not capitalised))


# An hour alone, as the answer to «¿A qué hora?»: «11», «las 11», «10 y media», «5 de la tarde», «17h»
_AN_HOUR = (r"(?:[0-9]{1,2}|una|unha|dos|duas|tres|cuatro|catro|cinco|seis|siete|sete|ocho|oito|nueve|nove|"
            r"diez|dez|once|doce)")
_PAST_IT = r"\s+(?:y|e)\s+(?:media|cuarto)|\s+menos\s+cuarto|\s+(?:de la|da)\s+(?:manana|mana|tarde|noche|noite)"
_BARE_HOUR_RE = re.compile(r"(?:(?:pues|pois|vale|ok|sobre|tipo|hacia|cara|las|as)\s+)*"
                           rf"(?P<hour>(?:[0-9]{{1,2}}(?:[:.h][0-9]{{2}})?|{_AN_HOUR})"
                           rf"(?:\s*h|\s+horas?|{_PAST_IT}|\s+en\s+punto)*)"
                           r"(?:\s+(?:por favor|porfa|gracias|grazas))*")
# «mejor 10 y media», «mellor ás 5 da tarde»: an hour that is no count («mejor 5» may be one: routing asks)
_BETTER_HOUR_RE = re.compile(r"(?:(?:no|non|pues|pois|vale|ok|uy)\s+)*(?:mejor|mellor)\s+(?:(?:a\s+)?(?:las|as)\s+)?"
                             rf"(?P<hour>(?:[0-9]{{1,2}}[:.h][0-9]{{2}}|{_AN_HOUR}(?:{_PAST_IT})+))"
                             r"(?:\s+(?:por favor|porfa|gracias|grazas))*")


# «me llamo Iago», «soy Brais», «a nombre de Brais», «chámome Iago»: the customer's own name follows
_INTRODUCES_RE = re.compile(r"\b(?:me llamo|mi nombre es|soy|a nombre de|chamome|o meu nome e|son o|son a)\b")
# to the name question, a staff name after «no» or «que sea»: «no, Uxía», «ay no, que sea Uxía»
_PERSON_INSTEAD_RE = re.compile(r"^(?:(?:ay|uy|ai|pues|pois|bueno|bo)\s+)*(?:no|non)\b|\bque (?:sea|sexa)\b")
# «co Xan», «con Laura» to the name question: a person asked for, not the customer's name
_WITH_SOMEONE_RE = re.compile(r"^\s*(?:con|co|coa|cun|cunha)\s+\w", re.IGNORECASE)


def _names_the_staff(name: str, resource: str) -> bool:
    said = set(clean(name).split())
    return resource in said or bool(said & {"con", "co", "coa"})


# «las dos de 12», «as dúas para 8»: both things, of a size (no 14:00)
# (a business that sells no sizes has none; «las 2 para 4 personas» is people)
_BOTH_OF_A_SIZE_RE = re.compile(r"\b(?:las|as) (?:dos|duas|2) (?:de|para|pa|pra) \d+\b"
                                r"(?! (?:personas?|persoas?|pax)\b)")


# «el viernes, no el jueves» (the comma before «no» only), «no el jueves sino el viernes», «el
# miércoles en vez del martes», «non é o xoves, é o venres», «no a las 10 sino a las 11»: which is meant
_KEPT_BEFORE_RE = re.compile(r"(?P<kept>.*?)(?:,\s*(?:no|non)\s+(?!,|(?:perdona|perdón|perdon|perdoa|digo|espera|"
                             r"mejor|mellor)\b)|\s+(?:en vez|en lugar|no canto)\s+d)")     # «…, no perdona, Y» takes Y
# «no X sino Y», gl «senón»: Y kept (Galician «se non» is «if not»: a second choice, days._FALLBACK_RE)
_KEPT_AFTER_RE = re.compile(r"\b(?:sino|senon)\b|\b(?:no|non) (?:es|e|é)\b[^,]*,\s*(?:es|e|é)\b")


_NOT_THAT_ONE_RE = re.compile(r"\b(?:no|non) (?:el|o) (?:siguiente|seguinte)\b")


def _the_one_kept(w: When, text: str, biz, now: datetime) -> None:
    """Two days or two times said, one of them taken back: the one kept (the first was taken)."""
    if not (w.has_day or w.has_time):
        return
    after = _KEPT_AFTER_RE.search(text)
    part = text[after.end():] if after else None
    if part is None and (before := _KEPT_BEFORE_RE.match(text)):
        part = before.group("kept")
    if not part:
        return
    kept = parse_when(clean(part), biz, now)
    if w.has_day and kept.has_day and kept.ymd != w.ymd:
        w.ymd, w.day_text = kept.ymd, kept.day_text
    if w.has_time and kept.has_time and kept.minutes != w.minutes:
        w.minutes, w.time_text, w.part = kept.minutes, kept.time_text, kept.part or w.part


def _read_bare_hour(s: Signals, norm: str, biz, now: datetime) -> None:
    """«11», «10 y media», «5 de la tarde» to «¿A qué hora?»: that hour («mejor 5» may be a count:
    routing asks which)."""
    hour = _BARE_HOUR_RE.fullmatch(norm) or _BETTER_HOUR_RE.fullmatch(norm)
    if hour is None:
        return
    said = parse_when("a las " + hour.group("hour"), biz, now, s.lang)
    if said.has_time and not said.has_day:
        s.when.minutes, s.when.has_time, s.when.time_text = said.minutes, True, said.time_text
        s.when.part = s.when.part or said.part


# «al final 21», «mejor 21» to «¿A qué hora?»: an hour of the afternoon offered, not a count said again
_HOUR_INSTEAD_RE = re.compile(INSTEAD_LEAD + r"(?:mejor|mellor|al final|ao final|finalmente)"
                              # «mejor 9 y media», «al final 21:30»: with its minutes, any hour
                              r"\s+(?P<hour>1[3-9]|2[0-3]|(?P<with_min>(?:1[0-9]|2[0-3]|[1-9])(?:\s+(?:y|e|menos)\s+"
                              r"(?:media|cuarto)|:[0-5][0-9])))"
                              # «mejor 21 y seremos 5»: the party said beside it
                              r"(?P<party>\s+(?:y|e)\s+(?:seremos|somos|semos|sermos|para|pra)\s+\S+(?:\s+personas|\s+persoas)?)?")


# «ay no, mejor 8» to «¿A qué hora?» of a table: 20:00 when offered, as a bare «8» is there
_SMALL_HOUR_INSTEAD_RE = re.compile(INSTEAD_LEAD + r"(?:mejor|mellor|al final|ao final|finalmente)"
                                    r"\s+(?P<hour>[1-9]|1[0-2])")


def _an_hour_instead(s: Signals, norm: str, ctx: ReadingContext, biz, now: datetime) -> None:
    """«mejor 21», «ay no, mejor 8» to «¿A qué hora?»: an hour offered, not the party said again."""
    said = _HOUR_INSTEAD_RE.fullmatch(norm) \
        or (_SMALL_HOUR_INSTEAD_RE.fullmatch(norm) if ctx.get("held_party") else None)
    if said is None or s.when.has_time or said.groupdict().get("with_min"):
        return
    afternoon = said.re is _HOUR_INSTEAD_RE
    minutes = int(said["hour"]) * 60 if afternoon else parse_when("a las " + said["hour"], biz, now, s.lang).minutes
    day = ctx.get("held_day") if afternoon and ctx.get("held_party") else None     # «mejor 22»: open, if full
    if minutes is not None and (minutes in (ctx.get("times_offered") or [])
                                or (day and any(lo <= minutes < hi for lo, hi in day_ranges(biz, day)))):
        s.when.minutes, s.when.has_time, s.when.time_text = minutes, True, said["hour"]


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


def _nothing_ordered(s: Signals) -> None:
    """The things read are not ordered (their words are kept)."""
    s.items, s.has_items = Found(words=s.items.words), False


def _an_hour_instead_of_held(s: Signals, norm: str, biz, ctx: ReadingContext) -> bool:
    """«mejor 14» at a later question, with a time held: an hour the day is open at, when it cannot
    be the party («mesa para 4 … a las 21», then «mejor 14») nor a count («1 X», then «mejor 14»)."""
    said = _HOUR_INSTEAD_RE.fullmatch(norm)
    held_time, day = ctx.get("held_time"), ctx.get("held_day")
    if said is None or held_time is None or not day or s.when.has_time or s.items.stray_options:
        return False     # (a size of the thing held, «al final 20», is that size)
    minutes = find_time(f"a las {said['hour']}", biz, day, None)[0]
    if minutes is None or minutes == held_time or not any(lo <= minutes < hi for lo, hi in day_ranges(biz, day)):
        return False
    party = (biz.data.get("booking") or {}).get("party") or {}
    n = int(said["hour"]) if not said["with_min"] else None     # a bare number may be the party or a count
    if (n is not None and n <= int(party.get("handoff_over") or party.get("max") or 0) and not said["party"]) \
            or (n is not None and any(int(line.get("qty") or 1) > 1 for line in ctx.get("cart") or [])):
        return False
    s.when.minutes, s.when.has_time, s.when.time_text = minutes, True, said["hour"]
    return True


def analyze(text: str, biz, ctx: ReadingContext | None = None) -> Signals:
    """Read one customer message. `ctx`: what the dialog so far tells the reader (ReadingContext,
    understanding/context.py); none for a message read on its own."""
    s = _analyze_whole(text, biz, ctx)
    if s.request_beside_told:       # (read whole, the thing bought before would be ordered again)
        return analyze(s.request_beside_told, biz, ctx)
    if isinstance(text, str):       # (read whole, the day of the one called off may be taken as the new one's)
        s = _request_beside_an_earlier_called_off(text, biz, ctx) or s
    s.complaint_then_order = _complaint_then_order(text, biz, ctx) if isinstance(text, str) else None
    s.complaint_with_booking = _complaint_with_booking(s, biz, ctx) if s.complaint and isinstance(text, str) else None
    s.booking_after_praise = _booking_after_praise(s, biz, ctx) if s.praise and isinstance(text, str) else None
    s.another_day_beside = _another_day_beside(text, biz, ctx) if isinstance(text, str) else None
    return s


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


def _booking_after_praise(s: Signals, biz, ctx: ReadingContext | None) -> Signals | None:
    """«estuvimos el sábado pasado y nos encantó, queremos repetir el viernes a las 21, somos 2»: the
    first clauses praise (naming no thing) and the rest asks for a booking, read on its own (read
    whole, the visit told of made it a story for a person); None for any other message."""
    if (ctx or {}).get("awaiting") or s.question:
        return None
    clauses = _CLAUSE_END_RE.split((s.text or "").strip())
    for at in range(1, len(clauses)):
        head = analyze(" ".join(clauses[:at]), biz, ctx)
        if not head.praise:
            continue
        if head.has_items:
            return None         # «me encanta la X, me llevo dos»: the X praised is the one taken, read whole
        wish = analyze(" ".join(clauses[at:]), biz, ctx)
        if wish.primary != "booking" or wish.question or wish.praise:
            return None         # (an order after praise is read whole: «…buenísimo. Quiero otra X»)
        return wish
    return None


def _complaint_then_order(text: str, biz, ctx: ReadingContext | None) -> ComplaintThenOrder | None:
    """«el X de ayer estaba seco, quiero otro para el martes»: the complaint, and the wish read on its
    own as an order; None when the message is no such pair («…, quiero que me devolváis el dinero»)."""
    apart = complaint_then_wish(text, biz)
    if apart is None:
        return None
    wish = analyze(apart.wish, biz, ctx)
    if wish.primary != "order" or not (wish.items.lines or wish.items.ambiguous):
        return None
    return ComplaintThenOrder(apart.complaint, wish)


def _complaint_with_booking(s: Signals, biz, ctx: ReadingContext | None) -> ComplaintWithBooking | None:
    """«nos atendieron fatal, quiero reservar para 2 el sábado», «para 4 el viernes, la última vez
    tardasteis muchísimo»: a complaint in the clauses before or after a booking asked; each read on its
    own. None when no part of the message, read alone, is a booking and the rest a complaint."""
    if not biz.can("booking") or (ctx or {}).get("awaiting"):
        return None
    for head, tail in clauses_apart((s.text or "").strip()):
        for complaint, asked in ((head, tail), (tail, head)):
            if not complaint or "?" in complaint \
                    or not tells_complaint(clean(complaint), find_items(clean(complaint), biz).any):
                continue        # (a question beside the complaint is no part of it: the message is read whole)
            wish = analyze(asked, biz, ctx)
            if wish.primary == "booking" and not (wish.complaint or wish.question):
                return ComplaintWithBooking(complaint.rstrip(" ,.;!"), wish)
    return None


def _analyze_whole(text: str, biz, ctx: ReadingContext | None) -> Signals:
    """The message read whole (see `analyze`)."""
    text = question_marked(text) if isinstance(text, str) else text
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
    norm = _it_dropped(_money_as_how_much(respell_weekdays(clean(scrubbed))), biz, now)
    words = norm.split()
    s = Signals(raw=raw, text=scrubbed, norm=norm, flags=list(with_digits_only(flags, raw)), short=len(words) <= 5)
    s.own_words_ruled_out = list(kept.own_words)      # «non a de Y senón a de X»: still Galician
    s.lang = detect_lang(words + s.own_words_ruled_out, ctx.get("lang") or "es")
    s.asks_estimate = ESTIMATE_RE.search(clean(scrubbed_before_about or "")) is not None

    _read_kinds(s, norm, ctx.get("awaiting"))
    _read_when_said(s, norm, scrubbed, biz, ctx, now)
    worded, asked_words = _read_things(s, norm, scrubbed, biz, ctx)
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
    if not (s.earlier_told or _anything_held(ctx)) and _left_before_told(s, norm):
        requests = _requests_beside_the_past_one(s.text or "", biz, ctx)
        if requests:        # «ayer os compré X; 6 Y para el martes»: the request, read on its own (analyze)
            s.request_beside_told = ", ".join(requests)
        else:       # «os dejé la <thing> el jueves para una <service>»: told, not asked again
            _nothing_ordered(s)
            s.earlier_told, s.booking_kw, s.order_kw = True, False, False
    if _held_group_said_as_well(s, norm, ctx):
        _nothing_ordered(s)     # more than the one held, which the reader cannot tell: for the person
    s.primary = _primary(s, biz)
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
    elif (two_days := _two_days_said(s, norm, biz, now, _a_request_held(ctx))) is not None:
        _one_of_two_days_asked(s, *two_days, biz)
    else:
        _another_time_asked(s, norm, biz, ctx)
    s.booking_unsupported = s.primary == "booking" and not biz.can("booking")
    return s


def _language_beside_the_names(s: Signals, words: list[str], held_lang: str) -> None:
    """«quiero Río sen nome»: a name in the other language says nothing of the customer's (their own
    words of a «no Y» taken out do: «non a de Y senón a de X»)."""
    if not s.items.spans:
        return
    named = {i for start, end in s.items.spans for i in range(start, end)}
    unnamed = [w for i, w in enumerate(s.items.words or words) if i not in named] + s.own_words_ruled_out
    # a word of one language, or a «no» of the customer's own («no, X no, <name in Galician>»: no
    # word of either, the language held stays); else the names are all there is to go by
    if any(w in GL_ONLY or w in ES_ONLY or w in NOT_WORDS for w in unnamed):
        s.lang = detect_lang(unnamed, held_lang)


def _had_asked_before_the_things(s: Signals) -> bool:
    """«¿también tenéis X?», «tamén vendedes X»: whether there is X, asked before naming it (not «y 2 X
    también, si os quedan»: the things wanted, if there are)."""
    first = min((start for start, _ in s.items.spans), default=0)
    return HAVE_RE.search(" ".join((s.items.words or [])[:first])) is not None


def _held_group_said_as_well(s: Signals, norm: str, ctx: ReadingContext) -> bool:
    """«y que me arregléis la X también» with one of the group's services held: another of them
    asked as well, never the one held again; nothing else named."""
    held = set(ctx.get("services") or [])
    return bool(held) and not s.items.lines and ALSO_SAID_RE.search(norm) is not None \
        and any(len(held & set(amb.get("candidates") or [])) == 1 for amb in s.items.ambiguous)


def _held(ctx: ReadingContext) -> set[str]:
    """The things and services held in the request being written."""
    return {str(line.get("item_id")) for line in ctx.get("cart") or []} | set(ctx.get("services") or [])


def _evening_after_a_morning(w: When, before: int | None) -> bool:
    """«a las 10», then «mejor a las 7» read as 19:00 (7:00 being closed): the customer may have meant
    the morning, so which is asked (form.check_time)."""
    return w.hour_guessed and w.minutes is not None and w.minutes >= NOON and before is not None and before < NOON


def _the_other_days_time(s: Signals, norm: str, cut: int, biz, now: datetime) -> int | None:
    """«… el martes a las 10 y el jueves a las 12» cut at the «y»: the time said with the other day (12:00),
    said back with it; None when only one time is said."""
    kept_at = norm.find(s.when.time_text) if s.when.has_time and s.when.time_text else -1
    if kept_at < 0 or s.other_day is None:
        return None
    if kept_at >= cut and find_time(norm[:cut], biz, s.when.ymd, None)[0] is None \
            and find_day(norm[:cut], today(now))[0] == s.when.ymd:
        return _the_time_moved_to_the_other_day(s)     # «uno para el martes y otro para el jueves a las 12»
    other_part = norm[cut:] if kept_at < cut else norm[:cut]
    minutes = find_time(other_part, biz, s.other_day, None)[0]
    return minutes if minutes is not None and minutes != s.when.minutes else None


def _the_time_moved_to_the_other_day(s: Signals) -> int | None:
    """The only time said is the second day's: the first day's request holds none (it is asked)."""
    minutes = s.when.minutes
    s.when.minutes, s.when.has_time, s.when.time_text = None, False, None
    return minutes


def _one_of_two_for_the_first_day(s: Signals, norm: str, cut: int) -> None:
    """«dos X, una hoy y otra mañana»: the first day's request holds one of the two, not both;
    «tres X, uno hoy y dos mañana»: the first day's part of the count, not all of it."""
    words, at = norm.split(), len(norm[:cut].split())
    if one_for_the_first_day(words, at):
        _one_of_the_two(s)
    elif (split := first_days_part(words, at)) is not None:
        _the_first_days_part(s, split)
    else:
        s.split_unclear = parts_do_not_add_up(words, at)


def _the_first_days_part(s: Signals, split: DaySplit) -> None:
    """The line split (the last one of the count said, else the last one held) holds the first day's part
    of its own count; an odd half is told. Of several products each of that count, each holds its part
    («2 X y 2 Y, uno hoy y uno mañana»)."""
    lines = s.items.lines
    if len(lines) > 1 and all(line.get("qty") == split.total for line in lines) and not split.halved:
        for line in lines:
            line["qty"] = split.part
        return
    line = next((line for line in reversed(lines) if line.get("qty") == split.total), lines[-1] if lines else None)
    held = split.of(line["qty"]) if line is not None and isinstance(line.get("qty"), int) else None
    if line is not None and held is not None:
        line["qty"] = held.part
        s.odd_half = (held.total, held.part) if held.odd_half else None


def _another_time_asked(s: Signals, norm: str, biz, ctx: ReadingContext) -> None:
    """«dos X, uno a las 10 y otro a las 12»: the first time's request holds one of the two; the
    other time is said to need a request of its own (`other_time`). Two of a service where an
    appointment is for one stay two: they are two people, handed to a person with no time guessed."""
    things = vocabulary_of(biz).product_words
    said = the_other_at_a_time(norm.split(), things) if s.when.has_time and not s.question else None
    minutes = find_time(said, biz, s.when.ymd, None)[0] if said else None
    if minutes is not None and minutes != s.when.minutes:
        s.other_time = minutes
        found = another_at_another_time(norm.split(), things)
        _only_the_first_times_things(s, norm, biz, ctx, found)
        if found is not None and found.names_something_else():
            s.other_time_things = _the_other_times_things(norm.split(), found, biz)
        elif not _books_staff(biz) and (found is None or found.halves()):
            _one_of_the_two(s)
    elif minutes is None and s.when.has_time and not s.question and _books_staff(biz):
        _another_person_at_another_time(s, norm, biz)


def _another_person_at_another_time(s: Signals, norm: str, biz) -> None:
    """«un X para mí a las 10 y otro para mi hija a las 11» where an appointment is for one: the other
    person's time (`other_time`), so the two are handed over as each at a time of their own."""
    found = another_at_another_time(norm.split(), whose_too=True)
    if found is None or not found.another:
        return
    words = norm.split()
    minutes = find_time(" ".join(words[found.time_at:]), biz, s.when.ymd, None)[0]
    if minutes is not None and minutes != s.when.minutes:
        s.other_time = minutes


def _only_the_first_times_things(s: Signals, norm: str, biz, ctx: ReadingContext,
                                 found: AnotherAtAnotherTime | None) -> None:
    """«un X a las 10 y otro Y a las 12», «un X a las 10 y un Y a las 12»: the other's thing goes with
    its time, in a request of its own; the first time's request holds what is said before the «y»."""
    words = norm.split()
    if found is not None and found.names_the_other():
        s.items = find_items(" ".join(words[:found.joined]), biz, ctx.get("cart"), ctx.get("last_item"),
                             ctx.get("awaiting"))
        s.has_items = bool(s.items.lines or s.items.ambiguous)


def _the_other_times_things(words: list[str], found: AnotherAtAnotherTime, biz) -> list[tuple[str, int]]:
    """«… y un Y a las 12», «… y 2 Y a las 12»: the ids (or the catalogue's word for several: «cuaderno»)
    of what is named for the other time, each with its count (said back, not held)."""
    said = find_items(" ".join(words[found.thing[0]:found.thing[1]]), biz)
    return [*[(line["item_id"], int(line.get("qty") or 1)) for line in said.lines if line.get("item_id")],
            *[(amb["word"], int(amb.get("qty") or 1)) for amb in said.ambiguous if amb.get("word")]]


def _one_of_the_two(s: Signals) -> None:
    """«dos X, una hoy y otra mañana»: one of the two; «2 X y 2 Y, uno hoy y otro mañana»: one of each."""
    twos = [line for line in s.items.lines if line.get("qty") == 2]
    if len(twos) == 1 or (twos and len(twos) == len(s.items.lines)):
        for line in twos:
            line["qty"] = 1


def _the_cancelling_rule_asked(s: Signals) -> None:
    """«¿cuesta algo cancelar?», «¿hasta qué hora puedo cancelar?», «¿política de cancelación?»,
    «¿cuánto antes hay que cancelar?»: the business's rule asked; not a price, the hours, something
    outside the business, nor a time as soon as possible."""
    s.question, s.offtopic, s.when.asap, s.asap = True, False, False, False
    s.topics = [t for t in s.topics if t not in ("price", "hours")]
    s.topic = s.topics[0] if s.topics else None


def _read_when_said(s: Signals, norm: str, scrubbed: str, biz, ctx: ReadingContext, now: datetime) -> None:
    """The day and the time said, read against the day and time held, offered or talked about."""
    words = norm.split()
    wished = without_the_end_of_day_unwished(norm, ctx.get("held_time"))    # not «a última hora no puedo»
    s.when = day_beside_held(week_after_held(parse_when(wished, biz, now, s.lang), norm, ctx.get("held_day")), norm,
                             ctx.get("held_day"))
    if s.when.ambiguous_kind == "mismatch" and ctx.get("awaiting") in ("time", "day"):
        s.when = _weekday_and_hour(s.when, norm, biz, now, s.lang)     # «lunes 10» to «¿A qué hora?»
    if s.when.has_day and ctx.get("awaiting") != "day" and not (s.when.has_time or s.when.part) \
            and _BARE_O_DAY_RE.fullmatch(s.when.day_text or "") and not _another_day_than_held(words, ctx):
        s.when = When()     # a bare «o 12» answers the day question only: else a size, a count
    s.favour_kw = not ctx.get("cart") and _favour_for_a_product(norm, biz, s.when.has_day)     # mid-order: the order's
    if s.order_kw and _how_it_is_done(s, norm):
        s.order_kw, s.question = False, True       # «preparáis los X en el momento»: asked, not ordered
    _the_one_kept(s.when, normalize(scrubbed), biz, now)
    if s.when.has_day and not s.when.week_on and _NOT_THAT_ONE_RE.search(norm):   # «el sábado… no, el siguiente»
        s.when = week_after_held(s.when, norm, s.when.ymd)
    _the_day_after_held(s.when, norm, ctx.get("held_day"))
    _weekend_of_the_held_week(s.when, ctx.get("held_day"))
    _one_of_the_days_offered(s.when, norm, [*filter(None, [ctx.get("day_before")]), *(ctx.get("days_offered") or [])])
    _the_number_offered(s.when, norm, ctx.get("days_offered"))
    _the_nth_day_offered(s.when, norm, ctx.get("days_listed"))
    _the_nth_time_offered(s.when, norm, ctx.get("times_offered"), ctx.get("time_refused"))
    _in_the_month_talked_about(s.when, norm, ctx.get("day_talked_about"))
    _on_the_day_talked_about(s.when, biz, ctx.get("day_talked_about"))
    # the time held, else the one just refused («A las 17:00 no me queda hueco…», then «¿y algo más tarde?»)
    time_held = ctx.get("held_time")
    _earlier_or_later(s.when, norm, time_held if time_held is not None else ctx.get("time_refused"))
    s.evening_after_a_morning = _evening_after_a_morning(s.when, time_held if time_held is not None
                                                         else ctx.get("time_refused"))
    sent_time = ctx.get("sent_time")
    if sent_time is not None and not s.when.has_time:
        _shifted(s.when, norm, sent_time)    # «¿y si llegamos media hora más tarde?» once sent: that one, moved
    _arriving_late(s, norm, ctx.get("held_time"), biz)
    if not (ctx.get("awaiting") == "name" and len(words) <= 3 and not _a_feast_wanted(norm)):     # «Reyes» a name
        _read_named_day(s, norm, biz, now)
    if s.when.time_text in ("las dos", "as duas", "las 2", "as 2") and biz.can("order") and (
            ctx.get("awaiting") == "option" or _BOTH_OF_A_SIZE_RE.search(norm)):
        s.when.minutes, s.when.has_time, s.when.time_text = None, False, None    # «sí, las dos», «las dos de 12»
    if ctx.get("awaiting") == "service" and not _both_as_the_hour(s, norm):
        _no_hour_in_both(s.when)    # «<X> y <Y>», «¿qué <X>?», then «las dos el jueves»: the two named
    if ctx.get("awaiting") in ("time", "day") and EITHER_OF_TWO_RE.search(norm):
        s.when.minutes, s.when.has_time, s.when.time_text = None, False, None    # «cualquiera de las dos»
        s.anyone = True
    if ctx.get("awaiting") == "time" and not s.when.has_time and not (_asked_about_another(ctx)
                                                                       and _a_few(norm)):
        _read_bare_hour(s, norm, biz, now)      # «11», «10 y media», «5 de la tarde» to «¿A qué hora?»
        _an_hour_instead(s, norm, ctx, biz, now)
    whoever = s.anyone and _WHO_RE.search(norm) and not _THE_TIME_TOO_RE.search(norm)   # «me da igual quién»
    same_time_another_day = s.when.has_day and SAME_TIME_RE.search(norm)     # «y el martes a esa hora?»
    if ctx.get("awaiting") == "time" and not s.when.has_time and not same_time_another_day \
            and ((s.anyone and not whoever) or _AT_OPENING_RE.search(norm) or FIRST_THING_RE.search(wished)):
        s.when.asap = True      # «me da igual», «a la hora de abrir» to «¿A qué hora?»: the first free one
    elif ctx.get("awaiting") in ("resource", "service", "party") and ctx.get("held_day") and not s.when.has_time \
            and not s.when.has_day and FIRST_THING_RE.search(wished):
        s.when.asap = True      # «cuando abráis» to «¿Con quién?» with the day held: its first free time
    s.asap = s.when.asap


_Worded = tuple[str, str, str] | None        # (what is asked for, the words to write, what they go on)


def _read_things(s: Signals, norm: str, scrubbed: str, biz, ctx: ReadingContext) -> tuple[_Worded, str]:
    """The things named (against the cart and what was talked about last). Returns the wording
    read apart («<thing>: words») and the words of a question asked about a thing."""
    words = norm.split()
    worded = wording_after_colon(scrubbed, biz)    # «con tarjeta: para la mejor madre»: the words are the card's
    items_text = clean(worded[0]) if worded else _without_names(norm, scrubbed, biz, ctx)
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
    if stays := what_stays(items_text, biz, ctx.get("cart"), ctx.get("last_item"), ctx.get("awaiting")):
        s.items = stays     # «un X y una Y, no, quita la Y»: X stays
    _the_priced_one_put_back(s, items_text, biz, ctx)      # «vale, una con <Y>» after X's price: X and Y
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
    if ctx.get("asked_of_a_thing") and not ctx.get("cart") and not (s.items.lines or s.items.ambiguous) \
            and (not s.items.any or _AND_A_COUNT_RE.fullmatch(norm)):    # «¿y 3 cuánto serían?»: no thing «cuánto»
        _count_of_the_last(s, norm, biz, ctx.get("last_item"))
    if not ctx.get("cart"):
        _a_count_of_it_and_another(s, biz, ctx.get("item_asked_now"))
        _picks_from_group(s, norm, biz, ctx.get("last_group"))
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
                      yes_to_its_price=_yes_to_its_price(norm, biz, ctx))
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
    _language_beside_the_names(s, words, ctx.get("lang") or "es")
    if ctx.get("awaiting") in _NOT_ABOUT_A_LINE and _only_the_held_one_named(s.items, ctx.get("cart")) \
            and not s.question:     # «¿cuánto cuesta la X?» with X held asks about it
        s.items = Found(words=s.items.words)     # «vale, el de <trait> entonces» with it held: that one, not one more
    instead = _said_instead(scrubbed, biz, ctx.get("cart"))
    if instead is not None:     # «quería X, no Y» with Y held: read as «en vez de Y, X»
        s.items = find_items(instead, biz, ctx.get("cart"), ctx.get("last_item"), ctx.get("awaiting"))
    asked_of = _things_asked_of(s, scrubbed, biz, bool(ctx.get("awaiting")))
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
    s.earlier_told = not _anything_held(ctx) and _tells_of_an_earlier_request(s, norm)
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


def _read_contact_and_topics(s: Signals, norm: str, scrubbed: str, biz, ctx: ReadingContext,
                             asked_words: str) -> tuple[str, str]:
    """The phone, the email, the topics asked and the diet. Returns the text the name is read in
    and the words outside the catalogue's names."""
    words = norm.split()
    s.phone = find_phone(scrubbed)
    said_by = scrubbed.replace(DNI_MASK, " ")      # the text the name is read in: «ana [DNI]» is Ana
    if s.phone is None and (dictated := _dictated_phone(words)):
        s.phone, s.items.unknown = dictated, []      # «seis cero cero…»: digits, not counts of things
        said_by = _SPOKEN_NUMBER_RE.sub(" ", said_by).strip(" ,.")     # without a phone dictated in words
    s.email = find_email(scrubbed)
    _group_word_of_the_named(s)
    _read_topics(s, norm, biz, bool(ctx.get("services")), bool(ctx.get("awaiting")), ctx.get("cart") or [],
                 ctx.get("awaiting") == "option")
    if s.topics == ["hours"] and not (s.when.has_day or s.when.ambiguous_day or s.when.invalid_day or s.when.period):
        _hours_of_the_day_meant(s, norm, ctx)
    elif not s.topics:
        _when_the_one_sent(s.when, norm, ctx.get("sent_day"), ctx.get("sent_time"))
    elif s.has_items and not s.when.has_day and _THAT_DAY_RE.search(norm) and ctx.get("held_day"):
        s.when.ymd, s.when.has_day = ctx["held_day"], True      # «¿hay X ese día?»: the day held
    looks = _comes_to_look(s, biz)
    if looks:
        s.booking_kw = False        # «sin cita»: no booking said
    open_then = looks or _asks_if_open_then(s, ctx.get("awaiting")) and not biz.can("booking")
    if _asks_when_to_come_by(s, ctx.get("awaiting")) or open_then \
            or _asks_when_served(s, biz, ctx.get("awaiting")):     # there: a booking
        s.topics.append("hours")
    if open_then and s.has_items:
        _nothing_ordered(s)     # «¿podemos recoger las X los domingos?»: the hours, no X to choose
    if s.short and not s.no_notes and norm.strip(" .!") in vocabulary_of(biz).no_notes:
        s.no_notes = True    # «sin grabado»: the trade's own way of saying «no note»
    outside = _without_flavours_not_made(_outside_names(s.items), s.items)  # a name is no diet nor booking word
    note_words = vocabulary_of(biz).note_words      # a wish of the trade's said «sin …» is for the note, no diet
    dietary = note_words.sub(" ", outside) if note_words is not None else outside
    s.diet = detect_diet(f"{dietary} {asked_words}" if asked_words else dietary)
    if s.diet["asks"] and s.has_items and IF_NOT_RE.search(norm):      # «¿lleva X? si no, ponme 3»: only without X
        s.diet = {**s.diet, "avoid": [*s.diet["avoid"], *(a for a in s.diet["asks"] if a not in s.diet["avoid"])]}
    if s.diet["asks"] and s.topics == ["price"] and not s.items.any and names_an_allergen_as_a_thing(norm) \
            and not _HAS_IT_RE.search(norm) and not _names_the_catalogue(norm, biz):
        s.diet = {**s.diet, "asks": []}     # «¿cuánto cuesta el X?»: the thing priced, no allergen asked
    if s.diet["avoid"] and s.items.lines and a_diet_of_one_of_two(index_of(biz), s.items.words):
        s.avoided_by_one, s.diet = s.diet["avoid"], {**s.diet, "avoid": []}    # one of two goes without it
    s.asks_if_it_has = bool(s.diet["avoid"]) and _asks_if_it_has(s)
    diet_asked = any(v for k, v in s.diet.items() if k != "allergy")    # «soy alérgica a Y, ¿el X lleva?»: still X's
    if not (s.topics or diet_asked) and s.question and len({line["item_id"] for line in s.items.lines}) == 1 \
            and (_HAS_IT_RE.search(norm) or _described_as(norm, biz, s.items.lines[0]["item_id"])
                 or _for_whom_described(norm, biz, s.items.lines[0]["item_id"])):
        s.topics, s.topic = ["product"], "product"     # «¿el X lleva Y?», «¿la X es blanca?»: its description answers
    if not s.topics and s.question and _a_kind_for_that_many(s, norm):
        s.topics, s.topic, s.asks_options = ["menu"], "menu", True   # «¿<things> para 10?»: what of the kind serves 10
    one = {line["item_id"] for line in s.items.lines}
    if set(s.topics) <= {"menu"} and not any(s.diet.values()) and s.question and len(one) == 1 \
            and asks_its_description(norm, biz.products.get(next(iter(one))) or {}):
        s.topics, s.topic = ["product", "price"], "product"     # «¿el X con qué va?»: its description, its price
    if not s.topics and s.question and _a_thing_asked_beside_services(s, biz, ctx.get("services")):
        s.topics, s.topic = ["price"], "price"     # «¿y una X?», «¿la X va incluida?» mid-appointment
    if not s.topics and s.question and (ctx.get("cart") or ctx.get("last_item")) and _WHAT_IF_RE.match(norm) \
            and s.items.stray_options and not (s.items.lines or s.want_kw or s.change):
        s.topics, s.topic = ["price"], "price"     # «¿y con la grande?»: its price, asked; nothing changed
    return said_by, outside


_LEADS = r"^(?:(?:y|e|pues|pois|ah|oye|oe|por cierto|vale|ok|en realidad|realmente|de hecho|na realidade|de feito)\s+)*"
_WHICH = r"(?:el|la|los|las|o|a|os|as) (?:de|do|da) \w+ "     # «la de 12 es…»: the one held, named
# «la quiero para…», «os necesito pra…»: what the thing held is wanted for
_WANTED = r"(?:lo|la|los|las|o|a|os|as) (?:quiero|queremos|quero|queria|necesito|necesitamos|preciso)"
# «para la», «para un», «pra o», «pro», «pa el»: «for» and the start of what it is for
_FOR_THE = (rf"(?:(?:{FOR}|pa) (?:un|una|unha|el|la|los|las|o|a|os|as|mi|mis|su|sus|mina|mi[nñ]as|meu|meus|sua|seu|"
            r"nuestra|nuestro|nosa|noso)|pro|pra|pal|polo|pola)")     # «pra» as «prá» unaccented
# «es para un cumpleaños», «es un regalo», «son para una boda», «é unha <thing> de <kind>»: what it is, told
_IT_IS_RE = re.compile(rf"{_LEADS}(?:{_WHICH})?(?P<verb>{IT_IS}) (?:{_FOR_THE}\b|un|una|unha|unos|unas|de)\b")
# «esa es para un cumpleaños», «la quiero para la comunión de mi nieta», «é pro bautizo»: what it is for,
# told (a demonstrative or «quiero» only before «para» and a noun: «esa es una buena idea» is a remark)
_THIS = r"(?:ese|esa|esos|esas|este|esta|iso|isto) "
_IT_IS_FOR_RE = re.compile(rf"{_LEADS}(?:{_WHICH}|{_THIS})?(?P<verb>{IT_IS}|{_WANTED}) {_FOR_THE} (?!(?:que|de)\b)\w")
_FOR_THE_RE = re.compile(rf"{_FOR_THE}\b")
# «es para la comunión de mi hija», «é pro bautizo do meu neto» with things held: what they are for, up to
# the business's topic word (not «quiero pedir presupuesto para una boda»: that is asked, not told)
_FOR_THE_OCCASION_RE = re.compile(rf"{_LEADS}(?:{_WHICH}|{_THIS})?(?:{IT_IS}|{_WANTED}) {_FOR_THE}(?: \w+){{0,3}} ")
# «la <part> es de 28 pulgadas», «o <part> fai ruído», «la <part> hace ruido»: a part of it, told
_ITS_PART_IS_RE = re.compile(r"^(?:(?:y|e|pues|pois|ah|oye|oe|por cierto)\s+)*(?:el|la|los|las|o|a|os|as) "
                             r"(?!(?:mina|meu|tua|teu|sua|seu|madre|padre|nai|pai|abuela|abuelo|avoa|avo|nena|neno|"
                             r"nina|nino)\b)[a-z]+(?: [a-z]+)? (?P<verb>es|son|e|tiene|tienen|ten|tenen|hace|fai|esta|"
                             r"estan) [a-z0-9]")
# «tiene 6 años», «o neno ten 6 anos», «mi hija tiene 3 añitos»: an age, told
_AGE_TOLD_RE = re.compile(r"^(?:(?:y|e|pues|pois|ah|oye|oe|por cierto)\s+)*(?:(?:el|la|o|a|mi|meu|mina|a mina|o meu) "
                          r"\w+ )?(?P<verb>tiene|ten|tienen|tenen) (?:[0-9]+|\w+) (?:anos|anitos|meses)\b")
_MEASURE_UNITS = frozenset("pulgadas pulgada polgadas polgada mm cm kg anos anitos meses km".split())
_FOR_ME_ALONE_RE = re.compile(rf"^(?:{IT_IS}|{_WANTED}) {FOR} (?:mi|min|nosotros|nosotras|nos)$")
# «es una pena», «es un poco tarde», «son unos cuantos», «e unha máis»: a remark or a count, not what it is
_A_REMARK_RE = re.compile(r"^(?:\w+ )*?(?:es|son|e|sera|seran) (?:un|una|unha|unos|unas|uns|unhas) "
                          r"(?:pena|placer|lio|poco|pouco|rollo|asco|horror|faena|pasada|problema|error|broma|gusto|"
                          r"momento|segundo|minuto|tema|fastidio|desastre|locura|caos|lata|pregunta|duda|cuantos|"
                          r"cuantas|cantos|cantas|mas|mais|menos|otra|otro|outra|outro|encanto|sol|amor)\b")


# «y también un X», «añade un X», «e unha X»: one more thing asked for
_ADDS_RE = re.compile(r"^(?:y|e) (?:tambien |tamen )?(?:un|una|unha|uno|unos|unas|[0-9]+)\b|"
                      r"\b(?:anad\w*|engad\w*|agreg\w*|tambien|tamen)\b")




def _what_it_is_told(s: Signals, norm: str, ctx: ReadingContext) -> None:
    """«es para un cumpleaños», «é unha <model> de <kind>» mid-request, with nothing else said:
    what it is, for the note (not «son unos 6», a count; nor «es para mí»)."""
    if not ctx.get("awaiting"):
        return
    told = _IT_IS_RE.match(norm) or _IT_IS_FOR_RE.match(norm) or _ITS_PART_IS_RE.match(norm) \
        or _AGE_TOLD_RE.match(norm)
    if told is not None and told.re is _AGE_TOLD_RE and "?" not in (s.raw or ""):
        s.question, s.items.unknown = False, []     # «tiene 6 años» (not «¿tiene…?»), «añitos» no thing wanted
    if told is None or _FOR_ME_ALONE_RE.match(norm) or _A_REMARK_RE.match(norm) \
            or (told["verb"] == "e" and not GALICIAN_IS_RE.search(s.raw or "")      # «e unha máis»: «and», not «is»
                and not _FOR_THE_RE.match(norm, told.end("verb") + 1)):      # («e pro bautizo»: «é», unaccented)
        return
    if s.notes and not all(_cut_at_a_number(clean(n), norm) for n in s.notes):
        return      # a note of its own said: that one
    words = norm[told.start("verb"):].split()      # «la de 12 es para…»: the one named, no number said
    if not (s.has_items or s.when.has_day or s.when.has_time or s.question or s.phone or s.party or s.name) \
            and not any(to_int(w) is not None and w not in _SOME and not _a_measure(words, i)
                        for i, w in enumerate(words)):
        s.notes = [s.text.strip(" .!")]     # whole: «es una <model> de paseo, <part> 700» (not cut at the number)


_NOTHING_WORDS = ("ninguna", "ningunha", "ninguno", "ningun")


def _nothing_misspelt(norm: str) -> bool:
    """«sin», «sen» (the first word of the «Sin indicaciones» button), «ningna», «nigunha» to the note
    question: no note (a short word is never guessed: «nata» is a wish)."""
    return norm in ("sin", "sen") or (" " not in norm and any(OSA.distance(norm, w) <= 2 for w in _NOTHING_WORDS))


def _cut_at_a_number(note: str, norm: str) -> bool:
    """«una <model> de paseo <part>» read from «… <part> 700»: the note stopped at a number."""
    at = norm.find(note)
    after = norm[at + len(note):] if at >= 0 else ""
    return after[:1] == " " and after[1:2].isdigit()


def _a_measure(words: list[str], i: int) -> bool:
    """«700», «28 pulgadas», «29 mm»: a number that measures something, not a count of people or things."""
    return (words[i].isdigit() and len(words[i]) >= 3) or (i + 1 < len(words) and words[i + 1] in _MEASURE_UNITS)


_CHANGE_VERB_RE = re.compile(rf"^{CHANGE_VERB}\s+(?:(?:la|el|a|o|las|los|as|os)\s+)?", re.IGNORECASE)


_HANDED_ASKED_AT = frozenset({"name", "phone", "confirm"})     # how it is handed over, said alone: a wish there


def _handed_asked(ctx: ReadingContext) -> bool:
    """Whether how it is handed over, said alone, is a wish for the note now: at the contact and summary
    questions, and at an order's time question («para llevar a la oficina»; not a table's)."""
    awaiting = ctx.get("awaiting")
    return awaiting in _HANDED_ASKED_AT or (awaiting == "time" and bool(ctx.get("cart")))


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
    if ctx.get("awaiting") in CONTACT_ANSWERS and _CALL_TIME_RE.search(norm) and not s.when.has_day \
            and (s.when.has_time or s.when.window or s.when.part or s.when.asap):
        s.when = When()     # «612…, mellor chamar despois das 4»: when to call, not when to collect
        s.notes = [*s.notes, _call_remark(s.text or "")]
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


def _said_shorter(note: str, longer: str) -> bool:
    """The note is a part of the longer wish read beside the thing («dedicado» of «dedicado a María»)."""
    return clean(note) != clean(longer) and clean(note) in clean(longer)


def _held_contains(biz, cart: list[dict], avoid: list[str]) -> bool:
    """Whether a thing held lists one of the allergens avoided (the diet guard says so; no wish is noted)."""
    listed = [(biz.products.get(line.get("item_id")) or {}).get("contains") or [] for line in cart]
    return any(a in contains for contains in listed for a in avoid)


def _the_wish_pointed(s: Signals, norm: str, biz, ctx: ReadingContext) -> None:
    """«pero esa no la envolváis» with the order held: the wish, noted beside the thing pointed at
    («Orquídea: no la envolváis»); a note read inside the wish («papel de regalo») is said once, the
    others kept."""
    cart = ctx.get("cart") or []
    if not cart or s.has_items or s.question or s.when.has_day or s.when.has_time:
        return
    wish = wish_pointed(norm)
    if wish is None:
        return
    genders = {line["item_id"]: gender_of(biz.products.get(line["item_id"]) or {}, s.lang) for line in cart}
    name = biz.products.get(the_one_pointed_at(cart, ctx.get("last_item"), gender_pointed(norm), genders),
                            {}).get("name")
    if name:
        note = f"{name}: {as_said(wish, s.text)}"
        s.notes = [*(n for n in s.notes if clean(n) not in clean(note)), note]


def _the_wish_for_a_size_held(s: Signals, norm: str, biz, ctx: ReadingContext) -> None:
    """«la grande en caja» with the 8 and the 12 held: a wish for the 12 (`wish_of_line`; the
    conversation notes it beside the line it is for), no line resized (an allergy said in it stays the diet's)."""
    cart = ctx.get("cart") or []
    if len(cart) < 2 or ctx.get("awaiting") == "option" or s.items.lines or s.items.ambiguous or s.question \
            or s.when.has_time or s.phone or s.name:     # (to the size question: a size)
        return
    pointed = line_pointed_by_size(norm, s.text or "", biz, cart)
    if pointed is None:
        return
    line, wish = pointed
    if not for_whom(wish):      # («la grande es para mi madre»: noted whole, as «la de 12 es para …»)
        s.notes, s.wish_of_line = [wish], {"line": line, "wish": wish}
    s.items.stray_options, s.items.removed, s.has_items = [], [], False
    if not tells_a_health_need(wish):
        s.diet = {**s.diet, "avoid": [], "tags": []}      # «la pequeña sin azúcar glas»: a wish, no diet asked


def gender_of(product: dict, lang: str) -> str:
    """The product's grammatical gender (catalog.json `gender`: "f", "m", or one per language); "" unknown."""
    gender = product.get("gender") or ""
    return gender.get(lang, "") if isinstance(gender, dict) else gender


def _other_than_a_wish(s: Signals) -> bool:
    """Things, a day, a time, a contact or a diet said: more than a wish for the note («mejor sin X»)."""
    found = s.items
    return bool(s.has_items or found.removed or found.less or found.delta or found.stray_options or s.when.has_day
                or s.when.has_time or s.phone or s.name or s.diet["avoid"] or s.diet["tags"])


def _the_note_changed(s: Signals, norm: str, ctx: ReadingContext) -> None:
    """«no, mejor en Y» with «en X» noted: the wish instead of the note held; «al final no hace falta
    la X»: that part of it taken back; «al final para mi madre»: added to it."""
    changed = note_changed(norm, ctx.get("held_note") or "") if ctx.get("held_note") else None
    if changed is not None:
        wish, how = changed
        s.notes, s.change = [as_said(wish, s.text)], how == "instead"
        s.yes = s.no = s.question = False       # «bueno, mejor…», «no, mejor…»: neither sends nor declines


def _a_favour_for_the_note(s: Signals, norm: str, biz, ctx: ReadingContext) -> None:
    """«¿me la ponéis en X?» to the note question or at the summary: a wish for the note, asked as a favour."""
    if (not s.notes and ctx.get("awaiting") in ("note", "confirm")
            and a_favour_asked(norm, vocabulary_of(biz))):
        s.notes = [s.text.strip()]


def _several_things(s: Signals, ctx: ReadingContext) -> bool:
    """Products held, or more than one thing asked for in the message (also «… y una <word>» that
    no product was read in: «el X envuelto y una <category>»)."""
    if ctx.get("cart") or len(s.items.spans) > 1:
        return True
    inside = {i for start, stop in s.items.spans for i in range(start, stop)}
    words = s.items.words or []
    return any(w in ("y", "e") and i + 2 < len(words) and qty_token(words[i + 1]) is not None
               and words[i + 2].isalpha() and i + 2 not in inside for i, w in enumerate(words))


def _with_its_product(note: str, s: Signals, held: bool = False) -> str:
    """«el <product> envuelto para regalo y una <category>»: a note said right after one of several
    things names that thing («<product> envuelto para regalo»), so the person preparing them knows which."""
    words, said = s.items.words or [], clean(note).split()
    for start, stop in s.items.spans:
        at = stop
        while at < len(words) and at - stop < 3 and words[at] in _POINTING_BETWEEN:
            at += 1     # «la <product> pero esa sin envolver»
        lead = one_of_the_at(words, start)      # «uno de los de X envuelto»: which of them, kept
        if said and words[at:at + len(said)] == said and (held or lead < start or _more_after(s, at + len(said))):
            return as_said(" ".join(words[lead:stop] + said), s.text)
    return note     # «un X y un Y en caja de regalo»: said after the last, it may be of all of them


_POINTING_BETWEEN = frozenset("pero mais esa ese eso esta este isa ise iso esta esto a la el o que".split())


def _more_after(s: Signals, at: int) -> bool:
    """Whether another thing is asked for after word `at` («…, y una <word>»)."""
    words = s.items.words or []
    return any(start >= at for start, _ in s.items.spans) or any(
        w in ("y", "e") and i + 1 < len(words) and qty_token(words[i + 1]) is not None
        for i, w in enumerate(words[at:], at))


# «el martes es el cumple de mi hija», «el cumple es el martes», «para su santo, que es el día 12»: the
# day of the occasion, told in passing
_OCCASION = (r"(?:cumple\w*|aniversario|santo|fiesta|festa|comunion|bautizo|boda|voda|graduacion|xubilacion|"
             r"jubilacion)")
_DAY_WORD = rf"(?:{WEEKDAY_WORDS}|dia \d{{1,2}})"
_EVENT_DAY_RE = re.compile(rf"\b{_OCCASION}\b(?: [a-z]+){{0,5}} (?:es|e|sera|cae)(?: el| o| este| esta)? {_DAY_WORD}\b|"
                           rf"\b{_DAY_WORD} (?:es|e|sera|cae) (?:el|o|la|a|su|seu|mi|meu) {_OCCASION}\b")
# «el cumple es el martes, así que el martes»: the day drawn from it
_SO_RE = re.compile(r"\b(?:asi que|entonces|enton|daquela|por eso|por iso)\b")
# «… lo quiero para el martes», «cámbialo al martes»: the day is the request's after all
_THE_DAY_WISHED_RE = re.compile(r"\b(?:para|pra|pa|al|ao|recog\w*|recoj\w*|recoll\w*|recox\w*|cambi\w*|mejor|"
                                r"mellor|mueve|move)"
                                rf" (?:el |o )?{_DAY_WORD}\b")


def _the_occasions_day(w: When, norm: str) -> bool:
    """The day read is the day of an occasion told in passing («el martes es el cumple de mi hija»),
    not one wished («uy el domingo es mi cumple, pues el sábado»: Saturday)."""
    told = _EVENT_DAY_RE.search(norm)
    return told is not None and bool(w.day_text) and clean(w.day_text or "") in told.group(0) \
        and not _THE_DAY_WISHED_RE.search(norm) and not _SO_RE.search(norm)


# the clauses of a message: «la fiesta es el sábado, pero la recojo el martes»
_CLAUSE_RE = re.compile(r"(?i)[,.;]\s*|\s(?:pero|mais|aunque|anque|y|e|que|porque)\s")


def _the_occasions_day_beside_another(s: Signals, norm: str, biz, now: datetime) -> str | None:
    """With the day of an occasion and the day wished both said, the day wished is read (into
    `s.when`) and the occasion's clause, as said, is returned for the note; else None."""
    told = _EVENT_DAY_RE.search(norm)
    if told is None or not _THE_DAY_WISHED_RE.search(norm[:told.start()] + norm[told.end():]):
        return None
    return _the_day_wished_beside(s, norm, biz, now, told)


# «necesito la bici para el domingo», «a necesito pro domingo», «me hace falta para el lunes»: the day a
# thing is needed by, a reason beside the day asked for
_NEEDED_BY_RE = re.compile(r"\b(?:necesito|necesitamos|necesitaria|preciso|precisamos|precisaria|"
                           r"(?:me|nos) (?:hace|fai|faria|haria) falta|(?:la|lo|las|los|a|o|as|os) "
                           r"(?:quiero|quero|queremos|necesito|preciso)(?: list[oa]s?)?)\b"
                           rf"(?: [a-z]+){{0,4}}? (?:para|pra|pa|pro|pola|pol) (?:el |o )?{_DAY_WORD}\b")


def _the_day_needed_beside_another(s: Signals, norm: str, biz, now: datetime) -> str | None:
    """«necesito la bici para el domingo, ¿podéis revisarla el sábado a las 12?»: with another day
    said, that one is read (into `s.when`) and the clause of the day needed is returned for the note."""
    told = _NEEDED_BY_RE.search(norm)
    return None if told is None else _the_day_wished_beside(s, norm, biz, now, told)


def _the_day_wished_beside(s: Signals, norm: str, biz, now: datetime, told: re.Match) -> str | None:
    """The day said outside `told` (the other day's words) read into `s.when`, and the clause that says
    the other day, as said, for the note; None when no day is said outside it."""
    wished = parse_when(f"{norm[:told.start()]} {norm[told.end():]}", biz, now, s.lang)
    if not wished.has_day:
        return None
    s.when = wished
    return next((c.strip() for c in _CLAUSE_RE.split(s.text or "") if told.re.search(clean(c))), told.group(0))


def _read_people(s: Signals, norm: str, scrubbed: str, biz, ctx: ReadingContext, outside: str) -> None:
    """The staff asked for or refused, and the booking's party and services."""
    words = norm.split()
    s.resource, s.not_resource = _resources_said(norm, biz, scrubbed)
    if ctx.get("services") and s.question and not s.when.has_day and _COLLECT_IT_RE.search(norm):
        s.when = When()     # «¿se puede recoger por la tarde?» of a booked service: collecting, not its time
    if s.resource and _either_person(norm, biz):
        s.resource, s.anyone = None, True       # «con Marta o Iago, me da igual»: whoever is free
    elif s.resource and len(_people_said(norm, biz, scrubbed)[0]) > 1 \
            and not (s.question or _RETHOUGHT_RE.search(norm)):
        s.resource, s.more_resources = None, True   # «X con Iago e Y con Marta»: an appointment is with one
    if s.resource is None and ctx.get("last_person") and _WITH_THEM_RE.search(norm):
        s.resource = ctx["last_person"]     # «<Service>: lo hace Marta.», then «quiero cita con ella»
    if s.resource is None and s.not_resource is None and ctx.get("awaiting") == "resource":
        s.resource, s.person_unknown = _person_answered(norm, biz, scrubbed)     # «con lucia», «con braiss»
        alone = _STAFF_ANSWER_RE.match(norm)
        if s.person_unknown and ctx.get("name_due") and alone is not None and not alone.group("with"):
            s.name, s.person_unknown = s.person_unknown, None      # «Laura», the name asked before: the customer
    if s.resource is None and s.not_resource is None and s.person_unknown is None and _books_staff(biz):
        s.person_unknown = _someone_else_asked(scrubbed, biz)
    if s.question and _a_service_asked_for_a_day(s, biz):
        s.question = False      # «<service> el jueves?», «<service> o martes?»: the request, asked as a question
    _read_booking(s, words, outside, biz, ctx.get("awaiting"), ctx.get("held_party"), ctx.get("held_time"))
    if _asks_if_booking_needed(s):
        s.booking_kw = s.asks_free = False      # «¿se puede ir sin reserva el sábado?»: the rule asked, no booking
    if (s.has_items or s.booking_kw) and _ACCEPT_RE.match(norm) and not s.question:
        _on_the_day_talked_about(s.when, biz, ctx.get("day_talked_about"), taken=True)


_SURNAME_STEPS = frozenset({"name", "phone", "confirm"})     # the questions a surname added answers
_NAME_ASKED_STEPS = frozenset({"name", "phone"})


def _a_whole_name_asked(s: Signals, scrubbed: str, ctx: ReadingContext, biz) -> str | None:
    """To the name or phone question, capitalised words alone that name nothing of the catalogue:
    the customer's name whole («Ana Otra», «Xoán Outro»); to the day or time question, a first name
    and a surname, given ahead, though a word of it is the catalogue's («Rosa Otra», «Flor Martínez»)."""
    if ctx.get("awaiting") in _NAME_AHEAD_STEPS:
        return _a_whole_name_ahead(s, scrubbed, biz)
    if ctx.get("awaiting") not in _NAME_ASKED_STEPS or s.items.lines or s.items.ambiguous or s.items.spans:
        return None
    return a_whole_name(scrubbed)


_NAME_AHEAD_STEPS = frozenset({"day", "time"})


def _a_whole_name_ahead(s: Signals, scrubbed: str, biz) -> str | None:
    """Not «<Noun> Grande» (a product's noun first), nor a wish capitalised, nor anything with a day or
    a time in it."""
    whole = a_whole_name(scrubbed)
    if not whole or s.when.has_day or s.when.has_time or s.when.ambiguous_day \
            or singular(normalize(whole.split()[0])) in product_words(biz).heads or _only_trade_words(whole, biz):
        return None
    return whole


def _only_trade_words(said: str, biz) -> bool:
    """«<Things> <Colour>»: every word the catalogue's or one of the trade's wishes (`reading.note_words`),
    a wish; «<Thing> Martínez» has a word of no trade, a surname."""
    known, notes = product_words(biz).known, vocabulary_of(biz).note_words
    return all(singular(word) in known or word in known or (notes is not None and notes.fullmatch(word) is not None)
               for word in normalize(said).split())


def _things_described(said: str, biz) -> bool:
    """«<Things> <Colour>», «<Noun> <Things>» to the name question: every word the trade's and a line of
    the catalogue named by a word of its own, in the plural: things described, not a name. A name whose
    words the trade also uses («<Name> <Surname>» with the line's word in the singular, or a family's
    word and a colour) is a name."""
    words = normalize(said).split()
    if len(words) < 2 or not _only_trade_words(said, biz):
        return False
    found = find_items(" ".join(words), biz)
    if found.options_not_taken or found.stray_options:
        return False        # «<Things> Grandes»: no size of the thing, so no thing described: a name
    named = {line["item_id"] for line in found.lines}
    word_items = index_of(biz).word_items
    return any(singular(w) != w and named & word_items.get(singular(w), set()) for w in words)


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


def _said_as_a_name(said: str, ctx: ReadingContext) -> bool:
    """«me llamo <Things> <Colour>», or the words refused as a name said again, the same, to the name
    question: the customer's name."""
    return NAME_AFTER_RE.search(said) is not None \
        or ctx.get("awaiting") == "name" and clean(said) == clean(ctx.get("said_last") or "-")


def _read_names(s: Signals, norm: str, scrubbed: str, biz, ctx: ReadingContext, said_by: str,
                worded: _Worded = None) -> None:
    """The customer's name, told apart from the staff's, a wording and a refusal to give it."""
    whole = _a_whole_name_asked(s, scrubbed, ctx, biz)
    if whole:
        _nothing_ordered(s)     # «Ana Otra»: a surname, never one more of the last line
    plain = not (s.has_items or s.topics or s.question or s.yes or s.no or more_than_a_name(s))
    lower_names = lower_names_at(ctx.get("awaiting"))     # «a las 10, ana 600…», as the item reader had it
    if order_intent(s):     # 'uno menos', 'mejor de Y' at the name step: a change, never a name
        s.name = find_name(said_by, None, catalogue=product_words(biz), lower_case=lower_names) \
            or _name_then_a_change(said_by, ctx.get("awaiting"), biz)
    else:
        s.name = find_name(said_by, ctx.get("awaiting"), allow_plain=plain, catalogue=product_words(biz),
                           lower_case=lower_names) \
            or _name_with_thanks(said_by, ctx, s)
    s.name = whole or s.name
    if ctx.get("awaiting") == "name" and s.name and _things_described(s.name, biz) \
            and not _said_as_a_name(said_by, ctx):
        s.name = None       # «<Things> <Colour>»: the things wished, capitalised
    elif ctx.get("awaiting") == "name" and s.name:      # «Flores Rojas»: the name's words, no colour wished
        s.notes = [n for n in s.notes if not set(clean(n).split()) <= set(clean(s.name).split())]
    if ctx.get("awaiting") == "name" and (s.when.has_day or s.when.ambiguous_day) \
            and (surnamed := _NAME_WITH_A_DAY_RE.match(scrubbed)) \
            and clean(s.when.day_text or "-") in clean(surnamed["n"]):
        s.name, s.when = surnamed["n"], When()     # «Rocío Domingo 612…», «Soy Abril Martes»: a surname, no day
    if not s.name and (ctx.get("awaiting") in _OTHER_STEPS or ctx.get("handed")) and not ctx.get("held_name") \
            and _nothing_else(s, biz) and not (s.person_unknown and ctx.get("awaiting") == "resource"):
        s.name = only_a_name(scrubbed)      # «Rosa» to «¿A qué hora?»: the name, given ahead
    elif s.resource and ctx.get("awaiting") in _OTHER_STEPS - {"resource"} and not _WITH_PERSON_RE.search(norm):
        full = only_a_name(scrubbed)        # «Uxía Rey» to «¿A qué hora?»: the customer, not Uxía of the staff
        if full and len(full.split()) > 1 and not ctx.get("held_name"):
            s.name, s.resource = full, None
    held_name = ctx.get("held_name")
    if ctx.get("awaiting") in _SURNAME_STEPS and not s.question \
            and (whole := with_surname(scrubbed, s.name or held_name)) is not None:
        s.name = whole      # «mi apellido es Souto»: the name held, whole
    elif ctx.get("awaiting") in _SURNAME_STEPS and held_name and not (s.question or s.has_items) \
            and (whole := name_said_whole(scrubbed, held_name)) is not None:
        s.name = whole      # «Ana Souto Vila» after «Ana»
    if not s.name and held_name and not (s.has_items or s.when.has_day or s.when.has_time):
        s.name = name_retyped(scrubbed, held_name, ctx.get("awaiting"))      # «Rosaro», then «perdón, Rosario»
    if s.name and NOTE_WISH_RE.match(norm) and not (NAME_AFTER_RE.search(scrubbed) or corrects_name(scrubbed)):
        s.name = None       # «que ponga Felicidades Mamá»: the wording, not the customer
    if s.name and ctx.get("awaiting") in _HANDED_ASKED_AT and handed_how(norm, scrubbed, biz):
        s.name = None       # «En caja, por favor»: how it is handed over, not the customer
    if ctx.get("awaiting") == "name" and not s.has_items and (put := _PUT_A_NAME_RE.match(scrubbed)):
        s.name = put["n"]   # «pon Pepe», «apunta Antía»: the name, put down
    s.every_one = _every_one(s, norm, scrubbed, biz)
    s.every_one_feminine = s.every_one and bool(EVERY_ONE_FEMININE_RE.search(norm))
    s.phone_off = bool(ctx.get("awaiting")) and bool(PHONE_OFF_RE.search(norm)) and not s.phone
    if s.phone_off:
        s.topics, s.topic, s.question = [], None, False      # «quita o teléfono»: not the business's phone asked
    s.reaction = bool(_PRICE_REACTION_RE.match(norm)) and "?" not in s.raw
    if s.reaction:      # «caro», «uf, caro» after a price: no «Caro» to the name question, no price asked
        s.name, s.topics, s.topic, s.question = None, [], None, False
    asked = ctx.get("awaiting") == "name" or (ctx.get("awaiting") in CONTACT_ANSWERS and ctx.get("held_name"))
    if asked and not s.name:
        s.name = someone_named(scrubbed, ctx.get("awaiting") == "name")    # «es para mi hija de 8 años, se llama Lucía»
    if s.name and _a_feast_named(s.name, norm):
        s.name = None       # «para Navidad», «es para Reyes»: when it is for, not who
    mended = _NAME_MENDED_RE.match(scrubbed) if not s.has_items else None
    if mended and (ctx.get("awaiting") == "name" or (ctx.get("awaiting") in CONTACT_ANSWERS and ctx.get("held_name")
                                                     and clean(mended["old"]) == clean(ctx["held_name"]))):
        s.name = only_a_name(mended["n"]) or s.name     # «Ana, no, Lucía», «Ana non, perdoa, Sabela»
    if ctx.get("awaiting") == "name" and not s.name and not s.has_items and "," in scrubbed:
        s.name = only_a_name(scrubbed.split(",", 1)[0])     # «Ana, llamadme si hay algún problema»
    if s.resource and s.name and _names_the_staff(s.name, s.resource) \
            and (_INTRODUCES_RE.search(norm) or _the_field_beside_the_phone(s.name, said_by, biz, lower_names)):
        s.resource = None   # «me llamo Iago y me da igual con quién», «soy Brais», «a las 10, Marta 600…»: the customer
    elif s.resource and ctx.get("awaiting") == "name" and not (_WITH_PERSON_RE.search(norm) or s.question
                                                               or _PERSON_INSTEAD_RE.search(norm)):
        s.resource = None   # «Marta Souto» to «¿A nombre de quién?»: the customer, not Marta of the staff
    elif s.resource and ctx.get("awaiting") == "name" and s.name and (
            _names_the_staff(s.name, s.resource) or _PERSON_INSTEAD_RE.search(norm)):
        s.name = None       # «con Iago», «no, Uxía» to «¿A nombre de quién?»: the person wanted, not the customer
    if ctx.get("awaiting") == "name" and s.name and _WITH_SOMEONE_RE.match(scrubbed) and not s.resource:
        s.person_unknown, s.name = s.name.split(maxsplit=1)[-1], None     # «co Xan», «con Laura»: nobody here
    if s.declines and not DECLINE_RE.search(norm) and (s.when.has_day or s.when.has_time or s.has_items):
        s.declines = False  # «no, mejor a las 12» to «¿Y un teléfono?»: a change, not «no» to the question
    if s.declines and s.items.spans and not DECLINE_RE.search(_outside_names(s.items)):
        s.declines = False  # «¿cuánto cuesta el <título> sin nombre?»: the title says it, not the customer
    if s.declines and (s.when.has_day or s.when.has_time or s.resource or s.not_resource) \
            and _REFUSES_A_DETAIL_RE.search(norm):
        s.declines = False  # «no quiero con Marta» to «¿Y un teléfono?»: the person refused, not the phone
    if corrects_name(scrubbed):
        s.no = s.declines = False       # «pon Rosa, no Rosario» to «¿Y un teléfono?»: no «no» to the phone
    if s.declines and ctx.get("awaiting") in ("name", "phone") \
            and not (s.name and PHONE_WORD_RE.search(norm) and scrubbed.lower().startswith(s.name.lower())):
        s.name = None       # «prefiero no decirlo» is not a name («Ana, no tengo teléfono» gives one)
    if worded and s.name and clean(s.name) in clean(worded[1]):
        s.name = None       # «na tarxeta: Parabéns, Lucía»: the words to write, not the customer
    if s.name and COMING_BACK_RE.match(clean(s.name)):
        s.name = None       # «perdona, estaba ocupada, ¿a qué hora cerráis?»: back from a pause, the question beside
    _diet_for_one_of_them(s)
    if (s.name or s.phone) and s.notes:     # «…, es el cumpleaños de mi madre, Ana 600…», «…, soy Nuria 600…»:
        s.notes = [_without_contact(n, s.name) for n in s.notes]      # the contact closes the message, not the note
    if s.name and s.has_items and _a_thing_in_lower_case(s.name, s.text, biz) \
            and not _the_field_beside_the_phone(s.name, said_by, biz, lower_names):
        s.name = None       # «no es X, son <services>»: what is wanted, not who wants it
    if s.name and s.items.unknown:      # «600 000 001, Pedro»: Pedro is no product
        said = set(clean(s.name).split())
        s.items.unknown = [u for u in s.items.unknown if not said.intersection(u.split())]


# «para Reyes», «é para Nadal»: when it is for («Reyes» alone to «¿A nombre de quién?» is a name)
_FOR_RE = re.compile(rf"^(?:{IT_IS} )?{FOR} ")


def _a_feast_wanted(norm: str) -> bool:
    """«para Reyes», «é para Nadal» (not «para Reyes García», a name)."""
    m = _FOR_RE.match(norm)
    return m is not None and HOLIDAY_RE.fullmatch(norm[m.end():]) is not None


def _a_feast_named(name: str, norm: str) -> bool:
    folded = normalize(name)
    return bool(HOLIDAY_RE.fullmatch(folded)) and re.search(rf"\b(?:para|pra) {re.escape(folded)}\b", norm) is not None


def _read_what_is_done(s: Signals, norm: str, biz, ctx: ReadingContext, now: datetime) -> None:
    """A refusal, a hand-off, a cancel, a wish about the form, a problem told, a request asked as
    a question."""
    s.refusal = refusal_for(norm, s.flags, biz)
    on_order = bool(ctx.get("cart")) and not s.question      # a remark while an order is held
    s.handoff_topic = _handoff(norm, biz, ctx.get("awaiting"), on_order) if not _asks_for_staff(norm, s) else None
    s.handoff = s.handoff_topic is not None
    lines_in_cart = len(ctx.get("cart") or ())
    asked_again = ctx.get("awaiting") == "time" or (ctx.get("awaiting") == "day" and ctx.get("day_before"))
    s.as_it_was = bool(asked_again and AS_IT_WAS_RE.search(norm))     # the day too, after another was refused
    if s.as_it_was and "?" not in s.raw:
        s.question = False      # «como estaba» answers, it asks nothing
    bare_drops = _bare_not_wanted_drops(norm, ctx)
    s.answer_not_wanted = _of_the_answer_before(ctx) and bool(NOT_WANTED_RE.match(norm))
    cancels = _cancels(s, norm, lines_in_cart, bool(ctx.get("sent")), bare_drops) and not s.as_it_was
    s.cancel = (cancels and not _skips_the_question(norm, ctx)) or _not_sent(norm, ctx)
    _a_maybe_noted(s, norm, ctx)
    s.leaves = _leaves_for_now(s, norm, ctx) and not s.maybe
    s.cancel = (s.cancel and not s.maybe) or s.leaves
    # things named beside it: the order or booking called off is not the one being made
    s.cancels_earlier = not s.cancel and bool(s.items.lines) and _cancels_an_earlier(norm)
    s.items.drop_which = s.items.drop_which or _drops_one_of_several(s, norm, lines_in_cart, bare_drops)
    _ruled_out(s, norm, ctx)
    s.form_wish = _form_wish(s, norm)
    if s.form_wish is None and not s.cancel:
        s.form_wish = _refused_when(s, norm, biz, now, ctx)
    elif s.form_wish == "time" and ctx.get("held_time") is not None and _THAT_TIME_REFUSED_RE.match(norm):
        s.refused_time = ctx["held_time"]     # «el cambio de hora no me va bien»: the change asked, the time refused
    if s.form_wish is None and ctx.get("cart") and not biz.can("booking") and FREE_TIME_RE.search(norm):
        s.form_wish, s.topics, s.topic, s.asks_free = "time", [], None, True    # «¿qué horas tenéis?» mid-order:
        # the times, not the catalogue
    _read_problems(s, biz, ctx)
    if s.question and _IF_I_WANT_RE.match(norm):
        s.want_kw = s.order_kw = False      # «si quiero 20 X para el martes, ¿hay que encargarlos?»: asked, not ordered
    if s.question and s.symptom_of and _only_a_day_after(s):
        s.question, s.booking_kw = False, True      # «<a symptom>, el miércoles?»: its service, that day
    if s.question and biz.can("booking") and (s.when.has_day or s.when.has_time) \
            and (_CAN_YOU_THEN_RE.search(norm) or _a_request_then_a_remark(s.raw)):
        _asked_for_then(s, biz)     # «¿podéis el martes a las 11 un <service>?», «¿… el sábado a las 21 para 2?»


# «… y otra para el miércoles», «… y la otra mañana», «… y 3 para el domingo», «… e outra para o xoves»: a
# second request
_AND_ANOTHER_RE = re.compile(r" (?:y|e) (?=(?:(?:el |la |o |a )?(?:otr[oa]s?|outr[oa]s?|m[ie]tade?)|"
                             r"(?:para |pra |pa )?(?:\d+|un[oa]?|unha|dos|dous|duas|tres|cuatro|catro|cinco|seis)) )")


# «… el martes a las 10 y el jueves a las 12», «… o martes ás 10 e o xoves ás 12»: a second day with a time of
# its own (not «entre el martes y el jueves», a span; not «… y el jueves no puedo», a day ruled out)
_AND_ANOTHER_DAY_AT_RE = re.compile(rf" (?:y|e) (?=(?:para |pra )?(?:el |o )?"
                                    rf"(?:{WEEKDAY_WORDS}|dia \d{{1,2}}|manana|mana)\b"
                                    r"(?: \d{1,2})? (?:a las|a la|a as|as|a|sobre las|sobre as) \d)")
_SPAN_RE = re.compile(r"\bentre\b")
# « y el jueves», « e o xoves», « y mañana»: another day said after «y»
_AND_A_DAY = rf" (?:y|e) (?:para |pra )?(?:el |o )?(?:{WEEKDAY_WORDS}|manana|mana)\b"
_AND_A_DAY_RE = re.compile(_AND_A_DAY)
# «… el martes a las 10 y el jueves también», «… o martes ás 10 e o xoves tamén»: the same again that day
# («… y el jueves igual» only at the very end: «igual» mid-clause is «maybe»)
_AND_ANOTHER_DAY_THE_SAME_RE = re.compile(rf"{_AND_A_DAY},? (?:{THE_SAME_AGAIN}\b|igual$)")
# the same-again word ending its clause in what was written («… y el jueves también.», «…, tamén, grazas»):
# not «… y el jueves también quiero un <X>», more asked for Thursday
_THE_SAME_ENDS_A_CLAUSE_RE = re.compile(rf"\b{THE_SAME_AGAIN}\s*(?:[,.;:!?)]|$)")


def _another_day_asked(s: Signals, norm: str, now: datetime) -> tuple[str, int] | None:
    """A second thing for another day beside the first («una X para el martes y otra para el
    miércoles», «mesa para 2 el viernes y otra para 4 el sábado»): that other day, and where its
    part of the message starts. A request is for one day; the first is taken and the second is
    said to need its own."""
    if not (s.when.has_day and (s.has_items or s.party)) or s.question:
        return None
    now_ymd = today(now)
    for m in _AND_ANOTHER_RE.finditer(norm):
        first, _, _, first_text = find_day(norm[:m.start()], now_ymd)
        second, _, _, _ = find_day(norm[m.end():], now_ymd)
        if first and second == s.when.ymd != first:     # «mejor 1 el martes y 2 el miércoles»: the second
            s.when.ymd, s.when.day_text = first, first_text     # was read for the «mejor»; a part is each day's
        if first == s.when.ymd and second and second != first:
            return second, m.start()
    return _keep_the_day_said_with_the_time(s, norm, now_ymd) or _the_same_on_another_day(s, norm, now_ymd)


def _the_same_on_another_day(s: Signals, norm: str, now_ymd: str) -> tuple[str, int] | None:
    """«… el martes a las 10 y el jueves también»: the same request again on the other day (its own,
    said apart); the other day, and where its part starts."""
    if not s.when.has_time:
        return None
    for m in _AND_ANOTHER_DAY_THE_SAME_RE.finditer(norm):
        first, _, _, _ = find_day(norm[:m.start()], now_ymd)
        second, _, _, _ = find_day(norm[m.start():], now_ymd)
        if first == s.when.ymd and second and second != first and not CANNOT_RE.search(norm, m.end()) \
                and (m.end() == len(norm) or _THE_SAME_ENDS_A_CLAUSE_RE.search(folded_in_place(s.raw or ""))):
            return second, m.start()
    return None


def _keep_the_day_said_with_the_time(s: Signals, norm: str, now_ymd: str) -> tuple[str, int] | None:
    """«… el martes a las 10 y (para) el jueves a las 12»: sets `s.when`'s day to the one said with the
    time read (never Thursday at 10, the two mixed); returns the other day, and where its part starts."""
    for m in _another_day_at_its_time(norm):
        first, _, _, first_text = find_day(norm[:m.start()], now_ymd)
        second, _, _, second_text = find_day(norm[m.end():], now_ymd)
        if not (first and second) or first == second or not s.when.time_text:
            continue
        time_first = 0 <= norm.find(s.when.time_text) < m.start()
        s.when.ymd, s.when.day_text = (first, first_text) if time_first else (second, second_text)
        return (second if time_first else first), m.start()
    return None


# «… el martes y el jueves», «… o martes e o xoves»: a second day right after the first, no time said
# «… el martes o el jueves», «… o martes ou o xoves», «…, o si no, el jueves»: one day or the other
_OR_A_DAY_RE = re.compile(rf",? (?:(?P<bare>o)|ou|o (?:si no|sino|bien)|ou (?:ben|senon|se non|si non)),? "
                          rf"(?:para |pra )?(?:el |o )?(?:{WEEKDAY_WORDS}|manana|mana)\b")
# a bare «o» joins two days only right after the first («el martes o jueves», «el jueves 5 o el viernes»):
# in Galician it is the article too («… ás 21, pois o sábado traballo»)
_ENDS_WITH_A_DAY_RE = re.compile(rf"\b(?:{WEEKDAY_WORDS}|manana|mana|\d{{1,2}})$")


def _two_days_said(s: Signals, norm: str, biz, now: datetime,
                   request_held: bool = False) -> tuple[str, list[str], list[int] | None] | None:
    """«un X el martes y el jueves», «2 X para el martes y el jueves»: one request, two days and no time
    (one of them, or each?) — (BOTH_DAYS, the two days, None); «… el martes o el jueves (a las 10)»: the
    customer's choice, one time said for either — (EITHER_DAY, the two days, None); «… el martes a las 10
    o el jueves a las 12», «… a las 10 o a las 12 el martes»: one moment or the other — (EITHER_DAY, the
    days, the time of each). None when a time is said with each of two days joined by «y», for a span
    («entre el martes y el jueves») or a day ruled out («… y el jueves no puedo»). `request_held`: the
    request was said before («el martes a las 10 o a las 12» to «¿Con quién quieres la cita?»)."""
    w = s.when
    if not (w.has_day and w.ymd) or s.question or _SPAN_RE.search(norm):
        return None
    requested = s.has_items or s.party
    either_will_do = s.anyone       # «… a las 10 o a las 12, me da igual»: the first, no choice asked
    for kind, joins in ((BOTH_DAYS, _AND_A_DAY_RE), (EITHER_DAY, _OR_A_DAY_RE)):
        days, cut = _the_two_days(norm, joins, w.ymd, now)
        if not days:
            continue
        times = times_of_each_day(norm, cut, biz, days) if w.has_time else None
        if times and either_will_do:
            return None
        if kind == EITHER_DAY and times and (requested or request_held):
            return kind, days, times
        if requested and not (w.has_time and (kind == BOTH_DAYS or times)):
            return kind, days, None
    times = two_times_on_the_day(norm, biz, w.ymd) if w.has_time and day_ranges(biz, w.ymd) \
        and not either_will_do else None
    return (EITHER_DAY, [w.ymd, w.ymd], times) if times and (requested or request_held) else None


def _a_request_held(ctx: ReadingContext) -> bool:
    """A request is being written down (its day or time asked, or what it is for said already)."""
    return ctx.get("awaiting") in ("day", "time") or bool(ctx.get("services") or ctx.get("cart")
                                                          or ctx.get("held_party"))


def _one_of_two_days_asked(s: Signals, kind: str, days: list[str], times: list[int] | None, biz) -> None:
    """The two days said become the question (which one?, both offered; never the second dropped in
    silence); of a choice with only one open, that one is the day (at its own time, if each had one) and
    the other is said closed. A time said with each day is no time yet: the pair is what is asked."""
    open_ones = [d for d in days if day_ranges(biz, d)]
    if kind == EITHER_DAY and len(open_ones) == 1:
        s.when.ymd, s.either_day_closed = open_ones[0], next(d for d in days if d not in open_ones)
        if times:
            s.when.minutes = times[days.index(open_ones[0])]
        return
    s.when.ambiguous_day, s.when.ambiguous_kind, s.when.day_choices = True, kind, days
    if times:
        s.when.time_choices = times
        s.when.minutes, s.when.has_time, s.when.time_text, s.when.hour_guessed = None, False, None, False


def _the_two_days(norm: str, joins: re.Pattern, first_said: str, now: datetime) -> tuple[list[str] | None, int]:
    """([the first day, the second], where the second's part starts) when `joins` puts a second day
    right after the one read; (None, 0) otherwise."""
    for m in joins.finditer(norm):
        if m.groupdict().get("bare") and not _ENDS_WITH_A_DAY_RE.search(norm, 0, m.start()):
            continue
        second, _, _, _ = find_day(norm[m.start():], today(now))
        first, _, _, _ = find_day(norm[:m.start()], today(now))
        if first == first_said and second and second != first and not CANNOT_RE.search(norm, m.end()):
            return [first, second], m.start()
    return None, 0


def _another_day_at_its_time(norm: str) -> list[re.Match]:
    """«… y el jueves a las 12»: the «y» before a second day said with its own time, unless that
    day is ruled out («… y el jueves a las 12 no puedo») or both are a span («entre el martes … y el jueves …»)."""
    return [m for m in _AND_ANOTHER_DAY_AT_RE.finditer(norm)
            if not (_SPAN_RE.search(norm) or CANNOT_RE.search(norm, m.end()))]


def _read_named_day(s: Signals, norm: str, biz, now: datetime) -> None:
    """A day said by its name is that day: the business's own closures and special days («¿abrís
    el día de Todos los Santos?») when no other day was said, then the calendar's («Nochevieja»,
    and «el Viernes Santo», which is no Friday of this week)."""
    w = s.when
    ymd = None if (w.has_day or w.ambiguous_day or w.invalid_day) else named_day(norm, biz, today(now))
    ymd = ymd or calendar_day(norm, today(now))
    if ymd:
        w.ymd, w.has_day, w.ambiguous_day, w.invalid_day, w.day_choices = ymd, True, False, False, None


def _read_size_held_asked(s: Signals, norm: str, biz) -> None:
    """«¿para cuántas personas es?», «¿es la grande?»: the size of the thing held, asked (nothing ordered);
    «¿es grande la tienda?»: a size asked of something else, nothing ordered either."""
    words = biz.cached("nlu.option_words", _option_words), vocabulary_of(biz).product_words
    s.size_held_asked = read_size_held_asked(norm, s.raw or "", *words)
    if s.size_held_asked is not None or asks_size_of_other(norm, s.raw or "", *words):
        s.question = True       # asked, «?» or not: nothing ordered
        if s.size_held_asked is None:
            _nothing_ordered(s)


def _read_people_served(s: Signals, norm: str, biz, sizes_listed: bool) -> None:
    """«¿qué me recomiendas para un cumpleaños de 10?», «algo para 10 personas», right after those
    sizes «¿y para 15?»: how many the thing asked for serves; with nothing named nor asked, the
    catalogue is what answers (its sizes for them)."""
    asked = something_asked(norm) or (sizes_listed and asked_again_for(norm))
    if not sells_by_people(biz) or s.has_items or not asked:
        return
    s.for_people = people_served(norm, s.raw or "")
    if s.for_people and not s.topics and not s.booking_kw:
        s.topics, s.topic = ["menu"], "menu"


def _asks_when_to_come_by(s: Signals, awaiting: str | None) -> bool:
    """«¿a qué hora puedo pasar a recoger?»: the opening hours. Not mid-request (the question asked
    answers it), nor with a day, a time or what was ordered («…, a las 6?», «…recoger mi pedido?»)."""
    return bool(COME_BY_RE.search(s.norm) and not (awaiting or s.when.has_day or s.when.has_time or s.has_items
                                                   or OWN_THING_RE.search(s.norm)))


_FROM_WHAT_HOUR_RE = re.compile(r"\b(?:a que hora|desde que hora|dende que hora|a partir de que hora)"
                                r"((?: \w+){1,5})")


def _asks_when_served(s: Signals, biz, awaiting: str | None) -> bool:
    """«¿a qué hora dais cenas?», «¿desde qué hora se puede comer?»: the hours, when a trade word
    for being served (business.json `reading.booking_words`, `part_of_day_words`) follows closely.
    Not with a party, a time or something ordered: «mesa para 4, ¿a qué hora se puede cenar?» books."""
    vocab = vocabulary_of(biz)
    if "hours" in s.topics or s.has_items or s.when.has_time or find_party(s.norm, True, frozenset()) \
            or party_after_word(s.norm, vocab.booking):
        return False
    m = _FROM_WHAT_HOUR_RE.search(s.norm)
    served = [rx for rx in (vocab.booking, *(words for _part, words in vocab.parts)) if rx is not None]
    said = m and " ".join(singular(w) for w in m.group(1).split())
    return bool(said and any(rx.search(said) for rx in served))


_COME_AT_RE = re.compile(r"\b(?:puedo|podo|podemos|se puede|se pode|se pueden|se poden|podria|poderia) "
                         r"(?:pasar|ir|venir|vir|acercarme|"
                         r"achegarme|recoger|recogerla|recogerlo|recogerlas|recogerlos|recoller|recollela|recollelo|"
                         r"ir a buscar\w*|ir a recoger\w*|pasar a recoger\w*|pasar a buscar\w*)\b")


def _asks_if_open_then(s: Signals, awaiting: str | None) -> bool:
    """«¿puedo pasar a las 15:00 hoy?», «¿podo pasar ás 10 o martes?», «¿se puede recoger el domingo
    por la tarde?»: whether it is open then."""
    return bool(s.question and (s.when.has_time or s.when.has_day)
                and not (awaiting or (s.has_items and not _things_in_general(s)) or s.booking_kw or s.topics)
                and _COME_AT_RE.search(s.norm))


def _comes_to_look(s: Signals, biz) -> bool:
    """«¿puedo pasar a las 15 a ver el local?», «¿podo ir mañá a preguntar?», «¿se puede pasar sin cita a
    ver?»: a visit to look or to ask, never a request nor a change of the one being written (the hours
    of that day answer it). Not with a party read («somos 4»), nor with a service looked at or asked
    for («… a mirar los X?», «… a preguntar por unas Y»)."""
    booked = s.booking_kw and BOOKING_RE.search(WITHOUT_BOOKING_RE.sub(" ", s.norm))
    if booked or s.topics or not JUST_LOOKING_RE.search(s.norm):
        return False
    asked = s.question and (_COME_AT_RE.search(s.norm) or _CAN_I_COME_RE.search(s.norm))
    said = not s.question and not s.has_items and VISIT_SAID_RE.search(s.norm)     # «me gustaría pasar… a ver»
    if not (asked or said):
        return False
    if biz.can("booking") and find_party(s.norm, True, vocabulary_of(biz).party_words) is not None:
        return False        # the party is read after; «somos 4» books
    return not (LOOKS_AT_NAMED_RE.search(s.norm) and _a_service_named(s, biz))


def _a_service_named(s: Signals, biz) -> bool:
    """Whether the things read hold a service (a thing booked, not sold)."""
    named = [line["item_id"] for line in s.items.lines]
    named += [c for amb in s.items.ambiguous for c in amb.get("candidates") or []]
    return any(biz.products.get(i, {}).get("duration_minutes") for i in named)


def _things_in_general(s: Signals) -> bool:
    """«¿podemos recoger las X los domingos?», «¿se pueden recoger los pedidos el domingo?»: things
    of a kind, or any week's day, asked about: no thing to order."""
    return (not s.items.lines and bool(s.items.ambiguous)) or bool(EVERY_WEEKDAY_RE.search(s.norm or ""))


def _read_booking(s: Signals, words: list[str], outside: str, biz, awaiting: str | None,
                  held_party: int | None, held_time: int | None = None) -> None:
    """Whether the message asks for a booking, for how many, and in which part of the day.
    `outside`: the message without catalogue names («una mesa plegable» is no table)."""
    party_words, served = vocabulary_of(biz).party_words, vocabulary_of(biz).booking
    s.book_noun = bool(BOOK_NOUN_RE.search(_outside_names(s.items, mark="0")))
    s.booking_kw = s.booking_kw and bool(BOOKING_RE.search(outside)) and not (s.has_items and not s.book_noun) \
        and not _only_the_last_seating_asked(s)
    mended = _PARTY_MENDED_RE.match(s.norm or "")       # «somos 6, no, 5»: the party said last
    if mended and to_int(mended["n"]) == held_party:
        s.party = to_int(mended["first"])               # «somos 3 no 2» with 2 held: the 2 denied
    else:
        s.party = to_int(mended["n"]) if mended else \
            find_party(s.norm, s.booking_kw, party_words) or party_after_word(s.norm, served)
    if s.party is None and (held_party or s.booking_kw):
        s.party = party_wished(s.norm or "")     # «mejor que sean 5 sobre las 20»
    if s.party is None and held_party:
        s.party = party_with_its_when(s.norm or "")     # «¿tendríais para 2 el jueves a las 14?»
    if s.party and (taken_back := party_taken_back(s.text or "")):
        s.party = taken_back
    if awaiting == "party" and s.party is None:     # «unos 4 o 5», «entre 6 y 8», «4», «para 4» to «¿Para cuántas…?»
        s.party = either_said_alone(s.norm or "") or count_said_alone(s.norm or "")
    if s.party and held_party and s.party < held_party and some_described(s.norm):
        s.party = None          # «somos dos celíacos» of four: two of them, described
    if s.party and _served_by_a_thing_asked(s):
        s.party = None          # «¿el X es para dos personas?»: how many the thing serves, asked
    added = party_added(s.norm)
    if added is not None:
        s.party = None          # «añade 2 personas»: two more, not two
    s.party_delta = (party_delta(s.norm) if added is None else added) if s.party is None else None
    if s.party_delta and awaiting == "note" and not _ONE_MORE_SAID_RE.search(s.norm):
        s.party_delta = None    # «viene mi padre en silla de ruedas» to the note question: one of them, described
    total = party_total_after_delta(s.text or "")
    if total:
        s.party, s.party_delta = total, None
    if awaiting == "resource" and not (s.resource or s.when.has_time or _WHO_ASKED_RE.search(s.norm or "")) \
            and (s.asks_free or FREE_TIME_RE.search(outside) or _WHEN_CAN_YOU_RE.match(s.norm or "")):
        s.anyone = True         # «¿cuándo podéis?» to «¿Con quién?»: whoever is free, the day asked next
    if not s.booking_kw and biz.can("booking") and (FREE_TIME_RE.search(outside) or _person_free(s, outside, biz)
                                                    or _WHEN_CAN_YOU_RE.match(s.norm or "")):
        s.booking_kw = s.asks_free = True       # «¿tenéis hueco el jueves?»
        s.party = find_party(s.norm, True, party_words) or s.party
        s.topics, s.asks_options = [t for t in s.topics if t != "menu"], False
    _now_is_soonest(s, biz)
    # «¿puedo pasar el lunes?», «¿podéis el martes a las 21?» (a day alone asks whether they open)
    comes = (_CAN_I_COME_RE.search(s.norm) and (s.when.has_day or s.when.has_time or s.when.asap)) \
        or (s.when.has_time and (_only_when_asked_of_them(s) or _MAY_ONE_COME_RE.search(s.norm)
                                 or (s.party and _MAY_ONE_COME_WITH_RE.search(s.norm)))) \
        or (s.party and (s.when.has_day or s.when.has_time) and VISIT_SAID_RE.search(s.norm))   # «me gustaría
    #                                                                 ir el sábado a las 21 a ver…, somos 4»
    if not s.booking_kw and biz.can("booking") and comes and not (s.topics or TAKEAWAY_RE.search(s.norm)):
        s.booking_kw, s.party = True, find_party(s.norm, True, party_words) or s.party or _coming_count(s.norm)
        # «¿puedo pasar el lunes?», «¿podemos ir 4 el sábado?»
    elif not s.booking_kw and biz.can("booking") and s.when.asap and not (s.has_items or s.topics) \
            and (party := find_party(s.norm, True, party_words)):
        s.booking_kw, s.party = True, party     # «lo primero que tengáis libre para 2»
    elif not s.booking_kw and biz.can("booking") and _comes_to_be_served(s, outside, biz):
        s.booking_kw, s.party = True, find_party(s.norm, True, party_words) or s.party     # «… el sábado para 4»
    elif not s.booking_kw and biz.can("booking") and not (s.has_items or s.topics or s.question) \
            and brings_a_thing_in(s.norm, vocabulary_of(biz).job_things):
        s.booking_kw = True             # «quero levar a <thing> ao <place> o martes»: an appointment, its job untold
    elif not s.booking_kw and s.takes_it and not s.has_items and _books_tables(biz):
        s.booking_kw = True             # «vale, para el sábado» after the menu's price: a table then
    elif not s.booking_kw and _books_tables(biz) and _people_for_a_day(s, words):
        s.booking_kw = True                                             # «somos 4 para el sábado»: a table
        s.party = s.party or _first_count(words) or _noted_for(words) or find_party(s.norm, True, party_words)
    elif not s.booking_kw and _books_tables(biz) and awaiting is None and _a_party_alone(s, words):
        s.booking_kw = True             # «somos 2» with nothing else, where tables are booked: a table, for when?
    if s.party is None and s.booking_kw and _books_tables(biz):
        s.party = party_described(s.norm, at_a_table=True)     # «mesa el viernes con mi pareja»: 2
    # «para <a meal verb>» answers «¿A qué hora?»; «mejor para <a meal verb>» at the summary changes it
    asked_when = awaiting in ("day", "time") or (s.change and awaiting == "confirm")
    asked_when = asked_when or _only_the_last_seating_asked(s)       # «… para <a meal verb>?»: that meal's
    if (s.booking_kw or asked_when) and s.when.part is None and not s.when.has_time and awaiting not in FORM_STEPS:
        s.when.part = vocabulary_of(biz).part_of_day(outside)     # a trade word that names a part of the day
        _part_held_already(s, held_time)
    elif s.change and held_time is not None and s.when.part is None and not s.when.has_time:
        # «mejor para <a meal word>» to «¿A nombre de quién?» or «¿Alguna indicación?» with a time held: the
        # time moves to that part («que sea para <a meal verb> tranquilos», no change word, stays the note it is)
        s.when.part = _part_wished(outside, biz)
        _part_held_already(s, held_time)
    elif held_time is not None and s.when.part and _only_the_part(s.norm):
        s.change = True         # «no, de la noche» to 22:00 held: the hour meant, said again (nothing moves)
        _part_held_already(s, held_time)


def _part_held_already(s: Signals, held_time: int | None) -> None:
    """«mejor para <the meal word of 14:00>» with 14:00 held and no day said: the time is in that part
    already, nothing moves (a day said moves the day, the time kept)."""
    lo, hi = PART_RANGES.get(s.when.part or "", (0, 0))
    if s.change and held_time is not None and lo <= held_time < hi:
        s.part_held_already = None if s.when.has_day else s.when.part
        s.when.part = None


# what may stand beside a part of the day said alone: «no, de la noche», «pues por la noche», «non, da noite»
_BESIDE_A_PART = frozenset("no non pues pois es e era de da del do la a por pola".split())


def _only_the_part(norm: str) -> bool:
    """«de la noche», «no, de la noche», «non, da noite»: a part of the day and nothing else said."""
    said = part_said(norm)
    return bool(said) and all(w in _BESIDE_A_PART for w in norm.replace(said or "", " ").split())


def _part_wished(outside: str, biz) -> str | None:
    """The part of the day a trade word for a meal names, said as what the time is for."""
    for m in FOR_A_MEAL_RE.finditer(outside):
        part = vocabulary_of(biz).part_of_day(m["word"] or m["verb"])
        if part:
            return part
    return None


def _asks_if_booking_needed(s: Signals) -> bool:
    """«¿se puede ir sin reserva el sábado a las 14?», «¿hace falta reservar para el domingo?», «fai falta
    reservar?»: whether one must book, asked; a question about the rule, never a booking started. Not
    «reserva para 4 sin cita previa» (no question), nor a party told without a «?», nor a thing of the
    catalogue asked."""
    written_asked = "?" in (s.text or "") or not s.party      # «hay que reservar para el sábado, somos 4»: booked
    asked = BOOKING_NEEDED_RE.search(s.norm or "")
    if not (s.question and written_asked and asked) or (s.has_items and not s.book_noun):
        return False
    # «¿hay que reservar para el sábado a las 21? somos 4»: a booking, the rule asked beside it; coming
    # «sin reserva» with a party is still the question
    party_booked = bool(s.party) and not asked.group().startswith(("sin", "sen"))
    return not party_booked and not _counted_before(s.norm[:asked.start()])


def _counted_before(said: str) -> bool:
    """«para 4 el sábado a las 21, ¿hace falta reservar?»: a party, day or time told before the
    question is a booking asked first, with the question beside it."""
    return any((to_int(w) or 0) > 1 for w in said.split())


def _served_by_a_thing_asked(s: Signals) -> bool:
    """A question about a thing of the catalogue that counts people: how many it serves, no party."""
    return s.question and bool(s.items.lines or s.items.ambiguous) and not s.book_noun


_WHO_ASKED_RE = re.compile(r"\b(?:quien|quen|quienes|quens)\b")
# «¿cuándo podéis?», «¿y cuándo me la podéis mirar?», «cando podedes?»: when there is room, asked
_WHEN_CAN_YOU_RE = re.compile(r"^(?:y |e |pues |pois |vale |ok )?(?:cuando|cando) (?:me |nos |mo |ma |nola |mola )?"
                              r"(?:la |lo |a |o )?(?:podeis|podedes|puedes|podes|podriais|poderiades|podrias|poderias)"
                              r"(?: (?:atender\w*|mirar\w*|ver\w*|arreglar\w*|arranxar\w*|hacer\w*|facer\w*))?\W*$")


def _only_the_last_seating_asked(s: Signals) -> bool:
    """«¿hasta qué hora se puede reservar?»: an hours question, unless a booking was asked before it
    («mesa para 4 el sábado, ¿hasta qué hora…?»)."""
    m = LAST_SEATING_RE.search(s.norm) if s.question else None
    return m is not None and not BOOKING_RE.search(s.norm[:m.start()])


# The questions about the request's own fields: there a bare «no la quiero» drops the request. To the
# phone or the note it answers that question («¿Y un teléfono?» «no, no lo quiero»: none), to a time
# offered or a thing asked for («¿Cuál?») it declines that, and after an answer it is no cancel.
_BARE_NOT_WANTED_DROPS_AT = frozenset(("option", "count", "day", "time", "party", "service"))
# the name is «el nombre», «o nome»: to «¿A nombre de quién?» only «no la quiero» is the request itself
_NOT_THE_NAME_RE = re.compile(r"\b(?:no|non) (?:las?|as?) (?:quiero|quero)\b")


def _bare_not_wanted_drops(norm: str, ctx: ReadingContext) -> bool:
    """Whether a bare «no la quiero» drops the request being written: asked one of its own fields
    (or the name, with «la»), no time offered instead of one refused, and the product priced just
    before (if any) one held — after another's price or another question answered «la» is that one."""
    awaiting = ctx.get("awaiting")
    at_a_field = awaiting in _BARE_NOT_WANTED_DROPS_AT or (awaiting == "name" and bool(_NOT_THE_NAME_RE.search(norm)))
    if not at_a_field or (awaiting == "time" and ctx.get("time_refused") is not None):
        return False
    return not _of_the_answer_before(ctx)


def _of_the_answer_before(ctx: ReadingContext) -> bool:
    """Whether «la» of a bare «no la quiero» is what the turn before answered about rather than the
    request: another product priced («¿cuánto cuesta la de Y?»), or a question answered that priced
    nothing held («¿tenéis <a place>?»); after the held product's own price it is the request."""
    priced = ctx.get("item_asked_now")
    if priced is None:
        return bool(ctx.get("answered_last"))
    cart = ctx.get("cart")
    return bool(cart) and all(line.get("item_id") != priced for line in cart or ())


def _drops_it(s: Signals, norm: str, bare_drops: bool = False) -> bool:
    """«ya no la quiero» with nothing named (found, ambiguous or unknown) that «la» could be; the
    bare «no la quiero» too when it `bare_drops` (a request held, no thing offered)."""
    found = s.items
    return (not (found.lines or found.ambiguous or found.unknown or s.process_question)
            and bool(CANCEL_IT_RE.search(norm) or (bare_drops and NOT_WANTED_RE.match(norm))))


# «igual somos 5», «a lo mejor me hago <a service>», «puede que venga uno más», «se cadra somos 5»
_MAYBE_RE = re.compile(r"^(?:(?:pues|pois|pero|y|e|oye|ah|aunque|bueno|bo)\s+)*(?:igual|a lo mejor|ao mellor|o mellor|"
                       r"puede que|pode que|poida que|quizas?|quiza|tal vez|se cadra|posiblemente|probablemente)\b")
# «…, ya te digo», «…, xa che confirmo», «…, ya veré»: the maybe, said to be settled later
_SETTLED_LATER_RE = re.compile(r"[\s,.;]+(?:(?:ya|xa) (?:te|che|os|vos) (?:digo|confirmo|aviso|dir[eé]|direi|"
                               r"contarei|cuento|conto)|(?:ya|xa) (?:ver[eé]|verei|veremos)|"
                               r"(?:¿\s*)?(?:pasa|pasar[ií]a) algo)\W*$", re.IGNORECASE)


def _a_maybe_noted(s: Signals, norm: str, ctx: ReadingContext) -> None:
    """Mid-request, a count or a thing said as a maybe («igual somos cinco, xa che digo») changes
    nothing held: it is a note for the person who confirms (and «ya te digo» leaves nothing)."""
    if ctx.get("awaiting") in (None, "party", "count", "service") or not _MAYBE_RE.match(norm):
        return
    if not (s.party or s.party_delta or s.items.lines or s.items.ambiguous):
        return
    s.maybe = True
    s.party = s.party_delta = None
    _nothing_ordered(s)
    s.question = False
    s.notes = [_SETTLED_LATER_RE.sub("", (s.text or "").strip()).strip(" ,.?¿")]


# the questions a day or a time said with a goodbye answers («vale, hasta el lunes»: the day, not a leave)
_WHEN_ANSWERED_AT = frozenset({"day", "time", "resource", "service", "party"})


def _leaves_for_now(s: Signals, norm: str, ctx: ReadingContext) -> bool:
    """«ya pasaré otro día», «ya os llamo» while a request is written: left for now. Not with a day,
    a time or a thing said («ya paso el viernes a las 6»), nor asked («¿os llamo?»)."""
    w = s.when
    awaiting = ctx.get("awaiting")      # («gracias, hasta mañana» to «¿A qué hora?»: a goodbye, the day held)
    day_said = w.has_day or bool(w.window)
    answers_when = awaiting in _WHEN_ANSWERED_AT and (w.has_time or awaiting != "time" and day_said)
    if awaiting and not s.question and s.bye and _only(BYE_RE, norm, THANKS_RE) and not answers_when:
        return True     # «gracias, adiós», «hasta mañana» mid-request: it goes unsent, and is said so
    if not ctx.get("awaiting") or s.question or w.has_day or w.has_time or w.window or s.items.lines \
            or s.party or s.party_delta or s.maybe:
        return False    # «somos 6, ya te confirmo», «igual somos 5, ya te digo»: something said, nothing left
    return leaves_for_now(norm) or (ctx.get("awaiting") in _NEEDED_ANSWERS and bool(_NEVER_MIND_RE.match(norm)))


def _cancels(s: Signals, norm: str, lines_in_cart: int, sent: bool = False, bare_drops: bool = False) -> bool:
    """«cancela», «ya no quiero nada»: the whole request; «ya no la quiero» only when «la» can be
    nothing but the request (at most one cart line)."""
    cannot_go = bool(_CANNOT_GO_RE.search(norm) and (EARLIER_RE.search(norm) or sent))
    if s.items.lines or (s.process_question and not cannot_go) or _A_DETAIL_OFF_RE.search(norm) \
            or _FORGET_THAT_RE.search(norm) and _something_instead(s, norm):
        return False    # «¿cómo lo cancelo?» asks about the one in progress; «tengo cita… no puedo ir» calls one off
    if _a_cancel_that_may_come(s, norm):
        return False
    return bool(CANCEL_RE.search(norm)) or (lines_in_cart <= 1 and _drops_it(s, norm, bare_drops)) or cannot_go


def _a_cancel_that_may_come(s: Signals, norm: str) -> bool:
    """«reserva para 4 el viernes y si no podemos ir te aviso para cancelar la reserva»: a booking asked
    for, and calling it off only said as what may happen later."""
    called_off = CANCEL_RE.search(norm)
    return bool(called_off and s.booking_kw and (s.when.has_day or s.party)
                and MAYBE_LATER_RE.search(norm, 0, called_off.start()))


# «olvida lo de la <note word>», «cancela lo del jueves», «cancela la hora», «esquece o da Marta»: one
# detail of the request taken back, not the request («cancela la reserva», «olvida lo de la mesa»)
_A_DETAIL_OFF_RE = re.compile(
    r"\b(?:cancela|cancelame|anula|olvida|olvidate de|esquece|esquecete de|borra)\s+"
    r"(?:(?:lo|o) (?:de|del|da|do)(?: (?:la|el|a|o|las|los|as|os))?|la|el|a|o|las|los|as|os) "
    r"(?!(?:\w+ )?(?:reservas?|pedidos?|citas?|mesas?|encargos?|encomendas?|turnos?|todo|antes|eso|iso)\b)\w+")
# «déjalo a las 11», «olvídalo, mejor 4», «esquéceo, mellor 4»: what was said before, replaced
_FORGET_THAT_RE = re.compile(r"\b(?:dejalo|deixao|deixalo|olvidalo|olvidao|esquecelo|esqueceo|olvida lo|esquece o|"
                             r"olvida eso|esquece iso)\b")
_INSTEAD_RE = re.compile(r"\b(?:mejor|mellor|que sean?|que sexan?|en|a las|as|ás|para|pra|pa)\b")


def _something_instead(s: Signals, norm: str) -> bool:
    """A new time, day, part of the day, count or product said beside «déjalo»: a change, not a cancel."""
    w = s.when
    counted = count_set(_FORGET_THAT_RE.sub("", norm).strip(" ,")) is not None
    return bool(w.has_time or w.has_day or w.part or w.window or s.items.any or counted
                or (_INSTEAD_RE.search(norm) and any(ch.isdigit() for ch in norm)))


# «tiña cita o xoves e non podo ir», «tenemos mesa el sábado y no podemos ir»: the one made before, off
_CANNOT_GO_RE = re.compile(r"\b(?:no|non) (?:puedo|podo|podemos|podremos|poderemos|vamos a poder|imos poder|"
                           r"voy a poder|vou poder|van a poder|van poder) (?:ir|vir|venir|acudir|asistir)\b")


# At the summary, «mejor no, gracias», «al final no»: it is not sent (a bare «no» may want a change)
_NOT_SENT_RE = re.compile(r"^(?:(?:pues|pois|bueno|bo|uf|nada) )*(?:(?:mejor|mellor|al final|ao final) )?(?:no|non)"
                          r"(?: (?:gracias|grazas|lo quiero|o quero|mejor|mellor))*$")


# «una X encargada», «el X que tengo encargado»: something ordered before (not «el encargado», a manager)
_ALREADY_ORDERED_RE = re.compile(r"(?<!\bel )(?<!\bla )(?<!\bal )(?<!\bo )(?<!\ba )\bencargad[oa]s?\b")
_ORDERED_BEFORE_RE = re.compile(rf"\b(?:{ORDERED_BEFORE})\b")
# «encargué/reservé…» first, accented as typed (folded, «Encargue una X, por favor» is formal): in the past
_SAID_IN_THE_PAST_RE = re.compile(r"^\W*(?:(?:hola|buenas|buenos d[ií]as|bos d[ií]as|oye|oe|mira|pues|pois|yo|eu)\W+)*"
                                  r"(?:encargué|reservé)\b", re.IGNORECASE)


# «para cada uno», «una por persona», «pra cada un»: a count of each, not the total
_EACH_ONE_RE = re.compile(r"\bcada (?:uno|una|un|unha|persona|persoa|quien|quen)\b|\bpor (?:persona|persoa|cabeza)\b")


def _one_each_of_one_held(found: Found, norm: str, cart: list[dict]) -> bool:
    """«para cada uno una sola X», «unha X pra cada un» of an X held: how many people is not said."""
    held = {line.get("item_id") for line in cart}
    return bool(found.lines) and bool(_EACH_ONE_RE.search(norm)) \
        and all(line["qty"] == 1 and line["item_id"] in held for line in found.lines)


def _ordered_before(s: Signals, norm: str) -> bool:
    """«ayer encargué…», «reservé para…» (the accent as typed): a request made before; not when another
    like it is asked for («encargué una X y me encantó, ¿me hacéis otra igual?», «reservé mesa el año
    pasado y repetimos: …»: a new one)."""
    return bool(_ORDERED_BEFORE_RE.search(norm) or _SAID_IN_THE_PAST_RE.match(s.text or "")) \
        and not (ANOTHER_LIKE_IT_RE.search(norm) or ASKED_ANEW_RE.search(norm))


def _anything_held(ctx: ReadingContext) -> bool:
    """A request under way: «te pedí 4, no 2» then speaks of it, not of one made before."""
    return bool(ctx.get("cart") or ctx.get("awaiting") or ctx.get("services") or ctx.get("held_party"))


# «encargué», «dejé», as typed: the accent says the past
_MADE_BEFORE_TYPED_RE = re.compile(r"\b(?:encargué|reservé|dejé|compré)(?!\w)", re.IGNORECASE)


def _tells_of_an_earlier_request(s: Signals, norm: str) -> bool:
    """«encargue una X para el martes, ¿está confirmada?», «os dejé la bici el jueves, ¿cuándo la
    recojo?», «teño reservado X, ¿xa está?»: how a request made before stands, asked; not one wanted
    now («quiero lo mismo que encargué…») nor one like it asked for anew («reservé… y repetimos: …»).
    Other questions beside one made before («…, ¿cómo lo guardo?», «¿puedo cancelarla?») are read as before."""
    if s.want_kw or ANOTHER_LIKE_IT_RE.search(norm) or ASKED_ANEW_RE.search(norm) or not STATUS_ASKED_RE.search(norm):
        return False
    return bool(MADE_BEFORE_RE.search(norm) or MADE_BEFORE_OR_BIDDEN_RE.search(norm)
                or _MADE_BEFORE_TYPED_RE.search(s.text or ""))
# «os deje», «te encargue», «la reserve» (folded): after its pronoun the ambiguous form is the past
# (the formal command puts the pronoun after it: «déjela»); «que os deje…» is a wish
_PAST_AFTER_ITS_PRONOUN_RE = re.compile(rf"(?<!\bque )\b(?:{TO_WHOM_PRONOUN}|l[ao]s?) "
                                        rf"(?:{IT_PRONOUN} )?(?:encargue|reserve|deje|compre)\b")
# where a message's clauses part: «…, …», «…; …», «… y …», «… pero …»
_CLAUSE_CUT_RE = re.compile(r"\s*[,.;:]\s*|\s+(?:y|e|pero|mais)\s+", re.IGNORECASE)
# «para una <service>», «por un <thing>»: what the one made before was for, not a request of its own
_WHAT_IT_WAS_FOR_RE = re.compile(r"^(?:para|pra|pa|por) (?:un|una|unha|uns|unhas|unos|unas)\b")


def _left_before_told(s: Signals, norm: str) -> bool:
    """«os deje la <thing> el jueves para una <service>», «os encargué una X el martes», «deixei a <thing> o
    xoves»: a request made before, only told (no question, no praise, complaint or trouble beside it),
    is one to look up, never a new one (how one stands, asked, is `_tells_of_an_earlier_request`)."""
    if s.question or s.want_kw or s.praise or s.complaint or s.trouble or s.cancel \
            or ANOTHER_LIKE_IT_RE.search(norm) or ASKED_ANEW_RE.search(norm):
        return False
    return _tells_a_past_request(norm, s.text or "")


def _tells_a_past_request(norm: str, text: str) -> bool:
    return bool(MADE_BEFORE_RE.search(norm) or _MADE_BEFORE_TYPED_RE.search(text)
                or _PAST_AFTER_ITS_PRONOUN_RE.search(norm))


def _requests_beside_the_past_one(text: str, biz, ctx: ReadingContext) -> list[str]:
    """«compré una <thing> con vosotros el año pasado, <service> el sábado a las 10»: the clauses that are
    no telling of the one made before and ask for something on their own (things, a party, a wish);
    none when the one made before is the whole message («os dejé la <thing> el jueves, para
    una <service>»)."""
    clauses = [c for c in _CLAUSE_CUT_RE.split(text) if c.strip()]
    others = [c for c in clauses if not _tells_a_past_request(clean(c), c)]
    if len(others) == len(clauses):
        return []       # (the telling spans the clauses: the message is all of it)
    return [c for c in others if _asks_on_its_own(c, biz, ctx)]


def _asks_on_its_own(clause: str, biz, ctx: ReadingContext) -> bool:
    """Things, a party or a wish said in the clause (a day alone, «…, para el sábado», «…, la recojo el
    sábado», still speaks of the one made before)."""
    wish = analyze(clause, biz, ctx)
    w = wish.when
    return wish.primary in ("booking", "order") and not wish.earlier_told and (
        wish.party is not None or wish.want_kw
        or wish.has_items and (w.has_day or w.has_time or not _WHAT_IT_WAS_FOR_RE.match(clean(clause))))


# «déjame encargada una X», «quiero dejar encargadas 2», «déixame encargado…»: an order now
# («dejé / deixei / dejamos encargada…» stay one ordered before)
_LEFT_ORDERED_RE = re.compile(r"\b(?:dej|deix)(?!e |ei |amos |aste |ou |aron )\w* (?:\w+ )?encargad[oa]s?\b")


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


# «no entiendo nada», «es que no me aclaro», «non te entendo»: the whole message says only that
_LOST_RE = re.compile(r"(?:(?:es que|pues|pois|pero|perdona|perdoa|perdon|uf|buf|eh|ay|ai|uy|lo siento|sintoo|"
                      r"la verdad|a verdade|yo|eu) )*(?:no|non) (?:te |che |le |lle |os |vos )?"
                      r"(?:entiendo|entendo|entendi|entendin|comprendo|me entero|me aclaro|sei que facer|se que hacer|"
                      r"se como va|sei como vai|se como funciona|sei como funciona)"
                      r"(?: (?:de nada|nada|bien|ben|muy bien|moi ben|mucho|moito|esto|isto|como va|como vai|"
                      r"como funciona|que hay que hacer|que hai que facer))*")
# «no entiendo por qué X lleva Y», «non sei se abrides»: a question without its «?»
_WONDERS_RE = re.compile(r"^(?:no|non) (?:entiendo|entendo|se|sei) "
                         r"(?:por que|porque|como|cuando|cando|donde|onde|si|se)\b")
# «¿a qué hora paso a recoger mi X?», «cando podo recoller a miña X?»: the customer's own X, ordered before
_PICK_UP_MINE_RE = re.compile(rf"\b{PICK_UP_MINE} (?P<thing>\w+)")


def _picking_up_mine(norm: str, biz) -> bool:
    """A product said as the customer's own, to be picked up (never «que la recoja mi marido»)."""
    known = index_of(biz).known
    return any(singular(m.group("thing")) in known for m in _PICK_UP_MINE_RE.finditer(norm))


# «déjalo» alone at the name, phone or note question skips that question, not the request
_LEAVE_IT_RE = re.compile(r"^(?:(?:bueno|vale|nada|pues|pois|bo) )?(?:dejalo|deixao|deixalo)$")


def _skips_the_question(norm: str, ctx: ReadingContext) -> bool:
    return ctx.get("awaiting") in ("name", "phone", "note") and bool(_LEAVE_IT_RE.match(norm))


# «bueno nada, gracias» to a question the request cannot go without: given up (not «nada más»)
_NEVER_MIND_RE = re.compile(r"^(?:(?:bueno|bo|vale|pues|pois|entonces|uf|mira) )*nada (?:(?:muchas|moitas) )?"
                            r"(?:gracias|grazas)$")
_NEEDED_ANSWERS = frozenset({"name", "day", "time", "party", "resource", "service"})


# «al abrir», «la primera que haya» to «¿A qué hora?» (with dates.FIRST_THING_RE, «a primera hora», and
# lexicon.ANYONE_RE, «me da igual»; «cuanto antes» is read by parse_when itself)
_WHO_RE = re.compile(r"\b(?:(?:igual|lo mismo|o mesmo|indiferente) (?:con )?(?:quien|quen|la persona|a persoa)|"
                     r"(?:con |co )?(?:quien|quen) (?:sea|sexa|este libre|estea libre))\b")
_THE_TIME_TOO_RE = re.compile(r"\b(?:hora|cercana|proxima|primera|primeira)\b")
_AT_OPENING_RE = re.compile(r"\b(?:al abrir|ao abrir|a primera que (?:haya|tengas)|a primeira que (?:haxa|tenas)|"
                            r"cualquier hora|calquera hora|la que sea|a que sexa|cuando antes|cando antes|"
                            r"a esa hora|a esa|esa misma|a esa misma|a esa mesma|esa mesma|a ela|a esa vale|"
                            r"(?:la |a )?hora que (?:sea|sexa|querais|queirades|quieras|queiras))\b")


def _only_the_day_no_matter(norm: str) -> bool:
    """«me da igual el día»: the day, not who serves nor the time («me da igual el día y quién»)."""
    return bool(ANY_DAY_RE.search(norm)) and not (_WHO_RE.search(norm) or ANYONE_WHO_RE.search(norm)
                                                  or _THE_TIME_TOO_RE.search(norm))


def _form_wish(s: Signals, norm: str) -> str | None:
    """«cambiar la hora», «otro día», «añadir algo» with nothing else said: what the summary's
    buttons do. A day or time said with it is the change itself."""
    w = s.when
    if w.has_day or w.has_time or w.window or s.items.lines:
        return None     # «¿algo más tarde?» is the time, no more things
    if CHANGE_DAY_RE.search(norm) or ANY_DAY_RE.search(norm) or s.refused_weekdays:
        return "day"
    if CHANGE_TIME_RE.search(norm) or s.refused_part or (w.part and s.short and not (w.has_day or w.asap or w.latest)):
        return "time"
    return "more" if ADD_MORE_RE.search(norm) else None


# «ese día no puedo», «non podo ese día», «ese día imposible»: the day held, pointed at and refused
_THAT_DAY = r"(?:ese|este|aquel|dicho) dia"
_THAT_DAY_REFUSED_RE = re.compile(rf"^(?:pues |pois |uf |ay |ai )?(?:{_THAT_DAY} (?:{REFUSED_AFTER_RE.pattern})|"
                                  rf"(?:no|non) {REFUSE_VERB} {_THAT_DAY})$")
# «a esa hora no puedo», «esa hora no me va bien, mejor más tarde», «non podo a esa hora»: the time held
# «esa hora», «a esa hora», «la hora», «el cambio de hora» (the time held, changed to): the time held
_THAT_TIME = r"(?:(?:a |para |pra )?(?:esa|esta|dicha|la|a) h?ora|(?:el|o) cambio de h?ora)"
_THAT_TIME_REFUSED_RE = re.compile(
    rf"^(?:pues |pois |uf |ay |ai |no |non )?(?:{_THAT_TIME} (?:(?:no|non) {REFUSE_VERB}(?: (?:bien|ben))?|"
    rf"(?:{REFUSED_AFTER_RE.pattern[:-1]}))|(?:no|non) {REFUSE_VERB} {_THAT_TIME})"
    r"(?: (?:mejor|mellor|pues|pois|que|y|e) .*)?$")


def _ruled_out(s: Signals, norm: str, ctx: ReadingContext) -> None:
    """A part of the day, a bound, the day held or a day excepted from any, ruled out (ruled_out.py)."""
    w = s.when
    refused_bound(w, norm)
    s.refused_part = refused_part(w, norm)
    ymd, weekdays = excepted_day(w, norm)
    s.refused_day = ymd
    s.refused_weekdays = weekdays + (list(WEEKEND) if "entre semana" in norm else [])
    if ANY_DAY_RE.search(norm) and not w.has_day:
        s.asks_free = True      # «cualquier día»: the next free days said
    held = ctx.get("held_day")
    if held and ANOTHER_DAY_RE.search(norm) and w.ymd != held:
        s.refused_day = held    # «otro día», «mejor otro día a las 9»: not the day held


# a day or a time alone, then «no», asked: «¿el viernes no?» proposes Friday (not «el viernes no puedo»)
_PROPOSED_RE = re.compile(r"(?:(?:y|e|pues|pois|entonces|y para|e para|para) )?(?:(?:el|o|la|a|las|as) )?"
                          r"(?:\S+ ){0,2}\S+ (?:no|non)")


def _refused_when(s: Signals, norm: str, biz, now: datetime, ctx: ReadingContext) -> str | None:
    """The only day or time said is refused: it is not taken, and when it is the one held, the
    day or time is asked again (the summary's «cambiar la hora»)."""
    w, wish = s.when, None
    if not w.has_day and ctx.get("held_day") and _THAT_DAY_REFUSED_RE.match(norm):
        s.refused_day = ctx["held_day"]
        return "day"
    if not w.has_time and ctx.get("held_time") is not None and _THAT_TIME_REFUSED_RE.match(norm):
        s.refused_time = ctx["held_time"]
        return "time"
    for said, held, kind in ((w.time_text if w.has_time else None, ctx.get("held_time"), "time"),
                             (w.day_text if w.has_day else None, ctx.get("held_day"), "day")):
        at = norm.find(said) if said else -1
        before, after = (norm[:at], norm[at + len(said):].strip()) if said and at >= 0 else ("", "")
        side = side_wished(after, bool(REFUSED_BEFORE_RE.search(before))) if kind == "time" else None
        if said is None or at < 0 or not (REFUSED_BEFORE_RE.search(before) or REFUSED_AFTER_RE.match(after) or side):
            continue
        if "?" in (s.raw or "") and _PROPOSED_RE.fullmatch(norm):
            continue    # «¿el viernes no?», «¿mañana no?», «e ás 10 non?»: that one, proposed
        rest = parse_when(f"{norm[:at]} {norm[at + len(said):]}", biz, now)
        if rest.has_time if kind == "time" else rest.has_day:
            continue    # «no a las 11, a las 12»: another one said (_the_one_kept)
        refused: int | str | None
        if kind == "time":
            refused, w.minutes, w.has_time, w.time_text = w.minutes, None, False, None
            s.refused_time = refused
            if side and refused is not None:
                w.window = (side, refused)      # «…, más tarde»: the times after it
        else:
            refused, w.ymd, w.has_day, w.day_text = w.ymd, None, False, None
            s.refused_day = refused
        if (held is not None and held == refused) or (held is None and ctx.get("awaiting") == kind):
            wish = kind if wish is None or kind == "day" else wish      # or refused to its own question
    return wish


def _not_sent(norm: str, ctx: ReadingContext) -> bool:
    """«mejor no, gracias», «al final no vamos», «no lo envíes» at the summary: it is not sent."""
    if ctx.get("awaiting") != "confirm" or norm in ("no", "non"):
        return False
    return any(rx.match(norm) for rx in (_NOT_SENT_RE, CALLED_OFF_ALL_RE, DONT_SEND_RE))


def _drops_one_of_several(s: Signals, norm: str, lines_in_cart: int, bare_drops: bool) -> bool:
    """«ya no la quiero» with several cart lines: the order asks which one goes."""
    return lines_in_cart > 1 and not s.cancel and _drops_it(s, norm, bare_drops)


# «no, bueno sí, …», «ah, espera, …»: a mind changed before the note itself
_MIND_CHANGED_RE = re.compile(r"^(?:(?:no|non|si|bueno|bo|vale|pues|pois|espera|agarda|mejor|mellor|ah|uy|ai|"
                              r"o sea)\s+)+")
_NO_THEN_CHANGE_RE = re.compile(r"^(?:no|non) (?:espera|agarda|mejor|mellor|perdona|perdon|perdoa|digo|bueno|bo|"
                                r"que sean|que sexan)\b")
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


# At the note question, what changes the request rather than describes it: a verb of ordering,
# another one, a count set, a product taken out, one more thing («te quiero, mamá» is a card's words)
_CHANGES_IT_RE = re.compile(r"\b(?:(?<!te )(?<!os )(?<!vos )(?:quiero|quero)|ponme|pon|ponnos|pones|poneis|pondes|"
                            r"anad\w*|engad\w*|tambien|tamen|ademas|ademais|otr[oa]s?|outr[oa]s?|mas|mais|quita\w*|"
                            r"saca\w*|olvida|esquece|cambia\w*|mejor|mellor|en vez|en lugar|que sean|que sexan|"
                            r"al final|ao final|sin|sen|de paso|aprovecho|aproveito|se me olvid\w*|esquecin\w*|"
                            r"esqueceume|pedir|encargar|encomendar)\b|^(?:y|e|ah y|ah e|oye y|oe e) ")
_WORDING_AFTER_RE = re.compile(r"^(?:con|co|cun|cunha) |\bque (?:ponga|pona|diga|lleve|leve)\b")
_NOTHING_OF_RE = re.compile(r"\b(?:nada de|nada do|nada da)\b")     # «nada de Y, jaja»: no Y, said in passing


# «¿va incluida?», «¿viene con…?», «¿se paga aparte?», «¿tenéis también…?»: asking about a thing
_ASKS_ABOUT_A_THING_RE = re.compile(
    r"\b(?:va incluid[oa]s?|van incluid[oa]s?|incluid[oa]s?|incluye|inclue|viene con|vienen con|ven con|"
    r"se paga aparte|se cobra aparte|va aparte|paga aparte|cuanto cuesta|cuanto cuestan|cuanto vale|cuanto valen|"
    r"que vale|que valen|que cuesta|que cuestan|que custa|canto vale|"
    r"canto custa|canto custan|que precio|que prezo|teneis tambien|tienes tambien|tedes tamen|tes tamen|"
    r"hay tambien|hai tamen|llevan|lleva|leva|levan)\b")


# «quería X, no Y», «perdón, X, no Y», «X no Y»: Y taken back (when Y is held and X is not)
_X_NOT_Y_RE = re.compile(r"^(?:.*,\s*)?(?P<x>[^,]+?),?\s+(?:no|non)\s+(?P<y>[^,]+?)[.!]*$")


def _said_instead(scrubbed: str, biz, cart: list | None) -> str | None:
    """«quería X, no Y» with Y held: the words «en vez de Y, X», which
    the items reader knows (Y's line goes, X takes its count); else None."""
    m = _X_NOT_Y_RE.match(normalize(scrubbed)) if cart else None
    if m is None:
        return None
    held = {line.get("item_id") for line in cart or ()}
    taken_back = {line["item_id"] for line in find_items(clean(m.group("y")), biz).lines}
    wanted = find_items(clean(m.group("x")), biz).lines
    if not taken_back or not taken_back <= held or not wanted or any(line["item_id"] in held for line in wanted):
        return None     # the one held is the one taken back («X no Y» without commas too)
    return clean(f"en vez de {m.group('y')}, {m.group('x')}")


def _things_asked_of(s: Signals, scrubbed: str, biz, answering: bool = False) -> tuple[str, Found] | None:
    """«quiero una X, ¿la Y va incluida?», «…, ¿el Z cuánto cuesta?», «quiero 2 X, ¿la X lleva
    gluten?», and to a question of the order «el de temporada. ¿lleva Y?» (`answering`): (the
    request's own words, clean; what its question names) when the question names things and asks
    about them, not for them; else None."""
    if not (s.want_kw or s.order_kw or s.when.has_day or s.when.has_time or answering):
        return None         # «2 X, ¿cuánto cuesta la Y?» orders nothing: both are asked about
    apart = question_apart(scrubbed) if "?" in scrubbed else _price_asked_after(scrubbed)
    if apart is None:
        return None
    asked = clean(apart[1])
    if not _ASKS_ABOUT_A_THING_RE.search(asked) or WANT_RE.search(asked) or FAVOUR_RE.search(asked):
        return None
    request, named = clean(apart[0]), find_items(asked, biz)
    ordered = find_items(request, biz)
    asked_ids = {line["item_id"] for line in named.lines}
    # «quiero 2 X … ¿la X lleva gluten?»: the X asked about is the one ordered (counted), not one more
    shared = asked_ids & {line["item_id"] for line in ordered.lines}
    if asked_ids and ordered.lines and (not shared or any(ordered.explicit)):
        return request, named
    return None


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


_ABOUT_TOPICS = {"price", "product", "allergens", "duration"}
FORM_STEPS = ("name", "phone", "note")      # answers that are the customer's own words, not a booking
FILLERS = frozenset("pues pois vale ok okey oki venga dale bueno bo entonces enton daquela y e si perfecto genial"
                    .split())
# What may stand beside «vale» and a day or a time when the product just priced is taken
_AROUND_A_DAY = FILLERS | DEFINITE | OF | frozenset("para pa pra pal pro lo le a al ao as do da mejor mellor me nos "
                                                    "porfa por favor ese esa eso este esta esto iso isto mismo "
                                                    "mesmo un uno una unha".split())


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


_ALSO_RE = re.compile(rf"\b(?:{ALSO}|de esos|de esas|deses|desas|de ese|de esa|dese|desa)\b")


# «caro», «uf, qué caro», «un poco caro» after a price: a reaction, no question and no wish
_PRICE_REACTION_RE = re.compile(r"^(?:(?:uf+|buf+|vaya|jo|ostras|hala|ala|pues|pois|bueno|bo|no|non|eh|ah|oh)\s+)*"
                                r"(?:que |muy |moi |un poco |algo |bastante |demasiado |un pouco )?"
                                r"(?:car[oa]s?|carisim[oa]s?|carill[oa]s?|caro no)$")


def _asks_about_it(s: Signals, norm: str) -> bool:
    """«¿y cuánto cuesta?», «¿qué lleva?», «¿cuánto tarda?»: a short question about what was just talked about."""
    if _PRICE_REACTION_RE.match(norm) and "?" not in (s.raw or ""):
        return False
    return ((bool(_ABOUT_TOPICS.intersection(detect_topics(norm))) or bool(detect_diet(norm)["asks"])
             or bool(_DESCRIPTION_ANSWERS_RE.search(norm)))      # «¿es para cuántos?», «¿qué incluye?»
            and (s.question or len(norm.split()) <= 4))


_OTHER_STEPS = frozenset(("time", "day", "option", "resource", "service", "party", "count"))


def _nothing_else(s: Signals, biz) -> bool:
    """The message carries nothing the open question could take: no product, size, day, time,
    part of the day, person of the staff, party or yes/no, and no catalogue word."""
    known = index_of(biz).known
    return not (s.has_items or s.items.stray_options or s.items.unknown or s.when.has_day or s.when.has_time
                or s.when.part or s.resource or s.party or s.yes or s.no or s.question
                or any(singular(w) in known for w in s.norm.split()))


_THIS_OR_NEXT_RE = re.compile(r"\b(?:este|esta|estes|ese|que viene|que ven|proximo|proxima|seguinte|siguiente)\b")




def _the_day_after_held(w: When, norm: str, held: str | None) -> None:
    """«para el sábado» (the 7th), then «mejor el domingo»: the Sunday of that weekend, the 8th,
    not tomorrow, the 1st. A bare weekday that would fall before the day held and names the day
    right after it is read as that one (the reply says its date)."""
    if not (held and w.has_day and w.ymd and w.day_text in WEEKDAYS) or _THIS_OR_NEXT_RE.search(norm):
        return
    later = add_days(w.ymd, 7)
    if w.ymd < held and later == add_days(held, 1):
        w.ymd = later


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


def _takes_the_one_just_asked(norm: str, ctx: ReadingContext) -> bool:
    """«vale, pídemela», «sí, esa» right after the answer about a product: that one (not later, when
    «sí, esa» may be the hour offered)."""
    return ctx.get("item_asked_now") is not None and bool(_TAKE_IT_RE.search(norm) or yes_that_one(norm))


def _names_the_catalogue(norm: str, biz) -> bool:
    """A word of the catalogue's names or sections said («¿cuál es el pescado más barato?»)."""
    known = vocabulary_of(biz).product_words | vocabulary_of(biz).category_words
    return any(singular(w) in known or w in known for w in norm.split())


def _yes_to_its_price(norm: str, biz, ctx: ReadingContext) -> bool:
    """«vale», «pois si», «dámelo» right after the price of one thing to take home (or that it is sold),
    nothing held: that one taken (a service or a table is booked, which asks more first)."""
    return _priced_to_take_home(biz, ctx) is not None and bool(TAKE_THE_ONE_PRICED_RE.match(norm))


def _priced_to_take_home(biz, ctx: ReadingContext) -> str | None:
    """The one thing just priced (or said to be sold), to take home, none of it held: not a service nor
    a table, which are booked."""
    item = ctx.get("item_asked_now")
    if item is None or item != ctx.get("last_item") or not ctx.get("priced_now") or not biz.can("order"):
        return None
    held = any(line.get("item_id") == item for line in ctx.get("cart") or [])
    return None if _is_service(biz, item) or _at_a_table(biz, item) or held else item


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


def _a_kind_for_that_many(s: Signals, norm: str) -> bool:
    """«¿<things> para 10 personas?», «¿hai <things> pra 8?»: a kind in the plural, for that many, nothing wanted."""
    found = s.items
    return bool(found.ambiguous) and not (found.lines or s.want_kw or s.order_kw or s.booking_kw) \
        and len(found.ambiguous) == 1 and found.ambiguous[0].get("qty", 1) == 1 \
        and bool(FOR_PEOPLE_RE.search(norm)) and any(w.endswith("s") and singular(w) == found.ambiguous[0]["word"]
                                                     for w in norm.split())


def _asked_about_another(ctx: ReadingContext) -> bool:
    """The product talked about last is none of the order's («¿cuánto cuesta la X?» mid-order):
    «ponme una», «vale, una» are of it."""
    held = {line.get("item_id") for line in ctx.get("cart") or []}
    return ctx.get("last_item") is not None and ctx["last_item"] not in held


_PUT_N_RE = re.compile(rf"^(?:(?:pues|pois|vale|ok|no|non)\s+)*(?:pon|ponme|pónme|poname|{IF_I_PUT})\s")


def _a_count_not_an_hour(norm: str, ctx: ReadingContext) -> bool:
    """«ponme tres» to «¿A qué hora?» with one line held: the line's count, not an hour («mejor 3»
    may be either: routing asks)."""
    return ctx.get("awaiting") == "time" and len(ctx.get("cart") or []) == 1 and not _asked_about_another(ctx) \
        and bool(count_set(norm)) and bool(_PUT_N_RE.match(norm))


# «con ella», «con él» (unaccented only at the end or before a day: «con el <service>…» names a thing)
_WITH_THEM_RE = re.compile(r"\b(?:con (?:ella|esa persona|ese chico|esa chica)|con ela|coa ela|con el mismo|"
                           r"con la misma)\b"
                           r"|\bcon el(?= *$| (?:el|o|este|esta|hoy|hoxe|manana|mana|pasado|a las|as|para|pa)\b)")


_WHAT_IF_RE = re.compile(r"^(?:y|e|pero) (?:con|de|en|para|pa|co|coa)\b")     # «¿y con la grande?», «¿e de 12?»


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


def _group_word_of_the_named(s: Signals) -> None:
    """«¿cuánto vale el X y qué <group word> lleva?»: asked, the group word of one of the things named in
    the same message is that thing (not a choice among the group's)."""
    named = {line["item_id"] for line in s.items.lines}
    if not (s.question and named) or s.want_kw or s.order_kw:
        return
    s.items.ambiguous = [a for a in s.items.ambiguous if not named & set(a.get("candidates") or ())]


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


# «¿se puede recoger por la tarde?», «podo recollela pola tarde?»: collecting what was left for a service
_COLLECT_IT_RE = re.compile(r"\b(?:recoger|recogerla|recogerlo|recogela|recogelo|recojo|recollela|recollelo|recoller|"
                            r"recollo|pasar a por (?:ella|el)|buscarla|buscala)\b")


# «¿podemos recoger la X el domingo?», «¿podo recoller o pedido o luns?»: the one of ours (not «un pedido», nor
# «¿se puede recoger el sábado?»)
_COLLECT_THE_ONE_RE = re.compile(r"\b(?:puedo|podo|podemos|podriamos|podremos|poderiamos)"
                                 r"(?: pasar a| ir a| vir a| venir a)? (?:recoger|recojer|buscar|recoller|recoxer) "
                                 r"(?:el|la|los|las|o|a|os|as) "
                                 rf"(?!(?:{WEEKDAY_WORDS}|dia|dias|finde|fin|semana|tarde|manana|mana|noite|noche)\b)")


# «a las 9», «sobre las 9 y media», «pues a las 9»: a time alone
_ONLY_A_TIME_RE = re.compile(r"^(?:(?:vale|ok|perfecto|genial|pues|pois|entonces|si|bueno|bo),? )*"
                             r"(?:a|as|ás|sobre|hacia|cara|para|pra) (?:las |as )?[0-9]{1,2}(?::[0-9]{2})?"
                             r"(?: (?:y|e) (?:media|cuarto)| (?:de la|da) (?:manana|mana|tarde))?$")


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


def _a_count_said(words: list[str]) -> int | None:
    """The first number from 1 to 99 that is no time or date («a las 9», «el 12») nor counts an
    appointment («cógeme un hueco», «unha cita»): a count."""
    return next((n for i, w in enumerate(words) if (n := to_int(w)) is not None and 0 < n < 100
                 and (i == 0 or words[i - 1] not in _NOT_A_COUNT_AFTER)
                 and not APPOINTMENT_NOUNS.intersection(words[i + 1:i + 2])), None)


def _a_size_of_one_sized(biz, item_id: str, found, norm: str) -> bool:
    """«¿y el grande?», «ponme la pequeña para mañana» of a product sold in one size (no option of
    its own, and no choice of another product's said)."""
    return not found.stray_options and not biz.products[item_id].get("options") \
        and bool(SIZE_WORD_RE.search(_beside_the_names(found, norm)))


def _beside_the_names(found, norm: str) -> str:
    """The words said besides the ones that named products: «cuaderno pequeño», a name, holds no size asked."""
    named = {i for a, b in found.spans for i in range(a, b)}
    return " ".join(w for i, w in enumerate(found.words) if i not in named) if found.words else norm


def _one_size_named(s: Signals, norm: str, biz) -> None:
    """«quiero el X grande», «¿tenéis el X más pequeño?» of the one product named, sold in one size:
    its size is said not to be chosen (it was dropped in silence)."""
    found = s.items
    if len(found.lines) == 1 and not found.options_not_taken and not found.ambiguous \
            and _a_size_of_one_sized(biz, found.lines[0]["item_id"], found, norm):
        found.options_not_taken.append({"item_id": found.lines[0]["item_id"], "option_id": ONE_SIZE_ASKED["option_id"]})


# «añádela», «engádea», «ponla también», «quiero eso también»: the thing just asked about, added
_ADD_IT_RE = re.compile(rf"\b(?:{ADD_VERB}|sumal[ao]s?|ponl[ao]s?|ponmel[ao]s?|ponmo|ponma|"
                        rf"(?:quiero|quero) (?:eso|iso|esa|esa tamen|eso tambien)|{ALSO})\b")
# «ponme ese», «dame esa también», «engade ese»: the one just talked about
_PUT_THAT_ONE_RE = re.compile(r"(?<!\bno )(?<!\bnon )\b(?:pon|ponme|ponnos|pona|dame|danos|dadme|anade\w*|engade\w*|"
                              r"me llevo|levo|quiero|quero) (?:ese|esa|eso|ise|isa|iso|este|esta|esto)"
                              r"(?: (?:tambien|tamen|porfa|por favor|tambien porfa))?$")     # not «quiero esa hora»
# «a las 9», «el 12», «el día 13», «o día 13»: a time or a date, not how many
_NOT_A_COUNT_AFTER = frozenset(("las", "a", "as", "el", "o", "de", "para", "dia"))


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


def _the_service_asked_before(s: Signals, biz, last: str | None, before: str | None) -> None:
    """«vale, cita para el martes» after the price of a service, then of a thing sold («¿y las X?»):
    an appointment is for the service, not for the thing asked about last."""
    if not (s.booking_kw and biz.can("booking")) or s.question or s.items.any:
        return
    if _is_service(biz, last) or not _is_service(biz, before):
        return
    s.items.lines, s.items.explicit = [{"item_id": before, "qty": 1, "options": {}}], [False]


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


def _is_service(biz, item_id: str | None) -> bool:
    return bool((biz.products.get(item_id or "") or {}).get("duration_minutes"))


# «¿y los <category> cuánto?», «¿e as <category>, que prezo teñen?»: a category and its prices, nothing else
_AROUND_A_KIND_PRICED = frozenset("y e los las os as el la o a de do da dos das cuanto canto cuestan cuesta custan "
                                  "custa valen vale precio precios prezo prezos que tienen tenen salen son".split())


def _another_kind_asked_alone(norm: str, biz, last_item: str) -> bool:
    """Only a category named (with an «y», articles, a price asked), one the last thing is not of: that
    category asked, not the last thing («¿y el <kind> cuánto?» of a thing of that kind is still that thing)."""
    said = [categories_of_word(biz, w) for w in norm.split() if w not in _AROUND_A_KIND_PRICED]
    return bool(said) and all(said) and all(biz.products[last_item].get("category") not in ids for ids in said)


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


def _its_price_asked_too(s: Signals, norm: str, biz, priced_now: bool) -> None:
    """«¿y la X?» right after a price, X sold nowhere: X's price is what is asked."""
    if not priced_now or s.items.lines or s.items.ambiguous or not s.items.unknown or not thing_not_sold(norm, biz):
        return
    if not s.topics:
        s.topics, s.topic = ["price"], "price"
    if s.topics == ["price"]:
        s.diet = {**s.diet, "asks": []}     # «¿y el X?» to a workshop: a thing not sold, no allergen asked


def _lean_on_last(s: Signals, norm: str, biz, last_item: str | None, booking_held: bool = False,
                  adds_to_held: bool = False, yes_to_its_price: bool = False) -> None:
    """A follow-up without its product leans on the one talked about last: '¿y para 12?',
    '¿y cuánto cuesta?', '¿qué lleva?', 'vale, ponme dos' (issue 17). While an appointment is
    being written down (`booking_held`), «vale, a las 14» answers its question: it takes nothing.
    `adds_to_held`: an order is held and the last one talked about is none of it, so «añádela»,
    «pues uno también», «añade dos» add that one (as many as said). `yes_to_its_price`: «vale» right
    after its price, nothing held, takes one."""
    found = s.items
    if not last_item or last_item not in biz.products or found.lines or found.ambiguous or found.unknown \
            or _another_kind_asked_alone(norm, biz, last_item):
        return
    sized = _a_size_of_one_sized(biz, last_item, found, norm)
    if sized:
        found.stray_options.append(dict(ONE_SIZE_ASKED))      # «¿y el grande?» of one sold in one size
    words = normalize_quantities(norm.split())      # «ponme un par», «una docena»: 2, 12
    asks = _asks_about_it(s, norm) or (bool(found.stray_options) and (s.question or len(words) <= 4))
    qty = _a_count_said(words)
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
    for_me = _IT_FOR_ME_RE.search(norm) or (not biz.can("booking") and _KEEP_FOR_ME_RE.search(norm))
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
    if not (asks or wants or booking_held) and _takes_it(s, norm, biz, last_item):
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
# «¿y si llegamos…?», «e se chegamos…», «¿podemos venir…?»: coming at another time, put forward
_COMING_PUT = (r"(?:(?:si|se) (?:nos )?(?:llegamos|llego|llegasemos|llegaramos|vamos|voy|fuesemos|fueramos|venimos|"
               r"vengo|viniesemos|vinieramos|quedamos|chegamos|chego|chegasemos|imos|vou|fosemos|vimos|veno)|"
               r"(?:podemos|podriamos|poderiamos|puedo|podria|podo|poderia) (?:llegar|ir|venir|quedar|chegar|vir))")
# «¿tenéis algo antes?», «¿puede ser más tarde?», «mellor un pouco máis cedo»: from the time held
_EARLIER_OR_LATER_RE = re.compile(
    rf"^(?:(?:y|e|pues|pois|oye|vale|ok|y si|e se|si|se|fuera|fuese|fose|for|es|{_COMING_PUT}) )*"
    r"(?:(?:teneis|tienes|tendes|tedes|tes|hay|hai|habria|haberia|tendrias|quedan?) (?:algo|hueco|oco|sitio|"
    r"algun hueco|algun oco|alguna hora|algunha hora) |(?:puede|podria|pode|poderia|podria ser|se puede) ser |"
    r"(?:algo|mejor|mellor|preferiria|preferiblemente|si puede ser) )?"
    r"(?:un poco |un pouco |algo |un poquito )?(?P<when>antes|mas temprano|mais cedo|mas pronto|mas tarde|mais tarde)"
    r"(?: (?:por favor|porfa|si puede ser|se pode ser|si se puede))?$")


# «media hora más tarde», «una hora antes», «mellor media hora despois»: the time held, moved
_SHIFTED_RE = re.compile(
    r"^(?:(?:y|e|pues|pois|oye|vale|ok|no|non|mejor|mellor|mas bien|si puede ser|se pode ser|puede ser|pode ser|"
    r"que sea|que sexa|podria ser|poderia ser|se puede|se pode|si|se|fuera|fuese|fose|for|es|e|lo|la|o|a|"
    r"para|pra|pa|otr[oa]|outr[oa]|"     # «y otro para una hora más tarde»: one more then (routing: another order)
    rf"pasamos|pasamola|pasamolo|pasala|pasalo|cambiamos|movemos|{_COMING_PUT})"
    r" )*(?:(?P<n>media|una|unha|un cuarto de|cuarto de|dos|duas|1|2) (?:hora|horita|horas)(?: y media| e media)?|"
    r"(?P<half>hora y media|hora e media)|(?P<mins>10|15|20|30|45) (?:minutos|minutiños|minutinos|min)) "
    r"(?P<when>antes|mas tarde|mais tarde|despues|despois|mas pronto|mais cedo|mas temprano)"
    r"(?: (?:por favor|porfa|si puede ser|se pode ser|mejor|mellor|mejor aun|mellor aínda))*$")
_SHIFT_MINUTES = {"media": 30, "una": 60, "unha": 60, "1": 60, "un cuarto de": 15, "cuarto de": 15, "dos": 120,
                  "duas": 120, "2": 120}


# «llegaremos un poco tarde», «igual llegamos sobre las 21 y cuarto», «chegaremos tarde»: when they arrive
_ARRIVE_RE = re.compile(r"\b(?:llegaremos|llegamos|llegare|llego|llegar|llegariamos|chegaremos|chegamos|chegarei|"
                        r"chego|chegar|chegariamos|nos retrasamos|nos retrasaremos|retrasaremos|atrasaremos)\b")
_LATE_RE = re.compile(r"(?<!\bmas )(?<!\bmais )\b(?:tarde|retraso|retrasados|atrasados)\b")
_LATE_AT_MOST = 60      # later than this after the booked time is a new time, not a delay


def _arriving_late(s: Signals, norm: str, held: int | None, biz) -> None:
    """A late arrival to the time held keeps that time: said to the person who confirms, as a note.
    «vamos a llegar más tarde, sobre las nueve y media» (a seating time, said as the new one) moves it."""
    w = s.when
    if held is None or not _ARRIVE_RE.search(norm) or s.question and not w.has_time:
        return
    step = int((biz.data.get("booking") or {}).get("slot_minutes") or 30)
    late = bool(_LATE_RE.search(norm))
    if w.has_time:
        delay = (w.minutes or 0) - held
        if not 0 < delay <= _LATE_AT_MOST or (not late and delay % step == 0):
            return
    elif not late:
        return
    w.minutes, w.has_time, w.time_text, w.window = None, False, None, None
    s.late_arrival = True       # the words go to the note (read after the notes)


def _shift_minutes(shifted: re.Match, norm: str) -> int:
    """How far «media hora», «una hora y media», «20 minutos» move the time held."""
    if shifted.group("mins"):
        return int(shifted.group("mins"))
    if shifted.group("half"):
        return 90
    return _SHIFT_MINUTES[shifted.group("n")] + (30 if " y media " in norm or " e media " in norm else 0)


def _shifted(w: When, norm: str, held: int) -> bool:
    """«media hora más tarde», «¿y si vamos una hora antes?»: the time held, moved (True when said so)."""
    shifted = _SHIFTED_RE.match(norm)
    if not shifted:
        return False
    n = _shift_minutes(shifted, norm)
    sign = -1 if shifted.group("when") in ("antes", "mas pronto", "mais cedo", "mas temprano") else 1
    if 0 <= held + sign * n < 24 * 60:
        w.minutes, w.has_time, w.time_text = held + sign * n, True, shifted.group(0)
    return True


# «y …», «pues …», «mejor …» before «la siguiente / la anterior», and «a esa», «por favor» after it
_ONE_BESIDE_LEAD = r"^(?:(?:y|e|pues|pois|vale|ok|entonces|mejor|mellor|si|bueno|bo)\s+)*"
_ONE_BESIDE_TAIL = (r"(?: hora| cita)?(?: (?:a|de|da|ás|as) (?:esa|esta|essa|esa hora|esa misma))?"
                    r"(?: (?:por favor|porfa|si puede ser|se pode ser))?$")
# «la siguiente a esa», «mejor la de después», «a seguinte»: the first free time after the one held
_THE_NEXT_ONE_RE = re.compile(_ONE_BESIDE_LEAD + r"(?:la|a) (?:siguiente|siguente|seguinte|de despues|de despois|"
                              r"posterior)" + _ONE_BESIDE_TAIL)
# «la anterior a esa», «una antes», «a anterior»: the last free time before the one held
_THE_ONE_BEFORE_RE = re.compile(_ONE_BESIDE_LEAD + r"(?:(?:la|a) (?:hora |cita )?(?:anterior|previa)|"
                                r"(?:una|unha) (?:antes|anterior))" + _ONE_BESIDE_TAIL)


def _earlier_or_later(w: When, norm: str, held: int | None) -> None:
    """With a time held and none said, «¿hay algo antes?» asks the times before it; «más tarde», after;
    «media hora más tarde» is that time, moved; «la siguiente a esa», the first free one after it;
    «la anterior a esa», the last free one before it."""
    if held is None or w.has_time or w.window or _shifted(w, norm, held):
        return
    if _THE_NEXT_ONE_RE.match(norm):
        w.window, w.asap = ("after", held), True
        return
    if _THE_ONE_BEFORE_RE.match(norm):
        w.window, w.asap, w.last_free, w.latest = ("before", held), True, True, False
        return
    said = _EARLIER_OR_LATER_RE.match(norm)
    if said:
        w.window = ("before" if said.group("when") in ("antes", "mas temprano", "mais cedo", "mas pronto")
                    else "after", held)


_ONE_OF_THEM_RE = re.compile(r"\b(?:uno|una|un|unha|dos|dous|duas|tres) (?:de )?(?:ellos|ellas|eles|elas|esos|esas|"
                             r"eses)\b|\b(?:un|unha|dous|duas|tres) (?:deles|delas|deses|desas)\b", re.IGNORECASE)


def _diet_for_one_of_them(s: Signals) -> None:
    """«6 X para el martes, uno de ellos sin azúcar»: a wish for some of the things ordered, for
    the person who confirms (a note), not a diet that refuses them all."""
    diet = s.diet or {}
    m = _ONE_OF_THEM_RE.search(s.text or "") if s.has_items and any(s.items.explicit) else None
    if m is None or not (diet.get("tags") or diet.get("avoid")) or diet.get("allergy"):
        return
    s.diet = {**diet, "tags": [], "avoid": [], "free": False}
    said = s.text[m.start():].strip(" .,;!")
    s.notes = [*s.notes, said] if said not in s.notes else s.notes


_TRAILING_PHONE_RE = re.compile(r"[,\s]+(?:(?:tlf|tel|telefono|teléfono|movil|móvil)\W*)?\+?[0-9][0-9 .-]{7,}\W*$")
_NAME_CUE = (r"(?:(?:y |e )?(?:soy|me llamo|mi nombre es|o meu nome é|o meu nome e|a nombre de|de parte de|chámome|"
             r"chamome|nombre|nome)\s+)?")
_TRAILING_THANKS_RE = re.compile(r"(?i:[,\s]+(?:muchas |moitas |mil )?(?:gracias|grazas)\W*)$")


def _a_thing_asked_beside_services(s: Signals, biz, services: list | None) -> bool:
    """A question naming only things sold, while services are being booked: their price (and
    whether a service includes them), never a line of the appointment."""
    lines = s.items.lines
    return bool(services and lines and not (s.want_kw or s.takes_it)
                and all(not (biz.products.get(line["item_id"]) or {}).get("duration_minutes") for line in lines))


_NAME_WITH_A_DAY_RE = re.compile(r"^\W*(?:(?i:soy|me llamo|chámome|chamome|son)\s+)?(?P<n>[A-ZÁÉÍÓÚÑ][a-záéíóúñ]+"
                                 r"(?:\s+(?:de\s+|del\s+)?[A-ZÁÉÍÓÚÑ][a-záéíóúñ]+){1,3})[\s,.]*"
                                 r"(?:\+?[0-9][0-9 .-]{7,})?\W*$")
def _weekday_and_hour(w: When, norm: str, biz, now: datetime, lang: str) -> When:
    """«lunes 10», «o luns 11» to the day or time question, where Monday is not the 10th: the
    weekday at that hour (asked what time, people answer the hour after the day)."""
    as_time = weekday_at_the_hour(norm, w.day_text, biz, asked=True)
    said = parse_when(as_time, biz, now, lang) if as_time else None
    return said if said and said.has_day and said.has_time else w


_DEFINITE = frozenset("el la los las o a os as".split())
_NOT_ABOUT_A_LINE = (None, "time", "day", "name", "phone", "note", "confirm")     # not «¿cuál?», «¿qué tamaño?»
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


# «Ana, no, Lucía», «Ana non, perdoa, Sabela», «Ana, digo Lucía»: the name said last
# (not «Lucía, no Ana»: Lucía, not Ana)
_NAME_MENDED_RE = re.compile(r"^(?:(?:a nombre de|a nome de)\s+)?(?P<old>[^,]+?),?\s+(?:(?:no|non)\s*[,.;]\s*|"
                             r"(?:perdon|perdona|perdoa|digo|mejor|mellor|sino|senon|quiero decir|quero dicir)\b"
                             r"[\s,.]*)+(?:(?:de|a nombre de|a nome de)\s+)?(?P<n>[^,]+?)[\s.!]*$", re.IGNORECASE)
_PARTY_MENDED_RE = re.compile(r"^(?:somos|semos|seremos|seriamos) (?P<first>[0-9]{1,2}|[a-z]+)[\s,.]+(?:no|non)[\s,.]+"
                              r"(?:(?:mejor|mellor|perdon|perdoa|digo|somos|semos|seremos)\s+)*(?P<n>[0-9]{1,2}|[a-z]+)$")
# with a time held, «a las 16 tenemos que estar en el tren», «salgo de trabajar a las 13, ¿llego?»,
# «ás 16 temos que marchar»: where the customer must be by then, not a new time for the request
_ELSEWHERE_BY_RE = re.compile(r"\b(?:(?:tenemos|tengo|temos|teño|teno|hay|hai|tiene|ten) que (?:estar|irnos|irme|ir|"
                              r"marchar|marcharnos|marcharme|salir|sair|coger|coller|entrar|volver|voltar)|"
                              r"(?:salgo|saio|salimos|saimos|entro|entramos) (?:de|do|del|a|al|ao) "
                              r"(?:trabajar|traballar|trabajo|traballo|curro|clase|colegio|cole)|"
                              r"(?:el|o) (?:tren|autobus|bus|avion|vuelo|voo|barco)\b)")
# «mejor llamar después de las 4», «a partir de las 3 estoy libre», «llámame antes de las 11»
_CALL_TIME_RE = re.compile(r"\b(?:llamar\w*|llamad\w*|llamame|llamanos|chamar\w*|chamad\w*|chamame|chamanos|"
                           r"(?:estoy|estou) (?:libre|disponible|dispoñible|localizable)|me pillas|me collés|"
                           r"me colles|contesto|atendo)\b")
_TO_THE_NUMBER_RE = re.compile(r"\b(?:al|ao|a este|en el|nel|no)\s*$", re.IGNORECASE)


def _call_remark(text: str) -> str:
    """«612 345 678, mellor chamar despois das 4» → «mellor chamar despois das 4»: the phones
    (language.phones reads them) and the «al» before each taken out."""
    cut = text
    for phone in reversed(find_phones(text)):
        cut = _TO_THE_NUMBER_RE.sub("", cut[:phone.start]) + " " + cut[phone.end:]
    return cut.strip(" ,.;:-") or text


def _without_contact(note: str, name: str | None) -> str:
    """The note without the customer's name, phone (in digits or in words) and thanks that close
    the message («… y que ponga felicidades abuelo mi nombre es Jesús y mi teléfono seis seis…»)."""
    cut, before = note, None
    while cut != before:
        before = cut
        cut = _SPOKEN_TAIL_RE.sub("", _TRAILING_PHONE_RE.sub("", _TRAILING_THANKS_RE.sub("", cut)))
        if name:
            cut = re.sub(rf"[,\s]+{_NAME_CUE}{re.escape(name)}\W*$", "", cut, flags=re.IGNORECASE)
    return cut or note


# A phone said in words, with its cue: «, el teléfono seis uno dos, tres cuatro cinco…»
_SPOKEN_NUMBER_RE = re.compile(
    r"(?i:[\s,]*(?:(?:y|e|el|o|mi|meu|teléfono|telefono|móvil|movil|móbil|mobil|número|numero|tlf)\s+)*"
    r"(?:\b(?:cero|uno|una|unha|dos|dous|dúas|duas|tres|cuatro|catro|cinco|seis|siete|sete|ocho|oito|nueve|nove|"
    r"\w+cientos|\w+centos|ciento|cento|diez|dez|once|doce|trece|catorce|quince|dieci\w+|veint\w+|vint\w+|"
    r"treinta|trinta|cuarenta|corenta|cincuenta|cincoenta|sesenta|setenta|ochenta|oitenta|noventa|y|e|[0-9]+)\b"
    r"[\s,.-]*){5,})")


_SPOKEN_TAIL_RE = re.compile(_SPOKEN_NUMBER_RE.pattern + r"\W*$")


def _dictated_phone(words: list[str]) -> str | None:
    """A phone dictated in words («seis cero cero uno dos tres…»), as the phone reader reads it."""
    digits = spelt_digits(words)
    return find_phone(digits) if digits else None


# «¿y el 9?», «e o 26?», «¿y el día 2?» right after the hours of a day: a day of that day's month
_ONLY_A_DAY_NUMBER_RE = re.compile(r"(?:(?:y|e|pues|pois|entonces) )?(?:(?:el|o|para el|para o) )?(?:dia )?"
                                   r"(?P<n>[0-9]{1,2})")


def _in_the_month_talked_about(w: When, norm: str, day: str | None) -> None:
    """«¿Abrís el 8 de diciembre?», then «¿y el 9?»: the 9th of December, not of this month."""
    m = _ONLY_A_DAY_NUMBER_RE.fullmatch(norm) if day else None
    if m is None or day is None or (w.has_day and w.ymd and w.ymd[:7] == day[:7]):
        return
    try:
        ymd = date.fromisoformat(day).replace(day=int(m.group("n"))).isoformat()
    except ValueError:
        return          # «¿y el 31?» after a day of November: no such day
    w.ymd, w.has_day, w.invalid_day, w.ambiguous_day = ymd, True, False, False


_BARE_O_DAY_RE = re.compile(r"o [0-9]{1,2}")


def _another_day_than_held(words: list[str], ctx: ReadingContext) -> bool:
    """«o 8 mellor» with a day held: that day instead, a second thought (not a size or a count)."""
    return bool(ctx.get("held_day")) and bool({"mellor", "mejor"}.intersection(words))


def _weekend_of_the_held_week(w: When, held: str | None) -> None:
    """«¿y el finde?» with Friday the 6th held (or just refused): the weekend after it, not the
    one already gone by."""
    if not (held and w.period and w.period[1] < held) or date.fromisoformat(w.period[0]).weekday() != 5:
        return
    weeks = (date.fromisoformat(held) - date.fromisoformat(w.period[1])).days // 7 + 1
    w.period = (add_days(w.period[0], 7 * weeks), add_days(w.period[1], 7 * weeks))


def _hours_of_the_day_meant(s: Signals, norm: str, ctx: ReadingContext) -> None:
    """An hours question naming no day: «¿abrís el domingo?» «¿y a qué hora cerráis?» is about that
    day; «¿a qué hora cerráis ese día?» about it too, or about the day of the request just sent, or
    the day held (or just refused)."""
    if _AND_FIRST_RE.match(norm) and ctx.get("day_talked_about"):
        s.when.ymd, s.when.has_day = ctx["day_talked_about"], True
    elif _THAT_DAY_RE.search(norm) and (day := ctx.get("day_talked_about") or ctx.get("sent_day")
                                        or ctx.get("held_day")):
        s.when.ymd, s.when.has_day = day, True


def _when_the_one_sent(w: When, norm: str, day: str | None, minutes: int | None) -> None:
    """«y otra cita para mi hijo a la misma hora», «… ese mismo día» right after sending: the day
    (and the time) of the request sent."""
    if not day or w.has_day or w.ambiguous_day or w.invalid_day or w.period:
        return
    same_time = minutes is not None and not w.has_time and SAME_TIME_RE.search(norm)
    if same_time or _THAT_DAY_RE.search(norm):
        w.ymd, w.has_day = day, True
    if same_time:
        w.minutes, w.has_time = minutes, True


# «ese (mismo) día», «aquel día», «el mismo día», «nese día»
_THAT_DAY_RE = re.compile(r"\b(?:(?:ese|esse|aquel|ise|nese|dese|de ese|daquel|este|neste|deste|dicho) "
                          r"(?:mismo |mesmo )?|(?:el|o) (?:mismo|mesmo) )dia\b")


def _on_the_day_talked_about(w: When, biz, day: str | None, taken: bool = False) -> None:
    """«¿Abrís el domingo?» then «vale, pues somos 3 a las 14», «a las 14 para 3» or «¿y por la
    tarde?»: a time or a part of the day with no day of its own is on the day just asked about, when
    the business opens then; so is a thing or a table `taken` with «vale, pues…» («vale, pues 2 X»)."""
    if day and (w.has_time or w.part or taken) and not (w.has_day or w.ambiguous_day or w.invalid_day or w.period) \
            and day_ranges(biz, day):
        w.ymd, w.has_day = day, True


def _on_the_next_open_day(w: When, biz, day: str | None) -> None:
    """«¿abrís el lunes?» (closed) then «a las 11»: whether it is open at 11 the day it opens again."""
    if not day or not w.has_time or w.has_day or w.ambiguous_day or w.invalid_day or w.period or day_ranges(biz, day):
        return
    opening = next_opening(biz, day, 0)
    if opening:
        w.ymd, w.has_day = opening[0], True


def _a_bare_time_on_that_day(w: When, biz, day: str | None) -> bool:
    """«a las 11» after «¿abrís mañana?» (or after a closed day: on the next open one), no day of its own."""
    if not (day and w.has_time and w.minutes is not None) or w.part:
        return False
    return w.ymd == (day if day_ranges(biz, day) else (next_opening(biz, day, 0) or (None,))[0])


# «vale», «ok», «perfecto»… before a day or a time: the answer just given is taken
_ACCEPT_RE = re.compile(r"^(?:(?:vale|ok|okay|okey|oki|perfecto|genial|estupendo|de acuerdo|dacordo|dale|venga|"
                        r"bueno|bo|pues|pois|entonces|si|bien|ben|guay|muy bien|moi ben|me quedo con|quedome con|"
                        r"me quedo|quedome|nos quedamos con|quedamonos con)\b ?)+")      # «me quedo con la de 12»
# «la quiero», «me la apuntas», «la encargo», «me lo hago» (a service): the one just talked about
_TAKE_IT_RE = re.compile(r"\b(?:(?:la|lo|las|los|a|o|as|os) (?:quiero|quero|encargo|pido|cojo|collo|llevo|levo)"
                         r"|(?:me|nos) (?:la|lo|las|los) (?:quedo|quedamos|llevo|apuntas|apuntes|encargas|preparas|"
                         r"pones|hago|hacemos|haces)"
                         # «me quedo con esa», «quédome con ela»
                         r"|(?:me quedo|nos quedamos|quedome|quedamonos) con (?:esa|ese|esas|esos|esta|este|estas|"
                         r"estos|ella|el|ellas|ellos|ela|elas|eles)"
                         r"|(?:apunta|anota|encarga|prepara|pide|pon|ponme|anade)(?:me|nos)?(?:la|lo|las|los)"
                         # «apúntamo», «pídemo», «encárgoo», «encárgomo», «pídoa», «engádea»: the Galician
                         # pronoun joined
                         r"|(?:apunta|anota|encarga|prepara|pide|pon|engade)(?:mo|ma|nolo|nola|nolos|nolas)"
                         r"|engade(?:a|o|as|os)"
                         r"|(?:quero|encargo|pido|levo|collo)m?[oa]s?"
                         r"|(?:querola|querooa|apuntamea|apuntameo|collooa))\b")

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
    pointed = _orderable(biz, listed)
    count = count_taken_unnamed(norm)
    if not pointed or s.question or not (count or points_at_one(norm) or takes_one_unnamed(norm)):
        return
    if len(pointed) == 1:
        s.items.lines = [{"item_id": pointed[0], "qty": count or 1, "options": {}}]
        s.items.explicit = [count is not None]
    else:
        s.items.ambiguous = [{"word": POINTED, "candidates": pointed, "qty": count or 1, "options": {}}]
    s.want_kw = s.takes_it = True


def _catalogue_shown(biz, ctx: ReadingContext) -> list[str] | None:
    """The whole catalogue, when the turn before showed it («¿qué servicios tenéis?»): «el más barato»
    next is of all of it."""
    return list(biz.products) if ctx.get("catalogue_shown") else None


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


def _a_bare_count(norm: str) -> int | None:
    """«pues 3», «vale, dos», «pois tres porfa»: one count from 1 to 30 and fillers only."""
    words = [w for w in _POLITE_RE.sub(" ", norm).split() if w not in COUNT_FILLERS]
    n = to_int(words[0]) if len(words) == 1 else None
    return n if n is not None and 0 < n <= 30 else None


# «vale, añade una de 12», «vale unha grande», «pues dos de los grandes»: a count, then a size
_COUNT_THEN_SIZE_RE = re.compile(r"^(?:(?:vale|ok|pues|pois|bueno|bo|venga|si|entonces|enton)\s+)*"
                                 r"(?:(?:anade|anademe|engade|engademe|pon|ponme|poneme|dame|quiero|quero|"
                                 r"mete|meteme|echame)\s+)?(?:(?:tambien|tamen)\s+)?"
                                 r"(?:un|una|unha|uno|dos|dous|duas|tres|[1-9])\b(?!\s+(?:mas|mais)\b)")


def _a_count_of_a_size(s: Signals, norm: str) -> bool:
    """«vale, añade una de 12», «vale, unha grande» after another product's price: that many of it,
    in the one size said (not «¿y una de 12?», asked)."""
    return not s.question and len(s.items.stray_options) == 1 and bool(_COUNT_THEN_SIZE_RE.match(norm))


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


# «ás dúas», «às 2» as typed: the accent tells the hour from «as dúas» (both), which folding loses; so
# it is read on the raw text, and kept here (the lexicon's patterns are all folded)
_AT_TWO_TYPED_RE = re.compile(r"\b(?:ás|às) (?:dúas|duas|2)\b", re.IGNORECASE)


def _every_one(s: Signals, norm: str, scrubbed: str, biz) -> bool:
    """«las dos», «X para los dos», «uno para cada uno», «cadanseu» as a short reply: every one of
    the people said. Not an hour («a las dos», «después de las dos», «ás dúas»; any other time
    said is no filler), nor a sentence about them («gracias a los dos», «las dos somos rubias», «cada
    uno paga lo suyo»)."""
    if not EVERY_ONE_RE.search(norm) or AT_TWO_RE.search(norm) or _AT_TWO_TYPED_RE.search(s.raw or scrubbed):
        return False
    known = vocabulary_of(biz).product_words
    return all(w in EVERY_ONE_FILLERS or w in known for w in EVERY_ONE_RE.sub(" ", norm).split())


def _a_few(norm: str) -> bool:
    """«vale, una», «pues dos» right after another product's price: how many of it, not one o'clock
    (a filler first, and three at most)."""
    count = _a_bare_count(norm)
    return count is not None and count <= 3 and norm.split()[0] in COUNT_FILLERS


# the longer first: «ambas cosas» before «ambas»; «me hago las dos» (a service's verb) says them taken
_BOTH_RE = re.compile(r"\b(?:(?:me|nos) (?:hago|hacemos|fago|facemos) |fagome |facemonos )?"
                      r"(?:(?:las|as) (?:dos|duas|2) (?:cosas|cousas)|(?:ambas|ambos) (?:cosas|cousas)|"
                      r"(?:los dos|ambos|os dous|los 2|os 2) (?:servicios|servizos)|"
                      r"los dos|las dos|ambos|ambas|os dous|as duas|todo eso|todo iso|os 2|las 2|los 2)\b")


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
    wished = (s.want_kw or bool(each) or accepted) and not s.question and not at_two
    if wished or all(_takes_it(s, rest, biz, pid) for pid in both):
        if not at_two:
            _no_hour_in_both(s.when)      # «pues las dos el jueves»: both, on Thursday, the time still asked
        qty = (_a_count_said(normalize_quantities(rest.split())) if each else None) or 1
        s.items.lines = [{"item_id": pid, "qty": qty, "options": {}} for pid in both]
        s.items.explicit, s.items.unknown = [bool(each), bool(each)], []
        s.want_kw = s.takes_it = True
        s.question = False


# the word that left a time said about («el miércoles sobre las 5», «hacia las 5», «tipo 5»), once the time is out
_ABOUT_AN_HOUR_RE = re.compile(r"\b(?:sobre|hacia|cara|tipo|a eso de|arredor de)\b")
# the words that left the day said the next one («el próximo martes», «o martes que vén», «el martes de la
# semana que viene»), once the day is out
_NEXT_WEEKDAY_WORDS_RE = re.compile(r"\b(?:(?:de|da) (?:la |a )?semana )?(?:que viene|que ven|proximo|proxima|"
                                    r"vindeiro|vindeira)\b")
_OF_EACH_RE = re.compile(r"\bde cada(?: (?:uno|una|un|unha|cosa|cousa))?\b")


def _both_as_the_hour(s: Signals, norm: str) -> bool:
    """«a las dos», «ás dúas» (the accent as typed), «las dos de la tarde», «las dos en punto» read as
    two o'clock («¿me las guardas a las dos?»): the hour, not both things (a bare «las dos», «as
    dúas» after two prices is both)."""
    w = s.when
    if not (w.has_time and w.time_text and _BOTH_RE.search(w.time_text)):
        return False
    if not _BOTH_RE.fullmatch(w.time_text) or _AT_TWO_TYPED_RE.search(s.raw):
        return True     # «las dos y media»; «ás dúas» as typed
    return any(_AT_AN_HOUR_RE.search(norm, 0, said.start()) or _AN_HOURS_TAIL_RE.match(norm, said.end())
               for said in re.finditer(rf"\b{re.escape(w.time_text)}\b", norm))   # «las dos … a las dos»


def _no_hour_in_both(w: When) -> None:
    """The time read from the «las dos», «as dúas» that said both things is no time (any other kept)."""
    if w.has_time and w.time_text and _BOTH_RE.fullmatch(w.time_text):
        w.minutes, w.has_time, w.time_text = None, False, None


_AT_AN_HOUR_RE = re.compile(r"\b(?:a|sobre|hacia|cara|tipo|para|pa|pra|antes de|despues de|despois de|desde|dende|"
                            r"hasta|ata) $")
# what makes the «las dos» just said a clock's: «las dos de la tarde», «as dúas en punto», «las dos y media»
_AN_HOURS_TAIL_RE = re.compile(r" (?:(?:de|da|del|por|pola) (?:la )?(?:manana|mana|tarde|noche|noite|mediodia|"
                               r"madrugada)|en punto|(?:y|e|menos) (?:media|cuarto))\b")


def _takes_it(s: Signals, norm: str, biz, item_id: str, whom: frozenset[str] = frozenset()) -> bool:
    """After an answer about `item_id`: «vale, para el martes», «ok la quiero», «me la apuntas para
    el martes a las 10?», «vale, me lo hago el viernes a las 11» (a service) take that one, where it
    can be ordered or booked. Not a thanks or a question about something else. `whom`: the words
    that may say who it is for, which then is enough without a day («vale, para mi madre»)."""
    service = bool(biz.products[item_id].get("duration_minutes"))
    bookable = service or _at_a_table(biz, item_id)
    if not (biz.can("booking") if bookable else biz.can("order")) or AND_MORE_RE.search(norm):
        return False
    took = _TAKE_IT_RE.search(norm)
    opens = took or _ACCEPT_RE.match(norm) or FOR_A_DAY_RE.match(norm) or s.when.has_day    # «hoy a las 13»
    # (a bare «a las 11» takes nothing: it may ask whether the business is open then)
    if not opens or not (took or whom or s.when.has_day or s.when.has_time) or (s.question and not took):
        return False
    # nothing else said: «vale, el martes te digo», «lo quiero pensar», «me lo hago en casa» put it off
    rest = _ACCEPT_RE.sub("", norm.replace(took.group(0), " ") if took else norm)
    for said in (s.when.day_text, s.when.time_text, s.when.part and part_said(rest)):
        rest = rest.replace(said, " ", 1) if said else rest
    rest = _ABOUT_AN_HOUR_RE.sub(" ", rest) if s.when.has_time else rest      # «sobre las 5», «cara ás 5»
    rest = _NEXT_WEEKDAY_WORDS_RE.sub(" ", rest) if s.when.has_day else rest      # «el martes que viene»
    return all(w in _AROUND_A_DAY or re.fullmatch(ALSO, w) or singular(w) in whom      # «pónmela también»
               for w in rest.split())


def _at_a_table(biz, item_id: str) -> bool:
    """A dish or a menu at a business that books tables and takes no orders: it is had at a table."""
    return not biz.products[item_id].get("duration_minutes") and not biz.can("order") and _books_tables(biz)




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


def _a_size_of(biz, item_id: str, n: int | None) -> bool:
    """Whether `n` is one of the item's option choices («12» of a cake made for 8, 12 or 20): then
    «12 para el sábado» says a size, not a count."""
    options = biz.catalog.get("options") or {}
    return n is not None and any(str(n) == str(choice.get("id")) for o in biz.products[item_id].get("options") or []
                                 for choice in (options.get(o) or {}).get("choices") or [])


def _first_count(words: list[str]) -> int | None:
    """The number a message starts with, after two fillers at most, when «para» follows it («pues
    una para…», «4 para…»): not «7 de noviembre», «9 de la noche» or «2 niños»."""
    start = 0
    while start < min(len(words), 2) and words[start] in FILLERS:
        start += 1
    said = _COUNT_THEN_FOR_RE.match(" ".join(words[start:]))
    return to_int(said.group("n")) if said else None


# «una para…», «una de 12 para…», «dúas desas para…», «4 a las 6»: a count, maybe its size or «of
# those», then «para» or the hour
_COUNT_THEN_FOR_RE = re.compile(r"(?P<n>\S+) (?:de [0-9]{1,2} |(?:desas|deses|destas|destes|de esas|de esos|de estas|"
                                r"de estos|de esa|de ese|de esta|de este) )?(?:para|pa|pra|a las|a as|as)\b")


def _count_for_a_day(words: list[str], s: Signals) -> bool:
    """«pues una para el viernes», «dúas para mañá»: a count first and a day or a time, with no
    verb: the product talked about last, ordered (or, where tables are booked, the people)."""
    return _first_count(words) is not None and bool(s.when.has_day or s.when.has_time or s.when.rel_min is not None)


def _count_and_size_for_a_day(words: list[str], s: Signals) -> bool:
    """«vale, una grande para el sábado», «la mediana para el sábado»: a count or an article first, a
    size of the product talked about, a day or a time."""
    rest = [w for w in words if w not in FILLERS]
    first = bool(rest) and (to_int(rest[0]) is not None or rest[0] in ("la", "el", "a", "o"))     # «la mediana…»
    return first and bool(s.items.stray_options) and (s.when.has_day or s.when.has_time)


_CAN_WE_RE = re.compile(r"\b(?:podemos|podriamos|poderiamos|podremos|poderemos)\b"
                        r"|\b(?:a que hora|cuando|cando) se (?:puede|pode|podria|poderia)\b")   # «…se puede cenar 4…»


def _not_a_plain_party(norm: str) -> bool:
    """A visit that was or is called off, a party that cannot be counted («somos 4 más los
    niños»; «2 adultos y 2 niños» counts 4), or two requests in one: a person reads it."""
    mixed = MIXED_PARTY_RE.search(norm) and party_in_parts(norm) is None \
        and party_described(norm, at_a_table=True) is None      # «con mi pareja» is the writer and one more
    norm = without_ages(norm)     # «dos niños de 5 y 7 años» is no «y 7» more
    if norm.startswith(("y ", "e ")):
        norm = norm[2:]         # «y el domingo para 2»: joined to what was said before, one request
    return bool(mixed) or any(rx.search(norm) for rx in (PAST_VISIT_RE, CALLED_OFF_RE, CANCEL_RE, AND_MORE_RE))



def _books_tables(biz) -> bool:
    return biz.can("booking") and (biz.data.get("booking") or {}).get("mode") == "tables"


_A_WORDING_RE = re.compile(r"^que (?:ponga|pongan|pona|ponan|diga|digan|lleve escrito|leve escrito)\b")


def _asked_for_then(s: Signals, biz) -> None:
    """A booking asked as «can you, then?»: a service, a problem or a table's party is named."""
    party = find_party(s.norm, True, vocabulary_of(biz).party_words) if _books_tables(biz) else None
    services = any((biz.products.get(line["item_id"]) or {}).get("duration_minutes") for line in s.items.lines)
    if services or s.symptom_of or party or s.party is not None:
        s.question, s.booking_kw = False, True
        s.party = s.party if s.party is not None else party


def _the_remark_as_a_note(s: Signals) -> None:
    """The statement after a request closed by «?» goes to the person as a note (once)."""
    remark = _without_ones_name(s.raw.partition("?")[2], s.name).strip(" ,.;")
    said = clean(remark)
    if said and not _only_when_in(said, s) and not _only_the_party_in(said, s) \
            and not any(clean(n) in said or said in clean(n) for n in s.notes):
        s.notes = [*s.notes, remark]


def _only_the_party_in(said: str, s: Signals) -> bool:
    """«¿podemos ir con niños el sábado a las 21? somos 4»: the remark tells only how many come, which
    is the request's party (never a note beside it)."""
    if s.party is None or find_party(said, True) != s.party:
        return False
    rest = " ".join(PARTY_RE.sub(" ", said).split())
    return not rest or _only_when_in(rest, s) or set(rest.split()) <= _AROUND_A_DAY | _COMING_WORDS


# «me llamo», «soy», «chámome», «son a»: the words that give one's own name, right before it
_GIVES_ONES_NAME = (r"(?:me llamo|mi nombre es|soy|son|chámome|chamome|me chamo|o meu nome é|o meu nome e)"
                    r"(?:\s+(?:o|a))?")


def _without_ones_name(remark: str, name: str | None) -> str:
    """«me llamo Jose», «chámome Xosé, 600…, y que…», «Jose, 600…»: the remark without the name read and a phone
    beside it (the contact's, never a note)."""
    if not name:
        return remark
    said = re.escape(name)
    gives = re.compile(rf"(?i)^\W*(?:(?:gracias|grazas|un saludo|saludos|vale|ok)\W+)?(?:(?:y|e)\s+)?"
                       rf"(?:{_GIVES_ONES_NAME}\s+{said}\b|{said}(?=[\s,;.:-]*(?:\+?[0-9]|$)))[\s,;.:-]*"
                       r"(?:\+?[0-9][0-9 ]{7,}[0-9])?[\s,;.]*(?:(?:y|e)\s+)?")
    return gives.sub("", remark.strip())


# Coming for it: «lo recojo», «paso», «vou buscalo»
_COMING_WORDS = frozenset("lo la los las o a os as recojo recogo recollo recolloa recolloo recolloas recolloos "
                          "recogere recollerei recogemos recollemos paso pasare pasarei pasamos vengo veño vindo "
                          "ire irei iremos imos voy vou vamos por alli ahi ai ali buscar buscarlo buscala buscalo "
                          "recoger recogerlo recogerla recoller recollelo recollela pasar "
                          "quiero quero querria quixera queria necesito preciso seria sera para pra".split())


def _only_when_in(said: str, s: Signals) -> bool:
    """«lo recojo el martes», «paso o xoves ás 5»: the remark tells only when, which is the
    request's day and time (never a note that might say another day than the one taken)."""
    if not (s.when.has_day or s.when.has_time):
        return False
    told = _words_of_when(s.when, said)
    return all(w in told or w in _AROUND_A_DAY or w in _COMING_WORDS for w in said.split())


def _a_request_then_a_remark(raw: str) -> bool:
    """«<service> el martes a las 12? es para mi marido», «mesa para 3 el sábado a las 14? uno va en
    silla de ruedas»: a request closed by «?», then a statement (no question word before, none after)."""
    head, mark, tail = raw.partition("?")
    return bool(mark and tail.strip()) and "?" not in tail and "¿" not in tail \
        and not QUESTION_START_RE.match(normalize(head).lstrip("¿ ")) and not WANT_RE.search(normalize(tail))


# «¿podéis el martes a las 11…?», «¿me la miráis el martes?», «¿el martes a las 11 puede ser?»
_CAN_YOU_THEN_RE = re.compile(r"\b(?:podeis|podedes|puedes|podes|podriais|poderiades|puede ser|pode ser|"
                              r"(?:me|nolo|nola|mo|ma) (?:lo |la |o |a )?(?:mirais|miras|miredes|mirades|"
                              r"arreglais|arranxades|hacéis|haceis|facedes))\b")


def _only_when_asked_of_them(s: Signals) -> bool:
    """«¿podéis el martes a las 21?», «¿el martes a las 11 puede ser?»: a day and a time asked of
    them and nothing else (not «¿podéis hacer X a las 21?», «¿podéis abrir a las 21?»)."""
    if not _CAN_YOU_THEN_RE.search(s.norm):
        return False
    said = _words_of_when(s.when, s.norm)
    rest = _CAN_YOU_THEN_RE.sub(" ", s.norm).split()
    return all(w in said or w in _AROUND_A_REQUEST for w in rest)


def _only_asks_if_it_can_be(raw: str) -> bool:
    """A request closed by «, ¿puede ser?», «, vale?», «. ¿Es posible?»: nothing else asked."""
    cut = max(raw.rfind(",", 0, raw.find("?")), raw.rfind(".", 0, raw.find("?")))
    head = normalize(raw[:cut]) if cut > 0 else ""
    return bool(head) and "?" not in head and "¿" not in head and not QUESTION_START_RE.match(head) \
        and bool(ASKS_IF_IT_CAN_BE_RE.match(normalize(raw[cut + 1:])))




def _the_field_beside_the_phone(name: str, said_by: str, biz, lower_case: bool) -> bool:
    """Whether the name is the one standing as a field beside the phone («…, a las 10, ana 600…»),
    which the item reader left out."""
    field = contact_name(said_by, product_words(biz), lower_case)
    return field is not None and field.name == name


def _a_thing_in_lower_case(name: str, text: str, biz) -> bool:
    """A «name» of catalogue words written in lower case («…, son mechas»); «Soy Rosa» stays a name."""
    known = index_of(biz).known
    return bool(re.search(rf"\b{re.escape(name.lower())}\b", text)) \
        and all(singular(normalize(w)) in known or to_int(normalize(w)) is not None for w in name.split())


# «Ana, y son 4 X», «Ana. Ah, y mejor 4», «Uxía; e engade unha Y»: the name, then the change
_NAME_THEN_RE = re.compile(r"^\s*(?P<n>[^\W\d_]+(?:\s+[^\W\d_]+){0,2})\s*[,.;:]\s*(?:(?:ah|ai|oye|oe|y|e|por cierto|"
                           r"por certo|tambi[eé]n|tam[eé]n)\b[\s,]*)+\S", re.IGNORECASE)


# «pon Pepe», «ponlo a Pepe García», «apunta Antía», «pon Carmen y el móvil 600…»: the name, put down
_PUT_A_NAME_RE = re.compile(r"^\s*(?i:pon|ponlo|ponla|pona|poño|apunta|apuntalo|apúntalo|apuntala|apúntala)\s+"
                            r"(?:a\s+)?(?P<n>[A-ZÁÉÍÓÚÑ][^\W\d_]+(?:\s+[A-ZÁÉÍÓÚÑ][^\W\d_]+){0,2})"
                            r"(?i:\s*(?:[,;]|\by\b|\be\b)\s*(?:(?:el|mi|o|o meu)\s+)?(?:m[oó][vb]il|tel[eé]fono|tlf|"
                            r"tfno|n[uú]mero)?\s*(?:es\s+)?(?:el\s+|o\s+)?\+?[\d\s]{9,})?\W*$")


# «uxia garcia, gracias», «soy uxia gracias», «xosé manuel, grazas»: the name, then thanks
_THANKS_AFTER_RE = re.compile(rf"[\s,.!]+(?:muchas |moitas )?{_POLITE_WORDS}[\s.!]*$", re.IGNORECASE)


def _name_with_thanks(text: str, ctx: ReadingContext, s: Signals) -> str | None:
    """To «¿A nombre de quién?», a name in lower case and thanks after it: the name (the thanks
    made it more than a name)."""
    if ctx.get("awaiting") != "name" or s.has_items or s.topics or s.question or s.notes:
        return None
    bare = _THANKS_AFTER_RE.sub("", text)
    if bare == text:
        return None
    return find_name(bare, "name", allow_plain=len(bare.split()) <= 3)


def _name_then_a_change(text: str, awaiting: str | None, biz) -> str | None:
    """To «¿A nombre de quién?», a name said first and a change of the order after it."""
    m = _NAME_THEN_RE.match(text) if awaiting == "name" else None
    name = find_name(m.group("n"), "name", allow_plain=True) if m else None
    return None if name is None or _a_thing_in_lower_case(name, normalize(text), biz) else name



_AROUND_A_REQUEST = _AROUND_A_DAY | frozenset("hola ola buenas boas por pola polo cita hora vez una un unha te"
                                             .split())


def _a_service_asked_for_a_day(s: Signals, biz) -> bool:
    """Services and a day or a time, nothing else, with a question mark: a request with rising voice."""
    w = s.when
    if s.topics or any(s.diet.values()) or not s.items.lines or not (w.has_day or w.has_time or w.part):
        return False
    if not all((biz.products.get(line["item_id"]) or {}).get("duration_minutes") for line in s.items.lines):
        return False
    said = _words_of_when(w, s.norm or "")
    named = {i for start, end in s.items.spans for i in range(start, end)}
    rest = [x for i, x in enumerate(s.items.words or []) if i not in named and x not in said]
    return all(x in _AROUND_A_REQUEST for x in rest)


# «viene uno más», «se apunta mi padre también», «somos uno más»: one more, said as such
_ONE_MORE_SAID_RE = re.compile(r"\b(?:mas|mais|tambien|tamen|ademas|ademais|se apunta|se apuntan|se suma|se suman|"
                               r"se une|se unen|se engade|menos|falta|faltan|no viene|non vén|non ven)\b")


_IF_I_WANT_RE = re.compile(r"^(?:y |e |oye |pues |pois )?(?:si|se) (?:quiero|quisiera|necesito|queremos|necesitamos|"
                           r"quero|quixera|preciso|precisamos|pido|encargo)\b")


def _only_a_day_after(s: Signals) -> bool:
    """The clause after the last comma says only a day, a time or a part of the day («…, el miércoles?»)."""
    raw = s.raw or ""
    tail = clean(raw[raw.rfind(",") + 1:]) if "," in raw else ""
    w = s.when
    if not tail or not (w.has_day or w.has_time or w.part):
        return False
    said = _words_of_when(w, tail)
    return bool(said) and all(x in said or x in _AROUND_A_REQUEST for x in tail.split())


def only_when_said(s: Signals, norm: str | None = None) -> bool:
    """Nothing but a day or a time («hoy a las 5», «el viernes a las 21», «para mañana»); not a
    follow-up of the last answer («y el 26», «¿y por la tarde?»). `norm`: the part of the message
    to look at, else all of it."""
    w, norm = s.when, s.norm if norm is None else norm
    norm = GREET_RE.sub("", norm) if s.greet else norm      # «hola, para el jueves»: the day all the same
    if not (w.has_day or w.has_time) or s.has_items or s.items.unknown or s.name or s.phone \
            or norm.startswith(("y ", "e ")):
        return False
    said = _words_of_when(w, norm)
    return bool(said) and all(x in said or x in _AROUND_A_DAY for x in norm.split())


def _words_of_when(w: When, text: str) -> set[str]:
    """The words the day, the time and the part of the day of `text` were read from."""
    return set(clean(" ".join(x for x in (w.day_text, w.time_text, part_said(text)) if x)).split())


def more_than_a_name(s: Signals) -> bool:
    """«<a place>, por favor», «seremos cinco», «que ponga Felicidades»: a note, the party or a
    wording, never the customer's name (a short answer to «¿A nombre de quién?» or not)."""
    return bool(s.notes or s.party is not None or s.party_delta is not None or NOTE_WISH_RE.match(s.norm or "")
                or s.staff_by_word or s.other_resource)


def _a_party_alone(s: Signals, words: list[str]) -> bool:
    """«somos 2», «seremos cuatro», «para 6 personas»: a party and nothing else said."""
    said = [w for w in without_ages(" ".join(words)).split()
            if w not in ("hola", "ola", "buenas", "boas", "pues", "pois", "vale")]
    longest = 10 if party_in_parts(s.norm) or party_described(s.norm) else 4    # «3 adultos, 2 niños y un bebé»
    return s.party is not None and len(said) <= longest and not (s.has_items or s.topics or s.question
                                                                  or any(s.diet.values()) or _not_a_plain_party(s.norm))


def _people_for_a_day(s: Signals, words: list[str]) -> bool:
    """A number of people («somos 4», «4 personas»), or a bare count first, with a day or a time
    and nothing to buy or ask about: where tables are booked, that is a table."""
    if s.has_items or s.topics or (s.question and not _only_people_and_when(s, words)) or any(s.diet.values()) \
            or not (s.when.has_day or s.when.has_time):
        return False     # «somos 6 el sábado, ¿tenéis <thing>?» asks something: a person answers it
    longest = 11 if party_in_parts(s.norm) else 8       # «2 adultos y 2 niños» takes three words more
    when = len(clean(s.when.day_text or "").split()) + len(clean(s.when.time_text or "").split())
    greeted = 1 if words and words[0] in ("hola", "ola", "buenas", "boas") else 0
    if _words_of_the_request(words, s) - when - greeted > longest or _not_a_plain_party(s.norm):
        return False     # «fuimos 2 personas el viernes y…», «2 adultos y 2 niños»: a person reads it
    return bool(s.party) or _count_for_a_day(words, s) or bool(PARTY_LOOSE_RE.search(s.norm)) \
        or _noted_for(words) is not None     # «para 2 el …», «apúntame 2 a las 21:30»


_PEOPLE_WORDS = frozenset("somos semos seremos personas persoas y e".split())


def _only_people_and_when(s: Signals, words: list[str]) -> bool:
    """«¿el domingo para 2?», «¿y para el sábado 4 personas?»: a day or a time and people, asked
    with nothing else: whether there is a table."""
    said = _words_of_when(s.when, s.norm)
    return all(w in said or w in _AROUND_A_DAY or w in _PEOPLE_WORDS or to_int(w) is not None for w in words)


_NOTE_FOR_RE = re.compile(r"^(?:apunta|apuntad|anota|anotad|reserva|reservad)(?:me|nos|mo|nolo)? ")


def _noted_for(words: list[str]) -> int | None:
    """«apúntame 2 a las 21:30», «anótanos 4 el viernes»: the count after the verb, for a table."""
    start = 0
    while start < len(words) and words[start] in FILLERS:
        start += 1
    rest = " ".join(words[start:start + 2]) + " "
    return to_int(words[start + 1]) if _NOTE_FOR_RE.match(rest) and len(words) > start + 1 else None


def _words_of_the_request(words: list[str], s: Signals) -> int:
    """The message's words without the fillers it starts with («perfecto, pues…») and the
    phrases kept for the note («en <a place>»)."""
    start = 0
    while start < len(words) and words[start] in FILLERS:
        start += 1
    noted = sum(len(clean(n).split()) for n in s.notes)
    return len(words) - start - noted


# «¿puedo pasar el lunes?», «¿podo levar a bici o xoves?»: coming on a day, where visits are booked
# (not «no podemos ir», nor «¿se puede ir con perro?», which asks about the place)
_CAN_I_COME_RE = re.compile(r"^(?!.*\b(?:a que hora|cuando|cando|desde que hora|hasta que hora)\b)"    # «¿a qué hora…?»
                            r".*(?<!\bno )(?<!\bnon )\b(?:puedo|podo|podemos|podria|poderia|podriamos) "
                            r"(?:pasar|pasarme|pasarnos|ir|irme|acercarme|achegarme|venir|vir|"
                            r"(?:llevar|levar|traer|trae|dejar|deixar)(?:la|lo|a|o|sela|selo|vola|volo)?|"
                            r"levala|levalo|traela|traelo|deixala|deixalo)\b"
                            r"|\b(?:os la dejo|os lo dejo|volo deixo|vola deixo|cabemos|collemos)\b")


# «¿se puede ir el viernes a las 21?», «¿pódese ir ás 9?»: coming at a time said (without one, or with a
# condition right after the verb, «¿se puede ir con perro el sábado a las 21?», it asks about the place)
_MAY_ONE_COME_RE = re.compile(r"(?<!\bno )(?<!\bnon )\b(?:se puede|se pode|podese|se podria|se poderia|poderiase) "
                              r"(?:ir|venir|vir|pasar)\b(?! (?:con|sin|sen|co|coa|cos|coas)\b)")
# «¿se puede ir con niños el sábado a las 21? somos 4», «¿hay sitio para X…? somos 4»: the place
# asked about for a visit whose party is told too: the visit is asked for, the condition beside it
_MAY_ONE_COME_WITH_RE = re.compile(r"(?<!\bno )(?<!\bnon )\b(?:(?:se puede|se pode|podese|se podria|se poderia|"
                                   r"poderiase) (?:ir|venir|vir|pasar) (?:con|co|coa|cos|coas)|"
                                   r"(?:hay|hai|habra|haberia|habria) (?:sitio|espacio|espazo) para)\b")


# «¿podemos ir 4 el sábado?», «¿podemos ir los 5?», «imos 3»: the count right after coming
_COMING_COUNT_RE = re.compile(r"\b(?:ir|venir|vir|pasar) (?:los |las |os |as )?(?P<n>[0-9]{1,2}|dos|tres|cuatro|catro|"
                              r"cinco|seis|siete|sete|ocho|oito|dous|duas)\b(?! (?:de|do|da) \w)")


def _coming_count(norm: str) -> int | None:
    m = _COMING_COUNT_RE.search(norm)
    n = to_int(m.group("n")) if m else None
    return n if n and n >= 2 else None


def _now_is_soonest(s: Signals, biz) -> None:
    """«¿tenéis mesa ahora para 2?», «¿podemos ir ahora?»: a table (or a visit) now is the soonest
    free time today; «ahora» elsewhere is no time («¿estáis abiertos ahora?», «ahora no puedo»)."""
    w = s.when
    if w.asap or w.has_day or w.has_time or not (s.question and _books_tables(biz) and NOW_RE.search(s.norm)):
        return
    if s.booking_kw or _CAN_I_COME_RE.search(s.norm):
        w.asap = True


def _comes_to_be_served(s: Signals, outside: str, biz) -> bool:
    """«somos 3, ¿podemos ir a <X> hoy?», «queremos <X> el sábado», X being the trade's word for
    coming to be served (business.json `reading.booking_words`): with a number of people, or with
    a wish and a day or a time. Not a question without people («¿qué hay para <X> el sábado?»,
    «¿se puede <X> sin gluten?»): that asks about the place."""
    words = vocabulary_of(biz).booking
    if words is None or not words.search(outside):
        return False
    if s.topics or any(s.diet.values()) or _not_a_plain_party(s.norm) or TAKEAWAY_RE.search(s.norm):
        return False     # «¿se puede <X> sin gluten el sábado?», «ayer fuimos a <X> 4 personas…»
    if s.question:       # «somos 3, ¿podemos ir a <X> hoy?», not «somos 4, ¿qué nos recomiendas para <X>?»
        return bool(s.party and _CAN_WE_RE.search(s.norm))
    # «quiero ir a <X> con mi pareja», «<X> con mi novia el viernes»: who comes says the party
    # «necesito arreglarme <X>» at a place of appointments: one, whatever the day
    return bool(s.party or party_described(s.norm, at_a_table=True)
                or ((s.want_kw or s.order_kw) and (s.when.has_day or s.when.has_time or _books_staff(biz))))


# «¿qué alérgenos tiene?», «que alérxenos leva?»: of one thing, unnamed (not «¿qué alérgenos tenéis?»)
_OF_IT_RE = re.compile(r"\b(?:tiene|lleva|contiene|ten|leva|conten)\b")


_HOW_ARE_YOU_RE = re.compile(r"^\W*(?:hola\W+|buenas\W+|ola\W+|boas\W+)?(?:que|qué|q) tal\b[^?]*\?", re.IGNORECASE)


def _after_greeting(raw: str) -> str:
    """«¿Qué tal? 6 X…»: what comes after a greeting asked as a question (the whole text else)."""
    m = _HOW_ARE_YOU_RE.match(raw)
    return raw[m.end():] if m and m.end() < len(raw.rstrip()) else raw


# «y la de X», «y de X», «e o X» (two words at most), no count and no wish: a follow-up
_AND_THAT_ONE_RE = re.compile(r"(?:y|e) (?:(?:el|la|los|las|o|a|os|as) )?(?:(?:de|do|da|dos|das) )?"
                              r"(?:[a-z]+(?: [a-z]+)?|(?<=d[eoa] )\d+(?: [a-z]+)?)")
# «¿y 6?», «e media ducia?», «¿y si son 10?» right after a product's price: that many of it
# «¿y 3?», «¿y si compro 2?», «¿y 10 de ellos?», «¿para 4 cuánto sería?», «¿e se collo 3?»: that many of it
_AND_A_COUNT_RE = re.compile(r"(?:(?:y|e) (?:(?:si|se) (?:son|fueran|fuesen|fosen|cojo|collo|pido|compro|quiero|"
                             r"quero|llevo|levo|me llevo|me levo) |(?P<for>para|pra|pa) )?"
                             r"|(?P<for_alone>para|pra|pa) )"
                             r"(?:(?P<half>media) |(?:una|unha) )?(?P<n>[0-9]{1,3}|[a-z]+)"
                             r"(?: (?:unidades|unidads|de ellas|de ellos|delas|deles|dellas|dellos|personas|persoas))?"
                             r"(?: (?:cuanto|canto) (?:seria|serian|son|es|e|sale|salen|sae|saen|costaria|costarian|"
                             r"custaria|custarian|cuesta|cuestan|custa|custan|vale|valen))?")
_DOZEN = frozenset({"docena", "ducia"})
# «…? ¿y si compro 2?», «…? e se collo 3?» closing the message: how much that many would be, nothing bought
_AND_IF_I_TAKE_RE = re.compile(r"\b(?:y|e) (?:si|se) (?:compro|cojo|collo|pido|llevo|levo|me llevo|me levo|"
                               r"quiero|quero) (?P<n>[0-9]{1,3}|[a-z]+)"
                               r"(?: (?:unidades|de ellas|de ellos|delas|deles))?$")


def _that_many_priced(s: Signals, said: str) -> None:
    """«cuanto cuesta la X y si compro 2» (no «?» to part it): the price of that many of the one named."""
    n = qty_token(said)
    if n and n > 1 and len(s.items.lines) == 1 and int(s.items.lines[0].get("qty") or 1) == 1:
        s.items.lines[0] = {**s.items.lines[0], "qty": n}


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


_AND_FIRST_RE = re.compile(r"^(?:(?:y|e|pero|mais|ah|ai|ay|oye|oe|tambien|tamen|ademas|ademais)\s+)+")


_HOW_LONG_IT_KEEPS_RE = re.compile(r"\b(?:cuanto|canto|cuantos dias|cantos dias) (?:dura|duran|aguanta|aguantan)\b")


# «sí, pero que sean 8», «vale, pero quita dos»: a yes with a change is the change (never sent as it was)
_YES_BUT_RE = re.compile(r"\b(?:pero|mais|aunque|anque|solo que|so que)\b")
_YES_BUT_FIRST_RE = re.compile(r"(?i)^\W*(?:s[ií]|vale|ok|bueno|bo|perfecto|genial|de acuerdo|de acordo|claro)\W+"
                               r"(?:pero|mais)\W+")
# «si puede ser en <a place>», «¿si somos 6 cabemos?»: «if», written without its accent, not «sí»
_IF_CLAUSE_RE = re.compile(r"(?i)^\W*si (?:puede|pode|es|e|fuera|fose|fuese|hay|hai|habra|somos|semos|seremos|"
                           r"fueramos|no|non|se|os|vos|podeis|podedes|puedo|podo|podemos|llega|chega|llegamos|"
                           r"chegamos|sobra|falta|cabe|caben|cabemos|quereis|queredes|tengo|teno|tenemos|temos)\b")


def _read_kinds(s: Signals, norm: str, awaiting: str | None) -> None:
    """What kind of message it is: a question, a greeting, yes/no, a change, an order..."""
    greeting = GREET_RE.match(norm)
    said = norm[greeting.end():] if greeting and greeting.end() < len(norm) else norm    # «q tal, 6 X…»: no question
    s.question = "?" in _after_greeting(s.raw) \
        or bool(QUESTION_START_RE.match(said) or ASK_RE.search(said) or QUESTION_AFTER_RE.match(said)) \
        or bool(_HOW_LONG_IT_KEEPS_RE.search(said) or _WONDERS_RE.match(said))   # «compré una X, cuánto aguanta»
    if s.question and _only_asks_if_it_can_be(s.raw):
        s.question = False      # «<service> el viernes a las 12, ¿puede ser?»: the request, whose answer says it
    asked = "?" in s.raw or "¿" in s.raw
    wish = _AND_FIRST_RE.sub("", norm)      # «y que ponga…», «ah, que ponga…»: the wish, not a question
    if not asked and ((awaiting == "note" and wish.startswith("que ")) or NOTE_WISH_RE.match(wish)
                      or NEGATED_WISH_RE.match(wish)):
        s.question = False      # «Que ponga Feliz cumple», «que vengan en caja»: the note itself
    s.greet = bool(GREET_RE.match(norm))
    s.thanks = bool(THANKS_RE.search(norm))
    praised = PRAISE_RE.search(said)
    s.praise = praised is not None and "?" not in s.raw and (not s.question or praised.start() == 0)
    if s.praise and s.question and praised is not None and praised.start() == 0:
        s.question = False      # «¡qué bonito el X!», «qué ricos…»: an exclamation, not a question
    s.about_me = bool(ABOUT_ME_RE.search(norm))
    s.bye = bool(BYE_RE.search(norm))
    if s.bye and not asked and _only(BYE_RE, norm, THANKS_RE):
        s.question = False      # «hasta luego», «ata logo»: a goodbye, not «¿hasta qué hora…?»
    s.no = bool(NO_RE.match(norm))
    s.lost = bool(_LOST_RE.fullmatch(norm))
    s.info_of_nothing = bool(INFO_OF_NOTHING_RE.fullmatch(norm))
    s.what_you_do = bool(WHAT_YOU_DO_RE.fullmatch(norm))
    s.yes = (bool(YES_RE.match(norm)) or (awaiting == "confirm" and bool(SEND_RE.match(norm)))) \
        and not s.no and not _YES_BUT_RE.search(norm) and not _IF_CLAUSE_RE.match(s.raw)
    s.no_notes = s.short and bool(NO_NOTES_RE.match(norm) or (
        awaiting == "note" and (NO_NOTES_RE.match(COURTESY_FIRST_RE.sub("", norm)) or NOTE_OFF_RE.match(norm)
                                or _nothing_misspelt(norm))))
    s.declines = bool(DECLINE_RE.search(norm)) or (
        awaiting in ("name", "phone") and s.short and bool(re.match(r"(?:que |pues |pois )?(?:no|non)\b", norm))) or (
        awaiting == "phone" and bool(NOT_WANTED_RE.match(norm)))     # «pues no, no lo quiero, gracias»: no phone
    s.change = bool(CHANGE_RE.search(norm)) and not (s.question and JOB_CHANGE_PRICED_RE.search(norm))
    s.changes_earlier = bool(EARLIER_CHANGE_RE.search(norm)) or bool(
        _SAID_IN_THE_PAST_RE.match(s.text or "") and CHANGE_VERB_RE.search(norm)) or bool(
        s.question and CHANGE_ASKED_RE.search(norm) and _ordered_before(s, norm))   # «pedí una X, ¿la recojo antes?»
    s.changes_sent = bool(AFTER_SENT_CHANGE_RE.search(norm)) and not ANOTHER_REQUEST_RE.search(norm) \
        and not (s.question and JOB_CHANGE_PRICED_RE.search(norm))       # «¿cuánto cuesta cambiarla?»: a job priced
    s.may_change_sent = bool(AFTER_SENT_MAYBE_RE.search(norm)) and not ANOTHER_REQUEST_RE.search(norm) \
        and not JUST_LOOKING_RE.search(norm) and not ALSO_SAID_RE.search(norm) \
        and not ELSE_DONE_THAT_DAY_RE.search(norm)      # «¿podemos ir a las 15 a ver el local?»: a visit, no change
    s.anyone = bool(ANYONE_RE.search(norm) or ("te" in norm and WHATEVER_YOU_HAVE_RE.search(norm))) \
        and not _only_the_day_no_matter(norm)
    s.anyone_who = bool(ANYONE_WHO_RE.search(norm))
    s.other_resource = bool(OTHER_PERSON_RE.search(norm))
    s.instead = bool(INSTEAD_SAID_RE.match(norm))
    s.staff_by_word = bool(_STAFF_BY_WORD_RE.search(norm))
    s.offtopic = bool(OFFTOPIC_RE.search(norm))
    s.want_kw = bool(WANT_RE.search(norm))
    order_word = ORDER_RE.search(norm)
    # «compramos una X ayer»: bought, not to buy
    s.order_kw = order_word is not None and not (order_word.group(0) == "compramos" and PAST_DAY_RE.search(norm))
    s.booking_kw = bool(BOOKING_RE.search(norm))
    s.asks_options = bool(ASKS_OPTIONS_RE.search(norm))
    s.cancel_asked = asks_about_cancelling(s.raw, norm)
    s.process_question = bool(PROCESS_RE.search(norm)) or s.cancel_asked


# «¿preparáis los X en el momento?», «¿apartades as pezas?»: the verb bare (no «me», no «nos»),
# the things in general (an article of the plural, no count): how the business does it, not one asked for
_HOW_IT_IS_DONE_RE = re.compile(r"\b(?:prepar|apart|guard|gard|dej|deix)(?:ais|ades)\s+(?:los|las|os|as)\s+[a-z]")


def _diet_asked_of_what_is_made(s: Signals, norm: str) -> bool:
    """«¿hacéis X sin gluten por encargo?», «¿facedes X veganas por encarga?»: a have-question of
    a diet, with nothing counted nor a day: the order word says how they are sold."""
    diet = s.diet or {}
    return bool(s.question and (diet.get("avoid") or diet.get("tags")) and HAVE_RE.search(norm)
                and not s.items.lines and not (s.when.has_day or s.when.has_time)
                and not any(to_int(w) is not None for w in norm.split()))


def _how_it_is_done(s: Signals, norm: str) -> bool:
    m = _HOW_IT_IS_DONE_RE.search(norm)
    asked = m is not None and ("?" in s.raw or m.start() == 0)      # «preparáis los X…» opens a question too
    return bool(m and asked and not (s.when.has_day or s.when.has_time)
                and not re.search(r"\b(?:me|nos)\s*$", norm[:m.start()])
                and not any(to_int(w) is not None for w in norm[m.end() - 1:].split()))


def _read_catalog_words(s: Signals, norm: str, biz) -> None:
    """The trade's name for the catalogue (business.json reading.catalog_words) asks what there is."""
    catalog = vocabulary_of(biz).catalog
    m = catalog.search(norm) if catalog is not None else None
    if m is None:
        return
    s.asks_options = True
    if "menu" not in s.topics:
        at = {t: hit.start() for t, rx in TOPICS if t in s.topics and (hit := rx.search(norm))}
        s.topics = sorted([*s.topics, "menu"], key=lambda t: m.start() if t == "menu" else at.get(t, 0))


_HOW_MANY_OF_RE = re.compile(r"\b(?:cuant[oa]s|cant[oa]s|que|de que) (\w+)")


def _asks_sizes(norm: str, biz, names_a_sized_product: bool, names_nothing: bool = False) -> bool:
    """«¿cuántas <option> tiene?», «¿de qué tamaños…?», «¿para cuántas personas es la X?»: a
    question of the choices of an option (its name's words, from the catalogue), or of sizes
    of a product named that comes in sizes; «¿qué tamaños hay?», «¿tamaños?» naming nothing, of a
    catalogue with sizes: which things come in sizes."""
    own = biz.cached("nlu.option_words", _option_words)
    if own and names_nothing and _SIZES_ALONE_RE.search(norm):
        return True
    sizes = _SIZE_WORDS if own and names_a_sized_product else frozenset()
    return any(singular(m.group(1)) in own or singular(m.group(1)) in sizes for m in _HOW_MANY_OF_RE.finditer(norm))


_SIZE_WORDS = frozenset({"persona", "persoa", "tamano", "medida", "porcion", "trozo", "anaco"})


def _the_size_that_serves_asked(s: Signals, norm: str) -> None:
    """«¿para cuántos da la X?» of an X sold in sizes: its sizes, each with its price; «¿la X es para
    10 personas?», «a X chega para 10?»: the price of the size that serves them (read from «para 10»)."""
    if FOR_HOW_MANY_RE.search(norm):
        s.asks_sizes = True
    elif ENOUGH_FOR_RE.search(norm) and "price" not in s.topics:
        s.topics.append("price")


# «¿qué tamaños hay?», «¿de qué tamaños las hacéis?», «¿tamaños?»: sizes asked, no thing named
_SIZES_ALONE_RE = re.compile(r"^(?:y |e |pues |pois |oye |oe )?(?:(?:que|de que|en que|cuales|cales|cuantos|cantos) )?"
                             r"tamanos?\b(?: (?:hay|hai|teneis|tedes|tienen|tenen|haceis|facedes|las haceis|"
                             r"los haceis|as facedes|os facedes|tiene|ten|son|vendeis|vendedes|hacen|fan))?$"
                             r"|^(?:y |e )?de tamanos (?:que|cales|cuales) (?:hay|hai|teneis|tedes)$")


def _option_words(biz) -> frozenset:
    """The words of the options' names and of what their choices count («8 porciones»: «porcion»)."""
    options = [o for o in (biz.catalog.get("options") or {}).values() if o.get("choices")]
    names = [n for o in options
             for n in ((o.get("name") or {}).values() if isinstance(o.get("name"), dict) else [o.get("name") or ""])]
    counted = [ws[i + 1] for o in options for ch in o["choices"] for a in choice_names(ch)
               for ws in [clean(a).split()] for i in range(len(ws) - 1) if ws[i].isdigit()]
    return frozenset(singular(w) for n in names for w in clean(n).split()) | {singular(w) for w in counted}


# «¿X lleva Y?», «¿los X son de mantequilla?», «¿a X ten Y?»: a yes or no about what a product is made of
# «¿la X es blanca?», «¿as X son vermellas?»: a quality asked, which the product's description may say
_IS_IT_RE = re.compile(r"\b(?:es|son|e|esta|estan|sera|seran)\s+(?P<w>[a-z]{4,})\b")


def _described_as(norm: str, biz, item_id: str) -> bool:
    """The quality asked of the product is in its description, in either language («blanca», «branca»)."""
    m = _IS_IT_RE.search(norm)
    if m is None or m.start() == 0:        # «e macetas?»: Galician «and», no «is»
        return False
    stem = m["w"].rstrip("s")[:-1]      # «rojas», «rojo» → «roj»
    product = biz.products.get(item_id) or {}
    if any(w.startswith(stem) for w in clean(str(product.get("name") or "")).split()):
        return False                    # the thing itself, named after the verb
    described = clean(" ".join(str(v) for v in (product.get("description") or {}).values()))
    return len(stem) >= 3 and any(w.startswith(stem) for w in described.split())


# «¿el X es para dos personas?», «¿é para dúas persoas?», «¿sirve para 4 personas?»
_FOR_SO_MANY_RE = re.compile(rf"\b(?:es|son|e|sera|seran|sirve|sirven|serve|serven|vale|valen|da|dan) "
                             rf"(?:para|pra|pa) (?:{COUNT}) (?P<w>[a-z]{{4,}})\b")


def _for_whom_described(norm: str, biz, item_id: str) -> bool:
    """«¿el X es para dos personas?» where its description speaks of «personas» («Mínimo dos personas»):
    the description answers, in either language."""
    m = _FOR_SO_MANY_RE.search(norm)
    if m is None:
        return False
    described = clean(" ".join(str(v) for v in ((biz.products.get(item_id) or {}).get("description") or {}).values()))
    return singular(m["w"]) in {singular(w) for w in described.split()}


def _asks_if_it_has(s: Signals) -> bool:
    """«es para un alérgico al huevo, ¿lleva huevo?»: a yes/no question whether a thing contains it;
    not «¿qué puedo tomar?», «¿cuál tiene menos azúcar?» nor «¿tenéis algo sin huevo?» (which things)."""
    apart = question_apart(s.text or "")
    asked = clean(apart[1]) if apart else s.norm or ""
    return bool(CONTAINS_ASKED_RE.search(asked)) and not WHICH_LEADS_RE.search(asked)


_HAS_IT_RE = re.compile(r"\b(?:lleva|llevan|leva|levan|contiene|conten|traen?|son de|es de|esta hech[oa] con|"
                        r"estan hech[oa]s con|leva de)\b")


_DESCRIPTION_ANSWERS_RE = re.compile(
    r"\b(?:(?:cuantos|cuantas|cantos|cantas) (?P<noun>\w+) "
    r"(?:hay|hai|trae|traen|lleva|llevan|leva|levan|vienen|veñen|ven|"
    r"tiene|ten)|(?:de|da) que (?:sabor|sabores|tamano|tipo|tipos|color|colores|sabor)|"
    r"que (?:sabores|tipos|colores) (?:hay|hai|tiene|tienen|ten|tenen)|"
    r"que (?:sabores|colores) (?:de|da|do) \w+ (?:hay|hai|tiene|tienen|ten|tenen)|"
    # «¿qué <things> lleva?», «¿lleva <thing>?»: a word its description says (`_of_its_description`)
    r"que (?!(?:horas|dias|horarios|precios|prezos|citas|huecos|ocos)\b)(?P<what>\w{3,}s) "
    r"(?:lleva|llevan|leva|levan|trae|traen|tiene|tienen|ten|tenen)|"
    r"(?:lleva|leva|trae) (?P<brings>\w{3,})|"
    # (not «no entra bien»: how a part works, a symptom)
    r"(?P<includes>(?:incluye|inclue|incluyen|incluen|entra|entran) "
    r"(?!(?:bien|ben|mal|regular|fatal|nada|que|q|y|e|pero|pro)\b)"
    r"(?:(?:el|la|los|las|o|a|os|as) )?[a-z]+)|"
    r"(?:es|e|son|sae|sale) para (?:cuantos|cuantas|cantos|cantas)|que (?:incluye|inclue|trae|traen))\b")


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


def _of_its_description(m: re.Match, products: list[dict]) -> bool:
    """The thing a description question names («cuántas X hay», «qué X lleva», «lleva X») is a word
    of the products' names or descriptions (any when it names none: «¿qué incluye?»); «lleva <an
    allergen or an ingredient of one>» asks the allergens instead."""
    word = m["noun"] or m["what"] or m["brings"]
    if not word:
        return True
    if m["brings"] and detect_diet(m.group(0))["asks"]:
        return False
    said = " ".join(clean(" ".join([p.get("name", ""), *(p.get("description") or {}).values()])) for p in products)
    return singular(word) in {singular(w) for w in said.split()}


_AROUND_A_QUESTION = frozenset("y e pues pois vale ok el la los las o a os as lo le oye oe entonces enton "
                               "eso iso esto isto este esta porfa son sao es tiene ten tienen tenen lleva leva "
                               "llevan levan hay hai trae traen".split())


def _described(s: Signals, norm: str, biz) -> bool:
    """A question the product's description answers: «¿cuántos X hay?» when its description or name
    says X («¿cuántas calorías tiene?» is not written there: no)."""
    m = _DESCRIPTION_ANSWERS_RE.search(norm)
    if m is not None and m.group("includes"):    # «¿inclúe a bebida?»; not «¿incluye la <product>?»: its price
        return len(s.items.lines) == 1 and singular(m.group("includes").split()[-1]) not in index_of(biz).known
    return m is not None and _of_its_description(m, [biz.products.get(line["item_id"]) or {}
                                                      for line in s.items.lines])


_DIFFERENCE_RE = re.compile(r"\b(?:diferencias?|diferenza|se diferencian?|en que se parecen|comparad\w*)\b")


# «¿para cuántas personas es la mesa?»: the question names a thing of its own, not the one held
_NAMES_ITS_OWN_THING_RE = re.compile(r"\b(?:el|la|los|las|lo|o|a|os|as|un|una|unha) \w+\W*$")


def _one_held_in_sizes(s: Signals, biz, cart: list[dict]) -> bool:
    """Nothing named, and the one thing held comes in sizes (a size chosen or not)."""
    held = {line["item_id"] for line in cart}
    return not (s.items.lines or s.items.ambiguous) and len(held) == 1 \
        and bool((biz.products.get(next(iter(held))) or {}).get("options"))


def _the_one_asked_about(s: Signals, norm: str, cart: list[dict]) -> list[str]:
    """The things named, or else the one thing held when the question names nothing of its own
    (with two held, «¿para cuántas personas es?» is about neither alone)."""
    if s.items.lines:
        return [line["item_id"] for line in s.items.lines]
    held = list(dict.fromkeys(line["item_id"] for line in cart))
    if s.items.ambiguous or len(held) != 1 or _NAMES_ITS_OWN_THING_RE.search(norm):
        return []
    return held


def _sizes_compared(s: Signals, norm: str) -> list[str]:
    """«¿qué diferencia hay entre la mediana y la grande?», «… entre a X de 12 e a de 20?»: the choices of
    one option compared, of one product at most (none when the difference asked is of other things)."""
    if not _DIFFERENCE_RE.search(norm) or len({line["item_id"] for line in s.items.lines}) > 1:
        return []
    said = [(o, ch) for line in s.items.lines for o, ch in (line.get("options") or {}).items()]
    said += [(x["option_id"], x["choice_id"]) for x in s.items.stray_options]
    said = list(dict.fromkeys(said))
    return [ch for _, ch in said] if len(said) > 1 and len({o for o, _ in said}) == 1 else []


def _topic_words_are_no_things(s: Signals, norm: str) -> None:
    """«quiero unas instrucciones para llegar»: the address asked, no «instrucciones» lacking."""
    if s.topics and s.items.unknown:
        asked = topic_words(norm)
        s.items.unknown = [u for u in s.items.unknown if not (isinstance(u, str) and set(clean(u).split()) <= asked)]


_OF_WHERE_RE = re.compile(r"\b(?:de|dende) (?:donde|onde)$")


def _read_topics(s: Signals, norm: str, biz, services_held: bool = False, mid_request: bool = False,
                 cart: list[dict] | None = None, option_asked: bool = False) -> None:
    """The information topics asked (hours, address, price...) and whether a holiday is named."""
    s.topics = detect_topics(norm)
    _topic_words_are_no_things(s, norm)
    if not mid_request and "hours" not in s.topics and WORK_DAYS_RE.search(norm):
        s.topics.append("hours")
    _read_catalog_words(s, norm, biz)
    if "phone" in s.topics and (s.phone or s.email or MY_CONTACT_RE.search(norm) or s.declines):
        s.topics.remove("phone")        # «sin teléfono», «prefiero no dar el teléfono»: not ours asked
    sized = option_asked or any((biz.products.get(line["item_id"]) or {}).get("options") for line in s.items.lines) \
        or any(a.get("candidates") for a in s.items.ambiguous)     # «¿qué tamaños hay?» to «¿Para cuántas…?»
    names_nothing = not (s.items.lines or s.items.ambiguous or cart)
    about = _the_one_asked_about(s, norm, cart or [])
    held_sized = _one_held_in_sizes(s, biz, cart or [])      # «¿qué tamaños tenéis?», «¿de qué tamaños las hacéis?»
    s.asks_sizes = _asks_sizes(norm, biz, sized or held_sized, names_nothing)
    if sized and s.question and s.items.lines and not s.want_kw:
        _the_size_that_serves_asked(s, norm)
    one_size = bool(about) and not sized and not held_sized \
        and (_asks_sizes(norm, biz, True) or bool(FOR_HOW_MANY_RE.search(norm)))
    if one_size:
        s.asks_sizes = False
        s.topics = ["product"]      # «¿cuántas <option> tiene?» of one made in one size: its description says it
    if s.asks_sizes and (option_asked or names_nothing or held_sized) and "menu" in s.topics:
        s.topics.remove("menu")         # «¿qué tamaños hay?» to «¿Para cuántas…?»: the sizes of that one
        s.asks_options = False
    if "price" not in s.topics and s.asks_sizes:
        s.topics.append("price")        # «¿cuántas <option> tiene X?»: its sizes, each with its price
        if FOR_HOW_MANY_RE.search(norm) and "product" in s.topics:
            s.topics.remove("product")  # «¿para cuántas personas es?»: its sizes say it
    s.sizes_compared = _sizes_compared(s, norm)
    if s.sizes_compared:
        s.topics, s.asks_sizes = ["price"], True    # each of the sizes compared, with its price
    elif _DIFFERENCE_RE.search(norm) and len(s.items.lines) > 1:
        s.topics = ["product"]          # «¿qué diferencia hay entre X e Y?»: what each is, never their sum
    held = (bool(cart) or services_held) and bool(WHAT_IT_IS_RE.search(norm)) or one_size    # «¿y qué lleva?»
    if "product" in s.topics and not (s.has_items or held):
        s.topics.remove("product")      # about no product: the knowledge answers ("¿con cuánta antelación?")
    if services_held and not s.has_items and APPOINTMENT_LENGTH_RE.search(norm):
        s.topics = ["duration"]     # «¿cuánto tiempo tardáis en total?» mid-appointment: its length, not a lead time
    if "duration" in s.topics and not (s.has_items or services_held):
        s.topics.remove("duration")     # without a service (named or being booked) there is no duration to read
    if "address" in s.topics and s.has_items and _OF_WHERE_RE.search(norm):
        s.topics.remove("address")      # «¿<things> de dónde?»: where they come from (the knowledge's)
    if "allergens" in s.topics and not (s.has_items or cart) and _OF_IT_RE.search(norm):
        s.topics.remove("allergens")    # «¿qué alérgenos tiene?» of nothing named or held: which one, a person asks
    elif "allergens" in s.topics and "menu" in s.topics:
        s.topics.remove("menu")         # «¿qué alérgenos hay en X?»: X's list; «¿qué alérgenos tenéis?»: each one's
    if s.has_items and not s.asks_sizes and "allergens" not in s.topics and _described(s, norm, biz):
        # «¿cuántos X hay en la caja?», «¿de qué sabores son?»: its description; «¿cuánto vale X y qué lleva?»:
        # its price too
        s.topics = ["product", *(["price"] if "price" in s.topics and PRICE_SAID_RE.search(norm) else [])]
    if LAST_SEATING_RE.search(norm) and "hours" not in s.topics and biz.can("booking"):
        s.topics.insert(0, "hours")     # «¿cuál es la última hora para reservar?»
    s.topic = s.topics[0] if s.topics else None
    holiday_rx = biz.cached("nlu.holidays", holiday_index)
    s.holiday = bool(HOLIDAY_RE.search(norm) or (holiday_rx and holiday_rx.search(norm)))
    if s.holiday and s.when.has_day and s.when.ymd and not s.topics and s.question:
        s.topics, s.topic = ["hours"], "hours"     # «¿el martes es festivo?»: whether that day opens, and when
