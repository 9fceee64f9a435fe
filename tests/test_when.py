import json
import shutil
from datetime import datetime, timezone
from zoneinfo import ZoneInfo

import pytest

from bizengine.business.store import load_business
from bizengine.language.text import clean
from bizengine.language.clock import add_days, chip_day, fmt_day, fmt_time, iso_at, madrid_iso, madrid_parts, now_minutes, today, weekday_key
from bizengine.language.dates import parse_when
from bizengine.language.times import to24

NOW = datetime(2026, 10, 31, 12, 40, tzinfo=ZoneInfo("Europe/Madrid"))   # Saturday


@pytest.fixture(scope="module")
def biz():
    return load_business("datasets/pasteleria")


@pytest.fixture
def evening_biz(tmp_path):
    dst = tmp_path / "pasteleria"
    shutil.copytree("datasets/pasteleria", dst)
    data = json.loads((dst / "business.json").read_text(encoding="utf-8"))
    data["hour_bias"] = "evening"
    data["hours"] = {k: [["08:00", "23:30"]] for k in ("mon", "tue", "wed", "thu", "fri", "sat", "sun")}
    (dst / "business.json").write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return load_business(dst)


def w(text, biz, now=NOW):
    return parse_when(clean(text), biz, now, "es")


# ------------------------------------------------------------ clock (seed §19)

def test_madrid_parts_seed():
    p = madrid_parts(datetime(2026, 10, 15, 6, 30, tzinfo=timezone.utc))
    assert (p.year, p.month, p.day, p.hour, p.minute) == (2026, 10, 15, 8, 30)
    assert p["hour"] == 8


def test_madrid_parts_winter():
    p = madrid_parts(datetime(2026, 11, 15, 6, 30, tzinfo=timezone.utc))
    assert p.hour == 7 and p.weekday == "sun" and p.ymd == "2026-11-15" and p.minutes == 450


def test_madrid_iso_across_dst():
    assert madrid_iso(2026, 10, 24, 10, 0) == "2026-10-24T10:00:00+02:00"
    assert madrid_iso(2026, 10, 26, 10, 0) == "2026-10-26T10:00:00+01:00"
    assert iso_at("2026-10-25", 660) == "2026-10-25T11:00:00+01:00"
    assert iso_at("2026-03-29", 600) == "2026-03-29T10:00:00+02:00"
    assert iso_at("2026-11-07", 1440 + 60) == "2026-11-08T01:00:00+01:00"


def test_clock_helpers():
    assert today(NOW) == "2026-10-31"
    assert now_minutes(NOW) == 12 * 60 + 40
    assert today(datetime(2026, 10, 31, 23, 30, tzinfo=timezone.utc)) == "2026-11-01"
    assert add_days("2026-10-31", 1) == "2026-11-01"
    assert weekday_key("2026-11-07") == "sat"
    assert fmt_time(660) == "11:00"
    assert fmt_time(17 * 60 + 5) == "17:05"


@pytest.mark.parametrize("ymd, lang, long, chip", [
    ("2026-11-07", "es", "sábado 7 de noviembre", "sáb 7 nov"),
    ("2026-11-07", "gl", "sábado 7 de novembro", "sáb 7 nov"),
    ("2026-11-03", "es", "martes 3 de noviembre", "mar 3 nov"),
    ("2026-11-03", "gl", "martes 3 de novembro", "mar 3 nov"),
    ("2026-11-04", "gl", "mércores 4 de novembro", "mér 4 nov"),
    ("2027-01-01", "es", "viernes 1 de enero", "vie 1 ene"),
])
def test_fmt_and_chip_day(ymd, lang, long, chip):
    assert fmt_day(ymd, lang) == long
    assert chip_day(ymd, lang) == chip


# ------------------------------------------------------------ days

