"""«el cambio no entra bien, ¿cuánto cuesta?»: the price of the service that mends it (it gave the
description: «no entra bien» read as «¿entra…?», what a thing includes)."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("text, said", [
    ("el cambio no entra bien, cuanto cuesta?", "Ajuste de cambio: 18,00 €."),
    ("las marchas no entran, ¿qué precio tiene?", "Ajuste de cambio: 18,00 €."),
    ("o cambio non entra ben, canto custa arranxalo?", "Axuste do cambio: 18,00 €."),
    ("canto custa centrar unha roda?", "Centrado de roda: 20,00 €."),
])
def test_the_price_of_what_mends_it(text, said):
    assert chat("taller").say(text).texts[0] == said


def test_what_a_menu_includes_is_still_its_description():
    t = chat("restaurante").say("el menu del dia incluye la bebida?")
    assert "primero, segundo, postre, pan y bebida" in t.text


@pytest.mark.parametrize("text, said", [
    ("quiero 3 croissants y 2 mas de chocolate", "No tengo «croissant de chocolate» en la carta."),
    ("quero 3 croissants e 2 máis de chocolate", "Non teño «croissant de chocolate» na carta."),
])
def test_more_of_another_kind_not_made_is_said(text, said):
    t = chat().say(text)
    assert t.texts[0] == said and "3 × Croissant de mantequilla" in t.text
