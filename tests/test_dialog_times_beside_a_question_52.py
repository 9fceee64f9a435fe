"""Stop 52, a booking's party, day and time said in a message that is also a question or a look-around.

What was wrong:
- «¿podemos ir el sábado a las 21 a ver el partido? somos 4» answered the Saturday's hours, noted 4 people
  and Saturday, and then asked «¿A qué hora te va bien el sábado…?»: the 21:00 said in the question was
  lost (the question was answered apart and only its day carried to the request after it).
- «¿se puede ir el viernes a las 9 de la noche a cenar? seremos 3» went to a person («Eso no lo tengo
  claro…»): «se puede ir» at a time was no wish to come (only «podemos/puedo ir» were).
- «me gustaría ir el sábado a las 21 a ver el partido, somos 4» went to a person too.
- At the bakery «me gustaría pasar mañana a ver el local» (no «?»), «quería pasarme el lunes a verlo»,
  «paso mañá a ver a tenda» went to a person, while «¿puedo pasar a las 15 a ver el local?» answered the
  day's hours (stop 51): a visit to look is the same said or asked.

What now happens: the time (and day) said in the question is held for the booking beside it, checked
as ever (a time not free or closed gets the nearest free ones); «se puede ir / pódese ir» at a time is a
wish to come; a visit to look said without «?» answers that day's hours, or that it is closed and the
next opening. A visit to pick something up, or a service looked at where one books, starts what it did.
A closed day the answer said is not said again by the request's question («¿abrís el lunes a las 21?
somos 2»). «seríamos unos 10, ¿qué me recomiendas?» now reads the 10 like «somos» (one «we are» list).
"""
import pytest

from tests.conversation import chat

# ---- the time said in the question is held ----------------------------------------------------------


@pytest.mark.parametrize("said, day, time, party", [
    ("¿podemos ir el sábado a las 21 a ver el partido? somos 4", "sábado 7 de noviembre", "21:00", 4),
    ("podemos ir el sabado a las 21 a ver el partido? somos 4", "sábado 7 de noviembre", "21:00", 4),
    ("somos 4, ¿podemos ir el sábado a las 21 a ver el partido?", "sábado 7 de noviembre", "21:00", 4),
    ("¿podemos ir el martes a las 21 a ver el partido? somos 4", "martes 3 de noviembre", "21:00", 4),
    ("¿se puede ir el viernes a las 9 de la noche a cenar? seremos 3", "viernes 6 de noviembre", "21:00", 3),
    ("se puede ir el viernes a las 9 d la noche a cenar? seremos 3", "viernes 6 de noviembre", "21:00", 3),
    ("¿se podría ir el viernes a las 21:30? seríamos 3", "viernes 6 de noviembre", "21:30", 3),
    ("somos 3, ¿se puede ir el viernes a las 21?", "viernes 6 de noviembre", "21:00", 3),
    ("¿abrís el viernes a las 21? somos 3", "viernes 6 de noviembre", "21:00", 3),
    ("me gustaría ir el sábado a las 21 a ver el partido, somos 4", "sábado 7 de noviembre", "21:00", 4),
    ("me gustaria ir el sabado a las 21 a ver el partido, somos 4", "sábado 7 de noviembre", "21:00", 4),
])
def test_the_time_in_the_question_is_held_es(said, day, time, party):
    c = chat("restaurante")
    t = c.say(said)
    assert f"Apunto: reserva para {party} personas el {day} a las {time}." in t.text
    assert "¿A qué hora" not in t.text and "no lo tengo claro" not in t.text
    assert t.texts[-1] == "¿A nombre de quién hago la reserva?"
    b = c.state["booking"]
    assert (b["party"], b["min"]) == (party, int(time[:2]) * 60 + int(time[3:]))


@pytest.mark.parametrize("said, day, party", [
    ("¿abrides o venres ás 21? somos 3", "venres 6 de novembro", 3),
    ("pódese ir o venres ás 9 da noite a cear? seremos 3", "venres 6 de novembro", 3),
    ("podese ir o venres as 21? somos 3", "venres 6 de novembro", 3),
    ("podemos ir o martes ás 21 a ver o partido? somos 4", "martes 3 de novembro", 4),
    ("gustaríanos ir o martes ás 21 a ver o partido, somos 4", "martes 3 de novembro", 4),
])
def test_the_time_in_the_question_is_held_gl(said, day, party):
    c = chat("restaurante")
    t = c.say(said)
    assert f"Apunto: reserva para {party} persoas o {day} ás 21:00." in t.text
    assert "¿A que hora" not in t.text
    assert t.texts[-1] == "¿A nome de quen fago a reserva?"
    assert (c.state["booking"]["party"], c.state["booking"]["min"]) == (party, 1260)


