"""An order with a day and no line yet answered «what do I have?» with a recap of nothing: bakery «para el
martes || ¿qué llevo?» read «Llevas apuntado:  (total 0,00 €), el martes 3 de noviembre.» (a regression
probe of stop 54 found it through the wider «what is held» questions). Now «Aún no llevas nada apuntado.»
and the question open; with lines held the recap is unchanged."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("slug,first,asked", [
    ("", "para el martes", "¿qué llevo?"),
    ("", "para el martes", "que tenia?"),
    ("", "para mañana", "¿qué tengo apuntado?"),
    ("", "el lunes", "cuanto llevo?"),
    ("", "para el martes", "por donde ibamos?"),
    ("floristeria", "para el lunes", "que tenia?"),
])
def test_nothing_held_is_said_not_recapped(slug, first, asked):
    c = chat(slug)
    c.say(first)
    text = " ".join(c.say(asked).texts)
    assert "Llevas apuntado" not in text and "0,00 €" not in text
    assert "Aún no llevas nada apuntado." in text


@pytest.mark.parametrize("first,asked", [("para o martes", "que levo?"), ("para o martes", "que tiña?")])
def test_galician_too(first, asked):
    c = chat("")
    c.say(first)
    text = " ".join(c.say(asked).texts)
    assert "Levas apuntado" not in text and "Aínda non levas nada apuntado." in text


def test_with_a_line_held_the_recap_is_unchanged():
    c = chat("")
    c.say("2 croissants para el martes")
    text = " ".join(c.say("que tenia?").texts)
    assert "Llevas apuntado: 2 × Croissant de mantequilla" in text
