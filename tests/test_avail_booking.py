"""avail.py booking modes (seed §22): tables (restaurante) and staff appointments (peluqueria).

`now` is fixed at Saturday 31 October 2026 12:40 Madrid.
"""
from __future__ import annotations

import json
import shutil
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from bizengine import load_business
from bizengine.business import agenda
from bizengine.business import availability
from bizengine.business import hours

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "datasets"
MADRID = ZoneInfo("Europe/Madrid")
NOW = datetime(2026, 10, 31, 12, 40, tzinfo=MADRID)
TUE = "2026-11-03"


@pytest.fixture(scope="module")
def rest():
    return load_business(FIXTURES / "restaurante")


@pytest.fixture(scope="module")
def salon():
    return load_business(FIXTURES / "peluqueria")


def variant(tmp_path, slug, change):
    dest = tmp_path / slug
    shutil.copytree(FIXTURES / slug, dest)
    data = json.loads((dest / "business.json").read_text(encoding="utf-8"))
    change(data)
    (dest / "business.json").write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return load_business(dest)


@pytest.fixture
def quiet(tmp_path):
    """The restaurant with background load 0: at most round(count × 0.25) tables seeded, so
    at least 4 two-seaters and 6 four-seaters stay free and the eight-seater is always free."""
    return variant(tmp_path, "restaurante", lambda d: d["booking"].update(load={"default": 0.0}))


def times(result):
    return [s["time"] for s in result["slots"]]


def block(ymd, start, end, seats, kind="booking"):
    return {"ymd": ymd, "start": start, "end": end, "kind": kind, "party": seats, "table_seats": seats}


# ================================================================ tables

@pytest.mark.parametrize("ymd, expected", [
    (TUE, [(780, 960), (1200, 1410)]),       # lunch and dinner
    ("2026-11-01", [(780, 990)]),            # Sunday: lunch only
    ("2026-11-02", []),                      # Monday
    ("2026-11-10", []),                      # one-off closure (a Tuesday)
    ("2027-11-09", [(780, 960), (1200, 1410)]),   # ... only in 2026
    ("2026-12-24", []),                      # recurring closure
])
def test_restaurant_ranges(rest, ymd, expected):
    assert hours.day_ranges(rest, ymd) == expected


def test_seeded_seatings_pinned(rest):
    res = availability.table_availability(rest, TUE, NOW, 2)
    assert res["ok"] and res["reason"] is None
    assert [(s["time"], s["min"], s["left"], s["table"]) for s in res["slots"]] == [
        ("13:00", 780, 9, 2), ("13:30", 810, 9, 2), ("14:00", 840, 8, 2), ("14:30", 870, 11, 2),
        ("20:00", 1200, 10, 2), ("20:30", 1230, 9, 2), ("21:00", 1260, 9, 2), ("21:30", 1290, 9, 2),
        ("22:00", 1320, 9, 2),
    ]
    assert res == availability.table_availability(rest, TUE, NOW, 2)   # deterministic


@pytest.mark.parametrize("ymd, party, expected", [
    # 90-minute meals: lunch 13:00–16:00 → last seating 14:30 (15:00 would end at 16:30)
    # dinner 20:00–23:30 → last 22:00 (22:30 is 60 min before closing but ends at 00:00)
    (TUE, 2, ["13:00", "13:30", "14:00", "14:30", "20:00", "20:30", "21:00", "21:30", "22:00"]),
    (TUE, 5, ["13:00", "13:30", "14:00", "14:30", "20:00", "20:30", "21:00", "21:30", "22:00"]),
    # 120-minute meals from 6 people
    (TUE, 6, ["13:00", "13:30", "14:00", "20:00", "20:30", "21:00", "21:30"]),
    (TUE, 8, ["13:00", "13:30", "14:00", "20:00", "20:30", "21:00", "21:30"]),
    # Sunday 13:00–16:30: 15:00 + 90 = 16:30 fits, and is 90 ≥ 60 min before closing
    ("2026-11-01", 2, ["13:00", "13:30", "14:00", "14:30", "15:00"]),
    # today: 12:40 + 90 min lead → 14:10
    ("2026-10-31", 2, ["14:30", "20:00", "20:30", "21:00", "21:30", "22:00"]),
])
def test_seating_times(quiet, ymd, party, expected):
    assert times(availability.table_availability(quiet, ymd, NOW, party)) == expected


