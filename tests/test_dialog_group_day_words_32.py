"""«quero pan para mañá»: folded, «mañá» is «mana», one letter from «masa» (of «pan de masa madre»),
and the group «pan» was narrowed to that bread as if the customer had misspelt it. A word that is
never a product's (a day, a part of the day) does not tell a group's products apart; a real typo
right after the group still does («pan de maza madre», «pan de centeo»).
now = Saturday 31 October 2026 12:40 Madrid."""
from __future__ import annotations

import pytest

from tests.conversation import chat


@pytest.mark.parametrize("text, asked", [
    ("quero pan para mañá", "¿Que pan queres?"),
    ("quero dúas barras de pan para mañá", "¿Que pan queres?"),
    ("quero un pan para mana", "¿Que pan queres?"),              # no accents
    ("pan para hoxe", "¿Que pan queres?"),
    ("quiero pan para mañana", "¿Qué pan quieres?"),
    ("un pan pa mañana porfa", "¿Qué pan quieres?"),
])
def test_a_day_after_the_group_does_not_choose_its_product(text, asked):
    t = chat().say(text)
    assert t.text == asked
    assert [c.split(" · ")[0] for c in t.chip_labels] == ["Pan de masa madre", "Pan de centeno"]
    assert t.request is None


@pytest.mark.parametrize("text, line", [
    ("quiero pan de maza madre para mañana", "Apunto: 1 × Pan de masa madre. Total 4,50 €."),
    ("quero pan de centeo para mañá", "Apunto: 1 × Pan de centeno. Total 4,00 €."),
    ("quero dúas barras de pan de centeno para mañá", "Apunto: 2 × Pan de centeno. Total 8,00 €."),
])
def test_a_typo_after_the_group_still_chooses(text, line):
    t = chat().say(text)
    assert t.texts[0] == line and t.request["kind"] == "order"
