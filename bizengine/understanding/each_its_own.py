"""«tengo dos <things>, una con <problem> y otra con <another>», «una pinchada y la otra sin…», gl «unha con… e
outra cos…», «… en una y … en la otra»: what is told is shared out, one for each thing counted, never all of it for
each. Whether each thing's service is its own is read here; which services, elsewhere."""
from __future__ import annotations

import re

# «una … y (la) otra …», «unha … e outra …», «… en una y … en la otra»: the one, then the other
_ONE_THEN_THE_OTHER_RE = re.compile(r"\b(?:una|uno|unha|un)\b.*\b(?:otra|otro|outra|outro)\b")


def each_told_its_own(norm: str) -> bool:
    """Whether the message shares what it tells out between one thing and the other."""
    return bool(_ONE_THEN_THE_OTHER_RE.search(norm or ""))
