"""The primary intent, in the fixed order of reader.py's docstring (`_primary`), and the words that
tell it: greeting only, handoff, order, booking, a favour asked."""
from __future__ import annotations

import re

from bizengine.language.text import clean, normalize, singular, to_int
from bizengine.understanding.details import refusal_index, with_the_person_marked
from bizengine.understanding.fitting_named import fitting_named
from bizengine.understanding.items import find_items
from bizengine.understanding.lexicon import (
    BOOKING_NEEDED_RE,
    BYE_RE,
    CALLED_OFF_RE,
    CAN_YOU,
    DELIVERY_RE,
    EARLIER_RE,
    GREET_RE,
    INJECTION_RE,
    INSULT_RE,
    JOB_PRAISED_RE,
    NEEDS_ORDERING_RE,
    NOTE_WISH_RE,
    PAST_VISIT_RE,
    POLITE,
    PRAISE_RE,
    PRAISED_BEFORE_RE,
    PRICE_SAID_RE,
    THANKS_RE,
    asks_where_to_pick_up,
    question_apart,
)
from bizengine.understanding.notes import tells_a_count_apart
from bizengine.understanding.reading.shared import (
    _ASKS_ABOUT_RE,
    _SAID_IN_THE_PAST_RE,
    _WITH_PERSON_RE,
    _asks_for_staff,
    _books_staff,
    _is_service,
    _only,
    _strip,
    _words_of_when,
)
from bizengine.understanding.reading.when_said import only_when_said
from bizengine.understanding.signals import Signals
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


def _only_greets(norm: str, s: Signals) -> bool:
    m = GREET_RE.match(norm)
    if not m:
        return False
    rest = _strip(POLITE, norm[m.end():]).split()
    if not rest:
        return True
    return len(rest) == 1 and not (s.question or s.topics or s.has_items or s.want_kw or s.order_kw)


_RESERVE_RE = re.compile(r"\b(?:reserv\w*|agendar)\b")


def _ordering_ahead_asked(s: Signals) -> bool:
    """«¿cuánto cuesta el X? ¿hay que reservarlo?», «¿la tengo que encargar?»: whether a thing named has to be
    ordered ahead, asked (for no day): nothing reserved."""
    return bool(s.question and s.has_items and NEEDS_ORDERING_RE.search(normalize(s.text or ""))     # with its «?»
                and not (s.when.has_day or s.when.has_time))


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
    if s.items.served is not None and not s.topics:
        return True     # «que sean 30», «¿pueden ser 30?» of a thing held sized for people: the size for them
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
        if s.diet["tags"] and not (s.question or s.topics) and (s.when.has_day or s.when.has_time):
            return True     # «pan y una X sin azúcar para el martes»: ordered for a day, the diet guard says the rest
        if _a_wish_asked(s):
            return True     # «2 X para mañana, ¿tienen que estar calentitas?»: ordered, the wish for the note
        if s.question or s.topics or s.diet["avoid"] or s.diet["asks"] or s.diet["tags"]:
            return False
        return s.has_items or ((s.short or _short_but_for_when(s)) and not s.offtopic)
    return bool(s.order_kw and not s.topics and (s.want_kw or not s.question))


# «para el viernes», «o sábado ás 10», «por la tarde»: the little words around a day or a time said
_AROUND_A_WHEN = frozenset("para pa pra pal pro el o la las a as al ao por pola polo de da do".split())


def _short_but_for_when(s: Signals) -> bool:
    """«un <X> de <Y> para el viernes», a thing not had: as short as a thing named alone once the day and
    the time said are left out (the day said never turns it into a question for a person)."""
    if not (s.when.has_day or s.when.has_time):
        return False
    said = _words_of_when(s.when, s.norm)
    return len([w for w in s.norm.split() if w not in said and w not in _AROUND_A_WHEN]) <= 5


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
    r"\w{3,}(?:as|es)(?! (?:si|se|que|cuanto|canto|cuando|cando|donde|onde|como|cual|cal)\b)\b"
    # «que me centren la X», «¿me tiñen el X?»: «ustedes» asked (not «¿me quedan…?», «¿me dejan…?»)
    r"|\b(?:me|nos) (?:(?:lo|la|los|las|o|a|os|as) )?"
    rf"(?!{_TOLD})(?!(?:pasan|llaman|chaman|quedan|gustan|esperan|dejan|deixan|hacen|fan|ponen|pon|dan|venden|"
    r"confirman|preguntan|traen|tienen|teñen|tenen|pueden|poden|saben|responden|contestan|escriben|"
    r"reservan|apuntan|guardan|gardan|preparan|apartan|recuerdan|acuerdan|escuchan|oyen|entienden|leen|"
    r"cuestan|custan|salen|saen|sobran|faltan|duelen|doen|caen|van|ven|atienden|atenden|pillan|cogen|collen)\b)"
    r"\w{3,}(?:an|en)(?! (?:si|se|que|cuanto|canto|cuando|cando|donde|onde|como|cual|cal)\b)\b")


