"""Who: the party, the staff or resource asked for, someone else named, people served, and the booking
asked (`_read_people`, `_read_booking`, `_read_people_served`)."""
from __future__ import annotations

import re

from rapidfuzz.distance import OSA

from bizengine.business.availability.staff import works_then
from bizengine.language.dates import When
from bizengine.language.days import TAKEN_BACK_VERBS
from bizengine.language.text import clean, normalize, singular, to_int
from bizengine.language.times import PART_RANGES, part_said
from bizengine.understanding.brought_in import brings_a_thing_in
from bizengine.understanding.context import ReadingContext
from bizengine.understanding.details import (
    NAME_STOP,
    NOT_NAME_WORDS,
    PARTY_LOOSE_RE,
    count_said_alone,
    either_said_alone,
    find_party,
    party_added,
    party_after_word,
    party_delta,
    party_described,
    party_in_parts,
    party_range,
    party_taken_back,
    party_total_after_delta,
    party_wished,
    party_with_its_when,
    resource_index,
    some_described,
    with_the_person_marked,
    without_ages,
)
from bizengine.understanding.item_index import index_of
from bizengine.understanding.lexicon import (
    AND_MORE_RE,
    ANYONE_WHO_RE,
    ASKED_LEAD,
    BOOK_NOUN_RE,
    BOOKING_NEEDED_RE,
    BOOKING_RE,
    CALLED_OFF_RE,
    CANCEL_RE,
    COME_AGAIN_RE,
    FOR_A_MEAL_RE,
    FREE_TIME_RE,
    HOURS_VERBS,
    LAST_SEATING_RE,
    LOOKS_AT_NAMED_RE,
    MIXED_PARTY_RE,
    NOTHING_MORE_RE,
    NOW_RE,
    PAST_VISIT_RE,
    PERSON_FREE_RE,
    SOMETHING_ON_A_DAY_RE,
    TAKEAWAY_RE,
    VISIT_SAID_RE,
)
from bizengine.understanding.party_of_tables import party_of_tables
from bizengine.understanding.people_served import asked_again_for, people_served, sells_by_people, something_asked
from bizengine.understanding.question_unmarked import asks_of_a_person_first
from bizengine.understanding.reading.shared import (
    _ACCEPT_RE,
    _AROUND_A_DAY,
    _AROUND_A_REQUEST,
    _CAN_I_COME_RE,
    _CAN_YOU_THEN_RE,
    FILLERS,
    FORM_STEPS,
    _books_staff,
    _books_tables,
    _count_for_a_day,
    _first_count,
    _on_the_day_talked_about,
    _outside_names,
    _words_of_when,
)
from bizengine.understanding.signals import Signals
from bizengine.understanding.vocabulary import staff_words, vocabulary_of

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
    return asked_with and bool(re.fullmatch(r"\s*(?:o|ou|u)\s+(?:(?:con|co|coa)\s+)?(?:(?:a|o)\s+)?\w+", joined))


# «<service> con Lucía»: a capitalised name after «con» (lower case could be anything: «con flequillo»)
_WITH_A_NAME_RE = re.compile(r"\b(?:[Cc]on|[Cc]o|[Cc]oa|[Cc]unha|[Cc]un) (?P<n>[A-ZÁÉÍÓÚÑ][a-záéíóúñü]{2,})\b")
_NOT_PEOPLE = frozenset("bizum visa mastercard paypal tarjeta efectivo".split())


def _someone_else_asked(text: str, biz) -> str | None:
    """The name asked for after «con» when nobody of the staff has it («con Lucía»): said, never
    dropped in silence. Not a word the catalogue or the reader knows («con <Service>», «con Mi madre»)."""
    for m in _WITH_A_NAME_RE.finditer(text):
        word = normalize(m.group("n"))
        if _may_name_someone(word, biz) and word not in staff_words(biz):     # «con Marta o con Iago»: either
            return m.group("n")
    return None


_HOURS_VERB = f"(?:{HOURS_VERBS})"
# «¿trabaja pepe el sábado?», «pepe trabaja mañana»: a name asked about with the verb of a person's hours
_WORKS_NAMED_RE = re.compile(ASKED_LEAD + r"(?:{verb} (?P<n>[a-z]{{3,}})|(?P<m>[a-z]{{3,}}) {verb})(?= (?:el|o|los|os|"
                             r"este|esta|hoy|hoxe|manana|mana|pasado|por|pola|de)\b|$)".format(verb=_HOURS_VERB))
