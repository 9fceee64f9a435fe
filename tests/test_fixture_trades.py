"""The two non-food fixture trades (issue 16): a bicycle workshop (appointments by mechanic and
service plus orders of parts) and a bookshop (orders, no allergens) load cleanly from data alone,
and each has at least 15 end-to-end conversations in Spanish and 15 in Galician (tagged
`galego`), each language with orders, questions, knowledge, a handover and a person's refusal."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from bizengine import load_business
from evals.runner import load_conversations

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "datasets"
FOOD_WORDS = re.compile(r"\btarta|\braci[oó]n|obrador|pasteler|panader|al[eé]rgeno|gluten|\bcarta\b|cocina|\bmesa\b", re.I)


@pytest.mark.parametrize("slug", ["taller", "libreria"])
def test_loads_clean_and_speaks_no_food(slug):
    biz = load_business(FIXTURES / slug)
    assert biz.slug == slug
    for key in ("greeting", "tone", "kind"):
        assert biz.data[key]["es"] != biz.data[key]["gl"]
    for path in sorted((FIXTURES / slug).rglob("*")):
        if path.suffix in (".json", ".md"):
            assert not FOOD_WORDS.search(path.read_text(encoding="utf-8")), path
    assert not any(p.get("contains") for p in biz.products.values())
    sections = [line for f in (FIXTURES / slug / "kb").glob("*.md")
                for line in f.read_text(encoding="utf-8").splitlines() if line.startswith("## ")]
    assert len(sections) >= 5


def test_workshop_books_mechanics_by_service_and_sells_parts():
    biz = load_business(FIXTURES / "taller")
    assert biz.can("order") and biz.can("booking") and biz.data["booking"]["mode"] == "staff"
    people = {r["id"]: r for r in biz.data["booking"]["resources"]}
    assert people["uxia"]["services"] == "all"
    assert all(biz.products[s]["duration_minutes"] for s in people["brais"]["services"])
    parts = [p for p in biz.products.values() if "duration_minutes" not in p]
    assert len(parts) >= 4 and any(p.get("lead_hours") for p in parts)


def test_bookshop_orders_only_with_a_theme():
    biz = load_business(FIXTURES / "libreria")
    assert biz.can("order") and not biz.can("booking")
    assert biz.data["theme"] == {"accent": "#7a2e8c", "logo": "logo.svg"}
    assert biz.data["order"]["note_hint"]["gl"]


@pytest.mark.parametrize("slug", ["taller", "libreria"])
def test_fifteen_conversations_in_both_languages(slug):
    specs = [s for s in load_conversations() if s.get("business") == slug]
    galician = [s for s in specs if "galego" in s.get("tags", [])]
    spanish = [s for s in specs if "galego" not in s.get("tags", [])]
    assert len(spanish) >= 15 and len(galician) >= 15
    for group in (spanish, galician):
        tags = {t for s in group for t in s.get("tags", [])}
        assert {"order", "info", "knowledge", "handoff", "staff"} <= tags
        assert any(step.get("staff", {}).get("action") == "deny" for s in group for step in s["steps"])
