"""Benchmarks, printed (never asserted in tests):  python -m evals.bench  (or `make bench`)

- analyze() and turn() p50/p95, in process, no database;
- lexical retrieval p50/p95 on the bakery's gold questions and on a synthetic 5,000-chunk base;
- over real HTTP with Postgres, no model, under `obrador-mel serve --prod` (evals/bench_http.py):
  the chat turn beside the floor app (one row per request, evals/bench_floor.py), p50/p95 and
  answers/s with 16 and 32 concurrent sessions, and the same chat with turn() answered from a
  memo (evals/bench_free_turn.py: what a turn costs outside the engine's thinking); every
  non-200 answer counted, and a run with errors prints them instead of figures (exit status 1).
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

import yaml

from evals.bench_http import pct

ROOT = Path(__file__).resolve().parent.parent


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


def print_table(rows: list[tuple]) -> None:
    print("| measure | p50 | p95 |")
    print("| --- | --- | --- |")
    for name, a, b in rows:
        print(f"| {name} | {a} | {b} |")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m evals.bench")
    parser.add_argument("--no-http", action="store_true", help="skip the gunicorn part")
    parser.add_argument("--http-only", action="store_true", help="only the gunicorn part")
    parser.add_argument("--seconds", type=float, default=8.0, help="length of each load run")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--threads", type=int, default=8)
    args = parser.parse_args(argv)
    if not args.http_only:
        rows = bench_in_process() + bench_retrieval()
        print()
        print_table(rows)
    if args.no_http:
        return 0
    from evals.bench_http import bench, table
    lines, errors = table(bench(workers=args.workers, threads=args.threads, seconds=args.seconds))
    print()
    print("\n".join(lines))
    if errors:
        print(f"\n{errors} answers were not 200: no figure of this run counts.")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
