"""Stop 63: when to come, asked while a request is written down, one answer whatever the words or the language.
With «quiero 6 croissants para el martes» held, «¿cuándo tengo que recogerlos?» recapped the order («Llevas
apuntado: …») while gl «cando teño que recollelos?» and «cuando los recojo?» said the hours; with a time held,
«a qué hora paso a por ellos» went to a person («Eso no lo tengo claro…»); in a booking «¿a qué hora puedo ir?»
went to a person too and «¿a qué hora tengo que ir?» recapped it. Now (conversation/come_when_asked.py):
- an order with a day and no time: that day's hours, then the time question;
- a day and a time held: «Lo tengo apuntado para que lo recojas el martes 3 de noviembre a las 10:00.», then
  the question that was open;
- no day yet (a thing ordered ahead): the first day it can be had, then the day question;
- a booking with a day alone: its free times with the time question; with a time: both said back;
- once sent, «a qué hora paso a por ellos», «¿cuándo paso?» (a person before) are what was sent, as «¿cuándo
  tengo que recogerlos?» already was.
Near-misses kept: «¿para qué día era?» is the recap; nothing in the order keeps «Aún no llevas nada apuntado»;
«¿cuándo paso a recoger la bici?» at the workshop goes to a person."""
from __future__ import annotations

import pytest

from tests.conversation import chat, chat_after, line_counts, sent

TUESDAY_HOURS = "El martes 3 de noviembre abrimos de 09:00 a 14:00 y de 16:30 a 20:00."
TUESDAY_HOURS_GL = "O martes 3 de novembro abrimos de 09:00 a 14:00 e de 16:30 a 20:00."
ASK_TIME = "¿A qué hora lo recoges el martes 3 de noviembre?"
ASK_TIME_GL = "¿A que hora o recolles o martes 3 de novembro?"

ES = ["¿cuándo tengo que recogerlos?", "cuando tengo q recogerlos", "cuando los recojo?", "cuándo los recojo",
      "a qué hora paso a por ellos", "a q hora paso a por ellos?", "cuándo puedo ir a buscarlos",
      "a que hora tengo que ir?", "cuando tengo que pasar?", "¿cuándo los puedo recoger?", "cuando paso?"]
GL = ["cando teño que recollelos?", "cando teno q recollelos", "cando os recollo?", "a que hora paso a por eles",
      "cando podo ir buscalos?", "cando teño que pasar?", "a que hora vou?"]


@pytest.mark.parametrize("asked", ES)
def test_a_day_held_hears_that_days_hours(asked):
    c = chat_after("", "quiero 6 croissants para el martes")
    t = c.say(asked)
    assert t.text == f"{TUESDAY_HOURS} {ASK_TIME}"
    assert "Llevas apuntado" not in t.text and "persona" not in t.text
    assert line_counts(c) == {"croissant": 6} and c.state["awaiting"] == "time"


@pytest.mark.parametrize("asked", GL)
def test_a_day_held_hears_that_days_hours_gl(asked):
    c = chat_after("", "quero 6 croissants para o martes")
    t = c.say(asked)
    assert t.text == f"{TUESDAY_HOURS_GL} {ASK_TIME_GL}"
    assert line_counts(c) == {"croissant": 6}


@pytest.mark.parametrize("asked", ES)
def test_a_day_and_time_held_are_said_back(asked):
    c = chat_after("", "quiero 6 croissants para el martes", "a las 10")
    t = c.say(asked)
    assert t.texts[0] == "Lo tengo apuntado para que lo recojas el martes 3 de noviembre a las 10:00."
    assert "¿A nombre de quién lo preparo?" in t.text
    assert "Eso no lo tengo claro" not in t.text and "Llevas apuntado" not in t.text
    assert c.order["min"] == 600


@pytest.mark.parametrize("asked", GL)
def test_a_day_and_time_held_are_said_back_gl(asked):
    c = chat_after("", "quero 6 croissants para o martes", "ás 10")
    t = c.say(asked)
    assert t.texts[0] == "Téñoo apuntado para que o recollas o martes 3 de novembro ás 10:00."
    assert "¿A nome de quen o preparo?" in t.text


def test_today_at_a_time_is_said_as_today():
    c = chat_after("", "quiero 2 croissants para hoy a las 17")
    t = c.say("¿cuándo tengo que recogerlos?")
    assert t.texts[0] == "Lo tengo apuntado para que lo recojas hoy a las 17:00."


