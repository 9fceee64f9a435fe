"""Stop 64 (helper A, family 3, first half): two times said for the day held, and «cualquiera de las dos».
Before: «corte de hombre con Marta el martes», then «a las 10 o a las 13» to «¿A qué hora te va bien…?» (or to
«¿Con quién…?») took 10:00 in silence; «cualquiera de las dos» said next was read as 14:00 («A las 14:00 no me
queda hueco…»); at the restaurant «mesa para 2 el sábado», «a las 13 o a las 14», «cualquiera de las dos» moved
the table to 14:00. «cualquiera de las dos» to «¿Qué te va mejor, … a las 10:00 o a las 13:00?» also let Marta go
(«cualquiera» read as «whoever»).
Now: two times for the day held are the choice, asked («¿Qué te va mejor, el martes 3 de noviembre a las 10:00 o a
las 13:00?», reader's `_day_held_without_a_time`, other_day's `day_asked_a_time`); «cualquiera de las dos» takes
the first and keeps the person held (when_said).
Near-misses kept: one time said, «cualquiera de los dos» to «¿Con quién…?» (whoever), a time held already."""
from __future__ import annotations

import pytest

from tests.conversation import chat_after


@pytest.mark.parametrize("first, said, question", [
    ("corte de hombre con Marta el martes", "a las 10 o a las 13",
     "¿Qué te va mejor, el martes 3 de noviembre a las 10:00 o a las 13:00?"),
    ("corte de hombre con Marta el martes", "alas 10 o 13",
     "¿Qué te va mejor, el martes 3 de noviembre a las 10:00 o a las 13:00?"),
    ("corte de hombre el martes", "a las 10 o a las 13",
     "¿Qué te va mejor, el martes 3 de noviembre a las 10:00 o a las 13:00?"),
    ("corte de home con Marta o martes", "ás 10 ou ás 13",
     "¿Que che vai mellor, o martes 3 de novembro ás 10:00 ou ás 13:00?"),
])
def test_two_times_for_the_day_held_are_asked(first, said, question):
    c = chat_after("peluqueria", first)
    t = c.say(said)
    assert t.texts == [question]
    assert c.state["booking"]["min"] is None


@pytest.mark.parametrize("either", ["cualquiera de las dos", "cualquiera de las 2", "cualquiera d las dos",
                                    "las dos me valen"])
def test_either_of_the_two_is_the_first_with_the_person_kept(either):
    c = chat_after("peluqueria", "corte de hombre con Marta el martes", "a las 10 o a las 13")
    t = c.say(either)
    assert t.texts[0].startswith("Apunto: corte de hombre con Marta el martes 3 de noviembre a las 10:00.")
    assert "14:00" not in t.text
    assert c.state["booking"]["resource"] == "marta"


def test_either_of_the_two_in_galician_keeps_the_person():
    c = chat_after("peluqueria", "corte de home con Iago o martes ás 15 ou ás 19")
    t = c.say("calquera das dúas")
    assert t.texts[0].startswith("Apunto: corte de home con Iago o martes 3 de novembro ás 15:00.")
    assert c.state["booking"]["resource"] == "iago"


def test_a_table_two_times_then_either():
    c = chat_after("restaurante", "mesa para 2 el sábado")
    t = c.say("a las 13 o a las 14")
    assert t.texts == ["¿Qué te va mejor, el sábado 7 de noviembre a las 13:00 o a las 14:00?"]
    t = c.say("cualquiera de las dos")
    assert t.texts[0] == "Apunto: reserva para 2 personas el sábado 7 de noviembre a las 13:00."


def test_near_misses():
    t = chat_after("peluqueria", "corte de hombre con Marta el martes").say("a las 13")
    assert t.texts[0].startswith("Apunto: corte de hombre con Marta el martes 3 de noviembre a las 13:00.")
    c = chat_after("peluqueria", "corte de hombre el martes a las 19")
    t = c.say("cualquiera de los dos")      # to «¿Con quién…?»: whoever
    assert c.state["booking"]["resource"] == "any"
    assert "¿A nombre de quién hago la reserva?" in t.text
