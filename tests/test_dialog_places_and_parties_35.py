"""«¿Hay sitio para aparcar?» is a question about a place, not a table; «vamos a ir 6», «comeremos 3»
give the party of a table."""
import pytest

from tests.conversation import chat, chat_with_knowledge


@pytest.mark.parametrize("slug, text, said", [
    ("restaurante", "hay sitio para aparcar?", "aparcamiento"),
    ("restaurante", "hai sitio para aparcar?", "aparcamiento"),
    ("restaurante", "¿hay sitio para aparcar el coche?", "aparcamiento"),
    ("taller", "teneis sitio para dejar la bici unos dias?", "Guardamos las bicis"),
])
def test_room_for_something_is_a_question(tmp_path, slug, text, said):
    c = chat_with_knowledge(slug, tmp_path)
    t = c.say(text)
    assert said in t.text
    assert not (c.state.get("booking") or {}).get("ymd") and "¿Para cuántas personas?" not in t.text


def test_room_to_dine_is_still_a_table():
    t = chat("restaurante").say("hay sitio para cenar el sabado?")
    assert "reserva el sábado 7 de noviembre" in t.text and "¿Para cuántas personas?" in t.text


@pytest.mark.parametrize("text, said", [
    ("vamos a ir 6 a comer el martes", "Apunto: reserva para 6 personas el martes 3 de noviembre."),
    ("el martes comeremos 3", "Apunto: reserva para 3 personas el martes 3 de noviembre."),
    ("imos ir 5 a xantar o martes", "Apunto: reserva para 5 persoas o martes 3 de novembro."),
    ("el martes cenaremos 4, a las 21", "Apunto: reserva para 4 personas el martes 3 de noviembre a las 21:00."),
])
def test_how_many_go_said_with_the_going(text, said):
    assert chat("restaurante").say(text).texts[0] == said


def test_eating_things_is_no_party():
    assert "Apunto: 2 × Croissant de mantequilla." in chat().say("comemos 2 croissants").text


@pytest.mark.parametrize("slug, text, first, then", [
    ("libreria", "a que hora abris el sabado y haceis envios?", "abrimos de 10:30 a 14:00", "No hacemos envíos"),
    ("peluqueria", "donde estais y hay parking?", "Estamos en Rúa Nova de Abaixo 8", "No tenemos aparcamiento"),
])
def test_a_short_second_question_is_answered_too(tmp_path, slug, text, first, then):
    t = chat_with_knowledge(slug, tmp_path).say(text)
    assert first in t.texts[0] and then in t.text


def test_a_polite_close_is_no_second_question(tmp_path):
    t = chat_with_knowledge("libreria", tmp_path).say("a que hora abris el sabado, por favor?")
    assert t.texts == ["El sábado 7 de noviembre abrimos de 10:30 a 14:00."]


@pytest.mark.parametrize("steps, said, then", [
    (["mesa para 4 el sabado a las 21", "Luis, ¿hay terraza?"], "terraza cubierta", "¿Y un teléfono de contacto?"),
    (["mesa para 4 o sábado ás 21", "Xan, hai terraza?"], "terraza cubierta", "¿E un teléfono de contacto?"),
])
def test_a_question_beside_the_name_is_answered_and_the_name_kept(tmp_path, steps, said, then):
    c = chat_with_knowledge("restaurante", tmp_path)
    for m in steps:
        t = c.say(m)
    assert said in t.text and then in t.text
    assert c.state["booking"]["name"] in ("Luis", "Xan") and not c.state["booking"].get("note")


@pytest.mark.parametrize("text, said", [
    ("mesa para 4 o sábado ás 21, se non pode ser o venres", "o sábado 7 de novembro ás 21:00"),
    ("mesa para 4 o sábado ás 21 e se non o venres", "o sábado 7 de novembro ás 21:00"),
    ("mesa para 4 el sabado a las 21 y si no el viernes", "el sábado 7 de noviembre a las 21:00"),
    ("mesa para 4 el sabado a las 21, si no hay sitio el domingo", "el sábado 7 de noviembre a las 21:00"),
])
def test_a_second_choice_of_day_keeps_the_first(text, said):
    assert said in chat("restaurante").say(text).texts[0]


@pytest.mark.parametrize("text, said", [
    ("mesa para 4 el sabado, no, el martes", "el martes 3 de noviembre"),
    ("no el sabado sino el martes, mesa para 4", "el martes 3 de noviembre"),
])
def test_a_day_taken_back_is_still_the_second(text, said):
    assert said in chat("restaurante").say(text).texts[0]
