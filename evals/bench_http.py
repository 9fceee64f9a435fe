"""The HTTP part of the benchmark: the floor app and the project, side by side, in one run.

Both are served by the command line of `obrador-mel serve --prod` (gunicorn gthread) against
one fresh embedded Postgres; the project is started exactly as production starts it
(`obrador-mel serve --prod`, the schema applied as the owner role on the first worker's start,
turns served as the least-privileged app role). Every answer that is
not a 200 is counted, and a run with errors prints its errors instead of a figure.
"""
from __future__ import annotations

import http.client
import json
import os
import secrets
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from contextlib import ExitStack
from dataclasses import dataclass, field
from pathlib import Path

from evals.runner import BIZ_NOW, free_port

ROOT = Path(__file__).resolve().parent.parent
# One no-model order, as a customer types it.
ORDER = ["Quiero una tarta de queso para 12 personas para el sábado a las 11", "Laura", "655444333",
         "Feliz cumple Mateo", "¿a qué hora cerráis el sábado?", "¿Qué tenéis sin gluten?"]


# The apps served by gunicorn's own command line; "project" is started by `serve --prod` itself.
APPS = {"floor": "evals.bench_floor:create_app()", "memo": "evals.bench_free_turn:create_app()"}
KINDS = ("floor", "project", "memo")


def pct(samples: list[float], p: float) -> float:
    s = sorted(samples)
    return s[max(0, int(round(len(s) * p)) - 1)]


class Server:
    """One app under gunicorn on a free port; `kind` is one of KINDS ('memo': the project with
    turn() answered from a memo, evals/bench_free_turn.py). `urls` are the
    (owner, app) roles' URLs: the project runs as the app role and applies its schema as the
    owner, as `serve --prod` does; the floor, which creates its own table, as the owner."""

    def __init__(self, kind: str, urls: tuple[str, str], tmp: Path, workers: int, threads: int):
        self.kind, self.urls, self.tmp, self.workers, self.threads = kind, urls, tmp, workers, threads

    def __enter__(self) -> "Server":
        from obrador_mel.cli import gunicorn_argv, metrics_dir
        port = free_port()
        owner_url, app_url = self.urls
        env = {**os.environ, "DATABASE_URL": owner_url if self.kind == "floor" else app_url,
               "DATABASE_OWNER_URL": owner_url, "BIZ_NOW": BIZ_NOW, "DATASETS_DIR": str(ROOT / "datasets"),
               "VAR_DIR": str(self.tmp / f"var-{self.kind}"), "OUTPUT_DIR": str(self.tmp / "out"),
               "RATELIMIT_ENABLED": "0",
               "OLLAMA_URL": "http://127.0.0.1:9", "QDRANT_URL": "http://127.0.0.1:9",
               "PYTHONPATH": str(ROOT), "SECRET_KEY": secrets.token_hex(32)}   # production needs one
        if self.kind == "memo":       # what `serve --prod` sets before it starts gunicorn
            env.update(BIZ_MODE="production", PROMETHEUS_MULTIPROC_DIR=metrics_dir({"VAR_DIR": env["VAR_DIR"]}))
        if self.kind in APPS:
            argv = [sys.executable, "-m",
                    *gunicorn_argv(APPS[self.kind], "127.0.0.1", port, self.workers, self.threads)]
        else:
            argv = [sys.executable, "-m", "obrador_mel.cli", "serve", "--prod", "--host", "127.0.0.1",
                    "--port", str(port), "--workers", str(self.workers), "--threads", str(self.threads)]
        self.log = open(self.tmp / f"{self.kind}.log", "w")
        self.proc = subprocess.Popen(argv, env=env, cwd=self.tmp, stdout=self.log, stderr=subprocess.STDOUT)
        self.port = port
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            try:
                conn = http.client.HTTPConnection("127.0.0.1", port, timeout=2)
                conn.request("GET", "/health")
                if conn.getresponse().status == 200:
                    return self
            except OSError:
                time.sleep(0.2)
        self.__exit__()
        tail = (self.tmp / f"{self.kind}.log").read_text(errors="replace").splitlines()[-15:]
        raise RuntimeError(f"{self.kind}: gunicorn did not answer /health in 60 s; its log ends:\n" + "\n".join(tail))

    def rss_mb(self) -> float:
        import psutil
        root = psutil.Process(self.proc.pid)
        return sum(p.memory_info().rss for p in [root, *root.children(recursive=True)]) / 2**20

    def cpu_seconds(self) -> float:
        """CPU time (user + system) the gunicorn master and its workers have used so far."""
        return process_tree_cpu(self.proc.pid)

    def __exit__(self, *exc) -> None:
        self.proc.terminate()
        self.proc.wait(timeout=30)
        self.log.close()


