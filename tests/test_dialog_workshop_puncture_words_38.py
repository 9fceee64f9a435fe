"""«pinché la rueda», «pinchei a roda» went to a person at the test workshop: its puncture service's
`symptoms` (a dataset's words) lacked the first person «pinché». With it, the service is suggested."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("text", ["pinché la rueda", "pinche la rueda", "pinchei a roda"])
def test_the_puncture_is_suggested(text):
    t = chat("taller").say(text)
    assert "encaja Reparar pinchazo (12,00 €, unos 20 minutos)" in t.texts[0] \
        or "encaixa Reparar furado" in t.texts[0]


def test_with_a_day_it_is_booked():
    c = chat("taller")
    t = c.say("pinche la rueda ayer, podeis mirarlo el martes?")
    assert t.texts[0] == "Apunto: reparar pinchazo el martes 3 de noviembre. Total 12,00 €; dura unos 20 minutos."


def test_galician_is_answered_in_galician():
    t = chat("taller").say("pinchei a roda")
    assert t.texts[0].startswith("Polo que contas, encaixa Reparar furado")
