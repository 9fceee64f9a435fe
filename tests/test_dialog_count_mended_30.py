"""Stop 30: a count mended with an interjection or the cue after it («uy, 2», «perdón, 2», «2
mejor», «2, no 3») changes the one line ordered; it was «Para seguir necesito…» or «No tengo
«mejor» en la carta». At the time question, where the number may be an hour, it is asked which."""
from __future__ import annotations

import pytest

from tests.conversation import chat


@pytest.mark.parametrize("said, expected", [
    ("uy, 2", "Apunto: 2 × Bica gallega. Total 18,00 €."),
    ("perdón, 2", "Apunto: 2 × Bica gallega. Total 18,00 €."),
    ("perdon 2", "Apunto: 2 × Bica gallega. Total 18,00 €."),
    ("ups, 2 por favor", "Apunto: 2 × Bica gallega. Total 18,00 €."),
    ("espera, 4", "Apunto: 4 × Bica gallega. Total 36,00 €."),
    ("2 mejor", "Apunto: 2 × Bica gallega. Total 18,00 €."),
    ("dos mellor", "Apunto: 2 × Bica gallega. Total 18,00 €."),
    ("2, no 3", "Apunto: 2 × Bica gallega. Total 18,00 €."),
    ("2, non 3", "Apunto: 2 × Bica gallega. Total 18,00 €."),
])
def test_a_count_mended_at_the_day_question(said, expected):
    c = chat()
    c.say("quiero 3 bicas")
    t = c.say(said)
    assert t.text.startswith(expected)
    assert c.order["lines"] == [{"item_id": "bica", "qty": int(expected.split(": ")[1][0]), "options": {}}]
    assert t.text.endswith("¿Qué día lo recoges?") or t.text.endswith("¿Que día o recolles?")
    assert "No tengo" not in t.text and "Para seguir" not in t.text


@pytest.mark.parametrize("said", ["2 mejor", "uy, 2", "perdón, 2"])
def test_at_the_time_question_a_closed_hour_is_the_count(said):
    """Stop 47: 14:00 is closed, so «2» is the count, set at once (the question «¿Quieres 2 × X?»
    left it unchanged when the customer went on)."""
    c = chat()
    c.say("quiero 3 bicas para el martes")
    t = c.say(said)
    assert t.text.startswith("Apunto: 2 × Bica gallega. Total 18,00 €.")


@pytest.mark.parametrize("said, day", [("perdón, el 4", "miércoles 4 de noviembre"),
                                       ("uy, el jueves", "jueves 5 de noviembre")])
def test_a_day_mended_is_still_the_day(said, day):
    c = chat()
    c.say("quiero una bica para el martes")
    t = c.say(said)
    assert day in t.text and c.order["lines"][0]["qty"] == 1


def test_two_lines_are_not_guessed():
    c = chat()
    c.say("quiero 3 bicas y una empanada")
    c.say("uy, 2")
    assert {l["item_id"]: l["qty"] for l in c.order["lines"]} == {"bica": 3, "empanada": 1}


@pytest.mark.parametrize("first, pick, expected", [
    ("quiero una tarta para 12", "la sacher", "1 × Tarta Sacher (12 raciones). Total 34,00 €."),
    ("quiero una tarta para 12", "de santiago", "1 × Tarta de Santiago (12 raciones). Total 26,00 €."),
    ("quiero una tarta de 8", "de queso", "1 × Tarta de queso (8 raciones). Total 22,00 €."),
    ("quero unha tarta para 12", "a sacher", "1 × Tarta Sacher (12 racións). Total 34,00 €."),
    ("quiero una tarta para 12", "la sacher de 20", "1 × Tarta Sacher (20 raciones). Total 44,00 €."),
])
def test_a_size_said_with_the_group_stays_when_one_is_named(first, pick, expected):
    c = chat()
    c.say(first)
    t = c.say(pick)
    assert expected in t.text and "¿Para cuántas" not in t.text and "¿Para cantas" not in t.text


@pytest.mark.parametrize("first, said, expected", [
    ("quiero una bica", "ponme otra como la de ayer", "Apunto: 2 × Bica gallega. Total 18,00 €."),
    ("quiero una bica", "ponme otra, estaba buenísima", "Apunto: 2 × Bica gallega. Total 18,00 €."),
    ("quiero una bica", "ponme otra como la de ayer, estaba buenisima", "Apunto: 2 × Bica gallega. Total 18,00 €."),
    ("quero unha bica", "ponme outra como a de onte, estaba boísima", "Apunto: 2 × Bica gallega. Total 18,00 €."),
])
def test_one_more_praised_is_one_more(first, said, expected):
    c = chat()
    c.say(first)
    assert c.say(said).text.startswith(expected)


def test_one_more_with_a_fault_is_not_added():
    c = chat()
    c.say("quiero una bica")
    c.say("ponme otra, estaba cruda")
    assert c.order["lines"][0]["qty"] == 1
