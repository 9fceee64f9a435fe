"""Every option bizengine reads, declared once, and how a value is chosen.

Precedence, first found wins: a keyword given to `BizEngine(...)` (upper-case key or its
lower-case alias) > the Flask app's `app.config` > the process environment > the default.
A deployable app may also read a `.env` file into the environment (`load()`; the process environment wins).
"""
from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path


@dataclass(frozen=True)
class Option:
    default: str
    help: str


OPTIONS: dict[str, Option] = {
    "DATASETS_DIR": Option("datasets", "folder with one sub-folder per business"),
    "DATABASE_URL": Option("", "Postgres URL the app connects with (a role with only INSERT and SELECT on events); "
                               "empty → an embedded PostgreSQL 16 in VAR_DIR/pg with both roles created"),
    "DATABASE_OWNER_URL": Option("", "Postgres URL of the role that owns the schema and applies it; "
                                     "empty → DATABASE_URL"),
    "BIZ_MODE": Option("production", "production (staff accounts, real occupancy) or demo"),
    "BIZ_SCHEMA_ON_START": Option("1", "1 → init_app applies the idempotent schema; 0 → never"),
    "QDRANT_URL": Option("", "Qdrant server; empty → qdrant-client local mode in VAR_DIR/qdrant"),
    "OLLAMA_URL": Option("http://127.0.0.1:11434", "the model server (unreachable → degraded mode)"),
    "OLLAMA_CHAT_MODEL": Option("qwen3.5:9b", "model that phrases knowledge answers"),
    "OLLAMA_EMBED_MODEL": Option("nomic-embed-text", "embedding model (768 dimensions)"),
    "VAR_DIR": Option("var", "local state: embedded database, local Qdrant"),
    "OUTPUT_DIR": Option("output", "closing records (markdown) of confirmed cases"),
    "TRUST_PROXY": Option("0", "N → honour X-Forwarded-For/-Proto/-Host from N proxies in front (ProxyFix), "
                               "only on requests that arrive from a loopback or private address"),
    "ALLOWED_HOSTS": Option("", "comma-separated Host names served («example.org, .example.org»); "
                                "others get a 400; empty → any"),
    "RATELIMIT_STORAGE_URI": Option("memory://", "shared limits for several workers: redis://…"),
    "RATELIMIT_ENABLED": Option("1", "0 only for tests that are not about limits"),
    "TURN_WAIT_SECONDS": Option("9", "how long a third conversation waits for the engine before a 503"),
    "ADMIN_TOKEN": Option("", "token for /admin/* (X-Admin-Token): always needed to POST; "
                              "to read, from anywhere but loopback"),
    "BIZ_NOW": Option("", "ISO 8601 instant with offset that freezes 'now' (demos, evals, tests)"),
    "HOST": Option("127.0.0.1", "address the bundled server listens on"),
    "PORT": Option("8790", "port the bundled server listens on"),
}
ALIASES = {"datasets": "DATASETS_DIR", "mode": "BIZ_MODE", "now": "BIZ_NOW", "schema_on_start": "BIZ_SCHEMA_ON_START"}
DEFAULTS = {key: option.default for key, option in OPTIONS.items()}
MODES = ("production", "demo")


def key_of(name: str) -> str:
    """'datasets' → 'DATASETS_DIR', 'database_url' → 'DATABASE_URL'; ValueError for an unknown option."""
    key = ALIASES.get(name, name.upper())
    if key not in OPTIONS:
        raise ValueError(f"opción desconocida de bizengine: {name!r} (opciones: {', '.join(OPTIONS)})")
    return key


def resolve(keywords: Mapping[str, object] | None = None, app_config: Mapping[str, object] | None = None,
            environ: Mapping[str, str] | None = None) -> dict[str, str]:
    """The value of every option, by the precedence in the module docstring."""
    given = {key_of(k): v for k, v in (keywords or {}).items() if v is not None}
    environ = os.environ if environ is None else environ
    conf = {}
    for key, option in OPTIONS.items():
        for source in (given, app_config or {}, environ):
            if key in source and source[key] is not None:
                conf[key] = str(source[key])
                break
        else:
            conf[key] = option.default
    if conf["BIZ_MODE"] not in MODES:
        raise ValueError(f"BIZ_MODE debe ser production o demo, no «{conf['BIZ_MODE']}»")
    return conf


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


def load(env: Mapping[str, str] | None = None, dotenv: str | Path = ".env") -> dict[str, str]:
    """DEFAULTS, then .env, then the process environment (or `env` when given): the app's view."""
    source = dict(os.environ if env is None else env)
    merged = {**{k: v for k, v in read_dotenv(dotenv).items() if k in OPTIONS}, **source}
    return resolve(environ=merged)


def parse_now(value: str | None) -> datetime | None:
    """BIZ_NOW: an ISO 8601 instant with offset that freezes 'now' for the whole app."""
    if not value:
        return None
    dt = datetime.fromisoformat(value)
    if dt.tzinfo is None:
        raise ValueError(f"BIZ_NOW necesita un desfase horario (p. ej. +01:00): «{value}»")
    return dt
