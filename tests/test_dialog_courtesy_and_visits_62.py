"""Stop 62 (M): customers' courtesies, follow-ups and past visits read as what they are."""
from __future__ import annotations

import pytest

from tests.conversation import chat


def _run(slug: str, *texts: str):
    c = chat(slug)
    for text in texts:
        t = c.say(text)
    return c, t


# 2. «quero cancelar» with nothing under way, then what was meant: a request made before → the phone
@pytest.mark.parametrize("first,then,words", [
    ("quero cancelar", "a encarga de onte", "chama ao 981 000 404"),
    ("quiero cancelar", "el pedido de ayer", "llama al 981 000 404"),
    ("quiero anular", "mi pedido", "llama al 981 000 404"),
    ("cancelar", "la reserva del viernes", "llama al 981 000 404"),
    ("kiero cancelar", "el pedido q hice ayer", "llama al 981 000 404"),
])
def test_what_was_meant_to_be_cancelled_goes_to_the_phone(first, then, words):
    _c, t = _run("", first, then)
    assert words in t.text and "preparo" not in t.text


@pytest.mark.parametrize("then,words", [
    ("nada, quiero 6 croissants para el martes", "6 × Croissant"),
    ("vale", "Perfecto"),
])
def test_after_nothing_to_cancel_other_messages_stay(then, words):
    _c, t = _run("", "quiero cancelar", then)
    assert words in t.text and "anular" not in t.text


# 3. when to come, asked at the time question: that day's hours, then the question again
@pytest.mark.parametrize("asked", ["a q hora puedo pasar?", "¿a qué hora puedo pasar?", "¿desde qué hora puedo recogerlo?",
                                   "a partir de q hora puedo pasar", "desde que hora puedo recogerlo"])
def test_when_to_come_says_the_days_hours_es(asked):
    _c, t = _run("", "quiero una empanada de zorza para el martes", asked)
    assert t.texts[0] == "El martes 3 de noviembre abrimos de 09:00 a 14:00 y de 16:30 a 20:00."
    assert t.texts[-1] == "¿A qué hora lo recoges el martes 3 de noviembre?"


@pytest.mark.parametrize("asked", ["a que hora podo pasar?", "desde que hora podo recollelo?", "a q hora podo pasar"])
def test_when_to_come_says_the_days_hours_gl(asked):
    _c, t = _run("", "quero unha empanada de zorza para o martes", asked)
    assert t.texts[0] == "O martes 3 de novembro abrimos de 09:00 a 14:00 e de 16:30 a 20:00."
    assert t.texts[-1] == "¿A que hora o recolles o martes 3 de novembro?"


def test_when_to_come_today_keeps_the_earliest_once():
    _c, t = _run("", "quiero 6 croissants para hoy", "a que hora puedo pasar")
    assert t.texts[0] == "Hoy abrimos de 09:00 a 14:00 y de 16:30 a 20:00."
    assert t.text.count("13:00") == 1


def test_when_to_come_at_the_size_question_asks_the_size_again():
    _c, t = _run("", "quiero una tarta de santiago para el martes", "a que hora puedo pasar")
    assert "El martes 3 de noviembre abrimos" in t.texts[0] and "raciones" in t.texts[-1]


def test_a_time_said_is_still_a_time():
    _c, t = _run("", "quiero una empanada de zorza para el martes", "a las 10")
    assert "10:00" in t.text and "abrimos" not in t.text


# 4. a wish for the day first or last: the order it comes with
@pytest.mark.parametrize("said,asked", [
    ("que tengas buen día, 6 croissants para mañana", "¿A qué hora lo recoges mañana?"),
    ("que tengas buen dia 6 croisants para mañana", "¿A qué hora lo recoges mañana?"),
    ("Que tengáis un buen día!! 6 croissants para mañana", "¿A qué hora lo recoges mañana?"),
    ("buenos días!! 6 croissants para mañana", "¿A qué hora lo recoges mañana?"),
    ("6 croissants para mañana. Que pases buena tarde!", "¿A qué hora lo recoges mañana?"),
    ("que teñas bo día, 6 cruasáns para mañá", "¿A que hora o recolles mañá?"),
    ("bo día, 6 cruasáns para mañá", "¿A que hora o recolles mañá?"),
    ("6 cruasáns para mañá, que teñades bo día", "¿A que hora o recolles mañá?"),
])
def test_a_day_wish_beside_an_order_is_a_courtesy(said, asked):
    c, t = _run("", said)
    assert t.texts[0] == "Apunto: 6 × Croissant de mantequilla. Total 10,80 €." and t.texts[-1] == asked
    assert c.order["lines"][0]["qty"] == 6


def test_a_wish_beside_a_question_still_answers_it():
    _c, t = _run("", "que tengas buen día, ¿cuánto cuesta el croissant?")
    assert "1,80 €" in t.text


# 5. a name with a sign-off at the time question: the name, taken, and the time asked
@pytest.mark.parametrize("said,name,asked", [
    ("Marta, un abrazo", "Marta", "¿A qué hora lo recoges el martes 3 de noviembre?"),
    ("soy Marta, gracias", "Marta", "¿A qué hora lo recoges el martes 3 de noviembre?"),
    ("Marta. Un saludo", "Marta", "¿A qué hora lo recoges el martes 3 de noviembre?"),
    ("Marta, besos", "Marta", "¿A qué hora lo recoges el martes 3 de noviembre?"),
])
def test_a_name_signed_off_is_taken(said, name, asked):
    _c, t = _run("", "quiero 6 croissants para el martes", said)
    assert t.texts == [f"Apunto el nombre: {name}.", asked]


def test_a_name_signed_off_gl():
    _c, t = _run("", "quero 6 cruasáns para o martes", "Uxía, unha aperta")
    assert t.texts == ["Apunto o nome: Uxía.", "¿A que hora o recolles o martes 3 de novembro?"]


# 7. a past visit told, then «repetir» on a day: a booking for that day
@pytest.mark.parametrize("said,first,day", [
    ("el sabado cenamos aqui y genial, quiero repetir el viernes", "¡Gracias por volver", "viernes 6 de noviembre"),
    ("ayer cenamos aquí y queremos repetir el sábado", "¡Gracias por volver", "sábado 7 de noviembre"),
    ("ayer cenamos aqui, queremos volver el sabado", "¡Gracias por volver", "sábado 7 de noviembre"),
    ("estuvimos el sábado pasado y nos encantó, queremos repetir el viernes", "¡Muchas gracias",
     "viernes 6 de noviembre"),
    ("o sábado ceamos aquí e xenial, queremos repetir o venres", "Grazas por volver", "venres 6 de novembro"),
    ("onte ceamos aquí e queremos repetir o sábado", "Grazas por volver", "sábado 7 de novembro"),
])
def test_coming_again_after_a_visit_is_a_booking(said, first, day):
    _c, t = _run("restaurante", said)
    assert t.texts[0].startswith(first) and day in t.texts[1] and "perso" in t.texts[-1]


@pytest.mark.parametrize("said", ["queremos repetir el viernes", "quero repetir o venres"])
def test_coming_again_alone_is_a_booking(said):
    _c, t = _run("restaurante", said)
    assert "6 de nov" in t.text and "perso" in t.texts[-1]


def test_a_visit_told_without_a_wish_stays_praise():
    _c, t = _run("restaurante", "ayer cenamos aquí y nos encantó")
    assert "reserva" not in t.text
