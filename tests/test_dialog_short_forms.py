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
    # neither 8:00 nor 20:00 (closing): the hour as said, with the day's hours (stop 56)
    ("es", "a las 8", "A las 8 no puede ser: el jueves 5 de noviembre abrimos de 09:00 a 14:00", "09:00"),
    ("es", "sobre las 8", "A las 8 no puede ser: el jueves 5 de noviembre abrimos de 09:00 a 14:00", "09:00"),
    ("gl", "ás 8", "Ás 8 non pode ser: o xoves 5 de novembro abrimos de 09:00 a 14:00", "09:00"),
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


@pytest.mark.parametrize("text, said", [
    ("quiero 6 croissants para el martes a primera hora", "Lo más pronto que puedo tenerlo listo es a las 09:00."),
    ("quiero 6 croissants para el martes nada mas abrir", "Lo más pronto que puedo tenerlo listo es a las 09:00."),
    ("6 croisants pal martes a primera ora", "Lo más pronto que puedo tenerlo listo es a las 09:00."),
    ("quero 6 croissants para o martes a primeira hora", "O máis cedo que podo telo listo é ás 09:00."),
])
def test_first_thing_on_a_day_is_its_first_free_time(text, said):
    c = chat()
    t = c.say(text)
    assert said in t.text
    assert c.order["min"] == 9 * 60


def test_first_thing_in_the_afternoon_offers_the_afternoon():
    t = chat().say("quiero 6 croissants para el martes a primera hora de la tarde")
    assert t.chip_labels[0] == "16:30"
    assert "¿A qué hora lo recoges el martes 3 de noviembre?" in t.text


@pytest.mark.parametrize("first, then, said", [
    ("cita para cortar el pelo de hombre el martes a primera hora", "[Me da igual]",
     "Apunto: corte de hombre el martes 3 de noviembre a las 10:00."),
    ("cita para cortar el pelo de hombre el martes lo antes posible", "con Iago",
     "Apunto: corte de hombre con Iago el martes 3 de noviembre a las 15:00."),
    ("quero cita para cortar o pelo de home o martes a primeira hora", "con Marta",
     "Apunto: corte de home con Marta o martes 3 de novembro ás 10:00."),
])
def test_first_thing_at_the_salon_waits_for_the_person(first, then, said):
    c = chat("peluqueria")
    assert "¿Con quién" in c.say(first).text or "Con quen" in c.last.text
    t = c.press(then[1:-1]) if then.startswith("[") else c.say(then)
    assert said in t.text
    assert "nombre" in t.text or "nome" in t.text


def test_first_thing_at_the_restaurant_is_its_first_table():
    t = chat("restaurante").say("mesa para 2 el sabado a primera hora")
    assert "Apunto: reserva para 2 personas el sábado 7 de noviembre a las 13:00." in t.text


@pytest.mark.parametrize("first, then, asked, saturday", [
    ("quiero 2 croissants", "para el finde", "¿Qué día exactamente lo recoges?", "sáb 31 oct"),
    # with Tuesday the 3rd held: the weekend after it, not the one under way (stop 37)
    ("quiero 2 croissants para el martes", "mejor el finde", "¿Qué día exactamente lo recoges?", "sáb 7 nov"),
    ("quero 2 croissants", "pra a fin de semana", "¿Que día exactamente o recolles?", "sáb 31 out"),
])
def test_the_weekend_said_later_asks_which_of_its_days(first, then, asked, saturday):
    c = chat()
    c.say(first)
    t = c.say(then)
    assert asked in t.text and "Para seguir" not in t.text
    assert t.chip_labels[0] == saturday


@pytest.mark.parametrize("first", ["mesa para 2 el martes", "mesa para 2 el martes a las 21"])
def test_the_weekend_said_later_asks_which_day_for_a_table(first):
    c = chat("restaurante")
    c.say(first)
    t = c.say("mejor el finde")
    # the weekend after the Tuesday held, not the one already under way (stop 37; it was 31 Oct and 1 Nov)
    assert "¿Qué día exactamente?" in t.text and t.chip_labels[0] == "sáb 7 nov"


@pytest.mark.parametrize("first, then, said, first_chip", [
    ("quiero 2 croissants para el domingo 15", "por la mañana",
     "Por la mañana tengo estas horas libres. ¿A qué hora lo recoges el domingo 15 de noviembre?", "09:30"),
    ("quiero 2 croissants para el martes", "x la tarde",
     "Por la tarde tengo estas horas libres. ¿A qué hora lo recoges el martes 3 de noviembre?", "16:30"),
    ("quero 2 croissants para o martes", "pola tarde",
     "Pola tarde teño estas horas libres. ¿A que hora o recolles o martes 3 de novembro?", "16:30"),
])
def test_a_part_of_the_day_to_the_time_question_is_acknowledged(first, then, said, first_chip):
    c = chat()
    c.say(first)
    t = c.say(then)
    assert t.text == said and t.chip_labels[0] == first_chip


def test_first_thing_without_a_day_is_the_morning_not_now():
    t = chat().say("quiero 3 croissants a primera hora")
    assert "¿A qué hora lo recoges?" in t.text and "¿A nombre" not in t.text


def test_an_evening_business_reads_an_hour_closed_both_ways_as_the_evening():
    t = chat("restaurante").say("mesa para 2 el viernes a las 11 y media")
    # the hour as said and the day's hours (stop 56); the free times offered are the evening's
    assert "A las 11:30 no puede ser: el viernes 6 de noviembre abrimos de 13:00 a 16:00 y de 20:00 a 23:30." in t.text
    assert t.chip_labels == ["21:00", "21:30", "22:00"]
