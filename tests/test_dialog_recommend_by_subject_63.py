"""Stop 63 (a recommendation asked is no order): a thing asked by its subject or genre — «¿qué libro me recomiendas
para hacer el Camino?», «un regalo para mi madre, que le gusta la poesía», «recoméndame un libro de poesía», gl
«gústalle a novela policiaca» — offers what the catalogue says of it with its price, and a thing named by its own
name inside the subject («…q le gusta la novela negra») is offered, never ordered (a wish or a day said with it
still orders it). A price asked, then only a party («el arroz cuánto es? es para 2», «…? somos 3») is the price
for so many, no table opened."""
from __future__ import annotations

import pytest

from tests.conversation import chat_with_knowledge

HANDOFF = "no lo tengo claro"


def _say(slug: str, text: str, tmp_path):
    return chat_with_knowledge(slug, tmp_path).say(text)


@pytest.mark.parametrize("slug,text,offered", [
    ("libreria", "que libro me recomiendas para hacer el camino de santiago", "Guía do Camiño Francés: 22,00 €"),
    ("libreria", "ke libro me recomiendas pa hacer el camino", "Guía do Camiño Francés: 22,00 €"),
    ("libreria", "que libro me recomendas para facer o camiño?", "Guía do Camiño Francés: 22,00 €"),
    ("libreria", "busco un regalo para mi madre que le gusta la poesia", "Follas novas: 18,00 €"),
    ("libreria", "recomiendame un libro de poesia en gallego", "Follas novas: 18,00 €"),
    ("libreria", "recoméndasme un libro de poesía galega?", "Follas novas: 18,00 €"),
    ("libreria", "quero un agasallo pra miña nai, encántalle a poesía", "Follas novas: 18,00 €"),
    ("libreria", "hola buenas, estoy buscando un regalo para mi padre q le gusta la novela negra",
     "O lume vermello: 21,00 €"),
    ("libreria", "busco un regalo pa mi hermano k le gusta la novela negra", "O lume vermello: 21,00 €"),
    ("libreria", "busco un agasallo para o meu pai, gústalle a novela policiaca", "O lume vermello: 21,00 €"),
    ("libreria", "algun libro para mi padre que le gustan las novelas policiacas?", "O lume vermello: 21,00 €"),
    ("", "algo para mi hijo que le encanta la tarta de queso", "Tarta de queso: desde 22,00 €"),
    ("", "busco un regalo para mi padre que le gustan los macarons", "Caja de 6 macarons: 12,00 €"),
    ("floristeria", "busco un regalo para mi madre que le gustan las rosas", "Ramo de rosas: 35,00 €"),
])
def test_a_thing_asked_by_its_subject_is_offered_not_ordered(slug, text, offered, tmp_path):
    t = _say(slug, text, tmp_path)
    assert offered in t.text, t.text
    assert "Apunto" not in t.text and t.request is None and HANDOFF not in t.text
    assert any(label.startswith(("Encargar:", "Encomendar:")) for label in t.chip_labels)


def test_only_the_thing_named_is_offered(tmp_path):
    said = _say("", "algo para mi hijo que le encanta la tarta de queso", tmp_path).text
    assert "Tarta de zanahoria" not in said


def test_the_thing_offered_is_then_taken(tmp_path):
    c = chat_with_knowledge("libreria", tmp_path)
    c.say("busco algo para mi padre que le gusta la novela negra")
    assert "Apunto: 1 × O lume vermello. Total 21,00 €." in c.say("vale, me lo quedo").text


@pytest.mark.parametrize("text,said", [
    ("busco un regalo para mi padre que le gusta la novela negra, ponme una para el sabado",
     "¿A qué hora lo recoges el sábado 7 de noviembre?"),
    ("algo para mi padre que le gusta la novela negra, la quiero para el jueves", "el jueves 5 de noviembre"),
    ("quiero la novela negra", "Apunto: 1 × O lume vermello"),
    ("un libro para un niño de 5 años", "A ra e a rata: 12,50 €"),
    ("busco un libro de cocina", HANDOFF),
])
def test_near_misses_keep_their_answer(text, said, tmp_path):
    assert said in _say("libreria", text, tmp_path).text


@pytest.mark.parametrize("text,said", [
    ("el arroz con marisco cuanto es? es para 2", "2 × Arroz con marisco: 44,00 € (22,00 € por persona)."),
    ("cuanto cuesta el arroz? somos 3", "3 × Arroz con marisco: 66,00 €"),
    ("el arroz cuanto es? somos 2 adultos", "2 × Arroz con marisco: 44,00 €"),
    ("q vale el arroz? es pa 2 personas", "2 × Arroz con marisco: 44,00 €"),
    ("el arroz cuanto sale? seriamos 2", "2 × Arroz con marisco: 44,00 €"),
    ("canto custa o arroz? somos 4", "4 × Arroz con marisco: 88,00 € (22,00 € por persoa)."),
    ("el pulpo cuanto es? es para 2", "2 × Pulpo á feira: 33,00 €"),
])
def test_a_price_then_a_party_is_the_price_for_them(text, said, tmp_path):
    t = _say("restaurante", text, tmp_path)
    assert said in t.text, t.text
    assert "reserva" not in t.text and t.request is None and not t.chip_labels


@pytest.mark.parametrize("text,said", [
    ("cuanto cuesta el arroz? queremos reservar para 2", "Apunto: reserva para 2 personas."),
    ("cuanto cuesta el menu? mesa para 2", "Apunto: reserva para 2 personas."),
    ("cuanto cuesta el arroz? reserva para 2", "Apunto: reserva para 2 personas."),
    ("cuanto cuesta el arroz? para 2 el sabado", "Apunto: reserva para 2 personas el sábado 7 de noviembre."),
])
def test_a_price_then_a_table_asked_still_opens_it(text, said, tmp_path):
    assert said in _say("restaurante", text, tmp_path).text
