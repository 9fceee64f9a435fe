"""Things to have ready noted in an appointment, named again: «un cambio de <X> y una <Y>», then «y una
<Y>», is said noted already and not noted twice (as an order says «Eso ya lo tengo apuntado…»); «otra
<Y>», «una <Y> más» or a larger count than the one noted note the ones more."""
from __future__ import annotations

import re
from dataclasses import dataclass, field

# «otra <Y>», «una <Y> más», «dos más», «unha <Y> extra»: more of a thing on purpose («también» names a
# thing beside a service, not one more of it)
_MORE_RE = re.compile(r"\b(?:otr[oa]s?|outr[oa]s?|mas|mais|extra)\b")


@dataclass
class PartsNamed:
    """The things named beside an appointment, split against its note."""

    new: list[dict] = field(default_factory=list)      # lines to note: not noted yet, or the ones more
    again: list[dict] = field(default_factory=list)    # lines noted already, with the count noted


def noted_counts(booking: dict) -> dict[str, int]:
    """{item id: how many} of the things in the appointment's note (one each where no count was kept)."""
    counts = booking.get("part_counts") or {}
    return {pid: int(counts.get(pid, 1)) for pid in booking.get("part_ids") or []}


def split_noted(booking: dict, lines: list[dict], norm: str) -> PartsNamed:
    """`lines` named now: those noted already with as many or more («y una <Y>» with one <Y> noted) are
    said again, a larger count notes the difference, «otra <Y>» notes one more."""
    if _MORE_RE.search(norm or ""):
        return PartsNamed(new=list(lines))
    held = noted_counts(booking)
    named = PartsNamed()
    for line in lines:
        noted, qty = held.get(line["item_id"], 0), int(line["qty"])
        if not noted:
            named.new.append(line)
        elif qty > noted:
            named.new.append({**line, "qty": qty - noted})
        else:
            named.again.append({**line, "qty": noted})
    return named


def count_noted(booking: dict, lines: list[dict]) -> None:
    """The counts of the things about to be noted, added to those held (before `part_ids` takes them: the
    next «y una <Y>» reads them)."""
    counts = noted_counts(booking)
    for line in lines:
        counts[line["item_id"]] = counts.get(line["item_id"], 0) + int(line["qty"])
    booking["part_counts"] = counts
