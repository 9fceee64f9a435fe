"""Suggestions end to end over real Postgres and HTTP: the chip in the chat, the events and the
acceptance rate the panel reads, the artifacts built (demo history and production requests,
idempotent) by the service, the admin endpoint and the CLI, and events stored with the turn."""
from __future__ import annotations

import contextlib
import io
import json
import shutil

import pytest

from bizengine.business.store import load_business
from bizengine.service import suggestions as suggesting
from bizengine.storage import cases
from bizengine.storage import suggestions as store
from bizengine.web.extension import BizEngine
from obrador_mel import create_app
from obrador_mel.cli import main as cli
from tests.chat_client import Visitor
from tests.conftest import FIXTURES, NOW, ROOT, make_conf


@pytest.fixture(scope="module")
def rec_datasets(tmp_path_factory):
    root = tmp_path_factory.mktemp("recs") / "datasets"
    shutil.copytree(ROOT / "datasets" / "pasteleria", root / "pasteleria")
    shutil.copytree(FIXTURES / "floristeria", root / "floristeria")
    # a second florist whose history is only what these tests write (production build)
    shutil.copytree(FIXTURES / "floristeria", root / "floreria")
    data = json.loads((root / "floreria" / "business.json").read_text(encoding="utf-8"))
    data["slug"] = "floreria"
    data["suggestions"] = {"min_support": 2}
    (root / "floreria" / "business.json").write_text(json.dumps(data), encoding="utf-8")
    return root


@pytest.fixture(scope="module")
def rec_app(database, database_url, rec_datasets, tmp_path_factory):
    conf = make_conf(database_url, rec_datasets, tmp_path_factory.mktemp("recs_app"), SUGGESTIONS_ENABLED="1",
                     ADMIN_TOKEN="s3cret")
    return create_app(conf, engine=BizEngine(conf=conf, database=database))


def chip(v: Visitor, prefix: str) -> dict | None:
    return next((c for c in v.chips() if c["label"].startswith(prefix)), None)


def rates(client, slug: str) -> dict:
    res = client.get(f"/api/{slug}/staff/suggestions")
    assert res.status_code == 200
    return res.get_json()


def test_the_chip_in_the_chat_adds_the_item_and_the_panel_counts_it(rec_app):
    client = rec_app.test_client()
    before = rates(client, "floristeria")
    v = Visitor(client, "floristeria")
    v.say("quiero un ramo de rosas para el martes a las 11")
    add = chip(v, "Añadir ")
    assert add and add["action"]["type"] == "add" and add["action"]["item_id"] in ("tarjeta", "jarron")
    item = add["action"]["item_id"]     # both are declared pairings of the bouquet; a built artifact may reorder them
    v.press(add["label"])
    assert load_business(ROOT / "tests" / "fixtures" / "datasets" / "floristeria").products[item]["name"] in v.said
    after = rates(client, "floristeria")
    assert after["shown"] == before["shown"] + 1 and after["accepted"] == before["accepted"] + 1
    card = next(i for i in after["items"] if i["item_id"] == item)
    assert card["rate"] == pytest.approx(card["accepted"] / card["shown"], abs=1e-3)
    assert after["rate"] == pytest.approx(after["accepted"] / after["shown"], abs=1e-3)


def test_no_thanks_over_http_is_counted_as_dismissed(rec_app):
    client = rec_app.test_client()
    before = rates(client, "floristeria")
    v = Visitor(client, "floristeria")
    v.say("quero un ramo de rosas")
    assert chip(v, "Engadir ")
    v.press("Non, grazas")
    after = rates(client, "floristeria")
    assert after["dismissed"] == before["dismissed"] + 1 and after["accepted"] == before["accepted"]
    v.say("para o martes ás 11")
    assert not chip(v, "Engadir ")


def test_the_bakery_suggests_over_http_in_the_demo(rec_app):
    v = Visitor(rec_app.test_client(), "pasteleria")
    v.say("dos palmeras")
    assert chip(v, "Añadir ") and chip(v, "No, gracias")


def test_a_bad_action_field_is_a_400(rec_app):
    v = Visitor(rec_app.test_client(), "floristeria")
    v.say("un ramo de rosas")
    res = v.post({"action": {"type": "add", "item_id": 7}}, expect=400)
    assert "item_id" in res["error"]


