"""Stop 63, family 4: «mejor 2» after «quiero 3 tartas de limón» (asked «¿Para cuántas raciones?») was read as
the people the size serves: «Para 2 te apunto la de 8 raciones. Apunto: 3 × Tarta de limón… 66,00 €». A number
after words that take back what was said («mejor», «mellor», «no», «uy», «me equivoqué») is the customer's own
count said again: 2 tartas, and the size is asked again. A number said alone («2», «para 2») still answers the
size; so does one when a single unit is held («una tarta…», then «mejor 2»), and a number a size is named by."""
from __future__ import annotations

import pytest

from tests.conversation import chat_after, line_counts


@pytest.mark.parametrize("ordered, said, reads, asked, item", [
    ("quiero 3 tartas de limon para el jueves", "mejor 2", "Apunto: 2 × Tarta de limón (lemon pie). Total 44,00 €.",
     "¿Para cuántas raciones?", "tarta-limon"),
    ("quiero 3 tartas de queso para el jueves", "mejor 2", "Apunto: 2 × Tarta de queso. Total 44,00 €.",
     "¿Para cuántas raciones?", "tarta-queso"),
    ("quiero 2 tartas de zanahoria para el viernes", "mejor 1", "Apunto: 1 × Tarta de zanahoria. Total 24,00 €.",
     "¿Para cuántas raciones?", "tarta-zanahoria"),
    ("quiero 3 tartas de limon para el jueves", "uy no, 2", "Apunto: 2 × Tarta de limón (lemon pie).",
     "¿Para cuántas raciones?", "tarta-limon"),
    ("quiero 3 tartas de limon para el jueves", "me equivoqué, 2", "Apunto: 2 × Tarta de limón (lemon pie).",
     "¿Para cuántas raciones?", "tarta-limon"),
    ("quiero 3 tartas de limon para el jueves", "mejor dos porfa", "Apunto: 2 × Tarta de limón (lemon pie).",
     "¿Para cuántas raciones?", "tarta-limon"),
    ("qiero 3 tartas de limon pal jueves", "mejor 2", "Apunto: 2 × Tarta de limón (lemon pie).",
     "¿Para cuántas raciones?", "tarta-limon"),
    ("quero 3 tartas de limón para o xoves", "mellor 2", "Apunto: 2 × Tarta de limón (lemon pie). Total 44,00 €.",
     "¿Para cantas racións?", "tarta-limon"),
    ("quero 3 tartas de queixo para o xoves", "non, mellor dúas", "Apunto: 2 × Tarta de queso.",
     "¿Para cantas racións?", "tarta-queso"),
])
def test_a_second_thought_sets_the_count(ordered, said, reads, asked, item):
    c = chat_after("", ordered)
    t = c.say(said)
    assert reads in t.text
    assert asked in t.text
    assert "te apunto la de" not in t.text and "apúntoche a de" not in t.text
    assert line_counts(c) == {item: int(reads.split("Apunto: ")[1].split(" ×")[0])}
    c.say("12")
    assert c.order["lines"][0]["options"]          # the size, answered after it


def test_the_size_is_answered_after_the_count():
    c = chat_after("", "quiero 3 tartas de limon para el jueves", "mejor 2")
    t = c.say("12")
    assert "Apunto: 2 × Tarta de limón (lemon pie, 12 raciones). Total 60,00 €." in t.text


# near misses: the number answers the size
@pytest.mark.parametrize("ordered, said, reads", [
    ("quiero 3 tartas de limon para el jueves", "2",
     "Para 2 te apunto la de 8 raciones. Apunto: 3 × Tarta de limón (lemon pie, 8 raciones). Total 66,00 €."),
    ("quiero 3 tartas de limon para el jueves", "mejor para 2", "Apunto: 3 × Tarta de limón (lemon pie, 8 raciones)."),
    ("quiero 3 tartas de limon para el jueves", "mejor 2 raciones",
     "Apunto: 3 × Tarta de limón (lemon pie, 8 raciones)."),
    ("quiero 3 tartas de limon para el jueves", "mejor 12", "Apunto: 3 × Tarta de limón (lemon pie, 12 raciones)."),
    ("quiero una tarta de limon para el jueves", "mejor 2",
     "Para 2 te apunto la de 8 raciones. Apunto: 1 × Tarta de limón (lemon pie, 8 raciones). Total 22,00 €."),
    ("quero 3 tartas de limón para o xoves", "2", "Para 2 apúntoche a de 8 racións."),
])
def test_a_number_alone_answers_the_size(ordered, said, reads):
    c = chat_after("", ordered)
    t = c.say(said)
    assert reads in t.text
    assert "¿A qué hora" in t.text or "¿A que hora" in t.text


@pytest.mark.parametrize("ordered, said, reads", [
    ("5 palmeras para mañana", "no mejor 3", "Apunto: 3 × Palmera de hojaldre."),
    ("quiero 6 croissants para el jueves", "mejor 4", "Apunto: 4 × Croissant de mantequilla. Total 7,20 €."),
])
def test_things_without_a_size_still_take_the_count(ordered, said, reads):
    assert reads in chat_after("", ordered).say(said).text


def test_a_florist_count_said_again():
    c = chat_after("floristeria", "quiero 3 ramos de rosas para el lunes")
    assert "Apunto: 2 × Ramo de rosas. Total 70,00 €." in c.say("mejor 2").text