def test_today_with_no_time_hears_todays_hours_and_the_first_time():
    c = chat_after("", "quiero 2 croissants")
    t = c.say("¿cuándo tengo que recogerlos?")
    assert t.text == ("Hoy abrimos de 09:00 a 14:00 y de 16:30 a 20:00. ¿A qué hora lo recoges? "
                      "Lo más pronto que puedo tenerlo listo es a las 13:00.")


@pytest.mark.parametrize("held, asked, first", [
    ("quiero una tarta de queso de 8 raciones", "¿cuándo tengo que recogerla?",
     "Lo más pronto es el martes 3 de noviembre."),
    ("quiero una tarta de queso de 8 raciones", "cuando la recojo?", "Lo más pronto es el martes 3 de noviembre."),
    ("quiero una tarta de queso de 8 raciones", "cuándo puedo ir a buscarla",
     "Lo más pronto es el martes 3 de noviembre."),
    ("quiero una tarta de queso de 8 raciones", "a qué hora paso a por ella",
     "Lo más pronto es el martes 3 de noviembre; ese día abrimos de 09:00 a 14:00 y de 16:30 a 20:00."),
    ("quero unha tarta de queixo de 8 racións", "cando a recollo?", "O máis cedo é o martes 3 de novembro."),
    ("quero unha tarta de queixo de 8 racións", "cando podo ir buscala?", "O máis cedo é o martes 3 de novembro."),
    ("quero unha tarta de queixo de 8 racións", "a que hora paso a por ela",
     "O máis cedo é o martes 3 de novembro; ese día abrimos de 09:00 a 14:00 e de 16:30 a 20:00."),
])
def test_no_day_yet_hears_the_first_day(held, asked, first):
    c = chat_after("", held)
    t = c.say(asked)
    assert t.texts[0] == first
    assert "apuntado:" not in t.text and "Eso no lo tengo claro" not in t.text and "Iso non" not in t.text
    assert "mar 3 nov" in t.chip_labels and c.state["awaiting"] == "day"


@pytest.mark.parametrize("held, asked, recap", [
    ("quiero 6 croissants para el martes", "para que dia era?",
     "Llevas apuntado: 6 × Croissant de mantequilla (total 10,80 €), el martes 3 de noviembre."),
    ("quero 6 croissants para o martes", "para que día era?",
     "Levas apuntado: 6 × Croissant de mantequilla (total 10,80 €), o martes 3 de novembro."),
])
def test_the_day_asked_back_is_still_the_recap(held, asked, recap):
    c = chat_after("", held)
    assert recap in c.say(asked).text


def test_nothing_in_the_order_still_says_so():
    c = chat_after("", "para el martes")
    t = c.say("¿cuándo tengo que recogerlos?")
    assert "Aún no llevas nada apuntado." in t.text and TUESDAY_HOURS in t.text


@pytest.mark.parametrize("slug, held, asked, free", [
    ("peluqueria", "quiero un corte de mujer el martes", "¿a qué hora tengo que ir?",
     "El martes 3 de noviembre tengo hueco de 12:00 a 12:45 y de 16:00 a 19:15. ¿Cuál te va bien?"),
    ("peluqueria", "quiero un corte de mujer el martes", "¿a qué hora puedo ir?",
     "El martes 3 de noviembre tengo hueco de 12:00 a 12:45 y de 16:00 a 19:15. ¿Cuál te va bien?"),
    ("peluqueria", "quiero un corte de mujer el martes", "cuando tengo que pasar",
     "El martes 3 de noviembre tengo hueco de 12:00 a 12:45 y de 16:00 a 19:15. ¿Cuál te va bien?"),
    ("peluqueria", "quiero un corte de mujer el martes", "a que hora vou?",
     "O martes 3 de novembro teño oco de 12:00 a 12:45 e de 16:00 a 19:15. ¿Cal che vai ben?"),
    ("taller", "quiero una revisión completa el martes", "¿a qué hora tengo que llevarla?",
     "El martes 3 de noviembre tengo hueco de 10:00 a 10:30 y de 12:30 a 13:00. ¿Cuál te va bien?"),
    ("taller", "quiero una revisión completa el martes", "a que hora a levo?",
     "O martes 3 de novembro teño oco de 10:00 a 10:30 e de 12:30 a 13:00. ¿Cal che vai ben?"),
])
def test_a_booking_day_held_hears_its_free_times(slug, held, asked, free):
    c = chat_after(slug, held)
    t = c.say(asked)
    assert t.text == free
    assert "Llevas apuntado" not in t.text


