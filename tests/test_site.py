"""The bakery page, the staff panel page and the widget files, through the Flask test client."""
import json
import re
import shutil
from pathlib import Path

import pytest

from bizengine import load_business
from bizengine.business.profile import euros, public_profile
from tests.site_app import make_site_app

ROOT = Path(__file__).resolve().parents[1]
SITE = ROOT / "sites" / "pasteleria"
WEB = ROOT / "bizengine" / "web"


@pytest.fixture(scope="module")
def client():
    return make_site_app().test_client()


@pytest.fixture(scope="module")
def page(client):
    r = client.get("/")
    assert r.status_code == 200
    assert r.mimetype == "text/html"
    return r.get_data(as_text=True)


@pytest.fixture(scope="module")
def profile():
    return public_profile(load_business(ROOT / "datasets" / "pasteleria"))


def test_page_language_title_and_sections(page):
    assert re.search(r'<html lang="es">', page)
    assert "<title>Obrador Mel" in page
    for sid, title in [("tartas", "Tartas por encargo"), ("plazos", "Cuándo puedes recogerla"),
                       ("mostrador", "Del día en el mostrador"), ("obrador", "El obrador")]:
        assert f'id="{sid}"' in page
        assert f'aria-labelledby="{sid}-title"' in page
        assert re.search(rf'<h2 id="{sid}-title">{re.escape(title)}</h2>', page)
    assert "<svg class=\"art-hero\"" in page and "<img" not in page


def test_six_cake_cards_with_prices_and_lead_times_from_the_dataset(page, profile):
    grid = page.split('<ul class="cakes__grid"', 1)[1].split("</section>", 1)[0]
    cards = grid.split('<li class="cake cake--')[1:]
    assert len(cards) == 6
    cakes = [p for p in profile["products"] if p["category"] == "tartas"]
    for card, cake in zip(cards, cakes):
        assert cake["name"] in card
        assert f'data-price-cents="{cake["price_cents"]}">{euros(cake["price_cents"])}<' in card
        assert f'<dd>{cake["lead_label"]["es"]}</dd>' in card
        assert (f'data-biz-action="add" data-biz-item="{cake["id"]}" '
                f'data-biz-label="Encargar: {cake["name"]}"') in card.replace("&#39;", "'")
        assert ">Encargar</button>" in card
    cheese = cards[0]
    assert "22,00 €" in cheese
    assert '<li><span>12 raciones</span><span class="cake__size-price">30,00 €</span></li>' in cheese


def test_lead_times_and_suggested_questions(page):
    block = page.split('id="plazos"', 1)[1].split("</section>", 1)[0]
    assert [m for m in re.findall(r'<p class="lead__time">([^<]+)</p>', block)] == ["24 h", "48 h", "5 días", "3 semanas"]
    asks = re.findall(r'<button type="button" class="ask" data-biz-ask data-biz-text="([^"]+)">', block)
    assert len(asks) >= 3 and all(a.startswith("¿") for a in asks)


def test_counter_by_category_with_allergens_and_add_buttons(page, profile):
    block = page.split('id="mostrador"', 1)[1].split("</section>", 1)[0]
    heads = re.findall(r'<h3 id="cat-([a-z]+)">([^<]+)</h3>', block)
    assert heads == [("pasteleria", "Pastelería"), ("panaderia", "Panadería"), ("regalos", "Regalos")]
    others = [p for p in profile["products"] if p["category"] != "tartas"]
    assert block.count('class="item"') == len(others) == 13
    for p in others:
        assert f'data-biz-item="{p["id"]}"' in block
        assert f'data-price-cents="{p["price_cents"]}">{p["price_text"]}<' in block
    assert "Contiene: gluten, lácteos" in block            # palmera
    assert block.count("Sin gluten") == 2                  # brownie and macarons
    assert "Por encargo, 24 h" in block                    # bica, empanada


def test_contact_and_weekly_hours(page):
    block = page.split('id="obrador"', 1)[1].split("</section>", 1)[0]
    assert "Rúa do Franco 27, 15705 Santiago de Compostela" in block
    assert 'href="tel:981000404"' in block and "encargos@obradormel.example" in block
    rows = re.findall(r'<th scope="row">([^<]+)</th>\s*<td>([^<]+)</td>', block)
    assert rows[0] == ("Lunes", "Cerrado")
    assert rows[1] == ("Martes", "09:00–14:00 y 16:30–20:00")
    assert rows[6] == ("Domingo", "09:30–14:00")
    assert "25 de diciembre (Navidad)" in block


