"""A weekday misspelt by two letters after «para el» («jeuvs», «bernes»), or by one in a short word
(«xoes»), after «pro», became today (the time alone was read); «para el nueve» in words too."""
import pytest

from bizengine.language.days import respell_weekdays
from tests.conversation import chat


@pytest.mark.parametrize("text, ymd", [
    ("2 croissants para el jeuvs a las 17", "2026-11-05"),
    ("quero 2 croissants pro xoes ás 17", "2026-11-05"),
    ("2 croissants para el bernes a las 10", "2026-11-06"),
    ("2 croisants para el miercles", "2026-11-04"),
    ("quero 2 croissants pra o doce", "2026-11-12"),
    ("quiero 2 croissants para el nueve a las 10", "2026-11-09"),
])
def test_the_day_meant_is_read(text, ymd):
    c = chat()
    c.say(text)
    assert c.order["ymd"] == ymd or (ymd == "2026-11-09" and c.order["ymd"] is None)


def test_a_closed_day_in_words_is_said_closed():
    t = chat().say("quiero 2 croissants para el nueve")
    assert "El lunes 9 de noviembre no abrimos." in t.text


@pytest.mark.parametrize("text", [
    "hasta que hora esta marta el sabado", "con el martin", "para el nueve", "para el marzo", "esta marta",
])
def test_names_and_numbers_are_no_weekday(text):
    assert respell_weekdays(text) == text


def test_a_staff_name_near_a_weekday_is_still_the_name():
    t = chat("peluqueria").say("hasta que hora esta marta el sabado?")
    assert "Marta trabaja el sábado 7 de noviembre de 09:00 a 14:00." in t.text
