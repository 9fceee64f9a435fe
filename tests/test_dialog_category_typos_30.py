"""Stop 30: a category named with one letter wrong («novlas», «papeleira», «infantils») lists that
category's card, as the right spelling does (it listed every card, or went to a person); a word
that is not one edit from a category word is no category."""
from __future__ import annotations

import pytest

from tests.conversation import chat


def _cards(slug: str, said: str) -> list[str]:
    return [card.get("title") for card in chat(slug).say(said).cards("menu")]


@pytest.mark.parametrize("said, title", [
    ("¿qué novlas tenéis?", "Novela"),
    ("que novelas teneis", "Novela"),
    ("¿tenéis noveles?", "Novela"),
    ("tenéis libros infantils?", "Infantil"),
    ("¿qué papeleira tenéis?", "Papelería"),
    ("que novlas tedes?", "Novela"),
])
def test_a_misspelt_category_lists_its_card(said, title):
    assert _cards("libreria", said) == [title]


@pytest.mark.parametrize("said", ["¿qué tenéis?", "¿qué libros tenéis?"])
def test_the_whole_catalogue_is_still_the_whole_catalogue(said):
    assert len(_cards("libreria", said)) >= 3


@pytest.mark.parametrize("said", ["¿tenéis novios?", "¿qué nubes tenéis?", "¿tenéis novedades?"])
def test_a_word_two_edits_away_is_no_category(said):
    assert _cards("libreria", said) != ["Novela"]
