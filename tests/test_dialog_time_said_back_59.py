"""Stop 59: a pickup day and time held but never said; a time wish said at the staff question kept silently.

- Orders: «follas novas || para el lunes || sobre las 6» got only «¿A nombre de quién lo preparo?» — the
  state held Monday 2 at 18:00 but nothing the customer read said it (gl «ás 10» to «¿A que hora o
  recolles…?», «a las 10, Ana 600111222»). Only an hour read in the afternoon was said back. Now an hour
  held that nothing else in the reply shows is said once: «Apunto la recogida el lunes 2 de noviembre a
  las 18:00. ¿A nombre de quién lo preparo?». When the things are ordered in the same message
  («follas novas para el lunes a las 11») the draft card sent with the reply shows the day and time, and
  seed §28 (tests/test_dialog_transcripts.py, word for word) has no such sentence there: left as it is.
- Bookings asking the person first: «pinchazo el martes || despues de las 5» stored the window and asked
  «¿Con quién quieres la cita?» again as if nothing was said; «corte de hombre el jueves || lo mas tarde
  posible» (also «a última hora», «lo antes posible», gl «o máis tarde posible») the same, and after «Me da
  igual» the last time was taken without a word. Now the free time the wish points at is said before the
  person is asked («El martes 3 de noviembre después de las 17:00, lo primero que tengo es a las 17:45.»,
  «Lo más tarde que tengo el jueves 5 de noviembre es a las 18:30.»), and the time taken after the person
  is said back («Apunto: … a las 18:30.»). «lo más tarde posible» said with the day («mesa para 4 el viernes lo
  mas tarde posible», which offered the last four times) now takes the day's last free time, as it did
  when said after the day; «a última hora» still offers the last few.
"""
from __future__ import annotations

import pytest

from tests.conversation import chat, chat_after

_ASK_NAME = ("¿A nombre de quién lo preparo?", "¿A nome de quen o preparo?")
_ASK_PERSON = ("¿Con quién quieres la cita?", "¿Con quen queres a cita?")


def _all_text(turn) -> str:
    return " ".join(turn.texts)


# ---- orders: the moment first held is said once -------------------------------------------------------

_ORDER_SAID = [
    ("libreria", ("follas novas", "para el lunes", "sobre las 6"),
     "Apunto la recogida el lunes 2 de noviembre a las 18:00."),
    ("libreria", ("follas novas", "el lunes a las 11"),
     "Apunto la recogida el lunes 2 de noviembre a las 11:00."),
    ("libreria", ("follas novas para el lunes", "a las 11"),
     "Apunto la recogida el lunes 2 de noviembre a las 11:00."),
    ("", ("quiero 2 croissants para el martes", "a las 10"),
     "Apunto la recogida el martes 3 de noviembre a las 10:00."),
    ("", ("quiero 2 croisants pal martes", "sobre las 10"),      # typos
     "Apunto la recogida el martes 3 de noviembre a las 10:00."),
    ("", ("dous croissants para o martes", "ás 10"),
     "Apunto a recollida o martes 3 de novembro ás 10:00."),
    ("", ("dous croissants para o martes", "as 10"),      # no accent
     "Apunto a recollida o martes 3 de novembro ás 10:00."),
    ("floristeria", ("quero un ramo de tempada", "o luns ás 11"),
     "Apunto a recollida o luns 2 de novembro ás 11:00."),
    ("floristeria", ("quero un ramo de tempada para o luns", "sobre as 11"),
     "Apunto a recollida o luns 2 de novembro ás 11:00."),
    ("", ("una bica para el martes", "a las 10, Ana 600111222"),
     "Apunto la recogida el martes 3 de noviembre a las 10:00."),
    ("libreria", ("follas novas para el jueves a las 6",),      # an hour read in the afternoon: said before too
     "Apunto la recogida el jueves 5 de noviembre a las 18:00."),
]


@pytest.mark.parametrize("slug, steps, said", _ORDER_SAID)
def test_an_hour_nothing_else_shows_is_said_before_the_next_question(slug, steps, said):
    c = chat_after(slug, *steps[:-1]) if len(steps) > 1 else chat(slug)
    t = c.say(steps[-1])
    assert t.texts[-2] == said
    assert t.texts[-1] in _ASK_NAME or t.texts[-1].startswith(("¿Quieres una dedicatoria", "¿Y un teléfono"))
    assert _all_text(t).count("Apunto la recogida") + _all_text(t).count("Apunto a recollida") == 1


def test_the_pickup_said_once_is_not_said_again_at_the_next_question():
    c = chat_after("libreria", "follas novas", "para el lunes", "sobre las 6")
    t = c.say("Ana")
    assert "recogida" not in _all_text(t)
    assert t.texts[-1].startswith("¿Y un teléfono de contacto?")
    assert (c.order["ymd"], c.order["min"]) == ("2026-11-02", 18 * 60)


