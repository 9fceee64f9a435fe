"""A part of the day said after the second of two times was applied to the first: «un corte de hombre el
martes a las 10 y a las 5 de la tarde» read «apunto la de las 22:00» (10 + «de la tarde») and then «A las
22:00 no estamos abiertos». Now the part belongs to the time it follows: 10:00 is held and 17:00 is said
to go apart; a part said with the first time, or before both, still counts."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("slug, msg, held, other", [
    ("peluqueria", "un corte de hombre el martes a las 10 y a las 5 de la tarde", "la de las 10:00", "17:00"),
    ("peluqueria", "un corte de mujer el martes a las 11 y a las 4 de la tarde", "la de las 11:00", "16:00"),
    ("peluqueria", "corte de hombre el martes a las 10 y a las 6 d la tarde", "la de las 10:00", "18:00"),
    ("", "2 croissants para el martes a las 10 y a las 5 de la tarde", "el de las 10:00", "17:00"),
    ("", "2 croissants para el martes a las 10 y a las 7 por la tarde", "el de las 10:00", "19:00"),
])
def test_the_part_after_the_second_time_is_not_the_firsts(slug, msg, held, other):
    text = " ".join(chat(slug).say(msg).texts)
    assert f"apunto {held}" in text
    assert other in text
    assert "22:00" not in text


def test_galician_too():
    text = " ".join(chat("peluqueria").say("un corte de home o martes ás 10 e ás 5 da tarde").texts)
    assert "apunto a das 10:00" in text and "A das 17:00 vai á parte" in text
    assert "22:00" not in text


@pytest.mark.parametrize("slug, msg, time", [
    ("", "2 croissants para el martes a las 5 de la tarde", 17 * 60),
    ("", "2 croissants para el martes a las 10 de la mañana y a las 6", 10 * 60),
    ("", "2 croissants para el martes por la tarde a las 5", 17 * 60),
    ("restaurante", "mesa para 2 el martes a las 9 de la noche, no, mejor a las 10", 22 * 60),
])
def test_a_part_with_its_own_time_or_before_both_still_counts(slug, msg, time):
    c = chat(slug)
    c.say(msg)
    held = c.state["order"] if not slug else c.state["booking"]
    assert held.get("min") == time
