"""«¿Y para el domingo?» right after an answer about one product: whether it can be had that day,
from its lead time and the opening hours (it went to a person)."""
import pytest

from tests.conversation import chat_with_knowledge


@pytest.mark.parametrize("slug, asked, then, said", [
    ("", "¿cuánto cuesta la tarta de santiago?", "¿y para el domingo?",
     "Para el domingo 1 de noviembre no llega: lo más pronto es el martes 3 de noviembre."),
    ("", "cuanto vale la bica", "y para mañana?",
     "Para el domingo 1 de noviembre no llega: lo más pronto es el martes 3 de noviembre."),
    ("", "canto custa a bica?", "e pra o xoves?", "Para o xoves 5 de novembro chega a tempo."),
    ("", "la tarta de queso lleva gluten?", "y para el martes a las 12?", "Para el martes 3 de noviembre llega a tiempo."),
    ("", "cuanto vale la bica", "y pal viernes??", "Para el viernes 6 de noviembre llega a tiempo."),
    ("", "cuanto vale la bica", "¿y para el lunes?", "El lunes 2 de noviembre no abrimos"),
    ("floristeria", "cuanto vale el ramo de temporada?", "¿y para el lunes?",
     "Para el lunes 2 de noviembre llega a tiempo."),
])
def test_a_day_asked_after_an_answer_is_whether_it_can_be_had(tmp_path, slug, asked, then, said):
    c = chat_with_knowledge(slug, tmp_path)
    c.say(asked)
    t = c.say(then)
    assert said in t.text, t.text
    assert "persona" not in t.text and t.request is None and not c.order["lines"]
    assert any(label.startswith("Encargar") for label in t.chip_labels)


def test_a_size_asked_after_a_price_is_still_a_price(tmp_path):
    c = chat_with_knowledge("", tmp_path)
    c.say("¿cuánto cuesta la tarta de santiago?")
    t = c.say("¿y para 12?")
    assert t.text == "Tarta de Santiago (12 raciones): 26,00 €." and not c.order["lines"]


@pytest.mark.parametrize("then", ["¿y abrís el domingo?", "¿y para el domingo tenéis empanada?"])
def test_a_question_about_something_else_for_a_day_is_not_about_it(tmp_path, then):
    c = chat_with_knowledge("", tmp_path)
    c.say("¿cuánto cuesta la bica?")
    t = c.say(then)
    assert "Bica" not in t.text


def test_with_several_things_just_priced_it_is_not_guessed(tmp_path):
    c = chat_with_knowledge("peluqueria", tmp_path)
    c.say("¿cuánto cuesta el corte?")
    t = c.say("¿y para el martes?")
    assert "llega a tiempo" not in t.text and "Corte de mujer" not in t.text
