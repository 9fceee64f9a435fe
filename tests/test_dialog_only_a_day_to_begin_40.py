"""A first message of only a day and a time («hoy a las 5», «el viernes a las 21», «para mañana»)
went to a person as a question. It begins a request for then: at a bakery, «¿Qué te preparo?»; at a
restaurant, the table's party; at a salon, the service; the day and time are kept."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("slug, first, asked", [
    ("", "hoy a las 5", "¿Qué te preparo? Dime el producto y la cantidad, o mira la carta."),
    ("", "para mañana", "¿Qué te preparo? Dime el producto y la cantidad, o mira la carta."),
    ("libreria", "hoy a las 13", "¿Qué te preparo? Dime el producto y la cantidad, o mira el catálogo."),
    ("restaurante", "el viernes a las 21", "¿Para cuántas personas?"),
    ("restaurante", "o venres ás 21", "¿Para cantas persoas?"),
    ("peluqueria", "el viernes a las 11", "¿Qué servicio quieres?"),
])
def test_a_day_alone_begins_a_request(slug, first, asked):
    c = chat(slug)
    t = c.say(first)
    assert t.texts[-1] == asked
    assert not c.requests or all(r["kind"] != "question" for r in c.requests)


def test_the_day_and_time_are_kept_for_the_order():
    c = chat()
    c.say("hoy a las 5")
    t = c.say("2 palmeras")
    assert t.texts[0] == "Apunto: 2 × Palmera de hojaldre. Total 4,40 €."
    assert c.order["ymd"] == "2026-10-31" and c.order["min"] == 17 * 60


def test_the_table_keeps_them():
    c = chat("restaurante")
    c.say("el viernes a las 21")
    c.say("somos 4")
    b = c.state["booking"]
    assert (b["ymd"], b["min"], b["party"]) == ("2026-11-06", 21 * 60, 4)


@pytest.mark.parametrize("turns, said", [
    (["¿abrís el 25 de diciembre?", "y el 26"], "El sábado 26 de diciembre abrimos"),
    (["que horario teneis hoy", "y por la tarde"], "Hoy por la tarde abrimos de 16:30 a 20:00."),
])
def test_a_follow_up_day_is_still_a_question(turns, said):
    c = chat()
    for text in turns[:-1]:
        c.say(text)
    assert said in c.say(turns[-1]).text
