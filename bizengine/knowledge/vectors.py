"""Vectors in Qdrant: one collection `kb_<slug>` per business (cosine), embeddings from Ollama.

`QDRANT_URL` unset → qdrant-client local mode in `<VAR_DIR>/qdrant/`. Local mode locks its
folder for one process: a second process gets a clear `VectorsUnavailable` (the search then
degrades to words), never a hang. Inside one process a single client per folder is shared and
its calls are serialised.

The first question ingests a missing or outdated collection, once, even when several threads
arrive together. `ingest_business` is idempotent: point ids are stable hashes of business,
file and section, and points of sections that no longer exist are deleted.
"""
from __future__ import annotations

import atexit
import hashlib
import re
import threading
import time
from contextlib import AbstractContextManager, nullcontext
from pathlib import Path
from typing import TYPE_CHECKING, Any

import requests

from bizengine.errors import LlmError, VectorsUnavailable
from bizengine.knowledge import llm
from bizengine.knowledge.llm import KbConfig

if TYPE_CHECKING:
    from qdrant_client import QdrantClient

DOC_PREFIX = "search_document: "
QUERY_PREFIX = "search_query: "
EMBED_BATCH = 32


_Entry = tuple["QdrantClient", AbstractContextManager[Any]]      # (client, lock or nullcontext)
_clients: dict[str, _Entry] = {}                   # location -> entry
_clients_lock = threading.Lock()
_ready: set[tuple] = set()                         # (location, collection, fingerprint)
_failed: dict[tuple, tuple[float, str]] = {}
_client_failed: dict[str, tuple[float, str]] = {}
_ingest_locks: dict[tuple, threading.Lock] = {}


def collection_name(slug: str) -> str:
    return "kb_" + re.sub(r"[^a-z0-9_]+", "_", slug.lower())


def location(cfg) -> str:
    cfg = KbConfig.of(cfg)
    return cfg.qdrant_url or str(Path(cfg.var_dir) / "qdrant")


def _client(cfg: KbConfig) -> _Entry:
    key = location(cfg)
    with _clients_lock:
        if key in _clients:
            return _clients[key]
        entry: _Entry
        try:
            from qdrant_client import QdrantClient
        except ImportError:  # pragma: no cover — a declared dependency
            raise VectorsUnavailable("qdrant-client no está instalado") from None
        if cfg.qdrant_url:
            try:
                client = QdrantClient(url=cfg.qdrant_url, timeout=cfg.qdrant_timeout,
                                      check_compatibility=False)
            except Exception as e:  # noqa: BLE001
                raise VectorsUnavailable(f"Qdrant en {cfg.qdrant_url}: {type(e).__name__}") from None
            entry = (client, nullcontext())
        else:
            path = Path(key)
            locked = (f"la carpeta de Qdrant local {path} está bloqueada por otro proceso "
                      "(el modo local es de un solo proceso; usa QDRANT_URL para compartirla)")
            failed = _client_failed.get(key)
            if failed and time.monotonic() - failed[0] < cfg.ingest_retry_after:
                raise VectorsUnavailable(failed[1])
            try:
                # qdrant-client loads the whole folder before it tries the lock: test it first,
                # so a folder held by another process costs a file open, not a full load.
                if _held_elsewhere(path / ".lock"):
                    raise RuntimeError("already accessed")
                path.mkdir(parents=True, exist_ok=True)
                client = QdrantClient(path=str(path), force_disable_check_same_thread=True)
            except Exception as e:  # noqa: BLE001
                msg = (locked if "already accessed" in str(e)
                       else f"Qdrant local en {path}: {type(e).__name__}: {e}")
                _client_failed[key] = (time.monotonic(), msg)
                raise VectorsUnavailable(msg) from None
            _client_failed.pop(key, None)
            entry = (client, threading.RLock())
        _clients[key] = entry
        return entry


