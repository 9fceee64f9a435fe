"""Have-questions about a kind (stop 29): a kind the catalogue lacks is said plainly, after the
knowledge; a word that narrows the kind named («baratos», a description word) narrows the list."""
from __future__ import annotations

import pytest

from tests.conversation import chat, chat_with_knowledge

BOOKS = ("Novela", "Infantil", "Ensayo y guías", "Papelería")


@pytest.mark.parametrize("msg, kind", [
    ("¿qué cómics tenéis?", "cómics"),
    ("que comics teneis", "comics"),
    ("¿vendéis cómics?", "cómics"),
    ("¿qué vinilos tenéis?", "vinilos"),
])
def test_a_kind_the_bookshop_lacks_is_said_plainly_with_what_there_is(msg, kind):
    t = chat("libreria").say(msg)
    assert t.text.startswith(f"No tenemos {kind} en el catálogo. Tenemos: ")
    assert all(name in t.text for name in BOOKS)
    assert t.request is None and not t.cards("menu")
    assert [chip["label"] for chip in t.chips] == list(BOOKS)


@pytest.mark.parametrize("msg", ["que comics tedes?", "Que cómics tedes?", "e que cómics tedes?"])
def test_galician_a_kind_it_lacks(msg):
    t = chat("libreria").say(msg)
    assert t.text.startswith("Non temos ") and "no catálogo. Temos: Novela, Infantil" in t.text
    assert t.request is None


def test_the_category_chip_shows_that_category():
    c = chat("libreria")
    chip = c.say("¿qué cómics tenéis?").chips[-1]
    t = c.say(chip["text"])
    assert [card["title"] for card in t.cards("menu")] == ["Papelería"]


@pytest.mark.parametrize("msg", ["¿vendéis cactus?", "¿qué tulipanes tenéis?", "que bonsais teneis?"])
def test_a_kind_the_florist_lacks(msg):
    t = chat("floristeria").say(msg)
    assert t.text.startswith("No tenemos ") and t.text.endswith("Tenemos: Ramos, Plantas y Complementos.")
    assert t.request is None


@pytest.mark.parametrize("msg", [
    "¿tenéis libros baratos?", "¿tenéis libros más baratos?", "teneis libros economicos?",
    "¿Tenéis libros económicos?", "tedes libros baratos?",
])
def test_cheap_books_are_the_cheapest_first(msg):
    t = chat("libreria").say(msg)
    assert t.text.split(": ", 1)[1] == "A ra e a rata: 12,50 €. Atlas do ceo: 16,00 €. Follas novas: 18,00 €."
    assert t.text.startswith(("Lo más barato, de menos a más:", "O máis barato, de menos a máis:"))
    assert t.request is None


@pytest.mark.parametrize("msg", ["¿tenéis flores baratas?", "teneis flores baratas", "tedes flores baratas?",
                                 "¿tenéis ramos económicos?"])
def test_cheap_flowers_are_the_bouquets_cheapest_first(msg):
    t = chat("floristeria").say(msg)
    seasonal = "Ramo de tempada" if msg.startswith("tedes") else "Ramo de temporada"   # the chat's language
    assert t.text.endswith(f"{seasonal}: 28,00 €. Ramo de rosas: 35,00 €.")
    assert t.text.index(seasonal) < t.text.index("rosas")


@pytest.mark.parametrize("msg", ["¿qué plantas de interior tenéis?", "que plantas de interior teneis",
                                 "tedes plantas de interior?", "¿Tenéis plantas de interior?"])
def test_a_description_word_narrows_the_category(msg):
    t = chat("floristeria").say(msg)
    assert t.text.endswith("Poto: 14,00 €.")
    assert "Orquídea" not in t.text and t.request is None


def test_which_is_cheapest_after_the_narrowed_list_is_of_those():
    c = chat("libreria")
    c.say("¿tenéis libros baratos?")
    assert "A ra e a rata" in c.say("¿cuál es el más barato?").text


@pytest.mark.parametrize("slug, msg, category", [("libreria", "¿tenéis libros infantiles?", "Infantil"),
                                                 ("floristeria", "¿tenéis plantas?", "Plantas")])
def test_a_category_named_alone_is_still_its_card(slug, msg, category):
    t = chat(slug).say(msg)     # stop 51: the category named, not «Este es el catálogo» over one card
    assert t.text == f"Esto es lo que tenemos en {category}, con precios:" and len(t.cards("menu")) == 1


@pytest.mark.parametrize("msg", ["¿tenéis terraza?", "¿tenéis ofertas?", "¿qué productos tenéis?"])
def test_the_shop_s_arrangements_and_the_whole_catalogue_are_no_kind_it_lacks(msg):
    assert "No tenemos" not in chat("floristeria").say(msg).text


def test_the_knowledge_answers_first(tmp_path):
    t = chat_with_knowledge("libreria", tmp_path).say("¿vendéis libros de texto?")
    assert t.text == "No vendemos libros de texto escolares." and t.request is None


@pytest.mark.parametrize("msg", ["¿qué cómics tenéis?", "que comics tedes?"])
def test_with_knowledge_that_has_nothing_the_catalogue_says_no(tmp_path, msg):
    t = chat_with_knowledge("libreria", tmp_path).say(msg)
    assert "catálogo" in t.text and t.text.startswith(("No tenemos", "Non temos")) and t.request is None


@pytest.mark.parametrize("slug, msg", [
    ("restaurante", "¿tenéis aparcamiento para autocaravanas?"),
    ("restaurante", "¿tenéis tronas?"),
    ("restaurante", "teneis tronas para bebes?"),
    ("restaurante", "tedes cadeiras para nenos?"),
    ("floristeria", "¿tenéis enchufes?"),
])
def test_a_bare_have_question_may_ask_of_the_place_and_gets_no_catalogue_no(slug, msg):
    """«¿tenéis X?» alone may be about the premises: the knowledge or a person, never «No tenemos X
    en el catálogo»."""
    t = chat(slug).say(msg)
    assert "catálogo" not in t.text
    assert t.request is not None and t.request["kind"] == "question"
