"""`obrador-mel eval` starts its own server with an embedded Postgres; when it ends, that Postgres
stops too, even though the terminated `serve` process never let go of it."""
from __future__ import annotations

import os
import subprocess
import sys

from evals.runner import stop_postgres


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except OSError:
        return False
    return True


def test_the_evals_own_postgres_is_stopped(tmp_path):
    pgdata = tmp_path / "pg"
    started = ("from bizengine.storage.db import embedded_server\n"
               f"print(embedded_server({str(pgdata)!r}).get_uri())")     # as `serve` starts it, and leaves it
    run = subprocess.run([sys.executable, "-c", started], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr[-2000:]     # why the server did not start, when it does not
    pid = int((pgdata / "postmaster.pid").read_text().split()[0])
    assert alive(pid)
    stop_postgres(pgdata)
    assert not alive(pid)


def test_stopping_where_no_server_runs_is_quiet(tmp_path):
    stop_postgres(tmp_path / "nothing-here")
