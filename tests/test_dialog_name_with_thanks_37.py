"""To «¿A nombre de quién lo preparo?», a name in lower case with thanks after it («uxia garcia,
gracias», «soy uxia gracias», «xosé manuel, grazas») was refused («Necesito un nombre…»)."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("text, name", [
    ("uxia garcia, gracias", "Uxia Garcia"),
    ("uxia, gracias", "Uxia"),
    ("soy uxia gracias", "Uxia"),
    ("xosé manuel, grazas", "Xosé Manuel"),
    ("Ana, muchas gracias!", "Ana"),
])
def test_the_name_before_thanks_is_taken(text, name):
    c = chat()
    c.say("4 croissants para el martes a las 10")
    t = c.say(text)
    assert c.order["name"] == name
    assert "teléfono" in t.text or "teléfono" in t.text.lower()


def test_thanks_alone_is_no_name():
    c = chat()
    c.say("4 croissants para el martes a las 10")
    c.say("gracias")
    assert c.order["name"] is None