def _held_elsewhere(lock_file: Path) -> bool:
    """True when another process holds qdrant-client's lock on a local folder."""
    if not lock_file.exists():
        return False
    import portalocker

    try:
        with open(lock_file, "r+") as fh:
            try:
                portalocker.lock(fh, portalocker.LockFlags.EXCLUSIVE | portalocker.LockFlags.NON_BLOCKING)
            except portalocker.exceptions.LockException:
                return True
            portalocker.unlock(fh)
    except OSError:
        return False
    return False


def close_all() -> None:
    """Close every client and forget what was ingested (tests, shutdown)."""
    with _clients_lock:
        for client, _ in _clients.values():
            try:
                client.close()
            except Exception:  # noqa: BLE001
                pass
        _clients.clear()
        _ready.clear()
        _failed.clear()
        _client_failed.clear()
        _ingest_locks.clear()


atexit.register(close_all)


def _hash(c, model: str) -> str:
    return hashlib.sha1((model + "\n" + c.embed_text).encode("utf-8")).hexdigest()


def _fingerprint(chunks, model: str) -> str:
    h = hashlib.sha1(model.encode())
    for c in chunks:
        h.update(c.id.encode())
        h.update(_hash(c, model).encode())
    return h.hexdigest()


def _embed_all(cfg: KbConfig, texts: list[str]) -> list[list[float]]:
    out: list[list[float]] = []
    for i in range(0, len(texts), EMBED_BATCH):
        out.extend(llm.embed(cfg, texts[i:i + EMBED_BATCH], timeout=cfg.ingest_timeout))
    return out


def ingest_business(biz, cfg=None, chunks=None) -> dict:
    """Embed every chunk and upsert it into `kb_<slug>`; delete points of removed sections.

    Idempotent. -> {slug, collection, chunks, dim, model}. Raises VectorsUnavailable.
    """
    from qdrant_client import models as qm

    from bizengine import knowledge as kb

    cfg = KbConfig.of(cfg)
    chunks = list(kb.chunks_of(biz) if chunks is None else chunks)
    name = collection_name(biz.slug)
    client, lock = _client(cfg)
    try:
        vectors = _embed_all(cfg, [c.embed_text for c in chunks])
    except LlmError as e:
        raise VectorsUnavailable(f"embeddings ({cfg.embed_model}): {e}") from None
    dim = len(vectors[0]) if vectors else 0
    try:
        with lock:
            exists = client.collection_exists(name)
            if exists and dim:
                info = client.get_collection(name)
                params = info.config.params.vectors
                size = getattr(params, "size", None)
                if size is not None and size != dim:
                    client.delete_collection(name)
                    exists = False
            if not exists and dim:
                client.create_collection(
                    name, vectors_config=qm.VectorParams(size=dim, distance=qm.Distance.COSINE))
            if chunks:
                client.upsert(name, points=[
                    qm.PointStruct(id=c.id, vector=v, payload={
                        "slug": c.slug, "file": c.file, "title": c.title, "heading": c.heading,
                        "hash": _hash(c, cfg.embed_model)})
                    for c, v in zip(chunks, vectors)])
                keep = {c.id for c in chunks}
                stale, offset = [], None
                while True:
                    points, offset = client.scroll(name, limit=1000, offset=offset,
                                                   with_payload=False, with_vectors=False)
                    stale += [p.id for p in points if str(p.id) not in keep]
                    if offset is None:
                        break
                if stale:
                    client.delete(name, points_selector=qm.PointIdsList(points=stale))
    except VectorsUnavailable:
        raise
    except Exception as e:  # noqa: BLE001
        raise VectorsUnavailable(f"Qdrant ({location(cfg)}): {type(e).__name__}: {e}") from None
    return {"slug": biz.slug, "collection": name, "chunks": len(chunks), "dim": dim,
            "model": cfg.embed_model}


def _up_to_date(client, lock, name: str, chunks, model: str) -> bool:
    with lock:
        if not client.collection_exists(name):
            return False
        if client.count(name, exact=True).count != len(chunks):
            return False
        if not chunks:
            return True
        points = client.retrieve(name, ids=[c.id for c in chunks], with_payload=["hash"])
    have = {str(p.id): (p.payload or {}).get("hash") for p in points}
    return all(have.get(c.id) == _hash(c, model) for c in chunks)