def test_demo_build_is_idempotent_and_read_by_turns(database, rec_datasets):
    biz = load_business(rec_datasets / "floristeria")
    with database.tx() as conn:
        first = suggesting.build(conn, biz, "demo")
        payload = store.artifact(conn, "floristeria")
    with database.tx() as conn:
        second = suggesting.build(conn, biz, "demo")
        rows = conn.execute("SELECT count(*) AS n FROM suggestion_artifacts WHERE business = 'floristeria'").fetchone()
        assert store.artifact(conn, "floristeria") == payload and rows["n"] == 1
    suggesting.forget_artifacts()
    assert suggesting.for_turn(database, biz) == payload
    assert first == second and first["source"] == "synthetic" and first["orders"] == 400 and first["pairs"] > 0


def _order(conn, slug: str, items: list[str], status: str) -> None:
    import secrets
    case = cases.create_case(conn, slug, secrets.token_hex(16), "es", NOW)
    req = cases.create_request(conn, case, "order", {}, customer_text="")
    data = {"lines": [{"item_id": i, "qty": 1} for i in items]}
    conn.execute("UPDATE biz_requests SET status = %s, data = %s WHERE id = %s",
                 (status, json.dumps(data), req["id"]))


def test_production_learns_from_confirmed_and_pending_orders_only(database, rec_datasets):
    biz = load_business(rec_datasets / "floreria")
    assert suggesting.for_turn(database, biz) == {}          # nothing built: the rules layer alone
    with database.tx() as conn:
        _order(conn, "floreria", ["poto", "maceta"], "pending")
        _order(conn, "floreria", ["poto", "maceta"], "confirmed")
        for _ in range(3):
            _order(conn, "floreria", ["poto", "jarron"], "denied")
        _order(conn, "floreria", ["ramo-rosas"], "collecting")
        stats = suggesting.build(conn, biz, "production")
        art = store.artifact(conn, "floreria")
    assert stats["orders"] == 2 and stats["source"] == "requests" and stats["pairs"] == 1
    assert art["lift"] == {"poto": {"maceta": 1.0}, "maceta": {"poto": 1.0}}


def _writers_of_the_last_turn(database, case_id: str) -> set[str]:
    """The transactions that wrote the last turn's rows: its two messages, its newest suggestion
    event and the case. Read from the rows themselves (xmin), so other writers elsewhere in the
    cluster cannot be counted in."""
    with database.tx() as conn:
        rows = conn.execute(
            """(SELECT xmin::text AS x FROM messages WHERE case_id = %(c)s ORDER BY seq DESC LIMIT 2)
               UNION ALL (SELECT xmin::text FROM suggestion_events WHERE case_id = %(c)s ORDER BY id DESC LIMIT 1)
               UNION ALL (SELECT xmin::text FROM cases WHERE id = %(c)s)""", {"c": case_id}).fetchall()
    assert len(rows) == 4
    return {r["x"] for r in rows}


def _events_of(database, case_id: str) -> list[tuple]:
    with database.tx() as conn:
        rows = conn.execute("SELECT kind, item_id FROM suggestion_events WHERE case_id = %s ORDER BY id",
                            (case_id,)).fetchall()
    return [(r["kind"], r["item_id"]) for r in rows]


@pytest.mark.parametrize("slug, first, answer, kind", [
    ("floristeria", "quiero un ramo de rosas para el martes a las 11", "Añadir ", "accepted"),
    ("floristeria", "quero un ramo de rosas", "Non, grazas", "dismissed"),
    ("pasteleria", "dos palmeras", "No, gracias", "dismissed"),
])
def test_a_turn_with_a_suggestion_commits_once_with_its_events(rec_app, database, slug, first, answer, kind):
    """Showing a suggestion and answering it are stored by the turn's one write, not a second commit."""
    v = Visitor(rec_app.test_client(), slug)
    v.say(first)
    assert len(_writers_of_the_last_turn(database, v.case_id)) == 1     # the turn's one write
    shown = _events_of(database, v.case_id)
    assert [k for k, _ in shown] == ["shown"]
    label = chip(v, answer)["label"]
    v.press(label)
    assert len(_writers_of_the_last_turn(database, v.case_id)) == 1
    assert _events_of(database, v.case_id) == shown + [(kind, shown[0][1])]


@pytest.mark.parametrize("payload", [{"lift": "garbage"}, {"lift": {"ramo-rosas": ["tarjeta"]}},
                                     {"lift": {"ramo-rosas": {"tarjeta": "alto"}}}, [1, 2],
                                     {"vectors": {"poto": [1.0, 0.0], "maceta": [1.0]}},
                                     {"vectors": {"poto": "x"}}, {"lift": {"a": {"b": True}}}])
