"""E-mail to the business when a request waits for a person (optional: SMTP_URL).

A trigger on `biz_requests` writes a `mail_outbox` row in the same transaction that leaves a
request pending (schema.sql), so no request is ever lost or announced twice, and a customer's
turn never talks to a mail server. A background thread (`Mailer`) sends what is due with
retries and a growing pause; a server that is down only delays the e-mails.
"""
from __future__ import annotations

import logging
import smtplib
import threading
from email.message import EmailMessage
from urllib.parse import parse_qs, unquote, urlsplit

from bizengine.language.clock import fmt_day, fmt_time

log = logging.getLogger("bizengine.mail")

MAX_ATTEMPTS = 8
BATCH = 20
KIND_TEXT = {"order": "Pedido", "booking": "Reserva", "question": "Pregunta", "handoff": "Para una persona"}


def send_smtp(url: str, message: EmailMessage, timeout: float = 10.0) -> None:
    """smtp://[user:pass@]host[:port][?starttls=1] or smtps://…"""
    parts = urlsplit(url)
    if parts.scheme not in ("smtp", "smtps"):
        raise ValueError("SMTP_URL debe empezar por smtp:// o smtps://")
    cls = smtplib.SMTP_SSL if parts.scheme == "smtps" else smtplib.SMTP
    with cls(parts.hostname or "localhost", parts.port or (465 if parts.scheme == "smtps" else 25),
             timeout=timeout) as smtp:
        if parse_qs(parts.query).get("starttls") == ["1"]:
            smtp.starttls()
        if parts.username:
            smtp.login(unquote(parts.username), unquote(parts.password or ""))
        smtp.send_message(message)


def compose(biz, req: dict, recipients: list[str], sender: str, public_url: str) -> EmailMessage:
    """What, when, total and a link: no customer name or phone leaves by e-mail."""
    data = req["data"] or {}
    what = KIND_TEXT.get(req["kind"], req["kind"])
    when = (f"{fmt_day(data['ymd'], 'es')} a las {fmt_time(data['min'])}"
            if data.get("ymd") and data.get("min") is not None else "")
    lines = [f"- {l.get('qty')} × {l.get('name')}" for l in data.get("lines", [])]
    total = req["total_cents"]
    body = [f"{what} pendiente en {biz.name}.", ""]
    body += lines
    if when:
        body.append(f"Cuándo: {when}")
    if data.get("party"):
        body.append(f"Personas: {data['party']}")
    if total is not None:
        body.append(f"Total: {total // 100},{total % 100:02d} €")
    body += ["", f"Decide en el panel: {public_url.rstrip('/')}/panel/{biz.slug}/", "",
             "Nadie ha confirmado nada todavía: lo confirma una persona desde el panel."]
    msg = EmailMessage()
    msg["Subject"] = f"{what} pendiente · {biz.name}" + (f" · {when}" if when else "")
    msg["From"] = sender
    msg["To"] = ", ".join(recipients)
    msg.set_content("\n".join(body))
    return msg


class Mailer:
    """Sends the due outbox rows; `start()` runs it every `interval` seconds in a daemon thread."""

    def __init__(self, get_db, store, conf, interval: float = 5.0):
        self.get_db, self.store, self.conf, self.interval = get_db, store, conf, interval
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        if self._thread is None or not self._thread.is_alive():
            self._stop.clear()
            self._thread = threading.Thread(target=self._run, name="bizengine-mailer", daemon=True)
            self._thread.start()

    def stop(self) -> None:
        self._stop.set()

    def _run(self) -> None:
        while not self._stop.wait(self.interval):
            try:
                while self.send_due() and not self._stop.is_set():
                    pass
            except Exception:  # the database down or anything else: try again next round
                log.exception("mail outbox round failed")

    def send_due(self) -> int:
        """One batch of due rows, each tried once; returns how many rows it handled (sent, failed
        or given up), so `while send_due(): pass` drains what is due now."""
        handled = 0
        with self.get_db().tx() as conn:
            # a request that waited a day unannounced (SMTP was off, or down all along) is old news
            conn.execute("UPDATE mail_outbox SET gave_up_at = now(), last_error = 'caducado' WHERE sent_at IS NULL "
                         "AND gave_up_at IS NULL AND created_at < now() - interval '1 day'")
            rows = conn.execute(
                "SELECT r.*, o.id AS outbox_id, o.attempts AS outbox_attempts "
                "FROM mail_outbox o JOIN biz_requests r ON r.id = o.request_id "
                "WHERE o.sent_at IS NULL AND o.gave_up_at IS NULL AND o.next_try_at <= now() "
                "ORDER BY o.id LIMIT %s FOR UPDATE OF o SKIP LOCKED", (BATCH,)).fetchall()
            for row in rows:
                self._send_one(conn, row)
                handled += 1
        return handled

    def _send_one(self, conn, row: dict) -> int:
        outbox_id = row["outbox_id"]
        biz = self.store.get(row["business"])
        recipients = [r["email"] for r in conn.execute(
            "SELECT p.email FROM staff_people p JOIN staff_roles s ON s.person_id = p.id "
            "WHERE s.business = %s AND NOT p.disabled AND NOT s.disabled ORDER BY p.email",
            (row["business"],)).fetchall()]
        if biz is None or not recipients:
            conn.execute("UPDATE mail_outbox SET gave_up_at = now(), last_error = %s WHERE id = %s",
                         ("sin destinatarios" if biz else "negocio desconocido", outbox_id))
            return 0
        try:
            send_smtp(self.conf["SMTP_URL"],
                      compose(biz, row, recipients, self.conf["SMTP_FROM"], self.conf["PUBLIC_URL"]))
        except (OSError, smtplib.SMTPException, ValueError) as e:
            attempts = row["outbox_attempts"] + 1
            conn.execute(
                "UPDATE mail_outbox SET attempts = %s, last_error = %s, "
                "next_try_at = now() + make_interval(secs => %s), "
                "gave_up_at = CASE WHEN %s >= %s THEN now() END WHERE id = %s",
                (attempts, str(e)[:300], min(30 * 2 ** attempts, 3600), attempts, MAX_ATTEMPTS, outbox_id))
            log.warning("e-mail to %s not sent (attempt %d): %s", row["business"], attempts, e)
            return 0
        conn.execute("UPDATE mail_outbox SET sent_at = now(), attempts = attempts + 1 WHERE id = %s", (outbox_id,))
        return 1
