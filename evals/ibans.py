"""IBANs in a customer's message: masked and classified, or not. Run against this checkout, or
against another one (the code before issue 19) to compare:

    .venv/bin/python -m evals.ibans [--root /path/to/other/checkout] [--show]

Counts the IBANs (valid checksum, in any grouping and case) whose digits leave the scrubbed text
and that make the message count as payment data, and the texts without an IBAN that lose digits
they should keep. Printed, never asserted; tests/test_pii.py holds the cases as tests.
"""
from __future__ import annotations

import argparse
import importlib
import re
import sys
from pathlib import Path

IBANS = [
    "ES91 2100 0418 4502 0005 1332", "ES9121000418450200051332", "es91 2100 0418 4502 0005 1332",
    "ES91-2100-0418-4502-0005-1332", "mi cuenta es ES91 2100 0418 4502 0005 1332, gracias",
    "a miña conta: ES7620770024003102575766", "IBAN ES76 2077 0024 0031 0257 5766 para a transferencia",
    "DE89 3704 0044 0532 0130 00", "FR14 2004 1010 0505 0001 3M02 606", "GB82 WEST 1234 5698 7654 32",
    "PT50 0002 0123 1234 5678 9015 4", "ingresadlo en ES79 2100 0813 6101 2345 6789",
]
NOT_IBANS = [
    "ES91 2100 0418 4502 0005 1333",          # one digit off: no valid checksum
    "quiero 2 tartas para el 14/11", "el código es AB12", "ref. PED-4821",
    "mesa para 12 el sábado a las 21:30", "son 18,00 € en total",
]


def _pii(root: Path | None):
    if root is not None:
        sys.path.insert(0, str(root))
    for name in ("bizengine.language.pii", "bizengine.pii"):
        try:
            return importlib.import_module(name)
        except ModuleNotFoundError:
            continue
    raise SystemExit("no pii module under " + str(root))


def _digits_left(original: str, scrubbed: str) -> bool:
    """Whether a run of 10+ of the IBAN's digits survives the scrub."""
    digits = re.sub(r"\D", "", original)
    return len(digits) >= 10 and digits[-10:] in re.sub(r"\D", "", scrubbed)


def run(root: Path | None, show: bool) -> None:
    pii = _pii(root)
    masked = [t for t in IBANS if not _digits_left(t, pii.scrub(t)[0])]
    classed = [t for t in IBANS if pii.classify(t) in ("card", "dni")]
    spoiled = [t for t in NOT_IBANS if pii.scrub(t)[0] != t]
    print(f"{pii.__name__} ({Path(pii.__file__).parent}): {len(masked)}/{len(IBANS)} IBANs masked, "
          f"{len(classed)}/{len(IBANS)} classified as payment data, "
          f"{len(spoiled)}/{len(NOT_IBANS)} texts without an IBAN changed")
    if show:
        for t in IBANS:
            print(f"  {t!r} → {pii.scrub(t)[0]!r} ({pii.classify(t)})")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(prog="python -m evals.ibans")
    parser.add_argument("--root", type=Path, help="another checkout to measure instead of this one")
    parser.add_argument("--show", action="store_true")
    args = parser.parse_args()
    run(args.root.resolve() if args.root else None, args.show)
