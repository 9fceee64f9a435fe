"""Stop 30: a problem told while «¿Qué servicio quieres?» is open picks the service the dataset
gives that symptom (catalogue `symptoms`), and the customer's words travel as the note; outside
that question a problem told is still only a note, and a service named still wins."""
from __future__ import annotations

import pytest

from tests.conversation import chat


def _at_the_service_question(first: str = "quiero cita para el jueves"):
    c = chat("taller")
    t = c.say(first)
    assert "servicio" in t.text.lower() or "servizo" in t.text.lower()
    return c


@pytest.mark.parametrize("first, told, service, price", [
    ("quiero cita para el jueves", "hace ruido al frenar", "ajuste de frenos", "18,00 €"),
    ("quiero cita para el jueves", "hace ruido al frenar.", "ajuste de frenos", "18,00 €"),
    ("quiero cita para el jueves", "pues hace ruido al frenar", "ajuste de frenos", "18,00 €"),
    ("quiero cita para el jueves", "se me sale la cadena", "ajuste de cambio", "18,00 €"),
    ("quiero cita para el jueves", "se me sale la cadena todo el rato", "ajuste de cambio", "18,00 €"),
    ("quiero cita", "no se, hace un ruido raro", "revisión completa", "35,00 €"),
    ("quiero pedir cita", "la rueda esta torcida", "centrado de rueda", "20,00 €"),
    ("quero cita para o xoves", "sáeseme a cadea", "axuste do cambio", "18,00 €"),
    ("quero cita", "fai ruido ao frear", "axuste de freos", "18,00 €"),
    ("quiero cita", "le chirrian los frenos", "ajuste de frenos", "18,00 €"),
    ("quiero cita", "Hace ruído al frenar", "ajuste de frenos", "18,00 €"),
    ("quero cita", "non frea ben", "axuste de freos", "18,00 €"),
])
def test_the_symptom_chooses_the_service(first, told, service, price):
    c = _at_the_service_question(first)
    t = c.say(told)
    assert service in t.text and price in t.text
    assert c.state["booking"]["services"] and "Qué servicio" not in t.text and "Que servizo" not in t.text
    assert "Para seguir" not in t.text
    # the words that tell the problem go to the person with the booking («no sé,» does not), said back
    # once at the summary
    assert told.strip(".").split(", ")[-1] == (c.state["booking"].get("notes_said") or [""])[0]


@pytest.mark.parametrize("told", ["hace ruido al frenar", "se me sale la cadena"])
def test_the_words_reach_the_summary_once(told):
    c = _at_the_service_question("quiero cita para el jueves")
    for text in (told, "con quien sea", "a las 10", "Ana Pérez"):
        c.say(text)
    t = c.say("611223344")
    assert f"«{told}»" in t.text and "enviaré" in t.text
    t = c.say("sí")
    assert "he enviado tu reserva" in t.text
    assert told in t.request["data"]["note"]


def test_a_service_named_wins_over_the_symptom():
    c = _at_the_service_question()
    t = c.say("una revisión, que hace ruido al frenar")
    assert "revisión completa" in t.text and "ajuste de frenos" not in t.text


def test_a_price_asked_with_the_symptom_is_answered_first():
    c = _at_the_service_question()
    t = c.say("se me sale la cadena, ¿cuánto cuesta arreglarlo?")
    assert t.text.startswith("Ajuste de cambio: 18,00 €")
    assert c.state["booking"]["services"] == []       # asked about, not written down


@pytest.mark.parametrize("told", ["mañana por la tarde", "con Iago", "Ana"])
def test_other_answers_at_the_service_question_are_untouched(told):
    c = _at_the_service_question()
    t = c.say(told)
    assert not c.state["booking"]["services"]
    assert "ajuste" not in t.text.lower()


def test_a_symptom_after_the_service_is_only_a_note():
    c = chat("taller")
    c.say("quiero cita para revisión el jueves")
    t = c.say("se me sale la cadena")
    assert c.state["booking"]["services"] == ["revision"]
    assert "«se me sale la cadena»" in t.text
