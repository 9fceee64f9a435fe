"""After sending: «¿cuánto era?» says what was sent with its total; «al final que sean 8», «al final
8» are a change a person makes (they went to a person as an empty question)."""
import pytest

from tests.conversation import chat


def _sent(lang="es"):
    c = chat()
    first = "6 palmeras para el martes a las 10" if lang == "es" else "quero 6 palmeiras para o martes ás 10"
    for m in [first, "Ana", "654321098", "no" if lang == "es" else "non"]:
        c.say(m)
    c.press("Enviar pedido" if lang == "es" else "Enviar pedido")
    return c


@pytest.mark.parametrize("said", ["cuanto era?", "¿cuánto era al final?", "cuanto me dijiste que costaba?",
                                  "y cuanto es?"])
def test_how_much_it_was(said):
    t = _sent().say(said)
    assert "6 × Palmera de hojaldre (total 13,20 €)" in t.text and t.request is None


def test_how_much_it_was_in_galician():
    t = _sent("gl").say("canto era ao final?")
    assert "O teu pedido enviado" in t.text and "13,20 €" in t.text


@pytest.mark.parametrize("said", ["oye al final que sean 8", "al final 8", "me equivoque, eran 8",
                                  "que sean 8 en vez de 6"])
def test_a_count_changed_after_sending_is_for_a_person(said):
    t = _sent().say(said)
    assert "ya está en manos del local. Para cambiarlo, llama al 981 000 404" in t.text and t.request is None
