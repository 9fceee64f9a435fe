"""Retrieval quality on a gold set: MRR and recall@4 for lexical, vector, weighted and RRF, and
the «no answer» precision and recall of the words-only search (issue 17): over the answerable
questions and the `no_answer` ones, how well `select()` says «nothing answers this».

    python -m evals.retrieval                 # Ollama/Qdrant from the environment
    python -m evals.retrieval --fake          # the tests' fake Ollama (hashed bag of words)

Vectors need embeddings: when Ollama (or Qdrant) cannot be reached, vector, weighted and
RRF are reported as unavailable with the reason, and lexical is still measured. With
QDRANT_URL unset the vectors go to a temporary local folder (never the app's var/qdrant,
which a running app keeps locked).
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

import yaml

from bizengine import knowledge as kb
from bizengine.knowledge import vectors
from bizengine.knowledge.lexical import bodies_holding_all, coverages
from bizengine.knowledge.llm import KbConfig
from bizengine.business.store import load_business

GOLD = Path(__file__).with_name("retrieval.yaml")
TOP_K = 4
METHODS = ("lexical", "vector", "weighted", "rrf")


def load_gold(path: str | Path = GOLD) -> list[dict]:
    data = yaml.safe_load(Path(path).read_text(encoding="utf-8"))
    out = []
    for item in data["questions"]:
        expect = item["expect"]
        out.append({"q": item["q"], "lang": item.get("lang", "es"),
                    "expect": [expect] if isinstance(expect, str) else list(expect)})
    return out


def load_no_answer(path: str | Path = GOLD) -> list[dict]:
    data = yaml.safe_load(Path(path).read_text(encoding="utf-8"))
    return [{"q": item["q"], "lang": item.get("lang", "es")} for item in data.get("no_answer") or []]


def no_answer_quality(biz, gold: list[dict], no_answer: list[dict]) -> dict:
    """Words only (as with no vectors and no model): does select() find nothing to answer with?

    -> {precision, recall, answerable_lost: [q], unanswerable_answered: [(q, title)]}"""
    index = kb.index_of(biz)

    def chosen(q: str):
        lex, covered, in_body = kb.lexical_scores(index, q), coverages(index, q), bodies_holding_all(index, q)
        hits = [kb.Hit(index.chunks[i], s, s, None, covered.get(i, 0.0), i in in_body) for i, s in
                sorted(lex.items(), key=lambda kv: (-kv[1], kv[0])) if s > 0]
        return kb.select(hits)

    lost = [g["q"] for g in gold if not chosen(g["q"])]
    answered = [(n["q"], c[0].chunk.title) for n in no_answer if (c := chosen(n["q"]))]
    caught = len(no_answer) - len(answered)
    said_none = caught + len(lost)
    return {"precision": round(caught / said_none, 3) if said_none else 0.0,
            "recall": round(caught / len(no_answer), 3) if no_answer else 0.0,
            "answerable_lost": lost, "unanswerable_answered": answered}


def _rank(order: list[int], chunks, expect: list[str]) -> int | None:
    for pos, i in enumerate(order, 1):
        c = chunks[i]
        if c.title in expect or c.heading in expect:
            return pos
    return None


def _order(scores: dict[int, float]) -> list[int]:
    return [i for i, s in sorted(scores.items(), key=lambda kv: (-kv[1], kv[0])) if s > 0]


def _percentile(values: list[float], p: float) -> float:
    if not values:
        return 0.0
    values = sorted(values)
    k = max(0, min(len(values) - 1, int(round(p / 100 * (len(values) - 1)))))
    return values[k]


def run_retrieval(biz, cfg=None, gold: list[dict] | None = None, repeat: int = 20,
                  echo: bool = False, no_answer: list[dict] | None = None) -> dict:
    """Measure every method on the gold set.

    -> {questions, methods: {name: {available, mrr, recall@4, reason?, misses}},
        lexical_ms: {p50, p95}, embed_model}
    """
    cfg = KbConfig.of(cfg)
    gold = gold if gold is not None else load_gold()
    index = kb.index_of(biz)
    chunks = index.chunks
    ranks: dict[str, list[int | None]] = {m: [] for m in METHODS}
    misses: dict[str, list[dict]] = {m: [] for m in METHODS}
    timings: list[float] = []
    vector_reason = ""
    for item in gold:
        q = item["q"]
        for _ in range(max(1, repeat)):
            t0 = time.perf_counter()
            lex = kb.lexical_scores(index, q)
            timings.append((time.perf_counter() - t0) * 1000)
        cos: dict[int, float] | None = None
        if not vector_reason:
            try:
                cos = {}
                for cid, score in vectors.search(biz, cfg, q, chunks, limit=kb.VECTOR_LIMIT):
                    if cid in index.by_id:
                        cos[index.by_id[cid]] = score
            except Exception as e:  # noqa: BLE001 — report, do not crash
                vector_reason = str(e) or type(e).__name__
                cos = None
        orders = {"lexical": _order(lex)}
        if cos is not None:
            orders["vector"] = _order(cos)
            orders["weighted"] = _order(kb.fuse_weighted(lex, cos))
            orders["rrf"] = _order(kb.fuse_rrf(lex, cos))
        for m, order in orders.items():
            r = _rank(order, chunks, item["expect"])
            ranks[m].append(r)
            if r != 1:
                misses[m].append({"q": q, "expect": item["expect"], "rank": r,
                                  "top": chunks[order[0]].title if order else None})
    result = {"questions": len(gold), "methods": {}, "embed_model": cfg.embed_model,
              "lexical_ms": {"p50": round(statistics.median(timings), 4) if timings else 0.0,
                             "p95": round(_percentile(timings, 95), 4)}}
    for m in METHODS:
        rs = ranks[m]
        if m != "lexical" and (vector_reason or len(rs) != len(gold)):
            result["methods"][m] = {"available": False,
                                    "reason": vector_reason or "sin embeddings"}
            continue
        result["methods"][m] = {
            "available": True,
            "mrr": round(sum(1 / r for r in rs if r) / len(rs), 3) if rs else 0.0,
            "recall@4": round(sum(1 for r in rs if r and r <= TOP_K) / len(rs), 3) if rs else 0.0,
            "misses": misses[m],
        }
    result["no_answer"] = no_answer_quality(biz, gold, no_answer if no_answer is not None else load_no_answer())
    if echo:
        print(format_table(result))
    return result


def format_table(result: dict) -> str:
    lines = [f"Retrieval · {result['questions']} questions · embeddings: {result['embed_model']}",
             f"{'method':<10} {'MRR':>6} {'R@4':>6}",
             "-" * 24]
    for m in METHODS:
        r = result["methods"][m]
        if r["available"]:
            lines.append(f"{m:<10} {r['mrr']:>6.3f} {r['recall@4']:>6.3f}")
        else:
            lines.append(f"{m:<10} {'—':>6} {'—':>6}  unavailable: {r['reason']}")
    na = result.get("no_answer")
    if na:
        lines.append(f"«no answer» (words only): precision {na['precision']:.3f} · recall {na['recall']:.3f}")
        lines += [f"  answered anyway: {q!r} → {t!r}" for q, t in na["unanswerable_answered"]]
        lines += [f"  lost (said no answer): {q!r}" for q in na["answerable_lost"]]
    ms = result["lexical_ms"]
    lines.append(f"lexical search: p50 {ms['p50']:.3f} ms · p95 {ms['p95']:.3f} ms")
    lex = result["methods"]["lexical"]
    for miss in lex["misses"]:
        lines.append(f"  lexical rank {miss['rank']}: {miss['q']!r} → {miss['top']!r} "
                     f"(expected {' | '.join(miss['expect'])})")
    return "\n".join(lines)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--datasets", default=os.environ.get("DATASETS_DIR", "datasets"))
    ap.add_argument("--gold", default=str(GOLD))
    ap.add_argument("--fake", action="store_true", help="use the tests' fake Ollama embeddings")
    ap.add_argument("--var-dir", default=None, help="local Qdrant folder parent (default: temp)")
    args = ap.parse_args(argv)
    gold_data = yaml.safe_load(Path(args.gold).read_text(encoding="utf-8"))
    biz = load_business(Path(args.datasets) / gold_data.get("business", "pasteleria"))
    cfg = KbConfig.from_mapping(os.environ)
    fake = None
    tmp = None
    if args.fake:
        sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
        from tests.fake_ollama import FakeOllama
        fake = FakeOllama(cfg.chat_model, cfg.embed_model).start()
        cfg.ollama_url = fake.url
        cfg.embed_model = cfg.embed_model + " (fake: hashed bag of words)"
    if not cfg.qdrant_url:
        if args.var_dir:
            cfg.var_dir = args.var_dir
        else:
            tmp = tempfile.TemporaryDirectory(prefix="kb-eval-")
            cfg.var_dir = tmp.name
    try:
        run_retrieval(biz, cfg, load_gold(args.gold), echo=True, no_answer=load_no_answer(args.gold))
    finally:
        vectors.close_all()
        if fake:
            fake.stop()
        if tmp:
            tmp.cleanup()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