@pytest.mark.parametrize("slug, held, asked, said", [
    ("peluqueria", "quiero un corte de mujer el martes a las 12", "¿a qué hora tengo que ir?",
     "Lo tengo apuntado para el martes 3 de noviembre a las 12:00."),
    ("peluqueria", "quiero un corte de mujer el martes a las 12", "a que hora paso?",
     "Lo tengo apuntado para el martes 3 de noviembre a las 12:00."),
    ("peluqueria", "quiero un corte de mujer el martes a las 12", "cando teño que ir?",
     "Téñoo apuntado para o martes 3 de novembro ás 12:00."),
    ("restaurante", "mesa para 4 el sábado a las 14", "¿cuándo tengo que venir?",
     "Lo tengo apuntado para el sábado 7 de noviembre a las 14:00."),
    ("restaurante", "mesa para 4 el sábado a las 14", "a q hora paso",
     "Lo tengo apuntado para el sábado 7 de noviembre a las 14:00."),
])
def test_a_booking_day_and_time_held_are_said_back(slug, held, asked, said):
    c = chat_after(slug, held)
    t = c.say(asked)
    assert t.texts[0] == said
    assert "¿A nombre de quién hago la reserva?" in t.text or "¿A nome de quen fago a reserva?" in t.text
    assert "Eso no lo tengo claro" not in t.text and "Iso non" not in t.text


def test_a_booking_with_no_day_asks_the_day():
    c = chat_after("restaurante", "mesa para 4")
    t = c.say("¿a qué hora tengo que ir?")
    assert t.text == "¿Qué día te va bien?"


def test_a_thing_picked_up_at_the_workshop_still_goes_to_a_person():
    c = chat_after("taller", "quiero una revisión completa el martes")
    t = c.say("¿cuándo paso a recoger la bici?")
    assert "tengo hueco" not in t.text and "Lo tengo apuntado" not in t.text
    assert "981 000 517" in t.text


@pytest.mark.parametrize("slug, held, asked", [
    ("", "quiero 6 croissants para el martes", "¿cuándo voy a saber si está confirmado?"),
    ("", "quiero 6 croissants para el martes || a las 10", "¿cuándo voy a saber si está confirmado?"),
    ("", "quero 6 croissants para o martes", "cando vou ter resposta?"),
    ("peluqueria", "quiero un corte de mujer el martes a las 12", "¿cuándo voy a saber si está confirmado?"),
])
def test_something_else_ahead_is_no_time_to_come(slug, held, asked):
    c = chat_after(slug, *held.split(" || "))
    t = c.say(asked)
    assert "abrimos" not in t.text and "Lo tengo apuntado" not in t.text and "Téñoo apuntado" not in t.text
    assert "tengo hueco" not in t.text


@pytest.mark.parametrize("asked, reads", [
    ("a qué hora paso a por ellos", "Tu pedido enviado: 6 × Croissant de mantequilla (total 10,80 €), para recoger el "
                                    "martes 3 de noviembre a las 10:00."),
    ("cuando paso a por ellos?", "Tu pedido enviado: 6 × Croissant de mantequilla (total 10,80 €), para recoger el "
                                 "martes 3 de noviembre a las 10:00."),
    ("¿cuándo paso?", "para recoger el martes 3 de noviembre a las 10:00."),
    ("¿cuándo tengo que recogerlos?", "para recoger el martes 3 de noviembre a las 10:00."),
    ("a que hora veño por eles?", "para recoger el martes 3 de noviembre a las 10:00."),
])
def test_once_sent_coming_for_it_is_what_was_sent(asked, reads):
    c = sent(chat(""), ["quiero 6 croissants para el martes a las 10", "Ana", "600111222"])
    t = c.say(asked)
    assert reads in t.text
    assert "Eso no lo tengo claro" not in t.text


def test_once_sent_a_visit_asked_is_still_the_days_hours():
    c = sent(chat(""), ["quiero 6 croissants para el martes a las 10", "Ana", "600111222"])
    assert c.say("¿a qué hora puedo pasar?").text == "Hoy abrimos de 09:00 a 14:00 y de 16:30 a 20:00."


@pytest.mark.parametrize("asked", ["a qué hora paso?", "¿a qué hora tengo que ir?"])
def test_once_a_booking_is_sent_coming_is_what_was_sent(asked):
    c = chat_after("peluqueria", "quiero un corte de mujer el martes a las 12", "Ana", "600111222", "no")
    c.press("Enviar reserva")
    t = c.say(asked)
    assert "Tu reserva enviada: corte de mujer (total 22,00 €), el martes 3 de noviembre a las 12:00." in t.text
