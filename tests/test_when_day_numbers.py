"""when.parse_when: a weekday with a day number, a bare «el 14», and midnight («12 de la noche»).
now = Saturday 31 October 2026 12:40 Madrid."""
from __future__ import annotations

import pytest

from bizengine.language.text import clean
from bizengine.language.dates import parse_when
from tests.conversation import NOW, bakery


@pytest.mark.parametrize("text, ymd, minutes", [
    ("para el sábado 14 a las 11", "2026-11-14", 660),
    ("el lunes 9", "2026-11-09", None),
    ("el viernes 13", "2026-11-13", None),
    ("el martes 10", "2026-11-10", None),
    ("el sábado 14 de noviembre", "2026-11-14", None),
    ("el sábado día 14", "2026-11-14", None),
    ("el 14", "2026-11-14", None),
    ("el 14 a las 11", "2026-11-14", 660),
    ("para o venres 13 ás 10", "2026-11-13", 600),
    ("o sábado 14 de novembro", "2026-11-14", None),
    ("el sábado", "2026-11-07", None),
    ("el sábado 7 de la mañana", "2026-11-07", 420),      # 7 is the hour, not the day
    ("para el viernes 2 croissants", "2026-11-06", None),  # 2 is a quantity
])
def test_weekday_with_a_day_number(text, ymd, minutes):
    w = parse_when(clean(text), bakery(), NOW)
    assert (w.ymd, w.minutes, w.ambiguous_day, w.invalid_day) == (ymd, minutes, False, False)


@pytest.mark.parametrize("text, choices", [
    ("el viernes 14", ["2026-11-13", "2026-11-14"]),
    ("el lunes 14 a las 11", ["2026-11-14", "2026-11-16"]),
    ("el domingo 14 de noviembre", ["2026-11-14", "2026-11-15"]),
])
def test_weekday_and_number_that_disagree_are_ambiguous(text, choices):
    w = parse_when(clean(text), bakery(), NOW)
    assert w.ymd is None and not w.has_day
    assert w.ambiguous_day and w.ambiguous_kind == "mismatch"
    assert w.day_choices == choices


def test_a_weekday_with_a_day_that_does_not_exist_is_invalid():
    w = parse_when(clean("el lunes 31 de noviembre"), bakery(), NOW)
    assert w.invalid_day and w.ymd is None


@pytest.mark.parametrize("text, ymd, minutes", [
    ("mañana a las 12 de la noche", "2026-11-02", 0),    # the midnight that ends Sunday
    ("a las 12 de la noche", "2026-11-01", 0),           # tonight's midnight
    ("el viernes a las 12 de la noche", "2026-11-07", 0),
    ("mañana ás 12 da noite", "2026-11-02", 0),
    ("mañana a las 24:00", "2026-11-02", 0),
    ("mañana a las 12", "2026-11-01", 720),              # noon stays noon
    ("mañana a las 12 del mediodía", "2026-11-01", 720),
    ("mañana a las 11 de la noche", "2026-11-01", 1380),
])
def test_midnight_is_00_00_of_the_next_day(text, ymd, minutes):
    w = parse_when(clean(text), bakery(), NOW)
    assert (w.ymd, w.minutes, w.has_day, w.has_time) == (ymd, minutes, True, True)


# A day number followed by the start of another clause is still the day: «el viernes 13 somos 4»
# is the 13th for four, not next Friday (the 6th) with the 13 dropped.
@pytest.mark.parametrize("text, ymd", [
    ("el viernes 13 somos 4", "2026-11-13"),
    ("el viernes 13, somos 4", "2026-11-13"),
    ("el viernes 13 seremos 4", "2026-11-13"),
    ("el viernes 13 vamos a ser 6", "2026-11-13"),
    ("el sabado 14 somo 3", "2026-11-14"),                # typo, no accent
    ("el 13 somos 5 a las 14", "2026-11-13"),
    ("el 14 quiero una mesa", "2026-11-14"),
    ("el sábado 14 necesito 6 croissants", "2026-11-14"),
    ("el lunes 9 me viene bien", "2026-11-09"),
    ("o venres 13 somos 4", "2026-11-13"),
    ("o sábado 14 imos ser 3", "2026-11-14"),
    ("o xoves 12 quero unha mesa", "2026-11-12"),
])
def test_a_day_number_before_another_clause_is_the_day(text, ymd):
    w = parse_when(clean(text), bakery(), NOW)
    assert (w.ymd, w.ambiguous_day, w.invalid_day) == (ymd, False, False)


@pytest.mark.parametrize("text", ["para el viernes 2 croissants", "el sábado 4 personas",
                                  "el viernes 6 palmeras", "o venres 2 bicas"])
def test_a_number_before_a_noun_stays_a_quantity(text):
    w = parse_when(clean(text), bakery(), NOW)
    assert w.ymd in ("2026-11-06", "2026-11-07")          # the coming weekday, not the number


# «21.30» is half past nine, never nine o'clock: after «a las», or alone on a quarter of an hour.
@pytest.mark.parametrize("text, minutes", [
    ("mesa a las 21.30", 1290), ("jueves 21.30", 1290), ("el sabado a las 20.30", 1230),
    ("a las 12.45", 765), ("ás 11.15", 675), ("o xoves ás 21.30", 1290), ("a las 10.00", 600),
])
def test_a_time_with_a_dot_keeps_its_minutes(text, minutes):
    assert parse_when(clean(text), bakery(), NOW).minutes == minutes


