"""«el 31 de noviembre», «30 de febrero»: a day said that its month does not have, told as such
(never dropped silently, never read as today)."""
from __future__ import annotations

from bizengine.conversation.messages import say
from bizengine.language import clock
from bizengine.language.days import ImpossibleDate


def impossible_day_text(said: ImpossibleDate, lang: str) -> str:
    """«El 31 de noviembre no existe: noviembre tiene 30 días.»"""
    return say("day_impossible", lang, day=said.day, month=clock.month_name(said.month, lang), days=said.month_days)
