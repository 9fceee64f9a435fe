"""When: the day and time said, moved earlier or later, a bare hour, the day talked about
(`_read_when_said`)."""
from __future__ import annotations

import re
from datetime import date, datetime

from bizengine.business.hours import day_ranges, next_opening
from bizengine.language.clock import add_days, today
from bizengine.language.dates import (
    FIRST_THING_RE,
    UP_TO_A_DAY,
    When,
    a_week_on,
    day_beside_held,
    parse_when,
    week_after_held,
    weekday_at_the_hour,
)
from bizengine.language.days import WEEKDAY_WORDS, WEEKDAYS
from bizengine.language.holidays import calendar_day
from bizengine.language.text import clean, normalize, to_int
from bizengine.language.times import NOON, find_time
from bizengine.understanding.context import ReadingContext
from bizengine.understanding.details import named_day
from bizengine.understanding.end_of_day import without_the_end_of_day_unwished
from bizengine.understanding.feast_nouns import feast_nouns
from bizengine.understanding.items import find_items
from bizengine.understanding.lexicon import (
    CAN_YOU,
    EITHER_OF_TWO_RE,
    FAVOUR_RE,
    FOR,
    GREET_RE,
    HOLIDAY_RE,
    INSTEAD_LEAD,
    IT_IS,
    SAME_TIME_RE,
)
from bizengine.understanding.reading.picks import (
    _one_of_the_days_offered,
    _the_nth_day_offered,
    _the_nth_time_offered,
    _the_number_offered,
)
from bizengine.understanding.reading.shared import (
    _AROUND_A_DAY,
    _ONLY_A_DAY_NUMBER_RE,
    _SOME,
    _THE_TIME_TOO_RE,
    _THIS_OR_NEXT_RE,
    _WHO_RE,
    _a_few,
    _asked_about_another,
    _both_as_the_hour,
    _no_hour_in_both,
    _on_the_day_talked_about,
    _words_of_when,
)
from bizengine.understanding.signals import Signals

# «¿me dejas preparados 3 X…?», «¿me tes listas…?»: how it is to be left, before the thing
_READY_RE = re.compile(r"(?:preparad|apartad|guardad|gardad|reservad|list)[oa]s?$")


def _favour_for_a_product(norm: str, biz, has_day: bool = False) -> bool:
    """«¿me haces una X…?», «¿me apartas 6 X?», «¿podéis hacer una X para el sábado?» (with a day):
    the favour names a product right after its verb (an «un/una» or a count between). Not «¿me
    haces una foto de la X?» or «¿me dejas la X en…?»."""
    m = FAVOUR_RE.search(norm) or (_CAN_YOU_MAKE_RE.search(norm) if has_day else None)
    if m is None:
        return False
    rest = norm[m.end():].split()
    lead = next((k for k, w in enumerate(rest) if w not in _SOME and to_int(w) is None and not _READY_RE.match(w)),
                len(rest))
    if lead == 0 or lead == len(rest):
        return False     # «¿me preparas <X en plural> para 20 personas?»: how many is for a person to ask
    return any(start == 0 for start, _ in find_items(" ".join(rest[lead:]), biz).spans)


# «¿podéis hacer una X para el sábado?»: with a day, a favour like «¿me haces una X…?»
_CAN_YOU_MAKE_RE = re.compile(rf"\b(?:{CAN_YOU}|se puede|se pode) "
                              r"(?:hacer|facer|preparar|guardar|gardar|apartar|reservar|encargar)\b")


# An hour alone, as the answer to «¿A qué hora?»: «11», «las 11», «10 y media», «5 de la tarde», «17h»
_AN_HOUR = (r"(?:[0-9]{1,2}|una|unha|dos|duas|tres|cuatro|catro|cinco|seis|siete|sete|ocho|oito|nueve|nove|"
            r"diez|dez|once|doce)")