# Seed §28 (tests/test_dialog_transcripts.py, word for word): «Quiero una tarta de queso para 12 personas para
# el sábado a las 11» → «Apunto: … Total 30,00 €. ¿A nombre de quién lo preparo?». With the things ordered the
# draft card is sent in that very reply and shows the day and time: the sentence would say it twice.
_SHOWN_BY_THE_CARD = [
    ("libreria", "follas novas para el lunes a las 11", "Apunto: 1 × Follas novas. Total 18,00 €.",
     "lunes 2 de noviembre", "11:00"),
    ("", "quiero 2 croissants para el martes a las 10", "Apunto: 2 × Croissant de mantequilla. Total 3,60 €.",
     "martes 3 de noviembre", "10:00"),
    ("floristeria", "quero un ramo de tempada para o luns ás 11", "Apunto: 1 × Ramo de tempada. Total 28,00 €.",
     "luns 2 de novembro", "11:00"),
]


@pytest.mark.parametrize("slug, msg, noted, day, time", _SHOWN_BY_THE_CARD)
def test_with_the_things_ordered_the_card_shows_the_moment(slug, msg, noted, day, time):
    t = chat(slug).say(msg)
    assert t.texts[0] == noted and t.texts[-1] in _ASK_NAME and len(t.texts) == 2
    card = t.cards("order")[0]
    assert (card["day_label"], card["time"]) == (day, time)


_ORDER_NOT_SAID = [
    # only a day: the time question names it
    ("libreria", ("follas novas para el lunes",), "¿A qué hora lo recoges el lunes 2 de noviembre?"),
    ("", ("quiero 2 croissants para el martes",), "¿A qué hora lo recoges el martes 3 de noviembre?"),
    ("", ("dous croissants para o martes",), "¿A que hora o recolles o martes 3 de novembro?"),
]


@pytest.mark.parametrize("slug, steps, asked", _ORDER_NOT_SAID)
def test_a_day_alone_is_said_by_the_time_question_only(slug, steps, asked):
    t = chat(slug).say(steps[0])
    assert t.texts[-1].startswith(asked)
    assert "Apunto la recogida" not in _all_text(t) and "Apunto a recollida" not in _all_text(t)


def test_nothing_ordered_yet_the_hour_is_not_said():
    t = chat_after("floristeria", "que plantas teneis?").say("el lunes a las 11")
    assert t.text.startswith("¿Qué te preparo?")


def test_a_time_at_the_summary_is_said_by_the_summary_not_twice():
    c = chat_after("libreria", "follas novas para el lunes a las 11", "Ana 611000222", "no")
    assert c.last.texts[-1].startswith("Este es el pedido que enviaré")
    t = c.say("mejor a las 12")
    assert "Apunto la recogida" not in _all_text(t)
    assert c.order["min"] == 12 * 60


# ---- bookings: the wish said before the person is asked -----------------------------------------------

_WISH_SAID = [
    ("taller", ("pinchazo el martes", "despues de las 5"),
     "El martes 3 de noviembre después de las 17:00, lo primero que tengo es a las 17:45."),
    ("taller", ("pinchazo el martes", "después de las 5"),
     "El martes 3 de noviembre después de las 17:00, lo primero que tengo es a las 17:45."),
    ("taller", ("pinchazo el martes despues de las 5",),
     "El martes 3 de noviembre después de las 17:00, lo primero que tengo es a las 17:45."),
    ("taller", ("pinchazo o martes", "despois das 5"),
     "O martes 3 de novembro despois das 17:00, o primeiro que teño é ás 17:45."),
    ("peluqueria", ("corte de hombre el jueves", "lo mas tarde posible"),
     "Lo más tarde que tengo el jueves 5 de noviembre es a las 18:30."),
    ("peluqueria", ("corte de hombre el jueves", "lo más tarde posible"),
     "Lo más tarde que tengo el jueves 5 de noviembre es a las 18:30."),
    ("peluqueria", ("corte de hombre el jueves", "a ultima hora"),
     "Lo más tarde que tengo el jueves 5 de noviembre es a las 18:30."),
    ("peluqueria", ("corte de hombre el jueves lo mas tarde posible",),
     "Lo más tarde que tengo el jueves 5 de noviembre es a las 18:30."),
    ("peluqueria", ("corte de hombre lo mas tarde posible", "el jueves"),
     "Lo más tarde que tengo el jueves 5 de noviembre es a las 18:30."),
    ("peluqueria", ("corte de home o xoves", "o máis tarde posible"),
     "O máis tarde que teño o xoves 5 de novembro é ás 18:30."),
    ("peluqueria", ("corte de home o xoves", "o mais tarde posible"),
     "O máis tarde que teño o xoves 5 de novembro é ás 18:30."),
    ("peluqueria", ("corte de home o xoves á última hora",),
     "O máis tarde que teño o xoves 5 de novembro é ás 18:30."),
    ("peluqueria", ("corte de hombre el jueves", "lo antes posible"),
     "Lo primero que tengo es el jueves 5 de noviembre a las 10:00."),
    ("peluqueria", ("corte de home o xoves", "canto antes"),
     "O primeiro que teño é o xoves 5 de novembro ás 10:00."),
]


