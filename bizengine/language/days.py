"""Reading the day a customer means, in Spanish and Galician: 'el sábado', 'mañá', 'el 14',
'el viernes 14 de noviembre', 'dentro de 3 días', 'este finde' (ask which day).

`find_day` reads text.clean output; `parse_when` (dates.py) puts it together with the time."""
from __future__ import annotations

import re
from calendar import monthrange
from dataclasses import dataclass
from datetime import date, timedelta

from rapidfuzz.distance import OSA

from bizengine.language.clock import add_days
from bizengine.language.day_or_count import a_day_number_before
from bizengine.language.text import NUMBER_WORDS, to_int

WEEKDAYS = {
    "lunes": 0, "luns": 0, "martes": 1, "miercoles": 2, "mercores": 2,
    "jueves": 3, "xoves": 3, "viernes": 4, "venres": 4, "sabado": 5, "domingo": 6,
}
_MONTHS = {
    "enero": 1, "xaneiro": 1, "febrero": 2, "febreiro": 2, "marzo": 3, "abril": 4,
    "mayo": 5, "maio": 5, "junio": 6, "xuno": 6, "julio": 7, "xullo": 7, "agosto": 8,
    "septiembre": 9, "setiembre": 9, "setembro": 9, "octubre": 10, "outubro": 10,
    "noviembre": 11, "novembro": 11, "diciembre": 12, "decembro": 12,
}
NUM = r"(?:[0-9]{1,2}|" + "|".join(sorted((w for w in NUMBER_WORDS if " " not in w), key=len, reverse=True)) + ")"
WEEKDAY_WORDS = "|".join(WEEKDAYS)     # the weekdays, as a regex alternation
# «el sábado siete», «o día sete»: a day's number in words (not «un», «una»: one of a thing)
DAY_NUMBER_WORDS = "|".join(sorted((w for w, n in NUMBER_WORDS.items() if 1 < n <= 31 and " " not in w),
                                   key=len, reverse=True))
# Before a weekday: «el», «este», «para», «cada»…; a misspelt one is read only after these, so
# «en dos partes» stays parts and «me vendes 3» stays selling
_BEFORE_A_WEEKDAY = frozenset("el este esta proximo o para pra pa pro pal cada los os do del al ao ese".split())
# «el primer viernes de diciembre», «o derradeiro sábado de novembro»: which of the month's weekdays (-1 the last)
_PLACE_IN_THE_MONTH = {"primer": 1, "primero": 1, "primeiro": 1, "segundo": 2, "tercer": 3, "tercero": 3,
                       "terceiro": 3, "cuarto": 4, "quinto": 5, "ultimo": -1, "derradeiro": -1, "penultimo": -2,
                       # «el 1º viernes» (cleaned «1o»), «el 1er viernes», «o 3º xoves»
                       "1o": 1, "1er": 1, "2o": 2, "3o": 3, "3er": 3, "4o": 4, "5o": 5}
_LONG_WEEKDAYS = tuple(w for w in WEEKDAYS if len(w) >= 5)
# First letters that are words of their own: «el mar», «o ven buscar» (comes for it)
_NOT_SHORT_WEEKDAYS = frozenset({"mar", "ven"})
# The weekdays' short forms, as the day buttons print them («sáb 7 nov») and customers copy them
_SHORT_WEEKDAYS = {"lun": "lunes", "mar": "martes", "mie": "miercoles", "mier": "miercoles", "mer": "mercores",
                   "jue": "jueves", "juev": "jueves", "xov": "xoves", "vie": "viernes", "ven": "venres",
                   "sab": "sabado", "dom": "domingo"}
# «vistas al mar», «frutos do mar», «o ven buscar»: the word, never the day; nor «mirando el mar a las 14»
_NO_DAY_BEFORE = frozenset("al ao del do de da os los a".split())
_LOOKING_AT = frozenset("mirando mirar ver ve vemos veis vista vistas frente cerca junto beira olla ollando".split())
_INFINITIVE_NEXT_RE = re.compile(r"^\w{2,}(?:ar|er|ir|ela|elo|alo|ala)\b")
# «un paseo por el mar a las 14», «pola mar»: a place passed through, never a day
_THROUGH = frozenset("por pola polo pela en".split())
# «ven pola tarde a miña nai»: someone called to come, never a day
_TO_SOMEONE_RE = re.compile(r"\b(?:a|con) (?:mi|mis|tu|tus|su|sus|miña|miñas|mina|minas|meu|meus|"
                            r"teu|teus|tua|tuas|seu|seus|sua|suas|nuestra|nuestro|nosa|noso)\b")
_NO_DAY_TWO_BEFORE = _LOOKING_AT | _THROUGH
# «mar 3», «sáb 21h», «mér ás 11», «xov a las 10», «dom pola tarde»: the day's number or a time after it
# (not «mar 2 personas»)
_DAY_NUMBER_NEXT_RE = re.compile(r"^[0-9]{1,2}(?= *$| (?:a|as|las|y|e|pola|por|de|nov|dic|[0-9])\b)")
_WHEN_NEXT_RE = re.compile(r"^(?:[0-9]{1,2}(?::[0-9]{2}|h)?(?= *$| (?:a|as|las|y|e|pola|por|de|nov|dic|[0-9])\b)|"
                           r"[0-9]{1,2}(?::[0-9]{2}|h)\b|(?:a las|a la|a as|as|pola|por la|pela|de tarde|"
                           r"de noche|ao mediodia|al mediodia|mediodia|tarde|noche|noite)\b)")

# «ven 21h», «mar 21:30»: a clock time written as one, right after the short form (nobody comes «at 21h»)
_CLOCK_NEXT_RE = re.compile(r"^[0-9]{1,2}(?::[0-9]{2}| ?h| ?hs)\b")
# «ás 21», «a las 9»: an hour said with its article, a day's only after the party («2 pax ven ás 21»)
_AT_AN_HOUR_NEXT_RE = re.compile(r"^(?:a las|a la|a as|as) [0-9]{1,2}\b")
_PARTY_BEFORE_RE = re.compile(r"(?:\b[0-9]{1,2}|\b(?:pax|personas?|persoas?))$")


