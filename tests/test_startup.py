"""A quiet, honest start: one line says where the database is; `obrador-mel db url` prints it and
`obrador-mel db stop` stops the embedded server."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

BIN = Path(sys.executable).parent
ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture()
def own_dir():
    """Our own folder, not pytest's basetemp (0700 and pruned), as tests/conftest.py does: the
    embedded server runs as another user when we are root."""
    path = Path(tempfile.mkdtemp(prefix="bizengine-startup-"))
    yield path
    shutil.rmtree(path, ignore_errors=True)


def test_embedded_database_starts_in_one_line_and_stops(own_dir):
    tmp_path = own_dir
    env = {k: v for k, v in os.environ.items() if k not in ("XDG_RUNTIME_DIR", "DATABASE_URL")}
    env.update(VAR_DIR=str(tmp_path / "var"), DATABASE_URL="")
    start = ("import logging, sys; logging.basicConfig(level=logging.INFO, format='%(message)s'); "
             "from bizengine.storage.db import Database; db = Database('', sys.argv[1]); "
             "print(db.ping()); db.close()")
    done = subprocess.run([sys.executable, "-c", start, str(tmp_path / "var")], env=env, cwd=tmp_path,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "True"
    lines = [line for line in done.stderr.splitlines() if line.strip()]
    assert lines == [f"Base de datos: PostgreSQL embebido en {tmp_path / 'var' / 'pg'} (sigue en marcha al parar "
                     "la app)"], done.stderr
    try:
        url = subprocess.run([str(BIN / "obrador-mel"), "db", "url"], env=env, cwd=tmp_path,
                             capture_output=True, text=True, timeout=60)
        assert url.returncode == 0 and url.stderr == ""
        assert url.stdout.strip() == f"postgresql://postgres:@/postgres?host={tmp_path / 'var' / 'pg'}"
    finally:
        stop = subprocess.run([str(BIN / "obrador-mel"), "db", "stop"], env=env, cwd=tmp_path,
                              capture_output=True, text=True, timeout=60)
    assert stop.returncode == 0 and stop.stdout.startswith("Base de datos embebida parada"), stop.stdout
    assert not (tmp_path / "var" / "pg" / "postmaster.pid").exists()
    again = subprocess.run([str(BIN / "obrador-mel"), "db", "stop"], env=env, cwd=tmp_path,
                           capture_output=True, text=True, timeout=60)
    assert again.stdout.startswith("La base de datos embebida no estaba en marcha")


def test_db_url_with_an_external_database_prints_it_and_stop_refuses(tmp_path):
    env = {**os.environ, "DATABASE_URL": "postgresql://obrador:clave@db.example:5432/obrador"}
    url = subprocess.run([str(BIN / "obrador-mel"), "db", "url"], env=env, cwd=tmp_path,
                         capture_output=True, text=True, timeout=60)
    assert url.stdout.strip() == "postgresql://obrador:clave@db.example:5432/obrador"
    stop = subprocess.run([str(BIN / "obrador-mel"), "db", "stop"], env=env, cwd=tmp_path,
                          capture_output=True, text=True, timeout=60)
    assert stop.returncode == 1 and "externo" in stop.stdout
