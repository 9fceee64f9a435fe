"""Ollama over plain `requests`: chat, embeddings, status and warm-up.

Every call has a timeout; every failure is an `LlmError` (never a hang, never a raw
requests exception). The model has no tools: it receives messages and returns text.
"""
from __future__ import annotations

import threading
import time
from dataclasses import dataclass, fields
from typing import Any, Mapping

import requests

from bizengine.errors import LlmError


@dataclass
class KbConfig:
    """What kb, vectors and llm need from the app's configuration.

    Build it with `KbConfig.from_mapping(app.config)` (or any dict); unknown keys are ignored.
    Timeouts are in seconds.
    """

    ollama_url: str = "http://127.0.0.1:11434"
    chat_model: str = "qwen3.5:9b"
    embed_model: str = "nomic-embed-text"
    qdrant_url: str | None = None
    var_dir: str = "var"
    connect_timeout: float = 2.0      # reaching the model server at all (a dead host fails fast)
    chat_timeout: float = 14.0        # one answer from the chat model
    embed_timeout: float = 6.0        # embedding one question
    ingest_timeout: float = 120.0     # embedding a whole knowledge base
    status_timeout: float = 1.0       # /health probes
    qdrant_timeout: int = 2           # Qdrant server requests
    keep_alive: str = "30m"
    think: bool | None = False        # sent as "think" (False disables reasoning); None omits it
    temperature: float = 0.1
    num_predict: int = 160
    warm_interval: float = 30.0
    ingest_retry_after: float = 10.0  # a failed first ingest is not retried before this

    _KEYS = {
        "OLLAMA_URL": "ollama_url",
        "OLLAMA_CHAT_MODEL": "chat_model",
        "OLLAMA_EMBED_MODEL": "embed_model",
        "QDRANT_URL": "qdrant_url",
        "VAR_DIR": "var_dir",
        "KB_CONNECT_TIMEOUT": "connect_timeout",
        "KB_CHAT_TIMEOUT": "chat_timeout",
        "KB_EMBED_TIMEOUT": "embed_timeout",
        "KB_INGEST_TIMEOUT": "ingest_timeout",
        "KB_STATUS_TIMEOUT": "status_timeout",
        "OLLAMA_KEEP_ALIVE": "keep_alive",
    }

    @classmethod
    def from_mapping(cls, mapping: Mapping[str, Any] | None = None) -> "KbConfig":
        """Read the upper-case app keys (OLLAMA_URL, QDRANT_URL, VAR_DIR, …) or the field names."""
        mapping = mapping or {}
        names = {f.name: f for f in fields(cls)}
        values: dict[str, Any] = {}
        for key, value in mapping.items():
            name = cls._KEYS.get(key, key if key in names else None)
            if name is None or name.startswith("_"):
                continue
            if value is None and name != "qdrant_url" and name != "think":
                continue
            default = names[name].default
            if isinstance(default, bool) and not isinstance(value, bool) and value is not None:
                value = str(value).lower() in ("1", "true", "yes", "on")
            elif isinstance(default, float):
                value = float(value)
            elif isinstance(default, int) and not isinstance(default, bool):
                value = int(value)
            if name == "qdrant_url" and not value:
                value = None
            if name == "ollama_url":
                value = str(value).rstrip("/")
            values[name] = value
        return cls(**values)

    @classmethod
    def of(cls, cfg: "KbConfig | Mapping[str, Any] | None") -> "KbConfig":
        """Accept a KbConfig, a mapping (app.config) or None (defaults)."""
        if isinstance(cfg, KbConfig):
            return cfg
        return cls.from_mapping(cfg)


def _post(cfg: KbConfig, path: str, body: dict, timeout: float) -> dict:
    url = cfg.ollama_url + path
    try:
        # (connect, read): a host that never accepts fails in connect_timeout, a silent one in timeout
        r = requests.post(url, json=body, timeout=(min(cfg.connect_timeout, timeout), timeout))
    except requests.Timeout:
        raise LlmError(f"Ollama no respondió en {timeout:g} s ({path})") from None
    except requests.RequestException as e:
        raise LlmError(f"Ollama no disponible en {cfg.ollama_url}: {type(e).__name__}") from None
    if r.status_code != 200:
        try:
            msg = r.json().get("error", "")
        except ValueError:
            msg = r.text[:200]
        raise LlmError(f"Ollama respondió HTTP {r.status_code} ({path}): {msg}".strip())
    try:
        return r.json()
    except ValueError:
        raise LlmError(f"Ollama devolvió algo que no es JSON ({path})") from None


