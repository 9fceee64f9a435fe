"""The suggestion ranking, pure: lift on a small known history, the minimum support, diet and
availability filtering, the layers (declared pairings, lift, rules, content as a tie-breaker),
the deterministic demo history and the offline evaluation against the most-popular baseline."""
from __future__ import annotations

import copy
import json
import shutil
from datetime import datetime
from pathlib import Path

import pytest

from bizengine.business import suggestion_history as history
from bizengine.business import suggestions as ranking
from bizengine.business.store import load_business
from bizengine.errors import DatasetError
from evals import suggestions as suggestion_eval
from tests.conftest import FIXTURES, NOW, ROOT

BAKERY = load_business(ROOT / "datasets" / "pasteleria")
FLOWERS = load_business(FIXTURES / "floristeria")


def ctx(cart, **kw) -> ranking.Context:
    return ranking.Context(cart=tuple(cart), now=kw.pop("now", NOW), **kw)


# ---------------------------------------------------------------- lift and support

def test_lift_on_a_small_known_history():
    baskets = [["a", "b"]] * 3 + [["a", "c"]] + [["c"]] * 4
    art = history.cooccurrence(baskets, min_support=3)
    # N = 8, n(a) = 4, n(b) = 3, n(a, b) = 3 → 3·8 / (4·3) = 2.0, in both directions
    assert art["lift"]["a"]["b"] == 2.0 and art["lift"]["b"]["a"] == 2.0
    assert art["support"]["a"]["b"] == 3
    assert "c" not in art["lift"].get("a", {})          # seen once: below the minimum support
    assert art["popular"] == {"a": 4, "b": 3, "c": 5} and art["orders"] == 8
    loose = history.cooccurrence(baskets, min_support=1)
    assert loose["lift"]["a"]["c"] == 0.4                # 1·8 / (4·5): less than chance
    assert history.stats(art)["pairs"] == 1 and history.stats(loose)["pairs"] == 2


def test_lift_lets_a_rare_companion_beat_the_best_seller():
    # 'x' is in every other basket; 'y' only ever comes with 'a': lift favours 'y'
    baskets = [["a", "x"]] * 4 + [["x"]] * 12 + [["a", "y"]] * 3 + [["b", "x"]] * 4
    art = history.cooccurrence(baskets)
    assert art["popular"]["x"] > art["popular"]["y"]
    assert art["lift"]["a"]["y"] > art["lift"]["a"]["x"]


def test_repeated_items_in_one_basket_count_once():
    art = history.cooccurrence([["a", "a", "b"]] * 3)
    assert art["popular"] == {"a": 3, "b": 3} and art["lift"]["a"]["b"] == 1.0


# ---------------------------------------------------------------- the layers

def test_a_declared_pairing_wins_without_any_history():
    top = ranking.rank(FLOWERS, ctx(["ramo-rosas"]), None)
    assert top[0].item_id == "tarjeta" and top[0].layer == "pairing" and top[0].because == "ramo-rosas"
    assert {c.item_id for c in top} >= {"tarjeta", "jarron"}


def test_lift_from_the_artifact_ranks_the_companion_first():
    art = {"lift": {"poto": {"maceta": 3.0, "jarron": 0.5}}}
    top = ranking.rank(FLOWERS, ctx(["poto"]), art)
    assert top[0].item_id == "maceta" and top[0].layer == "lift" and top[0].because == "poto"


def test_without_an_artifact_the_rules_layer_still_ranks_the_catalogue():
    top = ranking.rank(FLOWERS, ctx(["poto"]), None)
    assert top and all(c.layer == "rules" for c in top)
    # popular items of another category than the cart come first
    assert top[0].item_id in ("ramo-rosas", "ramo-temporada")


def test_content_similarity_breaks_a_tie():
    art = {"lift": {"poto": {"maceta": 1.0, "jarron": 1.0}},
           "vectors": {"poto": [1.0, 0.0], "maceta": [0.9, 0.1], "jarron": [0.0, 1.0]}}
    top = ranking.rank(FLOWERS, ctx(["poto"]), art)
    assert [c.item_id for c in top[:2]] == ["maceta", "jarron"]
    flipped = copy.deepcopy(art)
    flipped["vectors"]["poto"] = [0.0, 1.0]
    assert ranking.rank(FLOWERS, ctx(["poto"]), flipped)[0].item_id == "jarron"


