"""Stop 53, review of a count split over two days (commit 86252bf). It was wrong:
- a time's number was read as the first day's part: «quiero 6 croissants a las 5 hoy y 2 mañana» held
  «Apunto: 5 × Croissant de mantequilla» (the 5 of «a las 5»), not the 6 said;
- an odd count halved lost one in silence: «tres croissants, la mitad hoy y la mitad mañana» held
  «Apunto: 1 × Croissant de mantequilla» with the rest «va en otro pedido» (1 + 1 of 3);
- the count split was the first number of the message, not the line's: «2 napolitanas y 4 croissants,
  dos hoy y dos mañana» held all 4 croissants for today;
- Galician «a metade hoxe e a metade mañá» was no split at all (all 3 held, tomorrow never said).
Now the first day's part is a count said right after the thing, «,», «y»/«e» or at the start (never after
«a las», «para las», «sobre las», «el», «a partir de»), the total is the count of the line just before
it, and an odd half holds the larger part for the first day and says so («3 no se parte justo a la
mitad: apunto 2 en este pedido y 1 va en el otro»)."""
import pytest

from bizengine.understanding.told_apart import DaySplit, first_days_part
from tests.conversation import chat


def _lines(c) -> list[tuple[str, int]]:
    return [(line["item_id"], line["qty"]) for line in c.order["lines"]]


_TODAY_ES = "apunto el del sábado 31 de octubre. Lo del domingo 1 de noviembre va en otro pedido"
_TODAY_GL = "apunto o do sábado 31 de outubro. O do domingo 1 de novembro vai noutro pedido"


# ---- a time's or a date's number is no part of the count -------------------------------------------

@pytest.mark.parametrize("said, days, asked", [
    ("quiero 6 croissants a las 5 hoy y 2 mañana", _TODAY_ES, "¿A nombre de quién lo preparo?"),
    ("quiero 6 croissants para las 5 hoy y 2 mañana", _TODAY_ES, "¿A nombre de quién lo preparo?"),
    ("6 croissants sobre las 5 hoy y 2 manana", _TODAY_ES, "¿A nombre de quién lo preparo?"),
    ("seis croissants ás 5 hoxe e dous mañá", _TODAY_GL, "¿A nome de quen o preparo?"),
    ("seis croissants as 5 hoxe e dous mana", _TODAY_GL, "¿A nome de quen o preparo?"),
])
def test_a_times_number_is_no_part(said, days, asked):
    c = chat()
    t = c.say(said)
    assert _lines(c) == [("croissant", 6)] and c.order["min"] == 17 * 60
    assert days in t.text and "Apunto: 6 × Croissant de mantequilla. Total 10,80 €." in t.text and asked in t.text


# ---- an odd count halved: the larger part held, and said ---------------------------------------------

@pytest.mark.parametrize("said, held, told, days", [
    ("tres croissants, la mitad hoy y la mitad mañana", 2,
     "3 no se parte justo a la mitad: apunto 2 en este pedido y 1 va en el otro.", _TODAY_ES),
    ("5 croissants la mitad hoy y la mitad manana", 3,
     "5 no se parte justo a la mitad: apunto 3 en este pedido y 2 van en el otro.", _TODAY_ES),
    ("tres croissants, a metade hoxe e a metade mañá", 2,
     "3 non se parte xusto á metade: apunto 2 neste pedido e 1 vai no outro.", _TODAY_GL),
    ("tres croissants, a metade hoxe e a outra metade mañá", 2,
     "3 non se parte xusto á metade: apunto 2 neste pedido e 1 vai no outro.", _TODAY_GL),
])
def test_an_odd_half_holds_the_larger_part_and_says_it(said, held, told, days):
    c = chat()
    t = c.say(said)
    assert _lines(c) == [("croissant", held)]
    assert told in t.text and days in t.text


@pytest.mark.parametrize("said, held", [
    ("cuatro croissants, la mitad hoy y la mitad mañana", 2),
    ("catro croissants, a metade hoxe e a metade mañá", 2),
])
def test_an_even_half_says_nothing_more(said, held):
    c = chat()
    t = c.say(said)
    assert _lines(c) == [("croissant", held)]
    assert "mitad:" not in t.text and "metade:" not in t.text


# ---- the count split is the line's just before the split ---------------------------------------------

@pytest.mark.parametrize("said, lines, days", [
    ("2 napolitanas y 4 croissants, dos hoy y dos mañana", [("napolitana", 2), ("croissant", 2)], _TODAY_ES),
    ("dos napolitanas y cinco croissants, uno hoy y cuatro manana", [("napolitana", 2), ("croissant", 1)],
     _TODAY_ES),
    ("2 napolitanas e 4 croissants, dous hoxe e dous mañá", [("napolitana", 2), ("croissant", 2)], _TODAY_GL),
    ("1 napolitana y 4 croissants, la mitad hoy y la mitad mañana", [("napolitana", 1), ("croissant", 2)],
     _TODAY_ES),
])
def test_the_count_split_is_the_lines_before_the_split(said, lines, days):
    c = chat()
    t = c.say(said)
    assert _lines(c) == lines and days in t.text


@pytest.mark.parametrize("said, held, days", [
    ("3 croissants, 1 a las 10 hoy y 2 mañana", 1, _TODAY_ES),
    ("seis croissants, dos ás 5 hoxe e catro mañá", 2, _TODAY_GL),
])
def test_a_part_with_its_time_before_the_day(said, held, days):
    c = chat()
    t = c.say(said)
    assert _lines(c) == [("croissant", held)] and days in t.text


# ---- near-misses: as they were -----------------------------------------------------------------------

@pytest.mark.parametrize("said, lines", [
    ("tres croissants, uno hoy y dos mañana", [("croissant", 1)]),
    ("tres croissants: uno hoy y dos mañana", [("croissant", 1)]),
    ("dos napolitanas, una hoy y otra mañana", [("napolitana", 1)]),
    ("3 croissants para hoy y 2 napolitanas para mañana", [("croissant", 3)]),
    ("quiero 6 croissants hoy y 2 mañana", [("croissant", 6)]),
])
def test_near_misses_hold_as_before(said, lines):
    c = chat()
    c.say(said)
    assert _lines(c) == lines


@pytest.mark.parametrize("said, cut_word, split", [
    ("quiero 6 croissants a las 5 hoy y 2 manana", 7, None),
    ("6 croissants el 5 hoy y 2 manana", 5, None),
    ("6 croissants a partir de 5 hoy y 2 manana", 7, None),
    ("2 napolitanas y 4 croissants dos hoy y dos manana", 7, DaySplit(total=4, part=2)),
    ("tres croissants la mitad hoy y la mitad manana", 5, DaySplit(total=3, part=2, halved=True)),
    ("tres croissants uno hoy y dos manana", 4, DaySplit(total=3, part=1)),
])
def test_the_split_read(said, cut_word, split):
    assert first_days_part(said.split(), cut_word) == split
