"""Stop 33: two neighbouring letters swapped in a short product word («bicsa», «tatra»,
«palmreas») is that product; words of six letters or more already were (typo_match), shorter ones
were «No tengo «bicsa» en la carta». Four-letter words are left alone («alta» is no «atlas»)."""
from __future__ import annotations

import pytest

from bizengine.understanding.items import find_items
from tests.conversation import FIXTURES, bakery, chat


@pytest.mark.parametrize("said, written", [
    ("qiero 2 bicsa pal martes", "Apunto: 2 × Bica gallega. Total 18,00 €."),
    ("una tatra de queso", "Apunto: 1 × Tarta de queso. Total 22,00 €."),
    ("2 palmreas", "Apunto: 2 × Palmera de hojaldre. Total 4,40 €."),
    ("quero dúas bicsas", "Apunto: 2 × Bica gallega. Total 18,00 €."),
])
def test_a_short_word_with_two_letters_swapped_is_the_product(said, written):
    assert chat().say(said).text.startswith(written)


def test_a_four_letter_word_is_never_read_so():
    from bizengine import load_business
    found = find_items("la quiero en letra alta", load_business(FIXTURES / "libreria"))
    assert found.lines == [] and found.ambiguous == []


def test_a_word_that_swaps_into_two_products_is_left_alone():
    found = find_items("quiero 2 bolas", bakery())
    assert found.lines == [] and found.unknown == ["bolas"]
