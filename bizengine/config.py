"""Configuration from the environment, with `.env` as a fallback (the process environment wins)."""
from __future__ import annotations

import os
from datetime import datetime
from pathlib import Path

DEFAULTS = {
    "DATABASE_URL": "",                 # empty → embedded PostgreSQL 16 (pgserver) in VAR_DIR/pg
    "QDRANT_URL": "",                   # empty → qdrant-client local mode in VAR_DIR/qdrant
    "OLLAMA_URL": "http://127.0.0.1:11434",
    "OLLAMA_CHAT_MODEL": "qwen3.5:9b",
    "OLLAMA_EMBED_MODEL": "nomic-embed-text",
    "DATASETS_DIR": "datasets",
    "VAR_DIR": "var",
    "OUTPUT_DIR": "output",
    "TRUST_PROXY": "0",
    "RATELIMIT_STORAGE_URI": "memory://",
    "RATELIMIT_ENABLED": "1",           # 0 only for tests that are not about limits
    "TURN_WAIT_SECONDS": "9",           # how long a third conversation waits for the engine
    "ADMIN_TOKEN": "",
    "BIZ_NOW": "",
    "HOST": "127.0.0.1",
    "PORT": "8790",
}


def read_dotenv(path: str | Path = ".env") -> dict[str, str]:
    """KEY=VALUE lines; blank lines and # comments ignored; optional quotes stripped."""
    p = Path(path)
    if not p.is_file():
        return {}
    out = {}
    for line in p.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if not line or line.startswith("#") or "=" not in line:
            continue
        key, value = line.split("=", 1)
        out[key.strip()] = value.strip().strip('"').strip("'")
    return out


def load(env: dict | None = None, dotenv: str | Path = ".env") -> dict[str, str]:
    """DEFAULTS, then .env, then the process environment (or `env` when given)."""
    conf = dict(DEFAULTS)
    conf.update({k: v for k, v in read_dotenv(dotenv).items() if k in DEFAULTS})
    source = os.environ if env is None else env
    conf.update({k: source[k] for k in DEFAULTS if k in source})
    return conf


def parse_now(value: str | None) -> datetime | None:
    """BIZ_NOW: an ISO 8601 instant with offset that freezes 'now' for the whole app."""
    if not value:
        return None
    dt = datetime.fromisoformat(value)
    if dt.tzinfo is None:
        raise ValueError(f"BIZ_NOW necesita un desfase horario (p. ej. +01:00): «{value}»")
    return dt
