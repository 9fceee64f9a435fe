"""Answering a question from the business's knowledge: search, the model, the fact check, fallbacks.

its fact check.

    question ─► hybrid search ─► context? ─ no ─► no_data (a person answers)
                                  │ yes
                                  ▼
                         model with context ─► NO_DATA / apology ─► no_data
                                  │
                                  ▼
                     every figure in the sources? ─ no ─► excerpt (the source's own words)
                                  │ yes
                                  ▼
                         the model's answer, citing every chunk it was given

Qdrant or Ollama missing or failing never raises here: the search falls back to words only
(`degraded`), and a failed model falls back to the excerpt.

from __future__ import annotations"""
from __future__ import annotations

import time
from contextlib import ExitStack
from datetime import datetime, timezone

from bizengine.errors import LlmError
from bizengine.knowledge import llm, vectors
from bizengine.knowledge.factcheck import unsupported_facts
from bizengine.knowledge.fusion import MIN_COVERAGE, MIN_SCORE, Hit, retrieve, select
from bizengine.knowledge.llm import KbConfig
from bizengine.knowledge.prompt import build_context, build_messages, clean_output, excerpt_of, is_no_data, prompt_hash


def _cites(hits: list[Hit]) -> list[dict]:
    return [{"title": h.chunk.title, "source": h.chunk.source, "score": round(h.score, 3)}
            for h in hits]


def _fmt_score(v: float) -> str:
    return f"{v:.3f}".rstrip("0").rstrip(".") if v else "0"


def answer(biz, text: str, lang: str = "es", history=(), now: datetime | None = None,
           cfg=None, around_model=()) -> dict:
    """Answer a question from the business's knowledge. Never raises.

    -> {route: "model"|"excerpt"|"no_data", text, text_lang, cites: [{title, source, score}],
        trace: [{step, ok, detail}], degraded, model, tokens_in, tokens_out, ms, prompt_hash}
    `text_lang` is the language `text` is in: `lang`, except an excerpt of a section written only in Spanish.
    `text` is "" for no_data (the dialog writes that reply).
    `around_model`: context-manager factories entered, in order, around the model call only (the
    engine's model slot, the chat's "keep the words first"); what they raise is not caught here.
    """
    t0 = time.perf_counter()
    cfg = KbConfig.of(cfg)
    trace: list[dict] = []
    result = {"route": "no_data", "text": "", "text_lang": lang, "cites": [], "trace": trace, "degraded": False,
              "model": None, "tokens_in": 0, "tokens_out": 0, "ms": 0, "prompt_hash": None}

    def done():
        result["ms"] = int((time.perf_counter() - t0) * 1000)
        return result

    try:
        r = retrieve(biz, text, cfg)
    except Exception as e:  # noqa: BLE001 — a broken knowledge folder must not break the chat
        trace.append({"step": "retrieve", "ok": False, "detail": f"error: {type(e).__name__}: {e}"})
        return done()
    result["degraded"] = r.degraded
    if r.degraded:
        trace.append({"step": "vectors", "ok": False,
                      "detail": f"sin vectores ({r.reason}); búsqueda por palabras"})
    chosen = select(r.hits)
    if not chosen:
        best = r.hits[0].score if r.hits else 0.0
        detail = f"sin fuentes: mejor nota {_fmt_score(best)} < {MIN_SCORE}"
        if best >= MIN_SCORE:
            cover = max(h.coverage for h in r.hits)
            detail = f"sin fuentes: ninguna cubre la pregunta ({_fmt_score(cover)} < {MIN_COVERAGE})"
        trace.append({"step": "retrieve", "ok": False, "detail": detail})
        return done()
    trace.append({"step": "retrieve", "ok": True, "detail": (
        f"{len(chosen)} fuente{'s' if len(chosen) > 1 else ''} (") + ", ".join(
        f"{h.chunk.title} {_fmt_score(h.score)}" for h in chosen) + ")"})
    result["cites"] = _cites(chosen)
    context = build_context(chosen)
    fallback = excerpt_of(chosen[0].chunk.text_in(lang))

    def excerpt(detail_step: str, detail: str):
        trace.append({"step": detail_step, "ok": False, "detail": detail})
        result["route"], result["text"] = "excerpt", fallback
        result["text_lang"] = "gl" if lang == "gl" and chosen[0].chunk.text_gl else "es"
        return done()

    try:
        messages = build_messages(biz, lang, now, history, context, text)
        result["prompt_hash"] = prompt_hash()
    except Exception as e:  # noqa: BLE001
        return excerpt("generate", f"sin prompt: {type(e).__name__}: {e}; texto de la fuente")
    result["model"] = cfg.chat_model
    with ExitStack() as around:
        for enter in around_model:
            around.enter_context(enter())
        try:
            out = llm.chat(cfg, messages)
        except LlmError as e:
            return excerpt("generate", f"{cfg.chat_model}: {e}; texto de la fuente")
        except Exception as e:  # noqa: BLE001
            return excerpt("generate", f"{cfg.chat_model}: {type(e).__name__}; texto de la fuente")
    result["model"] = out["model"]
    result["tokens_in"], result["tokens_out"] = out["tokens_in"], out["tokens_out"]
    reply = clean_output(out["text"])
    gen = f"{out['model']} · {out['tokens_out']} tokens · {out['ms']} ms"
    if not reply:
        return excerpt("generate", f"{gen} · respuesta vacía; texto de la fuente")
    if is_no_data(reply):
        trace.append({"step": "generate", "ok": True, "detail": f"{gen} · NO_DATA"})
        result["cites"] = []
        return done()
    bad = unsupported_facts(reply, context)
    if bad:
        return excerpt("fact_check", f"{gen} · cifras sin fuente: {', '.join(bad)}; "
                                     "texto de la fuente")
    trace.append({"step": "generate", "ok": True, "detail": f"{gen} · cifras comprobadas"})
    result["route"], result["text"] = "model", reply
    return done()


