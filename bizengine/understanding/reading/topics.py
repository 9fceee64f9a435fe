"""What is asked about: contact, opening and serving times, topics, catalogue words, descriptions and
sizes asked (`_read_contact_and_topics`, `_read_topics`, `_read_catalog_words`)."""
from __future__ import annotations

import re

from bizengine.business.product_names import every_language
from bizengine.language.dates import When
from bizengine.language.feast_in_a_name import feast_said
from bizengine.language.phones import find_phone, spelt_digits
from bizengine.language.pii import DNI_MASK
from bizengine.language.text import clean, singular, to_int
from bizengine.understanding.context import ReadingContext
from bizengine.understanding.described_asked import asks_its_description
from bizengine.understanding.details import find_email, find_party, holiday_index, party_after_word
from bizengine.understanding.diet import detect_diet, names_an_allergen_as_a_thing
from bizengine.understanding.diet_split import a_diet_of_one_of_two
from bizengine.understanding.feast_nouns import feast_nouns
from bizengine.understanding.item_index import index_of
from bizengine.understanding.items import Found
from bizengine.understanding.lexicon import (
    APPOINTMENT_LENGTH_RE,
    BOOKING_RE,
    COME_BY_RE,
    CONTAINS_ASKED_RE,
    COUNT,
    ENOUGH_FOR_RE,
    EVERY_WEEKDAY_RE,
    FOR_HOW_MANY_RE,
    HAVE_RE,
    HOLIDAY_RE,
    IF_NOT_RE,
    JUST_LOOKING_RE,
    LAST_SEATING_RE,
    LOOKS_AT_NAMED_RE,
    MY_CONTACT_RE,
    OWN_THING_RE,
    PRICE_SAID_RE,
    SAME_TIME_RE,
    TOPICS,
    VISIT_SAID_RE,
    WHAT_IT_IS_RE,
    WHICH_LEADS_RE,
    WITHOUT_BOOKING_RE,
    WORK_DAYS_RE,
    detect_topics,
    question_apart,
    topic_words,
)
from bizengine.understanding.not_sold_named import thing_not_sold
from bizengine.understanding.people_served import FOR_PEOPLE_RE
from bizengine.understanding.reading.shared import (
    _AND_FIRST_RE,
    _CAN_I_COME_RE,
    _DESCRIPTION_ANSWERS_RE,
    _SPOKEN_NUMBER_RE,
    _nothing_ordered,
    _of_its_description,
    _option_words,
    _outside_names,
)
from bizengine.understanding.signals import Signals
from bizengine.understanding.vocabulary import vocabulary_of


