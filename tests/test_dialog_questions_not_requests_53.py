"""Stop 53, questions that name a day, a time or a thing read as a booking or an order.

- «¿se puede ir sin reserva el sábado a las 14?» → «Apunto: reserva el sábado 7 de noviembre a las
  14:00. ¿Para cuántas personas?»: whether one must book (sin reserva, hace falta reservar, tengo que
  reservar, fai falta reservar) is a question about the rule. No booking is started now; the texts
  answer it, else it goes to a person (the restaurant's data says nothing about coming without one).
- «¿cuánto cuesta la cadena y cuánto cuesta cambiarla?» → «Apunto: 1 × Cadena de 9 velocidades»: the
  «cambi…» of «cambiarla» was read as a change of the order. A job priced is now asked apart, as
  «ponerla» was in stop 52: the chain's price, and the fitting to a person, named.
- «¿cuánto cuesta el envío de una tarta de queso?» → only the cake's prices: the sending asked beside
  the price was dropped. Now the price and whether it is sent (the texts: no home delivery), else the
  question to a person.
Near-misses keep their reading: «reserva para 4 el sábado a las 21», «quiero una tarta de queso para el
martes», «¿cuánto cuesta la cadena?», «cámbiame la cadena el martes».
"""
import pytest

from tests.conversation import chat, chat_with_knowledge

HANDED_ES = "Le paso tu pregunta a una persona"
HANDED_GL = "Paso a túa pregunta a unha persoa"
NO_DELIVERY_ES = "No hacemos envíos a domicilio"
NO_DELIVERY_GL = "Non facemos envíos a domicilio"


def _handed(t) -> int:
    return t.text.count(HANDED_ES) + t.text.count(HANDED_GL)


# ---- whether a booking is needed, asked -------------------------------------------------------------


@pytest.mark.parametrize("said", [
    "¿se puede ir sin reserva el sábado a las 14?",
    "se puede ir sin reserva el sabado a las 14?",
    "¿hace falta reservar para el domingo?",
    "¿tengo que reservar o puedo ir sin más?",
    "¿hay que reservar para cenar el viernes?",
    "¿es necesario reservar el sábado a las 21?",
    "pódese ir sen reserva o sábado?",
    "fai falta reservar?",
    "hai que reservar pra o domingo ás 14?",
])
def test_whether_a_booking_is_needed_is_asked_not_booked(said):
    c = chat("restaurante")
    t = c.say(said)
    assert "Apunto" not in t.text and "¿Para cuántas personas?" not in t.text
    assert not c.state["booking"].get("ymd") and not c.state["booking"].get("min")
    assert _handed(t) == 1
    assert t.request is not None and t.request["status"] == "pending"


def test_a_booking_needed_asked_with_the_party_is_still_a_question():
    c = chat("restaurante")
    t = c.say("¿se puede ir sin reserva? somos 4")
    assert "Apunto" not in t.text and _handed(t) == 1
    assert not c.state["booking"].get("party")


def test_whether_a_booking_is_needed_the_texts_answer(tmp_path):
    t = chat_with_knowledge("restaurante", tmp_path).say("fai falta reservar?")
    assert "Apunto" not in t.text
    assert "981 000 612" in t.text      # the texts: how to book (by this chat or by phone)


def test_at_a_salon_coming_without_an_appointment_is_asked_not_booked():
    c = chat("peluqueria")
    t = c.say("¿puedo ir sin cita el martes a las 11?")
    assert "Apunto" not in t.text and "¿Qué servicio quieres?" not in t.text
    assert _handed(t) == 1


@pytest.mark.parametrize("said, party, when", [
    ("reserva para 4 el sábado a las 21", 4, "el sábado 7 de noviembre a las 21:00"),
    ("quiero reservar sin falta para 2 el viernes a las 14", 2, "el viernes 6 de noviembre a las 14:00"),
    ("mesa pra catro o sábado ás 21", 4, "o sábado 7 de novembro ás 21:00"),
])
def test_a_booking_asked_for_is_still_booked(said, party, when):
    c = chat("restaurante")
    t = c.say(said)
    assert f"reserva para {party} persoas" in t.text or f"reserva para {party} personas" in t.text
    assert when in t.text
    assert c.state["booking"]["party"] == party


