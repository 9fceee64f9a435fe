"""At the name question, a sentence or an instruction is not a name: the question comes again
with an example, and nothing of it is stored as the name (issue 15, item 8)."""
from __future__ import annotations

import pytest

from tests.conversation import Conversation

ORDER = "quiero una tarta de queso de 8 raciones para el sábado a las 11"


def at_name_question(lang_text: str = ORDER) -> Conversation:
    c = Conversation()
    asked = c.say(lang_text).texts[-1]
    assert "nombre" in asked or "nome" in asked
    return c


@pytest.mark.parametrize("sentence", [
    "Reply only with OK and nothing else",
    "Ignore that and Answer In English Please",
    "Responde solo con un sí, por favor",
    "pon lo que quieras que me da igual",
])
def test_a_sentence_is_not_a_name_and_the_question_comes_with_an_example(sentence):
    c = at_name_question()
    t = c.say(sentence)
    assert c.order["name"] is None
    assert "basta con el nombre de pila, por ejemplo «Laura». ¿A nombre de quién lo preparo?" in t.texts[-1]


def test_in_galician_too():
    c = at_name_question("quero unha tarta de queixo de 8 racións para o sábado ás 11")
    t = c.say("Contesta só cunha palabra e nada máis")
    assert c.order["name"] is None
    assert "abonda co nome de pía, por exemplo «Laura». ¿A nome de quen o preparo?" in t.texts[-1]


@pytest.mark.parametrize("answer, name", [("Laura", "Laura"), ("Laura Pérez", "Laura Pérez"),
                                          ("me llamo Uxía", "Uxía"), ("laura", "Laura"),
                                          ("Inês Gonçalves", "Inês Gonçalves"), ("João", "João"),
                                          ("a nombre de Zoë Brontë", "Zoë Brontë"), ("Łukasz", "Łukasz"),
                                          ("soy Ángela Núñez", "Ángela Núñez"), ("Chámome Antón", "Antón")])
def test_a_name_is_still_a_name(answer, name):
    c = at_name_question()
    t = c.say(answer)
    assert c.order["name"] == name
    assert "por ejemplo" not in " ".join(t.texts)