def _without_flavours_not_made(outside: str, found: Found) -> str:
    """«¿tenéis X de pistacho?» where no such X is made: a flavour asked, not an allergen."""
    for phrase in found.unknown:
        if isinstance(phrase, str) and " de " in phrase:      # its noun may be a catalogue word, gone
            outside = re.sub(rf"\bde {re.escape(phrase.split(' de ', 1)[1])}\b", " ", outside)
    return outside


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
                 or _for_whom_described(norm, biz, s.items.lines[0]["item_id"])
                 or _without_described(norm, biz, s.items.lines[0]["item_id"])):
        s.topics, s.topic = ["product"], "product"     # «¿el X lleva Y?», «¿la X es blanca?»: its description answers
    elif s.topics == ["price"] and not diet_asked and len({line["item_id"] for line in s.items.lines}) == 1 \
            and PRICE_SAID_RE.search(norm) \
            and ((_AND_IS_IT_RE.search(norm) and _described_as(norm, biz, s.items.lines[0]["item_id"]))
                 or asks_its_description(norm, biz.products.get(s.items.lines[0]["item_id"]) or {})):
        # «¿cuánto vale X y es compatible con Y?», «¿cuánto cuesta X y de dónde es?»: both
        s.topics, s.topic = ["product", "price"], "product"
    if not (s.topics or diet_asked) and s.question and _least_count_asked(s, norm, biz):
        s.topics, s.topic = ["price"], "price"  # «¿cuántos somos mínimo para X?», «¿se puede X para uno?»: its least
    if not s.topics and s.question and _a_kind_for_that_many(s, norm):
        s.topics, s.topic, s.asks_options = ["menu"], "menu", True   # «¿<things> para 10?»: what of the kind serves 10
    one = {line["item_id"] for line in s.items.lines}
    if set(s.topics) <= {"menu"} and not any(s.diet.values()) and s.question and len(one) == 1 \
            and asks_its_description(norm, biz.products.get(next(iter(one))) or {}):
        s.topics, s.topic = ["product", "price"], "product"     # «¿el X con qué va?»: its description, its price
    if ctx.get("services") and _INCLUDED_FIRST_RE.match(norm):
        s.question = True       # «incluye <Y>» mid-appointment: asked, with or without its mark
    if not s.topics and s.question and _only_other_services(s, biz, ctx.get("services")) \
            and _included_described(norm, biz, ctx.get("services")):
        _nothing_ordered(s)     # «¿incluye el <Y>?»: a word of its description, not the service so named
        s.topics, s.topic = ["product"], "product"     # «¿y <Y> incluido?» mid-appointment: its description
    elif not s.topics and s.question and not ctx.get("services") and (holder := _named_including(s, norm, biz)):
        s.items = Found(lines=[holder], words=s.items.words)     # «¿el X incluye el <Y>?»: X's description
        s.topics, s.topic = ["product"], "product"
    if not s.topics and s.question and _a_thing_asked_beside_services(s, biz, ctx.get("services")):
        s.topics, s.topic = ["price"], "price"     # «¿y una X?», «¿la X va incluida?» mid-appointment
    if not s.topics and s.question and (ctx.get("cart") or ctx.get("last_item")) and _WHAT_IF_RE.match(norm) \
            and s.items.stray_options and not (s.items.lines or s.want_kw or s.change):
        s.topics, s.topic = ["price"], "price"     # «¿y con la grande?»: its price, asked; nothing changed
    return said_by, outside


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


def _names_the_catalogue(norm: str, biz) -> bool:
    """A word of the catalogue's names or sections said («¿cuál es el pescado más barato?»)."""
    known = vocabulary_of(biz).product_words | vocabulary_of(biz).category_words
    return any(singular(w) in known or w in known for w in norm.split())


def _a_kind_for_that_many(s: Signals, norm: str) -> bool:
    """«¿<things> para 10 personas?», «¿hai <things> pra 8?»: a kind in the plural, for that many, nothing wanted."""
    found = s.items
    return bool(found.ambiguous) and not (found.lines or s.want_kw or s.order_kw or s.booking_kw) \
        and len(found.ambiguous) == 1 and found.ambiguous[0].get("qty", 1) == 1 \
        and bool(FOR_PEOPLE_RE.search(norm)) and any(w.endswith("s") and singular(w) == found.ambiguous[0]["word"]
                                                     for w in norm.split())


_WHAT_IF_RE = re.compile(r"^(?:y|e|pero) (?:con|de|en|para|pa|co|coa)\b")     # «¿y con la grande?», «¿e de 12?»


def _group_word_of_the_named(s: Signals) -> None:
    """«¿cuánto vale el X y qué <group word> lleva?»: asked, the group word of one of the things named in
    the same message is that thing (not a choice among the group's)."""
    named = {line["item_id"] for line in s.items.lines}
    if not (s.question and named) or s.want_kw or s.order_kw:
        return
    s.items.ambiguous = [a for a in s.items.ambiguous if not named & set(a.get("candidates") or ())]


def _its_price_asked_too(s: Signals, norm: str, biz, priced_now: bool) -> None:
    """«¿y la X?» right after a price, X sold nowhere: X's price is what is asked."""
    if not priced_now or s.items.lines or s.items.ambiguous or not s.items.unknown or not thing_not_sold(norm, biz):
        return
    if not s.topics:
        s.topics, s.topic = ["price"], "price"
    if s.topics == ["price"]:
        s.diet = {**s.diet, "asks": []}     # «¿y el X?» to a workshop: a thing not sold, no allergen asked


def _a_thing_asked_beside_services(s: Signals, biz, services: list | None) -> bool:
    """A question naming only things sold, while services are being booked: their price (and
    whether a service includes them), never a line of the appointment."""
    lines = s.items.lines
    return bool(services and lines and not (s.want_kw or s.takes_it)
                and all(not (biz.products.get(line["item_id"]) or {}).get("duration_minutes") for line in lines))


