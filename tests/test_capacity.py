"""Real capacity in production mode: every customer's requests fill the slots, the last place is
held under a lock (20 customers at once, 20 accepts at once, for a pickup, a table and an
appointment), a proposed time is held for a while, and demo mode keeps its seeded load."""
from __future__ import annotations

import json
import secrets
import shutil
from datetime import timedelta

import pytest

from bizengine.business import agenda, availability, capacity
from bizengine.business.store import load_business
from bizengine.service import accounts
from bizengine.storage import occupancy
from bizengine.storage.db import Database
from bizengine.web.extension import BizEngine
from evals import bench_capacity as bench
from obrador_mel import create_app
from tests.chat_client import Visitor
from tests.conftest import NOW
from tests.prod_app import PASSWORD, login, prod_app, prod_conf

HOLD30 = "obrador30"     # the bakery of the races with proposals held 30 minutes instead of 2 h


@pytest.fixture(scope="module")
def cap_datasets(tmp_path_factory):
    root = bench.make_datasets(tmp_path_factory.mktemp("capacity") / "datasets")
    shutil.copytree(root / "obrador14", root / HOLD30)
    data = json.loads((root / HOLD30 / "business.json").read_text(encoding="utf-8"))
    data.update(slug=HOLD30, proposal_hold_minutes=30)
    (root / HOLD30 / "business.json").write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return root


class Customer(Visitor):
    """A customer of a production business; the decisions go through a signed-in owner (`staff`)."""

    staff_as: tuple | None = None

    def act(self, request_id: str, action: str, expect: int = 200, **extra) -> dict:
        client, headers = self.staff_as
        res = client.post(f"/api/{self.slug}/staff/act", headers=headers,
                          json={"request_id": request_id, "action": action, **extra})
        assert res.status_code == expect, (res.status_code, res.get_json())
        return res.get_json()

    def staff(self) -> dict:
        return self.staff_as[0].get(f"/api/{self.slug}/staff", query_string={"per": 50}).get_json()


@pytest.fixture(scope="module")
def prod(database, database_url, cap_datasets, tmp_path_factory):
    conf = prod_conf(database_url, cap_datasets, tmp_path_factory.mktemp("prod"))
    app = create_app(conf, engine=BizEngine(conf=conf, database=database))
    email = f"owner-{secrets.token_hex(4)}@capacidad.test"
    with database.tx() as conn:
        for slug in ("obrador14", "mesas14", "pelu14", HOLD30):
            accounts.add(conn, slug, email, "Dueña", "owner", PASSWORD)
    staff_client = app.test_client()
    Customer.staff_as = (staff_client, {"X-CSRFToken": login(staff_client, email)})
    return app


def biz_of(cap_datasets, slug):
    return load_business(cap_datasets / slug)


# ---------------------------------------------------------------- the pure layer

def test_live_occupancy_has_no_seeded_load_and_counts_every_customer(cap_datasets):
    biz = biz_of(cap_datasets, "obrador14")
    seeded = availability.pickup_availability(biz, "2026-11-07", NOW, 10)
    empty = availability.pickup_availability(biz, "2026-11-07", NOW, 10, availability.live([]))
    assert [(s["min"], s["left"]) for s in seeded["slots"]] != [(s["min"], s["left"]) for s in empty["slots"]]
    assert all(s["left"] == 3 for s in empty["slots"])
    others = [{"id": f"r{i}", "kind": "order", "ymd": "2026-11-07", "start": 660, "end": 670, "mine": i == 0}
              for i in range(2)]
    slot = next(s for s in availability.pickup_availability(biz, "2026-11-07", NOW, 10, availability.live(others))["slots"]
                if s["min"] == 660)
    assert slot["left"] == 1
    row = next(r for r in agenda.agenda_of(biz, "2026-11-07", NOW, availability.live(others)) if r["min"] == 660)
    assert (row["taken"], row["mine"], row["total"]) == (1, 1, 3)
    full = others + [{"id": "r3", "kind": "order", "ymd": "2026-11-07", "start": 660, "end": 670, "mine": False}]
    assert 660 not in [s["min"] for s in
                       availability.pickup_availability(biz, "2026-11-07", NOW, 10, availability.live(full))["slots"]]
    assert capacity.fits(biz, full[0], full[1:]) == {}
    assert capacity.fits(biz, {**full[0], "id": "r4"}, full) is None
    assert [b["id"] for b in capacity.overbooked(biz, full + [{**full[0], "id": "r4"}])] == ["r4"]


