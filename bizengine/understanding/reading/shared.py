"""Small readings and word patterns used by more than one module of this package."""
from __future__ import annotations

import re

from bizengine.business.hours import day_ranges
from bizengine.language.dates import When
from bizengine.language.text import clean, normalize, singular, to_int
from bizengine.language.times import part_said
from bizengine.understanding.context import ReadingContext
from bizengine.understanding.day_asked_for_it import day_asked_for_it
from bizengine.understanding.details import NAME_AFTER_RE, find_name
from bizengine.understanding.diet import detect_diet
from bizengine.understanding.item_index import index_of, product_words
from bizengine.understanding.item_options import choice_names
from bizengine.understanding.item_words import DEFINITE, OF
from bizengine.understanding.items import COUNT_FILLERS, Found, find_items
from bizengine.understanding.lexicon import (
    ALSO,
    AND_MORE_RE,
    ANOTHER_LIKE_IT_RE,
    APPOINTMENT_NOUNS,
    ASKED_ANEW_RE,
    FOR,
    FOR_A_DAY_RE,
    KEEPS_IT,
    LIKED_RE,
    ORDERED_BEFORE,
    POLITE,
    PRAISE_RE,
    SIZE_WORD_RE,
    TAKEN_JOINED,
    detect_topics,
)
from bizengine.understanding.put_me_down import put_me_down
from bizengine.understanding.signals import Signals
from bizengine.understanding.vocabulary import vocabulary_of


def _strip(rx: re.Pattern, text: str) -> str:
    return rx.sub(" ", text).strip()


def _only(rx: re.Pattern, norm: str, *others: re.Pattern) -> bool:
    text = _strip(rx, norm)
    for o in others:
        text = _strip(o, text)
    return not _strip(POLITE, text)


_WITH_PERSON_RE = re.compile(r"\b(?:con|co|coa|cun|cunha|mejor|mellor|prefiero|prefiro|cambi\w* a|pasa\w* a)\b")
_WITH_RE = re.compile(r"\b(?:ponme|ponedme|pasame|pasadme|poname|ponme cita|pideme|pedidme|pideme cita|dame|dadme|"
                      r"dame cita|apuntame|reservame) (?:con|co|coa|cun|cunha)\b")


def _asks_for_staff(norm: str, s: Signals) -> bool:
    """«ponme con Iago» where Iago is one of the staff, «ponme con el otro», «pásame con la chica»:
    a person for the appointment, not a person to talk to."""
    return (s.resource is not None or s.other_resource or s.staff_by_word) and bool(_WITH_RE.search(norm))


def _books_staff(biz) -> bool:
    return biz.can("booking") and (biz.data.get("booking") or {}).get("mode") == "staff"


# «¿cuánto…?», «¿cómo…?», «¿qué…?»: a question word, so what follows is asked about, not asked for
_ASKS_ABOUT_RE = re.compile(r"\b(?:cuant[oa]s?|cant[oa]s?|como|cuando|cando|donde|onde)\b"
                            r"|^(?:(?:y|e) )?(?:que|cual|cal)\b")


_SOME = frozenset("un una unos unas uns unha unhas otra otro outra outro".split())


_POLITE_WORDS = r"(?:por favor|porfa|porfi|plis|gracias|grazas)"
_POLITE_RE = re.compile(rf"\b{_POLITE_WORDS}\b")


def _outside_names(found: Found, mark: str = "") -> str:
    """The message without catalogue phrases: a product called 'X sin harina' is a name, not a
    diet; one called 'Mesa plegable' is not a table booking. With `mark`, each phrase leaves it
    in its place («reservar <mark> para el martes» is no «reservar para»)."""
    inside: set[int] = set()
    for a, b in found.spans:
        inside.update(range(a, b))
    marks = {a for a, _b in found.spans} if mark else set()
    return " ".join(mark if i in marks else w for i, w in enumerate(found.words) if i not in inside or i in marks)