def _dictated_phone(words: list[str]) -> str | None:
    """A phone dictated in words («seis cero cero uno dos tres…»), as the phone reader reads it."""
    digits = spelt_digits(words)
    return find_phone(digits) if digits else None


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


# «¿qué alérgenos tiene?», «que alérxenos leva?»: of one thing, unnamed (not «¿qué alérgenos tenéis?»)
_OF_IT_RE = re.compile(r"\b(?:tiene|lleva|contiene|ten|leva|conten)\b")


def _diet_asked_of_what_is_made(s: Signals, norm: str) -> bool:
    """«¿hacéis X sin gluten por encargo?», «¿facedes X veganas por encarga?»: a have-question of
    a diet, with nothing counted nor a day: the order word says how they are sold."""
    diet = s.diet or {}
    return bool(s.question and (diet.get("avoid") or diet.get("tags")) and HAVE_RE.search(norm)
                and not s.items.lines and not (s.when.has_day or s.when.has_time)
                and not any(to_int(w) is not None for w in norm.split()))


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


# «¿X lleva Y?», «¿los X son de mantequilla?», «¿a X ten Y?»: a yes or no about what a product is made of
# «¿la X es blanca?», «¿as X son vermellas?»: a quality asked, which the product's description may say
_IS_IT_RE = re.compile(r"\b(?:es|son|e|esta|estan|sera|seran)\s+(?P<w>[a-z]{4,})\b")
# «¿cuánto vale X y es compatible con Y?», «canto custa X e é compatible…?»: a quality asked beside its price
_AND_IS_IT_RE = re.compile(r"\b(?:y|e) (?:es|son|e|esta|estan|sera|seran) [a-z]{4,}")


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


# «sin Y», «sen Y»: what the thing is asked to go without
_WITHOUT_RE = re.compile(r"\b(?:sin|sen) (?P<w>[a-z]{4,})\b")


def _without_described(norm: str, biz, item_id: str) -> bool:
    """«¿podéis hacer el X sin Y?» where X's description says «sin Y» itself, in either language: it answers."""
    m = _WITHOUT_RE.search(norm)
    if m is None:
        return False
    product = biz.products.get(item_id) or {}
    names = [str(product.get("name") or ""), *(product.get("names") or {}).values(), *product.get("aliases", [])]
    if any(m.group(0) in clean(name) for name in names):
        return False        # «que sean 4 <X sin Y>»: the «sin Y» of the thing's own name
    described = clean(" ".join(str(v) for v in (product.get("description") or {}).values())).split()
    stem = m["w"].rstrip("s")[:-1]
    return any(w in ("sin", "sen") and nxt.startswith(stem) for w, nxt in zip(described, described[1:]))


# «¿el X es para dos personas?», «¿é para dúas persoas?», «¿sirve para 4 personas?»; «¿se puede pedir X
# para una persona?», «podo pedir X pra unha persoa?» (whether it is had for so few: the description says)
_FOR_SO_MANY_RE = re.compile(rf"\b(?:es|son|e|sera|seran|sirve|sirven|serve|serven|vale|valen|da|dan|"
                             rf"(?:pedir|pedirlo|pedirla|pedilo|pedila|tomar|tomarlo|tomarla|tomalo|tomala)"
                             rf"(?: [a-z]+){{0,5}}) "
                             rf"(?:para|pra|pa) (?:{COUNT}) (?P<w>[a-z]{{4,}})\b")


def _for_whom_described(norm: str, biz, item_id: str) -> bool:
    """«¿el X es para dos personas?» where its description speaks of «personas» («Mínimo dos personas»):
    the description answers, in either language."""
    m = _FOR_SO_MANY_RE.search(norm)
    if m is None:
        return False
    described = clean(" ".join(str(v) for v in ((biz.products.get(item_id) or {}).get("description") or {}).values()))
    return singular(m["w"]) in {singular(w) for w in described.split()}


# «¿incluye <Y>?», «¿y el <Y> va incluido?», «vén co <Y>?»: whether the service held comes with it
_INCLUDED_RE = re.compile(r"\b(?:incluye|incluyen|inclue|incluen|incluid[oa]s?|entra|entran|(?:viene|ven|vai|va) con|"
                          r"(?:ven|vai) co|(?:viene|ven) coa)\b")


