"""Stop 61, family B2-3: a booking and, beside it, whether the business does another service.

«corte de mujer el martes y saber si haceis mechas» booked both («Apunto: corte de mujer y mechas…
Total 77,00 €»); «corte de mujer el martes, ¿haceis mechas?» booked nothing and priced both. Now the
service asked about is answered (what it costs) and only the one before the question is booked, as stop
60 did for «…y saber si tenéis <a thing sold>» and «…y saber cuánto cuestan las mechas». Asked mid-booking
it is answered and the booking's question asked again. «corte de mujer y mechas el martes» books both.
"""
from __future__ import annotations

import pytest

from tests.conversation import chat


@pytest.mark.parametrize("said,answer,booked,recap", [
    ("corte de mujer el martes y saber si haceis mechas", "Mechas: 55,00 €.", ["corte-mujer"],
     "Apunto: corte de mujer el martes 3 de noviembre. Total 22,00 €"),
    ("corte de mujer el martes y saber si hacéis mechas", "Mechas: 55,00 €.", ["corte-mujer"],
     "Apunto: corte de mujer el martes 3 de noviembre. Total 22,00 €"),
    ("quiero corte de mujer el martes y saber si haceis mechas", "Mechas: 55,00 €.", ["corte-mujer"],
     "Apunto: corte de mujer el martes 3 de noviembre. Total 22,00 €"),
    ("corte de mujer el martes, ¿haceis mechas?", "Mechas: 55,00 €.", ["corte-mujer"],
     "Apunto: corte de mujer el martes 3 de noviembre. Total 22,00 €"),
    ("corte de mujer el martes a las 12, hacéis tinte?", "Tinte: 35,00 €.", ["corte-mujer"],
     "Apunto: corte de mujer el martes 3 de noviembre a las 12:00. Total 22,00 €"),
    ("un corte de hombre el jueves y saber si haceis arreglo de barba", "Arreglo de barba: 9,00 €.",
     ["corte-hombre"], "Apunto: corte de hombre el jueves 5 de noviembre. Total 14,00 €"),
    ("corte de hombre el jueves, ¿teneis arreglo de barba?", "Arreglo de barba: 9,00 €.",
     ["corte-hombre"], "Apunto: corte de hombre el jueves 5 de noviembre. Total 14,00 €"),
    ("corte de muller o martes e saber se facedes mechas", "Mechas: 55,00 €.", ["corte-mujer"],
     "Apunto: corte de muller o martes 3 de novembro. Total 22,00 €"),
    ("corte de muller o martes, ¿facedes mechas?", "Mechas: 55,00 €.", ["corte-mujer"],
     "Apunto: corte de muller o martes 3 de novembro. Total 22,00 €"),
])
def test_a_service_asked_beside_a_booking_is_answered_not_booked(said, answer, booked, recap):
    c = chat("peluqueria")
    t = c.say(said)
    assert t.texts[0] == answer
    assert t.texts[1].startswith(recap)
    assert c.state["booking"]["services"] == booked
    assert t.request and t.request["kind"] == "booking"
    assert "77,00" not in t.text


@pytest.mark.parametrize("asked,answer", [
    ("y saber si haceis mechas", "Mechas: 55,00 €."),
    ("¿y hacéis mechas?", "Mechas: 55,00 €."),
    ("e saber se facedes tinte", "Tinte: 35,00 €."),
])
def test_asked_mid_booking_it_is_answered_and_the_booking_goes_on(asked, answer):
    c = chat("peluqueria")
    c.say("corte de mujer el martes")
    t = c.say(asked)
    assert t.texts[0] == answer
    assert c.state["booking"]["services"] == ["corte-mujer"]
    assert t.texts[-1] in ("¿A qué hora te va bien el martes 3 de noviembre?",
                           "¿A que hora che vai ben o martes 3 de novembro?")


# near-misses: both services wished, no question of whether they are done
@pytest.mark.parametrize("said", [
    "corte de mujer y mechas el martes",
    "quiero corte de mujer y mechas el martes",
    "quiero corte de mujer y mechas el martes, ¿teneis hueco?",
    "corte de muller e mechas o martes",
])
def test_two_services_wished_are_both_booked(said):
    c = chat("peluqueria")
    t = c.say(said)
    assert "Total 77,00 €" in t.texts[0]
    assert c.state["booking"]["services"] == ["corte-mujer", "mechas"]


def test_a_price_asked_beside_still_answers_as_before():
    c = chat("peluqueria")
    t = c.say("corte de mujer el martes y saber cuanto cuestan las mechas")
    assert t.texts[0] == "Mechas: 55,00 €."
    assert c.state["booking"]["services"] == ["corte-mujer"]


@pytest.mark.parametrize("said,answer", [
    ("revision el martes y saber si haceis centrado de ruedas", "Centrado de rueda: 20,00 €."),
    ("revision el martes, ¿haceis ajuste de frenos?", "Ajuste de frenos: 18,00 €."),
    ("revisión o martes e saber se facedes centrado de rodas", "Centrado de roda: 20,00 €."),
])
def test_at_the_workshop_a_job_asked_beside_is_answered_not_booked(said, answer):
    c = chat("taller")
    t = c.say(said)
    assert t.texts[0] == answer
    assert c.state["booking"]["services"] == ["revision"]


def test_a_thing_sold_asked_beside_a_workshop_booking_still_answers_as_before():
    c = chat("taller")
    t = c.say("revision el martes y saber si teneis camaras")
    assert t.texts[0] == "Cámara 700x28: 7,00 €."
    assert c.state["booking"]["services"] == ["revision"]