def _nothing_ordered(s: Signals) -> None:
    """The things read are not ordered (their words are kept)."""
    s.items, s.has_items = Found(words=s.items.words), False


_Worded = tuple[str, str, str] | None        # (what is asked for, the words to write, what they go on)


_LEADS = r"^(?:(?:y|e|pues|pois|ah|oye|oe|por cierto|vale|ok|en realidad|realmente|de hecho|na realidade|de feito)\s+)*"
_WHICH = r"(?:el|la|los|las|o|a|os|as) (?:de|do|da) \w+ "     # «la de 12 es…»: the one held, named
# «la quiero para…», «os necesito pra…»: what the thing held is wanted for
_WANTED = r"(?:lo|la|los|las|o|a|os|as) (?:quiero|queremos|quero|queria|necesito|necesitamos|preciso)"
# «para la», «para un», «pra o», «pro», «pa el»: «for» and the start of what it is for
_FOR_THE = (rf"(?:(?:{FOR}|pa) (?:un|una|unha|el|la|los|las|o|a|os|as|mi|mis|su|sus|mina|mi[nñ]as|meu|meus|sua|seu|"
            r"nuestra|nuestro|nosa|noso)|pro|pra|pal|polo|pola)")     # «pra» as «prá» unaccented


# «esa es para un cumpleaños», «la quiero para la comunión de mi nieta», «é pro bautizo»: what it is for,
# told (a demonstrative or «quiero» only before «para» and a noun: «esa es una buena idea» is a remark)
_THIS = r"(?:ese|esa|esos|esas|este|esta|iso|isto) "


_HANDED_ASKED_AT = frozenset({"name", "phone", "confirm"})     # how it is handed over, said alone: a wish there


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


def _said_as_a_name(said: str, ctx: ReadingContext) -> bool:
    """«me llamo <Things> <Colour>», or the words refused as a name said again, the same, to the name
    question: the customer's name."""
    return NAME_AFTER_RE.search(said) is not None \
        or ctx.get("awaiting") == "name" and clean(said) == clean(ctx.get("said_last") or "-")


_ORDERED_BEFORE_RE = re.compile(rf"\b(?:{ORDERED_BEFORE})\b")
# «encargué/reservé…» first, accented as typed (folded, «Encargue una X, por favor» is formal): in the past
_SAID_IN_THE_PAST_RE = re.compile(r"^\W*(?:(?:hola|buenas|buenos d[ií]as|bos d[ií]as|oye|oe|mira|pues|pois|yo|eu)\W+)*"
                                  r"(?:encargué|reservé)\b", re.IGNORECASE)


def _ordered_before(s: Signals, norm: str) -> bool:
    """«ayer encargué…», «reservé para…» (the accent as typed): a request made before; not when another
    like it is asked for («encargué una X y me encantó, ¿me hacéis otra igual?», «reservé mesa el año
    pasado y repetimos: …»: a new one)."""
    return bool(_ORDERED_BEFORE_RE.search(norm) or _SAID_IN_THE_PAST_RE.match(s.text or "")) \
        and not (ANOTHER_LIKE_IT_RE.search(norm) or ASKED_ANEW_RE.search(norm))


# «al abrir», «la primera que haya» to «¿A qué hora?» (with dates.FIRST_THING_RE, «a primera hora», and
# lexicon.ANYONE_RE, «me da igual»; «cuanto antes» is read by parse_when itself)
_WHO_RE = re.compile(r"\b(?:(?:igual|lo mismo|o mesmo|indiferente) (?:con )?(?:quien|quen|la persona|a persoa)|"
                     r"(?:con |co )?(?:quien|quen) (?:sea|sexa|este libre|estea libre))\b")
_THE_TIME_TOO_RE = re.compile(r"\b(?:hora|cercana|proxima|primera|primeira)\b")


