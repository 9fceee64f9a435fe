"""Several gunicorn workers, one limit: a real redis-server holds the counters, so a session gets
exactly 40 messages a minute whatever worker answers; and /metrics adds up every worker."""
from __future__ import annotations

import os
import secrets
import shutil
import socket
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
import requests
from prometheus_client.parser import text_string_to_metric_families

from tests.conftest import make_conf

WORKERS = 4
LIMIT = 40


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_until(check, seconds: float, what: str) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            if check():
                return
        except (OSError, requests.RequestException):
            pass
        time.sleep(0.2)
    raise AssertionError(f"{what} no arrancó en {seconds:.0f} s")


@pytest.fixture()
def redis_url(tmp_path):
    port = free_port()
    proc = subprocess.Popen([shutil.which("redis-server") or "redis-server", "--port", str(port),
                             "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", str(tmp_path)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        wait_until(lambda: socket.create_connection(("127.0.0.1", port), timeout=1).close() is None, 20, "redis-server")
        yield f"redis://127.0.0.1:{port}/0"
    finally:
        proc.terminate()
        proc.wait(timeout=10)


@pytest.fixture()
def gunicorn(redis_url, database, database_url, datasets_dir, tmp_path):
    port = free_port()
    metrics = tmp_path / "metrics"
    metrics.mkdir()
    env = {**os.environ, **make_conf(database_url, datasets_dir, tmp_path, RATELIMIT_ENABLED="1",
                                     RATELIMIT_STORAGE_URI=redis_url, ADMIN_TOKEN="token-de-prueba"),
           "PROMETHEUS_MULTIPROC_DIR": str(metrics)}
    gunicorn_bin = Path(sys.executable).with_name("gunicorn")
    log = tmp_path / "gunicorn.log"   # a file, not a pipe nobody reads: a full pipe would stall the workers
    with log.open("wb") as log_file:
        proc = subprocess.Popen([str(gunicorn_bin), "-w", str(WORKERS), "-b", f"127.0.0.1:{port}",
                                 "--log-level", "warning", "obrador_mel:create_app()"],
                                cwd=tmp_path, env=env, stdout=subprocess.DEVNULL, stderr=log_file)
    url = f"http://127.0.0.1:{port}"
    try:
        wait_until(lambda: requests.get(f"{url}/health", timeout=2).status_code == 200, 60, "gunicorn")
        yield url, metrics
    finally:
        proc.terminate()
        proc.wait(timeout=20)
        sys.stderr.write(log.read_text(errors="replace")[-6000:])   # shown by pytest when the test fails


def test_four_workers_share_one_limit_and_one_set_of_metrics(gunicorn):
    url, metrics_dir = gunicorn
    session = secrets.token_hex(16)

    def send(i: int) -> int:  # a new connection each time: any worker may answer
        res = requests.post(f"{url}/api/pasteleria/chat", json={"session": session, "text": f"hola {i}"}, timeout=30)
        assert res.status_code in (200, 429), res.text
        return res.status_code

    with ThreadPoolExecutor(max_workers=8) as pool:  # every worker opens its database pool first
        assert set(pool.map(lambda _: requests.get(f"{url}/health", timeout=30).status_code, range(16))) == {200}

    with ThreadPoolExecutor(max_workers=8) as pool:
        statuses = list(pool.map(send, range(LIMIT + 20)))
    assert statuses.count(200) == LIMIT, statuses
    assert statuses.count(429) == 20
    # more than one worker did answer: each worker writes its own file of counters
    writers = {p.stem.rsplit("_", 1)[-1] for p in metrics_dir.glob("counter_*.db")}
    assert len(writers) >= 2, writers

    text = requests.get(f"{url}/metrics", headers={"X-Admin-Token": "token-de-prueba"}, timeout=10).text
    samples = {(s.name, tuple(sorted(s.labels.items()))): s.value
               for f in text_string_to_metric_families(text) for s in f.samples}
    assert samples[("bizengine_http_responses_total", (("endpoint", "chat"), ("status", "200")))] == LIMIT
    assert samples[("bizengine_rejected_total", (("status", "429"),))] == 20
    assert sum(v for (name, _), v in samples.items() if name == "bizengine_turn_seconds_count") == LIMIT
