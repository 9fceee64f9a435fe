"""To «¿Cuántos croissants quieres?» after «tres o cuatro», «los 4», «venga, cuatro», «os catro»,
«catro, si» were answered «Para seguir necesito…»: the count, with an article or a word of
taking it, is the answer. «A las 4» is still no count."""
import pytest

from bizengine.understanding.item_words import bare_count
from tests.conversation import chat


@pytest.mark.parametrize("first, then", [
    ("quiero tres o cuatro croissants para el jueves a las 10", "los 4"),
    ("quiero tres o cuatro croissants para el jueves a las 10", "ponme los cuatro"),
    ("quiero tres o cuatro croissants para el jueves a las 10", "venga, cuatro"),
    ("quero tres ou catro croissants pro xoves ás 10", "os catro"),
    ("quero tres ou catro croissants pro xoves ás 10", "catro, si"),
])
def test_the_count_is_taken(first, then):
    c = chat()
    c.say(first)
    t = c.say(then)
    assert [line["qty"] for line in c.order["lines"]] == [4]
    assert "Para seguir" not in t.text


@pytest.mark.parametrize("text", ["a las 4", "las 4", "as 4"])
def test_a_time_is_no_count(text):
    assert bare_count(text) is None
