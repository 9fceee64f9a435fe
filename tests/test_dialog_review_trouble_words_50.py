"""Review of stop 50's trouble words: a service's own word («cambio», «rueda», «freno») offers or books
its service only when it is the subject of the problem told, next to it — not an everyday word said
elsewhere in the message («quería hacer un cambio, el martes me va mal»: the day goes badly), nor a
thing whose own part is told of («la rueda de la fortuna», «el freno de mano del coche»)."""
import pytest

from tests.conversation import chat

OFFER_ES = "Por lo que cuentas, encaja {name} ({price}, unos {minutes} minutos). ¿Quieres cita?"
OFFER_GL = "Polo que contas, encaixa {name} ({price}, uns {minutes} minutos). ¿Queres cita?"
CENTRADO = dict(name="Centrado de rueda", price="20,00 €", minutes=40)
CENTRADO_GL = dict(name="Centrado de roda", price="20,00 €", minutes=40)
FRENOS = dict(name="Ajuste de frenos", price="18,00 €", minutes=30)
FRENOS_GL = dict(name="Axuste de freos", price="18,00 €", minutes=30)


def _no_service(c, t) -> None:
    assert "Apunto" not in t.text and "encaja" not in t.text and "encaixa" not in t.text, t.text
    assert not (c.state or {}).get("booking", {}).get("services")


# ---- an own word far from the problem, or of another thing: no service ------------------------------

@pytest.mark.parametrize("said", [
    "quería hacer un cambio, el martes me va mal",
    "quería un cambio pero el lunes no va bien",
    "quería facer un cambio, o martes vai mal",
    "la rueda de la fortuna no va",
    "a roda da fortuna non vai",
])
def test_an_everyday_word_is_no_service_a_person_answers(said):
    c = chat("taller")
    t = c.say(said)
    _no_service(c, t)
    assert "persona" in t.text or "persoa" in t.text


@pytest.mark.parametrize("said", ["el freno de mano del coche no va", "o freo de man do coche non vai"])
def test_a_part_of_another_thing_is_no_service(said):
    c = chat("taller")
    t = c.say(said)
    _no_service(c, t)
    assert "persona" in t.text or "persoa" in t.text


def test_a_day_that_goes_badly_books_nothing():
    c = chat("taller")
    _no_service(c, c.say("quería pedir un cambio, el viernes me va mal"))


# ---- what must not change: the own word as the subject of the problem --------------------------------

@pytest.mark.parametrize("said, offer", [
    ("la rueda de atrás no va", OFFER_ES.format(**CENTRADO)),
    ("a roda de atrás non vai", OFFER_GL.format(**CENTRADO_GL)),
    ("se me rompió la rueda", OFFER_ES.format(**CENTRADO)),
    ("los frenos de mi bici no van bien", OFFER_ES.format(**FRENOS)),
])
def test_the_subject_of_the_problem_offers_its_service(said, offer):
    c = chat("taller")
    t = c.say(said)
    assert t.text.startswith(offer), t.text