def test_the_hours_asked_are_answered_and_the_time_kept():
    c = chat("restaurante")
    t = c.say("¿podemos ir el sábado a las 21 a ver el partido? somos 4")
    assert t.texts[0] == "El sábado 7 de noviembre abrimos de 13:00 a 16:00 y de 20:00 a 23:30."
    assert t.texts[1:] == ["Apunto: reserva para 4 personas el sábado 7 de noviembre a las 21:00.",
                           "¿A nombre de quién hago la reserva?"]


def test_a_time_said_when_closed_gets_the_nearest_free_ones_gl():
    c = chat("restaurante")
    t = c.say("podemos ir mañana ás 21 a ver o partido? somos 4")     # Sunday: open 13:00 to 16:30
    assert "Apunto: reserva para 4 persoas o domingo 1 de novembro." in t.text
    assert "Ás 21:00 non estamos abertos. As horas libres máis próximas son 14:00, 14:30 ou 15:00." in t.text
    assert "¿A que hora" not in t.text
    assert c.state["booking"]["near"] == 1260


def test_a_time_said_when_closed_gets_the_nearest_free_ones_es():
    c = chat("restaurante")
    t = c.say("¿abrís el viernes a las 17? somos 3")
    assert "Apunto: reserva para 3 personas el viernes 6 de noviembre." in t.text
    assert "A las 17:00 no estamos abiertos. Las horas libres más cercanas son 14:00, 14:30 o 20:00." in t.text


def test_a_time_taken_gets_what_is_free():
    c = chat("restaurante")
    t = c.say("gustaríanos ir o venres ás 21 a ver o partido, somos 5")
    assert "Apunto: reserva para 5 persoas o venres 6 de novembro." in t.text
    assert "Ás 21:00 non me queda oco." in t.text and "14:30" in t.text


@pytest.mark.parametrize("said, asked", [
    ("¿se puede ir el viernes a las 21?", "¿Para cuántas personas?"),
    ("¿pódese ir o venres ás 21?", "¿Para cantas persoas?"),
])
def test_coming_at_a_time_asked_alone_starts_the_booking(said, asked):
    c = chat("restaurante")
    t = c.say(said)
    assert "no lo tengo claro" not in t.text and "non o teño claro" not in t.text
    assert t.texts[-1] == asked
    assert (c.state["booking"]["ymd"], c.state["booking"]["min"]) == ("2026-11-06", 1260)


# ---- near-misses: unchanged ------------------------------------------------------------------------


def test_a_party_and_a_time_asked_still_asks_the_day():
    c = chat("restaurante")
    t = c.say("somos 4 a las 21?")
    assert t.texts == ["Apunto: reserva para 4 personas a las 21:00.", "¿Qué día te va bien?"]


def test_the_time_of_the_request_wins_over_the_one_asked():
    c = chat("restaurante")
    t = c.say("¿abrís el viernes a las 21? mesa para 2 a las 14")
    assert "Apunto: reserva para 2 personas el viernes 6 de noviembre a las 14:00." in t.text
    assert c.state["booking"]["min"] == 840


@pytest.mark.parametrize("said", ["¿se puede ir con perro?", "¿se puede ir el sábado con perro?",
                                  "¿se puede ir con perro? somos 4", "somos 4, ¿pódese ir co can o sábado?"])
def test_coming_without_a_time_still_asks_about_the_place(said):
    c = chat("restaurante")
    t = c.say(said)
    assert "Apunto" not in t.text
    assert not (c.state or {}).get("booking", {}).get("min")


# ---- a visit to look, said without «?» -------------------------------------------------------------


@pytest.mark.parametrize("said, answer", [
    ("me gustaría pasar mañana a ver el local", "El domingo 1 de noviembre abrimos de 09:30 a 14:00."),
    ("me gustaria pasar mañana a ver el local", "El domingo 1 de noviembre abrimos de 09:30 a 14:00."),
    ("voy mañana a echar un vistazo", "El domingo 1 de noviembre abrimos de 09:30 a 14:00."),
    ("queria pasarme el martes a verlo", "El martes 3 de noviembre abrimos de 09:00 a 14:00 y de 16:30 a 20:00."),
    ("me paso esta tarde a mirar", "Hoy por la tarde abrimos de 16:30 a 20:00."),
    ("quería pasarme el lunes a verlo",
     "El lunes 2 de noviembre no abrimos. Volvemos a abrir el martes 3 de noviembre a las 09:00."),
    ("paso mañá a ver a tenda", "O domingo 1 de novembro abrimos de 09:30 a 14:00."),
    ("gustaríame pasar mañá a ver a tenda", "O domingo 1 de novembro abrimos de 09:30 a 14:00."),
    ("gustariame pasar o luns a ver a tenda",
     "O luns 2 de novembro non abrimos. Volvemos abrir o martes 3 de novembro ás 09:00."),
])
def test_a_visit_to_look_said_answers_that_days_hours(said, answer):
    c = chat()
    t = c.say(said)
    assert t.texts == [answer]
    assert t.request is None or t.request.get("status") != "pending"
    assert not (c.state or {}).get("order", {}).get("lines")