def chat(cfg, messages: list[dict], *, temperature: float | None = None,
         num_predict: int | None = None, timeout: float | None = None) -> dict:
    """One non-streaming /api/chat call.

    Returns `{text, model, tokens_in, tokens_out, ms}`; raises LlmError on any failure,
    including an empty reply.
    """
    cfg = KbConfig.of(cfg)
    body: dict[str, Any] = {
        "model": cfg.chat_model,
        "messages": messages,
        "stream": False,
        "keep_alive": cfg.keep_alive,
        "options": {
            "temperature": cfg.temperature if temperature is None else temperature,
            "num_predict": cfg.num_predict if num_predict is None else num_predict,
        },
    }
    if cfg.think is not None:
        body["think"] = cfg.think
    t0 = time.perf_counter()
    timeout = cfg.chat_timeout if timeout is None else timeout
    try:
        data = _post(cfg, "/api/chat", body, timeout)
    except LlmError as e:
        # Older servers or models without a reasoning mode refuse the "think" field: retry without.
        if "think" in body and "HTTP 400" in str(e) and "think" in str(e).lower():
            body.pop("think")
            data = _post(cfg, "/api/chat", body, max(0.1, timeout - (time.perf_counter() - t0)))
        else:
            raise
    ms = int((time.perf_counter() - t0) * 1000)
    msg = data.get("message") or {}
    text = msg.get("content") or ""
    if not isinstance(text, str) or not text.strip():
        raise LlmError("el modelo devolvió una respuesta vacía")
    return {
        "text": text,
        "model": data.get("model") or cfg.chat_model,
        "tokens_in": int(data.get("prompt_eval_count") or 0),
        "tokens_out": int(data.get("eval_count") or 0),
        "ms": ms,
    }


def embed(cfg, texts: list[str], *, timeout: float | None = None) -> list[list[float]]:
    """Embeddings for `texts` (prefixes already applied by the caller) via /api/embed."""
    cfg = KbConfig.of(cfg)
    if not texts:
        return []
    data = _post(cfg, "/api/embed", {"model": cfg.embed_model, "input": list(texts),
                                      "keep_alive": cfg.keep_alive},
                 cfg.embed_timeout if timeout is None else timeout)
    vectors = data.get("embeddings")
    if not isinstance(vectors, list) or len(vectors) != len(texts) or not all(
            isinstance(v, list) and v for v in vectors):
        raise LlmError("Ollama devolvió embeddings con una forma inesperada")
    return vectors


def models(cfg, timeout: float | None = None) -> list[str] | None:
    """Names of the models Ollama has (GET /api/tags), or None when it is unreachable."""
    cfg = KbConfig.of(cfg)
    try:
        r = requests.get(cfg.ollama_url + "/api/tags",
                         timeout=cfg.status_timeout if timeout is None else timeout)
        if r.status_code != 200:
            return None
        return [m.get("name") or m.get("model") for m in r.json().get("models", [])]
    except (requests.RequestException, ValueError, AttributeError):
        return None


def _has(names: list[str], model: str) -> bool:
    base = model if ":" in model else model + ":latest"
    return model in names or base in names


def llm_status(cfg) -> bool:
    """True when Ollama answers within `status_timeout` and has the chat model. For /health."""
    cfg = KbConfig.of(cfg)
    names = models(cfg)
    return bool(names is not None and _has(names, cfg.chat_model))


def embed_status(cfg) -> bool:
    """True when Ollama answers and has the embedding model."""
    cfg = KbConfig.of(cfg)
    names = models(cfg)
    return bool(names is not None and _has(names, cfg.embed_model))


_warm_lock = threading.Lock()
_warm_last: dict[str, float] = {}


def _warm_now(cfg: KbConfig) -> bool:
    ok = True
    try:
        _post(cfg, "/api/chat", {"model": cfg.chat_model, "messages": [],
                                 "keep_alive": cfg.keep_alive}, max(cfg.chat_timeout, 30.0))
    except LlmError:
        ok = False
    try:
        _post(cfg, "/api/embed", {"model": cfg.embed_model, "input": ["search_query: hola"],
                                  "keep_alive": cfg.keep_alive}, max(cfg.embed_timeout, 30.0))
    except LlmError:
        ok = False
    return ok


def warm(cfg, *, wait: bool = False, clock=time.monotonic) -> dict:
    """Ask Ollama to load the chat and embedding models, at most once per `warm_interval`
    seconds per process. Returns `{ok, warmed}` at once (`warmed` False when rate limited);
    the loading runs in a background thread unless `wait=True`, then `ok` says whether
    both models answered.
    """
    cfg = KbConfig.of(cfg)
    key = cfg.ollama_url
    with _warm_lock:
        now = clock()
        last = _warm_last.get(key)
        if last is not None and now - last < cfg.warm_interval:
            return {"ok": True, "warmed": False}
        _warm_last[key] = now
    if wait:
        return {"ok": _warm_now(cfg), "warmed": True}
    threading.Thread(target=_warm_now, args=(cfg,), name="kb-warm", daemon=True).start()
    return {"ok": True, "warmed": True}


def _reset_warm() -> None:
    """Forget the warm-up rate limit (tests)."""
    with _warm_lock:
        _warm_last.clear()