def process_tree_cpu(pid: int) -> float:
    """CPU seconds (user + system) of a process, its children, and the children it has reaped."""
    import psutil
    total = 0.0
    try:
        root = psutil.Process(pid)
        family = [root, *root.children(recursive=True)]
    except psutil.Error:
        return 0.0
    for p in family:
        try:
            t = p.cpu_times()
            total += t.user + t.system + t.children_user + t.children_system
        except psutil.Error:
            pass       # a Postgres backend that ended meanwhile: its time went to its parent
    return total


def postmaster_pid(data_dir: Path) -> int:
    """The embedded Postgres's main process (the first line of its postmaster.pid)."""
    return int((data_dir / "postmaster.pid").read_text().split()[0])


@dataclass
class Run:
    """What one load run saw: every answer's latency and status."""
    samples: list = field(default_factory=list)
    statuses: Counter = field(default_factory=Counter)
    seconds: float = 0.0
    app_cpu: float = 0.0        # CPU seconds of the server's processes during the run
    db_cpu: float = 0.0         # CPU seconds of Postgres during the run

    def cpu_ms(self, seconds: float) -> float:
        """CPU milliseconds per answered request."""
        return 1000 * seconds / self.statuses[200] if self.statuses[200] else 0.0

    def add(self, other: "Run") -> None:
        """Another slice of the same load, counted in."""
        self.samples += other.samples
        self.statuses.update(other.statuses)
        self.seconds += other.seconds
        self.app_cpu += other.app_cpu
        self.db_cpu += other.db_cpu

    @property
    def errors(self) -> int:
        return sum(n for status, n in self.statuses.items() if status != 200)

    @property
    def rate(self) -> float:
        return self.statuses[200] / self.seconds if self.seconds else 0.0


def _post(conn: http.client.HTTPConnection, path: str, body: dict) -> tuple[int, dict]:
    conn.request("POST", path, json.dumps(body).encode(), {"Content-Type": "application/json"})
    res = conn.getresponse()
    data = res.read()
    return res.status, (json.loads(data) if res.status == 200 else {})


