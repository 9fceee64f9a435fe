"""A quality the thing's own words contradict («<things> blancas» where the catalogue says «Doce <things>
rojas») is said as not had and the one there is offered (items._versions_not_had): it is no wish for the
note. Taken, the thing is the one offered; declined, nothing is written down."""
from __future__ import annotations

from typing import TYPE_CHECKING

from bizengine.language.text import clean

if TYPE_CHECKING:
    from bizengine.understanding.items import Found

# the offers that are more than a quality not had: a kind not made for part of a count, a doubt, loose pieces
_OTHER_OFFERS = ("not_made", "doubted", "rest_of_a_count", "loose")


def without_the_quality_not_had(notes: list[str], found: Found) -> list[str]:
    """`notes` without those said inside a thing with a quality not had («blancas», «<thing> de <things> blancas»)."""
    offered = any(isinstance(a, dict) and a.get("contradicted") and not any(a.get(k) for k in _OTHER_OFFERS)
                  for a in found.ambiguous)
    if not offered:
        return notes
    not_had = [f" {clean(str(u))} " for u in found.unknown]
    return [n for n in notes if not any(f" {clean(n)} " in u for u in not_had)]
