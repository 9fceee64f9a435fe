"""Postgres: a psycopg_pool pool on DATABASE_URL, or an embedded PostgreSQL 16 (pgserver).

Least privilege: the schema is applied by an owner role (DATABASE_OWNER_URL) and the app's pool
connects as a role that may only INSERT and SELECT on events, with no superuser or replication
rights, so not even `session_replication_role = replica` gets past the append-only rule. With
the embedded server both roles (`bizengine_owner`, `bizengine_app`) are created here.

The embedded server lives in `<var>/pg`, is started once and left running, so it is reused
across runs and survives restarts of the app (`stop_embedded` stops it). Its set-up is
quiet: one log line says where the database is.
"""
from __future__ import annotations

import hashlib
import logging
import os
import re
import secrets
import warnings
from contextlib import contextmanager
from datetime import datetime
from importlib import resources
from pathlib import Path
from typing import cast

import orjson
import psycopg
from psycopg import sql
from psycopg.conninfo import conninfo_to_dict, make_conninfo
from psycopg.rows import DictRow, dict_row, tuple_row
from psycopg.types.json import Jsonb, set_json_loads
from psycopg_pool import ConnectionPool, PoolTimeout
from psycopg_pool.base import AttemptWithBackoff

from bizengine.errors import CaseIdTaken, DatabaseDown

log = logging.getLogger("bizengine.db")

# pgserver narrates every initdb and pg_ctl call at INFO (~50 lines); its warnings still show.
logging.getLogger("pgserver").setLevel(logging.WARNING)

# While Postgres is down the pool retries with exponential backoff (1, 2, 4, 8… s), so after a
# restart the first turn could wait for an attempt many seconds away. One try a second instead:
# the first turn after Postgres returns finds the pool connected again.
AttemptWithBackoff.DELAY_BACKOFF = 1.0

SCHEMA_LOCK = 815_004  # advisory lock id: several workers applying the schema at once wait in line
ROLES_LOCK = 815_005
OWNER_ROLE = "bizengine_owner"
APP_ROLE = "bizengine_app"
PLAIN_ROLE = "LOGIN NOSUPERUSER NOREPLICATION NOCREATEROLE NOCREATEDB NOBYPASSRLS"


CASES_KEY = "cases_pkey"


@contextmanager
def case_id_collisions():
    """A unique violation of the cases' primary key (a new case whose id is already taken) is
    raised as `CaseIdTaken`, for the chat to draw another id; any other error as it is."""
    try:
        yield
    except psycopg.errors.UniqueViolation as e:
        if e.diag.constraint_name == CASES_KEY:
            raise CaseIdTaken(e.diag.message_detail or str(e)) from e
        raise


def schema_sql() -> str:
    return resources.files("bizengine").joinpath("storage/schema.sql").read_text(encoding="utf-8")


def _pgserver():
    """pgserver, imported lazily (only needed without DATABASE_URL) and without platformdirs'
    XDG_RUNTIME_DIR warning: it falls back to /tmp/runtime-<uid>, which is what we want."""
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message=".*XDG_RUNTIME_DIR.*")
        import pgserver
    return pgserver


def embedded_server(pgdata: str | Path, cleanup_mode: str | None = None):
    """pgserver's server in `pgdata` (started, or the running one), without the same warning,
    which platformdirs also gives when the server is started."""
    pgserver = _pgserver()
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message=".*XDG_RUNTIME_DIR.*")
        return pgserver.get_server(pgdata, cleanup_mode=cleanup_mode)


def embedded_dir(var_dir: str | Path) -> Path:
    return Path(var_dir, "pg").resolve()


def embedded_url(var_dir: str | Path) -> str:
    """Start (or reuse) the embedded PostgreSQL in `<var_dir>/pg` and return its superuser URL."""
    pgdata = embedded_dir(var_dir)
    pgdata.mkdir(parents=True, exist_ok=True)
    server = embedded_server(pgdata)
    log.info("Base de datos: PostgreSQL embebido en %s (sigue en marcha al parar la app)", pgdata)
    return server.get_uri()


def embedded_urls(var_dir: str | Path) -> tuple[str, str]:
    """(owner URL, app URL) of the embedded PostgreSQL, with both roles created."""
    return create_roles(embedded_url(var_dir))


def with_user(url: str, user: str) -> str:
    """The same server and database as `url`, as another role (no password: local trust)."""
    params = conninfo_to_dict(url)
    params.pop("password", None)
    params["user"] = user
    return make_conninfo("", **params)


