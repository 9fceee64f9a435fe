"""Personal data: scrub card numbers, IBANs and Spanish ID numbers, classify how sensitive a message is.

Scrubbing happens before anything else touches a message, on every path (chat text, names,
notes, staff messages), and before any cut to a length limit. Numbers are looked for across
whatever people put between digits: every Unicode space (U+00A0, U+202F, thin spaces…), line
breaks, zero-width characters and punctuation (dashes, dots, commas, underscores, slashes,
brackets), in runs of any length. Only Luhn-valid card numbers and checksum-valid IBANs are covered, so a long order
number survives; DNI/NIE masking is deliberately broad (no check letter needed).
"""
from __future__ import annotations

import re
import unicodedata
from collections.abc import Collection
from dataclasses import dataclass

from stdnum import iban as stdnum_iban

from bizengine.language.phones import find_phone

CARD_MASK = "[TARJETA]"
DNI_MASK = "[DNI]"
IBAN_MASK = "[IBAN]"
MASKS = (CARD_MASK, DNI_MASK, IBAN_MASK)

MAX_GAP = 3            # separators between two digit groups of an ID without its letter (cards: any run)
CARD_DIGITS = (13, 19)
NIE_LETTERS = "XYZKLMxyzklm"   # NIE (X, Y, Z) and the K/L/M NIFs of people without a DNI

_EMAIL = re.compile(r"[\w.+-]+@[\w-]+\.[\w.-]+")
_HEALTH = re.compile(
    r"\b(?:alergi\w*|alerxi\w*|celiac\w*|intoleran\w*|anafila\w*|diabet\w*|embaraza\w*|epipen)\b", re.I)
_MINOR = re.compile(
    r"\b(?:tengo|teno|ten|tiene|cumple|fai|hace)\s+(?:[1-9]|1[0-7])\s+anos?\b|\bmenor de edad\b|\bsoy menor\b|\bson menor\b", re.I)
_IBAN_START = re.compile(r"(?<![^\W\d_])[A-Za-z]{2}\d{2}")

_LEVELS = ("none", "email", "phone", "card", "dni", "health", "minor")


def is_separator(ch: str) -> bool:
    """What people type between the digits of one number: any space, line or paragraph separator,
    invisible format character, or punctuation (dashes, dots, commas, underscores, brackets…)."""
    if ch.isspace():
        return True
    cat = unicodedata.category(ch)
    return cat[0] in "ZP" or cat == "Cf"


