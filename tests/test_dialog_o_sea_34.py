"""«o sea, que son 6» in a Spanish chat is Spanish: «o» before «sea» is no Galician article."""
import pytest

from bizengine.understanding.lexicon import detect_lang
from tests.conversation import chat


@pytest.mark.parametrize("text", ["o sea que son 6", "o sea 6 croissants", "osea el martes"])
def test_o_sea_is_spanish(text):
    assert detect_lang(text.split(), "es") == "es"


def test_a_spanish_order_stays_in_spanish_after_o_sea():
    c = chat()
    c.say("quiero 6 croissants para el martes")
    t = c.say("o sea, que son 6, a las 10")
    assert c.state["lang"] == "es" and "¿A nombre de quién lo preparo?" in t.text
