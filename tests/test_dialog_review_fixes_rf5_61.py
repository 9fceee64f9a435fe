"""Review fixes to stop 61's short weekdays and count mending: «Mar» given as a name moved the day to
Tuesday; «un paseo por el mar a las 14» and «ven pola tarde a miña nai» were read as a day; «mer»
turned a Spanish customer Galician; «no perdona 5» after a refused time set 5 of the thing in silence
(stop 61)."""
import pytest

from bizengine.language.days import respell_weekdays
from bizengine.language.text import clean
from tests.conversation import chat


@pytest.mark.parametrize("slug, first, name, day", [
    ("restaurante", "mesa para 2 el sabado a las 21", "Mar", "sábado 7 de noviembre"),
    ("restaurante", "mesa para 2 el sábado a las 21", "mar", "sábado 7 de noviembre"),
    ("restaurante", "mesa pra 2 o sabado ás 21", "Mar", "sábado 7 de novembro"),
    ("restaurante", "mesa para 2 o xoves ás 21", "Ven", "xoves 5 de novembro"),
    ("", "quiero 3 croissants para el sabado 7 a las 10", "Mar", "sábado 7 de noviembre"),
    ("", "quero 3 croissants para o sabado 7 ás 10", "Ven", "sábado 7 de novembro"),
    ("peluqueria", "corte de mujer el viernes a las 10", "Mar", "viernes 6 de noviembre"),
    ("peluqueria", "corte de muller o venres ás 10", "mar", "venres 6 de novembro"),
])
def test_a_short_weekday_given_as_a_name_keeps_the_day(slug, first, name, day):
    c = chat(slug)
    c.say(first)
    t = c.say(name)
    assert "martes" not in t.text and "venres" not in t.text.replace(day, "")
    assert "teléfono" in t.text
    c.say("600111222")
    t = c.say("no")
    card = (t.cards("order") or t.cards("booking"))[-1]     # the summary's card: what will be sent
    assert (card["day_label"], card["name"]) == (day, name.capitalize())


@pytest.mark.parametrize("slug, answer, said", [
    ("restaurante", "mar", "el martes 3 de noviembre"),      # to «¿qué día?» it is still the day
    ("restaurante", "Mar", "el martes 3 de noviembre"),
])
def test_a_short_weekday_still_answers_the_day_question(slug, answer, said):
    c = chat(slug)
    assert "¿Qué día" in c.say("mesa para 2").text
    assert said in c.say(answer).text


@pytest.mark.parametrize("text", [
    "mesa para 2 despues de un paseo por el mar a las 14", "mesa para 2 despues de pasear por el mar a las 14",
    "comemos despois dun paseo polo mar as 14", "paseo pola mar a las 14", "ven pola tarde a miña nai",
    "ven pola tarde con mi madre", "ven por la tarde a mi casa", "cena en el mar a las 21",
])
def test_the_sea_and_coming_in_a_sentence_stay_words(text):
    assert respell_weekdays(clean(text)) == clean(text)


@pytest.mark.parametrize("slug, say, unsaid, said", [
    ("restaurante", "mesa para 2 despues de un paseo por el mar a las 14", "martes", "¿Qué día"),
    ("restaurante", "mesa para 2 despues de un paseo polo mar ás 14", "martes", "¿Que día"),
])
def test_the_sea_passed_through_is_no_day(slug, say, unsaid, said):
    t = chat(slug).say(say)
    assert unsaid not in t.text and said in t.text


@pytest.mark.parametrize("then, day", [
    ("ven pola tarde a miña nai", "sábado 7 de novembro"),
    ("ven por la tarde con mi madre", "sábado 7 de noviembre"),
])
def test_coming_with_someone_keeps_the_day(then, day):
    c = chat("restaurante")
    c.say("mesa para 2 el sabado")
    t = c.say(then)
    assert day in t.text and "venres" not in t.text and "viernes" not in t.text


@pytest.mark.parametrize("slug, text, said", [
    # near-misses: the day's place still reads the short form
    ("restaurante", "mesa para 2 el mar a las 21", "el martes 3 de noviembre a las 21:00"),
    ("restaurante", "mesa para 2 para el mar a las 21", "el martes 3 de noviembre a las 21:00"),
    ("restaurante", "mesa para 2 mar 3 a las 21", "el martes 3 de noviembre a las 21:00"),
    ("restaurante", "mesa pa 2 o ven ás 21", "o venres 6 de novembro ás 21:00"),
])
def test_a_short_weekday_in_a_day_place_is_still_read(slug, text, said):
    assert said in chat(slug).say(text).text


@pytest.mark.parametrize("slug, text, said", [
    ("restaurante", "mesa mer 21h para 2", "el miércoles 4 de noviembre a las 21:00"),
    ("restaurante", "mesa mer 21h para dos", "el miércoles 4 de noviembre a las 21:00"),
    ("restaurante", "mesa para 2 el mer a las 21", "el miércoles 4 de noviembre a las 21:00"),
    ("peluqueria", "corte de mujer mer a las 11", "el miércoles 4 de noviembre"),
    # near-misses: Galician words keep the reply Galician
    ("restaurante", "mesa mer 21h para 2 persoas", "o mércores 4 de novembro ás 21:00"),
    ("restaurante", "mesa para 2 o mér ás 21", "o mércores 4 de novembro ás 21:00"),
    ("restaurante", "mesa xov 21h para 2", "o xoves 5 de novembro ás 21:00"),
    ("peluqueria", "corte de muller mer as 11", "o mércores 4 de novembro"),
])
def test_a_short_weekday_tells_no_language(slug, text, said):
    assert said in chat(slug).say(text).text


_REFUSED = "quiero 3 croissants para el martes a las 15"


@pytest.mark.parametrize("first, mend, time", [
    (_REFUSED, "no perdona 5", "a las 17:00"),
    (_REFUSED, "me equivoque, 5", "a las 17:00"),
    (_REFUSED, "me equivoqué 5", "a las 17:00"),
    (_REFUSED, "No, perdona, cinco", "a las 17:00"),
    ("quero 3 croissants para o martes ás 15", "non perdoa 5", "ás 17:00"),
    ("quero 3 croissants para o martes ás 15", "trabuqueime, 5", "ás 17:00"),
])
def test_a_number_after_a_refused_time_is_not_set_as_the_count(first, mend, time):
    c = chat()
    c.say(first)
    t = c.say(mend)
    assert "Apunto: 5 ×" not in t.text and time in t.text
    assert [line["qty"] for line in c.order["lines"]] == [3]


@pytest.mark.parametrize("first, mend, said", [
    # near-misses: no time said yet, or a number that is no open hour: the count
    ("quiero 3 croissants para el martes", "no perdona 5", "5 × Croissant de mantequilla"),
    ("quero 3 croissants para o martes", "non perdoa 5", "5 × Croissant de mantequilla"),
    (_REFUSED, "no perdona 2", "2 × Croissant de mantequilla"),
])
def test_a_count_mended_without_a_time_talked_about_is_set(first, mend, said):
    c = chat()
    c.say(first)
    assert said in c.say(mend).text
