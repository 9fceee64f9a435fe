"""What the customer rules out of the day and time, beyond one day or one time (reader's
`_refused_when`): a part of the day («por la mañana no puedo»), a bound («antes de las 12 no puedo»),
the day held («otro día») and a day excepted from any («cualquier día menos el lunes»).

Each reading changes the message's `When` so that what was ruled out is never read as asked for.
"""
from __future__ import annotations

import re
from datetime import date

from bizengine.language.dates import When
from bizengine.language.days import WEEKDAYS
from bizengine.language.times import find_part
from bizengine.understanding.lexicon import NOT

# «no quiero a las 11», «el viernes no me va», «non podo o venres», «tampoco puedo»: refused
REFUSE_VERB = (r"(?:quiero|quero|queria|puedo|podo|podemos|(?:me|nos) (?:va|vai|viene|ven|cuadra|encaixa|sirve|"
               r"serve|viene bien|ven ben|va bien|vai ben))")
REFUSED_BEFORE_RE = re.compile(rf"\b{NOT} {REFUSE_VERB}(?: (?:el|la|las|o|a|as|para|pra|a las))? $")
REFUSED_AFTER = (r"(?:(?:de|da) (?:la )?(?:manana|tarde|noche|mana|noite) )?"
                 rf"(?:{NOT}(?: {REFUSE_VERB})?|(?:me |nos )?(?:es |e )?(?:imposible|imposibel)|"
                 r"(?:me|nos) (?:va|vai|viene|ven) (?:fatal|mal))")
REFUSED_AFTER_RE = re.compile(rf"{REFUSED_AFTER}$")
# what may follow a refusal: «…, mejor por la tarde», «…, pero el sábado sí»
_THEN = r"(?: (?:mejor|mellor|pero|pois|pues|que|y|e|asi que|solo|so|mais|entonces|entón|enton)\b.*)?$"
_COMING = r"(?: (?:ir|venir|pasar|llegar|estar|vir|chegar|ir a buscarl[oa]|recogerl[oa]|ir por el|ir por ella))?"
_REFUSED_THEN_RE = re.compile(rf"(?:{REFUSED_AFTER}){_COMING}{_THEN}")

# «a las 12 no puedo, más tarde», «ás 12 non podo, mellor máis cedo»: the time refused, and the side of it wished
_SIDE = (r"(?:mejor |mellor |pero |pues |pois )?(?:algo |un poco |un pouco )?"
         r"(?P<side>(?:mas|mais) (?:tarde|temprano|pronto|cedo)|despues|despois|antes)\b")
_REFUSED_THEN_SIDE_RE = re.compile(rf"{REFUSED_AFTER}(?: [a-z]+)?{_COMING} {_SIDE}")     # «no pueod»: a verb misspelt
_SIDE_RE = re.compile(_SIDE)


def side_wished(norm_after: str, refused_before: bool) -> str | None:
    """After a time refused, the side of it wished: 'after' («…no puedo, más tarde») or 'before'."""
    m = _REFUSED_THEN_SIDE_RE.match(norm_after) or (_SIDE_RE.match(norm_after) if refused_before else None)
    if m is None:
        return None
    return "before" if m.group("side").split()[-1] in ("temprano", "pronto", "cedo", "antes") else "after"


# «por las mañanas trabajo», «trabajo hasta las 6», «pola mañá traballo»: a routine that is a refusal
# (not «el trabajo», «mi trabajo»: a thing)
_BUSY = (r"(?<!\bel )(?<!\bmi )(?<!\bo )(?<!\bmeu )(?:trabajo|trabajamos|traballo|traballamos|curro|curramos|"
         r"estoy trabajando|estou traballando|tengo clase|teño clase|teno clase|estoy ocupad[oa]|estou ocupad[oa]|"
         r"estoy liad[oa]|estou liad[oa])")
_BUSY_BEFORE_RE = re.compile(rf"\b{_BUSY}(?: (?:siempre|sempre|todas|todos|toda|todo))? $")
_BUSY_THEN_RE = re.compile(rf"{_BUSY}\b(?: (?:siempre|sempre|yo|eu))?{_THEN}")


def refused_before(norm_before: str) -> bool:
    """The words before a moment refuse it: «no puedo …», «por las mañanas trabajo …»."""
    return bool(REFUSED_BEFORE_RE.search(norm_before) or _BUSY_BEFORE_RE.search(norm_before))


def refused_then(norm_after: str) -> bool:
    """The words after a moment refuse it: «… no puedo», «… non me vai ben, mellor …»."""
    return bool(_REFUSED_THEN_RE.match(norm_after) or _BUSY_THEN_RE.match(norm_after))


# «por la mañana», «de mañana», «por las tardes», «pola mañá», «a mediodía» (not «mañana»: tomorrow)
_PART_WORDS = {"morning": r"(?:mananas?|manas?)", "midday": r"(?:mediodias?|medio dia)",
               "afternoon": r"tardes?", "night": r"(?:noches?|noites?)"}
_PART_RES = {part: re.compile(rf"\b(?:(?:por|pola|polas|pela|de|da|das|en|na|nas|a|ao) (?:la |las |a |as )?|"
                              rf"(?:las|as|la) ){words}\b")
             for part, words in _PART_WORDS.items()}

# «hasta las 14 no puedo» is free from 14; «a partir de las 17 no» is before 17
_BOUND_FLIPPED = {"before": "from", "until": "from", "after": "until", "from": "before"}
_BOUND_CUE_RE = re.compile(r"\b(?:antes|hasta|ata|despues|despois|pasadas|a partir|desde|dende|mas tarde|"
                           r"mais tarde|mas temprano|mas pronto|mais cedo)\b")

