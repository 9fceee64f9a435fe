"""Reading the day and the time a customer means, in Spanish and Galician: 'el sábado a las 11',
'mañá pola tarde', 'dentro de 20 minutos', 'lo antes posible'.

`parse_when` reads text.clean output (it cleans again, which changes nothing); the day is read
in days.py, the time and the part of the day in times.py.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import date, datetime

from bizengine.language.clock import add_days, today
from bizengine.language.day_bound import BEFORE, day_bound
from bizengine.language.day_or_count import own_plurals
from bizengine.language.days import (
    MONTH_NAMES,
    NUM,
    WEEKDAY_WORDS,
    WEEKDAYS,
    ImpossibleDate,
    day_period,
    find_day,
    impossible_date,
    mismatch_choices,
    said_as_a_fallback,
)
from bizengine.language.text import clean, to_int
from bizengine.language.times import DAY_MINUTES, FIRST_HOUR, TIME_FOLLOW, find_part, find_time, taken_back_alone, to24

# «el primero» answering the day buttons with a 1st of the month among them: that 1st, or the first button
FIRST_OR_THE_1ST = "first_or_the_1st"
# «un X el martes y el jueves», no time said: both days named for one request; which one is asked
BOTH_DAYS = "both_days"
# «un X el martes o el jueves», no time said: the customer's choice of two days; which one is asked
EITHER_DAY = "either_day"
# «antes del jueves», «como muy tarde el jueves»: a latest day; the days up to it are offered (When.period)
UP_TO_A_DAY = "up_to_a_day"


@dataclass
class When:
    """Day and time read from one message. ymd/minutes are None when not said."""

    ymd: str | None = None
    ambiguous_day: bool = False     # 'este finde', 'la semana que viene': ask which day
    ambiguous_kind: str | None = None   # 'weekend' | 'next_week' | 'this_week' | 'mismatch' ('el viernes 14' on a Saturday)
    #                                     | FIRST_OR_THE_1ST («el primero» to days offered with a 1st of the month)
    #                                     | BOTH_DAYS («el martes y el jueves» for one request)
    invalid_day: bool = False       # '31 de febrero': a date that does not exist
    impossible: ImpossibleDate | None = None    # its day and month, when the month was said
    minutes: int | None = None
    part: str | None = None         # 'morning' | 'midday' | 'afternoon' | 'night'
    rel_min: int | None = None      # 'dentro de 20 minutos' → 20
    asap: bool = False              # 'lo antes posible', 'canto antes'
    latest: bool = False            # 'el viernes a última hora', 'lo más tarde posible': the last free times
    first_thing: bool = False       # «a primera hora» with no day said: the first free time of the day held
    first_free: bool = False        # «la primera que tengas», «la más temprana»: the day's first free time
    last_free: bool = False         # «lo más tarde posible», «la última que tengas»: the day's last free time;
    #                                 with a window («la anterior a esa»): the window's last, not its first
    has_day: bool = False           # ymd is set
    has_time: bool = False          # minutes is set
    day_text: str | None = None     # the words the day was read from
    day_choices: list | None = None  # 'mismatch': the days it may mean (the weekday, the number)
    time_text: str | None = None
    # 'antes de las 12' → ('before', 720), 'entre las 5 y las 7' → ('between', 1020, 1140): times to choose within
    window: tuple[str, int] | tuple[str, int, int] | None = None
    week_on: bool = False           # 'el siguiente': the day held, a week later (its time kept)
    period: tuple[str, str] | None = None   # 'el mes que viene': the days to offer (first, last)
    second_choice: bool = False     # 'y si no hay sitio, el domingo': the day only if the one held is not free
    hour_guessed: bool = False      # «a las 11», no part of the day said: morning or evening read from the hours
    # «el martes a las 10 o el jueves a las 12», «a las 10 o a las 12 el martes» (EITHER_DAY): the time said
    # with each of day_choices, in order — one moment or the other, the customer's choice
    time_choices: list | None = None
    bound_day: str | None = None    # UP_TO_A_DAY: the day said («antes del jueves»: that Thursday)


def _either_half(text: str, biz, ymd: str | None) -> bool:
    """True when the time said reads both ways («a las 11»: 11:00 or 23:00), nothing in it saying which."""
    return find_time(text, biz, ymd, "morning")[0] != find_time(text, biz, ymd, "afternoon")[0]


LATEST_RE = re.compile(r"\b(?:a ultima hora|ultima hora|a derradeira hora|lo mas tarde (?:posible|que se pueda|"
                        r"que podais)|o mais tarde (?:posible|que se poida|que podades)|"
                        r"(?:justo |xusto )?antes de (?:cerrar|pechar|que (?:cerreis|cerrais|cierren|cierre|"
                        r"pechedes|pechen|peche)))\b")
# what makes «la primera», «la última» a free time of the day, not one of a list: «que tengas», «libre»,
# «de la tarde», «pola mañá» (bare, it is the button in that place: reader._the_nth_time_offered)
_FREE_CUE = (r"(?:(?:hora|cita) )?(?:que (?:tengas|tengais|tenga|tienes|teneis|haya|hay|quede|quedes|te quede|"
             r"puedas|podais|pueda|se pueda|tenas|tena|tenades|haxa|hai|che quede|poidas|"
             r"poidades|poida|se poida)|libre|disponible|disponibel|posible)|"
             # (not «a primera hora de la tarde»: early in it, its times offered)
             r"(?:de la|por la|pola|pala|da|de|en la|na|do|del|pol) (?:manana|mana|tarde|mediodia|noche|noite)\b")
# not asked: «¿cuál es la primera que tenéis?» names it back
_NOT_ASKED = r"(?<!\bes )(?<!\be )(?<!\bhay )(?<!\bhai )(?<!\bsabes )(?<!\bsabe )"
# «la primera que tengas», «a primeira pola tarde», «la más temprana»: the first free time (of the part said)
_FIRST_FREE_RE = re.compile(rf"{_NOT_ASKED}\b(?:la|a) (?:primera|primeira|primer|primra|priemra|pimera) "
                            rf"(?:{_FREE_CUE}|(?:despues|despois|a partir) d)"
                            r"|\b(?:la|a) (?:mas|mais) (?:temprana|tempranita|cedo|pronto)(?: posible)?$")
# «lo más tarde posible», «la última que tengas», «a derradeira da tarde»: the last free time itself (not
# «a última hora»: the last few, offered)
_LAST_FREE_RE = re.compile(rf"\b(?:lo|o) (?:mas|mais) tarde\b|\b(?:la|a) (?:mas|mais) tarde(?: posible\b|$)"
                           rf"|{_NOT_ASKED}\b(?:la|a) (?:ultima|utlima|ulitma|ultma|derradeira|derradera) (?:{_FREE_CUE})")
_REL_RE = re.compile(rf"\b(?:(?:dentro de|en|daqui a|de aqui a) |dentro d(?=un)|\bn(?=unha ))(?:(?P<n>{NUM}|[0-9]{{1,3}}) (?P<unit>minutos?|min|horas?)|(?P<half>media hora)|(?P<quarter>un cuarto de hora))\b")
# the words after «cuánto antes» that make it «how long ahead» («¿cuánto antes hay que encargarla?»)
AHEAD_WORDS = r"(?:hay|hai|tengo|teno|tenemos|temos|se|debo|debemos|hace|fai|habria|habera|haberia)"
_ASAP_RE = re.compile(
    # not «¿cuánto antes hay que encargarla?»: how long ahead (lexicon.LEAD_QUESTION_RE)
    rf"\b(?:lo antes posible|(?:cuanto|canto) antes(?! {AHEAD_WORDS} )|o antes posible|lo mas pronto posible|o mais axina|"
    r"(?:cuando|cando) antes (?:mejor|mellor)|"      # «cuando antes mejor»: «cuanto», as many write it
    r"(?:cuando|cando) (?:sea|sexa) posible|en (?:cuanto|canto) (?:se pueda|se poida|podais|poidades)|"
    # not «ahora mismo no me sé el teléfono»: now, of something else
    r"o mais pronto posible|(?:ya mismo|ahora mismo|agora mesmo|xa mesmo)(?! (?:no|non)\b)|asap|"
    r"cuanto mas pronto mejor|urgente|"
    # «o máis cedo posible», «canto máis cedo mellor», «lo más temprano posible»
    r"(?:lo|o) mais cedo posible|(?:lo|o) mas (?:temprano|cedo) posible|"
    r"(?:cuanto|canto) (?:mas|mais) (?:pronto|cedo|temprano) (?:mejor|mellor)|"
    r"para ahora|para agora|pa ahora|pra agora|para ya|pra xa|"
    # «el primer hueco que tengas», «o primeiro oco libre», «lo primero que haya»
    # (not asked: «¿cuál es el primer hueco libre?» lists the free days)
    r"(?<!\bes )(?<!\be )(?<!\bteneis )(?<!\btienes )(?<!\btedes )(?<!\btes )(?<!\bhay )(?<!\bhai )"
    r"(?:el|al|o|ao|en el|no) (?:primer|primeiro) (?:hueco|oco|dia|cita)(?! (?:de|do|del|da)\b)"
    r"(?: (?:libre|disponible|que))?|"
    r"(?:la|a) (?:primera|primeira) (?:hora|cita) (?:libre|disponible|que)|"
    r"lo primero que (?:tengas|tengais|tenga|haya|este|quede)|"
    r"o primeiro que (?:teñas|tenas|teña|tena|teñades|tenades|haxa|estea|este|quede))\b"
    r"|(?<!\balgo )(?<!\bpagar )(?<!\bpago )(?<!\bpaga )(?<!\bpagamos )(?<!\bcobrais )(?<!\bcobrades )"
    r"(?<!\bpagase )(?<!\bpagais )(?<!\bpagades )(?<!\bcobra )(?<!\bcobrase )(?<!\bpagarse )"
    r"(?<!\bpor )(?<!\bde )"      # «eso es todo por ahora», «polo de agora»: for now, no time wished
    r"\b(?:ahora|agora)$")
# «el martes a primera hora», «nada más abrir»: the first free time of a day said (without one, the
# morning: at noon «a primera hora» is tomorrow's rather than now)
# («el martes temprano», «mañá cedo»: early on the day said)
_EARLY_ON_A_DAY = "(?:" + "|".join((*WEEKDAYS, "manana", "mana")) + ") (?:bien |muy |moi )?" \
    + "(?:temprano|tempranito|cedo|cedino)"
FIRST_THING_RE = re.compile(rf"\b(?:nada ma(?:i)?s abrir|a la hora de abrir|a hora de abrir|"
                            rf"(?:en cuanto|en canto|cuando|cando|nada mais|nada mas) (?:abrais|abrades|abran|abra)|"
                            rf"a {FIRST_HOUR}|{_EARLY_ON_A_DAY})\b")


# «el 20.12», «o día 5.1»: a date written with a dot after the day's article (not «a las 10.15»)
_DOTTED_DATE_RE = re.compile(r"\b((?:el|o|dia|del|do) (?:0?[1-9]|[12][0-9]|3[01]))\.((?:0?[1-9]|1[0-2]))\b(?![.:][0-9])")


# «<service> miércoles 10», «<service> venres 11»: a weekday, no article, and a number that is not its date
_WEEKDAY_NUMBER_RE = re.compile(rf"(?P<wd>{WEEKDAY_WORDS})s? (?P<n>[0-9]{{1,2}})")
_ARTICLE_BEFORE_RE = re.compile(r"\b(?:el|o|este|esta|ese|esa|dia)\s*$")


def weekday_at_the_hour(text: str, day_text: str | None, biz, asked: bool = False) -> str | None:
    """The text with «<weekday> <n>» (a number that is not the weekday's date) read as «<weekday> a
    las <n>»; else None. Said anywhere, only for an hour of the working day (8 to 21), without an
    article («el viernes 11» stays a date to ask about) and with no other time said. `asked`: the
    answer to the day or time question, where any hour of the day (1 to 23) is meant so."""
    m = _WEEKDAY_NUMBER_RE.fullmatch(day_text or "")
    at = text.find(day_text or "-")
    lo, hi = (1, 23) if asked else (8, 21)
    if not m or at < 0 or not lo <= int(m["n"]) <= hi:
        return None
    before, after = text[:at], text[at + len(day_text or ""):]
    if not asked and (_ARTICLE_BEFORE_RE.search(before) or find_time(f"{before} {after}", biz, None, None)[0] is not None):
        return None
    return f"{before}{m['wd']} a las {m['n']}{after}"


def parse_when(norm_text: str, biz, now: datetime, lang: str = "es") -> When:
    """Day, time, part of the day, relative minutes and 'as soon as possible' of a message."""
    text = clean(norm_text or "")   # idempotent: callers usually pass text.clean output already
    text = _DOTTED_DATE_RE.sub(r"\g<1>/\g<2>", text)
    w = When()
    now_ymd = today(now)
    ymd, invalid, amb, day_text = find_day(text, now_ymd, own_plurals(biz))
    if amb == "mismatch" and (as_time := weekday_at_the_hour(text, day_text, biz)) is not None:
        text = as_time
        ymd, invalid, amb, day_text = find_day(text, now_ymd, own_plurals(biz))
    w.ymd, w.invalid_day, w.day_text = ymd, invalid, day_text
    w.impossible = impossible_date(day_text, now_ymd) if invalid else None
    if ymd and not (invalid or amb):
        amb = _up_to_the_day(w, text, now_ymd)
    w.second_choice = said_as_a_fallback(text, day_text)
    w.ambiguous_day, w.ambiguous_kind = amb is not None, amb
    if amb == "mismatch":
        w.day_choices = mismatch_choices(day_text, now_ymd)
    elif amb and amb != UP_TO_A_DAY:
        w.period = day_period(day_text, now_ymd)
    w.part = find_part(text)
    rel = _REL_RE.search(text)
    if rel:
        if rel.group("half"):
            w.rel_min = 30
        elif rel.group("quarter"):
            w.rel_min = 15
        else:
            n = to_int(rel.group("n")) or 0
            w.rel_min = n * (60 if rel.group("unit").startswith("hora") else 1)
        text = text[:rel.start()] + " " + text[rel.end():]
    first_thing = bool(FIRST_THING_RE.search(text))
    w.first_free = bool(_FIRST_FREE_RE.search(text))
    w.asap = bool(_ASAP_RE.search(text) or w.first_free or (ymd and first_thing))
    w.first_thing = first_thing and not w.asap
    noon = _NOON_BOUND_RE.search(text)
    spanned = _span(_without_day_number(text, day_text), biz, ymd, w.part)
    if noon and not spanned:        # «antes del mediodía»: the morning's times, not noon
        w.window, w.time_text, w.part = ("before" if noon.group(1) == "antes" else "after", 12 * 60), noon.group(0), None
    elif spanned:
        w.window, w.time_text = spanned
    else:
        w.minutes, w.time_text = find_time(_without_day_number(text, day_text), biz, ymd, w.part)
        w.hour_guessed = w.minutes is not None and w.part is None and _either_half(_without_day_number(text, day_text),
                                                                                  biz, ymd)
    if w.minutes is not None and w.minutes >= DAY_MINUTES:
        # 'mañana a las 12 de la noche' is the midnight that ends tomorrow: 00:00 of the day after
        w.minutes -= DAY_MINUTES
        if not (w.ambiguous_day or w.invalid_day):
            w.ymd = add_days(w.ymd or now_ymd, 1)
    if w.minutes is not None and w.time_text and not w.window and not noon:
        w.window = _window(text, w.time_text, w.minutes)
        if w.window or taken_back_alone(text, w.time_text):
            w.minutes = None    # «a las 10 no, mejor por la tarde»: no time, the part of the day stays
    w.has_day = w.ymd is not None
    w.has_time = w.minutes is not None
    w.last_free = bool(_LAST_FREE_RE.search(text))
    w.latest = not (w.has_time or w.window or w.asap) and (w.last_free or bool(LATEST_RE.search(text)))
    return w


def _up_to_the_day(w: When, text: str, now_ymd: str) -> str | None:
    """«antes del jueves» (the days before it), «como muy tarde el jueves» (up to it): no day held,
    the days from today to the last one allowed held as the period to offer. → UP_TO_A_DAY, or None
    (no bound said, or none of its days is still to come)."""
    bound, day = day_bound(text, w.day_text), w.ymd
    if bound is None or day is None:
        return None
    last = add_days(day, -1) if bound == BEFORE else day
    if last < now_ymd:
        return None
    w.bound_day, w.ymd, w.period = day, None, (now_ymd, last)
    return UP_TO_A_DAY


def _without_day_number(text: str, day_text: str | None) -> str:
    """The text with the day said by its number taken out: in «el sábado 7 por la tarde» the 7
    is the day, not seven in the evening."""
    if not day_text or not re.search(r"[0-9]", day_text):
        return text
    at = text.find(day_text)
    if at < 0 or _HOUR_OF_PART_RE.match(text, at + len(day_text)):
        return text          # «el sábado 7 de la mañana»: seven o'clock
    return text[:at] + " " + text[at + len(day_text):]


_NOON_BOUND_RE = re.compile(r"\b(antes|despues|despois) (?:del|do|de) mediodia\b")
_HOUR_OF_PART_RE = re.compile(r" (?:de la|da) (?:manana|mana|tarde|noite|noche|madrugada)\b")


_WINDOW_WORDS = {"antes de": "before", "antes das": "before", "hasta": "until", "ata": "until",
                 "despues de": "after", "despues das": "after", "despois de": "after", "despois das": "after",
                 "pasadas": "after", "a partir de": "from", "a partir das": "from", "desde": "from", "dende": "from",
                 "mas tarde de": "after", "mas tarde das": "after", "mais tarde de": "after", "mais tarde das": "after",
                 "mas temprano de": "before", "mas pronto de": "before", "mais cedo de": "before",
                 "mais cedo das": "before"}
_WINDOW_RE = "|".join(sorted(_WINDOW_WORDS, key=len, reverse=True))


# «salgo a las 6», «saio do traballo ás 6», «termino de trabajar a las 6»: free from then on
_OFF_RE = (r"(?:salgo|saio|termino|remato|acabo|libro|plego|quedo libre|estoy libre|estou libre)"
           r"(?: (?:de|del|do|da) (?:trabajar|traballar|trabajo|traballo|curro|currar|clase|cole|colegio|colexio|"
           r"instituto|insti|oficina))?(?: a)?")


def _window(text: str, time_text: str, minutes: int) -> tuple[str, int] | None:
    """«antes de las 12», «después de las 17», «a partir de las 17», «hasta las 14»: not that
    time, the times before or after it: (how it was said, the time)."""
    said = re.escape(time_text.split()[-1])
    cue = re.search(rf"\b({_WINDOW_RE}) (?:(?:las|la|as|a) )?{said}", text)
    if cue:
        return _WINDOW_WORDS[cue.group(1)], minutes
    return ("from", minutes) if re.search(rf"\b{_OFF_RE} (?:(?:las|la|as|a) )?{said}\b", text) else None


def _clock(n: str) -> str:
    return (rf"(?P<{n}las>(?:las|la|as|a) )?(?P<{n}>{NUM})(?:[:h](?P<{n}m>[0-9]{{2}})|h\b| (?:y|e) "
            rf"(?P<{n}half>media|cuarto)\b)?")


# «entre las 5 y las 7», «de 5 a 7», «desde las 10 hasta las 12», «das 5 ás 7», «entre as 5 e as 7»
# (not «mesa de 4 a 6», «somos de 4 a 6»)
_SPAN_RE = re.compile(rf"(?<!\bmesa )(?<!\bgrupo )(?<!\bsomos )(?<!\bseremos )(?<!\bsomos unos )"
                      rf"\b(?P<cue>entre|de|desde|dende|das|des que las) {_clock('a')} "
                      rf"(?:(?P<join>y|e|a|hasta|ata|al|ao) |(?=(?:las|as) )){_clock('b')}(?: (?:horas|h)\b)?")
_NOT_HOURS = frozenset("euros euro eur personas persoas unidades dias semanas meses anos minutos".split())


def _span_minutes(m: re.Match, n: str) -> tuple[int, int] | None:
    h = to_int(m.group(n))
    if h is None or not 0 <= h <= 24:
        return None
    mm = m.group(f"{n}m")
    return h, int(mm) if mm else {"media": 30, "cuarto": 15}.get(m.group(f"{n}half") or "", 0)


def _span(text: str, biz, ymd: str | None, part: str | None) -> tuple[tuple[str, int, int], str] | None:
    """A window said by both ends («entre las 5 y las 7»): (('between', first, last), the words)."""
    for m in _SPAN_RE.finditer(text):
        a, b = _span_minutes(m, "a"), _span_minutes(m, "b")
        following = text[m.end():].split()
        nxt = following[0] if following else ""
        if a is None or b is None or nxt in _NOT_HOURS or "€" in nxt \
                or (m.group("cue") != "entre" and m.group("join") in ("y", "e")):
            continue      # «de 12 y una de 8»: two things, no hours (a span «de» is «de 5 a 7»)
        with_las = bool(m.group("alas") or m.group("blas"))
        if not with_las and ((nxt.isalpha() and nxt not in TIME_FOLLOW and nxt not in WEEKDAYS)
                             or (nxt in ("de", "do") and len(following) > 1 and following[1] in MONTH_NAMES)):
            continue      # «de 2 a 3 semanas», «de 5 a 7 de noviembre»
        lo, hi = to24(*a, part, biz, ymd), to24(*b, part, biz, ymd)
        if hi <= lo < 12 * 60 + hi and b[0] < 12:
            hi += 12 * 60      # «de 11 a 2», «entre las 5 y las 7» read as 17:00 and 07:00
        if lo < hi <= DAY_MINUTES:
            return ("between", lo, hi), m.group(0)
    return None


# «el martes no, el siguiente», «mejor la semana siguiente», «o xoves seguinte»: the day held, a week on
_FOLLOWING_RE = re.compile(rf"\b(?:(?:el|o|al|ao) (?:(?:{WEEKDAY_WORDS}) )?(?:siguiente|seguinte)\b(?! (?:hora|mes)\b)"
                           # «no, el otro martes», «o outro xoves»: that weekday's next one (with the weekday only:
                           # a bare «el otro» may be a thing)
                           rf"|(?:el|o|al|ao) (?:otro|outro) (?:{WEEKDAY_WORDS})\b"
                           r"|(?:la|a) (?:semana siguiente|siguiente semana|semana seguinte|seguinte semana)\b"
                           # «el viernes de la otra semana», «o venres da outra semana»
                           r"|(?:de la|da) (?:otra|outra|siguiente|seguinte) semana\b)")


def week_after_held(w: When, text: str, held: str | None) -> When:
    """With a day held, «el siguiente» or «la semana siguiente» (a weekday said with it, if any,
    being the held one's) is that day a week later, at the time held; otherwise `w` unchanged."""
    if not held or not _FOLLOWING_RE.search(clean(text)):
        return w
    if w.ymd and w.ymd != held and date.fromisoformat(w.ymd).weekday() != date.fromisoformat(held).weekday():
        return w
    return a_week_on(w, held)


def a_week_on(w: When, day: str) -> When:
    """`w` on `day` a week later (its time kept)."""
    return replace(w, ymd=add_days(day, 7), has_day=True, ambiguous_day=False, ambiguous_kind=None,
                   invalid_day=False, day_choices=None, week_on=True)


# «mejor al día siguiente», «un día antes», «o día seguinte»: the day held, one on or one back
_DAY_AFTER_HELD_RE = re.compile(r"\b(?:(?:al|el|o|ao) dia (?:siguiente|seguinte|despues|despois)|"
                                r"un dia (?:mas tarde|despues|despois|mais tarde))\b")
_DAY_BEFORE_HELD_RE = re.compile(r"\b(?:(?:el|o) dia (?:antes|anterior)|un dia antes)\b")


def day_beside_held(w: When, text: str, held: str | None) -> When:
    """With a day held and none said, «al día siguiente» is the day after it, «un día antes» the day
    before (at the time held); otherwise `w` unchanged."""
    if not held or w.has_day:
        return w
    norm = clean(text)
    step = 1 if _DAY_AFTER_HELD_RE.search(norm) else -1 if _DAY_BEFORE_HELD_RE.search(norm) else 0
    if not step:
        return w
    return replace(w, ymd=add_days(held, step), has_day=True, ambiguous_day=False, ambiguous_kind=None,
                   invalid_day=False, day_choices=None)


def window_bounds(window) -> tuple[int, int]:
    """The minutes [lo, hi) a window holds: «hasta» includes its time, «después de» does not,
    «a partir de» does."""
    if window[0] == "between":      # «entre las 5 y las 7»: both ends included
        return int(window[1]), int(window[2]) + 1
    said, minutes = window[0], int(window[1])
    return {"before": (0, minutes), "until": (0, minutes + 1), "after": (minutes + 1, DAY_MINUTES),
            "from": (minutes, DAY_MINUTES)}[said]
