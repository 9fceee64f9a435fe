"""Reading the time a customer means, in Spanish and Galician: 'a las 11', 'ás 5 e media',
'a las 9 de la noche', 'mediodía', and the part of the day ('pola tarde'). An hour that may be
morning or afternoon is decided by the message, then the opening hours (`to24`).

`find_time` reads text.clean output; `parse_when` (dates.py) puts it together with the day."""
from __future__ import annotations

import re
from typing import NamedTuple

from bizengine.language.clock import WEEKDAY_KEYS, weekday_key
from bizengine.language.days import CANNOT_RE, CHANGE_RE, CORRECTION, NUM, TAKEN_BACK_RE, WEEKDAYS
from bizengine.language.phones import find_phones
from bizengine.language.text import clean, singular, to_int

# Parts of the day ('el martes por la tarde') as [from, to) minutes of a booking, to narrow the time chips.
PART_RANGES = {"morning": (0, 13 * 60), "midday": (12 * 60, 16 * 60),
               "afternoon": (15 * 60, 21 * 60), "night": (20 * 60, 24 * 60)}

# «primera hora» (of the morning), not «primera hora de la tarde»
FIRST_HOUR = r"(?:primera|primeira) h?ora(?! de la (?:tarde|noche)| da (?:tarde|noite))"
# «el viernes noche», «mañana tarde», «o venres noite»: a day word right before the bare part
_AFTER_DAY = "".join(f"(?<=\\b{w} )|" for w in (*WEEKDAYS, "manana", "mana", "hoy", "hoxe"))[:-1]
_PARTS = (
    # «para la mañana» with its article («para mañana» is tomorrow); «mañanita», «mañanciña»: early morning
    ("morning", re.compile(r"\b(?:(?:por|pola|da|na|en|esta|pela|cualquier|calquera|alguna|algunha) (?:la |a )?"
                           r"(?:manana|mana)|(?:de|para|pra) (?:la|a) (?:manana|mana)|"
                           rf"{FIRST_HOUR}|madrugada|media (?:manana|mana)|mananitas?|mananicas?|manancinas?)\b")),
    ("midday", re.compile(r"\b(?:mediodia|medio dia|hora de comer|hora de xantar|para comer|para xantar)\b")),
    ("afternoon", re.compile(r"\b(?:(?:por|pola|de|da|na|en|esta|a|pela|la|cualquier|calquera|alguna|algunha|"
                             r"otra|outra) (?:la |a )?tarde|media tarde|tardina|tardecitas?|tardecicas?|"
                             rf"(?=tarde\b)(?:{_AFTER_DAY})tarde|"
                             r"despues de comer|despois de comer|despois de xantar|"
                             r"(?:despues del|despois do|a la salida del|a saida do|al salir del|ao sair do) "
                             r"(?:cole|colegio|colexio|instituto|insti|trabajo|traballo|curro))\b")),
    ("night", re.compile(r"\b(?:por|pola|de|da|na|en|esta|pela|la|a) (?:la |a )?(?:noche|noite)\b|\b(?:noitina|nochecita)\b"
                         rf"|(?=noche\b|noite\b)(?:{_AFTER_DAY})(?:noche|noite)\b")),
)
_LONG_NUMBER_RE = re.compile(r"\b[0-9]{5,}\b")


def _without_phones(text: str) -> str:
    """Phones and long numbers are no time: each phone the reader finds becomes spaces."""
    for phone in reversed(find_phones(text)):
        text = text[:phone.start] + " " * (phone.end - phone.start) + text[phone.end:]
    return text
_PEOPLE_RE = re.compile(
    rf"\b(?:para |somos |mesa para |pa )?{NUM} (?:personas?|persoas?|unidades|adultos|ninos|nenos|euros?)\b"
    rf"|\b(?:para|somos|pa) {NUM}\b(?! ?(?:h\b|:|y |e |menos|de la|da |pola|por la))")
# «lo mismo para las dos», «igual para as dúas», «para las dos lo mismo»: the same for both of them, no hour
SAME_FOR_BOTH_RE = re.compile(r"\b(?:(?:lo|o) (?:mismo|mesmo)|igual) (?:para|pra|pa) (?:las|los|as|os) (?:dos|dous|duas|2)\b"
                              r"|\b(?:para|pra|pa) (?:las|los|as|os) (?:dos|dous|duas|2) (?:lo|o) (?:mismo|mesmo)\b")
