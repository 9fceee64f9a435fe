"""At the note question: «sin dedicatoria, gracias» (the trade's own «no note», thanked) is a no;
«no, pero con velas» keeps what follows the «pero»; «no, gracias» is still a no."""
import pytest

from tests.conversation import chat


def _at_the_note(slug=""):
    c = chat(slug)
    for m in ["quiero 2 croissants para el sabado a las 11", "Ana", "666555444"]:
        c.say(m)
    return c


@pytest.mark.parametrize("answer", ["sin dedicatoria, gracias", "sen dedicatoria, grazas", "sin dedicatoria",
                                    "sin nota, gracias", "no, gracias", "no pero gracias"])
def test_no_note_said_with_thanks(answer):
    c = _at_the_note()
    t = c.say(answer)
    assert c.state["order"]["note"] == ""
    assert "Este es el pedido" in t.text or "Este é o pedido" in t.text


@pytest.mark.parametrize("answer", ["no, pero con velas", "non, pero con velas", "sin dedicatoria pero con velas"])
def test_what_comes_after_pero_is_the_note(answer):
    c = _at_the_note()
    c.say(answer)
    assert "velas" in c.state["order"]["note"]
