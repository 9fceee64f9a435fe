"""Regression probe of stop 50: a trouble denied («la rueda no está rota, ¿verdad?», «el tinte no está
mal») is no trouble and no complaint; a service named as disliked («las mechas no me gustaron») is
told of, not booked, while what is asked for in the same message is; «este día» is the day held."""
import pytest

from tests.conversation import chat
from tests.workshop_names import named_in


def _services(c) -> list:
    return (c.state or {}).get("booking", {}).get("services") or []


@pytest.mark.parametrize("said", [
    "la rueda no está rota, ¿verdad?",
    "la rueda no esta rota no?",
    "a roda non está rota, non?",
])
def test_a_trouble_denied_offers_no_service(said):
    c = chat("taller")
    t = c.say(said)
    assert "encaja" not in t.text and "encaixa" not in t.text and "Apunto" not in t.text, t.text
    assert not _services(c)


@pytest.mark.parametrize("said, service, price", [
    ("el tinte no está mal", "tinte", "35,00 €"),
    ("el tinte no esta mal, lo quiero para el jueves", "tinte", "35,00 €"),
    ("o tinte non está mal", "tinte", "35,00 €"),
])
def test_not_bad_is_no_complaint(said, service, price):
    c = chat("peluqueria")
    t = c.say(said)
    assert "Siento lo ocurrido" not in t.text and "Sinto o ocorrido" not in t.text, t.text
    assert _services(c) == [service] and price in t.text


@pytest.mark.parametrize("said, wanted, price", [
    ("las mechas no me gustaron mucho la otra vez, quiero un tinte", "tinte", "Total 35,00 €"),
    ("las mechas no me gustaron, esta vez quiero un tinte", "tinte", "Total 35,00 €"),
    ("o tinte non me gustou, quero mechas", "mechas", "Total 55,00 €"),
])
def test_a_service_disliked_is_not_booked_the_one_asked_is(said, wanted, price):
    c = chat("peluqueria")
    t = c.say(said)
    assert _services(c) == [wanted], t.text
    assert price in t.text


@pytest.mark.parametrize("said", ["la rueda está rota", "a roda está rota"])
def test_a_trouble_told_still_offers_its_service(said):
    t = chat("taller").say(said)
    assert named_in("Centrado de rueda", said.startswith("a ")) in t.text and "20,00 €" in t.text


@pytest.mark.parametrize("said, expected", [
    ("hay menu del dia este dia?", "No. Menú del día: solo de martes a viernes."),
    ("hay menu del dia ese dia?", "No. Menú del día: solo de martes a viernes."),
])
def test_this_day_is_the_day_held(said, expected):
    c = chat("restaurante")
    c.say("mesa para 2 el sabado")
    t = c.say(said)
    assert t.text.startswith(expected) and "sábado 7 de noviembre" in t.text