def ensure_ingested(biz, cfg, chunks) -> bool:
    """Make sure the collection holds these chunks; ingest at most once per process and
    version of the knowledge, even with concurrent callers. True when it ingested now.
    A failure is remembered for `ingest_retry_after` seconds (no retry storm)."""
    cfg = KbConfig.of(cfg)
    name = collection_name(biz.slug)
    loc = location(cfg)
    key = (loc, name, _fingerprint(chunks, cfg.embed_model))
    if key in _ready:
        return False
    with _clients_lock:
        ingest_lock = _ingest_locks.setdefault((loc, name), threading.Lock())
    with ingest_lock:
        if key in _ready:
            return False
        failed = _failed.get(key)
        if failed and time.monotonic() - failed[0] < cfg.ingest_retry_after:
            raise VectorsUnavailable(failed[1])
        try:
            client, lock = _client(cfg)
            try:
                fresh = _up_to_date(client, lock, name, chunks, cfg.embed_model)
            except Exception as e:  # noqa: BLE001
                raise VectorsUnavailable(f"Qdrant ({loc}): {type(e).__name__}") from None
            if not fresh:
                ingest_business(biz, cfg, chunks)
        except VectorsUnavailable as e:
            _failed[key] = (time.monotonic(), str(e))
            raise
        _failed.pop(key, None)
        _ready.add(key)
        return not fresh


def search(biz, cfg, text: str, chunks, limit: int = 8) -> list[tuple[str, float]]:
    """[(chunk id, cosine)] of the `limit` nearest chunks. Raises VectorsUnavailable."""
    cfg = KbConfig.of(cfg)
    ensure_ingested(biz, cfg, chunks)
    try:
        query = llm.embed(cfg, [QUERY_PREFIX + text])[0]
    except LlmError as e:
        raise VectorsUnavailable(f"embeddings ({cfg.embed_model}): {e}") from None
    client, lock = _client(cfg)
    try:
        with lock:
            res = client.query_points(collection_name(biz.slug), query=query, limit=limit,
                                      with_payload=False)
    except Exception as e:  # noqa: BLE001
        raise VectorsUnavailable(f"Qdrant ({location(cfg)}): {type(e).__name__}") from None
    return [(str(p.id), float(p.score)) for p in res.points]


def vectors_status(cfg) -> bool:
    """True when Qdrant answers (server: GET /collections within `status_timeout`; local:
    the folder can be opened by this process). For /health; never raises."""
    cfg = KbConfig.of(cfg)
    if cfg.qdrant_url:
        try:
            r = requests.get(cfg.qdrant_url.rstrip("/") + "/collections",
                             timeout=cfg.status_timeout)
            return r.status_code == 200
        except requests.RequestException:
            return False
    try:
        _client(cfg)
        return True
    except VectorsUnavailable:
        return False


def holds(biz, cfg, chunks) -> bool:
    """True when `kb_<slug>` holds exactly these chunks, embedded with the configured model
    (ingested and current). For /health; never raises."""
    cfg = KbConfig.of(cfg)
    if (location(cfg), collection_name(biz.slug), _fingerprint(chunks, cfg.embed_model)) in _ready:
        return True
    try:
        client, lock = _client(cfg)
        return _up_to_date(client, lock, collection_name(biz.slug), chunks, cfg.embed_model)
    except Exception:  # noqa: BLE001 — unreachable or locked: it holds nothing we can use
        return False


def collection_info(biz, cfg) -> dict:
    """{collection, exists, points} for the admin page; never raises."""
    cfg = KbConfig.of(cfg)
    name = collection_name(biz.slug)
    try:
        client, lock = _client(cfg)
        with lock:
            if not client.collection_exists(name):
                return {"collection": name, "exists": False, "points": 0}
            return {"collection": name, "exists": True,
                    "points": client.count(name, exact=True).count}
    except Exception as e:  # noqa: BLE001
        return {"collection": name, "exists": None, "points": None, "error": str(e)}
