"""The two invented test businesses (seed §22) load cleanly and are what the booking tests need."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from bizengine import load_business
from bizengine.business import validation as validate
from bizengine.business.store import Store

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "datasets"
BAKERY_WORDS = re.compile(r"\btarta|\bpalmera|\braci[oó]n|obrador|pasteler|brownie|macaron|panader", re.I)


@pytest.mark.parametrize("slug", ["restaurante", "peluqueria"])
def test_loads_without_problems(slug):
    root = FIXTURES / slug
    data = json.loads((root / "business.json").read_text(encoding="utf-8"))
    catalog = json.loads((root / "catalog.json").read_text(encoding="utf-8"))
    assert validate.problems_of(slug, data, catalog) == []
    biz = load_business(root)
    assert biz.slug == slug
    assert biz.can("info") and biz.can("booking") and not biz.can("order")


def test_store_sees_both_without_problems():
    store = Store(FIXTURES)
    assert {"restaurante", "peluqueria"} <= set(store.slugs())
    assert [p for p in store.problems() if p.startswith(("restaurante/", "peluqueria/"))] == []


@pytest.mark.parametrize("slug", ["restaurante", "peluqueria"])
def test_generic_bilingual_and_own_phone(slug):
    biz = load_business(FIXTURES / slug)
    for key in ("greeting", "tone", "kind"):
        assert biz.data[key]["es"] and biz.data[key]["gl"] and biz.data[key]["es"] != biz.data[key]["gl"]
    assert biz.phone not in ("981 000 404",)
    for path in sorted((FIXTURES / slug).rglob("*")):
        if path.is_file():
            assert not BAKERY_WORDS.search(path.read_text(encoding="utf-8")), path


@pytest.mark.parametrize("slug", ["restaurante", "peluqueria"])
def test_kb_has_five_sections(slug):
    files = sorted((FIXTURES / slug / "kb").glob("*.md"))
    sections = [line for f in files for line in f.read_text(encoding="utf-8").splitlines() if line.startswith("## ")]
    assert len(sections) >= 5


def test_restaurant_booking_block():
    biz = load_business(FIXTURES / "restaurante")
    b = biz.data["booking"]
    assert b["mode"] == "tables"
    assert b["slot_minutes"] == 30 and b["lead_minutes"] == 90 and b["horizon_days"] == 60
    assert b["duration_minutes"] == {"default": 90, "long": 120, "long_from": 6}
    assert b["party"] == {"min": 1, "max": 12, "handoff_over": 8}
    assert b["last_seating_before_close_minutes"] == 60
    assert b["tables"] == [{"seats": 2, "count": 6}, {"seats": 4, "count": 8}, {"seats": 8, "count": 1}]
    assert biz.data["hour_bias"] == "evening"
    assert biz.data["hours"]["mon"] == [] and len(biz.data["hours"]["fri"]) == 2   # lunch and dinner
    assert any(len(c["date"]) == 10 for c in biz.data["closures"])                   # a one-off closure
    for p in biz.products.values():
        assert isinstance(p["price_cents"], int) and "contains" in p


def test_salon_booking_block():
    biz = load_business(FIXTURES / "peluqueria")
    b = biz.data["booking"]
    assert b["mode"] == "staff"
    assert b["slot_minutes"] == 15 and b["lead_minutes"] == 60 and b["horizon_days"] == 45
    durations = {pid: p["duration_minutes"] for pid, p in biz.products.items()}
    assert {"corte-mujer": 45, "corte-hombre": 30, "tinte": 60, "barba": 20, "peinado": 30}.items() <= durations.items()
    people = {r["id"]: r for r in b["resources"]}
    assert people["marta"]["services"] == "all"
    assert people["iago"]["services"] == ["corte-hombre", "barba"]
    assert people["marta"]["hours"] != people["iago"]["hours"]
    assert "marta" in people["marta"]["aliases"] and "iago" in people["iago"]["aliases"]
