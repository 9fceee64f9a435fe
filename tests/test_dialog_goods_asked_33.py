"""Stop 33: «¿tenéis poesía?», «busco poesía gallega», «¿hay películas?» ask for things a shop may
sell: a question for the knowledge or a person, not «Eso se me escapa» (stop 31 did it for «¿qué
libros de poesía tenéis?», a category word beside). «escríbeme un poema» stays off-topic."""
from __future__ import annotations

import pytest

from tests.conversation import chat

OFFTOPIC = ("Eso se me escapa", "Iso escápaseme")


@pytest.mark.parametrize("said", ["¿tenéis poesía?", "busco poesia gallega", "¿hay películas?", "¿tedes poesía galega?"])
def test_goods_asked_are_no_off_topic(said):
    t = chat("libreria").say(said)
    assert not any(x in t.text for x in OFFTOPIC) and not t.out.refused
    # a person asked, or (stop 61, one plural thing) «No tenemos X en el catálogo» with a chip to ask one
    assert (t.request or {}).get("kind") == "question" \
        or (t.text.startswith("No tenemos") and t.chip_labels[-1] == "Que lo vea una persona")


def test_a_kind_not_sold_is_said_with_its_words():
    t = chat("libreria").say("¿vendéis canciones de cuna?")
    assert t.text.startswith("No tenemos canciones de cuna en el catálogo. Tenemos: Novela, Infantil")


@pytest.mark.parametrize("said", ["escríbeme un poema", "cuéntame un chiste", "¿qué película me recomiendas ver?"])
def test_asking_for_them_to_be_made_is_still_off_topic(said):
    t = chat("libreria").say(said)
    assert any(x in t.text for x in OFFTOPIC) and t.out.refused
