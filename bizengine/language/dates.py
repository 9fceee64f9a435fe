"""Reading the day and the time a customer means, in Spanish and Galician: 'el sábado a las 11',
'mañá pola tarde', 'dentro de 20 minutos', 'lo antes posible'.

`parse_when` reads text.clean output (it cleans again, which changes nothing).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, datetime, timedelta

from bizengine.language.clock import WEEKDAY_KEYS, add_days, today, weekday_key
from bizengine.language.phones import find_phones
from bizengine.language.text import NUMBER_WORDS, clean, singular, to_int


def _hm(s: str) -> int:
    h, m = s.split(":")
    return int(h) * 60 + int(m)


def opening_ranges(biz, ymd: str | None) -> list[tuple[int, int]]:
    """Opening ranges of a day in minutes; with no day, those of every weekday."""
    hours = biz.data.get("hours", {}) if biz is not None else {}
    keys = [weekday_key(ymd)] if ymd else list(WEEKDAY_KEYS)
    return [(_hm(a), _hm(b)) for k in keys for a, b in hours.get(k, [])]


# ---------------------------------------------------------------- the answer

@dataclass
class When:
    """Day and time read from one message. ymd/minutes are None when not said."""

    ymd: str | None = None
    ambiguous_day: bool = False     # 'este finde', 'la semana que viene': ask which day
    ambiguous_kind: str | None = None   # 'weekend' | 'next_week' | 'mismatch' ('el viernes 14' on a Saturday)
    invalid_day: bool = False       # '31 de febrero': a date that does not exist
    minutes: int | None = None
    part: str | None = None         # 'morning' | 'midday' | 'afternoon' | 'night'
    rel_min: int | None = None      # 'dentro de 20 minutos' → 20
    asap: bool = False              # 'lo antes posible', 'canto antes'
    has_day: bool = False           # ymd is set
    has_time: bool = False          # minutes is set
    day_text: str | None = None     # the words the day was read from
    day_choices: list | None = None  # 'mismatch': the days it may mean (the weekday, the number)
    time_text: str | None = None


# ---------------------------------------------------------------- days

_WEEKDAYS = {
    "lunes": 0, "luns": 0, "martes": 1, "miercoles": 2, "mercores": 2,
    "jueves": 3, "xoves": 3, "viernes": 4, "venres": 4, "sabado": 5, "domingo": 6,
}
_MONTHS = {
    "enero": 1, "xaneiro": 1, "febrero": 2, "febreiro": 2, "marzo": 3, "abril": 4,
    "mayo": 5, "maio": 5, "junio": 6, "xuno": 6, "julio": 7, "xullo": 7, "agosto": 8,
    "septiembre": 9, "setiembre": 9, "setembro": 9, "octubre": 10, "outubro": 10,
    "noviembre": 11, "novembro": 11, "diciembre": 12, "decembro": 12,
}
_NUM = r"(?:[0-9]{1,2}|" + "|".join(sorted((w for w in NUMBER_WORDS if " " not in w), key=len, reverse=True)) + ")"
_WD = "|".join(_WEEKDAYS)
_MON = "|".join(_MONTHS)

# «Por la mañana», «pola mañá», «esta mañá»: the part of the day, not tomorrow.
MORNING_RE = re.compile(r"\b(?:por|pola|polas|de|da|na|en|esta|a|pela) (?:la |a )?(?:manana|mana)\b")

# What may follow a day number after a weekday or a bare «el»: the end, a time, another day…
# but not a word («el viernes 2 unidades» is a quantity, not the 2nd).
_DAY_NUM_END = (r"(?: *$| (?:a|as|las|al|ao|á|por|pola|pela|para|pa|y|e|o|ou|sobre|hacia|cara|que|"
                r"mejor|mellor|en|h|vale|porfa|gracias|grazas)\b)")

_DAY_RE = re.compile(
    r"\b(?P<p2>pasado (?:manana|mana))\b"
    r"|\b(?P<today>hoy|hoxe|esta (?:tarde|noche|noite))\b"
    r"|\b(?P<tomorrow>manana|mana)\b"
    rf"|\b(?P<dm>[0-9]{{1,2}}|{_NUM}) (?:de )?(?P<mon>{_MON})(?: (?:de |do )?(?P<year>20[0-9]{{2}}))?\b"
    r"|\b(?P<slash>[0-9]{1,2})/(?P<smon>[0-9]{1,2})(?:/(?P<syear>[0-9]{2,4}))?\b"
    rf"|\b(?P<wd>{_WD})s?(?: (?:dia )?(?P<wdnum>[0-9]{{1,2}})(?: (?:de |do )?(?P<wdmon>{_MON}))?(?={_DAY_NUM_END}))?\b"
    rf"|\bdia (?P<dnum>[0-9]{{1,2}})\b(?! (?:de |do )?(?:{_MON}))"
    rf"|\b(?:para|pa) (?:el|o) (?P<pnum>[0-9]{{1,2}})\b(?! (?:de |do )?(?:{_MON})|(?:persona|persoa|unidad|euro|hora|minuto|h)\b)"
    rf"|(?:^|(?<= ))el (?P<elnum>[0-9]{{1,2}})(?={_DAY_NUM_END})"
    rf"|\b(?:dentro de|en|daqui a|de aqui a) (?P<rn>{_NUM}|unas|unos) (?P<unit>dias?|semanas?)\b"
    r"|\b(?P<weekend>(?:este|el|o|esta) (?:finde|fin de semana)|finde|fin de semana)\b"
    r"|\b(?P<nextweek>(?:la|a) (?:semana que viene|semana que ven|proxima semana|semana proxima|vindeira semana|semana vindeira)|semana que viene|proxima semana)\b"
)
_NOTICE_RE = re.compile(r"\b(?:notificaron|notificou|avisaron|avisou|dijeron|dixeron|llamaron|chamaron|escribieron|recibi|recibin|llego|chegou)\b")
_TARGET_WORDS = {"para", "pa", "al", "ao", "a", "reservar", "encargar", "recoger", "recoller", "mejor", "mellor", "hasta"}
_ARTICLES = {"el", "o", "la", "este", "esta", "proximo", "seguinte", "dia", "que"}
_CHANGE_RE = re.compile(r"\b(?:cambi\w*|modific\w*|mover|move|mueve|pasar|pasalo|mejor|mellor|en vez|en lugar)\b")


def _resolve_day(m: re.Match, now_ymd: str) -> tuple[str | None, bool, str | None]:
    """→ (ymd, invalid, ambiguous_kind) for one day expression."""
    t = date.fromisoformat(now_ymd)
    g = m.groupdict()
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
    if g["wd"] and g["wdnum"]:
        # 'el sábado 14' / 'el lunes 9 de noviembre': the number decides the date; a weekday that
        # does not fall on it ('el viernes 14' when the 14th is a Saturday) leaves the day to ask
        if g["wdmon"]:
            ymd, invalid, _ = _dated(t, int(g["wdnum"]), _MONTHS[g["wdmon"]], None)
        else:
            ymd, invalid, _ = _day_of_month(t, int(g["wdnum"]))
        if invalid or ymd is None:
            return None, True, None
        if date.fromisoformat(ymd).weekday() != _WEEKDAYS[g["wd"]]:
            return None, False, "mismatch"
        return ymd, False, None
    if g["wd"]:
        delta = (_WEEKDAYS[g["wd"]] - t.weekday()) % 7 or 7
        return add_days(now_ymd, delta), False, None
    if g["rn"]:
        n = to_int(g["rn"]) or 1
        return add_days(now_ymd, n * (7 if g["unit"].startswith("semana") else 1)), False, None
    if g["mon"] or g["slash"]:
        day = to_int(g["dm"] or g["slash"])
        month = _MONTHS[g["mon"]] if g["mon"] else int(g["smon"])
        year = g["year"] or g["syear"]
        return _dated(t, day, month, int(year) + (2000 if len(year) == 2 else 0) if year else None)
    num = g["dnum"] or g["pnum"] or g["elnum"]
    return _day_of_month(t, int(num))


def mismatch_choices(day_text: str, now_ymd: str) -> list[str]:
    """'viernes 14' when the 14th is a Saturday: [the Friday nearest the 14th, the 14th], sorted."""
    m = _DAY_RE.search(day_text or "")
    if not m or not (m.group("wd") and m.group("wdnum")):
        return []
    t = date.fromisoformat(now_ymd)
    if m.group("wdmon"):
        ymd = _dated(t, int(m.group("wdnum")), _MONTHS[m.group("wdmon")], None)[0]
    else:
        ymd = _day_of_month(t, int(m.group("wdnum")))[0]
    if ymd is None:
        return []
    d, wd = date.fromisoformat(ymd), _WEEKDAYS[m.group("wd")]
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


def _pick_day(matches: list[re.Match], text: str) -> re.Match:
    """Several days in one message: drop notices, prefer the one after a target word, then
    the last one if the message asks for a change, else the first."""
    kept = [m for m in matches if not _NOTICE_RE.search(text[max(0, m.start() - 30):m.start()])] or matches
    concrete = [m for m in kept if not (m.group("weekend") or m.group("nextweek"))] or kept
    after_target = [m for m in concrete if _word_before(text, m.start()) in _TARGET_WORDS]
    if after_target:
        return after_target[-1] if _CHANGE_RE.search(text) else after_target[0]
    return concrete[-1] if _CHANGE_RE.search(text) else concrete[0]


def find_day(text: str, now_ymd: str) -> tuple[str | None, bool, str | None, str | None]:
    """→ (ymd, invalid, ambiguous_kind, matched text) of the day a message speaks about."""
    stripped = MORNING_RE.sub(lambda m: "hoy" if m.group(0).startswith("esta") else " ", text)
    matches = list(_DAY_RE.finditer(stripped))
    if not matches:
        return None, False, None, None
    m = _pick_day(matches, stripped)
    ymd, invalid, amb = _resolve_day(m, now_ymd)
    return ymd, invalid, amb, m.group(0)


# ---------------------------------------------------------------- times

_PARTS = (
    ("morning", re.compile(r"\b(?:(?:por|pola|de|da|na|en|esta|pela) (?:la |a )?(?:manana|mana)|primera hora|primeira hora|madrugada)\b")),
    ("midday", re.compile(r"\b(?:mediodia|medio dia|mediodia)\b")),
    ("afternoon", re.compile(r"\b(?:por|pola|de|da|na|en|esta|a|pela|la) (?:la |a )?tarde\b")),
    ("night", re.compile(r"\b(?:por|pola|de|da|na|en|esta|pela|la) (?:la |a )?(?:noche|noite)\b")),
)
_LONG_NUMBER_RE = re.compile(r"\b[0-9]{5,}\b")
_PEOPLE_RE = re.compile(
    rf"\b(?:para |somos |mesa para |pa )?{_NUM} (?:personas?|persoas?|unidades|adultos|ninos|nenos|euros?)\b"
    rf"|\b(?:para|somos|pa) {_NUM}\b(?! ?(?:h\b|:|y |e |menos|de la|da |pola|por la))")
_MIN_WORDS = {"media": 30, "cuarto": 15, "diez": 10, "cinco": 5, "veinte": 20, "vinte": 20,
              "veinticinco": 25, "quince": 15}
_HOUR = rf"(?P<h>[0-9]{{1,2}}|{_NUM})"
_TIME_RE = re.compile(
    rf"\b(?P<hh>[0-9]{{1,2}})[:h](?P<mm>[0-9]{{2}})\b"
    rf"|\b(?:(?:las|as) |(?:la|a) (?=(?:una|unha|1)\b)){_HOUR}(?::(?P<m2>[0-9]{{2}}))?(?: ?h\b| horas?\b)?"
    rf"(?: (?P<sign>y|e|menos) (?P<mw>media|cuarto|diez|cinco|veinte|vinte|veinticinco|quince|[0-9]{{1,2}}))?(?: en punto)?"
    rf"|\b(?P<h3>[0-9]{{1,2}}) ?h\b"
    rf"|\b(?P<h4>[0-9]{{1,2}}|{_NUM})(?: (?P<sign4>y|e|menos) (?P<mw4>media|cuarto))? (?=(?:de la|da|por la|pola|del) (?:manana|mana|tarde|noche|noite|mediodia)\b)"
    r"|\b(?P<noon>(?:a |al |sobre el |ao )?mediodia)\b"
)
_TIME_FOLLOW = {
    "y", "e", "menos", "de", "da", "del", "do", "por", "pola", "en", "h", "hora", "horas", "o", "el",
    "para", "pa", "que", "mas", "pm", "am", "a", "al", "ao", "hoy", "hoxe", "manana", "mana", "pasado",
    "vale", "porfa", "gracias", "grazas", "mejor", "mellor", "si", "este", "esta", "como", "tarde",
    "aprox", "aproximadamente", "mais", "ou", "en", "punto", "sobre", "hacia", "ok", "please", "pf",
}
_LOCAL_PART = re.compile(r" ?(?:de|da|del|por|pola|pela) (?:la |a )?(?P<p>manana|mana|tarde|noche|noite|mediodia)\b")
_LOCAL_NAMES = {"manana": "morning", "mana": "morning", "tarde": "afternoon", "noche": "night",
                "noite": "night", "mediodia": "midday"}
_REL_RE = re.compile(rf"\b(?:dentro de|en|daqui a|de aqui a) (?:(?P<n>{_NUM}|[0-9]{{1,3}}) (?P<unit>minutos?|min|horas?)|(?P<half>media hora)|(?P<quarter>un cuarto de hora))\b")
_ASAP_RE = re.compile(
    r"\b(?:lo antes posible|cuanto antes|canto antes|o antes posible|lo mas pronto posible|o mais axina|"
    r"o mais pronto posible|ya mismo|ahora mismo|agora mesmo|xa mesmo|asap|cuanto mas pronto mejor|urgente)\b")


def _counted_re(biz) -> re.Pattern | None:
    """«<number> <the trade's counting word>» (business.json reading.units and party_words:
    «3 sesiones», «4 invitados») is a quantity, not an hour."""
    def build(b):
        reading = (b.data or {}).get("reading") or {}
        words = sorted({clean(w) for w in [*(reading.get("units") or []), *(reading.get("party_words") or [])]},
                       key=len, reverse=True)
        if not words:
            return None
        alternatives = "|".join(re.escape(w) + r"(?:s|es)?" for w in words)
        return re.compile(rf"\b(?:para |somos |mesa para |pa )?{_NUM} (?:{alternatives})\b")
    return biz.cached("when.counted", build) if biz is not None else None


def _time_vocab(biz) -> frozenset:
    """Catalogue words: 'las dos <product>' is a quantity, not two o'clock."""
    def build(b):
        words = set()
        for p in b.catalog.get("products", []):
            for a in [p["name"], *p.get("aliases", [])]:
                words.update(singular(w) for w in a.lower().split())
        for g, amb in b.catalog.get("ambiguous", {}).items():
            for a in [g, *amb.get("aliases", [])]:
                words.update(singular(w) for w in a.lower().split())
        return frozenset(w for w in words if len(w) >= 4 and w not in _TIME_FOLLOW)
    return biz.cached("when.vocab", build) if biz is not None else frozenset()