_PAST_IT = r"\s+(?:y|e)\s+(?:media|cuarto)|\s+menos\s+cuarto|\s+(?:de la|da)\s+(?:manana|mana|tarde|noche|noite)"
_BARE_HOUR_RE = re.compile(r"(?:(?:pues|pois|vale|ok|sobre|tipo|hacia|cara|las|as)\s+)*"
                           rf"(?P<hour>(?:[0-9]{{1,2}}(?:[:.h][0-9]{{2}})?|{_AN_HOUR})"
                           rf"(?:\s*h|\s+horas?|{_PAST_IT}|\s+en\s+punto)*)"
                           r"(?:\s+(?:por favor|porfa|gracias|grazas))*")
# «mejor 10 y media», «mellor ás 5 da tarde»: an hour that is no count («mejor 5» may be one: routing asks)
_BETTER_HOUR_RE = re.compile(r"(?:(?:no|non|pues|pois|vale|ok|uy)\s+)*(?:mejor|mellor)\s+(?:(?:a\s+)?(?:las|as)\s+)?"
                             rf"(?P<hour>(?:[0-9]{{1,2}}[:.h][0-9]{{2}}|{_AN_HOUR}(?:{_PAST_IT})+))"
                             r"(?:\s+(?:por favor|porfa|gracias|grazas))*")


# «las dos de 12», «as dúas para 8»: both things, of a size (no 14:00)
# (a business that sells no sizes has none; «las 2 para 4 personas» is people)
_BOTH_OF_A_SIZE_RE = re.compile(r"\b(?:las|as) (?:dos|duas|2) (?:de|para|pa|pra) \d+\b"
                                r"(?! (?:personas?|persoas?|pax)\b)")


# «el viernes, no el jueves» (the comma before «no» only), «no el jueves sino el viernes», «el
# miércoles en vez del martes», «non é o xoves, é o venres», «no a las 10 sino a las 11»: which is meant
_KEPT_BEFORE_RE = re.compile(r"(?P<kept>.*?)(?:,\s*(?:no|non)\s+(?!,|(?:perdona|perdón|perdon|perdoa|digo|espera|"
                             r"mejor|mellor)\b)|\s+(?:en vez|en lugar|no canto)\s+d)")     # «…, no perdona, Y» takes Y
# «no X sino Y», gl «senón»: Y kept (Galician «se non» is «if not»: a second choice, days._FALLBACK_RE)
_KEPT_AFTER_RE = re.compile(r"\b(?:sino|senon)\b|\b(?:no|non) (?:es|e|é)\b[^,]*,\s*(?:es|e|é)\b")


_NOT_THAT_ONE_RE = re.compile(r"\b(?:no|non) (?:el|o) (?:siguiente|seguinte)\b")
# «el martes que viene no, el otro», «o martes que vén, non, o outro»: the weekday just said taken back for the one a
# week on. Read with its commas: «el martes, no el otro» keeps that Tuesday (the other ruled out), and a bare «el
# sábado no el otro» may be a thing not wanted
_THE_WEEKDAY_SAID = rf"\b(?:{WEEKDAY_WORDS})(?: [0-9]{{1,2}})?"
_COMING = r"(?:que viene|que ven|q viene|proximo|(?:de la|da) semana (?:que viene|que ven|proxima))"
_NOT_THAT_DAY_THE_OTHER_RE = re.compile(rf"{_THE_WEEKDAY_SAID}(?:(?: {_COMING})?,? (?:no|non),| {_COMING} (?:no|non)) "
                                        rf"(?:el|o) (?:otro|outro)\b(?! (?:{WEEKDAY_WORDS})\b)")


def _the_one_kept(w: When, text: str, biz, now: datetime) -> None:
    """Two days or two times said, one of them taken back: the one kept (the first was taken)."""
    if not (w.has_day or w.has_time):
        return
    after = _KEPT_AFTER_RE.search(text)
    part = text[after.end():] if after else None
    if part is None and (before := _KEPT_BEFORE_RE.match(text)):
        part = before.group("kept")
    if not part:
        return
    kept = parse_when(clean(part), biz, now)
    if w.has_day and kept.has_day and kept.ymd != w.ymd:
        w.ymd, w.day_text = kept.ymd, kept.day_text
    if w.has_time and kept.has_time and kept.minutes != w.minutes:
        w.minutes, w.time_text, w.part = kept.minutes, kept.time_text, kept.part or w.part


