"""Opening hours asked with «estar», «trabajar» or «hay alguien» («mañana estáis?», «¿estades o luns
pola mañá?», «¿trabajáis el sábado?», «el lunes a las 3 hay alguien?») got a paragraph about bread
or went to a person."""
import pytest

from tests.conversation import chat_with_knowledge


@pytest.mark.parametrize("slug, text, said", [
    ("", "mañana estais?", "El domingo 1 de noviembre abrimos de 09:30 a 14:00."),
    ("", "mañá estades?", "O domingo 1 de novembro abrimos de 09:30 a 14:00."),
    ("floristeria", "mañana estais?", "El domingo 1 de noviembre no abrimos."),
    ("floristeria", "estades o luns pola mañá?", "O luns 2 de novembro pola mañá abrimos de 10:00 a 14:00."),
    ("floristeria", "el lunes a las 3 hay alguien?", "El lunes 2 de noviembre abrimos de 10:00 a 14:00 y de 17:00"),
    ("peluqueria", "o xoves 12 traballades?", "O xoves 12 de novembro non abrimos"),
    ("taller", "estais el lunes?", "El lunes 2 de noviembre abrimos"),
    ("taller", "trabajais el sabado?", "El sábado 7 de noviembre"),
])
def test_are_you_there_is_the_hours_of_that_day(tmp_path, slug, text, said):
    t = chat_with_knowledge(slug, tmp_path).say(text)
    assert t.text.startswith(said), t.text


def test_where_are_you_is_still_the_address(tmp_path):
    assert chat_with_knowledge("", tmp_path).say("donde estais?").text.startswith("Estamos en Rúa do Franco 27")
