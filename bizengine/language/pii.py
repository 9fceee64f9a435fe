"""Personal data: scrub card numbers and Spanish ID numbers, classify how sensitive a message is.

Scrubbing happens before anything else touches a message, on every path (chat text, names,
notes, staff messages). Only Luhn-valid card numbers are covered, so a long order number
survives.
"""
from __future__ import annotations

import re

CARD_MASK = "[TARJETA]"
DNI_MASK = "[DNI]"

# A run of digit groups joined by any separators people type (spaces, dashes, dots, slashes).
_DIGIT_RUN = re.compile(r"\d+(?:[ \t\-./\u2013\u2014]+\d+)*")
_GROUP = re.compile(r"\d+")
# DNI: 8 digits (or 12.345.678) + letter; NIE: X/Y/Z + 7 digits + letter. Space or dash allowed before the letter.
_DNI = re.compile(r"(?<!\d)(?:\d{8}|\d{2}\.\d{3}\.\d{3}|[XYZxyz][ -]?\d{7})[ -]?[A-Za-z](?![A-Za-z\d])")
_PHONE = re.compile(r"(?<!\d)(?:\+34[ -]?)?[6789](?:[ -]?\d){8}(?!\d)")
_EMAIL = re.compile(r"[\w.+-]+@[\w-]+\.[\w.-]+")
_HEALTH = re.compile(
    r"\b(?:alergi\w*|alerxi\w*|celiac\w*|intoleran\w*|anafila\w*|diabet\w*|embaraza\w*|epipen)\b", re.I)
_MINOR = re.compile(
    r"\b(?:tengo|teno|ten|tiene|cumple|fai|hace)\s+(?:[1-9]|1[0-7])\s+anos?\b|\bmenor de edad\b|\bsoy menor\b|\bson menor\b", re.I)

_LEVELS = ("none", "email", "phone", "card", "dni", "health", "minor")


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


def _card_like(sizes: list[int]) -> bool:
    """Groupings cards are written in: one block, fours (the last may be shorter), or Amex 4-6-5."""
    return len(sizes) == 1 or sizes == [4, 6, 5] or (all(s == 4 for s in sizes[:-1]) and 1 <= sizes[-1] <= 4)


def _card_spans(run: str) -> list[tuple[int, int]]:
    """Spans (within a digit run) of Luhn-valid card numbers, written in a card's grouping.

    Trying every run of consecutive groups finds a card followed by its expiry date or
    security code («4111 1111 1111 1111 12/28»), while two phone numbers side by side are
    not in a card's grouping and survive."""
    groups = list(_GROUP.finditer(run))
    spans, i = [], 0
    while i < len(groups):
        for j in range(len(groups) - 1, i - 1, -1):
            sizes = [len(g.group()) for g in groups[i:j + 1]]
            digits = "".join(g.group() for g in groups[i:j + 1])
            if 13 <= len(digits) <= 19 and _card_like(sizes) and luhn_ok(digits):
                spans.append((groups[i].start(), groups[j].end()))
                i = j
                break
        i += 1
    return spans


def _scrub_cards(text: str) -> tuple[str, bool]:
    found = False

    def mask(m: re.Match) -> str:
        nonlocal found
        run = m.group(0)
        spans = _card_spans(run)
        if not spans:
            return run
        found = True
        out, last = [], 0
        for start, end in spans:
            out += [run[last:start], CARD_MASK]
            last = end
        return "".join(out) + run[last:]

    return _DIGIT_RUN.sub(mask, text), found


def storable(text: str) -> str:
    """Without what Postgres cannot store: NUL characters and lone UTF-16 surrogates."""
    return text.replace("\x00", "").encode("utf-8", "ignore").decode("utf-8")


def scrub(text: str) -> tuple[str, list[str]]:
    """Mask card numbers (Luhn-valid) and DNI/NIE; drop what cannot be stored.
    Returns (text, flags) with flags ⊆ {'card', 'dni'}. Every stored text goes through it."""
    if not text:
        return text or "", []
    text = storable(text)
    out, card = _scrub_cards(text)
    out, n_dni = _DNI.subn(DNI_MASK, out)
    # Idempotent: text scrubbed earlier (by the shell) still carries its flags through the masks.
    flags = (["card"] if card or CARD_MASK in text else []) + (["dni"] if n_dni or DNI_MASK in text else [])
    return out, flags


def classify(text: str) -> str:
    """The most sensitive kind of data in the original (unscrubbed) text:
    minor > health > dni > card > phone > email > none."""
    if not text:
        return "none"
    from bizengine.language.text import normalize
    norm = normalize(text)
    if _MINOR.search(norm):
        return "minor"
    if _HEALTH.search(norm):
        return "health"
    _, flags = scrub(text)
    if "dni" in flags:
        return "dni"
    if "card" in flags:
        return "card"
    if _PHONE.search(text):
        return "phone"
    if _EMAIL.search(text):
        return "email"
    return "none"


def most_sensitive(a: str, b: str) -> str:
    return a if _LEVELS.index(a) >= _LEVELS.index(b) else b
