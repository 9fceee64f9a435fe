"""Stop 33: «una tarta personalizada con una foto» said «No tengo «foto» en la carta»: a count
after «con» is a wish for the person who makes it (kept for the note), not a thing to buy."""
from __future__ import annotations

import pytest

from tests.conversation import chat


@pytest.mark.parametrize("said", ["una tarta personalizada con una foto para el sábado",
                                  "unha tarta personalizada con unha foto pro sábado"])
def test_a_wish_after_con_is_no_unknown_thing(said):
    c = chat()
    t = c.say(said)
    assert "No tengo" not in t.text and "Non teño" not in t.text
    assert t.text.startswith("Apunto: 1 × Tarta personalizada. Total 38,00 €.")
    c.say_all("12", "a las 12")
    t = c.say("Ana 600111222")
    assert "con una foto" in c.order["note"] or "con unha foto" in c.order["note"]


def test_an_unknown_thing_counted_is_still_said():
    t = chat().say("quiero 2 churros y una tarta de queso")
    assert t.text.startswith("No tengo «churros» en la carta.")
