"""«quiero un ramo de rosas || 2 ramos || de rosas» ended with 3 bouquets, and «dúas tartas» after one
Santiago cake asked which again and added a second line. A group word counted, with one product of
the group written down and nothing more said, is that line's count."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("slug, first, then, lines", [
    ("floristeria", "quiero un ramo de rosas para el lunes", "2 ramos", [("ramo-rosas", 2)]),
    ("floristeria", "quero un ramo de rosas pro luns", "mellor 3 ramos", [("ramo-rosas", 3)]),
    ("", "quero unha tarta de santiago de 8 pro martes", "dúas tartas", [("tarta-santiago", 2)]),
])
def test_a_group_word_counted_is_the_held_lines_count(slug, first, then, lines):
    c = chat(slug)
    c.say(first)
    c.say(then)
    assert [(x["item_id"], x["qty"]) for x in c.order["lines"]] == lines


def test_more_of_the_group_still_asks_which():
    c = chat("floristeria")
    c.say("quiero un ramo de rosas para el lunes")
    t = c.say("otros 2 ramos")
    assert t.texts[-1] == "¿Qué ramo quieres?"
