"""Stop 63 (keeping the thing seen or praised): «que bonito o ramo de rosas, quédoo» was thanked and nothing
ordered; «quédoo», «mo quedo», «quedo con el» after a price went to a person, while «lo quiero» and «me lo quedo»
ordered it. Now every way of keeping it, Spanish and Galician, with or without praise before it, in the same
message or after it, orders it as «lo quiero» does; after a list of several, which, asked. «que bonito!» alone is
still thanked, and «me quedo pensando», «me quedo con las ganas» order nothing."""
from __future__ import annotations

import pytest

from tests.conversation import chat

ROSES = "Apunto: 1 × Ramo de rosas. Total 35,00 €."
WHICH = "¿De cuál: Ramo de rosas o Ramo de temporada?"
WHICH_GL = "¿De cal: Ramo de rosas ou Ramo de tempada?"


def _said(slug: str, *texts: str):
    c = chat(slug)
    for text in texts:
        t = c.say(text)
    return c, t


def _lines(c) -> list[tuple[str, int]]:
    return [(line["item_id"], line["qty"]) for line in (c.state or {}).get("order", {}).get("lines", [])]


@pytest.mark.parametrize("said", [
    "quédoo", "quedoo", "quédomo", "mo quedo", "quédoo, por favor", "pois quédoo", "vale, quédoo", "quedo con el",
    "quedo con él", "quédome con el", "quéroo", "lévoo", "moi bonito, quédoo", "precioso, quédoo", "que bonito, quédoo",
    "encántame, quédoo", "quedámolo",
])
def test_kept_in_galician_after_its_price_orders_it(said):
    c, t = _said("floristeria", "canto vale o ramo de rosas?", said)
    assert t.text.startswith(ROSES) or ROSES in t.text, t.text
    assert "¿A que hora o recolles?" in t.text
    assert _lines(c) == [("ramo-rosas", 1)]


@pytest.mark.parametrize("said", [
    "me lo quedo", "me quedo con el", "me quedo con él", "lo quiero", "muy bonito, me lo quedo",
    "muy bonito, lo quiero", "precioso, me lo quedo", "me encanta, me lo quedo", "quedo con el", "nos lo quedamos",
])
def test_kept_in_spanish_after_its_price_orders_it(said):
    c, t = _said("floristeria", "cuanto vale el ramo de rosas?", said)
    assert ROSES in t.text, t.text
    assert "¿A qué hora lo recoges?" in t.text
    assert _lines(c) == [("ramo-rosas", 1)]


@pytest.mark.parametrize("said,question", [
    ("que bonito o ramo de rosas, quédoo", "¿A que hora o recolles?"),
    ("que bonito o ramo de rosas, quedoo", "¿A que hora o recolles?"),
    ("qué bonito o ramo de rosas! quédoo", "¿A que hora o recolles?"),
    ("que bonito o ramo de rosas quedoo", "¿A que hora o recolles?"),
    ("que bonito o ramo de rosas, quédomo", "¿A que hora o recolles?"),
    ("que bonito o ramo de rosas, mo quedo", "¿A que hora o recolles?"),
    ("que bonito o ramo de rosas, quéroo", "¿A que hora o recolles?"),
    ("que bonito o ramo de rosas, lévoo", "¿A que hora o recolles?"),
    ("o ramo de rosas é precioso, quédoo", "¿A que hora o recolles?"),
    ("que bonito o ramo de rosas, quédome con el", "¿A que hora o recolles?"),
    ("que bonito el ramo de rosas, me lo quedo", "¿A qué hora lo recoges?"),
    ("que bonito el ramo de rosas, me quedo con el", "¿A qué hora lo recoges?"),
    ("que bonito el ramo de rosas, quedo con el", "¿A qué hora lo recoges?"),
    ("que bonito el ramo de rosas, lo quiero", "¿A qué hora lo recoges?"),
    ("me encanta el ramo de rosas, me lo quedo", "¿A qué hora lo recoges?"),
])
def test_praised_then_kept_in_one_message_orders_it(said, question):
    c, t = _said("floristeria", said)
    assert ROSES in t.text, t.text
    assert question in t.text
    assert _lines(c) == [("ramo-rosas", 1)]


