"""public_profile: what the page and GET /api/<slug>/profile publish, straight from the dataset."""
import json
from pathlib import Path

import pytest

from bizengine import load_business
from bizengine.business.profile import euros, lead_label, public_profile

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def profile():
    return public_profile(load_business(ROOT / "datasets" / "pasteleria"))


def test_identity_and_contact(profile):
    assert profile["slug"] == "pasteleria"
    assert profile["name"] == "Obrador Mel"
    assert profile["kind"]["es"]
    assert profile["contact"] == {
        "address": "Rúa do Franco 27, 15705 Santiago de Compostela",
        "phone": "981 000 404",
        "email": "encargos@obradormel.example",
    }
    assert "order" in profile["capabilities"]
    assert profile["greeting"]["es"].startswith("¡Hola!")
    json.dumps(profile)  # serialisable as is


def test_products_prices_and_gluten_free(profile):
    products = {p["id"]: p for p in profile["products"]}
    assert len(products) == 19
    gf = [p["name"] for p in profile["products"] if p["gluten_free"]]
    assert gf == ["Tarta de Santiago", "Brownie sin harina", "Caja de 6 macarons"]
    cheese = products["tarta-queso"]
    assert cheese["price_cents"] == 2200
    assert cheese["price_text"] == "22,00 €"
    assert cheese["lead_hours"] == 48 and cheese["lead_label"]["es"] == "48 h"
    assert cheese["popular"] is True
    assert cheese["allergens"] == ["gluten", "lacteos", "huevos"]
    assert cheese["allergen_names"]["es"] == ["gluten", "lácteos", "huevo"]
    (raciones,) = cheese["options"]
    twelve = next(c for c in raciones["choices"] if c["id"] == "12")
    assert twelve["delta_cents"] == 800
    assert twelve["price_cents"] == 3000
    assert raciones["required"] is True
    # no internal data leaks out
    assert "aliases" not in cheese
    assert all("aliases" not in c for c in raciones["choices"])


def test_categories_list_their_products(profile):
    cats = {c["id"]: c for c in profile["categories"]}
    assert list(cats) == ["tartas", "pasteleria", "panaderia", "regalos"]
    assert len(cats["tartas"]["products"]) == 6
    assert cats["regalos"]["name"]["gl"] == "Agasallos"
    assert sum(len(c["products"]) for c in cats.values()) == 19


def test_hours(profile):
    days = {d["day"]: d for d in profile["hours"]}
    assert list(days) == ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
    assert days["mon"]["open"] is False and days["mon"]["text"]["es"] == "cerrado"
    assert days["tue"]["ranges"] == [{"from": "09:00", "to": "14:00"}, {"from": "16:30", "to": "20:00"}]
    assert days["sun"]["text"]["es"] == "09:30–14:00"
    assert profile["hours_summary"]["es"] == (
        "Lunes: cerrado · Martes a sábado: 09:00–14:00 y 16:30–20:00 · Domingo: 09:30–14:00"
    )
    assert [c["date"] for c in profile["closures"]] == ["12-25", "01-01", "01-06", "07-25"]


def test_lead_highlights(profile):
    labels = [h["label"]["es"] for h in profile["lead_highlights"]]
    assert labels == ["24 h", "48 h", "5 días", "3 semanas"]
    assert all(h["text"]["es"] for h in profile["lead_highlights"])


def test_formatting_helpers():
    assert euros(0) == "0,00 €"
    assert euros(220) == "2,20 €"
    assert euros(123456) == "1.234,56 €"
    assert lead_label(0) == "sin espera"
    assert lead_label(72) == "3 días"
    assert lead_label(168) == "1 semana"


@pytest.mark.parametrize("slug", ["restaurante", "peluqueria"])
def test_other_kinds_of_business(slug):
    """A restaurant (tables) and a hairdresser (staff) publish a profile too, booking included."""
    folder = ROOT / "tests" / "fixtures" / "datasets" / slug
    biz = load_business(folder)
    prof = public_profile(biz)
    json.dumps(prof)
    assert prof["slug"] == slug and prof["name"] == biz.name
    assert len(prof["products"]) == len(biz.catalog["products"])
    assert len(prof["hours"]) == 7
    if biz.data.get("booking"):
        assert prof["booking"]["mode"] == biz.data["booking"]["mode"]
