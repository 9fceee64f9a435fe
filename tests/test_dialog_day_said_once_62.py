"""Stop 62 (RF4a): the day is said back in «¿Qué X quieres para el <day>?» only when the thing was pointed
back to, and once. A head or a product typed («dos barras», «2 X o 2 Y») names the thing: the question is
asked as always; a day and a time said while the question is open are said in «Apunto la recogida…», and
the question asked again does not name the day a second time."""
from __future__ import annotations

import pytest

from tests.conversation import chat


def _texts(*said: str) -> list[str]:
    c = chat("")
    for text in said:
        turn = c.say(text)
    return turn.texts


@pytest.mark.parametrize("said, asked", [
    (["kiero dos barras pa mañana"], "¿Qué pan quieres?"),
    (["quiero dos barras para el jueves"], "¿Qué pan quieres?"),
    (["quero dúas barras pra o xoves"], "¿Que pan queres?"),
    (["gardádesme tres barras para o sábado?"], "¿Que pan queres?"),
    (["que panes teneis?", "dos barras para el jueves"], "¿Qué pan quieres?"),
    (["quiero 2 croissants o 2 napolitanas para el viernes"], "¿Cuál quieres?"),
    (["kiero 2 cruasanes o 2 napolitanas pal viernes"], "¿Cuál quieres?"),
])
def test_a_thing_typed_with_the_day_is_asked_as_always(said, asked):
    assert _texts(*said) == [asked]


@pytest.mark.parametrize("first, then, noted, asked", [
    ("quiero una tarta", "el sabado a las 12", "Apunto la recogida el sábado 7 de noviembre a las 12:00.",
     "¿Qué tarta quieres?"),
    ("kiero una tarta", "el sábado a las 12:00", "Apunto la recogida el sábado 7 de noviembre a las 12:00.",
     "¿Qué tarta quieres?"),
    ("quiero pan", "el jueves a las 10", "Apunto la recogida el jueves 5 de noviembre a las 10:00.",
     "¿Qué pan quieres?"),
    ("quero unha tarta", "o sábado ás 12", "Apunto a recollida o sábado 7 de novembro ás 12:00.",
     "¿Que tarta queres?"),
    ("quero pan", "o xoves as 10", "Apunto a recollida o xoves 5 de novembro ás 10:00.", "¿Que pan queres?"),
])
def test_a_day_and_time_while_the_kind_is_asked_are_said_once(first, then, noted, asked):
    assert _texts(first, then) == [noted, asked]


@pytest.mark.parametrize("said, asked", [
    # pointed back to the list, or the day alone while the kind is asked: the day said back in the question
    (["que tartas teneis?", "la de 12 para el martes"], "¿Qué tarta quieres para el martes 3 de noviembre?"),
    (["que tartas teneis", "la grande pal martes"], "¿Qué tarta quieres para el martes 3 de noviembre?"),
    (["que panes teneis?", "me lo llevo el jueves"], "¿Qué pan quieres para el jueves 5 de noviembre?"),
    (["que pans tedes?", "levoo o xoves"], "¿Que pan queres para o xoves 5 de novembro?"),
    (["quiero una tarta", "el sabado"], "¿Qué tarta quieres para el sábado 7 de noviembre?"),
    (["quero unha tarta", "o sabado"], "¿Que tarta queres para o sábado 7 de novembro?"),
])
def test_a_day_pointed_back_is_said_in_the_question(said, asked):
    assert _texts(*said) == [asked]
