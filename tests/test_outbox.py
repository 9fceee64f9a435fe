"""E-mail to the business through the outbox, against a real SMTP server (aiosmtpd)."""
from __future__ import annotations

import socket
import time

import pytest
from aiosmtpd.controller import Controller

from tests.chat_client import Visitor
from tests.prod_app import database  # noqa: F401  (this module's own database)
from bizengine.service import accounts
from tests.prod_app import PASSWORD, ensure_people, prod_app, seed_pending
from tests.test_flow_http import order_cheesecake


class Inbox:
    def __init__(self):
        self.messages = []

    async def handle_DATA(self, server, session, envelope):
        self.messages.append((envelope.rcpt_tos, envelope.content.decode("utf-8", "replace")))
        return "250 OK"



def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture()
def smtp():
    inbox = Inbox()
    port = free_port()
    controller = Controller(inbox, hostname="127.0.0.1", port=port)
    yield inbox, port, controller
    if controller._thread is not None:
        controller.stop()


def drain(engine) -> None:
    """Every due row of the shared test database, batch after batch."""
    for _ in range(500):
        if not engine.mailer.send_due():
            return


def outbox_row(database, request_id):
    with database.tx() as conn:
        return conn.execute("SELECT * FROM mail_outbox WHERE request_id = %s", (request_id,)).fetchone()


def test_a_pending_request_is_mailed_to_the_business_staff(database, database_url, datasets_dir, tmp_path, smtp):
    inbox, port, controller = smtp
    controller.start()
    ppl = ensure_people(database, "+mail")
    app = prod_app(database, database_url, datasets_dir, tmp_path, SMTP_URL=f"smtp://127.0.0.1:{port}",
                   SMTP_FROM="asistente@obradormel.test", PUBLIC_URL="https://obradormel.test")
    engine = app.extensions["bizengine"]
    engine.mailer.stop()                      # this test drives the rounds itself
    customer = Visitor(app.test_client())
    req = order_cheesecake(customer)          # the outbox row is written by the request's own transaction
    assert outbox_row(database, req["id"])["sent_at"] is None
    drain(engine)
    assert outbox_row(database, req["id"])["sent_at"] is not None
    mail = next(text for to, text in inbox.messages if ppl["bruno"].email in to and "30,00" in text)
    assert "Pedido pendiente" in mail and "Obrador Mel" in mail and "https://obradormel.test/panel/pasteleria/" in mail
    assert "655444333" not in mail and "Laura" not in mail   # no customer data by e-mail
    assert not any(ppl["carla"].email in to for to, text in inbox.messages if "30,00" in text)   # other business
    drain(engine)
    assert outbox_row(database, req["id"])["attempts"] == 1          # never sent twice


def test_a_person_switched_off_in_one_business_gets_none_of_its_mail(database, database_url, datasets_dir, tmp_path,
                                                                    smtp):
    inbox, port, controller = smtp
    controller.start()
    ppl = ensure_people(database, "+offmail")
    with database.tx() as conn:       # Bruno also works at the restaurant, and leaves the bakery
        accounts.add(conn, "restaurante", ppl["bruno"].email, "Bruno", "staff", PASSWORD)
        accounts.set_disabled(conn, "pasteleria", ppl["bruno"].email)
    app = prod_app(database, database_url, datasets_dir, tmp_path, SMTP_URL=f"smtp://127.0.0.1:{port}",
                   SMTP_FROM="asistente@obradormel.test")
    engine = app.extensions["bizengine"]
    engine.mailer.stop()
    bakery = order_cheesecake(Visitor(app.test_client()))
    restaurant = seed_pending(database, "restaurante", kind="booking", name="Iria")
    drain(engine)
    assert outbox_row(database, bakery["id"])["sent_at"] is not None
    to_bakery = [to for to, text in inbox.messages if "30,00" in text]
    assert any(ppl["ana"].email in to for to in to_bakery)
    assert not any(ppl["bruno"].email in to for to in to_bakery)
    assert outbox_row(database, restaurant["id"])["sent_at"] is not None      # still on the restaurant's list
    assert any(ppl["bruno"].email in to and ppl["carla"].email in to for to, _ in inbox.messages)


