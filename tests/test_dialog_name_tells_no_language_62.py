"""Stop 62 (RF4b): two merged features composed with older ones.
- A name's words tell no language: «Rosa da Silva», «soy Xosé da Silva» in a Spanish chat stay Spanish (the
  Galician «da» between two words, helper I, is no Galician in a name); a Galician chat stays Galician.
- «¿a qué hora puedo pasar?» at the time question hears the day's hours (helper M); «¿cuándo tengo que
  recogerlos?» was the recap of what is held (stop 54); since stop 63 it hears the day's hours too, as every
  other way of asking when to pick up does (conversation/come_when_asked.py)."""
from __future__ import annotations

import pytest

from tests.conversation import chat


def _run(slug: str, *texts: str):
    c = chat(slug)
    for text in texts:
        t = c.say(text)
    return c, t


@pytest.mark.parametrize("first, name, asks", [
    ("un ramo de rosas para el lunes a las 11", "Rosa da Silva", "¿Y un teléfono de contacto?"),
    ("un ramo de rosas para el lunes a las 11", "Ana Souto da Silva", "¿Y un teléfono de contacto?"),
    ("un ramo de rosas para el lunes a las 11", "xose da silva", "¿Y un teléfono de contacto?"),
    ("un ramo de rosas para el lunes a las 11", "Maria das Neves", "¿Y un teléfono de contacto?"),
    ("un ramo de rosas para o luns ás 11", "Rosa da Silva", "¿E un teléfono de contacto?"),
    ("un ramo de rosas para o luns ás 11", "Maria das Neves", "¿E un teléfono de contacto?"),
])
def test_a_name_answered_keeps_the_chats_language(first, name, asks):
    c, t = _run("floristeria", first, name)
    assert asks in t.text and c.order["name"].lower() == name.lower()


@pytest.mark.parametrize("first, said, reads", [
    ("un ramo de rosas para el lunes", "soy Xosé da Silva", "Apunto el nombre: Xosé da Silva."),
    ("un ramo de rosas para el lunes", "me llamo Rosa da Silva", "Apunto el nombre: Rosa da Silva."),
    ("un ramo de rosas para o luns", "son Xosé da Silva", "Apunto o nome: Xosé da Silva."),
])
def test_a_name_said_ahead_keeps_the_chats_language(first, said, reads):
    _c, t = _run("floristeria", first, said)
    assert t.texts[0].startswith(reads)


@pytest.mark.parametrize("said, reads", [
    ("o horario da tarde", "Abrimos os martes"),            # «da» outside a name: still Galician
    ("horario da tarde?", "Abrimos os martes"),
])
def test_galician_of_the_still_tells_galician(said, reads):
    _c, t = _run("", said)
    assert t.text.startswith(reads)


@pytest.mark.parametrize("first, asked, reads", [
    # (stop 63: when to pick up, asked with things held, is that day's hours in every wording, no recap)
    ("2 croissants para el martes", "cuando tengo que recogerlos?",
     "El martes 3 de noviembre abrimos de 09:00 a 14:00 y de 16:30 a 20:00."),
    ("2 croissants para el martes", "cuando tengo q recogerlos",
     "El martes 3 de noviembre abrimos de 09:00 a 14:00 y de 16:30 a 20:00."),
    ("2 croissants para el martes", "a que hora puedo pasar?",
     "El martes 3 de noviembre abrimos de 09:00 a 14:00 y de 16:30 a 20:00."),
    ("2 croissants para el martes", "desde q hora puedo recogerlos",
     "El martes 3 de noviembre abrimos de 09:00 a 14:00 y de 16:30 a 20:00."),
    ("dous croissants para o martes", "a que hora podo pasar?",
     "O martes 3 de novembro abrimos de 09:00 a 14:00 e de 16:30 a 20:00."),
    ("para el martes", "cuando tengo que recogerlos?",
     "Aún no llevas nada apuntado. El martes 3 de noviembre abrimos de 09:00 a 14:00 y de 16:30 a 20:00."),
    ("para o martes", "cando teño que recollelos?",
     "Aínda non levas nada apuntado. O martes 3 de novembro abrimos de 09:00 a 14:00 e de 16:30 a 20:00."),
])
def test_when_to_come_and_the_recap_compose(first, asked, reads):
    _c, t = _run("", first, asked)
    assert t.texts[0].startswith(reads)
