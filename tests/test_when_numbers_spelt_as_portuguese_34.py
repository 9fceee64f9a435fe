"""«ás onze», «a las doze»: numbers spelt the Portuguese way (as Galician speakers often write them)
are those numbers."""
import pytest

from bizengine.language.dates import parse_when
from bizengine.language.text import clean, to_int
from tests.conversation import NOW, bakery, chat


@pytest.mark.parametrize("word, n", [("onze", 11), ("doze", 12), ("treze", 13), ("catorze", 14), ("quinze", 15)])
def test_the_numbers(word, n):
    assert to_int(word) == n


@pytest.mark.parametrize("text, minutes", [("a las onze", 660), ("ás doze", 720), ("o martes ás onze e media", 690)])
def test_as_a_time(text, minutes):
    assert parse_when(clean(text), bakery(), NOW).minutes == minutes


def test_at_the_summary():
    c = chat()
    for said in ("quiero 6 croissants para el martes", "a las 10", "Ana", "600123123", "no"):
        c.say(said)
    c.say("a las onze")
    assert c.order["min"] == 660
