"""«<service> el jueves?», «<a symptom>, el miércoles?», and a bare day after the service offered
for a symptom: an appointment asked with a rising voice, never a question for a person."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("slug, said, start", [
    ("peluqueria", "tinte el jueves?", "Apunto: tinte el jueves 5 de noviembre"),
    ("peluqueria", "barba o martes?", "Apunto: arranxo de barba o martes 3 de novembro"),
    ("peluqueria", "corte de hombre el martes?", "Apunto: corte de hombre el martes 3 de noviembre"),
    ("peluqueria", "hola, cita para tinte el jueves a las 10?", "Apunto: tinte el jueves 5 de noviembre"),
    ("peluqueria", "mechas el viernes por la tarde?", "Apunto: mechas el viernes 6 de noviembre"),
    ("taller", "revision el viernes?", "Apunto: revisión completa el viernes 6 de noviembre"),
    ("taller", "frenos el sabado?", "Apunto: ajuste de frenos el sábado 7 de noviembre"),
    ("taller", "el cambio no entra bien, el miercoles?", "Apunto: ajuste de cambio el miércoles 4 de noviembre"),
    ("taller", "o cambio non entra ben, podo levala o mércores?", "Apunto: axuste do cambio o mércores 4 de novembro"),
    ("taller", "a miña bici perde aire, podo levala o martes pola mañá?", "Apunto: reparar furado o martes"),
])
def test_a_request_asked_as_a_question(slug, said, start):
    t = chat(slug).say(said)
    assert t.text.startswith(start) and t.request["kind"] == "booking"


@pytest.mark.parametrize("slug, said", [("peluqueria", "cuanto cuesta el tinte el jueves?"),
                                        ("taller", "el cambio no entra bien, ¿cuánto cuesta?")])
def test_a_real_question_is_answered(slug, said):
    t = chat(slug).say(said)
    assert "€" in t.text and "Apunto" not in t.text


@pytest.mark.parametrize("problem, then, start", [
    ("se me pincho la rueda", "el martes por la mañana", "Apunto: reparar pinchazo el martes 3 de noviembre"),
    ("se me pincho la rueda", "mañana no, el lunes a las 11", "Apunto: reparar pinchazo el lunes 2 de noviembre"),
    ("os freos non van", "o luns pola tarde", "Apunto: axuste de freos o luns 2 de novembro"),
    ("se me pincho la rueda", "el martes?", "Apunto: reparar pinchazo el martes 3 de noviembre"),
])
def test_a_day_after_the_service_offered(problem, then, start):
    c = chat("taller")
    assert "Quieres cita" in c.say(problem).text or "Queres cita" in c.last.text
    assert c.say(then).text.startswith(start)


def test_a_question_about_the_day_after_the_offer_is_answered():
    c = chat("taller")
    c.say("se me pincho la rueda")
    t = c.say("¿abrís el martes?")
    assert "abrimos de 10:00 a 14:00" in t.text and "Apunto" not in t.text
