"""Details a message carries: a name, a phone, an e-mail, a party size; and the business's own
words (resources, handoff topics, refusal rules, holiday names) as compiled indexes."""
from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import takewhile

from rapidfuzz import fuzz

from bizengine.language.days import CORRECTION, WEEKDAY_WORDS, WEEKDAYS
from bizengine.language.feast_in_a_name import feast_said
from bizengine.language.phones import find_phones
from bizengine.language.text import NUMBER_WORDS, clean, normalize, singular, to_int
from bizengine.understanding.feast_nouns import feast_nouns
from bizengine.understanding.lexicon import (
    BOOKING_ASKED_WORDS,
    COULD_BE,
    FOR,
    IT_IS,
    MY,
    OOPS,
    SORRY,
    SWAP_LEAD_IN,
    WANT_IT_WORDS,
    WE_ARE,
    WITH_WORDS,
    folded_re,
)

# A capital and letters of any Latin alphabet (Latin-1 and Latin Extended-A): «Inês», «João», «Łukasz».
_NAME_WORD = r"[A-ZÀ-ÖØ-ÞĀ-ž][a-zß-öø-ÿĀ-žªº'’]+(?:-[A-ZÀ-ÖØ-ÞĀ-ž]?[a-zß-öø-ÿĀ-žªº'’]+)*"   # «Fernández-Pérez»
# «Sra. Castro», «Don Manuel»: a courtesy title is part of how the name is said
_TITLE = r"(?:(?:Sra?|Srta|Dña|Dª|Dn|D|Don|Doña|Dona)\.?\s+)?"
# «María del Carmen», «Xosé da Silva», «Jose Luis Fernández García»: up to four words
_FULL_NAME = (_TITLE + _NAME_WORD + r"(?:\s+(?:(?:de|da|do|del|dos|das)\s+(?:la\s+|los\s+)?)?" + _NAME_WORD
              + r"){0,3}")
# «a nombre de mi marido, Andrés», «lo recoge mi hija Laura»: the name after who the person is
_RELATIVE = r"(?:(?i:mi|mis|meu|miña|mina|a miña|a mina|o meu)\s+\w+,?\s+)?"
NAME_AFTER_RE = re.compile(
    r"(?i:\b(?:soy|me llamo|mi nombre es|a nombre de|al nombre de|ao nome d[eao]|a nome d[eao]|chámome|me chamo|"
    r"chamome|son(?: o| a)?|o meu nome é|o meu nome e|de parte de|nombre:|nome:|(?<=, )nombre|(?<=, )nome|(?:el|o) nombre a|"
    # «el nombre completo es Antía Souto», «nome e apelidos: Antía Souto»
    r"(?:nombre completo|nome completo|nombre y apellidos?|nome e apelidos?)(?: (?:es|son|é|e|sería|sería))?:?|"
    r"o nome a|"
    r"(?:lo|la|los|las|o|a|os|as) "
    r"(?:recoge|recogerá|recogera|recolle|recollerá|recollera|pasa a buscar|vai buscar))),?\s+"
    + _RELATIVE + "(?P<n>" + _FULL_NAME + ")")
# «perdona, el nombre es Carmela»: a name corrected, only when the message starts with it (inside a
# wording, «Feliz cumpleaños, el nombre es Lucas», it is the cake's)
_NAME_FIX_RE = re.compile(
    r"(?i:^(?:(?:perdona|perdón|perdon|perdoa|disculpa|desculpa|oye|oe|ah|ay|ai|uy|ui|por cierto|por certo|no|non|"
    r"s[ií]|espera|agarda|ojo|ollo|corrijo|corrixo|me equivoqu[eé]),?\s+)*"
    r"(?:(?:el|o) (?:nombre|nome)(?: correcto)?(?: (?:está|esta) mal)?,? (?:es|é|e)|"
    r"(?:pon|ponlo|ponla|pona|póñao|ponao|apúntalo|apuntalo|apúntala|apuntala)(?= \S+,? (?:no|non) \S+\W*$)|"
    r"(?:me he equivocado|me equivoqué|me equivoque|equivoqueime|trabuqueime|me confundí|me confundi) "
    r"(?:de|co|con el|en el|no) (?:nombre|nome),? (?:es|é|e|soy|son))),?\s+(?P<n>" + _FULL_NAME + ")")
CAPITALISED_RE = re.compile(_FULL_NAME)
# Who it is for, named, answering «¿A nombre de quién?» (what follows the name is something else):
# «es para Juan pero llamad a mi número», «para Ana, que lo recoge ella», «pon o nome do meu home, Xosé»,
# «es para mi madre, se llama Carmen», «es para mi hija de 8 años, se llama Lucía», «é pra miña neta, que fai
# 8 anos, chámase Uxía» (who the person is, told, before «se llama»); with the name question open, also
# without «para»: «mi hija se llama Lucía», «la niña cumple 8 y se llama Lucía»
_NAME_OF = r"(?:(?:pon|apunta|ponlo|pono)\s+)?(?:el |o )?(?:nombre|nome) (?:de|do|da)|a nombre de|a nome de"
_KIN = r"(?:mi|meu|miña|mina|a miña|a mina|o meu)\s+\w+"
_TOLD_OF = r"(?:[\s,]+[^.;:!?]*?)?[\s,]+(?:(?:y|e)\s+)?(?:que )?(?:se llama|se chama|chámase|chamase)\s+"
_NAME_ENDS = r"(?=[\s.!]*$|\s*[,.;:!]|\s+(?i:pero|y|e|que|mas|porque|gracias|grazas)\b|\s+\+?[0-9])"
_THE_NAME = rf"(?:(?P<n>{_FULL_NAME})|(?<=\s)(?P<plain>[^\W\d_]{{2,}}(?:\s+[^\W\d_]{{2,}})?)){_NAME_ENDS}"
_FOR_SOMEONE_NAMED_RE = re.compile(
    rf"(?i:^(?:(?:{IT_IS}|seria|sería) )?(?:{_NAME_OF}|{FOR})\s+(?:{_KIN}(?:{_TOLD_OF}|,?\s+))?){_THE_NAME}")
_NAME_OF_SOMEONE_TOLD_RE = re.compile(rf"(?i:^(?:{_KIN}|(?:el|la|o|a)\s+\w+){_TOLD_OF}){_THE_NAME}")
_KIN_NAMED_LATER_RE = re.compile(rf"(?i:\b(?:{FOR}|pa)\s+{_KIN}{_TOLD_OF}){_THE_NAME}")
_CALLED_BEFORE_RE = re.compile(r"(?i:\b(?:se llama|se chama|chámase|chamase)\s+)$")


def someone_named(text: str, name_asked: bool) -> str | None:
    """The name of the person it is for (see _FOR_SOMEONE_NAMED_RE); said of someone alone only
    while the name is asked. After «se llama» also in lower case («se llama lucia» → «Lucia»)."""
    m = _FOR_SOMEONE_NAMED_RE.match(text) or (_NAME_OF_SOMEONE_TOLD_RE.match(text) if name_asked else None)
    return _the_name_told(m, text)


def kin_named_later(text: str) -> str | None:
    """«cita para mi madre, un <service> el jueves a las 4, se llama Carmen»: the name of the one it is
    for, told after the request, at any step."""
    return _the_name_told(_KIN_NAMED_LATER_RE.search(text), text)


def _the_name_told(m: re.Match | None, text: str) -> str | None:
    if m is None:
        return None
    if m["n"]:
        return only_a_name(m["n"])
    if not _CALLED_BEFORE_RE.search(text[:m.start("plain")]):
        return None
    words = list(takewhile(lambda w: not _not_a_name_word(w), m["plain"].split()))
    return _capitalised(words) or None


# «Ana 600000001», «600 000 001, Ana»: a name beside a phone is a name at any question
_PHONE = r"\+?[0-9][0-9 .-]{7,}[0-9]"
# «Ana, mi número es el 611…», «Ana. Tel 611…», «Ana y mi móvil: 611…»: the phone's own label between
_PHONE_LABEL = (r"(?i:(?:(?:y|e)\s+)?(?:(?:mi|o meu)\s+)?(?:n[uú]mero|n[uú]m|tel[eé]fono|tel[eé]f|tel|tlf|tfno|"
                r"m[oó]vil|m[oó]bil)(?:\s+(?:es|é|e))?(?:\s+(?:el|o))?)[\s:.]*")
# «Ana, 612 345 678», «612345678 Ana», with words but no digits after («…, sin nada más»)
_NAME_AND_PHONE_RE = re.compile(rf"^\W*(?:(?i:ok|okey|vale|s[ií]|pues|pois|bueno|bo|perfecto|genial)\W+)?"
                                rf"(?:(?P<a>{_FULL_NAME})[\s,;:.-]+(?:{_PHONE_LABEL})?{_PHONE}|"
                                rf"{_PHONE}[\s,;:-]+(?P<b>{_FULL_NAME}))"
                                r"(?:[\s,.;:!-]+[^\d]*)?$")
# «Palmira… no perdón, Pilar»: a name taken back before the one meant
_MENDING = rf"(?i:(?:(?:no|non|{OOPS}|{SORRY}|perdón|{CORRECTION}|mejor|mellor)[\s,.…]+)+)"
# A field of a list, between stops (or after a time): «a las 10, Ana 600111222», «Ana 600…, a las 10»,
# «…, Rosa 600… y X», «a las 10 Rosa 600…»
_FIELD_START = r"(?:^\W*|[,;.…?!]\s*|\b(?i:a las|a la|ás|á|as|sobre las)\s+\d{1,2}(?:[:.]\d{2})?h?\s+)"
_FIELD_END = r"(?=\W*$|\s*[,;.]|\s+(?i:y|e|pero|mas)\b)"
# «ana», «ana pérez»: a name typed in lower case, standing alone as its field
_LOWER_NAME = r"[^\W\d_]{2,}(?:\s+[^\W\d_]{2,})?"
# «…, Ana 600111222», «…, 600111222, Ana», «…, Palmira… no perdón, Pilar 600…», «…, ana 600…»:
# the customer's name as a field beside the phone's, anywhere in the message
_CONTACT_FIELD_RE = re.compile(
    rf"{_FIELD_START}(?:(?P<old>{_FULL_NAME})[\s,.…]+{_MENDING})?(?P<a>{_FULL_NAME}|{_LOWER_NAME})"
    rf"[\s,;:.-]+(?:{_PHONE_LABEL})?{_PHONE}{_FIELD_END}"
    rf"|{_FIELD_START}{_PHONE}[\s,;:-]+(?P<b>{_FULL_NAME}|{_LOWER_NAME}){_FIELD_END}")
