"""«¿Abrís el domingo?» then «¿y a qué hora cerráis?»: the day just asked about, not today."""
import pytest

from tests.conversation import chat_with_knowledge


@pytest.mark.parametrize("slug, first, then, said", [
    ("", "abris el domingo?", "y a que hora cerrais?", "El domingo 1 de noviembre cerramos a las 14:00."),
    ("", "abrides o domingo?", "e a que hora pechades?", "O domingo 1 de novembro pechamos ás 14:00."),
    ("restaurante", "abris el viernes?", "y a que hora abris?", "El viernes 6 de noviembre abrimos de 13:00 a 16:00"),
    ("restaurante", "abris el viernes?", "¿y hasta qué hora?", "El viernes 6 de noviembre"),
])
def test_the_day_asked_about_carries(tmp_path, slug, first, then, said):
    c = chat_with_knowledge(slug, tmp_path)
    c.say(first)
    assert said in c.say(then).text


def test_today_said_is_today(tmp_path):
    c = chat_with_knowledge("", tmp_path)
    c.say("abris el domingo?")
    assert "Hoy cerramos a las 20:00" in c.say("a que hora cerrais hoy?").text
