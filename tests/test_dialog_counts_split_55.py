"""How many of what: a total split over kinds, «las dos», «dos de cada», names that look like words
(stop 55, helper C).

What was wrong:
- a total then its split was counted twice: «quiero 4 palmeras dos de chocolate y dos de hojaldre» held
  «6 × Palmera de hojaldre. Total 13,20 €»; at the bookshop «quiero 4 cuadernos, 2 de rayas y 2
  cuadriculados» held «4 × Cuaderno A5 de rayas y 2 × Cuaderno A4 cuadriculado» (six notebooks, 29,80 €);
  «6 croissants: 3 normales y 3 de chocolate» said «No tengo «normales»» and held six;
- «quiero dos napolitanas, las dos de chocolate» held «4 × Napolitana de chocolate» and read «las dos» as
  14:00 («A las 14:00 no estamos abiertos…»); «tres croissants, los tres de mantequilla» held six;
- «dos de cada porfa» to two products held was not understood («Para seguir necesito que me digas una de
  estas opciones…»): the thanks after it hid the count;
- to «¿A nombre de quién lo preparo?», «Ana Otra» added one more croissant («Apunto: … 2 × Croissant…»)
  and asked the name again; «Xoán Outro» the same.

Now the split is what is held (2 + 2, the kind not made said: «No tengo «palmera de chocolate» en la carta.»,
«Apunto: 2 × Palmera de hojaldre»; «2 × Cuaderno A5 de rayas y 2 × Cuaderno A4 cuadriculado. Total
20,80 €»); «las dos / los tres / as dúas» after a count of the same is all of them, never an hour
(«a las dos», «para las dos», «ás dúas», «las dos de la tarde» stay 14:00); «dos de cada porfa» sets every
line to two; a capitalised first name and surname to the name question is the name, whole («Ana Otra»).
"""
import pytest

from tests.conversation import chat_after, line_counts

_ASK_TIME = "¿A qué hora lo recoges?"
_ASK_TIME_GL = "¿A que hora o recolles?"


_said = chat_after


# ---- a total, then its split --------------------------------------------------------------------------

@pytest.mark.parametrize("said", [
    "quiero 4 palmeras dos de chocolate y dos de hojaldre",
    "quiero 4 palmeras, dos de chocolate y dos de hojaldre",
    "kiero 4 palmeras: 2 de chocolate y 2 de hojaldre",
    "quero catro palmeiras, dúas de chocolate e dúas de follado",
    "quero catro palmeiras duas de chocolate e duas de hojaldre",
    "4 palmeras 2 chocolate 2 hojaldre",
])
def test_a_total_split_holds_the_parts_and_says_the_kind_not_made(said):
    c = _said("", said)
    assert line_counts(c) == {"palmera": 2}
    assert "Apunto: 2 × Palmera de hojaldre. Total 4,40 €." in c.last.texts
    assert any("«palmera de chocolate»" in t or "«palmeira de chocolate»" in t for t in c.last.texts)


@pytest.mark.parametrize("said", [
    "6 croissants: 3 normales y 3 de chocolate",
    "quiero 6 croissants, 3 normales y 3 de chocolate",
])
def test_a_plain_part_is_the_product_and_the_other_kind_is_said_not_made(said):
    c = _said("", said)
    assert line_counts(c) == {"croissant": 3}
    assert "Apunto: 3 × Croissant de mantequilla. Total 5,40 €." in c.last.texts
    assert not any("«normales»" in t for t in c.last.texts)


@pytest.mark.parametrize("said, ask", [
    ("quiero 4 cuadernos, 2 de rayas y 2 cuadriculados", _ASK_TIME),
    ("quiero 4 cuadernos 2 de rayas y 2 cuadriculados", _ASK_TIME),
    ("quiero 4 cuadernos: 2 A5 y 2 A4", _ASK_TIME),
    ("quero 4 cadernos: 2 A5 e 2 A4", _ASK_TIME_GL),
    ("quero catro cadernos, dous de raias e dous cuadriculados", _ASK_TIME_GL),
])
def test_a_total_split_over_two_products_of_one_name(said, ask):
    c = _said("libreria", said)
    assert line_counts(c) == {"cuaderno-a5": 2, "cuaderno-a4": 2}
    assert any("Total 20,80 €" in t for t in c.last.texts)
    assert any(ask in t for t in c.last.texts)


@pytest.mark.parametrize("slug, said, held", [
    ("", "quiero 2 croissants y 2 napolitanas", {"croissant": 2, "napolitana": 2}),
    ("", "quiero 4 croissants, 2 para mi y 2 para mi madre", {"croissant": 4}),
    ("", "quiero 4 croissants y 2 napolitanas", {"croissant": 4, "napolitana": 2}),
    ("", "quiero 4 palmeras, dos de ellas para hoy", {"palmera": 4}),
    ("libreria", "quiero 4 cuadernos de rayas y 2 cuadriculados", {"cuaderno-a5": 4, "cuaderno-a4": 2}),
    ("floristeria", "quiero 2 orquideas y 2 potos", {"orquidea": 2, "poto": 2}),
])
def test_counts_that_are_no_split_stay(slug, said, held):
    assert line_counts(_said(slug, said)) == held