def _hour_right_after(words: list[str], i: int) -> bool:
    """A bare «mar»/«ven» with an hour right after it: written as a clock («ven 21h»), or with its
    article after the party said («2 pax ven ás 21», «para 2 mar a las 21»)."""
    after = " ".join(words[i + 1:i + 4])
    return bool(_CLOCK_NEXT_RE.match(after)) or bool(
        _PARTY_BEFORE_RE.search(" ".join(words[max(0, i - 2):i])) and _AT_AN_HOUR_NEXT_RE.match(after))


# «De martes a viernes a mediodía: …», «do luns ao venres»: the weekdays a thing is served on
_WEEKDAY_SPAN_RE = re.compile(rf"\b(?:de|do|desde el|dende o) (?P<first>{WEEKDAY_WORDS}) (?:a|al|ao|hasta el|ata o) "
                              rf"(?P<last>{WEEKDAY_WORDS})\b")


def weekday_span(norm: str) -> tuple[frozenset[int], str] | None:
    """The weekdays of the first span «de martes a viernes» in `norm` (0 Monday; «de viernes a
    lunes» wraps the week), and the span as read; None without one."""
    m = _WEEKDAY_SPAN_RE.search(norm)
    if m is None:
        return None
    first, last = WEEKDAYS[m["first"]], WEEKDAYS[m["last"]]
    return frozenset((first + i) % 7 for i in range((last - first) % 7 + 1)), m.group(0)


def respell_weekdays(norm: str, day_asked: bool = False, today_ymd: str | None = None) -> str:
    """«el vienres», «pal juebes», «o mercres», «el juev», «para el mie»: a word one letter off a
    weekday (a letter missing, extra, changed or two swapped; two in a word of five letters or
    more after «para el»: «jeuvs», «bernes») or its first letters, where a weekday is expected, is
    that weekday; so is a short form («sáb 21h», «mér ás 11»; «mar» and «ven» only where a day goes,
    `day_asked`: the message answers «¿qué día?»). With no article, before a number the weekday
    falls on from `today_ymd` («savado 7 <thing>», the 7th a Saturday; not «partes 2»)."""
    words = norm.split()
    changed = False
    for i, w in enumerate(words):
        if (short := _short_weekday(words, i, day_asked)) is not None:
            words[i], changed = short, True
            continue
        if len(w) < 3 or not w.isalpha() or w in WEEKDAYS or w[:-1] in WEEKDAYS:
            continue        # a weekday, or its plural («os domingos»: every Sunday)
        placed = i and (words[i - 1] in _BEFORE_A_WEEKDAY or words[i - 1] in _PLACE_IN_THE_MONTH)
        numbered = None if placed else _date_next(words, i, today_ymd)
        if not placed and numbered is None:
            continue
        near = _weekdays_near(w, far=_for_a_day(words, i))
        if near and len({WEEKDAYS[d] for d in near}) == 1 and (placed or WEEKDAYS[near[0]] == numbered):
            words[i], changed = near[0], True       # «vienres»: «viernes» or «venres», one day
    return " ".join(words) if changed else norm


_DAY_NUMBER_RE = re.compile(rf"(?:[1-9]|[12][0-9]|3[01]|{DAY_NUMBER_WORDS})")


def _date_next(words: list[str], i: int, today_ymd: str | None) -> int | None:
    """The weekday (0 Monday) of the day numbered right after a word of four letters or more: the
    coming day of that number («savado 7 <thing>»: the 7th, a Saturday)."""
    if today_ymd is None or len(words[i]) < 4 or i + 1 >= len(words) or not _DAY_NUMBER_RE.fullmatch(words[i + 1]):
        return None
    ymd = _day_of_month(date.fromisoformat(today_ymd), _day_number(words[i + 1]) or 0)[0]
    return date.fromisoformat(ymd).weekday() if ymd else None


def short_weekdays_written(norm: str, respelt: str) -> list[str]:
    """The weekdays `respell_weekdays` wrote in `respelt` for short forms in `norm` («mer» → «mercores»):
    a short form tells no language, so the word written must not either (but for «xov»: an «x» is Galician)."""
    if respelt == norm:
        return []
    return [new for old, new in zip(norm.split(), respelt.split())
            if old != new and old in _SHORT_WEEKDAYS and old != "xov"]


def _short_weekday(words: list[str], i: int, day_asked: bool) -> str | None:
    """The weekday a short form stands for («sab», «mér», «xov»); «mar» (the sea) and «ven» (comes) only
    after «para el», after «el»/«o» with a time after it («o ven ás 21», not «ven a las 10?»: come at ten,
    nor «por el mar a las 14»), «mar» before a day's number anywhere («mar 3»), or alone to «¿qué día?»;
    never before someone («ven pola tarde a miña nai»)."""
    day = _SHORT_WEEKDAYS.get(words[i])
    if day is None or words[i] not in _NOT_SHORT_WEEKDAYS:
        return day
    before = words[i - 1] if i else ""
    after = " ".join(words[i + 1:i + 3])
    if before in _NO_DAY_BEFORE or before in _THROUGH or _INFINITIVE_NEXT_RE.match(after) \
            or (i > 1 and words[i - 2] in _NO_DAY_TWO_BEFORE) \
            or (words[i] == "ven" and after.startswith(("a las", "a la "))):
        return None
    if _for_a_day(words, i) or (words[i] == "mar" and _DAY_NUMBER_NEXT_RE.match(after)):    # «2 pax mar 3 a las 21»
        return day
    if before not in _LOOKING_AT and _hour_right_after(words, i):
        return day      # «<X> ven 21h», «mar 21:30», «2 pax ven ás 21» (not «ven ás 10»: come at ten)
    placed = (not i and day_asked) or (i > 0 and before in _BEFORE_A_WEEKDAY)
    alone = not after and day_asked     # «Mar» to «¿a nombre de quién?»: a name
    if not placed or _TO_SOMEONE_RE.search(" ".join(words[i + 1:])):
        return None
    return day if _WHEN_NEXT_RE.match(after) or alone else None


def _for_a_day(words: list[str], i: int) -> bool:
    """«para el X», «pal X», «pro X»: only a day goes there (not «esta X», «con el X»: a name)."""
    return words[i - 1] in ("pal", "pro") or (i >= 2 and words[i - 1] in ("el", "o")
                                              and words[i - 2] in ("para", "pa", "pra", "hasta", "ata", "desde"))


