"""The one phone reader (bizengine/language/phones.py): Spain by default, E.164 stored, national
shown for Spanish numbers and international for the rest (issue 19)."""
from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from bizengine.business.store import load_business
from bizengine.language.dates import parse_when
from bizengine.language.phones import find_phone, find_phones, parse_phone, show_phone
from bizengine.language.pii import classify
from bizengine.language.text import clean


@pytest.mark.parametrize("text, e164", [
    ("981 12 34 56", "+34981123456"),
    ("981123456", "+34981123456"),
    ("+34 981 123 456", "+34981123456"),
    ("0034981123456", "+34981123456"),
    ("0034 981 12 34 56", "+34981123456"),
    ("6 12 34 56 78", "+34612345678"),
    ("612-34-56-78", "+34612345678"),
    ("612.345.678", "+34612345678"),
    ("(+34) 612 345 678", "+34612345678"),
    ("mi móvil es el 655 44 43 33, gracias", "+34655444333"),
    ("o meu teléfono: 699888777", "+34699888777"),
    ("+351 912 345 678", "+351912345678"),           # a Portuguese mobile, not a Madrid number
    ("00351912345678", "+351912345678"),
    ("+33 1 42 68 53 00", "+33142685300"),
])
def test_a_phone_written_any_way_is_read_as_e164(text, e164):
    assert find_phone(text) == e164


@pytest.mark.parametrize("text", [
    "12345", "655 44 43", "teño 1234567", "", "quiero 2 tartas para 12 personas",
    "el 14/11/2026 a las 11:30", "EXP-20261031-0123456789abcdef", "son 2.500 €",
    "del 10 al 20 de noviembre", "4111 1111 1111 1111", "+34 12345",
])
def test_no_phone(text):
    assert find_phone(text) is None and find_phones(text) == []


def test_spans_point_at_the_number_as_written():
    text = "Laura, 655 44 43 33 o +351 912 345 678"
    found = find_phones(text)
    assert [text[p.start:p.end] for p in found] == ["655 44 43 33", "+351 912 345 678"]
    assert [p.e164 for p in found] == ["+34655444333", "+351912345678"]


@pytest.mark.parametrize("value, e164", [
    ("981 000 404", "+34981000404"), ("+34 981 000 404", "+34981000404"),
    ("+351 912 345 678", "+351912345678"), ("981 00 8 6", None), ("351 912 345 678", None),
    ("981 ABC 862", None), ("", None),
])
def test_parse_a_field(value, e164):
    assert parse_phone(value) == e164


@pytest.mark.parametrize("stored, shown", [
    ("+34981123456", "981 12 34 56"),
    ("+34655444333", "655 44 43 33"),
    ("+351912345678", "+351 912 345 678"),
    ("+447911123456", "+44 7911 123456"),
    ("655444333", "655 44 43 33"),         # a row stored before E.164
    ("no sé", "no sé"), ("", ""), (None, ""),
])
def test_shown_national_at_home_and_international_abroad(stored, shown):
    assert show_phone(stored) == shown


@pytest.mark.parametrize("text", ["llámame al 655 444 333", "chámame ao +351 912 345 678",
                                  "llámame al 655\u00a0444\u00a0333"])
def test_pii_level_of_a_phone(text):
    assert classify(text) == "phone"


@pytest.mark.parametrize("text, minutes", [
    ("para el sábado a las 11, mi teléfono es 655 44 43 33", 660),
    ("o sábado ás 12, o meu móbil 6 12 34 56 78", 720),
    ("el sábado a las 11, 0034 981 12 34 56", 660),
    ("mi teléfono es 981 12 34 56", None),
])
def test_a_phone_is_never_read_as_a_time(text, minutes):
    biz = load_business("datasets/pasteleria")
    now = datetime(2026, 10, 31, 12, 40, tzinfo=ZoneInfo("Europe/Madrid"))
    assert parse_when(clean(text), biz, now, "es").minutes == minutes