def test_tables_count_a_party_over_the_whole_meal_and_staff_over_the_service(cap_datasets):
    tables = biz_of(cap_datasets, "mesas14")
    # two 4-seat tables and the 8-seat one taken at 20:00 (90 minutes): at 21:00 a party of 4 finds none
    taken = [{"id": f"t{i}", "kind": "booking", "ymd": "2026-11-06", "start": 1200, "end": 1290, "party": 4,
              "table_seats": seats, "mine": False} for i, seats in enumerate((4, 4, 8))]
    res = availability.table_availability(tables, "2026-11-06", NOW, 4, availability.live(taken))
    free = {s["min"] for s in res["slots"]}
    assert 1260 not in free and 1200 not in free and 1290 in free
    assert capacity.fits(tables, {"id": "n", "kind": "booking", "ymd": "2026-11-06", "start": 1260, "party": 4}, taken) is None
    assert capacity.fits(tables, {"id": "n", "kind": "booking", "ymd": "2026-11-06", "start": 1290, "party": 4},
                         taken) == {"table_seats": 4}
    salon = biz_of(cap_datasets, "pelu14")
    marta = [{"id": "a", "kind": "booking", "ymd": "2026-11-03", "start": 1020, "end": 1125, "resource": "marta",
              "mine": False}]
    res = availability.staff_availability(salon, "2026-11-03", NOW, ["corte-mujer"], "marta", availability.live(marta))
    starts = {s["min"] for s in res["slots"]}
    assert 1020 not in starts and 1110 not in starts and 1125 in starts and 960 in starts
    row = next(r for r in agenda.agenda_of(salon, "2026-11-03", NOW, availability.live(marta)) if r["min"] == 1050)
    assert row["taken"] == 1 and row["mine"] == 0


# ---------------------------------------------------------------- over HTTP, production

def order(v: Visitor, day_text="el 3 de noviembre a las 12") -> dict:
    v.say(f"Quiero una tarta de queso para 12 personas para {day_text}")
    for text in ("Laura", "655444333", "no"):
        v.say(text)
    return v.press("Enviar pedido")


def test_production_slots_agenda_and_chat_read_the_same_real_figure(prod):
    client = prod.test_client()
    first, second = Customer(client, "obrador14"), Customer(client, "obrador14")
    before = client.get("/api/obrador14/slots?date=2026-11-03").get_json()
    assert all(s["left"] == 3 for s in before["slots"])       # no seeded load in production
    assert order(first)["request"]["status"] == "pending"
    assert order(second)["request"]["status"] == "pending"
    after = client.get("/api/obrador14/slots?date=2026-11-03").get_json()
    assert next(s for s in after["slots"] if s["time"] == "12:00")["left"] == 1
    staff_client, headers = Customer.staff_as
    rows = staff_client.get("/api/obrador14/agenda", query_string={"date": "2026-11-03"}).get_json()
    row = next(r for r in rows["rows"] if r["time"] == "12:00")
    assert (row["taken"], row["mine"], row["total"]) == (2, 0, 3)     # the business sees every customer
    assert all(r["taken"] == 0 for r in rows["rows"] if r["time"] != "12:00")
    third = Customer(client, "obrador14")
    assert order(third)["request"]["status"] == "pending"
    fourth = Customer(client, "obrador14")
    fourth.say("Quiero una tarta de queso para 12 personas para el 3 de noviembre a las 12")
    assert "A las 12:00 no me queda hueco." in fourth.said


