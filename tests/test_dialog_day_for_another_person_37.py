"""«Brais no trabaja el lunes», then «pues con quien sea» or «me vale Uxía»: the Monday was lost and
asked again. The day refused for the person held comes back for whoever is chosen now; «co que
haxa», «con el que haya» say whoever (they were not read), and «co que estea libre» is no note."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("first, then, said", [
    ("ajustar frenos con brais el lunes", "pues con quien sea", "el lunes 2 de noviembre"),
    ("ajustar frenos con brais el lunes", "me vale uxia", "con Uxía el lunes 2 de noviembre"),
    ("pinchazo con brais el sabado a las 11", "da igual, con uxia",
     "con Uxía el sábado 7 de noviembre a las 11:00"),
    ("axuste de freos co brais o luns", "vale, entón co que haxa", "o luns 2 de novembro"),
    ("ajustar frenos con brais el lunes", "vale entonces con el que haya", "el lunes 2 de noviembre"),
])
def test_the_day_refused_for_one_person_is_kept_for_another(first, then, said):
    c = chat("taller")
    c.say(first)
    t = c.say(then)
    assert said in t.text, t.text
    assert "¿Qué día" not in t.text and "¿Que día" not in t.text
    assert c.state["booking"]["resource"] != "brais"


def test_a_day_said_with_the_other_person_wins():
    c = chat("taller")
    c.say("ajustar frenos con brais el lunes")
    t = c.say("con uxia el martes")
    assert "con Uxía el martes 3 de noviembre" in t.text


def test_whoever_is_free_is_no_note():
    c = chat("peluqueria")
    c.say("corte de hombre el jueves")
    t = c.say("co que estea libre")
    assert "indicación" not in t.text and "¿A que hora che vai ben o xoves 5 de novembro?" in t.text
    assert c.state["booking"]["resource"] == "any"
