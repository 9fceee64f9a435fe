"""Stop 33, mending an order of one line at the time question: «me equivoqué, eran 3» sets its
count (it said «Para seguir necesito…»); «mejor 3 croissants y una palmera», «uy, mejor 3 y una
palmera» set its count and add the other (they replaced the croissants by the palmera); «mejor 10 y
media» is the time (it was not understood)."""
from __future__ import annotations

import pytest

from tests.conversation import chat


def _two_croissants(day: str = ""):
    c = chat()
    c.say(f"2 croissants{day}")
    return c


def _lines(c):
    return [(line["item_id"], line["qty"]) for line in c.order["lines"]]


@pytest.mark.parametrize("said", [
    "perdona, me equivoque, eran 3", "me equivoqué, eran 3", "eran 3, no 2", "quería decir 3",
    "perdoa, quixen dicir tres", "uy, eran tres",
])
def test_a_count_mended_is_set(said):
    c = _two_croissants()
    t = c.say(said)
    assert _lines(c) == [("croissant", 3)]
    assert t.text.startswith("Apunto: 3 × Croissant de mantequilla. Total 5,40 €.") and "Para seguir" not in t.text


def test_an_hour_said_so_is_still_an_hour():
    c = _two_croissants()
    c.say("eran las 3")
    assert _lines(c) == [("croissant", 2)]


@pytest.mark.parametrize("said, lines, written", [
    ("mejor 3 croissants y una palmera", [("croissant", 3), ("palmera", 1)],
     "Apunto: 3 × Croissant de mantequilla y 1 × Palmera de hojaldre."),
    ("uy, mejor 3 y una palmera", [("croissant", 3), ("palmera", 1)],
     "Apunto: 3 × Croissant de mantequilla y 1 × Palmera de hojaldre."),
    ("mellor 3 e unha palmeira", [("croissant", 3), ("palmera", 1)],
     "Apunto: 3 × Croissant de mantequilla e 1 × Palmera de hojaldre."),
    ("que sean 4 y 2 napolitanas", [("croissant", 4), ("napolitana", 2)],
     "Apunto: 4 × Croissant de mantequilla y 2 × Napolitana de chocolate."),
])
def test_a_count_mended_and_something_more(said, lines, written):
    c = _two_croissants()
    t = c.say(said)
    assert _lines(c) == lines and t.text.startswith(written)


@pytest.mark.parametrize("said, lines", [
    ("mejor una palmera en vez de los croissants", [("palmera", 1)]),
    ("cambia los croissants por 2 palmeras", [("palmera", 2)]),
    ("mejor 2 palmeras", [("palmera", 2)]),
])
def test_a_replacement_still_replaces(said, lines):
    c = _two_croissants()
    c.say(said)
    assert _lines(c) == lines


@pytest.mark.parametrize("said, minutes", [
    ("mejor 10 y media", 630), ("no, mejor a las 10 y media", 630), ("mejor 10:30", 630), ("10 y media", 630),
])
def test_a_better_hour_with_its_minutes_is_the_time(said, minutes):
    c = _two_croissants(" para mañana")
    c.say(said)
    assert c.order["min"] == minutes and _lines(c) == [("croissant", 2)]


def test_a_bare_better_number_at_a_closed_hour_is_the_count():
    """Stop 47: 17:00 on Sunday is closed, so «mejor 5» is five of it (it asked «¿Quieres 5 × X?»)."""
    c = _two_croissants(" para mañana")
    t = c.say("mejor 5")
    assert t.text.startswith("Apunto: 5 × Croissant de mantequilla.") and _lines(c) == [("croissant", 5)]
