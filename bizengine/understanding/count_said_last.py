"""The count typed last, after the thing and its day: «<things> para mañana, 4», «<things> para el martes,
2», «quero <things> para mañá, cinco». Read whole, the number sat after the day («el martes 4» is no
Tuesday's date, so the day was lost too) and the thing was asked how many. The message is read without
it, and when that names one thing with no count said («<things>», «el <thing>») and says when, the
number is that thing's count.

Only after a comma and alone (courtesy words aside): «para el 4», «el día 4», «a las 4», «4 €» and
«, 4 más» say other things and are read as written; so does a number that names one of the thing's
sizes, and a service booked («<service> para el martes, 2» may be two people: the booking's readers')."""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from bizengine.language.text import clean, to_int
from bizengine.understanding.item_options import choice_by_count

if TYPE_CHECKING:
    from bizengine.understanding.signals import Signals

Read = Callable[[str], "Signals"]

_MOST = 99
_COUNT_LAST_RE = re.compile(r"^(?P<head>.*\S)\s*,\s*(?P<n>\d{1,2}|[^\W\d_]+)"
                            r"(?:\s+(?:por favor|porfa|gracias|grazas|unidades|unidade|uds))?\s*[.!]*\s*$")


def count_said_last(text: str, biz, read: Read) -> Signals | None:
    """The message read with its last number as the count of the one thing named without one; None when
    it is not so said (then the message is read whole)."""
    said = _COUNT_LAST_RE.match(text)
    n = to_int(clean(said["n"])) if said else None
    if said is None or n is None or not 0 < n <= _MOST:
        return None
    s = read(said["head"])
    found = s.items
    if s.primary != "order" or len(found.lines) != 1 or found.explicit[0] or found.ambiguous or s.question \
            or any(u["item_id"] != found.lines[0]["item_id"] for u in found.uncounted) \
            or not (s.when.has_day or s.when.has_time) or names_a_size(biz, found.lines[0]["item_id"], said["n"]):
        return None
    found.lines[0]["qty"], found.explicit[0], found.uncounted = n, True, []
    return s


def names_a_size(biz, item_id: str, said: str) -> bool:
    """Whether the number names one of the thing's sizes («<thing> para el martes, 12», made for 8, 12
    or 20): the size readers' («¿Para cuántas…?» asked next), never twelve of it."""
    options = (biz.products.get(item_id) or {}).get("options") or []
    return any((counted := choice_by_count(biz, oid, said)) is not None and counted[1] is None for oid in options)