def create_roles(admin_url: str) -> tuple[str, str]:
    """On a server we administer (the embedded one, a test's): the owner role, which applies the
    schema and owns every table, and the app role, which the schema's grants give only what a
    turn needs. Idempotent; tables of an older run move to the owner. Returns (owner URL, app URL)."""
    with psycopg.connect(admin_url, autocommit=True, connect_timeout=5) as conn:
        conn.execute("SELECT pg_advisory_lock(%s)", (ROLES_LOCK,))
        try:
            for role in (OWNER_ROLE, APP_ROLE):
                verb = ("ALTER" if conn.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", (role,)).fetchone()
                        else "CREATE")
                conn.execute(sql.SQL(f"{verb} ROLE {{}} WITH {PLAIN_ROLE}").format(sql.Identifier(role)))
            owner, app, dbname = sql.Identifier(OWNER_ROLE), sql.Identifier(APP_ROLE), sql.Identifier(conn.info.dbname)
            conn.execute(sql.SQL("GRANT CONNECT ON DATABASE {} TO {}, {}").format(dbname, owner, app))
            conn.execute(sql.SQL("GRANT USAGE, CREATE ON SCHEMA public TO {}").format(owner))
            conn.execute(sql.SQL("GRANT USAGE ON SCHEMA public TO {}").format(app))
            _hand_over_to_owner(conn)
        finally:
            conn.execute("SELECT pg_advisory_unlock(%s)", (ROLES_LOCK,))
    return with_user(admin_url, OWNER_ROLE), with_user(admin_url, APP_ROLE)


def _hand_over_to_owner(conn) -> None:
    """Tables and functions an older version created as the superuser now belong to the owner role."""
    tables = conn.execute(
        "SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
        "WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND pg_get_userbyid(c.relowner) <> %s",
        (OWNER_ROLE,)).fetchall()
    for (name,) in tables:
        conn.execute(sql.SQL("ALTER TABLE public.{} OWNER TO {}").format(sql.Identifier(name),
                                                                          sql.Identifier(OWNER_ROLE)))
    functions = conn.execute(
        "SELECT p.oid::regprocedure::text FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace "
        "WHERE n.nspname = 'public' AND pg_get_userbyid(p.proowner) <> %s", (OWNER_ROLE,)).fetchall()
    for (signature,) in functions:
        conn.execute(sql.SQL("ALTER FUNCTION {} OWNER TO {}").format(sql.SQL(signature), sql.Identifier(OWNER_ROLE)))


def embedded_running(var_dir: str | Path) -> bool:
    return (embedded_dir(var_dir) / "postmaster.pid").is_file()


def stop_embedded(var_dir: str | Path) -> bool:
    """Stop the embedded server of `<var_dir>/pg`; False when it was not running."""
    if not embedded_running(var_dir):
        return False
    pgserver = _pgserver()
    user = "pgserver" if os.name == "posix" and os.geteuid() == 0 else None  # as pgserver runs it
    pgserver.pg_ctl(["-w", "-m", "fast", "stop"], pgdata=embedded_dir(var_dir), user=user)
    return True


def where(url: str) -> str:
    """Where a database is, for one line of a log: host, port and name; never the password."""
    info = psycopg.conninfo.conninfo_to_dict(url)
    return f"{info.get('host') or 'localhost'}:{info.get('port') or 5432}/{info.get('dbname') or ''}"


def new_id(prefix: str, nbytes: int = 8) -> str:
    return f"{prefix}-{secrets.token_hex(nbytes)}"


def _plain(value):
    """What orjson leaves to us, as the standard library would dump it: subclasses of tuple and
    float (a namedtuple, numpy's float64). Dates and dataclasses are refused, as before."""
    if isinstance(value, tuple):
        return list(value)
    if isinstance(value, float):
        return float(value)
    raise TypeError(f"no se puede guardar como JSON: {type(value).__name__}")


_DUMP_OPTIONS = orjson.OPT_NON_STR_KEYS | orjson.OPT_PASSTHROUGH_DATETIME | orjson.OPT_PASSTHROUGH_DATACLASS


def _dumps(value) -> bytes:
    return orjson.dumps(value, default=_plain, option=_DUMP_OPTIONS)


def jsonb(value):
    """A value for a jsonb column, dumped by orjson (a turn's rows in 8 µs instead of the
    standard library's 52, measured)."""
    return Jsonb(value, dumps=_dumps)