@pytest.mark.parametrize("praised,kept,question", [
    ("que bonito o ramo de rosas!", "quédoo", "¿A que hora o recolles?"),
    ("que bonito o ramo de rosas!", "mo quedo", "¿A que hora o recolles?"),
    ("que bonito el ramo de rosas!", "me lo quedo", "¿A qué hora lo recoges?"),
    ("que bonito el ramo de rosas!", "quedo con el", "¿A qué hora lo recoges?"),
])
def test_praised_then_kept_in_the_next_message_orders_it(praised, kept, question):
    c, t = _said("floristeria", praised, kept)
    assert t.text.startswith(ROSES), t.text
    assert question in t.text
    assert _lines(c) == [("ramo-rosas", 1)]


@pytest.mark.parametrize("said,first,question", [
    ("que rica la palmera, me la quedo", "Apunto: 1 × Palmera de hojaldre. Total 2,20 €.", "¿A qué hora lo recoges?"),
    ("que boa a palmera, quédoa", "Apunto: 1 × Palmera de hojaldre. Total 2,20 €.", "¿A que hora o recolles?"),
    ("que boa pinta a bica, quédoa", "Apunto: 1 × Bica gallega. Total 9,00 €.", "¿Que día o recolles?"),
    ("que bonita a tarta de queixo, quédoa", "Apunto: 1 × Tarta de queso. Total 22,00 €.", "¿Para cantas racións?"),
])
def test_the_bakery_keeps_what_is_praised_the_same_way(said, first, question):
    c, t = _said("", said)
    assert t.text.startswith(first), t.text
    assert question in t.text
    assert len(_lines(c)) == 1


@pytest.mark.parametrize("asked,kept,which", [
    ("¿qué me recomiendas para regalar?", "lo quiero", WHICH),
    ("¿qué me recomiendas para regalar?", "me lo quedo", WHICH),
    ("que me recomendas?", "quédoo", WHICH_GL),
    ("que me recomendas?", "mo quedo", WHICH_GL),
])
def test_kept_after_a_list_of_several_asks_which(asked, kept, which):
    c, t = _said("floristeria", asked, kept)
    assert t.text.startswith(which), t.text
    assert _lines(c) == []
    assert t.request is None


@pytest.mark.parametrize("said", ["quédoo", "mo quedo", "quedo con el"])
def test_kept_where_tables_are_booked_asks_the_party_as_lo_quiero_does(said):
    _, t = _said("restaurante", "cuanto cuesta el pulpo?", said)
    assert "¿Para cuántas personas?" in t.text or "¿Para cantas persoas?" in t.text, t.text


@pytest.mark.parametrize("steps", [
    ("canto vale o ramo de rosas?", "que bonito!"),
    ("que bonito o ramo de rosas!",),
    ("que bonito el ramo de rosas!",),
    ("que bonito el ramo de rosas!", "que bonito!"),
])
def test_praise_alone_is_thanked_and_orders_nothing(steps):
    c, t = _said("floristeria", *steps)
    assert "gracias" in t.text.lower() or "grazas" in t.text.lower(), t.text
    assert _lines(c) == []


@pytest.mark.parametrize("steps", [
    ("cuanto vale el ramo de rosas?", "me quedo pensando"),
    ("cuanto vale el ramo de rosas?", "me quedo con la duda"),
    ("cuanto vale el ramo de rosas?", "me quedo con esa idea"),
    ("cuanto vale el ramo de rosas?", "quedo a la espera"),
    ("que bonito el ramo de rosas, me quedo pensando",),
    ("que bonito el ramo de rosas, me quedo con las ganas",),
    ("que bonito el ramo de rosas!", "me quedo pensando"),
    ("que rica la palmera, me quedo pensando",),
])
def test_staying_that_keeps_nothing_orders_nothing(steps):
    slug = "" if "palmera" in steps[0] else "floristeria"
    c, t = _said(slug, *steps)
    assert "Apunto" not in t.text
    assert _lines(c) == []


def test_a_thing_done_that_came_out_with_something_is_still_thanks():
    _, t = _said("peluqueria", "el corte de ayer quedó con el volumen perfecto, gracias")
    assert t.text.startswith("¡A ti!"), t.text