def _read_bare_hour(s: Signals, norm: str, biz, now: datetime) -> None:
    """«11», «10 y media», «5 de la tarde» to «¿A qué hora?»: that hour («mejor 5» may be a count:
    routing asks which)."""
    hour = _BARE_HOUR_RE.fullmatch(norm) or _BETTER_HOUR_RE.fullmatch(norm)
    if hour is None:
        return
    said = parse_when("a las " + hour.group("hour"), biz, now, s.lang)
    if said.has_time and not said.has_day:
        s.when.minutes, s.when.has_time, s.when.time_text = said.minutes, True, said.time_text
        s.when.part = s.when.part or said.part


# «al final 21», «mejor 21» to «¿A qué hora?»: an hour of the afternoon offered, not a count said again
_HOUR_INSTEAD_RE = re.compile(INSTEAD_LEAD + r"(?:mejor|mellor|al final|ao final|finalmente)"
                              # «mejor 9 y media», «al final 21:30»: with its minutes, any hour
                              r"\s+(?P<hour>1[3-9]|2[0-3]|(?P<with_min>(?:1[0-9]|2[0-3]|[1-9])(?:\s+(?:y|e|menos)\s+"
                              r"(?:media|cuarto)|:[0-5][0-9])))"
                              # «mejor 21 y seremos 5»: the party said beside it
                              r"(?P<party>\s+(?:y|e)\s+(?:seremos|somos|semos|sermos|para|pra)\s+\S+(?:\s+personas|\s+persoas)?)?")


# «ay no, mejor 8» to «¿A qué hora?» of a table: 20:00 when offered, as a bare «8» is there
_SMALL_HOUR_INSTEAD_RE = re.compile(INSTEAD_LEAD + r"(?:mejor|mellor|al final|ao final|finalmente)"
                                    r"\s+(?P<hour>[1-9]|1[0-2])")


def _an_hour_instead(s: Signals, norm: str, ctx: ReadingContext, biz, now: datetime) -> None:
    """«mejor 21», «ay no, mejor 8» to «¿A qué hora?»: an hour offered, not the party said again."""
    said = _HOUR_INSTEAD_RE.fullmatch(norm) \
        or (_SMALL_HOUR_INSTEAD_RE.fullmatch(norm) if ctx.get("held_party") else None)
    if said is None or s.when.has_time or said.groupdict().get("with_min"):
        return
    afternoon = said.re is _HOUR_INSTEAD_RE
    minutes = int(said["hour"]) * 60 if afternoon else parse_when("a las " + said["hour"], biz, now, s.lang).minutes
    day = ctx.get("held_day") if afternoon and ctx.get("held_party") else None     # «mejor 22»: open, if full
    if minutes is not None and (minutes in (ctx.get("times_offered") or [])
                                or (day and any(lo <= minutes < hi for lo, hi in day_ranges(biz, day)))):
        s.when.minutes, s.when.has_time, s.when.time_text = minutes, True, said["hour"]


def _an_hour_instead_of_held(s: Signals, norm: str, biz, ctx: ReadingContext) -> bool:
    """«mejor 14» at a later question, with a time held: an hour the day is open at, when it cannot
    be the party («mesa para 4 … a las 21», then «mejor 14») nor a count («1 X», then «mejor 14»)."""
    said = _HOUR_INSTEAD_RE.fullmatch(norm)
    held_time, day = ctx.get("held_time"), ctx.get("held_day")
    if said is None or held_time is None or not day or s.when.has_time or s.items.stray_options:
        return False     # (a size of the thing held, «al final 20», is that size)
    minutes = find_time(f"a las {said['hour']}", biz, day, None)[0]
    if minutes is None or minutes == held_time or not any(lo <= minutes < hi for lo, hi in day_ranges(biz, day)):
        return False
    party = (biz.data.get("booking") or {}).get("party") or {}
    n = int(said["hour"]) if not said["with_min"] else None     # a bare number may be the party or a count
    if (n is not None and n <= int(party.get("handoff_over") or party.get("max") or 0) and not said["party"]) \
            or (n is not None and any(int(line.get("qty") or 1) > 1 for line in ctx.get("cart") or [])):
        return False
    s.when.minutes, s.when.has_time, s.when.time_text = minutes, True, said["hour"]
    return True


