"""Review of stop 50's sizes said of what is held: a size word with two of a thing held in two sizes
points at that thing's lines only («la grande en caja» with a Y of 12 held beside the X of 8 and 12:
the X of 12, not the Y); and only a wish said after the size is noted for that line («la grande
fuera», «la pequeña sobra», «la grande que sean dos» are no note)."""
import pytest

from tests.conversation import chat

TWO = "quiero una tarta de queso de 8 y otra de 12"
TWO_GL = "quero unha tarta de queixo de 8 e outra de 12"


def noted(c) -> list[str]:
    return c.order.get("notes_said") or []


# ---- the size word points at the one thing held in two sizes ------------------------------------------

@pytest.mark.parametrize("first, then, said, note", [
    ("tarta de santiago de 12", "y una tarta de queso de 8 y otra de 12", "la grande en caja",
     "Tarta de queso (12 raciones): en caja"),
    ("tarta de santiago de 12", "y una tarta de queso de 8 y otra de 12", "la de 12 para mi madre",
     "Tarta de queso (12 raciones): para mi madre"),
    ("unha tarta de santiago de 12", "e unha tarta de queixo de 8 e outra de 12", "a grande en caixa",
     "Tarta de queso (12 racións): en caixa"),
])
def test_a_size_word_points_at_the_thing_held_in_two_sizes(first, then, said, note):
    c = chat()
    c.say(first)
    c.say(then)
    t = c.say(said)
    assert f"«{note}»" in t.text and "Tarta de Santiago (12" not in t.text


def test_two_things_each_in_two_sizes_the_size_word_alone_names_neither():
    c = chat()
    c.say("una tarta de santiago de 8 y otra de 12")
    c.say("y una tarta de queso de 8 y otra de 12")
    t = c.say("la de 12 en caja")
    assert "(12 raciones): en caja»" not in t.text


# ---- what follows the size is noted only when it is a wish ----------------------------------------------

@pytest.mark.parametrize("first, said, word", [
    (TWO, "la grande fuera", "fuera"),
    (TWO, "la pequeña sobra", "sobra"),
    (TWO, "la grande que sean dos", "que sean dos"),
    (TWO, "la pequeña sobra ya", "sobra ya"),
    (TWO_GL, "a grande fóra", "fóra"),
    (TWO_GL, "a pequena sobra", "sobra"),
])
def test_what_is_no_wish_after_a_size_is_no_note(first, said, word):
    c = chat()
    c.say(first)
    t = c.say(said)
    assert f": {word}»" not in t.text
    assert not any(n.endswith(f": {word}") for n in noted(c))


@pytest.mark.parametrize("first, said, note", [
    (TWO, "la grande que lleve velas", "Tarta de queso (12 raciones): que lleve velas"),
    (TWO, "la pequeña con una vela", "Tarta de queso (8 raciones): con una vela"),
    (TWO_GL, "a grande con velas", "Tarta de queso (12 racións): con velas"),
])
def test_a_wish_after_a_size_is_still_noted_for_that_line(first, said, note):
    c = chat()
    c.say(first)
    assert f"«{note}»" in c.say(said).text