def test_meal_running_past_closing_not_offered(tmp_path):
    # without the last-seating rule, the meal length alone still stops at 14:30 / 22:00
    b = variant(tmp_path, "restaurante", lambda d: d["booking"].update(
        load={"default": 0.0}, last_seating_before_close_minutes=0))
    assert times(availability.table_availability(b, TUE, NOW, 2))[-1] == "22:00"
    assert "15:00" not in times(availability.table_availability(b, TUE, NOW, 2))
    # with a longer last-seating rule, that one decides
    b2 = variant(tmp_path / "2", "restaurante", lambda d: d["booking"].update(
        load={"default": 0.0}, last_seating_before_close_minutes=120))
    assert times(availability.table_availability(b2, TUE, NOW, 2)) == ["13:00", "13:30", "14:00", "20:00", "20:30", "21:00", "21:30"]


@pytest.mark.parametrize("party, table", [(1, 2), (2, 2), (3, 4), (4, 4), (5, 8), (6, 8), (8, 8)])
def test_smallest_table_that_fits(quiet, party, table):
    res = availability.table_availability(quiet, TUE, NOW, party)
    assert {s["table"] for s in res["slots"]} == {table}


def test_left_counts_free_fitting_tables(quiet):
    assert {s["left"] for s in availability.table_availability(quiet, TUE, NOW, 6)["slots"]} == {1}
    for s in availability.table_availability(quiet, TUE, NOW, 3)["slots"]:
        assert 6 <= s["left"] <= 9        # four-seaters (≥ 6 free) + the eight-seater


def test_table_must_be_free_for_the_whole_meal(quiet):
    # every two-seater is taken from 21:30 to 23:00
    own = [block(TUE, 1290, 1380, 2) for _ in range(6)]
    res = {s["time"]: s["table"] for s in availability.table_availability(quiet, TUE, NOW, 2, own)["slots"]}
    assert res["13:00"] == 2
    assert res["20:00"] == 2     # 20:00–21:30 ends as the others sit down
    assert res["20:30"] == 4     # free at 20:30, but not until 22:00 → a bigger table
    assert res["21:00"] == 4
    assert res["22:00"] == 4


def test_own_table_held_for_the_whole_meal_even_with_a_short_end(quiet):
    # a block stored with a 10-minute end still holds its table for the party's 90 minutes
    own = [{"ymd": TUE, "start": 1200, "end": 1210, "kind": "booking", "party": 2, "table_seats": 2}] * 6
    res = {s["time"]: s["table"] for s in availability.table_availability(quiet, TUE, NOW, 2, own)["slots"]}
    assert res["20:00"] == 4 and res["21:00"] == 4 and res["21:30"] == 2


def test_other_days_blocks_do_not_count(quiet):
    own = [block("2026-11-04", 780, 1410, 2) for _ in range(6)]
    assert availability.table_availability(quiet, TUE, NOW, 2, own) == availability.table_availability(quiet, TUE, NOW, 2)


def test_own_block_without_table_uses_smallest_fit(quiet):
    own = [{"ymd": TUE, "start": 1200, "end": 1290, "kind": "booking", "party": 2} for _ in range(6)]
    res = {s["time"]: s["table"] for s in availability.table_availability(quiet, TUE, NOW, 2, own)["slots"]}
    assert res["20:00"] == 4 and res["21:30"] == 2