def _evening_after_a_morning(w: When, before: int | None) -> bool:
    """«a las 10», then «mejor a las 7» read as 19:00 (7:00 being closed): the customer may have meant
    the morning, so which is asked (form.check_time)."""
    return w.hour_guessed and w.minutes is not None and w.minutes >= NOON and before is not None and before < NOON


def _read_when_said(s: Signals, norm: str, scrubbed: str, biz, ctx: ReadingContext, now: datetime) -> None:
    """The day and the time said, read against the day and time held, offered or talked about."""
    words = norm.split()
    wished = without_the_end_of_day_unwished(norm, ctx.get("held_time"))    # not «a última hora no puedo»
    s.when = day_beside_held(week_after_held(parse_when(wished, biz, now, s.lang), norm, ctx.get("held_day")), norm,
                             ctx.get("held_day"))
    if s.when.ambiguous_kind == "mismatch" and ctx.get("awaiting") in ("time", "day"):
        s.when = _weekday_and_hour(s.when, norm, biz, now, s.lang)     # «lunes 10» to «¿A qué hora?»
    if s.when.has_day and ctx.get("awaiting") != "day" and not (s.when.has_time or s.when.part) \
            and _BARE_O_DAY_RE.fullmatch(s.when.day_text or "") and not _another_day_than_held(words, ctx):
        s.when = When()     # a bare «o 12» answers the day question only: else a size, a count
    s.favour_kw = not ctx.get("cart") and _favour_for_a_product(norm, biz, s.when.has_day)     # mid-order: the order's
    if s.order_kw and _how_it_is_done(s, norm):
        s.order_kw, s.question = False, True       # «preparáis los X en el momento»: asked, not ordered
    _the_one_kept(s.when, normalize(scrubbed), biz, now)
    if s.when.has_day and not s.when.week_on and _NOT_THAT_ONE_RE.search(norm):   # «el sábado… no, el siguiente»
        s.when = week_after_held(s.when, norm, s.when.ymd)
    elif s.when.has_day and s.when.ymd and _NOT_THAT_DAY_THE_OTHER_RE.search(normalize(scrubbed)):
        s.when = a_week_on(s.when, s.when.ymd)
    _the_day_after_held(s.when, norm, ctx.get("held_day"))
    _weekend_of_the_held_week(s.when, ctx.get("held_day"))
    _one_of_the_days_offered(s.when, norm, [*filter(None, [ctx.get("day_before")]), *(ctx.get("days_offered") or [])])
    _the_number_offered(s.when, norm, ctx.get("days_offered"))
    _the_nth_day_offered(s.when, norm, ctx.get("days_listed"))
    _the_nth_time_offered(s.when, norm, ctx.get("times_offered"), ctx.get("time_refused"))
    _in_the_month_talked_about(s.when, norm, ctx.get("day_talked_about"))
    _on_the_day_talked_about(s.when, biz, ctx.get("day_talked_about"))
    # the time held, else the one just refused («A las 17:00 no me queda hueco…», then «¿y algo más tarde?»)
    time_held = ctx.get("held_time")
    _earlier_or_later(s.when, norm, time_held if time_held is not None else ctx.get("time_refused"))
    s.evening_after_a_morning = _evening_after_a_morning(s.when, time_held if time_held is not None
                                                         else ctx.get("time_refused"))
    sent_time = ctx.get("sent_time")
    if sent_time is not None and not s.when.has_time:
        _shifted(s.when, norm, sent_time)    # «¿y si llegamos media hora más tarde?» once sent: that one, moved
    _arriving_late(s, norm, ctx.get("held_time"), biz)
    if not (ctx.get("awaiting") == "name" and len(words) <= 3 and not _a_feast_wanted(norm)):     # «Reyes» a name
        _read_named_day(s, norm, biz, now)
    if s.when.time_text in ("las dos", "as duas", "las 2", "as 2") and biz.can("order") and (
            ctx.get("awaiting") == "option" or _BOTH_OF_A_SIZE_RE.search(norm)):
        s.when.minutes, s.when.has_time, s.when.time_text = None, False, None    # «sí, las dos», «las dos de 12»
    if ctx.get("awaiting") == "service" and not _both_as_the_hour(s, norm):
        _no_hour_in_both(s.when)    # «<X> y <Y>», «¿qué <X>?», then «las dos el jueves»: the two named
    if ctx.get("awaiting") in ("time", "day") and EITHER_OF_TWO_RE.search(norm):
        s.when.minutes, s.when.has_time, s.when.time_text = None, False, None    # «cualquiera de las dos»
        s.anyone, s.anyone_who = True, False        # of the two moments offered, not of who (one held stays)
    if ctx.get("awaiting") == "time" and not s.when.has_time and not (_asked_about_another(ctx)
                                                                       and _a_few(norm)):
        _read_bare_hour(s, norm, biz, now)      # «11», «10 y media», «5 de la tarde» to «¿A qué hora?»
        _an_hour_instead(s, norm, ctx, biz, now)
    whoever = s.anyone and _WHO_RE.search(norm) and not _THE_TIME_TOO_RE.search(norm)   # «me da igual quién»
    same_time_another_day = s.when.has_day and SAME_TIME_RE.search(norm)     # «y el martes a esa hora?»
    if ctx.get("awaiting") == "time" and not s.when.has_time and not same_time_another_day \
            and ((s.anyone and not whoever) or _AT_OPENING_RE.search(norm) or FIRST_THING_RE.search(wished)):
        s.when.asap = True      # «me da igual», «a la hora de abrir» to «¿A qué hora?»: the first free one
    elif ctx.get("awaiting") in ("resource", "service", "party") and ctx.get("held_day") and not s.when.has_time \
            and not s.when.has_day and FIRST_THING_RE.search(wished):
        s.when.asap = True      # «cuando abráis» to «¿Con quién?» with the day held: its first free time
    s.asap = s.when.asap