NAME_STOP = frozenset("""
hola ola vale si no non ok okay gracias grazas buenas buenos boas bos el la los las o a un una unha unas unhas unos uns
de del para por que celiaca celiaco celiacos alergico alergica alerxico alerxica vegano vegana
vegetariano vegetariana intolerante diabetico diabetica cliente yo eu manana mana hoy hoxe lunes
luns martes miercoles mercores jueves xoves viernes venres sabado domingo perfecto genial claro
venga bueno quiero quero kiero kero qero quisiera tarjeta dni telefono movil tel telef tlf tfno numero num mobil
nada nadie alguien persona persoa
quien quen que como cuando cando donde onde me te se lo le y e pero mejor mellor adios adeus
feliz muchas moitas mil hasta ata buen bo pues pos mira oye oe entonces enero febrero marzo abril mayo junio julio agosto
septiembre octubre noviembre diciembre tengo teno puedo podo hay hai este esta estos estas
""".split()) | frozenset(WANT_IT_WORDS)
# Words no name is made of: answers, courtesies and the words of a change («eso es todo»,
# «vale perfecto», «media hora más tarde», «pon el doble», «déjalo, llamo yo»).
NOT_NAME_WORDS = frozenset("""
si no non vale ok okey okay vale perfecto perfecta genial estupendo bien ben bueno boa gracias grazas
muchas moitas thanks hola ola buenas adios chao eso esto iso isto todo nada ya xa listo
hora horas media cuarto tarde temprano cedo antes despois despues luego logo dia siguiente seguinte
manana mana hoy hoxe pasado semana mejor mellor cambia cambiar cambialo pon ponme poner doble triple
quita quitar quitame anade engade otra otro outra outro espera espere momento dejalo deixao deja
deixa llamo chamo llamare chamarei cancela cancelar anula olvidalo esquece igual tambien tamen
cuanto canto cuando cando donde onde que como porque pedido encargo reserva cita total precio prezo
yo eu mi meu nombre nome paso tranqui tranquilo tranquila esa ese pois enton
enviar envialo enviala envia envio envie enviao mandar manda mandalo mandala mandao mandaa confirmar confirma
confirmalo confirmala confirmo confirmao reservar reservalo reservala reservao pedir encargar encargalo dale
venga adelante seguir continuar sigue
cada cadanseu cadansua ambos ambas
so solo solamente soamente unicamente simplemente ademas ademais ahora agora aun ainda todavia primero primeiro
era aprovecho aproveito hombre home
""".split())
# Interjections, apologies and thanks: no name when said alone («perdón 600…», «moito obrigado»,
# «xenial», «ups») or first with a comma («Ups, Ana»); inside a name they may be one («Ai Tanaka»)
INTERJECTIONS = frozenset("""
perdon perdona perdone perdoa perdoe disculpa disculpe disculpas desculpa desculpe desculpas sorry siento sinto
ups uy ui ay ai ah oh eh uf buf puf vaya ostras ostia hostia jope jolin jolines caray caramba carai
gracinas moitinas grasias grazias gracies grax thx obrigado obrigada obrigadino obrigadina merci porfa porfi plis
mucho moito muito muchisimas moitisimas muchisimo moitisimo xenial fenomenal guay super chachi oki okis
acuerdo acordo dacordo entendido entendo oido
""".split())
# «jaja», «jejeje», «xaxa»: a laugh
_LAUGH_RE = re.compile(r"([jhx][aei])\1+[jhx]?")
EMAIL_RE = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")


_PLAIN_TRIGGERS = [tuple(t.split()) for t in (
    "soy", "son", "me llamo", "chamome", "mi nombre es", "o meu nome e", "a nombre de", "ao nome de",
    "a nome de", "de parte de")]


def no_name_in(word: str) -> bool:
    """A word of an answer, a courtesy or a change, or a laugh, folded: never part of a name
    («vale perfecto», «jaja»)."""
    return word in NOT_NAME_WORDS or _LAUGH_RE.fullmatch(word) is not None


def only_interjections(words: list[str]) -> bool:
    """«moito obrigado», «perdón», «ufff»: words that are all interjections, apologies or thanks."""
    folded = [clean(w).strip(".,") for w in words]      # «ufff»: letters typed again, once
    return bool(words) and all(w in INTERJECTIONS or no_name_in(w) for w in folded)


def _not_a_name_word(word: str) -> bool:
    folded = normalize(word).strip(".,")
    return folded in NAME_STOP or no_name_in(folded)


def _clean_name(candidate: str) -> str | None:
    words = candidate.split()
    while words and (_not_a_name_word(words[0]) or (words[0].endswith(",") and only_interjections(
            [words[0]]))):
        words.pop(0)        # «Ups, Ana»
    while words and _not_a_name_word(words[-1]):
        words.pop()
    if only_interjections(words):
        return None
    return " ".join(words) or None


MAX_NAME_WORDS = 4


def corrects_name(text: str) -> bool:
    """«perdona, el nombre es Carmela», «pon Rosa, no Rosario»: a name corrected (its «no» declines nothing)."""
    return _NAME_FIX_RE.match(text) is not None


# words around a name said again to mend it: «perdón, es Rosario», «quise decir Rosario, no Rosaro»
_RETYPE_WORDS = frozenset("""perdon perdona perdoa disculpa disculpe desculpa desculpe sorry ups uy ay es e era
no non quise quixen queria decir dicir escribir escribi escribin mal bien ben correcto correcta nombre nome""".split())
RETYPE_MIN_RATIO = 70      # rapidfuzz.fuzz.ratio between the held name and the one said again


def name_retyped(text: str, held: str, awaiting: str | None = None) -> str | None:
    """«Rosaro», then «perdón, Rosario», «Rosario*» or «Rosario, no Rosaro»: the held name mended
    of a typo. A short message whose other words are apologies, the held name itself or words of
    mending (none needed right after the name), and a name near the held one (a different name is
    no typo: that is `corrects_name`)."""
    words = re.findall(r"[^\W\d_]+", text)
    if re.search(r"\d|\?", text) or not 1 <= len(words) <= 7:
        return None
    held_words = {w.lower() for w in held.split()}      # not folded: «Xian», then «perdón, Xián» mends an accent
    said = [w for w in words if normalize(w) not in _RETYPE_WORDS and w.lower() not in held_words]
    mending = "*" in text or len(said) < len(words)
    if not (mending or awaiting == "phone"):
        return None     # «Rosa» alone to the note question may be the note; right after the name, a retype
    if not 1 <= len(said) <= 3 or any(_not_a_name_word(w) for w in said):
        return None
    name = _capitalised(said, links=False)
    close = fuzz.ratio(normalize(name), normalize(held)) >= RETYPE_MIN_RATIO
    return name if close else None


def a_whole_name(text: str) -> str | None:
    """«Ana Otra», «Xoán Outro», «Luis Dos Santos», «María del Mar»: a first name and its surnames,
    capitalised, alone: the name whole, whatever a surname means in lower case («otra», «dos»)."""
    words = text.strip(" .,;!").split()
    if not 2 <= len(words) <= MAX_NAME_WORDS or not _a_first_name(words[0]) or not words[-1][:1].isupper() \
            or NAME_AFTER_RE.search(text) or _NAME_FIX_RE.match(text) or _plain_name_after(text):
        return None     # «Chámome Uxía», «Soy Ana»: the name follows its cue
    return " ".join(words) if all(w.isalpha() and (w[:1].isupper() or w in _LINKS) and _a_surname_word(w)
                                  for w in words[1:]) else None


def _a_first_name(word: str) -> bool:
    """Not «Uno», «Otra» (a change: «Uno Menos»), nor «Ups,», «Perdón» (the name comes after it), nor
    «Co», «Coa» («co Iago», «coa Marta»: the person the appointment is with)."""
    folded = normalize(word)
    return word.isalpha() and not _not_a_name_word(word) and to_int(folded) is None \
        and folded not in _SURNAMES_LIKE_COUNTS and not _said_instead(folded) and folded not in _RETYPE_WORDS \
        and folded not in WITH_WORDS


# Surnames that read as a count or «another» in lower case: «Otra», «Outro», «Dos», «Mas»
_SURNAMES_LIKE_COUNTS = frozenset("otra otro outra outro otras otros outras outros mas mais".split())


def _a_surname_word(word: str) -> bool:
    folded = normalize(word)
    return not _not_a_name_word(word) or folded in _SURNAMES_LIKE_COUNTS or folded in _LINKS \
        or to_int(folded) is not None


# «Rosa», «Luz García, 600…» to «¿A nombre de quién?»: capitalised words alone (a phone and courtesy beside)
_ONLY_A_NAME_RE = re.compile(rf"^\W*(?P<n>{_NAME_WORD}(?:\s+{_NAME_WORD}){{0,2}})\W*(?:{_PHONE})?[\s,.!]*"
                             r"(?i:gracias|grazas)?\W*$")


@dataclass(frozen=True)
class ProductWords:
    """What of the catalogue a customer's name is told apart from, folded and singular: the head
    nouns of the products' names («X» of «X de Y»), their names of two words or more («x de
    y»), the words of the options' choices («grande»), every word the catalogue uses, and the words
    of one product's name that no other product uses (its name's own, not a flavour nor an ingredient
    shared: what a name in lower case may be)."""
    heads: frozenset[str] = frozenset()
    phrases: frozenset[tuple[str, ...]] = frozenset()
    choices: frozenset[str] = frozenset()
    known: frozenset[str] = frozenset()
    own_name: frozenset[str] = frozenset()


@dataclass(frozen=True)
class ContactName:
    """The customer's name said as a field beside the phone, and the name taken back before it
    («Palmira… no perdón, Pilar 600…»: Pilar, and Palmira said too)."""
    name: str
    taken_back: str | None = None
    at: int = 0         # where in the text the name stands


# the questions a name in lower case beside the phone answers ahead or in passing: when, and the contact
_LOWER_NAME_STEPS = frozenset({"time", "day", "name", "phone", "note", "confirm"})


