"""A party said by who comes instead of a number: «mi mujer y yo», «yo solo», «nosotros dos y mis
padres», «seremos media docena», «4 o 5». These were not understood at «¿Para cuántas personas?»
(«4 o 5» booked 4).
now = Saturday 31 October 2026 12:40 Madrid."""
from __future__ import annotations

import pytest

from bizengine.language.text import clean
from bizengine.understanding.details import find_party
from tests.conversation import chat


@pytest.mark.parametrize("answer, n", [
    ("mi mujer y yo", 2), ("mi novio y yo", 2), ("yo y mi madre", 2), ("yo solo", 1), ("para mi sola", 1),
    ("voy sola", 1), ("nosotros dos y mis padres", 4), ("somos mi marido, mi hija y yo", 3),
    ("seremos media docena", 6), ("aun no se cuantos seremos, 4 o 5", 5), ("somos 4 o 5", 5),
    ("eu e a miña muller", 2), ("nós dous e os meus pais", 4), ("eu so", 1),
])
def test_the_people_who_come_are_the_party(answer, n):
    c = chat("restaurante")
    c.say("mesa para el jueves a las 21")
    t = c.say(answer)
    word = "persona" if n == 1 else "personas"
    assert f"para {n} {word} " in t.text or f"para {n} persoas " in t.text or f"para {n} persoa " in t.text


def test_a_table_for_me_and_my_girlfriend():
    t = chat("restaurante").say("mesa para mi y mi novia el jueves a las 21")
    assert t.text.startswith("Apunto: reserva para 2 personas el jueves 5 de noviembre a las 21:00.")


@pytest.mark.parametrize("text", ["a las 4 o 5", "para las 4 o 5", "quiero 4 o 5 napolitanas", "a nombre de mi marido",
                                  "mi nombre es Ana", "entre 4 y 6"])
def test_what_is_no_party(text):
    assert find_party(clean(text), True) is None