# At the note question, what changes the request rather than describes it: a verb of ordering,
# another one, a count set, a product taken out, one more thing («te quiero, mamá» is a card's words)
_CHANGES_IT_RE = re.compile(r"\b(?:(?<!te )(?<!os )(?<!vos )(?:quiero|quero)|ponme|pon|ponnos|pones|poneis|pondes|"
                            r"anad\w*|engad\w*|tambien|tamen|ademas|ademais|otr[oa]s?|outr[oa]s?|mas|mais|quita\w*|"
                            r"saca\w*|olvida|esquece|cambia\w*|mejor|mellor|en vez|en lugar|que sean|que sexan|"
                            r"al final|ao final|sin|sen|de paso|aprovecho|aproveito|se me olvid\w*|esquecin\w*|"
                            r"esqueceume|pedir|encargar|encomendar)\b|^(?:y|e|ah y|ah e|oye y|oe e) ")


_ABOUT_TOPICS = {"price", "product", "allergens", "duration"}
FORM_STEPS = ("name", "phone", "note")      # answers that are the customer's own words, not a booking
FILLERS = frozenset("pues pois vale ok okey oki venga dale bueno bo entonces enton daquela y e si perfecto genial"
                    .split())
# What may stand beside «vale» and a day or a time when the product just priced is taken
_AROUND_A_DAY = FILLERS | DEFINITE | OF | frozenset("para pa pra pal pro lo le a al ao as do da mejor mellor me nos "
                                                    "porfa por favor ese esa eso este esta esto iso isto mismo "
                                                    "mesmo un uno una unha".split())


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


_THIS_OR_NEXT_RE = re.compile(r"\b(?:este|esta|estes|ese|que viene|que ven|proximo|proxima|seguinte|siguiente)\b")


def _priced_to_take_home(biz, ctx: ReadingContext) -> str | None:
    """The one thing just priced (or said to be sold), to take home, none of it held: not a service nor
    a table, which are booked."""
    item = ctx.get("item_asked_now")
    if item is None or item != ctx.get("last_item") or not ctx.get("priced_now") or not biz.can("order"):
        return None
    held = any(line.get("item_id") == item for line in ctx.get("cart") or [])
    return None if _is_service(biz, item) or _at_a_table(biz, item) or held else item


def _asked_about_another(ctx: ReadingContext) -> bool:
    """The product talked about last is none of the order's («¿cuánto cuesta la X?» mid-order):
    «ponme una», «vale, una» are of it."""
    held = {line.get("item_id") for line in ctx.get("cart") or []}
    return ctx.get("last_item") is not None and ctx["last_item"] not in held


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


# «a las 9», «el 12», «el día 13», «o día 13»: a time or a date, not how many
_NOT_A_COUNT_AFTER = frozenset(("las", "a", "as", "el", "o", "de", "para", "dia"))


def _is_service(biz, item_id: str | None) -> bool:
    return bool((biz.products.get(item_id or "") or {}).get("duration_minutes"))


# A phone said in words, with its cue: «, el teléfono seis uno dos, tres cuatro cinco…»
_SPOKEN_NUMBER_RE = re.compile(
    r"(?i:[\s,]*(?:(?:y|e|el|o|mi|meu|teléfono|telefono|móvil|movil|móbil|mobil|número|numero|tlf)\s+)*"
    r"(?:\b(?:cero|uno|una|unha|dos|dous|dúas|duas|tres|cuatro|catro|cinco|seis|siete|sete|ocho|oito|nueve|nove|"
    r"\w+cientos|\w+centos|ciento|cento|diez|dez|once|doce|trece|catorce|quince|dieci\w+|veint\w+|vint\w+|"
    r"treinta|trinta|cuarenta|corenta|cincuenta|cincoenta|sesenta|setenta|ochenta|oitenta|noventa|y|e|[0-9]+)\b"
    r"[\s,.-]*){5,})")


# «¿y el 9?», «e o 26?», «¿y el día 2?» right after the hours of a day: a day of that day's month
_ONLY_A_DAY_NUMBER_RE = re.compile(r"(?:(?:y|e|pues|pois|entonces) )?(?:(?:el|o|para el|para o) )?(?:dia )?"
                                   r"(?P<n>[0-9]{1,2})")