def to24(h: int, m: int, part: str | None, biz, ymd: str | None) -> int:
    """Minutes since midnight of an hour that may be ambiguous ('a las 9').

    1. 13 or more is not ambiguous. 2. The part of the day said in the message decides.
    3. If only one reading falls inside that day's opening hours, that one.
    4. If both do, the business hour_bias. 5. If none does, afternoon up to 7.
    """
    if h >= 13 or h == 0:
        return (h % 24) * 60 + m
    if h == 12:
        return 12 * 60 + m
    if part == "morning":
        return h * 60 + m
    if part in ("afternoon", "night"):
        return (h + 12 if h < 12 else h) * 60 + m
    if part == "midday":
        return (h if h >= 11 else h + 12) * 60 + m
    am, pm = h * 60 + m, (h + 12) * 60 + m
    ranges = opening_ranges(biz, ymd)
    am_in = any(a <= am <= b for a, b in ranges)
    pm_in = any(a <= pm <= b for a, b in ranges)
    if am_in != pm_in:
        return am if am_in else pm
    if am_in and pm_in:
        bias = biz.data.get("hour_bias") if biz is not None else None
        if bias == "evening":
            return pm
        if bias == "morning":
            return am
    return pm if h <= 7 else am


def find_part(text: str) -> str | None:
    found = [(m.start(), name) for name, rx in _PARTS for m in [rx.search(text)] if m]
    return min(found)[1] if found else None


