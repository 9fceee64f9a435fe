"""A dish asked by its Galician word alone («a pescada», «o queixo») is found as its Spanish word is
(«la merluza», «el queso»): its price, not the whole card (the restaurant dataset had no Galician alias)."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("said, texts", [
    ("canto custa a pescada?", ["Pescada á prancha: 18,00 €."]),
    ("canto custa a pescada? e o polbo?", ["Pescada á prancha: 18,00 €.", "Polbo á feira: 16,50 €."]),
    ("canto vale a pescada", ["Pescada á prancha: 18,00 €."]),
    ("canto vale o queixo?", ["Queixo con marmelo: 5,50 €."]),
    ("cuanto cuesta la merluza?", ["Merluza a la plancha: 18,00 €."]),
    ("cuanto cuesta el queso?", ["Queso con membrillo: 5,50 €."]),
    ("canto custa o polbo?", ["Polbo á feira: 16,50 €."]),
    ("canto custan as croquetas de xamón?", ["Croquetas de xamón: 9,50 €."]),
])
def test_galician_dish_word_is_priced(said, texts):
    c = chat("restaurante")
    t = c.say(said)
    assert t.texts == texts


def test_galician_dish_word_allergens():
    c = chat("restaurante")
    t = c.say("a pescada leva glute?")
    assert "Pescada á prancha" in t.text
