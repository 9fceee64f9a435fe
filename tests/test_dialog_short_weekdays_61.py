"""A weekday's short form — the way the day buttons print it («sáb 7 nov», «mér 4 nov») and customers
copy it — was read only after «el»/«para el», and «mar» and «ven» never: «mesa 2 pax sab 21h» asked
the day, «6 croissants para el mar a las 10» became today. Now every short form of Spanish and
Galician is that weekday; «mar» (the sea) and «ven» (comes) only where a day goes: after «para el»,
before a day's number or a time, alone in a short answer or to «¿qué día?» (stop 61)."""
import pytest

from bizengine.language.days import respell_weekdays
from bizengine.language.text import clean
from tests.conversation import chat


@pytest.mark.parametrize("slug, text, said", [
    ("restaurante", "mesa 2 pax sab 21h", "el sábado 7 de noviembre a las 21:00"),
    ("restaurante", "mesa 2 pax sáb. 21h", "el sábado 7 de noviembre a las 21:00"),
    ("restaurante", "MESA PARA 4 SAB 7 A LAS 21", "el sábado 7 de noviembre a las 21:00"),
    ("restaurante", "mesa para 2 mar 3 a las 21", "el martes 3 de noviembre a las 21:00"),
    ("restaurante", "mesa para 2 el mar a las 21", "el martes 3 de noviembre a las 21:00"),
    ("restaurante", "mesa para 2 juev 21h", "el jueves 5 de noviembre a las 21:00"),
    ("restaurante", "mesa para 2 mié 4 a las 21", "el miércoles 4 de noviembre a las 21:00"),
    ("restaurante", "mesa para 2 mier a las 21", "el miércoles 4 de noviembre a las 21:00"),
    ("restaurante", "mesa para 2 vie 21h", "el viernes 6 de noviembre a las 21:00"),
    ("restaurante", "mesa pa 2 o ven ás 21", "o venres 6 de novembro ás 21:00"),
    ("restaurante", "mesa para 2 xov ás 21", "o xoves 5 de novembro ás 21:00"),
    ("restaurante", "mesa para 2 o mér ás 21", "o mércores 4 de novembro ás 21:00"),
    ("restaurante", "mesa pra 2 pro mar ás 21", "o martes 3 de novembro ás 21:00"),
    ("peluqueria", "corte de hombre sab 7 a las 10", "el sábado 7 de noviembre"),
    ("peluqueria", "corte hombre sab 10:00 iago. soy Hugo 600900900", "con Iago el sábado 7 de noviembre"),
    ("peluqueria", "corte de muller mér ás 11", "o mércores 4 de novembro"),
    ("peluqueria", "corte de muller mer as 11", "o mércores 4 de novembro"),
])
def test_a_short_weekday_is_that_day(slug, text, said):
    assert said in chat(slug).say(text).text


@pytest.mark.parametrize("first, day", [
    ("6 croissants para el mar a las 10", "martes 3 de noviembre"),
    ("6 croissants mar 3 a las 10", "martes 3 de noviembre"),
    ("6 croissants para el sab a las 10", "sábado 7 de noviembre"),
    ("6 croissants dom a las 10", "domingo 1 de noviembre"),
    ("quero 6 croissants pro xov ás 10", "xoves 5 de novembro"),
])
def test_an_order_for_a_short_weekday_is_summarised_on_that_day(first, day):
    c = chat()
    t = c.say_all(first, "Ana 600111222", "no")
    card = t.cards("order")[-1]     # the summary's card: the day and time it will be sent with
    assert (card["day_label"], card["time"]) == (day, "10:00")


@pytest.mark.parametrize("slug, answer, said", [
    ("restaurante", "mar", "el martes 3 de noviembre"),
    ("restaurante", "el mar", "el martes 3 de noviembre"),
    ("restaurante", "sab", "el sábado 7 de noviembre"),
    ("restaurante", "el juev", "el jueves 5 de noviembre"),
])
def test_a_short_weekday_answers_the_day_question(slug, answer, said):
    c = chat(slug)
    assert "¿Qué día" in c.say("mesa para 2").text
    assert said in c.say(answer).text


def test_a_galician_short_weekday_answers_the_day_question():
    c = chat("restaurante")
    c.say("mesa para 2 persoas")
    assert "o venres 6 de novembro" in c.say("o ven").text


@pytest.mark.parametrize("text", [
    "vistas al mar", "frutos del mar", "arroz con marisco", "se ve el mar desde la mesa", "me gusta el mar",
    "o ven buscar mana", "ven a las 10", "o meu fillo ven a as 10", "mesa con vista mar 2 personas", "mar de fondo",
    "vistas ao mar", "peixe do mar", "ven a recollelo a as 10", "el sabor de la casa", "marzo",
    "mesa mirando el mar a las 14", "mesa con vista el mar a las 14", "se ven canas",
])
def test_the_sea_and_coming_stay_words(text):
    assert respell_weekdays(clean(text)) == clean(text)


@pytest.mark.parametrize("slug, text, said, unsaid", [
    ("restaurante", "mesa con vistas al mar para 2 el sábado a las 14", "el sábado 7 de noviembre a las 14:00",
     "martes"),
    ("restaurante", "tenéis arroz con marisco?", "Arroz con marisco: 22,00 €", "martes"),
    ("restaurante", "¿se ve el mar desde las mesas?", "", "martes"),
    ("peluqueria", "ven a las 10?", "", "viernes"),
])
def test_near_misses_name_no_day(slug, text, said, unsaid):
    t = chat(slug).say(text)
    assert said in t.text and unsaid not in t.text
