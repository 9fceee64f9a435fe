"""Review of stop 50's booking corrections and times by position: readings that must not change.
A day or time said after «olvídalo» with thanks, a goodbye or «ya os…» leaves the booking dropped; «no, …»
with words about a child is no «es para mi hijo» (the service stays); «el siguiente» is the same day next
week (the time kept), not the next free time; «lo antes posible» after a refused time takes the nearest
of those offered, not the day's first."""
import pytest

from tests.conversation import chat

ANYTHING_ELSE_ES = "Perfecto. Si necesitas algo más, aquí estoy."
ANYTHING_ELSE_GL = "Perfecto. Se precisas algo máis, aquí estou."


@pytest.mark.parametrize("said, reply", [
    ("gracias, hasta el sábado", "¡Hasta pronto!"),
    ("vale, ya os escribo mañana", ANYTHING_ELSE_ES),
    ("ok, igual vuelvo el lunes", ANYTHING_ELSE_ES),
    ("vale, ya os llamo a las 5", ANYTHING_ELSE_ES),
    ("vale, grazas, ata o sábado", "Ata pronto!"),
    ("ok, xa vos chamo o luns", ANYTHING_ELSE_GL),
])
def test_a_day_said_in_passing_after_dropping_brings_nothing_back(said, reply):
    c = chat("restaurante")
    c.say("mesa para 2 el sabado a las 21")
    c.say("Paula 666000999")
    c.say("olvidalo")
    t = c.say(said)
    assert t.text == reply
    assert c.state.get("intent") != "booking"


@pytest.mark.parametrize("said", [
    "no, a esa hora tengo que llevar a mi hijo al cole",
    "non, a esa hora teño que levar o meu fillo ao cole",
    "no, mi hijo tiene clase a esa hora",
])
def test_a_no_about_a_child_keeps_the_service(said):
    c = chat("peluqueria")
    c.say("corte de mujer el sabado a las 12:45")
    t = c.say(said)
    assert "infantil" not in t.text
    assert c.state["booking"]["services"] == ["corte-mujer"]


@pytest.mark.parametrize("said, reply", [
    ("mejor el siguiente", "Apunto: reserva para 2 personas el sábado 14 de noviembre a las 21:00. "
                           "¿A nombre de quién hago la reserva?"),
    ("el siguiente", "Apunto: reserva para 2 personas el sábado 14 de noviembre a las 21:00. "
                     "¿A nombre de quién hago la reserva?"),
    ("vale, o seguinte", "Apunto: reserva para 2 persoas o sábado 14 de novembro ás 21:00. "
                         "¿A nome de quen fago a reserva?"),
])
def test_the_next_one_of_a_day_is_next_week_at_the_same_time(said, reply):
    c = chat("restaurante")
    c.say("mesa para 2 el sábado a las 21")
    t = c.say(said)
    assert t.text == reply
    assert (c.state["booking"]["ymd"], c.state["booking"]["min"]) == ("2026-11-14", 1260)


@pytest.mark.parametrize("said", ["vale, lo antes posible", "pues cuanto antes", "vale, o antes posible"])
def test_as_soon_as_possible_after_a_refused_time_is_the_nearest_offered(said):
    c = chat("peluqueria")
    c.say("corte de mujer el sabado a las 12")
    t = c.say(said)
    assert "12:45" in t.text
    assert c.state["booking"]["min"] == 765