@pytest.mark.parametrize("text, ymd", [
    ("hoy", "2026-10-31"),
    ("hoxe", "2026-10-31"),
    ("mañana", "2026-11-01"),
    ("mañá", "2026-11-01"),
    ("pasado mañana", "2026-11-02"),
    ("pasado mañá", "2026-11-02"),
    ("el lunes", "2026-11-02"),
    ("o luns", "2026-11-02"),
    ("el martes", "2026-11-03"),
    ("el miércoles", "2026-11-04"),
    ("o mércores", "2026-11-04"),
    ("el jueves", "2026-11-05"),
    ("o xoves", "2026-11-05"),
    ("el viernes", "2026-11-06"),
    ("o venres", "2026-11-06"),
    ("el domingo", "2026-11-01"),
    ("el sábado", "2026-11-07"),              # same weekday as today: next week
    ("el 3 de marzo", "2027-03-03"),          # past this year: next year
    ("o 3 de marzo", "2027-03-03"),
    ("el 7 de noviembre", "2026-11-07"),
    ("o 7 de novembro", "2026-11-07"),
    ("el 30 de octubre", "2027-10-30"),
    ("el 31 de octubre", "2026-10-31"),
    ("el día 3", "2026-11-03"),               # passed day number: next month
    ("el día 31", "2026-10-31"),
    ("el 7/11", "2026-11-07"),
    ("dentro de dos semanas", "2026-11-14"),
    ("dentro de 3 días", "2026-11-03"),
    ("dentro de dúas semanas", "2026-11-14"),
    ("¿puedo cambiar del viernes al lunes?", "2026-11-02"),
    ("me notificaron el 22 pero lo quiero para el 25", "2026-11-25"),
    ("el martes de la semana que viene", "2026-11-03"),
    ("esta tarde", "2026-10-31"),
])
def test_days(biz, text, ymd):
    got = w(text, biz)
    assert got.ymd == ymd
    assert got.has_day is True
    assert got.ambiguous_day is False and got.invalid_day is False


def test_day_of_month_skips_short_months(biz):
    now = datetime(2026, 11, 5, 10, 0, tzinfo=ZoneInfo("Europe/Madrid"))
    assert w("el día 31", biz, now).ymd == "2026-12-31"


@pytest.mark.parametrize("text, kind", [
    ("este finde", "weekend"),
    ("el fin de semana", "weekend"),
    ("la semana que viene", "next_week"),
    ("a semana que vén", "next_week"),
])
def test_ambiguous_days(biz, text, kind):
    got = w(text, biz)
    assert got.ymd is None and got.ambiguous_day is True and got.ambiguous_kind == kind


@pytest.mark.parametrize("text", ["31 de febrero", "el 30 de febrero", "el 31/02", "el día 0"])
def test_invalid_days(biz, text):
    got = w(text, biz)
    assert got.invalid_day is True and got.ymd is None and got.has_day is False


def test_manha_pola_manha(biz):
    got = parse_when(clean("mañá pola mañá"), biz, NOW, "gl")
    assert (got.ymd, got.part, got.minutes) == ("2026-11-01", "morning", None)
    got = w("mañana por la mañana", biz)
    assert (got.ymd, got.part) == ("2026-11-01", "morning")
    got = w("por la mañana", biz)
    assert (got.ymd, got.part) == (None, "morning")
    got = parse_when(clean("esta mañá"), biz, NOW, "gl")
    assert (got.ymd, got.part) == ("2026-10-31", "morning")


def test_no_day(biz):
    got = w("quiero dos palmeras", biz)
    assert got.ymd is None and got.has_day is False and got.minutes is None and got.has_time is False


# ------------------------------------------------------------ times

