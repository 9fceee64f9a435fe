"""Stop 33: «¿qué tenéis ahora mismo?», «¿hay algo que pueda llevarme ya?» with nothing named:
what needs no ordering ahead, and that what is left right now is not seen from here (it said «No
tenemos mismo en el catálogo», or went to a person)."""
from __future__ import annotations

import pytest

from tests.conversation import chat

READY_ES = "Sin encargo previo tenemos: Palmera de hojaldre, Brownie sin harina, Croissant de mantequilla"


@pytest.mark.parametrize("said, ready", [
    ("¿qué tenéis ahora mismo?", READY_ES), ("hay algo que pueda llevarme ya?", READY_ES),
    ("¿hay algo ahora?", READY_ES), ("que tedes agora?", "Sen encarga previa temos: Palmera de hojaldre"),
])
def test_what_can_be_had_now(said, ready):
    t = chat().say(said)
    assert t.text.startswith(ready) and "Tarta de queso" not in t.text and "Bica" not in t.text
    assert "no lo veo desde aquí" in t.text or "non o vexo desde aquí" in t.text


@pytest.mark.parametrize("said, answer", [
    ("¿qué horario tenéis ahora?", "Sí, ahora estamos abiertos hasta las 14:00."),
    ("¿estáis abiertos ahora?", "Sí, ahora estamos abiertos hasta las 14:00."),
])
def test_other_questions_of_now_keep_their_answers(said, answer):
    assert chat().say(said).text.startswith(answer)


def test_a_business_without_orders_shows_its_menu_not_a_missing_kind():
    t = chat("restaurante").say("¿qué tenéis ahora mismo?")
    assert "mismo" not in t.text and t.text.startswith("Esta es la carta")
