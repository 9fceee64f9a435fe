"""At the summary, «una hora más tarde mejor», «que sea una hora más tarde», «unha hora máis tarde
mellor» changed nothing and said nothing; «¿podría ser una hora más tarde?» went to a person;
«una horita más tarde» was read as a product. Each moves the time held."""
import pytest

from tests.conversation import chat

ORDER = ["2 croissants y 3 palmeras para el martes a las 10", "Ana", "600111222", "no"]


@pytest.mark.parametrize("text, minutes, said", [
    ("una hora más tarde mejor", 11 * 60, "Cambio la recogida al martes 3 de noviembre a las 11:00."),
    ("que sea una hora más tarde", 11 * 60, "Cambio la recogida al martes 3 de noviembre a las 11:00."),
    ("unha hora máis tarde mellor", 11 * 60, "Cambio a recollida ao martes 3 de novembro ás 11:00."),
    ("¿podría ser una hora más tarde?", 11 * 60, "Cambio la recogida al martes 3 de noviembre a las 11:00."),
    ("una horita más tarde", 11 * 60, "Cambio la recogida al martes 3 de noviembre a las 11:00."),
    ("media hora antes", 9 * 60 + 30, "Cambio la recogida al martes 3 de noviembre a las 09:30."),
])
def test_the_time_held_moves(text, minutes, said):
    c = chat()
    for step in ORDER:
        c.say(step)
    t = c.say(text)
    assert said in t.text, t.text
    assert c.order["min"] == minutes and [line["qty"] for line in c.order["lines"]] == [2, 3]
