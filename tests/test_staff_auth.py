"""Production mode: staff accounts, login, CSRF, limits, tenant walls and who did what."""
from __future__ import annotations

import re

import pytest

from bizengine.service import accounts
from tests.chat_client import Visitor
from tests.prod_app import PASSWORD, SECRET, login, prod_app, prod_conf, ensure_people, seed_pending


@pytest.fixture(scope="module")
def papp(database, database_url, datasets_dir, tmp_path_factory):
    return prod_app(database, database_url, datasets_dir, tmp_path_factory.mktemp("prod"))


@pytest.fixture(scope="module")
def people(database):
    return ensure_people(database)


def as_person(papp, people, key):
    client = papp.test_client()
    token = login(client, people[key].email)
    return client, token


STAFF_GETS = ["/staff", "/agenda?date=2026-11-07", "/staff/history?case=EXP-20261031-abcdef", "/staff/people",
              "/staff/suggestions"]
STAFF_POSTS = ["/staff/act", "/staff/people", "/staff/people/disable"]


def test_production_refuses_to_start_without_a_strong_secret(database, database_url, datasets_dir, tmp_path):
    from bizengine.web.extension import BizEngine
    from obrador_mel import create_app
    for key, words in (("", "necesita SECRET_KEY"), ("changeme", "demasiado débil"), ("a" * 40, "demasiado débil")):
        conf = prod_conf(database_url, datasets_dir, tmp_path, SECRET_KEY=key)
        with pytest.raises(RuntimeError, match=words):
            create_app(conf, engine=BizEngine(conf=conf, database=database))


def test_health_says_the_mode(papp):
    assert papp.test_client().get("/health").get_json()["mode"] == "production"


@pytest.mark.parametrize("slug", ["pasteleria", "restaurante"])
def test_no_session_is_401_json_and_the_panel_page_redirects_to_login(papp, slug):
    client = papp.test_client()
    for path in STAFF_GETS:
        res = client.get(f"/api/{slug}{path}")
        assert res.status_code == 401 and "inicia sesión" in res.get_json()["error"], path
    for path in STAFF_POSTS:
        res = client.post(f"/api/{slug}{path}", json={"request_id": "req-0000000000000000", "action": "accept"})
        assert res.status_code == 401 and res.get_json()["error"], path
    page = client.get(f"/panel/{slug}/")
    assert page.status_code == 303 and page.headers["Location"].startswith("/staff/login?next=")


def test_same_message_for_unknown_email_and_wrong_password(papp, people):
    client = papp.test_client()
    token = client.get("/staff/csrf").get_json()["csrf_token"]
    answers = []
    for email, password in ((people["ana"].email, "no-es-la-clave-1"), ("nadie@ningun.test", PASSWORD),
                            (people["ana"].email.upper(), "otra-clave-mala"), ("", ""), (None, 12)):
        res = client.post("/staff/login", json={"email": email, "password": password}, headers={"X-CSRFToken": token})
        answers.append((res.status_code, res.get_json()))
    assert all(a == (401, {"error": "E-mail o contraseña incorrectos."}) for a in answers), answers
    res = client.post("/staff/login", json={"email": people["ana"].email, "password": PASSWORD})
    assert res.status_code == 403 and "CSRF" in res.get_json()["error"]   # login needs the token too


def test_login_page_form_logs_in_and_goes_to_the_panel(papp, people):
    client = papp.test_client()
    page = client.get("/staff/login?next=/panel/pasteleria/")
    html = page.get_data(as_text=True)
    token = re.search(r'name="csrf_token" value="([^"]+)"', html).group(1)
    res = client.post("/staff/login", data={"email": people["bruno"].email, "password": PASSWORD, "csrf_token": token,
                                            "next": "/panel/pasteleria/"})
    assert res.status_code == 303 and res.headers["Location"] == "/panel/pasteleria/"
    cookie = res.headers["Set-Cookie"]
    assert "HttpOnly" in cookie and "SameSite=Lax" in cookie
    assert client.get("/panel/pasteleria/").status_code == 200
    token = re.search(r'name="csrf_token" value="([^"]+)"', client.get("/staff/login").get_data(as_text=True)).group(1)
    bad = client.post("/staff/login", data={"email": people["bruno"].email, "password": "mala-clave-123",
                                            "csrf_token": token, "next": "https://evil.test/"})
    assert bad.status_code == 401 and "E-mail o contraseña incorrectos." in bad.get_data(as_text=True)


