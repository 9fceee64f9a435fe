"""The Madrid wall clock and the names of days and months in Spanish and Galician (one table each).

Inside the engine a day is 'YYYY-MM-DD' (Madrid wall date) and a time is minutes since
midnight (660 = 11:00). Only slot_start/slot_end carry an offset, built by `iso_at`.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, timedelta, timezone
from functools import lru_cache
from zoneinfo import ZoneInfo

MADRID = ZoneInfo("Europe/Madrid")
WEEKDAY_KEYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")

DAY_NAMES = {
    "es": ("lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"),
    "gl": ("luns", "martes", "mércores", "xoves", "venres", "sábado", "domingo"),
}
DAY_CHIPS = {
    "es": ("lun", "mar", "mié", "jue", "vie", "sáb", "dom"),
    "gl": ("lun", "mar", "mér", "xov", "ven", "sáb", "dom"),
}
MONTH_NAMES = {
    "es": ("enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto",
           "septiembre", "octubre", "noviembre", "diciembre"),
    "gl": ("xaneiro", "febreiro", "marzo", "abril", "maio", "xuño", "xullo", "agosto",
           "setembro", "outubro", "novembro", "decembro"),
}
MONTH_CHIPS = {
    "es": ("ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sep", "oct", "nov", "dic"),
    "gl": ("xan", "feb", "mar", "abr", "mai", "xuñ", "xul", "ago", "set", "out", "nov", "dec"),
}


@dataclass(frozen=True)
class Parts:
    """A Madrid wall-clock reading; also readable as a dict (parts['hour'])."""

    year: int
    month: int
    day: int
    hour: int
    minute: int
    second: int
    weekday: str      # 'mon'..'sun'
    ymd: str
    minutes: int      # since midnight

    def __getitem__(self, key):
        return getattr(self, key)


def madrid_parts(dt: datetime) -> Parts:
    """Wall-clock parts in Madrid of an aware datetime (a naive one is taken as UTC)."""
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=timezone.utc)
    return _madrid_parts_of(dt.astimezone(timezone.utc))


@lru_cache(maxsize=64)       # a turn reads the same `now` dozens of times
def _madrid_parts_of(utc: datetime) -> Parts:
    # keyed by the UTC instant: two local times that differ only in `fold` hash alike
    d = utc.astimezone(MADRID)
    return Parts(d.year, d.month, d.day, d.hour, d.minute, d.second, WEEKDAY_KEYS[d.weekday()],
                 d.date().isoformat(), d.hour * 60 + d.minute)


def madrid_iso(y: int, m: int, d: int, h: int, mi: int) -> str:
    """'2026-10-24T10:00:00+02:00': the Madrid wall time with its offset on that date."""
    return datetime(y, m, d, h, mi, tzinfo=MADRID).isoformat()


def iso_at(ymd: str, minutes: int) -> str:
    """ISO 8601 with offset of a Madrid day plus minutes (minutes may pass midnight)."""
    day = date.fromisoformat(ymd) + timedelta(days=minutes // 1440)
    minutes %= 1440
    return madrid_iso(day.year, day.month, day.day, minutes // 60, minutes % 60)


def today(now: datetime) -> str:
    return madrid_parts(now).ymd


def now_minutes(now: datetime) -> int:
    return madrid_parts(now).minutes


def add_days(ymd: str, n: int) -> str:
    return (date.fromisoformat(ymd) + timedelta(days=n)).isoformat()


def weekday(ymd: str) -> int:
    """0 = Monday."""
    return date.fromisoformat(ymd).weekday()


def weekday_key(ymd: str) -> str:
    return WEEKDAY_KEYS[date.fromisoformat(ymd).weekday()]


def fmt_time(minutes: int) -> str:
    minutes %= 1440
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def _lang(lang: str) -> str:
    return "gl" if lang == "gl" else "es"


def month_name(month: int, lang: str) -> str:
    """«noviembre», «novembro»: month 1 to 12, by name."""
    return MONTH_NAMES[_lang(lang)][month - 1]


def fmt_day(ymd: str, lang: str = "es") -> str:
    """'sábado 7 de noviembre' (es) / 'sábado 7 de novembro' (gl)."""
    return f"{DAY_NAMES[_lang(lang)][date.fromisoformat(ymd).weekday()]} {fmt_date(ymd, lang)}"


def fmt_day_short(ymd: str, lang: str = "es") -> str:
    """'sábado 7': a day near enough to need no month."""
    d = date.fromisoformat(ymd)
    return f"{DAY_NAMES[_lang(lang)][d.weekday()]} {d.day}"


def fmt_date(ymd: str, lang: str = "es") -> str:
    """'25 de diciembre' (es) / '25 de decembro' (gl): a date without its weekday."""
    d = date.fromisoformat(ymd)
    return f"{d.day} de {MONTH_NAMES[_lang(lang)][d.month - 1]}"


def fmt_days(ymds: list[str], lang: str = "es") -> list[str]:
    """'martes 3', 'miércoles 4 de noviembre', 'martes 1 de diciembre': days to list, each month
    named once, after its last day."""
    out = []
    for i, ymd in enumerate(ymds):
        day = date.fromisoformat(ymd)
        same_month_next = i + 1 < len(ymds) and date.fromisoformat(ymds[i + 1]).month == day.month
        out.append(f"{DAY_NAMES[_lang(lang)][day.weekday()]} {day.day}" if same_month_next else fmt_day(ymd, lang))
    return out


def weekdays_plural(indices, lang: str = "es") -> list[str]:
    """'lunes', 'sábados': the names of weekdays (0 = Monday) said of every week."""
    names = DAY_NAMES[_lang(lang)]
    return [names[i] + ("s" if names[i].endswith("o") else "") for i in indices]


def chip_day(ymd: str, lang: str = "es") -> str:
    """Short label for a button: 'sáb 7 nov'."""
    d, lg = date.fromisoformat(ymd), _lang(lang)
    return f"{DAY_CHIPS[lg][d.weekday()]} {d.day} {MONTH_CHIPS[lg][d.month - 1]}"
