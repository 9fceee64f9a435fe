"""Stop 62, family C5: the workshop's «¿la revisión incluye …?» and its Galician names.

«¿la revisión incluye un pinchazo?» went to a person. The service's description lists what it includes
(other services by their names), so it answers: named, «Sí. …»; left out, «… No incluye reparar pinchazo: va
aparte, 12,00 €.» with a button for each booking. A description that lists nothing still goes to a person.
The test workshop's services now have Galician names (`name: {es, gl}`), said in a Galician chat.
"""
from __future__ import annotations

import pytest

from tests.conversation import chat


@pytest.mark.parametrize("said,expected,chip", [
    ("¿la revisión incluye un pinchazo?", "No incluye reparar pinchazo: va aparte, 12,00 €.",
     "Pedir cita: Revisión completa y Reparar pinchazo"),
    ("la revision incluye arreglar un pinchazo?", "No incluye reparar pinchazo: va aparte, 12,00 €.",
     "Pedir cita: Revisión completa"),
    ("¿la revisión incluye el ajuste de frenos?", "Sí. Revisión completa: Ajuste de frenos y cambio",
     "Pedir cita: Revisión completa"),
    ("¿a revisión inclúe o furado?", "Non inclúe reparar furado: vai á parte, 12,00 €.",
     "Pedir cita: Revisión completa e Reparar furado"),
    ("a revisión inclúe o axuste de freos?", "Si. Revisión completa: Axuste de freos e cambio",
     "Pedir cita: Revisión completa"),
])
def test_what_the_service_includes(said, expected, chip):
    t = chat("taller").say(said)
    assert expected in t.text
    assert chip in t.chip_labels
    assert "prefiero no inventarlo" not in t.text


def test_both_booked_from_the_button():
    ch = chat("taller")
    ch.say("¿la revisión incluye un pinchazo?")
    t = ch.press("Pedir cita: Revisión completa y Reparar pinchazo")
    assert "Apunto: revisión completa y reparar pinchazo. Total 47,00 €; dura unos 80 minutos." in t.text


@pytest.mark.parametrize("said,expected", [
    ("ola, quero unha revisión o martes", "Apunto: revisión completa o martes 3 de novembro. Total 35,00 €"),
    ("quero axustar os freos o xoves", "Apunto: axuste de freos o xoves 5 de novembro"),
    ("canto custa un furado?", "Reparar furado: 12,00 €."),
    ("cita para centrar a roda o martes", "Apunto: centrado de roda o martes 3 de novembro"),
    ("canto custan as pastillas de freo?", "Pastillas de freo: 15,00 €."),
])
def test_galician_names(said, expected):
    t = chat("taller").say(said)
    assert expected in t.text
    assert "Ajuste" not in t.text and "pinchazo" not in t.text


@pytest.mark.parametrize("said,expected", [
    ("¿cuánto cuesta reparar un pinchazo?", "Reparar pinchazo: 12,00 €."),
    ("quiero ajustar los frenos el jueves", "Apunto: ajuste de frenos el jueves 5 de noviembre"),
    ("¿qué incluye la revisión?", "Revisión completa: Ajuste de frenos y cambio, engrase y revisión de ruedas."),
])
def test_spanish_unchanged(said, expected):
    assert expected in chat("taller").say(said).text


def test_inside_a_booking_unchanged():
    ch = chat("taller")
    ch.say("revisión el martes")
    t = ch.say("¿incluye un pinchazo?")
    assert "¿Te apunto también reparar pinchazo (12,00 €)?" in t.text
