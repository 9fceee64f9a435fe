"""Stop 63 (a gift asked): «¿qué me recomiendas para regalar?» went to a person at the bakery («Eso no lo tengo
claro…»), whose popular things are in no gift category, while «quiero algo para regalar» showed its Regalos card;
«algo para regalar», «algo pa regalar», «que llevo de regalo a una cena», «un detalle para mi madre», gl «algo pra
agasallar» went to a person in every shop. Now a gift asked with nothing named answers from the data: the category
the catalogue names as gifts (the bakery's «Regalos»), else the popular things said as a gift idea (the florist, the
bookshop); a place that sells nothing to take keeps its answers. Mid-order the question is answered too."""
from __future__ import annotations

import pytest

from tests.conversation import chat, chat_with_knowledge

HANDOFF = ("no lo tengo claro", "non o teño claro")
GIFT_CARD = ("Caja de 6 macarons", "12,00 €")


def _said(slug: str, *texts: str):
    c = chat(slug)
    for text in texts:
        t = c.say(text)
    return c, t


def _menu_rows(t) -> list[tuple[str, str]]:
    return [(row["name"], row["price"]) for card in t.cards("menu") for row in card["rows"]]


@pytest.mark.parametrize("said", [
    "¿qué me recomiendas para regalar?", "que me recomiendas para regalar", "q me recomiendas pa regalar",
    "ke me recomiendas para regalar?", "qué me aconsejas para regalar", "me recomiendas algo para regalar?",
    "recoméndame algo para regalar", "algo para regalar", "algo pa regalar", "algo para regalr",
    "tienes algo para regalar?", "busco algo para regalar", "que me recomiendas de regalo",
    "que llevo de regalo a una cena", "qué le llevo de regalo a mi suegra", "que puedo regalar?",
    "un detalle para mi madre", "algun detalle para regalar", "un detallito", "hola, algo para regalar porfa",
])
def test_a_gift_asked_at_the_bakery_is_its_gift_card(said):
    _, t = _said("", said)
    assert t.text.startswith("Esto es lo que tenemos en Regalos, con precios:"), t.text
    assert GIFT_CARD in _menu_rows(t)
    assert t.request is None


@pytest.mark.parametrize("said", [
    "que me recomendas para agasallar?", "que me recomendas pra agasallar", "algo pra agasallar", "algo para agasallar",
    "que levo de agasallo a unha cea", "un detalle pra miña nai", "recomendasme algo pra agasallar?",
    "tedes algo pra agasallar?",
])
def test_a_gift_asked_in_galician_is_its_gift_card_in_galician(said):
    _, t = _said("", said)
    assert t.text.startswith("Isto é o que temos en Agasallos, con prezos:"), t.text
    assert GIFT_CARD in _menu_rows(t)
    assert [card["title"] for card in t.cards("menu")] == ["Agasallos"]
    assert t.request is None


def test_the_knowledge_does_not_hand_a_gift_asked_to_a_person(tmp_path):
    t = chat_with_knowledge("", tmp_path).say("¿qué me recomiendas para regalar?")
    assert t.text.startswith("Esto es lo que tenemos en Regalos, con precios:"), t.text
    assert not any(h in t.text for h in HANDOFF)


@pytest.mark.parametrize("slug,said,lead,first", [
    ("floristeria", "¿qué me recomiendas para regalar?", "Lo que más se pide, por si te sirve de regalo:",
     "Ramo de rosas: 35,00 €"),
    ("floristeria", "algo para regalar", "Lo que más se pide, por si te sirve de regalo:", "Ramo de rosas: 35,00 €"),
    ("floristeria", "algo pa regalar?", "Lo que más se pide, por si te sirve de regalo:", "Ramo de temporada: 28,00 €"),
    ("floristeria", "que llevo de regalo a una cena", "Lo que más se pide, por si te sirve de regalo:",
     "Ramo de rosas: 35,00 €"),
    ("floristeria", "que levo de agasallo a unha cea", "O que máis se pide, por se che serve de agasallo:",
     "Ramo de rosas: 35,00 €"),
    ("floristeria", "algo pra agasallar", "O que máis se pide, por se che serve de agasallo:",
     "Ramo de tempada: 28,00 €"),
    ("libreria", "algo para regalar", "Lo que más se pide, por si te sirve de regalo:", "Follas novas: 18,00 €"),
    ("libreria", "un detalle para mi madre", "Lo que más se pide, por si te sirve de regalo:",
     "A ra e a rata: 12,50 €"),
    ("libreria", "que me recomendas pra agasallar", "O que máis se pide, por se che serve de agasallo:",
     "Follas novas: 18,00 €"),
    ("libreria", "busco algo pa regalar", "Lo que más se pide, por si te sirve de regalo:", "Follas novas: 18,00 €"),
])
def test_a_gift_asked_without_a_gift_category_is_the_popular_list(slug, said, lead, first):
    _, t = _said(slug, said)
    assert t.text.startswith(lead), t.text
    assert first in t.text
    assert t.request is None


