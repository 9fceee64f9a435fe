"""Mid-appointment «¿quién las hace?», «¿y quién lo hace?», «quen as fai?»: who does the service held
(Spanish went to a person; Galician was answered)."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("said, who", [
    ("quien las hace?", "Te atiende Marta."), ("y quien lo hace?", "Te atiende Marta."),
    ("quien me las hace?", "Te atiende Marta."), ("quen as fai?", "Atenderate Marta."),
])
def test_who_does_the_one_held(said, who):
    c = chat("peluqueria")
    c.say("quiero mechas el martes por la tarde")
    t = c.say(said)
    assert who in t.text and t.request["status"] == "collecting"
    assert "no lo tengo claro" not in t.text


def test_two_who_do_it():
    c = chat("peluqueria")
    c.say("corte de hombre el viernes")
    assert "Lo hacen Marta e Iago" in c.say("quien lo hace?").text


def test_another_service_named_is_that_one():
    c = chat("peluqueria")
    c.say("tinte el jueves")
    assert "Mechas: lo hace Marta." in c.say("quien hace las mechas?").text
