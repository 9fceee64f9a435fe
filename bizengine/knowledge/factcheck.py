"""The fact check: every figure the model writes must be a figure its sources state."""
from __future__ import annotations

import functools
import re

from bizengine.language.phones import find_phones, show_phone
from bizengine.language.text import HUNDRED_WORDS, TEEN_WORDS, TEN_WORDS, UNIT_WORDS, normalize

# The rule: every figure the answer states, in digits or in words, must be a figure the
# context states, with the same unit. A figure is a number with a unit or in a position that
# gives it one. Both sides are read by the same scanner into facts with readings (kind, value):
#
#   amount    cents              22 €, 22,00 €, 2.500 €, €22, EUR 25, veintidós euros, 25 euritos
#   percent   value              10 %, 10%, diez por ciento
#   time      minutes of the day 09:00, 9.00, 9h, «a las 9», «ás nove», «de 9 a 14», «hasta las 2»
#   duration  minutes            48 horas = dos días = 2880; una semana = siete días; media hora
#   months    months             un mes, 2 meses, 1 año (= 12)
#   date      (day, month)       24 de diciembre, 24/12
#   phone     E.164 (language.phones) 981 000 404, +34 981000404, +351 912 345 678
#
# An answer fact is supported when one of its readings is among the context's readings. A
# phrase with two honest readings carries both: «a las 8» is 08:00 or 20:00 (unless «de la
# mañana/tarde» says which), «11h» a time or 11 hours, «de 2 a 3 horas» a time range or a
# duration. Readings compare exactly: 2.500 € is not 25 €, 08:00 is not 09:00.
#
# A number word is a figure only where a digit would be one: with a unit (una semana, un euro,
# dos días), in a clock position (a la una, a las ocho) or in a date. So «una/un/unha» as an
# article (un local, una caja) is never a figure, and «un mes» is one month.
# Not checked: counts of things without a unit («para 12 personas», «Rúa do Franco 27»): the
# order flow prices quantities itself, and a bare count cannot be matched to a unit; ordinals
# (1º, 2ª) and digits glued to letters (x2, A4) neither. «a las 3 personas» is a count, not
# 03:00: a clock position followed by a word that cannot follow a time is not read as one.
_WORD_VALUE = {**UNIT_WORDS, **TEEN_WORDS, **TEN_WORDS, **HUNDRED_WORDS, "mil": 1000,
               "media": 0.5, "medio": 0.5}


def _alt(words) -> str:
    return "|".join(sorted(words, key=len, reverse=True))


_U, _TEEN, _TEN, _HUN = (_alt(d) for d in (UNIT_WORDS, TEEN_WORDS, TEN_WORDS, HUNDRED_WORDS))
_B100 = rf"(?:(?:{_TEN})\s+(?:y|e)\s+(?:{_U})|{_TEEN}|{_TEN}|{_U})"
_B1000 = rf"(?:(?:{_HUN})(?:\s+{_B100})?|{_B100})"
# Number words are rewritten as digits once, before the readers below, which then look only
# for digits: one pass over the long word alternation instead of one per reader.
_WORD_NUMBER = re.compile(rf"(?<![\w])(?=[cudtsonqvm])"
                          rf"(?:(?:{_B1000}\s+)?mil(?:\s+{_B1000})?|{_B1000}|mil)(?![\w])")
# A number starts with a digit not preceded by a word character, '.' or ','; the check comes
# after the first digit so that the regex engine can jump straight to digits.
_DNUM = (r"\d(?<![\w.,]\d)(?:\d{0,2}(?:\.\d{3})+(?:,\d+)?(?![\d.])|\d*(?:[.,]\d+)?)"
         r"(?![\w])")
_N = rf"(?:{_DNUM}|medi[ao](?<![\w]medi[ao])(?![\w]))"
_RANGE = r"\s*(?:a|al|-|–|o|ou|y|e)\s*"
_DIGIT_OR_HALF = re.compile(r"\d|medi[ao]")
_THOUSANDS = re.compile(r"\d{1,3}(?:\.\d{3})+(?:,\d+)?")


def _value(tok: str) -> float:
    """'2.500' → 2500, '22,50' → 22.5, '22.00' → 22, 'veintidós' → 22, 'dos mil' → 2000."""
    tok = tok.strip()
    if tok[0].isdigit():
        if _THOUSANDS.fullmatch(tok):
            tok = tok.replace(".", "")
        return float(tok.replace(",", "."))
    total = cur = 0.0
    for w in tok.split():
        if w == "mil":
            total += (cur or 1) * 1000
            cur = 0.0
        elif w not in ("y", "e"):
            cur += _WORD_VALUE[w]
    return total + cur


