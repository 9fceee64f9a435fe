"""Counts not said: «varias napolitanas», «unas cuantas bicas», «quiero croissants». One was
written down and the order went on; now the line has no count yet, the order asks how many
first, and the answer sets that count (it is not added to a 1).
now = Saturday 31 October 2026 12:40 Madrid."""
from __future__ import annotations

import pytest

from bizengine.language.text import clean
from bizengine.understanding.item_words import bare_count
from bizengine.understanding.items import find_items
from tests.conversation import bakery, chat


@pytest.mark.parametrize("text, question", [
    ("quiero varias napolitanas", "¿Cuántas napolitanas quieres?"),
    ("quiero unas napolitanas", "¿Cuántas napolitanas quieres?"),
    ("me pones unas cuantas napolitanas?", "¿Cuántas napolitanas quieres?"),
    ("kiero algunas napolitanas", "¿Cuántas napolitanas quieres?"),
    ("quiero napolitanas", "¿Cuántas napolitanas quieres?"),
    ("quiero unos cuantos croissants", "¿Cuántos croissants quieres?"),
    ("ponme varios croissants porfa", "¿Cuántos croissants quieres?"),
    ("quiero varias tartas de Santiago", "¿Cuántas tartas de Santiago quieres?"),
])
def test_a_count_not_said_is_asked_before_anything_else(text, question):
    c = chat()
    t = c.say(text)
    assert question in t.text
    assert "Total" not in t.text and "1 ×" not in t.text      # nothing counted, no total yet
    assert t.chip_labels == ["2", "3", "4", "6", "12"]


@pytest.mark.parametrize("text, question", [
    ("quero unhas poucas bicas", "¿Cantas bicas queres?"),
    ("quero varias napolitanas", "¿Cantas napolitanas queres?"),
    ("poñme uns cantos croissants", "¿Cantos croissants queres?"),
])
def test_a_count_not_said_in_galician(text, question):
    assert question in chat().say(text).text


@pytest.mark.parametrize("answer, qty", [
    ("4", 4), ("cuatro", 4), ("media docena", 6), ("pues 6 porfa", 6), ("una docena", 12),
    ("6 napolitanas", 6), ("ponme 3", 3), ("un par", 2), ("dame 5 porfa", 5),
])
def test_the_answer_is_the_count_not_one_more(answer, qty):
    c = chat()
    c.say("quiero varias napolitanas para mañana")
    t = c.say(answer)
    assert c.order["lines"] == [{"item_id": "napolitana", "qty": qty, "options": {}}]
    assert f"Apunto: {qty} × Napolitana de chocolate. Total {qty * 2},00 €." in t.text
    assert "¿A qué hora lo recoges mañana?" in t.text


def test_the_other_lines_keep_their_counts_and_the_total_comes_with_the_last_count():
    c = chat()
    t = c.say("quiero unas napolitanas y 2 croissants")
    assert "Apunto: Napolitana de chocolate y 2 × Croissant de mantequilla. ¿Cuántas napolitanas quieres?" in t.text
    t = c.say("media docena")
    assert "Apunto: 6 × Napolitana de chocolate y 2 × Croissant de mantequilla. Total 15,60 €." in t.text


def test_two_counts_not_said_are_asked_one_after_the_other():
    c = chat()
    assert "¿Cuántas napolitanas quieres?" in c.say("quiero unas napolitanas y unos croissants").text
    assert "¿Cuántos croissants quieres?" in c.say("3").text
    t = c.say("2")
    assert "Apunto: 3 × Napolitana de chocolate y 2 × Croissant de mantequilla. Total 9,60 €." in t.text


def test_a_count_said_later_at_another_question_replaces_the_one_not_said():
    c = chat()
    c.say("quiero napolitanas")
    c.say("mejor 5 napolitanas")
    assert c.order["lines"] == [{"item_id": "napolitana", "qty": 5, "options": {}}]


@pytest.mark.parametrize("answer, qty", [("catro", 4), ("media ducia", 6), ("pois 3", 3)])
def test_the_answer_in_galician(answer, qty):
    c = chat()
    c.say("quero unhas napolitanas para mañá")
    t = c.say(answer)
    assert c.order["lines"][0]["qty"] == qty and "¿A que hora o recolles mañá?" in t.text