@pytest.mark.parametrize("setting,secure", [("1", True), ("auto", True), ("0", False)])
def test_secure_cookie_by_default_in_production(database, database_url, datasets_dir, tmp_path, people, setting,
                                                secure):
    app = prod_app(database, database_url, datasets_dir, tmp_path, COOKIE_SECURE=setting)
    client = app.test_client()
    token = client.get("/staff/csrf").get_json()["csrf_token"]
    res = client.post("/staff/login", json={"email": people["ana"].email, "password": PASSWORD},
                      headers={"X-CSRFToken": token})
    assert res.status_code == 200
    cookie = res.headers["Set-Cookie"]
    assert ("; Secure" in cookie) is secure and "HttpOnly" in cookie and "SameSite=Lax" in cookie


def test_the_customer_chat_sets_and_reads_no_cookie_in_production(papp, people):
    client = papp.test_client()
    v = Visitor(client)
    for text in ("hola", "quiero una tarta de queso para 12 personas para el sábado a las 11"):
        res = client.post("/api/pasteleria/chat", json={"session": v.session, "case_id": v.case_id, "text": text})
        assert res.status_code == 200 and "Set-Cookie" not in res.headers
        v.case_id = res.get_json()["case_id"]
    res = client.get("/api/pasteleria/conversation", headers={"X-Session": v.session})
    assert res.status_code == 200 and "Set-Cookie" not in res.headers
    staff, _ = as_person(papp, people, "ana")        # a staff cookie sent along changes nothing for the chat
    res = staff.post("/api/pasteleria/chat", json={"session": v.session, "case_id": v.case_id, "text": "gracias"})
    assert res.status_code == 200 and "Set-Cookie" not in res.headers


WALLS = [("ana", "restaurante"), ("bruno", "restaurante"), ("carla", "pasteleria")]


@pytest.mark.parametrize("who,foreign", WALLS)
def test_tenant_walls_every_staff_endpoint_is_404_elsewhere(papp, people, database, who, foreign):
    theirs = seed_pending(database, foreign, name="Ajena")
    client, token = as_person(papp, people, who)
    for path in STAFF_GETS + [f"/staff/history?case={theirs['case_id']}"]:
        res = client.get(f"/api/{foreign}{path}")
        assert res.status_code == 404 and res.get_json()["error"], (path, res.status_code)
    for path in STAFF_POSTS:
        res = client.post(f"/api/{foreign}{path}", json={"request_id": theirs["id"], "action": "accept",
                                                        "id": "per-0", "email": "x@y.test"}, headers={"X-CSRFToken": token})
        assert res.status_code == 404, (path, res.status_code)
    assert client.get(f"/panel/{foreign}/").status_code == 404
    with database.tx() as conn:
        assert conn.execute("SELECT status FROM biz_requests WHERE id = %s", (theirs["id"],)).fetchone()["status"] == "pending"
        assert conn.execute("SELECT count(*) AS n FROM approvals WHERE request_id = %s", (theirs["id"],)).fetchone()["n"] == 0


@pytest.mark.parametrize("who,home,other", [("ana", "pasteleria", "restaurante"), ("carla", "restaurante", "pasteleria")])
def test_a_request_of_another_business_through_my_own_url_is_404(papp, people, database, who, home, other):
    theirs = seed_pending(database, other, name="Otra")
    client, token = as_person(papp, people, who)
    assert client.get(f"/api/{home}/staff").status_code == 200
    for action in ("accept", "deny", "answer"):
        res = client.post(f"/api/{home}/staff/act", json={"request_id": theirs["id"], "action": action, "message": "x"},
                          headers={"X-CSRFToken": token})
        assert res.status_code == 404
    hist = client.get(f"/api/{home}/staff/history?case={theirs['case_id']}")
    assert hist.status_code == 404
    with database.tx() as conn:
        assert conn.execute("SELECT status FROM biz_requests WHERE id = %s", (theirs["id"],)).fetchone()["status"] == "pending"


def test_csrf_missing_or_wrong_is_403_and_changes_nothing(papp, people, database):
    mine = seed_pending(database, "pasteleria", name="Csrf")
    client, token = as_person(papp, people, "bruno")
    for headers in ({}, {"X-CSRFToken": "nope"}, {"X-CSRFToken": token[:-2] + "xx"}):
        res = client.post("/api/pasteleria/staff/act", json={"request_id": mine["id"], "action": "accept"}, headers=headers)
        assert res.status_code == 403 and "CSRF" in res.get_json()["error"]
    other, other_token = as_person(papp, people, "ana")
    res = client.post("/api/pasteleria/staff/act", json={"request_id": mine["id"], "action": "accept"},
                      headers={"X-CSRFToken": other_token})   # another person's token is not this session's
    assert res.status_code == 403
    with database.tx() as conn:
        assert conn.execute("SELECT status FROM biz_requests WHERE id = %s", (mine["id"],)).fetchone()["status"] == "pending"