def make_kb_answer(biz, cfg=None, now_fn=None, around_model=()):
    """The `kb_answer(text, lang, history)` callable that the pure `turn()` receives.
    `around_model` (see answer()) comes first; a caller may add its own per call."""
    cfg = KbConfig.of(cfg)
    now_fn = now_fn or (lambda: datetime.now(timezone.utc))
    outer = tuple(around_model)

    def kb_answer(text: str, lang: str = "es", history=(), around_model=()) -> dict:
        return answer(biz, text, lang, history, now_fn(), cfg, outer + tuple(around_model))

    return kb_answer


def warm(cfg=None, **kw) -> dict:
    """Preload the chat and embedding models (at most once per 30 s per process)."""
    return llm.warm(cfg, **kw)


# ── service helpers re-exported for the app (/health, /admin/ingest, CLI ingest) ──────────
def ingest_business(biz, cfg=None) -> dict:
    """Embed and store the business's chunks in `kb_<slug>`; idempotent.
    -> {slug, collection, chunks, dim, model}; raises vectors.VectorsUnavailable."""
    return vectors.ingest_business(biz, cfg)


def vectors_status(cfg=None) -> bool:
    """Whether the vector store answers (nothing about what it holds: see `vectors_missing`)."""
    return vectors.vectors_status(cfg)


def vectors_missing(businesses, cfg=None) -> list[str]:
    """Slugs of the businesses with knowledge whose collection is missing or out of date."""
    from bizengine.knowledge.chunks import chunks_of
    missing = []
    for biz in businesses:
        chunks = chunks_of(biz)
        if chunks and not vectors.holds(biz, cfg, chunks):
            missing.append(biz.slug)
    return missing


def llm_status(cfg=None) -> bool:
    return llm.llm_status(cfg)
