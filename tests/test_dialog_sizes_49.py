"""Stop 49, a thing that comes in sizes, several held or said at once: «quita la grande» with the
8 and the 12 held is the larger held (the smaller for «la pequeña»), a size a line holds by name
wins; «tres X de 8, 12 y 20» (one «de» for the list) is one of each, each at its own price; «de 8 o
de 12» is a doubt, asked between those two, never two sizes nor the last one said."""
import pytest

from tests.conversation import chat

EIGHT = "1 × Tarta de queso (8 raciones). Total 22,00 €"
TWELVE = "1 × Tarta de queso (12 raciones). Total 30,00 €"
TWENTY = "1 × Tarta de queso (20 raciones). Total 40,00 €"
EIGHT_GL = "1 × Tarta de queso (8 racións). Total 22,00 €"
TWENTY_GL = "1 × Tarta de queso (20 racións). Total 40,00 €"


def _sizes(c) -> list[tuple[str, int, str | None]]:
    return [(line["item_id"], line["qty"], (line.get("options") or {}).get("raciones")) for line in c.order["lines"]]


# ---- the larger (or smaller) of the sizes held, by a word that names no size held ----------------

@pytest.mark.parametrize("held, said, left", [
    ("una tarta de queso de 8 y otra de 12", "quita la grande", EIGHT),
    ("una tarta de queso de 8 y otra de 12", "quita la mas grande", EIGHT),
    ("una tarta de queso de 8 y otra de 12", "qita la más grande", EIGHT),
    ("una tarta de queso de 8 y otra de 12", "la grande no", EIGHT),
    ("una tarta de queso de 8 y otra de 12", "ya no quiero la grande", EIGHT),
    ("una tarta de queso de 8 y otra de 12", "al final sin la grande", EIGHT),
    ("una tarta de queso de 8 y otra de 12", "solo la grande", TWELVE),
    ("una tarta de queso de 12 y otra de 20", "quita la pequeña", TWENTY),
    ("una tarta de queso de 12 y otra de 20", "quita la mas pequena", TWENTY),
    ("una tarta de queso de 12 y otra de 20", "la pequena no", TWENTY),
    ("unha tarta de queixo de 8 e outra de 12", "quita a máis grande", EIGHT_GL),
    ("unha tarta de queixo de 8 e outra de 12", "quitame a grande", EIGHT_GL),
    ("unha tarta de queixo de 8 e outra de 12", "xa non quero a grande", EIGHT_GL),
    ("unha tarta de queixo de 8 e outra de 12", "a mais grande non", EIGHT_GL),
    ("unha tarta de queixo de 12 e outra de 20", "quita a pequena", TWENTY_GL),
])
def test_a_size_word_no_line_holds_is_the_nearest_size_held(held, said, left):
    c = chat()
    c.say(held)
    t = c.say(said)
    assert t.text.startswith(f"Apunto: {left}.")
    assert len(c.order["lines"]) == 1


@pytest.mark.parametrize("held, said, left", [
    # a line holds the size so named: that one, not the nearest
    ("una tarta de queso de 12 y otra de 20", "quita la grande", [("tarta-queso", 1, "12")]),
    ("una tarta de queso de 8, otra de 12 y otra de 20", "quita la grande",
     [("tarta-queso", 1, "8"), ("tarta-queso", 1, "12")]),
    ("una tarta de queso de 8 y otra de 12", "quita la pequeña", [("tarta-queso", 1, "12")]),
    ("una tarta de queso de 8 y otra de 12", "quita la de 12", [("tarta-queso", 1, "8")]),
    # not taking off: another one added of the size named
    ("una tarta de queso de 8 y otra de 12", "añade otra grande",
     [("tarta-queso", 1, "8"), ("tarta-queso", 1, "12"), ("tarta-queso", 1, "20")]),
])
def test_a_size_named_by_a_line_held_or_said_to_add_keeps_its_reading(held, said, left):
    c = chat()
    c.say(held)
    c.say(said)
    assert _sizes(c) == left


