"""To the note question of a table for 4: «viene mi padre en silla de ruedas», «vén a miña nai en
cadeira de rodas», «que sea tranquila que vamos con mi abuela de 90» describe one of the four (the
party became 5 and the note was dropped); «viene uno más», «se apunta mi padre también» add one."""
import pytest

from tests.conversation import chat

_TO_NOTE = ["mesa para 4 el jueves a las 9", "Luis", "600000001"]


@pytest.mark.parametrize("said", ["que sea tranquila que vamos con mi abuela de 90",
                                  "viene mi padre en silla de ruedas", "vén a miña nai en cadeira de rodas"])
def test_one_of_them_described(said):
    c = chat("restaurante")
    for m in _TO_NOTE:
        c.say(m)
    t = c.say(said)
    b = c.state["booking"]
    assert b["party"] == 4 and b["note"] == said
    assert "5 personas" not in t.text and "5 persoas" not in t.text


@pytest.mark.parametrize("said", ["viene uno más", "se apunta mi padre también"])
def test_one_more_said_as_such(said):
    c = chat("restaurante")
    for m in _TO_NOTE:
        c.say(m)
    c.say(said)
    assert c.state["booking"]["party"] == 5