def lower_names_at(awaiting: str | None) -> bool:
    """Whether a name in lower case beside the phone is read at this question: at none (a first
    message with all its details), at the questions of when and of the contact; never where a
    product or an option is asked («<flavour>, 600…» to «¿Qué X quieres?»)."""
    return awaiting is None or awaiting in _LOWER_NAME_STEPS


def contact_name(text: str, catalogue: ProductWords, lower_case: bool) -> ContactName | None:
    """«a las 10, Rosa 600111222», «ás 10, 600111222, Rosa», «Pilar 600…, a la 1»: the name
    standing as its own field beside the phone, wherever the field is; not a product named whole
    («…, X de Y 600…») nor an option's choice («Grande, 600…»). In lower case («a las 10, rosa
    600…») only with `lower_case` (see lower_names_at) and only a word of one product's name (see
    _field_name)."""
    for m in _CONTACT_FIELD_RE.finditer(text):
        key = "a" if m.group("a") else "b"
        name = _field_name(m.group(key), catalogue, lower_case)
        if name:
            return ContactName(name, m.group("old"), m.start(key))
    return None


def _field_name(said: str, catalogue: ProductWords, lower_case: bool) -> str | None:
    """The name in a field beside the phone. In lower case, a word of one product's name only, no
    head noun nor choice (not «<head noun>», «grande», nor a flavour several products share): other
    lower-case words beside a phone («efectivo», «whatsapp») are left unread, as before."""
    folded = [singular(w) for w in clean(said).split()]
    if any(tuple(folded[:n]) in catalogue.phrases for n in range(2, len(folded) + 1)) \
            or (len(folded) == 1 and folded[0] in catalogue.choices):
        return None     # «X de Y», «Grande»: the product named whole, the size
    if CAPITALISED_RE.fullmatch(said):
        return _clean_name(said)
    if not lower_case or any(_not_a_name_word(w) or normalize(w) in _SAID_INSTEAD for w in said.split()) \
            or any(w in catalogue.heads or w in catalogue.choices for w in folded) \
            or not any(w in catalogue.own_name for w in folded):
        return None     # «movil 600…», «sin gluten, 600…», «<head noun>, 600…», «<flavour> 600…»
    return _capitalised(said.split(), links=False)


@dataclass(frozen=True)
class NameSaid:
    """A customer's name as said, and the text before it (the same words said earlier name no
    customer: «una X de Y …, Y 600…»)."""
    name: str
    before: str = ""


def names_in(text: str, awaiting: str | None, catalogue: ProductWords) -> list[NameSaid]:
    """The customer's name as said, so that no product is read in it: after «a nombre de», «me llamo»,
    beside a phone (and the one taken back before it), or alone to the name question. One word that
    is a product's own head noun (a product named alone, capitalised, to the name question) is left
    to the product."""
    found = [NameSaid(m.group("n"), text[:m.start("n")]) for m in NAME_AFTER_RE.finditer(text)]
    beside = _NAME_AND_PHONE_RE.match(text)
    if beside:
        key = "a" if beside.group("a") else "b"
        found.append(NameSaid(beside.group(key), text[:beside.start(key)]))
    field = contact_name(text, catalogue, lower_names_at(awaiting))
    if field:
        found.append(NameSaid(field.name, text[:field.at]))
        if field.taken_back:
            found.append(NameSaid(field.taken_back, text[:text.find(field.taken_back, 0, field.at)]))
    alone = (only_a_name(text) or a_whole_name(text)) if awaiting == "name" else None     # «Rosa da Silva»
    if alone and (len(alone.split()) > 1 or normalize(alone) not in catalogue.heads) \
            and not _counted_products(alone, catalogue):
        found.append(NameSaid(alone))
    return [n for n in found if n.name]


def _counted_products(said: str, catalogue: ProductWords) -> bool:
    """«Dos <Products>», «Tres <Things>», capitalised: a count and a product's noun, never a name
    («Luis Dos Santos» starts with a name; «Dos Santos» names nothing of the catalogue)."""
    first, *rest = normalize(said).split()
    return to_int(first) is not None and bool(rest) \
        and (singular(rest[0]) in catalogue.heads or singular(rest[0]) in catalogue.known)


def only_a_name(text: str) -> str | None:
    """«Rosa», «Sonia Pérez 644…»: capitalised words alone (a phone and thanks beside), said while
    another question is open: the name, given ahead."""
    alone = _ONLY_A_NAME_RE.match(text)
    return _clean_name(alone.group("n")) if alone else None


# «a nombre de maria jose 666…», «me llamo jose luis»: a name written in lower case after its cue
_PLAIN_NAME_AFTER_RE = re.compile(r"(?i:\b(?:a nombre de|al nombre de|ao nome de|a nome de|me llamo|mi nombre es|"
                                  r"chámome|chamome|me chamo|o meu nome é|o meu nome e))\s+"
                                  r"(?P<n>[^\W\d_]+(?:\s+[^\W\d_]+){0,2})")


# «…, soy pedro», «…, son xoán 600123123»: «soy» closing a message, lower case (not «soy nueva», «soy de aquí»)
_I_AM_LAST_RE = re.compile(r"(?i:[,;.]\s*(?:y |e )?(?:soy|son)\s+)(?P<n>[^\W\d_]{3,}(?:\s+[^\W\d_]{3,})?)"
                           rf"(?:[\s,;:.-]+(?:{_PHONE_LABEL})?{_PHONE})?\W*$")
# «soy luis y con Marta», «son xoán, con quen sexa»: «soy» opening a message, one word in lower case before
# the rest (not «soy nueva», «soy yo»)
_I_AM_FIRST_RE = re.compile(r"(?i:^\W*(?:(?:hola|ola|buenas|boas)\W+)?(?:soy|son)\s+)(?P<n>[^\W\d_]{3,})"
                            r"(?=\s*(?:[,;.!]|$)|\s+(?i:y|e)\s)")
_WHAT_ONE_IS = frozenset("""nuevo nueva novo nova habitual clienta cliente estudiante profesor profesora mama papa
madre padre nai pai vecino vecina vecino vecina alumno alumna socio socia celiaco celiaca alergico alergica
intolerante diabetico diabetica embarazada vegano vegana vegetariano vegetariana yo eu chico chica chaval chavala
rapaz rapaza home muller hombre mujer nino nina neno nena""".split())
# What is said of a surname or of oneself instead of a name, in lower case: «mi apellido es complicado»,
# «es muy largo», «es con b», «ana viene sola», «ana tiene prisa», «ana aquí» (folded)
_SAID_INSTEAD = _WHAT_ONE_IS | frozenset("""complicado complicada dificil facil raro rara largo larga longo longa
corto corta curto curta comun normal igual mismo misma mesmo mesma compuesto composto extranjero extranxeiro
estranxeiro muy mui moi bastante con sen sin como igualito feo fea bonito bonita extrano extrana estrano estrana
curioso curiosa viene vienen ven veñen va van vai tiene tienen ten teñen esta estan esta estan llega llegan chega
chegan sola solo soa so prisa presa tarde aqui aca ahi alli ali""".split())
# «larguísimo», «impronunciable»: the shape of a word said of a surname, not of one
_SAID_OF_A_SURNAME_RE = re.compile(r"\w+(?:isim[oa]|ble)")


def _plain_name_after(text: str) -> str | None:
    m = _PLAIN_NAME_AFTER_RE.search(text) or _I_AM_LAST_RE.search(text) or _I_AM_FIRST_RE.search(text)
    if not m or normalize(m.group("n").split()[0]) in _WHAT_ONE_IS:
        return None
    words = []
    for w in m.group("n").split():
        if _not_a_name_word(w) or normalize(w) in ("para", "pa", "gracias", "grazas", "porfa"):
            break
        words.append(w)
    return _capitalised(words, links=False) or None


# «ana souto», «Ana souto», «<things> grandes», «<noun> <colour>» to «¿A nombre de quién…?»: two or three
# words, some in lower case, nothing else (no count, no «con»/«sin», no day): a name typed on a phone, read
# as if capitalised
_LOWER_NAME_RE = re.compile(r"^\s*(?P<n>[^\W\d_]{2,}(?:\s+[^\W\d_]{2,}){1,2})[\s.!]*$")
_NO_NAME_SAID = WITH_WORDS | frozenset("sin sen en na no nun nunha mas mais menos igual mejor mellor mismo "
                          "mesmo noche noite mediodia ahora agora pronto cedo algo".split())


def name_in_lower_case(text: str) -> str | None:
    """The answer to the name question typed (in part) in lower case as it would read capitalised («ana
    souto» → «Ana Souto»); None when it says anything else than a name could (a count, «con», a day)."""
    m = _LOWER_NAME_RE.match(text)
    if m is None:
        return None
    words = m["n"].split()
    folded = [normalize(w) for w in words]
    if any(_not_a_name_word(w) or w in _NO_NAME_SAID or to_int(w) is not None or w in WEEKDAYS
           for w in folded):
        return None
    return _capitalised(words)


def _capitalised(words: list[str], links: bool = True) -> str:
    """«souto da silva» → «Souto da Silva»: a name typed in lower case, as written on a request."""
    return " ".join(w if links and w in _LINKS else w[:1].upper() + w[1:] for w in words)


_LINKS = frozenset(("de", "da", "do", "del", "dos", "das"))      # «Souto da Silva»
# «mi apellido es Souto», «ponle el apellido: Souto», «e ponlle o apelido, Antía Souto»
_SURNAME_RE = re.compile(r"(?i:\b(?:apellidos?|apelidos?)(?: (?:es|son|é|e|sería|sería))?[:,]?\s+)"
                         r"(?P<n>[^\W\d_]+(?:\s+(?:(?:de|da|do|del|dos|das)\s+)?[^\W\d_]+){0,2})")


def with_surname(text: str, held: str | None) -> str | None:
    """The name held with the surname said after it («Antía», «mi apellido es Souto» → «Antía
    Souto»); the name said whole when it starts as the held one does («…, Antía Souto»). In lower
    case only when the surname closes what is said («mi apellido es souto», «de apellido garcía,
    600…»): «mi apellido es complicado», «o apelido dá igual» tell no surname."""
    m = _SURNAME_RE.search(text) if held else None
    said = _surname_words(m.group("n").split()) if m else []
    if m is None or not held or not said or not (all(w[:1].isupper() or w in _LINKS for w in said)
                                                 or _closes_the_clause(text[m.start("n"):], said)):
        return None
    surname = _capitalised(said)
    if normalize(said[0]) == normalize(held.split()[0]) and len(said) > 1:
        return surname
    return held if normalize(held).endswith(normalize(surname)) else f"{held} {surname}"


