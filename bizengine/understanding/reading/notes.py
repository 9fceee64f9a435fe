"""Notes for the order: what it is for, remarks, a measure, a note changed or asked (the helpers of
`_read_notes`, which stays in reader.py as it reads a part again, and `_what_it_is_told`)."""
from __future__ import annotations

import re
from datetime import datetime

from bizengine.language.dates import When, parse_when
from bizengine.language.days import WEEKDAY_WORDS
from bizengine.language.text import as_said, clean, to_int
from bizengine.understanding.context import ReadingContext
from bizengine.understanding.details import PARTY_RE, find_party
from bizengine.understanding.item_words import qty_token
from bizengine.understanding.lexicon import CHANGE_VERB, FOR, IT_IS
from bizengine.understanding.lines_described import one_of_the_at
from bizengine.understanding.note_talk import a_favour_asked, note_changed
from bizengine.understanding.notes import tells_a_health_need
from bizengine.understanding.reading.shared import (
    _AROUND_A_DAY,
    _FOR_THE,
    _HANDED_ASKED_AT,
    _LEADS,
    _SOME,
    _THIS,
    _WANTED,
    _WHICH,
    _words_of_when,
)
from bizengine.understanding.refers_back import gender_pointed, the_one_pointed_at, wish_pointed
from bizengine.understanding.remarks import GALICIAN_IS_RE
from bizengine.understanding.signals import Signals
from bizengine.understanding.size_pointed import for_whom, line_pointed_by_size
from bizengine.understanding.vocabulary import vocabulary_of

# «es para un cumpleaños», «es un regalo», «son para una boda», «é unha <thing> de <kind>»: what it is, told
_IT_IS_RE = re.compile(rf"{_LEADS}(?:{_WHICH})?(?P<verb>{IT_IS}) (?:{_FOR_THE}\b|un|una|unha|unos|unas|de)\b")


_IT_IS_FOR_RE = re.compile(rf"{_LEADS}(?:{_WHICH}|{_THIS})?(?P<verb>{IT_IS}|{_WANTED}) {_FOR_THE} (?!(?:que|de)\b)\w")
_FOR_THE_RE = re.compile(rf"{_FOR_THE}\b")
_APOLOGY_FIRST_RE = re.compile(r"^\s*(?:perd[oó]n\w*|perdo[ae]|disculp\w*|desculp\w*)[\s,.!]+", re.IGNORECASE)
# «para mi hija», «perdona, son para mi madre», gl «pra a miña nai»: whom it is for, said alone (an apology
# before it or not)
_FOR_ONES_OWN_RE = re.compile(rf"^(?:(?:perdona|perdon|perdone|perdoa|disculpa|disculpe|desculpa|ah|oye|oe|y|e|pues|"
                              rf"pois|vale|ok)\s+)*(?:(?:{IT_IS}) )?(?P<verb>{FOR}|pa|pro|pra) (?:a |o )?"
                              r"(?:mi|mis|su|sus|mina|minas|meu|meus|sua|seu|tu|tus|nuestra|nuestro|nosa|noso) "
                              r"[a-z]{3,}")


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


def _what_it_is_told(s: Signals, norm: str, ctx: ReadingContext) -> None:
    """«es para un cumpleaños», «é unha <model> de <kind>» mid-request, with nothing else said:
    what it is, for the note (not «son unos 6», a count; nor «es para mí»)."""
    if not ctx.get("awaiting"):
        return
    told = _IT_IS_RE.match(norm) or _IT_IS_FOR_RE.match(norm) or _ITS_PART_IS_RE.match(norm) \
        or _AGE_TOLD_RE.match(norm) or _FOR_ONES_OWN_RE.match(norm)
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
        s.notes = [_APOLOGY_FIRST_RE.sub("", s.text).strip(" .!")]     # whole: «es una <model> de paseo, <part> 700»
        #                                                                    (not cut at the number)


def _cut_at_a_number(note: str, norm: str) -> bool:
    """«una <model> de paseo <part>» read from «… <part> 700»: the note stopped at a number."""
    at = norm.find(note)
    after = norm[at + len(note):] if at >= 0 else ""
    return after[:1] == " " and after[1:2].isdigit()


def _a_measure(words: list[str], i: int) -> bool:
    """«700», «28 pulgadas», «29 mm»: a number that measures something, not a count of people or things."""
    return (words[i].isdigit() and len(words[i]) >= 3) or (i + 1 < len(words) and words[i + 1] in _MEASURE_UNITS)


_CHANGE_VERB_RE = re.compile(rf"^{CHANGE_VERB}\s+(?:(?:la|el|a|o|las|los|as|os)\s+)?", re.IGNORECASE)


def _handed_asked(ctx: ReadingContext) -> bool:
    """Whether how it is handed over, said alone, is a wish for the note now: at the contact and summary
    questions, and at an order's time question («para llevar a la oficina»; not a table's)."""
    awaiting = ctx.get("awaiting")
    return awaiting in _HANDED_ASKED_AT or (awaiting == "time" and bool(ctx.get("cart")))


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


# with a time held, «a las 16 tenemos que estar en el tren», «salgo de trabajar a las 13, ¿llego?»,
# «ás 16 temos que marchar»: where the customer must be by then, not a new time for the request
_ELSEWHERE_BY_RE = re.compile(r"\b(?:(?:tenemos|tengo|temos|teño|teno|hay|hai|tiene|ten) que (?:estar|irnos|irme|ir|"
                              r"marchar|marcharnos|marcharme|salir|sair|coger|coller|entrar|volver|voltar)|"
                              r"(?:salgo|saio|salimos|saimos|entro|entramos) (?:de|do|del|a|al|ao) "
                              r"(?:trabajar|traballar|trabajo|traballo|curro|clase|colegio|cole)|"
                              r"(?:el|o) (?:tren|autobus|bus|avion|vuelo|voo|barco)\b)")
_A_WORDING_RE = re.compile(r"^que (?:ponga|pongan|pona|ponan|diga|digan|lleve escrito|leve escrito)\b")


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