def test_one_size_held_keeps_the_size_word_literal():
    c = chat()
    c.say("una tarta de queso de 12")
    t = c.say("quita la grande")
    assert t.text.startswith("No tenías «grande» en el pedido: llevas 1 × Tarta de queso (12 raciones).")
    assert _sizes(c) == [("tarta-queso", 1, "12")]


def test_a_middle_size_not_held_is_not_guessed():
    c = chat()
    c.say("una tarta de queso de 8 y otra de 20")
    t = c.say("quita la mediana")
    assert t.text.startswith("No tenías «mediana» en el pedido: llevas 1 × Tarta de queso (8 raciones) "
                             "y 1 × Tarta de queso (20 raciones).")
    assert _sizes(c) == [("tarta-queso", 1, "8"), ("tarta-queso", 1, "20")]


@pytest.mark.parametrize("said, quoted", [("quita la de 20", "la de 20"), ("quita a de 20", "a de 20"),
                                          ("quitame la de 20", "la de 20")])
def test_a_number_no_line_holds_changes_no_line(said, quoted):
    c = chat()
    c.say("una tarta de queso de 8 y otra de 12")
    t = c.say(said)
    assert t.text.startswith(f"No tenías «{quoted}» en el pedido: llevas 1 × Tarta de queso (8 raciones) "
                             "y 1 × Tarta de queso (12 raciones).")
    assert _sizes(c) == [("tarta-queso", 1, "8"), ("tarta-queso", 1, "12")]


# ---- a list of sizes after one «de»: one of each ---------------------------------------------------

ALL_THREE = ("1 × Tarta de queso (8 raciones), 1 × Tarta de queso (12 raciones) y 1 × Tarta de queso "
             "(20 raciones). Total 92,00 €")
ALL_THREE_GL = ("1 × Tarta de queso (8 racións), 1 × Tarta de queso (12 racións) e 1 × Tarta de queso "
                "(20 racións). Total 92,00 €")
EIGHT_AND_TWELVE = "1 × Tarta de queso (8 raciones) y 1 × Tarta de queso (12 raciones). Total 52,00 €"


@pytest.mark.parametrize("said, lines", [
    ("tres tartas de queso de 8, 12 y 20", ALL_THREE),
    ("3 tartas de queso de 8 12 y 20", ALL_THREE),
    ("quiero tres tartas de qeso de 8, 12 y 20 porfa", ALL_THREE),
    ("tres tartas de queixo de 8, 12 e 20", ALL_THREE_GL),
    ("dos tartas de queso de 8 y 12", EIGHT_AND_TWELVE),
    ("dos tartas de queso de ocho y doce", EIGHT_AND_TWELVE),
    ("2 tartas de queso para 8 y 12", EIGHT_AND_TWELVE),
    ("dos cheesecakes de 12 y 20",
     "1 × Tarta de queso (12 raciones) y 1 × Tarta de queso (20 raciones). Total 70,00 €"),
    ("dúas tartas de queixo de 8 e 12",
     "1 × Tarta de queso (8 racións) e 1 × Tarta de queso (12 racións). Total 52,00 €"),
])
def test_sizes_listed_after_one_of_are_one_of_each(said, lines):
    c = chat()
    t = c.say(said)
    assert t.text.startswith(f"Apunto: {lines}.")
    assert all(qty == 1 for _pid, qty, _size in _sizes(c))


def test_a_third_thing_beside_two_sizes_listed_is_asked():
    c = chat()
    t = c.say("tres tartas de queso de 8 y 12")
    assert t.text.startswith("Apunto: 1 × Tarta de queso (8 raciones), 1 × Tarta de queso (12 raciones) "
                             "y 1 × Tarta de queso.")
    assert t.text.endswith("Tarta de queso: ¿Para cuántas raciones?")
    assert _sizes(c) == [("tarta-queso", 1, "8"), ("tarta-queso", 1, "12"), ("tarta-queso", 1, None)]


