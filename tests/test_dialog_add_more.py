"""«Añade 2», «ponme otras dos», «engádeme outras dúas» with no product: that many more of the
cart's last line, at any question — never a name; «pon 2» alone is no addition."""
import pytest

from tests.conversation import chat


def _two_palmeras(lang: str = "es"):
    c = chat()
    c.say("quiero 2 palmeras para el martes a las 10" if lang == "es" else "quero 2 palmeiras para o martes ás 10")
    return c


@pytest.mark.parametrize("lang, text", [
    ("es", "añade 2"), ("es", "al final añade 2"), ("es", "añademe dos"), ("es", "ponme otras 2"),
    ("es", "otras dos mas porfa"), ("es", "añade otras 2 más"), ("es", "anade 2 porfa"),
    ("gl", "engade 2"), ("gl", "engádeme outras dúas"), ("gl", "outras dúas máis"), ("gl", "ao final engade dous"),
])
def test_that_many_more_at_the_name_question(lang, text):
    c = _two_palmeras(lang)
    t = c.say(text)
    assert [(line["item_id"], line["qty"]) for line in c.order["lines"]] == [("palmera", 4)]
    assert "8,80 €" in t.text
    assert c.order["name"] is None and c.state["awaiting"] == "name"


def test_more_of_the_last_line_at_the_phone_question_keeps_the_name():
    c = _two_palmeras()
    c.say("Ana")
    t = c.say("añade 3")
    assert "5 × Palmera de hojaldre" in t.text and c.order["name"] == "Ana"
    assert c.state["awaiting"] == "phone"


def test_more_goes_to_the_last_line_of_two():
    c = chat()
    c.say("quiero 2 palmeras y una empanada de zorza para el martes a las 10")
    c.say("añade 2")
    assert {line["item_id"]: line["qty"] for line in c.order["lines"]} == {"palmera": 2, "empanada": 3}


@pytest.mark.parametrize("text", ["pon 2", "2"])
def test_a_bare_count_at_the_name_question_adds_nothing(text):
    c = _two_palmeras()
    c.say(text)
    assert [(line["item_id"], line["qty"]) for line in c.order["lines"]] == [("palmera", 2)]
    assert c.order["name"] is None