def _read_json_with_orjson(conn) -> None:
    """Every connection reads json and jsonb columns with orjson (about 2.5× faster on a turn's
    row); set per connection, so a host app's own psycopg connections keep their defaults."""
    set_json_loads(orjson.loads, conn)


# With Postgres gone a turn must answer a clear 503 within 3 s and /health within 1 s: a request
# waits at most WAIT for a connection. After a restart the pooled connections are dead: `read`
# (a turn's first statement) notices, has the pool check them all, and runs once more.
WAIT = 2.0
PING_WAIT = 0.5
CONNECT_TIMEOUT = 2


class Database:
    """The app's pool (`url`, the app role) and, apart, the owner's URL used only to apply the
    schema. No `url` → the embedded server, with both roles."""

    def __init__(self, url: str = "", var_dir: str | Path = "var", max_size: int = 10, owner_url: str = ""):
        if url:
            log.info("Base de datos: %s", where(url))
        else:
            owner_url, url = embedded_urls(var_dir)
        self.url = url
        self.owner_url = owner_url or url
        # The row factory travels in `kwargs`, where the pool's type cannot see it: say it here
        # (a `connection_class=Connection[DictRow]` would replace the pool's own PoolConnection).
        self.pool = cast("ConnectionPool[psycopg.Connection[DictRow]]", ConnectionPool(
            self.url, min_size=1, max_size=max_size, open=False, configure=_read_json_with_orjson,
            reconnect_timeout=24 * 3600,   # keep trying for a day, not the default 5 minutes
            # autocommit: every transaction is explicit (tx() and batch()), none is left open by a read.
            # Generic plans: a statement psycopg has prepared (its 5th run on a connection) is never
            # planned again; every statement here looks rows up by key, and the planner's custom
            # plans cost a turn's read 1.4 ms of planning for 0.7 ms of work (measured).
            kwargs={"row_factory": dict_row, "connect_timeout": CONNECT_TIMEOUT, "autocommit": True,
                    "options": "-c plan_cache_mode=force_generic_plan"},
        ))
        self.pool.open(wait=False)

    @contextmanager
    def tx(self, timeout: float = WAIT):
        """One transaction: committed on success, rolled back on error."""
        try:
            with case_id_collisions(), self.pool.connection(timeout=timeout) as conn:
                with conn.transaction():
                    yield conn
        except (PoolTimeout, psycopg.OperationalError) as e:
            raise DatabaseDown(str(e)) from e

    def read(self, sql: str, params, timeout: float = WAIT) -> dict | None:
        """One read-only statement's first row. A connection that died with a restarted server
        is not an outage: the pool drops every dead one and the statement runs again."""
        for attempt in (1, 2):
            broken = False
            try:
                with self.pool.connection(timeout=timeout) as conn:
                    try:
                        return conn.execute(sql, params).fetchone()
                    except psycopg.OperationalError:
                        broken = conn.broken
                        raise
            except PoolTimeout as e:
                raise DatabaseDown(str(e)) from e
            except psycopg.OperationalError as e:
                if attempt == 2 or not broken:
                    raise DatabaseDown(str(e)) from e
                self.pool.check()
        return None

    def write(self, writes, timeout: float = WAIT) -> datetime:
        """A turn's `storage.writes.Writes` as its one statement, on an autocommit connection:
        atomic by itself, one round trip and one commit. Returns the statement's `now()`."""
        try:
            with self.pool.connection(timeout=timeout) as conn:
                return writes.send(conn)
        except (PoolTimeout, psycopg.OperationalError) as e:
            raise DatabaseDown(str(e)) from e

    @contextmanager
    def batch(self, timeout: float = WAIT):
        """One transaction in pipeline mode: its statements travel to the server together and a
        cursor's rows are there once the block ends (or at the first fetch, which sends the lot)."""
        try:
            with case_id_collisions(), self.pool.connection(timeout=timeout) as conn, conn.pipeline():
                # BEGIN and COMMIT travel with the statements: psycopg's transaction() would
                # sync the pipeline on the way in and out (three round trips more). On an error
                # COMMIT is never sent and the pool rolls the open transaction back.
                conn.execute("BEGIN")
                yield conn
                conn.execute("COMMIT")
        except (PoolTimeout, psycopg.OperationalError) as e:
            raise DatabaseDown(str(e)) from e

    def apply_schema(self, timeout: float = 15.0, force: bool = False) -> None:
        """Create or update every table as the owner role (one at a time across workers). Once
        this version of schema.sql is applied, a worker's start only reads its version: applying
        it again would lock the busiest tables (ALTER TABLE, CREATE INDEX and CREATE TRIGGER lock
        even when there is nothing to do) under the turns of the workers already serving.
        `force`: apply it all the same (the CLI's `schema`, after a hand-made change)."""
        if self.owner_url == self.url:
            with self.tx(timeout=timeout) as conn:
                _apply(conn, force)
        else:
            try:
                with psycopg.connect(self.owner_url, connect_timeout=max(1, int(timeout))) as conn:
                    _apply(conn, force)
            except psycopg.OperationalError as e:
                raise DatabaseDown(str(e)) from e
        self._warn_if_privileged()

    def _warn_if_privileged(self) -> None:
        with self.tx() as conn:
            row = conn.execute("SELECT rolsuper, rolreplication FROM pg_roles WHERE rolname = current_user").fetchone()
        if row and (row["rolsuper"] or row["rolreplication"]):
            log.warning("bizengine: la app se conecta a Postgres con un rol superusuario: events no es "
                        "realmente de solo añadir (ver docs/operations.md, «Roles de Postgres»)")

    def ping(self, timeout: float = PING_WAIT) -> bool:
        try:
            with self.tx(timeout=timeout) as conn:
                conn.execute("SELECT 1")
            return True
        except DatabaseDown:
            return False

    def close(self) -> None:
        self.pool.close()