_MIN_WORDS = {"media": 30, "cuarto": 15, "diez": 10, "cinco": 5, "veinte": 20, "vinte": 20,
              "veinticinco": 25, "quince": 15}
_HOUR = rf"(?P<h>[0-9]{{1,2}}|{NUM})"
# «21.30» is a time after «a las», or alone on a quarter of an hour that is no price («2.50 €»).
# Galician «antes das 5», «despois das 7», «a partir das 9», «a das 9» (the one at 9): «das» (of the) is a
# clock's article after a bound
_BOUND_DAS = "|".join(rf"(?<=\b{w} )das" for w in ("antes", "despois", "despues", "partir", "tarde", "cedo", "pronto",
                                                     "arredor", "iso", "eso", "volta", "a"))    # «a das nove»: the one at 9
# «polas 11» (Galician «por las»), «tipo 11», «sobre 11»: an hour after a word of «about», no article, when
# nothing follows it but the clock's words (not «tipo 2 <things>», «somos tipo 6»)
_ALONE = (r"(?=(?:[0-9]{1,2}|[a-z]+)(?:[ ,.]*$|[ ,.]+(?:y|e|menos|de|da|del|por|pola|h|horas?|o|ou|mas|mais|aprox\w*|"
          r"para|pa|el|ok|vale|porfa|gracias|grazas|hoy|hoxe|manana|mana|en|a)\b))")
_ABOUT_HOUR = (r"polas|" + "|".join(rf"(?<!somos {w} )(?<!semos {w} )(?<!seremos {w} )(?<=\b{w} ){_ALONE}"
                                    for w in ("tipo", "sobre", "hacia", "cara")))
TIME_FOLLOW = {
    "y", "e", "menos", "de", "da", "del", "do", "por", "pola", "en", "h", "hora", "horas", "o", "el",
    "para", "pa", "que", "mas", "pm", "am", "a", "al", "ao", "hoy", "hoxe", "manana", "mana", "pasado",
    "vale", "porfa", "gracias", "grazas", "mejor", "mellor", "si", "este", "esta", "como", "tarde",
    "aprox", "aproximadamente", "mais", "ou", "punto", "sobre", "hacia", "ok", "please", "pf",
}
_TIME_RE = re.compile(
    rf"\b(?P<hh>[0-9]{{1,2}})[:h](?P<mm>[0-9]{{2}})\b"
    rf"|\b(?:(?:las|as|{_BOUND_DAS}|{_ABOUT_HOUR}) ?|(?:la|a) (?=(?:una|unha|1)\b)){_HOUR}(?:[:.](?P<m2>[0-9]{{2}}))?(?: ?h\b| horas?\b)?"
    rf"(?: (?P<sign>y|e|menos) (?P<mw>media|cuarto|diez|cinco|veinte|vinte|veinticinco|quince|[0-9]{{1,2}}))?(?: en punto)?"
    rf"|\b(?P<h3>[0-9]{{1,2}}) ?h\b"
    rf"|\b(?P<h5>[0-9]{{1,2}})(?::(?P<m5>[0-9]{{2}}))? ?(?P<ap>pm|am)\b"       # «9pm», «9:30 pm»
    rf"|\b(?P<h4>[0-9]{{1,2}}|{NUM})(?: (?P<sign4>y|e|menos) (?P<mw4>media|cuarto))? (?=(?:de la|da|por la|pola|del) (?:manana|mana|tarde|noche|noite|mediodia)\b)"
    r"|\b(?P<dh>[7-9]|1[0-9]|2[0-3])\.(?P<dm>00|15|30|45)\b(?! ?(?:e|eur|euros?|€)\b)"
)
# Before «las»/«as» + a number, the words that make it a clock time even before a product's word
# («a las 10 <service>», «o xoves ás 11 <service>», as text.clean writes «ás»: «a as»), not a count
# («para mañana las 3 <X>», «quero as 2 <X>»).
CLOCK_LEAD = frozenset("a sobre hacia tipo cara ata hasta desde".split())
# «las dos» said without «a», «sobre», «para» before it may be «both of them»
_BOTH_RE = re.compile(r"(?:las|los|as|os) (?:dos|dous|duas|2)")
_BOTH_NOT_AFTER = CLOCK_LEAD | {"para", "pra", "pa"}
_BOTH_ALIKE = frozenset("iguales iguais igual grandes medianas medianos pequenas pequenos".split())
_BOTH_FOLLOW = _BOTH_ALIKE | frozenset("para pra pa con co bien ben en".split())
# «las 2 envueltas», «os dous separados», «los dos tostados»: what is done to both of them
_DONE_TO_BOTH_RE = re.compile(r"\w{3,}(?:ad|id|t|ch)[oa]s")
_LOCAL_PART = re.compile(r" ?(?:de|da|del|por|pola|pela) (?:la |a )?(?P<p>manana|mana|tarde|noche|noite|mediodia)\b")
_LOCAL_NAMES = {"manana": "morning", "mana": "morning", "tarde": "afternoon", "noche": "night",
                "noite": "night", "mediodia": "midday"}


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
        return re.compile(rf"\b(?:para |somos |mesa para |pa )?{NUM} (?:{alternatives})\b")
    return biz.cached("when.counted", build) if biz is not None else None


