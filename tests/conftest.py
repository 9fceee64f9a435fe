"""Shared fixtures: a real PostgreSQL (embedded pgserver unless DATABASE_URL is set), the app
with a frozen clock, and fresh visitor sessions (tests isolate by session, as visitors do)."""
from __future__ import annotations

import os
import secrets
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest
from hypothesis import settings

# `make test` is the gate of main, so its property tests draw the same examples every run: a rare
# example found by chance would turn CI red on code nobody changed. `make fuzz` draws new ones.
settings.register_profile("gate", derandomize=True, database=None)
settings.register_profile("explore", database=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "gate"))

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "tests" / "fixtures" / "datasets"
MADRID = ZoneInfo("Europe/Madrid")
# Saturday 31 October 2026, 12:40 in Madrid: the day the seed's conversations were recorded.
NOW = datetime(2026, 10, 31, 12, 40, tzinfo=MADRID)
BIZ_NOW = NOW.isoformat()


@pytest.fixture(scope="session")
def database_url():
    url = os.environ.get("DATABASE_URL")
    if url:
        yield url
        return
    import shutil
    import tempfile
    import pgserver
    # Our own folder, not pytest's basetemp: pytest prunes old basetemps, which would pull the
    # data directory from under a server when several runs share the machine.
    pgdata = Path(tempfile.mkdtemp(prefix="bizengine-test-pg-"))
    server = pgserver.get_server(pgdata, cleanup_mode="stop")
    yield server.get_uri()
    server.cleanup()
    shutil.rmtree(pgdata, ignore_errors=True)


@pytest.fixture(scope="session")
def database(database_url):
    from bizengine.storage.db import Database
    db = Database(database_url)
    db.apply_schema()
    yield db
    db.close()


@pytest.fixture(scope="session")
def datasets_dir(tmp_path_factory) -> Path:
    """The bakery plus the two test businesses, side by side, as an operator would lay them out."""
    import shutil
    root = tmp_path_factory.mktemp("datasets")
    shutil.copytree(ROOT / "datasets" / "pasteleria", root / "pasteleria")
    for fixture in ("restaurante", "peluqueria"):
        if (FIXTURES / fixture).is_dir():
            shutil.copytree(FIXTURES / fixture, root / fixture)
    return root


def make_conf(database_url: str, datasets_dir: Path, tmp: Path, **extra) -> dict:
    conf = {
        "DATABASE_URL": database_url,
        "DATASETS_DIR": str(datasets_dir),
        "BIZ_NOW": BIZ_NOW,
        "OLLAMA_URL": "http://127.0.0.1:9",       # nothing listens: degraded mode unless a test starts the fake
        "QDRANT_URL": "http://127.0.0.1:9",
        "VAR_DIR": str(tmp / "var"),
        "OUTPUT_DIR": str(tmp / "output"),
        "TRUST_PROXY": "0",
        "ADMIN_TOKEN": "",
        "RATELIMIT_ENABLED": "0",   # the limit has its own test with its own app
        "SUGGESTIONS_ENABLED": "0",  # suggestions have their own tests (test_suggestions*.py) with their own app
        "BIZ_MODE": "demo",
    }
    conf.update(extra)
    return conf


@pytest.fixture(scope="session")
def app(database, database_url, datasets_dir, tmp_path_factory):
    from bizengine.web.extension import BizEngine
    from obrador_mel import create_app
    conf = make_conf(database_url, datasets_dir, tmp_path_factory.mktemp("app"))
    engine = BizEngine(conf=conf, database=database)
    return create_app(conf, engine=engine)


@pytest.fixture()
def client(app):
    return app.test_client()


@pytest.fixture()
def new_session():
    return lambda: secrets.token_hex(16)


@pytest.fixture()
def session(new_session):
    return new_session()


@pytest.fixture(scope="session")
def live_server(database, database_url, datasets_dir, tmp_path_factory):
    """The real app on a free port of 127.0.0.1, served by werkzeug in a thread: real HTTP."""
    import threading
    from werkzeug.serving import make_server
    from bizengine.web.extension import BizEngine
    from obrador_mel import create_app
    conf = make_conf(database_url, datasets_dir, tmp_path_factory.mktemp("live"))
    app = create_app(conf, engine=BizEngine(conf=conf, database=database))
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()
