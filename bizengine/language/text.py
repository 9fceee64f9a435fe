"""Text normalisation shared by every reader: accents and case folded, punctuation cleaned.

Also the small language-level helpers the readers share: approximate singular and number words
(Spanish and Galician). Phone numbers are read in `phones`.
"""
from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from rapidfuzz.distance import Levenshtein

# Punctuation becomes a space; ':', '.' and '/' survive only between two digits (11:30, 7/11).
_PUNCT = re.compile(r"(?<![0-9])[:./]|[:./](?![0-9])|[^\w\s:./]|_")
# «2+2» is said «2 más 2»: the sign would otherwise be cleaned into two numbers side by side.
_PLUS = re.compile(r"(?<=[0-9]) ?\+ ?(?=[0-9])|(?<=[a-z]) \+ (?=[0-9])")     # «2+2», «2 adultos + 2 niños»


# Number words of Spanish and Galician, folded (no accents): one table for every reader.
UNIT_WORDS = {
    "cero": 0, "un": 1, "uno": 1, "una": 1, "unha": 1, "dos": 2, "dous": 2, "duas": 2,
    "tres": 3, "cuatro": 4, "catro": 4, "cinco": 5, "seis": 6, "siete": 7, "sete": 7,
    "ocho": 8, "oito": 8, "nueve": 9, "nove": 9,
}
TEEN_WORDS = {
    "diez": 10, "dez": 10, "once": 11, "doce": 12, "trece": 13, "catorce": 14, "quince": 15,
    "onze": 11, "doze": 12, "treze": 13, "catorze": 14, "quinze": 15,     # «ás onze»: spelt as in Portuguese
    "dieciseis": 16, "dezaseis": 16, "diecisiete": 17, "dezasete": 17, "dieciocho": 18,
    "dezaoito": 18, "diecinueve": 19, "dezanove": 19,
    "veinte": 20, "vinte": 20, "veintiun": 21, "veintiuno": 21, "veintiuna": 21,
    "vinteun": 21, "vinteunha": 21, "veintidos": 22, "vintedous": 22, "vinteduas": 22,
    "veintitres": 23, "vintetres": 23, "veinticuatro": 24, "vintecatro": 24,
    "veinticinco": 25, "vintecinco": 25, "veintiseis": 26, "vinteseis": 26,
    "veintisiete": 27, "vintesete": 27, "veintiocho": 28, "vinteoito": 28,
    "veintinueve": 29, "vintenove": 29,
}
TEN_WORDS = {
    "vinte": 20, "treinta": 30, "trinta": 30, "cuarenta": 40, "corenta": 40,
    "cincuenta": 50, "sesenta": 60, "setenta": 70, "ochenta": 80, "oitenta": 80,
    "noventa": 90,
}
HUNDRED_WORDS = {
    "cien": 100, "ciento": 100, "cen": 100, "cento": 100,
    "doscientos": 200, "doscientas": 200, "douscentos": 200, "duascentas": 200,
    "trescientos": 300, "trescientas": 300, "trescentos": 300, "trescentas": 300,
    "cuatrocientos": 400, "cuatrocientas": 400, "catrocentos": 400, "catrocentas": 400,
    "quinientos": 500, "quinientas": 500, "quinentos": 500, "quinentas": 500,
    "seiscientos": 600, "seiscientas": 600, "seiscentos": 600, "seiscentas": 600,
    "setecientos": 700, "setecientas": 700, "setecentos": 700, "setecentas": 700,
    "ochocientos": 800, "ochocientas": 800, "oitocentos": 800, "oitocentas": 800,
    "novecientos": 900, "novecientas": 900, "novecentos": 900, "novecentas": 900,
}
# What a quantity or an hour can be said as («dos cajas», «ás once»).
NUMBER_WORDS = {**{w: n for w, n in UNIT_WORDS.items() if n}, **TEEN_WORDS, **TEN_WORDS, "vinte e cinco": 25}
# «treinta y dos», «corenta e cinco»: one number, written as digits before the readers see it.
_TENS_AND_UNITS = re.compile(r"\b(" + "|".join(TEN_WORDS) + r") (?:y|e) ("
                             + "|".join(w for w, n in UNIT_WORDS.items() if n) + r")\b")


