"""After «¿cuánto cuestan los marcapáginas?» mid-order, «pon dos» set the book held to 2; at the
salon, «vale, añádela» after the beard's price was taken as a name. A count or «añádela» right after
another thing's price is of that thing; a turn later, «mejor 3» is the held line's again."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("question, then, lines", [
    ("los marcapaginas cuanto cuestan?", "pon dos", [("follas-novas", 1), ("marcapaginas", 2)]),
    ("os marcapaxinas canto custan?", "pon dous", [("follas-novas", 1), ("marcapaginas", 2)]),
    ("cuanto cuesta el marcapaginas?", "pon uno", [("follas-novas", 1), ("marcapaginas", 1)]),
    ("y los marcapaginas?", "ponme 3", [("follas-novas", 1), ("marcapaginas", 3)]),
])
def test_a_count_after_another_things_price_is_of_it(question, then, lines):
    c = chat("libreria")
    c.say("quiero follas novas para el martes a las 11" if "os " not in question else
          "quero follas novas para o martes ás 11")
    c.say(question)
    t = c.say(then)
    assert [(x["item_id"], x["qty"]) for x in c.order["lines"]] == lines
    assert ("Marcapáxinas de madeira" if question.startswith("os ") else "Marcapáginas de madera") in t.texts[0]


def test_a_turn_later_the_count_is_the_held_lines():
    c = chat("libreria")
    c.say("quiero follas novas para el martes a las 11")
    c.say("los marcapaginas cuanto cuestan?")
    c.say("Ana")
    c.say("mejor 3")
    assert [(x["item_id"], x["qty"]) for x in c.order["lines"]] == [("follas-novas", 3)]


@pytest.mark.parametrize("then", ["vale, añadela", "vale, engádea", "ponla también", "pues añádemela"])
def test_a_service_just_priced_added(then):
    c = chat("peluqueria")
    c.say("corte de hombre con iago el jueves a las 12")
    c.say("cuanto cuesta la barba?")
    t = c.say(then)
    assert c.state["booking"]["services"] == ["corte-hombre", "barba"]
    assert "arreglo de barba" in t.texts[0] and "23,00 €" in t.texts[0]


def test_an_answer_after_a_price_adds_nothing():
    c = chat("peluqueria")
    c.say("corte de hombre con iago el jueves a las 12")
    c.say("cuanto cuesta la barba?")
    c.say("vale, a las 13")
    assert c.state["booking"]["services"] == ["corte-hombre"]
