"""Benchmark of nlu.analyze over the customer message corpus: p50 / p95 per message.

    .venv/bin/python evals/bench_nlu.py [--rounds N]

Target: p95 under 1 ms on a laptop, with no model.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bizengine.understanding.reader import analyze  # noqa: E402
from bizengine.business.store import load_business  # noqa: E402

CORPUS = ROOT / "evals" / "corpus_messages.txt"
NOW = datetime(2026, 10, 31, 12, 40, tzinfo=ZoneInfo("Europe/Madrid"))


def load_corpus(path: Path = CORPUS) -> list[str]:
    return [line.strip() for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def _fmt(us: float) -> str:
    return f"{us:.0f} µs" if us < 1000 else f"{us / 1000:.2f} ms"


def bench_analyze(rounds: int = 5, dataset: str | Path = ROOT / "datasets" / "pasteleria",
                  quiet: bool = False) -> dict:
    """Time analyze() on every corpus message `rounds` times; print and return p50/p95/max in µs."""
    biz = load_business(dataset)
    messages = load_corpus()
    ctx = {"lang": "es", "awaiting": None, "now": NOW}
    for text in messages:          # warm the per-business caches and the regex engine
        analyze(text, biz, ctx)
    samples = []
    for _ in range(rounds):
        for text in messages:
            t0 = time.perf_counter_ns()
            analyze(text, biz, ctx)
            samples.append((time.perf_counter_ns() - t0) / 1000)
    samples.sort()
    result = {
        "messages": len(messages),
        "samples": len(samples),
        "p50_us": statistics.median(samples),
        "p95_us": samples[int(len(samples) * 0.95) - 1],
        "max_us": samples[-1],
    }
    if not quiet:
        print(f"analyze over {result['messages']} messages × {rounds}: "
              f"p50 {_fmt(result['p50_us'])}, p95 {_fmt(result['p95_us'])}, max {_fmt(result['max_us'])}")
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args(argv)
    result = bench_analyze(args.rounds)
    return 0 if result["p95_us"] < 1000 else 1


if __name__ == "__main__":
    sys.exit(main())