def test_all_small_tables_taken_then_the_big_one_then_none(quiet):
    twos = [block(TUE, 1260, 1350, 2) for _ in range(6)]
    fours = [block(TUE, 1260, 1350, 4) for _ in range(8)]
    eight = [block(TUE, 1260, 1350, 8)]
    res = {s["time"]: s for s in availability.table_availability(quiet, TUE, NOW, 2, twos + fours)["slots"]}
    assert res["21:00"]["table"] == 8 and res["21:00"]["left"] == 1
    res = {s["time"]: s for s in availability.table_availability(quiet, TUE, NOW, 2, twos + fours + eight)["slots"]}
    assert "21:00" not in res and "20:00" not in res     # 20:00–21:30 overlaps 21:00
    assert "19:30" not in res and res["13:00"]["table"] == 2


def test_every_table_taken_all_day_is_full(quiet):
    own = ([block(TUE, 780, 1410, 2) for _ in range(6)] + [block(TUE, 780, 1410, 4) for _ in range(8)]
           + [block(TUE, 780, 1410, 8)])
    assert availability.table_availability(quiet, TUE, NOW, 2, own) == {"ok": False, "reason": "full", "slots": []}
    assert availability.table_availability(quiet, TUE, NOW, 7, own)["reason"] == "full"


@pytest.mark.parametrize("ymd, party, now, reason", [
    (TUE, 0, NOW, "party"),
    (TUE, 13, NOW, "party"),           # above party.max
    (TUE, 9, NOW, "party"),            # no table that big: a person handles it
    (TUE, "dos", NOW, "party"),
    ("2026-10-30", 2, NOW, "past"),
    ("2026-10-31", 2, datetime(2026, 10, 31, 21, 0, tzinfo=MADRID), "past"),   # 22:30 > last seating
    ("2026-11-02", 2, NOW, "closed"),
    ("2026-11-10", 2, NOW, "closed"),
    ("2026-12-31", 2, NOW, "too_far"),   # today + 61
])
def test_table_reasons(rest, ymd, party, now, reason):
    assert availability.table_availability(rest, ymd, now, party) == {"ok": False, "reason": reason, "slots": []}


def test_invalid_day_raises(rest, salon):
    with pytest.raises(ValueError):
        availability.table_availability(rest, "2026-11-31", NOW, 2)
    with pytest.raises(ValueError):
        availability.staff_availability(salon, "2026-13-01", NOW, ["corte-hombre"])


def test_horizon_last_day(rest):
    assert availability.table_availability(rest, "2026-12-30", NOW, 2)["ok"] is True


def test_restaurant_agenda(rest):
    own = [block(TUE, 1260, 1350, 4)]
    rows = agenda.agenda_of(rest, TUE, NOW, own)
    assert [r["time"] for r in rows] == ["13:00", "13:30", "14:00", "14:30", "15:00",
                                         "20:00", "20:30", "21:00", "21:30", "22:00", "22:30"]
    assert {r["total"] for r in rows} == {15}
    assert [r["mine"] for r in rows] == [0] * 7 + [1, 1, 1, 0]
    assert all(0 <= r["taken"] <= 15 for r in rows)
    assert agenda.agenda_of(rest, "2026-11-02", NOW, own) == []


# ================================================================ staff

@pytest.mark.parametrize("services, ids", [
    (["corte-mujer", "tinte"], ["marta"]),          # Iago does not colour
    (["corte-hombre"], ["marta", "iago"]),
    (["corte-hombre", "barba"], ["marta", "iago"]),
    (["peinado"], ["marta"]),
    ([], ["marta", "iago"]),
    ("corte-hombre,barba", ["marta", "iago"]),
])
def test_eligible_resources(salon, services, ids):
    assert [r["id"] for r in availability.eligible_resources(salon, services)] == ids


@pytest.mark.parametrize("services, minutes", [
    (["corte-mujer"], 45), (["corte-mujer", "tinte"], 105), (["corte-hombre", "barba"], 50),
    (["tinte", "peinado"], 90), (["nada"], None), ([], None),
])
def test_service_minutes(salon, services, minutes):
    assert availability.service_minutes(salon, services) == minutes


