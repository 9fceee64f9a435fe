"""«¿cerráis el lunes? vale, pues el martes a las 21» while a booking or order was being written
down: the hours were answered and the day and time after them dropped. The question is answered
and then the day and time are taken, as they already were before any request."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("slug, start, text, ymd, minutes", [
    ("restaurante", "reserva para 2", "cerrais el lunes? vale pues el martes a las 21", "2026-11-03", 21 * 60),
    ("restaurante", "reserva para 2", "¿abrís el domingo? pues el domingo a las 14", "2026-11-01", 14 * 60),
    ("restaurante", "reserva para 2", "pechades o luns? vale, pois o martes ás 21", "2026-11-03", 21 * 60),
    ("", "quiero 2 palmeras", "¿abrís el martes? pues el martes a las 10", "2026-11-03", 600),
    ("", "quero 2 palmeiras", "abrides o martes? entón o martes ás 10", "2026-11-03", 600),
])
def test_the_hours_answered_and_the_new_day_and_time_taken(slug, start, text, ymd, minutes):
    c = chat(slug)
    c.say(start)
    t = c.say(text)
    held = c.state["booking"] if slug else c.order
    assert (held["ymd"], held["min"]) == (ymd, minutes)
    assert any(word in t.texts[0] for word in ("abrimos", "cerramos", "Volvemos"))


def test_a_question_alone_still_changes_nothing():
    c = chat("restaurante")
    c.say("reserva para 2 el jueves a las 21")
    c.say("¿a qué hora cerráis el jueves?")
    assert (c.state["booking"]["ymd"], c.state["booking"]["min"]) == ("2026-11-05", 21 * 60)