# «¿con Pepe?»: asked for one named so (with a capital: «¿con <a thing>?» names nobody). Not «¿quién es
# Lucía?» nor «¿qué hace Lucía?»: one of the place not on the list of those who serve, or anyone at all
_WITH_NAMED_RE = re.compile(ASKED_LEAD + r"(?:con|co|coa) (?P<n>[a-z]{3,})$")


_WORD_RE = re.compile(r"\w+")

# «¿trabaja alguno el sábado?», «¿trabaja usted el sábado?»: asked of someone not named
_NOBODY_BY_NAME = frozenset("alguno alguna algun ninguno ninguna ningun alguen ninguen gente xente usted ustedes "
                            "vosotros vosotras todos todas ella el".split())


def _someone_asked_about(norm: str, text: str, biz, asked: bool) -> str | None:
    """The name, as written, of someone asked about who is not on the staff: «¿trabaja Pepe el
    sábado?», «trabaja pepe el sabado», «¿con Pepe?» (`asked`: the message is a question; so said:
    there is no Pepe, and who there is)."""
    works = _WORKS_NAMED_RE.match(norm)
    about = None if works or not asked else _WITH_NAMED_RE.match(norm)
    said = works or about
    word = next((w for w in (said.groups() if said else ()) if w), None)
    if word is None or word in _NOBODY_BY_NAME or not _may_name_someone(word, biz):
        return None
    written = next((w for w in _WORD_RE.findall(text) if normalize(w) == word), None)
    if written is None or (about and not written[0].isupper()):
        return None
    return written[0].upper() + written[1:]


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


def _where_named(norm: str, biz, rid: str) -> int | None:
    """Where the person `rid` is first named in `norm`."""
    found = [m.start() for rx, r in biz.cached("nlu.resources", resource_index) if r == rid and (m := rx.search(norm))]
    return min(found) if found else None


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


# «¿puede hacer X Marta?», «¿Marta pode facer X?» with no day: whether she does it, asked (not «¿me puede
# hacer X Marta?»: asked for the customer, a request)
_ABLE_TO_DO_RE = re.compile(r"(?<!\bme )(?<!\bnos )(?<!\bmo )(?<!\bnolo )"
                            r"\b(?:puede|podria|pode|poderia) (?:\w+ )?(?:hacer|facer)\b")


def _something_then(s: Signals, outside: str) -> bool:
    """«¿tenéis algo hoy para <service>?», «¿hay algo mañana para 2?»: room asked for a day (not a diet
    asked of it: «¿tenéis algo hoy para celíacos?»)."""
    diet = s.diet or {}
    diet_said = diet.get("avoid") or diet.get("asks") or diet.get("tags")
    return bool(SOMETHING_ON_A_DAY_RE.search(outside)) and not diet_said


def _person_free(s: Signals, outside: str, biz) -> bool:
    """«¿Iago está libre el sábado a las 10?»: one of the staff and whether they are free, when
    they work then (otherwise their hours that day answer it: conversation.staff_answers)."""
    return s.resource is not None and _books_staff(biz) and bool(PERSON_FREE_RE.search(outside)) \
        and not (_ABLE_TO_DO_RE.search(outside) and not (s.when.has_day or s.when.has_time)) \
        and works_then(biz, s.resource, s.when.ymd, s.when.minutes if s.when.has_time else None)


