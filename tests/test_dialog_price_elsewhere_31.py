"""Stop 31: the price of something the catalogue does not list («¿cuánto cuesta el envío?») is the
knowledge's (it showed the catalogue); «¿cuánto cuestan vuestros productos?» shows the catalogue
once (it was said twice); «¿vendéis por internet?» asks how, not for a kind («No tenemos internet
en el catálogo»); «¿tenéis tarjeta regalo?» is no card payment (it got the payment answer)."""
from __future__ import annotations

import pytest

from tests.conversation import chat_with_knowledge


@pytest.mark.parametrize("said, expected", [
    ("¿cuánto cuesta el envío?", "No hacemos envíos a domicilio"),
    ("cuanto cuesta el envio a casa", "No hacemos envíos a domicilio"),
    ("canto custa o envío?", "Non facemos envíos a domicilio"),
    ("cuanto cobrais por una dedicatoria?", "sin coste"),
])
def test_a_price_the_catalogue_lacks_is_the_knowledges(tmp_path, said, expected):
    t = chat_with_knowledge("", tmp_path).say(said)
    assert expected in t.text and not t.cards("menu")


@pytest.mark.parametrize("said", ["¿cuánto cuesta?", "precios?", "¿cuánto cuestan vuestros productos?"])
def test_a_price_of_nothing_named_shows_the_catalogue_once(tmp_path, said):
    t = chat_with_knowledge("", tmp_path).say(said)
    assert t.texts == ["Esta es la carta, con precios y alérgenos:"] and len(t.cards()) == 4


@pytest.mark.parametrize("said", ["¿vendéis por internet?", "¿vendedes por internet?", "vendeis por internet"])
def test_how_it_is_sold_is_no_kind_missing(tmp_path, said):
    t = chat_with_knowledge("", tmp_path).say(said)
    assert "internet en el catálogo" not in t.text and "internet no catálogo" not in t.text


def test_a_kind_missing_is_still_said(tmp_path):
    t = chat_with_knowledge("", tmp_path).say("¿vendéis helados?")
    assert "No tenemos helados en el catálogo." in t.text


@pytest.mark.parametrize("said", ["¿tenéis tarjeta regalo?", "¿hacéis vales regalo?", "¿tedes tarxetas regalo?",
                                  "¿vendéis tarjetas de regalo?"])
def test_a_gift_card_is_no_card_payment(tmp_path, said):
    t = chat_with_knowledge("", tmp_path).say(said)
    assert "Aceptamos efectivo" not in t.text and "Aceptamos efectivo" not in t.text
    assert t.request is not None and t.request["kind"] == "question"


def test_paying_by_card_is_still_answered(tmp_path):
    t = chat_with_knowledge("", tmp_path).say("¿puedo pagar con tarjeta?")
    assert "Aceptamos efectivo, tarjeta en el local y Bizum." in t.text