def test_sending_into_a_slot_that_filled_meanwhile_offers_the_nearest_times(prod, database):
    client = prod.test_client()
    late = Customer(client, "obrador14")
    late.say("Quiero una tarta de queso para 12 personas para el 4 de noviembre a las 13")
    for text in ("Laura", "655444333", "no"):
        late.say(text)
    for _ in range(3):          # the slot fills while the customer reads the summary
        assert order(Customer(client, "obrador14"), "el 4 de noviembre a las 13")["request"]["status"] == "pending"
    out = late.press("Enviar pedido")
    assert out["request"]["status"] == "collecting"
    assert late.said.startswith("La hora de las 13:00 se acaba de ocupar. Las horas libres más cercanas son")
    assert "13:00" not in late.chip_labels() and len(late.chip_labels()) == 3
    with database.tx() as conn:
        n = conn.execute("SELECT count(*) AS n FROM biz_requests WHERE business = 'obrador14' AND status = 'pending' "
                         "AND data->>'ymd' = '2026-11-04' AND data->>'time' = '13:00'").fetchone()["n"]
    assert n == 3


def test_accept_into_a_full_slot_is_409_with_alternatives_and_stays_pending(prod, database, cap_datasets):
    client = prod.test_client()
    biz = biz_of(cap_datasets, "obrador14")
    # three requests taken before going live (demo: no holds), one slot of capacity 3 already confirmed twice
    waiting = []
    for _ in range(4):
        who = bench.ready_to_send(database, biz, "Quiero una tarta de queso para 12 personas para el 5 de noviembre a las 11", "demo")
        out = bench.send(database, biz, who, "demo")
        waiting.append(Customer(client, "obrador14", session=who[0]))
        waiting[-1].case_id, waiting[-1].request_id = who[1], out["request"]["id"]
    for v in waiting[:3]:
        assert v.act(v.request_id, "accept")["status"] == "confirmed"
    res = waiting[3].act(waiting[3].request_id, "accept", expect=409)
    assert res["error"].startswith("el hueco 2026-11-05 11:00 ya está completo; horas libres más cercanas: ")
    assert [a["time"] for a in res["alternatives"]] == ["10:30", "11:30", "12:00"]
    assert next(r for r in waiting[3].staff()["requests"] if r["id"] == waiting[3].request_id)["status"] == "pending"


def test_a_proposed_time_is_held_then_released_and_a_late_yes_is_rechecked(prod, database, cap_datasets):
    client = prod.test_client()
    v = Customer(client, "obrador14")
    rid = order(v, "el 10 de noviembre a las 12")["request"]["id"]
    v.act(rid, "change", date="2026-11-10", time="12:30")
    slot = lambda: next(s for s in client.get("/api/obrador14/slots?date=2026-11-10").get_json()["slots"]  # noqa: E731
                        if s["time"] == "12:30")
    assert slot()["left"] == 2                                   # held while the customer decides
    assert next(s for s in client.get("/api/obrador14/slots?date=2026-11-10").get_json()["slots"]
                if s["time"] == "12:00")["left"] == 3           # the old time is free again
    with database.tx() as conn:
        proposed = conn.execute("SELECT proposed FROM biz_requests WHERE id = %s", (rid,)).fetchone()["proposed"]
        assert proposed["held_until"] == "2026-10-31T14:40:00+01:00"     # default 2 h after NOW
        conn.execute("UPDATE biz_requests SET proposed = proposed || '{\"held_until\": \"2026-10-31T12:00:00+01:00\"}' "
                     "WHERE id = %s", (rid,))
    assert slot()["left"] == 3                                   # released after the hold time
    for _ in range(3):
        rival = Customer(client, "obrador14")
        rival_id = order(rival, "el 10 de noviembre a las 12:30")["request"]["id"]
        rival.act(rival_id, "accept")
    v.post({"action": {"type": "change_accept"}, "label": "Aceptar la nueva hora"})
    assert v.said == ("La hora de las 12:30 se acaba de ocupar. Las horas libres más cercanas ese día son "
                      "12:00, 13:00 o 13:30: se lo digo al local para que te proponga una.")
    assert next(r for r in v.staff()["requests"] if r["id"] == rid)["status"] == "pending"