# «para Reyes», «é para Nadal»: when it is for («Reyes» alone to «¿A nombre de quién?» is a name)
_FOR_RE = re.compile(rf"^(?:{IT_IS} )?{FOR} ")


def _a_feast_wanted(norm: str) -> bool:
    """«para Reyes», «é para Nadal» (not «para Reyes García», a name)."""
    m = _FOR_RE.match(norm)
    return m is not None and HOLIDAY_RE.fullmatch(norm[m.end():]) is not None


def _read_named_day(s: Signals, norm: str, biz, now: datetime) -> None:
    """A day said by its name is that day: the business's own closures and special days («¿abrís
    el día de Todos los Santos?») when no other day was said, then the calendar's («Nochevieja»,
    and «el Viernes Santo», which is no Friday of this week)."""
    w = s.when
    ymd = None if (w.has_day or w.ambiguous_day or w.invalid_day) else named_day(norm, biz, today(now))
    ymd = ymd or calendar_day(norm, today(now), feast_nouns(biz))
    if ymd:
        w.ymd, w.has_day, w.ambiguous_day, w.invalid_day, w.day_choices = ymd, True, False, False, None


_AT_OPENING_RE = re.compile(r"\b(?:al abrir|ao abrir|a primera que (?:haya|tengas)|a primeira que (?:haxa|tenas)|"
                            r"cualquier hora|calquera hora|la que sea|a que sexa|cuando antes|cando antes|"
                            r"a esa hora|a esa|esa misma|a esa misma|a esa mesma|esa mesma|a ela|a esa vale|"
                            r"(?:la |a )?hora que (?:sea|sexa|querais|queirades|quieras|queiras))\b")


def _the_day_after_held(w: When, norm: str, held: str | None) -> None:
    """«para el sábado» (the 7th), then «mejor el domingo»: the Sunday of that weekend, the 8th,
    not tomorrow, the 1st. A bare weekday that would fall before the day held and names the day
    right after it is read as that one (the reply says its date)."""
    if not (held and w.has_day and w.ymd and w.day_text in WEEKDAYS) or _THIS_OR_NEXT_RE.search(norm):
        return
    later = add_days(w.ymd, 7)
    if w.ymd < held and later == add_days(held, 1):
        w.ymd = later


