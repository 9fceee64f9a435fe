"""Stop 60: «después de las 8» when neither 8:00 nor 20:00 is an open time of that day.

What was wrong: the workshop opens 10:00–14:00 and 16:30–20:00 (Saturday 10:00–14:00). «pinchazo el martes
despues de las 8» was read as 08:00 and said «El martes 3 de noviembre después de las 08:00, lo primero que
tengo es a las 10:00.», as if 10:00 were what was asked; 20:00 (the evening 8) is the closing, so the wish
holds either the whole day or nothing. «el sábado después de las 3» said «no me queda hueco después de las
15:00» on a day closed at 14:00, as if it were full. Now a window with one bound outside the day's opening
(before it opens, at or after it closes: none of the day's times in it, or all of them) says the day's hours
(«El martes 3 de noviembre abrimos de 10:00 a 14:00 y de 16:30 a 20:00.») and asks or takes the time from the
day's own times; a pickup order does the same. «¿hay algo antes?» with the opening time held (10:00) said «no me
queda hueco antes de las 10:00» (closed, not full): it says the hours too.
Near-misses kept: «después de las 5» is 17:00 (the morning 5 is closed) and keeps its window («…después de las
17:00, lo primero que tengo es a las 17:45»); «después de las 2» is after 14:00; «a partir de las 10» (the
opening) keeps its wish; the restaurant's «después de las 5» offers its dinner; the bakery's «después de las 7»
its 19:30.
"""
from __future__ import annotations

import pytest

from tests.conversation import chat, chat_after

_TUESDAY = {"es": "El martes 3 de noviembre abrimos de 10:00 a 14:00 y de 16:30 a 20:00.",
            "gl": "O martes 3 de novembro abrimos de 10:00 a 14:00 e de 16:30 a 20:00."}
_WHO = {"es": "¿Con quién quieres la cita?", "gl": "¿Con quen queres a cita?"}
_FLAT = {"es": "Apunto: reparar pinchazo el martes 3 de noviembre. Total 12,00 €; dura unos 20 minutos.",
         "gl": "Apunto: reparar furado o martes 3 de novembro. Total 12,00 €; dura uns 20 minutos."}
_DAY_TIMES = ["10:00", "10:15", "10:30", "10:45", "11:00", "12:30", "12:45", "13:00"]


@pytest.mark.parametrize("lang,said", [
    ("es", "pinchazo el martes despues de las 8"),
    ("es", "Pinchazo el martes, después de las 8"),
    ("es", "pinchazo el martes despues d las 8"),
    ("es", "pinchazo el martes despues de las ocho"),
    ("es", "pinchazo el martes pasadas las 8"),
    ("es", "pinchazo el martes a partir de las 8"),
    ("es", "pinchazo el martes antes de las 8"),
    ("es", "pinchazo el martes despues de las 21"),
    ("gl", "pinchazo o martes despois das 8"),
])
def test_a_window_out_of_the_day_says_its_hours(lang, said):
    c = chat("taller")
    t = c.say(said)
    assert t.texts == [_FLAT[lang], f"{_TUESDAY[lang]} {_WHO[lang]}"]
    assert "08:00" not in t.text
    t = c.press("Uxía")
    assert t.chip_labels == _DAY_TIMES        # the day's own times, from the opening


def test_said_after_the_person_the_time_question_says_the_hours():
    c = chat_after("taller", "pinchazo el martes")
    c.press("Uxía")
    t = c.say("despues de las 8")
    assert t.texts == [f"{_TUESDAY['es']} ¿A qué hora te va bien el martes 3 de noviembre?"]
    assert t.chip_labels == _DAY_TIMES


def test_said_before_the_day_the_hours_come_with_the_day():
    c = chat_after("taller", "pinchazo", "despues de las 8")
    t = c.say("el martes")
    assert t.texts[-1] == f"{_TUESDAY['es']} {_WHO['es']}"


def test_the_first_after_it_is_the_day_first():
    c = chat_after("taller", "pinchazo el martes la primera despues de las 8")
    t = c.press("Uxía")
    assert t.texts[0] == ("Apunto: reparar pinchazo con Uxía el martes 3 de noviembre a las 10:00. Total 12,00 €; "
                          "dura unos 20 minutos.")