# «Ana Souto Vila», «ana souto» after «Ana»: the name held said again, whole (a phone beside)
_NAME_AGAIN_RE = re.compile(rf"^\W*(?P<n>[^\W\d_]+(?:\s+[^\W\d_]+){{1,4}})[\s,.!]*(?:{_PHONE})?[\s,.!]*$")


def name_said_whole(text: str, held: str) -> str | None:
    """«Ana Souto Vila» (or «ana souto vila») after «Ana»: the name held, said again with its surnames."""
    m = _NAME_AGAIN_RE.match(text)
    words = m.group("n").split() if m else []
    if len(words) <= len(held.split()) or normalize(words[0]) != normalize(held.split()[0]) \
            or _surname_words(words) != words:
        return None
    return _capitalised(words)


def _surname_words(words: list[str]) -> list[str]:
    """The words of a surname, up to the first that is none («Souto y mi teléfono…» → «Souto»)."""
    said: list[str] = []
    for w in words:
        folded = normalize(w)
        if said and folded in _LINKS:
            said.append(folded)
        elif folded in _LINKS or _not_a_name_word(w) or len(folded) < 2 \
                or (_said_instead(folded) and not w[:1].isupper()):     # «Largo», a surname
            break
        else:
            said.append(w)
    while said and said[-1] in _LINKS:
        said.pop()
    return said


def _said_instead(folded: str) -> bool:
    """A lower-case word said of the surname or of oneself, or a courtesy («ana de acuerdo», «ana perdona»)."""
    return folded in _SAID_INSTEAD or folded in INTERJECTIONS or _SAID_OF_A_SURNAME_RE.fullmatch(folded) is not None


def _closes_the_clause(text: str, said: list[str]) -> bool:
    """Whether nothing but a stop, a phone or «y…» follows the surname's words («souto, 600…»)."""
    end = 0
    for i, word in enumerate(said):
        start = len(text) - len(text[end:].lstrip()) if i else 0
        if start == end and i or text[start:start + len(word)].lower() != word.lower():
            return False
        end = start + len(word)
    return _CLAUSE_CLOSED_RE.match(text, end) is not None


_CLAUSE_CLOSED_RE = re.compile(r"\s*(?:$|[,;.!]|(?:y|e|pero)\b|\+?[0-9])", re.IGNORECASE)


def find_name(text: str, awaiting: str | None = None, allow_plain: bool = False,
              catalogue: ProductWords = ProductWords(), lower_case: bool = False) -> str | None:
    """After 'soy/me llamo/a nombre de/chámome' a Capitalised word (or lower-case words after the
    plainest cues); a name standing beside a phone (no product of `catalogue`; in lower case
    with `lower_case`, see contact_name); any capitalised words when the name is what was asked
    ('Laura'); with allow_plain a short lowercase answer too."""
    for m in [_NAME_FIX_RE.match(text), *NAME_AFTER_RE.finditer(text)]:
        name = _clean_name(m.group("n")) if m else None
        if name:
            return name
    plain = _plain_name_after(text)
    if plain:
        return plain
    name = _name_beside_a_phone(text, catalogue, lower_case)
    if name:
        return name
    if awaiting != "name" or len(re.findall(r"[^\W\d_]+", _without_phones(text))) > MAX_NAME_WORDS:
        return None     # a sentence («Reply only with OK…») is not a name, whatever is capitalised in it
    for m in CAPITALISED_RE.finditer(text):
        name = _clean_name(m.group(0))
        if name:
            return name
    text = _without_phones(text) if allow_plain else text      # «ana 600123123»: the name beside it
    if allow_plain and not re.search(r"\d", text):
        words = re.findall(r"[^\W\d_]+", text)
        folded = [normalize(w) for w in words]
        for trigger in _PLAIN_TRIGGERS:
            if tuple(folded[:len(trigger)]) == trigger:
                words, folded = words[len(trigger):], folded[len(trigger):]
                break
        if 1 <= len(words) <= 3 and not any(_not_a_name_word(f) for f in folded) and not only_interjections(words):
            return _capitalised(words, links=False)
    return None


def _name_beside_a_phone(text: str, catalogue: ProductWords, lower_case: bool) -> str | None:
    """«Ana 600…», «600…, Ana, sin nada más», «…, a las 10, Ana 600…»: the name beside the phone."""
    beside = _NAME_AND_PHONE_RE.match(text)
    name = _clean_name(beside.group("a") or beside.group("b")) if beside else None
    field = None if name else contact_name(text, catalogue, lower_case)
    return name or (field.name if field else None)


_PHONE_WORDS_RE = re.compile(r"(?i)\b(?:y |e )?(?:mi |o meu )?(?:tlf|tlfn|tfno|telf|tel|telefono|teléfono|movil|móbil|"
                             r"mobil|móvil|numero|número|num|nº)\b\.?(?: es| é)?:?")


# «6001231», «600 12 31 2»: digits meant as a phone, one or more short of it
PHONE_TRIED_RE = re.compile(r"(?<![\d:.,/])\+?\d(?:[ .-]?\d){5,}(?![\d:/])")
# «socia número 123456», «pedido 2026001», «nº 1234567»: a number of something else
_ANOTHER_NUMBER_RE = re.compile(r"\b(?:numero|n[ºo°]|num|pedido|socio|socia|cuadro|ref|referencia|factura|ticket|"
                                r"cliente|tarjeta|tarxeta)\W*$")


def phone_tried(text: str) -> bool:
    """Digits meant as a phone but short of it or with one too many («ana 6001231»), not the
    number of something else («socia número 123456»)."""
    return any(not _ANOTHER_NUMBER_RE.search(normalize(text[:m.start()])) for m in PHONE_TRIED_RE.finditer(text))


def _without_phones(text: str) -> str:
    """The text with its phone numbers, whole or short of a digit, and the words that announce them
    («tlf», «mi móvil es») taken out."""
    for phone in reversed(find_phones(text)):
        text = text[:phone.start] + " " + text[phone.end:]
    text = PHONE_TRIED_RE.sub(" ", text)
    return _PHONE_WORDS_RE.sub(" ", text) if text.strip() else text


def find_email(text: str) -> str | None:
    m = EMAIL_RE.search(text)
    return m.group(0).lower() if m else None


# ---------------------------------------------------------------- party and resources

_NUM = r"(?:[0-9]{1,3}|" + "|".join(sorted((w for w in NUMBER_WORDS if " " not in w), key=len, reverse=True)) + ")"
# «para un cumpleaños», «para una cena de empresa»: «un» before a thing is no party of one
_NOT_ONE_THING = r"(?!(?:un|una|unha) (?!(?:sola |soa )?(?:persona|persoa)s?\b)[a-z])"
_WE_ARE = (rf"(?:{WE_ARE}|seran|imos ser|vamos a ser|cabemos|cabriamos|collemos|"
           r"podemos ser|podriamos ser|poderiamos ser|puede ser para|pode ser para|es para|sera para|seria para|"
           r"venimos|vendremos|iremos|vamos|imos|viremos|vimos|volvemos|volveremos|voltamos|voltaremos|"
           r"repetimos|repetiremos)")
# «vamos a ir 6», «queremos ir 4 a <meal>», «el sábado <we go> 4», «imos 4 ás 21»: how many go, said with the going or the meal
# (not «comemos 2 <things>»: a word other than people, a day or a time after the number)
_WE_GO = (r"(?:vamos a ir|imos ir|vamos a venir|imos vir|"
          r"(?:queremos|queriamos|quisieramos|quixeramos|podemos|podriamos|poderiamos|pensamos|iamos) (?:ir|venir|vir)|"
          r"cenamos|cenaremos|comemos|comeremos|ceamos|cearemos|"
          r"xantamos|xantaremos|almorzamos|almorzaremos)")
_PEOPLE_OR_NOTHING = (r"(?![ ,]+(?!(?:personas?|persoas?|pers|adultos|a|as|al|ao|el|o|la|en|y|e|pero|para|con|pasado|hoy|"
                      r"hoxe|manana|mana|esta|este)\b)[a-z]{3,})")
PARTY_RE = folded_re(rf"\b{_WE_ARE}(?: unos| unas| uns| unhas)? {_NOT_ONE_THING}(?P<a>{_NUM})\b"
               rf"|\b{_WE_GO} (?P<e>{_NUM})\b{_PEOPLE_OR_NOTHING}"
               rf"|\b(?P<b>{_NUM}) (?:personas?|persoas?|pers|adultos|pax)\b"
               rf"|\b(?:mesa|reserva|sitio|cita) (?:para|pa) {_NOT_ONE_THING}(?P<c>{_NUM})\b"
               rf"|\bgrupos? (?:de|da) (?P<g>{_NUM})\b"
               # «cambia la reserva a 5», «deixa a mesa en 6»: the party set at the summary
               rf"|\b(?:cambia|cambiame|pon|ponme|deja|dejame|deixa|deixame)(?: la| a)? (?:mesa|reserva) (?:a|para|en) "
               rf"(?P<h>{_NUM})\b(?! ?[:h])")
# (a bare «no» is not: «somos 3, no 4» says 3)
_SAID_AGAIN_RE = folded_re(rf" (?:(?:uy|ay|ups) )?(?:no |non )?(?:(?:espera|agarda|bueno) )?"
                     rf"(?:{CORRECTION}|mejor|mellor|espera|agarda|bueno)(?: que)? (?:somos |seremos |semos |para |pa )?"
                     rf"(?P<n>{_NUM})\b(?! ?[:h])"
                     rf"| (?:(?:uy|ay|ups) )?(?:no|non) (?:para|pa|somos|semos) (?P<m>{_NUM})\b(?! ?[:h])")     # «para 4, no, para 5»
