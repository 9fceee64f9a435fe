"""The words around a product's name, shared by the passes of the item reader (items.py):
quantities («media docena de» → 6, «x2», «otra»), «de» and the articles, the words that never
name something to buy, and `Match`, one catalogue phrase found in a message with the quantity
and options read around it."""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from bizengine.language.days import MONTH_NAMES, WEEKDAYS
from bizengine.language.text import clean, singular, to_int
from bizengine.language.times import CLOCK_LEAD
from bizengine.understanding.item_index import ItemIndex
from bizengine.understanding.lexicon import COLOUR_OF, COUNT_WORDS, INSTEAD_OF_THE_GL_RE, detect_lang

_DOZEN = {"docena", "docenas", "ducia", "ducias", "docenita", "docenitas", "ducina", "ducinas"}   # «docenita», «duciña»
_AND_A_HALF = (["y", "media"], ["e", "media"])
# «varias X», «unas cuantas X»: a count not said, to be asked («¿Cuántas X quieres?»).
VAGUE = {"varias", "varios", "unas", "unos", "unhas", "uns", "algunas", "algunos", "algunhas", "alguns",
         "bastantes", "muchas", "muchos", "moitas", "moitos"}
ONE_PAIR = {"unas", "unos", "unhas", "uns"}     # «unas tijeras», «unos pantalones»: one, named in plural
# «unas cuantas X», «unhas poucas X», «unas poquitas X»: after a plural article, how many is still not said
VAGUE_AFTER = frozenset(("cuantas", "cuantos", "cantas", "cantos", "pocas", "pocos", "poucas", "poucos", "poquitas",
                         "poquitos", "pouquinas", "pouquinos", "poquinas", "poquinos"))
OTHER = {"otra", "otro", "outra", "outro", "otras", "otros", "outras", "outros"}
OF = {"de", "do", "da", "del"}
_TO_BE = {"sean", "sexan", "son", "serian", "serán", "seran"}
DEFINITE = {"el", "la", "los", "las", "o", "a", "os", "as"}
# «mi», «tus», «a miña», «o noso» (folded): whose the thing is, inside a catalogue phrase an article's
# stand-in or one word more («revisar mi X», «revisar a miña X» are the alias «revisar la X»)
OWNER_WORDS = frozenset("mi mis meu meus mina minas tu tus teu teus tua tuas su sus seu seus sua suas nuestro nuestra "
                        "nuestros nuestras noso nosa nosos nosas vuestro vuestra vuestros vuestras voso vosa".split())
