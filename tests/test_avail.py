"""avail.py: hours, seeded load and pickup slots, against the bakery dataset (seed §21, §28).

`now` is fixed at Saturday 31 October 2026 12:40 Madrid, the day the seed's conversations
were recorded.
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from datetime import datetime, timezone
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from bizengine import load_business
from bizengine.business import agenda
from bizengine.business import availability
from bizengine.business import hours
from bizengine.business import seeded
from bizengine.language import clock

ROOT = Path(__file__).resolve().parent.parent
DATASET = ROOT / "datasets" / "pasteleria"
MADRID = ZoneInfo("Europe/Madrid")
NOW = datetime(2026, 10, 31, 12, 40, tzinfo=MADRID)

MORNING = ["09:00", "09:30", "10:00", "10:30", "11:00", "11:30", "12:00", "12:30", "13:00", "13:30"]
AFTERNOON = ["16:30", "17:00", "17:30", "18:00", "18:30", "19:00", "19:30"]
SUNDAY = ["09:30", "10:00", "10:30", "11:00", "11:30", "12:00", "12:30", "13:00", "13:30"]


@pytest.fixture(scope="module")
def biz():
    return load_business(DATASET)


def variant(tmp_path, change) -> "object":
    """A copy of the dataset with business.json changed by `change(data)`, loaded."""
    dest = tmp_path / "pasteleria"
    shutil.copytree(DATASET, dest)
    data = json.loads((dest / "business.json").read_text(encoding="utf-8"))
    change(data)
    (dest / "business.json").write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return load_business(dest)


def times(result):
    return [s["time"] for s in result["slots"]]


# ---------------------------------------------------------------- hours

@pytest.mark.parametrize("ymd, expected", [
    ("2026-10-15", [(540, 840), (990, 1200)]),   # Thursday, split day (seed §21)
    ("2026-10-19", []),                          # Monday
    ("2026-12-25", []),                          # recurring closure MM-DD
    ("2027-12-25", []),                          # ... every year
    ("2027-01-06", []),
    ("2026-11-01", [(570, 840)]),                # Sunday 09:30–14:00
    ("2026-10-31", [(540, 840), (990, 1200)]),   # Saturday
    ("2026-12-24", [(540, 840), (990, 1200)]),   # Thursday, not a closure
])
def test_day_ranges(biz, ymd, expected):
    assert hours.day_ranges(biz, ymd) == expected


def test_one_off_closure_only_that_year(tmp_path):
    b = variant(tmp_path, lambda d: d["closures"].append({"date": "2026-11-05"}))
    assert hours.day_ranges(b, "2026-11-05") == []
    assert hours.day_ranges(b, "2027-11-05") == [(540, 840), (990, 1200)]   # a Friday next year
    assert availability.pickup_availability(b, "2026-11-05", NOW, 0) == {"ok": False, "reason": "closed", "slots": []}


@pytest.mark.parametrize("ymd, minutes, expected", [
    ("2026-10-15", 539, False),
    ("2026-10-15", 540, True),
    ("2026-10-15", 839, True),
    ("2026-10-15", 840, False),     # end is exclusive
    ("2026-10-15", 900, False),     # midday break
    ("2026-10-15", 990, True),
    ("2026-10-15", 1199, True),
    ("2026-10-15", 1200, False),
    ("2026-10-19", 660, False),     # Monday
    ("2026-12-25", 660, False),     # closure
])
def test_is_open_at(biz, ymd, minutes, expected):
    assert hours.is_open_at(biz, ymd, minutes) is expected


@pytest.mark.parametrize("ymd, minutes, expected", [
    ("2026-10-31", 480, ("2026-10-31", 540)),    # before opening
    ("2026-10-31", 760, ("2026-10-31", 990)),    # open: the next range is the next opening
    ("2026-10-31", 900, ("2026-10-31", 990)),    # midday break
    ("2026-10-31", 1230, ("2026-11-01", 570)),   # after closing → Sunday 09:30
    ("2026-11-01", 900, ("2026-11-03", 540)),    # Sunday afternoon → Monday closed → Tuesday
    ("2026-12-24", 1230, ("2026-12-26", 540)),   # Christmas skipped
])
def test_next_opening(biz, ymd, minutes, expected):
    assert hours.next_opening(biz, ymd, minutes) == expected


def test_next_opening_none_when_closed_two_weeks(tmp_path):
    b = variant(tmp_path, lambda d: d.update(hours={k: [] for k in d["hours"]} | {"mon": [["09:00", "10:00"]]}))
    assert hours.next_opening(b, "2026-11-03", 0) == ("2026-11-09", 540)
    b2 = variant(tmp_path / "x", lambda d: d["closures"].extend({"date": f"2026-11-{n:02d}"} for n in range(1, 31)))
    assert hours.next_opening(b2, "2026-11-01", 0) is None


# ---------------------------------------------------------------- hash01 and the seeded load

@pytest.mark.parametrize("data, expected", [(b"a", 0xE40C292C), (b"foobar", 0xBF9CF968), (b"", 0x811C9DC5)])
def test_fnv1a32_reference_vectors(data, expected):
    assert seeded._fnv1a32(data) == expected


@pytest.mark.parametrize("text, expected", [
    ("pasteleria|2026-11-07|22", 0.5632727050688118),
    ("", 0.6689221884589642),
    ("abc", 0.1124456962570548),
    ("ñ", 0.31523344572633505),
])
def test_hash01_pinned(text, expected):
    assert seeded.hash01(text) == expected


def test_hash01_same_in_another_process():
    code = "from bizengine.business.seeded import hash01; print(repr(hash01('pasteleria|2026-11-07|22')))"
    env = dict(os.environ, PYTHONHASHSEED="12345")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "0.5632727050688118"


def test_hash01_range_and_spread():
    values = [seeded.hash01(f"x|{i}") for i in range(2000)]
    assert all(0.0 <= v < 1.0 for v in values)
    assert 0.45 < sum(values) / len(values) < 0.55
    assert sum(v < 0.1 for v in values) > 120 and sum(v >= 0.9 for v in values) > 120


@pytest.mark.parametrize("minutes, part", [
    (0, "morning"), (779, "morning"), (780, "lunch"), (959, "lunch"),
    (960, "afternoon"), (1199, "afternoon"), (1200, "evening"), (1439, "evening"),
])
def test_day_parts(minutes, part):
    assert seeded._day_part(minutes) == part


@pytest.mark.parametrize("ymd, minutes, base", [
    ("2026-11-07", 660, 0.45),   # sat_morning override
    ("2026-11-07", 990, 0.3),    # Saturday afternoon: default
    ("2026-11-06", 990, 0.4),    # fri_afternoon override
    ("2026-11-06", 780, 0.3),    # Friday lunch: default
    ("2026-11-08", 600, 0.45),   # sun_morning
])
def test_background_load_formula(biz, ymd, minutes, base):
    cfg = biz.data["order"]
    noise = (seeded.hash01(f"pasteleria|{ymd}|{minutes // 30}") - 0.5) * 0.5
    assert seeded.background_load(biz, cfg, ymd, minutes) == pytest.approx(min(1, max(0, base + noise)))


def test_background_load_exact_and_block_wide(biz):
    cfg = biz.data["order"]
    # sat_morning 0.45 + (0.5632727050688118 - 0.5) * 0.5
    assert seeded.background_load(biz, cfg, "2026-11-07", 660) == pytest.approx(0.4816363525344059)
    assert seeded.background_load(biz, cfg, "2026-11-07", 689) == seeded.background_load(biz, cfg, "2026-11-07", 660)


def test_background_load_clamped_and_default(biz):
    assert seeded.background_load(biz, {"load": {"default": 1.0}}, "2026-11-07", 660) == 1.0
    noise = (seeded.hash01("pasteleria|2026-11-05|20") - 0.5) * 0.5
    assert seeded.background_load(biz, {"load": {"default": 0.0}}, "2026-11-05", 600) == max(0.0, noise)
    no_cfg = seeded.background_load(biz, {}, "2026-11-07", 660)
    assert no_cfg == pytest.approx(0.3 + (0.5632727050688118 - 0.5) * 0.5)
    for m in range(0, 1440, 30):
        assert 0.0 <= seeded.background_load(biz, {"load": {"default": 0.9}}, "2026-11-07", m) <= 1.0


# ---------------------------------------------------------------- pickup slots

def test_thursday_slots_end_15_min_before_closing(biz):
    res = availability.pickup_availability(biz, "2026-11-05", NOW, 0)
    assert res["ok"] is True and res["reason"] is None
    assert times(res) == MORNING + AFTERNOON      # 13:30 and 19:30 are the last: 13:45/19:45 are too late
    assert [s["min"] for s in res["slots"]][:3] == [540, 570, 600]


def test_sunday_slots(biz):
    res = availability.pickup_availability(biz, "2026-11-08", NOW, 0)
    assert times(res) == SUNDAY


def test_left_is_max_minus_seeded_minus_own(biz):
    cfg = biz.data["order"]
    res = availability.pickup_availability(biz, "2026-11-05", NOW, 0)
    for s in res["slots"]:
        taken = round(4 * seeded.background_load(biz, cfg, "2026-11-05", s["min"]))
        assert s["left"] == 4 - taken
    own = [{"ymd": "2026-11-05", "start": 660, "end": 690, "kind": "order"}]
    res2 = availability.pickup_availability(biz, "2026-11-05", NOW, 0, own)
    before = {s["min"]: s["left"] for s in res["slots"]}
    after = {s["min"]: s["left"] for s in res2["slots"]}
    assert after[660] == before[660] - 1
    assert {m: v for m, v in after.items() if m != 660} == {m: v for m, v in before.items() if m != 660}


def test_own_blocks_of_another_day_or_time_do_not_count(biz):
    own = [{"ymd": "2026-11-06", "start": 660, "end": 690, "kind": "order"},
           {"ymd": "2026-11-05", "start": 690, "end": 720, "kind": "order"}]
    a = availability.pickup_availability(biz, "2026-11-05", NOW, 0)
    b = availability.pickup_availability(biz, "2026-11-05", NOW, 0, own)
    assert [s for s in a["slots"] if s["min"] != 690] == [s for s in b["slots"] if s["min"] != 690]


def test_a_full_slot_is_omitted(biz):
    res = availability.pickup_availability(biz, "2026-11-05", NOW, 0)
    left = {s["min"]: s["left"] for s in res["slots"]}[660]
    own = [{"ymd": "2026-11-05", "start": 660, "end": 690, "kind": "order"}] * left
    res2 = availability.pickup_availability(biz, "2026-11-05", NOW, 0, own)
    assert "11:00" not in times(res2)
    assert times(res2) == [t for t in MORNING + AFTERNOON if t != "11:00"]


def test_full_day(tmp_path):
    # load 1.0 minus at most 0.25 of noise: round(1 × 0.75) = 1 order per slot, all taken
    b = variant(tmp_path, lambda d: d["order"].update(load={"default": 1.0}, max_per_slot=1))
    assert availability.pickup_availability(b, "2026-11-05", NOW, 0) == {"ok": False, "reason": "full", "slots": []}
    assert availability.pickup_days(b, NOW, 0) == []


@pytest.mark.parametrize("lead, first", [
    (0, "13:00"),       # 12:40 → the 13:00 slot
    (10, "13:00"),
    (20, "13:00"),      # 13:00 exactly is reachable
    (21, "13:30"),
    (50, "13:30"),
    (51, "16:30"),      # 13:31: nothing left in the morning
    (409, "19:30"),
])
def test_lead_time_today(biz, lead, first):
    res = availability.pickup_availability(biz, "2026-10-31", NOW, lead)
    assert res["ok"] and times(res)[0] == first


def test_nothing_left_today_is_past(biz):
    assert availability.pickup_availability(biz, "2026-10-31", NOW, 411) == {"ok": False, "reason": "past", "slots": []}


def test_now_in_any_zone(biz):
    utc = datetime(2026, 10, 31, 11, 40, tzinfo=timezone.utc)
    assert availability.pickup_availability(biz, "2026-10-31", utc, 10) == availability.pickup_availability(biz, "2026-10-31", NOW, 10)
    naive_utc = datetime(2026, 10, 31, 11, 40)       # naive → read as UTC, like clock.madrid_parts
    assert availability.pickup_availability(biz, "2026-10-31", naive_utc, 10) == availability.pickup_availability(biz, "2026-10-31", NOW, 10)


@pytest.mark.parametrize("ymd", ["2026-02-30", "2026-1-5", "", None, "mañana"])
def test_invalid_day_raises(biz, ymd):
    with pytest.raises(ValueError):
        availability.pickup_availability(biz, ymd, NOW, 0)


@pytest.mark.parametrize("ymd, lead, ok, reason, first", [
    ("2026-10-30", 0, False, "past", None),          # yesterday
    ("2026-10-31", 24 * 60, False, "past", None),    # today, 24 h item
    ("2026-11-01", 24 * 60, False, "past", None),    # Sunday opens 09:30 < Sunday 12:40
    ("2026-11-01", 23 * 60 + 59, True, None, "13:00"),  # under 24 h: slot by slot (12:39 → 13:00)
    ("2026-11-02", 24 * 60, False, "closed", None),  # Monday
    ("2026-11-03", 24 * 60, True, None, "09:00"),    # whole day offered
    ("2026-11-01", 48 * 60, False, "past", None),
    ("2026-11-03", 48 * 60, True, None, "09:00"),    # Tue 09:00 ≥ Mon 12:40
    ("2026-11-03", 72 * 60, False, "past", None),    # Tue 09:00 < Tue 12:40: no half day
    ("2026-11-04", 72 * 60, True, None, "09:00"),
    ("2026-12-30", 0, True, None, "09:00"),          # today + 60 days: inside the horizon
    ("2026-12-31", 0, False, "too_far", None),
    ("2027-03-02", 0, False, "too_far", None),
    ("2026-12-25", 0, False, "closed", None),
])
def test_pickup_reasons(biz, ymd, lead, ok, reason, first):
    res = availability.pickup_availability(biz, ymd, NOW, lead)
    assert (res["ok"], res["reason"]) == (ok, reason)
    if ok:
        assert times(res)[0] == first
    else:
        assert res["slots"] == []


def test_whole_day_with_long_lead(biz):
    assert times(availability.pickup_availability(biz, "2026-11-03", NOW, 24 * 60)) == MORNING + AFTERNOON


WEEK = ["2026-11-03", "2026-11-04", "2026-11-05", "2026-11-06", "2026-11-07", "2026-11-08"]


@pytest.mark.parametrize("lead, expected", [
    (24 * 60, WEEK),   # seed §28: [mar 3 nov] … [dom 8 nov]
    (48 * 60, WEEK),   # seed §28, 48 h: same days
    (0, ["2026-10-31", "2026-11-01", "2026-11-03", "2026-11-04", "2026-11-05", "2026-11-06"]),
    (120 * 60, ["2026-11-06", "2026-11-07", "2026-11-08", "2026-11-10", "2026-11-11", "2026-11-12"]),
])
def test_pickup_days(biz, lead, expected):
    assert availability.pickup_days(biz, NOW, lead) == expected


def test_pickup_days_limit_and_horizon(biz):
    assert availability.pickup_days(biz, NOW, 24 * 60, limit=2) == WEEK[:2]
    days = availability.pickup_days(biz, NOW, 0, limit=1000)
    assert days[-1] == "2026-12-30" and "2026-12-25" not in days and "2026-11-02" not in days
    assert len(days) == 51   # 61 days from today to the horizon, minus 9 Mondays and Christmas


def test_nearest():
    slots = [{"time": t, "min": m, "left": 1} for t, m in
             [("10:00", 600), ("10:30", 630), ("11:00", 660), ("11:30", 690), ("12:00", 720)]]
    assert [s["time"] for s in availability.nearest(slots, 670)] == ["10:30", "11:00", "11:30"]
    assert [s["time"] for s in availability.nearest(slots, 675, n=1)] == ["11:30"]   # tie → the later
    assert [s["time"] for s in availability.nearest(slots, 675, n=2)] == ["11:00", "11:30"]
    assert [s["time"] for s in availability.nearest(slots, 900, n=2)] == ["11:30", "12:00"]
    assert availability.nearest([], 600) == []


# ---------------------------------------------------------------- DST days

def test_dst_autumn_lead_counts_elapsed_time(biz):
    # 00:30 CEST on the night clocks go back: +10 h of elapsed time is 09:30 CET, not 10:30.
    now = datetime(2026, 10, 25, 0, 30, tzinfo=MADRID)
    assert now.utcoffset().total_seconds() == 7200
    res = availability.pickup_availability(biz, "2026-10-25", now, 600)
    assert times(res) == SUNDAY
    assert availability.pickup_availability(biz, "2026-10-25", now, 601)["slots"][0]["time"] == "10:00"


def test_dst_spring_lead_counts_elapsed_time(biz):
    # 00:30 CET on the night clocks go forward: +10 h of elapsed time is 11:30 CEST.
    now = datetime(2027, 3, 28, 0, 30, tzinfo=MADRID)
    res = availability.pickup_availability(biz, "2027-03-28", now, 600)
    assert times(res)[0] == "11:30"
    assert times(res) == SUNDAY[SUNDAY.index("11:30"):]


@pytest.mark.parametrize("ymd, minutes, iso", [
    ("2026-10-24", 570, "2026-10-24T09:30:00+02:00"),
    ("2026-10-25", 570, "2026-10-25T09:30:00+01:00"),
    ("2026-10-25", 810, "2026-10-25T13:30:00+01:00"),
    ("2027-03-27", 660, "2027-03-27T11:00:00+01:00"),
    ("2027-03-28", 660, "2027-03-28T11:00:00+02:00"),
    ("2026-11-07", 1440, "2026-11-08T00:00:00+01:00"),
])
def test_iso_offsets(ymd, minutes, iso):
    assert clock.iso_at(ymd, minutes) == iso


def test_dst_day_slots_and_offsets(biz):
    res = availability.pickup_availability(biz, "2026-10-25", datetime(2026, 10, 20, 10, 0, tzinfo=MADRID), 0)
    assert [clock.iso_at("2026-10-25", s["min"]) for s in res["slots"]][:2] == [
        "2026-10-25T09:30:00+01:00", "2026-10-25T10:00:00+01:00"]
    res = availability.pickup_availability(biz, "2027-03-28", datetime(2027, 3, 20, 10, 0, tzinfo=MADRID), 0)
    assert times(res) == SUNDAY
    assert clock.iso_at("2027-03-28", res["slots"][-1]["min"]) == "2027-03-28T13:30:00+02:00"


# ---------------------------------------------------------------- panel agenda

def test_agenda_of(biz):
    own = [{"ymd": "2026-11-07", "start": 660, "end": 690, "kind": "order"}] * 2
    rows = agenda.agenda_of(biz, "2026-11-07", NOW, own)
    assert [r["time"] for r in rows] == MORNING + AFTERNOON
    cfg = biz.data["order"]
    for r in rows:
        assert set(r) == {"time", "min", "taken", "mine", "total"}
        assert r["total"] == 4
        assert r["taken"] == round(4 * seeded.background_load(biz, cfg, "2026-11-07", r["min"]))
        assert r["mine"] == (2 if r["min"] == 660 else 0)
    eleven = next(r for r in rows if r["time"] == "11:00")
    assert eleven == {"time": "11:00", "min": 660, "taken": 2, "mine": 2, "total": 4}
    assert agenda.agenda_of(biz, "2026-11-02", NOW, own) == []


def test_agenda_matches_slots(biz):
    rows = {r["min"]: r for r in agenda.agenda_of(biz, "2026-11-05", NOW, ())}
    for s in availability.pickup_availability(biz, "2026-11-05", NOW, 0)["slots"]:
        r = rows[s["min"]]
        assert s["left"] == r["total"] - r["taken"] - r["mine"]
