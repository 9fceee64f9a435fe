"""A time given to «¿Qué día lo recoges?» was kept in silence and the day asked again, so the
customer could not tell it was heard. It is said back: «Apunto la hora, las 11:00.»"""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("start, text, said", [
    ("quiero una tarta de queso de 8 raciones", "a las 11", "Apunto la hora, las 11:00."),
    ("quiero una tarta de queso de 8 raciones", "sobre las 11 y media", "Apunto la hora, las 11:30."),
    ("quiero una tarta de keso de 8 raciones", "a las 5 de la tarde", "Apunto la hora, las 17:00."),
    ("quero unha tarta de queixo de 8 racións", "ás 11", "Apunto a hora, as 11:00."),
])
def test_the_time_is_said_back_and_the_day_asked(start, text, said):
    c = chat()
    c.say(start)
    t = c.say(text)
    assert t.texts[0] == said
    assert t.texts[-1].endswith(("¿Qué día lo recoges?", "¿Que día o recolles?"))
    t = c.say("el martes" if "quiero" in start else "o martes")
    assert c.order["ymd"] == "2026-11-03"
    assert c.order["min"] == int(said[-6:-4]) * 60 + int(said[-3:-1])


def test_a_day_and_time_together_are_not_said_twice():
    c = chat()
    c.say("quiero una tarta de queso de 8 raciones")
    t = c.say("el martes a las 11")
    assert not any(x.startswith("Apunto la hora") for x in t.texts)
    assert c.order["min"] == 660