def _weekdays_near(word: str, far: bool = False) -> list[str]:
    if word in _NOT_SHORT_WEEKDAYS:
        return []
    cut = [d for d in _LONG_WEEKDAYS if d.startswith(word)]
    if cut or len(word) < 4:
        return cut
    near = [d for d in _LONG_WEEKDAYS if OSA.distance(word, d, score_cutoff=1) <= 1]
    if near or not far or len(word) < 5 or word in NUMBER_WORDS or word in _MONTHS:
        return near     # «xoes»: one letter off; «nueve», «marzo» are no weekday two letters off
    return [d for d in _LONG_WEEKDAYS if OSA.distance(word, d, score_cutoff=2) <= 2]     # «jeuvs», «bernes»
# «25 de dic», «3 nov.», «o 2 de xan»: a month's first letters, read only after a day's number (not «mar»,
# a name, nor «set», a thing)
_MONTH_ABBREVIATIONS = {
    "ene": 1, "xan": 1, "feb": 2, "abr": 4, "may": 5, "mai": 5, "jun": 6, "xun": 6, "jul": 7,
    "xul": 7, "ago": 8, "sep": 9, "sept": 9, "oct": 10, "out": 10, "nov": 11, "dic": 12, "dec": 12,
}
_MONTH_NUMBERS = {**_MONTHS, **_MONTH_ABBREVIATIONS}
_WD = WEEKDAY_WORDS
_MON = "|".join(_MONTHS)
_MON_DATED = "|".join(sorted(_MONTH_NUMBERS, key=len, reverse=True))      # after a day's number
MONTH_NAMES = frozenset(_MONTHS)       # «3 de noviembre»: a date's word, never a product's
MONTH_SHORT_NAMES = frozenset(_MONTH_ABBREVIATIONS)     # «13 nov» (as the day buttons print it): a date

# «Por la mañana», «pola mañá», «esta mañá», «pa la mañana»: the part of the day, not tomorrow.
# A bare «de mañana» is tomorrow's («el horario de mañana»), unless the message names a weekday or
# «de tarde» beside it: then it is the morning.
_BARE_MORNING_RE = re.compile(r"\bde (?:manana|mana)\b")
_OTHER_DAY_OR_PART_RE = re.compile(rf"\b(?:{WEEKDAY_WORDS})s?\b|\bde tarde\b")
MORNING_RE = re.compile(r"\b(?:(?:por|pola|polas|da|na|en|esta|a|pela|cualquier|calquera|alguna|algunha) (?:la |a )?|"
                        r"(?:de|para|pa|pra) (?:la|a) |media )(?:manana|mana)\b")    # «para la mañana»: «para mañana» is tomorrow

# «¿abrís…?», «abredes mañá?», «¿cerráis…?», «pechan os luns?»: opening or closing asked of the business
# (you plural, they; Spanish and Galician, folded, with the usual misspellings). Not the forms that also
# give an order or ask a favour: «cierra el pedido», «¿me cierras el pedido?», «pechasmo?»
OPENS = r"abris|abreis|abrides|abredes|abren|abres|abrireis|abriredes|abriran"
CLOSES = (r"cerrais|cerrades|cerreis|cierran|cerrareis|cerraran|pechades|pechais|pechan|"
          r"pecharedes|pecharan|pecades|pecais|pexades")

# What may follow a day number after a weekday or a bare «el»: the end, a time, another day, the
# start of another clause («el viernes 13 somos 4», «el 13 quiero…»)… but not a noun («el viernes 2
# unidades» is a quantity, not the 2nd).
_DAY_NUM_END = (r"(?: *$|[,;!?]|\.(?![0-9])"
                # «el sábado 14 de 4 a 6», «o venres 13 das 9 ás 11»: the hours the day is wanted at
                r"| +(?:de|do|das|desde|dende|entre) (?:(?:las|la|as|a) )?[0-9]{1,2}(?:[:h][0-9]{2})? "
                r"(?:a|as|á|ás|y|e|hasta|ata|al|ao|a las|a as) "
                r"| +(?:a|as|las|al|ao|á|por|pola|pela|para|pa|y|e|o|ou|sobre|hacia|cara|que|"
                r"mejor|mellor|en|h|vale|porfa|gracias|grazas|entonces|enton|entón|mismo|mesmo|"
                r"somos|somo|semos|seremos|seriamos|vamos|iremos|imos|venimos|vimos|vendremos|viremos|"
                r"estaremos|llegamos|chegamos|quiero|quero|quisiera|queria|quixera|queremos|necesito|"
                r"necesitamos|preciso|precisamos|podemos|puedo|podo|podria|poderia|hay|ha|habra|haber|"
                r"me|nos|te|lo|la|le|se|si|pero|pois|pues|con|sin|no|non|tambien|tamen|seria|sera|"
                # «el lunes 9 abrís?», «el sábado 14 tenéis hueco?»: a question about that day
                rf"{OPENS}|{CLOSES}|abre|abrimos|abierto|aberto|cerras|cierra|"
                r"pecha|cerrado|pechado|teneis|tedes|tienes|tes|tiene|ten|trabajais|trabaja|traballa|"
                r"traballades|estais|estades|esta|hai|puedes|podes|podeis|podedes|puede|pode|horario|"
                # «el martes 10 seis <X>», «lunes 9 de noviembre dos <X>»: a count after the date
                r"un|una|unha|dos|dous|duas|tres|cuatro|catro|cinco|seis|siete|sete|ocho|oito|nueve|nove|diez|dez|"
                r"once|doce|media|medio|[0-9]{1,3})\b)")

# any other word after a day's number: «sábado 7 <thing>», «el 7 <thing>» (language/day_or_count)
_A_WORD_NEXT = r" (?P<{}>[^\W\d]\w*)"
# what «el 3» is before when it is no day: «el 3 de la lista», «el 7 de noviembre», «el 3 dic» (read as a date
# on its own)
_NOT_A_BARE_DAY_BEFORE = "de|del|do|da|dos|das|x"