class _WithoutMarks(dict):
    """str.translate's table dropping the combining marks (accents, the tilde of ñ): each character
    looked up once, then kept (a few thousand at most: the ones messages use)."""

    def __missing__(self, code: int) -> int | None:
        kept = None if unicodedata.combining(chr(code)) else code
        if len(self) < 4096:
            self[code] = kept
        return kept


_WITHOUT_MARKS = _WithoutMarks()


@lru_cache(maxsize=64)
def normalize(s: str) -> str:
    """Lowercase, accents removed (ñ → n), spaces collapsed: 'Mañá ÁS Cinco' → 'mana as cinco'.
    Cached (the last few texts only): a message is normalised by several readers in one turn."""
    s = s or ""
    if not s.isascii():     # (ASCII is its own decomposition, with no accent to drop)
        s = unicodedata.normalize("NFKD", s).translate(_WITHOUT_MARKS)
    return " ".join(s.lower().split())     # (split: the same spaces as the regex «\s», cheaper)


# Chat shorthand and one common misspelling, read as the words they stand for: «hay q encargar», «tb», «xq».
_SHORTHAND = {"q": "que", "qe": "que", "ke": "que", "xq": "porque", "pq": "porque", "tb": "tambien", "tmb": "tambien",
              "tbn": "tambien", "dnd": "donde", "cdo": "cuando", "xfa": "por favor", "pls": "por favor",
              "mnn": "manana", "mnna": "manana", "mna": "manana", "mnana": "manana",
              # «mañna», «mañan», «mañaana», «mañama»: tomorrow misspelt (read as today, they moved the day)
              "manna": "manana", "manan": "manana", "manaana": "manana", "manama": "manana", "mamana": "manana",
              "mananaa": "manana", "mannana": "manana",
              "pal": "para el", "pro": "para o", "pra": "para", "pa": "para",
              "tenedes": "tedes", "d": "de", "ls": "las",      # «tenedes»: the common Galician for the standard «tedes»
              "duzia": "ducia", "duzias": "ducias", "dusia": "ducia",     # the Portuguese-like spelling
              "bale": "vale", "balen": "valen",     # b for v: «¿cuánto bale?» (no word of its own)
              # j for g: «alérjica al gluten», an allergy that must not go unread
              "alerjia": "alergia", "alerjias": "alergias", "alerjico": "alergico", "alerjica": "alergica",
              "alerjicos": "alergicos", "alerjicas": "alergicas",
              # qu written q or k: «qita», «kitame» (to take a line off; «quita» unread left it in)
              "qita": "quita", "kita": "quita", "qitame": "quitame", "kitame": "quitame", "qitala": "quitala",
              "kitala": "quitala", "qitalo": "quitalo", "kitalo": "quitalo"}
_SHORTHAND_RE = re.compile(r"(?<![\w:./])(?:" + "|".join(_SHORTHAND) + r")(?![\w:./])")
# «x» for «por» before a part of the day: «x la mañana», «x a tarde», or before «now» («eso es todo x ahora»:
# for now, no time said); elsewhere «x» is a count: «x2», «3 x 2»
_X_FOR_POR_RE = re.compile(r"(?<![\w:./])x (?=(?:(?:la|a) (?:manana|mana|tarde|noche|noite|madrugada|mediodia)"
                           r"|ahora|agora|hoy|hoxe|(?:el|o) momento)\b)")


# Clock times written the other ways, as «21:30»: «21h30», «9 h 30»; after «las»/«ás» also
# «21,30», «21'30», «2130» and «21 30» (elsewhere «21,30» is a price, «2130» a number).
_H_TIME = re.compile(r"\b([01]?[0-9]|2[0-3]) ?h ?([0-5][0-9])\b")
_LAS_TIME = re.compile(r"\b(las|as) ([01]?[0-9]|2[0-3])"
                       r"(?:[,'´`]|(?<=[0-9]) (?=[0-5][05]\b)|(?=[0-5][0-9]\b))([0-5][0-9])\b")