def _time_vocab(biz) -> frozenset:
    """Catalogue words: 'las dos <product>' is a quantity, not two o'clock."""
    def build(b):
        words: set[str] = set()
        for p in b.catalog.get("products", []):
            for a in [p["name"], *p.get("aliases", [])]:
                words.update(singular(w) for w in a.lower().split())
        for g, amb in b.catalog.get("ambiguous", {}).items():
            for a in [g, *amb.get("aliases", [])]:
                words.update(singular(w) for w in a.lower().split())
        return frozenset(w for w in words if len(w) >= 4 and w not in TIME_FOLLOW)
    return biz.cached("when.vocab", build) if biz is not None else frozenset()


def _of_both(nxt: str, before: list[str], vocab: frozenset, digit: bool) -> bool:
    """What follows «las dos» (or a catalogue word before it, said last) makes it «both of them»;
    «las 2» written as a digit only with a size or a done-to word after it («las 2 envueltas»),
    as «las 2 en la terraza» is two o'clock."""
    if not nxt:
        return bool(before) and singular(before[0].strip(",.;:")) in vocab
    follow = _BOTH_ALIKE if digit else _BOTH_FOLLOW
    return nxt in follow or _DONE_TO_BOTH_RE.fullmatch(nxt) is not None


def _hm(s: str) -> int:
    h, m = s.split(":")
    return int(h) * 60 + int(m)


def opening_ranges(biz, ymd: str | None) -> list[tuple[int, int]]:
    """Opening ranges of a day in minutes; with no day, those of every weekday."""
    hours = biz.data.get("hours", {}) if biz is not None else {}
    keys = [weekday_key(ymd)] if ymd else list(WEEKDAY_KEYS)
    return [(_hm(a), _hm(b)) for k in keys for a, b in hours.get(k, [])]


NOON = 12 * 60     # also half a day: 11:00 and 23:00 are that far apart


def other_half(minutes: int) -> int:
    """11:00 → 23:00, 19:00 → 7:00: the other reading of an hour said without its part of the day."""
    return minutes + NOON if minutes < NOON else minutes - NOON


