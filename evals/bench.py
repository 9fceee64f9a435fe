"""Benchmarks, printed (never asserted in tests):  python -m evals.bench  (or `make bench`)

- analyze() and turn() p50/p95, in process, no database;
- lexical retrieval p50/p95 on the bakery's gold questions and on a synthetic 5,000-chunk base;
- HTTP chat turn p50/p95 over real HTTP with Postgres, no model, under gunicorn;
- turns/s with 8 and 32 concurrent sessions under gunicorn; memory of the server processes.
"""
from __future__ import annotations

import argparse
import os
import random
import secrets
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import requests
import yaml

ROOT = Path(__file__).resolve().parent.parent
BIZ_NOW = "2026-10-31T12:40:00+01:00"
# One no-model order, as a customer types it.
ORDER = ["Quiero una tarta de queso para 12 personas para el sábado a las 11", "Laura", "655444333",
         "Feliz cumple Mateo", "¿a qué hora cerráis el sábado?", "¿Qué tenéis sin gluten?"]


def pct(samples: list[float], p: float) -> float:
    s = sorted(samples)
    return s[max(0, int(round(len(s) * p)) - 1)]


def row(name: str, p50: float, p95: float, unit: str = "ms") -> tuple:
    return (name, f"{p50:.3f} {unit}" if p50 < 10 else f"{p50:.1f} {unit}",
            f"{p95:.3f} {unit}" if p95 < 10 else f"{p95:.1f} {unit}")


def bench_in_process() -> list[tuple]:
    from evals.bench_nlu import bench_analyze
    from evals.bench_turn import bench_turn
    a = bench_analyze(quiet=True)
    t = bench_turn()
    return [row("analyze()", a["p50_us"] / 1000, a["p95_us"] / 1000), row("turn()", t["p50_ms"], t["p95_ms"])]


def _time_queries(index, queries, rounds=5) -> tuple[float, float]:
    from bizengine import knowledge as kb
    samples = []
    for _ in range(rounds):
        for q in queries:
            t0 = time.perf_counter()
            kb.lexical_scores(index, q)
            samples.append((time.perf_counter() - t0) * 1000)
    return statistics.median(samples), pct(samples, 0.95)


def synthetic_chunks(n: int = 5000, seed: int = 7):
    """Sections drawn from a 6,000-word vocabulary with Zipf-like frequencies, as real text is."""
    from bizengine import knowledge as kb
    rnd = random.Random(seed)
    syllables = ["ta", "pa", "ra", "ca", "co", "to", "de", "le", "mi", "sa", "no", "ve", "bu", "ro", "gi", "che",
                 "que", "fo", "lla", "za"]
    vocab = sorted({"".join(rnd.choices(syllables, k=rnd.randint(2, 4))) for _ in range(9000)})[:6000]
    rnd.shuffle(vocab)
    weights = [1 / (rank + 1) for rank in range(len(vocab))]
    chunks = []
    for i in range(n):
        title = " ".join(rnd.choices(vocab, weights, k=3))
        text = " ".join(rnd.choices(vocab, weights, k=rnd.randint(40, 160)))
        chunks.append(kb.Chunk(kb.chunk_id("synthetic", f"f{i // 50}.md", title + str(i)), "synthetic",
                               f"f{i // 50}.md", "Sintético", title, title, text))
    queries = [" ".join(rnd.choices(vocab, weights, k=rnd.randint(3, 8))) for _ in range(200)]
    return chunks, queries