def test_the_time_of_day_and_a_large_party_weigh_in(tmp_path):
    root = tmp_path / "floristeria"
    shutil.copytree(FIXTURES / "floristeria", root)
    data = json.loads((root / "business.json").read_text(encoding="utf-8"))
    data["suggestions"]["dayparts"] = [{"from": "10:00", "to": "12:00", "match": ["poto"]}]
    data["suggestions"]["share"] = ["plantas"]
    (root / "business.json").write_text(json.dumps(data), encoding="utf-8")
    biz = load_business(root)
    morning = {c.item_id: c.score for c in ranking.rank(biz, ctx(["tarjeta"], minute=11 * 60, ymd="2026-11-02"),
                                                             None, limit=10)}
    evening = {c.item_id: c.score for c in ranking.rank(biz, ctx(["tarjeta"], minute=18 * 60, ymd="2026-11-02"),
                                                             None, limit=10)}
    assert morning["poto"] == pytest.approx(evening["poto"] + ranking.DAYPART_WEIGHT)
    big = {c.item_id: c.score for c in ranking.rank(biz, ctx(["tarjeta"], party=6), None, limit=10)}
    small = {c.item_id: c.score for c in ranking.rank(biz, ctx(["tarjeta"], party=2), None, limit=10)}
    assert big["orquidea"] == pytest.approx(small["orquidea"] + ranking.SHARE_WEIGHT)
    assert big["jarron"] == pytest.approx(small["jarron"])


# ---------------------------------------------------------------- what may be suggested at all

def test_nothing_in_the_cart_is_suggested():
    top = ranking.rank(FLOWERS, ctx(["ramo-rosas", "tarjeta"]), None, limit=10)
    assert not {"ramo-rosas", "tarjeta"} & {c.item_id for c in top}


@pytest.mark.parametrize("avoid", [("gluten",), ("gluten", "lacteos"), ("frutos_secos",)])
def test_what_the_customer_avoids_is_never_offered(avoid):
    top = ranking.rank(BAKERY, ctx(["palmera"], avoid=avoid, ymd="2026-11-06", minute=11 * 60), None, limit=50)
    assert top
    for c in top:
        assert not set(BAKERY.products[c.item_id]["contains"]) & set(avoid), (c.item_id, avoid)


def test_a_diet_asked_for_keeps_only_products_that_carry_it():
    top = ranking.rank(BAKERY, ctx(["pan-masa-madre"], diet_tags=("vegano",)), None, limit=50)
    assert top and all("vegano" in BAKERY.products[c.item_id]["tags"] for c in top)


def test_a_same_day_order_is_not_offered_an_item_that_needs_days():
    ids = {c.item_id for c in ranking.rank(BAKERY, ctx(["palmera"]), None, limit=50)}
    assert ids and not ids & {"tarta-queso", "tarta-santiago", "bica", "empanada", "tarta-personalizada"}


def test_the_chosen_day_and_time_decide_the_lead_time():
    # Saturday 12:40 → Tuesday 11:00 is more than 48 h away: the cheesecake fits; 5 days do not
    far = {c.item_id for c in ranking.rank(BAKERY, ctx(["palmera"], ymd="2026-11-03", minute=11 * 60), None, limit=50)}
    assert "tarta-queso" in far and "tarta-personalizada" not in far
    near = {c.item_id for c in ranking.rank(BAKERY, ctx(["palmera"], ymd="2026-11-01", minute=11 * 60), None, limit=50)}
    assert "tarta-queso" not in near and "tarta-santiago" not in near and "macarons" in near


def test_a_closed_day_offers_nothing():
    assert ranking.rank(BAKERY, ctx(["palmera"], ymd="2026-12-25", minute=11 * 60), None) == []
    assert ranking.rank(BAKERY, ctx(["palmera"], ymd="2026-11-02", minute=11 * 60), None) == []   # Mondays


