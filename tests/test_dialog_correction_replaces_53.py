"""Stop 53, a correction to what is held was added beside it, or not applied at all.

- «quiero una tarta de queso para el jueves a las 5» then «no, la de zanahoria» wrote down «Apunto: 1 ×
  Tarta de queso y 1 × Tarta de zanahoria. Total 46,00 €», while «no, mejor la de limón» and «non, a de
  cenoria» swapped: a «no» before «la/las/los/lo» was never read as a correction (it could be «no la
  quiero»), only «no» before «el», «a», «de» or a count (and «6 croissants» then «no, las napolitanas»
  added too). Now «no», then the article of a thing named («no, la de X», «no, la <noun> de X», «no,
  las X») puts X in the held line's place (the «which size?» then goes on the new line: «12 raciones»
  sizes the carrot one); «no la quiero» stays what it was.
- «6 croissants y 4 napolitanas para el martes» then «mejor 3 de cada» answered «Para seguir necesito que me
  digas una de estas opciones…» and kept 6 and 4 (the florist's «mejor 2 de cada» too). Now «mejor 3 de
  cada», «mellor 2 de cada unha», «que sean 4 de cada», «pon 2 de cada» set every line held to that count
  and say it («Apunto: 3 × Croissant de mantequilla y 3 × Napolitana de chocolate…»).
- In the bookshop, «el atlas do ceo para el martes» then «no, el de la rana» got the same generic prompt
  and kept the atlas: a product said by a word only its own names use («rana» of «la rana y la rata»)
  was not read after «el de la». Now it names that product (and «no,» swaps it in).
Near-misses kept: «y la de zanahoria», «también la de zanahoria» add; «3 de cada: X y Y» in a first message
counts each; «otra de cada» sets nothing to one; «no» alone to a yes/no question is still «no»."""
import pytest

from tests.conversation import chat

_CAKE_ES = "quiero una tarta de queso para el jueves a las 5"
_CAKE_GL = "quero unha tarta de queixo para o xoves ás 5"


def _lines(c) -> list[tuple[str, int]]:
    return [(line["item_id"], line["qty"]) for line in c.order["lines"]]


def _generic(t) -> bool:
    """The prompt given when the message was not understood at all."""
    return "Para seguir necesito" in t.text or "Para seguir preciso" in t.text


# ---- «no, la de X»: X in the held line's place ----------------------------------------------------------


@pytest.mark.parametrize("slug, first, said, lines, text", [
    ("", "6 croissants para el martes", "no, las napolitanas", [("napolitana", 6)],
     "Apunto: 6 × Napolitana de chocolate. Total 12,00 €"),
    ("", "6 croissants para o martes", "non, as napolitanas", [("napolitana", 6)],
     "Apunto: 6 × Napolitana de chocolate. Total 12,00 €"),
    ("floristeria", "quiero 3 orquideas para el viernes", "no, las rosas", [("ramo-rosas", 3)],
     "Apunto: 3 × Ramo de rosas. Total 105,00 €"),
])
def test_no_the_things_named_swaps_them_keeping_the_count(slug, first, said, lines, text):
    c = chat(slug)
    c.say(first)
    t = c.say(said)
    assert text in t.text and "¿A " in t.text
    assert _lines(c) == lines


@pytest.mark.parametrize("first, said, item, text, question", [
    (_CAKE_ES, "no, la de zanahoria", "tarta-zanahoria", "Apunto: 1 × Tarta de zanahoria. Total 24,00 €",
     "¿Para cuántas raciones?"),
    (_CAKE_ES, "no la de zanahoria", "tarta-zanahoria", "Apunto: 1 × Tarta de zanahoria. Total 24,00 €",
     "¿Para cuántas raciones?"),
    (_CAKE_ES, "uy no, la de zanahoria", "tarta-zanahoria", "Apunto: 1 × Tarta de zanahoria. Total 24,00 €",
     "¿Para cuántas raciones?"),
    (_CAKE_ES, "no la de zanahoria porfa", "tarta-zanahoria", "Apunto: 1 × Tarta de zanahoria. Total 24,00 €",
     "¿Para cuántas raciones?"),
    (_CAKE_ES, "no, la de zanaoria", "tarta-zanahoria", "Apunto: 1 × Tarta de zanahoria. Total 24,00 €",
     "¿Para cuántas raciones?"),
    (_CAKE_ES, "no, la tarta de zanahoria", "tarta-zanahoria", "Apunto: 1 × Tarta de zanahoria. Total 24,00 €",
     "¿Para cuántas raciones?"),
    (_CAKE_ES, "no, la de limon", "tarta-limon", "Apunto: 1 × Tarta de limón (lemon pie). Total 22,00 €",
     "¿Para cuántas raciones?"),
    (_CAKE_ES, "no, mejor la de limón", "tarta-limon", "Apunto: 1 × Tarta de limón (lemon pie). Total 22,00 €",
     "¿Para cuántas raciones?"),
    (_CAKE_GL, "non, a de cenoria", "tarta-zanahoria", "Apunto: 1 × Tarta de zanahoria. Total 24,00 €",
     "¿Para cantas racións?"),
    (_CAKE_GL, "non a de limon", "tarta-limon", "Apunto: 1 × Tarta de limón (lemon pie). Total 22,00 €",
     "¿Para cantas racións?"),
    (_CAKE_GL, "non, a tarta de cenoria", "tarta-zanahoria", "Apunto: 1 × Tarta de zanahoria. Total 24,00 €",
     "¿Para cantas racións?"),
    (_CAKE_GL, "non, mellor a de cenoria", "tarta-zanahoria", "Apunto: 1 × Tarta de zanahoria. Total 24,00 €",
     "¿Para cantas racións?"),
])
def test_no_the_one_of_x_swaps_the_held_line(first, said, item, text, question):
    c = chat()
    c.say(first)
    t = c.say(said)
    assert text in t.text and question in t.text
    assert _lines(c) == [(item, 1)]