def nearest_offered(said: str, gone: str) -> list[str]:
    """The times of «La hora de las {gone} se acaba de ocupar. Las horas libres más cercanas ese día
    son A, B o C: se lo digo al local para que te proponga una.», checking the rest word for word."""
    head = f"La hora de las {gone} se acaba de ocupar. Las horas libres más cercanas ese día son "
    tail = ": se lo digo al local para que te proponga una."
    assert said.startswith(head) and said.endswith(tail), said
    return said[len(head):-len(tail)].replace(" o ", ", ").split(", ")


def sent_in_galician(client, day: int) -> tuple[Customer, str]:
    """A Galician customer whose cake for `day` November at 12:00 was sent: (customer, request id)."""
    v = Customer(client, "obrador14")
    v.say(f"Quero unha torta de Santiago de 8 racións para o {day} de novembro ás 12")
    for text in ("Antía", "600111222", "non"):
        v.say(text)
    return v, v.press(next(label for label in v.chip_labels() if label.startswith("Enviar")))["request"]["id"]


# (business, the customer's request, the time a person proposes, a rival's request for that time)
LATE = {
    "pickup": ("obrador14", "Quiero una tarta de queso para 12 personas para el 17 de noviembre a las 12", "12:30",
               "Quiero una tarta de queso para 12 personas para el 17 de noviembre a las 12:30"),
    "table": ("mesas14", "mesa para 4 el 17 de noviembre a las 13:00", "21:00",
              "mesa para 4 el 17 de noviembre a las 21:00"),
    "staff": ("pelu14", "corte de mujer y tinte con Marta el 17 de noviembre a las 10", "17:00",
              "corte de mujer y tinte con Marta el 17 de noviembre a las 17"),
}


def sent(database, client, biz, script: str, mode: str = "production") -> Customer:
    """A customer whose request `script` was sent in `mode` (demo: stored without a hold)."""
    who = bench.ready_to_send(database, biz, script, mode)
    out = bench.send(database, biz, who, mode)
    assert out["request"]["status"] == "pending", [r["text"] for r in out["replies"]]
    customer = Customer(client, biz.slug, session=who[0])
    customer.case_id, customer.request_id = who[1], out["request"]["id"]
    return customer


@pytest.mark.parametrize("name", ["pickup", "table", "staff"])
def test_a_late_yes_counts_the_pending_requests_that_took_the_place(name, prod, database, cap_datasets):
    slug, script, proposed, rival_script = LATE[name]
    biz, client = biz_of(cap_datasets, slug), prod.test_client()
    v = sent(database, client, biz, script)
    v.act(v.request_id, "change", date="2026-11-17", time=proposed)
    with database.tx() as conn:      # the customer took longer than the hold
        conn.execute("UPDATE biz_requests SET proposed = proposed || '{\"held_until\": \"2026-10-31T12:00:00+01:00\"}' "
                     "WHERE id = %s", (v.request_id,))
    rivals = [sent(database, client, biz, rival_script) for _ in range(bench.KINDS[name].capacity)]
    v.post({"action": {"type": "change_accept"}, "label": "Aceptar la nueva hora"})
    listed = nearest_offered(v.said, gone=proposed)
    assert proposed not in listed and len(listed) == 3, listed
    assert next(r for r in v.staff()["requests"] if r["id"] == v.request_id)["status"] == "pending"
    assert bench.overbooked_slots(database, biz, "2026-11-17") == []
    for rival in rivals:            # the places stay theirs
        assert rival.act(rival.request_id, "accept")["status"] == "confirmed"


# (business, the customer's request, the time a person proposes); rivals then ask for the same
BACK = {
    "pickup": ("obrador14", "Quiero una tarta de queso para 12 personas para el 19 de noviembre a las 12", "12:30"),
    "table": ("mesas14", "mesa para 4 el 19 de noviembre a las 13:00", "21:00"),
    "staff": ("pelu14", "corte de mujer y tinte con Marta el 19 de noviembre a las 10", "17:00"),
}


