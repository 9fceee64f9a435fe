"""Production panel data: every customer's requests, paged, filtered, searched; who did what."""
from __future__ import annotations

import secrets

import pytest

from tests.chat_client import Visitor
from tests.prod_app import database  # noqa: F401  (this module's own database)
from tests.prod_app import ensure_people, login, prod_app, seed_pending
from tests.test_flow_http import CONFIRMED, order_cheesecake



@pytest.fixture(scope="module")
def board_db(database):
    return database


@pytest.fixture(scope="module")
def bapp(database, database_url, datasets_dir, tmp_path_factory):
    # a business of its own for counting: the peluqueria has no other test's requests here
    return prod_app(database, database_url, datasets_dir, tmp_path_factory.mktemp("board"))


def test_board_lists_every_customer_pending_first_paged_filtered_searched(bapp, database):
    tag = secrets.token_hex(3)
    owner_email = f"owner{tag}@pelu.test"
    from bizengine.service import accounts
    with database.tx() as conn:
        accounts.add(conn, "peluqueria", owner_email, "Pili", "owner", "tijeras-y-peine-9")
    client = bapp.test_client()
    login(client, owner_email, "tijeras-y-peine-9")
    made = [seed_pending(database, "peluqueria", name=f"María {tag}", phone="+34611223344", kind="booking", ymd="2026-11-07"),
            seed_pending(database, "peluqueria", name=f"Xoán {tag}", phone="+34622000111", kind="booking", ymd="2026-11-09"),
            seed_pending(database, "peluqueria", name=f"Iago {tag}", phone="+34633000111", kind="booking", ymd="2026-11-07")]
    with database.tx() as conn:
        conn.execute("UPDATE biz_requests SET status = 'denied' WHERE id = %s", (made[2]["id"],))
    res = client.get("/api/peluqueria/staff?per=50").get_json()
    ids = [r["id"] for r in res["requests"]]
    assert {m["id"] for m in made} <= set(ids)
    groups = [r["group"] for r in res["requests"]]
    assert groups == sorted(groups, key=["pending", "review", "done"].index)     # pending first
    assert res["pending"] >= 2 and res["newest_pending_at"]
    assert res["counts"]["pending"] >= 2 and res["counts"]["done"] >= 1
    one = client.get("/api/peluqueria/staff?per=1&page=1").get_json()
    two = client.get("/api/peluqueria/staff?per=1&page=2").get_json()
    assert one["more"] is True and len(one["requests"]) == 1 and one["requests"][0]["id"] != two["requests"][0]["id"]
    day = client.get(f"/api/peluqueria/staff?date=2026-11-09&q={tag}").get_json()
    assert [r["id"] for r in day["requests"]] == [made[1]["id"]]
    done = client.get(f"/api/peluqueria/staff?status=done&q={tag}").get_json()
    assert [r["id"] for r in done["requests"]] == [made[2]["id"]]
    for q, want in ((f"maria {tag}", made[0]), (f"XOAN {tag}", made[1]), ("611223344", made[0]), ("611-22-33-44", made[0]),
                    ("0034 611 22 33 44", made[0]), ("+34611223344", made[0]), ("611 22", made[0]),
                    (made[1]["case_id"], made[1]), (made[0]["id"], made[0])):
        found = client.get("/api/peluqueria/staff", query_string={"q": q}).get_json()["requests"]
        assert [r["id"] for r in found] == [want["id"]], q
    assert client.get("/api/peluqueria/staff", query_string={"q": "100%_"}).get_json()["requests"] == []
    for bad in ("page=0", "page=x", "per=500", "status=todo", "date=7-11-2026", "q=" + "a" * 81):
        res = client.get(f"/api/peluqueria/staff?{bad}")
        assert res.status_code == 400 and res.get_json()["error"], bad
    agenda = client.get("/api/peluqueria/agenda?date=2026-11-07").get_json()
    assert made[0]["id"] in [r["id"] for r in agenda["requests"]]
    assert made[2]["id"] not in [r["id"] for r in agenda["requests"]]      # denied holds no slot


def test_a_person_confirms_a_real_customer_order_and_the_record_names_them(bapp, database):
    ppl = ensure_people(database, "+act")
    customer = Visitor(bapp.test_client())
    req = order_cheesecake(customer)
    staff_client = bapp.test_client()
    token = login(staff_client, ppl["bruno"].email)
    listing = staff_client.get("/api/pasteleria/staff?status=pending&q=" + req["id"]).get_json()
    assert listing["requests"][0]["name"] == "Laura"
    res = staff_client.post("/api/pasteleria/staff/act", json={"request_id": req["id"], "action": "accept"},
                            headers={"X-CSRFToken": token})
    assert res.status_code == 200 and res.get_json()["message"] == CONFIRMED
    conv = customer.conversation().get_json()
    assert conv["messages"][-1]["role"] == "staff" and conv["messages"][-1]["text"] == CONFIRMED
    assert "@" not in str(conv)                                    # the customer never sees the person's e-mail
    with database.tx() as conn:
        approval = conn.execute("SELECT actor, person_id FROM approvals WHERE request_id = %s", (req["id"],)).fetchone()
        artifact = conn.execute("SELECT content FROM artifacts WHERE approval_id IN "
                                "(SELECT id FROM approvals WHERE request_id = %s)", (req["id"],)).fetchone()
    assert approval["actor"] == f"Bruno <{ppl['bruno'].email}>" and approval["person_id"].startswith("per-")
    assert f"Bruno <{ppl['bruno'].email}>" in artifact["content"]
    hist = staff_client.get(f"/api/pasteleria/staff/history?case={customer.case_id}").get_json()["events"]
    decided = [e for e in hist if e["type"] == "approval"]
    assert decided and decided[0]["actor"].startswith("Bruno") and decided[0]["detail"]["decision"] == "accept"
    assert any(e["type"] == "request_status" and e["detail"]["to"] == "confirmed" and e["actor"].startswith("Bruno")
               for e in hist)
    assert staff_client.get("/api/pasteleria/staff/history?case=nope").status_code == 400


