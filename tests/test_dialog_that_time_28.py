"""«A esa hora no puedo» with a time held: the time is asked again without it (it was read as the
answer to the name question)."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("msg, asked", [
    ("a esa hora no", "¿A qué hora te va bien el viernes 6 de noviembre?"),
    ("a esa hora no puedo", "¿A qué hora te va bien el viernes 6 de noviembre?"),
    ("esa hora no me va", "¿A qué hora te va bien el viernes 6 de noviembre?"),
    ("a esa hora no me va bien, mejor más tarde", "¿A qué hora te va bien el viernes 6 de noviembre?"),
    ("esa hora imposible", "¿A qué hora te va bien el viernes 6 de noviembre?"),
    ("no puedo a esa hora", "¿A qué hora te va bien el viernes 6 de noviembre?"),
    ("a esa ora no puedo", "¿A qué hora te va bien el viernes 6 de noviembre?"),
    ("a esa hora non podo", "¿A que hora che vai ben o venres 6 de novembro?"),
    ("non podo a esa hora", "¿A que hora che vai ben o venres 6 de novembro?"),
])
def test_the_time_held_refused_is_asked_again_without_it(msg, asked):
    c = chat("peluqueria")
    c.say("corte de mujer el viernes a las 10")
    t = c.say(msg)
    assert asked in t.text and "nombre" not in t.text and "nome" not in t.text, t.text
    assert t.chip_labels and "10:00" not in t.chip_labels


def test_a_part_of_the_day_after_it_offers_that_part():
    c = chat("peluqueria")
    c.say("corte de mujer el viernes a las 10")
    t = c.say("uf a esa hora no puedo, mejor por la tarde")
    assert t.chip_labels and all(label >= "16:00" for label in t.chip_labels), t.chip_labels


@pytest.mark.parametrize("slug, first, asked", [
    ("restaurante", "mesa para 2 el jueves a las 21", "¿A qué hora te va bien el jueves 5 de noviembre?"),
    ("", "una bica para el martes a las 10", "¿A qué hora lo recoges el martes 3 de noviembre?"),
])
def test_at_the_restaurant_and_the_bakery_too(slug, first, asked):
    c = chat(slug)
    c.say(first)
    t = c.say("a esa hora no podemos")
    assert asked in t.text and not {"21:00", "10:00"} & set(t.chip_labels), (t.text, t.chip_labels)


@pytest.mark.parametrize("msg", ["a esa hora está bien", "a esa hora perfecto", "¿a esa hora no está cerrado?"])
def test_look_alikes_keep_the_time(msg):
    c = chat("restaurante")
    c.say("mesa para 2 el jueves a las 21")
    c.say(msg)
    assert c.state["booking"]["min"] == 21 * 60
