"""«X y otra igual», «2 X y otras 2 iguales», «e outras dúas iguais»: more of X, as many as said
(the second part was dropped, or read as a product «iguais» not in the catalogue)."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("said, line, total", [
    ("una empanada de zorza y otra igual", "2 × Empanada de zorza", "32,00 €"),
    ("unha empanada de zorza e outra igual para o martes", "2 × Empanada de zorza", "32,00 €"),
    ("quiero una napolitana y otra igual que la de ayer", "2 × Napolitana de chocolate", "4,00 €"),
    ("dos napolitanas y otras dos iguales", "4 × Napolitana de chocolate", "8,00 €"),
    ("dúas napolitanas e outras dúas iguais", "4 × Napolitana de chocolate", "8,00 €"),
    ("quiero una tarta de santiago de 8 raciones y otras 2 iguales", "3 × Tarta de Santiago (8 raciones)", "54,00 €"),
])
def test_more_of_the_same_in_one_message(said, line, total):
    t = chat().say(said)
    assert line in t.text and total in t.text
    assert "Non teño" not in t.text and "No tengo" not in t.text


@pytest.mark.parametrize("then, line", [
    ("y otra igual", "3 × Napolitana de chocolate"),
    ("y otras 2 iguales", "4 × Napolitana de chocolate"),
    ("e outras dúas iguais", "4 × Napolitana de chocolate"),
])
def test_more_of_the_same_after(then, line):
    c = chat()
    c.say("2 napolitanas para hoy")
    assert line in c.say(then).text