def test_the_bookshop_knowledge_of_wrapping_is_no_answer_to_what_to_give(tmp_path):
    t = chat_with_knowledge("libreria", tmp_path).say("algo para regalar")
    assert t.text.startswith("Lo que más se pide, por si te sirve de regalo: Follas novas: 18,00 €."), t.text


def test_the_gift_card_lists_what_a_pick_then_takes():
    c, _ = _said("", "¿qué me recomiendas para regalar?")
    t = c.say("me quedo con la primera")
    assert t.text.startswith("Apunto: 1 × Caja de 6 macarons. Total 12,00 €.")


def test_the_gift_popular_list_in_galician_then_the_first_taken():
    c, _ = _said("floristeria", "que me recomendas para agasallar?")
    t = c.say("quédome co primeiro")
    assert t.text.startswith("Apunto: 1 × Ramo de rosas. Total 35,00 €.")
    assert "¿A que hora o recolles?" in t.text


def test_a_gift_asked_mid_order_is_answered_and_the_question_asked_again():
    c, _ = _said("", "quiero 2 croissants")
    t = c.say("¿qué me recomiendas para regalar?")
    assert t.texts[0] == "Esto es lo que tenemos en Regalos, con precios:"
    assert GIFT_CARD in _menu_rows(t)
    assert "¿A qué hora lo recoges?" in t.text
    assert not any(h in t.text for h in HANDOFF)
    assert [line["item_id"] for line in c.state["order"]["lines"]] == ["croissant"]


@pytest.mark.parametrize("slug,said,kept", [
    # a thing named, a budget, a subject, an order: their own answers
    ("floristeria", "una planta para regalar", "En Plantas: Orquídea (32,00 €)"),
    ("floristeria", "algo para regalar por unos 30 euros", "Por 30,00 € o menos: Ramo de temporada: 28,00 €"),
    ("", "algo para regalar por unos 10 euros?", "Por 10,00 € o menos:"),
    ("", "quiero una tarta de santiago, es un regalo para mi madre", "Apunto: 1 × Tarta de Santiago"),
    ("", "algo para mi madre", "Lo que más se pide, por si te sirve de regalo: Tarta de queso"),
    ("floristeria", "algo para un cumpleaños", "Lo que más se pide, por si te sirve para un cumpleaños:"),
    # no gift at all
    ("", "gracias por el regalo", "¡A ti!"),
])
def test_near_misses_keep_their_answers(slug, said, kept):
    _, t = _said(slug, said)
    assert kept in t.text, t.text
    assert "lo que tenemos en Regalos" not in t.text


@pytest.mark.parametrize("said", ["que regalo mas bonito", "que llevo en el pedido", "que detalle tan bonito"])
def test_words_of_gifts_that_ask_no_gift_get_no_gift_answer(said):
    _, t = _said("", said)
    assert "lo que tenemos en Regalos" not in t.text
    assert "por si te sirve de regalo" not in t.text


def test_the_subject_of_a_gift_still_names_what_says_it(tmp_path):
    t = chat_with_knowledge("libreria", tmp_path).say(
        "un libro para regalar a mi padre que le gusta el camino de santiago")
    assert t.text.startswith("Sobre el camino de santiago tengo:"), t.text


@pytest.mark.parametrize("said", ["algo para regalar", "que llevo de regalo a una cena"])
def test_a_place_that_sells_nothing_to_take_offers_no_gift_list(said):
    _, t = _said("restaurante", said)
    assert "por si te sirve de regalo" not in t.text
    assert "Pulpo á feira" not in t.text