def _on_the_day_talked_about(w: When, biz, day: str | None, taken: bool = False) -> None:
    """«¿Abrís el domingo?» then «vale, pues somos 3 a las 14», «a las 14 para 3» or «¿y por la
    tarde?»: a time or a part of the day with no day of its own is on the day just asked about, when
    the business opens then; so is a thing or a table `taken` with «vale, pues…» («vale, pues 2 X»)."""
    if day and (w.has_time or w.part or taken) and not (w.has_day or w.ambiguous_day or w.invalid_day or w.period) \
            and day_ranges(biz, day):
        w.ymd, w.has_day = day, True


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
                         rf"|{KEEPS_IT}"      # «quedo con el», «mo quedo», «quedámolo»
                         r"|(?:apunta|anota|encarga|prepara|pide|pon|ponme|anade)(?:me|nos)?(?:la|lo|las|los)"
                         # «apúntamo», «pídemo», «encárgoo», «encárgomo», «pídoa», «engádea»: the Galician
                         # pronoun joined
                         r"|(?:apunta|anota|encarga|prepara|pide|pon|engade)(?:mo|ma|nolo|nola|nolos|nolas)"
                         r"|engade(?:a|o|as|os)"
                         rf"|{TAKEN_JOINED}"
                         r"|(?:querola|querooa|apuntamea|apuntameo|collooa))\b")


def _a_bare_count(norm: str) -> int | None:
    """«pues 3», «vale, dos», «pois tres porfa»: one count from 1 to 30 and fillers only."""
    words = [w for w in _POLITE_RE.sub(" ", norm).split() if w not in COUNT_FILLERS]
    n = to_int(words[0]) if len(words) == 1 else None
    return n if n is not None and 0 < n <= 30 else None


# «ás dúas», «às 2» as typed: the accent tells the hour from «as dúas» (both), which folding loses; so
# it is read on the raw text, and kept here (the lexicon's patterns are all folded)
_AT_TWO_TYPED_RE = re.compile(r"\b(?:ás|às) (?:dúas|duas|2)\b", re.IGNORECASE)


def _a_few(norm: str) -> bool:
    """«vale, una», «pues dos» right after another product's price: how many of it, not one o'clock
    (a filler first, and three at most)."""
    count = _a_bare_count(norm)
    return count is not None and count <= 3 and norm.split()[0] in COUNT_FILLERS


# the longer first: «ambas cosas» before «ambas»; «me hago las dos» (a service's verb) says them taken
_BOTH_RE = re.compile(r"\b(?:(?:me|nos) (?:hago|hacemos|fago|facemos) |fagome |facemonos )?"
                      r"(?:(?:las|as|pras) (?:dos|duas|2) (?:cosas|cousas)|(?:ambas|ambos) (?:cosas|cousas)|"
                      r"(?:los dos|ambos|os dous|los 2|os 2) (?:servicios|servizos)|"
                      r"los dos|las dos|ambos|ambas|os dous|as duas|todo eso|todo iso|os 2|las 2|los 2)\b")


# the word that left a time said about («el miércoles sobre las 5», «hacia las 5», «tipo 5»), once the time is out
_ABOUT_AN_HOUR_RE = re.compile(r"\b(?:sobre|hacia|cara|tipo|a eso de|arredor de)\b")
# the words that left the day said the next one («el próximo martes», «o martes que vén», «el martes de la
# semana que viene»), once the day is out
_NEXT_WEEKDAY_WORDS_RE = re.compile(r"\b(?:(?:de|da) (?:la |a )?semana )?(?:que viene|que ven|proximo|proxima|"
                                    r"vindeiro|vindeira)\b")


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


