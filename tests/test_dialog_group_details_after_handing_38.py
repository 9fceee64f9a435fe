"""A group handed to a person («mesa para 9 el viernes»), then «a las 21» or «el sábado a las 14»:
the day and time opened a separate question for a person («Eso no lo tengo claro…») and the
group's request kept no time. They now join the handed request, as the name and phone already did."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("first, text, said, ymd, minutes", [
    ("mesa para 9 el viernes", "a las 21", "Apuntado: a las 21:00.", "2026-11-06", 21 * 60),
    ("mesa para 10", "el sabado a las 14", "Apuntado: el sábado 7 de noviembre a las 14:00.", "2026-11-07", 14 * 60),
    ("mesa para 10", "o sábado ás 14", "Apuntado: o sábado 7 de novembro ás 14:00.", "2026-11-07", 14 * 60),
    ("mesa para 12 a las 21", "el viernes", "Apuntado: el viernes 6 de noviembre.", "2026-11-06", 21 * 60),
])
def test_the_day_and_time_join_the_handed_group(first, text, said, ymd, minutes):
    c = chat("restaurante")
    c.say(first)
    t = c.say(text)
    assert t.texts[0].startswith(said)
    assert t.request["kind"] == "handoff" and t.request["data"]["booking"]["ymd"] == ymd
    assert t.request["data"]["booking"]["min"] == minutes
    assert "no lo tengo claro" not in t.text


def test_then_the_contact_joins_it_too():
    c = chat("restaurante")
    c.say("mesa para 9 el viernes")
    c.say("a las 21")
    t = c.say("Pepe 600111222")
    booking = t.request["data"]["booking"]
    assert (booking["min"], booking["name"], booking["phone"]) == (21 * 60, "Pepe", "+34600111222")


def test_a_question_after_handing_is_answered():
    c = chat("restaurante")
    c.say("mesa para 10")
    t = c.say("¿a qué hora cerráis el sábado?")
    assert t.texts[0] == "El sábado 7 de noviembre cerramos a las 23:30."