# «el primero de noviembre», «o primeiro de novembro», «el día primero»: the 1st, told as an ordinal
_FIRST = "primero|primeiro|primer"
FIRST_OF_THE_MONTH_RE = re.compile(rf"\b(?:{_FIRST}) (?:de |do )?(?:{_MON_DATED})\b|\bdia (?:{_FIRST})\b")

# «el primer viernes de diciembre», «o último sábado de novembro», «el segundo lunes del mes que viene»
_NEXT_MONTH = (r"mes que viene|mes que ven|proximo mes|mes proximo|vindeiro mes|mes vindeiro|seguinte mes|"
               r"mes seguinte|siguiente mes|mes siguiente")
_WEEKDAY_OF_A_MONTH = (rf"\b(?P<nth>{'|'.join(_PLACE_IN_THE_MONTH)}) (?P<nthwd>{_WD}) "
                       rf"(?:(?:de|do|del) (?:(?:el |o )?mes de )?(?P<nthmon>{_MON})(?: (?:de |do )?(?P<nthyear>20[0-9]{{2}}))?"
                       rf"|(?:del|do) (?P<nthnext>{_NEXT_MONTH})|(?P<nththis>(?:de este|deste) mes))\b")

_DAY_RE = re.compile(
    _WEEKDAY_OF_A_MONTH
    + r"|\b(?:de )?(?:hoy|hoxe) en (?P<weeks_on>ocho|8|quince|15)(?: dias)?\b"     # «de hoy en ocho»: a week on
    r"|\b(?P<p2>pasado (?:manana|mana))\b"
    r"|\b(?P<today>hoy|hoxe|esta (?:tarde|noche|noite))\b"
    r"|\b(?P<tomorrow>manana|mana)\b"
    rf"|\b(?P<dm>[0-9]{{1,2}}|{NUM}|{_FIRST}) (?:de )?(?P<mon>{_MON_DATED})(?: (?:de |do )?(?P<year>20[0-9]{{2}}))?\b"
    r"|\b(?P<slash>[0-9]{1,2})/(?P<smon>[0-9]{1,2})(?:/(?P<syear>[0-9]{2,4}))?\b"
    rf"|\b(?P<wd>{_WD})s?(?: (?:dia )?(?P<wdnum>[0-9]{{1,2}}|{DAY_NUMBER_WORDS})(?:/(?P<wdsmon>[0-9]{{1,2}})|(?: (?:de |do )?(?P<wdmon>{_MON_DATED}))?)"
    # «sábado 7 <thing>»: a word after the number, the day's or a count's (`_a_count_after`)
    rf"(?={_DAY_NUM_END}|{_A_WORD_NEXT.format('wdnext')}))?\b"
    rf"|\bdia (?P<dnum>[0-9]{{1,2}}|{_FIRST})\b(?!/)(?! (?:de |do )?(?:{_MON_DATED})\b)"
    # «el día siete», «o día sete <thing>»: in words only after its article (the word after it checked in `find_day`)
    rf"|(?:(?<=\bel )|(?<=\bo )|(?<=\bdel )|(?<=\bdo )|(?<=\bal )|(?<=\bao ))dia (?P<dnumw>{DAY_NUMBER_WORDS})\b"
    rf"(?! (?:de |do )?(?:{_MON_DATED})\b)(?={_A_WORD_NEXT.format('dnext')})?"
    rf"|\b(?:para|pa) (?:el|o) (?P<pnum>[0-9]{{1,2}})\b(?!/)(?! (?:de |do )?(?:{_MON_DATED})\b|(?:persona|persoa|unidad|euro|hora|minuto|h)\b)"
    rf"|(?:^|(?<= ))el (?P<elnum>[0-9]{{1,2}})(?!/)(?={_DAY_NUM_END}|(?! (?:{_NOT_A_BARE_DAY_BEFORE}|{_MON_DATED})\b){_A_WORD_NEXT.format('elnext')})"
    # «para el nueve», «pra o doce»: a day's number in words (not «para el 2 personas»)
    rf"|\b(?:para|pa|pra) (?:el|o) (?P<pnumw>{NUM})\b(?! (?:de |do )?(?:{_MON_DATED})\b)"
    r"(?= *$|[,;.!?]| (?:a|as|las|a las|a as|por|pola|que|y|e|porfa|gracias|grazas)\b)"
    # Galician «o 7 ás 21h», «o 18 pra 3»: «o» is also Spanish «or» («6 o 7»), so only with a time or a party
    # after it, and no count before it but a party's (`_a_count_before`)
    rf"|(?:^|(?<= ))o (?P<onum>[0-9]{{1,2}})(?= (?:a as|as|pola|pela|ao mediodia|(?:para|pa) (?:[0-9]{{1,2}}|{NUM}))\b)"
    # …or opening the message, alone or with a filler: «o 5», «vale, o 12», «o 5 entón»
    # «mellor o 8», «e podería ser o 8 mellor?»: a second thought
    r"|^(?:(?:vale|ok|pois|bo|bueno|enton|entonces|si|e|mellor|(?:poderia|podia|pode) ser) )*o (?P<onum2>[0-9]{1,2})"
    r"(?= *$| (?:pois|enton|entonces|mesmo|vale|porfa|grazas|gracias|mellor)\b)"
    # «dentro dun mes», «nunha semana»: Galician «de/en + un(ha)» said as one word
    rf"|(?:\b(?:dentro de|en|daqui a|de aqui a) |\bdentro d(?=un)|\bn(?=un(?:ha)? (?:dia|semana|mes)\b))"
    rf"(?P<rn>{NUM}|unas|unos) (?P<unit>dias?|semanas?|mes|meses)\b"
    rf"|\b(?P<nextmonth>(?:el |o )?(?:{_NEXT_MONTH}))\b"
    rf"|\b(?:(?P<third>principios|primeros|primeiros|comienzos|mediados|finales|finais) (?:de|do) (?:mes de )?|"
    rf"(?:para|pa|en|no|a|ao|durante) (?:(?:el )?mes de |o mes de )?)(?P<mname>{_MON})\b"
    r"|\b(?P<weekend>(?:(?:el |o |a )?(?:proximo|proxima|seguinte|siguiente|vindeira) |(?:este|el|o|esta|a) )?"
    r"(?:finde|fin de semana)(?: que viene| que ven| proximo| proxima| seguinte| siguiente| vindeira)?)\b"
    r"|\b(?P<thisweek>(?:esta|nesta|esta misma|esta mesma) semana)\b"
    r"|\b(?P<nextweek>(?:la|a) (?:semana que viene|semana que ven|proxima semana|semana proxima|vindeira semana|semana vindeira)|semana que viene|semana que ven|proxima semana|semana vindeira)\b"
)
# what may open a message before the day it starts with: «y para el martes…», «pro venres…», «el 1…»
_BEFORE_A_DAY_FIRST_RE = re.compile(r"(?:(?:y|e|pues|pois|vale|ok|bueno|bo|entonces|enton) )*"
                                    r"(?:(?:para|pa|pra|pro|pal) )?(?:(?:el|o|este|esta|dia) )*")


