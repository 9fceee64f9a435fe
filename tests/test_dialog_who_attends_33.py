"""Stop 33: «¿quién me puede atender el martes por la tarde?» is the staff of that day (of that
part), like «¿quién trabaja el martes?»; it went to a person («puede» reads as availability)."""
from __future__ import annotations

import pytest

from tests.conversation import chat

TUESDAY_BOTH = "El martes 3 de noviembre trabajan Marta (de 10:00 a 14:00 y de 16:00 a 20:00) e Iago (de 15:00 a 20:00)."


@pytest.mark.parametrize("said, answer", [
    ("¿quién me puede atender el martes por la tarde?", TUESDAY_BOTH),
    ("quien me puede atender el martes", TUESDAY_BOTH),
    ("¿Quién me atiende el martes?", TUESDAY_BOTH),
    ("quen me pode atender o martes pola mañá?", "Marta traballa o martes 3 de novembro de 10:00 a 14:00 e de 16:00 a 20:00."),
    ("¿quién me puede atender mañana por la tarde?", "El domingo 1 de noviembre no trabaja nadie."),
])
def test_who_can_serve_on_a_day_is_its_staff(said, answer):
    t = chat("peluqueria").say(said)
    assert t.text == answer and t.request is None


def test_with_a_service_it_is_who_does_it():
    t = chat("peluqueria").say("¿quién me puede atender el martes para un tinte?")
    assert t.text == "Tinte el martes 3 de noviembre: lo hace Marta (de 10:00 a 14:00 y de 16:00 a 20:00)." \
        and t.chip_labels == ["Cita: Tinte con Marta"]     # that day's (stop 60)