@pytest.mark.parametrize("said, left", [
    ("una tarta de queso de 8 y 12", [("tarta-queso", 1, "8")]),
    ("dos tartas de queso de 8 y 12 croissants", [("tarta-queso", 2, "8"), ("croissant", 12, None)]),
    ("una tarta de queso de 8 y otra de 12", [("tarta-queso", 1, "8"), ("tarta-queso", 1, "12")]),
    ("dos tartas de queso de 12", [("tarta-queso", 2, "12")]),
])
def test_a_count_that_is_not_one_for_each_size_keeps_its_reading(said, left):
    c = chat()
    c.say(said)
    assert _sizes(c) == left


# ---- «de 8 o de 12»: a doubt, asked between the two -------------------------------------------------

@pytest.mark.parametrize("said, count, question, chips", [
    ("tres tartas de queso de 8 o de 12", 3, "¿Cuál prefieres: 8 raciones o 12 raciones?",
     ["8 raciones", "12 raciones · +8,00 €"]),
    ("dos tartas de queso de 8 o 12", 2, "¿Cuál prefieres: 8 raciones o 12 raciones?",
     ["8 raciones", "12 raciones · +8,00 €"]),
    ("dos tartas de queso, la de 12 o la de 20", 2, "¿Cuál prefieres: 12 raciones o 20 raciones?",
     ["12 raciones · +8,00 €", "20 raciones · +18,00 €"]),
    ("dúas tartas de queixo de 8 ou de 12", 2, "¿Cal prefires: 8 racións ou 12 racións?",
     ["8 racións", "12 racións · +8,00 €"]),
])
def test_two_sizes_said_with_an_or_are_asked_between(said, count, question, chips):
    c = chat()
    t = c.say(said)
    assert t.text.endswith(question) and t.chip_labels == chips
    assert _sizes(c) == [("tarta-queso", count, None)]


@pytest.mark.parametrize("answer, question", [
    ("de 8 o de 12", "¿Cuál prefieres: 8 raciones o 12 raciones?"),
    ("pues la de 8 o la de 12", "¿Cuál prefieres: 8 raciones o 12 raciones?"),
    ("de 12 o 20", "¿Cuál prefieres: 12 raciones o 20 raciones?"),
])
def test_an_or_answering_the_size_asks_between_the_two_in_the_same_language(answer, question):
    c = chat()
    c.say("una tarta de queso")
    t = c.say(answer)
    assert t.text == question
    assert _sizes(c) == [("tarta-queso", 1, None)]
    t = c.say("la de 12")
    assert t.text.startswith(f"Apunto: {TWELVE}.")


@pytest.mark.parametrize("held, said, question, chip", [
    ("una tarta de queso de 8, otra de 12 y otra de 20", "quita la de 8 o de 12",
     "¿Cuál quito: Tarta de queso (8 raciones) o Tarta de queso (12 raciones)?",
     "Quitar Tarta de queso (12 raciones)"),
    ("una tarta de queso de 8, otra de 12 y otra de 20", "quita la de 8 o la de 12",
     "¿Cuál quito: Tarta de queso (8 raciones) o Tarta de queso (12 raciones)?",
     "Quitar Tarta de queso (12 raciones)"),
    ("unha tarta de queixo de 8, outra de 12 e outra de 20", "quita a de 8 ou a de 12",
     "¿Cal quito: Tarta de queso (8 racións) ou Tarta de queso (12 racións)?",
     "Quitar Tarta de queso (12 racións)"),
])
def test_an_or_taking_off_asks_which_and_changes_nothing(held, said, question, chip):
    c = chat()
    c.say(held)
    t = c.say(said)
    assert t.text.startswith(question)
    assert _sizes(c) == [("tarta-queso", 1, "8"), ("tarta-queso", 1, "12"), ("tarta-queso", 1, "20")]
    t = c.press(chip)
    assert _sizes(c) == [("tarta-queso", 1, "8"), ("tarta-queso", 1, "20")]
    assert "Total 62,00 €" in t.text