YEARS = frozenset(("ano", "anino", "anito"))
# «de 8 años», «8 añitos», «un bebé de 8 meses» (folded, singular): how old someone is, never a count or a size
AGE_UNITS = YEARS | {"mes", "mese"}
# Words after a product's name that ask for a kind of it («de chocolate blanco», «rellenos»,
# «integral»): read against the product's own words, never dropped. Each form → one key.
VARIANTS = {form: key for key, forms in {
    "blanco": "blanco blanca branco branca", "negro": "negro negra", "rojo": "rojo roja vermello vermella",
    "relleno": "relleno rellena recheo rechea", "integral": "integral integrai", "infantil": "infantil infantiles",
}.items() for form in forms.split()}
COLOURS = frozenset({"blanco", "negro", "rojo"})    # a kind only of a flavour: «de chocolate blanco»
# every colour word, folded and singular: a product may be called by one («rosa»)
COLOUR_WORDS = frozenset(COLOUR_OF)
# Words that follow a number, or stand where a thing would, without being something to buy: time,
# people, occasions, the request itself, days and the small words between (folded, singular). The
# trade's own are in its business.json `reading.not_items` (index.not_items).
NOT_ITEMS = {
    "donde", "onde", "persona", "persoa", "adulto", "nino", "neno", "dia", "semana", "mes", "horita", "ratito",
    "hora", "minuto", "min", "vez", "veces", "euro", "cosa", "cousa", "pregunta", "duda", "consulta", "queja", "queixa",
    "reclamacion", "momento", "segundo", "poco", "pouco", "mesa", "cita", "reserva", "pedido", "encargo", "encomenda",
    "unidad", "bolsa", "ano", "anos", "mas", "menos",
    "y", "e", "o", "de", "del", "para", "por", "pola", "polas", "que", "a", "al", "en", "con",
    "sin", "sen", "la",
    "el", "las", "los", "lo", "se", "me", "te", "mi", "tu", "su", "nos", "les", "le", "os", "as",
    "h", "am", "pm", "mismo", "misma", "sola", "solo", "vale", "gracias", "grazas", "favor",
    "idea", "amiga", "amigo", "hija", "hijo", "filla", "fillo", "nieta", "nieto", "madre", "padre",
    "cumple", "cumpleano", "ocasion", "fiesta", "festa", "boda", "voda", "comunion", "evento",
    "aniversario", "santo", "graduacion", "xubilacion", "jubilacion", "despedida", "bautizo", "bautizado",
    "celebracion", "navidad", "nadal", "halloween", "bienvenida", "benvida", "encargo", "encarga",
    "parte", "lado", "sitio", "local", "tienda", "tenda", "hoja", "semana", "finde", "noche", "tarde",
    "manana", "mana", "noite", "docena", "ducia", "par", "mitad", "metade", "clienta", "cliente",
    "ultima", "ultimo", "primera", "primero", "primeira", "seguida", "sabado", "domingo", "lunes",
    "martes", "miercole", "jueve", "vierne", "luns", "mercore", "xove", "venre", "hoy", "hoxe", "ayer", "onte",
    "anteayer", "antonte",
    "mucho", "muy", "moito", "moi", "bien", "ben", "buena", "bueno", "boa", "bo", "pena", "pregunto",
    "alergia", "alerxia", "intolerancia", "nombre", "nome", "telefono", "correo", "ayuda", "axuda",
    "regalo", "agasallo", "siempre", "sempre", "verdad", "verdade", "tamano", "repuesto", "recambio",
    "porfa", "porfavor", "xfa", "plis", "please", "nota", "indicacion", "observacion", "polvo",
    "desa", "dese", "desta", "deste", "desto", "diso", "disto", "esa", "ese", "esta", "este", "eso", "esto",
    "rato", "ratito", "ratino", "quiero", "quero", "queria", "quisiera", "quixera", "necesito", "preciso",
    "pasare", "pasarei", "paso", "recojo", "recollo", "ire", "irei", "voy", "vou", "vamos", "imos",
    # understanding and thinking: «non entendo» is no misspelt product, nor «lo he pensado»
    "entiendo", "entendo", "entendi", "entendin", "entiendes", "entendes", "entender", "entiende", "entende",
    "comprendo", "pienso", "penso", "pensado", "pensando", "pensaba",
    # «una de ellas sin X», «unha delas»: the things just named, no flavour
    "ella", "ello", "ela", "ele", "dela", "dele", "aquella", "aquello", "aquela", "aquel",
} | MONTH_NAMES


@dataclass
class Match:
    """One catalogue phrase found at words[start:end], with the quantity and options read around it."""

    start: int
    end: int
    kind: str        # 'product' | 'ambiguous'
    target: str
    qty: int = 1
    explicit: bool = False
    vague: bool = False      # «varias X», «quiero Xs»: many, how many not said
    either: tuple[int, int] | None = None     # «7 u 8 X»: two counts said, which one not
    count_after: bool = False     # «en vez de 4 X que sean 6»: the count is the one said after it
    options: dict = field(default_factory=dict)
    via_head: str | None = None   # head noun an ellipsis borrowed
    borrowed: str | None = None   # the cart product whose head noun it borrowed
    choices: list | None = None   # several cart products share that head noun: which one?
    packs_said: bool = False      # «<pieces>, 2 <packs>»: the count after it is of the product itself
    contradicted: bool = False    # a quality said that its own words contradict: the one there is, offered
    counted_in: str | None = None     # «2 <word> de X», the word none of X's: what counts it, as said («2 cajas»)
    not_made: bool = False        # «<noun> de X», X a flavour none of the «<noun> de …» is: said not made
    rest_of_a_count: bool = False     # «4 X, 2 … y 2 de <not made>»: offered as more of the X held
    doubted: bool = False         # «una X, no sé si con Y»: Y offered, not ordered



def normalize_quantities(words: list[str]) -> list[str]:
    """«2 docenas de», «dúas ducias e media», «media docena», «docena de», «un par de» → the count."""
    if not _DOZEN.intersection(words) and "par" not in words:
        return words
    out, i = [], 0
    while i < len(words):
        count, taken = _quantity_at(words, i)
        out.append(str(count) if taken else words[i])
        i += taken or 1
    return out