# ---- «las dos», «los tres», «as dúas» after a count of the same: all of them -------------------------

@pytest.mark.parametrize("said, held, ask", [
    ("quiero dos napolitanas, las dos de chocolate", {"napolitana": 2}, _ASK_TIME),
    ("quiero dos napolitanas las dos de chocolate", {"napolitana": 2}, _ASK_TIME),
    ("quiero 2 napolitanas, las 2 de chocolate", {"napolitana": 2}, _ASK_TIME),
    ("tres croissants, los tres de mantequilla", {"croissant": 3}, _ASK_TIME),
    ("quero dúas napolitanas, as dúas de chocolate", {"napolitana": 2}, _ASK_TIME_GL),
    ("quero duas napolitanas, as duas de chocolate", {"napolitana": 2}, _ASK_TIME_GL),
    ("quero tres croissants, os tres de manteiga", {"croissant": 3}, _ASK_TIME_GL),
])
def test_all_of_the_ones_counted_is_no_hour_and_no_more(said, held, ask):
    c = _said("", said)
    assert line_counts(c) == held
    assert not any("14:00" in t for t in c.last.texts)
    assert any(ask in t for t in c.last.texts)


@pytest.mark.parametrize("said", [
    "quiero 2 croissants a las dos",
    "quiero dos croissants para recoger a las dos",
    "quiero dos croissants para las dos",
    "quiero dos croissants, a las dos de la tarde",
    "quero dous croissants ás dúas",
])
def test_an_hour_after_a_count_stays_the_hour(said):
    c = _said("", said)
    assert line_counts(c) == {"croissant": 2}
    assert any("14:00" in t for t in c.last.texts)


def test_all_of_them_at_the_bookshop():
    c = _said("libreria", "quiero dos cuadernos de rayas, los dos iguales")
    assert line_counts(c) == {"cuaderno-a5": 2}


# ---- «dos de cada» with courtesy after it ------------------------------------------------------------

@pytest.mark.parametrize("first, then, each", [
    ("quiero una napolitana y un croissant", "dos de cada porfa", 2),
    ("quiero una napolitana y un croissant", "tres de cada, gracias", 3),
    ("quiero una napolitana y un croissant", "dos de cada por favor", 2),
    ("quero unha napolitana e un croissant", "dúas de cada porfa", 2),
    ("quero unha napolitana e un croissant", "tres de cada grazas", 3),
    ("quiero una napolitana y un croissant", "dos de cada", 2),
])
def test_a_count_of_each_sets_every_line(first, then, each):
    c = _said("", first, then)
    assert line_counts(c) == {"napolitana": each, "croissant": each}
    assert any(f"{each} × Napolitana de chocolate" in t for t in c.last.texts)


@pytest.mark.parametrize("then, each", [
    ("y otra de cada", 2),
    ("y otra de cada porfa", 2),
    ("una de cada", 1),
])
def test_one_more_of_each_and_one_of_each_stay(then, each):
    c = _said("", "quiero una napolitana y un croissant", then)
    assert line_counts(c) == {"napolitana": each, "croissant": each}


def test_each_at_the_florist():
    c = _said("floristeria", "quiero una orquidea y un poto", "dos de cada porfa")
    assert line_counts(c) == {"orquidea": 2, "poto": 2}


# ---- a capitalised name to the name question is the name -------------------------------------------

_ORDER = ("quiero una napolitana y un croissant", "para las 17:00")


@pytest.mark.parametrize("name", ["Ana Otra", "Xoán Outro", "Luis Dos Santos", "María Del Mar", "Pepe Otro"])
def test_a_name_that_looks_like_a_word_is_the_name(name):
    c = _said("", *_ORDER, name)
    assert c.order["name"] == name
    assert line_counts(c) == {"napolitana": 1, "croissant": 1}
    assert any("teléfono" in t for t in c.last.texts)


def test_a_surname_that_looks_like_a_word_at_the_phone_question():
    c = _said("", *_ORDER, "Ana", "Ana Otra")
    assert c.order["name"] == "Ana Otra"
    assert line_counts(c) == {"napolitana": 1, "croissant": 1}


def test_a_name_like_a_word_at_the_florist():
    c = _said("floristeria", "quiero una orquidea", "a las 13:00", "Ana Otra")
    assert c.order["name"] == "Ana Otra"
    assert line_counts(c) == {"orquidea": 1}


@pytest.mark.parametrize("then, held", [
    ("otra napolitana", {"napolitana": 2, "croissant": 1}),
    ("y otra", {"napolitana": 1, "croissant": 2}),
])
def test_another_mid_order_still_adds_one(then, held):
    c = _said("", "quiero una napolitana y un croissant", then)
    assert line_counts(c) == held
