"""Postgres: a psycopg_pool pool on DATABASE_URL, or an embedded PostgreSQL 16 (pgserver).

The embedded server lives in `<var>/pg`, is started once and left running, so it is reused
across runs and survives restarts of the app.
"""
from __future__ import annotations

import logging
import secrets
from contextlib import contextmanager
from importlib import resources
from pathlib import Path

import psycopg
from psycopg.rows import dict_row
from psycopg.types.json import Jsonb
from psycopg_pool import ConnectionPool, PoolTimeout

from bizengine.errors import DatabaseDown

log = logging.getLogger("bizengine.db")

SCHEMA_LOCK = 815_004  # advisory lock id: several workers applying the schema at once wait in line


def schema_sql() -> str:
    return resources.files("bizengine").joinpath("storage/schema.sql").read_text(encoding="utf-8")


def embedded_url(var_dir: str | Path) -> str:
    """Start (or reuse) the embedded PostgreSQL in `<var_dir>/pg` and return its URL."""
    import pgserver  # imported lazily: only needed without DATABASE_URL

    pgdata = Path(var_dir, "pg").resolve()
    pgdata.mkdir(parents=True, exist_ok=True)
    server = pgserver.get_server(pgdata, cleanup_mode=None)
    return server.get_uri()


def new_id(prefix: str, nbytes: int = 8) -> str:
    return f"{prefix}-{secrets.token_hex(nbytes)}"


def jsonb(value):
    return Jsonb(value)


# With Postgres gone a turn must answer a clear 503 within 3 s and /health within 1 s: a request
# waits at most WAIT for a connection. After a restart the pooled connections are dead: `read`
# (a turn's first statement) notices, has the pool check them all, and runs once more.
WAIT = 2.0
PING_WAIT = 0.5
CONNECT_TIMEOUT = 2


class Database:
    def __init__(self, url: str = "", var_dir: str | Path = "var", max_size: int = 10):
        self.url = url or embedded_url(var_dir)
        self.pool = ConnectionPool(
            self.url, min_size=1, max_size=max_size, open=False,
            reconnect_timeout=24 * 3600,   # keep trying for a day, not the default 5 minutes
            # autocommit: every transaction is explicit (tx() and batch()), none is left open by a read
            kwargs={"row_factory": dict_row, "connect_timeout": CONNECT_TIMEOUT, "autocommit": True},
        )
        self.pool.open(wait=False)

    @contextmanager
    def tx(self, timeout: float = WAIT):
        """One transaction: committed on success, rolled back on error."""
        try:
            with self.pool.connection(timeout=timeout) as conn:
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

    @contextmanager
    def batch(self, timeout: float = WAIT):
        """One transaction in pipeline mode: its statements travel to the server together and a
        cursor's rows are there once the block ends (or at the first fetch, which sends the lot)."""
        try:
            with self.pool.connection(timeout=timeout) as conn, conn.pipeline():
                # BEGIN and COMMIT travel with the statements: psycopg's transaction() would
                # sync the pipeline on the way in and out (three round trips more). On an error
                # COMMIT is never sent and the pool rolls the open transaction back.
                conn.execute("BEGIN")
                yield conn
                conn.execute("COMMIT")
        except (PoolTimeout, psycopg.OperationalError) as e:
            raise DatabaseDown(str(e)) from e

    def apply_schema(self, timeout: float = 15.0) -> None:
        with self.tx(timeout=timeout) as conn:
            conn.execute("SELECT pg_advisory_xact_lock(%s)", (SCHEMA_LOCK,))
            conn.execute(schema_sql())

    def ping(self, timeout: float = PING_WAIT) -> bool:
        try:
            with self.tx(timeout=timeout) as conn:
                conn.execute("SELECT 1")
            return True
        except DatabaseDown:
            return False

    def close(self) -> None:
        self.pool.close()
