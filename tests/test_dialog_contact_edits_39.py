"""Contact details changed in other words were lost: «mejor no pongas mi teléfono» and «quita o
teléfono» kept the phone (the second answered with the shop's own phone); «pon o nome do meu home,
Xosé», «para Ana, que lo recoge ella» lost the name."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("slug, steps, said", [
    ("", ["quiero 4 croissants para mañana a las 10", "Ana 612345678", "no"], "mejor no pongas mi telefono"),
    ("", ["quero 4 croissants pra mañá ás 10", "Ana 612345678", "non"], "quita o teléfono"),
    ("restaurante", ["mesa para 2 el jueves a las 21", "Ana", "612345678", "no"], "borra mi numero"),
])
def test_the_phone_taken_back(slug, steps, said):
    c = chat(slug)
    for step in steps:
        c.say(step)
    t = c.say(said)
    held = c.state["booking"] if slug else c.order
    assert held["phone"] is None and held["phone_declined"]
    assert t.texts[0] in ("Sin problema, sin teléfono: te avisarán aquí mismo.",
                          "Sen problema, sen teléfono: avisarante aquí mesmo.")
    assert "981" not in t.text


def test_the_businesss_phone_asked_is_still_answered():
    c = chat()
    for step in ("quiero 4 croissants para mañana a las 10", "Ana 612345678", "no"):
        c.say(step)
    t = c.say("cual es vuestro telefono?")
    assert "981 000 404" in t.texts[0] and c.order["phone"] == "+34612345678"


@pytest.mark.parametrize("first, said, name", [
    ("quero 4 croissants pra mañá ás 10", "pon o nome do meu home, Xosé", "Xosé"),
    ("quiero 4 croissants para mañana a las 10", "a nombre de mi marido, Pepe", "Pepe"),
    ("quiero 4 croissants para mañana a las 10", "para Ana, que lo recoge ella", "Ana"),
    ("quiero 4 croissants para mañana a las 10", "Lucia, pasara ella a buscarlo", "Lucia"),
])
def test_a_name_given_for_someone_else(first, said, name):
    c = chat()
    c.say(first)
    c.say(said)
    assert c.order["name"] == name
