"""Vectors: local-mode Qdrant in tmp_path with the fake embeddings, idempotent ingest, one
first ingest under concurrency, status probes and warm-up."""
import threading
from dataclasses import replace

from bizengine import knowledge as kb
from bizengine.knowledge import llm
from bizengine.knowledge import vectors
from bizengine.knowledge.llm import KbConfig
from tests.conftest_kb import *  # noqa: F401,F403
from tests.fake_ollama import DIM, fake_embedding


def test_fake_embeddings_are_deterministic_and_similar_for_similar_texts():
    a = fake_embedding("search_document: congelar tartas enteras")
    assert a == fake_embedding("search_query: congelar tartas enteras") and len(a) == DIM
    dot = lambda x, y: sum(p * q for p, q in zip(x, y))  # noqa: E731
    assert abs(dot(a, a) - 1) < 1e-9
    assert dot(a, fake_embedding("congelar tartas")) > dot(a, fake_embedding("pagar con bizum"))


def test_ingest_twice_duplicates_nothing(bakery, kb_cfg, fake_ollama):
    first = vectors.ingest_business(bakery, kb_cfg)
    n = len(kb.chunks_of(bakery))
    assert first == {"slug": "pasteleria", "collection": "kb_pasteleria", "chunks": n,
                     "dim": 768, "model": "nomic-embed-text"}
    again = vectors.ingest_business(bakery, kb_cfg)
    assert again == first
    info = vectors.collection_info(bakery, kb_cfg)
    assert info == {"collection": "kb_pasteleria", "exists": True, "points": n}
    texts = fake_ollama.embedded_texts()
    assert all(t.startswith("search_document: ") for t in texts) and len(texts) == 2 * n
    assert all(b["model"] == "nomic-embed-text" for b in fake_ollama.embeds)


def test_vectors_persist_in_the_local_folder_and_are_not_reingested(bakery, kb_cfg, fake_ollama):
    chunks = kb.chunks_of(bakery)
    assert vectors.ensure_ingested(bakery, kb_cfg, chunks) is True
    vectors.close_all()                      # a restart of the process
    before = len(fake_ollama.embedded_texts())
    assert vectors.ensure_ingested(bakery, kb_cfg, chunks) is False
    assert len(fake_ollama.embedded_texts()) == before
    hits = vectors.search(bakery, kb_cfg, "congelar tartas enteras un mes", chunks)
    assert len(hits) == kb.VECTOR_LIMIT
    assert fake_ollama.embedded_texts()[-1] == "search_query: congelar tartas enteras un mes"
    by_id = {c.id: c.title for c in chunks}
    assert by_id[hits[0][0]] == "Congelar"


def test_removed_sections_are_deleted_on_ingest(bakery, kb_cfg, fake_ollama):
    chunks = kb.chunks_of(bakery)
    vectors.ingest_business(bakery, kb_cfg, chunks)
    vectors.ingest_business(bakery, kb_cfg, chunks[:10])
    assert vectors.collection_info(bakery, kb_cfg)["points"] == 10


