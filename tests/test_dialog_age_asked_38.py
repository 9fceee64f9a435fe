"""«¿para qué edad es X?», «¿hasta qué edad es el corte infantil?» went to a person although the
product's description says it («de 3 a 6 años», «Hasta 10 años»): an age asked is a question about
what the product is, answered with its description, before an order and during one."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("slug, text, said", [
    ("libreria", "para que edad es la ra e a rata?", "A ra e a rata: Álbum ilustrado, de 3 a 6 años."),
    ("libreria", "el atlas es para niños de que edad?", "Atlas do ceo: Estrellas y planetas, de 8 a 12 años."),
    ("libreria", "para que idade é a ra e a rata?", "A ra e a rata: Álbum ilustrado, de 3 a 6 anos."),
    ("peluqueria", "hasta que edad es el corte infantil?", "Corte infantil: Hasta 10 años."),
    ("peluqueria", "ata que idade é o corte infantil?", "Corte infantil: Ata 10 anos."),
])
def test_the_age_is_answered_from_the_description(slug, text, said):
    t = chat(slug).say(text)
    assert t.texts[0].startswith(said)
    assert t.request is None


def test_mid_order_the_product_held():
    c = chat("libreria")
    c.say("quiero el atlas do ceo para el martes")
    t = c.say("para que edad es?")
    assert t.texts[0].startswith("Atlas do ceo: Estrellas y planetas, de 8 a 12 años.")
    assert t.texts[-1] == "¿A qué hora lo recoges el martes 3 de noviembre?"