# «incluye <Y>», «y va incluido el <Y>» with no question mark: asked all the same (not «incluye también
# un <X>», a wish)
_INCLUDED_FIRST_RE = re.compile(r"^(?:(?:y|e|pero|pues|pois) )?(?:incluye|inclue|va incluid[oa]|vai incluid[oa])\b"
                                r"(?! (?:tambien|tamen|ademas|ademais)\b)")


def asks_if_included(norm: str) -> bool:
    """«incluye <Y>», «¿y va incluido <Y>?» said first."""
    return bool(_INCLUDED_FIRST_RE.match(norm))


def _included_described(norm: str, biz, services: list | None) -> bool:
    """«¿y <Y> incluido?» while one service is being booked, where its description says «<Y>»:
    the description answers (what it does not say still goes to a person)."""
    m = _INCLUDED_RE.search(norm)
    if m is None or not services or len(services) != 1:
        return False
    product = biz.products.get(services[0]) or {}
    # (a word said without its d is respelt already); its own name's words: «¿el <it> incluye…?»
    described = _singular_words(every_language(product.get("description")))
    named = _singular_words([*every_language(product.get("name")), *product.get("aliases", [])])
    asked = [singular(w) for w in (norm[:m.start()] + " " + norm[m.end():]).split() if len(w) >= 4]
    return any(w in described and w not in named for w in asked)


def _named_including(s: Signals, norm: str, biz) -> dict | None:
    """«¿el X incluye el <Y>?», two services named: X, whose description says the other's word."""
    lines = s.items.lines
    if s.want_kw or len({line["item_id"] for line in lines}) != 2 \
            or not all((biz.products.get(line["item_id"]) or {}).get("duration_minutes") for line in lines):
        return None
    return next((line for line in lines if _included_described(norm, biz, [line["item_id"]])), None)


def _only_other_services(s: Signals, biz, services: list | None) -> bool:
    """Nothing named but services other than those held (none at all is fine too)."""
    return not s.want_kw and all((biz.products.get(line["item_id"]) or {}).get("duration_minutes")
                                 and line["item_id"] not in (services or ()) for line in s.items.lines)


def _singular_words(texts: list) -> set[str]:
    return {singular(w) for w in clean(" ".join(str(t) for t in texts)).split()}


def _asks_if_it_has(s: Signals) -> bool:
    """«es para un alérgico al huevo, ¿lleva huevo?»: a yes/no question whether a thing contains it;
    not «¿qué puedo tomar?», «¿cuál tiene menos azúcar?» nor «¿tenéis algo sin huevo?» (which things)."""
    apart = question_apart(s.text or "")
    asked = clean(apart[1]) if apart else s.norm or ""
    return bool(CONTAINS_ASKED_RE.search(asked)) and not WHICH_LEADS_RE.search(asked)


_HAS_IT_RE = re.compile(r"\b(?:lleva|llevan|leva|levan|contiene|conten|traen?|son de|es de|esta hech[oa] con|"
                        r"estan hech[oa]s con|leva de)\b")


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


# «¿cuántos somos mínimo?», «¿se puede pedir para uno?», «¿pódese pedir pra unha persoa?»
_LEAST_COUNT_RE = re.compile(r"\bminim[oa]s?\b|\b(?:para|pra|pa) (?:1|uno|una|unha|un|mi|min)"
                             r"(?: (?:sol[oa]|so|soa|persona|persoa))?$")


def _least_count_asked(s: Signals, norm: str, biz) -> bool:
    """The least count of a thing named that has one (catalog `min_qty`) asked."""
    return bool(_LEAST_COUNT_RE.search(norm)) and any(
        (biz.products.get(line["item_id"]) or {}).get("min_qty") for line in s.items.lines)


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
    nouns = feast_nouns(biz)
    s.holiday = bool(feast_said(HOLIDAY_RE, norm, nouns) or (holiday_rx and feast_said(holiday_rx, norm, nouns)))
    if s.holiday and s.when.has_day and s.when.ymd and not s.topics and s.question:
        s.topics, s.topic = ["hours"], "hours"     # «¿el martes es festivo?»: whether that day opens, and when
