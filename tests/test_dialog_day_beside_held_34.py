"""«mejor al día siguiente», «un día antes» with a day held: the day after (before) it, at the time
held; said at the summary they used to change nothing."""
import pytest

from tests.conversation import chat

ORDER = ("quiero 6 croissants para el martes", "a las 10", "Ana", "600123123", "no")


@pytest.mark.parametrize("said, ymd", [("mejor al dia siguiente", "2026-11-04"), ("mellor ao día seguinte", "2026-11-04"),
                                       ("un día después", "2026-11-04"), ("mejor el día antes", "2026-11-02")])
def test_a_day_beside_the_one_held(said, ymd):
    c = chat()
    for step in ORDER:
        c.say(step)
    c.say(said)
    if ymd == "2026-11-02":       # Monday: closed, so the day is asked and none held
        assert c.order["ymd"] is None and c.state["awaiting"] == "day"
    else:
        assert (c.order["ymd"], c.order["min"]) == (ymd, 600)


def test_the_day_after_at_the_name_question_is_no_name():
    c = chat()
    c.say("2 croissants para el martes a las 10")
    c.say("el dia siguiente")
    assert not c.order.get("name") and c.order["ymd"] == "2026-11-04"


def test_without_a_day_held_it_is_the_day_after_today():
    c = chat()
    c.say("quiero 2 croissants")
    c.say("al dia siguiente")
    assert c.order["ymd"] == "2026-11-01"
