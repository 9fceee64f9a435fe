"""«el cambio no entra bien, ¿cuánto cuesta?»: the price of the service that mends it (it gave the
description: «no entra bien» read as «¿entra…?», what a thing includes)."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("text, said", [
    ("el cambio no entra bien, cuanto cuesta?", "Ajuste de cambio: 18,00 €."),
    ("las marchas no entran, ¿qué precio tiene?", "Ajuste de cambio: 18,00 €."),
    ("o cambio non entra ben, canto custa arranxalo?", "Ajuste de cambio: 18,00 €."),
    ("canto custa centrar unha roda?", "Centrado de rueda: 20,00 €."),
])
def test_the_price_of_what_mends_it(text, said):
    assert chat("taller").say(text).texts[0] == said


def test_what_a_menu_includes_is_still_its_description():
    t = chat("restaurante").say("el menu del dia incluye la bebida?")
    assert "primero, segundo, postre, pan y bebida" in t.text
