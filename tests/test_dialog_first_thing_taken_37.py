"""«El martes a primera hora» with the morning taken booked 12:00 and said nothing of it: the first
free time is kept, and that the first hour is gone is said. At the opening, nothing more is said."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("steps, said", [
    (["quiero cita para cortarme el pelo, soy chica", "el martes a primera hora"],
     "A primera hora ya no tengo hueco: lo primero libre es a las 12:00."),
    (["corte de muller", "o martes a primeira hora"], "A primeira hora xa non teño oco: o primeiro libre é ás 12:00."),
])
def test_the_first_hour_taken_is_said(steps, said):
    c = chat("peluqueria")
    for text in steps:
        t = c.say(text)
    assert said in t.text, t.text
    assert c.state["booking"]["min"] == 12 * 60


@pytest.mark.parametrize("slug, text, time", [
    ("restaurante", "mesa para 2 el sabado a primera hora", "13:00"),
    ("peluqueria", "corte de hombre con iago el jueves a primera hora", "10:00"),
])
def test_at_the_opening_nothing_more(slug, text, time):
    t = chat(slug).say(text)
    assert f"a las {time}" in t.text and "primera hora" not in t.text
