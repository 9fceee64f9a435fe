"""Production-mode apps for tests: staff accounts, two businesses and three people.

    ana    owner of pasteleria
    bruno  staff of pasteleria
    carla  owner of restaurante
"""
from __future__ import annotations

import secrets
from dataclasses import dataclass

import pytest

from bizengine.service import accounts
from bizengine.storage import cases
from bizengine.storage.db import jsonb
from bizengine.web.extension import BizEngine
from obrador_mel import create_app
from tests.conftest import NOW, make_conf

SECRET = "t" + secrets.token_hex(24)
PASSWORD = "pan-de-millo-2026"


@dataclass(frozen=True)
class Who:
    email: str
    name: str
    business: str
    role: str


PEOPLE = {
    "ana": Who("ana@obradormel.test", "Ana", "pasteleria", "owner"),
    "bruno": Who("bruno@obradormel.test", "Bruno", "pasteleria", "staff"),
    "carla": Who("carla@restaurante.test", "Carla", "restaurante", "owner"),
}


def prod_conf(database_url, datasets_dir, tmp, **extra) -> dict:
    return make_conf(database_url, datasets_dir, tmp, **{"BIZ_MODE": "production", "SECRET_KEY": SECRET,
                                                         "COOKIE_SECURE": "0", **extra})


def prod_app(database, database_url, datasets_dir, tmp, **extra):
    conf = prod_conf(database_url, datasets_dir, tmp, **extra)
    return create_app(conf, engine=BizEngine(conf=conf, database=database))


def ensure_people(database, suffix: str = "") -> dict[str, Who]:
    """The three people (e-mails made unique by `suffix` so apps of several tests can share a database)."""
    out = {}
    with database.tx() as conn:
        for key, who in PEOPLE.items():
            email = who.email.replace("@", f"{suffix}@")
            if accounts.by_email(conn, email) is None:
                accounts.add(conn, who.business, email, who.name, who.role, PASSWORD)
            out[key] = Who(email, who.name, who.business, who.role)
    return out


def login(client, email: str, password: str = PASSWORD, expect: int = 200) -> str:
    """Log a test client in over JSON; returns the CSRF token for its later POSTs."""
    token = client.get("/staff/csrf").get_json()["csrf_token"]
    res = client.post("/staff/login", json={"email": email, "password": password}, headers={"X-CSRFToken": token})
    assert res.status_code == expect, (res.status_code, res.get_json())
    return (res.get_json() or {}).get("csrf_token", token)


def seed_pending(database, business: str, *, name: str = "Marta", phone: str = "+34600111222", kind: str = "order",
                 ymd: str = "2026-11-07", minute: int = 660, note: str = "") -> dict:
    """A pending request of a fresh customer session, stored as the chat stores one."""
    session = secrets.token_hex(16)
    with database.tx() as conn:
        case = cases.create_case(conn, business, session, "es", NOW)
        req = cases.create_request(conn, case, kind, {}, customer_text=f"hola, soy {name}")
        data = {"name": name, "phone": phone, "note": note, "ymd": ymd, "min": minute, "time": f"{minute // 60:02d}:{minute % 60:02d}",
                "lang": "es", "lines": [{"qty": 1, "name": "Algo", "total_cents": 1200}] if kind == "order" else [],
                "party": 2 if kind == "booking" else None, "duration": 90 if kind == "booking" else 10}
        conn.execute("UPDATE biz_requests SET status = 'pending', data = %s, total_cents = %s WHERE id = %s",
                     (jsonb(data), 1200 if kind == "order" else None, req["id"]))
        cases.set_case_state(conn, case, "await_approval")
    return {"id": req["id"], "case_id": case["id"], "session": session}


@pytest.fixture(scope="module")
def database(database_url):
    """A module's own database, for production tests (import it into the module to use it):
    production counts every customer's live requests, and the other tests' orders in the shared
    database would fill the very slots these customers ask for."""
    from bizengine.storage.db import Database
    from tests.test_extension import fresh_database
    db = Database(fresh_database(database_url))
    db.apply_schema()
    yield db
    db.close()
