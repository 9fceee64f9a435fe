"""Stop 53 review: corrections that dropped lines the customer kept, and «más» read where it meant no more.

- «2 croissants» then «no, la palmera, y los croissants también» wrote down «Apunto: 2 × Palmera de
  hojaldre» (the croissants gone): a «no» before the article of a thing named was read as a swap even with
  more said after it («…aparte», «…es para mi madre», «…las quiero también», «…y los croissants»). Now
  «no, la X» swaps only when nothing but a «porfa» follows and no other product is named; else X is added
  beside what is held («2 × Croissant de mantequilla y 1 × Palmera de hojaldre»); a day or hour after it
  («no, la de zanahoria para el viernes») still swaps. The same for «non, a/as X …», «no, el X …».
- «2 croissants y 2 napolitanas» then «quita los croissants y pon 3 napolitanas, las más tostadas» held 5
  napolitanas: the «más» of «las más tostadas» (the most) was read as «one more». A «más» after an article
  is no more of a thing: 3 napolitanas, as said («pon una napolitana más» still adds).
- «6 croissants y 4 napolitanas para el martes» then «una más de cada» wrote «1 × Croissant… y 1 ×
  Napolitana…» (the «más» dropped, every line set to one). Now «N más de cada» adds N to each held line and
  says the totals («7 × Croissant de mantequilla y 5 × Napolitana de chocolate»); «5 de cada a las 6» set
  nothing (the hour after it hid the count): now 5 of each at 18:00. «otra de cada» (the generic prompt
  before) is one more of each too.
Near-misses kept: «no, la palmera» alone, «no, la de zanahoria porfa» still swap; «mejor 3 de cada» sets."""
import pytest

from tests.conversation import chat

_TWO_ES = "2 croissants"
_TWO_GL = "dous croissants"


def _lines(c) -> list[tuple[str, int]]:
    return [(line["item_id"], line["qty"]) for line in c.order["lines"]]


# ---- «no, la X» with more said after it: X beside what is held --------------------------------------------


@pytest.mark.parametrize("first, said, lines, text", [
    (_TWO_ES, "no, la palmera, y los croissants también", [("croissant", 2), ("palmera", 1)],
     "Apunto: 2 × Croissant de mantequilla y 1 × Palmera de hojaldre. Total 5,80 €"),
    (_TWO_ES, "no la palmera y los croisants tambien", [("croissant", 2), ("palmera", 1)],
     "Apunto: 2 × Croissant de mantequilla y 1 × Palmera de hojaldre. Total 5,80 €"),
    (_TWO_ES, "no, las napolitanas y los croissants", [("croissant", 2), ("napolitana", 1)],
     "Apunto: 2 × Croissant de mantequilla y 1 × Napolitana de chocolate. Total 5,60 €"),
    (_TWO_ES, "no, las napolitanas, que los croissants ya los tengo", [("croissant", 2), ("napolitana", 1)],
     "Apunto: 2 × Croissant de mantequilla y 1 × Napolitana de chocolate. Total 5,60 €"),
    (_TWO_ES, "no, la palmera aparte", [("croissant", 2), ("palmera", 1)],
     "Apunto: 2 × Croissant de mantequilla y 1 × Palmera de hojaldre. Total 5,80 €"),
    (_TWO_ES, "no, la napolitana es para mi madre", [("croissant", 2), ("napolitana", 1)],
     "Apunto: 2 × Croissant de mantequilla y 1 × Napolitana de chocolate. Total 5,60 €"),
    ("6 croissants", "no, las napolitanas las quiero también", [("croissant", 6), ("napolitana", 1)],
     "Apunto: 6 × Croissant de mantequilla y 1 × Napolitana de chocolate. Total 12,80 €"),
    (_TWO_GL, "non, a palmeira, e os croissants tamén", [("croissant", 2), ("palmera", 1)],
     "Apunto: 2 × Croissant de mantequilla e 1 × Palmera de hojaldre. Total 5,80 €"),
    (_TWO_GL, "non, a napolitana e para a miña nai", [("croissant", 2), ("napolitana", 1)],
     "Apunto: 2 × Croissant de mantequilla e 1 × Napolitana de chocolate. Total 5,60 €"),
    (_TWO_GL, "non, as napolitanas, que os croissants xa os teño", [("croissant", 2), ("napolitana", 1)],
     "Apunto: 2 × Croissant de mantequilla e 1 × Napolitana de chocolate. Total 5,60 €"),
    (_TWO_GL, "non, as napolitanas e os croissants", [("croissant", 2), ("napolitana", 1)],
     "Apunto: 2 × Croissant de mantequilla e 1 × Napolitana de chocolate. Total 5,60 €"),
    (_TWO_GL, "non a napolitana aparte", [("croissant", 2), ("napolitana", 1)],
     "Apunto: 2 × Croissant de mantequilla e 1 × Napolitana de chocolate. Total 5,60 €"),
    ("2 napolitanas", "no, el croissant es para mi madre", [("napolitana", 2), ("croissant", 1)],
     "Apunto: 2 × Napolitana de chocolate y 1 × Croissant de mantequilla. Total 5,80 €"),
])
def test_no_the_one_named_with_more_said_keeps_what_is_held(first, said, lines, text):
    c = chat()
    c.say(first)
    t = c.say(said)
    assert text in t.text and "¿A " in t.text
    assert _lines(c) == lines