# «…, mejor a las 10 y somos 5», «… e al final seremos 6»: the party said again, later in the message
_WE_ARE_LATER_RE = folded_re(rf"\b(?:y|e|pero|al final|ao final|finalmente|mejor|mellor) (?:al final |ao final )?"
                       rf"(?:somos|seremos|semos|seran|serán) (?P<n>{_NUM})\b(?! ?[:h])")
# «para 4 y media» is an hour; «para 4 y tenéis terraza?» is 4 people and a question
_NOT_AN_HOUR = rf"(?! (?:de|h|menos|horas?|minutos?)\b| (?:y|e) (?:media|cuarto|{_NUM})\b|:)"
# «mejor para 5», «al final para 6», «no, para 3»: a party said again, without a booking word
_PARTY_AGAIN_RE = folded_re(rf"\b(?:mejor|mellor|al final|finalmente|no|non) (?:para|pa) (?P<e>{_NUM})\b"
                      + _NOT_AN_HOUR)
_KIDS = (r"(?:nin[oa]s?|nen[oa]s?|nenes?|bebes?|bebit[oa]s?|peques?|pequenos?|crios?|crianzas?|hij[oa]s?|fill[oa]s?|"
         r"chaval(?:es|as?|itos?|itas?)?|cativ[oa]s?|rapaces|rapazas?)")
# «viene uno más», «se suma otra persona», «uno menos»: the party held, changed by a few
# Who comes, in words: «dos amigos más», «un niño más» (never «un poco más», «una hora más»)
_PEOPLE = (r"(?:persona|persoa|personas|persoas|amigos?|amigas?|ninos?|ninas?|nenos?|nenas?|adultos?|"
           r"invitados?|invitadas?|companeros?|companeiros?|familiares|primos?|primas?|crios?|rapaces)")
_PARTY_DELTA_RE = folded_re(r"\b(?:(?P<n>uno|una|un|unha|dos|dous|duas|tres|[1-9])(?: " + _PEOPLE + r")? "   # «dos amigos más»
                      r"(?P<dir>mas|mais|menos)(?! (?:cuarto|media|diez|dez|cinco|veinte|vinte|quince|[0-9]))"   # «9 menos cuarto»
                      r"|(?:viene|vienen|ven|se (?:suma|une|apunta|engade)) "
                      r"(?P<other>otr[oa]|outr[oa])|(?P<another>otr[oa]|outr[oa]) (?:mas|mais))\b")
# «uno más, 5», «otro más: seremos 8»: the change said with the new total, which counts
_DELTA_THEN_TOTAL_RE = folded_re(r"\b(?:uno|una|un|unha|otr[oa]|outr[oa]|dos|dous|duas|tres|[1-9])(?: " + _PEOPLE + r")? "
                           r"(?:mas|mais|menos) ?[,;:.]+ ?(?:(?:o sea|osea|es decir|o sexa|vamos|en total|total|"
                           r"entonces|asi que|ya|xa) ?,? )?(?:(?:somos|seremos|semos|seran|seriamos|para|pa) )?"
                           rf"(?P<t>{_NUM})\b(?! ?(?:h\b|:|horas?|minutos?|de la|da))")
# «se viene mi hermano también», «traemos a los 2 niños», «al final no vén a miña nai»: who joins
# (or leaves) the party held, said without «más»
_RELATIVE = (r"(?:herman[oa]|irman|irma|amig[oa]|madre|padre|nai|pai|prim[oa]|novi[oa]|moz[oa]|hij[oa]|fill[oa]|"
             r"cunad[oa]|abuel[oa]|avo|avoa|ti[oa]|sobrin[oa]|suegr[oa]|sogr[oa]|companer[oa]|companeir[oa]|"
             r"marido|mujer|muller|home|ij[oa]|espos[oa]|pareja|parella|nin[oa]|nen[oa]|bebe|peque|crio)")
_JOINS_RE = folded_re(r"\b(?P<neg>(?:no|non) )?(?:(?:se |tambien |tamen )?(?:viene|vienen|vendra|vendran|va a venir|"
                r"van a venir|vai vir|van vir|apunta|apuntan|suma|suman|une|unen|engade|engaden|ven|venen)|"
                r"traemos|traigo|traere|traeremos|traio|levamos|levo|vamos con|imos con)"
                r"(?: (?:tambien|tamen|ademas|al final|ao final))?(?: (?:a|al|ao|a la|a os|a as))? "
                r"(?:(?P<pair>(?:mis|meus|os meus|sus|seus|os seus) (?:padres|pais|suegros|sogros|abuelos|avos)|"
                r"(?:otra|outra) (?:pareja|parella))"
                rf"|(?:(?:los|las|os|as|mis|meus|minas|nuestros|nuestras|nosos|nosas|sus|seus) )?(?P<n>{_NUM}) "
                rf"(?:{_KIDS}|{_PEOPLE}|{_RELATIVE}s)"
                rf"|(?P<one>(?:(?:mi|meu|o meu|a mina|mina|un|una|unha|otro|otra|outro|outra|el|la|o|a) )?{_RELATIVE}))"
                r"\b(?! (?:a |pola |polo )?(?:recog|recoll|busca|por\b|paga|trae|leva|lleva|retira))")
# «mi hermano viene también», «mis padres se apuntan»
_JOINS_AFTER_RE = folded_re(r"\b(?:(?P<pair>(?:mis|meus|os meus|sus|seus|os seus) "
                      r"(?:padres|pais|suegros|sogros|abuelos|avos))|(?P<one>(?:mi|meu|o meu|a mina|mina) "
                      + _RELATIVE + r")) (?:tambien |tamen |al final |ao final |finalmente )?"
                      r"(?P<neg>(?:ya |xa )?(?:no|non) )?(?:se )?"
                      r"(?:viene|vienen|vendra|vendran|va a venir|van a venir|vai vir|van vir|apunta|apuntan|suma|"
                      r"suman|une|unen|engade|engaden|ven|venen)\b(?! (?:a |pola |polo )?(?:recog|recoll|busca|por\b|"
                      r"paga|trae|leva|lleva|retira))")
PARTY_LOOSE_RE = folded_re(rf"\b(?:para|pa) {_NOT_ONE_THING}(?P<d>{_NUM})\b{_NOT_AN_HOUR}")
# «reserva para un cumpleaños de 6», «una cena de empresa de 8 el viernes»: the party of the occasion
_OCCASION_OF_RE = folded_re(rf"\b(?:un|una|unha) [a-z]{{3,}}(?: de [a-z]{{4,}})? de (?P<f>{_NUM})"
                      rf"(?= *$|,| (?:personas?|persoas?|pers|pax|el|o|este|esta|hoy|hoxe|manana|mana|{WEEKDAY_WORDS})\b)")


_COUNTED_RE = folded_re(rf"\b(?P<b>{_NUM}) (?P<w>\w+)")

# A party said in parts: «2 adultos y 2 niños», «somos 4 y un niño», «dos parejas».
_WHO = rf"(?:adult[oa]s?|adutos?|mayores|personas?|persoas?|{_KIDS}|parejas?|parellas?|matrimonios?)"
# a word for people, never a thing asked for («2 crios», «dous cativos»)
PEOPLE_WORD_RE = folded_re(rf"^{_WHO}$")
_PAIRS = ("parej", "parell", "matrimon")
_PART_RE = folded_re(rf"\b(?P<n>{_NUM})(?: (?P<w>{_WHO}))?\b")
_JOIN_RE = folded_re(r"^ (?:y|e|con|co|cos|mas|mais)(?: (?:los|las|os|as|mis|meus|minas|nuestros|nuestras|nosos|nosas))? $")
# «3 adultos, 2 niños y 1 bebé», «2 adultos 2 niños»: kinds of people listed one after the other
# (not «personas», a total: «4 personas, 2 adultos y 2 niños» are 4)
_LISTED_JOIN_RE = folded_re(r"^ ?$")
# «dos niños de 5 y 7 años», «un bebé de 8 meses»: ages, no people
_AGES_RE = folded_re(rf" (?:de )?{_NUM}(?:(?: y| e)? {_NUM})* (?:anos|anitos|meses|mes|semanas)\b")
_PLUS_JOIN_RE = folded_re(r"^ (?:mas|mais) $")
_AND_JOIN_RE = folded_re(r"^ (?:y|e) $")
# what may follow the second number of a sum: the end, a day, a time («somos 2+2 el sábado»)
_PLAIN_END_RE = folded_re(r"$|,| (?:el|la|o|a|para|pa|al|ao|este|esta|hoy|hoxe|manana|mana|en|de|del|y|e|"
                    rf"{WEEKDAY_WORDS}|personas?|persoas?|pers|pax)\b")
_WE_ARE_RE = folded_re(rf"\b{_WE_ARE} $")
# «… para 2 y 2», «pra 2 e 2»: a party counted for, added up like «somos 2 y 2»
_FOR_THEM_RE = folded_re(r"\b(?:para|pra) $")


# «<service> el martes y para mi marido <service>»: a second person's service said after «y para»
_AND_FOR_ANOTHER_RE = folded_re(r"\b(?:y|e) (?:tambien |tamen |otr[oa] |outr[oa] )?(?:para|pa|a) "
                          rf"(?:{MY}|el|la|o|a) " + _RELATIVE + r"\b")


# «para mi hija», «para o meu home», «para mis hijas» (two), and «para mí» alone (not «para mi boda»)
_FOR_RELATIVE_RE = folded_re(rf"\b(?:para|pa|pra) (?:{MY}|el|la|o|a|los|las|os|as) (?P<who>" + _RELATIVE
                       + r")(?P<more>s|es)?\b")
_FOR_ME_RE = folded_re(r"\b(?:para|pa|pra) (?:mi|min)(?=\W*$|\W+(?:y|e|tambien|tamen|el|la|o|a|los|las|por|pola|as|hoy|hoxe|"
                 r"manana|mana|lunes|martes|miercoles|jueves|viernes|sabado|domingo|luns|mercores|xoves|venres)\b)")


def people_served(norm: str) -> int:
    """How many people the message asks things for: «X para mi hija y Y para mí» is two."""
    said = {m["who"]: 2 if m["more"] else 1 for m in _FOR_RELATIVE_RE.finditer(norm)}
    return sum(said.values()) + bool(_FOR_ME_RE.search(norm))


def for_another_too(norm: str) -> bool:
    """Whether a message asks something «y para» another person too (an appointment is for one)."""
    return bool(_AND_FOR_ANOTHER_RE.search(norm))