@pytest.mark.parametrize("first, said, size, text, question", [
    (_CAKE_ES, "no, la de zanahoria", "12 raciones", "1 × Tarta de zanahoria (12 raciones). Total 32,00 €",
     "¿A nombre de quién lo preparo?"),
    (_CAKE_ES, "no las de zanahoria", "para 20", "1 × Tarta de zanahoria (20 raciones). Total 42,00 €",
     "¿A nombre de quién lo preparo?"),
    (_CAKE_GL, "non, a de cenoria", "12 racions", "1 × Tarta de zanahoria (12 racións). Total 32,00 €",
     "¿A nome de quen o preparo?"),
])
def test_the_size_then_goes_on_the_new_line(first, said, size, text, question):
    c = chat()
    c.say(first)
    c.say(said)
    t = c.say(size)
    assert text in t.text and question in t.text and "Tarta de queso" not in t.text
    assert _lines(c) == [("tarta-zanahoria", 1)]


def test_the_line_of_that_noun_is_swapped_the_rest_kept():
    c = chat()
    c.say("6 croissants y una tarta de queso para el jueves")
    t = c.say("no, la de zanahoria")
    assert "6 × Croissant de mantequilla y 1 × Tarta de zanahoria. Total 34,80 €" in t.text
    assert "Tarta de zanahoria: ¿Para cuántas raciones?" in t.text
    assert _lines(c) == [("croissant", 6), ("tarta-zanahoria", 1)]


@pytest.mark.parametrize("first, said, text", [
    (_CAKE_ES, "y la de zanahoria", "1 × Tarta de queso y 1 × Tarta de zanahoria. Total 46,00 €"),
    (_CAKE_ES, "también la de zanahoria", "1 × Tarta de queso y 1 × Tarta de zanahoria. Total 46,00 €"),
    (_CAKE_ES, "tambien la de zanahoria", "1 × Tarta de queso y 1 × Tarta de zanahoria. Total 46,00 €"),
    (_CAKE_GL, "e a de cenoria", "1 × Tarta de queso e 1 × Tarta de zanahoria. Total 46,00 €"),
    (_CAKE_GL, "tamén a de cenoria", "1 × Tarta de queso e 1 × Tarta de zanahoria. Total 46,00 €"),
])
def test_and_the_one_of_x_still_adds(first, said, text):
    c = chat()
    c.say(first)
    t = c.say(said)
    assert text in t.text
    assert _lines(c) == [("tarta-queso", 1), ("tarta-zanahoria", 1)]


def test_no_alone_to_a_yes_no_question_is_still_no():
    c = chat()
    for said in ("6 croissants para el martes a las 10", "a nombre de Ana", "600123123"):
        c.say(said)
    t = c.say("no")
    assert "Este es el pedido que enviaré al local" in t.text and "Enviar pedido" in t.chip_labels
    assert _lines(c) == [("croissant", 6)]


# ---- «mejor N de cada»: every line held takes that count ------------------------------------------------


_PASTRIES_ES = "6 croissants y 4 napolitanas para el martes"
_PASTRIES_GL = "6 croissants e 4 napolitanas para o martes"