# «¿y si llegamos…?», «e se chegamos…», «¿podemos venir…?»: coming at another time, put forward
_COMING_PUT = (r"(?:(?:si|se) (?:nos )?(?:llegamos|llego|llegasemos|llegaramos|vamos|voy|fuesemos|fueramos|venimos|"
               r"vengo|viniesemos|vinieramos|quedamos|chegamos|chego|chegasemos|imos|vou|fosemos|vimos|veno)|"
               r"(?:podemos|podriamos|poderiamos|puedo|podria|podo|poderia) (?:llegar|ir|venir|quedar|chegar|vir))")
# «¿tenéis algo antes?», «¿puede ser más tarde?», «mellor un pouco máis cedo»: from the time held
_EARLIER_OR_LATER_RE = re.compile(
    rf"^(?:(?:y|e|pues|pois|oye|vale|ok|y si|e se|si|se|fuera|fuese|fose|for|es|{_COMING_PUT}) )*"
    r"(?:(?:teneis|tienes|tendes|tedes|tes|hay|hai|habria|haberia|tendrias|quedan?) (?:algo|hueco|oco|sitio|"
    r"algun hueco|algun oco|alguna hora|algunha hora) |(?:puede|podria|pode|poderia|podria ser|se puede) ser |"
    r"(?:algo|mejor|mellor|preferiria|preferiblemente|si puede ser) )?"
    r"(?:un poco |un pouco |algo |un poquito )?(?P<when>antes|mas temprano|mais cedo|mas pronto|mas tarde|mais tarde)"
    r"(?: (?:por favor|porfa|si puede ser|se pode ser|si se puede))?$")


# «media hora más tarde», «una hora antes», «mellor media hora despois»: the time held, moved
_SHIFTED_RE = re.compile(
    r"^(?:(?:y|e|pues|pois|oye|vale|ok|no|non|mejor|mellor|mas bien|si puede ser|se pode ser|puede ser|pode ser|"
    r"que sea|que sexa|podria ser|poderia ser|se puede|se pode|si|se|fuera|fuese|fose|for|es|e|lo|la|o|a|"
    r"para|pra|pa|otr[oa]|outr[oa]|"     # «y otro para una hora más tarde»: one more then (routing: another order)
    rf"pasamos|pasamola|pasamolo|pasala|pasalo|cambiamos|movemos|{_COMING_PUT})"
    r" )*(?:(?P<n>media|una|unha|un cuarto de|cuarto de|dos|duas|1|2) (?:hora|horita|horas)(?: y media| e media)?|"
    r"(?P<half>hora y media|hora e media)|(?P<mins>10|15|20|30|45) (?:minutos|minutiños|minutinos|min)) "
    r"(?P<when>antes|mas tarde|mais tarde|despues|despois|mas pronto|mais cedo|mas temprano)"
    r"(?: (?:por favor|porfa|si puede ser|se pode ser|mejor|mellor|mejor aun|mellor aínda))*$")
_SHIFT_MINUTES = {"media": 30, "una": 60, "unha": 60, "1": 60, "un cuarto de": 15, "cuarto de": 15, "dos": 120,
                  "duas": 120, "2": 120}


# «llegaremos un poco tarde», «igual llegamos sobre las 21 y cuarto», «chegaremos tarde»: when they arrive
_ARRIVE_RE = re.compile(r"\b(?:llegaremos|llegamos|llegare|llego|llegar|llegariamos|chegaremos|chegamos|chegarei|"
                        r"chego|chegar|chegariamos|nos retrasamos|nos retrasaremos|retrasaremos|atrasaremos)\b")
_LATE_RE = re.compile(r"(?<!\bmas )(?<!\bmais )\b(?:tarde|retraso|retrasados|atrasados)\b")
_LATE_AT_MOST = 60      # later than this after the booked time is a new time, not a delay


