"""Stop 64 (helper G, family 3): a size said again with «que sean N» at the time question is that size. Before: the
bakery's «tarta de queso para el martes», «8», then «uy no, q sean 12» got «Para seguir necesito que me digas una de
estas opciones…», «que sean 12» went to a person («Eso no lo tengo claro…»), and so did the Galician «que sexan 12»
(«no perdona, 20» and «mejor de 8» already worked). Now (understanding/items.py, `_a_size_at_the_time`): words that
say only a count («que sean», «que sexan», «serán») with one thing held whose sizes name that number are that size,
«Apunto: 1 × Tarta de queso (12 raciones). Total 30,00 €.», and the time question again.
Near-misses kept: a number that names no size is a count («que sean 2»: two of it), and a thing with no sizes takes
the count («que sean 3» of a palmera)."""
from __future__ import annotations

import pytest

from tests.conversation import chat_after, line_counts

TWELVE = "Apunto: 1 × Tarta de queso (12 raciones). Total 30,00 €."
TWENTY = "Apunto: 1 × Tarta de queso (20 raciones). Total 40,00 €."


@pytest.mark.parametrize("said, told", [
    ("uy no, q sean 12", TWELVE),
    ("que sean 12", TWELVE),
    ("uy no, que sean 12", TWELVE),
    ("que sean de 12", TWELVE),
    ("mejor q sean 10", TWELVE),        # people: the size above («Para 10 te apunto la de 12 raciones.»)
    ("que sean 20 porfa", TWENTY),
    ("no perdona, 20", TWENTY),
])
def test_a_size_said_again_at_the_time_question(said, told):
    c = chat_after("", "tarta de queso para el martes", "8")
    t = c.say(said)
    assert told in t.texts, t.texts
    assert t.texts[-1] == "¿A qué hora lo recoges el martes 3 de noviembre?"
    assert line_counts(c) == {"tarta-queso": 1}


@pytest.mark.parametrize("said", ["que sean 8", "mejor de 8"])
def test_a_smaller_size_said_again(said):
    c = chat_after("", "tarta de queso para el martes", "12")
    t = c.say(said)
    assert t.texts[0] == "Apunto: 1 × Tarta de queso (8 raciones). Total 22,00 €.", t.texts
    assert line_counts(c) == {"tarta-queso": 1}


@pytest.mark.parametrize("said, told", [
    ("que sexan 12", "Apunto: 1 × Tarta de queso (12 racións). Total 30,00 €."),
    ("uy non, mellor q sexan 20", "Apunto: 1 × Tarta de queso (20 racións). Total 40,00 €."),
])
def test_in_galician(said, told):
    c = chat_after("", "tarta de queso para o martes", "8")
    t = c.say(said)
    assert t.texts[0] == told, t.texts
    assert t.texts[-1] == "¿A que hora o recolles o martes 3 de novembro?"


def test_a_number_no_size_names_is_the_count():
    c = chat_after("", "tarta de queso para el martes", "8")
    t = c.say("que sean 2")
    assert t.texts[0] == "Apunto: 2 × Tarta de queso (8 raciones). Total 44,00 €.", t.texts
    assert line_counts(c) == {"tarta-queso": 2}


def test_a_thing_with_no_sizes_takes_the_count():
    c = chat_after("", "quiero una palmera para el martes")
    t = c.say("que sean 3")
    assert t.texts[0] == "Apunto: 3 × Palmera de hojaldre. Total 6,60 €."
