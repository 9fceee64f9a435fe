"""Stop 31: a word of the off-topic list («poesía», «películas», «canción») said with one of the
business's category words («¿qué libros de poesía tenéis?» at a bookshop) is a question about its
trade, for the knowledge or a person: it got «Eso se me escapa». Said alone («escríbeme un poema»)
it is still off-topic."""
from __future__ import annotations

import pytest

from tests.conversation import chat

OFFTOPIC_ES = "Eso se me escapa"


@pytest.mark.parametrize("said", ["que libros de poesía teneis?", "¿tenéis novelas de poesía?",
                                  "¿tedes libros de poesía?", "teneis libros de peliculas?"])
def test_a_trade_word_makes_it_the_trades_question(said):
    t = chat("libreria").say(said)
    assert OFFTOPIC_ES not in t.text and "Iso escápaseme" not in t.text and not t.out.refused


@pytest.mark.parametrize("slug, said", [("libreria", "escríbeme un poema"), ("", "escríbeme un poema"),
                                        ("libreria", "cuéntame un chiste")])
def test_alone_it_is_still_off_topic(slug, said):
    t = chat(slug).say(said)
    assert OFFTOPIC_ES in t.text and t.out.refused


@pytest.mark.parametrize("slug, said, card", [
    ("libreria", "que ensayos tenéis", "Ensayo y guías"),
    ("libreria", "¿qué ensayos hay?", "Ensayo y guías"),
    ("libreria", "¿qué ensaios tedes?", "Ensaio e guías"),
    ("taller", "¿qué servicios tenéis?", "Servicios del taller"),
])
def test_the_first_word_of_a_category_name_shows_that_card_only(slug, said, card):
    t = chat(slug).say(said)
    assert [c["title"] for c in t.cards()] == [card]


def test_the_catalogue_word_is_no_typo_of_a_category_head():
    t = chat().say("¿me enseñas la carta?")
    assert len(t.cards()) == 4