# «que me hagáis…», «hacerme…», «facédesme…»: done to the one writing
_DONE_TO_ME_RE = folded_re(r"\b(?:me (?:hag|hac|fag|fac|pong|pon|arregl|arranx)\w*|"
                     r"(?:hacer|facer|poner|arreglar|arranxar)me|hacedme|hazme|facedesme|fasme|faime)\b")


def for_me_said(norm: str) -> bool:
    """«para mí», «pra min»: the writer says something is for themselves (others may be named beside)."""
    return bool(_FOR_ME_RE.search(norm))


def for_me_alone(norm: str) -> bool:
    """«dos X para mí», «que me hagáis dos X»: the writer says the services are theirs, nobody else
    named beside them («para mí y mi hijo», «y para mi marido»)."""
    said_mine = _FOR_ME_RE.search(norm) or _DONE_TO_ME_RE.search(norm)
    others = _ME_RE.search(norm) or _AND_ONE_RE.search(norm) or _FOR_RELATIVE_RE.search(norm) or for_another_too(norm)
    return bool(said_mine and not others)


def party_in_parts(norm: str) -> int | None:
    """The sum of a party said in parts, a couple counting two; None for a party said at once."""
    norm = without_ages(norm)
    parts = list(_PART_RE.finditer(norm))
    total, joined = None, False
    for prev, part in zip([None, *parts], parts):
        counted = part.group("w") is not None
        join = norm[prev.end():part.start()] if prev is not None else ""
        if prev is not None and (counted and _JOIN_RE.match(join) or _listed(prev, part, join)
                                 or _plain_sum(norm, prev, part, join)):
            joined = True
            total = (total if total is not None else _people(prev)) + _people(part)
        elif counted and part.group("w").startswith(_PAIRS) and total is None:
            total, joined = _people(part), True
    return total if joined else None


def without_ages(norm: str) -> str:
    """«dos niños de 5 y 7 años» → «dos niños»."""
    return _AGES_RE.sub("", norm) if "an" in norm or "mes" in norm or "seman" in norm else norm


def _listed(first: re.Match, second: re.Match, join: str) -> bool:
    kinds = [(m.group("w") or "persona") for m in (first, second)]
    return bool(_LISTED_JOIN_RE.match(join)) and not any(k.startswith(("person", "persoa")) for k in kinds)


def _plain_sum(norm: str, first: re.Match, second: re.Match, join: str) -> bool:
    """«para 2+2», «somos 2 más 2», «somos 2 y 2», «para 2 y 2»: two bare numbers added up. «y» adds
    only right after «somos» or «para» («el viernes 2 y 3» is no party), and a number that counts something
    else is no person («somos 3 y un carrito»)."""
    if not _PLAIN_END_RE.match(norm, second.end()):
        return False
    if _PLUS_JOIN_RE.match(join):
        return True
    before = norm[:first.start()]
    return bool(_AND_JOIN_RE.match(join) and (_WE_ARE_RE.search(before) or _FOR_THEM_RE.search(before)))


def _people(part: re.Match) -> int:
    n = to_int(part.group("n")) or 0
    return n * 2 if (part.group("w") or "").startswith(_PAIRS) else n


def _party_by_trade_word(norm: str, party_words: frozenset):
    """«4 invitados»: a number of people said with the trade's own word (business.json reading)."""
    for m in _COUNTED_RE.finditer(norm):
        if singular(m.group("w")) in party_words:
            return m
    return None


# «falla uno», «uno no puede venir», «un non pode vir», «se nos cae uno»: fewer people
_MISSING_RE = folded_re(r"\b(?:(?:falla|falta|fallan|faltan|se (?:nos )?cae|se (?:nos )?caen|se baja|se borra) "
                  r"(?P<a>uno|una|un|unha|dos|dous|duas|[1-9])|(?P<b>uno|una|un|unha|dos|dous|duas|[1-9]) "
                  r"(?:(?:de nosotros|de nos|persona|persoa|personas|persoas) )?(?:no|non) (?:puede|pode|pueden|poden|"
                  r"podra|podran|va a poder|vai poder|viene|ven|vienen|veñen|venen) ?(?:venir|vir|ir)?)\b")


# «y 2 niños», «e dous nenos», «ah, y un bebé»: more people, said after the party
_AND_MORE_PEOPLE_RE = folded_re(r"^(?:(?:ah|ai|vale|ok|bueno|bo|pues|pois|perdon|perdona|oye|oe|y|e) )*(?:y|e) "
                          r"(?:tambien |tamen |ademas |ademais )?(?:vienen |venen |veñen )?"
                          rf"(?P<n>{_NUM}) "
                          r"(?:nin[oa]s?|nen[oa]s?|cri[oa]s?|adult[oa]s?|personas?|persoas?|bebes?|amig[oa]s?|"
                          r"peques?|rapaces|cativos)\b")


# «añade 2 personas», «suma otra persona», «se suman dos», «quita una persona»: people added or taken off
_ADDED_PEOPLE_RE = folded_re(r"\b(?:(?:anade|anademe|anadir|engade|engademe|engadir|suma|sumale|sumame|agrega|agregame|"
                       rf"mete|meteme|pon|ponme) (?:(?P<n>{_NUM})|(?P<one>otra|outra)) (?:personas?|persoas?)"
                       rf"|se (?:suman|suma|apuntan|unen|xuntan|engaden|anaden) (?P<n2>{_NUM})"
                       rf"|(?:quita|quitame|quitale|resta|restale|saca|sacame|borra|elimina) (?P<n3>{_NUM}) "
                       r"(?:personas?|persoas?))\b")


def party_added(norm: str) -> int | None:
    """«añade 2 personas» +2, «se suman dos» +2, «quita una persona» -1 (the count is no party)."""
    m = _ADDED_PEOPLE_RE.search(norm)
    if m is None:
        return None
    if m.group("n3"):
        return -(to_int(m.group("n3")) or 1)
    return 1 if m.group("one") else to_int(m.group("n") or m.group("n2")) or 1


def party_delta(norm: str) -> int | None:
    """How many more (or fewer) people than the party held: «viene uno más» +1, «dos menos» -2,
    «falla uno» -1 (people added or taken off by a verb, «añade 2 personas»: `party_added`)."""
    m = _PARTY_DELTA_RE.search(norm)
    missing = _MISSING_RE.search(norm) if not m else None
    if missing:
        return -(to_int(missing.group("a") or missing.group("b")) or 1)
    if not m and (more := _AND_MORE_PEOPLE_RE.match(norm)):
        return to_int(more.group("n")) or 1
    if not m:
        return _joins(norm)
    if m.group("other") or m.group("another"):
        return _joins(norm) or 1     # «se apunta otra pareja»: 2
    n = to_int(m.group("n")) or 0
    return -n if m.group("dir") == "menos" else n


def _joins(norm: str) -> int | None:
    m = _JOINS_RE.search(norm) or _JOINS_AFTER_RE.search(norm)
    if not m:
        return None
    n = 2 if m.group("pair") else 1 if m.group("one") else to_int(m.group("n")) or 0
    return (-n if m.group("neg") else n) or None


# «mesa el sábado, somos 4, no, 5», «para 4, non, 5 o venres»: a party taken back mid-message
# (the comma after «no» tells it from «somos 3, no 4», which says 3)
_PARTY_TAKEN_BACK_RE = folded_re(rf"\b(?:(?:somos|semos|seremos|para|pa) {_NUM}|{_NUM} (?:personas?|persoas?|pers))"
                           rf" ?, ?(?:no|non) ?[,.!]+ ?(?:(?:mejor|mellor|perdon|perdona|digo|somos|semos|seremos|"
                           rf"para|pa) )*(?P<n>{_NUM})\b(?! ?(?:h\b|:|horas?|de la|da))")


# «somos dos celíacos», «hai tres veganos»: how many of those coming are described, said with a word
# that is no people, no day and no time
_SOME_DESCRIBED_RE = folded_re(rf"\b(?:somos|semos|hay|hai|son|seran|van|venimos|vimos) (?:{_NUM}) "
                         rf"(?!(?:personas?|persoas?|pers|pax|para|pa|pra|a|as|al|ao|el|o|la|en|y|e|pero|con|co|mas|"
                         rf"mais|menos|pasado|hoy|hoxe|manana|mana|esta|este|nada|solo|solamente|total|final|finalmente|entonces|"
                         rf"pues|pois|sino|senon|no|non|{_WE_ARE}|{WEEKDAY_WORDS}|{_KIDS}|{_PEOPLE})\b)"
                         r"[a-z]{4,}")


def some_described(norm: str) -> bool:
    """«somos dos celíacos»: a few of those coming, described (a note, not how many come)."""
    return bool(_SOME_DESCRIBED_RE.search(norm))


def party_taken_back(text: str) -> int | None:
    """«…, somos 4, no, 5 …»: the party said after the one taken back (in `text` as written)."""
    m = _PARTY_TAKEN_BACK_RE.search(normalize(text))
    return to_int(m.group("n")) if m else None


def party_total_after_delta(text: str) -> int | None:
    """«uno más, 5»: the total said after the change (in `text` as written: with its commas)."""
    m = _DELTA_THEN_TOTAL_RE.search(normalize(text))
    return to_int(m.group("t")) if m else None


# The people said instead of a number: «mi mujer y yo», «yo solo», «nosotros dos y mis padres».
_ALONE_RE = folded_re(r"^(?:(?:pues|pois|solo|so|somos|seremos|para|pa) )*(?:yo|eu|mi|min) (?:solo|sola|so|soa)\b|"
                r"\b(?:solo|so) (?:yo|eu|para mi|para min)\b|\b(?:voy|vou|ire|irei) (?:yo )?(?:solo|sola|so|soa)\b|"
                r"\b(?:para|pa|pra) (?:mi|min) (?:solo|sola|so|soa)\b")       # «mesa para mí solo»
_MY_ONE_RE = folded_re(r"\b(?:mi|meu|miña|mina|o meu|a miña|a mina) "
                 r"(?!(?:nombre|nome|telefono|movil|numero|casa|parte|y|e|sola?|soa?|el|la|los|las|o|a|os|as|de|"
                 rf"que|es|hoy|hoxe|manana|mana|pasado|este|esta|por|pola|polo|para|pra|{WEEKDAY_WORDS})\b)[a-z]+")