def _fmt_num(v: float) -> str:
    return str(int(v)) if v == int(v) else f"{v:g}".replace(".", ",")


_EURO = r"(?:€|euros?|eur|euritos?|eurillos?|pavos)"
_AMOUNT = re.compile(rf"({_N})(?:{_RANGE}({_N}))?\s*{_EURO}(?![\w])"      # 20 a 25 €
                     rf"(?:\s+(?:con|y|e)\s+({_N})\s+centimos?(?![\w])"     # y 50 céntimos
                     rf"|\s+con\s+(\d{{1,2}})(?![\w]))?")                       # con 50
_AMOUNT_PRE = re.compile(rf"(?<![\w])(?:€|eur)\s*({_DNUM})")
_CENTS = re.compile(rf"({_N})\s+centimos?(?![\w])")
_PERCENT = re.compile(rf"({_N})(?:{_RANGE}({_N}))?\s*(?:%|por\s+(?:ciento|cento|100)(?![\w]))")
_MONTH_NUM = {m: i for names in (
    ("enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre",
     "octubre", "noviembre", "diciembre"),
    ("xaneiro", "febreiro", "marzo", "abril", "maio", "xuno", "xullo", "agosto", "setembro",
     "outubro", "novembro", "decembro"))
    for i, m in enumerate(names, 1)} | {"setiembre": 9}
_DAY = rf"(?:{_N}|primero|primeiro)"
_DATE = re.compile(rf"({_DAY})(?:{_RANGE}({_DAY}))?\s+de\s+({_alt(_MONTH_NUM)})(?![\w])")
_DATE_NUM = re.compile(r"(?<![\w/.,])(\d{1,2})/(\d{1,2})(?:/\d{2,4})?(?![\w/])")
_HOUR = r"(?<![\w.,])\d{1,2}(?:[:.h]\d{2})?(?![\w])"
_ART = r"(?:las|la|as)"
_TIME_RANGE = re.compile(
    rf"(?<![\w])(?:de|entre|desde|dende|das)\s+(?:{_ART}\s+)?({_HOUR})\s+"
    rf"(?:a|y|e|hasta|ata|as)\s+(?:{_ART}\s+)?({_HOUR})")
_CLOCK = re.compile(r"(?<![\d.,:])(\d{1,2})(?::|h|\.)(\d{2})(?![\d,])(?!\.\d)"
                    r"|(?<![\d.,:])(\d{1,2})\s?h(?![\w])")
_PREP = (r"(?:a|hasta|desde|dende|ata|sobre|entre|antes\s+de|despues\s+de|despois\s+de|"
         r"a\s+partir\s+de|pasadas|para|de|son|y|e)")
_TIME_AT = re.compile(
    rf"(?<![\w])(?:{_PREP}\s+(?:las|la)|(?:{_PREP}\s+)?as|(?:a\s+partir|antes|despues|despois)"
    rf"\s+d(?:as|a)|das)\s+({_HOUR})")
_CLOCK_TAIL = re.compile(
    r"(\s*(?:h|hrs?|horas?)(?![\w]))?"
    r"(?:\s+(?:y|e)\s+(media|cuarto)(?![\w])|\s+menos\s+(cuarto)(?![\w])|\s+en\s+punto(?![\w]))?"
    r"(?:\s+(?:de\s+la|da|pola|por\s+la|en\s+la)\s+(manana|mana|madrugada|tarde|noche|noite))?")
_FOLLOW = frozenset("""de del da do y e a al o ou u hasta ata en h hrs horas hora menos para pero
    los las os as todos todas cada que se con sin por entre durante mientras salvo excepto como
    mas aproximadamente ni tambien non no ya xa aunque cuando""".split())
_NEXT_WORD = re.compile(r"\s*([a-z]+)")
_DUR_UNIT = {"minuto": ("duration", 1), "min": ("duration", 1), "hora": ("duration", 60),
             "hr": ("duration", 60), "h": ("duration", 60), "dia": ("duration", 1440),
             "jornada": ("duration", 1440), "semana": ("duration", 10080),
             "quincena": ("duration", 21600), "mes": ("months", 1), "ano": ("months", 12)}
