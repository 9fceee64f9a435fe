"""«¿tenéis X? ¿abrís el domingo?»: two questions, both answered in order — X's price, then the
day's hours (not X's lead time for that day)."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("text, first, then", [
    ("teneis empanada? abris el domingo?", "Empanada de zorza: 16,00 €.",
     "El domingo 1 de noviembre abrimos de 09:30 a 14:00."),
    ("hay croissants? a que hora abris mañana?", "Croissant de mantequilla: 1,80 €.",
     "El domingo 1 de noviembre abrimos de 09:30 a 14:00."),
    ("teneis tarta de santiago? y abris mañana?", "Tarta de Santiago: 18,00 € (8 raciones)",
     "El domingo 1 de noviembre abrimos de 09:30 a 14:00."),
    ("tedes bica? abrides o luns?", "Bica gallega: 9,00 €.",
     "O luns 2 de novembro non abrimos. Volvemos abrir o martes 3 de novembro ás 09:00."),
])
def test_a_have_question_then_an_hours_question(text, first, then):
    t = chat().say(text)
    assert t.texts[0].startswith(first)
    assert t.texts[1] == then
    assert t.request is None
