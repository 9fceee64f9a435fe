"""Postgres: a psycopg_pool pool on DATABASE_URL, or an embedded PostgreSQL 16 (pgserver).

The embedded server lives in `<var>/pg`, is started once and left running, so it is reused
across runs and survives restarts of the app (`stop_embedded` stops it). Its set-up is
quiet: one log line says where the database is.
"""
from __future__ import annotations

import logging
import os
import secrets
import warnings
from contextlib import contextmanager
from importlib import resources
from pathlib import Path

import psycopg
from psycopg.rows import dict_row
from psycopg.types.json import Jsonb
from psycopg_pool import ConnectionPool, PoolTimeout

from bizengine.errors import DatabaseDown

log = logging.getLogger("bizengine.db")

# pgserver narrates every initdb and pg_ctl call at INFO (~50 lines); its warnings still show.
logging.getLogger("pgserver").setLevel(logging.WARNING)

SCHEMA_LOCK = 815_004  # advisory lock id: several workers applying the schema at once wait in line


def schema_sql() -> str:
    return resources.files("bizengine").joinpath("storage/schema.sql").read_text(encoding="utf-8")


def _pgserver():
    """pgserver, imported lazily (only needed without DATABASE_URL) and without platformdirs'
    XDG_RUNTIME_DIR warning: it falls back to /tmp/runtime-<uid>, which is what we want."""
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message=".*XDG_RUNTIME_DIR.*")
        import pgserver
    return pgserver


def embedded_dir(var_dir: str | Path) -> Path:
    return Path(var_dir, "pg").resolve()


def embedded_url(var_dir: str | Path) -> str:
    """Start (or reuse) the embedded PostgreSQL in `<var_dir>/pg` and return its URL."""
    pgserver = _pgserver()
    pgdata = embedded_dir(var_dir)
    pgdata.mkdir(parents=True, exist_ok=True)
    server = pgserver.get_server(pgdata, cleanup_mode=None)
    log.info("Base de datos: PostgreSQL embebido en %s (sigue en marcha al parar la app)", pgdata)
    return server.get_uri()


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


def jsonb(value):
    return Jsonb(value)


class Database:
    def __init__(self, url: str = "", var_dir: str | Path = "var", max_size: int = 10):
        if url:
            log.info("Base de datos: %s", where(url))
        self.url = url or embedded_url(var_dir)
        self.pool = ConnectionPool(
            self.url, min_size=1, max_size=max_size, open=False,
            kwargs={"row_factory": dict_row, "connect_timeout": 3},
        )
        self.pool.open(wait=False)

    @contextmanager
    def tx(self, timeout: float = 5.0):
        """One transaction: committed on success, rolled back on error."""
        try:
            with self.pool.connection(timeout=timeout) as conn:
                with conn.transaction():
                    yield conn
        except (PoolTimeout, psycopg.OperationalError) as e:
            raise DatabaseDown(str(e)) from e

    def apply_schema(self, timeout: float = 15.0) -> None:
        with self.tx(timeout=timeout) as conn:
            conn.execute("SELECT pg_advisory_xact_lock(%s)", (SCHEMA_LOCK,))
            conn.execute(schema_sql())

    def ping(self, timeout: float = 2.0) -> bool:
        try:
            with self.tx(timeout=timeout) as conn:
                conn.execute("SELECT 1")
            return True
        except DatabaseDown:
            return False

    def close(self) -> None:
        self.pool.close()