@pytest.mark.parametrize("slug, steps, said", _WISH_SAID)
def test_the_time_wish_is_said_before_the_person_is_asked(slug, steps, said):
    c = chat_after(slug, *steps[:-1]) if len(steps) > 1 else chat(slug)
    t = c.say(steps[-1])
    assert t.texts[-1] == f"{said} {_ASK_PERSON[0] if said[0] in 'LE' else _ASK_PERSON[1]}"
    assert len(t.chip_labels) == 3


_TAKEN_AFTER_THE_PERSON = [
    ("corte de hombre el jueves", "lo mas tarde posible", "Me da igual",
     "Apunto: corte de hombre el jueves 5 de noviembre a las 18:30. Total 14,00 €; dura unos 30 minutos."),
    ("corte de hombre el jueves lo mas tarde posible", None, "Me da igual",
     "Apunto: corte de hombre el jueves 5 de noviembre a las 18:30. Total 14,00 €; dura unos 30 minutos."),
    ("corte de home o xoves", "o mais tarde posible", "Iago",
     "Apunto: corte de home con Iago o xoves 5 de novembro ás 17:00. Total 14,00 €; dura uns 30 minutos."),
    ("corte de hombre el jueves", "lo antes posible", "Me da igual",
     "Apunto: corte de hombre el jueves 5 de noviembre a las 10:00. Total 14,00 €; dura unos 30 minutos."),
]


@pytest.mark.parametrize("first, wish, person, said", _TAKEN_AFTER_THE_PERSON)
def test_the_time_taken_once_the_person_is_known_is_said(first, wish, person, said):
    c = chat_after("peluqueria", first, *([wish] if wish else []))
    t = c.press(person)
    assert t.texts[0] == said
    assert t.texts[-1] in ("¿A nombre de quién hago la reserva?", "¿A nome de quen fago a reserva?")


def test_a_window_then_the_person_offers_the_times_in_it():
    c = chat_after("taller", "pinchazo el martes", "despues de las 5")
    t = c.press("Me da igual")
    assert t.texts[-1] == "¿A qué hora te va bien el martes 3 de noviembre?"
    assert t.chip_labels[0] == "17:45"


_NO_WISH = [
    ("peluqueria", ("corte de hombre el jueves",), "¿Con quién quieres la cita?"),
    ("taller", ("pinchazo el martes",), "¿Con quién quieres la cita?"),
    ("peluqueria", ("corte de home o xoves",), "¿Con quen queres a cita?"),
]


@pytest.mark.parametrize("slug, steps, asked", _NO_WISH)
def test_no_wish_no_sentence_before_the_person(slug, steps, asked):
    t = chat(slug).say(steps[0])
    assert t.texts[-1] == asked


def test_a_time_said_is_said_by_the_booking_line_not_by_the_wish():
    c = chat_after("peluqueria", "corte de hombre el jueves")
    t = c.say("a las 5")
    assert t.texts == ["Apunto: corte de hombre el jueves 5 de noviembre a las 17:00. Total 14,00 €; "
                       "dura unos 30 minutos.", "¿Con quién quieres la cita?"]


def test_the_wish_is_not_said_again_when_the_person_is_asked_again():
    c = chat_after("peluqueria", "corte de hombre el jueves", "lo mas tarde posible")
    t = c.say("no se")
    assert "18:30" not in _all_text(t)


@pytest.mark.parametrize("msg, said", [
    ("mesa para 4 el viernes lo mas tarde posible",
     "Apunto: reserva para 4 personas el viernes 6 de noviembre a las 22:00."),
    ("mesa para 4 o venres o mais tarde posible", "Apunto: reserva para 4 persoas o venres 6 de novembro ás 22:00."),
])
def test_the_latest_possible_with_the_day_takes_the_days_last_like_said_after_it(msg, said):
    t = chat("restaurante").say(msg)
    assert t.texts[0] == said
    assert t.texts[-1] in ("¿A nombre de quién hago la reserva?", "¿A nome de quen fago a reserva?")


def test_at_the_last_hour_with_the_day_still_offers_the_last_times():
    t = chat("restaurante").say("mesa para 4 el viernes a ultima hora")
    assert t.texts[-1] == "¿A qué hora te va bien el viernes 6 de noviembre?"
    assert t.chip_labels == ["20:30", "21:00", "21:30", "22:00"]
