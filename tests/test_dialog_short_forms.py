"""Short forms typed on a phone: a weekday cut to its first letters («el juev», «para el mie»,
«o xov») is that weekday where a weekday is expected; an hour that falls on closing time is not
the reading chosen («a las 8» at a shop that closes at 20:00 is the morning). Both languages."""
import pytest

from bizengine.language.days import respell_weekdays
from bizengine.language.text import clean
from tests.conversation import chat


@pytest.mark.parametrize("text, said", [
    ("quiero 6 croissants para el juev", "el jueves 5 de noviembre"),
    ("quiero 6 croissants pal mie", "el miércoles 4 de noviembre"),
    ("6 croisants para el mierc x la mañana", "el miércoles 4 de noviembre"),
    ("me guardas 2 bicas para el vie?", "el viernes 6 de noviembre"),
    ("QUIERO 2 BICAS PARA EL MART", "el martes 3 de noviembre"),
    ("quero 6 croissants para o xov", "o xoves 5 de novembro"),
    ("quero dúas bicas para o venr", "o venres 6 de novembro"),
    ("quero dúas bicas para o mer", "o mércores 4 de novembro"),
])
def test_a_weekday_cut_short_is_that_weekday(text, said):
    assert said in chat().say(text).text


@pytest.mark.parametrize("slug, text, said", [
    ("restaurante", "mesa para 2 el sab a las 21", "el sábado 7 de noviembre a las 21:00"),
    ("peluqueria", "cita para cortar el pelo el juev a las 11", "el jueves 5 de noviembre"),
])
def test_a_weekday_cut_short_books_that_day(slug, text, said):
    assert said in chat(slug).say(text).text


@pytest.mark.parametrize("text", ["vistas al mar", "o ven buscar mañá", "el sabor de la casa", "el domicilio",
                                  "el lu", "para el mercado"])
def test_words_that_begin_like_a_weekday_keep_their_meaning(text):
    assert respell_weekdays(clean(text)) == clean(text)


@pytest.mark.parametrize("lang, text, asked, offered", [
    ("es", "a las 8", "A las 08:00 no estamos abiertos.", "09:00"),
    ("es", "sobre las 8", "A las 08:00 no estamos abiertos.", "09:00"),
    ("gl", "ás 8", "Ás 08:00 non estamos abertos.", "09:00"),
])
def test_an_hour_at_closing_time_is_read_in_the_other_half_of_the_day(lang, text, asked, offered):
    c = chat()
    c.say("quiero 6 croissants para el jueves" if lang == "es" else "quero 6 croissants para o xoves")
    t = c.say(text)
    assert asked in t.text
    assert t.chip_labels[0] == offered


def test_an_hour_before_closing_is_still_the_afternoon():
    c = chat()
    c.say("quiero 6 croissants para el jueves")
    c.say("a las 7")
    assert c.order["min"] == 19 * 60
