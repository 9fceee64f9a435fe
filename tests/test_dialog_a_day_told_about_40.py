"""«Ah, que mañana es domingo, entonces el martes» kept tomorrow: three days were said and the first
won. A day told about («mañana es domingo», «mañá é festivo») is no wish, and a day after «entonces»
is the one wanted. «Somos dos niños pequeños, necesitamos trona» noted only «trona»."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("then, said", [
    ("ah que mañana es domingo, entonces el martes", "Apunto: reserva para 2 personas el martes 3 de noviembre a las 14:00."),
    ("ah q mañana es domingo entonces el martes", "Apunto: reserva para 2 personas el martes 3 de noviembre a las 14:00."),
    ("ah pois mañá é domingo, entón o martes", "Apunto: reserva para 2 persoas o martes 3 de novembro ás 14:00."),
    ("ah mañá é domingo? pois o martes", "Apunto: reserva para 2 persoas o martes 3 de novembro ás 14:00."),
    ("uy el domingo es mi cumple, pues el sabado", "Apunto: reserva para 2 personas el sábado 7 de noviembre a las 14:00."),
])
def test_the_day_wanted_not_the_day_told_about(then, said):
    c = chat("restaurante")
    c.say("mesa para 2 mañana a las 14")
    t = c.say(then)
    assert t.texts[0] == said
    assert c.state["booking"]["ymd"] in ("2026-11-03", "2026-11-07")


def test_a_day_told_about_alone_changes_nothing():
    c = chat("restaurante")
    c.say("mesa para 2 mañana a las 14")
    c.say("mañana es domingo no?")
    assert c.state["booking"]["ymd"] == "2026-11-01"


@pytest.mark.parametrize("first, note", [
    ("mesa para 4 el viernes a las 21, somos dos niños pequeños, necesitamos trona", "necesitamos trona"),
    ("mesa para 4 el viernes a las 21, necesitamos una trona", "necesitamos una trona"),
    ("mesa para 3 o venres ás 21, precisamos trona", "precisamos trona"),
])
def test_the_need_is_noted_with_its_thing(first, note):
    c = chat("restaurante")
    c.say(first)
    assert c.state["booking"]["notes_said"] == [note]