def to24(h: int, m: int, part: str | None, biz, ymd: str | None) -> int:
    """Minutes since midnight of an hour that may be ambiguous ('a las 9').

    1. 13 or more is not ambiguous. 2. The part of the day said in the message decides.
    3. If only one reading falls inside that day's opening hours, that one.
    4. If both do, the business hour_bias; if none does, an evening bias. 5. Otherwise afternoon up to 7.
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
    am_in = any(a <= am < b for a, b in ranges)     # closing time itself is no time to come
    pm_in = any(a <= pm < b for a, b in ranges)
    if am_in != pm_in:
        return am if am_in else pm
    bias = biz.data.get("hour_bias") if biz is not None else None
    if bias == "evening" or (am_in and bias == "morning"):     # both open, or an evening business: its habit
        return pm if bias == "evening" else am
    return pm if h <= 7 else am


def find_part(text: str) -> str | None:
    """The part of the day said first («por la tarde»: 'afternoon')."""
    first = _first_part(text)
    return first[1] if first else None


def part_said(text: str) -> str | None:
    """The words of the part of the day said first («por la tarde»)."""
    first = _first_part(text)
    return first[2] if first else None


def _first_part(text: str) -> tuple[int, str, str] | None:
    found = [(m.start(), name, m.group(0)) for name, rx in _PARTS for m in [rx.search(text)] if m]
    return min(found) if found else None


def _hour_minute(g: dict) -> tuple[int, int] | None:
    if g["hh"] is not None:
        return int(g["hh"]), int(g["mm"])
    if g["dh"] is not None:
        return int(g["dh"]), int(g["dm"])
    if g["h3"] is not None:
        return int(g["h3"]), 0
    if g["h5"] is not None:
        said = int(g["h5"])
        return (said + 12 if g["ap"] == "pm" and said < 12 else said), int(g["m5"] or 0)
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


_NOT_FIRST_RE = re.compile(r"^\W*(?:(?:pues|pois|perdon|perdona|uy|ay)\W+)*(?:no|non)\W+(?:(?:a|as|para|pa|pra)\W+)?$")


# a time taken back with no other said: «a las 10 no», «a las 10 no, mejor por la tarde» (not «a las 10 no puedo»)
_ONLY_TAKEN_BACK_RE = re.compile(r"\s*(?:no|non)(?:\s+(?:mejor|mellor|pues|pois|por la|pola|mas|mais|otra|outra|"
                                 r"cuando|cando|mas tarde|mais tarde|mas pronto|mais cedo)\b|\s*$)")


def taken_back_alone(text: str, time_text: str) -> bool:
    """«a las 10 no», «a las 10 no, mejor por la tarde»: the time read is taken back, none said instead."""
    at = text.rfind(time_text)
    m = re.compile(re.escape(time_text)).match(text, at) if at >= 0 else None
    return m is not None and bool(_ONLY_TAKEN_BACK_RE.match(_after_its_part(text, m)))


def _after_its_part(text: str, m: re.Match) -> str:
    """The text after a time and the part of the day said with it («las 6 de la tarde»), blanked
    before it so that positions in `text` still hold."""
    local = _LOCAL_PART.match(text, m.end())
    end = local.end() if local else m.end()
    return " " * end + text[end:]


# «a las 9, bueno, mejor 9 y media», «ás 9, non, 9 e media», «a las 9 perdón 10»: a bare hour after a
# time taken back (the end or a part of the day after it: «a las 9, no, 10 personas» is no hour)
_HOUR_AGAIN_RE = re.compile(rf"(?:\W*(?:uy|ay|pues|pois|bueno|bo|no|non|espera|agarda|mejor|mellor|{CORRECTION})\b)+"
                            rf"\W*(?P<t>{NUM}(?: (?:y|e|menos) (?:media|cuarto))?)"
                            r"(?=\s*(?:$|[,.;!?]|(?:de la|da|por la|pola|el|o|este|esta|que|porfa|por favor|y|e)\b(?! (?:media|cuarto|[0-9]))))")


class _Found(NamedTuple):
    """A time said: its match, (hour, minute), and whether it was «las dos» that may mean both."""
    match: re.Match
    hour_minute: tuple[int, int]
    both: bool


def _without_counted_minutes(text: str, m: re.Match, vocab: frozenset) -> re.Match:
    """«a las 10 y 2 <things>», «ás 10 e cinco <things>»: a number after the «y» that counts the things
    after it; the time is the hour alone. Minutes said are five by five: «y 2 <any word>» counts («y 2
    para el jueves»), «y 15 <word>» counts only a catalogue word («a las 10 y 15 entonces» keeps 10:15)."""
    minutes = m.group("mw")
    if not minutes or minutes in ("media", "cuarto"):
        return m
    after = text[m.end():].split(maxsplit=1)
    word = after[0].strip(",.;:!?") if after else ""
    if not word.isalpha() or word.startswith("min"):
        return m
    five_by_five = _MIN_WORDS.get(minutes, int(minutes) if minutes.isdigit() else 0) % 5 == 0
    if five_by_five and (word in TIME_FOLLOW or singular(word) not in vocab):
        return m
    return _TIME_RE.match(text, m.start(), m.start("sign") - 1) or m


def find_time(text: str, biz, ymd: str | None, part: str | None) -> tuple[int | None, str | None]:
    """→ (minutes, matched text) of the time a message asks for, or (None, None).

    Midnight said as '12 de la noche' or '24:00' is 1440 (the end of the day): parse_when moves
    it to 00:00 of the next day."""
    text = SAME_FOR_BOTH_RE.sub(" ", _PEOPLE_RE.sub(" ", _LONG_NUMBER_RE.sub(" ", _without_phones(text))))
    counted = _counted_re(biz)
    if counted is not None:
        text = counted.sub(" ", text)
    vocab = _time_vocab(biz)
    found: list[_Found] = []
    for m in _TIME_RE.finditer(text):
        m = _without_counted_minutes(text, m, vocab)
        following = text[m.end():].split(maxsplit=1)
        nxt = following[0] if following else ""
        g = m.groupdict()
        before = text[:m.start()].rsplit(maxsplit=1)[-1:]
        with_minutes = bool(g["hh"] or g["m2"] or g["mw"] or g["dh"])     # «las 10 y media», «las 10:30»
        if nxt and singular(nxt) in vocab and not (before and before[0] in CLOCK_LEAD) and not with_minutes:
            continue   # 'las dos <product>', not 'a las 10 <service>'
        word_hour = (g["h"] or g["h4"] or "0")[0].isalpha()
        article = (g["h"] or "") in ("una", "unha", "un", "uno") and not m.group(0).startswith("la ")  # «a una boda»
        clock_led = bool(before) and before[0] in CLOCK_LEAD and not article
        if word_hour and nxt.isalpha() and nxt not in TIME_FOLLOW and nxt not in WEEKDAYS and not clock_led:
            continue   # 'voy a una boda'; «a las cinco con Marta» is a time
        hm = _hour_minute(g)
        if hm is None or not (0 <= hm[0] <= 24 and 0 <= hm[1] <= 59):
            continue
        both = bool(_BOTH_RE.fullmatch(m.group(0).strip())) and not (before and before[0] in _BOTH_NOT_AFTER)
        if both and _of_both(nxt.strip(",.;:!?"), before, vocab, m.group(0).strip()[-1].isdigit()):
            continue   # «las dos para 12», «las dos iguales», «<service> las dos»: both of them
        found.append(_Found(m, hm, both))
    found = [f for f in found if not f[2]] or found      # «…, las dos a las 11»: the 11
    if not found:
        return None, None
    found = _without_the_refused(text, found)
    taken_back = [b for a, b in zip(found, found[1:]) if TAKEN_BACK_RE.match(_after_its_part(text, a[0])[:b[0].start()])]
    if len(found) > 1 and _NOT_FIRST_RE.match(text[:found[0][0].start()]):
        taken_back = found[1:]      # «no a las 10, a las 11»: the 11
    m, (h, mi), _both = taken_back[-1] if taken_back else found[-1] if CHANGE_RE.search(text) else found[0]
    again = _hour_said_again(text, m, h)
    if again:
        (h, mi), m = again      # «a las 9, bueno mejor 9 y media»: the hour said again, bare
    local = _LOCAL_PART.match(text, m.end())
    if local:
        part = _LOCAL_NAMES[local.group("p")]
    elif any(_LOCAL_PART.match(text, f[0].end()) for f in found if f[0] is not m):
        part = None     # «a las 10 y a las 5 de la tarde»: the part is the other time's, not the 10's
    if (h == 12 and part == "night") or h == 24:
        return DAY_MINUTES + mi, m.group(0).strip()   # '12 de la noche': midnight, the next day
    return to24(h, mi, part, biz, ymd), m.group("t" if m.re is _HOUR_AGAIN_RE else 0).strip()


def _without_the_refused(text: str, found: list[_Found]) -> list[_Found]:
    """Of several times, those the customer cannot do are left out («a las 10 y a las 12 ya no
    puedo»: the 10); when all are refused they all stay (the reader rules the one read out)."""
    kept = [f for f in found if not CANNOT_RE.match(_after_its_part(text, f[0]), f[0].end())]
    return kept if kept and len(kept) < len(found) else found


def _hour_said_again(text: str, m: re.Match, h: int) -> tuple[tuple[int, int], re.Match] | None:
    """The bare hour said right after the time read, taking it back: its (hour, minute) and match.
    A bare hour is a mended one only near the first («a las 9, no espera, 5» mends something else)."""
    again = _HOUR_AGAIN_RE.match(_after_its_part(text, m), m.end())
    said = _TIME_RE.fullmatch(f"las {again['t']}") if again else None
    hm = _hour_minute(said.groupdict()) if said else None
    if again is None or hm is None or not (0 <= hm[0] <= 24 and 0 <= hm[1] <= 59):
        return None
    near = min((hm[0] - h) % 12, (h - hm[0]) % 12) <= 2
    return (hm, again) if near or hm[1] else None
