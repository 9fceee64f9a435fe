"""The suggestion chip in the real widget and the acceptance rate in the real panel (Chromium),
against an app with suggestions on (the shared live server keeps them off)."""
from __future__ import annotations

import re
import threading

import pytest
from playwright.sync_api import expect

from .helpers import live_chips, log, open_chat, press_chip, say

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def suggesting_server(database, database_url, datasets_dir, tmp_path_factory):
    from werkzeug.serving import make_server
    from bizengine.web.extension import BizEngine
    from obrador_mel import create_app
    from tests.conftest import make_conf
    conf = make_conf(database_url, datasets_dir, tmp_path_factory.mktemp("live_suggest"), SUGGESTIONS_ENABLED="1")
    app = create_app(conf, engine=BizEngine(conf=conf, database=database))
    server = make_server("127.0.0.1", 0, app, threaded=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()


def test_the_chip_adds_the_item_and_the_panel_shows_the_rate(context, suggesting_server, artifacts):
    page = context.new_page()
    page.goto(suggesting_server + "/")
    open_chat(page)
    say(page, "dos palmeras")
    add = live_chips(page).filter(has_text=re.compile(r"^Añadir ")).first
    expect(add).to_be_visible()
    expect(live_chips(page).filter(has_text="No, gracias")).to_have_count(1)
    label = add.inner_text()
    name = re.match(r"Añadir (.+) · ", label).group(1)
    page.screenshot(path=str(artifacts / "chat-suggestion.png"))
    press_chip(page, label)
    card = log(page).locator(".bz-card--order").last
    expect(card).to_contain_text(name)
    expect(live_chips(page).filter(has_text=re.compile(r"^Añadir "))).to_have_count(0)

    panel = context.new_page()
    panel.goto(f"{suggesting_server}/panel/pasteleria/")
    box = panel.locator("#pn-suggest")
    expect(box).to_contain_text("Aceptación:")
    expect(box).to_contain_text(re.compile(rf"{re.escape(name)}: [1-9]\d* de [1-9]\d* añadidas"))
    panel.screenshot(path=str(artifacts / "panel-suggestions.png"), full_page=True)
    assert not context.errors.real(), context.errors