def test_forged_or_expired_cookie_is_401(papp, people, database, database_url, datasets_dir, tmp_path):
    client, _ = as_person(papp, people, "ana")
    cookie = client.get_cookie("session")
    forged = papp.test_client()
    forged.set_cookie("session", cookie.value[:-4] + ("AAAA" if not cookie.value.endswith("AAAA") else "BBBB"))
    assert forged.get("/api/pasteleria/staff").status_code == 401
    other_key = papp.test_client()
    from itsdangerous import URLSafeTimedSerializer
    from flask.sessions import SecureCookieSessionInterface
    iface = SecureCookieSessionInterface()
    signer = URLSafeTimedSerializer("x" * 40, salt=iface.salt, serializer=iface.serializer,
                                    signer_kwargs={"key_derivation": "hmac", "digest_method": iface.digest_method})
    person_id = people_id(database, people["ana"].email)
    other_key.set_cookie("session", signer.dumps({"_user_id": f"bizengine:{person_id}:0", "bz_login_at": 9e12}))
    assert other_key.get("/api/pasteleria/staff").status_code == 401
    short = prod_app(database, database_url, datasets_dir, tmp_path, STAFF_SESSION_HOURS="0")
    expired = short.test_client()
    login(expired, people["ana"].email)
    res = expired.get("/api/pasteleria/staff")
    assert res.status_code == 401 and res.get_json()["error"]


def people_id(database, email):
    with database.tx() as conn:
        return accounts.by_email(conn, email).id


def test_a_disabled_account_stops_at_the_next_request(papp, database):
    ppl = ensure_people(database, "+dis")
    client, token = as_person(papp, ppl, "bruno")
    assert client.get("/api/pasteleria/staff").status_code == 200
    owner, owner_token = as_person(papp, ppl, "ana")
    res = owner.post("/api/pasteleria/staff/people/disable", json={"id": people_id(database, ppl["bruno"].email)},
                     headers={"X-CSRFToken": owner_token})
    assert res.status_code == 200 and res.get_json()["disabled"] is True
    assert client.get("/api/pasteleria/staff").status_code == 401
    login(papp.test_client(), ppl["bruno"].email, expect=401)
    assert owner.post("/api/pasteleria/staff/people/disable", json={"id": people_id(database, ppl["ana"].email)},
                      headers={"X-CSRFToken": owner_token}).status_code == 409     # not yourself


def test_password_change_ends_other_sessions_and_keeps_this_one(papp, database):
    ppl = ensure_people(database, "+pwd")
    here, token = as_person(papp, ppl, "carla")
    there, _ = as_person(papp, ppl, "carla")
    bad = here.post("/staff/password", json={"current": "no-es-esta-1", "new": "nueva-clave-larga"}, headers={"X-CSRFToken": token})
    assert bad.status_code == 403
    weak = here.post("/staff/password", json={"current": PASSWORD, "new": "corta"}, headers={"X-CSRFToken": token})
    assert weak.status_code == 400
    ok = here.post("/staff/password", json={"current": PASSWORD, "new": "nueva-clave-larga"}, headers={"X-CSRFToken": token})
    assert ok.status_code == 200
    assert here.get("/api/restaurante/staff").status_code == 200
    assert there.get("/api/restaurante/staff").status_code == 401
    login(papp.test_client(), ppl["carla"].email, expect=401)
    login(papp.test_client(), ppl["carla"].email, "nueva-clave-larga")


def test_logout(papp, people):
    client, token = as_person(papp, people, "ana")
    assert client.post("/staff/logout", json={}, headers={"X-CSRFToken": token}).status_code == 200
    assert client.get("/api/pasteleria/staff").status_code == 401
    assert client.get("/staff/me").status_code == 401