def _arriving_late(s: Signals, norm: str, held: int | None, biz) -> None:
    """A late arrival to the time held keeps that time: said to the person who confirms, as a note.
    «vamos a llegar más tarde, sobre las nueve y media» (a seating time, said as the new one) moves it."""
    w = s.when
    if held is None or not _ARRIVE_RE.search(norm) or s.question and not w.has_time:
        return
    step = int((biz.data.get("booking") or {}).get("slot_minutes") or 30)
    late = bool(_LATE_RE.search(norm))
    if w.has_time:
        delay = (w.minutes or 0) - held
        if not 0 < delay <= _LATE_AT_MOST or (not late and delay % step == 0):
            return
    elif not late:
        return
    w.minutes, w.has_time, w.time_text, w.window = None, False, None, None
    s.late_arrival = True       # the words go to the note (read after the notes)


def _shift_minutes(shifted: re.Match, norm: str) -> int:
    """How far «media hora», «una hora y media», «20 minutos» move the time held."""
    if shifted.group("mins"):
        return int(shifted.group("mins"))
    if shifted.group("half"):
        return 90
    return _SHIFT_MINUTES[shifted.group("n")] + (30 if " y media " in norm or " e media " in norm else 0)


def _shifted(w: When, norm: str, held: int) -> bool:
    """«media hora más tarde», «¿y si vamos una hora antes?»: the time held, moved (True when said so)."""
    shifted = _SHIFTED_RE.match(norm)
    if not shifted:
        return False
    n = _shift_minutes(shifted, norm)
    sign = -1 if shifted.group("when") in ("antes", "mas pronto", "mais cedo", "mas temprano") else 1
    if 0 <= held + sign * n < 24 * 60:
        w.minutes, w.has_time, w.time_text = held + sign * n, True, shifted.group(0)
    return True


# «y …», «pues …», «mejor …» before «la siguiente / la anterior», and «a esa», «por favor» after it
_ONE_BESIDE_LEAD = r"^(?:(?:y|e|pues|pois|vale|ok|entonces|mejor|mellor|si|bueno|bo)\s+)*"
_ONE_BESIDE_TAIL = (r"(?: hora| cita)?(?: (?:a|de|da|ás|as) (?:esa|esta|essa|esa hora|esa misma))?"
                    r"(?: (?:por favor|porfa|si puede ser|se pode ser))?$")
# «la siguiente a esa», «mejor la de después», «a seguinte»: the first free time after the one held
_THE_NEXT_ONE_RE = re.compile(_ONE_BESIDE_LEAD + r"(?:la|a) (?:siguiente|siguente|seguinte|de despues|de despois|"
                              r"posterior)" + _ONE_BESIDE_TAIL)
# «la anterior a esa», «una antes», «a anterior»: the last free time before the one held
_THE_ONE_BEFORE_RE = re.compile(_ONE_BESIDE_LEAD + r"(?:(?:la|a) (?:hora |cita )?(?:anterior|previa)|"
                                r"(?:una|unha) (?:antes|anterior))" + _ONE_BESIDE_TAIL)


def _earlier_or_later(w: When, norm: str, held: int | None) -> None:
    """With a time held and none said, «¿hay algo antes?» asks the times before it; «más tarde», after;
    «media hora más tarde» is that time, moved; «la siguiente a esa», the first free one after it;
    «la anterior a esa», the last free one before it."""
    if held is None or w.has_time or w.window or _shifted(w, norm, held):
        return
    if _THE_NEXT_ONE_RE.match(norm):
        w.window, w.asap = ("after", held), True
        return
    if _THE_ONE_BEFORE_RE.match(norm):
        w.window, w.asap, w.last_free, w.latest = ("before", held), True, True, False
        return
    said = _EARLIER_OR_LATER_RE.match(norm)
    if said:
        w.window = ("before" if said.group("when") in ("antes", "mas temprano", "mais cedo", "mas pronto")
                    else "after", held)


def _weekday_and_hour(w: When, norm: str, biz, now: datetime, lang: str) -> When:
    """«lunes 10», «o luns 11» to the day or time question, where Monday is not the 10th: the
    weekday at that hour (asked what time, people answer the hour after the day)."""
    as_time = weekday_at_the_hour(norm, w.day_text, biz, asked=True)
    said = parse_when(as_time, biz, now, lang) if as_time else None
    return said if said and said.has_day and said.has_time else w


