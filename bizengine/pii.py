"""Personal data: scrub card numbers and Spanish ID numbers, classify how sensitive a message is.

Scrubbing happens before anything else touches a message, on every path (chat text, names,
notes, staff messages). Only Luhn-valid card numbers are covered, so a long order number
survives.
"""
from __future__ import annotations

import re

CARD_MASK = "[TARJETA]"
DNI_MASK = "[DNI]"

# 13–19 digits, optionally grouped by spaces or dashes.
_CARD = re.compile(r"(?<![\d])(?:\d[ -]?){12,18}\d(?![\d])")
# DNI: 8 digits + letter; NIE: X/Y/Z + 7 digits + letter. Optional space or dash before the letter.
_DNI = re.compile(r"(?<![\w])(?:\d{8}|[XYZxyz][ -]?\d{7})[ -]?[A-Za-z](?![\w])")
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


def _scrub_cards(text: str) -> tuple[str, bool]:
    found = False

    def mask(m: re.Match) -> str:
        nonlocal found
        digits = re.sub(r"\D", "", m.group(0))
        if 13 <= len(digits) <= 19 and luhn_ok(digits):
            found = True
            return CARD_MASK
        return m.group(0)

    return _CARD.sub(mask, text), found


def scrub(text: str) -> tuple[str, list[str]]:
    """Mask card numbers (Luhn-valid) and DNI/NIE. Returns (text, flags) with flags ⊆ {'card', 'dni'}."""
    if not text:
        return text or "", []
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
    from .text import normalize
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
