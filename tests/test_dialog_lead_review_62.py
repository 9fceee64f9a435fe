"""Stop 62, the lead's review of the merged tree (every customer message of the tests' lists run on the
old and the new code): a day copied from a day button («vie 13 nov») moves the order and its month's
short name is no thing asked for; «no, quiero 8 X» replaces what was said, never empties the order."""
from __future__ import annotations

import pytest

from tests.conversation import chat, line_counts


@pytest.mark.parametrize("first,said,day", [
    ("quiero 6 croissants para el martes", "vie 13 nov", "el viernes 13 de noviembre"),
    ("quiero 6 croissants para el martes", "mejor el jue 5 nov", "el jueves 5 de noviembre"),
    ("quiero 6 croissants", "vie 13 nov", "el viernes 13 de noviembre"),
    ("quero 6 croissants para o martes", "ven 13 nov", "o venres 13 de novembro"),
    ("quero 6 croissants para o martes", "xov 12 nov.", "o xoves 12 de novembro"),
])
def test_a_day_copied_from_a_button_moves_the_order(first, said, day):
    c = chat()
    c.say(first)
    t = c.say(said)
    assert day in t.text
    assert "nov»" not in t.text       # «No tengo «nov» en la carta»: a month's short name is no thing


@pytest.mark.parametrize("said", ["2 nov croissants", "quiero 6 croissants para el 13 nov"])
def test_a_month_short_name_after_a_number_is_never_a_thing_not_sold(said):
    assert "«nov»" not in chat().say(said).text


@pytest.mark.parametrize("first,said,lines,text", [
    ("quiero 6 croissants para el martes", "no, quiero 8 croissants", {"croissant": 8}, "8 × Croissant de mantequilla"),
    ("quiero 6 croissants para el martes", "no, quiero una napolitana", {"napolitana": 1}, "1 × Napolitana"),
    ("quiero 6 croissants para el martes", "No no, quiero 8 croisants", {"croissant": 8}, "8 × Croissant"),
    ("quero 6 croissants para o martes", "non, quero 8 croissants", {"croissant": 8}, "8 × Croissant de mantequilla"),
])
def test_a_no_then_a_wish_replaces_never_empties(first, said, lines, text):
    """«no, quiero 8 X» read with its comma lost was «no quiero 8 X»: «El pedido queda vacío»."""
    c = chat()
    c.say(first)
    t = c.say(said)
    assert text in t.text and "vacío" not in t.text
    assert line_counts(c) == lines


@pytest.mark.parametrize("said,words", [("no quiero croissants", "El pedido queda vacío"),
                                        ("no, quiero cancelar", "lo dejo sin enviar")])
def test_a_no_without_its_comma_still_takes_off(said, words):
    c = chat()
    c.say("quiero 6 croissants para el martes")
    assert words in c.say(said).text
    assert line_counts(c) == {}


@pytest.mark.parametrize("said,fits", [
    ("algo para un diabético", "sin azúcar"), ("algo para una celíaca", "sin gluten"),
    ("quiero algo para un vegano", "veganos"), ("algo para un celiaco", "sin gluten"),
])
def test_a_diet_said_as_whom_it_is_for_gets_the_diets_answer(said, fits):
    """«algo para un diabético» got the popular list (a cake with sugar first): the diet decides."""
    t = chat().say(said)
    assert fits in t.text and "Lo que más se pide" not in t.text
