"""Stop 33: «¿qué tal está la X?», «¿que tal son as X?», «¿cómo está la X?» ask what X is like:
its description (they went to a person); «¿qué tal estáis?» is a greeting (it went to a person:
«que tal» was read and «estáis» was left over as a question)."""
from __future__ import annotations

import pytest

from tests.conversation import chat


@pytest.mark.parametrize("said, answer", [
    ("¿qué tal está la tarta de zanahoria?", "Tarta de zanahoria: Con nueces, canela y crema de queso."),
    ("que tal estan las palmeras", "Palmera de hojaldre: Hojaldre caramelizado, crujiente."),
    ("¿que tal é a bica?", "Bica gallega: O biscoito de manteiga de vaca de Laza, enteiro."),
    ("como esta la empanada?", "Empanada de zorza: Empanada gallega de zorza para 6, masa de pan."),
])
def test_what_a_thing_is_like_is_its_description(said, answer):
    t = chat().say(said)
    assert t.text.startswith(answer) and t.request is None


@pytest.mark.parametrize("said, hello", [
    ("¿qué tal estáis?", "¡Hola! Soy el asistente de Obrador Mel."), ("que tal estas", "¡Hola! Soy el asistente"),
    ("¿que tal estades?", "Ola! Son o asistente de Obrador Mel."),
])
def test_how_are_you_is_a_greeting(said, hello):
    t = chat().say(said)
    assert t.text.startswith(hello) and t.request is None