_DURATION = re.compile(
    rf"({_N})(?:{_RANGE}({_N}))?\s*(minutos?|min|horas?|hrs?|h|dias?|jornadas?|semanas?|"
    rf"quincenas?|meses|mes|anos?)(?![\w])(\s+y\s+media(?![\w]))?")
_UNIT_LABEL = {"min": "minuto", "hr": "hora", "h": "hora", "ano": "año"}


def _clock_readings(h: int, mi: int, when: str | None) -> list[int]:
    """Minutes of the day a spoken hour can mean: '8' → 08:00 or 20:00, '8 de la tarde' → 20:00."""
    if when in ("tarde", "noche", "noite") and h < 12:
        return [(h + 12) * 60 + mi]
    if when is None and 1 <= h <= 11:
        return [h * 60 + mi, (h + 12) * 60 + mi]
    return [h * 60 + mi]


def _clock_tail(s: str, pos: int) -> re.Match[str]:
    """What follows an hour at pos; every part of _CLOCK_TAIL is optional, so it always matches."""
    t = _CLOCK_TAIL.match(s, pos)
    assert t is not None
    return t


def _scan(text: str) -> list[tuple[int, str, object, str, frozenset]]:
    """[(pos, kind, value, label, readings)] in order of appearance."""
    s = _WORD_NUMBER.sub(lambda m: _fmt_num(_value(m.group(0))), normalize(text))
    found: list[tuple[int, str, object, str, frozenset]] = []
    if not _DIGIT_OR_HALF.search(s):
        return found

    def mask(a: int, b: int):
        nonlocal s
        s = s[:a] + " " * (b - a) + s[b:]

    def add(pos, kind, value, label, readings=None):
        found.append((pos, kind, value, label, frozenset(readings or [(kind, value)])))

    def amount(pos, cents):
        euros = f"{cents // 100:,}".replace(",", ".")          # 2.500 €
        label = f"{euros},{cents % 100:02d} €" if cents % 100 else f"{euros} €"
        add(pos, "amount", cents, label)

    def clock(pos, tok: str, tail_end: int, hours_after: bool = False):
        """A clock time from an hour token plus what follows it; -> (end, «horas» said), or
        None when it is not one. Only a bare hour («a las 8») is read as 08:00 or 20:00; a
        written time («08:00») is exact."""
        parts = re.split(r"[:.h]", tok.strip())
        h, mi = int(parts[0]), int(parts[1]) if len(parts) > 1 else 0
        if h > 24 or mi > 59:
            return None
        t = _clock_tail(s, tail_end)
        suffix, half, less, when = t.group(1), t.group(2), t.group(3), t.group(4)
        if len(parts) > 1 and not when:
            when = "exact"
        mi += 30 if half == "media" else 15 if half == "cuarto" else 0
        if less:
            h, mi = (h - 1) % 24, mi + 45
        if when is None and not t.group(0).strip():
            nxt = _NEXT_WORD.match(s, t.end())
            if nxt and nxt.group(1) not in _FOLLOW:
                return None       # «a las 3 personas»: a count, not a time (not checked)
        readings = [("time", m) for m in _clock_readings(h, mi, when)]
        said_hours = bool(suffix and "o" in suffix)
        if (said_hours or hours_after) and not mi:      # «de 2 a 3 horas»: also a duration
            readings.append(("duration", h * 60))
        first = readings[0][1]
        add(pos, "time", first, f"{first // 60:02d}:{first % 60:02d}", readings)
        return t.end(), said_hours

    for phone in find_phones(s):
        add(phone.start, "phone", phone.e164, show_phone(phone.e164))
        mask(phone.start, phone.end)
    for m in list(_AMOUNT.finditer(s)):
        a, b = _value(m.group(1)), (_value(m.group(2)) if m.group(2) else None)
        cents = round(a * 100)
        extra = m.group(3) or m.group(4)
        if extra:
            cents += round(_value(extra))
        if b is not None:
            amount(m.start(1), round(a * 100))
            cents = round(b * 100) + (round(_value(extra)) if extra else 0)
            amount(m.start(2), cents)
        else:
            amount(m.start(), cents)
        mask(*m.span())
    for rx in (_AMOUNT_PRE, _CENTS):
        for m in list(rx.finditer(s)):
            v = _value(m.group(1))
            amount(m.start(), round(v * 100) if rx is _AMOUNT_PRE else round(v))
            mask(*m.span())
    for m in list(_PERCENT.finditer(s)):
        for g in (1, 2):
            if m.group(g):
                v = _value(m.group(g))
                add(m.start(g), "percent", v, f"{_fmt_num(v)} %")
        mask(*m.span())
    for m in list(_DATE.finditer(s)):
        month = _MONTH_NUM[m.group(3)]
        days = [m.group(g) for g in (1, 2) if m.group(g)]
        vals = [1 if d in ("primero", "primeiro") else _value(d) for d in days]
        if all(v == int(v) and 1 <= v <= 31 for v in vals):
            for g, v in zip((1, 2), vals):
                add(m.start(g), "date", (int(v), month), f"{int(v)}/{month}")
            mask(*m.span())
    for m in list(_DATE_NUM.finditer(s)):
        d, mo = int(m.group(1)), int(m.group(2))
        if 1 <= d <= 31 and 1 <= mo <= 12:
            add(m.start(), "date", (d, mo), f"{d}/{mo}")
            mask(*m.span())
    for m in list(_TIME_RANGE.finditer(s)):
        if not s[m.start():m.end()].strip() == m.group(0).strip():
            continue                                   # part of it was already read
        n = len(found)
        second = clock(m.start(2), m.group(2), m.end(2))
        if second is None:
            continue
        if clock(m.start(1), m.group(1), m.end(1), hours_after=second[1]) is None:
            del found[n:]
            continue
        mask(m.start(), second[0])
    for m in list(_CLOCK.finditer(s)):
        if m.group(1) is not None:
            h, mi = int(m.group(1)), int(m.group(2))
            if h > 24 or mi > 59 or (h == 24 and mi):
                continue
            t = _clock_tail(s, m.end())
            when = t.group(4)
            mins = _clock_readings(h, mi, when) if when else [h * 60 + mi]
            first = mins[0]
            add(m.start(), "time", first, f"{first // 60:02d}:{first % 60:02d}",
                [("time", x) for x in mins])
            mask(m.start(), t.end() if when else m.end())
        else:
            h = int(m.group(3))          # «11h» is a time; «48h» a lead time
            dur = ("duration", h * 60)
            if h <= 23:
                add(m.start(), "time", h * 60, f"{h:02d}:00", [("time", h * 60), dur])
            else:
                add(m.start(), "duration", h * 60, f"{h} hora", [dur])
            mask(*m.span())
    for m in list(_TIME_AT.finditer(s)):
        if s[m.start(1):m.end(1)].strip() != m.group(1).strip():
            continue
        read = clock(m.start(1), m.group(1), m.end(1))
        if read is not None:
            mask(m.start(1), read[0])
    for m in list(_DURATION.finditer(s)):
        unit = m.group(3)
        base = "mes" if unit.startswith("mes") else unit.rstrip("s")
        kind, factor = _DUR_UNIT[base]
        label_unit = _UNIT_LABEL.get(base, base)
        for g in (1, 2):
            if not m.group(g):
                continue
            v = _value(m.group(g))
            if g == 2 or not m.group(2):
                v += 0.5 if m.group(4) else 0
            add(m.start(g), kind, v * factor, f"{_fmt_num(v)} {label_unit}")
        mask(*m.span())
    found.sort(key=lambda f: f[0])
    return found


def facts_in(text: str) -> list[tuple[str, object, str]]:
    """[(kind, value, label)] in order of appearance, each fact in its first reading:
    amounts (cents), times (minutes of the day), durations (minutes), months, dates
    ((day, month)), percentages and phones."""
    return [(k, v, label) for _, k, v, label, _ in _scan(text)]


@functools.lru_cache(maxsize=256)
def _supported(context: str) -> frozenset:
    have: set = set()
    for *_, readings in _scan(context):
        have |= readings
    return frozenset(have)


def unsupported_facts(answer: str, context: str) -> list[str]:
    """Figures of `answer` that `context` does not state (the rule is above `UNIT_WORDS`).

    Formats and words are understood on both sides (22 = 22,00 = 22.00 € = veintidós euros;
    2.500 €; 11:00 = 11h = «a las once»; 48 horas = dos días; una semana = siete días; 10 %;
    24 de diciembre). Returns readable labels, in order, without repeats:
    '25 €', '11:00', '72 hora', '2 mes', '1 año', '24/12', '10 %', '600 12 34 56'.
    """
    have = _supported(context)
    out: list[str] = []
    for _, _, _, label, readings in _scan(answer):
        if readings & have or label in out:
            continue
        out.append(label)
    return out
