"""Stop 50, sizes said of what is held, and sizes asked: with two of a thing held in two sizes, a
size word points at one of them («la grande en caja» with the 8 and the 12: a wish for the 12, which
was resized to 20 instead); «¿qué tamaños hay?» naming nothing said the bakery had no sizes; «¿cuánto
serían 10?» at the count question or the summary gave the order so far, not the price of 10."""
import pytest

from tests.conversation import chat

TWO = "quiero una tarta de queso de 8 y otra de 12"
TWO_GL = "quero unha tarta de queixo de 8 e outra de 12"


def sizes_held(c) -> list[str]:
    return [line["options"]["raciones"] for line in c.order["lines"]]


# ---- a size word that points at a line held: a wish for that one, no line resized --------------------

@pytest.mark.parametrize("first, said, note", [
    (TWO, "la grande en caja", "Tarta de queso (12 raciones): en caja"),
    (TWO, "la de 12 en caja", "Tarta de queso (12 raciones): en caja"),
    (TWO, "la mas grande para regalo", "Tarta de queso (12 raciones): para regalo"),
    (TWO, "la pequeña sin azúcar glas", "Tarta de queso (8 raciones): sin azúcar glas"),
    (TWO, "la pequena sin azucar glas", "Tarta de queso (8 raciones): sin azucar glas"),
    (TWO, "y la pequeña pa mi madre", "Tarta de queso (8 raciones): pa mi madre"),
    (TWO, "la de 8 para mi abuela", "Tarta de queso (8 raciones): para mi abuela"),
    (TWO_GL, "a grande en caixa", "Tarta de queso (12 racións): en caixa"),
    (TWO_GL, "a pequena para a miña nai", "Tarta de queso (8 racións): para a miña nai"),
    (TWO_GL, "e a de 12 sen azucre glas", "Tarta de queso (12 racións): sen azucre glas"),
])
def test_a_size_word_points_at_the_line_held(first, said, note):
    c = chat()
    c.say(first)
    t = c.say(said)
    assert f"«{note}»" in t.text
    assert sizes_held(c) == ["8", "12"]
    assert "62,00 €" not in t.text and "No tenemos" not in t.text


def test_the_wish_for_a_line_reaches_the_summary_with_the_price_unchanged():
    c = chat()
    c.say(TWO + " para el jueves a las 12")
    c.say("la grande en caja")
    c.say("Ana 612345678")
    t = c.say("no")
    card = t.cards("order")[0]
    assert card["total_cents"] == 5200 and card["note"] == "Tarta de queso (12 raciones): en caja"


@pytest.mark.parametrize("said, sizes", [
    ("la grande mejor de 20", ["8", "20"]),       # a resize of the larger held
    ("quita la grande", ["8"]),
    ("quita la pequeña", ["12"]),
    ("la de 12 no", ["8"]),
])
def test_a_size_word_that_changes_the_line_still_changes_it(said, sizes):
    c = chat()
    c.say(TWO)
    c.say(said)
    assert sizes_held(c) == sizes


def test_who_a_size_is_for_is_still_noted_whole():
    c = chat()
    c.say(TWO)
    t = c.say("la de 12 es para mi madre")
    assert "«la de 12 es para mi madre»" in t.text and sizes_held(c) == ["8", "12"]


@pytest.mark.parametrize("first, said, sizes", [
    ("quiero una tarta de queso", "la grande", ["20"]),         # one line: the size asked, the largest
    ("quiero una tarta de queso", "a pequena", ["8"]),
    ("quiero una tarta de queso", "la de 12", ["12"]),
    ("quiero una tarta de queso de 8 y una tarta sacher", "la grande", ["8", "20"]),   # the other one's size question
])
def test_a_size_word_to_the_size_question_is_still_a_size(first, said, sizes):
    c = chat()
    c.say(first)
    c.say(said)
    assert sizes_held(c) == sizes


# ---- sizes asked naming nothing: what comes in sizes, and which -------------------------------------

