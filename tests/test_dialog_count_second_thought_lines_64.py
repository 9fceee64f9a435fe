"""Stop 64 (helper D, family 3): a count's second thought with two lines held, at the size asked.
Before: «3 tartas de limón y 2 de queso», then «mejor 2» to «¿Para cuántas raciones?» read the 2 as people: «Para 2 te
apunto la de 8 raciones.» and the lemon pie sized for 8, its 3 kept; «no, 2» got «Para seguir necesito que me digas
una de estas opciones…». Only one line held was mended (stop 63, understanding/count_second_thought.py).
Now (conversation/routing.py `_count_of_which_line`, `lines_it_may_mend`): with one line of another count the second
thought mends it («Apunto: 2 × Tarta de limón (lemon pie) y 2 × Tarta de queso. Total 88,00 €.», the size asked
again); with both of another count it asks «¿De cuál quieres 2: Tarta de limón (lemon pie) o Tarta de queso?», a
button each. Near-misses kept: «para 2», «12» and «mejor 12» (a size there is) still answer the size; «mejor 2» with
both lines of 2 held is still the size for 2."""
from __future__ import annotations

import pytest

from tests.conversation import chat, line_counts

HELD = {"es": "3 tartas de limón y 2 de queso", "gl": "quero 3 tortas de limón e 2 de queixo"}
MENDED = {"es": "Apunto: 2 × Tarta de limón (lemon pie) y 2 × Tarta de queso. Total 88,00 €.",
          "gl": "Apunto: 2 × Tarta de limón (lemon pie) e 2 × Tarta de queso. Total 88,00 €."}
ASKED = {"es": "¿Para cuántas raciones?", "gl": "¿Para cantas racións?"}


@pytest.mark.parametrize("lang, said", [
    ("es", "mejor 2"),
    ("es", "no, 2"),
    ("es", "mejor dos"),
    ("es", "uy, 2"),
    ("es", "no 2 mejor"),
    ("gl", "mellor 2"),
    ("gl", "non, 2"),
    ("gl", "mellor dúas"),
])
def test_a_second_thought_mends_the_one_line_of_another_count(lang, said):
    c = chat("")
    c.say(HELD[lang])
    t = c.say(said)
    assert t.texts == [MENDED[lang], ASKED[lang]]
    assert line_counts(c) == {"tarta-limon": 2, "tarta-queso": 2}
    assert all(not line["options"] for line in c.order["lines"])


@pytest.mark.parametrize("held, said, asks, press, counts", [
    ("3 tartas de limón y 3 de queso", "mejor 2",
     "¿De cuál quieres 2: Tarta de limón (lemon pie) o Tarta de queso?", "Tarta de limón (lemon pie)",
     {"tarta-limon": 2, "tarta-queso": 3}),
    ("quero 3 tortas de limón e 3 de queixo", "mellor 2",
     "¿De cal queres 2: Tarta de limón (lemon pie) ou Tarta de queso?", "Tarta de queso",
     {"tarta-limon": 3, "tarta-queso": 2}),
    ("3 tartas de limón y 2 de queso", "uy no, 4",
     "¿De cuál quieres 4: Tarta de limón (lemon pie) o Tarta de queso?", "Tarta de queso",
     {"tarta-limon": 3, "tarta-queso": 4}),
])
def test_a_second_thought_with_both_lines_of_another_count_asks_which(held, said, asks, press, counts):
    c = chat("")
    c.say(held)
    t = c.say(said)
    assert t.text == asks
    assert t.chip_labels == ["Tarta de limón (lemon pie)", "Tarta de queso"]
    t = c.press(press)
    assert t.texts[-1] in ASKED.values()
    assert line_counts(c) == counts


@pytest.mark.parametrize("held, said, reads", [
    ("3 tartas de limón y 2 de queso", "para 2",
     "Apunto: 3 × Tarta de limón (lemon pie, 8 raciones) y 2 × Tarta de queso. Total 110,00 €."),
    ("3 tartas de limón y 2 de queso", "12",
     "Apunto: 3 × Tarta de limón (lemon pie, 12 raciones) y 2 × Tarta de queso. Total 134,00 €."),
    ("3 tartas de limón y 2 de queso", "mejor 12",
     "Apunto: 3 × Tarta de limón (lemon pie, 12 raciones) y 2 × Tarta de queso. Total 134,00 €."),
    ("2 tartas de limón y 2 de queso", "mejor 2",
     "Apunto: 2 × Tarta de limón (lemon pie, 8 raciones) y 2 × Tarta de queso. Total 88,00 €."),
])
def test_a_number_that_answers_the_size_still_does(held, said, reads):
    c = chat("")
    c.say(held)
    t = c.say(said)
    assert reads in t.texts
    assert t.texts[-1] == "Tarta de queso: ¿Para cuántas raciones?"


def test_one_line_held_is_still_mended_as_before():
    c = chat("")
    c.say("3 tartas de limón")
    t = c.say("mejor 2")
    assert t.texts == ["Apunto: 2 × Tarta de limón (lemon pie). Total 44,00 €.", "¿Para cuántas raciones?"]