def _a_wish_asked(s: Signals) -> bool:
    """«2 X para mañana tienen que estar calentitas?», «4 X para el martes, ¿que estén tostaditos?»: things
    counted for a day, and the question only how they should come (a note wish, said last): an order."""
    return bool(s.question and s.notes and any(s.items.explicit) and s.when.has_day and not s.topics
                and not s.items.unknown and clean(s.norm).endswith(clean(s.notes[-1])))


# «¿cambiáis la X?», «¿cambias X?», gl «¿cambiasme a X?», «¿cambiades Xs?»: changing a thing asked of the
# business, with no «me» before the verb (never «¿cambiáis la X por una Y?», a swap; nor a price asked)
_CHANGE_ASKED_RE = re.compile(r"\b(?:cambi|sustitu|substitu)\w*(?:ais|eis|as|es|ades|edes|asme|esme|asnos|adesme|"
                              r"edesme|adesnos)\b(?!.*\b(?:por|pola|polo|polas|polos)\b)")


def _a_change_asked(s: Signals) -> bool:
    """«¿cambiáis la X?», «¿cambiasme a X?» of a thing sold: the job of fitting it asked for, as «¿me cambiáis
    la X?» is."""
    return bool(s.question and not s.topics and not s.asks_options and _CHANGE_ASKED_RE.search(s.norm)
                and not PRICE_SAID_RE.search(s.norm))


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
    if s.thanked_before:
        return "thanks"     # «el sábado pasado cenamos aquí y todo genial, gracias»: its day is gone by
    # «el sábado tardasteis mucho menos»: the day of a praise told of the past is gone by, nothing asked for it
    when_ahead = (s.when.has_day or s.when.has_time) and not PRAISED_BEFORE_RE.search(s.norm)
    if s.praise and not (s.has_items or _unknown_beside_praise(s) or s.want_kw or s.order_kw or s.booking_kw
                         or when_ahead or s.topics or s.trouble):
        return "thanks"     # «me encantan vuestros X», «Marta es un sol»: a compliment, thanked
    reserves = (s.booking_kw or bool(_RESERVE_RE.search(s.norm))) and not _ordering_ahead_asked(s)
    if s.complaint or (s.trouble and not (reserves or _wishes(s) or _asks_it_done(s))) or _advice_for_it(s):
        return "trouble"    # «se me rompió la X»: a problem told about X, not X ordered
    if s.items.replaced and not s.has_items and (not s.question or _asks_it_done(s) or _a_change_asked(s)) \
            and _books_staff(biz):
        return "booking"    # «tengo que cambiar las X» (a part sold): an appointment to fit it, X noted
    if _asks_it_done(s) and _books_staff(biz) and fitting_named(s.norm, biz, s.items.lines) \
            and not any(_is_service(biz, line["item_id"]) for line in s.items.lines):
        return "booking"    # «¿me hacéis el cambio de las X?», asked as «¿me cambiáis las X?» is: X to fit, noted
    kinds = _kinds_named(s, biz)
    asks_of_a_person = s.question and not (s.when.has_day or s.when.has_time)    # «¿Iago hace X?»
    said_when = (s.when.has_day or s.when.has_time) and not s.question     # «<service> el martes a las 10»
    if "service" in kinds and (reserves or s.want_kw or s.order_kw or _asks_a_favour(s) or said_when
                                 or _asks_it_done(s) or (s.resource and not asks_of_a_person)) and _books_staff(biz):
        return "booking"    # «quiero reparar un pinchazo con Brais»: a service is an appointment, not a pickup
    if not kinds and s.resource and (s.when.has_day or s.when.has_time) and not s.question and _books_staff(biz) \
            and _WITH_PERSON_RE.search(s.norm) and not CALLED_OFF_RE.search(s.norm):
        return "booking"    # «pues con Marta el martes a las 10»: a person and a day is an appointment
    if not kinds and s.resource and _books_staff(biz) and _only_a_person_asked(s.norm, biz):
        return "booking"    # «con Marta», «coa Marta, por favor»: an appointment with her, its service asked
    if _asks_for_staff(s.norm, s) and _books_staff(biz):
        return "booking"    # «ponme con Iago»
    if kinds == {"product"} and reserves and biz.can("order") and not s.book_noun:
        return "order"      # «¿puedo reservar un marcapáginas?»: reserving what is sold is ordering it
    if _is_booking(s, biz):
        return "booking"
    if kinds == {"product"} and s.notes and _asks_it_done(s) and biz.can("order"):
        return "order"      # «el <product> para regalo, ¿me lo envolvéis?»: asked for, prepared so
    if _is_order(s, biz):
        # «<service>», «<service> y una <part>»: a service named is an appointment, never a line to pick
        # up; the parts beside it go in its note, as when a day is said («una <part>, que la mía está
        # <symptom>» names no service: the part is ordered)
        services = kinds == {"service"} or any(_is_service(biz, line["item_id"]) for line in s.items.lines) \
            or fitting_named(s.norm, biz, s.items.lines)     # «un cambio de <part>»: the job of fitting it
        return "booking" if services and _books_staff(biz) else "order"
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