# «otro día», «mejor otro día», «noutro día», «algún otro día»: not the day held («el otro día»: the past)
ANOTHER_DAY_RE = re.compile(r"(?<!\bel )(?<!\bo )\b(?:otro|outro|noutro|nun outro|en otro) dia\b")
# «cualquier día», «calquera día», «el día que sea», «entre semana»: any day, the free ones offered
# «me da igual el día», «o día tanto me ten», «el día que queráis»: the day is no matter, so the same
_NO_MATTER = (r"(?:(?:me|nos) )?(?:da igual|es igual|e igual|dame igual|da lo mismo|da o mesmo|"
              r"tanto (?:me )?(?:da|ten)|es indiferente|e indiferente|indiferente|no me importa|non me importa)")
_THE_DAY = r"(?:el|o) dia|la fecha|a data"
ANY_DAY_RE = re.compile(r"\b(?:(?:cualquier|cualquiera|calquera|calquer) (?:otro |outro )?dia|el dia que sea|"
                        r"o dia que sexa|(?:todos los|todos os) dias menos|entre semana|"
                        rf"{_NO_MATTER} (?:{_THE_DAY})|(?:{_THE_DAY}) {_NO_MATTER}|"
                        r"(?:el|o) dia que (?:querais|queirades|quieras|queiras|tengais|tenades|teñades|tengas|"
                        r"tenas|haya hueco|haxa oco)|"
                        # «cuando sea», «cuando tengáis hueco», «cando poida ser»: no day preferred
                        r"(?:cuando|cando) (?:sea|sexa|pueda ser|poida ser|podais|podades|querais|queirades|"
                        r"(?:tengais|tenais|haya|teñades|tenades|tedes|haxa) (?:hueco|oco|sitio)|os venga bien|"
                        r"vos veña ben|vos vena ben))\b")
# «menos el lunes», «que no sea viernes», «agás o luns», «excepto los martes»: that day left out
_EXCEPT_RE = re.compile(r"\b(?:menos|excepto|salvo|quitando|sacando|agas|fuera de|fora de|que no sea|que non sexa)"
                        r"(?: (?:el|los|la|las|o|os|a|as|un|en|dia))* $")
WEEKEND = (5, 6)


def refused_part(w: When, norm: str) -> str | None:
    """«por la mañana no puedo», «non podo pola tarde», «de mañana no, mejor por la tarde»: the part
    ruled out. `w.part` becomes the other part said, if any (it was the first part said)."""
    if w.has_time or w.window:
        return None     # «a las 10 de la mañana no puedo»: that time (stop 28)
    found = next(((part, m) for part, rx in _PART_RES.items() for m in rx.finditer(norm)
                  if refused_before(norm[:m.start()]) or refused_then(norm[m.end():].strip())),
                 None)
    if found is None:
        return None
    refused, said = found
    if w.has_day and w.day_text and w.day_text in said.group(0):
        w.ymd, w.has_day, w.day_text = None, False, None     # «de mañana no»: the morning, not tomorrow
    rest = _PART_RES[refused].sub(" ", norm)
    w.part = find_part(rest) if w.part in (None, refused) else w.part
    return refused


def refused_bound(w: When, norm: str) -> bool:
    """«antes de las 12 no puedo», «non podo antes das 5», «más tarde de las 20 no»: the times on the
    other side of the bound are the window. True when the window was turned round."""
    if not w.window or w.window[0] not in _BOUND_FLIPPED or not w.time_text:
        return False
    at = norm.find(w.time_text)
    cue = list(_BOUND_CUE_RE.finditer(norm[:at])) if at > 0 else []
    if not cue:
        return False
    start, end = cue[-1].start(), at + len(w.time_text)
    if not (refused_before(norm[:start]) or refused_then(norm[end:].strip())):
        return False
    w.window = (_BOUND_FLIPPED[w.window[0]], int(w.window[1]))
    return True


# «…menos el lunes y el martes», «agás o luns nin o martes»: more weekdays excepted after the first
_MORE_WEEKDAYS_RE = re.compile(r"^,? (?:(?:y|e|ni|nin|o|ou) )?(?:(?:el|los|o|os) )?(?P<day>[a-z]+)\b")


def _weekday(word: str) -> int | None:
    """«martes», «sábados» (accents removed): its weekday, 0 = Monday."""
    return WEEKDAYS.get(word, WEEKDAYS.get(word[:-1]) if word.endswith("s") else None)


def excepted_day(w: When, norm: str) -> tuple[str | None, list[int]]:
    """«cualquier día menos el lunes», «que no sea viernes»: (the date said by its number, or the
    weekdays said) left out; the message holds no day after it."""
    ymd, said = w.ymd, w.day_text or ""
    at = norm.find(said) if w.has_day and said else -1
    if at < 0 or not _EXCEPT_RE.search(norm[:at]) or not ymd:
        return None, []
    w.ymd, w.has_day, w.day_text = None, False, None
    if not any(word in WEEKDAYS or word[:-1] in WEEKDAYS for word in said.split()):     # «los sábados»
        return ymd, []
    weekdays, rest = [date.fromisoformat(ymd).weekday()], norm[at + len(said):]
    while (m := _MORE_WEEKDAYS_RE.match(rest)) and (day := _weekday(m.group("day"))) is not None:
        weekdays.append(day)
        rest = rest[m.end():]
    return None, weekdays
