"""«¿Quién está libre a las 5?» mid-appointment: the people free at that time are said, and only
they are offered; one free is the one booked (it asked «¿Con quién?» with both, busy or not)."""
import pytest

from bizengine.business.availability import staff_availability
from tests.conversation import chat


def _free_at(c, ymd: str, minute: int) -> list[str]:
    names = []
    for rid, name in (("marta", "Marta"), ("iago", "Iago")):
        slots = staff_availability(c.biz, ymd, c.now, ["corte-hombre"], rid, c.own).get("slots") or []
        if any(s["min"] == minute for s in slots):
            names.append(name)
    return names


@pytest.mark.parametrize("hour, said", [
    (10, "¿quién tiene hueco a las 10?"), (11, "quien puede a las 11?"), (12, "y quien esta libre a las 12"),
    (17, "¿quién está libre a las 5?"), (18, "quen está libre ás 6?"), (11, "quen pode ás 11?"),
])
def test_who_is_free_at_the_hour_asked(hour, said):
    c = chat("peluqueria")
    c.say("quiero cita para corte de hombre el viernes")
    t = c.say(said)
    free = _free_at(c, "2026-11-06", hour * 60)
    assert free, "the fixture has somebody free then"
    time = f"{hour}:00"
    if len(free) == 2:
        assert "Marta e Iago" in t.text and time in t.text
        assert [label for label in t.chip_labels if label in ("Marta", "Iago")] == ["Marta", "Iago"]
    else:
        assert f"atenderte {free[0]}." in t.text and f"con {free[0]}" in t.text
        assert c.state["booking"]["resource"] == free[0].lower()


def test_one_busy_at_the_hour_is_never_offered():
    c = chat("peluqueria")
    c.say("quiero cita para corte de hombre el viernes")
    t = c.say("¿quién está libre a las 11?")
    assert _free_at(c, "2026-11-06", 11 * 60) == ["Marta"]
    assert "Iago" not in t.text and "Iago" not in t.chip_labels


def test_without_asking_who_both_are_still_asked():
    c = chat("peluqueria")
    c.say("quiero cita para corte de hombre el viernes")
    t = c.say("a las 10")
    assert t.text.endswith("¿Con quién quieres la cita?") and "pueden atenderte" not in t.text
