"""While «¿Qué <group> quieres?» is open, «¿cuál es la más barata?» is asked among its choices;
«mejor 12» of a cake for 8 is the size of 12, never 12 cakes."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("first, then, said", [
    ("quiero una tarta", "cual es la mas barata?", "Lo más barato: Tarta de Santiago: desde 18,00 €."),
    ("quero unha tarta", "cal é a máis barata?", "O máis barato: Tarta de Santiago: dende 18,00 €."),
    ("quiero una tarta", "y la mas cara?", "Lo más caro: Tarta personalizada: desde 38,00 €."),
])
def test_the_cheapest_of_the_choices_open(first, then, said):
    c = chat()
    c.say(first)
    t = c.say(then)
    assert t.texts[0].startswith(said) and "Croissant" not in t.texts[0]


def test_the_cheapest_with_nothing_open_is_of_everything():
    assert "Croissant de mantequilla" in chat().say("cual es lo mas barato?").text


@pytest.mark.parametrize("first, then, said", [
    ("quiero una tarta de queso para 8 para el sabado", "mejor 12",
     "Apunto: 1 × Tarta de queso (12 raciones). Total 30,00 €."),
    ("quero unha tarta de queixo para 8 para o sábado", "mellor 12",
     "Apunto: 1 × Tarta de queso (12 racións). Total 30,00 €."),
    ("quiero una tarta de santiago de 12 para el viernes", "mejor 20", "(20 raciones)"),
])
def test_a_better_number_that_is_a_size_is_the_size(first, then, said):
    c = chat()
    c.say(first)
    t = c.say(then)
    assert said in t.text and "12 ×" not in t.text and "20 ×" not in t.text
    assert [line["qty"] for line in c.state["order"]["lines"]] == [1]


def test_a_better_number_of_a_thing_without_sizes_is_still_asked():
    c = chat()
    c.say("quiero 5 palmeras para el martes")
    assert "3 × Palmera de hojaldre" in c.say("mejor 3").text


@pytest.mark.parametrize("text, said", [
    ("que sabores de macarons hay?", "frambuesa, pistacho, limón, café, chocolate y vainilla"),
    ("que sabores teñen os macarons?", "framboesa, pistacho, limón, café, chocolate e vainilla"),
    ("de que sabores son los macarons?", "frambuesa, pistacho"),
])
def test_the_flavours_asked_are_in_the_description(text, said):
    assert said in chat().say(text).text


def test_the_kinds_of_a_group_are_still_listed_with_prices():
    assert chat().say("que tipos de pan hay?").text == "Pan de masa madre: 4,50 €. Pan de centeno: 4,00 €."