@pytest.mark.parametrize("text, hhmm", [
    ("a las 11", "11:00"),
    ("11:30", "11:30"),
    ("a las nueve y media", "09:30"),
    ("a las 10 y cuarto", "10:15"),
    ("a las doce menos cuarto", "11:45"),
    ("a las 6 menos cuarto", "17:45"),
    ("a las 12 del mediodía", "12:00"),
    ("17h", "17:00"),
    ("a las 17 h", "17:00"),
    ("a las 5", "17:00"),                     # 05:00 closed, 17:00 open
    ("a las 9", "09:00"),                     # 21:00 closed
    ("a las 7 de la tarde", "19:00"),
    ("a las 8 de la mañana", "08:00"),
    ("a las 10 de la noche", "22:00"),
    ("ás once", "11:00"),
    ("ás dúas e media", "14:30"),
    ("á unha", "13:00"),
    ("a la una y cuarto", "13:15"),
    ("hoxe ás 17:30", "17:30"),
    ("esta tarde a las 6", "18:00"),
    ("Buenas tardes, a las 10", "10:00"),
    ("cinco de la tarde", "17:00"),
    ("sobre las 12", "12:00"),
    ("a las 4 para 4 personas", "16:00"),
])
def test_times(biz, text, hhmm):
    got = w(text, biz)
    assert got.minutes is not None and fmt_time(got.minutes) == hhmm
    assert got.has_time is True


@pytest.mark.parametrize("text", [
    "mi teléfono es 655 444 333",
    "llámame al +34 655 444 333",
    "somos 4 personas",
    "para 12",
    "para 12 personas",
    "quiero las dos tartas de queso",
    "voy a una boda",
    "2 palmeras",
    "cuesta 2.50",
])
def test_not_times(biz, text):
    assert w(text, biz).minutes is None


def test_sample_sentence(biz):
    got = w("Quiero una tarta de queso para 12 personas para el sábado a las 11", biz)
    assert (got.ymd, got.minutes, got.part) == ("2026-11-07", 660, None)


def test_relative_and_asap(biz):
    assert w("dentro de 20 minutos", biz).rel_min == 20
    assert w("en media hora", biz).rel_min == 30
    assert w("dentro de una hora", biz).rel_min == 60
    assert w("dentro de 20 minutos", biz).minutes is None
    assert w("lo antes posible", biz).asap is True
    assert parse_when(clean("canto antes"), biz, NOW, "gl").asap is True
    assert w("a las 11", biz).asap is False


@pytest.mark.parametrize("h, part, ymd, expected", [
    (13, None, None, 13 * 60),
    (9, None, "2026-11-07", 9 * 60),
    (5, None, "2026-11-07", 17 * 60),
    (9, "afternoon", "2026-11-07", 21 * 60),
    (5, "morning", "2026-11-07", 5 * 60),
    (3, None, "2026-11-02", 15 * 60),         # Monday closed: afternoon up to 7
    (8, None, "2026-11-02", 8 * 60),
    (12, None, None, 12 * 60),
])
def test_to24(biz, h, part, ymd, expected):
    assert to24(h, 0, part, biz, ymd) == expected


def test_to24_hour_bias(biz, evening_biz):
    assert to24(9, 0, None, evening_biz, "2026-11-07") == 21 * 60
    assert to24(9, 30, None, evening_biz, None) == 21 * 60 + 30
    assert to24(9, 0, "morning", evening_biz, "2026-11-07") == 9 * 60
    assert w("a las 9", evening_biz).minutes == 21 * 60
    assert to24(9, 0, None, biz, "2026-11-07") == 9 * 60


def test_dst_now(biz):
    # 00:30 UTC on 25 Oct 2026 is already 01:30 CEST... and the day after the change.
    late = datetime(2026, 10, 24, 22, 30, tzinfo=timezone.utc)
    assert today(late) == "2026-10-25"
    assert w("mañana", biz, late).ymd == "2026-10-26"


def test_madrid_parts_tell_apart_the_two_readings_of_a_repeated_hour():
    """01:30 in New York happens twice on 1 November 2026 (fold 0 and 1): one hour apart in
    Madrid too, whichever is asked first (the reading is cached by instant)."""
    from datetime import datetime
    from zoneinfo import ZoneInfo

    from bizengine.language.clock import madrid_parts
    first = datetime(2026, 11, 1, 1, 30, tzinfo=ZoneInfo("America/New_York"), fold=0)
    second = first.replace(fold=1)
    assert (madrid_parts(second).hour, madrid_parts(first).hour) == (7, 6)
    assert madrid_parts(first.replace(tzinfo=None)).hour == 2       # naive is UTC: 01:30 UTC is 02:30 in Madrid
