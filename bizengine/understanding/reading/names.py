"""The customer's name: said, corrected, spelt whole or ahead of the step asking it (`_read_names`)."""
from __future__ import annotations

import re

from bizengine.language.dates import When
from bizengine.language.text import clean, normalize, singular, to_int
from bizengine.understanding.context import ReadingContext
from bizengine.understanding.courtesy_nouns import a_courtesy_noun
from bizengine.understanding.details import (
    NAME_AFTER_RE,
    a_whole_name,
    contact_name,
    corrects_name,
    find_name,
    kin_named_later,
    lower_names_at,
    name_retyped,
    name_said_whole,
    only_a_name,
    someone_named,
    with_surname,
)
from bizengine.understanding.item_index import index_of, product_words
from bizengine.understanding.items import CONTACT_ANSWERS
from bizengine.understanding.lexicon import (
    AT_TWO_RE,
    COMING_BACK_RE,
    DECLINE_RE,
    EVERY_ONE_FEMININE_RE,
    EVERY_ONE_FILLERS,
    EVERY_ONE_RE,
    HOLIDAY_RE,
    NOTE_WISH_RE,
    PHONE_OFF_RE,
    PHONE_WORD_RE,
    WITH_WORDS,
)
from bizengine.understanding.note_talk import handed_how
from bizengine.understanding.reading.intent import more_than_a_name, order_intent
from bizengine.understanding.reading.shared import (
    _AT_TWO_TYPED_RE,
    _HANDED_ASKED_AT,
    _POLITE_WORDS,
    _PRICE_REACTION_RE,
    _SPOKEN_NUMBER_RE,
    _WITH_PERSON_RE,
    _a_thing_in_lower_case,
    _name_then_a_change,
    _nothing_ordered,
    _only_trade_words,
    _outside_names,
    _said_as_a_name,
    _things_described,
    _Worded,
)
from bizengine.understanding.signals import Signals
from bizengine.understanding.vocabulary import vocabulary_of

_REFUSES_A_DETAIL_RE = re.compile(r"\b(?:no|non) (?:quiero|quero|queria|necesito|preciso|puedo|podo) "
                                  r"(?:el|la|las|o|a|as|ao|al|con|co|coa|cun|cunha|para|pra|ese|esa|este|esta)\b")


# «me llamo Iago», «soy Brais», «a nombre de Brais», «chámome Iago»: the customer's own name follows
_INTRODUCES_RE = re.compile(r"\b(?:me llamo|mi nombre es|soy|a nombre de|chamome|o meu nome e|son o|son a)\b")
# to the name question, a staff name after «no» or «que sea»: «no, Uxía», «ay no, que sea Uxía»
_PERSON_INSTEAD_RE = re.compile(r"^(?:(?:ay|uy|ai|pues|pois|bueno|bo)\s+)*(?:no|non)\b|\bque (?:sea|sexa)\b")
# «co Xan», «con Laura» to the name question: a person asked for, not the customer's name
_WITH_SOMEONE_RE = re.compile(r"^\s*(?:con|co|coa|cos|coas|cun|cunha)\s+\w", re.IGNORECASE)


def _names_the_staff(name: str, resource: str) -> bool:
    said = set(clean(name).split())
    return resource in said or bool(said & WITH_WORDS)


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
    s.name = None if s.pickup_only else whole or s.name      # «pa levar»: picked up, no name
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
    if not s.name:
        s.name = kin_named_later(scrubbed)      # «…para mi madre, un <service> el jueves, se llama Carmen»
    if s.name and _a_feast_named(s.name, norm):
        s.name = None       # «para Navidad», «es para Reyes»: when it is for, not who
    mended = _NAME_MENDED_RE.match(scrubbed) if not s.has_items else None
    if mended and (ctx.get("awaiting") == "name" or (ctx.get("awaiting") in CONTACT_ANSWERS and ctx.get("held_name")
                                                     and clean(mended["old"]) == clean(ctx["held_name"]))):
        s.name = only_a_name(mended["n"]) or s.name     # «Ana, no, Lucía», «Ana non, perdoa, Sabela»
    if ctx.get("awaiting") == "name" and not s.name and not s.has_items and "," in scrubbed:
        s.name = only_a_name(scrubbed.split(",", 1)[0])     # «Ana, llamadme si hay algún problema»
    if not s.name and ctx.get("awaiting") in _OTHER_STEPS | {"name"} and not ctx.get("held_name") \
            and not (s.has_items or s.question) and (signed := _signed_off(scrubbed)) is not None:
        s.name = only_a_name(signed)        # «Marta, un abrazo» to «¿A qué hora?»: the name, the courtesy aside
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
        whom = s.name.split(maxsplit=1)[-1]     # «co Xan», «con Laura»: nobody here; «cos dous»: a count, no one
        s.person_unknown, s.name = (None if to_int(normalize(whom)) is not None else whom), None
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


