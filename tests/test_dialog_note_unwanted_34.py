"""At «¿Quieres dejar alguna indicación?», something not held said unwanted («sin secado, solo
corte») is the note; something held said unwanted («sin palmeras») still takes it out."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("note", ["sin secado, solo corte", "sen secado, só o corte", "nada de secado, solo cortar"])
def test_something_not_held_said_unwanted_is_the_note(note):
    c = chat("peluqueria")
    for said in ("corte mujer el miercoles a las 10", "Ana", "600111222"):
        c.say(said)
    t = c.say(note)
    assert c.state["booking"]["note"] == note
    assert c.state["booking"]["services"] == ["corte-mujer"]
    assert "¿Quieres dejar alguna indicación" not in t.text


def test_something_held_said_unwanted_is_taken_out():
    c = chat()
    for said in ("quiero una tarta de queso de 8 y 2 palmeras para el martes a las 10", "Ana", "600111222"):
        c.say(said)
    c.say("sin palmeras")
    assert [line["item_id"] for line in c.order["lines"]] == ["tarta-queso"]
