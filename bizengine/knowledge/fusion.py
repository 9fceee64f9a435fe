"""Hybrid search: lexical scores fused with vector similarity, and the chunks chosen as context."""
from __future__ import annotations

import math
import time
from dataclasses import dataclass

from bizengine.knowledge import vectors
from bizengine.knowledge.chunks import Chunk
from bizengine.knowledge.lexical import MIN_COVERAGE, bodies_holding_all, coverages, index_of, lexical_scores
from bizengine.knowledge.llm import KbConfig

LEX_WEIGHT, VEC_WEIGHT = 0.6, 0.4
COS_FLOOR, COS_SPAN = 0.42, 0.33
RRF_K = 60
VECTOR_LIMIT = 8
MIN_SCORE = 0.2          # below this, nothing to answer with: no_data without the model
REL_SCORE = 0.45         # a chunk must reach 45 % of the best one to go into the context
MAX_CHUNKS = 4
MAX_CONTEXT = 3000
# Fusion used to order the chunks. Both were measured on evals/retrieval.yaml (52 questions,
# es + gl, bakery knowledge base, 2026-11-30) with the fake hashed bag-of-words embeddings of
# tests/fake_ollama.py (no real nomic-embed-text reachable in this environment):
#   lexical MRR 0.968 R@4 1.000 · vector MRR 0.666 R@4 0.769 ·
#   weighted MRR 0.968 R@4 1.000 · RRF MRR 0.830 R@4 0.904
# Weighted keeps the lexical ranking when the vectors are weak and wins; it also gives an
# absolute 0..1 score that the no_data threshold needs. Re-run `python -m evals.retrieval`
# against a real Ollama before changing it.
FUSION = "weighted"


def cos_rescaled(cosine: float) -> float:
    return max(0.0, min(1.0, (cosine - COS_FLOOR) / COS_SPAN))


def fuse_weighted(lex: dict[int, float], cos: dict[int, float]) -> dict[int, float]:
    """0.6 · lexical + 0.4 · rescaled cosine (a chunk outside the vector top 8 has cosine 0)."""
    out = {}
    for i in set(lex) | set(cos):
        out[i] = LEX_WEIGHT * lex.get(i, 0.0) + VEC_WEIGHT * cos_rescaled(cos.get(i, 0.0))
    return out


def _ranked(scores: dict[int, float]) -> list[int]:
    return [i for i, s in sorted(scores.items(), key=lambda kv: (-kv[1], kv[0])) if s > 0]


def fuse_rrf(lex: dict[int, float], cos: dict[int, float], k: int = RRF_K) -> dict[int, float]:
    """Reciprocal Rank Fusion: Σ 1/(k + rank) over both rankings, divided by 2/(k + 1) so a
    chunk first in both lists scores 1."""
    out: dict[int, float] = {}
    for ranking in (_ranked(lex), [i for i, _ in sorted(cos.items(), key=lambda kv: (-kv[1], kv[0]))]):
        for rank, i in enumerate(ranking, 1):
            out[i] = out.get(i, 0.0) + 1.0 / (k + rank)
    top = 2.0 / (k + 1)
    return {i: v / top for i, v in out.items()}


@dataclass
class Hit:
    chunk: Chunk
    score: float            # the absolute evidence score used for thresholds (0..1)
    lex: float
    cos: float | None
    coverage: float = 1.0   # share of the question's content words in the chunk (words-only search)
    all_in_body: bool = False   # its body holds every word of the question, its title none (words-only search)


@dataclass
class Retrieval:
    hits: list[Hit]          # ordered by FUSION
    degraded: bool
    reason: str              # why the vectors were not used ("" when they were)
    fusion: str
    ms: int = 0


def retrieve(biz, text: str, cfg=None, fusion: str | None = None) -> Retrieval:
    """Hybrid search. Never raises: vectors failing → words only, `degraded=True`."""
    t0 = time.perf_counter()
    cfg = KbConfig.of(cfg)
    fusion = fusion or FUSION
    index = index_of(biz)
    lex = lexical_scores(index, text)
    cos: dict[int, float] = {}
    degraded, reason = False, ""
    if index.chunks:
        try:
            for cid, score in vectors.search(biz, cfg, text, index.chunks, limit=VECTOR_LIMIT):
                i = index.by_id.get(cid)
                if i is not None:
                    cos[i] = score
        except Exception as e:  # noqa: BLE001 — any failure of a service is a degraded search
            degraded, reason = True, str(e) or type(e).__name__
    if degraded:
        evidence = dict(lex)
        order = _ranked(lex)
    else:
        evidence = fuse_weighted(lex, cos)
        order = _ranked(fuse_rrf(lex, cos) if fusion == "rrf" else evidence)
    covered = coverages(index, text) if degraded else {}
    in_body = bodies_holding_all(index, text) if degraded else set()
    hits = [Hit(index.chunks[i], evidence.get(i, 0.0), lex.get(i, 0.0), cos.get(i),
                covered.get(i, 0.0) if degraded else 1.0, i in in_body) for i in order]
    return Retrieval(hits, degraded, reason, fusion, int((time.perf_counter() - t0) * 1000))


def _tied_at_the_top(hits: list[Hit]) -> bool:
    """Whether the best two sections found by words alone each hold every word of the question in
    their bodies only, and score alike («¿tienen hora hoy?» in «unas horas de antelación» and «48
    horas antes»): the words choose neither, and the first in the file would be answered by chance.
    (Two titles alike, «¿algo sin gluten ni lactosa?», are both what is asked; a word no section
    holds, «¿puede recogerlo mi marido?», leaves the order of the texts to choose, as before.)"""
    first, *rest = sorted(hits, key=lambda h: -h.score)
    return bool(rest) and first.all_in_body and rest[0].all_in_body and math.isclose(first.score, rest[0].score)


def select(hits: list[Hit]) -> list[Hit]:
    """Up to 4 chunks scoring ≥ 0.2 and ≥ 45 % of the best, at most 3,000 characters; none when
    the words-only search found no chunk covering MIN_COVERAGE of the question."""
    hits = [h for h in hits if h.coverage >= MIN_COVERAGE]
    if not hits:
        return []
    best = max(h.score for h in hits)
    if best < MIN_SCORE or _tied_at_the_top(hits):
        return []
    out: list[Hit] = []
    size = 0
    for h in hits:
        if h.score < MIN_SCORE or h.score < REL_SCORE * best:
            continue
        n = len(h.chunk.title) + len(h.chunk.text) + 8
        if out and size + n > MAX_CONTEXT:
            continue
        out.append(h)
        size += n
        if len(out) == MAX_CHUNKS:
            break
    return out