@pytest.mark.parametrize("name", ["pickup", "table", "staff"])
def test_a_no_to_a_proposal_rechecks_the_customers_own_time_that_the_proposal_freed(name, prod, database,
                                                                                    cap_datasets):
    slug, script, proposed = BACK[name]
    biz, client = biz_of(cap_datasets, slug), prod.test_client()
    v = sent(database, client, biz, script)
    own_time = {"pickup": "12:00", "table": "13:00", "staff": "10:00"}[name]
    v.act(v.request_id, "change", date="2026-11-19", time=proposed)      # the old time is free again
    rivals = [sent(database, client, biz, script) for _ in range(bench.KINDS[name].capacity)]
    signal = v.staff()["newest_pending_at"]
    v.post({"action": {"type": "change_reject"}, "label": "No me viene bien"})
    board = v.staff()
    assert board["newest_pending_at"] > signal                  # the panel rings: it is pending again
    pending = [r["id"] for r in board["requests"] if r["status"] == "pending"]
    assert pending.index(v.request_id) > max(pending.index(r.request_id) for r in rivals)   # queued behind
    listed = nearest_offered(v.said, gone=own_time)
    assert own_time not in listed and proposed not in listed and len(listed) == 3, listed
    assert next(r for r in v.staff()["requests"] if r["id"] == v.request_id)["status"] == "pending"
    for rival in rivals:            # the places stay theirs: the customer who said no does not jump them
        assert rival.act(rival.request_id, "accept")["status"] == "confirmed"
    assert bench.overbooked_slots(database, biz, "2026-11-19", statuses=("confirmed",)) == []
    v.act(v.request_id, "accept", expect=409)        # a person proposes another time instead


def test_a_no_to_a_proposal_keeps_the_bigger_table_its_recheck_chose(prod, database, cap_datasets):
    """Both 4-seat tables went to others while a proposal stood; the «no» finds the 8-seat table
    free and keeps it, so a party of 6 can no longer be given that table."""
    biz, client = biz_of(cap_datasets, "mesas14"), prod.test_client()
    v = sent(database, client, biz, "mesa para 4 el 26 de noviembre a las 13:00")
    v.act(v.request_id, "change", date="2026-11-26", time="21:00")
    for _ in range(2):
        sent(database, client, biz, "mesa para 4 el 26 de noviembre a las 13:00")
    v.post({"action": {"type": "change_reject"}, "label": "No me viene bien"})
    assert v.said == "Vale, se lo digo al local: lo verán otra vez y te dirán algo aquí."
    with database.tx() as conn:
        data = conn.execute("SELECT data FROM biz_requests WHERE id = %s", (v.request_id,)).fetchone()["data"]
    assert data["table_seats"] == 8
    slots = client.get("/api/mesas14/slots?date=2026-11-26&party=6").get_json()["slots"]
    assert not any(s["time"] == "13:00" and s.get("left", 1) > 0 for s in slots)
    assert any(s["time"] == "21:00" and s.get("left", 1) > 0 for s in slots)      # the proposal freed it
    assert bench.overbooked_slots(database, biz, "2026-11-26") == []


def test_a_no_to_a_proposal_with_the_own_time_still_free_keeps_it_in_galician(prod, database):
    client = prod.test_client()
    v, rid = sent_in_galician(client, 24)
    v.act(rid, "change", date="2026-11-24", time="12:30")
    v.post({"action": {"type": "change_reject"}, "label": "Non me vai ben"})
    assert v.said == "Vale, dígollo ao local: mirarano outra vez e diranche algo aquí."
    assert v.act(rid, "accept")["status"] == "confirmed"


def test_a_no_to_a_proposal_whose_own_time_filled_is_told_in_galician(prod, database):
    client = prod.test_client()
    v, rid = sent_in_galician(client, 25)
    v.act(rid, "change", date="2026-11-25", time="12:30")
    for _ in range(3):
        rival = Customer(client, "obrador14")
        rival.act(order(rival, "el 25 de noviembre a las 12")["request"]["id"], "accept")
    v.post({"action": {"type": "change_reject"}, "label": "Non me vai ben"})
    assert v.said == ("A hora das 12:00 acaba de ocuparse. As horas libres máis próximas ese día son "
                      "11:00, 11:30 ou 13:00: dígollo ao local para que che propoña unha.")   # not the 12:30 declined
    assert next(r for r in v.staff()["requests"] if r["id"] == rid)["status"] == "pending"