# ---- a job priced with «cambiarla» ------------------------------------------------------------------


@pytest.mark.parametrize("said, price, asked", [
    ("¿cuánto cuesta la cadena y cuánto cuesta cambiarla?", "Cadena de 9 velocidades: 24,00 €.",
     "«¿Cuánto cuesta cambiarla?»"),
    ("cuanto cuesta la cadena y cuanto cuesta cambiarla?", "Cadena de 9 velocidades: 24,00 €.",
     "«¿Cuanto cuesta cambiarla?»"),
    ("cuanto cuesta la cubierta y cuanto me cobrais por cambiarla?", "Cubierta urbana: 29,00 €.",
     "«¿Cuanto me cobrais por cambiarla?»"),
    ("¿cuánto cuesta la cadena? ¿y cuánto cuesta cambiarla?", "Cadena de 9 velocidades: 24,00 €.",
     "«¿Cuánto cuesta cambiarla?»"),
    ("canto custa a cadea e canto custa cambiala?", "Cadea de 9 velocidades: 24,00 €.",
     "«¿Canto custa cambiala?»"),
])
def test_the_part_priced_and_changing_it_handed_once(said, price, asked):
    c = chat("taller")
    t = c.say(said)
    assert t.texts[0] == price
    assert asked in t.texts[1]
    assert "Apunto" not in t.text and not c.order["lines"]
    assert _handed(t) == 1


def test_the_chain_priced_alone_is_still_only_priced():
    c = chat("taller")
    t = c.say("¿cuánto cuesta la cadena?")
    assert t.text == "Cadena de 9 velocidades: 24,00 €."
    assert t.request is None and not c.order["lines"]


def test_changing_the_chain_on_a_day_is_still_a_request():
    t = chat("taller").say("cámbiame la cadena el martes")
    assert "Apunto" in t.text and "martes 3 de noviembre" in t.text


# ---- the sending asked beside a price ---------------------------------------------------------------


@pytest.mark.parametrize("said, price, no_delivery", [
    ("¿cuánto cuesta el envío de una tarta de queso?", "Tarta de queso: 22,00 € (8 raciones)", NO_DELIVERY_ES),
    ("cuanto cuesta el envio de una tarta de queso?", "Tarta de queso: 22,00 € (8 raciones)", NO_DELIVERY_ES),
    ("cuanto cuesta mandar una bica a madrid?", "Bica gallega: 9,00 €.", NO_DELIVERY_ES),
    ("canto custa o envío dunha tarta de queixo?", "Tarta de queso: 22,00 € (8 racións)", NO_DELIVERY_GL),
])
def test_the_price_and_the_sending_both_answered(tmp_path, said, price, no_delivery):
    t = chat_with_knowledge("", tmp_path).say(said)
    assert t.texts[0].startswith(price)
    assert no_delivery in t.texts[1]
    assert "Apunto" not in t.text


def test_the_sending_without_texts_goes_to_a_person_with_the_price():
    c = chat()
    t = c.say("¿cuánto cuesta el envío de una tarta de queso?")
    assert t.texts[0].startswith("Tarta de queso: 22,00 € (8 raciones)")
    assert _handed(t) == 1 and not c.order["lines"]


def test_the_price_alone_says_nothing_of_sending(tmp_path):
    t = chat_with_knowledge("", tmp_path).say("¿cuánto cuesta la tarta de queso?")
    assert t.texts == ["Tarta de queso: 22,00 € (8 raciones), 30,00 € (12 raciones) y 40,00 € (20 raciones)."]


def test_a_cake_for_a_day_is_still_ordered():
    c = chat()
    t = c.say("quiero una tarta de queso para el martes")
    assert t.texts[0] == "Apunto: 1 × Tarta de queso. Total 22,00 €."
    assert [line["item_id"] for line in c.order["lines"]] == ["tarta-queso"]