def _hour_minute(g: dict) -> tuple[int, int] | None:
    if g["hh"] is not None:
        return int(g["hh"]), int(g["mm"])
    if g["noon"]:
        return 12, 0
    if g["h3"] is not None:
        return int(g["h3"]), 0
    h = to_int(g["h"] if g["h"] is not None else g["h4"])
    if h is None:
        return None
    minute = int(g["m2"]) if g["m2"] else 0
    sign, mw = (g["sign"], g["mw"]) if g["h"] is not None else (g["sign4"], g["mw4"])
    if sign:
        extra = _MIN_WORDS.get(mw) if not mw.isdigit() else int(mw)
        if extra is None:
            return None
        if sign == "menos":
            h, minute = (h - 1 if h > 1 else 12), 60 - extra
        else:
            minute = extra
    return h, minute


DAY_MINUTES = 24 * 60


def _without_phones(text: str) -> str:
    """Phones and long numbers are no time: each phone the reader finds becomes spaces."""
    for phone in reversed(find_phones(text)):
        text = text[:phone.start] + " " * (phone.end - phone.start) + text[phone.end:]
    return text


def find_time(text: str, biz, ymd: str | None, part: str | None) -> tuple[int | None, str | None]:
    """→ (minutes, matched text) of the time a message asks for, or (None, None).

    Midnight said as '12 de la noche' or '24:00' is 1440 (the end of the day): parse_when moves
    it to 00:00 of the next day."""
    text = _PEOPLE_RE.sub(" ", _LONG_NUMBER_RE.sub(" ", _without_phones(text)))
    counted = _counted_re(biz)
    if counted is not None:
        text = counted.sub(" ", text)
    vocab = _time_vocab(biz)
    found = []
    for m in _TIME_RE.finditer(text):
        following = text[m.end():].split(maxsplit=1)
        nxt = following[0] if following else ""
        if nxt and singular(nxt) in vocab:
            continue   # 'las dos <product>'
        g = m.groupdict()
        word_hour = (g["h"] or g["h4"] or "0")[0].isalpha()
        if word_hour and nxt.isalpha() and nxt not in _TIME_FOLLOW and nxt not in _WEEKDAYS:
            continue   # 'voy a una boda'
        hm = _hour_minute(g)
        if hm is None or not (0 <= hm[0] <= 24 and 0 <= hm[1] <= 59):
            continue
        found.append((m, hm))
    if not found:
        return None, None
    m, (h, mi) = found[-1] if _CHANGE_RE.search(text) else found[0]
    if m.group("noon"):
        return 12 * 60, m.group(0).strip()
    local = _LOCAL_PART.match(text, m.end())
    if local:
        part = _LOCAL_NAMES[local.group("p")]
    if (h == 12 and part == "night") or h == 24:
        return DAY_MINUTES + mi, m.group(0).strip()   # '12 de la noche': midnight, the next day
    return to24(h, mi, part, biz, ymd), m.group(0).strip()


def parse_when(norm_text: str, biz, now: datetime, lang: str = "es") -> When:
    """Day, time, part of the day, relative minutes and 'as soon as possible' of a message."""
    text = clean(norm_text or "")   # idempotent: callers usually pass text.clean output already
    w = When()
    now_ymd = today(now)
    ymd, invalid, amb, day_text = find_day(text, now_ymd)
    w.ymd, w.invalid_day, w.day_text = ymd, invalid, day_text
    w.ambiguous_day, w.ambiguous_kind = amb is not None, amb
    if amb == "mismatch":
        w.day_choices = mismatch_choices(day_text, now_ymd)
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
    w.asap = bool(_ASAP_RE.search(text))
    w.minutes, w.time_text = find_time(text, biz, ymd, w.part)
    if w.minutes is not None and w.minutes >= DAY_MINUTES:
        # 'mañana a las 12 de la noche' is the midnight that ends tomorrow: 00:00 of the day after
        w.minutes -= DAY_MINUTES
        if not (w.ambiguous_day or w.invalid_day):
            w.ymd = add_days(w.ymd or now_ymd, 1)
    w.has_day = w.ymd is not None
    w.has_time = w.minutes is not None
    return w
