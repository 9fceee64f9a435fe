"""«¿Abrís el domingo?» then «vale, pues somos 3 a las 14»: a time or an acceptance with no day of
its own, right after the hours of a day, is on that day (before: «¿Qué día te va bien?»). A day
said wins; a thanks stays a thanks; a question in between forgets it. Both languages."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("slug, question, then, said", [
    ("restaurante", "¿abrís el domingo?", "vale pues somos 3 a las 14",
     "Apunto: reserva para 3 personas el domingo 1 de noviembre a las 14:00."),
    ("restaurante", "abris el sabado?", "ok, mesa para 2 a las 21", "Apunto: reserva para 2 personas el sábado 7"),
    ("restaurante", "abrides o sabado?", "pois somos 4 ás 21", "Apunto: reserva para 4 persoas o sábado 7 de novembro ás 21:00."),
    ("peluqueria", "¿abrís el viernes?", "vale, pues un corte de hombre a las 11",
     "Apunto: corte de hombre el viernes 6 de noviembre a las 11:00."),
])
def test_a_time_after_a_day_s_hours_is_on_that_day(slug, question, then, said):
    c = chat(slug)
    c.say(question)
    assert said in c.say(then).text


def test_an_order_after_a_day_s_hours_with_a_time_is_on_that_day():
    c = chat()
    c.say("¿abrís el domingo?")
    c.say("vale, pues 2 croissants a las 11")
    assert (c.order["ymd"], c.order["min"]) == ("2026-11-01", 660)


def test_a_day_said_wins():
    c = chat("restaurante")
    c.say("¿abrís el domingo?")
    assert "el sábado 7 de noviembre" in c.say("vale, pues somos 3 el sábado a las 14").text


def test_a_question_in_between_forgets_the_day():
    c = chat("restaurante")
    c.say("¿abrís el domingo?")
    c.say("¿dónde estáis?")
    assert "¿Qué día te va bien?" in c.say("somos 3 a las 14").text


def test_a_thanks_stays_a_thanks():
    c = chat("restaurante")
    c.say("¿abrís el domingo?")
    assert "Apunto" not in c.say("vale gracias").text


@pytest.mark.parametrize("question, then, not_said", [
    ("abris el lunes?", "vale, pues quiero una bica", "El lunes"),      # closed that day
    ("abris el domingo?", "quiero una tarta de queso", "Mañana no llego"),     # no «vale, pues»: a new wish
    ("abris el domingo?", "vale, ¿y tenéis croissants?", "mañana"),
])
def test_an_order_with_no_time_does_not_take_the_day_asked_about(question, then, not_said):
    c = chat()
    c.say(question)
    assert not_said not in c.say(then).text


@pytest.mark.parametrize("slug, question, then, said", [
    ("", "¿abrís el domingo?", "vale, pues 2 croissants", "¿A qué hora lo recoges mañana?"),
    ("", "abrides o domingo?", "vale, pois 2 croissants", "¿A que hora o recolles mañá?"),
    ("", "abris el domingo?", "vale, quiero una tarta de queso",
     "Mañana no llego: este pedido necesita 48 horas de antelación."),
    ("restaurante", "¿abrís el domingo?", "vale pues mesa para 3",
     "Apunto: reserva para 3 personas el domingo 1 de noviembre."),
    ("restaurante", "abris el domingo", "ok entonces reserva para 2", "el domingo 1 de noviembre"),
])
def test_a_thing_or_a_table_taken_with_vale_pues_is_for_the_day_asked_about(slug, question, then, said):
    c = chat(slug)
    c.say(question)
    assert said in c.say(then).text