@pytest.mark.parametrize("first, said, n, text, question", [
    (_PASTRIES_ES, "mejor 3 de cada", 3, "3 × Croissant de mantequilla y 3 × Napolitana de chocolate. "
     "Total 11,40 €", "¿A qué hora lo recoges el martes 3 de noviembre?"),
    (_PASTRIES_ES, "que sean 4 de cada", 4, "4 × Croissant de mantequilla y 4 × Napolitana de chocolate. "
     "Total 15,20 €", "¿A qué hora lo recoges el martes 3 de noviembre?"),
    (_PASTRIES_ES, "pon 2 de cada", 2, "2 × Croissant de mantequilla y 2 × Napolitana de chocolate. "
     "Total 7,60 €", "¿A qué hora lo recoges el martes 3 de noviembre?"),
    (_PASTRIES_ES, "vale, mejor dos de cada uno", 2, "2 × Croissant de mantequilla y 2 × Napolitana de "
     "chocolate. Total 7,60 €", "¿A qué hora lo recoges el martes 3 de noviembre?"),
    (_PASTRIES_ES, "3 de cada", 3, "3 × Croissant de mantequilla y 3 × Napolitana de chocolate. "
     "Total 11,40 €", "¿A qué hora lo recoges el martes 3 de noviembre?"),
    (_PASTRIES_GL, "mellor 3 de cada unha", 3, "3 × Croissant de mantequilla e 3 × Napolitana de chocolate. "
     "Total 11,40 €", "¿A que hora o recolles o martes 3 de novembro?"),
    (_PASTRIES_GL, "que sexan 4 de cada", 4, "4 × Croissant de mantequilla e 4 × Napolitana de chocolate. "
     "Total 15,20 €", "¿A que hora o recolles o martes 3 de novembro?"),
    (_PASTRIES_GL, "poñe 2 de cada", 2, "2 × Croissant de mantequilla e 2 × Napolitana de chocolate. "
     "Total 7,60 €", "¿A que hora o recolles o martes 3 de novembro?"),
])
def test_n_of_each_sets_every_line_held(first, said, n, text, question):
    c = chat()
    c.say(first)
    t = c.say(said)
    assert not _generic(t)
    assert text in t.text and question in t.text
    assert _lines(c) == [("croissant", n), ("napolitana", n)]


@pytest.mark.parametrize("first, said, text, question", [
    ("quiero 3 orquideas y 3 macetas para el viernes", "mejor 2 de cada",
     "2 × Orquídea y 2 × Maceta de cerámica. Total 88,00 €", "¿A qué hora lo recoges el viernes 6 de noviembre?"),
    ("quero 3 orquideas e 3 macetas para o venres", "mellor 2 de cada unha",
     "2 × Orquídea e 2 × Testo de cerámica. Total 88,00 €", "¿A que hora o recolles o venres 6 de novembro?"),
])
def test_n_of_each_at_the_florist(first, said, text, question):
    c = chat("floristeria")
    c.say(first)
    t = c.say(said)
    assert text in t.text and question in t.text
    assert _lines(c) == [("orquidea", 2), ("maceta", 2)]


def test_n_of_each_in_a_first_message_counts_each_named():
    c = chat()
    t = c.say("3 de cada: croissants y napolitanas para el martes")
    assert "3 × Croissant de mantequilla y 3 × Napolitana de chocolate. Total 11,40 €" in t.text
    t = c.say("mejor 2 de cada")
    assert "2 × Croissant de mantequilla y 2 × Napolitana de chocolate. Total 7,60 €" in t.text
    assert _lines(c) == [("croissant", 2), ("napolitana", 2)]


def test_another_of_each_sets_nothing_to_one():
    c = chat()
    c.say(_PASTRIES_ES)
    c.say("otra de cada")
    assert ("croissant", 1) not in _lines(c) and ("napolitana", 1) not in _lines(c)


# ---- a product said by a word only its names use ---------------------------------------------------------


@pytest.mark.parametrize("first, said, text, question", [
    ("el atlas do ceo para el martes", "no, el de la rana", "Apunto: 1 × A ra e a rata. Total 12,50 €",
     "¿A qué hora lo recoges el martes 3 de noviembre?"),
    ("el atlas do ceo para el martes", "no, el de la rata", "Apunto: 1 × A ra e a rata. Total 12,50 €",
     "¿A qué hora lo recoges el martes 3 de noviembre?"),
    ("el atlas do ceo para el martes", "no el de rana", "Apunto: 1 × A ra e a rata. Total 12,50 €",
     "¿A qué hora lo recoges el martes 3 de noviembre?"),
    ("el atlas do ceo para el martes", "no, mejor el de la rana", "Apunto: 1 × A ra e a rata. Total 12,50 €",
     "¿A qué hora lo recoges el martes 3 de noviembre?"),
    ("quero o atlas do ceo para o martes", "non, o da rata", "Apunto: 1 × A ra e a rata. Total 12,50 €",
     "¿A que hora o recolles o martes 3 de novembro?"),
    ("quero o atlas do ceo para o martes", "non, mellor o da ra e a rata", "Apunto: 1 × A ra e a rata. "
     "Total 12,50 €", "¿A que hora o recolles o martes 3 de novembro?"),
])
def test_a_word_of_its_own_names_the_book(first, said, text, question):
    c = chat("libreria")
    c.say(first)
    t = c.say(said)
    assert text in t.text and question in t.text
    assert _lines(c) == [("ra-e-rata", 1)]


def test_and_the_one_of_that_word_adds_the_book():
    c = chat("libreria")
    c.say("el atlas do ceo para el martes")
    t = c.say("y el de la rana")
    assert "1 × Atlas do ceo y 1 × A ra e a rata. Total 28,50 €" in t.text
    assert _lines(c) == [("atlas-ceo", 1), ("ra-e-rata", 1)]


@pytest.mark.parametrize("said", ["quiero el de la rana para el martes", "quero o da rata para o martes"])
def test_a_word_of_its_own_in_a_first_message(said):
    c = chat("libreria")
    t = c.say(said)
    assert "1 × A ra e a rata. Total 12,50 €" in t.text
    assert _lines(c) == [("ra-e-rata", 1)]
