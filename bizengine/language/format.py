"""Money as the customer reads it, in the conversation's language (Babel's CLDR formats).

The widget formats the same amounts with `Intl.NumberFormat` in the same language, so the
chat, the cards and the staff panel agree: 2200 cents → «22,00 €» in Spanish and Galician.
"""
from __future__ import annotations

from decimal import Decimal
from functools import lru_cache

from babel import Locale, UnknownLocaleError
from babel.numbers import format_currency


@lru_cache(maxsize=32)
def _locale(lang: str) -> Locale:
    try:
        return Locale.parse(lang or "es")
    except (UnknownLocaleError, ValueError):
        return Locale.parse("es")


@lru_cache(maxsize=4096)
def money(cents: int, currency: str = "EUR", lang: str = "es") -> str:
    """An amount in cents as text: money(2200) == '22,00 €'. Plain spaces (CLDR puts no-break
    spaces) so that what the assistant writes is what a customer types and the fact check reads."""
    amount = Decimal(int(cents)) / 100
    return format_currency(amount, currency, locale=_locale(lang)).replace("\u00a0", " ")
