"""«mesa de 6», «una mesa de cuatro», «2 mesas de 4», «dúas mesas de 4»: the party told by the tables
asked for, in a business that books tables (each table's size times how many of them). Not «mesa de la
terraza», «mesa 4» (a table's number), nor a time or a date after «de» («de 4 a 6», «de 4 de diciembre»)."""
from __future__ import annotations

import re

from bizengine.language.days import MONTH_NAMES, NUM
from bizengine.language.text import to_int

_MONTH = "|".join(sorted(MONTH_NAMES, key=len, reverse=True))

_TABLES_RE = re.compile(
    rf"\b(?:(?<!\bel )(?<!\bo )(?<!\bdia )(?P<k>{NUM}) mesas|mesas?) (?:de|con) "
    rf"(?:unos |unas |uns |unhas )?(?!(?:un|una|unha|uno)\b)(?P<n>{NUM})\b"
    # not an hour («de 4:30», «de 4 y media», «de 4 a 6»), nor a date («de 4 de diciembre»)
    rf"(?![:h.]| ?h\b| (?:y|e) (?:media|cuarto)\b| (?:a|ate|hasta|ata) [0-9]|"
    rf" (?:de |do )?(?:{_MONTH})\b| (?:de|da) (?:la |a )?(?:tarde|manana|mana|noche|noite)\b)")


def party_of_tables(norm: str) -> int | None:
    """The people the tables said seat: «mesa de 6» → 6, «2 mesas de 4» → 8 (None when none is said)."""
    m = _TABLES_RE.search(norm)
    if m is None:
        return None
    seats = to_int(m["n"]) or 0
    tables = to_int(m["k"]) if m["k"] else 1
    if not tables or seats < 1:
        return None
    return tables * seats
