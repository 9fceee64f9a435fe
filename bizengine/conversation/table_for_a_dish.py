"""«queremos <dish> el miércoles, somos 2» where tables are booked and nothing is ordered: a thing of
the card with a day, a time or a party said is a table to eat it, not an order refused."""
from __future__ import annotations

import re
from dataclasses import replace

from bizengine.conversation import info
from bizengine.conversation.booking_draft import is_staff, mid_flow
from bizengine.understanding.details import find_party
from bizengine.understanding.vocabulary import vocabulary_of


def wanted(c, s) -> bool:
    """A thing of the card and a day, time or party, in a business that books tables and takes no
    orders, with nothing in progress; «¿hay <dish> el sábado?» is a question about it, answered as one."""
    biz = c.biz
    if not biz.can("booking") or biz.can("order") or is_staff(biz) or mid_flow(c) or not s.items.lines:
        return False
    when = s.when.has_day or s.when.has_time
    counted = any(int(line.get("qty") or 1) > 1 for line in s.items.lines)
    if s.primary == "order":    # «4 <dishes> para el sábado», no party: dishes to take away, still no order here
        # «<dish> para uno» alone is its portion; «quiero una <dish> para el sábado» with no party nor a visit
        # said is a thing to take away, refused as before
        return s.party is not None or (when and not counted and (
            _party_said(c, s) is not None or bool(_COME_TO_EAT_RE.search(s.norm or ""))))
    # «<dish> el martes para 2», no wish word: the party and the day make it a table; a price or question asked
    asked = bool(s.question) or "?" in (s.raw or s.text or "") or "price" in s.topics
    return s.primary == "info" and when and not asked and (s.party is not None or _party_said(c, s) is not None)


# «queremos ir a comer el menú», «vir cear», «comer aquí» (read folded): a visit to eat it, said
_COME_TO_EAT_RE = re.compile(r"\b(?:ir|ire|iremos|vamos|venir|vir|imos|vimos|pasar|a)\s+(?:a\s+)?"
                             r"(?:comer|cenar|cear|xantar|almorzar|desayunar)\b|\b(?:comer|cenar|cear|xantar)"
                             r"\s+(?:aqui|ahi|alli|ai|en el local|no local|con vosotros|con vos)\b")


def as_a_table(c, s):
    """The message read as the booking's: «… para 2» is the party (with a dish it was read as its
    count); a dish not served on the day said is told first (the table is still booked)."""
    info.not_on_the_day_said(c, s)
    return replace(s, primary="booking", booking_kw=True, party=s.party if s.party is not None else _party_said(c, s))


def _party_said(c, s) -> int | None:
    return find_party(s.norm or "", True, vocabulary_of(c.biz).party_words)
