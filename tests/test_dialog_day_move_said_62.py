"""Stop 62: [Sí, al domingo 1] to «¿Lo cambio al domingo 1?» (or «sí» typed) asked «¿A qué hora lo recoges
mañana?» only: the change was never said by its date. A move to today or tomorrow now says «Cambio el día:
domingo 1 de noviembre.» before the time question; a move to a farther day stays as it was (the question names
it by its date)."""
from __future__ import annotations

import pytest

from tests.conversation import chat_after

HELD = {"es": "quiero 6 croissants para el martes", "gl": "quero 6 croissants para o martes"}
ASKED = {"es": "¿se puede recoger el domingo?", "gl": "pódese recoller o domingo?"}
SAID = {"es": "Cambio el día: domingo 1 de noviembre.", "gl": "Cambio o día: domingo 1 de novembro."}
TIME = {"es": "¿A qué hora lo recoges mañana?", "gl": "¿A que hora o recolles mañá?"}


@pytest.mark.parametrize("lang, answer", [
    ("es", "!Sí, al domingo 1"), ("es", "sí"), ("es", "si"), ("es", "vale"),
    ("gl", "!Si, ao domingo 1"), ("gl", "si"),
])
def test_the_move_accepted_is_said(lang, answer):
    c = chat_after("", HELD[lang], ASKED[lang])
    t = c.press(answer[1:]) if answer.startswith("!") else c.say(answer)
    assert SAID[lang] in t.text
    assert TIME[lang] in t.text
    assert t.text.index(SAID[lang]) < t.text.index(TIME[lang])
    assert c.state["order"]["ymd"] == "2026-11-01"


@pytest.mark.parametrize("said", ["el domingo", "mejor mañana", "mejor el domingo"])
def test_a_move_to_tomorrow_said_is_said_back(said):
    c = chat_after("", HELD["es"])
    t = c.say(said)
    assert SAID["es"] in t.text
    assert c.state["order"]["ymd"] == "2026-11-01"


@pytest.mark.parametrize("said, question", [
    ("mejor el miércoles", "¿A qué hora lo recoges el miércoles 4 de noviembre?"),
    ("!No, el martes 3", "martes 3 de noviembre"),
])
def test_near_misses(said, question):
    c = chat_after("", HELD["es"], ASKED["es"]) if said.startswith("!") else chat_after("", HELD["es"])
    t = c.press(said[1:]) if said.startswith("!") else c.say(said)
    assert "Cambio el día" not in t.text
    assert question in t.text
