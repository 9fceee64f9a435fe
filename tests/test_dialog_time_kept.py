"""A day that completes the pickup with a time said earlier says both back («el martes a la misma
hora» after a day refused, «a las 11» said before the day), so the customer sees the time kept."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("first, then, said", [
    ("quiero una tarta de queso de 12 para mañana a las 11", "el martes a la misma hora",
     "Apunto la recogida el martes 3 de noviembre a las 11:00."),
    ("quiero una tarta de queso de 12 para mañana a las 11", "pues el martes",
     "Apunto la recogida el martes 3 de noviembre a las 11:00."),
    ("quero unha tarta de queixo de 12 para mañá ás 11", "o martes",
     "Apunto a recollida o martes 3 de novembro ás 11:00."),
    ("quiero 6 croissants para el lunes a las 11", "el miercoles",
     "Apunto la recogida el miércoles 4 de noviembre a las 11:00."),
])
def test_the_time_kept_for_the_new_day_is_said(first, then, said):
    c = chat()
    c.say(first)
    t = c.say(then)
    assert t.texts[0] == said
    assert c.order["min"] == 660


@pytest.mark.parametrize("first, then", [
    ("quiero una tarta de queso de 12 para el martes", "a las 11"),
    ("quiero una tarta de queso de 12 para mañana a las 11", "el martes a las 12"),
])
def test_a_time_said_in_the_answer_is_said_back_once(first, then):
    # stop 59: nothing else in the reply shows the moment held (no card, a question not naming it)
    c = chat()
    c.say(first)
    t = c.say(then)
    assert t.text.count("Apunto la recogida") == 1
    assert "¿A nombre de quién lo preparo?" in t.text