def without_the_day_first(norm: str) -> str:
    """«el 1 de diciembre quiero la segunda» → «quiero la segunda», «o venres, a terceira» → «a
    terceira»: the message without the day it opens with (the day is read on its own), else as said."""
    m = _DAY_RE.search(norm)
    if m is None or not _BEFORE_A_DAY_FIRST_RE.fullmatch(norm[:m.start()]):
        return norm
    end = m.end("wd") if _in_words(m.group("wdnum")) else m.end()     # «el martes dos de la segunda»: may count
    return norm[end:].lstrip(" ,")


_NOTICE_RE = re.compile(r"\b(?:notificaron|notificou|avisaron|avisou|dijeron|dixeron|llamaron|chamaron|escribieron|recibi|recibin|llego|chegou)\b")
_TARGET_WORDS = {"para", "pa", "al", "ao", "a", "reservar", "encargar", "recoger", "recoller", "mejor", "mellor", "hasta"}
_ARTICLES = {"el", "o", "la", "este", "esta", "proximo", "seguinte", "dia", "que"}
# «…, perdón, …», «…, digo, …»: what follows takes back what came before (a day, a time, a party).
CORRECTION = r"perdon|perdona|digo|quiero decir|quise decir|quixen dicir|o sea|ou sexa"
CHANGE_RE = re.compile(r"\b(?:cambi\w*|modific\w*|mover|move|mueve|pasar|pasalo|mejor|mellor|en vez|en lugar|"
                       r"no puedo|no podemos|no me va|no nos va|no me viene|non podo|non podemos|non me vai|"
                       rf"{CORRECTION})\b")
# «no puedo», «non podo», «no me va», «me viene mal», «imposible»: the customer cannot make it (a day or
# time refused; conversation.order_form reads a day refused with it too)
CANNOT = (r"(?:(?:no|non) (?:puedo|podo|podemos|me va|me vai|me viene|me ven|nos va|nos vai|nos viene|me cuadra|"
          r"me encaixa)|(?:me |nos )?(?:es |e )?(?:imposible|imposibel)|(?:me|nos) (?:va|vai|viene|ven) (?:fatal|mal))")
# «…, a las 12 no puedo», «ás 12 non podo», «a las 12 imposible», «el jueves me viene mal»: what comes right
# before it is a day or time the customer cannot do
CANNOT_RE = re.compile(rf"\W*\b(?:(?:ya|pues|pois|xa|tampoco|tampouco) )?{CANNOT}\b")
# «el viernes, no, el sábado», «para el viernes, digo el sábado», «a las 11, no espera, a las 12»: what
# comes between two days (or times) takes the first back, and the second is the one («el martes que viene no, el
# otro martes»: the coming one's words before it)
TAKEN_BACK_RE = re.compile(rf"^\W*(?:(?:que viene|que ven|proximo)\W+)?(?:(?:uy|ay|ai|ups|oh|ah|vaya) )?(?:que )?(?:no|non|espera|agarda|bueno|bo|mejor|mellor|{CORRECTION})\b")


def _resolve_day(m: re.Match, now_ymd: str) -> tuple[str | None, bool, str | None]:
    """→ (ymd, invalid, ambiguous_kind) for one day expression."""
    t = date.fromisoformat(now_ymd)
    g = m.groupdict()
    if g["weeks_on"]:
        return add_days(now_ymd, 7 if g["weeks_on"] in ("ocho", "8") else 14), False, None
    if g["p2"]:
        return add_days(now_ymd, 2), False, None
    if g["today"]:
        return now_ymd, False, None
    if g["tomorrow"]:
        return add_days(now_ymd, 1), False, None
    if g["weekend"]:
        return None, False, "weekend"
    if g["nextweek"]:
        return None, False, "next_week"
    if g["thisweek"]:
        return None, False, "this_week"
    if g["nth"]:
        return _weekday_of_a_month(t, g)
    if g["wd"] and g["wdnum"]:
        # 'el sábado 14' / 'el lunes 9 de noviembre': the number decides the date; a weekday that
        # does not fall on it ('el viernes 14' when the 14th is a Saturday) leaves the day to ask
        if g["wdmon"] or g["wdsmon"]:
            ymd, invalid, _ = _dated(t, _day_number(g["wdnum"]) or 0, _weekday_month(g), None)
        else:
            ymd, invalid, _ = _day_of_month(t, _day_number(g["wdnum"]) or 0)
        if invalid or ymd is None:
            return None, True, None
        if date.fromisoformat(ymd).weekday() != WEEKDAYS[g["wd"]]:
            return None, False, "mismatch"
        return ymd, False, None
    if g["wd"]:
        return _next_weekday(g["wd"], now_ymd), False, None
    if g["rn"]:
        n = to_int(g["rn"]) or 1
        if g["unit"].startswith("mes"):
            return _months_on(t, n).isoformat(), False, None
        return add_days(now_ymd, n * (7 if g["unit"].startswith("semana") else 1)), False, None
    if g["nextmonth"] or g["mname"]:
        return None, False, "month"
    if g["mon"] or g["slash"]:
        day = _day_number(g["dm"] or g["slash"])
        month = _MONTH_NUMBERS[g["mon"]] if g["mon"] else int(g["smon"])
        year = g["year"] or g["syear"]
        return _dated(t, day, month, int(year) + (2000 if len(year) == 2 else 0) if year else None)
    num = g["dnum"] or g["dnumw"] or g["pnum"] or g["elnum"] or g["onum"] or g["onum2"] or g["pnumw"]
    return _day_of_month(t, _day_number(num) or 0)