# (business, a request, its day and time): free in the demo's seeded load too
QUEUED = {
    "pickup": ("obrador14", "Quiero una tarta de queso para 12 personas para el 18 de noviembre a las 12:30",
               "2026-11-18", "12:30"),
    "table": ("mesas14", "mesa para 4 el 18 de noviembre a las 21:00", "2026-11-18", "21:00"),
    "staff": ("pelu14", "corte de mujer y tinte con Marta el 18 de noviembre a las 10:30", "2026-11-18", "10:30"),
}


@pytest.mark.parametrize("name", ["pickup", "table", "staff"])
def test_accept_counts_the_pending_requests_queued_ahead(name, prod, database, cap_datasets):
    slug, script, day, time = QUEUED[name]
    biz, client = biz_of(cap_datasets, slug), prod.test_client()
    holders = [sent(database, client, biz, script) for _ in range(bench.KINDS[name].capacity)]
    late = sent(database, client, biz, script, mode="demo")       # stored without a hold: behind them
    res = late.act(late.request_id, "accept", expect=409)
    assert res["error"].startswith(f"el hueco {day} {time} ya está completo; horas libres más cercanas: ")
    assert len(res["alternatives"]) == 3 and time not in [a["time"] for a in res["alternatives"]]
    assert next(r for r in late.staff()["requests"] if r["id"] == late.request_id)["status"] == "pending"
    for holder in holders:          # queued first, confirmed first
        assert holder.act(holder.request_id, "accept")["status"] == "confirmed"
    assert bench.overbooked_slots(database, biz, day, ("confirmed",)) == []


def test_a_business_with_a_30_minute_hold(prod, database, database_url, cap_datasets, tmp_path):
    v = Customer(prod.test_client(), HOLD30)
    rid = order(v, "el 19 de noviembre a las 12")["request"]["id"]
    v.act(rid, "change", date="2026-11-19", time="12:30")
    with database.tx() as conn:
        held = conn.execute("SELECT proposed FROM biz_requests WHERE id = %s", (rid,)).fetchone()["proposed"]
    assert held["held_until"] == "2026-10-31T13:10:00+01:00"        # 30 min after NOW, not 2 h

    def left_at(minutes: int) -> int:
        app = prod_app(database, database_url, cap_datasets, tmp_path / str(minutes),
                       BIZ_NOW=(NOW + timedelta(minutes=minutes)).isoformat())
        slots = app.test_client().get(f"/api/{HOLD30}/slots?date=2026-11-19").get_json()["slots"]
        return next(s["left"] for s in slots if s["time"] == "12:30")
    assert left_at(29) == 2          # still held for the customer
    assert left_at(31) == 3          # released after 30 minutes


def test_proposing_a_full_time_is_409_in_production(prod):
    client = prod.test_client()
    for _ in range(3):
        order(Customer(client, "obrador14"), "el 11 de noviembre a las 12")
    v = Customer(client, "obrador14")
    rid = order(v, "el 11 de noviembre a las 11")["request"]["id"]
    res = v.act(rid, "change", expect=409, date="2026-11-11", time="12:00")
    assert res["error"].startswith("el hueco 2026-11-11 12:00 no está libre; horas libres más cercanas: ")
    assert [a["time"] for a in res["alternatives"]] == ["11:00", "11:30", "12:30"]


def test_demo_mode_keeps_the_seeded_load(client):
    seeded = client.get("/api/pasteleria/slots?date=2026-11-07").get_json()
    assert any(s["left"] < 4 for s in seeded["slots"])


# ---------------------------------------------------------------- the races

@pytest.fixture(scope="module")
def race_db(database, database_url):
    """A pool as wide as the race: 20 transactions wait on the slot's lock, not on the pool."""
    db = Database(database_url, max_size=24)
    yield db
    db.close()


RACED_TIME = {"pickup": "11:00", "table": "21:00", "staff": "17:00"}     # of bench.KINDS' send races