def test_a_mail_server_that_is_down_never_breaks_a_turn_and_is_retried(database, database_url, datasets_dir, tmp_path, smtp):
    inbox, port, controller = smtp
    ensure_people(database, "+down")
    app = prod_app(database, database_url, datasets_dir, tmp_path, SMTP_URL=f"smtp://127.0.0.1:{port}")
    engine = app.extensions["bizengine"]
    engine.mailer.stop()
    customer = Visitor(app.test_client())
    req = order_cheesecake(customer)          # nothing listens on the port: the turn still succeeds
    drain(engine)
    row = outbox_row(database, req["id"])
    assert row["sent_at"] is None and row["attempts"] == 1 and row["last_error"]
    with database.tx() as conn:
        assert conn.execute("SELECT next_try_at > now() AS later FROM mail_outbox WHERE id = %s", (row["id"],)).fetchone()["later"]
        conn.execute("UPDATE mail_outbox SET next_try_at = now() WHERE id = %s", (row["id"],))
    controller.start()                         # the server comes back
    drain(engine)
    row = outbox_row(database, req["id"])
    assert row["sent_at"] is not None and row["attempts"] == 2
    assert any("30,00" in text for _to, text in inbox.messages)


def test_the_background_sender_delivers_on_its_own(database, database_url, datasets_dir, tmp_path, smtp):
    inbox, port, controller = smtp
    controller.start()
    ensure_people(database, "+bg")
    app = prod_app(database, database_url, datasets_dir, tmp_path, SMTP_URL=f"smtp://127.0.0.1:{port}")
    engine = app.extensions["bizengine"]
    engine.mailer.interval = 0.2
    engine.mailer.stop()
    engine.mailer._thread.join(10)
    engine.mailer.start()
    made = seed_pending(database, "pasteleria", name="Fondo")
    deadline = time.monotonic() + 60
    while outbox_row(database, made["id"])["sent_at"] is None and time.monotonic() < deadline:
        time.sleep(0.1)
    engine.mailer.stop()
    assert outbox_row(database, made["id"])["sent_at"] is not None
    assert inbox.messages


def test_no_recipients_gives_up_without_error(database, database_url, datasets_dir, tmp_path, smtp):
    inbox, port, controller = smtp
    controller.start()
    app = prod_app(database, database_url, datasets_dir, tmp_path, SMTP_URL=f"smtp://127.0.0.1:{port}")
    engine = app.extensions["bizengine"]
    engine.mailer.stop()
    with database.tx() as conn:
        conn.execute("DELETE FROM staff_roles WHERE business = 'peluqueria' AND person_id IN "
                     "(SELECT id FROM staff_people WHERE email LIKE '%%@nobody.test')")
    from tests.prod_app import seed_pending as seed
    made = seed(database, "peluqueria", kind="booking")
    with database.tx() as conn:
        has_people = conn.execute("SELECT count(*) AS n FROM staff_roles WHERE business = 'peluqueria'").fetchone()["n"]
    drain(engine)
    row = outbox_row(database, made["id"])
    assert (row["gave_up_at"] is not None) == (has_people == 0)
    assert row["gave_up_at"] is not None or row["sent_at"] is not None


def test_a_day_old_unsent_row_is_not_mailed(database, database_url, datasets_dir, tmp_path, smtp):
    inbox, port, controller = smtp
    controller.start()
    ensure_people(database, "+old")
    app = prod_app(database, database_url, datasets_dir, tmp_path, SMTP_URL=f"smtp://127.0.0.1:{port}")
    engine = app.extensions["bizengine"]
    engine.mailer.stop()
    made = seed_pending(database, "pasteleria", name="Antigua")
    with database.tx() as conn:
        conn.execute("UPDATE mail_outbox SET created_at = now() - interval '2 days' WHERE request_id = %s", (made["id"],))
    drain(engine)
    row = outbox_row(database, made["id"])
    assert row["sent_at"] is None and row["gave_up_at"] is not None and row["last_error"] == "caducado"