def _weekday_of_a_month(t: date, g: dict) -> tuple[str | None, bool, None]:
    """«el primer viernes de diciembre», «el último sábado de noviembre»: that day (a month before this
    one is next year's; this month's, gone by, stays: the reply says it is past). Invalid when the
    month has no such day («el quinto martes de noviembre»)."""
    if g["nthnext"]:
        first = _months_on(t.replace(day=1), 1)
    elif g["nththis"]:
        first = t.replace(day=1)
    else:
        month = _MONTHS[g["nthmon"]]
        first = date(int(g["nthyear"]) if g["nthyear"] else t.year + (month < t.month), month, 1)
    weekday, place = WEEKDAYS[g["nthwd"]], _PLACE_IN_THE_MONTH[g["nth"]]
    if place > 0:
        day = first + timedelta(days=(weekday - first.weekday()) % 7 + 7 * (place - 1))
    else:
        last = _months_on(first, 1) - timedelta(days=1)
        day = last - timedelta(days=(last.weekday() - weekday) % 7 + 7 * (-place - 1))
    return (day.isoformat(), False, None) if day.month == first.month else (None, True, None)


def _day_number(said: str) -> int | None:
    """«14», «catorce», «primero»: the day of the month said."""
    return 1 if re.fullmatch(_FIRST, said) else to_int(said)


def _weekday_month(g: dict) -> int:
    """The month said after a weekday and its day: «el lunes 9 de noviembre», «el viernes 20/11»."""
    return _MONTH_NUMBERS[g["wdmon"]] if g["wdmon"] else int(g["wdsmon"])


@dataclass(frozen=True)
class ImpossibleDate:
    """«el 31 de noviembre», «30/2»: a day the month said does not have."""

    day: int
    month: int
    year: int           # the year it would fall in (the next such month when none was said)
    month_days: int     # how many days that month has in that year

    @property
    def month_end(self) -> str:
        """The last day that month has, as YYYY-MM-DD."""
        return date(self.year, self.month, self.month_days).isoformat()


def impossible_date(day_text: str | None, now_ymd: str) -> ImpossibleDate | None:
    """The day and month of a date said that does not exist; None when the words name no month
    («el 32»), a month that does not exist («31/13») or a date that does."""
    m = _DAY_RE.fullmatch(day_text or "")
    if m is None:
        return None
    g = m.groupdict()
    if g["mon"] or g["slash"]:
        day, month, year = _day_number(g["dm"] or g["slash"]), \
            (_MONTH_NUMBERS[g["mon"]] if g["mon"] else int(g["smon"])), g["year"] or g["syear"]
    elif g["wdnum"] and (g["wdmon"] or g["wdsmon"]):
        day, month, year = _day_number(g["wdnum"]) or 0, _weekday_month(g), None
    else:
        return None
    if not day or not 1 <= month <= 12:
        return None
    t = date.fromisoformat(now_ymd)
    in_year = int(year) + (2000 if len(year) == 2 else 0) if year else t.year + (month < t.month)
    month_days = monthrange(in_year, month)[1]
    return ImpossibleDate(day, month, in_year, month_days) if day > month_days else None