def test_a_stored_artifact_of_the_wrong_shape_falls_back_to_the_rules_layer(rec_app, database, payload, caplog):
    with database.tx() as conn:
        before = store.artifact(conn, "floreria")
        store.save_artifact(conn, "floreria", payload, {})
    suggesting.forget_artifacts()
    try:
        v = Visitor(rec_app.test_client(), "floreria")
        v.say("quiero un ramo de rosas para el martes a las 11")     # a 200, not a 500
        add = chip(v, "Añadir ")
        assert add and add["action"]["item_id"] != "ramo-rosas" and "Ramo de rosas" in v.said
        assert "wrong shape" in caplog.text
    finally:
        with database.tx() as conn:
            if before is None:
                conn.execute("DELETE FROM suggestion_artifacts WHERE business = 'floreria'")
            else:
                store.save_artifact(conn, "floreria", before, {})
        suggesting.forget_artifacts()


def test_the_admin_endpoint_rebuilds_behind_the_guard(rec_app):
    client = rec_app.test_client()
    token = {"X-Admin-Token": "s3cret"}
    res = client.post("/admin/suggestions/build?business=floristeria", headers=token)
    assert res.status_code == 200 and [b["business"] for b in res.get_json()["built"]] == ["floristeria"]
    assert client.post("/admin/suggestions/build?business=nope", headers=token).status_code == 404
    for headers in ({}, {"X-Admin-Token": "wrong"}):     # a rebuild is a POST: the token, always
        denied = client.post("/admin/suggestions/build", headers=headers)
        assert denied.status_code == 403 and "error" in denied.get_json()
    assert rates(client, "floristeria")["artifacts"][0]["stats"]["orders"] == 400


def run(argv) -> tuple[int, str]:
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
        code = cli(argv)
    return code, out.getvalue()


def test_recs_build_command_prints_its_statistics(database_url, rec_datasets, tmp_path, monkeypatch):
    monkeypatch.setenv("DATABASE_URL", database_url)
    monkeypatch.setenv("BIZ_MODE", "demo")
    monkeypatch.setenv("VAR_DIR", str(tmp_path / "var"))
    code, out = run(["recs", "build", "--business", "floristeria", "--datasets", str(rec_datasets)])
    assert code == 0 and out.startswith("floristeria: 400 pedidos (synthetic), 7 productos,"), out
    again = run(["recs", "build", "--business", "floristeria", "--datasets", str(rec_datasets)])
    assert again == (code, out)
    code, out = run(["recs", "build", "--datasets", str(rec_datasets)])
    assert code == 0 and {line.split(":")[0] for line in out.splitlines()} == {"pasteleria", "floristeria", "floreria"}
    code, out = run(["recs", "build", "--business", "nope", "--datasets", str(rec_datasets)])
    assert code == 2 and "nope" in out


def test_eval_command_prints_the_hit_rates():
    code, out = run(["eval", "--suggestions", "--datasets", str(ROOT / "datasets")])
    assert code == 0 and "pasteleria" in out and "motor acierto@1" in out and " @3 " in out


def test_the_events_are_counted_in_metrics(rec_app):
    from prometheus_client.parser import text_string_to_metric_families
    client = rec_app.test_client()

    def scrape() -> dict:
        res = client.get("/metrics", headers={"X-Admin-Token": "s3cret"})
        assert res.status_code == 200
        return {(s.name, tuple(sorted(s.labels.items()))): s.value
                for f in text_string_to_metric_families(res.get_data(as_text=True)) for s in f.samples}

    def count(values, item, event) -> float:
        labels = (("business", "floristeria"), ("event", event), ("item", item))
        return values.get(("bizengine_suggestion_events_total", labels), 0.0)

    before = scrape()
    v = Visitor(client, "floristeria")
    v.say("quiero un ramo de rosas")
    add = chip(v, "Añadir ")
    item = add["action"]["item_id"]
    v.press(add["label"])
    w = Visitor(client, "floristeria")
    w.say("quiero un ramo de temporada")
    shown_w = next(r for r in w.last["replies"] if (r.get("meta") or {}).get("suggestion"))["meta"]["suggestion"]
    w.press("No, gracias")
    after = scrape()
    assert count(after, item, "shown") - count(before, item, "shown") >= 1
    assert count(after, item, "accepted") - count(before, item, "accepted") == 1
    assert count(after, shown_w["item_id"], "dismissed") - count(before, shown_w["item_id"], "dismissed") == 1