@pytest.mark.parametrize("name", ["pickup", "table", "staff"])
def test_twenty_at_once_never_overbook(name, race_db, cap_datasets, tmp_path):
    kind = bench.KINDS[name]
    biz = biz_of(cap_datasets, kind.slug)
    sent = bench.race_send(race_db, biz, kind.send[0], kind.capacity)
    assert sent.errors == []
    assert (sent.successes, sent.conflicts) == (1, 19)
    gone = f"La hora de las {RACED_TIME[name]} se acaba de ocupar. "
    # the nearest free times, or those of the other opening when the asked one is full (the table's night)
    offers = ("Las horas libres más cercanas son ", "En ese turno no me queda nada libre; en el otro tengo ")
    assert len(sent.told) == 19 and all(text.startswith(tuple(gone + o for o in offers))
                                        and text.endswith(". ¿Cuál te va bien?") for text in sent.told), sent.told
    assert all(RACED_TIME[name] not in text[len(gone):] for text in sent.told)     # only free times offered
    assert bench.overbooked_slots(race_db, biz, kind.send[1]) == []
    with race_db.tx() as conn:
        held = occupancy.blocks(conn, biz.slug, NOW)
    assert len([b for b in held if b["ymd"] == kind.send[1]]) == kind.capacity
    accepted = bench.race_accept(race_db, biz, kind.accept[0], output_dir=str(tmp_path))
    assert accepted.errors == []
    assert (accepted.successes, accepted.conflicts) == (kind.capacity, 20 - kind.capacity)
    assert bench.overbooked_slots(race_db, biz, kind.accept[1], ("confirmed",)) == []
    with race_db.tx() as conn:
        rows = conn.execute("SELECT status, count(*) AS n FROM biz_requests WHERE business = %s AND data->>'ymd' = %s "
                            "AND status IN ('pending', 'confirmed') GROUP BY status ORDER BY status",
                            (biz.slug, kind.accept[1])).fetchall()
    assert [(r["status"], r["n"]) for r in rows] == [("confirmed", kind.capacity), ("pending", 20 - kind.capacity)]


def test_the_bench_report_shows_every_figure():
    race = bench.Race(attempts=20, successes=1, conflicts=19, ms=[20.0] * 20)
    text = bench.report({"pickup": {"capacity": 3, "send": race, "accept": race, "overbooked": 0}})
    assert "pickup   send          20    1   19      0     20.0     20.0" in text
    assert "pickup   capacity 3, overbooked slots: 0" in text


def test_galician_customer_told_in_galician_when_the_place_goes(prod):
    client = prod.test_client()
    late = Customer(client, "obrador14")
    late.say("Quero unha torta de Santiago de 8 racións para o 12 de novembro ás 11")
    for text in ("Antía", "600111222", "non"):
        late.say(text)
    for _ in range(3):
        order(Customer(client, "obrador14"), "el 12 de noviembre a las 11")
    send_label = next(label for label in late.chip_labels() if label.startswith("Enviar"))
    out = late.press(send_label)
    assert out["request"]["status"] == "collecting"
    assert late.said.startswith("A hora das 11:00 acaba de ocuparse. As horas libres máis próximas son")


def test_a_late_yes_to_a_proposal_that_filled_is_told_in_galician(prod, database):
    client = prod.test_client()
    v, rid = sent_in_galician(client, 13)
    v.act(rid, "change", date="2026-11-13", time="12:30")
    with database.tx() as conn:      # the customer took longer than the hold
        conn.execute("UPDATE biz_requests SET proposed = proposed || '{\"held_until\": \"2026-10-31T12:00:00+01:00\"}' "
                     "WHERE id = %s", (rid,))
    for _ in range(3):
        rival = Customer(client, "obrador14")
        rival.act(order(rival, "el 13 de noviembre a las 12:30")["request"]["id"], "accept")
    v.post({"action": {"type": "change_accept"}, "label": "Aceptar a nova hora"})
    assert v.said == ("A hora das 12:30 acaba de ocuparse. As horas libres máis próximas ese día son "
                      "12:00, 13:00 ou 13:30: dígollo ao local para que che propoña unha.")
    assert next(r for r in v.staff()["requests"] if r["id"] == rid)["status"] == "pending"
