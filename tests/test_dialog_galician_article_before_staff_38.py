"""«¿ten a Marta oco o venres ás 17?», «¿ten o Iago oco o mércores?» (the Galician article before a
name) went to a person while «¿tiene Marta hueco…?» and «¿ten oco a Marta…?» were a booking with her."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("slug, text, said", [
    ("peluqueria", "ten a marta oco o venres ás 17?", "Apunto: cita con Marta o venres 6 de novembro ás 17:00."),
    ("peluqueria", "ten o iago oco o mércores?", "Apunto: cita con Iago o mércores 4 de novembro."),
    ("peluqueria", "está o iago libre o xoves?", "Apunto: cita con Iago o xoves 5 de novembro."),
    ("taller", "ten o brais oco o martes?", "Apunto: cita con Brais o martes 3 de novembro."),
])
def test_the_person_with_an_article_is_booked(slug, text, said):
    t = chat(slug).say(text)
    assert said in t.texts[:2]      # stop 64: «Si, Marta ten oco …» first when a time was asked
