"""«no a las 10, a las 11»: the first time said is taken back, the second is the time."""
import pytest

from bizengine.language.dates import parse_when
from bizengine.language.text import clean
from tests.conversation import NOW, bakery, chat


@pytest.mark.parametrize("text, minutes", [
    ("no a las 10, a las 11", 660), ("non ás 10, ás 11", 660), ("no para las 10 sino para las 12", 720),
    ("perdona, no a las 9, a las 9 y media", 570), ("a las 10 o a las 11", 600), ("a las 10 no, a las 11", 660),
])
def test_a_time_taken_back_before_it_is_said(text, minutes):
    assert parse_when(clean(text), bakery(), NOW).minutes == minutes


def test_at_the_summary_the_second_time_is_the_pickup():
    c = chat()
    for said in ("quiero 6 croissants para el martes", "a las 10", "Ana", "600123123", "no"):
        c.say(said)
    t = c.say("no a las 10, a las 11")
    assert t.texts[0] == "Cambio la recogida al martes 3 de noviembre a las 11:00."
    assert c.order["min"] == 660
