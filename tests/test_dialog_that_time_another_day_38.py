"""«¿y el martes a esa hora?» after a time was refused took the first free time of that day in
silence (another time, at the restaurant a lunch for a dinner): «a esa hora» with another day is
the time asked before, checked on the new day, as «a la misma hora» already was."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("slug, first, text, refused", [
    ("taller", "revision el lunes a las 11", "y el martes a esa hora?", "A las 11:00 no me queda hueco."),
    ("restaurante", "reserva para 5 el viernes a las 21", "y el sabado a esa hora?", "A las 21:00 no me queda hueco."),
    ("restaurante", "reserva para 5 el viernes a las 21", "e o sábado a esa mesma hora?", "Ás 21:00 non me queda oco."),
    ("peluqueria", "corte de mujer con marta el jueves a las 17", "¿y el viernes a esa misma hora?",
     "A las 17:00 no me queda hueco."),
])
def test_the_time_asked_is_checked_on_the_new_day(slug, first, text, refused):
    c = chat(slug)
    c.say(first)
    t = c.say(text)
    assert c.state["booking"]["min"] is None
    assert t.texts[-1].startswith(refused)


def test_a_free_time_that_day_is_taken():
    c = chat("restaurante")
    c.say("reserva para 2 el viernes a las 21")
    c.say("mejor el jueves a esa hora")
    assert c.state["booking"]["ymd"] == "2026-11-05"
    assert c.state["booking"]["min"] == 21 * 60
