"""Stop 33: «¿tenéis tartas sin lactosa?» answered «De esos productos, sin lácteos: …» though no
products had been shown: the group named is said instead («En tartas, sin lácteos: …»). After a
list, «¿y de esos…?» keeps «De esos productos»."""
from __future__ import annotations

import pytest

from tests.conversation import chat


@pytest.mark.parametrize("said, line", [
    ("¿tenéis tartas sin lactosa?", "En tartas, sin lácteos: Tarta de Santiago."),
    ("hay tartas sin gluten", "En tartas, sin gluten: Tarta de Santiago."),
    ("tedes tartas sen glute?", "En tartas, sen glute: Tarta de Santiago."),
    ("¿tenéis pan sin gluten?", "En panes no tenemos nada sin gluten."),
    ("teneis pan sin gluten ni lactosa", "En panes no tenemos nada sin gluten ni lácteos."),
])
def test_a_diet_asked_of_a_group_names_the_group(said, line):
    t = chat().say(said)
    assert t.text.startswith(line) and "De esos" not in t.text and "Deses" not in t.text


def test_a_diet_tag_keeps_the_products_wording():
    t = chat().say("¿tenéis tartas veganas?")
    assert t.text.startswith("De esos, no tenemos productos veganos.")


def test_after_a_list_those_are_still_those():
    c = chat()
    c.say("¿qué tenéis sin frutos secos?")
    t = c.say("¿y de esos, cuál no lleva huevo?")
    assert t.text.startswith("De esos productos, sin huevo: Palmera de hojaldre")