def _a_feast_named(name: str, norm: str) -> bool:
    folded = normalize(name)
    return bool(HOLIDAY_RE.fullmatch(folded)) and re.search(rf"\b(?:para|pra) {re.escape(folded)}\b", norm) is not None


_OTHER_STEPS = frozenset(("time", "day", "option", "resource", "service", "party", "count"))
# the words beside a courtesy noun in a sign-off: «un abrazo», «muchos besos», «un saludo y gracias»
_SIGN_OFF_WORDS = frozenset("un una unha muchos muchas moitos moitas y e gracias grazas mil".split())


def _signed_off(scrubbed: str) -> str | None:
    """«Marta, un abrazo», «Ana. Un saludo»: what comes before a sign-off said last; None for any other."""
    head, _, tail = scrubbed.replace(".", ",").partition(",")
    words = clean(tail).split()
    if not (head.strip() and words) or not any(a_courtesy_noun(w) for w in words):
        return None
    return head if all(w in _SIGN_OFF_WORDS or a_courtesy_noun(w) for w in words) else None


def _nothing_else(s: Signals, biz) -> bool:
    """The message carries nothing the open question could take: no product, size, day, time,
    part of the day, person of the staff, party or yes/no, and no catalogue word."""
    known = index_of(biz).known
    return not (s.has_items or s.items.stray_options or s.items.unknown or s.when.has_day or s.when.has_time
                or s.when.part or s.resource or s.party or s.yes or s.no or s.question
                or any(singular(w) in known for w in s.norm.split()))


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


_NAME_WITH_A_DAY_RE = re.compile(r"^\W*(?:(?i:soy|me llamo|chámome|chamome|son)\s+)?(?P<n>[A-ZÁÉÍÓÚÑ][a-záéíóúñ]+"
                                 r"(?:\s+(?:de\s+|del\s+)?[A-ZÁÉÍÓÚÑ][a-záéíóúñ]+){1,3})[\s,.]*"
                                 r"(?:\+?[0-9][0-9 .-]{7,})?\W*$")


# «Ana, no, Lucía», «Ana non, perdoa, Sabela», «Ana, digo Lucía»: the name said last
# (not «Lucía, no Ana»: Lucía, not Ana)
_NAME_MENDED_RE = re.compile(r"^(?:(?:a nombre de|a nome de)\s+)?(?P<old>[^,]+?),?\s+(?:(?:no|non)\s*[,.;]\s*|"
                             r"(?:perdon|perdona|perdoa|digo|mejor|mellor|sino|senon|quiero decir|quero dicir)\b"
                             r"[\s,.]*)+(?:(?:de|a nombre de|a nome de)\s+)?(?P<n>[^,]+?)[\s.!]*$", re.IGNORECASE)


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


_SPOKEN_TAIL_RE = re.compile(_SPOKEN_NUMBER_RE.pattern + r"\W*$")


def _every_one(s: Signals, norm: str, scrubbed: str, biz) -> bool:
    """«las dos», «X para los dos», «uno para cada uno», «cadanseu» as a short reply: every one of
    the people said. Not an hour («a las dos», «después de las dos», «ás dúas»; any other time
    said is no filler), nor a sentence about them («gracias a los dos», «las dos somos rubias», «cada
    uno paga lo suyo»)."""
    if not EVERY_ONE_RE.search(norm) or AT_TWO_RE.search(norm) or _AT_TWO_TYPED_RE.search(s.raw or scrubbed):
        return False
    known = vocabulary_of(biz).product_words
    return all(w in EVERY_ONE_FILLERS or w in known for w in EVERY_ONE_RE.sub(" ", norm).split())


def _the_field_beside_the_phone(name: str, said_by: str, biz, lower_case: bool) -> bool:
    """Whether the name is the one standing as a field beside the phone («…, a las 10, ana 600…»),
    which the item reader left out."""
    field = contact_name(said_by, product_words(biz), lower_case)
    return field is not None and field.name == name


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