def test_a_full_slot_offers_nothing():
    from bizengine.business import availability
    others = [{"kind": "order", "ymd": "2026-11-03", "start": 11 * 60, "mine": False}] * 4   # max_per_slot 4
    full = tuple(availability.live(others))
    assert ranking.rank(BAKERY, ctx(["palmera"], ymd="2026-11-03", minute=11 * 60), None)
    assert ranking.rank(BAKERY, ctx(["palmera"], ymd="2026-11-03", minute=11 * 60, own=full), None) == []
    assert ranking.rank(BAKERY, ctx(["palmera"], ymd="2026-11-03", minute=11 * 60 + 30, own=full), None)


# ---------------------------------------------------------------- settings

def test_a_business_can_turn_suggestions_off(tmp_path):
    root = tmp_path / "floristeria"
    shutil.copytree(FIXTURES / "floristeria", root)
    data = json.loads((root / "business.json").read_text(encoding="utf-8"))
    data["suggestions"]["enabled"] = False
    (root / "business.json").write_text(json.dumps(data), encoding="utf-8")
    assert ranking.enabled(FLOWERS) and not ranking.enabled(load_business(root))
    assert not ranking.enabled(load_business(FIXTURES / "peluqueria"))    # no orders: nothing to add to


def test_a_pairing_naming_an_unknown_product_is_a_dataset_problem(tmp_path):
    root = tmp_path / "floristeria"
    shutil.copytree(FIXTURES / "floristeria", root)
    data = json.loads((root / "business.json").read_text(encoding="utf-8"))
    data["suggestions"]["pairings"]["ramo-rosas"].append("bombones")
    data["suggestions"]["reasons"]["globo"] = {"es": "Un globo.", "gl": "Un globo."}
    data["suggestions"]["share"] = ["velas"]
    (root / "business.json").write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(DatasetError) as e:
        load_business(root)
    text = " ".join(e.value.problems)
    assert "bombones" in text and "globo" in text and "velas" in text


# ---------------------------------------------------------------- demo history and evaluation

def test_the_demo_history_is_deterministic_and_uses_the_catalogue():
    a, b = history.synthetic_orders(BAKERY), history.synthetic_orders(BAKERY)
    assert a == b and len(a) == history.SYNTHETIC_ORDERS
    assert {i for basket in a for i in basket} <= set(BAKERY.products)
    assert history.synthetic_orders(FLOWERS) != a


def test_the_held_out_split_is_disjoint_and_covers_everything():
    baskets = [[str(i)] for i in range(50)]
    train, test = history.split(baskets)
    assert len(test) == 10 and len(train) == 40 and not {b[0] for b in train} & {b[0] for b in test}


@pytest.mark.parametrize("biz", [BAKERY, FLOWERS, load_business(FIXTURES / "libreria")],
                         ids=["pasteleria", "floristeria", "libreria"])
def test_the_engine_beats_the_most_popular_baseline_offline(biz):
    r = history.hit_rates(biz, history.synthetic_orders(biz), datetime(2026, 3, 10, 10, 0, tzinfo=NOW.tzinfo))
    assert r["cases"] > 30
    assert r["engine@1"] > r["popular@1"] and r["engine@3"] > r["popular@3"]


def test_the_eval_command_prints_both_rates(capsys):
    code = suggestion_eval.main(["--datasets", str(ROOT / "datasets")])
    out = capsys.readouterr().out
    assert code == 0 and "pasteleria" in out and "motor acierto@1" in out and "más vendido acierto@1" in out


def test_the_pure_modules_read_no_database_or_network():
    for name in ("suggestions.py", "suggestion_history.py"):
        text = (Path(ranking.__file__).parent / name).read_text(encoding="utf-8")
        imports = [line for line in text.splitlines() if line.startswith(("import ", "from "))]
        assert imports and not [i for i in imports if any(w in i for w in ("storage", "service", "psycopg",
                                                                              "requests", "httpx", "knowledge"))]
