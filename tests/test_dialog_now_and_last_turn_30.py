"""Stop 30 at the restaurant: «¿tenéis mesa ahora para 2?», «¿podemos ir ahora?» ask for the
soonest free table today (they asked the day, or went to a person); «¿a qué hora es el último
turno de cenas?» is the last seating of that meal (it went to a person)."""
from __future__ import annotations

import pytest

from tests.conversation import chat, chat_with_knowledge


@pytest.mark.parametrize("said, people", [
    ("¿tenéis mesa ahora para 2?", "para 2 personas"),
    ("¿teneis mesa ahora para 2?", "para 2 personas"),
    ("somos 4, ¿podemos ir ahora?", "para 4 personas"),
    ("¿tedes mesa agora para 3?", "para 3 persoas"),
    ("¿tenéis mesa para 2 ahora mismo?", "para 2 personas"),
])
def test_a_table_now_is_the_soonest_today(said, people):
    c = chat("restaurante")
    t = c.say(said)
    assert people in t.text and ("sábado 31 de octubre" in t.text or "sábado 31 de outubro" in t.text)
    assert c.state["booking"]["ymd"] == "2026-10-31" and c.state["booking"]["min"] is not None
    assert c.state["booking"]["min"] >= 12 * 60 + 40         # never before now (12:40)


@pytest.mark.parametrize("said", ["¿podemos ir ahora?", "¿podemos ir ahora", "podemos ir agora?"])
def test_coming_now_starts_today_and_asks_the_party(said):
    c = chat("restaurante")
    t = c.say(said)
    assert t.request is not None and c.state["booking"]["ymd"] == "2026-10-31"
    assert "¿Para cuántas personas?" in t.text or "¿Para cantas persoas?" in t.text


@pytest.mark.parametrize("said, expected", [
    ("¿estáis abiertos ahora?", "Ahora mismo estamos cerrados. Volvemos a abrir hoy a las 13:00."),
])
def test_now_elsewhere_is_no_booking(said, expected):
    t = chat("restaurante").say(said)
    assert t.text == expected and t.request is None


def test_now_refused_is_no_time():
    c = chat("restaurante")
    t = c.say("ahora no puedo, ¿mesa para 2 el sábado?")
    assert c.state["booking"]["ymd"] == "2026-11-07" and c.state["booking"]["min"] is None
    assert "¿A qué hora te va bien el sábado 7 de noviembre?" in t.text


@pytest.mark.parametrize("said, expected", [
    ("¿a qué hora es el último turno de cenas?", "Hoy la última mesa se reserva a las 22:00."),
    ("¿a que hora es el ultimo turno de cenas?", "Hoy la última mesa se reserva a las 22:00."),
    ("el ultimo pase de comidas a que hora es", "Hoy la última mesa se reserva a las 14:30."),
    ("¿hasta qué hora dais cenas?", "Hoy la última mesa se reserva a las 22:00."),
    ("cal é a última quenda de ceas?", "Hoxe a última mesa resérvase ás 22:00."),
    ("cal e o derradeiro turno de ceas", "Hoxe a última mesa resérvase ás 22:00."),
    ("¿cuál es el último turno para comer el domingo?",
     "El domingo 1 de noviembre la última mesa se reserva a las 15:00."),
])
def test_the_last_turn_of_a_meal(said, expected):
    t = chat("restaurante").say(said)
    assert t.text == expected and t.request is None


def test_when_a_turn_starts_is_still_the_hours():
    t = chat("restaurante").say("¿a qué hora empieza el turno de cenas?")
    assert t.text == "Hoy abrimos de 13:00 a 16:00 y de 20:00 a 23:30."


@pytest.mark.parametrize("slug, said, expected", [
    ("peluqueria", "¿me podéis hacer un hueco mañana?", "El domingo 1 de noviembre no abrimos; te propongo el martes 3 de noviembre, el siguiente día que "
                                                       "abrimos (si prefieres otro día, dímelo). ¿Qué servicio quieres?"),
    ("peluqueria", "¿me podéis hacer un hueco el martes para un corte de mujer?",
     "¿A qué hora te va bien el martes 3 de noviembre?"),
    ("peluqueria", "facédesme un oco o xoves?", "Apunto: cita o xoves 5 de novembro."),
    ("peluqueria", "búscame un hueco el viernes", "Apunto: cita el viernes 6 de noviembre."),
    ("restaurante", "¿nos podéis hacer un hueco el sábado? somos 4",
     "Apunto: reserva para 4 personas el sábado 7 de noviembre."),
])
def test_making_room_is_a_booking(slug, said, expected):
    t = chat(slug).say(said)
    assert expected in t.text and t.request is not None and "prefiero no inventarlo" not in t.text


@pytest.mark.parametrize("said, expected", [
    ("¿podemos ir 4 el sábado?", "Apunto: reserva para 4 personas el sábado 7 de noviembre."),
    ("¿podemos ir los 4 el sábado?", "Apunto: reserva para 4 personas el sábado 7 de noviembre."),
    ("podemos ir cinco el viernes?", "Apunto: reserva para 5 personas el viernes 6 de noviembre."),
])
def test_the_count_after_coming_is_the_party(said, expected):
    assert chat("restaurante").say(said).text.startswith(expected)


@pytest.mark.parametrize("said, expected", [
    ("¿podemos ir el 4?", "Apunto: reserva el miércoles 4 de noviembre. ¿Para cuántas personas?"),
    ("¿podemos ir el sábado a las 2?",
     "Apunto: reserva el sábado 7 de noviembre a las 14:00. ¿Para cuántas personas?"),
])
def test_a_date_or_a_time_after_coming_is_no_party(said, expected):
    assert chat("restaurante").say(said).text == expected


@pytest.mark.parametrize("said, expected", [
    ("¿podemos ir el sábado con el perro?", "Los perros son bienvenidos en la terraza."),
    ("¿tenéis terraza? mesa para 2 el viernes", "Tenemos una terraza cubierta"),
])
def test_a_wish_asked_with_a_booking_is_answered_first(said, expected, tmp_path):
    t = chat_with_knowledge("restaurante", tmp_path).say(said)
    assert t.text.startswith(expected) and "Apunto: reserva" in t.text and t.request is not None


def test_a_booking_question_with_no_wish_asks_no_knowledge(tmp_path):
    t = chat_with_knowledge("restaurante", tmp_path).say("¿podemos ir el sábado a cenar?")
    assert t.text.startswith("Apunto: reserva el sábado 7 de noviembre.")
