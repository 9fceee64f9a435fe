"""Phone reading, the old regex beside the engine's reader (bizengine/language/phones.py):

    .venv/bin/python -m evals.phones [--show]

Counts how many ways of writing a phone each reader stores as the right number (E.164; the old
reader kept nine digits, taken here as a Spanish +34 number), how many texts that hold no phone it
reads a phone from, and where the two disagree over the customer message corpus. Printed, never
asserted; tests/test_phones.py holds the cases as tests.
"""
from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bizengine.language.phones import find_phone  # noqa: E402

# (as written, the number it is)
PHONES = [
    ("981 12 34 56", "+34981123456"), ("981123456", "+34981123456"), ("+34 981 123 456", "+34981123456"),
    ("0034981123456", "+34981123456"), ("6 12 34 56 78", "+34612345678"), ("612-34-56-78", "+34612345678"),
    ("612.345.678", "+34612345678"), ("(+34) 612 345 678", "+34612345678"), ("+34612345678", "+34612345678"),
    ("0034 612 34 56 78", "+34612345678"), ("mi móvil es el 655 44 43 33", "+34655444333"),
    ("o meu teléfono: 699888777", "+34699888777"), ("llamadme al 981-000-404", "+34981000404"),
    ("+34 (981) 00 04 04", "+34981000404"), ("34 655 444 333", "+34655444333"),
    # foreign numbers
    ("+351 912 345 678", "+351912345678"), ("00351912345678", "+351912345678"),
    ("+351 253 123 456", "+351253123456"), ("+33 6 12 34 56 78", "+33612345678"),
    ("+44 7911 123456", "+447911123456"), ("+49 151 23456789", "+4915123456789"),
]
# Texts a customer writes that hold no phone (too short, dates, money, order numbers, cards).
NOT_PHONES = [
    "12345", "655 44 43", "teño 1234567", "quiero 2 tartas para 12 personas", "el 14/11/2026 a las 11:30",
    "EXP-20261031-0123456789abcdef", "son 2.500 €", "del 10 al 20 de noviembre", "+34 12345",
    "la referencia es 900000000000", "a las 9 en la mesa 12345678", "655 444 33", "1234 5678",
    "el código postal es 15705", "999 999 999", "000 000 000", "123 456 789",
]


def old_find_phone(text: str) -> str | None:
    """The reader before issue 19 (text.PHONE_RE), its nine digits taken as a +34 number."""
    m = re.search(r"(?<![\d+])(?:(?:\+|00)34[\s.-]?)?([6789](?:[\s.-]?\d){8})(?!\d)", text)
    return "+34" + re.sub(r"\D", "", m.group(1)) if m else None


def run(show: bool = False) -> None:
    corpus = [line.strip() for line in (ROOT / "evals" / "corpus_messages.txt").read_text(encoding="utf-8").splitlines()
              if line.strip()]
    for name, read in (("old: PHONE_RE, nine digits", old_find_phone), ("new: phonenumbers, E.164", find_phone)):
        misses = [(text, read(text)) for text, want in PHONES if read(text) != want]
        false = [(text, read(text)) for text in NOT_PHONES if read(text)]
        in_corpus = [(text, read(text)) for text in corpus if read(text)]
        print(f"{name}: {len(PHONES) - len(misses)}/{len(PHONES)} phones right, "
              f"{len(false)}/{len(NOT_PHONES)} non-phones read as a phone; "
              f"{len(in_corpus)} of {len(corpus)} corpus messages hold a phone")
        if show:
            print("   wrong:", "; ".join(f"{t} → {got}" for t, got in misses) or "-")
            print("   false:", "; ".join(f"{t} → {got}" for t, got in false) or "-")
            print("   corpus:", "; ".join(f"{t} → {got}" for t, got in in_corpus) or "-")


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--show", action="store_true", help="list the wrong readings and false positives")
    run(ap.parse_args().show)
