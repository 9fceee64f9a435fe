"""Stop 60: «pon 8 para el jueves», a verb that sets the count, with a new day, after an order is held.

What was wrong: «6 croissants y 2 napolitanas para el martes || pon 8 para el jueves» moved the day and
dropped the 8 in silence («¿A qué hora lo recoges el jueves 5 de noviembre?»); «ponme 8», «dame 8», gl «pon
8 para o xoves» too, and with one thing held the 8 was lost as well (6 croissants kept). Stop 59 made
«mejor 8 para el miércoles» and «que sean 8 el jueves» ask which. Now a setting verb before the bare count
reads as «mejor» does: with two things held the day moves and «¿De cuál quieres 8: …?» is asked (a button
each); with one held it becomes 8 («Apunto: 8 × Croissant de mantequilla. Total 14,40 €.»), never 14.
«pon 3 y una napolitana» with 6 croissants held: 3 croissants and a napolitana (the 3 was dropped).
Near-misses kept: «pon 8» alone (set, as before), «pon 8 más» is no new count of the one held.
"""
from __future__ import annotations

import pytest

from tests.conversation import chat_after, line_counts

_TWO = {"es": "6 croissants y 2 napolitanas para el martes", "gl": "6 croissants e 2 napolitanas para o martes"}
_ONE = {"es": "6 croissants para el martes", "gl": "6 croissants para o martes"}
_WHICH_8 = {"es": "¿De cuál quieres 8: Croissant de mantequilla o Napolitana de chocolate?",
            "gl": "¿De cal queres 8: Croissant de mantequilla ou Napolitana de chocolate?"}
_THURSDAY = {"es": "Cambio el día: jueves 5 de noviembre.", "gl": "Cambio o día: xoves 5 de novembro."}
_EIGHT = "Apunto: 8 × Croissant de mantequilla. Total 14,40 €."
_AT_WHAT_TIME = {"es": "¿A qué hora lo recoges el jueves 5 de noviembre?",
                 "gl": "¿A que hora o recolles o xoves 5 de novembro?"}

_SAID = [
    ("es", "pon 8 para el jueves"),
    ("es", "ponme 8 para el jueves"),
    ("es", "ponme 8 el jueves"),
    ("es", "pon 8 pal jueves"),
    ("es", "dame 8 para el jueves"),
    ("es", "mejor ponme 8 para el jueves"),
    ("es", "que sean 8 para el jueves"),
    ("es", "q sean 8 para el jueves"),
    ("gl", "pon 8 para o xoves"),
    ("gl", "ponme 8 o xoves"),
    ("gl", "que sexan 8 para o xoves"),
    ("gl", "mellor pon 8 o xoves"),
]


@pytest.mark.parametrize("lang,said", _SAID)
def test_two_held_a_set_count_and_a_day_moves_the_day_and_asks_which(lang, said):
    c = chat_after("", _TWO[lang])
    t = c.say(said)
    assert t.texts == [_THURSDAY[lang], _WHICH_8[lang]]
    assert t.chip_labels == ["Croissant de mantequilla", "Napolitana de chocolate"]
    assert line_counts(c) == {"croissant": 6, "napolitana": 2}
    assert c.state["order"]["ymd"] == "2026-11-05"


@pytest.mark.parametrize("lang,said", _SAID)
def test_one_held_becomes_the_count_on_the_new_day(lang, said):
    c = chat_after("", _ONE[lang])
    t = c.say(said)
    assert line_counts(c) == {"croissant": 8}
    assert t.texts == [_EIGHT, _AT_WHAT_TIME[lang]]


def test_the_button_then_takes_the_8():
    c = chat_after("", _TWO["es"], "pon 8 para el jueves")
    t = c.press("Napolitana de chocolate")
    assert line_counts(c) == {"croissant": 6, "napolitana": 8}
    assert t.texts[-1] == _AT_WHAT_TIME["es"]


def test_a_set_count_with_a_time_asks_which_too():
    c = chat_after("", _TWO["es"])
    t = c.say("dame 8 a las 10")
    assert t.texts == ["Apunto la recogida el martes 3 de noviembre a las 10:00.", _WHICH_8["es"]]
    assert line_counts(c) == {"croissant": 6, "napolitana": 2}


def test_one_held_a_set_count_with_a_time():
    c = chat_after("", _ONE["es"])
    t = c.say("pon 8 a las 10")
    assert line_counts(c) == {"croissant": 8}
    assert t.texts[0] == _EIGHT
    assert c.state["order"]["min"] == 600


def test_one_held_a_set_count_and_another_thing():
    c = chat_after("", _ONE["es"])
    t = c.say("pon 3 y una napolitana")
    assert line_counts(c) == {"croissant": 3, "napolitana": 1}
    assert t.texts[0] == "Apunto: 3 × Croissant de mantequilla y 1 × Napolitana de chocolate. Total 7,40 €."


def test_libreria_two_books_a_set_count_and_a_day():
    c = chat_after("libreria", "2 de Follas novas y 1 Atlas do ceo para el martes")
    t = c.say("ponme 3 para el jueves")
    assert t.texts == ["Cambio el día: jueves 5 de noviembre.", "¿De cuál quieres 3: Follas novas o Atlas do ceo?"]


# ---- near-misses: today's behaviour ---------------------------------------------------------------------

@pytest.mark.parametrize("said", ["pon 8", "ponme 8", "que sean 8"])
def test_a_bare_set_count_alone_is_unchanged(said):
    c = chat_after("", _ONE["es"])
    t = c.say(said)
    assert line_counts(c) == {"croissant": 8}
    assert t.texts[0] == _EIGHT
    c = chat_after("", _TWO["es"])
    t = c.say(said)
    assert t.texts == [_WHICH_8["es"]]


def test_a_new_day_alone_moves_only_the_day():
    c = chat_after("", _TWO["es"])
    t = c.say("mejor para el jueves")
    assert line_counts(c) == {"croissant": 6, "napolitana": 2}
    assert t.texts[-1] == _AT_WHAT_TIME["es"]


def test_a_set_count_with_its_name_is_unchanged():
    c = chat_after("", _TWO["es"])
    t = c.say("pon 8 croissants para el jueves")       # named: another day's order, told so (as before)
    assert t.texts[0].startswith("Un pedido es para un día: apunto el del martes 3 de noviembre.")
    assert line_counts(c) == {"croissant": 6, "napolitana": 2}
    assert c.state["order"]["ymd"] == "2026-11-03"