@pytest.mark.parametrize("first, said, lines, text", [
    (_TWO_ES, "no, la palmera", [("palmera", 2)], "Apunto: 2 × Palmera de hojaldre. Total 4,40 €"),
    (_TWO_ES, "uy no, las napolitanas porfa", [("napolitana", 2)],
     "Apunto: 2 × Napolitana de chocolate. Total 4,00 €"),
    (_TWO_GL, "non, as napolitanas", [("napolitana", 2)], "Apunto: 2 × Napolitana de chocolate. Total 4,00 €"),
    (_TWO_GL, "non, as napolitanas para o martes", [("napolitana", 2)],
     "Apunto: 2 × Napolitana de chocolate. Total 4,00 €"),
])

def test_no_the_one_named_alone_still_swaps(first, said, lines, text):
    c = chat()
    c.say(first)
    t = c.say(said)
    assert text in t.text and "¿A " in t.text
    assert _lines(c) == lines


@pytest.mark.parametrize("said, text, change", [
    ("no, la de zanahoria para el viernes", "Apunto: 1 × Tarta de zanahoria. Total 24,00 €",
     "Cambio la recogida al viernes 6 de noviembre a las 17:00"),
    ("no, la de zanahoria a las 6", "Apunto: 1 × Tarta de zanahoria. Total 24,00 €",
     "Cambio la recogida al jueves 5 de noviembre a las 18:00"),
])
def test_no_the_one_named_then_the_day_or_hour_still_swaps(said, text, change):
    c = chat()
    c.say("quiero una tarta de queso para el jueves a las 5")
    t = c.say(said)
    assert text in t.text and change in t.text
    assert _lines(c) == [("tarta-zanahoria", 1)]


def test_no_the_one_named_aside_adds_the_cake():
    c = chat()
    c.say("quiero una tarta de queso para el jueves a las 5")
    t = c.say("no, la de zanahoria aparte")
    assert "Apunto: 1 × Tarta de queso y 1 × Tarta de zanahoria. Total 46,00 €" in t.text
    assert _lines(c) == [("tarta-queso", 1), ("tarta-zanahoria", 1)]


# ---- «las más tostadas»: the most, no more of it -----------------------------------------------------------

_PAIR_ES = "2 croissants y 2 napolitanas"
_PAIR_GL = "2 croissants e 2 napolitanas"


@pytest.mark.parametrize("first, said, n", [
    (_PAIR_ES, "quita los croissants y pon 3 napolitanas, las más tostadas", 3),
    (_PAIR_ES, "quita los croissants y pon 3 napolitanas las mas tostaditas", 3),
    (_PAIR_ES, "quita los croissants y pon 3 napolitanas, lo más hechas posible", 3),
    (_PAIR_GL, "quita os croissants e pon 3 napolitanas, as máis tostadas", 3),
    (_PAIR_ES, "quita los croissants y pon una napolitana más", 3),
    (_PAIR_ES, "quita los croissants y pon 3 napolitanas", 3),
])
def test_the_most_is_no_more_of_it(first, said, n):
    c = chat()
    c.say(first)
    t = c.say(said)
    assert f"Apunto: {n} × Napolitana de chocolate. Total {2 * n},00 €" in t.text
    assert _lines(c) == [("napolitana", n)]


