"""Stop 64 (helper D, family 4): a count wanted, smaller than the one held, is that count.
Before: with 6 croissants held, «quiero dos croissants» got «Apunto: 8 × Croissant de mantequilla. Total 14,40 €.»
(a count below the one held was read as more of them, on purpose since stop 26 for «ponme 2 X»), while «quiero ocho
croissants» was restated («Tenías 6 × …: lo cambio a 8 × …», stop 63's count_put). Now a count said as wanted
(«quiero», «quería», «necesito», «son», gl «quero») is that count, larger or smaller, said so the same way
(conversation/count_put.py): «Tenías 6 × Croissant de mantequilla: lo cambio a 2 × Croissant de mantequilla. Si
querías sumarlos a los que tenías, dime cuántos más.» then «Apunto: 2 × Croissant de mantequilla. Total 3,60 €.».
Near-misses kept: «otros dos», «dos más», «y dos», «también dos», «ponme 2», «pon un» and the bare «2 croissants»
still add; another thing wanted is another line."""
from __future__ import annotations

import pytest

from tests.conversation import chat, line_counts

HELD = {"es": "quiero 6 croissants", "gl": "quero 6 croissants"}
CHANGED = {"es": "Tenías 6 × Croissant de mantequilla: lo cambio a {n} × Croissant de mantequilla. Si querías "
                 "sumarlos a los que tenías, dime cuántos más.",
           "gl": "Tiñas 6 × Croissant de mantequilla: cámbioo a {n} × Croissant de mantequilla. Se querías sumalos "
                 "aos que tiñas, dime cantos máis."}
PRICES = {1: "1,80", 2: "3,60", 3: "5,40", 4: "7,20"}


@pytest.mark.parametrize("lang, said, n", [
    ("es", "quiero dos croissants", 2),
    ("es", "quiero 2 croissants", 2),
    ("es", "quiero 2 croisants", 2),
    ("es", "quiero tres croissants", 3),
    ("es", "quiero un croissant", 1),
    ("es", "queria cuatro croissants", 4),
    ("es", "vale, quiero dos croissants", 2),
    ("es", "necesito dos croissants", 2),
    ("gl", "quero dous croissants", 2),
    ("gl", "quero dúas croissants", 2),
    ("gl", "quero un croissant", 1),
])
def test_a_smaller_count_wanted_is_that_count(lang, said, n):
    c = chat("")
    c.say(HELD[lang])
    t = c.say(said)
    assert t.texts[0] == CHANGED[lang].format(n=n)
    assert t.texts[1] == f"Apunto: {n} × Croissant de mantequilla. Total {PRICES[n]} €."
    assert line_counts(c) == {"croissant": n}


@pytest.mark.parametrize("lang, said, n", [
    ("es", "quiero otros dos croissants", 8),
    ("es", "quiero dos croissants más", 8),
    ("es", "dos croissants más", 8),
    ("es", "y dos croissants", 8),
    ("es", "quiero también dos croissants", 8),
    ("es", "ponme 2 croissants", 8),
    ("es", "pon un croissant", 7),
    ("es", "2 croissants", 8),
    ("gl", "quero outros dous croissants", 8),
    ("gl", "dous croissants máis", 8),
    ("gl", "e dous croissants", 8),
])
def test_more_of_them_still_adds(lang, said, n):
    c = chat("")
    c.say(HELD[lang])
    t = c.say(said)
    assert "lo cambio a" not in t.text and "cámbioo a" not in t.text
    assert line_counts(c) == {"croissant": n}


def test_a_count_wanted_after_a_no_is_that_count_too():
    c = chat("")
    c.say(HELD["es"])
    t = c.say("no, quiero dos croissants")
    assert "Apunto: 2 × Croissant de mantequilla. Total 3,60 €." in t.texts
    assert line_counts(c) == {"croissant": 2}


def test_another_thing_wanted_is_another_line():
    c = chat("")
    c.say(HELD["es"])
    t = c.say("quiero dos napolitanas")
    assert "lo cambio a" not in t.text
    assert line_counts(c) == {"croissant": 6, "napolitana": 2}
