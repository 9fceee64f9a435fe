"""Questions about the appointment being written down: «¿cuánto cuesta?», «¿cuánto tarda?». They
listed every service, or went to a person, though the appointment names its services.
now = Saturday 31 October 2026 12:40 Madrid."""
from __future__ import annotations

import pytest

from tests.conversation import chat


@pytest.mark.parametrize("start, question, said", [
    ("corte de mujer el martes", "cuanto cuesta?", "Corte de mujer: 22,00 €."),
    ("corte de mujer el martes", "cuanto tarda?", "Corte de mujer dura unos 45 minutos."),
    ("tinte el martes a las 12", "y cuanto dura?", "Tinte dura unos 60 minutos."),
    ("corte de muller o martes", "canto dura?", "Corte de muller dura uns 45 minutos."),
])
def test_a_question_mid_appointment_is_about_its_services(start, question, said):
    c = chat("peluqueria")
    c.say(start)
    t = c.say(question)
    assert t.text.startswith(said) and c.state["booking"]["services"]


def test_a_duration_asked_out_of_the_blue_still_goes_to_the_knowledge():
    t = chat("peluqueria").say("cuanto tarda?")
    assert "dura unos" not in t.text
