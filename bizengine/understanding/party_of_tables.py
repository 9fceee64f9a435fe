"""«<table> de 6», «una <table> de cuatro», «2 <table>s de 4», «dúas <table>s de 4»: the party told by the
tables asked for, in a business that books tables (each table's size times how many of them), the word
for a table the business's own (business.json `reading.table_words`). Not «<table> de la terraza»,
«<table> 4» (a table's number), nor a time or a date after «de» («de 4 a 6», «de 4 de diciembre»)."""
from __future__ import annotations

import re
from functools import lru_cache

from bizengine.language.days import MONTH_NAMES, NUM
from bizengine.language.text import to_int

_MONTH = "|".join(sorted(MONTH_NAMES, key=len, reverse=True))


@lru_cache(maxsize=16)
def _tables_re(words: frozenset[str]) -> re.Pattern:
    """«<k> <table>s de <n>», «<table> de <n>» of the business's words for a table."""
    table = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
    return re.compile(
        rf"\b(?:(?<!\bel )(?<!\bo )(?<!\bdia )(?P<k>{NUM}) (?:{table})(?:s|es)|(?:{table})(?:s|es)?) (?:de|con) "
        rf"(?:unos |unas |uns |unhas )?(?!(?:un|una|unha|uno)\b)(?P<n>{NUM})\b"
        # not an hour («de 4:30», «de 4 y media», «de 4 a 6»), nor a date («de 4 de diciembre»)
        rf"(?![:h.]| ?h\b| (?:y|e) (?:media|cuarto)\b| (?:a|ate|hasta|ata) [0-9]|"
        rf" (?:de |do )?(?:{_MONTH})\b| (?:de|da) (?:la |a )?(?:tarde|manana|mana|noche|noite)\b)")


def party_of_tables(norm: str, table_words: frozenset[str]) -> int | None:
    """The people the tables said seat: «<table> de 6» → 6, «2 <table>s de 4» → 8 (None when none is said,
    or the business names no table)."""
    m = _tables_re(table_words).search(norm) if table_words else None
    if m is None:
        return None
    seats = to_int(m["n"]) or 0
    tables = to_int(m["k"]) if m["k"] else 1
    if not tables or seats < 1:
        return None
    return tables * seats
