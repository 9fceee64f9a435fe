"""Shared fixtures of the knowledge-base tests. Import them with
`from tests.conftest_kb import *` (tests/conftest.py belongs to the lead)."""
from __future__ import annotations

import socket
from datetime import datetime, timezone
from pathlib import Path

import pytest

from bizengine.knowledge import llm, suggestion_words
from bizengine.knowledge import vectors
from bizengine.knowledge.llm import KbConfig
from bizengine.business.store import load_business
from tests.fake_ollama import FakeOllama

ROOT = Path(__file__).resolve().parents[1]
BAKERY = ROOT / "datasets" / "pasteleria"
# Saturday 31 October 2026, 10:00 in Madrid (the seed's recording day)
NOW = datetime(2026, 10, 31, 9, 0, tzinfo=timezone.utc)

__all__ = ["fake_ollama", "bakery", "kb_cfg", "closed_port", "_kb_isolation", "BAKERY", "NOW",
           "ROOT", "free_closed_port"]


def free_closed_port() -> int:
    """A local port that nothing listens on (bound, then released)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def closed_port() -> int:
    return free_closed_port()


@pytest.fixture
def fake_ollama():
    fake = FakeOllama().start()
    yield fake
    fake.stop()


@pytest.fixture
def bakery():
    """A freshly loaded bakery (its own caches)."""
    return load_business(BAKERY)


@pytest.fixture
def kb_cfg(fake_ollama, tmp_path) -> KbConfig:
    """Fake Ollama, local Qdrant in tmp_path, short timeouts so failure tests stay fast."""
    return KbConfig(ollama_url=fake_ollama.url, var_dir=str(tmp_path / "var"),
                    chat_timeout=1.0, embed_timeout=2.0, ingest_timeout=5.0,
                    status_timeout=0.5)


@pytest.fixture(autouse=True)
def _kb_isolation():
    """Each test starts with no open Qdrant client, nothing ingested and no warm-up memory."""
    vectors.close_all()
    llm._reset_warm()
    suggestion_words.listen_again()
    yield
    vectors.close_all()