def test_seeded_busy_pinned_and_sane(salon):
    people = {r["id"]: r for r in salon.data["booking"]["resources"]}
    assert availability.seeded_busy(salon, people["marta"], "2026-11-04") == [(660, 705), (705, 750), (750, 840), (1080, 1170)]
    assert availability.seeded_busy(salon, people["iago"], "2026-11-04") == [(750, 840), (1020, 1050)]
    for day in ("2026-11-03", "2026-11-04", "2026-11-05", "2026-11-06", "2026-11-07"):
        for r in people.values():
            busy = availability.seeded_busy(salon, r, day)
            ranges = availability.resource_ranges(salon, r, day)
            for (a, b), nxt in zip(busy, busy[1:] + [(10**6, 10**6)]):
                assert 30 <= b - a <= 90 and b <= nxt[0]
                assert any(s <= a and b <= e for s, e in ranges)
    assert availability.seeded_busy(salon, people["marta"], "2026-11-12") == []   # closure


def test_tuesday_colour_only_marta(salon):
    res = availability.staff_availability(salon, TUE, NOW, ["corte-mujer", "tinte"])
    assert res["ok"]
    assert [(s["time"], s["resource"], s["left"]) for s in res["slots"]] == [
        (t, "marta", 1) for t in ["16:00", "16:15", "16:30", "16:45", "17:00", "17:15",
                                  "17:30", "17:45", "18:00", "18:15"]]   # 18:15 + 105 min = 20:00


def test_con_marta_restricts(salon):
    anyone = availability.staff_availability(salon, TUE, NOW, ["corte-hombre"])
    marta = availability.staff_availability(salon, TUE, NOW, ["corte-hombre"], resource="marta")
    iago = availability.staff_availability(salon, TUE, NOW, ["corte-hombre"], resource="iago")
    assert {s["resource"] for s in anyone["slots"]} == {"marta", "iago"}
    assert {s["resource"] for s in marta["slots"]} == {"marta"}
    assert {s["resource"] for s in iago["slots"]} == {"iago"}
    assert times(iago)[0] == "15:00"        # Iago starts at 15:00 on Tuesdays
    assert set(times(anyone)) == set(times(marta)) | set(times(iago))
    assert {s["left"] for s in marta["slots"]} == {1}


def test_first_free_resource_in_dataset_order(salon):
    res = {s["time"]: s for s in availability.staff_availability(salon, TUE, NOW, ["corte-hombre"])["slots"]}
    assert (res["16:00"]["resource"], res["16:00"]["left"]) == ("marta", 2)    # both free → Marta
    assert (res["15:00"]["resource"], res["15:00"]["left"]) == ("iago", 1)     # Marta is off → Iago
    assert (res["19:30"]["resource"], res["19:30"]["left"]) == ("marta", 2)


def test_duration_sum_and_fit(salon):
    people = {r["id"]: r for r in salon.data["booking"]["resources"]}
    for day in ("2026-11-03", "2026-11-04", "2026-11-06", "2026-11-07"):
        for services in (["corte-hombre"], ["corte-hombre", "barba"], ["corte-mujer", "tinte"], ["peinado"]):
            dur = availability.service_minutes(salon, services)
            for s in availability.staff_availability(salon, day, NOW, services)["slots"]:
                r = people[s["resource"]]
                assert any(a <= s["min"] and s["min"] + dur <= b for a, b in availability.resource_ranges(salon, r, day))
                assert not any(s["min"] < e and s["min"] + dur > a for a, e in availability.seeded_busy(salon, r, day))
    beard = availability.staff_availability(salon, TUE, NOW, ["corte-hombre", "barba"], resource="iago")
    assert times(beard) == ["15:00", "15:15", "15:30", "18:30", "18:45", "19:00"]   # 19:00 + 50 ≤ 20:00