def test_saturday_closed_in_the_afternoon_says_its_hours_not_full():
    c = chat("taller")
    t = c.say("pinchazo el sabado despues de las 3")
    assert t.texts[-1] == ("El sábado 7 de noviembre abrimos de 10:00 a 14:00. "
                           "¿A qué hora te va bien el sábado 7 de noviembre?")
    assert "hueco" not in t.text
    assert t.chip_labels[0] == "10:00"


def test_with_the_person_said_the_time_question_says_the_hours():
    c = chat("taller")
    t = c.say("quiero arreglar un pinchazo el martes despues de las 8 con Brais")
    assert t.texts[-1] == f"{_TUESDAY['es']} ¿A qué hora te va bien el martes 3 de noviembre?"


def test_a_pickup_order_says_the_hours_too():
    c = chat("taller")
    t = c.say("una luz para el martes despues de las 8")
    assert t.texts == [_TUESDAY["es"], "Apunto: 1 × Luz delantera LED. Total 19,00 €.",
                       "¿A qué hora lo recoges el martes 3 de noviembre?"]
    assert t.chip_labels[0] == "10:00"


def test_anything_earlier_than_the_opening_says_the_hours_not_full():
    c = chat_after("taller", "pinchazo el martes a las 10 con Uxía")
    t = c.say("hay algo antes?")
    assert t.texts == [f"{_TUESDAY['es']} ¿A qué hora te va bien el martes 3 de noviembre?"]
    assert "hueco" not in t.text


# ---- near-misses: today's behaviour ---------------------------------------------------------------------

@pytest.mark.parametrize("said,first", [
    ("pinchazo el martes despues de las 5", "El martes 3 de noviembre después de las 17:00, lo primero que tengo es "
                                            "a las 17:45."),
    ("pinchazo el martes despues de las 2", "El martes 3 de noviembre después de las 14:00, lo primero que tengo es "
                                            "a las 17:45."),
    ("pinchazo el martes a partir de las 10", "El martes 3 de noviembre a partir de las 10:00, lo primero que tengo "
                                              "es a las 10:00."),
])
def test_a_window_inside_the_hours_keeps_its_wish(said, first):
    c = chat("taller")
    t = c.say(said)
    assert t.texts[-1] == f"{first} {_WHO['es']}"


def test_after_five_then_the_person_offers_the_afternoon():
    c = chat_after("taller", "pinchazo el martes despues de las 5")
    t = c.press("Uxía")
    assert t.chip_labels == ["17:45"]


def test_a_pickup_order_inside_the_hours_keeps_its_wish():
    t = chat("taller").say("una luz para el martes despues de las 5")
    assert t.texts == ["Apunto: 1 × Luz delantera LED. Total 19,00 €.",
                       "¿A qué hora lo recoges el martes 3 de noviembre?"]
    assert t.chip_labels == ["17:30", "18:00", "18:30", "19:00", "19:30"]


def test_restaurant_after_five_offers_its_dinner():
    t = chat("restaurante").say("mesa para 4 el viernes despues de las 5")
    assert t.texts == ["Apunto: reserva para 4 personas el viernes 6 de noviembre.",
                       "¿A qué hora te va bien el viernes 6 de noviembre?"]
    assert t.chip_labels == ["20:00", "20:30", "21:00", "21:30", "22:00"]


def test_the_one_before_the_opening_is_still_said_so():
    c = chat_after("taller", "pinchazo el martes a las 10 con Uxía")
    t = c.say("la anterior a esa")
    assert t.texts[0] == "Antes de las 10:00 no tengo nada libre ese día; te dejo a las 10:00."
    c = chat_after("", "6 croissants para el martes a las 9")
    t = c.say("la anterior a esa")
    assert t.texts[0] == "Antes de las 09:00 no tengo nada libre ese día; te dejo a las 09:00."


def test_bakery_after_seven_offers_its_evening():
    t = chat("").say("6 croissants para el martes despues de las 7")
    assert t.texts[-1] == "¿A qué hora lo recoges el martes 3 de noviembre?"
    assert t.chip_labels == ["19:30"]
