"""Staff accounts (production mode): people, their argon2 password hashes and their role per
business. The panel and the CLI both go through here; nothing else reads `staff_people`."""
from __future__ import annotations

import re
from dataclasses import dataclass

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError

from bizengine.errors import BadRequest, Conflict, NotFound
from bizengine.storage.db import new_id

ROLES = ("owner", "staff")
EMAIL_RE = re.compile(r"^[^@\s]{1,64}@[^@\s]{1,190}\.[^@\s]{2,}$")
MIN_PASSWORD = 10
MAX_PASSWORD = 200
_hasher = PasswordHasher()
# Verifying against this when the e-mail is unknown costs the same time as a wrong password.
_DUMMY_HASH = _hasher.hash("bizengine-no-such-person")


@dataclass(frozen=True)
class Person:
    id: str
    email: str
    name: str
    disabled: bool
    auth_epoch: int
    roles: dict[str, str]          # business slug -> owner | staff (active roles only)

    def role_in(self, business: str) -> str | None:
        return None if self.disabled else self.roles.get(business)

    @property
    def label(self) -> str:
        """How the record names them: the name and, for the audit, the e-mail."""
        return f"{self.name} <{self.email}>"


def normal_email(email) -> str:
    if not isinstance(email, str) or not EMAIL_RE.match(email.strip()):
        raise BadRequest("e-mail no válido")
    return email.strip().lower()


def check_password(password) -> str:
    if not isinstance(password, str) or not (MIN_PASSWORD <= len(password) <= MAX_PASSWORD):
        raise BadRequest(f"la contraseña debe tener entre {MIN_PASSWORD} y {MAX_PASSWORD} caracteres")
    if password.strip() != password or len(set(password)) < 4:
        raise BadRequest("la contraseña es demasiado simple")
    return password


def _person(conn, where: str, value) -> Person | None:
    row = conn.execute(f"SELECT * FROM staff_people WHERE {where} = %s", (value,)).fetchone()
    if row is None:
        return None
    roles = conn.execute("SELECT business, role FROM staff_roles WHERE person_id = %s AND NOT disabled",
                         (row["id"],)).fetchall()
    return Person(row["id"], row["email"], row["name"], row["disabled"], row["auth_epoch"],
                  {r["business"]: r["role"] for r in roles})


def by_id(conn, person_id: str) -> Person | None:
    return _person(conn, "id", person_id)


def by_email(conn, email: str) -> Person | None:
    return _person(conn, "email", email.strip().lower())


def _written(conn, person_id: str) -> Person:
    """A person this transaction has just written, so certainly there."""
    person = by_id(conn, person_id)
    assert person is not None
    return person


def add(conn, business: str, email, name, role: str, password) -> Person:
    """A new person with a role in `business`, or a role for an existing person (password unchanged)."""
    email = normal_email(email)
    if role not in ROLES:
        raise BadRequest("el rol debe ser owner o staff")
    if not isinstance(name, str) or not name.strip() or len(name.strip()) > 120:
        raise BadRequest("falta el nombre (hasta 120 caracteres)")
    existing = by_email(conn, email)
    if existing is None:
        person_id = new_id("per")
        conn.execute("INSERT INTO staff_people (id, email, name, password_hash) VALUES (%s, %s, %s, %s)",
                     (person_id, email, name.strip(), _hasher.hash(check_password(password))))
    else:
        person_id = existing.id
        if conn.execute("SELECT 1 FROM staff_roles WHERE person_id = %s AND business = %s",
                        (person_id, business)).fetchone():
            raise Conflict(f"{email} ya tiene un rol en {business}")
    conn.execute("INSERT INTO staff_roles (person_id, business, role) VALUES (%s, %s, %s)", (person_id, business, role))
    return _written(conn, person_id)


def people_of(conn, business: str) -> list[dict]:
    rows = conn.execute(
        "SELECT p.id, p.email, p.name, p.disabled OR r.disabled AS disabled, p.created_at, p.last_login_at, r.role "
        "FROM staff_people p "
        "JOIN staff_roles r ON r.person_id = p.id WHERE r.business = %s ORDER BY r.role, p.name",
        (business,)).fetchall()
    return [{"id": r["id"], "email": r["email"], "name": r["name"], "role": r["role"], "disabled": r["disabled"],
             "created_at": r["created_at"].isoformat(),
             "last_login_at": r["last_login_at"].isoformat() if r["last_login_at"] else None} for r in rows]


def _member(conn, business: str, email_or_id: str) -> Person:
    person = by_id(conn, email_or_id) if email_or_id.startswith("per-") else by_email(conn, email_or_id)
    if person is None or not conn.execute("SELECT 1 FROM staff_roles WHERE person_id = %s AND business = %s",
                                          (person.id, business)).fetchone():
        raise NotFound("no existe esa persona en este negocio")
    return person


def set_disabled(conn, business: str, email_or_id: str, disabled: bool = True) -> Person:
    """Disable (or enable) a person's role in `business` only; their sessions lose that business
    at the next request. With no active role left anywhere the account itself is disabled."""
    person = _member(conn, business, email_or_id)
    conn.execute("UPDATE staff_roles SET disabled = %s WHERE person_id = %s AND business = %s",
                 (disabled, person.id, business))
    active = conn.execute("SELECT count(*) AS n FROM staff_roles WHERE person_id = %s AND NOT disabled",
                          (person.id,)).fetchone()["n"]
    conn.execute("UPDATE staff_people SET disabled = %s WHERE id = %s", (active == 0, person.id))
    return _written(conn, person.id)


def is_disabled_in(conn, business: str, person_id: str) -> bool:
    row = conn.execute("SELECT p.disabled OR r.disabled AS off "
                       "FROM staff_people p JOIN staff_roles r ON r.person_id = p.id "
                       "WHERE p.id = %s AND r.business = %s", (person_id, business)).fetchone()
    return row is None or row["off"]


def set_password(conn, person_id: str, password) -> None:
    """A new password; every session opened with the old one ends (auth_epoch)."""
    conn.execute("UPDATE staff_people SET password_hash = %s, auth_epoch = auth_epoch + 1 WHERE id = %s",
                 (_hasher.hash(check_password(password)), person_id))


def authenticate(conn, email, password) -> Person | None:
    """The person for these credentials, or None: unknown e-mail, wrong password and disabled
    account look the same to the caller (and take the same time)."""
    if not isinstance(email, str) or not isinstance(password, str) or len(password) > MAX_PASSWORD:
        return None
    row = conn.execute("SELECT id, password_hash, disabled FROM staff_people WHERE email = %s",
                       (email.strip().lower(),)).fetchone()
    try:
        _hasher.verify(row["password_hash"] if row else _DUMMY_HASH, password)
    except (VerificationError, InvalidHashError):
        return None
    if row is None or row["disabled"]:
        return None
    if _hasher.check_needs_rehash(row["password_hash"]):
        conn.execute("UPDATE staff_people SET password_hash = %s WHERE id = %s", (_hasher.hash(password), row["id"]))
    conn.execute("UPDATE staff_people SET last_login_at = now() WHERE id = %s", (row["id"],))
    return by_id(conn, row["id"])


def verify_password(conn, person_id: str, password) -> bool:
    row = conn.execute("SELECT password_hash FROM staff_people WHERE id = %s", (person_id,)).fetchone()
    if row is None or not isinstance(password, str):
        return False
    try:
        return _hasher.verify(row["password_hash"], password)
    except (VerificationError, InvalidHashError):
        return False