_MY_COUNTED_RE = folded_re(rf"\b(?:mis|meus|miñas|minas|os meus|as miñas) (?P<n>{_NUM}) [a-z]+")     # «mis dos hijos»
_MY_PAIR_RE = folded_re(r"\b(?:mis|meus|miñas|minas|os meus|as miñas) (?:padres|pais|suegros|sogros|abuelos|avos|avos)\b")
_ME_RE = folded_re(r"\b(?:y yo|e eu|yo y|eu e|para mi y|para min e|conmigo|comigo|"
             # «<service> a mí y a mi hija»; not «a mí y a mi marido por la tarde nos viene mejor», «a min e
             # a meu home vainos mellor»: who «nos» is said of, wherever that verb comes after
             r"(?:a mi y a|a mi y al|a min e a|a min e ao)(?!.*\b(?:nos|vainos|vainolo|vennos|venos|convennos|convenos|cadranos|"
             r"cuadranos|parecenos|gustanos|apetecenos|pareceunos)\b)|"
             # «para mi hijo y para mí (el viernes)», not «… y para mi mujer»
             r"(?:y para mi|e para min)(?=$| (?:y|e|el|o|la|a|las|as|los|os|este|esta|hoy|hoxe|manana|mana|"
             rf"pasado|por|pola|polo|de|[0-9]+|{WEEKDAY_WORDS})\b))\b")
# «para mí y un amigo», «eu e unha amiga»: one more, named by what they are
# (not «para mí y un X (infantil) para mi hijo»: a thing, for someone of the writer's named after it)
_AND_ONE_RE = folded_re(r"\b(?:para mi y|para min e|yo y|eu e) (?:un|una|unha) (?!(?:hora|vez|cita)\b)[a-z]+\b"
                  r"(?!(?: [a-z]+){0,2} (?:para|pra|pa) (?:mi|mis|meu|meus|o meu|os meus|a mina|as minas|mina|"
                  r"minas)\b)")
# «mesa… con mi pareja»: the one writing and who comes with them (at a table; at a salon «con mi hija» may only come along)
_WITH_MY_RE = folded_re(r"\b(?:con|co|coa|cos|coas) (?=(?:mi|mis|meu|meus|miña|mina|miñas|minas|o meu|a miña|a mina)\b)")
# «a mí y al niño», «a min e ao neno»: one more, named by who they are (not «mi X», counted as the writer's own)
_ME_AND_THE_ONE_RE = folded_re(r"\b(?:a mi y al|a mi y a la|a min e ao|a min e a) " + _RELATIVE + r"\b")
_THE_N_RE = folded_re(rf"\b(?:los|las|os|as|nuestros|nuestras|nosos|nosas) (?P<n>{_NUM}) {_KIDS}\b")   # «y los dos niños»
# «para 2 adultos y mi hijo», «somos 3 con mis padres»: a count, then those of the writer's named
# («somos 3 con mi suegra» counts her in the 3; «dos adultos con mi hijo» does not)
_N_AND_MY_RE = folded_re(rf"\b(?:para|pra|somos|seremos|semos|seran) (?P<n>{_NUM})"
                   r"(?: (?:adult[oa]s?|mayores|maiores) (?:con|co|coa|cos|coas)|"
                   r"(?: (?:adult[oa]s?|mayores|maiores|personas|persoas))? (?:y|e|mas|mais)) "
                   r"(?=(?:mi|mis|meu|meus|miña|mina|miñas|minas|o meu|a miña|a mina|os meus|as miñas)\b)")
_WE_N_RE = folded_re(rf"\b(?:nosotros|nosotras|nos|nosoutros|nosoutras) (?P<n>{_NUM})\b")
# «somos una familia de 5», «dúas familias de catro»
_FAMILY_RE = folded_re(rf"\b(?:(?P<k>{_NUM}) )?familias? (?:numerosas? )?de (?P<n>{_NUM})\b(?! ?(?:h\b|:|horas?|de la|anos))")
_DOZEN_RE = folded_re(r"\b(?:somos|seremos|seriamos|semos|para|pa) (?:una |unha )?(?P<d>media docena|media ducia|docena|ducia)\b")
_EITHER_RE = folded_re(rf"\b(?:somos|seremos|seriamos|semos|para|pa)\b(?P<between>[^0-9]{{0,24}}?)\b(?P<a>{_NUM}) (?:o|ou|u) "
                 rf"(?P<b>{_NUM})\b"
                 r"(?! ?(?:de la|da|h\b|:|horas?))")


def party_described(norm: str, at_a_table: bool = False) -> int | None:
    """A party said by who comes: «yo solo» 1, «mi mujer y yo» 2, «para mí y mi novia» 2,
    «nosotros dos y mis padres» 4, «seremos media docena» 6; «4 o 5» books the larger."""
    if _ALONE_RE.search(norm):
        return 1
    family = _FAMILY_RE.search(norm)
    if family:
        return (to_int(family.group("k") or "1") or 1) * (to_int(family.group("n")) or 0) or None
    dozen = _DOZEN_RE.search(norm)
    if dozen:
        return 6 if dozen.group("d").startswith("media") else 12
    either = party_range(norm)
    if either:
        return either[1]
    counted = _N_AND_MY_RE.search(norm)
    if counted:     # «para dos adultos y mi hijo»: 3
        more = _the_writers_own(norm[counted.end():])
        return (to_int(counted["n"]) or 0) + more if more else None
    we = _WE_N_RE.search(norm)
    me = 1 if _ME_RE.search(norm) or (at_a_table and _WITH_MY_RE.search(norm)) else 0
    people = _the_writers_own(norm) + len(_AND_ONE_RE.findall(norm)) + len(_ME_AND_THE_ONE_RE.findall(norm)) \
        + sum(to_int(n) or 0 for n in _THE_N_RE.findall(norm))
    if we:
        return (to_int(we.group("n")) or 0) + people or None
    return me + people if me and people else None


# «seremos entre 3 y 4», «para entre 6 y 8 personas», «entre 3 e 4 persoas»: two counts as a range
_BETWEEN_RE = folded_re(rf"\b(?:(?:somos|seremos|seriamos|semos|seran|para|pa|pra) entre (?P<a>{_NUM}) (?:y|e|a) (?P<b>{_NUM})\b"
                  r"(?! ?(?:de la|da|h\b|:|horas?))|"
                  rf"\bentre (?P<c>{_NUM}) (?:y|e|a) (?P<d>{_NUM}) (?:personas|persoas|pers|pax)\b)")
# «mesa 3 o 4 personas el viernes»: the two counts, with the word for people after them
_EITHER_PEOPLE_RE = folded_re(rf"\b(?P<a>{_NUM}) (?:o|ou|u) (?P<b>{_NUM}) (?:personas|persoas|pers|pax)\b")


def party_range(norm: str) -> tuple[int, int] | None:
    """«seremos 3 o 4», «entre 6 y 8 personas»: the party said as two counts a step apart, (smaller,
    larger); the larger is booked and said back (never «para las 4 o 5», a time)."""
    either = _EITHER_RE.search(norm)
    if either and re.search(r"\b(?:las|as|la|a)\b", either.group("between")):
        either = None
    said = either or _BETWEEN_RE.search(norm) or _EITHER_PEOPLE_RE.search(norm)
    if said is None:
        return None
    a, b = (said["a"], said["b"]) if said["a"] else (said["c"], said["d"])
    larger = _the_larger(a, b)
    return (to_int(a) or 0, larger) if larger else None


def _the_larger(a: str, b: str) -> int | None:
    """«4 o 5», «entre 6 y 8»: two counts a step apart (at most 3) book the larger."""
    x, y = to_int(a) or 0, to_int(b) or 0
    return y if 0 < x < y <= x + 3 else None


# «unos 4 o 5», «4 o 5, aún no sé», «seremos entre 6 y 8»: the two counts, said alone
_EITHER_ALONE_RE = folded_re(rf"(?:(?:pues|pois|seremos|somos|semos|seran|unos|unas|uns|unhas|entre) )*"
                       rf"(?P<a>{_NUM}) (?:o|ou|u|y|e|a) (?P<b>{_NUM})(?: personas| persoas)?"
                       r"(?: (?:aun no se|aun non sei|ainda non sei|mas o menos|mais ou menos|quizas|quizais))?")


def either_said_alone(norm: str) -> tuple[int, int] | None:
    """The answer to how many, given as two counts («unos 4 o 5»): (smaller, larger), the larger
    booked as in a request."""
    either = _EITHER_ALONE_RE.fullmatch(norm)
    larger = _the_larger(either["a"], either["b"]) if either else None
    return (to_int(either["a"]) or 0, larger) if either and larger else None


# «4», «para 4», «pues catro», «4 personas»: a count said alone
_COUNT_ALONE_RE = folded_re(rf"(?:(?:pues|pois|vale|para|pra|somos|semos|seremos) )*(?P<n>{_NUM})(?: personas| persoas)?")


def count_said_alone(norm: str) -> int | None:
    """The answer to how many given as a count and nothing else («4», «para 4», «catro»)."""
    m = _COUNT_ALONE_RE.fullmatch(norm)
    return to_int(m["n"]) if m else None


def _the_writers_own(norm: str) -> int:
    """«mi hijo», «mis padres», «mis dos hijos»: how many of the writer's own are named."""
    return len(_MY_ONE_RE.findall(norm)) + 2 * len(_MY_PAIR_RE.findall(norm)) \
        + sum(to_int(n) or 0 for n in _MY_COUNTED_RE.findall(norm))


_MORE_AFTER_RE = re.compile(r" (?:mas|mais|menos)(?: (?:por favor|porfa|gracias|grazas|al final|ao final|"
                            r"finalmente|tambien|tamen))?"     # «3 más los niños»
                            r"(?:\W*$|\W+(?:y|e|pero|porque|que|mejor|mellor|a las|as|para|pa|con)\b)")  # is no delta


# «un par de personas» is two; «unos 6», «unhas oito» is the number said
_A_PAIR_RE = re.compile(r"\bun par(?: de)?\b")
_ABOUT_RE = re.compile(r"\b(?:unos|unas|uns|unhas) (?=[0-9]|(?:dos|tres|cuatro|catro|cinco|seis|siete|sete|ocho|oito|"
                       r"nueve|nove|diez|dez|once|doce|dous|duas)\b)")