def _takes_it(s: Signals, norm: str, biz, item_id: str, whom: frozenset[str] = frozenset(),
              asked_of_it: bool = False) -> bool:
    """After an answer about `item_id`: «vale, para el martes», «ok la quiero», «me la apuntas para
    el martes a las 10?», «vale, me lo hago el viernes a las 11» (a service) take that one, where it
    can be ordered or booked. Not a thanks or a question about something else. `whom`: the words
    that may say who it is for, which then is enough without a day («vale, para mi madre»). `asked_of_it`:
    the answer was about the thing (its price, what it has): «¿podría ser el lunes?», «¿y para el jueves?»
    then ask for it that day (after «¿llega para el martes?», «¿y para el lunes?» asks the same again)."""
    service = bool(biz.products[item_id].get("duration_minutes"))
    bookable = service or _at_a_table(biz, item_id)
    if not (biz.can("booking") if bookable else biz.can("order")) or AND_MORE_RE.search(norm):
        return False
    took = _TAKE_IT_RE.search(norm) or put_me_down(norm)     # «apúntame el martes»: it, for me
    opens = took or _ACCEPT_RE.match(norm) or FOR_A_DAY_RE.match(norm) or s.when.has_day    # «hoy a las 13»
    # (a bare «a las 11» takes nothing: it may ask whether the business is open then)
    if not opens or not (took or whom or s.when.has_day or s.when.has_time):
        return False
    if s.question and not took:
        # «¿podría ser el lunes?»: that day, wished (a dish of a place with tables: whether it is served
        # that day, answered from its data)
        return asked_of_it and (service or not bookable) and day_asked_for_it(norm, s.when, service)
    # nothing else said: «vale, el martes te digo», «lo quiero pensar», «me lo hago en casa» put it off
    rest = _ACCEPT_RE.sub("", norm.replace(took.group(0), " ") if took else norm)
    if took:        # «muy bonito, lo quiero», «precioso, quédoo»: praised, then taken
        rest = LIKED_RE.sub(" ", PRAISE_RE.sub(" ", rest))
    for said in (s.when.day_text, s.when.time_text, s.when.part and part_said(rest)):
        rest = rest.replace(said, " ", 1) if said else rest
    rest = _ABOUT_AN_HOUR_RE.sub(" ", rest) if s.when.has_time else rest      # «sobre las 5», «cara ás 5»
    rest = _NEXT_WEEKDAY_WORDS_RE.sub(" ", rest) if s.when.has_day else rest      # «el martes que viene»
    return all(w in _AROUND_A_DAY or re.fullmatch(ALSO, w) or singular(w) in whom      # «pónmela también»
               for w in rest.split())


def _at_a_table(biz, item_id: str) -> bool:
    """A dish or a menu at a business that books tables and takes no orders: it is had at a table."""
    return not biz.products[item_id].get("duration_minutes") and not biz.can("order") and _books_tables(biz)


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


def _books_tables(biz) -> bool:
    return biz.can("booking") and (biz.data.get("booking") or {}).get("mode") == "tables"


# «¿podéis el martes a las 11…?», «¿me la miráis el martes?», «¿el martes a las 11 puede ser?»
_CAN_YOU_THEN_RE = re.compile(r"\b(?:podeis|podedes|puedes|podes|podriais|poderiades|puede ser|pode ser|"
                              r"(?:me|nolo|nola|mo|ma) (?:lo |la |o |a )?(?:mirais|miras|miredes|mirades|"
                              r"arreglais|arranxades|hacéis|haceis|facedes))\b")


def _a_thing_in_lower_case(name: str, text: str, biz) -> bool:
    """A «name» of catalogue words written in lower case («…, son mechas»); «Soy Rosa» stays a name."""
    known = index_of(biz).known
    return bool(re.search(rf"\b{re.escape(name.lower())}\b", text)) \
        and all(singular(normalize(w)) in known or to_int(normalize(w)) is not None for w in name.split())


# «Ana, y son 4 X», «Ana. Ah, y mejor 4», «Uxía; e engade unha Y»: the name, then the change
_NAME_THEN_RE = re.compile(r"^\s*(?P<n>[^\W\d_]+(?:\s+[^\W\d_]+){0,2})\s*[,.;:]\s*(?:(?:ah|ai|oye|oe|y|e|por cierto|"
                           r"por certo|tambi[eé]n|tam[eé]n)\b[\s,]*)+\S", re.IGNORECASE)


