"""Stop 31: a word the catalogue only uses to start a group's longer names («barra» of «barra de
pan») names that group when said alone («2 barras», «¿tenéis barras?»): the group's question or
its prices, where it went to a person. Said before one of the group's products it is that product
with its count («2 barras de centeno»); before another product, or as a place («en la barra»), it
is nothing. The salon's «cortarme» (of «cortarme el pelo») works the same way."""
from __future__ import annotations

import pytest

from tests.conversation import chat

BREADS = ["Pan de masa madre · 4,50 €", "Pan de centeno · 4,00 €"]


@pytest.mark.parametrize("said, question", [
    ("quiero 2 barras", "¿Qué pan quieres?"),
    ("me guardais 2 barras para las 7?", "¿Qué pan quieres?"),
    ("kiero dos barras pa mañana", "¿Qué pan quieres?"),
    ("dame una barra porfa", "¿Qué pan quieres?"),
    ("quero dúas barras", "¿Que pan queres?"),
    ("gardádesme tres barras para o sábado?", "¿Que pan queres?"),
])
def test_a_counted_head_asks_which_of_the_group(said, question):
    t = chat().say(said)
    assert question in t.text and t.chip_labels == BREADS
    assert "persona" not in t.text and "persoa" not in t.text


@pytest.mark.parametrize("said", ["¿tenéis barras?", "teneis barras", "¿cuánto vale la barra?", "¿tedes barras?"])
def test_a_question_about_the_head_gives_the_group_prices(said):
    t = chat().say(said)
    assert "Pan de masa madre: 4,50 €." in t.text and "Pan de centeno: 4,00 €." in t.text
    assert t.request is None


@pytest.mark.parametrize("said, line, total", [
    ("quiero 2 barras de centeno", "2 × Pan de centeno", "8,00 €"),
    ("2 barras de masa madre", "2 × Pan de masa madre", "9,00 €"),
    ("tres barras de centeo", "3 × Pan de centeno", "12,00 €"),
])
def test_the_head_before_one_of_the_group_is_that_product_with_its_count(said, line, total):
    t = chat().say(said)
    assert f"Apunto: {line}. Total {total}" in t.text


def test_the_group_chosen_after_the_head_keeps_the_count():
    c = chat()
    c.say("quiero 2 barras para el martes")
    t = c.press("Pan de centeno")
    assert "2 × Pan de centeno" in t.text and "8,00 €" in t.text


def test_as_a_place_it_is_nothing_to_buy():
    t = chat().say("¿podemos sentarnos en la barra?")
    assert "pan" not in t.text.lower()


@pytest.mark.parametrize("said, question", [
    ("quiero cortarme las puntas", "¿Qué corte quieres: de mujer, de hombre o infantil?"),
    ("kiero cortarme un poco", "¿Qué corte quieres: de mujer, de hombre o infantil?"),
    ("quero cortarme as puntas", "¿Que corte queres: de muller, de home ou infantil?"),
])
def test_the_salons_verb_head_asks_which_cut(said, question):
    t = chat("peluqueria").say(said)
    assert question in t.text and t.request["kind"] == "booking"


def test_the_salons_verb_before_another_service_is_that_service_only():
    t = chat("peluqueria").say("cortarme la barba")
    assert "arreglo de barba" in t.text and "corte" not in t.text.lower()
