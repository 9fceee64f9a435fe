"""Stop 62: «quiero 8 X» or a bare «8 X» with 6 X held for the same day added them (14). Most customers restate
the count they want: it is set the same way «pon 8 X» is (count_put), and said so; «8 más», «otros 8», «añade
8», «y 8 X», «también 8 X» still add."""
from __future__ import annotations

import pytest

from tests.conversation import chat_after, line_counts

HELD = {"es": "quiero 6 croissants para el martes", "gl": "quero 6 croissants para o martes"}
TOLD = {"es": "Tenías 6 × Croissant de mantequilla: lo cambio a 8 × Croissant de mantequilla.",
        "gl": "Tiñas 6 × Croissant de mantequilla: cámbioo a 8 × Croissant de mantequilla."}


@pytest.mark.parametrize("lang, said", [
    ("es", "quiero 8 croissants"),
    ("es", "8 croissants"),
    ("es", "8 croisants"),
    ("es", "queria 8 croissants"),
    ("es", "vale, quiero 8 croissants"),
    ("es", "necesito 8 croissants"),
    ("gl", "quero 8 croissants"),
    ("gl", "8 croissants"),
    ("gl", "vale, quero 8 croisants"),
])
def test_a_count_restated_is_the_count(lang, said):
    c = chat_after("", HELD[lang])
    t = c.say(said)
    assert TOLD[lang] in t.text
    assert "8 × Croissant de mantequilla. Total 14,40 €" in t.text
    assert line_counts(c) == {"croissant": 8}
    assert c.state["order"]["ymd"] == "2026-11-03"


@pytest.mark.parametrize("said, count", [
    ("quiero 8 croissants más", 14),
    ("8 croissants más", 14),
    ("otros 8 croissants", 14),
    ("añade 8 croissants", 14),
    ("y 8 croissants", 14),
    ("también 8 croissants", 14),
    ("quiero 6 croissants", 6),
])
def test_more_still_adds(said, count):
    c = chat_after("", HELD["es"])
    t = c.say(said)
    assert "lo cambio a" not in t.text
    assert line_counts(c) == {"croissant": count}


def test_a_thing_not_held_is_added():
    c = chat_after("", HELD["es"])
    t = c.say("2 napolitanas")
    assert "lo cambio a" not in t.text
    assert line_counts(c) == {"croissant": 6, "napolitana": 2}


def test_a_count_mended_after_no_is_set_as_before():
    c = chat_after("", HELD["es"])
    t = c.say("no, 8 croissants")
    assert "8 × Croissant de mantequilla. Total 14,40 €" in t.text
    assert line_counts(c) == {"croissant": 8}


def test_the_way_to_add_instead_is_one_that_is_read():
    """«Si querías sumarlos…, dime cuántos más»: «6 más» then makes the 14 the customer meant (stop 25's
    «quiero 3 croissants» after 2, once added on purpose, is now set to 3 and said so)."""
    c = chat_after("", "quiero 2 croissants")
    t = c.say("quiero 3 croissants")
    assert "lo cambio a 3 × Croissant de mantequilla. Si querías sumarlos a los que tenías, dime cuántos más." in t.text
    assert line_counts(c) == {"croissant": 3}
    c.say("2 más")
    assert line_counts(c) == {"croissant": 5}
    c = chat_after("", HELD["gl"])
    assert "dime cantos máis" in c.say("quero 8 croissants").text
    c.say("6 máis")
    assert line_counts(c) == {"croissant": 14}
