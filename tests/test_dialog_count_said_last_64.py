"""Stop 64 (helper G, family 2): a count typed after the thing and its day is that thing's count. Before: the bakery's
«palmeras para mañana, 4» got «Apunto: Palmera de hojaldre. ¿Cuántas palmeras quieres?» (the 4 lost), as did «quero
croissants para mañá, 5», the workshop's «camaras para el martes, 2» and the florist's «ramos de temporada para el
lunes, 2»; the bookshop's «quiero el atlas para el miercoles, 2» asked «Ese día de la semana no cae en ese número».
Now (understanding/count_said_last.py) the message is read without its last «, N», and when that names one thing
with no count said and says when, N is its count: «Apunto: 4 × Palmera de hojaldre. Total 8,80 €.» and the time
question of that day.
Near-misses kept: «para el 4», «el día 4», «a las 4», «, a las 4», «, 4 €», «, 4 más», two things named, a count
said before the thing, a size of the thing («tarta de queso para el martes, 12»: its size still asked, never 12 of
it), a service booked («corte de mujer para el martes, 2»)."""
from __future__ import annotations

import pytest

from tests.conversation import chat, line_counts


@pytest.mark.parametrize("slug, said, counted, asked", [
    ("", "palmeras para mañana, 4", "Apunto: 4 × Palmera de hojaldre. Total 8,80 €.", "¿A qué hora lo recoges mañana?"),
    ("", "kiero palmeras pa mañana, cuatro", "Apunto: 4 × Palmera de hojaldre. Total 8,80 €.",
     "¿A qué hora lo recoges mañana?"),
    ("", "croissants para el martes, 6 por favor", "Apunto: 6 × Croissant de mantequilla. Total 10,80 €.",
     "¿A qué hora lo recoges el martes 3 de noviembre?"),
    ("taller", "camaras para el martes, 2", "Apunto: 2 × Cámara 700x28. Total 14,00 €.",
     "¿A qué hora lo recoges el martes 3 de noviembre?"),
    ("floristeria", "ramos de temporada para el lunes, 2", "Apunto: 2 × Ramo de temporada. Total 56,00 €.",
     "¿A qué hora lo recoges el lunes 2 de noviembre?"),
    ("libreria", "quiero el atlas para el miercoles, 2", "Apunto: 2 × Atlas do ceo. Total 32,00 €.",
     "¿A qué hora lo recoges el miércoles 4 de noviembre?"),
    # Galician
    ("", "quero croissants para mañá, 5", "Apunto: 5 × Croissant de mantequilla. Total 9,00 €.",
     "¿A que hora o recolles mañá?"),
    ("", "quero palmeiras para o martes, catro", "Apunto: 4 × Palmera de hojaldre. Total 8,80 €.",
     "¿A que hora o recolles o martes 3 de novembro?"),
    ("taller", "quero camaras para o martes, dúas", "Apunto: 2 × Cámara 700x28. Total 14,00 €.",
     "¿A que hora o recolles o martes 3 de novembro?"),
    ("libreria", "ola, o atlas para o mércores, 2", "Apunto: 2 × Atlas do ceo. Total 32,00 €.",
     "¿A que hora o recolles o mércores 4 de novembro?"),
])
def test_the_count_typed_last_counts_the_thing(slug, said, counted, asked):
    c = chat(slug)
    t = c.say(said)
    assert t.texts[0] == counted, t.texts
    assert t.texts[-1] == asked, t.texts


@pytest.mark.parametrize("said", [
    "palmeras para el 4",
    "palmeras para el día 4",
    "palmeras para mañana, 4 €",
    "palmeras para mañana, 4 más",
])
def test_a_number_that_says_something_else_is_no_count(said):
    c = chat("")
    t = c.say(said)
    assert "¿Cuántas palmeras quieres?" in t.texts, t.texts
    assert "4 × Palmera" not in t.text


@pytest.mark.parametrize("said", ["palmeras para mañana a las 4", "palmeras para mañana, a las 4"])
def test_an_hour_typed_last_is_the_hour(said):
    t = chat("").say(said)
    assert "Apunto la recogida el domingo 1 de noviembre a las 16:00." in t.texts
    assert "¿Cuántas palmeras quieres?" in t.texts


def test_a_count_said_first_stays():
    c = chat("")
    t = c.say("una palmera para mañana, 4")
    assert t.texts[0] == "Apunto: 1 × Palmera de hojaldre. Total 2,20 €."


def test_two_things_named_are_asked_how_many():
    c = chat("")
    t = c.say("palmeras y croissants para mañana, 4")
    assert "¿Cuántas palmeras quieres?" in t.texts
    assert line_counts(c) == {"palmera": 1, "croissant": 1}


def test_a_size_of_the_thing_is_no_count():
    c = chat("")
    t = c.say("tarta de queso para el martes, 12")
    assert t.texts[0] == "Apunto: 1 × Tarta de queso. Total 22,00 €."
    assert t.texts[-1] == "¿Para cuántas raciones?"


def test_a_service_booked_is_no_count():
    t = chat("peluqueria").say("corte de mujer para el martes, 2")
    assert t.texts[0] == "Apunto: corte de mujer. Total 22,00 €; dura unos 45 minutos."