# «con Marta», «pues coa Marta, por favor» (the person's words as @): the staff member and nothing more
_ONLY_WITH_A_PERSON_RE = re.compile(r"^(?:(?:pues|pois|y|e|vale|bueno|bo|hola|ola|mejor|mellor|prefiero|prefiro) )*"
                                    r"(?:con|co|coa|cun|cunha)(?: (?:el|la|o|a))? @"
                                    r"(?: (?:por favor|porfa|porfavor|si puede ser|se pode ser|gracias|grazas))*$")


def _only_a_person_asked(norm: str, biz) -> bool:
    return bool(_ONLY_WITH_A_PERSON_RE.match(with_the_person_marked(norm, biz)))


def _advice_for_it(s: Signals) -> bool:
    """«tengo <symptom>, ¿qué me recomiendas?», «¿qué me recomiendas para <symptom>?»: advice asked about a
    problem the dataset gives a service: that service is the advice (not the whole list)."""
    w = s.when
    return bool(s.trouble and s.symptom_of and s.fit is not None and s.fit.advice and not (
        s.want_kw or s.order_kw or w.has_day or w.has_time or s.has_items or s.resource or s.booking_kw))


def _wishes(s: Signals) -> bool:
    """A wish, an order verb, a favour, a day or time, or a topic asked («¿cuánto cuesta?»)."""
    w = s.when
    return bool(s.want_kw or s.order_kw or _asks_a_favour(s) or w.has_day or w.has_time or s.topics
                or s.resource or s.asks_options or s.items.removed or s.items.delta
                or (s.items.mode != "add" and s.has_items))     # «tengo que cambiar las X»: no X held to change


# «¿tenéis poesía?», «busco películas»: things that may be sold, asked for (not «escríbeme un poema»)
# («¿tienen algo de poesía?», «tes poemas?»: every «you have», «you sell», not only the plural)
_GOODS_ASKED_RE = re.compile(r"\b(?:teneis|tedes|tendes|tienen|tienes|tenes|tes|tenen|hay|hai|vendeis|vendedes|"
                             r"venden|vendes|vende|busco|buscaba|buscamos|"
                             r"quiero comprar|quero mercar)\b.*\b(?:poemas?|poesias?|peliculas?|canciones|cancion)\b")


def _names_a_category(biz, norm: str) -> bool:
    words = vocabulary_of(biz).category_words
    return any(singular(w) in words for w in norm.split())


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


def more_than_a_name(s: Signals) -> bool:
    """«<a place>, por favor», «seremos cinco», «que ponga Felicidades»: a note, the party or a
    wording, never the customer's name (a short answer to «¿A nombre de quién?» or not)."""
    return bool(s.notes or s.party is not None or s.party_delta is not None or NOTE_WISH_RE.match(s.norm or "")
                or s.staff_by_word or s.other_resource)