def _months_on(t: date, n: int) -> date:
    """The same day n months on (the month's last day when it has no such day)."""
    y, m = divmod(t.month - 1 + n, 12)
    y, m = t.year + y, m + 1
    last = (date(y + m // 12, m % 12 + 1, 1) - timedelta(days=1)).day
    return date(y, m, min(t.day, last))


_NEXT_ONE_RE = re.compile(r"\b(?:proximo|proxima|seguinte|siguiente|vindeira|que viene|que ven)\b")


def day_period(day_text: str | None, now_ymd: str) -> tuple[str, str] | None:
    """The days a period said means, from today on: «este finde» (its Saturday and Sunday), «la
    semana que viene» (Monday to Sunday), «el mes que viene», «para enero», «a mediados de
    noviembre» (the 11th to the 20th)."""
    m = _DAY_RE.search(day_text or "")
    if m is None:
        return None
    t = date.fromisoformat(now_ymd)
    if m.group("weekend"):
        sat = t + timedelta(days=(5 - t.weekday()) % 7) if t.weekday() != 6 else t - timedelta(days=1)
        if _NEXT_ONE_RE.search(m.group(0)) and t.weekday() >= 5:
            sat += timedelta(days=7)          # said on a weekend, «el próximo finde» is the next one
        return max(sat, t).isoformat(), (sat + timedelta(days=1)).isoformat()
    if m.group("nextweek"):
        mon = t + timedelta(days=7 - t.weekday())
        return mon.isoformat(), (mon + timedelta(days=6)).isoformat()
    if m.group("thisweek"):         # from today to its Sunday
        return t.isoformat(), (t + timedelta(days=6 - t.weekday())).isoformat()
    if not (m.group("nextmonth") or m.group("mname")):
        return None
    month = _months_on(t.replace(day=1), 1) if m.group("nextmonth") else None
    if month is None:
        wanted = _MONTHS[m.group("mname")]
        month = date(t.year + (wanted < t.month), wanted, 1)
    last = _months_on(month, 1) - timedelta(days=1)
    third = (m.group("third") or "")[:3]
    lo, hi = {"pri": (1, 10), "com": (1, 10), "med": (11, 20), "fin": (21, last.day)}.get(third, (1, last.day))
    return max(month.replace(day=lo), t).isoformat(), month.replace(day=hi).isoformat()


def mismatch_choices(day_text: str | None, now_ymd: str) -> list[str]:
    """'viernes 14' when the 14th is a Saturday: [the Friday nearest the 14th, the 14th], sorted."""
    m = _DAY_RE.search(day_text or "")
    if not m or not (m.group("wd") and m.group("wdnum")):
        return []
    t = date.fromisoformat(now_ymd)
    if m.group("wdmon") or m.group("wdsmon"):
        ymd = _dated(t, _day_number(m.group("wdnum")) or 0, _weekday_month(m.groupdict()), None)[0]
    else:
        ymd = _day_of_month(t, _day_number(m.group("wdnum")) or 0)[0]
    if ymd is None:
        return []
    d, wd = date.fromisoformat(ymd), WEEKDAYS[m.group("wd")]
    near = [d + timedelta(days=k) for k in range(-6, 7) if (d + timedelta(days=k)).weekday() == wd]
    near = [x for x in near if x > t] or near
    best = min(near, key=lambda x: (abs((x - d).days), x))
    return sorted({best.isoformat(), ymd})


def _dated(t: date, day: int | None, month: int, year: int | None):
    if not day or not 1 <= month <= 12:
        return None, True, None
    try:
        d = date(year or t.year, month, day)
    except ValueError:
        if year is None:   # 29 de febrero: maybe next year exists
            try:
                d = date(t.year + 1, month, day)
            except ValueError:
                return None, True, None
            return d.isoformat(), False, None
        return None, True, None
    if d < t and year is None:
        try:
            d = date(t.year + 1, month, day)
        except ValueError:
            return None, True, None
    return d.isoformat(), False, None


def _day_of_month(t: date, day: int):
    if not 1 <= day <= 31:
        return None, True, None
    y, m = t.year, t.month
    if day < t.day:
        m += 1
    for _ in range(12):   # the next month that has that day
        if m > 12:
            y, m = y + 1, 1
        try:
            return date(y, m, day).isoformat(), False, None
        except ValueError:
            m += 1
    return None, True, None


def _word_before(text: str, pos: int) -> str:
    words = text[:pos].split()
    while words and words[-1] in _ARTICLES:
        words.pop()
    return words[-1] if words else ""


# «…, y si no el viernes», «se non pode ser, o venres», «si no hay sitio, el domingo»: a second choice,
# said after the first (which is the one asked for)
_FALLBACK_RE = re.compile(r"\b(?:si no|se non|sino|senon|si non)\b(?: (?:puede ser|pode ser|podeis|podedes|hay sitio|"
                          r"hai sitio|hay hueco|hai oco|hay mesa|hai mesa|se puede|se pode|es posible|e posible))?"
                          r"[ ,.:]*(?:(?:para|pra|pa|el|o|la|a|al|ao|mejor|mellor|pues|pois) )*$")


# «cancela lo del jueves, pon el viernes», «esquece o do xoves»: a day taken back, beside the one wanted
# the verbs that take a detail back («olvida lo de …», «cancela lo del …»); reader's people read them too
TAKEN_BACK_VERBS = r"cancela|anula|olvida|olvidate de|quita|esquece|esquecete de|borra"
_DROPPED_RE = re.compile(rf"\b(?:{TAKEN_BACK_VERBS})(?: (?:lo|o))?"
                         r"(?: (?:de|del|da|do))?(?: (?:el|la|o|a))? $")


def said_as_a_fallback(text: str, day_text: str | None) -> bool:
    """«y si no hay sitio, el domingo»: the day is said only as a second choice."""
    at = text.find(day_text) if day_text else -1
    return at > 0 and bool(_FALLBACK_RE.search(text[max(0, at - 40):at]))


# «mañana es domingo», «mañá é festivo»: a day told about, not the one wanted
_IS_A_DAY_RE = re.compile(rf"^ (?:es|e|era|cae|cae en) (?:el |o |un |en )?(?:(?:{_WD})s?|festivo|fiesta|feriado)\b")


# «el domingo es mi cumple, pues el sábado»: after a day told about, the day after «pues» is the one
# (not in «el viernes a las 21, pues el sábado trabajo»)
_THEN_WORDS = {"entonces", "enton", "pues", "pois", "asi"}     # («así que el viernes»)
_TOLD_ABOUT_RE = re.compile(r"^,? (?:es|e|era|sera|son|fue|foi|cae)\b")
_TOLD_AS_RE = re.compile(r"\b(?:es|e|era|sera|fue|foi|cae) (?:el |o |en )?$")        # «la boda es el sábado»


def _told_before(matches: list[re.Match], m: re.Match, text: str) -> bool:
    """Whether a day before `m` is told about («el domingo es mi cumple», «la boda es el sábado»)."""
    return any(a.end() <= m.start() and (_TOLD_ABOUT_RE.match(text[a.end():]) or _TOLD_AS_RE.search(text[:a.start()]))
               for a in matches)


def _without_a_day_told(matches: list[re.Match], text: str) -> list[re.Match]:
    """«ah, que mañana es domingo, entonces el martes»: «mañana» and «domingo» go, «martes» stays
    (all of them when nothing else is said)."""
    told = [m for m in matches if _IS_A_DAY_RE.match(text[m.end():])]
    gone = {m.start() for m in told} | {n.start() for m in told for n in matches if m.end() < n.start() <= m.end() + 12}
    return [m for m in matches if m.start() not in gone] or matches


def _pick_day(matches: list[re.Match], text: str) -> re.Match:
    """Several days in one message: drop notices, prefer the one after a target word, then
    the last one if the message asks for a change, else the first."""
    kept = [m for m in matches if not _NOTICE_RE.search(text[max(0, m.start() - 30):m.start()])] or matches
    kept = [m for m in kept if not _FALLBACK_RE.search(text[max(0, m.start() - 40):m.start()])] or kept
    kept = [m for m in kept if not _DROPPED_RE.search(text[max(0, m.start() - 30):m.start()])] or kept
    kept = _without_a_day_told(kept, text)
    kept = _without_the_refused(kept, text)
    concrete = [m for m in kept if not (m.group("weekend") or m.group("nextweek") or m.group("thisweek")
                                        or m.group("nextmonth")
                                        or m.group("mname"))] or kept
    taken_back = [b for a, b in zip(concrete, concrete[1:]) if TAKEN_BACK_RE.match(text[a.end():b.start()])]
    if taken_back:
        return taken_back[-1]
    after_target = [m for m in concrete if _word_before(text, m.start()) in _TARGET_WORDS
                    or (_word_before(text, m.start()) in _THEN_WORDS and _told_before(matches, m, text))]
    if after_target:
        return after_target[-1] if CHANGE_RE.search(text) else after_target[0]
    return concrete[-1] if CHANGE_RE.search(text) else concrete[0]


# the rest of a day's own stretch («el jueves a las 12 no puedo»): its time, then the refusal
_ITS_TIME_RE = re.compile(r"\W*(?:(?:a las|a la|a as|as|a|sobre las|sobre as) \d{1,2}(?::\d\d)?)?")


def _without_the_refused(days: list[re.Match], text: str) -> list[re.Match]:
    """Of several days, those the customer cannot do are left out («el martes a las 10 y el jueves
    a las 12 no puedo»: the Tuesday); when all are refused they all stay (the reader rules it out)."""
    def refused(m: re.Match) -> bool:
        at_its_time = _ITS_TIME_RE.match(text, m.end())
        return bool(CANNOT_RE.match(text, at_its_time.end() if at_its_time else m.end()))
    kept = [m for m in days if not refused(m)]
    return kept if kept and len(kept) < len(days) else days


def _a_count_before(text: str, m: re.Match) -> bool:
    """«somos catro o 5 ás 21»: «or» between two counts a step apart, not the Galician «o 5» (a day;
    «<X> para dous o 7 ás 21», «pra 4 o 15 ás 14» are for so many, on that day). A count in digits is a
    party only after its «para», «somos» («de 12 o 18 ás 5» is a choice of sizes)."""
    before = text[:m.start()].split()[-2:]
    n = to_int(before[-1]) if before else None
    if n is None:
        return False
    if before[-1].isdigit() and before[:-1] not in (["para"], ["pa"], ["somos"], ["semos"]):
        return True
    return 0 < int(m.group("onum")) - n <= 2


def find_day(text: str, now_ymd: str,
             own_plurals: frozenset = frozenset()) -> tuple[str | None, bool, str | None, str | None]:
    """→ (ymd, invalid, ambiguous_kind, matched text) of the day a message speaks about. `own_plurals`:
    the catalogue's words that look plural as written (language/day_or_count)."""
    stripped = MORNING_RE.sub(lambda m: "hoy" if m.group(0).startswith("esta") else " ", text)
    if _OTHER_DAY_OR_PART_RE.search(stripped):     # «¿abrís de mañana los lunes?», «de mañana y de tarde»
        stripped = _BARE_MORNING_RE.sub(" ", stripped)
    matches = [m for m in _DAY_RE.finditer(stripped) if not (m.group("onum") and _a_count_before(stripped, m))
               and not (m.group("elnext") and not a_day_number_before(m.group("elnext"), own_plurals))
               and not (m.group("dnext") and not a_day_number_before(m.group("dnext"), own_plurals))]
    if not matches:
        return None, False, None, None
    m = _pick_day(matches, stripped)
    ymd, invalid, amb = _resolve_day(m, now_ymd)
    said = m.group(0)
    not_its_date = invalid or amb is not None
    if _a_count_after(m, not_its_date, own_plurals) or (not_its_date and _in_words(m.group("wdnum"))):
        # «el martes 6 <thing>s», «el sábado dos <thing>s»: the weekday alone
        ymd, invalid, amb, said = _next_weekday(m.group("wd"), now_ymd), False, None, said[:m.end("wd") - m.start()]
    if m.group("wd") and (not m.group("wdnum") or said != m.group(0)):
        ymd = _which_week(stripped, m, now_ymd) or ymd
    in_weeks = _weekday_weeks_ahead(matches, now_ymd)
    if in_weeks is not None:
        return in_weeks[0], False, None, in_weeks[1]
    return ymd, invalid, amb, said


def _a_count_after(m: re.Match, not_its_date: bool, own_plurals: frozenset) -> bool:
    """«<weekday> N <word>»: N counts the word (the weekday alone is the day) when N is not the weekday's
    date, or, no month said, the word is a count's («<thing>s», «pax»)."""
    if not m.group("wdnext"):
        return False
    return not_its_date or not (m.group("wdmon") or m.group("wdsmon")) \
        and not a_day_number_before(m.group("wdnext"), own_plurals)


def _in_words(number: str | None) -> bool:
    """«siete» after a weekday: the day's number only when the weekday falls on it, else a count («el
    sábado dos <thing>»: two of them, the 2nd no Saturday)."""
    return number is not None and not number.isdigit()


def _next_weekday(weekday: str, now_ymd: str) -> str:
    """The coming `weekday` (a week on when it is today's)."""
    return add_days(now_ymd, (WEEKDAYS[weekday] - date.fromisoformat(now_ymd).weekday()) % 7 or 7)


def _weekday_weeks_ahead(matches: list[re.Match], now_ymd: str) -> tuple[str, str] | None:
    """«dentro de dos semanas, el jueves», «o xoves, daquí a tres semanas»: that weekday in the week
    the weeks lead to (not the day the weeks alone land on). → (ymd, the weekday's text)."""
    weeks = next((x for x in matches if x.group("rn") and x.group("unit").startswith("semana")), None)
    day = next((x for x in matches if x.group("wd") and not x.group("wdnum")), None)
    n = to_int(weeks.group("rn")) if weeks is not None else None
    if day is None or not n:
        return None
    landed = date.fromisoformat(add_days(now_ymd, 7 * n))
    return add_days(landed.isoformat(), WEEKDAYS[day.group("wd")] - landed.weekday()), day.group(0)


_NEXT_WEEK_AFTER_RE = re.compile(r" (?:de|da) (?:la |a )?(?:semana que viene|semana que ven|proxima semana|"
                                 r"semana proxima|vindeira semana|semana vindeira|seguinte semana|semana seguinte|"
                                 r"semana siguiente|siguiente semana)\b")


def _which_week(text: str, m: re.Match, now_ymd: str) -> str | None:
    """A weekday said with its week: «este sábado» (today, on a Saturday), «el otro domingo» (the
    one after the coming one), «el martes de la semana que viene» (in the week from next Monday)."""
    t = date.fromisoformat(now_ymd)
    wd = WEEKDAYS[m.group("wd")]
    before = text[:m.start()].split()[-2:]
    if before[-1:] in (["este"], ["esta"]):
        return add_days(now_ymd, (wd - t.weekday()) % 7)
    if before in (["el", "otro"], ["o", "outro"], ["al", "otro"], ["ao", "outro"]):
        return add_days(now_ymd, ((wd - t.weekday()) % 7 or 7) + 7)
    if _NEXT_WEEK_AFTER_RE.match(text, m.end()):
        return add_days(now_ymd, 7 - t.weekday() + wd)
    return None