def _tens_and_units(text: str) -> str:
    return _TENS_AND_UNITS.sub(lambda m: str(TEN_WORDS[m.group(1)] + UNIT_WORDS[m.group(2)]), text)


_DIGIT = re.compile(r"[0-9]")


_TIME_THEN_H = re.compile(r"\b([01]?[0-9]|2[0-3]):([0-5][0-9]) ?(?:h|hs|hrs?)\b")     # «11:30h»


def _clock_times(text: str) -> str:
    if not _DIGIT.search(text):
        return text
    text = _TIME_THEN_H.sub(r"\1:\2", text) if ":" in text else text
    return _LAS_TIME.sub(r"\1 \2:\3", _H_TIME.sub(r"\1:\2", text))


# «alas 11», «ala 1»: «a las 11», «a la 1» typed as one word (before an hour only: «alas», «ala» are words too)
_AT_THE_GLUED_RE = re.compile(r"(?<![\w:./])al(as?) (?=[0-9]{1,2}\b)")


# «graciasss», «holaaa», «siii»: a letter typed three times or more is one (no word of ours has three)
_DRAWN_OUT = re.compile(r"([a-zñ])\1{2,}")


_AT_THE_RE = re.compile(r"(?<!\w)[áÁ]s(?!\w)")
# «9 y meda», «nueve y medi», «9 y 1/2»: half past, as typed in a hurry
_HALF_PAST_RE = re.compile(r"\b(y|e) (?:meda|medi|mdia|meia|1/2|½)(?![\w/])")


@lru_cache(maxsize=64)
def clean(s: str) -> str:
    """normalize + punctuation → space, keeping '11:30', '7/11' and '2.5' whole; clock times
    written «21h30» or «a las 21,30» as «21:30»; chat shorthand («q», «tb», «xq», «x la tarde») spelt out."""
    if "ás" in s or "Ás" in s:
        s = _AT_THE_RE.sub("a as", s)      # Galician «ás 11» (at 11), before folding makes it «as» (the)
    text = _HALF_PAST_RE.sub(r"\1 media", _numbers_respelt(normalize(s)))
    text = _AT_THE_GLUED_RE.sub(r"a l\1 ", text) if "al" in text else text
    text = _clock_times(_tens_and_units(text))
    text = _PLUS.sub(" mas ", text) if "+" in text else text
    text = " ".join(_PUNCT.sub(" ", text).split())
    text = _SHORTHAND_RE.sub(lambda m: _SHORTHAND[m.group(0)], _DRAWN_OUT.sub(r"\1", text))
    return _X_FOR_POR_RE.sub("por ", text) if "x " in text else text


def _numbers_respelt(text: str) -> str:
    return _LONG_WORD_RE.sub(_number_respelt, text)


_LONG_WORD_RE = re.compile(r"\b[a-z]{4,}\b")


def _number_respelt(m: re.Match) -> str:
    return _word_respelt(m.group(0))


@lru_cache(maxsize=4096)
def _word_respelt(word: str) -> str:
    """«nuebe», «beinte», «kuatro»: a number word spelt by its sound, read as the number word; «kiero
    sita», «acer», «kanto kusta»: a word of asking and booking spelt by its sound, read as that word.
    Cached: every message respells the same few words, some of them several times."""
    if word in NUMBER_WORDS or word in _ASKED_WORDS:
        return word
    by_sound = _numbers_by_sound().get(_sounds_alike(word))     # «dudas» is no «dúas»: no d dropped here
    if by_sound or _TWO_VOWELS.search(word):    # Galician «quéroo» is «quero o» (I want it), never «quero»
        return by_sound or word
    return _asked_by_sound().get(_loose_key(word), word)


