"""«¿Y para el domingo?» right after an answer about one product: whether it can be had that day,
from its lead time and the opening hours (it went to a person).

Stop 60: it is a wish for that product that day (the lead's brief: «¿y para el jueves?» after a
question about a thing starts its order), so the order is started and that day checked as any day
said with an order: «Mañana no llego: este pedido necesita 24 horas de antelación.», «El lunes 2 de
noviembre no abrimos.», or the time asked on the day (stop 37 answered «Para el viernes 6 de noviembre
llega a tiempo.» with an «Encargar» button and held nothing)."""
import pytest

from tests.conversation import chat_with_knowledge


@pytest.mark.parametrize("slug, asked, then, item, said", [
    ("", "¿cuánto cuesta la tarta de santiago?", "¿y para el domingo?", "tarta-santiago",
     "Mañana no llego: este pedido necesita 24 horas de antelación."),
    ("", "cuanto vale la bica", "y para mañana?", "bica",
     "Mañana no llego: este pedido necesita 24 horas de antelación."),
    ("", "canto custa a bica?", "e pra o xoves?", "bica", "¿A que hora o recolles o xoves 5 de novembro?"),
    ("", "la tarta de queso lleva gluten?", "y para el martes a las 12?", "tarta-queso",
     "Apunto: 1 × Tarta de queso. Total 22,00 €."),
    ("", "cuanto vale la bica", "y pal viernes??", "bica", "¿A qué hora lo recoges el viernes 6 de noviembre?"),
    ("", "cuanto vale la bica", "¿y para el lunes?", "bica", "El lunes 2 de noviembre no abrimos"),
    ("floristeria", "cuanto vale el ramo de temporada?", "¿y para el lunes?", "ramo-temporada",
     "¿A qué hora lo recoges el lunes 2 de noviembre?"),
])
def test_a_day_asked_after_an_answer_orders_it_for_that_day(tmp_path, slug, asked, then, item, said):
    c = chat_with_knowledge(slug, tmp_path)
    c.say(asked)
    t = c.say(then)
    assert said in t.text, t.text
    assert "persona" not in t.text
    assert [line["item_id"] for line in c.order["lines"]] == [item]


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