@pytest.mark.parametrize("text", ["cuesta 2.50", "la tarta de 14.30 euros", "son 3.45 eur", "pesa 1.5 kilos"])
def test_a_price_or_a_measure_with_a_dot_is_no_time(text):
    assert parse_when(clean(text), bakery(), NOW).minutes is None


# A weekday said with its week (now is Saturday 31 October).
@pytest.mark.parametrize("text, ymd", [
    ("para este sábado a las 18", "2026-10-31"),        # today
    ("este sabado por la tarde", "2026-10-31"),
    ("para este domingo", "2026-11-01"),
    ("el sábado", "2026-11-07"),                        # said on a Saturday: the next one
    ("para el otro domingo a las 10", "2026-11-08"),    # the one after the coming one
    ("o outro venres", "2026-11-13"),
    ("el domingo de la semana que viene", "2026-11-08"),  # the week from next Monday
    ("o domingo da semana que vén", "2026-11-08"),
    ("el martes de la semana que viene", "2026-11-03"),
    ("para el otro lado, el sábado", "2026-11-07"),     # «otro» not before the weekday
])
def test_a_weekday_with_its_week(text, ymd):
    w = parse_when(clean(text), bakery(), NOW)
    assert (w.ymd, w.ambiguous_day) == (ymd, False)


# A correction in the same message: the second day, party or time.
@pytest.mark.parametrize("text, ymd", [
    ("el viernes, perdon, el sabado", "2026-11-07"),
    ("o venres, non, o sábado", "2026-11-07"),
    ("el viernes no el sábado", "2026-11-07"),
    ("el viernes, digo el jueves", "2026-11-05"),
])
def test_a_day_taken_back_in_the_same_message(text, ymd):
    assert parse_when(clean(text), bakery(), NOW).ymd == ymd


@pytest.mark.parametrize("text, ymd", [
    ("para el sábado 7 por la tarde", "2026-11-07"),
    ("para el 5 por la tarde", "2026-11-05"),
    ("el 10 por la mañana", "2026-11-10"),
    ("el 14 por la manana", "2026-11-14"),
    ("domingo 8 por la mañana", "2026-11-08"),
    ("o sábado 7 pola tarde", "2026-11-07"),
    ("para o 12 pola mañá", "2026-11-12"),
    ("el 7 de noviembre por la tarde", "2026-11-07"),
])
def test_a_day_number_with_a_part_of_the_day_is_no_hour(text, ymd):
    """«el sábado 7 por la tarde» was written down at 19:00: the 7 is the day."""
    w = parse_when(clean(text), bakery(), NOW)
    assert (w.ymd, w.minutes) == (ymd, None) and w.part in ("morning", "afternoon")


@pytest.mark.parametrize("text, ymd, minutes", [
    ("el 7 a las 5 de la tarde", "2026-11-07", 1020),
    ("el sábado 7 a las 7 de la tarde", "2026-11-07", 1140),
    ("el día 7 a las 19:30", "2026-11-07", 1170),
    ("el 14 a las 11 por la mañana", "2026-11-14", 660),
])
def test_a_day_number_with_an_hour_keeps_the_hour(text, ymd, minutes):
    w = parse_when(clean(text), bakery(), NOW)
    assert (w.ymd, w.minutes) == (ymd, minutes)


@pytest.mark.parametrize("text, asked", [
    ("quiero una tarta de santiago para 8 para el sabado 7 por la tarde", "¿A qué hora lo recoges el sábado 7 de noviembre?"),
    ("quiero 2 croissants para el 14 por la mañana", "¿A qué hora lo recoges el sábado 14 de noviembre?"),
    ("quero 2 croissants para o sábado 7 pola mañá", "¿A que hora o recolles o sábado 7 de novembro?"),
])
def test_the_hour_is_asked_within_the_part_of_the_day(text, asked):
    from tests.conversation import chat
    c = chat()
    t = c.say(text)
    assert asked in t.text and c.order["min"] is None and "pola" not in t.text
    morning = "mañana" in text or "mañá" in text
    assert all((int(label[:2]) < 14) == morning for label in t.chip_labels)


@pytest.mark.parametrize("text, ymd", [
    ("viernes santo", "2027-03-26"), ("o venres santo", "2027-03-26"), ("jueves santo", "2027-03-25"),
    ("lunes de pascua", "2027-03-29"), ("nochevieja", "2026-12-31"), ("noitevella", "2026-12-31"),
    ("nochebuena", "2026-12-24"), ("el dia de reis", "2027-01-06"), ("san juan", "2027-06-24"),
    ("todos los santos", "2026-11-01"),      # tomorrow
    ("pastelería de santiago", None), ("el viernes", None),
])
def test_a_day_of_the_calendar_said_by_its_name(text, ymd):
    from bizengine.language.holidays import calendar_day
    assert calendar_day(clean(text), "2026-10-31") == ymd


@pytest.mark.parametrize("text, said", [
    ("abris el viernes santo?", "El viernes 26 de marzo abrimos de 09:30 a 14:00."),
    ("o xoves santo abrides?", "O xoves 25 de marzo abrimos de 09:30 a 14:00."),
    ("abrís en nochevieja?", "El jueves 31 de diciembre abrimos de 09:00 a 14:00 y de 16:30 a 20:00."),
    ("horario de nochebuena", "El jueves 24 de diciembre abrimos"),
    ("abrís en Navidad?", "El viernes 25 de diciembre no abrimos (Navidad)."),
])
def test_hours_of_a_day_said_by_its_name(text, said):
    """«¿abrís el viernes santo?» answered with the hours of Friday 6 November."""
    from tests.conversation import chat
    assert chat().say(text).text.startswith(said)
