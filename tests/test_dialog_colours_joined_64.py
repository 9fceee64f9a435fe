"""Stop 64 (the lead, left by the review). Colours joined after a thing are the thing's colours: «ramo de
temporada blanco y rosa» added a Ramo de rosas («rosa» read as one thing more: 63,00 €); now one Ramo de
temporada, 28,00 €, and «blanco y rosa» its note. «… y rosas», «… y un ramo de rosas» still add the roses."""
from __future__ import annotations

import pytest

from tests.conversation import chat, line_counts

ONE = "Apunto: 1 × Ramo de temporada. Total 28,00 €."


@pytest.mark.parametrize("said", [
    "ramo de temporada blanco y rosa para el martes",
    "un ramo de temporada en blanco y rosa",
    "ramo de temporada blanco y rosa",
    "kiero un ramo d temporada blanco y rosa",
    "un ramo de temporada, blanco y rosa",
    "un ramo de temporada branco e rosa",
    "ramo de temporada en tonos blanco y rosa",
])
def test_colours_joined_are_the_thing_s(said):
    c = chat("floristeria")
    t = c.say(said)
    assert t.texts[0] in (ONE, ONE.replace("temporada", "tempada")), t.texts
    assert line_counts(c) == {"ramo-temporada": 1}


@pytest.mark.parametrize("said", [
    "ramo de temporada y rosas",
    "ramo de temporada blanco y un ramo de rosas",
    "un ramo de temporada y un ramo de rosas",
])
def test_a_thing_after_them_is_still_a_thing(said):
    c = chat("floristeria")
    assert c.say(said).texts[0] == "Apunto: 1 × Ramo de temporada y 1 × Ramo de rosas. Total 63,00 €."


def test_the_colours_are_the_note():
    c = chat("floristeria")
    for text in ("ramo de temporada blanco y rosa para el martes", "a las 11", "Ana"):
        c.say(text)
    assert c.say("600123123").texts[0].startswith("Apunto como indicación: «blanco y rosa».")
