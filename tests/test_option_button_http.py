"""An option button with an unknown option, choice or line is a 400 and drops nothing."""
from __future__ import annotations

import pytest

from tests.chat_client import Visitor


@pytest.mark.parametrize("action, message", [
    ({"type": "option", "line": 0, "option": "raciones", "choice": "999"},
     "acción no válida para este negocio: unknown choice '999' for option 'raciones'"),
    ({"type": "option", "line": 0, "option": "nada", "choice": "8"},
     "acción no válida para este negocio: unknown option: 'nada'"),
    ({"type": "option", "line": 3, "option": "raciones", "choice": "8"},
     "acción no válida para este negocio: no line 3: the order has 1"),
])
def test_a_bad_option_button_is_a_400_and_the_option_is_still_asked(client, action, message):
    v = Visitor(client)
    v.say("una tarta de queso")
    res = client.post("/api/pasteleria/chat", json={"session": v.session, "case_id": v.case_id,
                                                    "action": action, "label": "x"})
    assert res.status_code == 400 and res.get_json() == {"error": message}
    assert v.conversation().get_json()["request"]["total_cents"] == 2200   # no portions were added
    v.press("12 raciones · +8,00 €")
    assert v.texts[0] == "Apunto: 1 × Tarta de queso (12 raciones). Total 30,00 €."