def bench_retrieval() -> list[tuple]:
    from bizengine import knowledge as kb
    from bizengine.business.store import load_business
    biz = load_business(ROOT / "datasets" / "pasteleria")
    gold = yaml.safe_load((ROOT / "evals" / "retrieval.yaml").read_text(encoding="utf-8"))
    questions = [q["q"] for q in gold["questions"]]
    index = kb.index_of(biz)
    bakery = _time_queries(index, questions)
    chunks, queries = synthetic_chunks()
    t0 = time.perf_counter()
    big = kb.build_index(chunks)
    built = (time.perf_counter() - t0) * 1000
    synthetic = _time_queries(big, queries, rounds=2)
    return [row(f"lexical retrieval, bakery ({len(index.chunks)} chunks)", *bakery),
            row(f"lexical retrieval, synthetic 5,000 chunks (index built in {built:.0f} ms)", *synthetic)]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Gunicorn:
    """gunicorn with the real app, a fresh embedded Postgres, the clock frozen, no model."""

    def __init__(self, workers: int, threads: int):
        self.workers, self.threads = workers, threads

    def __enter__(self) -> "Gunicorn":
        import pgserver
        from bizengine.storage.db import Database
        self.tmp = Path(tempfile.mkdtemp(prefix="bizbench-"))
        self.pg = pgserver.get_server(self.tmp / "pg", cleanup_mode="stop")
        url = self.pg.get_uri()
        db = Database(url)
        db.apply_schema()
        db.close()
        port = _free_port()
        env = {**os.environ, "DATABASE_URL": url, "BIZ_NOW": BIZ_NOW, "DATASETS_DIR": str(ROOT / "datasets"),
               "VAR_DIR": str(self.tmp / "var"), "OUTPUT_DIR": str(self.tmp / "out"), "RATELIMIT_ENABLED": "0",
               "OLLAMA_URL": "http://127.0.0.1:9", "QDRANT_URL": "http://127.0.0.1:9"}
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "gunicorn", "-w", str(self.workers), "--threads", str(self.threads),
             "-b", f"127.0.0.1:{port}", "--log-level", "warning", "obrador_mel:create_app()"],
            env=env, cwd=self.tmp, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.base = f"http://127.0.0.1:{port}"
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            try:
                if requests.get(f"{self.base}/health", timeout=1).status_code == 200:
                    return self
            except requests.RequestException:
                time.sleep(0.2)
        raise RuntimeError("gunicorn did not answer /health in 60 s")

    def rss_mb(self) -> float:
        import psutil
        root = psutil.Process(self.proc.pid)
        procs = [root, *root.children(recursive=True)]
        return sum(p.memory_info().rss for p in procs) / 2**20

    def __exit__(self, *exc) -> None:
        self.proc.terminate()
        self.proc.wait(timeout=20)
        self.pg.cleanup()
        shutil.rmtree(self.tmp, ignore_errors=True)


def _conversation(base: str, http: requests.Session, samples: list | None = None) -> int:
    session, case = secrets.token_hex(16), None
    for text in ORDER:
        t0 = time.perf_counter()
        res = http.post(f"{base}/api/pasteleria/chat", json={"session": session, "case_id": case, "text": text}, timeout=30)
        if samples is not None:
            samples.append((time.perf_counter() - t0) * 1000)
        res.raise_for_status()
        case = res.json()["case_id"]
    return len(ORDER)


def _throughput(base: str, sessions: int, seconds: float = 8.0) -> float:
    done, stop = [0], time.monotonic() + seconds
    lock = threading.Lock()

    def visitor():
        http = requests.Session()
        while time.monotonic() < stop:
            n = _conversation(base, http)
            with lock:
                done[0] += n

    started = time.monotonic()
    threads = [threading.Thread(target=visitor) for _ in range(sessions)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return done[0] / (time.monotonic() - started)


def bench_http(workers: int = 2, threads: int = 4) -> tuple[list[tuple], list[tuple]]:
    with Gunicorn(workers, threads) as server:
        base = server.base
        http = requests.Session()
        _conversation(base, http)  # warm every worker's caches a little
        samples: list[float] = []
        for _ in range(25):
            _conversation(base, http, samples)
        latency = [row(f"HTTP chat turn with Postgres, no model (gunicorn {workers}×{threads})",
                       statistics.median(samples), pct(samples, 0.95))]
        rates = [(f"turns/s, {n} concurrent sessions", f"{_throughput(base, n):.0f}", "") for n in (8, 32)]
        rates.append((f"server memory (gunicorn master + {workers} workers, RSS)", f"{server.rss_mb():.0f} MB", ""))
        return latency, rates


def print_table(rows: list[tuple]) -> None:
    print("| measure | p50 | p95 |")
    print("| --- | --- | --- |")
    for name, a, b in rows:
        print(f"| {name} | {a} | {b} |")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m evals.bench")
    parser.add_argument("--no-http", action="store_true", help="skip the gunicorn part")
    args = parser.parse_args(argv)
    rows = bench_in_process() + bench_retrieval()
    if not args.no_http:
        latency, rates = bench_http()
        rows += latency + rates
    print()
    print_table(rows)
    return 0


if __name__ == "__main__":
    sys.exit(main())
