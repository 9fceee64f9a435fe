"""«Dos de nosotros son vegetarianos» in a booking was dropped (a diet of some of the party, for
the business to know); «uno es celíaco» was noted as «es celíaco», without who."""
import pytest

from tests.conversation import chat

CONTACT = ["Ana", "655444333"]


@pytest.mark.parametrize("first, note", [
    ("mesa para 4 el sábado a las 21:00, dos de nosotros son vegetarianos", "dos de nosotros son vegetarianos"),
    ("mesa para 4 el sabado a las 21:00, dos son veganos", "dos son veganos"),
    ("mesa pra 4 o sábado ás 21:00, un é vexetariano", "un é vexetariano"),
    ("mesa para 3 el sábado a las 21:00, mi hija es vegana", "mi hija es vegana"),
    ("mesa para 4 el sábado a las 21:00. Uno es celíaco", "Uno es celíaco"),
    ("mesa pra 4 o sábado ás 21:00, dous son celíacos", "dous son celíacos"),
])
def test_a_diet_of_some_of_the_party_is_noted(first, note):
    c = chat("restaurante")
    c.say(first)
    for text in CONTACT:
        t = c.say(text)
    assert f"«{note}»" in t.text, t.text
    assert c.state["booking"]["note"] == note


def test_a_diet_asked_about_is_no_note():
    c = chat("restaurante")
    c.say("mesa para 4 el sábado a las 21:00")
    c.say("¿tenéis platos veganos?")
    assert not c.state["booking"].get("notes_said")