_OBJECTS = re.compile(r"CREATE (?:TABLE|INDEX|OR REPLACE TRIGGER|OR REPLACE FUNCTION)(?: IF NOT EXISTS)? (\w+)")

# What the file's effect looks like in the catalog: our roles (a role dropped and created again
# has a new oid), and each table, index, trigger and function it creates with its owner and
# privileges (a restore without them, or one dropped by hand, reads differently).
_SCHEMA_STATE = """
SELECT current_user,
  (SELECT string_agg(rolname || ':' || oid, ',' ORDER BY rolname) FROM pg_roles WHERE rolname LIKE 'bizengine%%'),
  (SELECT string_agg(relname || ':' || relkind::text || ':' || relowner || ':' || coalesce(relacl::text, ''), ','
                     ORDER BY relname)
     FROM pg_class WHERE relnamespace = current_schema()::regnamespace AND relname = ANY(%(names)s)),
  (SELECT string_agg(tgname || ':' || tgrelid, ',' ORDER BY tgname)
     FROM pg_trigger WHERE NOT tgisinternal AND tgname = ANY(%(names)s)),
  (SELECT string_agg(proname || ':' || proowner || ':' || coalesce(proacl::text, ''), ',' ORDER BY proname)
     FROM pg_proc WHERE pronamespace = current_schema()::regnamespace AND proname = ANY(%(names)s))
"""


def schema_version(conn) -> str:
    """What applying schema.sql depends on and does, as a digest: the file's text, the role
    applying it, which of our roles exist (an operator may create the app's role after a first
    start) and the catalog entries of what it creates. Any change to one of them is a new version."""
    text = schema_sql()
    cur = conn.cursor(row_factory=tuple_row)   # the owner's own connection has the default rows
    state = cur.execute(_SCHEMA_STATE, {"names": sorted(set(_OBJECTS.findall(text)))}).fetchone()
    key = "\n".join([text, *(part or "" for part in state)])
    return hashlib.sha256(key.encode("utf-8")).hexdigest()[:16]


def applied_schema_version(conn) -> str | None:
    """The version last applied to this database; None before the first."""
    cur = conn.cursor(row_factory=tuple_row)   # the owner's own connection has the default rows
    if cur.execute("SELECT to_regclass('bizengine_schema') IS NOT NULL").fetchone()[0]:
        row = cur.execute("SELECT version FROM bizengine_schema WHERE id = 1").fetchone()
        return row[0] if row else None
    return None


def _apply(conn, force: bool = False) -> None:
    conn.execute("SELECT pg_advisory_xact_lock(%s)", (SCHEMA_LOCK,))
    if not force and applied_schema_version(conn) == schema_version(conn):
        return
    conn.execute(schema_sql())
    # the version after applying: the file creates a role of its own the first time
    conn.execute("INSERT INTO bizengine_schema (id, version) VALUES (1, %s) ON CONFLICT (id) DO UPDATE "
                 "SET version = EXCLUDED.version, applied_at = now()", (schema_version(conn),))