def counted_in_dozens(words: list[str]) -> bool:
    """«una docena», «media ducia», «un par» among the words: a count no hour can be (stop 63)."""
    return bool(_DOZEN.intersection(words)) or "par" in words


def _quantity_at(words: list[str], i: int) -> tuple[int, int]:
    """The count a quantity phrase starting at word i says, and how many words it takes ((0, 0): none)."""
    word, after = words[i], words[i + 1:i + 3]
    if word in ("un", "otro", "outro") and after[:1] == ["par"]:
        count, end = 2, i + 2       # «un par de X», «y otro par de Y»
    elif word == "media" and after[:1] and after[0] in _DOZEN:
        count, end = 6, i + 2
    elif word == "media" and after[:1] == ["de"] and _DOZEN.intersection(words[:i]):
        count, end = 6, i + 1       # «una docena de X y media de Y»: half a dozen of Y
    elif word in ("una", "unha") and after[:1] and after[0] in _DOZEN and _a_dozen_alone(after[1:]):
        count, end = 12, i + 2      # «me llevo una docena», «unha ducia para mañá»: of the thing talked about
    elif word in _DOZEN and (after[:1] == ["de"] or after in _AND_A_HALF):
        count, end = 12, i + 1
    elif after[:1] and after[0] in _DOZEN and (n := to_int(word)) is not None:
        count, end = 12 * n, i + 2
    else:
        return 0, 0
    if word not in ("media", "un") and words[end:end + 2] in _AND_A_HALF:
        count, end = count + 6, end + 2
    if words[end:end + 1] == ["de"]:
        end += 1
    return count, end - i


def _a_dozen_alone(after: list[str]) -> bool:
    """Whether «una docena» ends the message or a filler or a day follows it (no «de X», no «y media»)."""
    return not after or after[0] in _AFTER_A_DOZEN


_AFTER_A_DOZEN = frozenset("para pa pra por porfa gracias grazas pues pois el o manana mana hoy hoxe".split())


_DIGITS_RE = re.compile(r"x?([0-9]{1,3})x?")     # «12», «x2», «2x»


def qty_token(w: str) -> int | None:
    if w in OTHER:
        return 1
    m = _DIGITS_RE.fullmatch(w)
    if m:
        return int(m.group(1))
    n = to_int(w)
    return n if n is not None and n <= 99 else None


# Words around a bare count that answers a question of how many: «pa 20», «de 12 porfa», «somos 8».
AROUND_A_COUNT = {"para", "pa", "de", "somos", "seremos", "semos", "son", "sean", "sexan", "es", "sera", "seria",
                  "comen", "que", "por", "favor", "porfa", "gracias", "grazas", "vale", "ok", "pues", "pois", "mejor",
                  "mellor", "la", "el", "a", "o", "persona", "persoa", "unas", "unos", "unhas", "uns", "y", "e",
                  # «los 4», «os catro», «venga, cuatro», «catro, si»: the count, taken
                  "los", "os", "venga", "dale", "si", "bueno", "bo", "entonces", "enton"}   # («las 4»: a time)
_ASKING = {"quiero", "quero", "pon", "ponme", "ponnos", "dame", "danos", "unidad", "unidade", "unidades", "mas",
           "mais", "en", "total"}


# between two counts, the first taken back: «seis, no, mejor cinco», «6 digo 5»
TAKEN_BACK_WORDS = frozenset("no non digo perdon perdona perdoa".split())


def bare_count(text: str, known: frozenset = frozenset()) -> int | None:
    """The one count a short answer says («4», «media docena», «pues 6 porfa», «ponme 3 X»); None
    when it says none, several or other things (`known`: words that may name what is counted)."""
    words = normalize_quantities(clean(text).split())
    counts = [n for w in words if w not in OTHER and (n := qty_token(w)) is not None]
    rest = [w for w in words if qty_token(w) is None]
    if len(counts) == 2 and TAKEN_BACK_WORDS & set(rest):        # «seis, no, mejor cinco», «6 non, 4»: the last
        counts, rest = counts[1:], [w for w in rest if w not in TAKEN_BACK_WORDS]
    if len(counts) != 1 or any(w not in AROUND_A_COUNT and w not in _ASKING and singular(w) not in known
                               for w in rest):
        return None
    return counts[0]


