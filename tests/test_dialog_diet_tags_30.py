"""Stop 30: a diet tag wished for a product not listed with it («una bica sin azúcar», «vegana»)
was dropped in silence; now it is said, kept in the note for the person, and the line stays (the
catalogue says which products are, not what the others lack). The knowledge side: a book the shop
does not have, asked to be ordered, finds the business's rule on ordering books."""
from __future__ import annotations

import copy

import pytest

from tests.conversation import Conversation, bakery, chat, chat_with_knowledge, no_data


@pytest.mark.parametrize("said, expected", [
    ("quiero una bica sin azúcar", "Bica gallega no está entre los productos sin azúcar del catálogo"),
    ("quiero una bica sin azucar", "Bica gallega no está entre los productos sin azúcar del catálogo"),
    ("¿me podéis hacer una bica que no lleve azúcar?", "Bica gallega no está entre los productos sin azúcar"),
    ("soy diabético, quiero una bica", "Bica gallega no está entre los productos sin azúcar"),
    ("quiero una bica vegana", "Bica gallega no está entre los productos veganos del catálogo"),
    ("quero unha bica sen azucre", "Bica gallega non está entre os produtos sen azucre do catálogo"),
])
def test_a_tag_not_listed_is_said_and_noted(said, expected):
    c = chat()
    t = c.say(said)
    assert expected in t.text
    assert "una persona del local te confirma si puede ser" in t.text or "confírmache se pode ser" in t.text
    assert "1 × Bica gallega" in t.text and "9,00 €" in t.text        # the line stays
    assert any("Bica gallega:" in n for n in c.order.get("notes_said") or [])


def test_the_tag_goes_with_the_product_it_follows():
    c = chat()
    t = c.say("quiero 2 croissants sin azúcar y una bica")
    assert t.text.startswith("Croissant de mantequilla no está entre los productos sin azúcar")
    assert "Bica gallega no está" not in t.text
    t = chat().say("quero dúas bicas sen azucre e unha empanada")
    assert t.text.startswith("Bica gallega non está entre os produtos sen azucre")
    assert "Empanada de zorza non" not in t.text


def test_several_products_said_apart_agree_in_the_plural():
    t = chat().say("soy diabética, quiero una bica y una empanada")
    assert "Bica gallega y Empanada de zorza no están entre los productos sin azúcar" in t.text


def test_the_note_reaches_the_summary():
    c = chat()
    for said in ("quiero una bica sin azúcar", "el martes a las 10", "Ana"):
        c.say(said)
    t = c.say("611223344")
    assert "«Bica gallega: sin azúcar»" in t.text and "enviaré" in t.text


def test_a_listed_tag_says_nothing_more():
    biz = copy.deepcopy(bakery())
    biz.products["bica"]["tags"] = ["sin_azucar"]
    c = Conversation(biz=biz, kb_answer=no_data)
    t = c.say("quiero una bica sin azúcar")
    assert t.text.startswith("Apunto: 1 × Bica gallega.") and "no está entre los productos" not in t.text
    assert not c.order.get("notes_said")


def test_an_allergen_is_still_refused_not_noted():
    t = chat().say("una bica sin huevo")
    assert t.text.startswith("Bica gallega contiene huevo.") and t.request is None


@pytest.mark.parametrize("said", [
    "¿podéis encargar un libro que no tengáis?",
    "¿pedís libros por encargo?",
    "¿me podéis pedir un libro que no tenéis?",
    "quiero un libro que no tengáis",
    "se non tedes un libro, pedídelo?",
    "se non o tedes, pedídesmo?",
])
def test_a_book_not_in_the_shop_finds_the_rule_on_ordering(said, tmp_path):
    t = chat_with_knowledge("libreria", tmp_path).say(said)
    assert "lo pedimos a la distribuidora" in t.text and "72 horas" in t.text
    assert t.request is None


def test_what_the_shop_has_is_still_the_catalogue(tmp_path):
    t = chat_with_knowledge("libreria", tmp_path).say("¿qué libros tenéis?")
    assert t.text.startswith("Este es el catálogo")
