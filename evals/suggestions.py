"""Offline evaluation of the suggestions: hit-rate@1 and @3 on held-out orders of each business's
demo history (every fifth order; hide one item, rank from the rest) against the most-popular
baseline. Deterministic: the same datasets print the same figures.

    obrador-mel eval --suggestions [--datasets DIR]
    python -m evals.suggestions
"""
from __future__ import annotations

import argparse
import json
import sys
from datetime import datetime, timezone

from bizengine import config as config_mod
from bizengine.business import suggestion_history as history
from bizengine.business import suggestions as ranking
from bizengine.business.store import Store

NOW = datetime(2026, 3, 10, 10, 0, tzinfo=timezone.utc)   # a fixed Tuesday morning: reproducible figures


def evaluate(businesses) -> list[dict]:
    out = []
    for biz in businesses:
        if not ranking.enabled(biz):
            continue
        out.append(history.hit_rates(biz, history.synthetic_orders(biz), NOW))
    return out


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="evals.suggestions")
    parser.add_argument("--datasets")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    store = Store(args.datasets or config_mod.load()["DATASETS_DIR"])
    results = evaluate(store.all())
    if args.json:
        print(json.dumps(results, ensure_ascii=False, indent=2))
    for r in results:
        print(f"{r['business']}: {r['cases']} pedidos de prueba ({r['train']} de entrenamiento) · "
              f"motor acierto@1 {r['engine@1']:.3f} @3 {r['engine@3']:.3f} · "
              f"más vendido acierto@1 {r['popular@1']:.3f} @3 {r['popular@3']:.3f}")
    worse = [r["business"] for r in results if r["engine@3"] < r["popular@3"]]
    if worse:
        print(f"ERROR el motor no supera a «lo más vendido» en: {', '.join(worse)}", file=sys.stderr)
    return 1 if worse else 0


if __name__ == "__main__":
    sys.exit(main())
