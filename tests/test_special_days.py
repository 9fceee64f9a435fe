"""Special days (issue 17, class 8): a public holiday opens with its own hours (the bakery's
8 December with Sunday hours), in the answers, the pickup slots and the agenda; the data is
validated and the knowledge text agrees with it."""
from __future__ import annotations

import json
import re
import shutil
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from bizengine import load_business
from bizengine.business import agenda, availability, hours
from bizengine.business.validation import business_problems

ROOT = Path(__file__).resolve().parent.parent
DATASET = ROOT / "datasets" / "pasteleria"
NOW = datetime(2026, 10, 31, 12, 40, tzinfo=ZoneInfo("Europe/Madrid"))
SUNDAY_HOURS = [(570, 840)]


@pytest.fixture(scope="module")
def biz():
    return load_business(DATASET)


def variant(tmp_path, change):
    dest = tmp_path / "pasteleria"
    shutil.copytree(DATASET, dest)
    data = json.loads((dest / "business.json").read_text(encoding="utf-8"))
    change(data)
    (dest / "business.json").write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return load_business(dest), data


@pytest.mark.parametrize("ymd, expected", [
    ("2026-12-08", SUNDAY_HOURS),          # Inmaculada, a Tuesday: Sunday hours
    ("2027-12-08", SUNDAY_HOURS),          # ... every year (a Wednesday)
    ("2026-12-09", [(540, 840), (990, 1200)]),
    ("2026-10-12", []),                    # Fiesta Nacional on a Monday: the weekly rest stays
    ("2026-12-25", []),                    # a closure still wins
    ("2027-03-25", SUNDAY_HOURS),          # Jueves Santo, a one-off date
    ("2028-03-25", [(540, 840), (990, 1200)]),   # ... only that year (a Saturday)
])
def test_day_ranges_on_special_days(biz, ymd, expected):
    assert hours.day_ranges(biz, ymd) == expected


def test_holiday_names_the_day(biz):
    assert hours.holiday(biz, "2026-12-08") == {
        "name": {"es": "Inmaculada Concepción", "gl": "Inmaculada Concepción"}, "closed": False}
    assert hours.holiday(biz, "2026-12-25")["closed"] is True
    assert hours.holiday(biz, "2026-12-09") is None


def test_pickup_slots_follow_the_special_hours(biz):
    got = availability.pickup_availability(biz, "2026-12-08", NOW, 0)
    times = [s["time"] for s in got["slots"]]
    assert got["ok"] and times[0] == "09:30" and times[-1] == "13:30"
    assert not [t for t in times if t >= "14:00"]
    assert hours.is_open_at(biz, "2026-12-08", 17 * 60) is False


def test_agenda_shows_only_the_special_hours(biz):
    rows = agenda.agenda_of(biz, "2026-12-08", NOW)
    assert [r["time"] for r in rows][:1] == ["09:30"]
    assert max(r["min"] for r in rows) < 14 * 60


def test_a_closed_special_day(tmp_path):
    b, _ = variant(tmp_path, lambda d: d["special_days"].append(
        {"date": "2026-11-10", "hours": [], "name": {"es": "Inventario", "gl": "Inventario"}}))
    assert hours.day_ranges(b, "2026-11-10") == []
    assert hours.holiday(b, "2026-11-10")["closed"] is True
    assert availability.pickup_availability(b, "2026-11-10", NOW, 0)["ok"] is False


def test_a_special_day_may_open_on_the_weekly_rest_without_keep_weekly_rest(tmp_path):
    b, _ = variant(tmp_path, lambda d: d["special_days"].append(
        {"date": "2026-11-09", "hours": [["10:00", "13:00"]], "name": {"es": "Mercado", "gl": "Mercado"}}))
    assert hours.day_ranges(b, "2026-11-09") == [(600, 780)]   # a Monday


@pytest.mark.parametrize("entry, problem", [
    ({"date": "2026-11-10", "hours": [["14:00", "10:00"]], "name": {"es": "X", "gl": "X"}},
     "pasteleria/business.json: special_days[9] (2026-11-10): tramo al revés o vacío 14:00–10:00"),
    ({"date": "2026-11-10", "hours": [], "name": {"es": "X", "gl": ""}},
     "pasteleria/business.json: special_days[9] (2026-11-10): falta el nombre en «gl»"),
    ({"date": "12-25", "hours": [], "name": {"es": "X", "gl": "X"}},
     "pasteleria/business.json: special_days[9] (12-25): la fecha ya está en closures o en otro día especial"),
    ({"date": "12-08", "hours": [], "name": {"es": "X", "gl": "X"}},
     "pasteleria/business.json: special_days[9] (12-08): la fecha ya está en closures o en otro día especial"),
])
def test_bad_special_days_are_reported(entry, problem):
    data = json.loads((DATASET / "business.json").read_text(encoding="utf-8"))
    assert business_problems("pasteleria", data, json.loads((DATASET / "catalog.json").read_text())) == []
    data["special_days"].append(entry)
    catalog = json.loads((DATASET / "catalog.json").read_text(encoding="utf-8"))
    assert business_problems("pasteleria", data, catalog) == [problem]


def test_the_knowledge_text_agrees_with_the_data(biz):
    """The «Festivos» section names every closure and the hours the special days open with."""
    text = (DATASET / "kb" / "tienda.md").read_text(encoding="utf-8")
    section = text.split("## Festivos", 1)[1].split("\n## ", 1)[0]
    for c in biz.data["closures"]:
        month, day = c["date"][-5:].split("-")
        assert re.search(rf"\b{int(day)} de \w+ \({re.escape(c['name']['es'])}\)", section), c
    for special in biz.data["special_days"]:
        a, b = special["hours"][0]
        assert f"de {a} a {b}" in section
        assert special["keep_weekly_rest"] and "lunes" in section
