"""To «¿A nombre de quién?»: «pon Pepe», «apúntalo a Brais», and «soy maria jose, mi movil 6…» give
the name (it was refused, or the phone kept and the name lost)."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("said, name", [
    ("pon Pepe", "Pepe"), ("pon Pepe Garcia", "Pepe Garcia"), ("pon Antía", "Antía"), ("apúntalo a Brais", "Brais"),
])
def test_a_name_put_down(said, name):
    c = chat()
    c.say("queria 6 croissants para el martes a las 10")
    t = c.say(said)
    assert c.order["name"] == name and "teléfono" in t.text


@pytest.mark.parametrize("said", ["soy maria jose, mi movil 654321098", "soy maria jose, mi movil 6 5 4 3 2 1 0 9 8",
                                  "son maria xose, o meu mobil 654321098"])
def test_a_name_and_a_phone_with_its_words(said):
    c = chat()
    c.say("queria 6 croissants para el martes a las 10")
    c.say(said)
    assert c.order["name"] in ("Maria Jose", "Maria Xose") and c.order["phone"] == "+34654321098"


def test_a_product_put_down_is_no_name():
    c = chat()
    c.say("queria 6 croissants para el martes a las 10")
    c.say("pon 2")
    assert not c.order.get("name") and c.order["lines"][0]["qty"] == 2
