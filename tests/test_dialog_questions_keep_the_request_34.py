"""A question mid-request that mentions «ahora» or another day changes nothing: «¿hay que pagar algo
ahora?», «ahora mismo no me sé el teléfono», «¿y el viernes también tenéis?»."""
import pytest

from tests.conversation import chat

ORDER = ("quiero 6 croissants para el martes", "a las 10", "Ana", "600123123", "no")


@pytest.mark.parametrize("asked", ["¿hay que pagar algo ahora?", "hai que pagar algo agora?", "¿se paga ahora?"])
def test_paying_now_keeps_the_booking_time(asked):
    c = chat("restaurante")
    for said in ("mesa para 4 el jueves a las 21", "Ana", "600123123", "no"):
        c.say(said)
    c.say(asked)
    assert (c.state["booking"]["ymd"], c.state["booking"]["min"]) == ("2026-11-05", 21 * 60)


@pytest.mark.parametrize("said", ["ahora mismo no me sé el teléfono", "agora mesmo non o sei"])
def test_now_about_something_else_keeps_the_pickup(said):
    c = chat()
    for step in ORDER[:3]:
        c.say(step)
    c.say(said)
    assert (c.order["ymd"], c.order["min"]) == ("2026-11-03", 600)


@pytest.mark.parametrize("asked, said", [
    ("¿y el viernes también tenéis?", "Para el viernes 6 de noviembre llega a tiempo."),
    ("¿el sábado hay?", "Para el sábado 7 de noviembre llega a tiempo."),
])
def test_whether_it_can_be_had_another_day_is_answered_not_moved(asked, said):
    c = chat()
    for step in ORDER:
        c.say(step)
    t = c.say(asked)
    assert said in t.text
    assert (c.order["ymd"], c.order["min"]) == ("2026-11-03", 600)


@pytest.mark.parametrize("said", ["para ahora", "lo quiero ahora", "cuanto antes"])
def test_now_for_the_order_is_still_as_soon_as_possible(said):
    c = chat()
    c.say("quiero 6 croissants")
    assert "Lo más pronto que puedo tenerlo listo es a las 13:00." in c.say(said).text