def test_own_appointment_blocks_that_resource(salon):
    own = [{"ymd": TUE, "start": 960, "end": 1005, "kind": "booking", "resource": "marta"}]
    res = availability.staff_availability(salon, TUE, NOW, ["corte-mujer", "tinte"], own=own)
    assert times(res)[0] == "16:45"
    other = [{"ymd": TUE, "start": 960, "end": 1005, "kind": "booking", "resource": "iago"}]
    assert availability.staff_availability(salon, TUE, NOW, ["corte-mujer", "tinte"], own=other) == \
        availability.staff_availability(salon, TUE, NOW, ["corte-mujer", "tinte"])
    res = {s["time"]: s for s in availability.staff_availability(salon, TUE, NOW, ["corte-hombre"], own=own)["slots"]}
    assert (res["16:00"]["resource"], res["16:00"]["left"]) == ("iago", 1)


def test_services_as_text(salon):
    assert availability.staff_availability(salon, TUE, NOW, "corte-mujer,tinte") == \
        availability.staff_availability(salon, TUE, NOW, ["corte-mujer", "tinte"])


@pytest.mark.parametrize("ymd, services, resource, reason", [
    (TUE, [], None, "service"),
    (TUE, ["nada"], None, "service"),
    (TUE, ["corte-mujer", "tinte"], "iago", "resource"),
    (TUE, ["corte-hombre"], "nadie", "resource"),
    ("2026-11-12", ["corte-hombre"], None, "closed"),     # one-off closure (training day)
    ("2026-11-02", ["corte-hombre"], None, "closed"),     # Monday
    ("2026-11-01", ["corte-hombre"], None, "closed"),     # Sunday
    ("2026-10-30", ["corte-hombre"], None, "past"),
    ("2026-10-31", ["corte-hombre"], None, "past"),       # 12:40 + 60 → 13:40; 13:45 + 30 > 14:00
    ("2026-12-16", ["corte-hombre"], None, "too_far"),    # today + 46
])
def test_staff_reasons(salon, ymd, services, resource, reason):
    assert availability.staff_availability(salon, ymd, NOW, services, resource) == {"ok": False, "reason": reason, "slots": []}


def test_staff_recurring_closure(salon):
    december = datetime(2026, 12, 1, 10, 0, tzinfo=MADRID)
    assert availability.staff_availability(salon, "2026-12-25", december, ["corte-hombre"])["reason"] == "closed"
    assert availability.staff_availability(salon, "2026-12-24", december, ["corte-hombre"])["ok"] is True


def test_staff_horizon_last_day_and_lead(salon):
    assert availability.staff_availability(salon, "2026-12-15", NOW, ["corte-hombre"])["ok"] is True
    early = datetime(2026, 11, 3, 15, 50, tzinfo=MADRID)     # + 60 min → 16:50
    assert times(availability.staff_availability(salon, TUE, early, ["corte-mujer", "tinte"])) == [
        "17:00", "17:15", "17:30", "17:45", "18:00", "18:15"]


def test_full_when_no_one_is_free(salon):
    own = [{"ymd": TUE, "start": 600, "end": 1200, "kind": "booking", "resource": "marta"}]
    assert availability.staff_availability(salon, TUE, NOW, ["tinte"], own=own) == {"ok": False, "reason": "full", "slots": []}
    assert availability.staff_availability(salon, TUE, NOW, ["corte-hombre"], own=own)["ok"] is True   # Iago


def test_salon_agenda(salon):
    own = [{"ymd": TUE, "start": 960, "end": 1005, "kind": "booking", "resource": "marta"}]
    rows = {r["time"]: r for r in agenda.agenda_of(salon, TUE, NOW, own)}
    assert rows["10:00"]["total"] == 1 and rows["15:00"]["total"] == 1 and rows["16:00"]["total"] == 2
    assert "14:30" not in rows and "20:00" not in rows
    assert [rows[t]["mine"] for t in ("15:45", "16:00", "16:15", "16:30", "16:45")] == [0, 1, 1, 1, 0]
    assert all(0 <= r["taken"] <= r["total"] for r in rows.values())
