"""Phone numbers: the engine's one reader (Google's libphonenumber, as `phonenumbers`).

Numbers are read with Spain as the default region, so «981 12 34 56», «0034 981 123 456» and
«6 12 34 56 78» are all +34…, while «+351 912 345 678» keeps its own country. They are stored
in E.164 (`+34981123456`) and shown in the national format for the region's own numbers
(«981 12 34 56») and in the international one for the rest («+351 912 345 678»). Only numbers
that are valid for their country count: «12345» is no phone.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

import phonenumbers
from phonenumbers import Leniency, PhoneNumberFormat, PhoneNumberMatcher

from bizengine.language.text import normalize, to_int

REGION = "ES"
MIN_DIGITS = 8      # fewer digits in a text: no phone in it (a quick gate; a Spanish number has 9)


@dataclass(frozen=True)
class Phone:
    """A phone number found at text[start:end], as E.164."""
    start: int
    end: int
    e164: str


def _has_digits(text: str) -> bool:
    return sum(map(str.isdigit, text)) >= MIN_DIGITS


def find_phones(text: str, region: str = REGION) -> list[Phone]:
    """Every valid phone number written in a text, in order."""
    if not text or not _has_digits(text):
        return []
    return list(_phones_in(text, region))


@lru_cache(maxsize=256)
def _phones_in(text: str, region: str) -> tuple[Phone, ...]:
    """The matcher's reading of a text (a turn reads its message's phones several times: the
    scrub, the time, the party, the contact)."""
    return tuple(Phone(m.start, m.end, phonenumbers.format_number(m.number, PhoneNumberFormat.E164))
                 for m in PhoneNumberMatcher(text, region, leniency=Leniency.VALID))


_DIGIT_WORDS = {"cero": "0", "uno": "1", "un": "1", "una": "1", "unha": "1", "dos": "2", "dous": "2", "duas": "2",
                "tres": "3", "cuatro": "4", "catro": "4", "cinco": "5", "seis": "6", "siete": "7", "sete": "7",
                "ocho": "8", "oito": "8", "nueve": "9", "nove": "9"}


# «seiscientos doce», «seiscentos»: a group of three dictated as one number
_HUNDREDS = {"ciento": 1, "doscientos": 2, "trescientos": 3, "cuatrocientos": 4, "quinientos": 5,
             "seiscientos": 6, "setecientos": 7, "ochocientos": 8, "novecientos": 9, "cento": 1, "douscentos": 2,
             "trescentos": 3, "catrocentos": 4, "quinentos": 5, "seiscentos": 6, "setecentos": 7,
             "oitocentos": 8, "novecentos": 9}


def _group(words: list[str], i: int) -> tuple[str | None, int]:
    """The digits words[i] says as a group (and the words it took): «seis» 6, «cincuenta y cinco»
    (read before as «55») 55, «seiscientos doce» 612; None for a word that is no number."""
    word = words[i]
    if word in _DIGIT_WORDS:
        return _DIGIT_WORDS[word], 1
    if word in _HUNDREDS:
        nxt = _two_digits(words[i + 1]) if i + 1 < len(words) else None
        return (f"{_HUNDREDS[word]}{nxt:02d}", 2) if nxt is not None else (f"{_HUNDREDS[word]}00", 1)
    n = _two_digits(word)
    return (str(n), 1) if n is not None and n >= 10 else (None, 1)


def _two_digits(word: str) -> int | None:
    n = word if word.isascii() and word.isdigit() else None if word in _DIGIT_WORDS else to_int(word)
    value = int(n) if isinstance(n, str) and len(n) <= 2 else n if isinstance(n, int) else None
    return value if value is not None and 0 <= value < 100 else None


def spelt_digits(words: list[str]) -> str | None:
    """«seis cero cero uno dos tres uno dos tres», «seiscientos doce, trescientos cuarenta y cinco…»
    (folded words, tens already as digits): the digits of the longest run of nine or more, as
    dictated; None without such a run."""
    best, run, i = "", "", 0
    while i <= len(words):
        digits, took = _group(words, i) if i < len(words) else (None, 1)
        if digits is not None:
            run += digits
        else:
            best, run = max(best, run, key=len), ""
        i += took
    return best if len(best) >= 9 else None


# between two numbers, the first taken back: «612… no, perdón, 612…», «612…, digo 612…», «ou mellor 6…»
_TAKEN_BACK_RE = re.compile(r"^\W*(?:(?:no|non|perdon|perdona|perdoa|digo|quiero decir|quero dicir|mejor|mellor|"
                            r"o sea|ou sexa|uy|ay|ai|me equivoque|trabuqueime|es|e|el|o|que|sino|senon)\b\W*)+$",
                            re.IGNORECASE)


def find_phone(text: str, region: str = REGION) -> str | None:
    """'mi móvil es 655 44 43 33' → '+34655444333'; the first valid number (the last, when the ones
    before it are taken back), or None."""
    found = find_phones(text, region)
    if not found:
        return None
    kept = found[0]
    for later in found[1:]:
        if _TAKEN_BACK_RE.match(normalize(text[kept.end:later.start])):
            kept = later
    return kept.e164


def _valid(value: str | None, region: str) -> phonenumbers.PhoneNumber | None:
    """The number a field holds, when it is one valid for its country."""
    if not value or not _has_digits(value):
        return None
    try:
        number = phonenumbers.parse(value, region)
    except phonenumbers.NumberParseException:
        return None
    return number if phonenumbers.is_valid_number(number) else None


def parse_phone(value: str, region: str = REGION) -> str | None:
    """A field that is one phone number («981 000 404», «+351 912 345 678») → E.164, or None
    when it is not a valid number."""
    number = _valid(value, region)
    return phonenumbers.format_number(number, PhoneNumberFormat.E164) if number else None


@lru_cache(maxsize=1024)
def show_phone(value: str | None, region: str = REGION) -> str:
    """How a stored phone is shown: national for the region's numbers ('981 12 34 56'),
    international for the rest ('+351 912 345 678'). Rows stored before E.164 (nine Spanish
    digits) read the same way; anything unreadable is shown as it is. Cached: the order card
    shows the same phone on every turn of a conversation."""
    number = _valid(value, region)
    if number is None:
        return value or ""
    own = phonenumbers.region_code_for_number(number) == region
    return phonenumbers.format_number(
        number, PhoneNumberFormat.NATIONAL if own else PhoneNumberFormat.INTERNATIONAL)
