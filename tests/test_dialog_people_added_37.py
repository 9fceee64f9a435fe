"""«Añade 2 personas» to a table for 4 booked 2; «se suman dos» was taken for a name; «quita una
persona» was not read. People added or taken off change the party held, here or after sending."""
import pytest

from tests.conversation import chat

SENT = ["mesa para 2 el martes a las 21:00", "Pepe", "666555444", "no"]


@pytest.mark.parametrize("text, party", [
    ("añade 2 personas", 6),
    ("engade dúas persoas", 6),
    ("se suman dos", 6),
    ("añade una persona", 5),
    ("suma otra persona", 5),
    ("quita una persona", 3),
    ("quita dos personas", 2),
    ("quitame una persona porfa", 3),
])
def test_the_party_held_changes_by_what_is_said(text, party):
    c = chat("restaurante")
    c.say("mesa para 4 el martes a las 13:00")
    t = c.say(text)
    assert f"reserva para {party} personas" in t.text or f"reserva para {party} persoas" in t.text, t.text
    assert c.state["booking"]["party"] == party and c.state["booking"].get("name") is None


@pytest.mark.parametrize("text", ["añade una persona", "quita una persona", "engade unha persoa"])
def test_after_sending_a_change_of_the_party_is_by_phone(text):
    c = chat("restaurante")
    for step in SENT:
        c.say(step)
    c.press("Enviar reserva")
    t = c.say(text)
    assert "Para cambiarlo, llama al 981 000 612." in t.text or "Para cambialo, chama ao 981 000 612." in t.text


def test_a_party_said_plainly_is_still_the_party():
    c = chat("restaurante")
    t = c.say("mesa para 2 personas el martes a las 13:00")
    assert "reserva para 2 personas" in t.text