# The words a wish, a booking or a question is read by (Spanish and Galician, folded), which chat spells by
# their sound: qu or c written k or q («kiero», «qiero», «kuanto»), c written s or z («sita», «zita»,
# «nesesito»), h dropped («acer», «ablar»). Seseo is allowed for these words only: elsewhere «casa» and
# «caza» are two words. A word of three letters after the respelling («ase», «ora») is left alone.
_ASKED_WORDS = frozenset("""
quiero quiere queria quisiera queremos querria quieres cita citas cuanto cuanta cuantos cuantas cuesta
cuestan costaria hacer haceis hacemos hablar hablamos precio precios necesito necesitaria cancelar cuando
hueco huecos quedar queda quedan
quero queres quereria canto canta cantos cantas custa custan facer facedes facemos falar
""".split())


_TWO_VOWELS = re.compile(r"([aeiou])\1")


def _loose_key(word: str) -> str:
    return _sounds_alike(word).replace("s", "z").replace("q", "k")


@lru_cache(maxsize=1)
def _asked_by_sound() -> dict[str, str]:
    by_key: dict[str, set[str]] = {}
    for w in _ASKED_WORDS:
        by_key.setdefault(_loose_key(w), set()).add(w)
    return {k: ws.pop() for k, ws in by_key.items() if len(ws) == 1 and len(k) >= 4}


@lru_cache(maxsize=1)
def _numbers_by_sound() -> dict[str, str]:
    return {_sounds_alike(w): w for w in NUMBER_WORDS if " " not in w and len(w) >= 4}


def as_typed(words: list[str], s: str) -> list[str]:
    """`words` (read from `clean(s)`) without the words of asking it holds only by their sound («kanto kusta» →
    «canto custa», Galician words): a «k» is as Spanish as it is Galician, so the language is told by the
    words as typed."""
    typed = normalize(s)
    respelt = [w for m in _LONG_WORD_RE.finditer(typed)
               if (w := _number_respelt(m)) != m.group(0) and w in _ASKED_WORDS]
    kept = list(words)
    for w in respelt:
        if w in kept:
            kept.remove(w)
    for short in _TYPED_WORD_RE.findall(typed):       # «mesa pra 4»: «pra» is Galician, «para» both
        if _SHORTHAND[short] in kept:
            kept[kept.index(_SHORTHAND[short])] = short
    return kept


# shorthand spelt out by `clean` that only one language writes («pra»: Galician for «para»)
_TYPED_WORD_RE = re.compile(r"(?<![\w:./])pra(?![\w:./])")


def as_said(phrase: str, text: str) -> str:
    """A phrase read from `clean(text)` in the customer's own spelling (accents and ñ back):
    'dias de sol' in 'Días de sol.' → 'Días de sol'. When the text does not hold it word for word
    (a noun the reader put back: «¿y la de mazá?»), each word the text holds, as said."""
    said = text.split()
    n = len(phrase.split())
    for i in range(len(said)):
        for j in range(i + 1, min(len(said), i + n) + 1):     # «pro» folds to two words: fewer said
            run = " ".join(said[i:j]).strip(".,;:!?¡¿«»\"'()")
            folded = clean(run)
            if folded == phrase:
                return run
            if len(folded.split()) >= n or not phrase.startswith(folded):
                break
    spelt = {clean(w): w for w in (w.strip(".,;:!?¡¿«»\"'()") for w in said) if len(clean(w).split()) == 1}
    return " ".join(spelt.get(w, w) for w in phrase.split())