def vague_count(words: list[str], used: list[bool], start: int) -> str | None:
    """«varias X», «unas X», «unas cuantas X», «unhas poucas X»: many, without a number; the
    word that says so."""
    k = start - 1
    if k >= 1 and words[k] in VAGUE_AFTER and words[k - 1] in VAGUE:
        return f"{words[k - 1]} {words[k]}" if not used[k - 1] else None
    return words[k] if k >= 0 and not used[k] and words[k] in VAGUE else None


def not_item(idx: ItemIndex, w: str) -> bool:
    return w in NOT_ITEMS or w in idx.not_items


def a_clock_time(words: list[str], i: int) -> bool:
    """Whether the number at words[i] is the hour of «a las N» rather than a count."""
    return i >= 2 and words[i - 1] in ("las", "as", "la") and words[i - 2] in CLOCK_LEAD


_OR = frozenset(("o", "u", "ou"))
_THESE = frozenset("esas esos estas estos las los as os".split())
_OF_THESE = frozenset("desas deses destas destes".split())


# between a product and its count said after it: «X solo 4», «de X pon 4»
_ONLY_THEN = frozenset("solo so pon ponme ponle pona ponlle deja dejame deixa deixame".split())


_ALONE = frozenset("sola solo soa".split())
ONLY = _ALONE | {"so", "solamente", "unicamente"}     # «solo la de 8», «no, só 4»: that one and no more
_ONE = frozenset("un una uno unha 1".split())
_OF_THE_GL = frozenset(("dos", "das"))      # Galician «de + os/as»: «un dos X», one of the Xs
_GALICIAN_DEFINITE = frozenset(("o", "a", "os", "as"))
# after «o/a», words that are no noun the «dos» may belong to: a weekday, a time («o martes dos X»)
_NOT_A_NOUN = frozenset([*WEEKDAYS, "manana", "mana", "tarde", "noite", "mediodia", "las", "la", "los"])
# «a por dos X», «a ver dos X»: the «a» of a verb's, not Galician «a» (the)
_NOT_A_NOUN_AFTER_A = frozenset(("por", "pola", "polo"))
_INFINITIVE_ENDINGS = ("ar", "er", "ir")


def _of_the_after_a_noun(words: list[str], s: int) -> bool:
    """«o X dos Y», «a X das Y»: Galician «de + os/as» after «o/a <noun>» in a Galician
    message, no count (not «o martes dos X», «a las 10 dos X», nor Spanish «voy a querer dos X», «a por
    dos X», «a ver dos X»: a verb or «por» after the «a»)."""
    return (s >= 3 and words[s - 1] in _OF_THE_GL and words[s - 3] in _GALICIAN_DEFINITE
            and _a_noun(words[s - 2]) and detect_lang(words) == "gl")


def _a_noun(word: str) -> bool:
    return (to_int(word) is None and word not in _NOT_A_NOUN and word not in _NOT_A_NOUN_AFTER_A
            and not word.endswith(_INFINITIVE_ENDINGS))