def test_widget_panel_link_and_tokens(page):
    assert '<script type="module" src="/static/bizengine/chat.js"></script>' in page
    assert '<biz-chat slug="pasteleria"></biz-chat>' in page
    assert 'href="/panel/pasteleria/"' in page and "Panel del local" in page
    tokens = (SITE / "static" / "tokens.css").read_text()
    for var in ("--bz-accent", "--bz-surface", "--bz-font", "--bz-display", "--bz-chat-bg"):
        assert f"{var}:" in tokens
    assert "http" not in tokens + (SITE / "static" / "site.css").read_text()   # no third-party requests


def test_no_business_data_typed_into_the_templates():
    """Prices, hours, lead times and allergens come from the profile, never from the HTML."""
    for f in (SITE / "templates").iterdir():
        src = f.read_text()
        assert not re.search(r"\d+,\d\d\s*€", src), f
        assert not re.search(r"\b\d{1,2}:\d{2}\b", src), f
        assert not re.search(r"\b(24|48)\s*h\b|\b5 días|3 semanas", src), f
        assert not re.search(r"lácteos|frutos secos", src), f


def test_the_page_follows_the_dataset(tmp_path):
    """Change the data, not the page: a new price, lead time and opening hours show up."""
    shutil.copytree(ROOT / "datasets" / "pasteleria", tmp_path / "pasteleria")
    cat_path = tmp_path / "pasteleria" / "catalog.json"
    cat = json.loads(cat_path.read_text())
    cheese = next(p for p in cat["products"] if p["id"] == "tarta-queso")
    cheese["price_cents"], cheese["lead_hours"] = 2345, 72
    cat_path.write_text(json.dumps(cat, ensure_ascii=False))
    biz_path = tmp_path / "pasteleria" / "business.json"
    biz = json.loads(biz_path.read_text())
    biz["hours"]["mon"] = [["08:15", "13:45"]]
    biz_path.write_text(json.dumps(biz, ensure_ascii=False))
    page = make_site_app(tmp_path).test_client().get("/").get_data(as_text=True)
    assert "23,45 €" in page and "22,00 € " not in page.split('id="tartas"')[1].split("</li>")[0]
    assert "<dd>3 días</dd>" in page
    assert "08:15–13:45" in page


def test_panel_page(client):
    r = client.get("/panel/pasteleria/")
    assert r.status_code == 200
    html = r.get_data(as_text=True)
    assert '<html lang="es">' in html
    assert "<h1>Obrador Mel</h1>" in html
    assert 'data-api="/api/pasteleria"' in html
    assert '<script type="module" src="/static/bizengine/panel.js"></script>' in html
    assert client.get("/panel/nadie/").status_code == 404


def test_static_files_and_traversal(client):
    for url, kind in [("/static/bizengine/chat.js", "javascript"), ("/static/bizengine/chat.css", "css"),
                      ("/static/bizengine/panel.js", "javascript"), ("/static/bizengine/session.js", "javascript"),
                      ("/static/site/site.css", "css"), ("/static/site/fonts/Yrsa-SemiBold.ttf", "font")]:
        r = client.get(url)
        assert r.status_code == 200, url
        assert kind in r.content_type, (url, r.content_type)
    for url in ["/static/..%2fsetup.cfg", "/static/site/..%2f__init__.py", "/static/site/../__init__.py",
                "/static/bizengine/..%2fpanel.py", "/static/bizengine/%2e%2e/panel.py",
                "/static/site/..%2f..%2f..%2fsetup.cfg", "/static/bizengine//etc/passwd"]:
        assert client.get(url).status_code == 404, url


BAKERY = re.compile(r"tarta|palmera|racion|obrador|pasteler|brownie|macaron", re.I)


def test_generic_parts_know_no_business():
    mine = [ROOT / "bizengine" / "profile.py", WEB / "panel.py", WEB / "templates" / "panel.html",
            *sorted((WEB / "static").iterdir())]
    for f in mine:
        if f.is_file():
            assert not BAKERY.search(f.read_text()), f
