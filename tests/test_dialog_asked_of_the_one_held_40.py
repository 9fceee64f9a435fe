"""A question about the one thing held, without naming it («una orquídea || ¿cuántas varas
tiene?», «un cuaderno a5 || ¿cuántas hojas tiene?», «un ramo de rosas || ¿de qué color son?») went
to a person, though its description says it. With one line held, it is asked of that line."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("slug, first, question, said", [
    ("floristeria", "una orquidea", "cuantas varas tiene?", "Orquídea: Phalaenopsis blanca de dos varas."),
    ("floristeria", "quero unha orquidea", "cantas varas ten?", "Orquídea: Phalaenopsis branca de dúas varas."),
    ("floristeria", "un ramo de rosas", "de que color son?", "Ramo de rosas: Doce rosas rojas con verde de temporada."),
    ("libreria", "un cuaderno a5", "cuantas hojas tiene?", "Cuaderno A5 de rayas: Tapa dura, 120 hojas."),
])
def test_a_question_of_the_one_held(slug, first, question, said):
    c = chat(slug)
    c.say(first)
    held = [dict(line) for line in c.order["lines"]]
    t = c.say(question)
    assert t.texts[0].startswith(said)
    assert c.order["lines"] == held                  # asked about, not ordered again
    assert all(r["kind"] != "question" for r in c.requests)


def test_with_two_lines_held_nothing_is_guessed():
    c = chat("floristeria")
    c.say("una orquidea y un poto")
    t = c.say("cuantas varas tiene?")
    assert "Phalaenopsis" not in t.texts[0]
