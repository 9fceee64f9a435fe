"""«2 napolitanas para el martes a las 7» held the pickup at 19:00 (the bakery opens at 9) and the reply
went straight to «¿A nombre de quién lo preparo?»: the hour held was never the one written. Now an hour
held in the other half of the day from the one written is said back («Apunto la recogida el martes 3 de
noviembre a las 19:00.»); an hour written as held («a las 10», «a las 19», «a las 7 de la tarde») is not."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("msg, said", [
    ("2 napolitanas para el martes a las 7", "Apunto la recogida el martes 3 de noviembre a las 19:00."),
    ("2 napolitanas para el martes a las 7 y media", "Apunto la recogida el martes 3 de noviembre a las 19:30."),
    ("2 napolitanas pal martes a las 6", "Apunto la recogida el martes 3 de noviembre a las 18:00."),
    ("2 napolitanas para manana a las 1", "Apunto la recogida el domingo 1 de noviembre a las 13:00."),
    ("dúas napolitanas para o martes ás 7", "Apunto a recollida o martes 3 de novembro ás 19:00."),
    ("duas napolitanas pro martes as 6", "Apunto a recollida o martes 3 de novembro ás 18:00."),
])
def test_an_hour_held_in_the_other_half_is_said_back(msg, said):
    c = chat("")
    t = c.say(msg)
    assert said in t.texts
    assert t.texts[-1].startswith(("¿A nombre de quién", "¿A nome de quen"))


@pytest.mark.parametrize("msg", [
    "2 napolitanas para el martes a las 10",
    "2 napolitanas para el martes a las 19",
    "2 napolitanas para el martes a las 7 de la tarde",
    "2 napolitanas para el martes a las 12",
    "dúas napolitanas para o martes ás 10",
])
def test_an_hour_held_as_written_is_not_said_again(msg):
    c = chat("")
    t = c.say(msg)
    assert not any(x.startswith(("Apunto la recogida", "Apunto a recollida")) for x in t.texts)
    assert t.texts[-1].startswith(("¿A nombre de quién", "¿A nome de quen"))