# ---- «N más de cada»: N more of every line held --------------------------------------------------------------

_PASTRIES_ES = "6 croissants y 4 napolitanas para el martes"
_PASTRIES_GL = "6 croissants e 4 napolitanas para o martes"
_WHEN_ES = "¿A qué hora lo recoges el martes 3 de noviembre?"
_WHEN_GL = "¿A que hora o recolles o martes 3 de novembro?"


@pytest.mark.parametrize("first, said, counts, text, question", [
    (_PASTRIES_ES, "una más de cada", (7, 5),
     "Apunto: 7 × Croissant de mantequilla y 5 × Napolitana de chocolate. Total 22,60 €", _WHEN_ES),
    (_PASTRIES_ES, "uno mas de cada", (7, 5),
     "Apunto: 7 × Croissant de mantequilla y 5 × Napolitana de chocolate. Total 22,60 €", _WHEN_ES),
    (_PASTRIES_ES, "pon uno más de cada", (7, 5),
     "Apunto: 7 × Croissant de mantequilla y 5 × Napolitana de chocolate. Total 22,60 €", _WHEN_ES),
    (_PASTRIES_ES, "dos más de cada", (8, 6),
     "Apunto: 8 × Croissant de mantequilla y 6 × Napolitana de chocolate. Total 26,40 €", _WHEN_ES),
    (_PASTRIES_GL, "unha máis de cada", (7, 5),
     "Apunto: 7 × Croissant de mantequilla e 5 × Napolitana de chocolate. Total 22,60 €", _WHEN_GL),
    (_PASTRIES_ES, "otra de cada", (7, 5),
     "Apunto: 7 × Croissant de mantequilla y 5 × Napolitana de chocolate. Total 22,60 €", _WHEN_ES),
    (_PASTRIES_GL, "outra de cada unha", (7, 5),
     "Apunto: 7 × Croissant de mantequilla e 5 × Napolitana de chocolate. Total 22,60 €", _WHEN_GL),
    (_PASTRIES_GL, "poñe dúas mais de cada unha", (8, 6),
     "Apunto: 8 × Croissant de mantequilla e 6 × Napolitana de chocolate. Total 26,40 €", _WHEN_GL),
])
def test_n_more_of_each_adds_to_every_line(first, said, counts, text, question):
    c = chat()
    c.say(first)
    t = c.say(said)
    assert text in t.text and question in t.text
    assert _lines(c) == [("croissant", counts[0]), ("napolitana", counts[1])]


@pytest.mark.parametrize("first, said, lines", [
    ("quiero una orquidea y un poto", "dos más de cada", [("orquidea", 3), ("poto", 3)]),
    ("quero unha orquidea e un poto", "dúas máis de cada", [("orquidea", 3), ("poto", 3)]),
])
def test_n_more_of_each_at_the_florist(first, said, lines):
    c = chat("floristeria")
    c.say(first)
    c.say(said)
    assert _lines(c) == lines


@pytest.mark.parametrize("first, said, minutes, question", [
    (_PASTRIES_ES, "5 de cada a las 6", 18 * 60, "¿A nombre de quién lo preparo?"),
    (_PASTRIES_ES, "mejor 5 de cada a las 6 de la tarde", 18 * 60, "¿A nombre de quién lo preparo?"),
    (_PASTRIES_GL, "5 de cada ás 6", 18 * 60, "¿A nome de quen o preparo?"),
])
def test_n_of_each_with_the_hour_after_it(first, said, minutes, question):
    c = chat()
    c.say(first)
    t = c.say(said)
    assert "5 × Croissant de mantequilla" in t.text and "5 × Napolitana de chocolate. Total 19,00 €" in t.text
    assert question in t.text
    assert _lines(c) == [("croissant", 5), ("napolitana", 5)]
    assert c.order["min"] == minutes


def test_n_of_each_still_sets():
    c = chat()
    c.say(_PASTRIES_ES)
    t = c.say("mejor 3 de cada")
    assert "3 × Croissant de mantequilla y 3 × Napolitana de chocolate. Total 11,40 €" in t.text
    assert _lines(c) == [("croissant", 3), ("napolitana", 3)]
