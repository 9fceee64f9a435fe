"""Short follow-ups right after an answer: «¿y 6?» after a price is the price of six; «¿y por la
tarde?» after a day's hours is that day's afternoon; «¿cuántos trae?» after a box is how many it holds."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("first, then, said", [
    ("cuanto cuesta una palmera", "y 6?", "6 × Palmera de hojaldre: 13,20 € (2,20 € la unidad)."),
    ("cuanto vale el croissant", "¿y 12?", "12 × Croissant de mantequilla: 21,60 € (1,80 € la unidad)."),
    ("precio croissant", "y si son 10", "10 × Croissant de mantequilla: 18,00 € (1,80 € la unidad)."),
    ("a como van las napolitanas", "y media docena?", "6 × Napolitana de chocolate: 12,00 € (2,00 € la unidad)."),
    ("canto custa unha palmeira", "e 6?", "6 × Palmera de hojaldre: 13,20 € (2,20 € a unidade)."),
    ("canto vale a napolitana", "e media ducia?", "6 × Napolitana de chocolate: 12,00 € (2,00 € a unidade)."),
    ("cuanto vale la caja de macarons", "y 2?", "2 × Caja de 6 macarons: 24,00 € (12,00 € la unidad)."),
    ("cuanto vale la caja de macarons", "y 12?", "2 × Caja de 6 macarons: 24,00 € (12,00 € la unidad)."),
])
def test_a_count_after_a_price_is_the_price_of_that_many(first, then, said):
    c = chat()
    c.say(first)
    t = c.say(then)
    assert t.text == said
    assert t.request is None and not c.order["lines"]


def test_a_count_with_nothing_asked_before_is_no_price():
    assert "×" not in chat().say("y 6?").text


@pytest.mark.parametrize("first, then, said", [
    ("abris el sabado?", "y por la tarde?", "El sábado 7 de noviembre por la tarde abrimos de 16:30 a 20:00."),
    ("a que hora abris el domingo", "¿y por la tarde?",
     "Por la tarde no. El domingo 1 de noviembre abrimos de 09:30 a 14:00."),
    ("que horario teneis hoy", "y por la tarde", "Hoy por la tarde abrimos de 16:30 a 20:00."),
    ("a que hora abrides o martes?", "e pola tarde?", "O martes 3 de novembro pola tarde abrimos de 16:30 a 20:00."),
])
def test_a_part_of_the_day_after_a_days_hours_is_that_days(first, then, said):
    c = chat()
    c.say(first)
    assert c.say(then).text == said


@pytest.mark.parametrize("slug, first, then, said", [
    ("", "cuanto cuesta la caja de polvorones", "cuantos trae?", "Caja de polvorones de almendra lleva 10 polvorones."),
    ("", "cuanto vale la caja de macarons", "¿cuántos vienen?", "Caja de 6 macarons lleva 6 macarons."),
    ("", "canto custa a caixa de polvoróns", "cantos leva?", "Caja de polvorones de almendra leva 10 polvorones."),
    ("floristeria", "cuanto cuesta el ramo de rosas", "cuantas lleva?", "Ramo de rosas lleva 12 rosas."),
])
def test_how_many_a_pack_holds_after_it_was_talked_about(slug, first, then, said):
    c = chat(slug)
    c.say(first)
    assert c.say(then).text == said