def luhn_ok(digits: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


@dataclass(frozen=True)
class Group:
    """A block of consecutive digits (any script's decimal digits) at text[start:end]."""
    start: int
    end: int
    digits: str


_DECIMALS_RE = re.compile(r"\d+")


def digit_runs(text: str, max_gap: int | None = MAX_GAP) -> list[list[Group]]:
    """Runs of digit groups joined by separator characters only (at most `max_gap` of them; any
    number with None): one run is one number as written, whatever its grouping («4956 5807…»,
    «(4956) 5807…», «12.345.678», «4956 -- 5807 -- 1234 -- 5674»)."""
    runs: list[list[Group]] = []
    for m in _DECIMALS_RE.finditer(text):      # \d is str.isdecimal: every script's digits
        group = Group(m.start(), m.end(), "".join(str(int(c)) for c in m.group()))
        gap = text[runs[-1][-1].end:m.start()] if runs else None
        if gap is not None and (max_gap is None or len(gap) <= max_gap) and all(is_separator(c) for c in gap):
            runs[-1].append(group)
        else:
            runs.append([group])
    return runs


def _card_spans(run: list[Group]) -> list[tuple[int, int]]:
    """Every span of whole groups holding 13–19 digits that pass Luhn. All of them are masked, so a
    card stays covered even when digits before it happen to form another valid window."""
    spans = []
    for i in range(len(run)):
        digits = ""
        for j in range(i, len(run)):
            digits += run[j].digits
            if len(digits) > CARD_DIGITS[1]:
                break
            # «0034 600 111 222»: the international call prefix opens a phone; no card number starts with 00
            if len(digits) >= CARD_DIGITS[0] and luhn_ok(digits) and not digits.startswith("00"):
                spans.append((run[i].start, run[j].end))
    return spans


def _letter_after(text: str, end: int, max_gap: int | None = MAX_GAP) -> tuple[int, bool] | None:
    """(end, spaced) of a control letter right after a number, after at most `max_gap` separators
    (any number with None; `spaced` when one of them is a space), or None."""
    k = end
    while k < len(text) and (max_gap is None or k - end < max_gap) and is_separator(text[k]):
        k += 1
    if k < len(text) and text[k].isascii() and text[k].isalpha() and not _word_char(text, k + 1):
        return k + 1, any(c.isspace() or unicodedata.category(c) == "Zs" for c in text[end:k])
    return None


def _word_char(text: str, k: int) -> bool:
    return 0 <= k < len(text) and (text[k].isalnum() or text[k] == "_") and not is_separator(text[k])


def _is_time_range(text: str, groups: list[Group]) -> bool:
    """Whether digit groups read as two times of day («10:30 - 12:45 h», «08.00/14.30»): their
    eight digits are not a DNI, and the «h» after them is not its letter."""
    if len(groups) != 4 or any(len(g.digits) > 2 for g in groups):
        return False
    for hour, minute in ((groups[0], groups[1]), (groups[2], groups[3])):
        if text[hour.end:minute.start] not in (":", ".", "h") or int(hour.digits) > 23 or int(minute.digits) > 59:
            return False
    return True


def _not_a_dni(text: str, groups: list[Group]) -> bool:
    return not _is_date(groups) and not _is_time_range(text, groups)


def _is_date(groups: list[Group]) -> bool:
    """Whether digit groups read as a date («10-12-2026», «10 -- 12 -- 2026», «2026.12.10»): a
    date's eight digits are not a DNI."""
    if len(groups) != 3:
        return False
    sizes = [len(g.digits) for g in groups]
    values = [int(g.digits) for g in groups]
    if sizes[2] == 4 and max(sizes[:2]) <= 2:
        day, month, year = values
    elif sizes[0] == 4 and max(sizes[1:]) <= 2:
        year, month, day = values
    else:
        return False
    return 1 <= day <= 31 and 1 <= month <= 12 and 1900 <= year <= 2100


def _dni_spans(text: str, run: list[Group], max_gap: int | None = MAX_GAP) -> list[tuple[int, int]]:
    """DNI/NIE in the forms people write them: «12 345 678 Z», «97.100.325», «0139625Y»,
    «14473282», «Y.4680234.R», «X7977050», «Y-389.4730-Q», «K2740048N». With `max_gap` None
    (groups apart by any run of separators) only the forms with a letter count: eight bare digits
    that far apart are more likely something else."""
    spans = []
    # a NIE: the prefix letter (alone, not the end of a word), separators, then 7 digits
    k = run[0].start - 1
    while k >= 0 and (max_gap is None or run[0].start - k <= max_gap) and is_separator(text[k]):
        k -= 1
    if k >= 0 and text[k] in NIE_LETTERS and not _word_char(text, k - 1):
        total = 0
        for j, g in enumerate(run):
            total += len(g.digits)
            if total == 7:
                letter = _letter_after(text, g.end, max_gap) if j == len(run) - 1 else None
                spans.append((k, letter[0] if letter else g.end))
            if total >= 7:
                break
    # a DNI: 8 digits alone, or 8 digits ending the number with its letter after them, or 7
    # (a DNI written without its leading zero) with the letter joined to them («0139625Y»);
    # never a date or two times of day
    digits = sum(len(g.digits) for g in run)
    letter = _letter_after(text, run[-1].end, max_gap)
    if letter:
        total = 0
        for i in range(len(run) - 1, -1, -1):
            total += len(run[i].digits)
            if (total == 8 and _not_a_dni(text, run[i:])) or (total == 7 and not letter[1]):
                spans.append((run[i].start, letter[0]))
            if total >= 8:
                break
    elif digits == 8 and max_gap is not None and _not_a_dni(text, run):
        spans.append((run[0].start, run[-1].end))
    return spans


def _iban_spans(text: str) -> list[tuple[int, int]]:
    """IBANs with a valid checksum (python-stdnum), written in any grouping and case, whatever
    run of separators stands between the blocks."""
    spans = []
    for m in _IBAN_START.finditer(text):
        compact, end, best = m.group(), m.end(), None
        k = end
        while len(compact) <= 34:
            if stdnum_iban.is_valid(compact, check_country=False):
                best = end
            while k < len(text) and is_separator(text[k]):
                k += 1
            block = k
            while k < len(text) and text[k].isascii() and text[k].isalnum():
                k += 1
            if k == block:
                break
            compact += text[block:k]
            end = k
        if best is not None:
            spans.append((m.start(), best))
    return spans


def _mask(text: str, spans: list[tuple[int, int]], mask: str) -> str:
    """Replace the union of `spans` with `mask` (one mask per joined stretch)."""
    if not spans:
        return text
    out, last = [], 0
    for start, end in sorted(spans):
        if start < last:                      # overlaps the stretch just masked: extend it
            last = max(last, end)
            continue
        out += [text[last:start], mask]
        last = end
    return "".join(out) + text[last:]


def storable(text: str) -> str:
    """Without what Postgres cannot store: NUL characters and lone UTF-16 surrogates."""
    return text.replace("\x00", "").encode("utf-8", "ignore").decode("utf-8")


def _all_dni_spans(text: str) -> list[tuple[int, int]]:
    return [s for gap in (MAX_GAP, None) for run in digit_runs(text, gap) for s in _dni_spans(text, run, gap)]


def scrub(text: str) -> tuple[str, list[str]]:
    """Mask IBANs (valid checksum), card numbers (Luhn-valid) and DNI/NIE; drop what cannot be stored.
    Returns (text, flags) with flags ⊆ {'card', 'dni', 'iban'}. Every stored text goes through it,
    whole, before any cut."""
    if not text:
        return text or "", []
    text = storable(text)
    out = _mask(text, _iban_spans(text), IBAN_MASK)
    iban = out != text
    before = out
    out = _mask(out, [s for run in digit_runs(out, None) for s in _card_spans(run)], CARD_MASK)
    card = out != before
    before = out
    out = _mask(out, _all_dni_spans(out), DNI_MASK)
    dni = out != before
    # Idempotent: text scrubbed earlier (by the shell) still carries its flags through the masks.
    flags = [name for name, found, mask in (("card", card, CARD_MASK), ("dni", dni, DNI_MASK),
                                            ("iban", iban, IBAN_MASK)) if found or mask in text]
    return out, flags


def digits_only(text: str) -> bool:
    """Every DNI found in `text` written as digits alone («61 234 567», «ana 60012312»): masked as a
    possible DNI, but no DNI's letter; the chat reads it as a phone short of a digit at the contact
    questions. Text scrubbed already has no digits left to tell."""
    text = storable(text or "")
    text = _mask(text, _iban_spans(text), IBAN_MASK)
    text = _mask(text, [s for run in digit_runs(text, None) for s in _card_spans(run)], CARD_MASK)
    spans = _all_dni_spans(text)
    return bool(spans) and not any(ch.isalpha() for start, end in spans for ch in text[start:end])


def with_digits_only(flags, text: str) -> tuple[str, ...]:
    """`flags` of `text`'s scrub, with «digits_only» beside «dni» when the DNIs masked had no letter."""
    return (*flags, "digits_only") if "dni" in flags and digits_only(text) else tuple(flags)


def cut(text: str, limit: int) -> str:
    """`text` (already scrubbed) cut to `limit` characters without leaving half a mask behind."""
    if len(text) <= limit:
        return text
    for mask in MASKS:
        for start in range(max(0, limit - len(mask) + 1), limit):
            if text.startswith(mask, start):
                return text[:start]
    return text[:limit]


def _spaced(text: str) -> str:
    """Every separator between digits as a plain space, so the phone reader sees «655 444 333»."""
    return "".join(" " if is_separator(c) and c not in "+-" else c for c in text)


def classify(text: str, flags: Collection[str] | None = None) -> str:
    """The most sensitive kind of data in the original (unscrubbed, uncut) text:
    minor > health > dni > card (IBANs count as cards: payment data) > phone > email > none.
    `flags`: what `scrub(text)` found, when the caller has scrubbed it already."""
    if not text:
        return "none"
    from bizengine.language.text import normalize
    norm = normalize(text)
    if _MINOR.search(norm):
        return "minor"
    if _HEALTH.search(norm):
        return "health"
    if flags is None:
        _, flags = scrub(text)
    if "dni" in flags:
        return "dni"
    if "card" in flags or "iban" in flags:
        return "card"
    if find_phone(_spaced(text)):
        return "phone"
    if _EMAIL.search(text):
        return "email"
    return "none"


def most_sensitive(a: str, b: str) -> str:
    return a if _LEVELS.index(a) >= _LEVELS.index(b) else b