def test_concurrent_first_questions_ingest_once(bakery, kb_cfg, fake_ollama):
    fake_ollama.embed_delay = 0.05           # widen the race window
    chunks = kb.chunks_of(bakery)
    results, errors = [], []
    barrier = threading.Barrier(8)

    def ask():
        try:
            barrier.wait()
            results.append(kb.retrieve(bakery, "¿Se pueden congelar las tartas?", kb_cfg))
        except Exception as e:  # pragma: no cover
            errors.append(e)

    threads = [threading.Thread(target=ask) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors and len(results) == 8
    assert all(not r.degraded and r.hits[0].chunk.title == "Congelar" for r in results)
    docs = [t for t in fake_ollama.embedded_texts() if t.startswith("search_document: ")]
    assert len(docs) == len(chunks)          # embedded exactly once
    assert vectors.collection_info(bakery, kb_cfg)["points"] == len(chunks)


def test_failed_ingest_is_not_retried_in_a_storm(bakery, kb_cfg, fake_ollama):
    fake_ollama.fail(500, embed=True)
    r1 = kb.retrieve(bakery, "congelar", kb_cfg)
    calls = len(fake_ollama.embeds)
    r2 = kb.retrieve(bakery, "congelar", kb_cfg)
    assert r1.degraded and r2.degraded and "HTTP 500" in r2.reason
    assert len(fake_ollama.embeds) == calls
    fake_ollama.embed_status = None
    r3 = kb.retrieve(bakery, "congelar", replace(kb_cfg, ingest_retry_after=0))
    assert not r3.degraded


def test_status_probes(kb_cfg, fake_ollama, closed_port, tmp_path):
    assert llm.llm_status(kb_cfg) is True and llm.embed_status(kb_cfg) is True
    assert vectors.vectors_status(kb_cfg) is True
    down = KbConfig(ollama_url=f"http://127.0.0.1:{closed_port}",
                    qdrant_url=f"http://127.0.0.1:{closed_port}", status_timeout=0.5)
    assert llm.llm_status(down) is False and vectors.vectors_status(down) is False
    assert llm.llm_status(replace(kb_cfg, chat_model="otro:1b")) is False


def test_warm_loads_both_models_once_per_interval(kb_cfg, fake_ollama):
    clock = iter([100.0, 110.0, 131.0]).__next__
    assert llm.warm(kb_cfg, wait=True, clock=clock) == {"ok": True, "warmed": True}
    assert llm.warm(kb_cfg, wait=True, clock=clock) == {"ok": True, "warmed": False}
    assert llm.warm(kb_cfg, wait=True, clock=clock) == {"ok": True, "warmed": True}
    loads = [b for b in fake_ollama.chats if b["messages"] == []]
    assert len(loads) == 2 and all(b["model"] == "qwen3.5:9b" and b["keep_alive"] for b in loads)
    assert len(fake_ollama.embeds) == 2


def test_warm_reports_a_down_server(closed_port):
    cfg = KbConfig(ollama_url=f"http://127.0.0.1:{closed_port}")
    assert llm.warm(cfg, wait=True) == {"ok": False, "warmed": True}
    assert kb.warm(cfg)["warmed"] is False   # rate limited, returns at once


def test_chat_retries_without_think_when_the_server_refuses_it(kb_cfg, fake_ollama):
    calls = []

    def model(body):
        calls.append(body)
        return "vale"

    fake_ollama.respond_with(model)
    out = llm.chat(kb_cfg, [{"role": "user", "content": "hola"}])
    assert out["text"] == "vale" and calls[0]["think"] is False
    assert out["tokens_out"] == 1
    fake_ollama.refuse_think = True
    assert llm.chat(kb_cfg, [{"role": "user", "content": "hola"}])["text"] == "vale"
    assert "think" not in calls[-1]
    sent = [b for b in fake_ollama.chats]
    assert "think" in sent[-2] and "think" not in sent[-1]


def test_app_helpers_are_reexported_from_kb(bakery, kb_cfg, fake_ollama, closed_port):
    assert kb.ingest_business(bakery, kb_cfg)["chunks"] == len(kb.chunks_of(bakery))
    assert kb.vectors_status(kb_cfg) is True and kb.llm_status(kb_cfg) is True
    down = replace(kb_cfg, ollama_url=f"http://127.0.0.1:{closed_port}")
    assert kb.llm_status(down) is False
    try:
        kb.ingest_business(bakery, down)
        raise AssertionError("expected VectorsUnavailable")
    except vectors.VectorsUnavailable as e:
        assert "Ollama" in str(e)


def test_a_locked_folder_is_reported_fast_and_then_reopened(bakery, kb_cfg, fake_ollama, tmp_path):
    from qdrant_client import QdrantClient
    other = QdrantClient(path=str(tmp_path / "var" / "qdrant"))
    try:
        assert vectors.vectors_status(kb_cfg) is False
        r = kb.retrieve(bakery, "congelar", kb_cfg)
        assert r.degraded and "bloqueada" in r.reason and "QDRANT_URL" in r.reason
    finally:
        other.close()
    r = kb.retrieve(bakery, "congelar", replace(kb_cfg, ingest_retry_after=0))
    assert not r.degraded and r.hits[0].chunk.title == "Congelar"


def test_holds_only_this_business_current_knowledge(bakery, kb_cfg, fake_ollama):
    chunks = kb.chunks_of(bakery)
    assert vectors.vectors_status(kb_cfg) is True                 # the store answers…
    assert kb.vectors_missing([bakery], kb_cfg) == ["pasteleria"]  # …but holds nothing of it
    kb.ingest_business(bakery, kb_cfg)
    assert kb.vectors_missing([bakery], kb_cfg) == []
    changed = [replace(chunks[0], text=chunks[0].text + " Y algo nuevo."), *chunks[1:]]
    assert vectors.holds(bakery, kb_cfg, changed) is False         # out of date after an edit
    assert vectors.holds(bakery, replace(kb_cfg, embed_model="otro-modelo"), chunks) is False
