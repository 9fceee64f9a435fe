"""Stop 51, review fixes — people served and sizes asked: a price, a date or a time span read as a
number of people («¿qué me recomiendas para 15 euros?» → «Para 15 personas: …»); «vale, es la grande»
(a size said as a correction) answered as a question; the Galician «e a grande» («and the big one»)
read as «é a grande»; «¿es grande la tienda?» mid-order resizing the order; «¿Te apunto alguno?» after
a list of tartas (feminine)."""
import pytest

from tests.conversation import chat, line_counts

ORDER = "quiero una tarta de queso de 8 raciones"
ORDER_GL = "quero unha tarta de queixo de 8 racións"
CARTA = "Esta es la carta, con precios y alérgenos:"
CARTA_GL = "Esta é a carta, con prezos e alérxenos:"
UNSURE = "Eso no lo tengo claro y prefiero no inventarlo."


def sizes_held(c) -> list[str]:
    return [line["options"].get("raciones") for line in c.order["lines"]]


# ---- 1. a price, a date, a time span: no count of people --------------------------------------------

@pytest.mark.parametrize("said, start", [
    ("¿qué me recomiendas para 15 euros?", "Por 15,00 € o menos:"),     # a budget (stop 53)
    ("que me recomiendas para 15 euros", "Por 15,00 € o menos:"),
    ("¿que me recomendas pra 20 euros?", "Por 20,00 € ou menos:"),
    ("¿qué tenéis para 12 de noviembre?", CARTA),
    ("¿que tedes para o 12 de novembro?", CARTA_GL),
    ("¿algo para 10 minutos de camino?", UNSURE),
    ("¿qué tenéis por menos de 20?", CARTA),
    ("¿algo de menos de 15?", UNSURE),
    ("¿qué tenéis de 10€?", CARTA),
    ("¿qué tenéis para 10€?", CARTA),
    ("que me recomiendas para 3 dias", CARTA),
])
def test_money_dates_and_spans_are_no_people(said, start):
    c = chat("")
    t = c.say(said)
    assert t.text.startswith(start)
    assert "personas:" not in t.text and "persoas:" not in t.text and "raciones)" not in t.text
    assert line_counts(c) == {}


@pytest.mark.parametrize("said, lead, size", [
    ("¿qué me recomiendas para un cumpleaños de 10?", "Para 10 personas:", "Tarta de queso (12 raciones): 30,00 €."),
    ("algo para 10 personas", "Para 10 personas:", "Tarta de queso (12 raciones): 30,00 €."),
    ("que me recomendas pra 12 persoas?", "Para 12 persoas:", "Tarta de queso (12 racións): 30,00 €."),
    ("¿qué tenéis para una fiesta de 15?", "Para 15 personas:", "Tarta de queso (20 raciones): 40,00 €."),
])
def test_people_said_still_list_the_sizes(said, lead, size):
    c = chat("")
    t = c.say(said)
    assert t.text.startswith(lead) and size in t.text
    assert line_counts(c) == {}


# ---- 3. the question after the list agrees with the things listed ----------------------------------

def test_a_list_of_tartas_asks_in_the_feminine():
    t = chat("").say("¿qué me recomiendas para un cumpleaños de 10?")
    assert t.text.endswith("Tarta personalizada (12 raciones): 46,00 €. ¿Te apunto alguna?")


def test_a_list_of_tartas_asks_in_the_feminine_gl():
    t = chat("").say("que me recomendas pra 12 persoas?")
    assert t.text.endswith("¿Apúntoche algunha?")


# ---- 4. a size said as a correction resizes; only «?» asks ------------------------------------------

@pytest.mark.parametrize("first, said, reply", [
    (ORDER, "vale, es la grande", "Apunto: 1 × Tarta de queso (20 raciones). Total 40,00 €."),
    (ORDER, "ok es la grande entonces", "Apunto: 1 × Tarta de queso (20 raciones). Total 40,00 €."),
    (ORDER, "pues es la grande", "Apunto: 1 × Tarta de queso (20 raciones). Total 40,00 €."),
    (ORDER_GL, "é a grande", "Apunto: 1 × Tarta de queso (20 racións). Total 40,00 €."),
    (ORDER_GL, "vale, é a grande", "Apunto: 1 × Tarta de queso (20 racións). Total 40,00 €."),
])
def test_a_size_said_resizes(first, said, reply):
    c = chat("")
    c.say(first)
    t = c.say(said)
    assert t.text.startswith(reply) and "Es de 8" not in t.text and "É de 8" not in t.text
    assert sizes_held(c) == ["20"]


@pytest.mark.parametrize("first, said, reply", [
    (ORDER, "¿es la grande?", "Es de 8 raciones."),
    (ORDER, "¿es grande?", "Es de 8 raciones."),
    (ORDER, "¿para cuántas personas es?", "Es de 8 raciones."),
    (ORDER_GL, "¿é a grande?", "É de 8 racións."),
    (ORDER_GL, "¿é moi grande?", "É de 8 racións."),
])
def test_a_size_asked_is_answered(first, said, reply):
    c = chat("")
    c.say(first)
    t = c.say(said)
    assert t.text.startswith(reply)
    assert sizes_held(c) == ["8"]


# ---- 5. the Galician «e» + article is «and», not «is» -----------------------------------------------

@pytest.mark.parametrize("said", ["e a grande", "¿e a grande?", "e a pequena"])
def test_and_the_big_one_is_not_a_size_asked(said):
    c = chat("")
    c.say(ORDER_GL)
    t = c.say(said)
    assert not t.text.startswith("É de 8 racións")


# ---- 6. a size asked of something that is not sold: nothing ordered --------------------------------

@pytest.mark.parametrize("first, said", [
    (ORDER, "¿es grande la tienda?"),
    (ORDER, "es grande el local?"),
    (ORDER_GL, "¿é grande a tenda?"),
])
def test_a_size_asked_of_something_else_changes_nothing(first, said):
    c = chat("")
    c.say(first)
    t = c.say(said)
    assert "Apunto" not in t.text and "20 raci" not in t.text
    assert sizes_held(c) == ["8"] and line_counts(c) == {"tarta-queso": 1}


# ---- 10. the words a size counts come from the catalogue («8 porciones», «8 anacos») -----------------

@pytest.mark.parametrize("first, said, reply", [
    (ORDER, "¿cuántas porciones tiene?", "Es de 8 raciones."),
    (ORDER, "¿cuántos trozos salen?", "Es de 8 raciones."),
    (ORDER_GL, "cantos anacos ten?", "É de 8 racións."),
])
def test_the_counted_words_come_from_the_catalogue(first, said, reply):
    c = chat("")
    c.say(first)
    t = c.say(said)
    assert t.text.startswith(reply)
    assert sizes_held(c) == ["8"]
