"""Stop 33: a product whose name is plural takes a plural verb wherever it is said with one
(«Croquetas de jamón contienen gluten», «Filloas conteñen ovo»); it said «contiene».
Stop 32 did the same for durations."""
from __future__ import annotations

import pytest

from bizengine.conversation.lead_answers import _lead_sentence
from bizengine.conversation.messages import contains_text, plural_name
from tests.conversation import chat


@pytest.mark.parametrize("said, answer", [
    ("¿las croquetas llevan gluten?", "Croquetas de jamón contienen gluten."),
    ("las croketas tienen gluten", "Croquetas de jamón contienen gluten."),
    ("as filloas levan ovo?", "Filloas conteñen ovo."),
    ("¿el pulpo lleva gluten?", "En Pulpo á feira no consta gluten."),
])
def test_an_allergen_answer_agrees_with_the_name(said, answer):
    assert chat("restaurante").say(said).text.startswith(answer)


def test_what_it_is_agrees_with_the_name():
    t = chat("restaurante").say("¿qué son las filloas?")
    assert t.text == "Filloas: Dos filloas con crema casera. Filloas contienen gluten, lácteos y huevo."


def test_a_singular_name_keeps_the_singular():
    assert chat().say("¿la bica lleva huevo?").text.startswith("Bica gallega contiene huevo.")


@pytest.mark.parametrize("name, plural", [
    ("Croquetas de jamón", True), ("Mechas", True), ("Filloas", True), ("Caja de polvorones", False),
    ("Análisis de sangre", False), ("Tarta de queso", False), ("Mus de chocolate", False),
])
def test_which_names_are_plural(name, plural):
    assert plural_name(name) is plural


def test_the_sentences_agree():
    assert contains_text("Filloas", "huevo", "es") == "Filloas contienen huevo."
    assert contains_text("Filloas", "ovo", "gl") == "Filloas conteñen ovo."
    assert _lead_sentence("es", ["Filloas"], 0) == "Filloas no necesitan encargo previo."
    assert _lead_sentence("gl", ["Croquetas"], 1440) == "Croquetas encárganse con 24 horas de antelación."
    assert _lead_sentence("es", ["Bica gallega"], 1440) == "Bica gallega se encarga con 24 horas de antelación."
