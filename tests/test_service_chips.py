"""A service the business books by person is booked from the answer about it, never ordered
(issue 16): the chip under «¿cuánto cuesta una revisión?» is «Pedir cita: …» and pressing it
starts the appointment with that service; parts keep «Encargar: …»."""
from __future__ import annotations

from pathlib import Path

import pytest

from bizengine import load_business
from tests.conversation import Conversation

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "datasets"
WORKSHOP = load_business(FIXTURES / "taller")
SALON = load_business(FIXTURES / "peluqueria")


@pytest.mark.parametrize("biz, ask, chip, said", [
    (WORKSHOP, "¿cuánto cuesta una revisión completa?", "Pedir cita: Revisión completa",
     "Apunto: revisión completa. Total 35,00 €; dura unos 60 minutos. ¿Qué día te va bien?"),
    (WORKSHOP, "canto custa unha revision completa", "Pedir cita: Revisión completa",
     "Apunto: revisión completa. Total 35,00 €; dura uns 60 minutos. ¿Que día che vai ben?"),
    (WORKSHOP, "q precio tiene el ajuste de frenos?", "Pedir cita: Ajuste de frenos",
     "Apunto: ajuste de frenos. Total 18,00 €; dura unos 30 minutos. ¿Con quién quieres la cita?"),
    (SALON, "¿cuánto cuesta un corte de mujer?", "Pedir cita: Corte de mujer",
     "Apunto: corte de mujer. Total 22,00 €; dura unos 45 minutos. ¿Qué día te va bien?"),
    (SALON, "canto custan as mechas?", "Pedir cita: Mechas",
     "Apunto: mechas. Total 55,00 €; dura uns 90 minutos. ¿Que día che vai ben?"),
])
def test_price_of_a_service_offers_an_appointment_not_an_order(biz, ask, chip, said):
    c = Conversation(biz)
    answer = c.say(ask)
    assert answer.chip_labels == [chip]
    assert not any(label.startswith("Encargar") for label in answer.chip_labels)
    pressed = c.press(chip)
    assert pressed.text == said
    assert c.state["intent"] == "booking" and c.state["booking"]["services"]
    assert not (c.state.get("order") or {}).get("lines")
    assert "recogida" not in pressed.text and "recollida" not in pressed.text


@pytest.mark.parametrize("ask, chips", [
    ("¿cuánto cuesta una revisión completa y una cámara?", ["Pedir cita: Revisión completa", "Encargar: Cámara 700x28"]),
    ("canto custa unha camara?", ["Encargar: Cámara 700x28"]),
])
def test_parts_are_still_ordered_beside_services(ask, chips):
    c = Conversation(WORKSHOP)
    assert c.say(ask).chip_labels == chips
    if len(chips) == 1:
        assert c.press(chips[0]).text.startswith("Apunto: 1 × Cámara 700x28. Total 7,00 €.")


def test_the_service_chip_books_the_whole_appointment():
    c = Conversation(WORKSHOP)
    c.say("cuanto vale arreglar un pinchazo")
    assert c.press("Pedir cita: Reparar pinchazo").chip_labels == ["Uxía", "Brais", "Me da igual"]
    c.press("Brais")
    c.press("mar 3 nov")
    assert c.press("10:00").text == "¿A nombre de quién hago la reserva?"
    assert c.state["booking"]["services"] == ["pinchazo"]


def test_an_old_order_chip_of_a_service_books_instead():
    c = Conversation(WORKSHOP)
    t = c.act({"type": "add", "item_id": "revision"}, "Encargar: Revisión completa")
    assert t.text.startswith("Apunto: revisión completa. Total 35,00 €; dura unos 60 minutos.")
    assert c.state["intent"] == "booking" and not (c.state.get("order") or {}).get("lines")