def _read_people(s: Signals, norm: str, scrubbed: str, biz, ctx: ReadingContext, outside: str) -> None:
    """The staff asked for or refused, and the booking's party and services."""
    words = norm.split()
    s.resource, s.not_resource = _resources_said(norm, biz, scrubbed)
    if s.resource and asks_of_a_person_first(norm, s.raw or "", _where_named(norm, biz, s.resource),
                                             with_the_person_marked(norm, biz)):
        s.question = True       # «trabaja marta el sabado»: asked, with or without its mark
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
        if s.person_unknown is None and (named := _someone_asked_about(norm, scrubbed, biz, bool(s.question))):
            s.person_unknown, s.question = named, True      # «trabaja pepe el sabado»: asked, mark or not
    if s.question and _a_service_asked_for_a_day(s, biz):
        s.question = False      # «<service> el jueves?», «<service> o martes?»: the request, asked as a question
    _read_booking(s, words, outside, biz, ctx.get("awaiting"), ctx.get("held_party"), ctx.get("held_time"))
    if _asks_if_booking_needed(s):
        s.booking_kw = s.asks_free = False      # «¿se puede ir sin reserva el sábado?»: the rule asked, no booking
    if (s.has_items or s.booking_kw) and _ACCEPT_RE.match(norm) and not s.question:
        _on_the_day_talked_about(s.when, biz, ctx.get("day_talked_about"), taken=True)


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
    if s.party is None and _books_tables(biz):
        # «<table> de 6», «2 <table>s de 4»: the people they seat
        s.party = party_of_tables(s.norm or "", vocabulary_of(biz).table_words)
    if s.party is None and (held_party or s.booking_kw):
        s.party = party_wished(s.norm or "")     # «mejor que sean 5 sobre las 20»
    if s.party is None and held_party:
        s.party = party_with_its_when(s.norm or "")     # «¿tendríais para 2 el jueves a las 14?»
    if s.party and (taken_back := party_taken_back(s.text or "")):
        s.party = taken_back
    if awaiting == "party" and s.party is None:     # «unos 4 o 5», «entre 6 y 8», «4», «para 4» to «¿Para cuántas…?»
        either = either_said_alone(s.norm or "")
        s.party = either[1] if either else count_said_alone(s.norm or "")
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
    if awaiting == "resource" and not s.resource and NOTHING_MORE_RE.match(s.norm or ""):
        s.anyone = True         # «eso es todo» to «¿Con quién?»: no one wished, whoever is free
    if not s.booking_kw and biz.can("booking") and (FREE_TIME_RE.search(outside) or _person_free(s, outside, biz)
                                                    or _WHEN_CAN_YOU_RE.match(s.norm or "")
                                                    or _something_then(s, outside)):
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
    elif not s.booking_kw and _books_tables(biz) and _people_for_a_day(s, words, biz.can("order")):
        s.booking_kw = True                                             # «somos 4 para el sábado»: a table
        s.party = s.party or _first_count(words) or _noted_for(words) or find_party(s.norm, True, party_words) \
            or (None if biz.can("order") else _count_wished(words))
    elif not s.booking_kw and _books_tables(biz) and awaiting is None and _a_party_alone(s, words):
        s.booking_kw = True             # «somos 2» with nothing else, where tables are booked: a table, for when?
    elif not s.booking_kw and _books_tables(biz) and awaiting is None and _a_visit_for_a_day(s):
        s.booking_kw = True             # «queremos ir el martes a las 2» where tables are booked: a table
    if s.party is None and s.booking_kw and _books_tables(biz):
        s.party = party_described(s.norm, at_a_table=True)     # «mesa el viernes con mi pareja»: 2
    s.party_either = _the_smaller_said(s, awaiting)
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


def _the_smaller_said(s: Signals, awaiting: str | None) -> int | None:
    """«seremos 3 o 4» read as 4: the 3, for the reply to say which count it took and that the other
    one is fine too (a party said as a range is never taken in silence)."""
    if not s.party:
        return None
    either = party_range(s.norm or "") or (either_said_alone(s.norm or "") if awaiting == "party" else None)
    return either[0] if either and either[1] == s.party else None


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


# «con ella», «con él» (unaccented only at the end or before a day: «con el <service>…» names a thing)
_WITH_THEM_RE = re.compile(r"\b(?:con (?:ella|esa persona|ese chico|esa chica)|con ela|coa ela|con el mismo|"
                           r"con la misma)\b"
                           r"|\bcon el(?= *$| (?:el|o|este|esta|hoy|hoxe|manana|mana|pasado|a las|as|para|pa)\b)")


# «¿se puede recoger por la tarde?», «podo recollela pola tarde?»: collecting what was left for a service
_COLLECT_IT_RE = re.compile(r"\b(?:recoger|recogerla|recogerlo|recogela|recogelo|recojo|recollela|recollelo|recoller|"
                            r"recollo|pasar a por (?:ella|el)|buscarla|buscala)\b")


_PARTY_MENDED_RE = re.compile(r"^(?:somos|semos|seremos|seriamos) (?P<first>[0-9]{1,2}|[a-z]+)[\s,.]+(?:no|non)[\s,.]+"
                              r"(?:(?:mejor|mellor|perdon|perdoa|digo|somos|semos|seremos)\s+)*(?P<n>[0-9]{1,2}|[a-z]+)$")


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


