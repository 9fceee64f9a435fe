"""Stop 62: corrections left over. «perdona, una Y y una Z» added both beside what was held (as «no, una Y y
una Z» replaces the order, it now does); «perdona, de zanahora», «mejor de qeso» (a misspelt kind after «de»,
a held thing's noun lent) answered «Para seguir…»: now the one kind a letter away is taken; «perdona, para mi
hija» answered «Para seguir…»: now whom it is for is kept as a note and the question asked again."""
from __future__ import annotations

import pytest

from tests.conversation import chat_after, line_counts

SANTIAGO = {"es": "quiero una de santiago para el jueves", "gl": "quero unha de santiago para o xoves"}


@pytest.mark.parametrize("held, said, counts", [
    ("4 croissants", "perdona, una napolitana y una palmera", {"napolitana": 1, "palmera": 1}),
    ("4 croissants", "perdon una napolitana y una palmera", {"napolitana": 1, "palmera": 1}),
    ("4 croissants", "disculpa, 2 napolitanas y una palmera", {"napolitana": 2, "palmera": 1}),
    ("catro croissants", "perdoa, unha napolitana e unha palmeira", {"napolitana": 1, "palmera": 1}),
    ("4 croissants", "no, una napolitana y una palmera", {"napolitana": 1, "palmera": 1}),
])
def test_an_apology_then_a_list_is_the_order(held, said, counts):
    c = chat_after("", held)
    c.say(said)
    assert line_counts(c) == counts


@pytest.mark.parametrize("said, counts", [
    ("perdona, una napolitana y una palmera también", {"croissant": 4, "napolitana": 1, "palmera": 1}),
    ("perdona, una napolitana y una palmera más", {"croissant": 4, "napolitana": 1, "palmera": 1}),
    ("perdona, 4 croissants y una palmera", {"croissant": 4, "palmera": 1}),
])
def test_an_apology_near_misses(said, counts):
    c = chat_after("", "4 croissants")
    c.say(said)
    assert line_counts(c) == counts


@pytest.mark.parametrize("lang, said, told, item", [
    ("es", "perdona, de zanahora", "Apunto: 1 × Tarta de zanahoria. Total 24,00 €.", "tarta-zanahoria"),
    ("es", "mejor de qeso", "Apunto: 1 × Tarta de queso. Total 22,00 €.", "tarta-queso"),
    ("es", "perdon, de zanaoria", "Tarta de zanahoria", "tarta-zanahoria"),
    ("es", "mejor de queso", "Tarta de queso", "tarta-queso"),
    ("gl", "mellor de queixio", "Tarta de queso", "tarta-queso"),
])
def test_a_misspelt_kind_after_de(lang, said, told, item):
    c = chat_after("", SANTIAGO[lang])
    t = c.say(said)
    assert told in t.text
    assert "Para seguir" not in t.text
    assert line_counts(c) == {item: 1}
    assert c.state["order"]["ymd"] == "2026-11-05"


def test_a_word_not_a_kind_is_not_taken():
    c = chat_after("", SANTIAGO["es"])
    c.say("mejor de centro")
    assert line_counts(c) == {"tarta-santiago": 1}


@pytest.mark.parametrize("lang, held, said, note, question", [
    ("es", SANTIAGO["es"], "perdona, para mi hija", "«para mi hija»", "¿Para cuántas raciones?"),
    ("es", SANTIAGO["es"], "para mi hija", "«para mi hija»", "¿Para cuántas raciones?"),
    ("es", "quiero 4 croissants para el martes", "Perdón, son para mi madre", "«son para mi madre»",
     "¿A qué hora lo recoges el martes 3 de noviembre?"),
    ("gl", SANTIAGO["gl"], "perdoa, pra miña filla", "«pra miña filla»", "¿Para cantas racións?"),
])
def test_whom_it_is_for_is_noted(lang, held, said, note, question):
    c = chat_after("", held)
    t = c.say(said)
    assert note in t.text
    assert question in t.text
    assert "Para seguir" not in t.text
