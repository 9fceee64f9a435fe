"""Stop 33: «¿cuánto cuesta la X de 30 raciones?» (the trade's unit, past the largest size) says
the largest and what to do, like «… para 30»; it listed the sizes as if 30 were one of them."""
from __future__ import annotations

import pytest

from tests.conversation import chat


@pytest.mark.parametrize("said, beyond", [
    ("¿cuánto cuesta la tarta de santiago de 30 raciones?",
     "La más grande es de 20 raciones. Para 30 personas: una de 20 raciones y otra de 12 raciones (62,00 € en total)"),
    ("cuanto vale la tarta de santiago de 30 racions",
     "La más grande es de 20 raciones. Para 30 personas: una de 20 raciones y otra de 12 raciones (62,00 € en total)"),
    ("canto custa a tarta de santiago de 30 racions?",
     "A máis grande é de 20 racións. Para 30 persoas: unha de 20 racións e outra de 12 racións (62,00 € en total)"),
    ("cuanto cuesta la tarta de santiago para 30", "La más grande es de 20 raciones."),
])
def test_a_size_past_the_largest_is_said(said, beyond):
    t = chat().say(said)
    assert t.text.startswith("Tarta de Santiago: 18,00 €") and beyond in t.text


@pytest.mark.parametrize("said, answer", [
    ("cuanto cuesta la tarta de queso de 12 raciones", "Tarta de queso (12 raciones): 30,00 €."),
    ("cuanto cuesta la tarta de santiago de 20 raciones", "Tarta de Santiago (20 raciones): 36,00 €."),
])
def test_a_size_there_is_is_priced(said, answer):
    assert chat().say(said).text == answer