def _visitor(kind: str, port: int, stop: float, run: Run, lock: threading.Lock) -> None:
    """Conversations one after another, each with a new session, until `stop`."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    while time.monotonic() < stop:
        session, case = secrets.token_hex(16), None
        for text in ORDER:
            body = {"session": session, "text": text}
            if case:
                body["case_id"] = case
            t0 = time.perf_counter()
            try:
                status, data = _post(conn, "/chat" if kind == "floor" else "/api/pasteleria/chat", body)
            except (OSError, http.client.HTTPException, ValueError):
                status, data = 0, {}
                conn.close()
                conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
            ms = (time.perf_counter() - t0) * 1000
            with lock:
                run.statuses[status] += 1
                if status == 200:
                    run.samples.append(ms)
            if status != 200:
                break
            case = data.get("case_id")
    conn.close()


def load(server: Server, sessions: int, seconds: float, db_pid: int | None = None) -> Run:
    """`sessions` visitors for `seconds`; with `db_pid` (the postmaster), Postgres's CPU is counted too."""
    run, lock = Run(), threading.Lock()
    app0, db0 = server.cpu_seconds(), process_tree_cpu(db_pid) if db_pid else 0.0
    stop = time.monotonic() + seconds
    started = time.monotonic()
    threads = [threading.Thread(target=_visitor, args=(server.kind, server.port, stop, run, lock))
               for _ in range(sessions)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    run.seconds = time.monotonic() - started
    run.app_cpu = server.cpu_seconds() - app0
    run.db_cpu = (process_tree_cpu(db_pid) - db0) if db_pid else 0.0
    return run


def bench(levels=(16, 32), workers: int = 2, threads: int = 8, seconds: float = 8.0, warm: float = 2.0,
          rounds: int = 4) -> dict:
    """{kind: {sessions: Run}} plus each server's memory, all in one run on one Postgres. The
    servers run side by side and take turns, `rounds` slices of each level each: a machine whose
    speed drifts during the run (a shared one) slows all of them alike, so the ratios hold."""
    tmp = Path(tempfile.mkdtemp(prefix="bizbench-"))
    from bizengine.storage.db import create_roles, embedded_server
    pg = embedded_server(tmp / "pg", cleanup_mode="stop")
    urls = create_roles(pg.get_uri())
    results: dict = {"runs": {kind: {n: Run() for n in levels} for kind in KINDS}, "rss": {}, "workers": workers,
                     "threads": threads, "warm_errors": Counter()}
    try:
        with ExitStack() as stack:
            servers = [stack.enter_context(Server(kind, urls, tmp, workers, threads)) for kind in KINDS]
            for server in servers:
                warm_run = load(server, levels[0], warm)
                results["warm_errors"].update({f"{server.kind} {s}": n for s, n in warm_run.statuses.items()
                                               if s != 200})
            db_pid = postmaster_pid(tmp / "pg")
            for n in levels:
                for _ in range(rounds):
                    for server in servers:
                        results["runs"][server.kind][n].add(load(server, n, seconds / rounds, db_pid))
            results["rss"] = {server.kind: server.rss_mb() for server in servers}
    finally:
        pg.cleanup()
        shutil.rmtree(tmp, ignore_errors=True)
    return results


def _broken(*runs: Run) -> bool:
    return any(r.errors or not r.samples for r in runs)


def _speed(run: Run, floor: Run) -> str:
    """p50 / p95, answers/s, and both against the floor's, as table cells."""
    p50, fp50 = statistics.median(run.samples), statistics.median(floor.samples)
    return (f"{p50:.1f} / {pct(run.samples, 0.95):.1f} ms | {run.rate:.0f} | {p50 / fp50:.2f}× | "
            f"{run.rate / floor.rate:.2f}×")


def _cpu(run: Run) -> tuple[float, float]:
    """(app, Postgres) CPU milliseconds per answer."""
    return run.cpu_ms(run.app_cpu), run.cpu_ms(run.db_cpu)


def table(results: dict) -> tuple[list[str], int]:
    """Markdown lines of the side-by-side tables, and the number of errors seen."""
    runs, w, t = results["runs"], results["workers"], results["threads"]
    lines = [f"| concurrent sessions (gunicorn {w}×{t} gthread) | floor p50 / p95 | floor req/s | "
             "chat turn p50 / p95 | turns/s | p50 vs floor | turns/s vs floor |",
             "| --- | --- | --- | --- | --- | --- | --- |"]
    errors = sum(results["warm_errors"].values())
    for n in runs["floor"]:
        errors += sum(runs[kind][n].errors for kind in runs)
        floor, proj = runs["floor"][n], runs["project"][n]
        if _broken(floor, proj):
            lines.append(f"| {n} | errors: {dict(floor.statuses)} | | errors: {dict(proj.statuses)} | | no figure | |")
            continue
        floor_p50 = statistics.median(floor.samples)
        lines.append(f"| {n} | {floor_p50:.1f} / {pct(floor.samples, 0.95):.1f} ms | {floor.rate:.0f} | "
                     f"{_speed(proj, floor)} |")
    if results["warm_errors"]:
        lines.append(f"| warm-up errors | {dict(results['warm_errors'])} | | | | no figure | |")
    lines.append(f"| server memory (master + {w} workers, RSS) | {results['rss'].get('floor', 0):.0f} MB | | "
                 f"{results['rss'].get('project', 0):.0f} MB | | | |")
    return lines + [""] + cpu_table(runs) + [""] + memo_table(runs), errors


def _cpu_versus(floor: Run, run: Run) -> str:
    """Two cells: `run`'s app + Postgres CPU per answer, and its sum against the floor's."""
    (f_app, f_db), (r_app, r_db) = _cpu(floor), _cpu(run)
    if min(f_app, f_db, r_app, r_db) <= 0:      # a process gone mid-run: its time is lost
        return "no figure (CPU not measured) |"
    return f"{r_app:.2f} + {r_db:.2f} ms | {(r_app + r_db) / (f_app + f_db):.1f}×"


def cpu_table(runs: dict) -> list[str]:
    """CPU milliseconds per answer, in the app's processes and in Postgres: what sizes a machine
    (answers/s per core ≈ 1000 / the sum), and steadier than a throughput on a shared machine."""
    lines = ["| concurrent sessions | floor: app + Postgres CPU per answer | chat turn: app + Postgres CPU per turn "
             "| CPU vs floor |", "| --- | --- | --- | --- |"]
    for n in runs["floor"]:
        floor, proj = runs["floor"][n], runs["project"][n]
        if _broken(floor, proj):
            lines.append(f"| {n} | no figure | no figure | |")
            continue
        f_app, f_db = _cpu(floor)
        lines.append(f"| {n} | {f_app:.2f} + {f_db:.2f} ms | {_cpu_versus(floor, proj)} |")
    return lines


def memo_table(runs: dict) -> list[str]:
    """The same chat with turn() answered from a memo (evals/bench_free_turn.py): what a turn
    costs outside the engine's thinking, against the same floor."""
    lines = ["| concurrent sessions | turn() from a memo: p50 / p95 | turns/s | p50 vs floor | turns/s vs floor "
             "| app + Postgres CPU per turn | CPU vs floor |", "| --- | --- | --- | --- | --- | --- | --- |"]
    for n in runs["floor"]:
        floor, memo = runs["floor"][n], runs["memo"][n]
        if _broken(floor, memo):
            lines.append(f"| {n} | errors: {dict(memo.statuses)} | | no figure | | | |")
            continue
        lines.append(f"| {n} | {_speed(memo, floor)} | {_cpu_versus(floor, memo)} |")
    return lines