def _name_then_a_change(text: str, awaiting: str | None, biz) -> str | None:
    """To «¿A nombre de quién?», a name said first and a change of the order after it."""
    m = _NAME_THEN_RE.match(text) if awaiting == "name" else None
    name = find_name(m.group("n"), "name", allow_plain=True) if m else None
    return None if name is None or _a_thing_in_lower_case(name, normalize(text), biz) else name



_AROUND_A_REQUEST = _AROUND_A_DAY | frozenset("hola ola buenas boas por pola polo cita hora vez una un unha te"
                                             .split())


def _words_of_when(w: When, text: str) -> set[str]:
    """The words the day, the time and the part of the day of `text` were read from."""
    return set(clean(" ".join(x for x in (w.day_text, w.time_text, part_said(text)) if x)).split())


# «¿puedo pasar el lunes?», «¿podo levar a bici o xoves?»: coming on a day, where visits are booked
# (not «no podemos ir», nor «¿se puede ir con perro?», which asks about the place)
_CAN_I_COME_RE = re.compile(r"^(?!.*\b(?:a que hora|cuando|cando|desde que hora|hasta que hora)\b)"    # «¿a qué hora…?»
                            r".*(?<!\bno )(?<!\bnon )\b(?:puedo|podo|podemos|podria|poderia|podriamos) "
                            r"(?:pasar|pasarme|pasarnos|ir|irme|acercarme|achegarme|venir|vir|"
                            r"(?:llevar|levar|traer|trae|dejar|deixar)(?:la|lo|a|o|sela|selo|vola|volo)?|"
                            r"levala|levalo|traela|traelo|deixala|deixalo)\b"
                            r"|\b(?:os la dejo|os lo dejo|volo deixo|vola deixo|cabemos|collemos)\b")


# «¿y 6?», «e media ducia?», «¿y si son 10?» right after a product's price: that many of it
# «¿y 3?», «¿y si compro 2?», «¿y 10 de ellos?», «¿para 4 cuánto sería?», «¿e se collo 3?»: that many of it
_AND_A_COUNT_RE = re.compile(r"(?:(?:y|e) (?:(?:si|se) (?:son|fueran|fuesen|fosen|cojo|collo|pido|compro|quiero|"
                             r"quero|llevo|levo|me llevo|me levo) |(?P<for>para|pra|pa) )?"
                             r"|(?P<for_alone>para|pra|pa) )"
                             r"(?:(?P<half>media) |(?:una|unha) )?(?P<n>[0-9]{1,3}|[a-z]+)"
                             r"(?: (?:unidades|unidads|de ellas|de ellos|delas|deles|dellas|dellos|personas|persoas))?"
                             r"(?: (?:cuanto|canto) (?:seria|serian|son|es|e|sale|salen|sae|saen|costaria|costarian|"
                             r"custaria|custarian|cuesta|cuestan|custa|custan|vale|valen))?")


_AND_FIRST_RE = re.compile(r"^(?:(?:y|e|pero|mais|ah|ai|ay|oye|oe|tambien|tamen|ademas|ademais)\s+)+")


def _option_words(biz) -> frozenset:
    """The words of the options' names and of what their choices count («8 porciones»: «porcion»)."""
    options = [o for o in (biz.catalog.get("options") or {}).values() if o.get("choices")]
    names = [n for o in options
             for n in ((o.get("name") or {}).values() if isinstance(o.get("name"), dict) else [o.get("name") or ""])]
    counted = [ws[i + 1] for o in options for ch in o["choices"] for a in choice_names(ch)
               for ws in [clean(a).split()] for i in range(len(ws) - 1) if ws[i].isdigit()]
    return frozenset(singular(w) for n in names for w in clean(n).split()) | {singular(w) for w in counted}


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