# How a folded word sounds in Spanish and Galician, for spellings that only change letters of the
# same sound («kasa», «bino», «ojo» for «hojo», «yave»). «s» stays apart from «z»/«ce»: seseo
# would make «casa» and «caza» one word.
_SOUND_STEPS = [(re.compile(a), b) for a, b in [
    (r"(?<!c)h", ""), (r"qu(?=[ei])", "k"), (r"gu(?=[ei])", "G"), (r"g(?=[ei])", "j"), (r"G", "g"),
    (r"c(?=[ei])", "z"), (r"c(?!h)", "k"), (r"v", "b"), (r"w", "b"), (r"ll", "y"), (r"y$", "i"), (r"(.)\1+", r"\1"),
]]
# the d of «-ado», «-ido» is dropped in speech: «<x>ado» said «<x>ao» (not in the loose key of asked words:
# «keda»; nor in «-ada», «-ida», «-uda»: «comia» is no «comida», «dúas» no «dudas»)
_D_DROPPED = re.compile(r"(?<=[ai])d(?=os?$)")


@lru_cache(maxsize=8192)
def sound_key(word: str) -> str:
    """«queso» and «keso» → «keso»; «llave» and «yave» → «yabe»; «passo» and «paso» → «paso»;
    «<x>ado» and «<x>ao» → «<x>ao»."""
    return _D_DROPPED.sub("", _sounds_alike(word))


def d_dropped(word: str) -> bool:
    """Whether `word` has a d that speech drops («<x>ado»)."""
    return sound_key(word) != _sounds_alike(word)


@lru_cache(maxsize=8192)
def _sounds_alike(word: str) -> str:
    for pattern, repl in _SOUND_STEPS:
        word = pattern.sub(repl, word)
    return word


def singular(word: str) -> str:
    """Approximate singular of a normalised word, good enough to compare catalogue words.

    'mesas' → 'mesa', 'panes' → 'pan', 'canciones' → 'cancion'. Both sides of a comparison
    go through it, so an imperfect stem is harmless.
    """
    n = len(word)
    if n > 5 and word.endswith("es") and word[-3] in "dlr" and word[-4] not in "aeiouy":
        return word[:-1]        # «grandes», «postres», «dobles»: no Spanish word ends in -nd, -tr, -bl
    if n > 4 and word.endswith("es") and word[-3] in "lnrdzj":
        return word[:-2]
    if n > 3 and word.endswith("s") and not word.endswith("ss") and not word[-2].isdigit():
        return word[:-1]
    return word


def to_int(token: str) -> int | None:
    """'12' → 12, 'doce' → 12, 'duas' → 2; anything else → None."""
    if token.isdigit() and token.isascii() and len(token) <= 4:
        return int(token)
    return NUMBER_WORDS.get(token)


_COURTESY_RE = re.compile(r"\b(?:por favor|porfa|porfavor|por fa|xfa|x favor|pf|plis|please|gracias|grazas|"
                          r"muchas gracias|moitas grazas)\b")


def after_repeating(before: str, now: str) -> str | None:
    """What `now` says after repeating `before` word for word, one slip of a letter or two per word
    allowed («quiero 2 libors» after «quiero 2 libros»: ""; «2 X para mañana» after
    «2 X»: "para manana"), never with another number («tres» after «dos»): None when it
    does not repeat it. Courtesies («por favor») are left out of both."""
    a, b = _COURTESY_RE.sub(" ", clean(before)).split(), _COURTESY_RE.sub(" ", clean(now)).split()
    if not a or len(b) < len(a):
        return None
    same = all(x == y or (to_int(x) is None and to_int(y) is None and Levenshtein.distance(x, y) <= min(2, len(x) // 4))
               for x, y in zip(a, b))
    return " ".join(b[len(a):]) if same else None


# Plural endings of feminine nouns («canciones», «cancións», «unidades», «<things>as»); «-ces» only
# when its singular ends in «z» («luces»: «luz»; never «dulces»)
_FEMININE_ENDINGS = ("as", "ciones", "siones", "cions", "sions", "dades", "tudes", "umbres")


def feminine_plural(plural: str, known: frozenset | set) -> bool:
    """Whether a plural noun is feminine; `known`: words whose singular shows a «-z» («luz»)."""
    word = clean(plural)
    if word.endswith(("ces", "zes")):
        return word[:-3] + "z" in known and word[:-3] not in ("lapi", "pe", "tapi", "arro", "mai")
    return word.endswith(_FEMININE_ENDINGS)