def test_a_visit_to_look_asked_is_unchanged():
    c = chat()
    t = c.say("¿puedo pasar a las 15 a ver el local?")
    assert t.texts == ["Hoy abrimos de 09:00 a 14:00 y de 16:30 a 20:00."]


def test_a_visit_to_pick_up_still_starts_the_order():
    c = chat()
    t = c.say("me gustaría pasar mañana a recoger el pedido")
    assert t.texts == ["¿Qué te preparo? Dime el producto y la cantidad, o mira la carta."]
    t = c.say("paso mañana a por 6 palmeras")
    assert "Apunto: 6 × Palmera de hojaldre. Total 13,20 €." in t.text


def test_things_named_beside_a_visit_are_ordered():
    c = chat()
    t = c.say("paso mañana a verlas, quiero 6 palmeras")
    assert "Apunto: 6 × Palmera de hojaldre." in t.text
    assert t.texts[-1] == "¿A qué hora lo recoges mañana?"


def test_seeing_someone_is_no_visit_to_look():
    t = chat().say("quiero ir a ver a mi abuela")
    assert "abrimos" not in t.text


@pytest.mark.parametrize("said, noted", [
    ("paso mañana a que miren los frenos", "Apunto: ajuste de frenos. Total 18,00 €; dura unos 30 minutos."),
    ("quería pasar el lunes a las 10 a que me miren los frenos",
     "Apunto: ajuste de frenos el lunes 2 de noviembre a las 10:00. Total 18,00 €; dura unos 30 minutos."),
])
def test_a_service_where_one_books_still_starts_the_booking(said, noted):
    c = chat("taller")
    t = c.say(said)
    assert noted in t.text
    assert c.state["booking"]["services"] == ["frenos"]


def test_a_party_beside_a_visit_to_look_books():
    c = chat("restaurante")
    t = c.say("me gustaría pasar mañana a ver el local, somos 4")
    assert t.texts[0] == "Apunto: reserva para 4 personas el domingo 1 de noviembre."
    assert c.state["booking"]["party"] == 4


# ---- a closed day answered is not said again by the request's question ------------------------------


@pytest.mark.parametrize("slug, said, texts", [
    ("restaurante", "¿abrís el lunes a las 21? somos 2",
     ["El lunes 2 de noviembre no abrimos. Volvemos a abrir el martes 3 de noviembre a las 13:00.",
      "Apunto: reserva para 2 personas a las 21:00.", "¿Qué día te va bien?"]),
    ("restaurante", "¿abrides o luns ás 21? somos 2",
     ["O luns 2 de novembro non abrimos. Volvemos abrir o martes 3 de novembro ás 13:00.",
      "Apunto: reserva para 2 persoas ás 21:00.", "¿Que día che vai ben?"]),
    ("", "¿abrís el lunes? quiero 6 palmeras",
     ["El lunes 2 de noviembre no abrimos. Volvemos a abrir el martes 3 de noviembre a las 09:00.",
      "Apunto: 6 × Palmera de hojaldre. Total 13,20 €.", "¿Qué día te va bien?"]),
])
def test_a_closed_day_is_said_once(slug, said, texts):
    t = chat(slug).say(said)
    assert t.texts == texts


# ---- «we are» read from one list (lexicon.WE_ARE): the people a thing is to serve ---------------------


@pytest.mark.parametrize("said, heading", [
    ("¿qué me recomiendas? somos unos 10", "Para 10 personas:"),
    ("¿qué me recomiendas? seríamos unos 10", "Para 10 personas:"),
    ("que me recomiendas? seriamos 10", "Para 10 personas:"),
    ("que me recomendas? sexamos 12", "Para 12 persoas:"),
])
def test_we_are_counts_the_people_served(said, heading):
    t = chat().say(said)
    assert t.text.startswith(heading)
    assert "Tarta de queso (12 raciones): 30,00 €" in t.text or "Tarta de queso (12 racións): 30,00 €" in t.text
