"""«A las 11:00 no me queda hueco» with Marta, then «vale pues con Iago»: 11:00 with Iago, who is free
then (it asked the time again); still refused, with his nearest times, when he is not."""
import pytest

from bizengine.business.availability import staff_availability
from tests.conversation import chat


@pytest.mark.parametrize("first, then, said", [
    ("corte de hombre el miercoles a las 11 con marta", "vale pues con iago",
     "corte de hombre con Iago el miércoles 4 de noviembre a las 11:00"),
    ("corte de home o mércores ás 11 coa marta", "entón co iago",
     "corte de home con Iago o mércores 4 de novembro ás 11:00"),
])
def test_the_time_refused_is_tried_with_the_other(first, then, said):
    c = chat("peluqueria")
    c.say(first)
    slots = staff_availability(c.biz, "2026-11-04", c.now, ["corte-hombre"], "iago", c.own)["slots"]
    assert any(s["min"] == 11 * 60 for s in slots), "the fixture has Iago free at 11"
    t = c.say(then)
    assert said in t.text and c.state["booking"]["min"] == 11 * 60


def test_a_bare_yes_with_a_person_is_no_pick_of_the_times():
    c = chat("peluqueria")
    c.say("corte de hombre el miercoles a las 11 con marta")
    t = c.say("vale pues con iago")
    assert "¿Cuál de esas horas" not in t.text
