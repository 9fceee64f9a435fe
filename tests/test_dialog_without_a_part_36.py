"""«Una X sin Y», «unha X sen Y»: what it should not carry is kept for the note (it was dropped);
«sin gluten», «sin lactosa» stay the diet's to answer, never a note."""
import pytest

from tests.conversation import chat

_CONTACT = ["Ana", "600123123"]


@pytest.mark.parametrize("said, note", [
    ("una tarta de queso de 8 raciones sin mermelada para el martes a las 11", "sin mermelada"),
    ("2 empanadas sin pimiento para el martes a las 12", "sin pimiento"),
    ("unha empanada sen cebola para o martes ás 12", "sen cebola"),
    ("una tarta de queso 8 raciones sin mermelda para el martes a las 11", "sin mermelda"),
])
def test_a_part_left_out_is_noted(said, note):
    c = chat()
    c.say(said)
    for m in _CONTACT:
        t = c.say(m)
    assert f"«{note}»" in t.text
    assert c.order["note"] == note


@pytest.mark.parametrize("said", ["tarta de queso sin gluten", "una tarta de queso sin lactosa",
                                  "¿tenéis tarta de queso sin gluten?"])
def test_a_diet_is_no_note(said):
    c = chat()
    t = c.say(said)
    assert not c.order.get("note") and ("gluten" in t.text or "lácteos" in t.text or "lactosa" in t.text)


def test_another_trade():
    c = chat("floristeria")
    c.say("un ramo de rosas sin envoltorio para el martes a las 11")
    for m in _CONTACT:
        t = c.say(m)
    assert "«sin envoltorio»" in t.text and c.order["note"] == "sin envoltorio"
