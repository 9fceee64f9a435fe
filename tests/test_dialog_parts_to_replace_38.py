"""«necesito cambiar la cadena y las pastillas, cita el martes a las 10» at the workshop noted only the
pads (the chain was read as what the pads replace); «quiero cambiar la cadena, cita…» noted nothing.
Parts to replace named with an appointment all go in its note, with their prices."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("text, noted", [
    ("necesito cambiar la cadena y las pastillas, cita el martes a las 10",
     "también 1 × Cadena de 9 velocidades (24,00 €) y 1 × Pastillas de freno (15,00 €)"),
    ("quiero cambiar la cadena, cita el martes a las 10", "también 1 × Cadena de 9 velocidades (24,00 €)"),
    ("cita el martes a las 10 para cambiar las pastillas y la cadena",
     "también 1 × Pastillas de freno (15,00 €) y 1 × Cadena de 9 velocidades (24,00 €)"),
])
def test_every_part_is_noted(text, noted):
    c = chat("taller")
    t = c.say(text)
    assert t.texts[0] == f"Apunto como indicación: «{noted}»."
    assert c.state["booking"]["ymd"] == "2026-11-03"
