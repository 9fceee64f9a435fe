"""Browser tests: Python Playwright driving Debian's Chromium against the real app
(tests/conftest.py `live_server`: embedded Postgres, BIZ_NOW frozen at 2026-10-31 12:40 Madrid).
Screenshots go to tests/artifacts/ on every run."""
from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "tests" / "artifacts"
CHROMIUM = os.environ.get("CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run", "--disable-quic"]


@pytest.fixture(scope="session")
def browser():
    # `make test` installs Debian's Chromium; without it these tests fail, they never skip.
    assert Path(CHROMIUM).exists(), "Chromium is not installed: apt-get install chromium (make test does it)"
    from playwright import sync_api
    sync_api.expect.set_options(timeout=10000)   # a loaded CI machine: 10 s per expectation
    with sync_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield b
        b.close()


@pytest.fixture(scope="session")
def base_url(live_server):
    return live_server


@pytest.fixture(scope="session")
def artifacts():
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS


class Errors(list):
    """Console errors and uncaught exceptions of every page of a context."""

    def watch(self, page):
        page.on("pageerror", lambda e: self.append(f"pageerror: {e}"))
        page.on("console", lambda m: self.append(f"console: {m.text}") if m.type == "error" else None)
        return page

    def real(self):
        # an aborted request on purpose (network failure test) logs a console error: not a bug
        return [e for e in self if "net::ERR_FAILED" not in e and "Failed to load resource" not in e]


@pytest.fixture()
def make_context(browser):
    made = []

    def make(**kw):
        opts = {"viewport": {"width": 1280, "height": 860}, "locale": "es-ES", "timezone_id": "Europe/Madrid"}
        opts.update(kw)
        ctx = browser.new_context(**opts)
        ctx.set_default_timeout(15000)
        errors = Errors()
        ctx.on("page", errors.watch)
        ctx.errors = errors
        made.append(ctx)
        return ctx

    yield make
    problems = [e for ctx in made for e in ctx.errors.real()]
    for ctx in made:
        ctx.close()
    # no console errors, no uncaught exceptions, no CSP violations ("Refused to …") in any page
    assert not problems, problems


@pytest.fixture()
def context(make_context):
    return make_context()


def pytest_configure(config):
    config.addinivalue_line("markers", "browser: drives a real Chromium against the live app")