# «no somos 4, somos 5», «non somos catro, somos tres», «no son 3 son 2»: the number said after the one denied
_NOT_BUT_RE = folded_re(rf"\b(?:no|non) (?:somos|son|seremos|seran|serán|eramos) (?:{_NUM})(?: personas| persoas)?,? "
                  r"(?:(?:sino|senon|se non)(?: (?:somos|son|seremos|seran))?|"
                  rf"(?:(?:que|mas bien|mais ben) )?(?:somos|son|seremos|seran)) (?P<n>{_NUM})\b")


def find_party(norm: str, booking_kw: bool, party_words: frozenset = frozenset()) -> int | None:
    if (denied := _NOT_BUT_RE.search(norm)) is not None:
        n = to_int(denied.group("n"))
        return n if n and n > 0 else None
    if "un" in norm:
        norm = _ABOUT_RE.sub("", _A_PAIR_RE.sub("2", norm))
    either = party_range(norm)     # before the parts: «entre 3 y 4 personas» is no 3 + 4
    if either:
        return either[1]
    in_parts = party_in_parts(norm)
    if in_parts:
        return in_parts
    described = party_described(norm)
    if described:
        return described
    m = PARTY_RE.search(norm) or _PARTY_AGAIN_RE.search(norm)
    if not m and party_words:
        m = _party_by_trade_word(norm, party_words)
    if not m and booking_kw:
        m = _OCCASION_OF_RE.search(norm) or PARTY_LOOSE_RE.search(norm)
    if not m:
        return None
    if _MORE_AFTER_RE.match(norm, m.end()):
        return None   # «somos uno más», «seremos dos menos»: a change of the party held (party_delta)
    n = to_int(m.group("b") if m.re is _COUNTED_RE else next(g for g in m.groups() if g))
    again = _SAID_AGAIN_RE.match(norm, m.end())
    if again:                     # «para 4, digo 5»
        n = to_int(again.group("n") or again.group("m"))
    elif later := _WE_ARE_LATER_RE.search(norm, m.end()):     # «mesa para 4 …, mejor 10 y somos 5»: the last
        n = to_int(later.group("n"))
    if m.lastgroup == "b" and n == 1:
        return None   # 'hablar con una persona' is not a party of one
    return n if n and n > 0 else None


# «mejor que sean 5 sobre las 20», «mellor que sexan 5», «que sean 5 mejor», «¿pueden ser 8?»: the party
# wished instead, said of a booking already held (never «que sean las 5», «¿pueden ser a las 8?», nor
# «que sean 5 <things>»)
_PARTY_WISHED_RE = folded_re(rf"\b(?:que (?:sean|sexan)|{COULD_BE}) (?P<n>{_NUM})(?= *$|,| (?:mejor|mellor|al final|ao final|sobre|a las|"
                       r"as|ás|hacia|cara|pola|por la|el|o|y|e|pero|personas?|persoas?|pers)\b)")


def party_wished(norm: str) -> int | None:
    """«mejor que sean 5 sobre las 20», «¿pueden ser 8?» with a booking held: 5 people, the time beside it read apart."""
    m = _PARTY_WISHED_RE.search(norm)
    n = to_int(m.group("n")) if m else None
    return n if n and n > 0 else None


# what may follow «<word for being served> <number>» for the number to be people: the end, a day, a time
_AFTER_SERVED_RE = folded_re(rf"(?:$|,| (?:el|la|o|a|este|esta|hoy|hoxe|manana|mana|{WEEKDAY_WORDS}|personas?|persoas?|pers|pax)\b)")


# «¿tendríais para 2 el jueves a las 14?», «¿y para 6 tenéis el sábado?», «¿e para 6?»: with a booking held,
# a party said with the day or time asked, or alone (not «para 2 celíacos»: some of them, described)
_PARTY_WITH_ITS_WHEN_RE = folded_re(
    rf"^{SWAP_LEAD_IN}(?:(?:(?:una|unha|un|la|a|el|o) )?{BOOKING_ASKED_WORDS} )*(?:para|pa|pra) (?P<n>{_NUM})"
    rf"(?: {BOOKING_ASKED_WORDS})*"
    rf"(?= *$| (?:el|o|este|esta|hoy|hoxe|manana|mana|pasado|a las|as|a la misma|a mesma|{WEEKDAY_WORDS})\b)")


def party_with_its_when(norm: str) -> int | None:
    """The new party of a booking held, said beside the day or time asked («¿y para 6 el sábado?»)."""
    m = _PARTY_WITH_ITS_WHEN_RE.match(" ".join(re.sub(r"[^\w\s]", " ", norm).split()))
    n = to_int(m.group("n")) if m else None
    return n if n and n > 0 else None


def party_after_word(norm: str, served: re.Pattern | None) -> int | None:
    """«¿a qué hora podemos cenar 4 el viernes?»: the number right after the trade's word for
    being served (business.json `reading.booking_words`) is the party; not «cenar a las 9»."""
    for m in served.finditer(norm) if served is not None else ():
        said = re.match(rf"(?: (?:los|las|os|as))? (?P<n>{_NUM})\b", norm[m.end():])
        if said and _AFTER_SERVED_RE.match(norm, m.end() + said.end()):
            n = to_int(said.group("n"))
            return n if n and n > 0 else None
    return None


def _any_word(phrases) -> re.Pattern:
    """One regex matching any of the (normalised) phrases as whole words."""
    return re.compile(r"\b(?:" + "|".join(re.escape(p) for p in phrases) + r")\b")


def resource_index(biz):
    out = []
    for r in biz.data.get("booking", {}).get("resources", []) or []:
        said = {normalize(r.get("name", "")), *(normalize(a) for a in r.get("aliases", []))}
        names = [n for n in said if n]
        if names:
            out.append((_any_word(names), r["id"]))
    return out


def with_the_person_marked(norm: str, biz) -> str:
    """The message with each staff member's words as «@» («y con @ el martes»)."""
    for rx, _ in biz.cached("nlu.resources", resource_index):
        norm = rx.sub("@", norm)
    return norm


def _inflected(word: str) -> str:
    """A handoff word as a pattern that also takes its inflected forms: a verb by its stem
    ('devolver' → devolváis, devolvedme), a noun by its start ('factura' → facturar,
    'devolucion' → devoluciones). Short words (boda → bodas, not bodega) and phrases stay whole."""
    if " " in word or len(word) < 6:
        return re.escape(word) + r"(?:s|es)?"
    if word.endswith(("ar", "er", "ir")):
        return re.escape(word[:-2]) + r"\w*"
    return re.escape(word) + r"\w*"


def handoff_index(biz):
    out = []
    for t in biz.data.get("handoff_topics", []) or []:
        words = [normalize(w) for w in t.get("words", []) if normalize(w)]
        if words:
            out.append((re.compile(r"\b(?:" + "|".join(_inflected(w) for w in words) + r")\b"), t["id"]))
    return out


def refusal_index(biz):
    out = []
    for r in biz.data.get("refusals", []) or []:
        try:
            out.append((re.compile(normalize(r["pattern"])), r))
        except re.error:
            continue
    return out


def _named_days(biz) -> list[tuple[re.Pattern, str]]:
    """(the name's pattern, its date «MM-DD» or «YYYY-MM-DD») of every closure and special day
    the business names (business.json), longest name first."""
    named = []
    for day in [*(biz.data.get("closures") or []), *(biz.data.get("special_days") or [])]:
        for name in (day.get("name") or {}).values():
            if normalize(name) and day.get("date"):
                named.append((normalize(name), day["date"]))
    named.sort(key=lambda pair: -len(pair[0]))
    return [(re.compile(rf"\b{re.escape(name)}\b"), date) for name, date in named]


def named_day(norm: str, biz, today_ymd: str) -> str | None:
    """«¿abrís en Navidad?», «o día de Galicia»: the next date of a day the business names."""
    for pattern, date in biz.cached("nlu.named_days", _named_days):
        if feast_said(pattern, norm, feast_nouns(biz)):
            if len(date) == 10:
                return date
            this_year = f"{today_ymd[:4]}-{date}"
            return this_year if this_year >= today_ymd else f"{int(today_ymd[:4]) + 1}-{date}"
    return None


def holiday_index(biz):
    names = set()
    for c in biz.data.get("closures", []) or []:
        for n in (c.get("name") or {}).values():
            if normalize(n):
                names.add(normalize(n))
    if not names:
        return None
    return _any_word(sorted(names))


# «… y otro para mi hijo», «para mí y mi hija», «e outro para o meu fillo»: the one other person named
_OTHER_PERSON_RE = folded_re(r"\b(?:para|pa|pra|y|e) (?P<whom>(?:mi|o meu|a mina|a mina|meu|mina|el|la|o|a) "
                             + _RELATIVE + r")\b(?!s\b|es\b)")


# «la <thing> de mi hijo», «a do meu fillo»: whose a thing is
_OWNER_RE = folded_re(rf"\b(?:de|del|do|da) (?P<whom>{MY} " + _RELATIVE + r")\b(?!s\b|es\b)")


def owners_named(norm: str) -> set[str]:
    """The people a message says things are of («de mi hijo», «do meu fillo»: «mi hijo», «meu fillo»), as folded."""
    return {m["whom"] for m in _OWNER_RE.finditer(norm)}


def other_person_named(norm: str) -> str | None:
    """The one other person a message asks something for («mi hijo», «o meu fillo»), as folded; None when
    none or several are named."""
    found = {m["whom"] for m in _OTHER_PERSON_RE.finditer(norm)}
    return next(iter(found)) if len(found) == 1 else None


# «con @», «¿y con @?», «¿e @?», «¿@ trabaja?» (the person's words as @): the person and nothing more
_PERSON_ALONE_RE = re.compile(r"^(?:(?:y|e|pues|pois|entonces|enton) )?(?:(?:con|co|coa|cun|cunha) )?"
                              r"(?:(?:el|la|o|a) )?@(?: (?:tambien|tamen|trabaja|traballa|esta|viene|ven))*$")


def only_the_person(norm: str, biz) -> bool:
    """Nothing said but a staff member (and «y», «con», «también»)."""
    return bool(_PERSON_ALONE_RE.match(with_the_person_marked(norm, biz)))