def quantity_for(words: list[str], sing: list[str], used: list[bool], m: Match) -> None:
    """The quantity said before a product («2 X», «otra X», «2 de X») or after it («X x2»)."""
    s = m.start
    if _of_the_after_a_noun(words, s) or INSTEAD_OF_THE_GL_RE.search(" ".join(words[max(s - 3, 0):s])):
        return      # («no canto dos X»: of the Xs)
    if s >= 2 and words[s - 1] in _OF_THE_GL and words[s - 2] in ("un", "unha") and not used[s - 2]:
        m.qty, m.explicit = 1, True          # «un dos X», «unha das X»: one of them
        used[s - 2] = used[s - 1] = True
        return
    if s >= 1 and not used[s - 1] and (n := qty_token(words[s - 1])) is not None and words[s - 1] not in OTHER \
            and not a_clock_time(words, s - 1):
        m.qty, m.explicit = n, True
        used[s - 1] = True
        if s >= 3 and words[s - 2] in _OR and not used[s - 3] and (a := qty_token(words[s - 3])) is not None \
                and 0 < a < n:
            m.qty, m.explicit, m.either = 1, False, (a, n)      # «7 u 8 X»: which of the two is asked
            used[s - 3] = used[s - 2] = True
        return
    if s >= 2 and words[s - 1] in _ALONE and not used[s - 2] and words[s - 2] in _ONE:
        m.qty, m.explicit = 1, True          # «una sola X», «unha soa X»: one, and no more
        used[s - 2] = used[s - 1] = True
        return
    if s >= 2 and words[s - 1] == "x" and not used[s - 2] and (n := qty_token(words[s - 2])) is not None:
        m.qty, m.explicit = n, True          # «2 x X», a list's way of counting
        used[s - 2] = used[s - 1] = True
        return
    if s >= 1 and words[s - 1] in OTHER:
        m.qty, m.explicit = 1, True
        used[s - 1] = True
        return
    if s >= 4 and sing[s - 1] in OF and words[s - 3] in OF and qty_token(words[s - 2]) is not None \
            and not used[s - 4] and (n := qty_token(words[s - 4])) is not None:
        m.qty, m.explicit = n, True          # «2 de 12 de X»: two of the size 12 (the size is an option)
        used[s - 4] = True
        return
    if s >= 2 and sing[s - 1] in OF and not used[s - 2] and (n := qty_token(words[s - 2])) is not None \
            and not (s >= 3 and words[s - 3] in OF) and not a_clock_time(words, s - 2):
        # («la de 12 de X»: a size, not 12 of them; «a las 11 de <kind>»: the hour)
        m.qty, m.explicit = n, True
        used[s - 2] = used[s - 1] = True
        return
    if s >= 3 and sing[s - 1] in OF and words[s - 2] in COUNT_WORDS and not used[s - 3] \
            and (n := qty_token(words[s - 3])) is not None:
        m.qty, m.explicit = n, True
        used[s - 3] = used[s - 2] = used[s - 1] = True
        return
    k = s - 1 if s >= 2 and words[s - 1] in _OF_THESE else s - 2       # «2 desas X», «2 de esas X»
    if s >= 2 and (words[s - 1] in _OF_THESE or (s >= 3 and words[s - 1] in _THESE and sing[s - 2] in OF)) \
            and not used[k - 1] and (n := qty_token(words[k - 1])) is not None:
        m.qty, m.explicit = n, True
        for i in range(k - 1, s):
            used[i] = True
        return
    e = m.end
    if e + 2 < len(words) and words[e] == "que" and words[e + 1] in _TO_BE \
            and (n := qty_token(words[e + 2])) is not None and not used[e + 2]:
        m.qty, m.explicit = n, True          # «los X que sean 4»
        used[e] = used[e + 1] = used[e + 2] = True
        return
    if e + 1 < len(words) and words[e] in _ONLY_THEN and not used[e + 1] \
            and (n := qty_token(words[e + 1])) is not None and not a_clock_time(words, e + 1):
        m.qty, m.explicit = n, True          # «X solo 4», «de X pon 4»
        used[e] = used[e + 1] = True
        return
    if e + 1 < len(words) and words[e + 1] in COUNT_WORDS and not used[e] and (n := qty_token(words[e])) is not None:
        m.qty, m.explicit = n, True          # «<product>, 2 unidades»
        used[e] = used[e + 1] = True
        return
    if e + 1 < len(words) and _SIZE_CODE_RE.fullmatch(words[e]):
        e += 1      # «<X> 700x32 x2»: the size code is no count, the «x2» after it is
    if e < len(words):
        mx = re.fullmatch(r"x([0-9]{1,3})", words[e])
        if mx:
            m.qty, m.explicit = int(mx.group(1)), True
            used[e] = True
        elif words[e] == "x" and e + 1 < len(words) and words[e + 1].isdigit():
            m.qty, m.explicit = int(words[e + 1][:3]), True
            used[e] = used[e + 1] = True


# a size written as a code: «700x32», «26x1.95»
_SIZE_CODE_RE = re.compile(r"[0-9]+(?:[x/][0-9]+(?:[.,][0-9]+)?)+")


def its_count_said_after(words: list[str], used: list[bool], m: Match) -> int:
    """«<X>, 3, y uno <Y>»: how many words the product's own count takes right after its name (1 or 0);
    none when a count stands before it too («dos X, dos de Y»: the second is a part of them)."""
    at = m.end
    counted_before = m.start > 0 and qty_token(words[m.start - 1]) is not None
    return int(at < len(words) and used[at] and m.explicit and not counted_before and qty_token(words[at]) == m.qty)
