"""Galician times that worked in Spanish: «a das nove» (the one at nine), «á noitiña», «o máis cedo
posible», «canto máis cedo mellor» were answered «Para seguir preciso…» or went to a person."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("slug, first, then, said", [
    ("restaurante", "mesa para 2 o martes", "a das nove", "o martes 3 de novembro ás 21:00"),
    ("restaurante", "mesa para 2 o martes", "a das oito e media", "o martes 3 de novembro ás 20:30"),
    ("peluqueria", "corte de home co iago o xoves", "a das 12", "o xoves 5 de novembro ás 12:00"),
    ("peluqueria", "corte de home co iago o xoves", "o máis cedo posible", "o xoves 5 de novembro ás 10:00"),
    ("peluqueria", "corte de home co iago o xoves", "canto mais cedo mellor", "o xoves 5 de novembro ás 10:00"),
    ("restaurante", "mesa para 4 o martes", "o mais cedo posible", "o martes 3 de novembro ás 13:00"),
    ("peluqueria", "corte de hombre con iago el jueves", "lo más temprano posible",
     "el jueves 5 de noviembre a las 10:00"),
])
def test_the_time_is_read(slug, first, then, said):
    c = chat(slug)
    c.say(first)
    t = c.say(then)
    assert said in t.text, t.text
    assert "Para seguir" not in t.text and "non o teño claro" not in t.text


@pytest.mark.parametrize("then", ["á noitiña", "a la nochecita"])
def test_the_evening_offers_the_evening_times(then):
    c = chat("restaurante")
    c.say("mesa para 4 o martes")
    t = c.say(then)
    assert t.chip_labels and all(label >= "20:00" for label in t.chip_labels)
    assert "Para seguir" not in t.text
