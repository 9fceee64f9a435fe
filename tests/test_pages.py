"""Every business gets a page and a panel, served from one route each: a business added while
the app runs has its page, API and panel at once, and a broken live edit keeps the old version."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from bizengine.business.profile import euros
from bizengine.web.extension import BizEngine
from bizengine.web.pages import accent_ink
from obrador_mel import create_app
from tests.conftest import make_conf
from tests.test_csp_html import problems_of

ROOT = Path(__file__).resolve().parents[1]
FIXTURES = ROOT / "tests" / "fixtures" / "datasets"
LOOPBACK = {"REMOTE_ADDR": "127.0.0.1"}


def served(database, database_url, tmp_path, folders: list) -> tuple:
    """The real app over its own datasets folder holding copies of `folders`."""
    root = tmp_path / "datasets"
    root.mkdir()
    for folder in folders:
        shutil.copytree(folder, root / folder.name)
    conf = make_conf(database_url, root, tmp_path)
    engine = BizEngine(conf=conf, database=database)
    return root, engine, create_app(conf, engine=engine).test_client()


@pytest.fixture()
def live(database, database_url, tmp_path):
    """The bakery and the bookshop."""
    return served(database, database_url, tmp_path, [ROOT / "datasets" / "pasteleria", FIXTURES / "libreria"])


def test_a_business_page_from_its_profile(live):
    _, engine, client = live
    res = client.get("/libreria/")
    assert res.status_code == 200 and res.mimetype == "text/html"
    html = res.get_data(as_text=True)
    assert "<title>Libraría Andel · librería de barrio</title>" in html
    assert '<a href="tel:981000862">981 000 862</a>' in html and "Rúa do Vilar 40" in html
    assert '<span data-lang="es">Lunes a viernes: 10:00–13:30 y 17:00–20:30</span>' in html
    assert '<span data-lang="gl" hidden>Luns a venres: 10:00–13:30 e 17:00–20:30</span>' in html
    for p in engine.store.get("libreria").products.values():
        assert f'data-price-cents="{p["price_cents"]}">{euros(p["price_cents"])}<' in html
    assert 'data-biz-action="add" data-biz-item="follas-novas"' in html
    assert '<biz-chat slug="libreria" api="/api/libreria" name="Libraría Andel"></biz-chat>' in html
    assert 'data-set-lang="gl"' in html and "/static/bizengine/page.js" in html
    assert 'href="/libreria/theme.css"' in html and 'src="/libreria/logo"' in html
    assert "Alérgenos" not in html          # a bookshop declares none
    assert problems_of(html) == []
    assert "script-src 'self'" in res.headers["Content-Security-Policy"]


def test_theme_and_logo_come_from_the_dataset(live):
    _, _, client = live
    css = client.get("/libreria/theme.css")
    assert css.mimetype == "text/css"
    assert css.get_data(as_text=True) == ":root { --bz-accent: #7a2e8c; --bz-accent-ink: #ffffff; }\n"
    logo = client.get("/libreria/logo")
    assert logo.status_code == 200 and logo.mimetype == "image/svg+xml"
    assert client.get("/pasteleria/logo").status_code == 404           # no logo declared
    assert client.get("/pasteleria/theme.css").get_data(as_text=True).startswith(":root { --bz-accent: #1d5fd1;")


def test_accent_ink_reads_on_light_and_dark():
    assert accent_ink("#ffe600") == "#111111"
    assert accent_ink("#0b7a5a") == "#ffffff"


def test_the_bakery_keeps_its_own_page_and_unknown_slugs_are_404(live):
    _, _, client = live
    assert "Tartas por encargo" in client.get("/").get_data(as_text=True)
    assert client.get("/pasteleria/").status_code == 200
    assert client.get("/nadie/").status_code == 404
    assert client.get("/panel/nadie/").status_code == 404
    assert client.get("/NO_VALE/").status_code == 404


def test_a_business_added_while_running_has_page_api_and_panel(live):
    root, engine, client = live
    assert client.get("/taller/").status_code == 404
    shutil.copytree(FIXTURES / "taller", root / "taller")
    engine.store.reload()          # what the store does on its own every few seconds
    page = client.get("/taller/")
    assert page.status_code == 200 and "Bicis Ferradura" in page.get_data(as_text=True)
    assert "Servicios y precios" in page.get_data(as_text=True)
    assert client.get("/api/taller/profile").get_json()["name"] == "Bicis Ferradura"
    panel = client.get("/panel/taller/")
    assert panel.status_code == 200
    html = panel.get_data(as_text=True)
    assert 'data-api="/api/taller"' in html and 'href="/taller/theme.css"' in html
    assert 'href="/taller/">Volver a la web' in html


def test_a_live_edit_with_a_mistake_keeps_the_old_version_serving(live):
    root, engine, client = live
    path = root / "libreria" / "catalog.json"
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["products"][0]["price_cents"] = "dieciocho"
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    engine.store.reload()
    assert client.get("/api/libreria/profile").get_json()["products"][0]["price_cents"] == 1800
    assert 'data-price-cents="1800"' in client.get("/libreria/").get_data(as_text=True)
    assert client.get("/panel/libreria/").status_code == 200
    report = client.get("/admin/problems", environ_base=LOOPBACK).get_json()
    assert report["stale"] == ["libreria"] and "libreria" in report["businesses"]
    assert report["problems"] == [
        'libreria/catalog.json: products[0].price_cents: se esperaba un número entero (sin comillas ni decimales), hay "dieciocho"']


def test_closures_in_words_in_both_languages(live):
    _, _, client = live
    html = client.get("/libreria/").get_data(as_text=True)
    assert '<span data-lang="es">25 de diciembre</span><span data-lang="gl" hidden>25 de decembro</span>' in html
    assert '<span data-lang="es">17 de mayo</span>' in html


@pytest.fixture()
def without_the_bakery(database, database_url, tmp_path):
    return served(database, database_url, tmp_path, [FIXTURES / "libreria", FIXTURES / "taller"])


def test_without_the_bakery_home_lists_the_businesses_served(without_the_bakery):
    """`/` is the bakery's page; a server without it lists the businesses it attends (503 if none)."""
    root, engine, client = without_the_bakery
    res = client.get("/")
    assert res.status_code == 200 and res.mimetype == "text/html"
    html = res.get_data(as_text=True)
    assert '<a href="/libreria/">Libraría Andel</a>' in html and '<a href="/taller/">Bicis Ferradura</a>' in html
    assert "obradoiro e tenda de bicicletas" in html and "Obrador Mel" not in html
    assert problems_of(html) == []
    for link in ("/libreria/", "/taller/"):
        assert client.get(link).status_code == 200
    shutil.rmtree(root / "libreria")
    shutil.rmtree(root / "taller")
    engine.store.reload()
    assert client.get("/").status_code == 503