def _only_when_asked_of_them(s: Signals) -> bool:
    """«¿podéis el martes a las 21?», «¿el martes a las 11 puede ser?»: a day and a time asked of
    them and nothing else (not «¿podéis hacer X a las 21?», «¿podéis abrir a las 21?»)."""
    if not _CAN_YOU_THEN_RE.search(s.norm):
        return False
    said = _words_of_when(s.when, s.norm)
    rest = _CAN_YOU_THEN_RE.sub(" ", s.norm).split()
    return all(w in said or w in _AROUND_A_REQUEST for w in rest)


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


def _a_party_alone(s: Signals, words: list[str]) -> bool:
    """«somos 2», «seremos cuatro», «para 6 personas»: a party and nothing else said."""
    said = [w for w in without_ages(" ".join(words)).split()
            if w not in ("hola", "ola", "buenas", "boas", "pues", "pois", "vale")]
    longest = 10 if party_in_parts(s.norm) or party_described(s.norm) else 4    # «3 adultos, 2 niños y un bebé»
    return s.party is not None and len(said) <= longest and not (s.has_items or s.topics or s.question
                                                                  or any(s.diet.values()) or _not_a_plain_party(s.norm))


def _a_visit_for_a_day(s: Signals) -> bool:
    """«queremos ir el martes a las 2», «nos gustaría venir el sábado»: coming, with a day or a time, and
    nothing to buy, ask about or look at («a ver el local»), nor a party a person should count."""
    return bool((VISIT_SAID_RE.search(s.norm) or COME_AGAIN_RE.search(s.norm))
                and (s.when.has_day or s.when.has_time)) \
        and not (s.has_items or s.topics or s.question or any(s.diet.values()) or TAKEAWAY_RE.search(s.norm)
                 or LOOKS_AT_NAMED_RE.search(s.norm) or _not_a_plain_party(s.norm))


def _people_for_a_day(s: Signals, words: list[str], takes_orders: bool) -> bool:
    """A number of people («somos 4», «4 personas»), or a bare count first, with a day or a time
    and nothing to buy or ask about: where tables are booked, that is a table (and where nothing is
    ordered, a count wished: «queremos 4 para el sábado»)."""
    if s.has_items or s.topics or (s.question and not _only_people_and_when(s, words)) or any(s.diet.values()) \
            or not (s.when.has_day or s.when.has_time):
        return False     # «somos 6 el sábado, ¿tenéis <thing>?» asks something: a person answers it
    longest = 11 if party_in_parts(s.norm) else 8       # «2 adultos y 2 niños» takes three words more
    when = len(clean(s.when.day_text or "").split()) + len(clean(s.when.time_text or "").split())
    greeted = 1 if words and words[0] in ("hola", "ola", "buenas", "boas") else 0
    if _words_of_the_request(words, s) - when - greeted > longest or _not_a_plain_party(s.norm):
        return False     # «fuimos 2 personas el viernes y…», «2 adultos y 2 niños»: a person reads it
    return bool(s.party) or _count_for_a_day(words, s) or bool(PARTY_LOOSE_RE.search(s.norm)) \
        or _noted_for(words) is not None \
        or (not takes_orders and _count_wished(words) is not None)     # «para 2 el …», «apúntame 2 a las 21:30»


# «queremos 4 para el sábado», «quero 2 para mañá»: a wish, then a count and «para» or the hour
_WISHED = frozenset("quiero queremos quero queriamos quisieramos quixeramos queria quixera quisiera".split())


def _count_wished(words: list[str]) -> int | None:
    """The count right after a wish the message starts with, when «para» or the hour follows it."""
    start = 0
    while start < min(len(words), 2) and words[start] in FILLERS:
        start += 1
    return _first_count(words[start + 1:]) if start < len(words) and words[start] in _WISHED else None


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
    # «<X> el martes a las 12» at a place of appointments: one then, as a service named with its day would be
    when = s.when.has_day or s.when.has_time
    return bool(s.party or party_described(s.norm, at_a_table=True)
                or ((s.want_kw or s.order_kw) and (when or _books_staff(biz))) or (when and _books_staff(biz)))
