"""«¿A qué hora cerráis ese día?» after sending was answered for today: «ese día» is the day of
the request just sent, or of the hours just talked about."""
import pytest

from tests.conversation import chat_with_knowledge, sent

ORDER = ["quiero 2 palmeras para el sábado 7 a las 11", "Ana", "655444333"]


@pytest.mark.parametrize("text, said", [
    ("¿a qué hora cerráis ese día?", "El sábado 7 de noviembre cerramos a las 20:00."),
    ("y ese mismo dia hasta que hora estais?", "El sábado 7 de noviembre cerramos a las 20:00."),
    ("a que hora abrides ese dia?", "O sábado 7 de novembro abrimos de 09:00 a 14:00 e de 16:30 a 20:00."),
    ("e nese día a que hora pechades?", "O sábado 7 de novembro pechamos ás 20:00."),
])
def test_that_day_is_the_day_sent(tmp_path, text, said):
    t = sent(chat_with_knowledge("", tmp_path), ORDER).say(text)
    assert t.text.startswith(said), t.text


def test_today_is_still_today(tmp_path):
    t = sent(chat_with_knowledge("", tmp_path), ORDER).say("¿a qué hora cerráis hoy?")
    assert t.text.startswith("Hoy cerramos a las 20:00.")


def test_that_day_after_the_hours_of_a_day(tmp_path):
    c = chat_with_knowledge("", tmp_path)
    c.say("¿abrís el martes?")
    t = c.say("¿y a qué hora cerráis ese día?")
    assert t.text.startswith("El martes 3 de noviembre cerramos a las 20:00."), t.text