def test_a_question_that_is_no_count_asks_again():
    c = chat()
    c.say("quiero varias napolitanas")
    t = c.say("no sé, 5 o 6")
    assert "¿Cuántas napolitanas quieres?" in t.text
    assert c.order["lines"][0]["qty"] == 1


@pytest.mark.parametrize("text", [
    "quiero una napolitana", "quiero 3 napolitanas", "quiero milhojas", "quiero galletas",
    "quiero macarons", "quiero la napolitana", "quiero el croissant",
])
def test_a_count_said_or_a_name_that_is_plural_by_itself_is_not_asked(text):
    found = find_items(clean(text), bakery())
    assert found.lines and not found.uncounted


def test_a_product_already_in_the_order_said_again_vaguely_asks_nothing():
    c = chat()
    c.say("quiero 3 napolitanas")
    t = c.say("y unas napolitanas")
    assert "¿Cuántas" not in t.text


@pytest.mark.parametrize("text, n", [
    ("4", 4), ("media docena", 6), ("pues 6 porfa", 6), ("quiero 3", 3), ("5 o 6", None),
    ("a las 4", None), ("no sé", None), ("4 napolitanas", 4),
])
def test_a_bare_count(text, n):
    from bizengine.understanding.item_index import index_of
    assert bare_count(text, index_of(bakery()).known) == n


@pytest.mark.parametrize("text", ["quiero unas pastillas de freno", "quero unhas pastillas de freno",
                                  "quiero pastillas de freno"])
def test_one_of_a_product_named_in_plural_is_one(text):
    """«unas pastillas de freno» is one set (the product's own name is plural), not a count to ask."""
    t = chat("taller").say(text)
    assert ("1 × Pastillas de freo" if "unhas" in text else "1 × Pastillas de freno") in t.text and "¿Cuánt" not in t.text


def test_several_of_a_product_named_in_plural_are_asked():
    assert "¿Cuántas pastillas de freno quieres?" in chat("taller").say("quiero varias pastillas de freno").text


@pytest.mark.parametrize("text, n", [
    ("quiero treinta y dos palmeras para el martes a las 10", 32),
    ("quiero cuarenta croissants para el martes a las 10", 40),
    ("quero corenta e dúas palmeiras para o martes ás 10", 42),
    ("quiero cincuenta napolitanas para el martes a las 10", 50),
])
def test_a_count_in_words_above_thirty(text, n):
    """«treinta y dos» was read as 2, «cuarenta» as no count at all."""
    c = chat()
    c.say(text)
    assert sum(line["qty"] for line in c.order["lines"]) == n


@pytest.mark.parametrize("said, read", [("treinta y una personas", "31 personas"), ("vinte e cinco", "25"),
                                        ("corenta e oito", "48")])
def test_tens_and_units_are_one_number(said, read):
    assert clean(said) == read


@pytest.mark.parametrize("answer", ["vale, una de 20 y otra de 12", "si, las dos", "perfecto", "vale", "Sí, las dos",
                                    "si, as dúas", "20 y 12"])
def test_the_two_sizes_proposed_can_be_taken(answer):
    """«vale, una de 20 y otra de 12» to the bot's own proposal wrote one cake of 12; «sí, las dos»
    asked the size again."""
    c = chat()
    c.say("una sacher para 30 personas el sabado")
    t = c.say(answer)
    assert c.order["lines"] == [{"item_id": "tarta-sacher", "qty": 1, "options": {"raciones": "20"}},
                                {"item_id": "tarta-sacher", "qty": 1, "options": {"raciones": "12"}}]
    assert "Total 78,00 €" in t.text and c.order["min"] is None


def test_the_largest_alone_is_still_a_choice():
    c = chat()
    c.say("una sacher para 30 personas el sabado")
    c.say("20 raciones")
    assert c.order["lines"] == [{"item_id": "tarta-sacher", "qty": 1, "options": {"raciones": "20"}}]


def test_the_proposal_has_its_chip():
    assert chat().say("una sacher para 30 personas el sabado").chip_labels[0] == "Sí, las dos"
