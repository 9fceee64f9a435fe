"""«Antes del mediodía», «antes do mediodía»: the times before 12:00 (it read «at noon» and said
there was nothing then, or offered the afternoon); «después del mediodía»: the times after it."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("said", ["corte de mujer el miercoles antes del mediodia",
                                  "corte de muller o mércores antes do mediodía",
                                  "corte de mujer el miércoles antes de mediodía"])
def test_before_noon_offers_the_morning(said):
    t = chat("peluqueria").say(said)
    assert t.chip_labels and all(label < "12:00" for label in t.chip_labels)
    assert "mediodía ya no me queda" not in t.text and "mediodía xa non" not in t.text


def test_me_da_igual_keeps_the_window():
    c = chat("peluqueria")
    c.say("corte de hombre el viernes antes del mediodía")
    t = c.last if c.state["awaiting"] != "resource" else c.press("Me da igual")
    assert t.chip_labels and all(label < "12:00" for label in t.chip_labels)


def test_after_noon_offers_the_afternoon():
    t = chat("peluqueria").say("corte de mujer el miercoles despues del mediodia")
    assert t.chip_labels and all(label > "12:00" for label in t.chip_labels)