def test_deny_with_a_reason_and_change_record_the_person(bapp, database):
    ppl = ensure_people(database, "+deny")
    a = seed_pending(database, "pasteleria", name="Denegada")
    client = bapp.test_client()
    token = login(client, ppl["ana"].email)
    res = client.post("/api/pasteleria/staff/act", json={"request_id": a["id"], "action": "deny", "message": "no llegamos"},
                      headers={"X-CSRFToken": token})
    assert res.status_code == 200 and "no llegamos" in res.get_json()["message"]
    with database.tx() as conn:
        ev = conn.execute("SELECT payload FROM events WHERE request_id = %s AND type = 'request_status'", (a["id"],)).fetchone()
    assert ev["payload"]["to"] == "denied" and ev["payload"]["actor"].startswith("Ana <")


@pytest.mark.parametrize("action,fields,status", [
    ("change", {"date": "2026-11-07", "time": "12:00", "message": "mejor a las 12"}, "change_proposed"),
    ("answer", {"message": "La tenemos lista a las 11, sin problema"}, "pending"),
    ("accept", {}, "confirmed")])
def test_every_decision_records_the_person_and_the_chat_names_the_business(bapp, database, action, fields, status):
    ppl = ensure_people(database, "+who")
    customer = Visitor(bapp.test_client())
    req = order_cheesecake(customer)
    staff = bapp.test_client()
    token = login(staff, ppl["bruno"].email)
    res = staff.post("/api/pasteleria/staff/act", json={"request_id": req["id"], "action": action, **fields},
                     headers={"X-CSRFToken": token})
    assert res.status_code == 200, res.get_json()
    with database.tx() as conn:
        approval = conn.execute("SELECT actor, person_id FROM approvals WHERE request_id = %s ORDER BY created_at DESC LIMIT 1",
                                (req["id"],)).fetchone()
        person = conn.execute("SELECT id FROM staff_people WHERE email = %s", (ppl["bruno"].email,)).fetchone()
        event = conn.execute("SELECT payload FROM events WHERE request_id = %s AND payload ? 'actor' "
                             "ORDER BY id DESC LIMIT 1", (req["id"],)).fetchone()
        now = conn.execute("SELECT status FROM biz_requests WHERE id = %s", (req["id"],)).fetchone()["status"]
    assert approval["actor"] == f"Bruno <{ppl['bruno'].email}>" and approval["person_id"] == person["id"]
    assert event["payload"]["actor"] == approval["actor"] and now == status
    seen = customer.conversation().get_json()
    said = " ".join(m.get("text") or "" for m in seen["messages"])
    assert "@" not in said and "Bruno" not in said
    if action != "accept":
        assert fields["message"] in said
    history = staff.get(f"/api/pasteleria/staff/history?case={customer.case_id}").get_json()
    assert any((entry["actor"] or "").startswith("Bruno <") for entry in history["events"])


def test_demo_mode_keeps_the_visitor_session_and_the_demo_actor(database, database_url, datasets_dir, tmp_path):
    from bizengine.web.extension import BizEngine
    from obrador_mel import create_app
    from tests.conftest import make_conf
    conf = make_conf(database_url, datasets_dir, tmp_path)
    client = create_app(conf, engine=BizEngine(conf=conf, database=database)).test_client()
    v = Visitor(client)
    req = order_cheesecake(v)
    assert v.staff()["counts"]["pending"] == 1
    assert v.act(req["id"], "accept")["status"] == "confirmed"
    with database.tx() as conn:
        assert conn.execute("SELECT actor FROM approvals WHERE request_id = %s", (req["id"],)).fetchone()["actor"] == \
            "local (demostración)"
    assert client.get("/staff/login").status_code == 404          # no accounts in the demo
    assert client.get("/health").get_json()["mode"] == "demo"


def test_production_answers_match_the_openapi_document(bapp, database):
    from tests.test_openapi import check
    ppl = ensure_people(database, "+spec")
    seed_pending(database, "pasteleria", name="Spec")
    client = bapp.test_client()
    token = login(client, ppl["ana"].email)
    listing = client.get("/api/pasteleria/staff?per=5").get_json()
    check(listing, "/api/{slug}/staff", "get", "200")
    check(client.get("/api/pasteleria/agenda?date=2026-11-07").get_json(), "/api/{slug}/agenda", "get", "200")
    case = listing["requests"][0]["case_id"]
    check(client.get(f"/api/pasteleria/staff/history?case={case}").get_json(), "/api/{slug}/staff/history", "get", "200")
    check(client.get("/api/pasteleria/staff/people").get_json(), "/api/{slug}/staff/people", "get", "200")
    check(bapp.test_client().get("/api/pasteleria/staff").get_json(), "/api/{slug}/staff", "get", "401")
    res = client.post("/api/pasteleria/staff/act", json={"request_id": listing["requests"][0]["id"], "action": "accept"})
    check(res.get_json(), "/api/{slug}/staff/act", "post", "403")
    assert token