@pytest.mark.parametrize("said, sizes", [
    ("que tamaños hay?", "(8 raciones, 12 raciones y 20 raciones)"),
    ("¿De qué tamaños las hacéis?", "(8 raciones, 12 raciones y 20 raciones)"),
    ("q tamanos teneis", "(8 raciones, 12 raciones y 20 raciones)"),
    ("tamaños?", "(8 raciones, 12 raciones y 20 raciones)"),
    ("y de tamaños que hay?", "(8 raciones, 12 raciones y 20 raciones)"),
    ("que tamaños tedes?", "(8 racións, 12 racións e 20 racións)"),
])
def test_sizes_asked_naming_nothing_say_what_comes_in_sizes(said, sizes):
    t = chat().say(said)
    assert sizes in t.text and "Tarta de queso" in t.text and "Tarta de Santiago" in t.text
    assert "No tenemos" not in t.text and "Non temos" not in t.text and "no lo tengo claro" not in t.text
    assert "Tarta de queso" in t.chip_labels


def test_the_one_picked_then_says_its_sizes_with_prices():
    c = chat()
    c.say("que tamaños hay?")
    t = c.press("Tarta de queso")
    assert t.text.startswith("Tarta de queso: 22,00 € (8 raciones), 30,00 € (12 raciones) y 40,00 € (20 raciones).")


@pytest.mark.parametrize("slug, first, said, reply", [
    ("", None, "que tamaños tiene la tarta de queso?",
     "Tarta de queso: 22,00 € (8 raciones), 30,00 € (12 raciones) y 40,00 € (20 raciones)."),
    ("", "quiero una tarta de santiago", "que tamaños hay?", "Tarta de Santiago: 18,00 € (8 raciones)"),
    ("restaurante", None, "que tamaños hay?", "No tenemos tamaños en el catálogo."),
])
def test_sizes_of_a_thing_named_or_held_and_a_trade_without_sizes_keep_their_answer(slug, first, said, reply):
    c = chat(slug)
    if first:
        c.say(first)
    assert c.say(said).text.startswith(reply)


# ---- a bare count priced: the line held, the order unchanged ----------------------------------------

@pytest.mark.parametrize("said, priced, asked", [
    ("cuanto serian 10?", "10 × Croissant de mantequilla: 18,00 €", "¿Cuántos croissants quieres?"),
    ("¿Cuánto serían 10?", "10 × Croissant de mantequilla: 18,00 €", "¿Cuántos croissants quieres?"),
    ("y 10 cuanto?", "10 × Croissant de mantequilla: 18,00 €", "¿Cuántos croissants quieres?"),
    ("cuanto saldrian 6", "6 × Croissant de mantequilla: 10,80 €", "¿Cuántos croissants quieres?"),
    ("canto serían 10?", "10 × Croissant de mantequilla: 18,00 €", "¿Cantos croissants queres?"),
])
def test_a_bare_count_priced_at_the_count_question(said, priced, asked):
    c = chat()
    c.say("quiero croissants para el martes")
    t = c.say(said)
    assert t.text.startswith(priced) and t.text.endswith(asked)
    assert c.order["lines"][0]["qty"] == 1
    t = c.say("vale, " + priced.split(" ")[0])
    assert c.order["lines"][0]["qty"] == int(priced.split(" ")[0])


def test_a_bare_count_priced_at_the_summary_then_taken():
    c = chat()
    for said in ("quiero 4 croissants para el martes a las 10", "Ana 612345678", "no"):
        c.say(said)
    t = c.say("cuanto serian 10?")
    assert t.text.startswith("10 × Croissant de mantequilla: 18,00 €") and c.order["lines"][0]["qty"] == 4
    t = c.say("vale, 10")
    assert c.order["lines"][0]["qty"] == 10 and "18,00 €" in t.text


@pytest.mark.parametrize("first, said, reply", [
    ("quiero croissants para el martes", "cuanto son?", "Llevas 1 × Croissant de mantequilla. Total 1,80 €."),
    ("quiero una tarta de queso de 8 para el martes", "cuanto serian 10?", "Llevas 1 × Tarta de queso (8 raciones)."),
])
def test_the_order_so_far_is_still_said_without_a_count_or_of_a_thing_in_sizes(first, said, reply):
    c = chat()
    c.say(first)
    assert c.say(said).text.startswith(reply)