def test_login_is_limited_per_account_and_per_address(database, database_url, datasets_dir, tmp_path, people):
    app = prod_app(database, database_url, datasets_dir, tmp_path, RATELIMIT_ENABLED="1", LOGIN_LIMIT="3 per minute")

    def attempt(email, password, addr):
        client = app.test_client()
        env = {"REMOTE_ADDR": addr}
        token = client.get("/staff/csrf", environ_base=env).get_json()["csrf_token"]
        return client.post("/staff/login", json={"email": email, "password": password}, headers={"X-CSRFToken": token},
                           environ_base=env).status_code

    # per account: wrong passwords from three addresses, then even the right one is refused
    assert [attempt(people["carla"].email, "mala-clave-xx", f"10.0.0.{i}") for i in range(3)] == [401] * 3
    assert attempt(people["carla"].email, PASSWORD, "10.0.0.9") == 429
    # per address: many accounts from one address
    assert [attempt(f"nadie{i}@x.test", "mala-clave-xx", "10.0.1.1") for i in range(3)] == [401] * 3
    assert attempt(people["ana"].email, PASSWORD, "10.0.1.1") == 429
    # a good login from elsewhere is not punished, and successes do not count
    assert [attempt(people["ana"].email, PASSWORD, "10.0.2.1") for _ in range(4)] == [200] * 4


def test_owner_manages_staff_and_staff_cannot(papp, database):
    ppl = ensure_people(database, "+own")
    owner, token = as_person(papp, ppl, "ana")
    listed = owner.get("/api/pasteleria/staff/people").get_json()["people"]
    assert {p["email"] for p in listed} >= {ppl["ana"].email, ppl["bruno"].email}
    assert all("password" not in str(p) for p in listed)
    res = owner.post("/api/pasteleria/staff/people", json={"email": "dora+own@obradormel.test", "name": "Dora",
                                                           "role": "staff", "password": "horno-de-lenha-1"},
                     headers={"X-CSRFToken": token})
    assert res.status_code == 201
    for body, status in (({"email": "no-es-email", "name": "X", "password": "horno-de-lenha-1"}, 400),
                         ({"email": "eva+own@x.test", "name": "Eva", "password": "corta"}, 400),
                         ({"email": "eva+own@x.test", "name": "Eva", "role": "jefa", "password": "horno-de-lenha-1"}, 400),
                         ({"email": "dora+own@obradormel.test", "name": "Dora", "password": "horno-de-lenha-1"}, 409)):
        assert owner.post("/api/pasteleria/staff/people", json=body, headers={"X-CSRFToken": token}).status_code == status
    login(papp.test_client(), "dora+own@obradormel.test", "horno-de-lenha-1")
    staff_client, staff_token = as_person(papp, ppl, "bruno")
    assert staff_client.get("/api/pasteleria/staff/people").status_code == 404
    assert staff_client.post("/api/pasteleria/staff/people", json={"email": "z@z.test", "name": "Z", "password": "horno-de-lenha-1"},
                             headers={"X-CSRFToken": staff_token}).status_code == 404


def test_disabling_in_one_business_leaves_the_other(papp, database):
    ppl = ensure_people(database, "+two")
    both = f"eli{ppl['ana'].email.split('@')[0][3:]}@ambos.test"
    with database.tx() as conn:
        accounts.add(conn, "pasteleria", both, "Eli", "staff", PASSWORD)
        accounts.add(conn, "restaurante", both, "Eli", "staff", "ignorada-porque-ya-existe")
    eli = papp.test_client()
    login(eli, both)
    assert eli.get("/api/pasteleria/staff").status_code == 200 and eli.get("/api/restaurante/staff").status_code == 200
    owner, token = as_person(papp, ppl, "ana")
    res = owner.post("/api/pasteleria/staff/people/disable", json={"id": people_id(database, both)},
                     headers={"X-CSRFToken": token})
    assert res.get_json()["disabled"] is True
    assert eli.get("/api/pasteleria/staff").status_code == 404          # gone from the bakery at the next request
    assert eli.get("/api/restaurante/staff").status_code == 200         # the restaurant's role is untouched
    carla, carla_token = as_person(papp, ppl, "carla")
    listed = {p["email"]: p["disabled"] for p in carla.get("/api/restaurante/staff/people").get_json()["people"]}
    assert listed[both] is False
    owner.post("/api/pasteleria/staff/people/disable", json={"id": people_id(database, both), "disabled": False},
               headers={"X-CSRFToken": token})
    assert eli.get("/api/pasteleria/staff").status_code == 200



@pytest.mark.parametrize("path", ["/staff/login", "/staff/password"])
@pytest.mark.parametrize("body, status, says", [
    ("[" * 4000, 400, "anidado"),
    ('{"email": ', 400, "mal formado"),
    ('{"email": "' + "a" * 9000 + '"}', 413, None),
])
def test_a_bad_login_or_password_body_is_a_clear_4xx(papp, people, path, body, status, says):
    client, token = as_person(papp, people, "ana")
    res = client.post(path, data=body, content_type="application/json", headers={"X-CSRFToken": token})
    assert res.status_code == status
    if says:
        assert says in res.get_json()["error"]