def _in_the_month_talked_about(w: When, norm: str, day: str | None) -> None:
    """«¿Abrís el 8 de diciembre?», then «¿y el 9?»: the 9th of December, not of this month."""
    m = _ONLY_A_DAY_NUMBER_RE.fullmatch(norm) if day else None
    if m is None or day is None or (w.has_day and w.ymd and w.ymd[:7] == day[:7]):
        return
    try:
        ymd = date.fromisoformat(day).replace(day=int(m.group("n"))).isoformat()
    except ValueError:
        return          # «¿y el 31?» after a day of November: no such day
    w.ymd, w.has_day, w.invalid_day, w.ambiguous_day = ymd, True, False, False


_BARE_O_DAY_RE = re.compile(r"o [0-9]{1,2}")


def _another_day_than_held(words: list[str], ctx: ReadingContext) -> bool:
    """«o 8 mellor» with a day held: that day instead, a second thought (not a size or a count)."""
    return bool(ctx.get("held_day")) and bool({"mellor", "mejor"}.intersection(words))


def _weekend_of_the_held_week(w: When, held: str | None) -> None:
    """«¿y el finde?» with Friday the 6th held (or just refused): the weekend after it, not the
    one already gone by."""
    if not (held and w.period and w.period[1] < held) or date.fromisoformat(w.period[0]).weekday() != 5 \
            or w.ambiguous_kind == UP_TO_A_DAY:      # «mejor antes del martes»: up to it, not a weekend
        return
    weeks = (date.fromisoformat(held) - date.fromisoformat(w.period[1])).days // 7 + 1
    w.period = (add_days(w.period[0], 7 * weeks), add_days(w.period[1], 7 * weeks))


def _on_the_next_open_day(w: When, biz, day: str | None) -> None:
    """«¿abrís el lunes?» (closed) then «a las 11»: whether it is open at 11 the day it opens again."""
    if not day or not w.has_time or w.has_day or w.ambiguous_day or w.invalid_day or w.period or day_ranges(biz, day):
        return
    opening = next_opening(biz, day, 0)
    if opening:
        w.ymd, w.has_day = opening[0], True


def _a_bare_time_on_that_day(w: When, biz, day: str | None) -> bool:
    """«a las 11» after «¿abrís mañana?» (or after a closed day: on the next open one), no day of its own."""
    if not (day and w.has_time and w.minutes is not None) or w.part:
        return False
    return w.ymd == (day if day_ranges(biz, day) else (next_opening(biz, day, 0) or (None,))[0])


def only_when_said(s: Signals, norm: str | None = None) -> bool:
    """Nothing but a day or a time («hoy a las 5», «el viernes a las 21», «para mañana»); not a
    follow-up of the last answer («y el 26», «¿y por la tarde?»). `norm`: the part of the message
    to look at, else all of it."""
    w, norm = s.when, s.norm if norm is None else norm
    norm = GREET_RE.sub("", norm) if s.greet else norm      # «hola, para el jueves»: the day all the same
    if not (w.has_day or w.has_time) or s.has_items or s.items.unknown or s.name or s.phone \
            or norm.startswith(("y ", "e ")):
        return False
    said = _words_of_when(w, norm)
    return bool(said) and all(x in said or x in _AROUND_A_DAY for x in norm.split())


# «¿preparáis los X en el momento?», «¿apartades as pezas?»: the verb bare (no «me», no «nos»),
# the things in general (an article of the plural, no count): how the business does it, not one asked for
_HOW_IT_IS_DONE_RE = re.compile(r"\b(?:prepar|apart|guard|gard|dej|deix)(?:ais|ades)\s+(?:los|las|os|as)\s+[a-z]")


def _how_it_is_done(s: Signals, norm: str) -> bool:
    m = _HOW_IT_IS_DONE_RE.search(norm)
    asked = m is not None and ("?" in s.raw or m.start() == 0)      # «preparáis los X…» opens a question too
    return bool(m and asked and not (s.when.has_day or s.when.has_time)
                and not re.search(r"\b(?:me|nos)\s*$", norm[:m.start()])
                and not any(to_int(w) is not None for w in norm[m.end() - 1:].split()))
