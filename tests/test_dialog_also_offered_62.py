"""Stop 62, family C2: «¿tenéis también X?» while an appointment is being written down.

«corte de mujer el martes || ¿tenéis también tinte?» answered «Tinte: 35,00 €.» and asked the time again,
dropping what the customer most likely wants. Now «Sí, también hacemos tinte: dura unos 60 minutos.» and
«¿Te apunto también tinte (35,00 €)?» with a button for it and «No, sin eso»; «sí» adds it with the new total
and length. Without «también» («¿tenéis tinte?») it stays a question.
"""
from __future__ import annotations

import pytest

from tests.conversation import chat


@pytest.mark.parametrize("booked,asked,offer,recap", [
    ("corte de mujer el martes", "¿tenéis también tinte?", "¿Te apunto también tinte (35,00 €)?",
     "Apunto: corte de mujer y tinte el martes 3 de noviembre. Total 57,00 €; dura unos 105 minutos."),
    ("corte de mujer el martes", "teneis tambien tinte?", "¿Te apunto también tinte (35,00 €)?",
     "Total 57,00 €; dura unos 105 minutos."),
    ("corte de mujer el martes", "¿y también hacéis mechas?", "¿Te apunto también mechas (55,00 €)?",
     "Total 77,00 €; dura unos 135 minutos."),
    ("corte de hombre el martes", "¿haceis tambien barba?", "¿Te apunto también arreglo de barba (9,00 €)?",
     "Total 23,00 €; dura unos 50 minutos."),
    ("corte de hombre el martes", "hay ademas arreglo de barva?", "¿Te apunto también arreglo de barba (9,00 €)?",
     "Total 23,00 €"),
    ("corte de muller o martes", "tedes tamén tinguidura?", "¿Apúntoche tamén tinte (35,00 €)?",
     "Apunto: corte de muller e tinte o martes 3 de novembro. Total 57,00 €; dura uns 105 minutos."),
    ("corte de muller o martes", "e tamén facedes peiteado?", "¿Apúntoche tamén peiteado (18,00 €)?",
     "Total 40,00 €"),
])
def test_offered_and_added(booked, asked, offer, recap):
    ch = chat("peluqueria")
    ch.say(booked)
    t = ch.say(asked)
    assert offer in t.text
    assert "también hacemos" in t.text or "tamén facemos" in t.text
    assert any(label.startswith(("No, sin eso", "Non, sen iso")) for label in t.chip_labels)
    assert recap in ch.say("si").text


def test_declined_keeps_the_booking():
    ch = chat("peluqueria")
    ch.say("corte de mujer el martes")
    ch.say("¿tenéis también tinte?")
    t = ch.press("No, sin eso")
    assert ch.state["booking"]["services"] == ["corte-mujer"]
    assert "¿A qué hora" in t.text


@pytest.mark.parametrize("booked,asked,expected", [
    ("corte de mujer el martes", "¿tenéis tinte?", "Tinte: 35,00 €."),
    ("corte de mujer el martes", "¿tenéis también corte de mujer?", ""),
])
def test_near_misses_are_not_offered(booked, asked, expected):
    ch = chat("peluqueria")
    ch.say(booked)
    t = ch.say(asked)
    assert "¿Te apunto también" not in t.text
    assert expected in t.text
    assert ch.state["booking"]["services"] == ["corte-mujer"]
