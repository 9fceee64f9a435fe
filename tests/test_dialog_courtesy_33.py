"""Stop 33: «thx», «ty», «tks» after a request are thanks, not a second question for a person
(«me guardas 3 bicas pal sábado? thx» said «Eso no lo tengo claro…» before writing the order)."""
from __future__ import annotations

import pytest

from tests.conversation import chat


@pytest.mark.parametrize("said", ["me guardas 3 bicas pal sabado? thx", "¿me guardas 3 bicas para el sábado? ty",
                                  "gárdasme 3 bicas pro sábado? tks"])
def test_an_english_thanks_after_a_request_is_no_question(said):
    t = chat().say(said)
    assert t.text.startswith("Apunto: 3 × Bica gallega. Total 27,00 €.") and "no lo tengo claro" not in t.text
    assert "non o teño claro" not in t.text


@pytest.mark.parametrize("said", ["vale thx", "ok, thx!", "perfecto ty"])
def test_an_english_thanks_alone_is_thanked(said):
    assert chat().say(said).text in ("¡A ti! Si necesitas algo más, aquí estoy.",)
