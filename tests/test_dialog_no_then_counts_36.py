"""«No, 4 X y 2 Y» to an order of 6 X: X's count mended and Y beside it (X was dropped: the «no» read
as «not X»); «no quiero el X, mejor 2 Y» keeps the 2 of Y (it took X's count)."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("said, lines, total", [
    ("no, 4 croissants y 2 napolitanas", ["4 × Croissant de mantequilla", "2 × Napolitana de chocolate"], "11,20 €"),
    ("uy no, mejor 4 croissants y 2 napolitanas", ["4 × Croissant de mantequilla", "2 × Napolitana"], "11,20 €"),
    ("no, mejor 2 palmeras y 4 croissants", ["4 × Croissant de mantequilla", "2 × Palmera de hojaldre"], "11,60 €"),
    ("no 4 croisants y 2 napolitanas", ["4 × Croissant de mantequilla", "2 × Napolitana"], "11,20 €"),
    ("non, 4 croissants e 2 napolitanas", ["4 × Croissant de mantequilla", "2 × Napolitana"], "11,20 €"),
])
def test_the_count_mended_and_another_beside(said, lines, total):
    c = chat()
    c.say("queria 6 croissants para mañana a las 10")
    t = c.say(said)
    assert all(line in t.text for line in lines) and total in t.text


@pytest.mark.parametrize("said", ["no quiero el croissant, mejor 2 napolitanas", "no quiero el croissant, 2 napolitanas",
                                  "non quero o croissant, mellor 2 napolitanas"])
def test_the_count_of_the_one_that_replaces(said):
    c = chat()
    c.say("queria 6 croissants para mañana a las 10")
    c.say(said)
    assert [(line["item_id"], line["qty"]) for line in c.order["lines"]] == [("napolitana", 2)]


@pytest.mark.parametrize("said", ["croissants 4 napolitanas 2", "croissants: 4, napolitanas: 2",
                                  "croissants 4 y 2 napolitanas"])
def test_counts_written_after_still_read(said):
    c = chat()
    c.say(said + " para mañana a las 10")
    assert sorted((line["item_id"], line["qty"]) for line in c.order["lines"]) == [("croissant", 4), ("napolitana", 2)]
